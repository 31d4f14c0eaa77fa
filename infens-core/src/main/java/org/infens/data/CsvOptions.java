package org.infens.data;

/**
 * How {@link CsvFormat} reads a delimited text file.
 *
 * @param header      whether the first record holds column names
 * @param labelColumn the label column: a header name, or a 0-based column index as text ({@code "0"}); null means
 *                    the last column. A name is looked up first, so a header named {@code "0"} wins over index 0.
 * @param delimiter   the field separator, e.g. {@code ','}, {@code ';'} or {@code '\t'}; not a quote, CR or LF
 * @param dropMissing whether rows with a missing value (an empty field or {@code ?}) are dropped; when false such
 *                    rows are an error
 */
public record CsvOptions(boolean header, String labelColumn, char delimiter, boolean dropMissing) {

    /** Validates the delimiter. */
    public CsvOptions {
        if (delimiter == '"' || delimiter == '\n' || delimiter == '\r') {
            throw new IllegalArgumentException("delimiter must not be a quote, CR or LF, got '"
                    + (delimiter == '"' ? "\"" : delimiter == '\n' ? "\\n" : "\\r") + "'");
        }
        if (labelColumn != null && labelColumn.isEmpty()) {
            throw new IllegalArgumentException("labelColumn must be null (last column), a header name or a 0-based "
                    + "index, got an empty string");
        }
    }

    /**
     * Options that reject rows with missing values.
     *
     * @param header      whether the first record holds column names
     * @param labelColumn the label column's name or 0-based index as text; null for the last column
     * @param delimiter   the field separator
     */
    public CsvOptions(boolean header, String labelColumn, char delimiter) {
        this(header, labelColumn, delimiter, false);
    }

    /** Header line, label in the last column, comma-separated, rows with missing values rejected. */
    public static CsvOptions defaults() {
        return new CsvOptions(true, null, ',', false);
    }

    /** These options with another header setting. */
    public CsvOptions withHeader(boolean newHeader) {
        return new CsvOptions(newHeader, labelColumn, delimiter, dropMissing);
    }

    /** These options with another label column (name or 0-based index as text; null for the last column). */
    public CsvOptions withLabelColumn(String newLabelColumn) {
        return new CsvOptions(header, newLabelColumn, delimiter, dropMissing);
    }

    /** These options with another delimiter. */
    public CsvOptions withDelimiter(char newDelimiter) {
        return new CsvOptions(header, labelColumn, newDelimiter, dropMissing);
    }

    /** These options with another missing-value policy. */
    public CsvOptions withDropMissing(boolean newDropMissing) {
        return new CsvOptions(header, labelColumn, delimiter, newDropMissing);
    }
}

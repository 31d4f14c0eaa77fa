package org.infens.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Reads and writes delimited text (CSV, RFC 4180 basics): one example per record, one column holding the label and
 * every other column a numeric feature, in column order.
 *
 * <p>Fields may be quoted with {@code "}; inside quotes the delimiter and line breaks are literal and {@code ""} is
 * a quote. Spaces and tabs around unquoted fields are dropped. Blank lines are skipped. Every record must have as
 * many fields as the first. Files are UTF-8; a byte-order mark at the start is skipped ({@link TextInput}). Labels
 * and header names must not hold control characters, line breaks included ({@link Fields}): they would make labels
 * that print alike and break the line-based files they are written to.
 *
 * <p>Missing values: an empty field or {@code ?} (the UCI marker). By default a row with a missing value is an
 * error naming the line and the column; with {@link CsvOptions#dropMissing()} such rows are dropped, as
 * Lin &amp; Li 2008 (Sec. 7, Table 1) drop the examples with missing features. Feature values must be plain finite
 * decimal numbers. Labels are canonicalised and indexed in order of first appearance ({@link Labels}). Storage follows
 * the density rule of the LIBSVM reader (dense when at least half the entries are non-zero).
 *
 * <p>Feature names ({@link Dataset#featureNames()}): with a header, the header's names of the feature columns, in
 * column order; they must be non-empty and distinct. Without a header the features have no names. A file whose
 * records all have a single field is an error that names the delimiter (usually a sign of the wrong delimiter).
 *
 * <p>Column numbers in messages are 1-based, with the 0-based index that {@link CsvOptions#labelColumn()} uses in
 * parentheses.
 */
public final class CsvFormat {
    private CsvFormat() {
    }

    /**
     * Reads a CSV file (UTF-8).
     *
     * @param file    the file
     * @param options header, label column, delimiter and missing-value policy
     * @return the examples
     * @throws DataFormatException if the file is malformed, has a missing value (unless dropped) or no examples
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file, CsvOptions options) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return read(in, file.toString(), options);
        }
    }

    /**
     * Reads CSV text from {@code in} (not closed here).
     *
     * @param in         the text
     * @param sourceName names the source in error messages
     * @param options    header, label column, delimiter and missing-value policy
     * @return the examples
     * @throws DataFormatException if the text is malformed, has a missing value (unless dropped) or no examples
     * @throws IOException         if reading fails
     */
    public static Dataset read(Reader in, String sourceName, CsvOptions options) throws IOException {
        Objects.requireNonNull(options, "options");
        RecordReader records = new RecordReader(TextInput.skipByteOrderMark(in), sourceName, options.delimiter());
        List<String> first = records.next();
        if (first == null) {
            throw new DataFormatException(sourceName, 0, null, "no examples (the input is empty)");
        }
        int columns = first.size();
        String[] names = new String[columns];
        for (int c = 0; c < columns; c++) {
            names[c] = options.header() ? "column " + Quote.of(first.get(c)) + " (index " + c + ")"
                    : "column " + (c + 1) + " (index " + c + ")";
        }
        int headerLine = records.recordLine();
        if (columns == 1) {
            throw new DataFormatException(sourceName, headerLine, null, "the first record has a single field when"
                    + " split at the delimiter " + describe(options.delimiter()) + " (and every record must have as"
                    + " many); if the file uses another delimiter, set it");
        }
        int labelCol = labelColumn(options, first, sourceName, headerLine);
        List<String> featureNames = new ArrayList<>();
        if (options.header()) {
            for (int c = 0; c < columns; c++) {
                String n = Fields.check(first.get(c), sourceName, headerLine, names[c]);
                if (c == labelCol) {
                    continue;
                }
                if (n.isEmpty()) {
                    throw new DataFormatException(sourceName, headerLine, names[c], "empty column name in the"
                            + " header; feature columns need distinct names");
                }
                if (featureNames.contains(n)) {
                    throw new DataFormatException(sourceName, headerLine, names[c], "the header names two columns "
                            + Quote.of(n) + "; feature columns need distinct names");
                }
                featureNames.add(n);
            }
        }
        DatasetBuilder builder = new DatasetBuilder();
        builder.ensureDimension(columns - 1);
        List<String> row = options.header() ? records.next() : first;
        while (row != null) {
            int line = records.recordLine();
            if (row.size() != columns) {
                throw new DataFormatException(sourceName, line, null, "expected " + columns + " fields, found "
                        + row.size());
            }
            String label = null;
            boolean missing = false;
            int f = 0;
            for (int c = 0; c < columns && !missing; c++) {
                String s = row.get(c);
                if (s.isEmpty() || s.equals("?")) {
                    if (!options.dropMissing()) {
                        throw new DataFormatException(sourceName, line, names[c], "missing value"
                                + (s.isEmpty() ? " (empty field)" : " ('?')")
                                + "; rows with missing values are rejected unless they are dropped (--drop-missing,"
                                + " CsvOptions.dropMissing)");
                    }
                    missing = true;
                } else if (c == labelCol) {
                    label = Fields.check(s, sourceName, line, names[c]);
                } else {
                    try {
                        builder.add(f++, Numbers.parseFinite(s));
                    } catch (NumberFormatException e) {
                        throw new DataFormatException(sourceName, line, names[c], e.getMessage());
                    }
                }
            }
            if (missing) {
                builder.abandonRow();
            } else {
                builder.endRow(label, 1.0, line);
            }
            row = records.next();
        }
        if (builder.rows() == 0) {
            throw new DataFormatException(sourceName, 0, null, "no examples"
                    + (options.dropMissing() ? " (every row had a missing value or there were no rows)" : ""));
        }
        Dataset data = builder.build(sourceName).withFeatureNames(featureNames);
        if (options.header() && looksLikeData(first, labelCol, data.labels())) {
            throw new DataFormatException(sourceName, headerLine, null, "the header line looks like a row of data"
                    + " (its feature names are numbers and its label column's name " + Quote.of(first.get(labelCol))
                    + " is a class of the data), and reading it as a header would drop that row; if the file has no"
                    + " header line, read it without one");
        }
        return data;
    }

    /**
     * Whether a header line is more likely the first row of a header-less file: every feature column's name is a
     * number and the label column's name is one of the classes the other rows have. Then reading it as a header
     * would silently lose a row (pandas and Spark read such a file without complaint); a real header of numbered
     * features names its label column otherwise ({@code 0,1,2,y}), or numbers every column in order ({@code 0,1,2},
     * pandas' header of a frame made from an array), and is read.
     */
    private static boolean looksLikeData(List<String> header, int labelCol, Labels labels) {
        if (numbersInOrder(header, 0) || numbersInOrder(header, 1)) {
            return false; // pandas' default header of a frame made from an array: 0,1,2,...
        }
        for (int c = 0; c < header.size(); c++) {
            if (c == labelCol) {
                continue;
            }
            try {
                Numbers.parseFinite(header.get(c));
            } catch (NumberFormatException e) {
                return false;
            }
        }
        String label = header.get(labelCol).trim();
        return !label.isEmpty() && labels.indexOf(Labels.canonical(label)) >= 0;
    }

    /** Whether the fields are exactly the integers from, from + 1, ..., in order. */
    private static boolean numbersInOrder(List<String> fields, int from) {
        for (int c = 0; c < fields.size(); c++) {
            if (!fields.get(c).trim().equals(Integer.toString(from + c))) {
                return false;
            }
        }
        return true;
    }

    /** A delimiter for a message: {@code ','}, or a name for blanks. */
    private static String describe(char delimiter) {
        return switch (delimiter) {
            case '\t' -> "'\\t' (tab)";
            case ' ' -> "' ' (space)";
            default -> "'" + delimiter + "'";
        };
    }

    private static int labelColumn(CsvOptions options, List<String> first, String source, int line) {
        int columns = first.size();
        String spec = options.labelColumn();
        if (spec == null) {
            return columns - 1;
        }
        if (options.header()) {
            int found = first.indexOf(spec);
            if (found >= 0) {
                return found;
            }
        }
        int index;
        try {
            index = Integer.parseInt(spec);
        } catch (NumberFormatException e) {
            throw new DataFormatException(source, line, "label column", Quote.of(spec) + " is "
                    + (options.header() ? "neither a column name in the header " + Quote.list(first) + " nor" : "not")
                    + " a 0-based column index");
        }
        if (index < 0 || index >= columns) {
            throw new DataFormatException(source, line, "label column", "index " + index + " is not in [0, "
                    + columns + ")");
        }
        return index;
    }

    /**
     * Writes {@code data} as CSV to {@code file} atomically (see {@link AtomicFiles}): a header
     * {@code x1,...,xd,label}, then one record per row with every feature (zeros included) in shortest round-trip
     * form and the label last, quoted when it holds a comma, quote or line break. Reading the file back with
     * {@link CsvOptions#defaults()} gives the same rows, labels and storage-independent values. Instance weights
     * are not written.
     *
     * @param data the rows
     * @param file the file to create or replace
     * @throws IOException if writing fails
     */
    public static void write(Dataset data, Path file) throws IOException {
        AtomicFiles.write(file, w -> write(data, w));
    }

    /**
     * Writes {@code data} as CSV to {@code out} (not closed here); see {@link #write(Dataset, Path)}.
     *
     * @param data the rows
     * @param out  where to write
     * @throws IOException if writing fails
     */
    public static void write(Dataset data, Writer out) throws IOException {
        Objects.requireNonNull(data, "data");
        int d = data.dimension();
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < d; f++) {
            sb.append('x').append(f + 1).append(',');
        }
        sb.append("label\n");
        out.write(sb.toString());
        double[] row = new double[d];
        for (int i = 0; i < data.size(); i++) {
            sb.setLength(0);
            data.copyRow(i, row);
            for (int f = 0; f < d; f++) {
                sb.append(Numbers.format(row[f])).append(',');
            }
            sb.append(quote(data.labels().name(data.classOf(i)))).append('\n');
            out.write(sb.toString());
        }
    }

    private static String quote(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** Splits text into records of fields (RFC 4180 quoting); tracks the line each record starts on. */
    private static final class RecordReader {
        private final BufferedReader in;
        private final String source;
        private final char delimiter;
        private int line;
        private int recordLine;

        RecordReader(BufferedReader in, String source, char delimiter) {
            this.in = in;
            this.source = source;
            this.delimiter = delimiter;
        }

        /** 1-based line on which the last returned record started. */
        int recordLine() {
            return recordLine;
        }

        /** The next non-blank record, or null at the end of the input. */
        List<String> next() throws IOException {
            String text;
            do {
                text = in.readLine();
                if (text == null) {
                    return null;
                }
                line++;
            } while (Fields.isBlank(text));
            recordLine = line;
            List<String> fields = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            int i = 0;
            while (true) {
                // start of a field: skip leading blanks to see whether it is quoted
                int j = i;
                while (j < text.length() && (text.charAt(j) == ' ' || text.charAt(j) == '\t')
                        && text.charAt(j) != delimiter) {
                    j++;
                }
                if (j < text.length() && text.charAt(j) == '"') {
                    field.setLength(0);
                    i = j + 1;
                    while (true) {
                        if (i >= text.length()) {
                            String more = in.readLine();
                            if (more == null) {
                                throw new DataFormatException(source, recordLine, "field " + (fields.size() + 1),
                                        "unterminated quoted field");
                            }
                            line++;
                            field.append('\n');
                            text = more;
                            i = 0;
                            continue;
                        }
                        char c = text.charAt(i);
                        if (c == '"') {
                            if (i + 1 < text.length() && text.charAt(i + 1) == '"') {
                                field.append('"');
                                i += 2;
                            } else {
                                i++;
                                break;
                            }
                        } else {
                            field.append(c);
                            i++;
                        }
                    }
                    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')
                            && text.charAt(i) != delimiter) {
                        i++;
                    }
                    if (i < text.length() && text.charAt(i) != delimiter) {
                        throw new DataFormatException(source, line, "field " + (fields.size() + 1),
                                "unexpected " + Quote.character(text.codePointAt(i)) + " after a closing quote");
                    }
                    fields.add(field.toString());
                } else {
                    int k = text.indexOf(delimiter, i);
                    int end = k < 0 ? text.length() : k;
                    fields.add(Fields.strip(text.substring(i, end)));
                    i = end;
                }
                if (i >= text.length()) {
                    return fields;
                }
                i++; // skip the delimiter
            }
        }
    }
}

package org.infens.data;

/**
 * A data file that cannot be read: a syntax error, a value that is not a finite number, a missing value, or a file
 * without examples. The message has the form {@code <source>:<line>: <field>: <what>}, for example
 * {@code train.txt:17: feature 3: 'abc' is not a number}; line numbers are 1-based. File-level problems (no
 * examples) carry line 0 and read {@code <source>: <what>}.
 */
public class DataFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String source;
    private final int line;
    private final String field;

    /**
     * A parse error.
     *
     * @param source the file name or other source description, as given to the reader
     * @param line   1-based line number, or 0 when the problem concerns the whole file
     * @param field  what was being read ({@code "label"}, {@code "feature 3"}, {@code "column 'age'"}), or null
     * @param what   what is wrong with it
     */
    public DataFormatException(String source, int line, String field, String what) {
        super(format(source, line, field, what));
        this.source = source;
        this.line = line;
        this.field = field;
    }

    private static String format(String source, int line, String field, String what) {
        StringBuilder sb = new StringBuilder(String.valueOf(source));
        if (line > 0) {
            sb.append(':').append(line);
        }
        sb.append(": ");
        if (field != null) {
            sb.append(field).append(": ");
        }
        return sb.append(what).toString();
    }

    /** The file name or source description the reader was given. */
    public String source() {
        return source;
    }

    /** The 1-based line number of the problem, or 0 for a file-level problem. */
    public int line() {
        return line;
    }

    /** The field that could not be read, or null when the problem concerns the line or the file. */
    public String field() {
        return field;
    }
}

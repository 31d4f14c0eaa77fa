package org.infens.data;

import ch.randelshofer.fastdoubleparser.JsonDoubleParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

/**
 * Reads and writes the LIBSVM / SVMlight sparse text format: one example per line,
 * {@code <label> <index>:<value> <index>:<value> ...}.
 *
 * <p>Reading rules:
 * <ul>
 *   <li>Feature indices are 1-based in the file and strictly increasing within a line; feature {@code k} of the file
 *       is 0-based feature {@code k-1} of the {@link Dataset}. The dimension is the largest index in the file.</li>
 *   <li>{@code #} at the start of a line or after a blank starts a comment (whole-line or trailing); a {@code #}
 *       inside a token is an error ({@code 1:1.#INF}, Microsoft C's text for an infinity, is not {@code 1:1.}
 *       and a comment). Blank lines are skipped; tokens are separated by spaces or tabs.</li>
 *   <li>Labels may be numbers or words; numbers are canonicalised ({@code +1}, {@code 1}, {@code 1.0} are one class,
 *       see {@link Labels#canonical}) and classes are indexed in order of first appearance, as LIBSVM does. A label
 *       holding a control character (a NUL, say) is an error, not a new class (see {@link Fields}), and so is one
 *       holding {@code ,} or {@code ;}: such a line is CSV read as LIBSVM, which would otherwise become a class of
 *       its own with no features.</li>
 *   <li>Files are UTF-8; a byte-order mark at the start is skipped, bytes that are not UTF-8 are an error naming
 *       the line and the byte offset ({@link TextInput}).</li>
 *   <li>Values must be plain finite decimal numbers; NaN, infinities, hexadecimal and Java suffixes such as
 *       {@code 1d} are rejected.</li>
 *   <li>SVMlight ranking data ({@code qid:}) and SVMlight per-example costs ({@code cost:}) are not supported and are
 *       rejected with a message saying so.</li>
 *   <li>Storage: dense when at least half the entries are non-zero ({@code nnz >= 0.5 * n * d}), sparse CSR
 *       otherwise; explicit zeros are not stored.</li>
 * </ul>
 * Every problem is reported as a {@link DataFormatException} naming the file, the 1-based line and the field.
 *
 * <p>{@link #readPrecomputed(Path)} reads LIBSVM's precomputed-kernel format ({@code svm-train -t 4}).
 *
 * <p>Implementation: the line scanner is hand-written for speed, because reading the data is a large part of a
 * command-line run. It scans each line in a char buffer without creating strings for the tokens, parses indices as
 * ints and values with fastdoubleparser's {@link JsonDoubleParser} on the char range (the JSON number grammar is a
 * subset of the plain decimal one; its result is the correctly rounded double, as {@link Double#parseDouble}'s).
 * Values of at most 15 significant digits, what {@code svm-scale} and most tools write, take Clinger's exact fast
 * path ({@code shortDecimal}) first: without it, reading 10,000 sparse rows of 40 six-digit values took 11% more
 * time than with it (the library's fixed cost per call), with it the same as with the hand-written Eisel-Lemire
 * parser it replaces (849 lines), for dense 17-digit values too (steady state, interleaved, CPU time per read:
 * {@code ReaderAb} in infens-bench; a first read in a new JVM costs about 15% more CPU with 17-digit values, the
 * library's warm-up). Any line the scanner does not accept as it stands, every malformed line included, goes
 * through the straightforward reference code ({@code parseLine}), which reports the error, so messages and rules
 * are defined in one place; {@code LibsvmFastPathTest} checks that the two agree. Measured on 10,000 rows of 20
 * dense 17-digit values (4.5 MB) in a new JVM on 2 cores: 670 ms with {@code readLine}, {@code substring} and
 * {@link Double#parseDouble} per token, 210 ms with the scanner (median of 5).
 */
public final class LibsvmFormat {
    private LibsvmFormat() {
    }

    /**
     * Reads a LIBSVM / SVMlight file (UTF-8).
     *
     * @param file the file; its path as given names the source in error messages
     * @return the examples
     * @throws DataFormatException if the file is malformed or holds no examples
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return read(in, file.toString());
        }
    }

    /**
     * Reads LIBSVM / SVMlight text from {@code in} (not closed here).
     *
     * @param in         the text
     * @param sourceName names the source in error messages, e.g. the file name
     * @return the examples
     * @throws DataFormatException if the text is malformed or holds no examples
     * @throws IOException         if reading fails
     */
    public static Dataset read(Reader in, String sourceName) throws IOException {
        return parse(in, sourceName, false);
    }

    /**
     * Reads a file in LIBSVM's precomputed-kernel format: {@code <label> 0:<serial> 1:K(x,x1) 2:K(x,x2) ...}.
     *
     * <p>Feature indices are kept as written: LIBSVM index {@code k} is 0-based feature {@code k}, so feature 0
     * holds the serial number, which must be a positive integer (LIBSVM's serials are 1-based row numbers of the
     * training set). Every line must start with {@code 0:<serial>}; indices are strictly increasing.
     *
     * @param file the file
     * @return the rows, with the serial number as feature 0
     * @throws DataFormatException if the file is malformed, a serial number is missing or not a positive integer,
     *                             or the file holds no examples
     * @throws IOException         if reading fails
     */
    public static Dataset readPrecomputed(Path file) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return readPrecomputed(in, file.toString());
        }
    }

    /**
     * Reads precomputed-kernel text from {@code in} (not closed here); see {@link #readPrecomputed(Path)}.
     *
     * @param in         the text
     * @param sourceName names the source in error messages
     * @return the rows, with the serial number as feature 0
     * @throws DataFormatException if the text is malformed
     * @throws IOException         if reading fails
     */
    public static Dataset readPrecomputed(Reader in, String sourceName) throws IOException {
        return parse(in, sourceName, true);
    }

    /** What {@link #fastLine} found. */
    static final int BLANK = -1;
    static final int FALLBACK = -2;

    private static Dataset parse(Reader in, String source, boolean precomputed) throws IOException {
        Objects.requireNonNull(in, "in");
        DatasetBuilder builder = new DatasetBuilder();
        LineReader lines = new LineReader(TextInput.skipByteOrderMark(in));
        Row row = new Row();
        int lineNo = 0;
        while (lines.next()) {
            lineNo++;
            int n = fastLine(lines.buf, lines.lineStart, lines.lineEnd, precomputed, row);
            if (n == BLANK) {
                continue;
            }
            if (n == FALLBACK) {
                // Anything unusual (errors, qid:, ...) goes through the reference code, which reports it.
                parseLine(new String(lines.buf, lines.lineStart, lines.lineEnd - lines.lineStart), lineNo, source,
                        precomputed, builder);
                continue;
            }
            int[] index = row.index;
            double[] value = row.value;
            for (int k = 0; k < n; k++) {
                builder.add(index[k], value[k]);
            }
            builder.endRow(row.label, 1.0, lineNo);
        }
        if (builder.rows() == 0) {
            throw new DataFormatException(source, 0, null,
                    "no examples (the input is empty or holds only comments and blank lines)");
        }
        return builder.build(source);
    }

    /** One parsed line of the fast path: 0-based feature indices, values and the label. */
    static final class Row {
        int[] index = new int[64];
        double[] value = new double[64];
        String label = "";
        char[] labelChars = new char[0];

        /**
         * The label {@code b[s, e)}, the previous label's string if the characters are the same; null if it holds
         * {@code :}, {@code #}, {@code ,}, {@code ;} or a character not allowed in a field ({@link Fields}).
         */
        String label(char[] b, int s, int e) {
            int len = e - s;
            if (len == labelChars.length && Arrays.equals(b, s, e, labelChars, 0, len)) {
                return label;
            }
            for (int k = s; k < e; k++) {
                if (b[k] == ':' || b[k] == '#' || b[k] == ',' || b[k] == ';') {
                    return null;
                }
            }
            if (Fields.hasForbidden(b, s, e)) {
                return null;
            }
            labelChars = Arrays.copyOfRange(b, s, e);
            label = new String(labelChars);
            return label;
        }

        void grow() {
            index = Arrays.copyOf(index, 2 * index.length);
            value = Arrays.copyOf(value, 2 * value.length);
        }
    }

    /**
     * Parses the line {@code b[s, e)} (without its terminator) into {@code row} without creating strings for the
     * tokens.
     *
     * @return the number of features, {@link #BLANK} for a blank or comment line, or {@link #FALLBACK} if the line
     *         holds anything this path does not accept (every error, and labels, indices and serial numbers it
     *         does not check itself), in which case {@link #parseLine} reads it (and reports the error)
     */
    static int fastLine(char[] b, int s, int e, boolean precomputed, Row row) {
        for (int k = s; k < e; k++) {
            if (b[k] == '#') {
                if (k > s && !isBlank(b[k - 1])) {
                    return FALLBACK; // inside a token: an error
                }
                e = k;
                break;
            }
        }
        int pos = skipBlank(b, s, e);
        if (pos == e) {
            return BLANK;
        }
        int tokEnd = tokenEnd(b, pos, e);
        String label = row.label(b, pos, tokEnd);
        if (label == null) {
            return FALLBACK;
        }
        row.label = label;
        int prev = precomputed ? -1 : 0;
        int n = 0;
        pos = skipBlank(b, tokEnd, e);
        while (pos < e) {
            long f = 0;
            int k = pos;
            while (k < e) {
                int d = b[k] - '0';
                if (d < 0 || d > 9) {
                    break;
                }
                f = f * 10 + d;
                k++;
            }
            if (k == pos || k - pos > 10 || k == e || b[k] != ':' || f >= Integer.MAX_VALUE || f <= prev
                    || (precomputed ? prev < 0 && f != 0 : f == 0)) {
                return FALLBACK;
            }
            int vs = k + 1;
            int ve = tokenEnd(b, vs, e);
            if (ve == vs) {
                return FALLBACK;
            }
            double v = ve - vs <= 17 ? shortDecimal(b, vs, ve) : Double.NaN;
            if (v != v) {
                if (b[vs] == '+' || b[vs] == '.') {
                    return FALLBACK; // not a JSON number: spare the parser's exception
                }
                try {
                    v = JsonDoubleParser.parseDouble(b, vs, ve - vs);
                } catch (NumberFormatException x) {
                    return FALLBACK;
                }
                if (!Double.isFinite(v)) {
                    return FALLBACK;
                }
            }
            if (precomputed && f == 0 && !(v >= 1 && v == Math.rint(v) && v <= Integer.MAX_VALUE)) {
                return FALLBACK;
            }
            if (n == row.index.length) {
                row.grow();
            }
            row.index[n] = (int) (precomputed ? f : f - 1);
            row.value[n] = v;
            n++;
            prev = (int) f;
            pos = skipBlank(b, ve, e);
        }
        if (precomputed && prev < 0) {
            return FALLBACK;
        }
        return n;
    }

    /** Exact powers of ten as doubles: 10^0 .. 10^22. */
    private static final double[] POW10 = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13,
        1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

    /**
     * {@code b[s, e)} if it is a plain decimal ({@link Numbers#isDecimal}) with at most 15 significant digits and a
     * decimal exponent within 22 of them, NaN otherwise. Such a number is {@code m * 10^q} or {@code m / 10^q} with
     * {@code m < 2^53} and {@code 10^q} exact doubles, so one correctly rounded operation gives exactly the double
     * {@link Double#parseDouble} gives (Clinger's fast path: W. D. Clinger, "How to read floating point numbers
     * accurately", PLDI 1990). {@code NumberParsingTest} checks it against exact rounding.
     */
    private static double shortDecimal(char[] b, int s, int e) {
        int i = s;
        boolean negative = i < e && b[i] == '-';
        if (i < e && (b[i] == '-' || b[i] == '+')) {
            i++;
        }
        long m = 0;
        int significant = 0;
        int mantissa = 0;
        int scale = 0;
        boolean fraction = false;
        for (; i < e && significant <= 15; i++) {
            char c = b[i];
            if (c >= '0' && c <= '9') {
                m = m * 10 + (c - '0');
                significant += m != 0 ? 1 : 0;
                scale -= fraction ? 1 : 0;
                mantissa++;
            } else if (c == '.' && !fraction) {
                fraction = true;
            } else {
                break;
            }
        }
        if (mantissa == 0) {
            return Double.NaN;
        }
        if (i < e && (b[i] == 'e' || b[i] == 'E')) {
            i++;
            boolean minus = i < e && b[i] == '-';
            if (i < e && (b[i] == '-' || b[i] == '+')) {
                i++;
            }
            int x = 0;
            int from = i;
            for (; i < e && b[i] >= '0' && b[i] <= '9' && i - from < 4; i++) {
                x = x * 10 + (b[i] - '0');
            }
            if (i == from) {
                return Double.NaN;
            }
            scale += minus ? -x : x;
        }
        if (i != e || significant > 15) {
            return Double.NaN;
        }
        if (m == 0) {
            return negative ? -0.0 : 0.0;
        }
        if (scale < -22 || scale > 22) {
            return Double.NaN;
        }
        double v = scale < 0 ? m / POW10[-scale] : m * POW10[scale];
        return negative ? -v : v;
    }

    /**
     * Splits text into lines as {@link BufferedReader#readLine} does ({@code \n}, {@code \r} or {@code \r\n}
     * end a line; a last line without terminator counts), keeping each line in a char buffer.
     */
    private static final class LineReader {
        private final Reader in;
        char[] buf = new char[1 << 16];
        int lineStart;
        int lineEnd;
        private int start;
        private int limit;
        private boolean eof;
        private boolean skipLf;

        LineReader(Reader in) {
            this.in = in;
        }

        /** Advances to the next line, {@code buf[lineStart, lineEnd)}; false at the end of the input. */
        boolean next() throws IOException {
            int p = start;
            for (;;) {
                if (skipLf) {
                    if (p < limit) {
                        if (buf[p] == '\n') {
                            start = ++p;
                        }
                        skipLf = false;
                    } else if (eof) {
                        skipLf = false;
                    } else {
                        p = fill(p);
                        continue;
                    }
                }
                char[] b = buf;
                int lim = limit;
                while (p < lim) {
                    char c = b[p];
                    if (c == '\n' || c == '\r') {
                        break;
                    }
                    p++;
                }
                if (p < lim) {
                    lineStart = start;
                    lineEnd = p;
                    skipLf = b[p] == '\r';
                    start = p + 1;
                    return true;
                }
                if (eof) {
                    if (p > start) {
                        lineStart = start;
                        lineEnd = p;
                        start = p;
                        return true;
                    }
                    return false;
                }
                p = fill(p);
            }
        }

        /** Moves the unfinished line to the front, grows the buffer if it is full, reads more; returns p moved. */
        private int fill(int p) throws IOException {
            if (start > 0) {
                System.arraycopy(buf, start, buf, 0, limit - start);
                p -= start;
                limit -= start;
                start = 0;
            }
            if (limit == buf.length) {
                buf = Arrays.copyOf(buf, 2 * buf.length);
            }
            int n = in.read(buf, limit, buf.length - limit);
            if (n < 0) {
                eof = true;
            } else {
                limit += n;
            }
            return p;
        }
    }

    /**
     * The reference reader of one line: adds the row to {@code builder} or throws the error it holds.
     * Package-private for the test that compares it with {@link #fastLine}.
     */
    static void parseLine(String line, int lineNo, String source, boolean precomputed, DatasetBuilder builder) {
        int end = commentStart(line);
        int pos = skipBlank(line, 0, end);
        if (pos == end) {
            return;
        }
        int tokEnd = tokenEnd(line, pos, end);
        String label = line.substring(pos, tokEnd);
        if (label.indexOf(':') >= 0) {
            throw new DataFormatException(source, lineNo, "label", "the line starts with " + Quote.of(label)
                    + ", which looks like a feature; every line must start with a label");
        }
        if (label.indexOf('#') >= 0) {
            throw new DataFormatException(source, lineNo, "label", Quote.of(label) + " contains '#'; " + COMMENTS);
        }
        for (char separator : new char[] {',', ';'}) {
            if (label.indexOf(separator) >= 0) {
                throw new DataFormatException(source, lineNo, "label", Quote.of(label) + " contains '" + separator
                        + "': the line looks like CSV, not LIBSVM (<label> <index>:<value> ...); a CSV file is read"
                        + " as CSV when its name ends in .csv (or with --format csv)");
            }
        }
        Fields.check(label, source, lineNo, "label");
        int prev = precomputed ? -1 : 0;
        pos = skipBlank(line, tokEnd, end);
        while (pos < end) {
            tokEnd = tokenEnd(line, pos, end);
            int colon = line.indexOf(':', pos);
            if (colon < 0 || colon >= tokEnd) {
                String token = line.substring(pos, tokEnd);
                throw new DataFormatException(source, lineNo, "token " + Quote.of(token),
                        "expected <index>:<value>" + (token.indexOf('#') >= 0 ? "; " + COMMENTS : ""));
            }
            String idx = line.substring(pos, colon);
            int f = parseIndex(idx, source, lineNo);
            String field = precomputed && f == 0 ? "feature 0 (serial number)" : "feature " + f;
            if (!precomputed && f == 0) {
                throw new DataFormatException(source, lineNo, field, "feature indices start at 1 (for a "
                        + "precomputed kernel with 0:<serial>, read the file as precomputed)");
            }
            if (precomputed && prev < 0 && f != 0) {
                throw new DataFormatException(source, lineNo, field,
                        "the first feature of a precomputed-kernel line must be 0:<serial number>");
            }
            if (f <= prev) {
                throw new DataFormatException(source, lineNo, field,
                        "feature indices must be strictly increasing, but it follows feature " + prev);
            }
            double v;
            String text = line.substring(colon + 1, tokEnd);
            try {
                v = Numbers.parseFinite(text);
            } catch (NumberFormatException e) {
                throw new DataFormatException(source, lineNo, field, e.getMessage() + hashHint(text));
            }
            if (precomputed && f == 0 && !(v >= 1 && v == Math.rint(v) && v <= Integer.MAX_VALUE)) {
                throw new DataFormatException(source, lineNo, field, Quote.of(text)
                        + " is not a positive integer; serial numbers are 1-based row numbers");
            }
            builder.add(precomputed ? f : f - 1, v);
            prev = f;
            pos = skipBlank(line, tokEnd, end);
        }
        if (precomputed && prev < 0) {
            throw new DataFormatException(source, lineNo, "feature 0 (serial number)",
                    "missing; a precomputed-kernel line must start with <label> 0:<serial number>");
        }
        builder.endRow(label, 1.0, lineNo);
    }

    /** Where the rule for {@code #} is said. */
    private static final String COMMENTS = "a comment starts with '#' at the start of a line or after a blank";

    /** Where the comment of {@code line} starts: its first {@code #} at the start or after a blank, else its end. */
    private static int commentStart(String line) {
        for (int k = 0; k < line.length(); k++) {
            if (line.charAt(k) == '#' && (k == 0 || isBlank(line.charAt(k - 1)))) {
                return k;
            }
        }
        return line.length();
    }

    /** More to say about a value that is not a number when it holds {@code #}. */
    private static String hashHint(String value) {
        if (value.indexOf('#') < 0) {
            return "";
        }
        String hint = "; " + COMMENTS;
        String upper = value.toUpperCase(java.util.Locale.ROOT);
        if (upper.contains("#INF") || upper.contains("#IND") || upper.contains("#QNAN") || upper.contains("#SNAN")) {
            hint += " (" + Quote.of(value) + " is how Microsoft's C library prints an infinity or a NaN, and values"
                    + " must be finite)";
        }
        return hint;
    }

    private static int parseIndex(String idx, String source, int lineNo) {
        if (idx.equals("qid")) {
            throw new DataFormatException(source, lineNo, "qid", "ranking data (SVMlight qid:) is not supported; "
                    + "remove the qid: fields to read the file as classification data");
        }
        if (idx.equals("cost") || idx.equals("sid")) {
            throw new DataFormatException(source, lineNo, idx, "SVMlight " + idx + ": fields are not part of the "
                    + "LIBSVM format and are not supported");
        }
        int f = Fields.parseIndex(idx);
        if (f < 0) {
            throw new DataFormatException(source, lineNo, "feature index " + Quote.of(idx),
                    "not a non-negative integer below " + Integer.MAX_VALUE);
        }
        return f;
    }

    private static int skipBlank(String s, int pos, int end) {
        while (pos < end && isBlank(s.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private static int tokenEnd(String s, int pos, int end) {
        while (pos < end && !isBlank(s.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    private static int skipBlank(char[] b, int pos, int end) {
        while (pos < end && isBlank(b[pos])) {
            pos++;
        }
        return pos;
    }

    private static int tokenEnd(char[] b, int pos, int end) {
        while (pos < end && !isBlank(b[pos])) {
            pos++;
        }
        return pos;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\f' || c == '\u000b' || c == '\r';
    }

    /**
     * Writes {@code data} in LIBSVM format: per row the label, then {@code index:value} for every non-zero feature
     * with 1-based indices, values in shortest round-trip form (integers without a decimal point, see
     * {@link Labels#formatNumber}). Instance weights are not part of the format and are not written.
     *
     * @param data the rows
     * @param out  where to write (not closed here)
     * @throws IllegalArgumentException if a label contains whitespace, {@code #} or {@code :}, which the format
     *                                  cannot hold
     * @throws IOException              if writing fails
     */
    public static void write(Dataset data, Writer out) throws IOException {
        Objects.requireNonNull(data, "data");
        Objects.requireNonNull(out, "out");
        Labels labels = data.labels();
        for (int c = 0; c < labels.size(); c++) {
            String name = labels.name(c);
            for (int i = 0; i < name.length(); i++) {
                char ch = name.charAt(i);
                if (Character.isWhitespace(ch) || ch == '#' || ch == ':') {
                    throw new IllegalArgumentException("label " + Quote.of(name) + " contains '" + ch
                            + "', which the LIBSVM format cannot hold");
                }
            }
        }
        StringBuilder sb = new StringBuilder(256);
        for (int i = 0; i < data.size(); i++) {
            sb.setLength(0);
            sb.append(labels.name(data.classOf(i)));
            for (int k = 0, n = data.storedCount(i); k < n; k++) {
                double v = data.storedValue(i, k);
                if (v != 0) {
                    sb.append(' ').append(data.storedIndex(i, k) + 1).append(':').append(Numbers.format(v));
                }
            }
            sb.append('\n');
            out.write(sb.toString());
        }
    }

    /**
     * Writes {@code data} in LIBSVM format to {@code file} atomically (see {@link AtomicFiles}).
     *
     * @param data the rows
     * @param file the file to create or replace
     * @throws IOException if writing fails
     */
    public static void write(Dataset data, Path file) throws IOException {
        AtomicFiles.write(file, w -> write(data, w));
    }
}

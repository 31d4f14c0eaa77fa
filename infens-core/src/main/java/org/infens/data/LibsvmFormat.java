package org.infens.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Reads and writes the LIBSVM / SVMlight sparse text format: one example per line,
 * {@code <label> <index>:<value> <index>:<value> ...}.
 *
 * <p>Reading rules:
 * <ul>
 *   <li>Feature indices are 1-based in the file and strictly increasing within a line; feature {@code k} of the file
 *       is 0-based feature {@code k-1} of the {@link Dataset}. The dimension is the largest index in the file.</li>
 *   <li>{@code #} starts a comment (whole-line or trailing); blank lines are skipped; tokens are separated by spaces
 *       or tabs.</li>
 *   <li>Labels may be numbers or words; numbers are canonicalised ({@code +1}, {@code 1}, {@code 1.0} are one class,
 *       see {@link Labels#canonical}) and classes are indexed in order of first appearance, as LIBSVM does.</li>
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
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
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
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
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

    /** The field name used in error messages; built only when an error is reported. */
    private static String fieldName(boolean precomputed, int f) {
        return precomputed && f == 0 ? "feature 0 (serial number)" : "feature " + f;
    }

    private static Dataset parse(Reader in, String source, boolean precomputed) throws IOException {
        Objects.requireNonNull(in, "in");
        BufferedReader br = in instanceof BufferedReader b ? b : new BufferedReader(in, 1 << 16);
        DatasetBuilder builder = new DatasetBuilder();
        String line;
        int lineNo = 0;
        while ((line = br.readLine()) != null) {
            lineNo++;
            int end = line.indexOf('#');
            if (end < 0) {
                end = line.length();
            }
            int pos = skipBlank(line, 0, end);
            if (pos == end) {
                continue;
            }
            int tokEnd = tokenEnd(line, pos, end);
            String label = line.substring(pos, tokEnd);
            if (label.indexOf(':') >= 0) {
                throw new DataFormatException(source, lineNo, "label", "the line starts with '" + label
                        + "', which looks like a feature; every line must start with a label");
            }
            int prev = precomputed ? -1 : 0;
            pos = skipBlank(line, tokEnd, end);
            while (pos < end) {
                tokEnd = tokenEnd(line, pos, end);
                int colon = line.indexOf(':', pos);
                if (colon < 0 || colon >= tokEnd) {
                    throw new DataFormatException(source, lineNo, "token '" + line.substring(pos, tokEnd) + "'",
                            "expected <index>:<value>");
                }
                String idx = line.substring(pos, colon);
                int f = parseIndex(idx, source, lineNo);
                if (!precomputed && f == 0) {
                    throw new DataFormatException(source, lineNo, fieldName(precomputed, f), "feature indices start at 1 (for a "
                            + "precomputed kernel with 0:<serial>, read the file as precomputed)");
                }
                if (precomputed && prev < 0 && f != 0) {
                    throw new DataFormatException(source, lineNo, fieldName(precomputed, f),
                            "the first feature of a precomputed-kernel line must be 0:<serial number>");
                }
                if (f <= prev) {
                    throw new DataFormatException(source, lineNo, fieldName(precomputed, f),
                            "feature indices must be strictly increasing, but it follows feature " + prev);
                }
                double v;
                try {
                    v = Numbers.parseFinite(line.substring(colon + 1, tokEnd));
                } catch (NumberFormatException e) {
                    throw new DataFormatException(source, lineNo, fieldName(precomputed, f), e.getMessage());
                }
                if (precomputed && f == 0 && !(v >= 1 && v == Math.rint(v) && v <= Integer.MAX_VALUE)) {
                    throw new DataFormatException(source, lineNo, fieldName(precomputed, f), "'" + line.substring(colon + 1, tokEnd)
                            + "' is not a positive integer; serial numbers are 1-based row numbers");
                }
                builder.add(precomputed ? f : f - 1, v);
                prev = f;
                pos = skipBlank(line, tokEnd, end);
            }
            if (precomputed && prev < 0) {
                throw new DataFormatException(source, lineNo, "feature 0 (serial number)",
                        "missing; a precomputed-kernel line must start with <label> 0:<serial number>");
            }
            builder.endRow(label);
        }
        if (builder.rows() == 0) {
            throw new DataFormatException(source, 0, null,
                    "no examples (the input is empty or holds only comments and blank lines)");
        }
        return builder.build();
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
        int f = 0;
        boolean ok = !idx.isEmpty() && idx.length() <= 10;
        for (int i = 0; ok && i < idx.length(); i++) {
            char c = idx.charAt(i);
            ok = c >= '0' && c <= '9';
        }
        long value = ok ? Long.parseLong(idx) : -1;
        if (!ok || value >= Integer.MAX_VALUE) {
            throw new DataFormatException(source, lineNo, "feature index '" + idx + "'",
                    "not a non-negative integer below " + Integer.MAX_VALUE);
        }
        f = (int) value;
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
                    throw new IllegalArgumentException("label '" + name + "' contains '" + ch
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

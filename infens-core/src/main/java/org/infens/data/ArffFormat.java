package org.infens.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * Reads Weka's ARFF format (dense and sparse data sections).
 *
 * <p>Supported: {@code @relation}, {@code @attribute} with types {@code numeric}, {@code real}, {@code integer} and
 * nominal {@code {a, b, c}}; {@code @data} rows written densely ({@code 1.5, a, 3}) or sparsely
 * ({@code {0 1.5, 2 3}}, 0-based attribute indices, omitted attributes are 0, which for a nominal attribute means its
 * first declared value, as in Weka); optional instance weights {@code {w}} after a row; quoted names and values
 * ({@code '...'} or {@code "..."}, with backslash escapes); {@code %} comments; case-insensitive keywords.
 * {@code string}, {@code date} and {@code relational} attributes are rejected.
 *
 * <p>Features: every attribute except the class attribute, in declaration order. A numeric attribute is one
 * feature. A nominal attribute with {@code k} declared values becomes {@code k} one-hot features, one per value in
 * declaration order (value {@code j} sets its {@code j}-th feature to 1 and the others to 0). Feature names
 * ({@link Dataset#featureNames()}): a numeric attribute's name, and {@code name=value} for each one-hot feature, so
 * a test file that declares the attributes or the nominal values in another order is aligned by name
 * ({@link Dataset#alignTo}).
 *
 * <p>Class attribute (by default the last attribute): if nominal, the labels are its declared values in declaration
 * order, restricted to the values that occur in the data (so a declared but unused value does not become an empty
 * class); if numeric, its values are the labels, as numbers are in LIBSVM files (in the form of
 * {@link Labels#formatNumber}, in order of first appearance): class numbers for a classifier, real-valued targets
 * for a regression ({@link Dataset#targets()}).
 *
 * <p>Missing values ({@code ?}): as for CSV, a row with a missing value is an error unless {@code dropMissing} is
 * set, in which case the row is dropped. Storage follows the density rule of {@link LibsvmFormat}.
 *
 * <p>Files are UTF-8; a byte-order mark at the start is skipped ({@link TextInput}). Attribute names and nominal
 * values must not hold control characters, escaped ones ({@code '\t'}) included ({@link Fields}). Blanks are spaces
 * and tabs; indices are ASCII digits.
 */
public final class ArffFormat {
    private ArffFormat() {
    }

    /**
     * Reads an ARFF file with the last attribute as the class and rows with missing values rejected.
     *
     * @param file the file (UTF-8)
     * @return the examples
     * @throws DataFormatException if the file is malformed, uses an unsupported attribute type, has a missing value
     *                             or no examples
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file) throws IOException {
        return read(file, null, false);
    }

    /**
     * Reads an ARFF file with the given class attribute and rows with missing values rejected.
     *
     * @param file           the file (UTF-8)
     * @param classAttribute the class attribute's name (exact match first, then ignoring case), or null for the last
     *                       attribute
     * @return the examples
     * @throws DataFormatException if the file is malformed or the class attribute is unknown
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file, String classAttribute) throws IOException {
        return read(file, classAttribute, false);
    }

    /**
     * Reads an ARFF file.
     *
     * @param file           the file (UTF-8)
     * @param classAttribute the class attribute's name, or null for the last attribute
     * @param dropMissing    whether rows with a missing value ({@code ?}) are dropped instead of rejected
     * @return the examples
     * @throws DataFormatException if the file is malformed
     * @throws IOException         if reading fails
     */
    public static Dataset read(Path file, String classAttribute, boolean dropMissing) throws IOException {
        try (Reader in = TextInput.open(file)) {
            return read(in, file.toString(), classAttribute, dropMissing);
        }
    }

    /**
     * Reads ARFF text from {@code in} (not closed here).
     *
     * @param in             the text
     * @param sourceName     names the source in error messages
     * @param classAttribute the class attribute's name, or null for the last attribute
     * @param dropMissing    whether rows with a missing value are dropped instead of rejected
     * @return the examples
     * @throws DataFormatException if the text is malformed
     * @throws IOException         if reading fails
     */
    public static Dataset read(Reader in, String sourceName, String classAttribute, boolean dropMissing)
            throws IOException {
        return new Parser(TextInput.skipByteOrderMark(in), sourceName).parse(classAttribute, dropMissing);
    }

    /** One declared attribute. */
    private record Attribute(String name, List<String> values, int line) {
        boolean nominal() {
            return values != null;
        }

        int valueIndex(String v) {
            return values.indexOf(v);
        }
    }

    private static final class Parser {
        private final BufferedReader in;
        private final String source;
        private int lineNo;

        Parser(BufferedReader in, String source) {
            this.in = Objects.requireNonNull(in, "in");
            this.source = source;
        }

        private DataFormatException error(String field, String what) {
            return new DataFormatException(source, lineNo, field, what);
        }

        /** Next line with comments removed and trimmed, skipping blank lines; null at the end. */
        private String nextLine() throws IOException {
            String s;
            while ((s = in.readLine()) != null) {
                lineNo++;
                s = Fields.strip(stripComment(s));
                if (!s.isEmpty()) {
                    return s;
                }
            }
            return null;
        }

        Dataset parse(String classAttribute, boolean dropMissing) throws IOException {
            List<Attribute> attributes = new ArrayList<>();
            String s;
            boolean data = false;
            while (!data && (s = nextLine()) != null) {
                String lower = s.toLowerCase(Locale.ROOT);
                if (lower.startsWith("@relation")) {
                    continue;
                } else if (lower.startsWith("@attribute")) {
                    attributes.add(attribute(Fields.strip(s.substring("@attribute".length()))));
                } else if (lower.startsWith("@data")) {
                    data = true;
                } else {
                    throw error(null, "expected @relation, @attribute or @data, found " + Quote.of(s));
                }
            }
            if (!data) {
                throw new DataFormatException(source, 0, null, "no @data section");
            }
            if (attributes.isEmpty()) {
                throw new DataFormatException(source, 0, null, "no @attribute declarations");
            }
            int cls = classIndex(attributes, classAttribute);
            Attribute classAttr = attributes.get(cls);
            int p = attributes.size();
            int[] offset = new int[p];
            String[] fieldName = new String[p];
            int d = 0;
            List<String> featureNames = new ArrayList<>();
            for (int a = 0; a < p; a++) {
                Attribute at = attributes.get(a);
                fieldName[a] = "attribute " + Quote.of(at.name());
                if (a == cls) {
                    offset[a] = -1;
                    continue;
                }
                offset[a] = d;
                d += at.nominal() ? at.values().size() : 1;
                if (at.nominal()) {
                    for (String v : at.values()) {
                        featureNames.add(at.name() + "=" + v);
                    }
                } else {
                    featureNames.add(at.name());
                }
            }
            java.util.Set<String> distinct = new java.util.HashSet<>();
            for (int f = 0; f < featureNames.size(); f++) {
                if (!distinct.add(featureNames.get(f))) {
                    throw new DataFormatException(source, 0, null, "two features are named "
                            + Quote.of(featureNames.get(f)) + " (an attribute declared twice, or a numeric attribute"
                            + " named like a one-hot feature attribute=value); features need distinct names");
                }
            }
            DatasetBuilder builder = new DatasetBuilder();
            builder.ensureDimension(d);
            Map<String, Integer> nominalIndex = new HashMap<>();
            String[] raw = new String[p];
            while ((s = nextLine()) != null) {
                double weight = 1.0;
                String rest;
                java.util.Arrays.fill(raw, null);
                if (s.startsWith("{")) {
                    int close = closingBrace(s, 0);
                    List<String> entries = split(s.substring(1, close));
                    int prev = -1;
                    for (String e : entries) {
                        if (e.isEmpty()) {
                            continue;
                        }
                        int sp = firstBlank(e);
                        String entry = "sparse entry " + Quote.of(e);
                        if (sp < 0) {
                            throw error(entry, "expected '<attribute index> <value>'");
                        }
                        String idx = e.substring(0, sp);
                        int a = Fields.parseIndex(idx);
                        if (a < 0) {
                            throw error(entry, Quote.of(idx) + " is not an attribute index");
                        }
                        if (a >= p) {
                            throw error(entry, "attribute index " + a + " is not in [0, " + p + ")");
                        }
                        if (a <= prev) {
                            throw error(entry, "attribute indices must be strictly increasing");
                        }
                        prev = a;
                        raw[a] = unquote(Fields.strip(e.substring(sp + 1)));
                    }
                    rest = Fields.strip(s.substring(close + 1));
                    if (rest.startsWith(",")) {
                        rest = Fields.strip(rest.substring(1));
                    }
                } else {
                    List<String> fields = split(s);
                    rest = "";
                    if (fields.size() == p + 1 && fields.get(p).startsWith("{")) {
                        rest = fields.remove(p);
                    }
                    if (fields.size() != p) {
                        throw error(null, "expected " + p + " values, found " + fields.size());
                    }
                    for (int a = 0; a < p; a++) {
                        raw[a] = unquote(fields.get(a));
                    }
                }
                if (!rest.isEmpty()) {
                    weight = weight(rest);
                }
                boolean missing = false;
                String label = null;
                for (int a = 0; a < p && !missing; a++) {
                    Attribute at = attributes.get(a);
                    String v = raw[a];
                    if ("?".equals(v)) {
                        if (!dropMissing) {
                            throw error(fieldName[a], "missing value '?'; rows with missing values are rejected "
                                    + "unless they are dropped (--drop-missing, dropMissing)");
                        }
                        missing = true;
                        break;
                    }
                    if (at.nominal()) {
                        int j = v == null ? 0 : at.valueIndex(v);
                        if (j < 0) {
                            throw error(fieldName[a], Quote.of(v) + " is not one of the declared values "
                                    + Quote.list(at.values()));
                        }
                        if (a == cls) {
                            label = at.values().get(j);
                            nominalIndex.putIfAbsent(Labels.canonical(label), j);
                        } else {
                            builder.add(offset[a] + j, 1.0);
                        }
                    } else {
                        double x;
                        try {
                            x = v == null ? 0.0 : Numbers.parseFinite(v);
                        } catch (NumberFormatException ex) {
                            throw error(fieldName[a], ex.getMessage());
                        }
                        if (a == cls) {
                            label = Labels.formatNumber(x);
                        } else {
                            builder.add(offset[a], x);
                        }
                    }
                }
                if (missing) {
                    builder.abandonRow();
                } else {
                    builder.endRow(label, weight, lineNo);
                }
            }
            if (builder.rows() == 0) {
                throw new DataFormatException(source, 0, null, "no examples"
                        + (dropMissing ? " (every row had a missing value or there were no rows)" : ""));
            }
            Dataset result = builder.build(source).withFeatureNames(featureNames);
            if (classAttr.nominal()) {
                List<String> order = new ArrayList<>(result.labels().names());
                order.sort((x, y) -> Integer.compare(nominalIndex.get(x), nominalIndex.get(y)));
                result = result.withLabels(Labels.of(order));
            }
            return result;
        }

        private double weight(String rest) {
            if (!rest.startsWith("{") || !rest.endsWith("}")) {
                throw error(null, "unexpected " + Quote.of(rest) + " after the values; an instance weight is "
                        + "written {<weight>}");
            }
            String w = Fields.strip(rest.substring(1, rest.length() - 1));
            double x;
            try {
                x = Numbers.parseFinite(w);
            } catch (NumberFormatException ex) {
                throw error("instance weight", ex.getMessage());
            }
            if (x < 0) {
                throw error("instance weight", Quote.of(w) + " is negative");
            }
            return x;
        }

        private int classIndex(List<Attribute> attributes, String classAttribute) {
            if (classAttribute == null) {
                return attributes.size() - 1;
            }
            for (int a = 0; a < attributes.size(); a++) {
                if (attributes.get(a).name().equals(classAttribute)) {
                    return a;
                }
            }
            for (int a = 0; a < attributes.size(); a++) {
                if (attributes.get(a).name().equalsIgnoreCase(classAttribute)) {
                    return a;
                }
            }
            List<String> names = new ArrayList<>();
            for (Attribute at : attributes) {
                names.add(at.name());
            }
            throw new DataFormatException(source, 0, "class attribute", Quote.of(classAttribute)
                    + " is not declared; attributes are " + Quote.list(names));
        }

        /** Parses the text after {@code @attribute}: a name and a type. */
        private Attribute attribute(String s) {
            if (s.isEmpty()) {
                throw error("@attribute", "missing name and type");
            }
            String name;
            String type;
            char q = s.charAt(0);
            if (q == '\'' || q == '"') {
                int end = closingQuote(s, 0);
                name = unquote(s.substring(0, end + 1));
                type = Fields.strip(s.substring(end + 1));
            } else {
                int sp = firstBlank(s);
                int brace = s.indexOf('{');
                int end = sp < 0 ? (brace < 0 ? s.length() : brace) : (brace < 0 ? sp : Math.min(sp, brace));
                name = s.substring(0, end);
                type = Fields.strip(s.substring(end));
            }
            String field = "attribute " + Quote.of(name);
            Fields.check(name, source, lineNo, field);
            if (type.isEmpty()) {
                throw error(field, "missing type");
            }
            if (type.startsWith("{")) {
                int close = closingBrace(type, 0);
                if (!type.substring(close + 1).isBlank()) {
                    throw error(field, "unexpected text after the nominal values");
                }
                List<String> values = new ArrayList<>();
                for (String v : split(type.substring(1, close))) {
                    String u = unquote(v);
                    if (u.isEmpty()) {
                        continue;
                    }
                    Fields.check(u, source, lineNo, field);
                    if (values.contains(u)) {
                        throw error(field, "nominal value " + Quote.of(u) + " is declared twice");
                    }
                    values.add(u);
                }
                if (values.isEmpty()) {
                    throw error(field, "a nominal attribute needs at least one value");
                }
                return new Attribute(name, List.copyOf(values), lineNo);
            }
            String t = type.toLowerCase(Locale.ROOT);
            if (t.equals("numeric") || t.equals("real") || t.equals("integer")) {
                return new Attribute(name, null, lineNo);
            }
            String word = t.split("[ \t]+")[0];
            if (word.equals("string") || word.equals("date") || word.equals("relational")) {
                throw error(field, "type " + word + " is not supported; only numeric, real, integer and nominal "
                        + "{...} attributes can be features or classes");
            }
            throw error(field, "unknown type " + Quote.of(type));
        }

        private int closingBrace(String s, int open) {
            int i = open + 1;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '\'' || c == '"') {
                    i = closingQuote(s, i) + 1;
                } else if (c == '}') {
                    return i;
                } else {
                    i++;
                }
            }
            throw error(null, "missing '}'");
        }

        private int closingQuote(String s, int open) {
            char q = s.charAt(open);
            for (int i = open + 1; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '\\') {
                    i++;
                } else if (c == q) {
                    return i;
                }
            }
            throw error(null, "unterminated quote " + q);
        }

        /** Splits at commas outside quotes and braces; parts are trimmed. */
        private List<String> split(String s) {
            List<String> out = new ArrayList<>();
            int start = 0;
            int i = 0;
            while (i < s.length()) {
                char c = s.charAt(i);
                if (c == '\'' || c == '"') {
                    i = closingQuote(s, i) + 1;
                } else if (c == '{') {
                    i = closingBrace(s, i) + 1;
                } else if (c == ',') {
                    out.add(Fields.strip(s.substring(start, i)));
                    start = ++i;
                } else {
                    i++;
                }
            }
            out.add(Fields.strip(s.substring(start)));
            return out;
        }
    }

    private static int firstBlank(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == ' ' || s.charAt(i) == '\t') {
                return i;
            }
        }
        return -1;
    }

    /** Removes a comment starting at a {@code %} outside quotes. */
    private static String stripComment(String s) {
        char quote = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == '\\') {
                    i++;
                } else if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '%') {
                return s.substring(0, i);
            }
        }
        return s;
    }

    /** Removes surrounding quotes and backslash escapes from a trimmed token; unquoted tokens are returned as is. */
    private static String unquote(String s) {
        if (s.length() < 2 || !((s.charAt(0) == '\'' || s.charAt(0) == '"') && s.charAt(s.length() - 1) == s.charAt(0))) {
            return s;
        }
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 1; i < s.length() - 1; i++) {
            char c = s.charAt(i);
            if (c == '\\' && i + 1 < s.length() - 1) {
                char n = s.charAt(++i);
                sb.append(switch (n) {
                    case 'n' -> '\n';
                    case 't' -> '\t';
                    case 'r' -> '\r';
                    default -> n;
                });
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}

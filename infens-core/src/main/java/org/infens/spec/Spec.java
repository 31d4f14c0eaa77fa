package org.infens.spec;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.infens.data.Quote;

/**
 * A named, parameterised description of a kernel or learner: {@code name(key=value, ...)}, the one textual form
 * used on the command line, in provenance and (as a JSON tree) in model files.
 *
 * <h2>Grammar</h2>
 * <pre>
 *   spec   := name [ '(' [ arg { ',' arg } ] ')' ]
 *   arg    := key '=' value
 *   value  := number | word | spec | array | map
 *   array  := '[' [ item { ',' item } ] ']'      items: numbers (a vector) or arrays of numbers (a matrix)
 *   map    := '{' [ label ':' number { ',' label ':' number } ] '}'   a number per class label (class weights)
 *   name, key, word := letters, digits, '-', '_' and '.', starting with a letter
 *   number := a Java double literal, 'inf', 'infinity' or a power of two written '2^k'
 * </pre>
 * Whitespace is ignored between tokens. Names are case-insensitive and kept in lower case. Keys are matched
 * ignoring case, {@code '-'} and {@code '_'} ({@code min-leaf}, {@code minLeaf} and {@code min_leaf} are one key,
 * as are {@code T} and {@code t}), and kept as written, so that a spec prints back, and messages name a key, as
 * the user wrote it. Learners and kernels name their keys in kebab-case with the papers' symbols as the papers
 * write them ({@code C}, {@code T}, {@code J}, {@code max-T}, {@code min-leaf}); older spellings stored in model
 * files ({@code minleaf}, {@code t}, {@code j}) still mean the same key.
 *
 * <p>Values are held as {@link Double}, {@link String} (a word), {@code Spec}, {@code double[]},
 * {@code double[][]} or a {@code Map<String, Double>} from class label to number, its labels written as the data
 * files write them (a number or a word without blanks, {@code :}, {@code ,} or braces) and kept canonical
 * ({@code +1} and {@code 1.0} are {@code 1}, {@link org.infens.data.Labels#canonical}), in the order given. Specs are
 * immutable; arrays and maps are copied in and out.
 */
public final class Spec {
    private final String name;
    private final Map<String, Object> args;

    private Spec(String name, Map<String, Object> args) {
        this.name = name;
        this.args = args;
    }

    /** A spec with no arguments. */
    public static Spec of(String name) {
        return new Spec(checkWord(name, "name"), Collections.emptyMap());
    }

    /**
     * This spec with one more (or a replaced) argument. A key that matches an existing one (see the class comment:
     * {@code with("T", 25)} on {@code adaboost(t=500)}) replaces it in its place, spelled as {@code key} now is.
     */
    public Spec with(String key, Object value) {
        checkWord(key, "key");
        Object v = copyValue(Objects.requireNonNull(value, key));
        String old = writtenKey(key);
        Map<String, Object> m = new LinkedHashMap<>();
        if (old == null) {
            m.putAll(args);
            m.put(key, v);
        } else {
            for (Map.Entry<String, Object> e : args.entrySet()) {
                if (e.getKey().equals(old)) {
                    m.put(key, v);
                } else {
                    m.put(e.getKey(), e.getValue());
                }
            }
        }
        return new Spec(name, Collections.unmodifiableMap(m));
    }

    /** This spec without the argument that matches {@code key} (itself if there is none). */
    public Spec without(String key) {
        String old = writtenKey(key);
        if (old == null) {
            return this;
        }
        Map<String, Object> m = new LinkedHashMap<>(args);
        m.remove(old);
        return new Spec(name, Collections.unmodifiableMap(m));
    }

    /**
     * The form in which keys are compared: lower case, without {@code '-'} and {@code '_'}, so that
     * {@code min-leaf}, {@code minLeaf} and {@code min_leaf} are one key, and {@code T} and {@code t} another.
     */
    static String canonicalKey(String key) {
        StringBuilder sb = new StringBuilder(key.length());
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c != '-' && c != '_') {
                sb.append(Character.toLowerCase(c));
            }
        }
        return sb.toString();
    }

    /** The key as written in this spec that matches {@code key}, or null if there is none. */
    private String writtenKey(String key) {
        if (args.containsKey(key)) {
            return key;
        }
        String c = canonicalKey(key);
        for (String k : args.keySet()) {
            if (canonicalKey(k).equals(c)) {
                return k;
            }
        }
        return null;
    }

    /** The value of the argument that matches {@code key}, not copied, or null if absent. */
    private Object raw(String key) {
        String k = writtenKey(key);
        return k == null ? null : args.get(k);
    }

    /** The key as the spec writes it, for messages: the written spelling if present, else {@code key}. */
    private String shown(String key) {
        String k = writtenKey(key);
        return k == null ? key : k;
    }

    private static Object copyValue(Object v) {
        if (v instanceof Spec s && s.args.isEmpty()) {
            return s.name; // a bare name and an argument-less spec are the same value: store the word
        }
        if (v instanceof Double || v instanceof String || v instanceof Spec) {
            return v;
        }
        if (v instanceof Number n) {
            return n.doubleValue();
        }
        if (v instanceof double[] a) {
            return a.clone();
        }
        if (v instanceof double[][] m) {
            double[][] c = new double[m.length][];
            for (int i = 0; i < m.length; i++) {
                c[i] = m[i].clone();
            }
            return c;
        }
        if (v instanceof Map<?, ?> m) {
            Map<String, Double> c = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (!(e.getKey() instanceof String label) || !(e.getValue() instanceof Number n)) {
                    throw new IllegalArgumentException("a map value takes class labels to numbers, got "
                            + e.getKey() + " -> " + e.getValue());
                }
                checkLabel(label);
                c.put(org.infens.data.Labels.canonical(label), n.doubleValue());
            }
            return Collections.unmodifiableMap(c);
        }
        throw new IllegalArgumentException("unsupported spec value type " + v.getClass().getSimpleName());
    }

    /** A class label as a map value writes it: not empty, no blank, ':', ',' or brace. */
    private static String checkLabel(String label) {
        if (label.isEmpty()) {
            throw new IllegalArgumentException("a class label in a map must not be empty");
        }
        for (int i = 0; i < label.length(); i++) {
            char c = label.charAt(i);
            if (Character.isWhitespace(c) || c == ':' || c == ',' || c == '{' || c == '}' || c == '(' || c == ')') {
                throw new IllegalArgumentException("class label " + Quote.of(label) + " has "
                        + Quote.character(c) + ", which a spec's map cannot hold");
            }
        }
        return label;
    }

    private static String checkWord(String s, String what) {
        if (s == null || s.isEmpty() || !Character.isLetter(s.charAt(0))) {
            throw new IllegalArgumentException("spec " + what + " must start with a letter, got " + Quote.of(s));
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!(Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.')) {
                throw new IllegalArgumentException("spec " + what + " " + Quote.of(s) + " has an invalid character "
                        + Quote.character(c));
            }
        }
        return s;
    }

    /** The name, e.g. {@code svm} or {@code rbf}. */
    public String name() {
        return name;
    }

    /** The argument keys in the order and spelling written. */
    public List<String> keys() {
        return List.copyOf(args.keySet());
    }

    /** Whether the argument {@code key} is present (keys match as the class comment says). */
    public boolean has(String key) {
        return writtenKey(key) != null;
    }

    /** The raw argument value (copied if an array), or null if absent. */
    public Object get(String key) {
        Object v = raw(key);
        return v == null ? null : copyValue(v);
    }

    /** A numeric argument, or {@code fallback} if absent; a clear error if it is not a number. */
    public double number(String key, double fallback) {
        Object v = raw(key);
        if (v == null) {
            return fallback;
        }
        if (v instanceof Double d) {
            return d;
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a number, got " + quoted(v));
    }

    /** An integer argument, or {@code fallback} if absent; a clear error if it is not an integer. */
    public int integer(String key, int fallback) {
        double v = number(key, fallback);
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(name + ": " + shown(key) + " must be an integer, got " + quoted(v));
        }
        return (int) v;
    }

    /** A word argument, or {@code fallback} if absent. */
    public String word(String key, String fallback) {
        Object v = raw(key);
        if (v == null) {
            return fallback;
        }
        if (v instanceof String s) {
            return s;
        }
        if (v instanceof Spec s && s.args.isEmpty()) {
            return s.name;
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a word, got " + quoted(v));
    }

    /** A nested spec argument (a bare word counts as a spec without arguments), or null if absent. */
    public Spec spec(String key) {
        Object v = raw(key);
        if (v == null) {
            return null;
        }
        if (v instanceof Spec s) {
            return s;
        }
        if (v instanceof String s) {
            return Spec.of(s);
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a name or name(...), got " + quoted(v));
    }

    /** A vector argument, or null if absent. */
    public double[] vector(String key) {
        Object v = raw(key);
        if (v == null) {
            return null;
        }
        if (v instanceof double[] a) {
            return a.clone();
        }
        if (v instanceof double[][] m && m.length == 0) {
            return new double[0];
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a vector [..], got " + quoted(v));
    }

    /** A map argument ({@code {label: number, ...}}, in the order written), or null if absent. */
    public Map<String, Double> labelMap(String key) {
        Object v = raw(key);
        if (v == null) {
            return null;
        }
        if (v instanceof Map<?, ?> m) {
            @SuppressWarnings("unchecked")
            Map<String, Double> copy = new LinkedHashMap<>((Map<String, Double>) m);
            return copy;
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a map {label: number, ...}, got "
                + quoted(v));
    }

    /** A matrix argument (array of vectors), or null if absent. */
    public double[][] matrix(String key) {
        Object v = raw(key);
        if (v == null) {
            return null;
        }
        if (v instanceof double[][] m) {
            return (double[][]) copyValue(m);
        }
        if (v instanceof double[] a && a.length == 0) {
            return new double[0][];
        }
        throw new IllegalArgumentException(name + ": " + shown(key) + " must be a matrix [[..],..], got " + quoted(v));
    }

    /**
     * Throws if this spec has an argument outside {@code allowed}, naming it as written, suggesting the nearest
     * allowed key (see {@link Suggestion}) and listing what is allowed.
     */
    public void requireOnly(String... allowed) {
        List<String> ok = Arrays.stream(allowed).map(Spec::canonicalKey).toList();
        for (String k : args.keySet()) {
            if (!ok.contains(canonicalKey(k))) {
                throw new IllegalArgumentException("unknown parameter " + Quote.of(k) + " for " + name
                        + Suggestion.didYouMean(k, Arrays.asList(allowed)) + "; allowed: "
                        + (allowed.length == 0 ? "none" : String.join(", ", allowed)));
            }
        }
    }

    /**
     * {@code e} as an error of this spec: a new exception whose message is this spec's name, a colon and e's message
     * ({@code rff: C must be > 0, got -1}), or {@code e} itself when its message already starts with the name and a
     * colon. Learner factories and kernel builders name their spec this way in the parameter errors they pass on.
     */
    public IllegalArgumentException named(IllegalArgumentException e) {
        String m = e.getMessage();
        return m != null && m.startsWith(name + ":") ? e : new IllegalArgumentException(name + ": " + m, e);
    }

    /** Parses the textual form (see the class comment). */
    public static Spec parse(String text) {
        return new SpecParser(text).parseAll();
    }

    /** The textual form; {@code parse(toString())} gives back an equal spec (doubles round-trip exactly). */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(name);
        if (!args.isEmpty()) {
            sb.append('(');
            boolean first = true;
            for (Map.Entry<String, Object> e : args.entrySet()) {
                if (!first) {
                    sb.append(", ");
                }
                first = false;
                sb.append(e.getKey()).append('=').append(render(e.getValue()));
            }
            sb.append(')');
        }
        return sb.toString();
    }

    /** One value in the textual form, quoted for a message ({@link Quote#of}: escaped, cut). */
    private static String quoted(Object v) {
        return Quote.of(render(v));
    }

    /** Renders one value in the textual form. */
    static String render(Object v) {
        if (v instanceof Double d) {
            return formatNumber(d);
        }
        if (v instanceof double[] a) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < a.length; i++) {
                sb.append(i > 0 ? "," : "").append(formatNumber(a[i]));
            }
            return sb.append(']').toString();
        }
        if (v instanceof double[][] m) {
            StringBuilder sb = new StringBuilder("[");
            for (int i = 0; i < m.length; i++) {
                sb.append(i > 0 ? "," : "").append(render(m[i]));
            }
            return sb.append(']').toString();
        }
        if (v instanceof Map<?, ?> m) {
            StringBuilder sb = new StringBuilder("{");
            for (Map.Entry<?, ?> e : m.entrySet()) {
                sb.append(sb.length() > 1 ? ", " : "").append(e.getKey()).append(": ")
                        .append(formatNumber((Double) e.getValue()));
            }
            return sb.append('}').toString();
        }
        return String.valueOf(v);
    }

    /** Numbers as written in specs: integers without a decimal point, others in shortest round-trip form. */
    public static String formatNumber(double d) {
        if (Double.isInfinite(d)) {
            return d > 0 ? "inf" : "-inf";
        }
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        return Double.toString(d).toLowerCase(Locale.ROOT);
    }

    /**
     * Equal name and equal arguments, keys matched as the class comment says ({@code adaboost(T=5)} equals
     * {@code adaboost(t=5)}), in any order.
     */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Spec s) || !s.name.equals(name) || !s.canonicalKeys().equals(canonicalKeys())) {
            return false;
        }
        for (Map.Entry<String, Object> e : args.entrySet()) {
            Object a = e.getValue();
            Object b = s.raw(e.getKey());
            boolean same = a instanceof double[] x ? b instanceof double[] y && Arrays.equals(x, y)
                    : a instanceof double[][] x ? b instanceof double[][] y && Arrays.deepEquals(x, y)
                    : a.equals(b);
            if (!same) {
                return false;
            }
        }
        return true;
    }

    private java.util.Set<String> canonicalKeys() {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (String k : args.keySet()) {
            keys.add(canonicalKey(k));
        }
        return keys;
    }

    /** Consistent with {@link #equals}: from the name and the matched keys. */
    @Override
    public int hashCode() {
        return name.hashCode() * 31 + canonicalKeys().hashCode();
    }

    /** Recursive-descent parser for the grammar in the class comment. */
    private static final class SpecParser {
        /** Deepest nesting of specs and arrays accepted (real specs nest a few levels; this bounds the recursion). */
        private static final int MAX_DEPTH = 64;
        private final String s;
        private int pos;
        private int depth;

        SpecParser(String s) {
            this.s = Objects.requireNonNull(s, "spec");
        }

        Spec parseAll() {
            Spec spec = parseSpec();
            skip();
            if (pos != s.length()) {
                throw error("unexpected " + Quote.character(s.codePointAt(pos)));
            }
            return spec;
        }

        private Spec parseSpec() {
            if (++depth > MAX_DEPTH) {
                throw error("nested more than " + MAX_DEPTH + " levels deep");
            }
            String name = word();
            Map<String, Object> args = new LinkedHashMap<>();
            skip();
            if (peek() == '(') {
                pos++;
                skip();
                if (peek() != ')') {
                    while (true) {
                        int keyStart = pos;
                        String key = word();
                        skip();
                        expect('=');
                        Object value = value();
                        for (String k : args.keySet()) {
                            if (canonicalKey(k).equals(canonicalKey(key))) {
                                pos = keyStart;
                                skip();
                                throw error(k.equals(key) ? "parameter " + Quote.of(key) + " given twice"
                                        : "parameter " + Quote.of(key) + " given twice (as " + Quote.of(k)
                                        + " before)");
                            }
                        }
                        args.put(key, copyValue(value));
                        skip();
                        if (peek() == ',') {
                            pos++;
                            continue;
                        }
                        break;
                    }
                }
                expect(')');
            }
            depth--;
            return new Spec(name.toLowerCase(Locale.ROOT), Collections.unmodifiableMap(args));
        }

        private Object value() {
            skip();
            char c = peek();
            if (c == '[') {
                return array();
            }
            if (c == '{') {
                return map();
            }
            if (Character.isLetter(c) && !startsNumberWord()) {
                int save = pos;
                String w = word();
                skip();
                if (peek() == '(') {
                    pos = save;
                    return parseSpec();
                }
                return w.toLowerCase(Locale.ROOT);
            }
            return number();
        }

        private boolean startsNumberWord() {
            String rest = s.substring(pos).toLowerCase(Locale.ROOT);
            for (String w : new String[] {"infinity", "inf"}) {
                if (rest.startsWith(w) && (rest.length() == w.length()
                        || !Character.isLetterOrDigit(rest.charAt(w.length())))) {
                    return true;
                }
            }
            return false;
        }

        private Object array() {
            if (++depth > MAX_DEPTH) {
                throw error("nested more than " + MAX_DEPTH + " levels deep");
            }
            expect('[');
            skip();
            List<Object> items = new ArrayList<>();
            if (peek() != ']') {
                while (true) {
                    skip();
                    items.add(peek() == '[' ? array() : (Object) number());
                    skip();
                    if (peek() == ',') {
                        pos++;
                        continue;
                    }
                    break;
                }
            }
            expect(']');
            depth--;
            if (items.isEmpty() || items.get(0) instanceof Double) {
                double[] a = new double[items.size()];
                for (int i = 0; i < a.length; i++) {
                    if (!(items.get(i) instanceof Double d)) {
                        throw error("an array must hold only numbers or only arrays of numbers");
                    }
                    a[i] = d;
                }
                return a;
            }
            double[][] m = new double[items.size()][];
            for (int i = 0; i < m.length; i++) {
                if (!(items.get(i) instanceof double[] row)) {
                    throw error("a matrix must hold only arrays of numbers");
                }
                m[i] = row;
            }
            return m;
        }

        private Map<String, Double> map() {
            expect('{');
            skip();
            Map<String, Double> m = new LinkedHashMap<>();
            if (peek() != '}') {
                while (true) {
                    skip();
                    int start = pos;
                    while (pos < s.length() && !Character.isWhitespace(s.charAt(pos))
                            && ":,{}()".indexOf(s.charAt(pos)) < 0) {
                        pos++;
                    }
                    if (start == pos) {
                        throw error("expected a class label");
                    }
                    String label = org.infens.data.Labels.canonical(s.substring(start, pos));
                    if (m.containsKey(label)) {
                        pos = start;
                        throw error("class label " + Quote.of(label) + " given twice");
                    }
                    expect(':');
                    m.put(label, number());
                    skip();
                    if (peek() == ',') {
                        pos++;
                        continue;
                    }
                    break;
                }
            }
            expect('}');
            return m;
        }

        private double number() {
            skip();
            int start = pos;
            while (pos < s.length() && "+-.0123456789eEinfINFtyTY^".indexOf(s.charAt(pos)) >= 0) {
                pos++;
            }
            String t = s.substring(start, pos).toLowerCase(Locale.ROOT);
            if (t.isEmpty()) {
                throw error("expected a value");
            }
            try {
                int caret = t.indexOf('^');
                if (caret >= 0) {
                    double base = Double.parseDouble(t.substring(0, caret));
                    double exp = Double.parseDouble(t.substring(caret + 1));
                    return Math.pow(base, exp);
                }
                String u = t.startsWith("+") || t.startsWith("-") ? t.substring(1) : t;
                if (u.equals("inf") || u.equals("infinity")) {
                    return t.startsWith("-") ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
                }
                return Double.parseDouble(t);
            } catch (NumberFormatException e) {
                pos = start;
                throw error(Quote.of(t) + " is not a number");
            }
        }

        private String word() {
            skip();
            int start = pos;
            if (pos < s.length() && Character.isLetter(s.charAt(pos))) {
                pos++;
                while (pos < s.length()) {
                    char c = s.charAt(pos);
                    if (Character.isLetterOrDigit(c) || c == '-' || c == '_' || c == '.') {
                        pos++;
                    } else {
                        break;
                    }
                }
            }
            if (start == pos) {
                throw error("expected a name");
            }
            return s.substring(start, pos);
        }

        private void expect(char c) {
            skip();
            if (peek() != c) {
                throw error("expected '" + c + "'");
            }
            pos++;
        }

        private char peek() {
            return pos < s.length() ? s.charAt(pos) : '\0';
        }

        private void skip() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        private IllegalArgumentException error(String what) {
            return new IllegalArgumentException("bad spec " + Quote.of(s) + " at column " + (pos + 1) + ": " + what);
        }
    }
}

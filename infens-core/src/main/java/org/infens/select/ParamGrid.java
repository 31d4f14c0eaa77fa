package org.infens.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.data.Quote;
import org.infens.spec.Spec;

/**
 * A grid of learner parameters, written as the papers write their search ranges, and its expansion over a base
 * learner spec.
 *
 * <p>One axis per parameter, in the textual form {@code key=VALUES}:
 * <ul>
 *   <li>{@code C=2^-17..2^3 step 2}: powers of two, the step counted in the exponent (Lin &amp; Li 2008, Sec. 7 writes
 *       this {@code log2 C in {-17, -15, ..., 3}}); {@code step} defaults to 1;</li>
 *   <li>{@code T=10..1500 step 10}: an arithmetic range (step defaults to 1);</li>
 *   <li>{@code C=0.5,1,8}, also {@code C=[0.5,1,8]} or {@code C={0.5,1,8}}: a list of values (each a number or
 *       {@code 2^k});</li>
 *   <li>{@code C=2^-17, 2^-15, ..., 2^3} or {@code T=10, 20, ..., 100}: a list with an ellipsis, as the papers
 *       write it: the first two values give the step (in the exponent when all three ends are powers of two), and
 *       the last must be reached.</li>
 * </ul>
 * Several axes may share one text, separated by {@code ','}, {@code ';'} or spaces before each {@code key=}
 * ({@code C=2^-5..2^5, gamma=2^-15..2^3}). Forms that could mean two things are errors that say what to write: a
 * range followed by {@code , 2} (a step is written {@code step 2}), {@code step=2} after a range without a comma
 * (the range's step, or an axis for a parameter named step?), a power-of-two range with {@code step 2^2} (the step
 * counts in the exponent), a range inside a list.
 *
 * <p>A key names a parameter of the learner ({@code C}) or, with dots, of a spec nested in it ({@code kernel.gamma}
 * in {@code svm(kernel=rbf, C=1)}); {@link #resolve} turns {@code gamma} into {@code kernel.gamma} where only the
 * kernel takes it. Values are listed in increasing order, and {@link #expand} lists the cells
 * with the first axis varying slowest: ties in a grid search are broken toward the first cell in that order
 * (see {@link GridSearch}), so write the axes and ranges so that the simpler models come first (small C, small
 * gamma, few rounds).
 */
public final class ParamGrid {
    /**
     * One parameter's values.
     *
     * @param key    the parameter, dotted for nested specs
     * @param values its values, in grid order
     */
    public record Axis(String key, double[] values) {
        /** Validates and copies. */
        public Axis {
            Objects.requireNonNull(key, "key");
            if (values.length == 0) {
                throw new IllegalArgumentException("grid axis " + key + " has no values");
            }
            values = values.clone();
        }

        /** The values (a copy). */
        @Override
        public double[] values() {
            return values.clone();
        }
    }

    private final List<Axis> axes;

    private ParamGrid(List<Axis> axes) {
        this.axes = List.copyOf(axes);
    }

    /** A grid from its axes. */
    public static ParamGrid of(List<Axis> axes) {
        return new ParamGrid(axes);
    }

    /**
     * Parses the axes, e.g. {@code parse("kernel.gamma=2^-15..2^3 step 2", "C=2^-5..2^15 step 2")}. An argument may
     * hold several axes, separated by {@code ','}, {@code ';'} or spaces before the next {@code key=}:
     * {@code parse("C=2^-5..2^5, kernel.gamma=2^-15..2^3")} is the same grid.
     *
     * @throws IllegalArgumentException naming the axis if it is not of the forms in the class comment, a range is
     *                                  empty or has more than 100,000 values, a key repeats, or the text is
     *                                  ambiguous (the message says what to write)
     */
    public static ParamGrid parse(String... axisTexts) {
        List<Axis> axes = new ArrayList<>();
        for (String text : axisTexts) {
            for (Axis a : parseAxes(text)) {
                for (Axis b : axes) {
                    if (b.key().equals(a.key())) {
                        throw new IllegalArgumentException("grid: parameter " + a.key() + " is given twice");
                    }
                }
                axes.add(a);
            }
        }
        return new ParamGrid(axes);
    }

    /** A key and its {@code =}: at the start of the text or after a separator (values never hold {@code =}). */
    private static final Pattern KEY = Pattern.compile("(?<=^|[,;\\s])\\s*([A-Za-z][A-Za-z0-9_.\\-]*)\\s*=");
    /** A plain decimal number (no hexadecimal, no {@code d}/{@code f} suffix, no {@code NaN}). */
    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    /** The axes of one argument: each {@code key=} starts one, and its values run to the next. */
    private static List<Axis> parseAxes(String text) {
        String t = text.strip();
        Matcher m = KEY.matcher(t);
        List<int[]> starts = new ArrayList<>(); // {start of key, end of '=', } per axis
        List<String> keys = new ArrayList<>();
        while (m.find()) {
            starts.add(new int[] {m.start(1), m.end()});
            keys.add(m.group(1));
        }
        if (starts.isEmpty() || starts.get(0)[0] != 0) {
            throw new IllegalArgumentException("grid axis " + Quote.of(text) + ": expected key=VALUES, e.g."
                    + " C=2^-5..2^15 step 2 or C=1,10,100");
        }
        List<Axis> axes = new ArrayList<>();
        for (int i = 0; i < starts.size(); i++) {
            boolean last = i == starts.size() - 1;
            String raw = t.substring(starts.get(i)[1], last ? t.length() : starts.get(i + 1)[0]).strip();
            boolean punctuated = false;
            if (!last && (raw.endsWith(",") || raw.endsWith(";"))) {
                raw = raw.substring(0, raw.length() - 1).strip();
                punctuated = true;
            }
            String axisText = keys.get(i) + "=" + raw;
            if (!last && !punctuated && keys.get(i + 1).equalsIgnoreCase("step") && raw.contains("..")) {
                throw new IllegalArgumentException("grid axis " + Quote.of(axisText + " step=...")
                        + ": write the step of a range as 'step N' without '=' (" + Quote.of(axisText + " step 2")
                        + "); for a parameter named step, separate the axes with ',' ("
                        + Quote.of(axisText + ", step=...") + ")");
            }
            try {
                axes.add(new Axis(keys.get(i), values(raw)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("grid axis " + Quote.of(axisText) + ": " + e.getMessage(), e);
            }
        }
        return axes;
    }

    private static double[] values(String text) {
        String v = text.strip();
        if (v.isEmpty()) {
            throw new IllegalArgumentException("no values; write a range (2^-5..2^5 step 2, 10..100 step 10) or a list"
                    + " (1,10,100)");
        }
        char open = v.charAt(0);
        if (open == '[' || open == '{') {
            char close = open == '[' ? ']' : '}';
            if (v.charAt(v.length() - 1) != close) {
                throw new IllegalArgumentException("'" + open + "' without its '" + close + "'");
            }
            return list(v.substring(1, v.length() - 1), true);
        }
        if (v.contains("..") && !v.contains("...")) {
            if (v.substring(0, v.indexOf("..")).contains(",")) {
                throw new IllegalArgumentException("write a range as a..b [step s] and a list as 1,10,100, not both"
                        + " in one axis");
            }
            return range(v);
        }
        return list(v, false);
    }

    /** {@code a..b [step s]}: powers of two with the step in the exponent, or an arithmetic range. */
    private static double[] range(String v) {
        int dots = v.indexOf("..");
        String from = v.substring(0, dots).strip();
        String rest = v.substring(dots + 2).strip();
        String to = rest;
        String step = null;
        Matcher sm = Pattern.compile("(?i)\\s*\\bstep\\b").matcher(rest);
        if (sm.find()) {
            to = rest.substring(0, sm.start()).strip();
            step = rest.substring(sm.end()).strip();
            if (step.startsWith("=") || step.startsWith(":")) {
                step = step.substring(1).strip();
            }
        }
        int comma = to.indexOf(',');
        if (comma >= 0 || (step != null && step.contains(","))) {
            String range = from + ".." + (comma >= 0 ? to.substring(0, comma).strip() : to);
            throw new IllegalArgumentException(Quote.of(v) + " goes on after the range " + range + ": write its step"
                    + " as " + Quote.of(range + " step 2") + ", a list as 1,10,100 (without '..'), and another axis as"
                    + " key=VALUES");
        }
        if (from.contains("..") || to.contains("..")) {
            throw new IllegalArgumentException("write a range as a..b [step s], with two dots once");
        }
        boolean powers = from.startsWith("2^");
        if (powers != to.startsWith("2^")) {
            throw new IllegalArgumentException("write both ends as powers of two (2^a..2^b) or neither");
        }
        double a = powers ? plain(from.substring(2)) : plain(from);
        double b = powers ? plain(to.substring(2)) : plain(to);
        if (step != null && step.startsWith("2^") && powers) {
            throw new IllegalArgumentException("the step of a power-of-two range counts in the exponent: write"
                    + " 'step " + Spec.formatNumber(plain(step.substring(2))) + "' for a factor of " + step + " ("
                    + from + ", 2^" + Spec.formatNumber(a + plain(step.substring(2))) + ", ...)");
        }
        double s = step == null ? 1 : plain(step);
        if (!(s > 0)) {
            throw new IllegalArgumentException("step must be > 0, got " + step);
        }
        if (b < a) {
            throw new IllegalArgumentException("the range is empty (" + from + " > " + to + ")");
        }
        return arithmetic(a, b, s, powers);
    }

    /**
     * {@code x, y, z}, or with an ellipsis {@code a, b, ..., z} (the papers' {@code {-17, -15, ..., 3}}): the
     * values from a to z in steps of b - a, in the exponent when all three are powers of two.
     */
    private static double[] list(String v, boolean bracketed) {
        if (!bracketed && v.contains("..") && !v.contains("...")) {
            throw new IllegalArgumentException("write a range as a..b [step s] and a list as 1,10,100 or [1,10,100]");
        }
        String[] parts = v.split(",", -1);
        int ellipsis = -1;
        for (int i = 0; i < parts.length; i++) {
            parts[i] = parts[i].strip();
            if (parts[i].equals("...") || parts[i].equals("\u2026")) {
                ellipsis = i;
            } else if (parts[i].contains("..")) {
                throw new IllegalArgumentException(Quote.of(parts[i]) + " in a list: write a range as a..b [step s]"
                        + " (not inside a list), or a list with an ellipsis as a, b, ..., z");
            }
        }
        if (ellipsis < 0) {
            double[] out = new double[parts.length];
            for (int i = 0; i < parts.length; i++) {
                if (parts[i].isEmpty()) {
                    throw new IllegalArgumentException("an empty value in the list " + Quote.of(v));
                }
                out[i] = number(parts[i]);
            }
            return out;
        }
        if (parts.length != 4 || ellipsis != 2) {
            throw new IllegalArgumentException("write a list with an ellipsis as a, b, ..., z (first two values, the"
                    + " ellipsis, the last value), e.g. 2^-5, 2^-3, ..., 2^5");
        }
        boolean powers = parts[0].startsWith("2^") && parts[1].startsWith("2^") && parts[3].startsWith("2^");
        double a = powers ? plain(parts[0].substring(2)) : number(parts[0]);
        double b = powers ? plain(parts[1].substring(2)) : number(parts[1]);
        double z = powers ? plain(parts[3].substring(2)) : number(parts[3]);
        double s = b - a;
        if (!(s > 0) || z < b) {
            throw new IllegalArgumentException(Quote.of(v) + " does not increase from " + parts[0] + " through "
                    + parts[1] + " to " + parts[3]);
        }
        double[] out = arithmetic(a, z, s, powers);
        double lastReached = powers ? Math.log(out[out.length - 1]) / Math.log(2) : out[out.length - 1];
        if (Math.abs(lastReached - z) > 1e-9 * Math.max(1, Math.abs(z))) {
            throw new IllegalArgumentException(Quote.of(v) + ": " + parts[3] + " is not reached from " + parts[0]
                    + " in steps of " + parts[0] + " to " + parts[1]);
        }
        return out;
    }

    /** a, a + s, ..., up to b (2 to the power of each when {@code powers}). */
    private static double[] arithmetic(double a, double b, double s, boolean powers) {
        long count = (long) Math.floor((b - a) / s + 1e-9) + 1;
        if (count > 100_000) {
            throw new IllegalArgumentException("the range has " + count + " values; at most 100000");
        }
        double[] v = new double[(int) count];
        for (int i = 0; i < v.length; i++) {
            double x = a + i * s;
            v[i] = powers ? Math.pow(2, x) : x;
        }
        return v;
    }

    private static double number(String s) {
        return s.startsWith("2^") ? Math.pow(2, plain(s.substring(2))) : plain(s);
    }

    private static double plain(String s) {
        String t = s.strip();
        if (!NUMBER.matcher(t).matches()) {
            throw new IllegalArgumentException(Quote.of(t) + " is not a finite number");
        }
        double d = Double.parseDouble(t);
        if (!Double.isFinite(d)) {
            throw new IllegalArgumentException(Quote.of(t) + " is not a finite number");
        }
        return d;
    }

    /**
     * This grid with each undotted key that {@code base} does not take, but exactly one spec nested in it does,
     * written as that nested key: {@code gamma} becomes {@code kernel.gamma} for {@code svm(kernel=rbf)}, as a
     * LIBSVM user writes the grid. A key that {@code base} takes, or that no nested spec takes, stays as it is (the
     * learner's error then names it); one that several nested specs take is an error naming them.
     *
     * @param base    the learner spec the grid will be {@link #expand expanded} over
     * @param accepts whether a spec is valid (for learners: {@code Learners.create} does not throw)
     * @throws IllegalArgumentException if a key fits more than one nested spec
     */
    public ParamGrid resolve(Spec base, Predicate<Spec> accepts) {
        List<Axis> out = new ArrayList<>();
        for (Axis a : axes) {
            String key = a.key;
            if (key.indexOf('.') < 0 && !accepts.test(base.with(key, a.values[0]))) {
                List<String> paths = new ArrayList<>();
                nestedPaths(base, base, "", key, a.values[0], accepts, paths, 0);
                if (paths.size() > 1) {
                    throw new IllegalArgumentException("grid parameter " + key + ": " + base.name() + " has no "
                            + key + " of its own, and " + String.join(" and ", paths) + " all take one: write the"
                            + " one you mean");
                }
                if (paths.size() == 1) {
                    key = paths.get(0);
                }
            }
            out.add(new Axis(key, a.values));
        }
        return new ParamGrid(out);
    }

    /** Collects the dotted paths below {@code prefix} at which setting {@code key} gives a spec base accepts. */
    private static void nestedPaths(Spec base, Spec spec, String prefix, String key, double value,
                                    Predicate<Spec> accepts, List<String> paths, int depth) {
        if (depth >= 4) {
            return;
        }
        for (String k : spec.keys()) {
            Object v = spec.get(k);
            if (!(v instanceof Spec) && !(v instanceof String)) {
                continue;
            }
            String head = prefix + k;
            try {
                if (accepts.test(set(base, head + "." + key, value))) {
                    paths.add(head + "." + key);
                }
                nestedPaths(base, spec.spec(k), head + ".", key, value, accepts, paths, depth + 1);
            } catch (IllegalArgumentException e) {
                // not a nested spec that can hold the key
            }
        }
    }

    /** The axes, in order. */
    public List<Axis> axes() {
        return axes;
    }

    /** The number of cells. */
    public int size() {
        long n = 1;
        for (Axis a : axes) {
            n *= a.values.length;
        }
        return (int) Math.min(n, Integer.MAX_VALUE);
    }

    /**
     * Every cell as a learner spec: {@code base} with each axis's parameter set, the first axis varying slowest.
     *
     * @throws IllegalArgumentException if a dotted key goes through a parameter of {@code base} that is not a
     *                                  nested spec
     */
    public List<Spec> expand(Spec base) {
        List<Spec> out = new ArrayList<>();
        expand(base, 0, out);
        return out;
    }

    private void expand(Spec current, int axis, List<Spec> out) {
        if (axis == axes.size()) {
            out.add(current);
            return;
        }
        Axis a = axes.get(axis);
        for (double v : a.values) {
            expand(set(current, a.key, v), axis + 1, out);
        }
    }

    /**
     * {@code spec} with the (possibly dotted) parameter {@code key} set to {@code value}, as a grid axis sets it.
     *
     * @throws IllegalArgumentException if a dotted key goes through a parameter that is not a nested spec
     */
    public static Spec set(Spec spec, String key, double value) {
        int dot = key.indexOf('.');
        if (dot < 0) {
            return spec.with(key, value);
        }
        String head = key.substring(0, dot);
        if (!spec.has(head)) {
            throw new IllegalArgumentException("grid parameter " + key + ": " + spec.name() + " has no " + head
                    + " to set " + key.substring(dot + 1) + " in; write it in the learner spec, e.g. "
                    + spec.name() + "(" + head + "=rbf) for an SVM's kernel");
        }
        Spec inner;
        try {
            inner = spec.spec(head);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("grid parameter " + key + ": " + e.getMessage(), e);
        }
        return spec.with(head, set(inner, key.substring(dot + 1), value));
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Axis a : axes) {
            if (!sb.isEmpty()) {
                sb.append(", ");
            }
            sb.append(a.key).append(" in ").append(a.values.length).append(" values [")
                    .append(Spec.formatNumber(a.values[0])).append(" .. ")
                    .append(Spec.formatNumber(a.values[a.values.length - 1])).append(']');
        }
        return sb.toString();
    }
}

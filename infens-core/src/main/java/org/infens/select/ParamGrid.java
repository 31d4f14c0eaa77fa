package org.infens.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.infens.spec.Spec;

/**
 * A grid of learner parameters, written as the papers write their search ranges, and its expansion over a base
 * learner spec.
 *
 * <p>One axis per parameter, in the textual form {@code key=RANGE}:
 * <ul>
 *   <li>{@code C=2^-17..2^3 step 2}: powers of two, the step counted in the exponent (002 Sec. 7 writes this
 *       {@code log2 C in {-17, -15, ..., 3}}); {@code step} defaults to 1;</li>
 *   <li>{@code T=10..1500 step 10}: an arithmetic range (step defaults to 1);</li>
 *   <li>{@code C=0.5,1,8}: a list of values (each a number or {@code 2^k}).</li>
 * </ul>
 * A key names a parameter of the learner ({@code C}) or, with dots, of a spec nested in it ({@code kernel.gamma}
 * in {@code svm(kernel=rbf, C=1)}). Values are listed in increasing order, and {@link #expand} lists the cells
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
     * Parses one axis per argument, e.g. {@code parse("kernel.gamma=2^-15..2^3 step 2", "C=2^-5..2^15 step 2")}.
     *
     * @throws IllegalArgumentException naming the axis if it is not of the forms in the class comment, a range is
     *                                  empty or has more than 100,000 values, or a key repeats
     */
    public static ParamGrid parse(String... axisTexts) {
        List<Axis> axes = new ArrayList<>();
        for (String text : axisTexts) {
            Axis a = parseAxis(text);
            for (Axis b : axes) {
                if (b.key().equals(a.key())) {
                    throw new IllegalArgumentException("grid: parameter " + a.key() + " is given twice");
                }
            }
            axes.add(a);
        }
        return new ParamGrid(axes);
    }

    private static Axis parseAxis(String text) {
        String t = text.strip();
        int eq = t.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("grid axis '" + text + "': expected key=RANGE, e.g. C=2^-5..2^15 step 2");
        }
        String key = t.substring(0, eq).strip();
        String range = t.substring(eq + 1).strip();
        try {
            return new Axis(key, values(range));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("grid axis '" + text + "': " + e.getMessage(), e);
        }
    }

    private static double[] values(String range) {
        int dots = range.indexOf("..");
        if (dots < 0) {
            String[] parts = range.split(",");
            double[] v = new double[parts.length];
            for (int i = 0; i < parts.length; i++) {
                v[i] = number(parts[i].strip());
            }
            return v;
        }
        String from = range.substring(0, dots).strip();
        String rest = range.substring(dots + 2).strip();
        String to = rest;
        String step = null;
        int sp = rest.toLowerCase(Locale.ROOT).indexOf("step");
        if (sp >= 0) {
            to = rest.substring(0, sp).strip();
            step = rest.substring(sp + 4).strip();
        }
        boolean powers = from.startsWith("2^");
        if (powers != to.startsWith("2^")) {
            throw new IllegalArgumentException("write both ends as powers of two (2^a..2^b) or neither");
        }
        double a = powers ? plain(from.substring(2)) : plain(from);
        double b = powers ? plain(to.substring(2)) : plain(to);
        double s = step == null ? 1 : plain(step);
        if (!(s > 0)) {
            throw new IllegalArgumentException("step must be > 0, got " + step);
        }
        if (b < a) {
            throw new IllegalArgumentException("the range is empty (" + from + " > " + to + ")");
        }
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
        try {
            double d = Double.parseDouble(s);
            if (!Double.isFinite(d)) {
                throw new NumberFormatException();
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' is not a finite number");
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
                    + " to set " + key.substring(dot + 1) + " in");
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

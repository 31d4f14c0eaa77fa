package org.infens;

import java.util.List;
import java.util.Objects;

/**
 * Checks of the fields of records (model states, parameters) in their compact constructors, with messages that start
 * with the field's name and show the value, e.g. {@code rho[2] must be finite, got NaN}: a model file's reader
 * ({@link org.infens.io.ModelCodec}) turns such a message into one that names the field in the file
 * ({@code field 'model.rho[2]' must be finite, got NaN}). Array checks return a copy, for the record to keep.
 */
public final class Check {
    private Check() {
    }

    /** {@code value}, which must not be null. */
    public static <T> T notNull(String name, T value) {
        if (value == null) {
            throw new IllegalArgumentException(name + " must be given, got null");
        }
        return value;
    }

    /** {@code value}, which must be finite. */
    public static double finite(String name, double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be finite, got " + value);
        }
        return value;
    }

    /** A copy of {@code values}, each finite. */
    public static double[] finite(String name, double[] values) {
        double[] out = notNull(name, values).clone();
        for (int i = 0; i < out.length; i++) {
            finite(name + "[" + i + "]", out[i]);
        }
        return out;
    }

    /** A copy of {@code rows}, each of {@code columns} finite values ({@code columns < 0}: any length). */
    public static double[][] finite(String name, double[][] rows, int columns) {
        double[][] out = new double[notNull(name, rows).length][];
        for (int r = 0; r < out.length; r++) {
            out[r] = finite(name + "[" + r + "]", rows[r]);
            if (columns >= 0) {
                length(name + "[" + r + "]", out[r].length, columns);
            }
        }
        return out;
    }

    /** {@code value}, which must be in {@code [from, to)}. */
    public static int range(String name, int value, int from, int to) {
        if (value < from || value >= to) {
            throw new IllegalArgumentException(name + " must be in [" + from + ", " + to + "), got " + value);
        }
        return value;
    }

    /** A copy of {@code values}, each in {@code [from, to)}. */
    public static int[] range(String name, int[] values, int from, int to) {
        int[] out = notNull(name, values).clone();
        for (int i = 0; i < out.length; i++) {
            range(name + "[" + i + "]", out[i], from, to);
        }
        return out;
    }

    /** Checks that an array or list {@code name} has {@code expected} entries. */
    public static void length(String name, int actual, int expected) {
        if (actual != expected) {
            throw new IllegalArgumentException(name + " has " + actual + (actual == 1 ? " entry" : " entries")
                    + ", expected " + expected);
        }
    }

    /** Checks that {@code value} holds; otherwise {@code name + " " + what}, e.g. {@code bias must be ...}. */
    public static void that(boolean value, String name, String what) {
        if (!value) {
            throw new IllegalArgumentException(name + " " + what);
        }
    }

    /** An unmodifiable copy of {@code names}, none null, as feature names: empty, or one per feature. */
    public static List<String> names(String name, List<String> names, int features) {
        List<String> out = List.copyOf(notNull(name, names));
        if (!out.isEmpty()) {
            length(name, out.size(), features);
        }
        return out;
    }

    /** An unmodifiable copy of {@code items}, which must not be empty. */
    public static <T> List<T> nonEmpty(String name, List<T> items) {
        List<T> out = List.copyOf(Objects.requireNonNull(items, name));
        if (out.isEmpty()) {
            throw new IllegalArgumentException(name + " must not be empty");
        }
        return out;
    }
}

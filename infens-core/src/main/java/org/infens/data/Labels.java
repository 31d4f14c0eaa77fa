package org.infens.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The class labels of a data set, in a fixed order: class index {@code c} stands for {@link #name(int) name(c)}.
 *
 * <p>Labels are kept as strings so that any label values work (numbers as in LIBSVM files, words as in CSV or ARFF
 * files). Numeric labels are stored in a canonical form ({@link #canonical(String)}): {@code +1}, {@code 1} and
 * {@code 1.0} are the same class and print as {@code 1}, which is how LIBSVM writes them.
 *
 * <p>Order: readers assign indices in order of first appearance, as LIBSVM's {@code svm_group_classes} does, so
 * that for a binary problem the first label seen is the positive class of the decision function. Immutable.
 */
public final class Labels {
    private final String[] names;
    private final Map<String, Integer> index;

    private Labels(String[] names) {
        this.names = names;
        this.index = new HashMap<>(names.length * 2);
        for (int c = 0; c < names.length; c++) {
            if (index.put(names[c], c) != null) {
                throw new IllegalArgumentException("duplicate label " + Quote.of(names[c]));
            }
        }
    }

    /** Labels with the given names in this order; names are canonicalised (see {@link #canonical(String)}). */
    public static Labels of(String... names) {
        return of(Arrays.asList(names));
    }

    /** Labels with the given names in this order; names are canonicalised (see {@link #canonical(String)}). */
    public static Labels of(List<String> names) {
        String[] copy = new String[names.size()];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = canonical(Objects.requireNonNull(names.get(i), "label"));
        }
        return new Labels(copy);
    }

    /**
     * The canonical form of a label: plain decimal numbers ({@code [+-]digits[.digits][e[+-]digits]}) are written as
     * LIBSVM writes them (an integer value without a decimal point, anything else in Java's shortest round-trip
     * form); other strings, including {@code 2f}, {@code 0x10} and {@code NaN}, are trimmed and kept as words.
     */
    public static String canonical(String label) {
        String s = label.trim();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("empty label");
        }
        // strict decimal grammar: Double.parseDouble would also accept "2f", "1d", "0x1p0", "NaN" and "Infinity"
        if (Numbers.isDecimal(s)) {
            double v = Double.parseDouble(s);
            if (Double.isFinite(v)) {
                return formatNumber(v);
            }
        }
        return s;
    }

    /** Formats a numeric label: integral values without a decimal point, others in shortest round-trip form. */
    public static String formatNumber(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    /** Number of classes. */
    public int size() {
        return names.length;
    }

    /** The label of class index {@code c}. */
    public String name(int c) {
        return names[c];
    }

    /**
     * LIBSVM's order of the classes of a training set ({@code svm_group_classes}): the classes in order of first
     * appearance, except that two classes labelled -1 and 1, seen in that order, are swapped, so that class 1 is the
     * positive side of a binary decision function.
     *
     * @param firstAppearance class indices (into these labels) in order of first appearance in the training rows
     * @return the same classes in LIBSVM's order (a new list)
     */
    public List<Integer> libsvmOrder(List<Integer> firstAppearance) {
        List<Integer> order = new ArrayList<>(firstAppearance);
        if (order.size() == 2 && name(order.get(0)).equals("-1") && name(order.get(1)).equals("1")) {
            Collections.swap(order, 0, 1);
        }
        return order;
    }

    /** All label names in class-index order (an unmodifiable copy). */
    public List<String> names() {
        return Collections.unmodifiableList(Arrays.asList(names.clone()));
    }

    /** The class index of a label (canonicalised first), or -1 if it is not one of these labels. */
    public int indexOf(String label) {
        Integer c = index.get(canonical(label));
        return c == null ? -1 : c;
    }

    /** Whether every label is a (finite, plain decimal) number. */
    public boolean isNumeric() {
        for (String n : names) {
            if (!Numbers.isDecimal(n)) {
                return false;
            }
        }
        return true;
    }

    /** The numeric value of class {@code c}; throws if that label is not a number. */
    public double numericValue(int c) {
        try {
            return Double.parseDouble(names[c]);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("label '" + names[c] + "' is not numeric", e);
        }
    }

    /** These labels followed by those of {@code other} that are not among them, in {@code other}'s order. */
    public Labels union(Labels other) {
        List<String> all = new ArrayList<>(Arrays.asList(names));
        for (String n : other.names) {
            if (!index.containsKey(n)) {
                all.add(n);
            }
        }
        return all.size() == names.length ? this : new Labels(all.toArray(new String[0]));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Labels l && Arrays.equals(names, l.names);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(names);
    }

    @Override
    public String toString() {
        return Arrays.toString(names);
    }
}

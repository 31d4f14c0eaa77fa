package org.infens.eval;

import java.util.Arrays;
import java.util.Locale;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * Counts of (true class, predicted class) pairs. Rows are true classes, columns predicted classes, both in the
 * order of {@link #labels()}. Immutable.
 */
public final class ConfusionMatrix {
    private final Labels labels;
    private final int[][] counts;

    private ConfusionMatrix(Labels labels, int[][] counts) {
        this.labels = labels;
        this.counts = counts;
    }

    /**
     * The confusion matrix of {@code predicted} (class indices in {@code data}'s labels, one per row) against
     * {@code data}'s classes.
     */
    public static ConfusionMatrix of(int[] predicted, Dataset data) {
        Metrics.check(predicted, data);
        int k = data.classCount();
        int[][] m = new int[k][k];
        for (int i = 0; i < predicted.length; i++) {
            m[data.classOf(i)][predicted[i]]++;
        }
        return new ConfusionMatrix(data.labels(), m);
    }

    /** The classes, in row and column order. */
    public Labels labels() {
        return labels;
    }

    /** Number of rows of class {@code trueClass} predicted as {@code predictedClass}. */
    public int count(int trueClass, int predictedClass) {
        return counts[trueClass][predictedClass];
    }

    /** The counts {@code [true][predicted]} (a copy). */
    public int[][] counts() {
        int[][] c = new int[counts.length][];
        for (int i = 0; i < c.length; i++) {
            c[i] = counts[i].clone();
        }
        return c;
    }

    /** Total number of rows counted. */
    public int total() {
        int t = 0;
        for (int[] row : counts) {
            for (int v : row) {
                t += v;
            }
        }
        return t;
    }

    /** Number of rows on the diagonal. */
    public int correct() {
        int t = 0;
        for (int c = 0; c < counts.length; c++) {
            t += counts[c][c];
        }
        return t;
    }

    /** correct / total (NaN when empty). */
    public double accuracy() {
        return (double) correct() / total();
    }

    /**
     * Precision of class {@code positive}, TP / (TP + FP) (Zhao 2017, (4.1)): of the rows predicted {@code positive},
     * the fraction that are; 0 when nothing is predicted {@code positive} (scikit-learn's {@code zero_division=0}).
     */
    public double precision(int positive) {
        checkClass(positive);
        int tp = counts[positive][positive];
        int predicted = 0;
        for (int[] row : counts) {
            predicted += row[positive];
        }
        return predicted == 0 ? 0 : (double) tp / predicted;
    }

    /**
     * Recall of class {@code positive}, TP / (TP + FN) (Zhao 2017, (4.1)): of the rows that are {@code positive}, the
     * fraction predicted so; 0 when there are none.
     */
    public double recall(int positive) {
        checkClass(positive);
        int tp = counts[positive][positive];
        int actual = 0;
        for (int v : counts[positive]) {
            actual += v;
        }
        return actual == 0 ? 0 : (double) tp / actual;
    }

    /**
     * F1 of class {@code positive}, 2 precision recall / (precision + recall) (Zhao 2017, (4.1)); 0 when both are 0.
     */
    public double f1(int positive) {
        double p = precision(positive);
        double r = recall(positive);
        return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }

    private void checkClass(int c) {
        if (c < 0 || c >= counts.length) {
            throw new IllegalArgumentException("positive class must be in [0, " + counts.length + "), got " + c);
        }
    }

    /** A text table: a header of predicted labels, then one line per true label. */
    @Override
    public String toString() {
        int w = 9;
        for (String n : labels.names()) {
            w = Math.max(w, n.length() + 1);
        }
        for (int[] row : counts) {
            for (int v : row) {
                w = Math.max(w, Integer.toString(v).length() + 1);
            }
        }
        StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "%-" + w + "s", "true\\pred"));
        for (String n : labels.names()) {
            sb.append(String.format(Locale.ROOT, "%" + w + "s", n));
        }
        sb.append('\n');
        for (int c = 0; c < counts.length; c++) {
            sb.append(String.format(Locale.ROOT, "%-" + w + "s", labels.name(c)));
            for (int v : counts[c]) {
                sb.append(String.format(Locale.ROOT, "%" + w + "d", v));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ConfusionMatrix m && labels.equals(m.labels) && Arrays.deepEquals(counts, m.counts);
    }

    @Override
    public int hashCode() {
        return 31 * labels.hashCode() + Arrays.deepHashCode(counts);
    }
}

package org.infens.forest;

import org.infens.data.Dataset;

/**
 * One CART tree as flat arrays (003 Table 3.1's array representation): node {@code t} is a leaf when
 * {@code feature[t] < 0}, and then predicts {@code leafClass[t]}; otherwise a row goes to {@code left[t]} when its
 * value of {@code feature[t]} is {@code <= threshold[t]}, else to {@code right[t]}. Node 0 is the root. Immutable.
 */
final class DecisionTree {
    private final int[] feature;
    private final double[] threshold;
    private final int[] left;
    private final int[] right;
    private final int[] leafClass;

    DecisionTree(int[] feature, double[] threshold, int[] left, int[] right, int[] leafClass) {
        int n = feature.length;
        if (n == 0 || threshold.length != n || left.length != n || right.length != n || leafClass.length != n) {
            throw new IllegalArgumentException("a tree needs at least one node and arrays of equal length, got "
                    + n + ", " + threshold.length + ", " + left.length + ", " + right.length + ", "
                    + leafClass.length);
        }
        for (int t = 0; t < n; t++) {
            if (feature[t] >= 0 && (left[t] <= t || right[t] <= t || left[t] >= n || right[t] >= n)) {
                throw new IllegalArgumentException("node " + t + " has children " + left[t] + " and " + right[t]
                        + "; children must come after their parent and exist");
            }
        }
        this.feature = feature.clone();
        this.threshold = threshold.clone();
        this.left = left.clone();
        this.right = right.clone();
        this.leafClass = leafClass.clone();
    }

    /**
     * The class of the leaf row {@code i} of {@code data} falls into. A feature beyond the data's dimension is zero,
     * as an index absent from a LIBSVM file is (svm-predict reads such files; stumps and C4.5 trees do the same).
     */
    int classOf(Dataset data, int i) {
        int t = 0;
        int d = data.dimension();
        while (feature[t] >= 0) {
            double x = feature[t] < d ? data.get(i, feature[t]) : 0.0;
            t = x <= threshold[t] ? left[t] : right[t];
        }
        return leafClass[t];
    }

    int nodeCount() {
        return feature.length;
    }

    int[] feature() {
        return feature.clone();
    }

    double[] threshold() {
        return threshold.clone();
    }

    int[] left() {
        return left.clone();
    }

    int[] right() {
        return right.clone();
    }

    int[] leafClass() {
        return leafClass.clone();
    }
}

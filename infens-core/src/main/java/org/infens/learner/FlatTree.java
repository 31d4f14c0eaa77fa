package org.infens.learner;

import org.infens.Check;
import org.infens.data.Dataset;

/**
 * A binary decision tree as flat arrays, one entry per node (Zhao 2017, Table 3.1's representation), shared by the C4.5
 * tree ({@link C45Model}) and the forests' CART trees: node 0 is the root; node {@code n} is a leaf when
 * {@code feature[n] < 0}; otherwise a row goes to {@code left[n]} when its value of {@code feature[n]} is
 * {@code <= threshold[n]}, else to {@code right[n]}, and both children come after the node. Features beyond a data
 * set's dimension read as 0 (a LIBSVM file whose last features are all zero has a smaller dimension).
 */
public final class FlatTree {
    private FlatTree() {
    }

    /**
     * Checks a tree's arrays: at least one node; equal lengths; {@code feature >= -1}; at every tested node a
     * threshold that is a number and children after the node that exist. Messages name the arrays as records name
     * them ({@code left[3] must be in [4, 9), got 2}).
     */
    public static void check(int[] feature, double[] threshold, int[] left, int[] right) {
        int n = feature.length;
        Check.that(n > 0, "feature", "must have an entry per node, at least one");
        Check.range("feature", feature, -1, Integer.MAX_VALUE);
        Check.length("threshold", threshold.length, n);
        Check.length("left", left.length, n);
        Check.length("right", right.length, n);
        for (int t = 0; t < n; t++) {
            if (feature[t] >= 0) {
                Check.range("left[" + t + "]", left[t], t + 1, n);
                Check.range("right[" + t + "]", right[t], t + 1, n);
                Check.that(!Double.isNaN(threshold[t]), "threshold[" + t + "]", "must be a number, got NaN");
            }
        }
    }

    /** The leaf row {@code i} of {@code data} falls into, in a tree {@link #check} accepted. */
    public static int leaf(Dataset data, int i, int[] feature, double[] threshold, int[] left, int[] right) {
        int t = 0;
        while (feature[t] >= 0) {
            double x = feature[t] < data.dimension() ? data.get(i, feature[t]) : 0.0;
            t = x <= threshold[t] ? left[t] : right[t];
        }
        return t;
    }
}

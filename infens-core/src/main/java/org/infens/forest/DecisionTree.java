package org.infens.forest;

import org.infens.Check;
import org.infens.data.Dataset;
import org.infens.learner.FlatTree;

/**
 * One CART tree as flat arrays ({@link FlatTree}, Zhao 2017, Table 3.1's array representation), whose leaves predict
 * {@code leafClass}. Immutable: the arrays are copied in and out.
 *
 * @param feature   per node the feature tested, or -1 at a leaf
 * @param threshold per node the threshold (not NaN where a feature is tested)
 * @param left      per node the child for values {@code <= threshold}, after the node
 * @param right     per node the child for values {@code > threshold}, after the node
 * @param leafClass per node the class a leaf predicts, {@code >= 0}
 */
public record DecisionTree(int[] feature, double[] threshold, int[] left, int[] right, int[] leafClass) {
    /** Checks that there is a node, the arrays agree and every tested node's children come after it and exist. */
    public DecisionTree {
        FlatTree.check(feature, threshold, left, right);
        Check.length("leafClass", leafClass.length, feature.length);
        feature = feature.clone();
        threshold = threshold.clone();
        left = left.clone();
        right = right.clone();
        leafClass = Check.range("leafClass", leafClass, 0, Integer.MAX_VALUE);
    }

    /**
     * The class of the leaf row {@code i} of {@code data} falls into. A feature beyond the data's dimension is zero,
     * as an index absent from a LIBSVM file is (svm-predict reads such files; stumps and C4.5 trees do the same).
     */
    int classOf(Dataset data, int i) {
        return leafClass[FlatTree.leaf(data, i, feature, threshold, left, right)];
    }

    /** The number of nodes. */
    public int nodeCount() {
        return feature.length;
    }

    /** Per node the feature tested, or -1 at a leaf (a copy). */
    @Override
    public int[] feature() {
        return feature.clone();
    }

    /** Per node the threshold (a copy). */
    @Override
    public double[] threshold() {
        return threshold.clone();
    }

    /** Per node the left child (a copy). */
    @Override
    public int[] left() {
        return left.clone();
    }

    /** Per node the right child (a copy). */
    @Override
    public int[] right() {
        return right.clone();
    }

    /** Per node the class a leaf predicts (a copy). */
    @Override
    public int[] leafClass() {
        return leafClass.clone();
    }
}

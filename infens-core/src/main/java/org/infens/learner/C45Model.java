package org.infens.learner;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A pruned C4.5 decision tree ({@link C45Trainer}) with binary numeric tests {@code x_f <= threshold}.
 *
 * <p>Layout: nodes {@code 0..size()-1}, node 0 the root. An internal node has {@code feature(n) >= 0}, a threshold
 * and two children ({@code x_f <= threshold} goes to {@code left(n)}); a leaf has {@code feature(n) = -1} and a class
 * distribution (probabilities summing to 1, or all zero for a leaf that lost all its rows in subtree raising, as J48
 * keeps it). A leaf predicts the first class whose probability exceeds every earlier one by more than 1e-6 (J48's
 * rule); decision values are its probabilities, or, for two classes, p_0 - p_1 (positive for class 0). Features
 * beyond a data set's dimension read as 0.
 *
 * <p>Immutable and thread-safe.
 */
public final class C45Model extends StoredClassifier<C45Model.State> {
    /**
     * The model's state, as its file holds it: one entry per node in each array.
     *
     * @param labels        the classes
     * @param feature       the feature tested, or -1 for a leaf
     * @param threshold     the threshold (ignored for leaves; not NaN elsewhere)
     * @param left          the child for {@code x_f <= threshold}, after the node (-1 for leaves)
     * @param right         the child for {@code x_f > threshold}, after the node (-1 for leaves)
     * @param probabilities {@code labels.size()} class probabilities, each in [0, 1] (used for leaves)
     * @param features      the training features' names, or empty
     */
    public record State(Labels labels, int[] feature, double[] threshold, int[] left, int[] right,
                        double[][] probabilities, @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks that the arrays agree and every internal node's children come after it and exist. */
        public State {
            Check.notNull("labels", labels);
            FlatTree.check(feature, threshold, left, right);
            Check.length("probabilities", probabilities.length, feature.length);
            feature = feature.clone();
            threshold = threshold.clone();
            left = left.clone();
            right = right.clone();
            probabilities = Check.finite("probabilities", probabilities, labels.size());
            for (int n = 0; n < probabilities.length; n++) {
                for (int c = 0; c < probabilities[n].length; c++) {
                    Check.that(probabilities[n][c] >= 0 && probabilities[n][c] <= 1,
                            "probabilities[" + n + "][" + c + "]", "must be in [0, 1], got " + probabilities[n][c]);
                }
            }
            features = List.copyOf(features);
        }

        /** Per node the feature tested (a copy). */
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

        /** Per node the class probabilities (a copy). */
        @Override
        public double[][] probabilities() {
            return Check.finite("probabilities", probabilities, -1);
        }
    }

    private final int[] leafClass;

    /** The model of {@code state}. */
    public C45Model(State state, Provenance provenance) {
        super(state, provenance);
        this.leafClass = new int[state().feature.length];
        for (int n = 0; n < leafClass.length; n++) {
            leafClass[n] = state().feature[n] >= 0 ? 0 : argmax(state().probabilities[n]);
        }
    }

    /** J48's choice: the first class whose probability beats the best so far by more than 1e-6. */
    static int argmax(double[] p) {
        int best = 0;
        double max = -1;
        for (int c = 0; c < p.length; c++) {
            if (p[c] - max > 1e-6) {
                max = p[c];
                best = c;
            }
        }
        return best;
    }

    private int leaf(Dataset data, int i) {
        State t = state();
        return FlatTree.leaf(data, i, t.feature, t.threshold, t.left, t.right);
    }

    @Override
    public int classOf(Dataset data, int i) {
        return leafClass[leaf(data, i)];
    }

    /** The leaf's class; decision values: for two classes {p_0 - p_1}, otherwise the leaf's class probabilities. */
    @Override
    public Prediction predict(Dataset data, int i) {
        int n = leaf(data, i);
        double[] p = state().probabilities[n];
        return new Prediction(leafClass[n], p.length == 2 ? new double[] {p[0] - p[1]} : p.clone());
    }

    /** Number of nodes (J48's "size of the tree"). */
    public int size() {
        return state().feature.length;
    }

    /** Number of leaves. */
    public int leafCount() {
        int c = 0;
        for (int f : state().feature) {
            if (f < 0) {
                c++;
            }
        }
        return c;
    }

    /** The feature node {@code n} tests, or -1 for a leaf. */
    public int feature(int n) {
        return state().feature[n];
    }

    /** The threshold of node {@code n}. */
    public double threshold(int n) {
        return state().threshold[n];
    }

    /** The child of node {@code n} for {@code x_f <= threshold}, or -1. */
    public int left(int n) {
        return state().left[n];
    }

    /** The child of node {@code n} for {@code x_f > threshold}, or -1. */
    public int right(int n) {
        return state().right[n];
    }

    /** The class probabilities of node {@code n} (zeros for internal nodes). */
    public double[] probabilities(int n) {
        return state().probabilities[n].clone();
    }

}

package org.infens.learner;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A pruned C4.5 decision tree ({@link C45Trainer}) with binary numeric tests {@code x_f <= threshold}.
 *
 * <p>Layout: nodes {@code 0..size()-1}, node 0 the root. An internal node has {@code feature(n) >= 0}, a threshold
 * and two children ({@code x_f <= threshold} goes to {@code left(n)}); a leaf has {@code feature(n) = -1} and a class
 * distribution (probabilities summing to 1, or all zero for a leaf that lost all its rows in subtree raising, as J48
 * keeps it). A leaf predicts the first class whose probability exceeds every earlier one by more than 1e-6 (J48's
 * rule); decision values are its probabilities, or, for two classes, p_0 - p_1 (positive for class 0).
 *
 * <p>Immutable and thread-safe.
 */
public final class C45Model implements Classifier {
    private final Labels labels;
    private final int[] feature;
    private final double[] threshold;
    private final int[] left;
    private final int[] right;
    /** Row-major [node][class]; zeros for internal nodes. */
    private final double[] probability;
    private final int[] leafClass;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A tree from its parts (arrays are copied), checked for consistency.
     *
     * @param labels       the classes
     * @param feature      per node the feature tested, or -1 for a leaf
     * @param threshold    per node the threshold (ignored for leaves)
     * @param left         per node the child for {@code x_f <= threshold} (-1 for leaves)
     * @param right        per node the child for {@code x_f > threshold} (-1 for leaves)
     * @param probability  per node {@code labels.size()} class probabilities, row-major (used for leaves)
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public C45Model(Labels labels, int[] feature, double[] threshold, int[] left, int[] right, double[] probability,
                    List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.feature = feature.clone();
        this.threshold = threshold.clone();
        this.left = left.clone();
        this.right = right.clone();
        this.probability = probability.clone();
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
        int nodes = this.feature.length;
        int k = labels.size();
        if (nodes == 0 || this.threshold.length != nodes || this.left.length != nodes || this.right.length != nodes
                || this.probability.length != nodes * k) {
            throw new IllegalArgumentException("tree arrays disagree: " + nodes + " nodes, " + this.threshold.length
                    + " thresholds, " + this.left.length + "/" + this.right.length + " children, "
                    + this.probability.length + " probabilities for " + k + " classes");
        }
        this.leafClass = new int[nodes];
        for (int n = 0; n < nodes; n++) {
            if (this.feature[n] >= 0) {
                if (this.left[n] <= n || this.right[n] <= n || this.left[n] >= nodes || this.right[n] >= nodes) {
                    throw new IllegalArgumentException("node " + n + " has children " + this.left[n] + " and "
                            + this.right[n] + ", which must come after it and exist");
                }
                if (Double.isNaN(this.threshold[n])) {
                    throw new IllegalArgumentException("node " + n + " has a NaN threshold");
                }
            } else {
                leafClass[n] = argmax(this.probability, n * k, k);
            }
        }
    }

    /** J48's choice: the first class whose probability beats the best so far by more than 1e-6. */
    static int argmax(double[] p, int offset, int k) {
        int best = 0;
        double max = -1;
        for (int c = 0; c < k; c++) {
            if (p[offset + c] - max > 1e-6) {
                max = p[offset + c];
                best = c;
            }
        }
        return best;
    }

    private int leaf(Dataset data, int i) {
        int n = 0;
        while (feature[n] >= 0) {
            int f = feature[n];
            double x = f < data.dimension() ? data.get(i, f) : 0.0;
            n = x <= threshold[n] ? left[n] : right[n];
        }
        return n;
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public int classOf(Dataset data, int i) {
        return leafClass[leaf(data, i)];
    }

    /** The leaf's class; decision values: for two classes {p_0 - p_1}, otherwise the leaf's class probabilities. */
    @Override
    public Prediction predict(Dataset data, int i) {
        int n = leaf(data, i);
        int k = labels.size();
        if (k == 2) {
            return new Prediction(leafClass[n], new double[] {probability[2 * n] - probability[2 * n + 1]});
        }
        double[] out = new double[k];
        System.arraycopy(probability, n * k, out, 0, k);
        return new Prediction(leafClass[n], out);
    }

    /** Number of nodes (J48's "size of the tree"). */
    public int size() {
        return feature.length;
    }

    /** Number of leaves. */
    public int leafCount() {
        int c = 0;
        for (int f : feature) {
            if (f < 0) {
                c++;
            }
        }
        return c;
    }

    /** The feature node {@code n} tests, or -1 for a leaf. */
    public int feature(int n) {
        return feature[n];
    }

    /** The threshold of node {@code n}. */
    public double threshold(int n) {
        return threshold[n];
    }

    /** The child of node {@code n} for {@code x_f <= threshold}, or -1. */
    public int left(int n) {
        return left[n];
    }

    /** The child of node {@code n} for {@code x_f > threshold}, or -1. */
    public int right(int n) {
        return right[n];
    }

    /** The class probabilities of node {@code n} (zeros for internal nodes). */
    public double[] probabilities(int n) {
        int k = labels.size();
        double[] out = new double[k];
        System.arraycopy(probability, n * k, out, 0, k);
        return out;
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }
}

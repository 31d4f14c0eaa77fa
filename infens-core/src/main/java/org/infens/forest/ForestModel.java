package org.infens.forest;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A forest of CART trees that predicts by majority vote, H(x) = the class most trees predict (003 (3.6)); ties go to
 * the lower class index. Decision values: for two classes one value, (votes for class 0 - votes for class 1) / T;
 * for more, the fraction of trees voting for each class, in {@link #labels()} order. Immutable and thread-safe.
 */
public final class ForestModel implements Classifier {
    private final Labels labels;
    private final DecisionTree[] trees;
    private final List<String> featureNames;
    private final Provenance provenance;

    ForestModel(Labels labels, List<DecisionTree> trees, List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.trees = trees.toArray(new DecisionTree[0]);
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
        if (this.trees.length == 0) {
            throw new IllegalArgumentException("a forest needs at least one tree");
        }
        for (DecisionTree t : this.trees) {
            for (int c : t.leafClass()) {
                if (c < 0 || c >= labels.size()) {
                    throw new IllegalArgumentException("a leaf predicts class " + c + ", not in [0, "
                            + labels.size() + ")");
                }
            }
        }
    }

    /** The number of trees T. */
    public int treeCount() {
        return trees.length;
    }

    /** The number of nodes of tree {@code t}. */
    public int nodeCount(int t) {
        return trees[t].nodeCount();
    }

    List<DecisionTree> trees() {
        return List.of(trees);
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }

    private int[] votes(Dataset data, int i) {
        int[] votes = new int[labels.size()];
        for (DecisionTree t : trees) {
            votes[t.classOf(data, i)]++;
        }
        return votes;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        int[] votes = votes(data, i);
        int best = 0;
        for (int c = 1; c < votes.length; c++) {
            if (votes[c] > votes[best]) {
                best = c;
            }
        }
        if (votes.length == 2) {
            return new Prediction(best, new double[] {(double) (votes[0] - votes[1]) / trees.length});
        }
        double[] out = new double[votes.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = (double) votes[c] / trees.length;
        }
        return new Prediction(best, out);
    }
}

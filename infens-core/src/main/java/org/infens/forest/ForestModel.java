package org.infens.forest;

import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.multiclass.ArgMax;

/**
 * A forest of CART trees that predicts by majority vote, H(x) = the class most trees predict (Zhao 2017, (3.6)); ties
 * go to the lower class index. Decision values: for two classes one value, (votes for class 0 - votes for class 1) / T;
 * for more, the fraction of trees voting for each class, in {@link #labels()} order. Immutable and thread-safe.
 */
public final class ForestModel extends StoredClassifier<ForestModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   the classes
     * @param features the training features' names, or empty
     * @param trees    the trees, at least one, whose leaves predict classes of {@code labels}
     */
    public record State(Labels labels, @IfAbsent("[]") List<String> features, List<DecisionTree> trees)
            implements ClassifierState {
        /** Checks that there is a tree and that every leaf's class is one of the labels. */
        public State {
            Check.notNull("labels", labels);
            features = List.copyOf(features);
            trees = Check.nonEmpty("trees", trees);
            for (int t = 0; t < trees.size(); t++) {
                Check.range("trees[" + t + "].leafClass", trees.get(t).leafClass(), 0, labels.size());
            }
        }
    }

    /** The model of {@code state}. */
    public ForestModel(State state, Provenance provenance) {
        super(state, provenance);
    }

    /** The number of trees T. */
    public int treeCount() {
        return state().trees.size();
    }

    /** The number of nodes of tree {@code t}. */
    public int nodeCount(int t) {
        return state().trees.get(t).nodeCount();
    }

    /** The trees. */
    public List<DecisionTree> trees() {
        return state().trees;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        int[] votes = new int[state().labels.size()];
        for (DecisionTree t : state().trees) {
            votes[t.classOf(data, i)]++;
        }
        int trees = state().trees.size();
        if (votes.length == 2) {
            return new Prediction(ArgMax.first(votes), new double[] {(double) (votes[0] - votes[1]) / trees});
        }
        double[] out = new double[votes.length];
        for (int c = 0; c < out.length; c++) {
            out[c] = (double) votes[c] / trees;
        }
        return new Prediction(ArgMax.first(votes), out);
    }
}

package org.infens.boost;

import java.util.List;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.data.Dataset;

/**
 * The prediction rule shared by the finite ensembles: each member votes its weight for the class it predicts;
 * the class of most votes wins, ties to the lower class index. For two classes this is sign(sum_t w_t h_t(x)) with
 * h = +1 for class 0 and class 0 on a sum of exactly 0.
 */
final class WeightedVote {
    private WeightedVote() {
    }

    /** The votes sum_t w_t [h_t(x) = c] of every class c for row {@code i}. */
    static double[] votes(List<? extends Classifier> members, double[] weights, int classes, Dataset data, int i) {
        double[] votes = new double[classes];
        for (int t = 0; t < weights.length; t++) {
            if (weights[t] != 0) {
                votes[members.get(t).classOf(data, i)] += weights[t];
            }
        }
        return votes;
    }

    /** The first class of most votes. */
    static int winner(double[] votes) {
        int best = 0;
        for (int c = 1; c < votes.length; c++) {
            if (votes[c] > votes[best]) {
                best = c;
            }
        }
        return best;
    }

    /**
     * The prediction of row {@code i}: the first class of most votes; the decision values are one value
     * votes[0] - votes[1] for two classes (positive for class 0), else the votes.
     */
    static Prediction predict(List<? extends Classifier> members, double[] weights, int classes, Dataset data,
                              int i) {
        double[] votes = votes(members, weights, classes, data, i);
        return new Prediction(winner(votes), votes.length == 2 ? new double[] {votes[0] - votes[1]} : votes);
    }

    /** Checks that there is one finite, non-negative weight per member and that every member has {@code labels}. */
    static void check(List<? extends Classifier> members, double[] weights, org.infens.data.Labels labels) {
        if (members.isEmpty()) {
            throw new IllegalArgumentException("an ensemble needs at least one member");
        }
        if (weights.length != members.size()) {
            throw new IllegalArgumentException("weights need one entry per member (" + members.size() + "), got "
                    + weights.length);
        }
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("weights must be finite and >= 0, got " + w);
            }
        }
        for (Classifier h : members) {
            if (!h.labels().equals(labels)) {
                throw new IllegalArgumentException("member labels " + h.labels() + " differ from " + labels);
            }
        }
    }
}

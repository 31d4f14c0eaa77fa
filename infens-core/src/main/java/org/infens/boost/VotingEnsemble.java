package org.infens.boost;

import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A finite ensemble that predicts by a weighted vote, as AdaBoost and LPBoost build them (Lin 2005, Algorithm 1 and 2;
 * Lin &amp; Li 2008 Sec. 2.2): each member votes its weight w_t for the class it predicts; the class of most votes
 * wins, ties to the lower class index. For two classes this is sign(sum_t w_t h_t(x)) with h = +1 for class 0, class 0
 * on a sum of exactly 0. Decision values: for two classes one value sum_t w_t h_t(x), positive for class 0; for K &gt;
 * 2 classes the K votes sum_t w_t [h_t(x) = c].
 *
 * <p>The shared part of {@link AdaBoostModel} and {@link LpBoostModel}, whose states add what their training leaves
 * (AdaBoost's errors). Immutable and thread-safe.
 */
public abstract sealed class VotingEnsemble<S extends Record & StoredClassifier.ClassifierState>
        extends StoredClassifier<S> implements Ensemble permits AdaBoostModel, LpBoostModel {
    private final List<Classifier> members;
    private final double[] weights;

    /** An ensemble of {@code state}, whose members and weights {@link #check} has checked (not copied again). */
    VotingEnsemble(S state, List<Classifier> members, double[] weights, Provenance provenance) {
        super(state, provenance);
        this.members = members;
        this.weights = weights;
    }

    /**
     * Checks a state's parts: at least one member, each with {@code labels}; one finite weight &gt;= 0 per member;
     * feature names distinct from none (copied by the caller).
     *
     * @return the members, as an unmodifiable list
     */
    static List<Classifier> check(Labels labels, List<Classifier> members, double[] weights) {
        Check.notNull("labels", labels);
        List<Classifier> out = Check.nonEmpty("members", members);
        Check.length("weights", weights.length, out.size());
        for (int t = 0; t < weights.length; t++) {
            Check.that(weights[t] >= 0 && Double.isFinite(weights[t]), "weights[" + t + "]",
                    "must be finite and >= 0, got " + weights[t]);
            Check.that(out.get(t).labels().equals(labels), "members[" + t + "]", "has labels "
                    + out.get(t).labels() + ", not the ensemble's " + labels);
        }
        return out;
    }

    @Override
    public List<Classifier> members() {
        return members;
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    /** The votes sum_t w_t [h_t(x) = c] of every class c for row {@code i}. */
    private double[] votes(Dataset data, int i) {
        double[] votes = new double[labels().size()];
        for (int t = 0; t < weights.length; t++) {
            if (weights[t] != 0) {
                votes[members.get(t).classOf(data, i)] += weights[t];
            }
        }
        return votes;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] votes = votes(data, i);
        int best = 0;
        for (int c = 1; c < votes.length; c++) {
            if (votes[c] > votes[best]) {
                best = c;
            }
        }
        return new Prediction(best, votes.length == 2 ? new double[] {votes[0] - votes[1]} : votes);
    }
}

package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * An AdaBoost ensemble (000 Algorithm 1; SAMME for more than two classes): g(x) = argmax_c sum_t w_t [h_t(x) = c],
 * which for two classes is sign(sum_t w_t h_t(x)) with h = +1 for class 0. Ties go to the lower class index (class
 * 0 when the binary sum is 0).
 *
 * <p>Decision values: for two classes one value sum_t w_t h_t(x), positive for class 0; for K &gt; 2 classes the K
 * votes sum_t w_t [h_t(x) = c].
 *
 * <p>Immutable and thread-safe.
 */
public final class AdaBoostModel implements Ensemble {
    private final Labels labels;
    private final List<Classifier> members;
    private final double[] weights;
    private final double[] errors;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * An ensemble from its parts.
     *
     * @param labels       the classes (those of every member)
     * @param members      h_t, at least one
     * @param weights      w_t, one per member, finite and &gt;= 0 (copied)
     * @param errors       the weighted training error e_t of each member when it was chosen (copied); same length
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public AdaBoostModel(Labels labels, List<? extends Classifier> members, double[] weights, double[] errors,
                         List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.members = List.copyOf(members);
        if (this.members.isEmpty()) {
            throw new IllegalArgumentException("an ensemble needs at least one member");
        }
        if (weights.length != this.members.size() || errors.length != this.members.size()) {
            throw new IllegalArgumentException("weights and errors need one entry per member (" + this.members.size()
                    + "), got " + weights.length + " and " + errors.length);
        }
        for (double w : weights) {
            if (!(w >= 0) || Double.isInfinite(w)) {
                throw new IllegalArgumentException("weights must be finite and >= 0, got " + w);
            }
        }
        for (Classifier h : this.members) {
            if (!h.labels().equals(labels)) {
                throw new IllegalArgumentException("member labels " + h.labels() + " differ from " + labels);
            }
        }
        this.weights = weights.clone();
        this.errors = errors.clone();
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    @Override
    public List<Classifier> members() {
        return members;
    }

    @Override
    public double[] weights() {
        return weights.clone();
    }

    /** The weighted training error e_t of each member in the round it was chosen (a copy). */
    public double[] errors() {
        return errors.clone();
    }

    /** The number of rounds T. */
    public int rounds() {
        return members.size();
    }

    @Override
    public Labels labels() {
        return labels;
    }

    /** The votes sum_t w_t [h_t(x) = c] of every class c for row {@code i}. */
    private double[] votes(Dataset data, int i) {
        double[] votes = new double[labels.size()];
        for (int t = 0; t < weights.length; t++) {
            votes[members.get(t).predict(data, i)] += weights[t];
        }
        return votes;
    }

    @Override
    public int predict(Dataset data, int i) {
        double[] votes = votes(data, i);
        int best = 0;
        for (int c = 1; c < votes.length; c++) {
            if (votes[c] > votes[best]) {
                best = c;
            }
        }
        return best;
    }

    @Override
    public double[] decisionValues(Dataset data, int i) {
        double[] votes = votes(data, i);
        return votes.length == 2 ? new double[] {votes[0] - votes[1]} : votes;
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

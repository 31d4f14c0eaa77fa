package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
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
        WeightedVote.check(this.members, weights, labels);
        if (errors.length != this.members.size()) {
            throw new IllegalArgumentException("errors need one entry per member (" + this.members.size()
                    + "), got " + errors.length);
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

    @Override
    public Prediction predict(Dataset data, int i) {
        return WeightedVote.predict(members, weights, labels.size(), data, i);
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

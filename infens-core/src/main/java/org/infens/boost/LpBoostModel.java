package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * An LPBoost ensemble g(x) = sign(sum_t w_t h_t(x)) (002 (P4); 000 Algorithm 2) over two classes, h = +1 for class
 * 0, class 0 on a sum of exactly 0. Many w_t are 0: column generation adds a column per iteration and the LP may
 * later zero its weight; {@link #nonZeroCount()} counts the rest (002 Sec. 7.1's sparsity). The one decision value
 * is sum_t w_t h_t(x), positive for class 0.
 *
 * <p>Immutable and thread-safe.
 */
public final class LpBoostModel implements Ensemble {
    private final Labels labels;
    private final List<Classifier> members;
    private final double[] weights;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * An ensemble from its parts.
     *
     * @param labels       two classes (those of every member)
     * @param members      h_t, at least one
     * @param weights      w_t, one per member, finite and &gt;= 0 (copied)
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public LpBoostModel(Labels labels, List<? extends Classifier> members, double[] weights,
                        List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (labels.size() != 2) {
            throw new IllegalArgumentException("lpboost separates 2 classes, got " + labels.size());
        }
        this.members = List.copyOf(members);
        WeightedVote.check(this.members, weights, labels);
        this.weights = weights.clone();
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

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        return WeightedVote.predict(members, weights, 2, data, i);
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

package org.infens.boost;

import java.util.List;
import java.util.Objects;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.multiclass.ArgMax;

/**
 * An AdaBoost.MH ensemble ({@link AdaBoostMhTrainer}): f_l(x) = sum_t alpha_t v_tl phi_t(x) over its
 * {@link MultiClassStump} members; the prediction is the first class of largest f_l. Decision values: f_l for every
 * class, or for two classes the single value f_0 - f_1 (positive for class 0, as {@link org.infens.Classifier}
 * asks of binary models).
 *
 * <p>Immutable and thread-safe.
 */
public final class AdaBoostMhModel implements Ensemble {
    private final Labels labels;
    private final List<MultiClassStump> members;
    private final double[] alphas;
    private final double[] normalizers;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A model from its parts (arrays copied).
     *
     * @param labels       the classes
     * @param members      the stumps, in round order, each with one vote per class
     * @param alphas       alpha_t, one per member, finite
     * @param normalizers  Z_t of each round (their product bounds the training Hamming loss), one per member
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public AdaBoostMhModel(Labels labels, List<MultiClassStump> members, double[] alphas, double[] normalizers,
                           List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.members = List.copyOf(members);
        this.alphas = alphas.clone();
        this.normalizers = normalizers.clone();
        if (this.members.isEmpty() || this.alphas.length != this.members.size()
                || this.normalizers.length != this.members.size()) {
            throw new IllegalArgumentException("adaboost-mh: " + this.members.size() + " members, "
                    + this.alphas.length + " alphas and " + this.normalizers.length + " normalizers must agree and"
                    + " be > 0");
        }
        for (int t = 0; t < this.alphas.length; t++) {
            if (!Double.isFinite(this.alphas[t])) {
                throw new IllegalArgumentException("alpha " + t + " must be finite, got " + this.alphas[t]);
            }
            if (!this.members.get(t).labels().equals(labels)) {
                throw new IllegalArgumentException("member " + t + " has labels " + this.members.get(t).labels()
                        + ", expected " + labels);
            }
        }
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** f_l(x) for every class l. */
    public double[] scores(Dataset data, int i) {
        double[] f = new double[labels.size()];
        for (int t = 0; t < alphas.length; t++) {
            MultiClassStump s = members.get(t);
            double a = alphas[t] * s.phi(data, i);
            for (int l = 0; l < f.length; l++) {
                f[l] += a * s.vote(l);
            }
        }
        return f;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        double[] f = scores(data, i);
        return new Prediction(ArgMax.first(f), f.length == 2 ? new double[] {f[0] - f[1]} : f);
    }

    @Override
    public List<MultiClassStump> members() {
        return members;
    }

    /** The alphas (a copy). */
    @Override
    public double[] weights() {
        return alphas.clone();
    }

    /** Z_t of each round (a copy); prod_{s <= t} Z_s bounds the training Hamming loss after round t. */
    public double[] normalizers() {
        return normalizers.clone();
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
}

package org.infens.learner;

import java.util.Objects;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.spec.Spec;

/**
 * The decision stump learner (Holte 1993), the base learner of AdaBoost-Stump and LPBoost-Stump in Lin &amp; Li 2008,
 * Sec. 7 and Lin 2005, Sec. 5: the stump of smallest weighted training error among all middle stumps m_{q,d,a}
 * (threshold at the mean of two adjacent distinct values of a feature) and the constant classifiers, found exactly by
 * {@link StumpSearch}.
 *
 * <p>Two classes: with y_i = +1 for class 0 and -1 for class 1, the stump maximising sum_i w_i y_i h(x_i), which is
 * the stump of smallest weighted error. More than two classes (our choice, for SAMME, which the papers do not
 * cover): one class per side of the threshold, the stump of largest correctly classified weight, each side
 * predicting its heaviest class (ties to the lower class index). Ties between stumps follow {@link StumpSearch}.
 *
 * <p>Deterministic and without parameters (so without a {@code Params} record): the spec is {@code stump}.
 * {@link #bind} presorts the features once for all the fits of a boosting loop.
 */
public final class DecisionStumpTrainer implements WeightedTrainer<DecisionStumpModel> {
    /** The learner spec. */
    public static final String SPEC = "stump";

    /** The stump learner. */
    public DecisionStumpTrainer() {
    }

    /** {@code stump}: the learner has no parameters. */
    @Override
    public Spec spec() {
        return Spec.of(SPEC);
    }

    @Override
    public DecisionStumpModel fit(Dataset data, double[] weights) {
        return bind(data).fit(weights == null ? null : weights, 0L);
    }

    /**
     * The provenance of the stumps this learner fits to {@code rows}: trainer and spec {@code stump}, seed 0, the
     * rows' fingerprint and dimension.
     */
    public static Provenance provenance(LabelledRows rows) {
        return new Provenance("stump", SPEC, 0L, rows.fingerprint(), rows.dimension(), Version.VERSION);
    }

    /**
     * The signed weights u_i = w_i y_i of two classes (y_i = +1 for class 0, -1 for class 1), whose best stump
     * ({@link StumpSearch#best}) is the stump of smallest weighted error: what every fit on two classes searches
     * with, public so that a search over columns held elsewhere uses the same values.
     *
     * @param weights the weights w (not modified)
     * @param classes each row's class index, 0 or 1
     * @param out     u, the same length (may be {@code weights} itself)
     */
    public static void signedWeights(double[] weights, int[] classes, double[] out) {
        for (int i = 0; i < weights.length; i++) {
            out[i] = classes[i] == 0 ? weights[i] : -weights[i];
        }
    }

    @Override
    public Bound<DecisionStumpModel> bind(Dataset data) {
        Objects.requireNonNull(data, "data");
        if (data.classCount() < 2) {
            throw new IllegalArgumentException("stump: needs at least 2 classes, got " + data.classCount());
        }
        StumpSearch search = new StumpSearch(data);
        Provenance provenance = provenance(data);
        int[] classes = data.classIndices();
        int k = data.classCount();
        double[] signed = new double[data.size()];
        return (weights, seed) -> {
            double[] w = InstanceWeights.checked(weights, data.size());
            if (k == 2) {
                signedWeights(w, classes, signed);
                Stump s = search.best(signed).stump();
                return DecisionStumpModel.binary(data.labels(), s, data.featureNames(), provenance);
            }
            StumpSearch.MultiClassResult r = search.bestMultiClass(w, classes, k);
            return new DecisionStumpModel(new DecisionStumpModel.State(data.labels(), r.feature(), r.threshold(),
                    r.above(), r.below(), data.featureNames()), provenance);
        };
    }
}

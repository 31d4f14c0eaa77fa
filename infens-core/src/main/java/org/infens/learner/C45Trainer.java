package org.infens.learner;

import java.util.Objects;
import org.infens.Provenance;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * C4.5 decision trees (Quinlan 1993, release 8), pruned with the default settings, the base learner of
 * AdaBoost-Dec and LPBoost-Dec in Lin &amp; Li 2008, Sec. 7 ("we take the pruned tree with the default settings of
 * C4.5"). The reference is Weka's J48 ({@code -C 0.25 -M 2}), which the tests compare with on fixtures
 * ({@code scripts/fixtures/c45}).
 *
 * <p>What it does, as J48 does:
 * <ul>
 *   <li>Binary numeric splits {@code x_f <= t}, chosen by gain ratio among the features whose information gain is
 *       at least the average over features with a valid split (minus 1e-3); the gain of a feature's best threshold
 *       is reduced by log2(number of candidate thresholds) / total weight (release 8's MDL correction). A candidate
 *       threshold separates distinct values (more than 1e-5 apart) and leaves each side a weight of at least
 *       min(25, max(minLeaf, 0.1 * weight / classes)). The threshold written into the tree is the largest training
 *       value not above the midpoint, as C4.5 does.</li>
 *   <li>No split when the node is pure or weighs less than 2 minLeaf.</li>
 *   <li>After growing: the tree is collapsed where a subtree makes no fewer training errors than a leaf, then pruned
 *       bottom-up by the pessimistic error estimate with confidence factor {@code confidence}, with subtree raising
 *       (a node may be replaced by its largest branch, re-fitted on all of the node's rows), with J48's 0.1 slack.</li>
 *   <li>Weighted instances: every count is a sum of weights (fractional weights allowed), as in J48, including
 *       J48's one count of rows: a node splits on a feature only if it has at least 2 min(25, max(minLeaf,
 *       0.1 * weight / classes)) rows. So an integer weight is not exactly a duplicated row, and rows of weight 0
 *       still count there and can give their value as a threshold, exactly as in J48 (checked on weighted
 *       fixtures).</li>
 *   <li>Multi-class: any number of classes.</li>
 * </ul>
 * Nominal attributes: {@link Dataset} has no nominal type (ARFF nominal attributes arrive as 0/1 one-hot columns), so
 * every column is numeric and a nominal attribute is split one value against the rest ({@code x <= 0.5}); C4.5's
 * multi-way nominal splits and value subsets are not available. Missing values do not arise (Dataset has none).
 *
 * <p>Deterministic: no seed. Dense column copies are made once per fit (d x N doubles); each node sorts its rows per
 * feature with {@link IndexSort}, O(d N log N) per tree level.
 */
public final class C45Trainer implements WeightedTrainer<C45Model> {
    private final C45Params params;

    /** A trainer with these parameters. */
    public C45Trainer(C45Params params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public C45Params params() {
        return params;
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("c45(confidence=" + Spec.formatNumber(params.confidence()) + ", min-leaf="
                + Spec.formatNumber(params.minLeaf()) + ")");
    }

    @Override
    public C45Model fit(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        double[] u = InstanceWeights.checked(weights, data.size());
        C45TreeBuilder builder = new C45TreeBuilder(data, u, params);
        Provenance prov = new Provenance("c45", spec().toString(), 0L, data.fingerprint(), data.dimension(),
                Version.VERSION);
        return builder.build(prov);
    }
}

package org.infens.boost;

import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.learner.InstanceWeights;

/** The base-learner oracle of {@link ColumnOracle#of}. */
final class LearnerColumnOracle implements ColumnOracle {
    private final Dataset data;
    private final WeightedTrainer.Bound<? extends Classifier> bound;
    private final double[] y;
    private final SplittableRandom random;
    /** The dual weights rescaled to mean 1 for the base learner (reused across calls). */
    private final double[] baseWeights;

    LearnerColumnOracle(WeightedTrainer<? extends Classifier> base, Dataset data, long seed) {
        this.data = Objects.requireNonNull(data, "data");
        this.y = ColumnOracle.signs(data);
        this.bound = base.bind(data);
        this.random = new SplittableRandom(seed);
        this.baseWeights = new double[data.size()];
    }

    @Override
    public Column mostViolated(double[] dualWeights) {
        InstanceWeights.meanOne(dualWeights, baseWeights);
        Classifier h = bound.fit(baseWeights, random.nextLong());
        double[] out = new double[y.length];
        double edge = 0;
        for (int i = 0; i < out.length; i++) {
            out[i] = h.classOf(data, i) == 0 ? 1.0 : -1.0;
            edge += dualWeights[i] * y[i] * out[i];
        }
        return new Column(h, out, edge);
    }
}

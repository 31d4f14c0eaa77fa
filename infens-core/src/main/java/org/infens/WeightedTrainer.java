package org.infens;

import org.infens.data.Dataset;

/**
 * A trainer that takes per-example weights, as boosting needs.
 *
 * @param <M> the model type
 */
public interface WeightedTrainer<M extends Model> extends Trainer<M> {
    /** Fits a model with {@code weights[i]} as the weight of row {@code i} (non-negative, finite), or unweighted if null. */
    M fit(Dataset data, double[] weights);

    @Override
    default M fit(Dataset data) {
        return fit(data, weightsOf(data));
    }

    /** The data set's own instance weights as an array, or null if it has none: what {@link #fit(Dataset)} uses. */
    static double[] weightsOf(Dataset data) {
        if (!java.util.Objects.requireNonNull(data, "data").hasWeights()) {
            return null;
        }
        double[] w = new double[data.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = data.weight(i);
        }
        return w;
    }

    /**
     * This trainer bound to {@code data}, for many fits on the same rows with different weights (a boosting loop).
     * Trainers override this to do once what every fit on the same data shares, such as the decision stump's
     * presorted columns; the default binds nothing and calls {@link #fit(Dataset, double[])} each time, reseeded
     * through {@link Seeded} when the trainer makes random choices.
     */
    default Bound<M> bind(Dataset data) {
        return (weights, seed) -> Seeded.reseeded(this, seed).fit(data, weights);
    }

    /**
     * A weighted trainer bound to one data set by {@link #bind}. Not thread-safe unless the implementation says so.
     *
     * @param <M> the model type
     */
    interface Bound<M extends Model> {
        /**
         * Fits a model to the bound data with these weights.
         *
         * @param weights one non-negative weight per row
         * @param seed    the seed for this fit's random choices (ignored by deterministic trainers); a boosting loop
         *                gives each round its own, split from the ensemble's seed in round order
         */
        M fit(double[] weights, long seed);
    }
}

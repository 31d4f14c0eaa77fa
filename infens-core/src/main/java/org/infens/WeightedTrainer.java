package org.infens;

import org.infens.data.Dataset;

/**
 * A trainer that takes per-example weights, as boosting needs.
 *
 * @param <M> the model type
 */
public interface WeightedTrainer<M extends Model> extends Trainer<M> {
    /** Fits a model with {@code weights[i]} as the weight of row {@code i} (non-negative, finite). */
    M fit(Dataset data, double[] weights);

    @Override
    default M fit(Dataset data) {
        if (!data.hasWeights()) {
            return fit(data, null);
        }
        double[] w = new double[data.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = data.weight(i);
        }
        return fit(data, w);
    }
}

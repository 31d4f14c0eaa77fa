package org.infens;

import org.infens.data.Dataset;

/**
 * An immutable learner configuration that fits models to data.
 *
 * <p>Pure: the same data and parameters (seed included) give the same model, whatever the number of threads.
 *
 * @param <M> the model type
 */
public interface Trainer<M extends Model> {
    /** Fits a model to {@code data}, using the data set's instance weights if it has them. */
    M fit(Dataset data);
}

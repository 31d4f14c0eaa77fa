package org.infens;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

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

    /**
     * This trainer's configuration in the learner-spec grammar ({@code docs/learner-specs.md}), readable before it
     * trains, e.g. {@code svm(kernel=stump, C=0.5)} or {@code adaboost(base=stump, T=100)}; what the models it fits
     * record as their provenance's parameters. {@link org.infens.spec.Learners#create} makes an equal trainer from
     * it (the seed aside, which the caller gives).
     */
    Spec spec();
}

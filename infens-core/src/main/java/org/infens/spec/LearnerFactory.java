package org.infens.spec;

import org.infens.Classifier;
import org.infens.Trainer;

/**
 * Turns one learner name of the spec grammar into a trainer, e.g. {@code svm(kernel=stump, C=0.5)} or
 * {@code adaboost(base=stump, T=100)}. {@link Learners} finds the factories through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/org.infens.spec.LearnerFactory}), so a new learner adds a factory without touching
 * existing code.
 *
 * <p>Implementations are stateless. {@link #create} checks the spec with {@link Spec#requireOnly} and the trainer's
 * parameter record, so an unknown parameter or a bad value is an {@link IllegalArgumentException} that names it and
 * lists what is allowed.
 */
public interface LearnerFactory {
    /** The learner's name in specs, lower case, e.g. {@code adaboost}. */
    String name();

    /** One line for help texts: the parameters with their defaults, e.g. {@code adaboost(base=stump, T=100)}. */
    String usage();

    /**
     * The trainer {@code spec} describes.
     *
     * @param spec    a spec whose {@link Spec#name()} is {@link #name()}
     * @param context the seed and thread count (a {@code seed} parameter in the spec overrides the seed)
     * @throws IllegalArgumentException naming the parameter if the spec is not valid for this learner
     */
    Trainer<? extends Classifier> create(Spec spec, LearnerContext context);
}

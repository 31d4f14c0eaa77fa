package org.infens.spec;

import org.infens.Model;
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
     * The trainer {@code spec} describes: a trainer of {@link org.infens.Classifier}s, or of
     * {@link org.infens.Regressor}s when {@link #regression} says so.
     *
     * @param spec    a spec whose {@link Spec#name()} is {@link #name()}
     * @param context the seed and thread count (a {@code seed} parameter in the spec overrides the seed)
     * @throws IllegalArgumentException naming the parameter if the spec is not valid for this learner
     */
    Trainer<? extends Model> create(Spec spec, LearnerContext context);

    /**
     * Whether {@code spec}'s trainer fits regressors ({@link org.infens.Regressor}: real-valued predictions) rather
     * than classifiers; false unless the learner says so.
     *
     * @throws IllegalArgumentException if the spec is not valid for this learner in a way that decides it
     */
    default boolean regression(Spec spec) {
        return false;
    }
}

package org.infens;

/**
 * A classifier that estimates class probabilities: every {@link Prediction} it gives carries them
 * ({@link Prediction#hasProbabilities()} is true), one per class in {@link #labels()} order, each in [0, 1] and adding
 * up to 1, and its predicted class is the most probable one, ties to the lower class index, as LIBSVM's
 * {@code svm_predict_probability} picks it (not the vote of the decision values, which may disagree).
 *
 * <p>Probabilities are a capability a model has by type: callers check {@code model instanceof
 * ProbabilisticClassifier} (e.g. before writing {@code svm-predict -b 1}'s output) rather than catching a failure.
 * {@link org.infens.calibrate.CalibratedClassifier} is one: any classifier with Platt's sigmoids fitted on internal
 * cross-validation and, for more than two classes, pairwise coupling.
 */
public interface ProbabilisticClassifier extends Classifier {
}

package org.infens;

import java.util.List;

/**
 * What a {@link Classifier} says about one row: the class it predicts, the real-valued outputs that class was
 * chosen from, and class probabilities where the model has them.
 *
 * <p>The arrays belong to the caller: a model makes new ones for every prediction and keeps no reference, so they
 * are neither copied in nor out.
 *
 * <p>Probabilities are a capability a model has by type: a model that estimates them (issue 20's probability
 * outputs, e.g. an SVM with Platt scaling, implemented as a {@code ProbabilisticClassifier} whose predictions
 * always carry them) passes them to the three-argument constructor, one per class in {@link Classifier#labels()}
 * order, summing to 1; every other model gives predictions without them ({@link #hasProbabilities()} is false).
 *
 * @param classIndex     the predicted class, an index into the model's {@link Classifier#labels()}
 * @param decisionValues the outputs behind the choice; for a binary model one value, positive for class 0 (as
 *                       LIBSVM), multi-class models document their layout
 * @param probabilities  one probability per class, or null when the model does not estimate them
 */
public record Prediction(int classIndex, double[] decisionValues, double[] probabilities) {
    /** Checks that the class index is not negative and that there are decision values. */
    public Prediction {
        if (classIndex < 0) {
            throw new IllegalArgumentException("classIndex must be >= 0, got " + classIndex);
        }
        if (decisionValues == null) {
            throw new IllegalArgumentException("decisionValues must not be null");
        }
    }

    /** A prediction without probabilities. */
    public Prediction(int classIndex, double[] decisionValues) {
        this(classIndex, decisionValues, null);
    }

    /** Whether this prediction carries class probabilities. */
    public boolean hasProbabilities() {
        return probabilities != null;
    }

    /**
     * One probability per class, in the model's label order.
     *
     * @throws IllegalStateException if the model does not estimate probabilities ({@link #hasProbabilities()})
     */
    @Override
    public double[] probabilities() {
        if (probabilities == null) {
            throw new IllegalStateException("this model does not estimate class probabilities");
        }
        return probabilities;
    }

    /** The class indices of {@code predictions}, in order. */
    public static int[] classIndices(List<Prediction> predictions) {
        int[] out = new int[predictions.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = predictions.get(i).classIndex();
        }
        return out;
    }

    /** The decision values of {@code predictions}, one array per prediction, in order. */
    public static double[][] decisionValues(List<Prediction> predictions) {
        double[][] out = new double[predictions.size()][];
        for (int i = 0; i < out.length; i++) {
            out[i] = predictions.get(i).decisionValues();
        }
        return out;
    }
}

package org.infens.spark;

import org.apache.spark.ml.param.Param;

/**
 * The column parameters that {@link InfensEstimator} and {@link InfensModel} share, declared once: their names,
 * documentation and defaults are Spark's usual ones ({@code features}, {@code label}, {@code prediction},
 * {@code rawPrediction}, {@code probability}). Each takes its stage's uid: a stage's params are made in its
 * constructor, once the uid is known.
 */
final class StageParams {
    static final String FEATURES = "features";
    static final String LABEL = "label";
    static final String PREDICTION = "prediction";
    static final String RAW_PREDICTION = "rawPrediction";
    static final String PROBABILITY = "probability";

    private StageParams() {
    }

    static Param<String> featuresCol(String uid) {
        return new Param<>(uid, "featuresCol", "features column name: Spark ML vectors, read by position");
    }

    static Param<String> labelCol(String uid) {
        return new Param<>(uid, "labelCol", "label column name: numbers, classes named as LIBSVM names them (1.0"
                + " is class 1), or a regression's targets");
    }

    static Param<String> predictionCol(String uid) {
        return new Param<>(uid, "predictionCol", "prediction column name: the predicted class's label, or a"
                + " regression's value");
    }

    static Param<String> rawPredictionCol(String uid) {
        return new Param<>(uid, "rawPredictionCol", "decision values column name (classifiers: the model's"
                + " decision values in Infens's layout, one value for a binary model, positive for the first class;"
                + " empty for none)");
    }

    static Param<String> probabilityCol(String uid) {
        return new Param<>(uid, "probabilityCol", "class probabilities column name (probabilistic classifiers:"
                + " one per class, in the model's label order; empty for none)");
    }
}

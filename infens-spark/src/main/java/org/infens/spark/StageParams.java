package org.infens.spark;

import org.apache.spark.ml.param.Param;
import org.apache.spark.ml.param.Params;

/**
 * The column parameters that {@link InfensEstimator} and {@link InfensModel} share, declared once: their names,
 * documentation and defaults are Spark's usual ones ({@code features}, {@code label}, {@code prediction},
 * {@code rawPrediction}, {@code probability}), and their setters, which return the stage's own type {@code S}.
 *
 * <p>The parameters themselves are fields of each stage, made in its constructor from its uid by the factories
 * below, and their public accessors ({@link #featuresCol()} ...) are declared again in each stage: Spark's
 * {@link Params#params()} finds a stage's parameters by reflection ({@code getClass().getMethods()}, then
 * {@code Method.invoke}), which cannot call a method declared in this package-private interface from Spark's
 * package (an {@code IllegalAccessException}). The setters are only called by name, so they live here.
 *
 * @param <S> the stage's own type, returned by the setters
 */
interface StageParams<S extends StageParams<S>> extends Params {
    String FEATURES = "features";
    String LABEL = "label";
    String PREDICTION = "prediction";
    String RAW_PREDICTION = "rawPrediction";
    String PROBABILITY = "probability";

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

    /** The features column parameter. */
    Param<String> featuresCol();

    /** The prediction column parameter. */
    Param<String> predictionCol();

    /** The decision values column parameter (classifiers). */
    Param<String> rawPredictionCol();

    /** The probabilities column parameter (probabilistic classifiers). */
    Param<String> probabilityCol();

    /** Sets the features column. */
    default S setFeaturesCol(String name) {
        return column(featuresCol(), name);
    }

    /** Sets the prediction column. */
    default S setPredictionCol(String name) {
        return column(predictionCol(), name);
    }

    /** Sets the decision values column; empty for none. */
    default S setRawPredictionCol(String name) {
        return column(rawPredictionCol(), name);
    }

    /** Sets the probabilities column; empty for none. */
    default S setProbabilityCol(String name) {
        return column(probabilityCol(), name);
    }

    /**
     * Gives a stage's shared column parameters their defaults; called by its constructor once they exist (static,
     * so that it is no public method of the stages).
     */
    static void setColumnDefaults(StageParams<?> stage) {
        stage.setDefault(stage.featuresCol(), FEATURES);
        stage.setDefault(stage.predictionCol(), PREDICTION);
        stage.setDefault(stage.rawPredictionCol(), RAW_PREDICTION);
        stage.setDefault(stage.probabilityCol(), PROBABILITY);
    }

    @SuppressWarnings("unchecked")
    private S column(Param<String> param, String name) {
        set(param, name);
        return (S) this;
    }
}

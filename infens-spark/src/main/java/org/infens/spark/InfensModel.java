package org.infens.spark;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Arrays;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.ml.Model;
import org.apache.spark.ml.linalg.SQLDataTypes;
import org.apache.spark.ml.param.Param;
import org.apache.spark.ml.param.ParamMap;
import org.apache.spark.ml.util.Identifiable$;
import org.apache.spark.ml.util.MLReader;
import org.apache.spark.ml.util.MLWritable;
import org.apache.spark.ml.util.MLWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.infens.Classifier;
import org.infens.ProbabilisticClassifier;
import org.infens.Regressor;
import scala.reflect.ClassTag$;

/**
 * A fitted Infens model as a Spark ML {@link Model}: {@link #transform} appends the predicted label (or a
 * regression's value), a classifier's decision values and, for a {@link ProbabilisticClassifier}, its class
 * probabilities, computed on the executors.
 *
 * <p>Output columns: {@code predictionCol} (double: the predicted class's label as a number, the label values the
 * estimator read, or the regression value); {@code rawPredictionCol} (vector, classifiers only: the model's
 * {@link org.infens.Prediction#decisionValues()} in Infens's layout, which is LIBSVM's, not Spark's one score per
 * class: a binary model gives one value, positive for its first class); {@code probabilityCol} (vector, probabilistic
 * classifiers only, one probability per class in the model's label order). An empty column name leaves that column
 * out, as in Spark's own models.
 *
 * <p>Scoring: the model travels to the executors as its model file's bytes in a broadcast variable, decoded once per
 * executor ({@link ModelBytes}, which gives the measurement behind that choice); each partition is scored in blocks
 * of rows through the model's batch path ({@link Scorer}). The predictions are those of the same model on the same
 * rows locally, bit for bit, whatever the partitioning ({@code InfensEstimatorTest}).
 *
 * <p>Persistence: {@code write().save(path)} stores Spark's metadata and the Infens model file
 * ({@code path/data/model.json}, readable by {@code infens predict -m}); {@link #load} reads them back. Any Infens
 * classifier with numeric labels, or regressor, can be wrapped with {@link #of}.
 */
public final class InfensModel extends Model<InfensModel> implements StageParams<InfensModel>, MLWritable {
    private static final long serialVersionUID = 1L;

    private final String uid;
    private final ModelBytes model;
    private final Param<String> featuresCol;
    private final Param<String> predictionCol;
    private final Param<String> rawPredictionCol;
    private final Param<String> probabilityCol;

    InfensModel(String uid, ModelBytes model) {
        this.uid = uid;
        featuresCol = StageParams.featuresCol(uid);
        predictionCol = StageParams.predictionCol(uid);
        rawPredictionCol = StageParams.rawPredictionCol(uid);
        probabilityCol = StageParams.probabilityCol(uid);
        this.model = model;
        org.infens.Model m = model.model();
        if (m instanceof Classifier c && !c.labels().isNumeric()) {
            throw new IllegalArgumentException("the model's class labels " + c.labels() + " are not all numbers;"
                    + " Spark's prediction column holds the predicted label as a number");
        }
        StageParams.setColumnDefaults(this);
    }

    /**
     * A Spark stage scoring with {@code model}, e.g. one read from a file that {@code infens fit} wrote.
     *
     * @throws IllegalArgumentException if the model is neither a classifier nor a regressor, or a classifier whose
     *                                  labels are not all numbers
     */
    public static InfensModel of(org.infens.Model model) {
        return new InfensModel(Identifiable$.MODULE$.randomUID("infens"), ModelBytes.of(model));
    }

    @Override
    public String uid() {
        return uid;
    }

    /** The Infens model this stage scores with: a {@link Classifier} or a {@link Regressor}. */
    public org.infens.Model infensModel() {
        return model.model();
    }

    /** The features column parameter. */
    @Override
    public Param<String> featuresCol() {
        return featuresCol;
    }

    /** The prediction column parameter. */
    @Override
    public Param<String> predictionCol() {
        return predictionCol;
    }

    /** The decision values column parameter (classifiers). */
    @Override
    public Param<String> rawPredictionCol() {
        return rawPredictionCol;
    }

    /** The probabilities column parameter (probabilistic classifiers). */
    @Override
    public Param<String> probabilityCol() {
        return probabilityCol;
    }

    /**
     * {@code schema} with the output columns appended.
     *
     * @throws IllegalArgumentException naming the parameter and column if the features column is missing or does not
     *                                  hold vectors, or an output column exists already
     */
    @Override
    public StructType transformSchema(StructType schema) {
        SparkData.requireVector(schema, "featuresCol", getOrDefault(featuresCol));
        return outputSchema(schema, model.model() instanceof Classifier,
                model.model() instanceof ProbabilisticClassifier, this);
    }

    /** The output columns of a stage's parameters, appended to {@code schema}; shared with the estimator. */
    static StructType outputSchema(StructType schema, boolean classifier, boolean probabilistic,
                                   StageParams<?> stage) {
        StructType out = SparkData.withOutput(schema, "predictionCol", stage.getOrDefault(stage.predictionCol()),
                DataTypes.DoubleType);
        if (classifier) {
            out = SparkData.withOutput(out, "rawPredictionCol", stage.getOrDefault(stage.rawPredictionCol()),
                    SQLDataTypes.VectorType());
        }
        if (probabilistic) {
            out = SparkData.withOutput(out, "probabilityCol", stage.getOrDefault(stage.probabilityCol()),
                    SQLDataTypes.VectorType());
        }
        return out;
    }

    /**
     * {@code dataset} with the output columns appended, computed on the executors (lazily, as every Spark
     * transformation).
     *
     * @throws IllegalArgumentException on the driver, as {@link #transformSchema}
     */
    @Override
    public Dataset<Row> transform(Dataset<?> dataset) {
        StructType out = transformSchema(dataset.schema());
        boolean classifier = model.model() instanceof Classifier;
        boolean raw = classifier && !getOrDefault(rawPredictionCol).isEmpty();
        boolean probabilities = model.model() instanceof ProbabilisticClassifier
                && !getOrDefault(probabilityCol).isEmpty();
        String features = getOrDefault(featuresCol);
        int featuresIndex = Arrays.asList(dataset.schema().fieldNames()).indexOf(features);
        Broadcast<ModelBytes> broadcast = dataset.sparkSession().sparkContext().broadcast(model,
                ClassTag$.MODULE$.apply(ModelBytes.class));
        return dataset.toDF().mapPartitions(new Scorer(broadcast, featuresIndex, features,
                !getOrDefault(predictionCol).isEmpty(), raw, probabilities), Encoders.row(out));
    }

    @Override
    public InfensModel copy(ParamMap extra) {
        return copyValues(new InfensModel(uid, model), extra).setParent(parent());
    }

    /** Spark's metadata and the Infens model file, under the path given to {@code save}. */
    @Override
    public MLWriter write() {
        InfensModel self = this;
        return new MLWriter() {
            @Override
            public void saveImpl(String path) {
                Persistence.saveMetadata(self, path, sparkSession());
                Persistence.write(path, Persistence.MODEL_FILE, model.json(), sparkSession());
            }
        };
    }

    /** The reader of saved models; Spark's {@code PipelineModel.load} finds it by this name. */
    public static MLReader<InfensModel> read() {
        return new MLReader<>() {
            @Override
            public InfensModel load(String path) {
                JsonNode metadata = Persistence.metadata(path, InfensModel.class, sparkSession());
                byte[] file = Persistence.read(path, Persistence.MODEL_FILE, sparkSession());
                InfensModel m = new InfensModel(metadata.get("uid").asText(),
                        ModelBytes.read(file, path + "/" + Persistence.MODEL_FILE));
                Persistence.loadParams(m, path, metadata);
                return m;
            }
        };
    }

    /**
     * Reads a model saved by {@code write().save(path)}.
     *
     * @throws IllegalArgumentException naming the file if the directory does not hold a saved InfensModel
     */
    public static InfensModel load(String path) {
        return read().load(path);
    }
}

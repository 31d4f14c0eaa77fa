package org.infens.spark;

import static org.apache.spark.sql.functions.col;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.apache.spark.ml.Estimator;
import org.apache.spark.ml.param.BooleanParam;
import org.apache.spark.ml.param.IntParam;
import org.apache.spark.ml.param.LongParam;
import org.apache.spark.ml.param.Param;
import org.apache.spark.ml.param.ParamMap;
import org.apache.spark.ml.util.Identifiable$;
import org.apache.spark.ml.util.MLReader;
import org.apache.spark.ml.util.MLWritable;
import org.apache.spark.ml.util.MLWriter;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.calibrate.CalibratedTrainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Fits any Infens learner spec ({@code docs/learner-specs.md}; the strings {@code infens fit --learner} takes, e.g.
 * {@code svm(kernel=stump, C=8)}, {@code adaboost(base=stump, T=100)}, {@code svm(type=epsilon-svr)}) on a
 * DataFrame's vector column {@code featuresCol} and numeric column {@code labelCol}, as a Spark ML
 * {@link Estimator}; works in a {@link org.apache.spark.ml.Pipeline} and in Spark's
 * {@link org.apache.spark.ml.tuning.CrossValidator} with a {@link org.apache.spark.ml.tuning.ParamGridBuilder} over
 * {@link #learner()}, {@link #seed()} or any other parameter.
 *
 * <p>Data: the two columns are collected to the driver and the learner fits there, as {@code infens fit} would on the
 * same rows: labels are named as the LIBSVM reader names them and ordered by first appearance in the DataFrame's row
 * order, features read by position ({@link SparkData}); a regression spec reads the labels as its targets. The model
 * is the local trainer's, bit for bit, for the same rows, spec and {@link #seed()} ({@code InfensEstimatorTest}).
 * The seed's default is the command line's, 1.
 *
 * <p>With {@link #distributed()} set, AdaBoost, LPBoost and CGEns with stumps on two classes fit on the executors
 * with the features held by feature in {@link #partitions()} blocks instead of collected ({@link DistributedBoosting}):
 * the same model, for data that no single machine holds; other learners are then refused, naming the learner.
 *
 * <p>Bad input is reported on the driver, before any job: a missing column, a features column that is not of
 * vectors, a label column that is not numeric, an unknown learner or bad parameter, as an
 * {@link IllegalArgumentException} naming the column or the learner ({@link #transformSchema}, {@link #fit}).
 */
public final class InfensEstimator extends Estimator<InfensModel>
        implements StageParams<InfensEstimator>, MLWritable {
    private static final long serialVersionUID = 1L;
    /** The seed {@code infens fit} uses when none is given. */
    static final long DEFAULT_SEED = 1;
    /** The learner when none is set: the C-SVC with the defaults of {@code infens fit}'s. */
    static final String DEFAULT_LEARNER = "svm";

    private final String uid;
    private final Param<String> featuresCol;
    private final Param<String> labelCol;
    private final Param<String> predictionCol;
    private final Param<String> rawPredictionCol;
    private final Param<String> probabilityCol;
    private final Param<String> learner;
    private final LongParam seed;
    private final BooleanParam distributed;
    private final IntParam partitions;

    /** An estimator with a new uid and the default parameters. */
    public InfensEstimator() {
        this(Identifiable$.MODULE$.randomUID("infens"));
    }

    /** An estimator with the given uid (Spark's copies and loaders use it) and the default parameters. */
    public InfensEstimator(String uid) {
        this.uid = uid;
        featuresCol = StageParams.featuresCol(uid);
        labelCol = StageParams.labelCol(uid);
        predictionCol = StageParams.predictionCol(uid);
        rawPredictionCol = StageParams.rawPredictionCol(uid);
        probabilityCol = StageParams.probabilityCol(uid);
        learner = new Param<>(uid, "learner", "the Infens learner spec, e.g. svm(kernel=stump, C=8) or"
                + " adaboost(base=stump, T=100)");
        seed = new LongParam(uid, "seed", "the seed of every random choice the learner makes");
        distributed = new BooleanParam(uid, "distributed", "whether boosting with stumps (adaboost, lpboost, cgens)"
                + " fits on the executors with the features partitioned by feature, instead of collected to the"
                + " driver; the same model");
        partitions = new IntParam(uid, "partitions", "the feature blocks of a distributed fit (Spark partitions),"
                + " 0 for Spark's default parallelism; at most one per feature");
        StageParams.setColumnDefaults(this);
        setDefault(labelCol, StageParams.LABEL);
        setDefault(learner, DEFAULT_LEARNER);
        setDefault(seed, DEFAULT_SEED);
        setDefault(distributed, false);
        setDefault(partitions, 0);
    }

    @Override
    public String uid() {
        return uid;
    }

    /** The features column parameter. */
    @Override
    public Param<String> featuresCol() {
        return featuresCol;
    }

    /** The label column parameter. */
    public Param<String> labelCol() {
        return labelCol;
    }

    /** The prediction column parameter, passed on to the model. */
    @Override
    public Param<String> predictionCol() {
        return predictionCol;
    }

    /** The decision values column parameter, passed on to the model. */
    @Override
    public Param<String> rawPredictionCol() {
        return rawPredictionCol;
    }

    /** The probabilities column parameter, passed on to the model. */
    @Override
    public Param<String> probabilityCol() {
        return probabilityCol;
    }

    /** The learner spec parameter. */
    public Param<String> learner() {
        return learner;
    }

    /** The seed parameter. */
    public LongParam seed() {
        return seed;
    }

    /** The parameter saying whether boosting with stumps fits on feature-partitioned data. */
    public BooleanParam distributed() {
        return distributed;
    }

    /** The number of feature blocks of a distributed fit. */
    public IntParam partitions() {
        return partitions;
    }

    /** Sets whether boosting with stumps fits on feature-partitioned data ({@link DistributedBoosting}). */
    public InfensEstimator setDistributed(boolean value) {
        set(distributed, value);
        return this;
    }

    /**
     * Sets the number of feature blocks of a distributed fit (0: Spark's default parallelism).
     *
     * @throws IllegalArgumentException if it is negative
     */
    public InfensEstimator setPartitions(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("partitions must be >= 0 (0: Spark's default parallelism), got "
                    + value);
        }
        set(partitions, value);
        return this;
    }

    /** Whether boosting fits distributed, as set or by default. */
    public boolean getDistributed() {
        return (Boolean) getOrDefault(distributed);
    }

    /** The number of feature blocks, as set or by default. */
    public int getPartitions() {
        return (Integer) getOrDefault(partitions);
    }

    /** Sets the label column. */
    public InfensEstimator setLabelCol(String name) {
        set(labelCol, name);
        return this;
    }

    /**
     * Sets the learner spec, checked now.
     *
     * @throws IllegalArgumentException if the spec does not parse or names no learner
     */
    public InfensEstimator setLearner(String spec) {
        trainer(spec, DEFAULT_SEED);
        set(learner, spec);
        return this;
    }

    /** The seed set, or the default. */
    public long getSeed() {
        return seedValue();
    }

    /** The learner spec set, or the default. */
    public String getLearner() {
        return getOrDefault(learner);
    }

    private long seedValue() {
        Object s = getOrDefault(seed);
        return (Long) s;
    }

    /** Sets the seed. */
    public InfensEstimator setSeed(long value) {
        set(seed, value);
        return this;
    }

    /** The trainer of {@code spec} with {@code seed}, on the driver's cores (models do not depend on them). */
    private static Trainer<? extends Model> trainer(String spec, long seed) {
        Spec s;
        try {
            s = Spec.parse(spec);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("learner: " + e.getMessage(), e);
        }
        LearnerContext context = new LearnerContext(seed, Runtime.getRuntime().availableProcessors());
        return Learners.isRegression(s) ? Learners.createRegressor(s, context) : Learners.create(s, context);
    }

    /**
     * {@code schema} with the model's output columns appended: the prediction, and for a classifier the decision
     * values and, for a probabilistic one (a {@code calibrated(...)} spec, or {@code svm(probability=1)}), the
     * probabilities.
     *
     * @throws IllegalArgumentException naming the parameter and column if the features column is missing or not of
     *                                  vectors, the label column is missing or not numeric, an output column exists
     *                                  already, or the learner spec is not valid
     */
    @Override
    public StructType transformSchema(StructType schema) {
        SparkData.requireVector(schema, "featuresCol", getOrDefault(featuresCol));
        SparkData.requireNumeric(schema, "labelCol", getOrDefault(labelCol));
        Trainer<? extends Model> t = trainer(getOrDefault(learner), seedValue());
        if (getDistributed()) {
            DistributedBoosting.requireSupported(t);
        }
        boolean regression = Learners.isRegression(Spec.parse(getOrDefault(learner)));
        return InfensModel.outputSchema(schema, !regression, t instanceof CalibratedTrainer, this);
    }

    /**
     * Collects the features and labels to the driver and fits the learner there; or, with {@link #distributed()},
     * fits boosting with stumps on the executors ({@link DistributedBoosting}).
     *
     * @throws IllegalArgumentException on the driver, as {@link #transformSchema}, or naming the column and row of a
     *                                  null vector or a label that is null, NaN or infinite
     */
    @Override
    public InfensModel fit(Dataset<?> dataset) {
        transformSchema(dataset.schema());
        String features = getOrDefault(featuresCol);
        String label = getOrDefault(labelCol);
        if (getDistributed()) {
            Model m = new DistributedBoosting(features, label, getPartitions()).fit(dataset,
                    trainer(getOrDefault(learner), seedValue()));
            return copyValues(new InfensModel(uid, ModelBytes.of(m)), ParamMap.empty()).setParent(this);
        }
        List<Row> rows = dataset.select(col(features), col(label).cast(DataTypes.DoubleType)).collectAsList();
        org.infens.data.Dataset data = SparkData.training(rows, features, label);
        Model m = trainer(getOrDefault(learner), seedValue()).fit(data);
        InfensModel model = new InfensModel(uid, ModelBytes.of(m));
        return copyValues(model, ParamMap.empty()).setParent(this);
    }

    @Override
    public InfensEstimator copy(ParamMap extra) {
        return defaultCopy(extra);
    }

    /** Spark's metadata (the parameters) under the path given to {@code save}. */
    @Override
    public MLWriter write() {
        InfensEstimator self = this;
        return new MLWriter() {
            @Override
            public void saveImpl(String path) {
                Persistence.saveMetadata(self, path, sparkSession());
            }
        };
    }

    /** The reader of saved estimators; Spark's {@code Pipeline.load} finds it by this name. */
    public static MLReader<InfensEstimator> read() {
        return new MLReader<>() {
            @Override
            public InfensEstimator load(String path) {
                JsonNode metadata = Persistence.metadata(path, InfensEstimator.class, sparkSession());
                InfensEstimator e = new InfensEstimator(metadata.get("uid").asText());
                Persistence.loadParams(e, path, metadata);
                return e;
            }
        };
    }

    /**
     * Reads an estimator saved by {@code write().save(path)}.
     *
     * @throws IllegalArgumentException naming the file if the directory does not hold a saved InfensEstimator
     */
    public static InfensEstimator load(String path) {
        return read().load(path);
    }
}

package org.infens.spark;

import static org.apache.spark.sql.functions.col;

import java.util.Objects;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.storage.StorageLevel;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.boost.AdaBoostModel;
import org.infens.boost.AdaBoostParams;
import org.infens.boost.AdaBoostTrainer;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.ColumnGenerationParams;
import org.infens.boost.ColumnGenerationTrainer;
import org.infens.boost.ColumnOracle;
import org.infens.boost.LpBoostModel;
import org.infens.boost.LpBoostParams;
import org.infens.boost.LpBoostTrainer;
import org.infens.boost.WeakHypothesis;
import org.infens.boost.WeakLearnerFamily;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.data.Quote;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Exact boosting with decision stumps on a data set that no single executor holds: AdaBoost-Stump (Lin 2005,
 * Algorithm 1; Lin &amp; Li 2008, Sec. 7), LPBoost-Stump (Demiriz, Bennett &amp; Shawe-Taylor 2002; Lin 2005,
 * Algorithm 2) and CGEns with stumps (Shen &amp; Liu 2014, Sec. IV and VI), fitting the model the local trainer fits on
 * the same rows with the same spec and seed: the same model file, byte for byte ({@code DistributedBoostingTest}),
 * whatever the number of partitions.
 *
 * <p>The design (issue 21, point 3):
 * <ul>
 *   <li><b>Partitioned by feature.</b> The rows are numbered in the DataFrame's order (the order {@link SparkData}
 *       and so {@code InfensEstimator} give them) and the executors hold B blocks of whole columns, block b the
 *       consecutive features [b d / B, (b + 1) d / B), each column sorted by value once, cached in memory
 *       ({@link FeatureBlocks}). A stump reads one feature, so the exact best stump of a block is found where the
 *       block is, by the local trainer's own search ({@link org.infens.learner.StumpSearch#ofColumns}); by row,
 *       every candidate threshold's weighted sums would have to be merged across partitions instead.</li>
 *   <li><b>The driver holds O(N):</b> the labels ({@link StreamedLabels}: the rows stream through it once, for the
 *       checks and the data set's fingerprint, which the model records), the loop's weights, and for LPBoost and
 *       CGEns the chosen columns' N outputs in the master problem; never the N x d features.</li>
 *   <li><b>One round:</b> one job over the blocks returns each block's best stump, the driver takes the best with
 *       the local search's tie rule (the constant hypothesis, then the lowest feature, then the lowest threshold:
 *       {@link Candidate}), and a job on the block holding its feature returns its N outputs as a bit set. LPBoost
 *       and CGEns broadcast their dual weights (8 N bytes; they change arbitrarily from one master solution to the
 *       next) to a {@link ColumnOracle#stumps(LabelledRows, org.infens.learner.StumpColumns)} or
 *       {@link WeakLearnerFamily#stumps} over the blocks, the same oracle the local trainer uses over its own
 *       columns. AdaBoost instead keeps a copy of its distribution in every block and broadcasts only the last
 *       stump's outputs (N / 8 bytes) and weight, each block reweighting its copy with the loop's own arithmetic
 *       ({@link ExecutorRounds}: the choice, its recovery from a lost block, and the measurement behind it).</li>
 *   <li><b>Only what the local trainers do with stumps on two classes:</b> {@code adaboost(base=stump, T=...)}
 *       (not {@code T=cv}, whose folds refit on the features), {@code lpboost(base=stump, ...)},
 *       {@code cgens(weak=stump, ...)}. Any other learner is refused with an {@link IllegalArgumentException} naming
 *       it, as are more than two classes.</li>
 * </ul>
 *
 * <p>Bad input is reported on the driver as {@code InfensEstimator} reports it: a missing column, a features column
 * that is not of vectors, a label column that is not numeric, a null vector or label, a NaN or infinite value, as an
 * {@link IllegalArgumentException} naming the column (and the row). The DataFrame is computed three times (the
 * summary, the stream through the driver, the blocks), so it is persisted for the duration of the build: it must
 * give the same rows in the same order whenever it is computed.
 *
 * <p>Immutable; one fit per call.
 */
public final class DistributedBoosting {
    private final String featuresCol;
    private final String labelCol;
    private final int partitions;

    /** On columns {@code features} and {@code label}, with Spark's default parallelism of feature blocks. */
    public DistributedBoosting() {
        this(StageParams.FEATURES, StageParams.LABEL, 0);
    }

    /**
     * On the given columns and number of feature blocks.
     *
     * @param featuresCol the column of Spark ML vectors, read by position
     * @param labelCol    the numeric label column (two classes)
     * @param partitions  the number of feature blocks (Spark partitions) B, or 0 for Spark's default parallelism;
     *                    at most one per feature (more are taken as one per feature); the model does not depend on
     *                    it
     * @throws IllegalArgumentException if {@code partitions} is negative
     */
    public DistributedBoosting(String featuresCol, String labelCol, int partitions) {
        this.featuresCol = Objects.requireNonNull(featuresCol, "featuresCol");
        this.labelCol = Objects.requireNonNull(labelCol, "labelCol");
        if (partitions < 0) {
            throw new IllegalArgumentException("partitions must be >= 0 (0: Spark's default parallelism), got "
                    + partitions);
        }
        this.partitions = partitions;
    }

    /**
     * Whether {@code trainer} is one this class fits: AdaBoost with a fixed T or LPBoost over the stump learner, or
     * CGEns with the stump family.
     */
    public static boolean supports(Trainer<?> trainer) {
        return unsupported(trainer) == null;
    }

    /**
     * Refuses a trainer this class does not fit.
     *
     * @throws IllegalArgumentException naming the learner and what is supported
     */
    public static void requireSupported(Trainer<?> trainer) {
        String why = unsupported(trainer);
        if (why != null) {
            throw new IllegalArgumentException("learner: " + why);
        }
    }

    /** Why {@code trainer} is not supported, or null. */
    private static String unsupported(Trainer<?> trainer) {
        Objects.requireNonNull(trainer, "trainer");
        String spec = Quote.of(trainer.spec().toString());
        if (trainer instanceof AdaBoostTrainer a) {
            if (!isStump(a.spec())) {
                return spec + ": distributed boosting searches decision stumps only (base=stump)";
            }
            if (a.params().selectRounds()) {
                return spec + ": T=cv refits on folds of the features; distributed boosting needs T as a number";
            }
            return null;
        }
        if (trainer instanceof LpBoostTrainer l) {
            return isStump(l.spec()) ? null : spec + ": distributed boosting searches decision stumps only"
                    + " (base=stump)";
        }
        if (trainer instanceof ColumnGenerationTrainer c) {
            return c.params().weak() == WeakHypothesis.Kind.STUMP ? null : spec + ": distributed boosting searches"
                    + " decision stumps only (weak=stump)";
        }
        return spec + " is not fitted by distributed boosting, which fits adaboost(base=stump, T=...),"
                + " lpboost(base=stump, ...) and cgens(weak=stump, ...)";
    }

    private static boolean isStump(Spec boosting) {
        return boosting.spec("base").toString().equals(DecisionStumpTrainer.SPEC);
    }

    /**
     * Fits the learner spec {@code learner} (as {@code infens fit --learner} takes it) with {@code seed} on the
     * DataFrame's columns.
     *
     * @throws IllegalArgumentException naming the learner if the spec is invalid or not supported, or naming the
     *                                  column as the class comment says
     */
    public Model fit(org.apache.spark.sql.Dataset<?> data, String learner, long seed) {
        Spec s;
        try {
            s = Spec.parse(learner);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("learner: " + e.getMessage(), e);
        }
        if (Learners.isRegression(s)) {
            throw new IllegalArgumentException("learner: " + Quote.of(learner) + " is a regression learner; "
                    + unsupported(Learners.createRegressor(s, new LearnerContext(seed, 1))));
        }
        return fit(data, Learners.create(s, new LearnerContext(seed, 1)));
    }

    /**
     * Fits {@code trainer} (with its seed) on the DataFrame's columns.
     *
     * @throws IllegalArgumentException naming the learner if it is not supported, or naming the column as the class
     *                                  comment says
     */
    public Model fit(org.apache.spark.sql.Dataset<?> data, Trainer<?> trainer) {
        requireSupported(trainer);
        Held held = hold(data, rows -> requireBinary(trainer, rows, "labelCol: column " + Quote.of(labelCol)));
        try (FeatureBlocks blocks = held.blocks()) {
            return fit(trainer, held.rows(), null, blocks, false);
        }
    }

    /** A DataFrame's rows as the driver holds them and its features in blocks on the executors. */
    record Held(LabelledRows rows, FeatureBlocks blocks) {
    }

    /**
     * The DataFrame's labels on the driver ({@link StreamedLabels}) and its features in blocks ({@link FeatureBlocks},
     * for the caller to close), after {@code check} has accepted the labels; the selected columns are persisted for
     * the passes.
     */
    Held hold(org.apache.spark.sql.Dataset<?> data, Consumer<LabelledRows> check) {
        SparkData.requireVector(data.schema(), "featuresCol", featuresCol);
        SparkData.requireNumeric(data.schema(), "labelCol", labelCol);
        JavaRDD<Row> input = data.select(col(featuresCol), col(labelCol).cast(DataTypes.DoubleType)).javaRDD()
                .persist(StorageLevel.MEMORY_AND_DISK());
        try {
            StreamedLabels labels = StreamedLabels.of(input, featuresCol, labelCol);
            LabelledRows rows = labels.rows();
            check.accept(rows);
            JavaSparkContext context = JavaSparkContext.fromSparkContext(data.sparkSession().sparkContext());
            return new Held(rows, FeatureBlocks.of(context, input, labels.offsets(), rows.size(), rows.dimension(),
                    partitions));
        } finally {
            input.unpersist(false);
        }
    }

    /**
     * Fits {@code trainer} on {@code data}, which this driver holds (read by {@code bin/infens-spark fit}): its
     * columns go to the executors, one block per partition, and the driver keeps the data set as its labels.
     *
     * @throws IllegalArgumentException naming the learner if it is not supported or the data has not 2 classes
     */
    public Model fit(SparkSession spark, Dataset data, Trainer<?> trainer) {
        requireSupported(trainer);
        requireBinary(trainer, data, "the data");
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        try (FeatureBlocks blocks = FeatureBlocks.of(context, data, partitions)) {
            return fit(trainer, data, WeightedTrainer.weightsOf(data), blocks, false);
        }
    }

    /** AdaBoost-Stump with {@code params} (a fixed T) and {@code seed} on the DataFrame's columns. */
    public AdaBoostModel adaBoost(org.apache.spark.sql.Dataset<?> data, AdaBoostParams params, long seed) {
        return (AdaBoostModel) fit(data, new AdaBoostTrainer(new DecisionStumpTrainer(), DecisionStumpTrainer.SPEC,
                params, seed, 1));
    }

    /** LPBoost-Stump with {@code params} and {@code seed} on the DataFrame's columns. */
    public LpBoostModel lpBoost(org.apache.spark.sql.Dataset<?> data, LpBoostParams params, long seed) {
        return (LpBoostModel) fit(data, new LpBoostTrainer(new DecisionStumpTrainer(), DecisionStumpTrainer.SPEC,
                params, seed));
    }

    /** CGEns with stumps with {@code params} (the seed among them) on the DataFrame's columns. */
    public ColumnGenerationModel cgens(org.apache.spark.sql.Dataset<?> data, ColumnGenerationParams params) {
        return (ColumnGenerationModel) fit(data, new ColumnGenerationTrainer(params));
    }

    /**
     * Fits a supported trainer on the rows {@code rows} whose features are {@code blocks}.
     *
     * @param checkCopies whether AdaBoost's blocks check their copies of the distribution against the driver's
     */
    static Model fit(Trainer<?> trainer, LabelledRows rows, double[] weights, FeatureBlocks blocks,
                     boolean checkCopies) {
        if (trainer instanceof AdaBoostTrainer a) {
            return a.fit(rows, weights, new ExecutorRounds(blocks, rows, checkCopies));
        }
        if (trainer instanceof LpBoostTrainer l) {
            return l.fit(rows, weights, ColumnOracle.stumps(rows, blocks));
        }
        return ((ColumnGenerationTrainer) trainer).fit(rows, WeakLearnerFamily.stumps(blocks));
    }

    /** Refuses rows without exactly 2 classes, naming the learner and {@code what} holds the labels. */
    private static void requireBinary(Trainer<?> trainer, LabelledRows rows, String what) {
        if (rows.classCount() != 2) {
            throw new IllegalArgumentException(trainer.spec().name() + ": distributed boosting separates 2 classes; "
                    + what + " has " + rows.classCount() + (rows.classCount() == 0 ? "" : " " + rows.labels().names()));
        }
    }
}

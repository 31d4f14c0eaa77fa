package org.infens.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.ml.linalg.SQLDataTypes;
import org.apache.spark.ml.linalg.Vectors;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.boost.AdaBoostModel;
import org.infens.boost.AdaBoostParams;
import org.infens.boost.AdaBoostTrainer;
import org.infens.cli.Engine;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.data.LibsvmFormat;
import org.infens.data.Synthetic;
import org.infens.learner.DecisionStumpModel;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link DistributedBoosting} fits the local trainer's model: AdaBoost-Stump, LPBoost-Stump and CGEns with stumps on
 * heart (bundled, read by Spark's own libsvm source) and a twonorm sample (Breiman's generator, written as a LIBSVM
 * file, read back by infens-core's reader as the reference and given to Spark as a DataFrame of 3 input partitions),
 * with 1, 2, 3 and d feature blocks (one feature each): the model file equals the one {@link Learners} fits to the
 * file read by infens-core, byte for byte, and so do the predictions; ties between identical features go to the
 * lower one as locally; a block that loses its copy of AdaBoost's weights is brought back; bad input is an
 * {@link IllegalArgumentException} naming the column or the learner.
 */
class DistributedBoostingTest {
    private static final String[] SPECS = {"adaboost(base=stump, T=8)", "lpboost(base=stump, C=0.1, columns=8)",
        "cgens(weak=stump, C=0.5, J=8)"};

    @TempDir
    static Path dir;
    private static org.apache.spark.sql.Dataset<Row> heart;
    private static org.apache.spark.sql.Dataset<Row> twonorm;
    private static Dataset twonormLocal;

    @BeforeAll
    static void read() throws IOException {
        heart = SparkTestData.libsvm("heart", dir).cache();
        Path file = dir.resolve("twonorm.libsvm");
        LibsvmFormat.write(Synthetic.Problem.TWONORM.generate(150, 8, 11), file);
        twonormLocal = LibsvmFormat.read(file);
        twonorm = frame(twonormLocal, 3).cache();
    }

    /** {@code data}'s rows as a DataFrame of dense vectors and numeric labels in {@code parts} ordered partitions. */
    static org.apache.spark.sql.Dataset<Row> frame(Dataset data, int parts) {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < data.size(); i++) {
            rows.add(RowFactory.create(Vectors.dense(data.row(i)),
                    Double.parseDouble(data.labels().name(data.classOf(i)))));
        }
        StructType schema = new StructType().add("features", SQLDataTypes.VectorType()).add("label",
                DataTypes.DoubleType);
        JavaRDD<Row> rdd = JavaSparkContext.fromSparkContext(SparkTestSession.get().sparkContext())
                .parallelize(rows, parts);
        return SparkTestSession.get().createDataFrame(rdd, schema);
    }

    static byte[] file(Model m) {
        try {
            return InfensEstimatorTest.file(m);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Model local(String spec, long seed, Dataset data) {
        return Learners.create(Spec.parse(spec), new LearnerContext(seed, 1)).fit(data);
    }

    /**
     * The three learners on each data set and number of blocks, the blocks built once for the three
     * ({@link DistributedBoosting#hold}, what every fit from a DataFrame does first), AdaBoost's blocks checking
     * their copies of the weights against the driver's every round; and the public entry points once.
     */
    @Test
    void modelFilesEqualTheLocalTrainersOnHeartAndTwonormWithAnyNumberOfBlocks() {
        Dataset heartLocal = BundledData.load("heart");
        List<Object[]> sets = List.of(new Object[] {"heart", heart, heartLocal},
                new Object[] {"twonorm", twonorm, twonormLocal});
        for (Object[] set : sets) {
            Dataset local = (Dataset) set[2];
            List<byte[]> expected = new ArrayList<>();
            for (String spec : SPECS) {
                expected.add(file(local(spec, 3, local)));
            }
            for (int blocks : new int[] {1, 2, 3, local.dimension()}) {
                DistributedBoosting.Held held = new DistributedBoosting("features", "label", blocks)
                        .hold((org.apache.spark.sql.Dataset<?>) set[1], rows -> { });
                try (FeatureBlocks b = held.blocks()) {
                    assertEquals(blocks, b.blockCount());
                    for (int k = 0; k < SPECS.length; k++) {
                        assertArrayEquals(expected.get(k), file(DistributedBoosting.fit(trainer(SPECS[k], 3),
                                held.rows(), null, b, true)), SPECS[k] + " on " + set[0] + ", " + blocks + " blocks");
                    }
                }
            }
        }
        assertArrayEquals(file(local(SPECS[1], 2, twonormLocal)), file(new DistributedBoosting().fit(twonorm,
                SPECS[1], 2)));
        AdaBoostModel ada = new DistributedBoosting("features", "label", 2).adaBoost(twonorm,
                AdaBoostParams.fixed(10), 8);
        assertArrayEquals(file(local("adaboost(base=stump, T=10)", 8, twonormLocal)), file(ada));
    }

    /**
     * Through {@link InfensEstimator} with {@code distributed=true}: the model scores every row as the local model
     * does, prediction and decision values bit for bit.
     */
    @Test
    void theEstimatorFitsDistributedAndPredictsAsTheLocalModel() {
        Classifier expected = (Classifier) local(SPECS[0], 5, twonormLocal);
        InfensModel model = new InfensEstimator().setLearner(SPECS[0]).setSeed(5).setDistributed(true)
                .setPartitions(3).fit(twonorm);
        assertArrayEquals(file(expected), file(model.infensModel()));
        InfensEstimatorTest.assertScoresLocal(expected, model.transform(twonorm).collectAsList(), twonormLocal);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new InfensEstimator()
                .setLearner("svm(kernel=stump)").setDistributed(true).fit(twonorm));
        assertTrue(e.getMessage().startsWith("learner: 'svm(kernel=stump"), e.getMessage());
    }

    /**
     * Features 0, 1, 2 of twonorm repeated as features 3, 4, 5: every stump on a repeated feature ties with the
     * original's, and the local search takes the lower feature (AdaBoost's members use none of 3, 4, 5). With one
     * feature per block the ties are between blocks; the distributed fits write the same files.
     */
    @Test
    void tiesBetweenIdenticalFeaturesInDifferentBlocksGoToTheLowerFeature() {
        int n = twonormLocal.size();
        double[] x = new double[n * 6];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < 6; f++) {
                x[i * 6 + f] = twonormLocal.get(i, f % 3);
            }
        }
        Dataset repeated = Dataset.dense(x, 6, twonormLocal.classIndices(), twonormLocal.labels(), null);
        org.apache.spark.sql.Dataset<Row> df = frame(repeated, 2);
        for (String spec : SPECS) {
            Model expected = local(spec, 1, repeated);
            assertArrayEquals(file(expected), file(new DistributedBoosting("features", "label", 6).fit(df, spec, 1)),
                    spec);
        }
        AdaBoostModel ada = (AdaBoostModel) local(SPECS[0], 1, repeated);
        for (Classifier h : ada.members()) {
            assertTrue(((DecisionStumpModel) h).feature() < 3, h.toString());
        }
    }

    /**
     * A lost block (its cache dropped after round 4: rebuilt without AdaBoost's copy of the weights) makes the
     * driver broadcast U_t once more, and the model is the same; every round, every block's copy of U_t equals the
     * driver's (the blocks return its hash).
     */
    @Test
    void aBlockThatLostItsWeightsIsBroughtBackAndEveryCopyEqualsTheDriversWeights() {
        AdaBoostTrainer trainer = new AdaBoostTrainer(new DecisionStumpTrainer(), "stump", AdaBoostParams.fixed(12),
                4, 1);
        byte[] expected = file(trainer.fit(twonormLocal));
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkTestSession.get().sparkContext());
        LabelledRows rows = LabelledRows.of(twonormLocal.labels(), twonormLocal.classIndices(),
                twonormLocal.dimension(), List.of(), twonormLocal.fingerprint());
        try (FeatureBlocks blocks = FeatureBlocks.of(context, twonormLocal, 3)) {
            ExecutorRounds executors = new ExecutorRounds(blocks, rows, true);
            int[] round = {0};
            AdaBoostTrainer.Rounds losing = new AdaBoostTrainer.Rounds() {
                @Override
                public Classifier next(double[] distribution, long seed, int[] classes) {
                    if (round[0]++ == 5) {
                        blocks.forget();
                    }
                    return executors.next(distribution, seed, classes);
                }

                @Override
                public void reweighted(double alpha) {
                    executors.reweighted(alpha);
                }
            };
            assertArrayEquals(expected, file(trainer.fit(rows, null, losing)));
            assertEquals(2, executors.fullBroadcasts());
        }
        try (FeatureBlocks blocks = FeatureBlocks.of(context, twonormLocal, 2)) {
            ExecutorRounds executors = new ExecutorRounds(blocks, rows, true);
            assertArrayEquals(expected, file(trainer.fit(rows, null, executors)));
            assertEquals(1, executors.fullBroadcasts());
        }
    }

    /**
     * {@code bin/infens-spark fit} prints and writes what {@code infens fit} does (the times aside), the data read by
     * the driver and its columns sent to the blocks ({@link FeatureBlocks#of(JavaSparkContext, Dataset, int)}).
     */
    @Test
    void theCommandLineFitWritesTheLocalModelFile() throws IOException {
        Path local = dir.resolve("local.model");
        Path spark = dir.resolve("spark.model");
        for (String spec : new String[] {SPECS[0], SPECS[2]}) {
            String a = run(Engine.LOCAL, "fit", "--learner", spec, "heart", local.toString());
            String b = run(new SparkEngine(SparkTestSession.get(), 3), "fit", "--learner", spec, "heart",
                    spark.toString());
            assertEquals(a.replace(local.toString(), "M"), b.replace(spark.toString(), "M"), spec);
            assertArrayEquals(Files.readAllBytes(local), Files.readAllBytes(spark), spec);
        }
    }

    private static String run(Engine engine, String... args) {
        return SparkEngineTest.run(engine, args).replaceAll("Training time = \\S+ s", "");
    }

    @Test
    void badInputIsAnIllegalArgumentNamingTheColumnOrTheLearner() {
        DistributedBoosting boosting = new DistributedBoosting("features", "label", 2);
        assertMessage("featuresCol: no column 'x'", () -> new DistributedBoosting("x", "label", 2)
                .fit(heart, SPECS[0], 1));
        assertMessage("labelCol: no column 'y'", () -> new DistributedBoosting("features", "y", 2)
                .fit(heart, SPECS[0], 1));
        assertMessage("featuresCol: column 'label' must hold Spark ML vectors", () -> new DistributedBoosting(
                "label", "label", 2).fit(heart, SPECS[0], 1));
        org.apache.spark.sql.Dataset<Row> iris = SparkTestData.libsvm("iris", dir);
        assertMessage("adaboost: distributed boosting separates 2 classes; labelCol: column 'label' has 3",
                () -> boosting.fit(iris, SPECS[0], 1));
        assertMessage("learner: 'adaboost(base=c45", () -> boosting.fit(heart, "adaboost(base=c45, T=5)", 1));
        assertMessage("T=cv", () -> boosting.fit(heart, "adaboost(T=cv)", 1));
        assertMessage("learner: 'lpboost(base=perceptron", () -> boosting.fit(heart, "lpboost(base=perceptron)", 1));
        assertMessage("weak=stump", () -> boosting.fit(heart, "cgens(weak=perceptron)", 1));
        assertMessage("learner: 'svm(", () -> boosting.fit(heart, "svm", 1));
        assertMessage("learner: ", () -> boosting.fit(heart, "adaboost(T=", 1));
        assertMessage("partitions must be >= 0", () -> new DistributedBoosting("features", "label", -1));
        StructType schema = new StructType().add("features", SQLDataTypes.VectorType()).add("label",
                DataTypes.DoubleType);
        JavaSparkContext context = JavaSparkContext.fromSparkContext(SparkTestSession.get().sparkContext());
        org.apache.spark.sql.Dataset<Row> nan = SparkTestSession.get().createDataFrame(context.parallelize(List.of(
                RowFactory.create(Vectors.dense(1, 2), 1.0), RowFactory.create(Vectors.dense(3, Double.NaN), 2.0)),
                2), schema);
        assertMessage("featuresCol: column 'features': feature 1 of row 1 is NaN", () -> boosting.fit(nan, SPECS[0],
                1));
        org.apache.spark.sql.Dataset<Row> nullLabel = SparkTestSession.get().createDataFrame(context.parallelize(
                List.of(RowFactory.create(Vectors.dense(1, 2), 1.0), RowFactory.create(Vectors.dense(3, 4), null)),
                2), schema);
        assertMessage("labelCol: column 'label' is null in row 1", () -> boosting.fit(nullLabel, SPECS[0], 1));
    }

    private static void assertMessage(String part, org.junit.jupiter.api.function.Executable call) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    /** The trainer a spec makes, for {@link DistributedBoosting#supports}. */
    @Test
    void supportsBoostingWithStumpsOnly() {
        for (String spec : SPECS) {
            assertTrue(DistributedBoosting.supports(trainer(spec)), spec);
        }
        for (String spec : new String[] {"adaboost(base=c45)", "adaboost(T=cv)", "lpboost(base=perceptron)",
            "cgens(weak=fourier(sigma=1))", "svm", "random-forest"}) {
            assertTrue(!DistributedBoosting.supports(trainer(spec)), spec);
        }
    }

    private static Trainer<?> trainer(String spec) {
        return trainer(spec, 1);
    }

    private static Trainer<?> trainer(String spec, long seed) {
        return Learners.create(Spec.parse(spec), new LearnerContext(seed, 1));
    }
}

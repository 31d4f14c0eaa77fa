package org.infens.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.ProbabilisticClassifier;
import org.infens.Regressor;
import org.infens.data.BundledData;
import org.infens.io.ModelCodec;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The estimator fits the model the local trainer fits on the same file, and the model scores on the executors what
 * it scores locally, bit for bit, with 1, 2 and 3 partitions. The reference is independent of the module's code:
 * the bundled file read by infens-core's LIBSVM reader and fitted by {@link Learners} with the same spec and seed;
 * the DataFrame is the same file read by Spark's own libsvm data source.
 */
class InfensEstimatorTest {
    @TempDir
    static Path dir;
    private static Dataset<Row> heart;
    private static Dataset<Row> iris;

    @BeforeAll
    static void read() {
        heart = SparkTestData.libsvm("heart", dir).cache();
        iris = SparkTestData.libsvm("iris", dir).cache();
    }

    static byte[] file(Model m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        return out.toByteArray();
    }

    static Model local(String spec, long seed, String data) {
        Spec s = Spec.parse(spec);
        LearnerContext c = new LearnerContext(seed, 1);
        org.infens.data.Dataset d = BundledData.load(data);
        return Learners.isRegression(s) ? Learners.createRegressor(s, c).fit(d) : Learners.create(s, c).fit(d);
    }

    /** Predictions of {@code model} on {@code df} split into {@code partitions}, in file order. */
    static List<Row> scored(InfensModel model, Dataset<Row> df, int partitions) {
        Dataset<Row> out = model.transform(df.repartition(partitions));
        assertEquals(partitions, out.rdd().getNumPartitions());
        return out.orderBy("id").collectAsList();
    }

    /** Each row's prediction, decision values and probabilities equal the local model's on the bundled file. */
    static void assertScoresLocal(Classifier expected, List<Row> rows, String data) {
        assertScoresLocal(expected, rows, BundledData.load(data));
    }

    /** Each row's prediction, decision values and probabilities equal the local model's on {@code d}'s rows. */
    static void assertScoresLocal(Classifier expected, List<Row> rows, org.infens.data.Dataset d) {
        List<Prediction> local = expected.predictAll(d, 1);
        assertEquals(local.size(), rows.size());
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            Prediction p = local.get(i);
            assertEquals(Double.parseDouble(expected.labels().name(p.classIndex())),
                    r.getDouble(r.fieldIndex("prediction")), "row " + i);
            assertArrayEquals(p.decisionValues(), ((Vector) r.get(r.fieldIndex("rawPrediction"))).toArray(),
                    "row " + i);
            if (p.hasProbabilities()) {
                assertArrayEquals(p.probabilities(), ((Vector) r.get(r.fieldIndex("probability"))).toArray(),
                        "row " + i);
            }
        }
    }

    @Test
    void binarySvmIsTheLocalModelAndScoresAsLocallyOnAnyPartitioning() throws IOException {
        String spec = "svm(kernel=stump, C=0.5)";
        InfensModel model = new InfensEstimator().setLearner(spec).setSeed(7).fit(heart);
        Model expected = local(spec, 7, "heart");
        assertArrayEquals(file(expected), file(model.infensModel()));
        for (int partitions = 1; partitions <= 3; partitions++) {
            List<Row> rows = scored(model, heart, partitions);
            assertScoresLocal((Classifier) expected, rows, "heart");
            assertFalse(rows.get(0).schema().getFieldIndex("probability").isDefined());
        }
    }

    @Test
    void ensembleIsTheLocalModelForEachSeed() throws IOException {
        String spec = "adaboost(base=stump, T=20)";
        for (long seed : new long[] {1, 2}) {
            InfensModel model = new InfensEstimator().setLearner(spec).setSeed(seed).fit(heart);
            assertArrayEquals(file(local(spec, seed, "heart")), file(model.infensModel()));
        }
    }

    @Test
    void multiClassProbabilitiesAsLocally() throws IOException {
        String spec = "svm(kernel=rbf(gamma=0.5), C=2, probability=1)";
        InfensEstimator estimator = new InfensEstimator().setLearner(spec);
        assertTrue(estimator.transformSchema(iris.schema()).getFieldIndex("probability").isDefined());
        InfensModel model = estimator.fit(iris);
        Model expected = local(spec, InfensEstimator.DEFAULT_SEED, "iris");
        assertInstanceOf(ProbabilisticClassifier.class, model.infensModel());
        assertArrayEquals(file(expected), file(model.infensModel()));
        for (int partitions = 1; partitions <= 3; partitions++) {
            assertScoresLocal((Classifier) expected, scored(model, iris, partitions), "iris");
        }
    }

    @Test
    void regressionReadsTheLabelsAsTargets(@TempDir Path tmp) throws IOException {
        Dataset<Row> concrete = SparkTestData.libsvm("concrete", tmp);
        String spec = "svm(type=epsilon-svr, kernel=rbf(gamma=0.125), C=4, epsilon=0.5)";
        InfensModel model = new InfensEstimator().setLearner(spec).fit(concrete);
        Regressor expected = (Regressor) local(spec, InfensEstimator.DEFAULT_SEED, "concrete");
        assertArrayEquals(file(expected), file(model.infensModel()));
        double[] values = expected.predictAll(BundledData.load("concrete"), 1);
        for (int partitions : new int[] {1, 3}) {
            List<Row> rows = scored(model, concrete, partitions);
            assertFalse(rows.get(0).schema().getFieldIndex("rawPrediction").isDefined());
            for (int i = 0; i < values.length; i++) {
                assertEquals(values[i], rows.get(i).getDouble(rows.get(i).fieldIndex("prediction")), "row " + i);
            }
        }
    }
}

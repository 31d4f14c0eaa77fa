package org.infens.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.lit;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.ml.Pipeline;
import org.apache.spark.ml.PipelineModel;
import org.apache.spark.ml.PipelineStage;
import org.apache.spark.ml.evaluation.MulticlassClassificationEvaluator;
import org.apache.spark.ml.param.ParamMap;
import org.apache.spark.ml.tuning.CrossValidator;
import org.apache.spark.ml.tuning.CrossValidatorModel;
import org.apache.spark.ml.tuning.ParamGridBuilder;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.data.BundledData;
import org.infens.data.LibsvmFormat;
import org.infens.io.ModelCodec;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import scala.jdk.javaapi.CollectionConverters;

/**
 * ML persistence, use in a {@link Pipeline} and in Spark's {@link CrossValidator}, and the driver-side errors for bad
 * input. Cross-validation is checked against a local fold loop on the same folds (Spark's {@code foldCol}): each
 * fold's training rows written as a LIBSVM file and read back by infens-core's reader (the model {@code infens fit}
 * makes of that file), accuracy counted by hand.
 */
class PipelineAndPersistenceTest {
    @TempDir
    static Path dir;
    private static Dataset<Row> heart;

    @BeforeAll
    static void read() {
        heart = SparkTestData.libsvm("heart", dir).cache();
    }

    @Test
    void savedModelHoldsTheInfensModelFileAndItsParams() throws IOException {
        InfensModel model = new InfensEstimator().setLearner("svm(kernel=rbf(gamma=0.1), C=2)").fit(heart)
                .setPredictionCol("predicted");
        Path saved = dir.resolve("model");
        model.write().save(saved.toString());
        // the file infens predict -m reads, the same bytes as the model's own file
        assertArrayEquals(InfensEstimatorTest.file(model.infensModel()),
                Files.readAllBytes(saved.resolve("data/model.json")));
        assertArrayEquals(InfensEstimatorTest.file(model.infensModel()),
                InfensEstimatorTest.file(ModelCodec.read(saved.resolve("data/model.json"))));
        InfensModel loaded = InfensModel.load(saved.toString());
        assertEquals(model.uid(), loaded.uid());
        assertEquals("predicted", loaded.getOrDefault(loaded.predictionCol()));
        List<Row> before = model.transform(heart).orderBy("id").select("predicted", "rawPrediction").collectAsList();
        List<Row> after = loaded.transform(heart).orderBy("id").select("predicted", "rawPrediction").collectAsList();
        assertEquals(before, after);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> InfensModel.load(dir.resolve("nothing").toString()));
        assertTrue(e.getMessage().contains("nothing/metadata/part-00000"), e.getMessage());
    }

    @Test
    void pipelineFitsSavesAndLoads() throws IOException {
        InfensEstimator estimator = new InfensEstimator().setLearner("adaboost(base=stump, T=10)").setSeed(3);
        Pipeline pipeline = new Pipeline().setStages(new PipelineStage[] {estimator});
        Path savedPipeline = dir.resolve("pipeline");
        pipeline.write().save(savedPipeline.toString());
        InfensEstimator reloaded = (InfensEstimator) Pipeline.load(savedPipeline.toString()).getStages()[0];
        assertEquals("adaboost(base=stump, T=10)", reloaded.getLearner());
        assertEquals(3L, reloaded.getSeed());

        PipelineModel fitted = pipeline.fit(heart);
        Path savedModel = dir.resolve("pipeline-model");
        fitted.write().save(savedModel.toString());
        PipelineModel loaded = PipelineModel.load(savedModel.toString());
        InfensModel stage = (InfensModel) loaded.stages()[0];
        assertArrayEquals(InfensEstimatorTest.file(InfensEstimatorTest.local("adaboost(base=stump, T=10)", 3,
                "heart")), InfensEstimatorTest.file(stage.infensModel()));
        assertEquals(fitted.transform(heart).orderBy("id").select("prediction").collectAsList(),
                loaded.transform(heart).orderBy("id").select("prediction").collectAsList());
    }

    @Test
    void crossValidatorOverSpecsAgreesWithALocalFoldLoop() throws IOException {
        int k = 3;
        Dataset<Row> data = heart.withColumn("fold", col("id").mod(lit(k)).cast("int"));
        InfensEstimator estimator = new InfensEstimator();
        String[] specs = {"svm(kernel=stump, C=0.01)", "svm(kernel=stump, C=1)", "svm(kernel=rbf(gamma=4), C=1)"};
        ParamMap[] grid = new ParamGridBuilder()
                .addGrid(estimator.learner(), CollectionConverters.asScala(List.of(specs)).toSeq()).build();
        CrossValidatorModel cv = new CrossValidator().setEstimator(estimator).setEstimatorParamMaps(grid)
                .setEvaluator(new MulticlassClassificationEvaluator().setMetricName("accuracy"))
                .setNumFolds(k).setFoldCol("fold").fit(data);

        org.infens.data.Dataset all = BundledData.load("heart");
        double[] expected = new double[specs.length];
        int best = 0;
        for (int s = 0; s < specs.length; s++) {
            String spec = String.valueOf(grid[s].apply(estimator.learner()));
            double sum = 0;
            for (int f = 0; f < k; f++) {
                List<Integer> train = new ArrayList<>();
                List<Integer> test = new ArrayList<>();
                for (int i = 0; i < all.size(); i++) {
                    (i % k == f ? test : train).add(i);
                }
                Classifier m = Learners.create(spec, new LearnerContext(InfensEstimator.DEFAULT_SEED, 1))
                        .fit(asFile(all.view(ints(train))));
                org.infens.data.Dataset validation = all.view(ints(test));
                List<Prediction> p = m.predictAll(validation, 1);
                int correct = 0;
                for (int i = 0; i < p.size(); i++) {
                    correct += m.labels().name(p.get(i).classIndex()).equals(
                            validation.labels().name(validation.classOf(i))) ? 1 : 0;
                }
                sum += correct / (double) p.size();
            }
            expected[s] = sum / k;
            best = expected[s] > expected[best] ? s : best;
        }
        assertArrayEquals(expected, cv.avgMetrics(), 1e-12);
        InfensModel chosen = (InfensModel) cv.bestModel();
        String bestSpec = String.valueOf(grid[best].apply(estimator.learner()));
        assertArrayEquals(InfensEstimatorTest.file(InfensEstimatorTest.local(bestSpec, 1, "heart")),
                InfensEstimatorTest.file(chosen.infensModel()));
    }

    /** {@code data} written as a LIBSVM file and read back: labels ordered by first appearance in these rows. */
    private static org.infens.data.Dataset asFile(org.infens.data.Dataset data) throws IOException {
        StringWriter w = new StringWriter();
        LibsvmFormat.write(data, w);
        return LibsvmFormat.read(new StringReader(w.toString()), "fold").withDimension(data.dimension());
    }

    private static int[] ints(List<Integer> list) {
        return list.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void badInputIsNamedOnTheDriver() {
        InfensEstimator estimator = new InfensEstimator();
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> estimator.copy(ParamMap.empty()).setLabelCol("target").fit(heart));
        assertTrue(missing.getMessage().startsWith("labelCol: no column 'target' in the DataFrame; its columns:"),
                missing.getMessage());
        IllegalArgumentException notVector = assertThrows(IllegalArgumentException.class,
                () -> estimator.copy(ParamMap.empty()).setFeaturesCol("label").fit(heart));
        assertTrue(notVector.getMessage().startsWith("featuresCol: column 'label' must hold Spark ML vectors"),
                notVector.getMessage());
        Dataset<Row> words = heart.withColumn("label", lit("yes"));
        IllegalArgumentException notNumeric = assertThrows(IllegalArgumentException.class,
                () -> estimator.fit(words));
        assertTrue(notNumeric.getMessage().startsWith("labelCol: column 'label' must be numeric"),
                notNumeric.getMessage());
        IllegalArgumentException learner = assertThrows(IllegalArgumentException.class,
                () -> estimator.setLearner("svn(C=1)"));
        assertTrue(learner.getMessage().contains("unknown learner 'svn'"), learner.getMessage());
        InfensModel model = InfensModel.of(InfensEstimatorTest.local("svm", 1, "heart"));
        IllegalArgumentException scoring = assertThrows(IllegalArgumentException.class,
                () -> model.transform(heart.drop("features")));
        assertTrue(scoring.getMessage().startsWith("featuresCol: no column 'features'"), scoring.getMessage());
        IllegalArgumentException exists = assertThrows(IllegalArgumentException.class,
                () -> model.transform(heart.withColumn("rawPrediction", lit(0))));
        assertEquals("rawPredictionCol: output column 'rawPrediction' exists already", exists.getMessage());
    }
}

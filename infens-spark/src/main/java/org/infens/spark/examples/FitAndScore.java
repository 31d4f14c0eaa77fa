package org.infens.spark.examples;

import static org.apache.spark.sql.functions.avg;
import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.pow;

import java.io.IOException;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.infens.Regressor;
import org.infens.data.CFormat;
import org.infens.spark.InfensEstimator;
import org.infens.spark.InfensModel;

/**
 * The Estimator's round trip on a cluster, as an application for {@code spark-submit}: reads a LIBSVM file with
 * Spark's own {@code libsvm} data source, fits {@link InfensEstimator} with a learner spec and seed, saves the fitted
 * {@link InfensModel}, loads it back, scores every row on the executors and prints the accuracy as
 * {@code svm-predict} and {@code infens predict} print it ({@code Accuracy = 86.6667% (234/270) (classification)});
 * for a regression spec, the mean squared error ({@code Mean squared error = 31.2447 (regression)}).
 *
 * <pre>
 * spark-submit --master 'local[2]' --class org.infens.spark.examples.FitAndScore \
 *     infens-spark/target/infens-spark.jar heart_scale 'svm(kernel=stump, C=0.125)' heart-model [SEED]
 * </pre>
 *
 * <p>The saved directory holds the Infens model file as {@code heart-model/data/model.json}: the file
 * {@code infens fit --learner SPEC --seed SEED heart_scale} writes, byte for byte, and the accuracy is the line
 * {@code infens predict heart_scale} prints with that file ({@code try-local.sh} checks both).
 */
public final class FitAndScore {
    private FitAndScore() {
    }

    /**
     * Runs the example: {@code DATA LEARNER MODEL_DIR [SEED]} (the seed's default is 1, as {@code infens fit}'s);
     * {@code MODEL_DIR} is overwritten. Bad arguments or a bad learner spec: one line on standard error, exit 2.
     *
     * @throws IOException if the model cannot be saved
     */
    public static void main(String[] args) throws IOException {
        if (args.length < 3 || args.length > 4) {
            fail("usage: FitAndScore DATA LEARNER MODEL_DIR [SEED]  (DATA a LIBSVM file, LEARNER an Infens learner"
                    + " spec such as 'svm(kernel=stump, C=0.125)')");
        }
        long seed = 1;
        if (args.length == 4) {
            try {
                seed = Long.parseLong(args[3]);
            } catch (NumberFormatException e) {
                fail("FitAndScore: SEED must be an integer, got '" + args[3] + "'");
            }
        }
        InfensEstimator estimator = new InfensEstimator().setSeed(seed);
        try {
            estimator.setLearner(args[1]);
        } catch (IllegalArgumentException e) {
            fail("FitAndScore: " + e.getMessage());
        }
        SparkSession spark = SparkSession.builder().appName("infens FitAndScore").getOrCreate();
        Dataset<Row> data = spark.read().format("libsvm").load(args[0]).cache();

        estimator.fit(data).write().overwrite().save(args[2]);
        InfensModel model = InfensModel.load(args[2]);
        Dataset<Row> scored = model.transform(data);

        long total = scored.count();
        if (model.infensModel() instanceof Regressor) {
            double mse = scored.select(avg(pow(col("prediction").minus(col("label")), 2))).first().getDouble(0);
            System.out.println("Mean squared error = " + CFormat.g(mse) + " (regression)");
        } else {
            long correct = scored.filter(col("prediction").equalTo(col("label"))).count();
            System.out.println("Accuracy = " + CFormat.g(100.0 * correct / total) + "% (" + correct + "/" + total
                    + ") (classification)");
        }
        spark.stop();
    }

    private static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}

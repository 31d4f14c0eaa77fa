package org.infens.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.spec.LearnerContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens cv}: k-fold cross-validation of any learner given by a learner spec: accuracy for a classifier, mean
 * squared error and squared correlation coefficient for a regression.
 */
@Command(separator = " ", name = "cv", sortOptions = false, usageHelpAutoWidth = true,
        header = "Cross-validate any learner given by a learner spec.",
        description = "Splits data_file into --folds folds (seeded by --seed; stratified by class for a classifier,"
                + " plain for a regression), trains the learner on all folds but one and tests it on that one, for"
                + " each fold. Prints each fold's accuracy, the mean and its standard error, and the pooled accuracy"
                + " as svm-train -v does; for a regression learner (svm(type=epsilon-svr), svm(type=nu-svr)), whose"
                + " labels are numeric targets, each fold's mean squared error and squared correlation coefficient,"
                + " the mean fold error and its standard error, and svm-train -v's two pooled lines. The folds are"
                + " those of infens select with the same --folds and --seed (train -v uses svm-train's own folds"
                + " instead). Folds are trained in parallel; the result does not depend on --threads.",
        customSynopsis = "infens cv --learner SPEC [--folds K] [options] data_file",
        footer = {"", "Examples:", "  infens cv --learner 'lpboost(base=stump, C=0.5)' --folds 5 heart",
                "  infens cv --learner 'svm(type=epsilon-svr, kernel=stump, C=1, epsilon=1)' concrete"})
final class CvCommand implements Callable<Integer> {
    @Mixin
    LearnerOptions learnerOptions = new LearnerOptions();

    @Mixin
    FoldsOption folds = new FoldsOption();

    @Option(names = "-q", description = "print only the pooled accuracy line (a regression's two pooled lines)")
    boolean quiet;

    @Mixin
    DataArgument data = new DataArgument();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Where the folds are computed ({@link Main#run(String[], java.io.PrintStream, java.io.PrintStream, Engine)}). */
    Engine engine = Engine.LOCAL;

    @Override
    public Integer call() throws Exception {
        folds.check();
        // folds run in parallel, each trainer on one thread, so the thread count does not change any fold's work
        boolean regression = learnerOptions.regression(); // a bad spec is a usage error before any data is read
        if (regression) {
            learnerOptions.regressor(1);
        } else {
            learnerOptions.trainer(1);
        }
        Dataset rows = data.read(learnerOptions.format);
        if (regression) {
            rows.targets(); // a label that is not a number: an error naming the file and line, before any training
        }
        List<Fold> fs = folds.folds(rows, data.file, learnerOptions.seed, regression);
        LearnerContext context = new LearnerContext(learnerOptions.seed, learnerOptions.threads.count());
        PrintWriter out = spec.commandLine().getOut();
        try {
            if (regression) {
                printRegression(out, engine.crossValidateRegression(learnerOptions.spec(), context, rows, fs),
                        rows, fs);
            } else {
                printClassification(out, engine.crossValidate(learnerOptions.spec(), context, rows, fs), rows, fs);
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(data.file + ": " + e.getMessage(), e);
        }
        out.flush();
        return 0;
    }

    private void printClassification(PrintWriter out, int[] predicted, Dataset rows, List<Fold> fs) {
        List<Double> scored = new java.util.ArrayList<>();
        for (int f = 0; f < fs.size(); f++) {
            if (fs.get(f).testSize() == 0) {
                // stratified folds leave a fold empty when every class has fewer rows than folds
                if (!quiet) {
                    out.println("Fold " + (f + 1) + ": no test rows (every class has fewer rows than folds)");
                }
                continue;
            }
            double a = Metrics.accuracy(predicted, rows, fs.get(f).test());
            scored.add(a);
            if (!quiet) {
                out.println("Fold " + (f + 1) + ": accuracy = " + CFormat.g(100 * a) + "% ("
                        + fs.get(f).testSize() + " rows)");
            }
        }
        double[] accuracy = scored.stream().mapToDouble(Double::doubleValue).toArray();
        if (!quiet) {
            out.println("Mean fold accuracy = " + CFormat.f(100 * Metrics.mean(accuracy), 2) + "% +- "
                    + CFormat.f(100 * Metrics.standardError(accuracy), 2) + " (standard error)");
        }
        int correct = Metrics.correct(predicted, rows);
        out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / rows.size()) + "%");
    }

    /** The regression's lines: per fold, the mean fold error, then svm-train -v's two lines ({@code %g}). */
    private void printRegression(PrintWriter out, double[] predicted, Dataset rows, List<Fold> fs) {
        CrossValidation.RegressionScores scores = CrossValidation.RegressionScores.of(predicted, rows.targets(), fs);
        double[] mse = scores.foldMeanSquaredError();
        double[] r2 = scores.foldSquaredCorrelation();
        if (!quiet) {
            for (int f = 0; f < fs.size(); f++) {
                out.println("Fold " + (f + 1) + ": mean squared error = " + CFormat.g(mse[f])
                        + ", squared correlation coefficient = " + CFormat.g(r2[f]) + " (" + fs.get(f).testSize()
                        + " rows)");
            }
            out.println("Mean fold mean squared error = " + CFormat.g(Metrics.mean(mse)) + " +- "
                    + CFormat.g(Metrics.standardError(mse)) + " (standard error)");
        }
        out.println("Cross Validation Mean squared error = " + CFormat.g(scores.meanSquaredError()));
        out.println("Cross Validation Squared correlation coefficient = " + CFormat.g(scores.squaredCorrelation()));
    }
}

package org.infens.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.select.Fold;
import org.infens.spec.LearnerContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code infens cv}: stratified k-fold cross-validation of any learner given by a learner spec. */
@Command(separator = " ", name = "cv", sortOptions = false, usageHelpAutoWidth = true,
        header = "Cross-validate any learner given by a learner spec.",
        description = "Splits data_file into --folds stratified folds (seeded by --seed), trains the learner on"
                + " all folds but one and tests it on that one, for each fold. Prints each fold's accuracy, the"
                + " mean and its standard error, and the pooled accuracy as svm-train -v does. The folds are those"
                + " of infens select with the same --folds and --seed (train -v uses svm-train's own folds instead)."
                + " Folds are trained in parallel; the result does not depend on --threads.",
        customSynopsis = "infens cv --learner SPEC [--folds K] [options] data_file",
        footer = {"", "Example:", "  infens cv --learner 'lpboost(base=stump, C=0.5)' --folds 5 heart"})
final class CvCommand implements Callable<Integer> {
    @Mixin
    LearnerOptions learnerOptions = new LearnerOptions();

    @Mixin
    FoldsOption folds = new FoldsOption();

    @Option(names = "-q", description = "print only the pooled accuracy line")
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
        learnerOptions.trainer(1); // a bad spec is a usage error before any data is read
        Dataset rows = data.read(learnerOptions.format);
        List<Fold> fs = folds.stratified(rows, data.file, learnerOptions.seed);
        int[] predicted;
        try {
            predicted = engine.crossValidate(learnerOptions.spec(), new LearnerContext(learnerOptions.seed,
                    learnerOptions.threads.count()), rows, fs);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(data.file + ": " + e.getMessage(), e);
        }
        PrintWriter out = spec.commandLine().getOut();
        double[] accuracy = new double[fs.size()];
        for (int f = 0; f < fs.size(); f++) {
            accuracy[f] = Metrics.accuracy(predicted, rows, fs.get(f).test());
            if (!quiet) {
                out.println("Fold " + (f + 1) + ": accuracy = " + CFormat.g(100 * accuracy[f]) + "% ("
                        + fs.get(f).testSize() + " rows)");
            }
        }
        if (!quiet) {
            out.println("Mean fold accuracy = " + CFormat.f(100 * Metrics.mean(accuracy), 2) + "% +- "
                    + CFormat.f(100 * Metrics.standardError(accuracy), 2) + " (standard error)");
        }
        int correct = Metrics.correct(predicted, rows);
        out.println("Cross Validation Accuracy = " + CFormat.g(100.0 * correct / rows.size()) + "%");
        out.flush();
        return 0;
    }
}

package org.infens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.Trainer;
import org.infens.boost.Ensemble;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.io.ModelCodec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens fit}: trains any learner given by a learner spec and saves the model; a regression learner reads the
 * labels as its targets and reports the training mean squared error.
 */
@Command(separator = " ", name = "fit", sortOptions = false, usageHelpAutoWidth = true,
        header = "Train any learner given by a learner spec and save the model.",
        description = "Trains the learner that --learner describes on training_set_file and writes the model"
                + " (JSON) to model_file, by default <training_set_file name>.model in the current directory."
                + " 'infens predict' reads it. Prints the training accuracy and time; for a regression learner"
                + " (svm(type=epsilon-svr), svm(type=nu-svr)), whose labels are numeric targets, the training mean"
                + " squared error and squared correlation coefficient.",
        customSynopsis = "infens fit --learner SPEC [options] training_set_file [model_file]",
        footer = {"", "Examples:",
                "  infens fit --learner 'svm(kernel=stump, C=0.5)' heart",
                "  infens fit --learner 'adaboost(base=stump, T=cv)' --seed 7 heart ada.model",
                "  infens fit --learner 'svm(type=epsilon-svr, kernel=stump, C=1, epsilon=1)' concrete",
                "  infens fit --learner 'svm(type=one-class, kernel=rbf, nu=0.1)' heart",
                "  infens learners          (every learner and its parameters)"})
final class FitCommand implements Callable<Integer> {
    @Mixin
    LearnerOptions learnerOptions = new LearnerOptions();

    @Option(names = "-q", description = "quiet mode (no outputs)")
    boolean quiet;

    @Mixin
    TrainingFiles files = new TrainingFiles();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Where the model is fitted ({@code infens-spark}: boosting with stumps on feature-partitioned data). */
    Engine engine = Engine.LOCAL;

    @Override
    public Integer call() throws Exception {
        boolean regression = learnerOptions.regression();
        int threads = learnerOptions.threads.count();
        Trainer<? extends Model> trainer = regression ? learnerOptions.regressor(threads)
                : learnerOptions.trainer(threads);
        Dataset data = CliSupport.readData(files.trainingFile, learnerOptions.format, false, files.options);
        if (regression) {
            data.targets(); // a label that is not a number: an error naming the file and line, before any training
        }
        long start = System.nanoTime();
        Model model;
        try {
            model = engine.fit(trainer, data);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(files.trainingFile + ": " + e.getMessage(), e);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Path target = files.modelTarget();
        ModelCodec.write(model, target);
        if (!quiet) {
            PrintWriter out = spec.commandLine().getOut();
            out.println("Learner = " + model.provenance().parameters());
            if (model instanceof Regressor r) {
                double[] predicted = r.predictAll(data, threads);
                double[] y = data.targets();
                out.println("Training mean squared error = " + CFormat.g(Metrics.meanSquaredError(predicted, y)));
                out.println("Training squared correlation coefficient = "
                        + CFormat.g(Metrics.squaredCorrelation(predicted, y)));
            } else {
                Classifier c = (Classifier) model;
                int correct = Metrics.correct(Metrics.predictedClasses(c, data), data);
                out.println("Training accuracy = " + CFormat.g(100.0 * correct / data.size()) + "% (" + correct + "/"
                        + data.size() + ")");
            }
            if (model instanceof Ensemble e) {
                out.println("Members = " + e.members().size() + ", non-zero weights = " + e.nonZeroCount());
            }
            out.println("Training time = " + CFormat.f(seconds, 3) + " s");
            out.println("Model written to " + target);
            out.flush();
        }
        return 0;
    }
}

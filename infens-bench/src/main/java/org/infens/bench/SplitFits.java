package org.infens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.data.LibsvmFormat;
import org.infens.eval.Metrics;
import org.infens.experiment.ExperimentData;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * Fixed-parameter fits on the splits of {@code infens reproduce}: for run r of data set D under a master seed
 * ({@link ExperimentData#cellSeed}, the rows a reproduced cell is computed on), each spec is fitted on the training
 * part with the run's learner seed, as {@code reproduce} fits a cell's final model, and scored on the test part. No
 * parameter is selected. It answers "what would this cell be with that setting" for a setting a paper leaves open,
 * and {@code --write-splits DIR} writes every run's parts as LIBSVM files ({@code DIR/train-r}, {@code DIR/test-r})
 * so an outside tool fits on the same rows ({@code forest-sklearn.py}).
 *
 * <p>Usage: {@code SplitFits [--write-splits DIR] DATASET RUNS MASTER_SEED SPEC...}, for example
 * {@code SplitFits haberman@50/l2 50 1 'random-forest(trees=100)' 'random-forest(trees=100, min-leaf=5)'}. Prints one
 * line per spec: the mean test accuracy (%), its standard error and the standard deviation over the runs.
 */
public final class SplitFits {
    private SplitFits() {
    }

    /** Runs the fits; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        Path splits = null;
        if (args.length > 1 && args[0].equals("--write-splits")) {
            splits = Path.of(args[1]);
            args = Arrays.copyOfRange(args, 2, args.length);
        }
        if (args.length < 4) {
            throw new IllegalArgumentException(
                    "usage: SplitFits [--write-splits DIR] DATASET RUNS MASTER_SEED SPEC...");
        }
        String dataset = args[0];
        int runs = Integer.parseInt(args[1]);
        long master = Long.parseLong(args[2]);
        if (runs < 2) {
            throw new IllegalArgumentException("RUNS must be >= 2 (a standard error needs two), got " + runs);
        }
        List<ExperimentData.Split> parts = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            parts.add(ExperimentData.split(dataset, ExperimentData.cellSeed(master, dataset, r)));
        }
        if (splits != null) {
            Files.createDirectories(splits);
            for (int r = 0; r < runs; r++) {
                LibsvmFormat.write(parts.get(r).train(), splits.resolve("train-" + r));
                LibsvmFormat.write(parts.get(r).test(), splits.resolve("test-" + r));
            }
        }
        for (int k = 3; k < args.length; k++) {
            double sum = 0;
            double squares = 0;
            for (ExperimentData.Split s : parts) {
                Classifier model = Learners.create(args[k], new LearnerContext(s.learnerSeed(), 1)).fit(s.train());
                double accuracy = 100 * Metrics.accuracy(model, s.test());
                sum += accuracy;
                squares += accuracy * accuracy;
            }
            double mean = sum / runs;
            double sd = Math.sqrt(Math.max(0, (squares - runs * mean * mean) / (runs - 1)));
            System.out.printf(Locale.ROOT, "%s %s, %d runs (master seed %d): test accuracy %.2f ± %.2f (sd %.2f)%n",
                    dataset, args[k], runs, master, mean, sd / Math.sqrt(runs), sd);
        }
    }
}

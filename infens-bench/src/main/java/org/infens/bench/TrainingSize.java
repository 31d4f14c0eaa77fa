package org.infens.bench;

import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * How much the training size moves fixed-parameter fits on an artificial problem: for each spec, the mean test
 * error (%) over paired draws of N1 and N2 training rows (draw r uses the same seeds at both sizes) and 7000 test
 * rows, the test size of Raetsch's benchmark splits. It checks the explanation "training-size" of
 * {@code infens reproduce}: Lin &amp; Li 2008 train twonorm and ringnorm on 300 rows, Shen &amp; Liu 2014 on
 * Raetsch's 400. No parameter is selected (give the ones cross-validation chose at one size).
 *
 * <p>Usage: {@code TrainingSize PROBLEM RUNS N1 N2 SPEC...}, for example {@code TrainingSize ringnorm 8 300 400
 * 'adaboost(base=sampled-perceptron, T=500)'}. Prints one line per spec and size.
 */
public final class TrainingSize {
    private static final int TEST_ROWS = 7000;

    private TrainingSize() {
    }

    /** Runs the fits; see the class comment for the arguments. */
    public static void main(String[] args) {
        if (args.length < 5) {
            throw new IllegalArgumentException("usage: TrainingSize PROBLEM RUNS N1 N2 SPEC...");
        }
        Synthetic.Problem problem = Synthetic.Problem.valueOf(args[0].toUpperCase(Locale.ROOT));
        int runs = Integer.parseInt(args[1]);
        if (runs < 2) {
            throw new IllegalArgumentException("RUNS must be >= 2 (a standard error needs two), got " + runs);
        }
        int[] sizes = {Integer.parseInt(args[2]), Integer.parseInt(args[3])};
        for (int k = 4; k < args.length; k++) {
            for (int n : sizes) {
                double sum = 0;
                double squares = 0;
                for (int r = 0; r < runs; r++) {
                    SplittableRandom seeds = new SplittableRandom(1000 + r);
                    Dataset train = problem.generate(n, Synthetic.DEFAULT_DIMENSION, seeds.nextLong());
                    Dataset test = problem.generate(TEST_ROWS, Synthetic.DEFAULT_DIMENSION, seeds.nextLong());
                    Classifier model = Learners.create(args[k], new LearnerContext(seeds.nextLong(), 1)).fit(train);
                    double error = 100 * (1 - Metrics.accuracy(model, test));
                    sum += error;
                    squares += error * error;
                }
                double mean = sum / runs;
                double sd = Math.sqrt(Math.max(0, (squares - runs * mean * mean) / (runs - 1)));
                System.out.printf(Locale.ROOT, "%s %s, %d training rows, %d draws: test error %.2f ± %.2f (sd %.2f)%n",
                        args[0], args[k], n, runs, mean, sd / Math.sqrt(runs), sd);
            }
        }
    }
}

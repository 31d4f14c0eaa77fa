package org.infens.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.eval.Metrics;
import org.infens.experiment.ExperimentData;
import org.infens.experiment.Method;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.spec.SolverListener;

/**
 * How much the grid search's tie rule moves a reproduced cell: on the splits of {@code infens reproduce} (run r of data
 * set D under a master seed, {@link ExperimentData#cellSeed}), the same stratified search as {@code reproduce}'s
 * cells (five folds, the papers' protocol and {@link Method#DEFAULT_FOLDS}; {@code --folds K} for a method of another
 * fold count, such as Zhao 2017's three), then the test error of the final model fitted at the first of the tied best cells (our
 * rule: smallest C, smaller gamma first), at the last (largest) and at the middle one. Lin &amp; Li 2008 do not state
 * their rule; this measures whether it can explain a cell beyond 2 standard errors (the report's "heart-svm").
 *
 * <p>Usage: {@code SelectionTieRule [--folds K] DATASET SPEC RUNS MASTER_SEED AXIS...}, for example
 * {@code SelectionTieRule heart 'svm(kernel=stump)' 100 1 'C=2^-17..2^3 step 2'}. Prints one line per run (to
 * standard error) and a summary line: runs with a tie, and the mean test error (%) under each rule.
 */
public final class SelectionTieRule {
    private SelectionTieRule() {
    }

    /** Runs the study; see the class comment for the arguments. */
    public static void main(String[] args) {
        int folds = Method.DEFAULT_FOLDS;
        if (args.length > 1 && args[0].equals("--folds")) {
            folds = Integer.parseInt(args[1]);
            if (folds < 2) {
                throw new IllegalArgumentException("--folds must be >= 2, got " + folds);
            }
            args = Arrays.copyOfRange(args, 2, args.length);
        }
        if (args.length < 5) {
            throw new IllegalArgumentException(
                    "usage: SelectionTieRule [--folds K] DATASET SPEC RUNS MASTER_SEED AXIS...");
        }
        String dataset = args[0];
        Spec spec = Spec.parse(args[1]);
        int runs = Integer.parseInt(args[2]);
        long master = Long.parseLong(args[3]);
        ParamGrid grid = ParamGrid.parse(Arrays.copyOfRange(args, 4, args.length));
        List<Spec> candidates = grid.expand(spec);
        double[] sums = new double[3];
        int tied = 0;
        for (int r = 0; r < runs; r++) {
            ExperimentData.Split s = ExperimentData.split(dataset, ExperimentData.cellSeed(master, dataset, r));
            LearnerContext context = new LearnerContext(s.learnerSeed(), 1, SolverListener.NONE);
            GridSearch.Result result = GridSearch.run(candidates, s.train(),
                    Folds.stratified(s.train(), folds, context.seed()), context);
            List<Integer> best = new ArrayList<>();
            for (int i = 0; i < candidates.size(); i++) {
                int correct = result.cells().get(i).correct();
                if (best.isEmpty() || correct > result.cells().get(best.get(0)).correct()) {
                    best.clear();
                    best.add(i);
                } else if (correct == result.cells().get(best.get(0)).correct()) {
                    best.add(i);
                }
            }
            if (best.get(0) != result.best()) {
                throw new IllegalStateException("the search's own choice is not the first tied cell, run " + r);
            }
            tied += best.size() > 1 ? 1 : 0;
            int[] picks = {best.get(0), best.get(best.size() - 1), best.get(best.size() / 2)};
            StringBuilder line = new StringBuilder("run " + r + ", " + best.size() + " tied:");
            for (int k = 0; k < 3; k++) {
                Classifier model = Learners.create(candidates.get(picks[k]), context).fit(s.train());
                double error = 100 * Metrics.error(Metrics.predictedClasses(model, s.test()), s.test());
                sums[k] += error;
                line.append(String.format(Locale.ROOT, " %.2f", error));
            }
            System.err.println(line);
        }
        System.out.printf(Locale.ROOT, "%s %s, %d runs (master seed %d), %d with tied best cells; mean test error (%%):"
                + " first (ours) %.2f, last %.2f, middle %.2f%n", dataset, spec, runs, master, tied, sums[0] / runs,
                sums[1] / runs, sums[2] / runs);
    }
}

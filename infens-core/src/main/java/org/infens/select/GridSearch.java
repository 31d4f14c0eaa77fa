package org.infens.select;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.infens.Classifier;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Cross-validated grid search over learner specs: the "suggested procedure" of Hsu, Chang and Lin (2003) that the
 * papers use for every method (002 Sec. 7: five-fold cross-validation on the training set, then the best cell
 * retrained on the whole training set).
 *
 * <p>Every (cell, fold) pair is an independent job; jobs run on up to {@code threads} threads and their results
 * are gathered by index, and every learner gets the same seed, so the result does not depend on the thread count.
 *
 * <p>The best cell is the one with the most correctly classified out-of-fold rows (pooled over folds, as LIBSVM's
 * {@code -v} and {@code grid.py}); ties go to the first cell in the candidates' order, which for a
 * {@link ParamGrid} lists smaller values first, so ties favour the simpler model (smaller C, smaller gamma, fewer
 * rounds). Counting rows makes ties exact, not subject to rounding.
 */
public final class GridSearch {
    private GridSearch() {
    }

    /**
     * One candidate's cross-validation result.
     *
     * @param spec         the candidate learner
     * @param foldAccuracy accuracy on each fold's test rows, in fold order
     * @param correct      out-of-fold rows classified correctly, over all folds
     * @param rows         out-of-fold rows over all folds
     */
    public record Cell(Spec spec, double[] foldAccuracy, int correct, int rows) {
        /** Copies the array. */
        public Cell {
            Objects.requireNonNull(spec, "spec");
            foldAccuracy = foldAccuracy.clone();
        }

        /** The fold accuracies (a copy). */
        @Override
        public double[] foldAccuracy() {
            return foldAccuracy.clone();
        }

        /** Pooled out-of-fold accuracy, as {@code svm-train -v} prints it. */
        public double accuracy() {
            return (double) correct / rows;
        }

        /** Mean of the fold accuracies. */
        public double meanAccuracy() {
            return Metrics.mean(foldAccuracy);
        }

        /** Standard error of the fold accuracies' mean. */
        public double standardError() {
            return Metrics.standardError(foldAccuracy);
        }
    }

    /**
     * A grid search's outcome.
     *
     * @param cells every candidate, in the order given
     * @param best  the index of the best cell (see the class comment for ties)
     */
    public record Result(List<Cell> cells, int best) {
        /** Copies the list. */
        public Result {
            cells = List.copyOf(cells);
        }

        /** The best cell. */
        public Cell bestCell() {
            return cells.get(best);
        }

        /** The best cell's learner spec. */
        public Spec bestSpec() {
            return cells.get(best).spec();
        }
    }

    /**
     * Cross-validates every candidate on the same folds.
     *
     * @param candidates learner specs, simplest first (ties go to the earlier one)
     * @param data       the training data
     * @param folds      the folds (e.g. {@link Folds#stratified}), shared by every candidate
     * @param context    the seed given to every learner, and the number of threads for the whole search (each
     *                   learner runs on one)
     * @throws IllegalArgumentException if there are no candidates, a spec is invalid (checked before any training)
     *                                  or a fit fails
     */
    public static Result run(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context) {
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("grid search: no candidates");
        }
        if (folds.isEmpty()) {
            throw new IllegalArgumentException("grid search: no folds");
        }
        LearnerContext one = new LearnerContext(context.seed(), 1);
        List<Trainer<? extends Classifier>> trainers = new ArrayList<>();
        for (Spec s : candidates) {
            trainers.add(Learners.create(s, one));
        }
        int nf = folds.size();
        int[][] correct = new int[candidates.size()][nf];
        ExecutorService pool = context.threads() > 1 ? Executors.newFixedThreadPool(context.threads()) : null;
        try {
            List<Future<Integer>> jobs = new ArrayList<>();
            for (int c = 0; c < trainers.size(); c++) {
                for (int f = 0; f < nf; f++) {
                    Trainer<? extends Classifier> t = trainers.get(c);
                    Fold fold = folds.get(f);
                    if (pool == null) {
                        correct[c][f] = correctOnFold(t, data, fold);
                    } else {
                        jobs.add(pool.submit(() -> correctOnFold(t, data, fold)));
                    }
                }
            }
            if (pool != null) {
                for (int j = 0; j < jobs.size(); j++) {
                    correct[j / nf][j % nf] = Tasks.join(jobs.get(j), "grid search");
                }
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        List<Cell> cells = new ArrayList<>();
        int best = 0;
        for (int c = 0; c < candidates.size(); c++) {
            double[] acc = new double[nf];
            int sum = 0;
            int rows = 0;
            for (int f = 0; f < nf; f++) {
                acc[f] = (double) correct[c][f] / folds.get(f).testSize();
                sum += correct[c][f];
                rows += folds.get(f).testSize();
            }
            cells.add(new Cell(candidates.get(c), acc, sum, rows));
            if (sum > cells.get(best).correct()) {
                best = c;
            }
        }
        return new Result(cells, best);
    }

    private static int correctOnFold(Trainer<? extends Classifier> trainer, Dataset data, Fold fold) {
        int[] predicted = CrossValidation.predict(trainer, data, List.of(fold));
        int ok = 0;
        for (int r : fold.test()) {
            if (predicted[r] == data.classOf(r)) {
                ok++;
            }
        }
        return ok;
    }
}

package org.infens.select;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;

/**
 * Cross-validated predictions: for each fold, fit on its training rows and predict its test rows.
 *
 * <p>Folds are independent, so they may be fitted in parallel ({@code threads > 1}); each fold's result depends
 * only on its rows and the trainer, and results are gathered by fold index, so the output is identical for any
 * thread count (trainers are pure, see {@link Trainer}). Predictions keep to the same budget: a fold predicts on
 * the threads left over when fewer folds than threads run at once, else on its own thread.
 *
 * <p>Predicted classes are expressed in the data set's labels: a fold's model may know its classes in another
 * order (or fewer of them), so its predictions are mapped by label name.
 */
public final class CrossValidation {
    private CrossValidation() {
    }

    /**
     * What cross-validation produced.
     *
     * @param predicted out-of-fold predicted class index of each row, in the data set's labels; -1 for rows in no
     *                  fold's test set
     * @param models    the model of each fold, in fold order
     * @param <M>       the model type
     */
    public record Result<M extends Classifier>(int[] predicted, List<M> models) {
        /** Copies the inputs. */
        public Result {
            predicted = predicted.clone();
            models = List.copyOf(models);
        }

        /** The out-of-fold predictions (a copy). */
        @Override
        public int[] predicted() {
            return predicted.clone();
        }
    }

    /** Out-of-fold predicted class indices of every row, one fold at a time (see {@link #run}). */
    public static int[] predict(Trainer<? extends Classifier> trainer, Dataset data, List<Fold> folds) {
        return run(trainer, data, folds, 1).predicted;
    }

    /** Out-of-fold predicted class indices of every row, with up to {@code threads} folds at once. */
    public static int[] predict(Trainer<? extends Classifier> trainer, Dataset data, List<Fold> folds, int threads) {
        return run(trainer, data, folds, threads).predicted;
    }

    /**
     * Fits one model per fold and predicts the fold's test rows.
     *
     * @param trainer the learner
     * @param data    the data set the folds index
     * @param folds   the folds; their test sets must be disjoint
     * @param threads folds fitted at once, {@code >= 1}; the result does not depend on it
     * @param <M>     the model type
     * @return predictions in the data's labels and the fold models
     * @throws IllegalArgumentException if a fold refers to a row outside the data or two test sets overlap
     */
    public static <M extends Classifier> Result<M> run(Trainer<? extends M> trainer, Dataset data,
                                                       List<Fold> folds, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        int n = data.size();
        int[] predicted = new int[n];
        Arrays.fill(predicted, -1);
        boolean[] seen = new boolean[n];
        List<int[]> tests = new ArrayList<>(folds.size());
        List<int[]> trains = new ArrayList<>(folds.size());
        for (int f = 0; f < folds.size(); f++) {
            int[] test = folds.get(f).test();
            int[] train = folds.get(f).train();
            for (int r : train) {
                checkRow(r, n, f);
            }
            for (int r : test) {
                checkRow(r, n, f);
                if (seen[r]) {
                    throw new IllegalArgumentException("row " + r + " is in the test set of two folds (fold " + f
                            + " and an earlier one)");
                }
                seen[r] = true;
            }
            tests.add(test);
            trains.add(train);
        }
        List<M> models = new ArrayList<>(folds.size());
        // threads left to each fold's prediction when fewer folds than threads run at once
        int perFold = Math.max(1, threads / Math.max(1, Math.min(threads, folds.size())));
        if (threads == 1 || folds.size() <= 1) {
            for (int f = 0; f < folds.size(); f++) {
                models.add(fitFold(trainer, data, trains.get(f), tests.get(f), predicted, perFold));
            }
            return new Result<>(predicted, models);
        }
        AtomicInteger counter = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, folds.size()), r -> {
            Thread t = new Thread(r, "infens-cv-" + counter.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<M>> futures = new ArrayList<>(folds.size());
            for (int f = 0; f < folds.size(); f++) {
                int[] train = trains.get(f);
                int[] test = tests.get(f);
                futures.add(pool.submit(() -> fitFold(trainer, data, train, test, predicted, perFold)));
            }
            for (Future<M> fu : futures) {
                models.add(Tasks.join(fu, "cross-validating"));
            }
        } finally {
            pool.shutdownNow();
        }
        return new Result<>(predicted, models);
    }

    private static void checkRow(int r, int n, int fold) {
        if (r < 0 || r >= n) {
            throw new IllegalArgumentException("fold " + fold + " refers to row " + r + ", not in [0, " + n + ")");
        }
    }

    /**
     * Fits on {@code train}, writes predictions of {@code test} rows into {@code out} (disjoint per fold), predicting
     * on at most {@code threads} threads.
     */
    private static <M extends Classifier> M fitFold(Trainer<? extends M> trainer, Dataset data, int[] train,
                                                    int[] test, int[] out, int threads) {
        M model = trainer.fit(data.view(train));
        if (test.length == 0) {
            return model;
        }
        int[] predicted = Prediction.classIndices(model.predictAll(data.view(test), threads));
        int[] toData = labelMap(model.labels(), data.labels());
        for (int t = 0; t < test.length; t++) {
            out[test[t]] = toData[predicted[t]];
        }
        return model;
    }

    /** The number of rows {@code test} of {@code data} that {@code model} classifies correctly (labels matched by name). */
    static int correctOn(Classifier model, Dataset data, int[] test) {
        if (test.length == 0) {
            return 0;
        }
        int[] predicted = Prediction.classIndices(model.predictAll(data.view(test), 1));
        int[] toData = labelMap(model.labels(), data.labels());
        int ok = 0;
        for (int t = 0; t < test.length; t++) {
            if (toData[predicted[t]] == data.classOf(test[t])) {
                ok++;
            }
        }
        return ok;
    }

    private static int[] labelMap(Labels from, Labels to) {
        int[] map = new int[from.size()];
        for (int c = 0; c < map.length; c++) {
            map[c] = to.indexOf(from.name(c));
            if (map[c] < 0) {
                throw new IllegalArgumentException("a fold model predicts label " + Quote.of(from.name(c))
                        + ", which is not among the data's labels " + Quote.list(to.names()));
            }
        }
        return map;
    }
}

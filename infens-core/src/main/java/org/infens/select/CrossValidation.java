package org.infens.select;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.eval.Metrics;

/**
 * Cross-validated predictions: for each fold, fit on its training rows and predict its test rows.
 *
 * <p>Folds are independent, so they may be fitted in parallel ({@code threads > 1}); each fold's result depends
 * only on its rows and the trainer, and results are gathered by fold index, so the output is identical for any
 * thread count (trainers are pure, see {@link Trainer}). Predictions keep to the same budget: a fold predicts on
 * the threads left over when fewer folds than threads run at once, else on its own thread.
 *
 * <p>Predicted classes are expressed in the data set's labels: a fold's model may know its classes in another
 * order (or fewer of them), so its predictions are mapped by label name. Regression ({@link #runRegression}) gives
 * each row's predicted value instead, scored by {@link RegressionScores} as svm-train's {@code -v} scores it.
 */
public final class CrossValidation {
    private CrossValidation() {
    }

    /**
     * What cross-validation produced.
     *
     * @param predicted out-of-fold predicted class index of each row, in the data set's labels; -1 for rows in no
     *                  fold's test set, and for rows predicted a class the data set does not have (a one-class
     *                  SVM's {@code -1} where every row is labelled {@code 1})
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
        int[] predicted = new int[data.size()];
        Arrays.fill(predicted, -1);
        List<M> models = fitAll(trainer, data, folds, threads, (model, test, testRows, t) -> {
            int[] classes = Prediction.classIndices(model.predictAll(testRows, t));
            int[] toData = labelMap(model.labels(), data.labels());
            for (int i = 0; i < test.length; i++) {
                predicted[test[i]] = toData[classes[i]];
            }
        });
        return new Result<>(predicted, models);
    }

    /**
     * What cross-validating a regression produced.
     *
     * @param predicted out-of-fold predicted value of each row; NaN for rows in no fold's test set
     * @param models    the model of each fold, in fold order
     * @param <M>       the model type
     */
    public record Regression<M extends Regressor>(double[] predicted, List<M> models) {
        /** Copies the inputs. */
        public Regression {
            predicted = predicted.clone();
            models = List.copyOf(models);
        }

        /** The out-of-fold predicted values (a copy). */
        @Override
        public double[] predicted() {
            return predicted.clone();
        }
    }

    /**
     * Out-of-fold predicted values of every row, with up to {@code threads} folds at once (see
     * {@link #runRegression}).
     */
    public static double[] predictValues(Trainer<? extends Regressor> trainer, Dataset data, List<Fold> folds,
                                         int threads) {
        return runRegression(trainer, data, folds, threads).predicted;
    }

    /**
     * Fits one regression per fold and predicts the values of the fold's test rows, as {@link #run} does for
     * classifiers: folds in parallel, results gathered by fold, the same for any thread count. The rows' labels are
     * not read (a fold's trainer reads its training rows' targets, {@link Dataset#targets()}).
     *
     * @param trainer the regression learner
     * @param data    the data set the folds index
     * @param folds   the folds; their test sets must be disjoint
     * @param threads folds fitted at once, {@code >= 1}; the result does not depend on it
     * @param <M>     the model type
     * @return the predicted values and the fold models
     * @throws IllegalArgumentException if a fold refers to a row outside the data, two test sets overlap, or a
     *                                  training row's label is not a number
     */
    public static <M extends Regressor> Regression<M> runRegression(Trainer<? extends M> trainer, Dataset data,
                                                                    List<Fold> folds, int threads) {
        double[] predicted = new double[data.size()];
        Arrays.fill(predicted, Double.NaN);
        List<M> models = fitAll(trainer, data, folds, threads, (model, test, testRows, t) -> {
            double[] values = model.predictAll(testRows, t);
            for (int i = 0; i < test.length; i++) {
                predicted[test[i]] = values[i];
            }
        });
        return new Regression<>(predicted, models);
    }

    /**
     * The measures of out-of-fold predicted values against the rows' targets, as svm-train's {@code -v} prints them
     * for regression ({@link Metrics#meanSquaredError}, {@link Metrics#squaredCorrelation}): per fold over its test
     * rows in the fold's order, and pooled over every row in a test set, in row order (svm-train sums over rows
     * 0..l-1).
     *
     * @param foldMeanSquaredError   each fold's mean squared error, in fold order (NaN for a fold without test
     *                               rows)
     * @param foldSquaredCorrelation each fold's squared correlation coefficient (NaN for a fold of fewer than two
     *                               test rows, or where predictions or targets are constant)
     * @param meanSquaredError       the pooled mean squared error
     * @param squaredCorrelation     the pooled squared correlation coefficient
     */
    public record RegressionScores(double[] foldMeanSquaredError, double[] foldSquaredCorrelation,
                                   double meanSquaredError, double squaredCorrelation) {
        /** Copies the arrays. */
        public RegressionScores {
            foldMeanSquaredError = foldMeanSquaredError.clone();
            foldSquaredCorrelation = foldSquaredCorrelation.clone();
        }

        /** Each fold's mean squared error (a copy). */
        @Override
        public double[] foldMeanSquaredError() {
            return foldMeanSquaredError.clone();
        }

        /** Each fold's squared correlation coefficient (a copy). */
        @Override
        public double[] foldSquaredCorrelation() {
            return foldSquaredCorrelation.clone();
        }

        /**
         * The scores of {@code predicted} against {@code targets} over {@code folds}' test rows.
         *
         * @param predicted out-of-fold predicted value of each row ({@link #predictValues})
         * @param targets   each row's target ({@link Dataset#targets()})
         * @param folds     the folds that gave the predictions
         * @throws IllegalArgumentException if the arrays differ in length, a fold refers to a row outside them, or
         *                                  no fold has a test row
         */
        public static RegressionScores of(double[] predicted, double[] targets, List<Fold> folds) {
            if (predicted.length != targets.length) {
                throw new IllegalArgumentException("predicted values and targets differ in length: "
                        + predicted.length + " and " + targets.length);
            }
            int n = predicted.length;
            double[] foldMse = new double[folds.size()];
            double[] foldR2 = new double[folds.size()];
            boolean[] tested = new boolean[n];
            int rows = 0;
            for (int f = 0; f < folds.size(); f++) {
                int[] test = folds.get(f).test();
                double[] v = new double[test.length];
                double[] y = new double[test.length];
                for (int i = 0; i < test.length; i++) {
                    checkRow(test[i], n, f);
                    v[i] = predicted[test[i]];
                    y[i] = targets[test[i]];
                    if (!tested[test[i]]) {
                        tested[test[i]] = true;
                        rows++;
                    }
                }
                foldMse[f] = test.length == 0 ? Double.NaN : Metrics.meanSquaredError(v, y);
                foldR2[f] = test.length == 0 ? Double.NaN : Metrics.squaredCorrelation(v, y);
            }
            if (rows == 0) {
                throw new IllegalArgumentException("no fold has a test row");
            }
            double[] v = new double[rows];
            double[] y = new double[rows];
            for (int r = 0, i = 0; r < n; r++) {
                if (tested[r]) {
                    v[i] = predicted[r];
                    y[i++] = targets[r];
                }
            }
            return new RegressionScores(foldMse, foldR2, Metrics.meanSquaredError(v, y),
                    Metrics.squaredCorrelation(v, y));
        }
    }

    /** Predicts a fold's test rows ({@code testRows}, the view of {@code test}) on up to {@code threads} threads. */
    @FunctionalInterface
    private interface FoldPrediction<M> {
        void predict(M model, int[] test, Dataset testRows, int threads);
    }

    /**
     * Checks the folds, fits one model per fold on up to {@code threads} threads and hands each model with its
     * fold's test rows to {@code prediction} (which writes rows of its own fold only); the models in fold order.
     */
    private static <M extends Model> List<M> fitAll(Trainer<? extends M> trainer, Dataset data, List<Fold> folds,
                                                    int threads, FoldPrediction<? super M> prediction) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        int n = data.size();
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
                models.add(fitFold(trainer, data, f, folds.size(), trains.get(f), tests.get(f), prediction, perFold));
            }
            return models;
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
                int fold = f;
                futures.add(pool.submit(() -> fitFold(trainer, data, fold, folds.size(), train, test, prediction,
                        perFold)));
            }
            for (Future<M> fu : futures) {
                models.add(Tasks.join(fu, "cross-validating"));
            }
        } finally {
            pool.shutdownNow();
        }
        return models;
    }

    private static void checkRow(int r, int n, int fold) {
        if (r < 0 || r >= n) {
            throw new IllegalArgumentException("fold " + fold + " refers to row " + r + ", not in [0, " + n + ")");
        }
    }

    /**
     * Fits on {@code train} and predicts the {@code test} rows on at most {@code threads} threads; a training set the
     * trainer refuses (a fold of one class, or none, when classes are smaller than the folds) is named by its fold.
     */
    private static <M extends Model> M fitFold(Trainer<? extends M> trainer, Dataset data, int fold, int folds,
                                               int[] train, int[] test, FoldPrediction<? super M> prediction,
                                               int threads) {
        M model;
        try {
            model = trainer.fit(data.view(train));
        } catch (IllegalArgumentException e) {
            throw inFold(e, fold, folds, train.length);
        }
        if (test.length > 0) {
            prediction.predict(model, test, data.view(test), threads);
        }
        return model;
    }

    /**
     * {@code e}, a trainer's refusal of a fold's training rows, named by its fold ("fold 2 of 5 (0 training rows):
     * ..."): cross-validation's and the grid search's folds say which fold a message is about.
     */
    static IllegalArgumentException inFold(IllegalArgumentException e, int fold, int folds, int trainRows) {
        return new IllegalArgumentException("fold " + (fold + 1) + " of " + folds + " (" + trainRows
                + " training rows): " + e.getMessage(), e);
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
            if (toData[predicted[t]] == data.classOf(test[t])) { // -1, a class the data lacks, is never right
                ok++;
            }
        }
        return ok;
    }

    /**
     * The index in {@code to} of each label of {@code from}, or -1 for a label {@code to} lacks (as
     * {@link Metrics#predictedClasses}): a model with labels of its own, such as the one-class SVM's {@code 1} and
     * {@code -1}, may predict a class the data set does not have, which no row's class equals.
     */
    private static int[] labelMap(Labels from, Labels to) {
        int[] map = new int[from.size()];
        for (int c = 0; c < map.length; c++) {
            map[c] = to.indexOf(from.name(c));
        }
        return map;
    }
}

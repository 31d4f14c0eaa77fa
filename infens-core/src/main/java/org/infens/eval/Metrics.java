package org.infens.eval;

import org.infens.Classifier;
import org.infens.Prediction;

import org.infens.data.Dataset;

/**
 * Classification metrics of predicted class indices against a data set's classes, regression metrics of predicted
 * values against targets (as svm-predict and svm-train print them), and the mean and standard error used to
 * summarise repeated runs or folds.
 */
public final class Metrics {
    private Metrics() {
    }

    /**
     * The class {@code model} predicts for every row of {@code data}, as an index into {@code data}'s labels: a
     * model numbers its classes its own way (an SVM in LIBSVM's order of first appearance in its training rows), so
     * its indices are matched to the data set's by label name. A class the data set does not have becomes -1, which
     * no row's class equals. Use this, not {@link Classifier#predictAll}, whenever predictions are scored against a
     * data set's classes. Predicts on all the machine's cores.
     */
    public static int[] predictedClasses(Classifier model, Dataset data) {
        int[] predicted = Prediction.classIndices(model.predictAll(data, Runtime.getRuntime().availableProcessors()));
        int[] map = new int[model.labels().size()];
        for (int c = 0; c < map.length; c++) {
            map[c] = data.labels().indexOf(model.labels().name(c));
        }
        for (int i = 0; i < predicted.length; i++) {
            predicted[i] = map[predicted[i]];
        }
        return predicted;
    }

    /** The fraction of the rows of {@code data} that {@code model} classifies correctly, labels matched by name. */
    public static double accuracy(Classifier model, Dataset data) {
        return accuracy(predictedClasses(model, data), data);
    }

    /** Number of rows whose predicted class index equals the row's class. */
    public static int correct(int[] predicted, Dataset data) {
        check(predicted, data);
        int ok = 0;
        for (int i = 0; i < predicted.length; i++) {
            if (predicted[i] == data.classOf(i)) {
                ok++;
            }
        }
        return ok;
    }

    /**
     * The fraction of rows predicted correctly, in [0, 1].
     *
     * @param predicted predicted class index of each row of {@code data}, in {@code data}'s labels
     * @param data      the data set with the true classes
     * @throws IllegalArgumentException if the lengths differ, a prediction is not a class index, or there are no rows
     */
    public static double accuracy(int[] predicted, Dataset data) {
        if (data.size() == 0) {
            throw new IllegalArgumentException("accuracy of an empty data set is undefined");
        }
        return (double) correct(predicted, data) / data.size();
    }

    /**
     * The fraction of {@code rows} predicted correctly (e.g. one fold's test rows).
     *
     * @param predicted predicted class index of every row of {@code data}
     * @param data      the data set with the true classes
     * @param rows      the rows to score, at least one
     */
    public static double accuracy(int[] predicted, Dataset data, int[] rows) {
        check(predicted, data);
        if (rows.length == 0) {
            throw new IllegalArgumentException("accuracy over no rows is undefined");
        }
        int ok = 0;
        for (int r : rows) {
            if (predicted[r] == data.classOf(r)) {
                ok++;
            }
        }
        return (double) ok / rows.length;
    }

    /** The error rate, 1 - accuracy. */
    public static double error(int[] predicted, Dataset data) {
        return 1 - accuracy(predicted, data);
    }

    /** The confusion matrix of the predictions. */
    public static ConfusionMatrix confusion(int[] predicted, Dataset data) {
        return ConfusionMatrix.of(predicted, data);
    }

    /** Precision of class {@code positive} (Zhao 2017, (4.1)); see {@link ConfusionMatrix#precision}. */
    public static double precision(int[] predicted, Dataset data, int positive) {
        return confusion(predicted, data).precision(positive);
    }

    /** Recall of class {@code positive} (Zhao 2017, (4.1)); see {@link ConfusionMatrix#recall}. */
    public static double recall(int[] predicted, Dataset data, int positive) {
        return confusion(predicted, data).recall(positive);
    }

    /** F1 of class {@code positive} (Zhao 2017, (4.1)); see {@link ConfusionMatrix#f1}. */
    public static double f1(int[] predicted, Dataset data, int positive) {
        return confusion(predicted, data).f1(positive);
    }

    /**
     * The mean squared error of {@code predicted} against {@code target}: svm-predict's and svm-train -v's
     * {@code Mean squared error} of regression.
     *
     * @throws IllegalArgumentException if the arrays are empty or of different lengths
     */
    public static double meanSquaredError(double[] predicted, double[] target) {
        checkValues(predicted, target);
        double s = 0;
        for (int i = 0; i < predicted.length; i++) {
            double e = predicted[i] - target[i];
            s += e * e;
        }
        return s / predicted.length;
    }

    /**
     * The squared correlation coefficient of {@code predicted} and {@code target}, computed as svm-predict computes
     * it (LIBSVM 3.24, svm-predict.c): ((l sum vy - sum v sum y)^2) / ((l sum vv - (sum v)^2)(l sum yy - (sum y)^2));
     * NaN when either side is constant (a 0/0, as svm-predict prints {@code nan}).
     *
     * @throws IllegalArgumentException if the arrays are empty or of different lengths
     */
    public static double squaredCorrelation(double[] predicted, double[] target) {
        checkValues(predicted, target);
        double sv = 0;
        double sy = 0;
        double svv = 0;
        double syy = 0;
        double svy = 0;
        for (int i = 0; i < predicted.length; i++) {
            double v = predicted[i];
            double y = target[i];
            sv += v;
            sy += y;
            svv += v * v;
            syy += y * y;
            svy += v * y;
        }
        double l = predicted.length;
        double num = (l * svy - sv * sy) * (l * svy - sv * sy);
        return num / ((l * svv - sv * sv) * (l * syy - sy * sy));
    }

    private static void checkValues(double[] predicted, double[] target) {
        if (predicted.length != target.length) {
            throw new IllegalArgumentException("predicted values and targets differ in length: " + predicted.length
                    + " and " + target.length);
        }
        if (predicted.length == 0) {
            throw new IllegalArgumentException("no values to score");
        }
    }

    /** The arithmetic mean of at least one value. */
    public static double mean(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("mean of no values is undefined");
        }
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s / values.length;
    }

    /**
     * The standard error of the mean: the sample standard deviation (divisor n - 1) over sqrt(n); 0 for one value.
     */
    public static double standardError(double[] values) {
        double m = mean(values);
        int n = values.length;
        if (n == 1) {
            return 0;
        }
        double ss = 0;
        for (double v : values) {
            ss += (v - m) * (v - m);
        }
        return Math.sqrt(ss / (n - 1)) / Math.sqrt(n);
    }

    static void check(int[] predicted, Dataset data) {
        if (predicted.length != data.size()) {
            throw new IllegalArgumentException("predicted has " + predicted.length + " entries but the data set has "
                    + data.size() + " rows");
        }
        int k = data.classCount();
        for (int i = 0; i < predicted.length; i++) {
            if (predicted[i] < -1 || predicted[i] >= k) {
                throw new IllegalArgumentException("predicted class of row " + i + " is " + predicted[i]
                        + ", not a class index in [0, " + k + ") or -1 (a class the data set does not have)");
            }
        }
    }
}

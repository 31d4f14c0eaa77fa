package org.infens.kernelboost;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;

/**
 * A kernel Perceptron f(x) = sum_s c_s K(x_s, x) over its support rows x_s (the training rows it made mistakes on):
 * class 0 of {@link #labels()} where f(x) &gt; 0, class 1 otherwise (as {@link org.infens.learner.PerceptronModel}).
 *
 * <p>It also keeps its training trace: the mistakes made in each epoch and the steps (1-based, counted over all
 * epochs) at which they were made, from which the instantaneous (cumulative average) training error of 004 Fig. 4
 * is read.
 *
 * <p>Immutable and thread-safe.
 */
public final class KernelPerceptronModel implements Classifier {
    private final Labels labels;
    private final Kernel kernel;
    private final Dataset supportRows;
    private final double[] coefficients;
    private final int[] mistakesPerEpoch;
    private final int[] mistakeSteps;
    private final Provenance provenance;

    /**
     * A model from its parts (arrays are copied).
     *
     * @param labels           exactly two classes
     * @param kernel           the kernel, prepared
     * @param supportRows      the rows x_s
     * @param coefficients     c_s, one per support row
     * @param mistakesPerEpoch mistakes in each training epoch run
     * @param mistakeSteps     the steps at which mistakes were made, increasing
     * @param provenance       where the model came from
     */
    public KernelPerceptronModel(Labels labels, Kernel kernel, Dataset supportRows, double[] coefficients,
                                 int[] mistakesPerEpoch, int[] mistakeSteps, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        if (labels.size() != 2) {
            throw new IllegalArgumentException("a kernel Perceptron separates 2 classes, got " + labels.size());
        }
        this.kernel = Objects.requireNonNull(kernel, "kernel");
        this.supportRows = Objects.requireNonNull(supportRows, "supportRows");
        if (coefficients.length != supportRows.size()) {
            throw new IllegalArgumentException("coefficients has " + coefficients.length + " entries but there are "
                    + supportRows.size() + " support rows");
        }
        for (double c : coefficients) {
            if (!Double.isFinite(c)) {
                throw new IllegalArgumentException("coefficients must be finite, got " + c);
            }
        }
        this.coefficients = coefficients.clone();
        this.mistakesPerEpoch = mistakesPerEpoch.clone();
        this.mistakeSteps = mistakeSteps.clone();
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    @Override
    public Labels labels() {
        return labels;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }

    @Override
    public List<String> featureNames() {
        return supportRows.featureNames();
    }

    /** The kernel. */
    public Kernel kernel() {
        return kernel;
    }

    /** The support rows x_s. */
    public Dataset supportRows() {
        return supportRows;
    }

    /** The coefficients c_s (a copy). */
    public double[] coefficients() {
        return coefficients.clone();
    }

    /** Mistakes made in each epoch that was run (a copy); fewer entries than epochs when training converged. */
    public int[] mistakesPerEpoch() {
        return mistakesPerEpoch.clone();
    }

    /** The 1-based steps at which training made its mistakes, over all epochs (a copy). */
    public int[] mistakeSteps() {
        return mistakeSteps.clone();
    }

    /** Total mistakes made in training. */
    public int mistakes() {
        return mistakeSteps.length;
    }

    /** f(x) for row {@code i} of {@code data}. */
    public double value(Dataset data, int i) {
        double s = 0;
        for (int k = 0; k < coefficients.length; k++) {
            s += coefficients[k] * kernel.value(supportRows, k, data, i);
        }
        return s;
    }

    @Override
    public Prediction predict(Dataset data, int i) {
        return prediction(value(data, i));
    }

    private static Prediction prediction(double f) {
        return new Prediction(f > 0 ? 0 : 1, new double[] {f});
    }

    /** f(x) for every row of {@code data}, through one kernel evaluator (per-row work done once per row). */
    public double[] valuesAll(Dataset data) {
        int l = coefficients.length;
        int[] all = new int[l];
        for (int k = 0; k < l; k++) {
            all[k] = k;
        }
        Kernel.Evaluator e = kernel.evaluator(data, supportRows);
        double[] kv = new double[l];
        double[] out = new double[data.size()];
        for (int i = 0; i < out.length; i++) {
            e.row(i, all, 0, l, kv);
            double s = 0;
            for (int k = 0; k < l; k++) {
                s += coefficients[k] * kv[k];
            }
            out[i] = s;
        }
        return out;
    }

    /** Predictions of every row through {@link #valuesAll} (on one thread). */
    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        List<Prediction> out = new ArrayList<>(data.size());
        for (double f : valuesAll(data)) {
            out.add(prediction(f));
        }
        return out;
    }
}

package org.infens.kernelboost;

import java.util.ArrayList;
import java.util.List;
import org.infens.Check;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;

/**
 * A kernel Perceptron f(x) = sum_s c_s K(x_s, x) over its support rows x_s (the training rows it made mistakes on):
 * class 0 of {@link #labels()} where f(x) &gt; 0, class 1 otherwise (as {@link org.infens.learner.PerceptronModel}).
 *
 * <p>It also keeps its training trace: the mistakes made in each epoch and the steps (1-based, counted over all
 * epochs) at which they were made, from which the instantaneous (cumulative average) training error of
 * Crammer, Keshet &amp; Singer 2002, Fig. 4 is read.
 *
 * <p>Immutable and thread-safe.
 */
public final class KernelPerceptronModel extends StoredClassifier<KernelPerceptronModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels           exactly two classes
     * @param kernel           the kernel, prepared
     * @param supportClasses   the class of each support row
     * @param coefficients     c_s, one per support row, finite
     * @param supportRows      the rows x_s (their classes are {@code supportClasses})
     * @param features         the training features' names, one per dimension of the rows, or empty
     * @param mistakesPerEpoch mistakes in each training epoch run
     * @param mistakeSteps     the 1-based steps at which mistakes were made, over all epochs, increasing
     */
    public record State(Labels labels, Kernel kernel, int[] supportClasses, double[] coefficients, Dataset supportRows,
                        @IfAbsent("[]") List<String> features, int[] mistakesPerEpoch, int[] mistakeSteps)
            implements ClassifierState {
        /** Checks every field and gives the support rows their classes and names. */
        public State {
            Check.notNull("labels", labels);
            Check.that(labels.size() == 2, "labels", "must hold 2 classes (a kernel Perceptron separates two), got "
                    + labels.size());
            Check.notNull("kernel", kernel);
            Check.notNull("supportRows", supportRows);
            Check.length("supportClasses", supportClasses.length, supportRows.size());
            supportClasses = Check.range("supportClasses", supportClasses, 0, 2);
            Check.length("coefficients", coefficients.length, supportRows.size());
            coefficients = Check.finite("coefficients", coefficients);
            features = Check.names("features", features, supportRows.dimension());
            mistakesPerEpoch = Check.range("mistakesPerEpoch", mistakesPerEpoch, 0, Integer.MAX_VALUE);
            mistakeSteps = Check.range("mistakeSteps", mistakeSteps, 1, Integer.MAX_VALUE);
            for (int t = 1; t < mistakeSteps.length; t++) {
                Check.that(mistakeSteps[t] > mistakeSteps[t - 1], "mistakeSteps[" + t + "]", "must exceed the step "
                        + "before it, " + mistakeSteps[t - 1] + ", got " + mistakeSteps[t]);
            }
            supportRows = supportRows.withClassIndices(supportClasses, labels).withFeatureNames(features);
        }

        /** The class of each support row (a copy). */
        @Override
        public int[] supportClasses() {
            return supportClasses.clone();
        }

        /** c_s (a copy). */
        @Override
        public double[] coefficients() {
            return coefficients.clone();
        }

        /** Mistakes in each epoch (a copy). */
        @Override
        public int[] mistakesPerEpoch() {
            return mistakesPerEpoch.clone();
        }

        /** The steps of the mistakes (a copy). */
        @Override
        public int[] mistakeSteps() {
            return mistakeSteps.clone();
        }
    }

    private final Kernel kernel;
    private final Dataset supportRows;
    private final double[] coefficients;

    /** The model of {@code state}. */
    public KernelPerceptronModel(State state, Provenance provenance) {
        super(state, provenance);
        this.kernel = state().kernel;
        this.supportRows = state().supportRows;
        this.coefficients = state().coefficients;
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
        return state().coefficients();
    }

    /** Mistakes made in each epoch that was run (a copy); fewer entries than epochs when training converged. */
    public int[] mistakesPerEpoch() {
        return state().mistakesPerEpoch();
    }

    /** The 1-based steps at which training made its mistakes, over all epochs (a copy). */
    public int[] mistakeSteps() {
        return state().mistakeSteps();
    }

    /** Total mistakes made in training. */
    public int mistakes() {
        return state().mistakeSteps.length;
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

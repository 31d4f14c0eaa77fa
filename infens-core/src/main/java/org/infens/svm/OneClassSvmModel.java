package org.infens.svm;

import java.util.Arrays;
import java.util.List;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;

/**
 * A trained one-class SVM (LIBSVM {@code -s 2}; Schölkopf, Platt, Shawe-Taylor, Smola &amp; Williamson 2001): the
 * decision function f(x) = sum_s alpha_s k(sv_s, x) - rho is positive inside the estimated support of the training
 * distribution. As a classifier it has LIBSVM's two labels, {@code 1} (class 0: f(x) &gt; 0, an inlier) and {@code -1}
 * (class 1: an outlier, a novelty), so that {@code predict} scores it against a test file's labels as svm-predict
 * does; the decision value is f(x).
 *
 * <p>Immutable and thread-safe.
 */
public final class OneClassSvmModel extends StoredClassifier<OneClassSvmModel.State> {
    /** The labels: {@code 1} for an inlier (class 0), {@code -1} for an outlier. */
    public static final Labels LABELS = Labels.of("1", "-1");

    /**
     * The model's state, as its file holds it (LIBSVM's {@code svm_model} of a one-class SVM).
     *
     * @param kernel         the kernel (prepared)
     * @param rho            the offset: f(x) = sum_s coefficients[s] k(sv_s, x) - rho
     * @param coefficients   alpha_s &gt; 0 of each support vector, adding up to nu l
     * @param features       the training features' names, one per support-vector dimension, or empty
     * @param supportVectors the support vectors' features
     * @param solverStats    the solver's report (one, or none for a model read from LIBSVM's files)
     */
    public record State(Kernel kernel, double rho, double[] coefficients, @IfAbsent("[]") List<String> features,
                        Dataset supportVectors, @IfAbsent("[]") List<BinaryStats> solverStats)
            implements ClassifierState {
        /** Checks every field against the others. */
        public State {
            features = SingleFunction.check(kernel, rho, coefficients, features, supportVectors, solverStats);
            coefficients = coefficients.clone();
            solverStats = List.copyOf(solverStats);
            supportVectors = supportVectors.withFeatureNames(features);
        }

        /** {@link #LABELS}: not stored, the same for every one-class model. */
        @Override
        public Labels labels() {
            return LABELS;
        }

        /** The coefficients (a copy). */
        @Override
        public double[] coefficients() {
            return coefficients.clone();
        }
    }

    private final SingleFunction function;

    /** The model of {@code state}. */
    public OneClassSvmModel(State state, Provenance provenance) {
        super(state, provenance);
        this.function = new SingleFunction(state.kernel, state.rho, state.coefficients, state.features,
                state.supportVectors, provenance);
    }

    /** The kernel. */
    public Kernel kernel() {
        return state().kernel;
    }

    /** The support vectors. */
    public Dataset supportVectors() {
        return function.supportVectors();
    }

    /** The number of support vectors. */
    public int supportVectorCount() {
        return state().supportVectors.size();
    }

    /** The solver's report (empty for a model read from LIBSVM's files). */
    public List<BinaryStats> stats() {
        return state().solverStats;
    }

    /** LIBSVM's rule: class {@code 1} (index 0) where f(x) &gt; 0, else {@code -1}; the decision value is f(x). */
    @Override
    public Prediction predict(Dataset data, int i) {
        double f = function.value(data, i);
        return new Prediction(f > 0 ? 0 : 1, new double[] {f});
    }

    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        double[] f = function.values(data, threads);
        Prediction[] out = new Prediction[f.length];
        for (int i = 0; i < f.length; i++) {
            out[i] = new Prediction(f[i] > 0 ? 0 : 1, new double[] {f[i]});
        }
        return Arrays.asList(out);
    }
}

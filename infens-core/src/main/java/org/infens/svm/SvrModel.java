package org.infens.svm;

import java.util.List;
import java.util.OptionalDouble;
import org.infens.Provenance;
import org.infens.Regressor;
import org.infens.StoredModel;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;

/**
 * A trained support vector regression, epsilon-SVR or nu-SVR (LIBSVM {@code -s 3}, {@code -s 4}): the prediction is
 * f(x) = sum_s coef_s k(sv_s, x) - rho with coef_s = alpha_s - alpha*_s, as svm-predict computes it. With an
 * ensemble kernel (stump, perceptron) this is an infinite ensemble of stumps or perceptrons fitted by the
 * epsilon-insensitive loss (Lin &amp; Li 2008 for classification).
 *
 * <p>Immutable and thread-safe.
 */
public final class SvrModel extends StoredModel<SvrModel.State> implements Regressor {
    /**
     * The model's state, as its file holds it (LIBSVM's {@code svm_model} of a regression).
     *
     * @param kernel         the kernel (prepared)
     * @param rho            the offset: f(x) = sum_s coefficients[s] k(sv_s, x) - rho
     * @param coefficients   alpha_s - alpha*_s of each support vector, non-zero
     * @param features       the training features' names, one per support-vector dimension, or empty
     * @param supportVectors the support vectors' features
     * @param solverStats    the solver's report (one, or none for a model read from LIBSVM's files)
     * @param type           {@code epsilon-svr} or {@code nu-svr} ({@link SvmType#specName()})
     * @param sigma          the scale of the Laplace model of the residuals, e^(-|z|/sigma) / (2 sigma), when the
     *                       model was trained for probability estimates (LIBSVM's {@code probA} of a regression,
     *                       {@code svm-train -b 1}), else NaN; optional in files, and not written when NaN
     */
    public record State(Kernel kernel, double rho, double[] coefficients, @IfAbsent("[]") List<String> features,
                        Dataset supportVectors, @IfAbsent("[]") List<BinaryStats> solverStats, String type,
                        @IfAbsent(value = "\"nan\"", omitDefault = true) double sigma)
            implements ModelState {
        /** Checks every field against the others. */
        public State {
            features = SingleFunction.check(kernel, rho, coefficients, features, supportVectors, solverStats);
            org.infens.Check.notNull("type", type);
            org.infens.Check.that(type.equals(SvmType.EPSILON_SVR.specName())
                    || type.equals(SvmType.NU_SVR.specName()), "type", "must be epsilon-svr or nu-svr, got "
                    + Quote.of(type));
            org.infens.Check.that(Double.isNaN(sigma) || sigma >= 0 && Double.isFinite(sigma), "sigma",
                    "must be finite and >= 0 (or NaN for none), got " + sigma);
            coefficients = coefficients.clone();
            solverStats = List.copyOf(solverStats);
            supportVectors = supportVectors.withFeatureNames(features);
        }

        /** A state without a Laplace model of the residuals (sigma NaN). */
        public State(Kernel kernel, double rho, double[] coefficients, List<String> features, Dataset supportVectors,
                     List<BinaryStats> solverStats, String type) {
            this(kernel, rho, coefficients, features, supportVectors, solverStats, type, Double.NaN);
        }

        /** This state with the Laplace model's scale {@code newSigma} (NaN for none). */
        public State withSigma(double newSigma) {
            return new State(kernel, rho, coefficients, features, supportVectors, solverStats, type, newSigma);
        }

        /** The coefficients (a copy). */
        @Override
        public double[] coefficients() {
            return coefficients.clone();
        }
    }

    private final SingleFunction function;

    /** The model of {@code state}. */
    public SvrModel(State state, Provenance provenance) {
        super(state, provenance);
        this.function = new SingleFunction(state.kernel, state.rho, state.coefficients, state.features,
                state.supportVectors, provenance);
    }

    /** The formulation that trained it: {@link SvmType#EPSILON_SVR} or {@link SvmType#NU_SVR}. */
    public SvmType type() {
        return SvmType.fromName(state().type);
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

    /**
     * The scale sigma of the Laplace model of the residuals, target = prediction + z with density
     * e^(-|z|/sigma) / (2 sigma) (Lin &amp; Weng 2004, "Simple probabilistic predictions for support vector
     * regression"), when the model was trained for probability estimates ({@code svm-train -b 1}; LIBSVM's
     * {@code probA}); empty otherwise.
     */
    public OptionalDouble sigma() {
        return Double.isNaN(state().sigma) ? OptionalDouble.empty() : OptionalDouble.of(state().sigma);
    }

    /** The solver's report (empty for a model read from LIBSVM's files). */
    public List<BinaryStats> stats() {
        return state().solverStats;
    }

    @Override
    public double predict(Dataset data, int i) {
        return function.value(data, i);
    }

    @Override
    public double[] predictRows(Dataset data, int threads) {
        return function.values(data, threads);
    }
}

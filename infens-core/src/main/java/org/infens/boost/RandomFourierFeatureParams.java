package org.infens.boost;

import org.infens.spec.Spec;

/**
 * Parameters of the random-Fourier-feature baseline ({@link RandomFourierFeatureTrainer}; Shen &amp; Liu 2014,
 * Table II, column RFF).
 *
 * @param features  D, the number of random features, {@code >= 1} (Shen &amp; Liu 2014 use 2000)
 * @param sigma     the Gaussian bandwidth: theta ~ N(0, sigma^-2 I), kernel exp(-||x - x'||^2 / (2 sigma^2)), {@code > 0},
 *                  or NaN for {@link FourierBandwidth#of} the training data
 * @param C         the linear SVM's cost, {@code > 0} and finite
 * @param tolerance the linear solver's stopping tolerance, {@code > 0}
 * @param maxEpochs the linear solver's epoch cap, {@code >= 1}
 * @param seed      the seed of the features and of the solver's coordinate order
 */
public record RandomFourierFeatureParams(int features, double sigma, double C, double tolerance, int maxEpochs,
                                         long seed) implements ParamsTrainer.SeededParams<RandomFourierFeatureParams> {
    /** Default D, as Shen &amp; Liu 2014, Sec. VI. */
    public static final int DEFAULT_FEATURES = 2000;

    /** Validates every parameter, naming it and its value. */
    public RandomFourierFeatureParams {
        if (features < 1) {
            throw new IllegalArgumentException("D must be >= 1, got " + features);
        }
        new ColumnGenerationParams(WeakHypothesis.Kind.FOURIER, sigma, C, 1, 1, 1, false, tolerance, maxEpochs,
                org.infens.linear.ColumnSvm.Method.DCD, seed);
    }

    /** D = 2000, sigma from the data, C = 1, the CGEns solver defaults, seed 0. */
    public static RandomFourierFeatureParams defaults() {
        return new RandomFourierFeatureParams(DEFAULT_FEATURES, Double.NaN, 1, ColumnGenerationParams.DEFAULT_TOLERANCE,
                ColumnGenerationParams.DEFAULT_MAX_EPOCHS, 0);
    }

    /** A copy with another D. */
    public RandomFourierFeatureParams withFeatures(int d) {
        return new RandomFourierFeatureParams(d, sigma, C, tolerance, maxEpochs, seed);
    }

    /** A copy with another sigma. */
    public RandomFourierFeatureParams withSigma(double s) {
        return new RandomFourierFeatureParams(features, s, C, tolerance, maxEpochs, seed);
    }

    /** A copy with another C. */
    public RandomFourierFeatureParams withC(double c) {
        return new RandomFourierFeatureParams(features, sigma, c, tolerance, maxEpochs, seed);
    }

    /** A copy with another solver tolerance and epoch cap. */
    public RandomFourierFeatureParams withSolver(double tol, int epochs) {
        return new RandomFourierFeatureParams(features, sigma, C, tol, epochs, seed);
    }

    /** A copy with another seed. */
    public RandomFourierFeatureParams withSeed(long s) {
        return new RandomFourierFeatureParams(features, sigma, C, tolerance, maxEpochs, s);
    }

    /** These parameters with sigma fixed for {@code data} ({@link FourierBandwidth#of} when it is NaN). */
    RandomFourierFeatureParams forData(org.infens.data.Dataset data) {
        return Double.isNaN(sigma) ? withSigma(FourierBandwidth.of(data)) : this;
    }

    /**
     * These parameters in the learner-spec grammar, e.g. {@code rff(D=2000, sigma=1, C=1, ...)} (no sigma while it
     * is to come from the data).
     */
    public Spec toSpec() {
        Spec s = Spec.of("rff").with("D", features);
        if (!Double.isNaN(sigma)) {
            s = s.with("sigma", sigma);
        }
        return s.with("C", C).with("tol", tolerance).with("epochs", maxEpochs);
    }
}

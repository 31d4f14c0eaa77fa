package org.infens.boost;

import java.util.Objects;
import org.infens.spec.Spec;

/**
 * Parameters of CGEns-SLS ({@link SimplexLeastSquaresTrainer}, Shen &amp; Liu 2014, Algorithm 2).
 *
 * @param weak       the weak-learner family (Shen &amp; Liu 2014, Sec. VI-B uses stumps)
 * @param sigma      the bandwidth of Fourier features, {@code > 0} (ignored otherwise)
 * @param C          the cost C of (10), {@code > 0} and finite
 * @param maxColumns J_max, {@code >= 1} (Shen &amp; Liu 2014 use 500)
 * @param epsilon    the termination threshold on the best score of (13), {@code > 0}
 * @param candidates hypotheses sampled per iteration for perceptrons and Fourier features, {@code >= 1}
 * @param drawOnce   draw the candidates once, as one pool, instead of afresh each iteration (see
 *                   {@link ColumnGenerationParams})
 * @param seed       the seed of the sampled families
 */
public record SimplexLeastSquaresParams(WeakHypothesis.Kind weak, double sigma, double C, int maxColumns,
                                        double epsilon, int candidates, boolean drawOnce, long seed)
        implements ParamsTrainer.SeededParams<SimplexLeastSquaresParams> {
    /** Validates every parameter, naming it and its value. */
    public SimplexLeastSquaresParams {
        // the shared checks name the parameters as the cgens spec does
        new ColumnGenerationParams(Objects.requireNonNull(weak, "weak"), sigma, C, maxColumns, epsilon, candidates,
                drawOnce, ColumnGenerationParams.DEFAULT_TOLERANCE, ColumnGenerationParams.DEFAULT_MAX_EPOCHS,
                org.infens.linear.ColumnSvm.Method.DCD, seed);
    }

    /** Stumps, sigma from the data (for Fourier features), C = 1, J = 500, epsilon 1e-3, 2000 candidates, seed 0. */
    public static SimplexLeastSquaresParams defaults() {
        return new SimplexLeastSquaresParams(WeakHypothesis.Kind.STUMP, Double.NaN, 1, ColumnGenerationParams.DEFAULT_MAX_COLUMNS,
                ColumnGenerationParams.DEFAULT_EPSILON, ColumnGenerationParams.DEFAULT_CANDIDATES, false, 0);
    }

    /** These parameters with the Fourier bandwidth fixed for {@code data} (see {@link FourierBandwidth}). */
    SimplexLeastSquaresParams forData(org.infens.data.Dataset data) {
        return weak == WeakHypothesis.Kind.FOURIER && Double.isNaN(sigma)
                ? withWeak(weak, FourierBandwidth.of(data)) : this;
    }

    /** A copy with another family (and Fourier bandwidth). */
    public SimplexLeastSquaresParams withWeak(WeakHypothesis.Kind k, double s) {
        return new SimplexLeastSquaresParams(k, s, C, maxColumns, epsilon, candidates, drawOnce, seed);
    }

    /** A copy with another C. */
    public SimplexLeastSquaresParams withC(double c) {
        return new SimplexLeastSquaresParams(weak, sigma, c, maxColumns, epsilon, candidates, drawOnce, seed);
    }

    /** A copy with another J_max. */
    public SimplexLeastSquaresParams withMaxColumns(int j) {
        return new SimplexLeastSquaresParams(weak, sigma, C, j, epsilon, candidates, drawOnce, seed);
    }

    /** A copy with another epsilon. */
    public SimplexLeastSquaresParams withEpsilon(double e) {
        return new SimplexLeastSquaresParams(weak, sigma, C, maxColumns, e, candidates, drawOnce, seed);
    }

    /** A copy with another number of candidates per iteration. */
    public SimplexLeastSquaresParams withCandidates(int n) {
        return new SimplexLeastSquaresParams(weak, sigma, C, maxColumns, epsilon, n, drawOnce, seed);
    }

    /** A copy that draws its candidates once ({@code true}) or afresh each iteration. */
    public SimplexLeastSquaresParams withDrawOnce(boolean once) {
        return new SimplexLeastSquaresParams(weak, sigma, C, maxColumns, epsilon, candidates, once, seed);
    }

    /** A copy with another seed. */
    public SimplexLeastSquaresParams withSeed(long s) {
        return new SimplexLeastSquaresParams(weak, sigma, C, maxColumns, epsilon, candidates, drawOnce, s);
    }

    /**
     * These parameters in the learner-spec grammar, e.g. {@code cgens-sls(weak=stump, C=1, J=500, ...)};
     * {@code draw=once} only when set.
     */
    public Spec toSpec() {
        Spec s = Spec.of("cgens-sls").with("weak", ColumnGenerationParams.weakSpec(weak, sigma)).with("C", C)
                .with("J", maxColumns).with("eps", epsilon).with("candidates", candidates);
        return drawOnce ? s.with("draw", "once") : s;
    }
}

package org.infens.boost;

import java.util.Objects;
import org.infens.linear.ColumnSvm;
import org.infens.spec.Spec;

/**
 * Parameters of CGEns ({@link ColumnGenerationTrainer}, Shen &amp; Liu 2014, Algorithm 1).
 *
 * @param weak       the weak-learner family (Shen &amp; Liu 2014, Sec. VI): stumps (exact search), perceptrons or
 *                   Fourier features (sampled)
 * @param sigma      the bandwidth of Fourier features, theta ~ N(0, sigma^-2 I), {@code > 0}, or NaN for
 *                   {@link FourierBandwidth#of} the training data (ignored by the other families)
 * @param C          the cost C of (1), {@code > 0} and finite
 * @param maxColumns J_max, the most weak learners to add, {@code >= 1} (Shen &amp; Liu 2014, Sec. VI uses 500)
 * @param epsilon    the termination threshold of Algorithm 1: stop when the best score (8) is below it, {@code > 0}
 * @param candidates hypotheses sampled per iteration for perceptrons and Fourier features, {@code >= 1}
 *                   (Shen &amp; Liu 2014, Sec. VI uses 2000)
 * @param drawOnce   for perceptrons and Fourier features: draw the candidates once, as one pool that every
 *                   iteration searches (without the columns already selected), instead of afresh each iteration
 *                   (the default); the two readings of Shen &amp; Liu 2014, Sec. VI ({@link SampledFamily})
 * @param tolerance  the master solver's stopping tolerance (the KKT violation; see {@link ColumnSvm#create}),
 *                   {@code > 0}
 * @param maxEpochs  coordinate-descent epochs per iteration at most, {@code >= 1}: the cap of {@code dcd}; for
 *                   {@code ws} the budget before its active-set method (it switches earlier when the epochs stall)
 * @param solver     the master solver ({@link ColumnSvm#create}): {@code ws} (coordinate descent, then an active-set
 *                   method: converges at every C; the default), {@code dcd} (coordinate descent alone, capped)
 *                   or {@code smo} (SMO on the m x m Gram matrix)
 * @param seed       the seed of every random choice (candidates, coordinate order)
 */
public record ColumnGenerationParams(WeakHypothesis.Kind weak, double sigma, double C, int maxColumns, double epsilon,
                                     int candidates, boolean drawOnce, double tolerance, int maxEpochs,
                                     ColumnSvm.Method solver,
                                     long seed) implements ParamsTrainer.SeededParams<ColumnGenerationParams> {
    /** Default J_max, as Shen &amp; Liu 2014, Sec. VI. */
    public static final int DEFAULT_MAX_COLUMNS = 500;
    /** Default candidates per iteration, as Shen &amp; Liu 2014, Sec. VI. */
    public static final int DEFAULT_CANDIDATES = 2000;
    /** Default termination threshold epsilon. */
    public static final double DEFAULT_EPSILON = 1e-3;
    /**
     * Default solver tolerance (LIBLINEAR's {@code -e}: max PG - min PG, see
     * {@link org.infens.linear.LinearSvmSolver}), ten times tighter than LIBLINEAR's 0.1 now that the solver
     * shrinks. Measured (CPU seconds of one thread, shared loaded machine, indicative) for CGEns with stumps to 500
     * columns on 1,000 rows, with the relative primal-dual gap at J = 500:
     * <pre>
     *   tolerance   twonorm (with shrinking)     ringnorm (with shrinking)   twonorm without shrinking
     *   0.1         1.7 s, gap 1.1               4.9 s                       2.9 s
     *   0.01        4.4 s, gap 0.064             7.2 s, gap 0.16             16.9 s
     *   0.001       9.7 s, gap 0.0073            17.4 s, gap 0.0084
     * </pre>
     * At 0.1 the restricted problems were far from solved (primal 1.3 at J = 500 against 0.22 at 0.001); 0.01 gets
     * within about 25% of that objective at 2.5 times the cost of 0.1. Use {@code tol=0.001} for near-exact solves.
     */
    public static final double DEFAULT_TOLERANCE = 0.01;
    /** Default coordinate-descent epochs per iteration at most (the cap of {@code dcd}, the budget of {@code ws}). */
    public static final int DEFAULT_MAX_EPOCHS = 1000;

    /** Validates every parameter, naming it and its value. */
    public ColumnGenerationParams {
        Objects.requireNonNull(weak, "weak");
        Objects.requireNonNull(solver, "solver");
        checkSigma(sigma);
        if (!(C > 0) || Double.isInfinite(C)) {
            throw new IllegalArgumentException("C must be > 0 and finite, got " + C);
        }
        if (maxColumns < 1) {
            throw new IllegalArgumentException("J must be >= 1, got " + maxColumns);
        }
        if (!(epsilon > 0)) {
            throw new IllegalArgumentException("eps must be > 0, got " + epsilon);
        }
        if (candidates < 1) {
            throw new IllegalArgumentException("candidates must be >= 1, got " + candidates);
        }
        if (!(tolerance > 0)) {
            throw new IllegalArgumentException("tolerance must be > 0, got " + tolerance);
        }
        if (maxEpochs < 1) {
            throw new IllegalArgumentException("epochs must be >= 1, got " + maxEpochs);
        }
    }

    /** A Fourier bandwidth must be positive and finite, or NaN (from the data). */
    static void checkSigma(double sigma) {
        if (!Double.isNaN(sigma) && !(sigma > 0 && sigma < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("sigma must be > 0 and finite, got " + sigma);
        }
    }

    /**
     * Stumps, sigma from the data (for Fourier features), C = 1, J = 500, the defaults above, candidates drawn afresh
     * each iteration, the {@code ws} master solver, seed 0.
     */
    public static ColumnGenerationParams defaults() {
        return new ColumnGenerationParams(WeakHypothesis.Kind.STUMP, Double.NaN, 1, DEFAULT_MAX_COLUMNS,
                DEFAULT_EPSILON, DEFAULT_CANDIDATES, false, DEFAULT_TOLERANCE, DEFAULT_MAX_EPOCHS,
                ColumnSvm.Method.WS, 0);
    }

    /** A copy with another family (and Fourier bandwidth). */
    public ColumnGenerationParams withWeak(WeakHypothesis.Kind k, double s) {
        return new ColumnGenerationParams(k, s, C, maxColumns, epsilon, candidates, drawOnce, tolerance, maxEpochs,
                solver, seed);
    }

    /** A copy with another C. */
    public ColumnGenerationParams withC(double c) {
        return new ColumnGenerationParams(weak, sigma, c, maxColumns, epsilon, candidates, drawOnce, tolerance,
                maxEpochs, solver, seed);
    }

    /** A copy with another J_max. */
    public ColumnGenerationParams withMaxColumns(int j) {
        return new ColumnGenerationParams(weak, sigma, C, j, epsilon, candidates, drawOnce, tolerance, maxEpochs,
                solver, seed);
    }

    /** A copy with another epsilon. */
    public ColumnGenerationParams withEpsilon(double e) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, e, candidates, drawOnce, tolerance, maxEpochs,
                solver, seed);
    }

    /** A copy with another number of candidates per iteration. */
    public ColumnGenerationParams withCandidates(int n) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, epsilon, n, drawOnce, tolerance, maxEpochs,
                solver, seed);
    }

    /** A copy that draws its candidates once ({@code true}) or afresh each iteration. */
    public ColumnGenerationParams withDrawOnce(boolean once) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, epsilon, candidates, once, tolerance, maxEpochs,
                solver, seed);
    }

    /** A copy with another solver tolerance and epoch cap. */
    public ColumnGenerationParams withSolver(double tol, int epochs) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, epsilon, candidates, drawOnce, tol, epochs,
                solver, seed);
    }

    /** A copy with another master solver. */
    public ColumnGenerationParams withMasterSolver(ColumnSvm.Method m) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, epsilon, candidates, drawOnce, tolerance,
                maxEpochs, m, seed);
    }

    /** A copy with another seed. */
    public ColumnGenerationParams withSeed(long s) {
        return new ColumnGenerationParams(weak, sigma, C, maxColumns, epsilon, candidates, drawOnce, tolerance,
                maxEpochs, solver, s);
    }

    /**
     * These parameters with the Fourier bandwidth fixed for {@code data} ({@link FourierBandwidth#of} when it is
     * NaN); the same parameters for the other families.
     */
    ColumnGenerationParams forData(org.infens.data.Dataset data) {
        return weak == WeakHypothesis.Kind.FOURIER && Double.isNaN(sigma)
                ? withWeak(weak, FourierBandwidth.of(data)) : this;
    }

    /**
     * The weak-learner family as a spec value: {@code stump}, {@code perceptron} or {@code fourier(sigma=..)}
     * ({@code fourier} while sigma is to come from the data).
     */
    Spec weakSpec() {
        return weakSpec(weak, sigma);
    }

    /** {@link #weakSpec()} of a family and bandwidth, shared with CGEns-SLS. */
    static Spec weakSpec(WeakHypothesis.Kind weak, double sigma) {
        Spec w = Spec.of(weak.specName());
        return weak == WeakHypothesis.Kind.FOURIER && !Double.isNaN(sigma) ? w.with("sigma", sigma) : w;
    }

    /**
     * These parameters in the learner-spec grammar, e.g. {@code cgens(weak=stump, C=1, J=500, ...)}; {@code draw=once}
     * only when set, so that the specs of the default stay as they were.
     */
    public Spec toSpec() {
        Spec s = Spec.of("cgens").with("weak", weakSpec()).with("C", C).with("J", maxColumns).with("eps", epsilon)
                .with("candidates", candidates);
        return (drawOnce ? s.with("draw", "once") : s).with("tol", tolerance).with("epochs", maxEpochs)
                .with("solver", solver.name().toLowerCase(java.util.Locale.ROOT));
    }
}

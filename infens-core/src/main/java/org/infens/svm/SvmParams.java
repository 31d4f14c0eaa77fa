package org.infens.svm;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;

/**
 * Parameters of SVM training, for every formulation of LIBSVM ({@code svm-train -s 0..4}, {@link SvmType}): LIBSVM's
 * {@code svm_parameter}. A formulation reads the parameters it has and ignores the others: C for C-SVC and both
 * SVRs, nu for nu-SVC, the one-class SVM and nu-SVR, epsilon for epsilon-SVR, class weights for C-SVC.
 *
 * @param kernel         the kernel; conditionally positive definite kernels (stump, perceptron) are fine because
 *                       the dual has the constraint sum(alpha_i y_i) = 0 (Lin &amp; Li 2008, Thm. 4)
 * @param C              the soft-margin cost, {@code > 0}; {@link Double#POSITIVE_INFINITY} for a hard margin
 * @param eps            the stopping tolerance on the maximal KKT violation, as LIBSVM's {@code -e} (default 1e-3)
 * @param cacheMegabytes the kernel-column cache size in MB, as LIBSVM's {@code -m} (default 100)
 * @param shrinking      whether to use the shrinking heuristic, as LIBSVM's {@code -h} (default true)
 * @param classWeights   per-class cost multipliers by label, as LIBSVM's {@code -wi} (C of class i is
 *                       weight_i * C); labels not listed have weight 1
 * @param threads        threads used to compute kernel columns ({@code >= 1}); results are bit-identical for any
 *                       value
 * @param solver         which solver to use ({@link SvmSolver#AUTO} by default); {@link SvmSolver#ADDITIVE} needs a
 *                       kernel with an {@link org.infens.kernel.AdditiveForm} and a formulation it can solve (C-SVC and
 *                       the one-class SVM: the nu formulations' second equality constraint is not kept by its
 *                       working sets, and the SVRs' two variables per row are not yet)
 * @param type           the formulation ({@link SvmType#C_SVC} by default)
 * @param nu             nu in (0, 1], as LIBSVM's {@code -n} (default 0.5)
 * @param epsilon        the half-width of epsilon-SVR's insensitive tube, {@code >= 0}, as LIBSVM's {@code -p}
 *                       (default 0.1); not the stopping tolerance {@code eps}
 */
public record SvmParams(Kernel kernel, double C, double eps, double cacheMegabytes, boolean shrinking,
                        Map<String, Double> classWeights, int threads, SvmSolver solver, SvmType type, double nu,
                        double epsilon) {

    /** Default cost C, as LIBSVM. */
    public static final double DEFAULT_C = 1;
    /** Default stopping tolerance, as LIBSVM. */
    public static final double DEFAULT_EPS = 1e-3;
    /** Default cache size in MB, as LIBSVM. */
    public static final double DEFAULT_CACHE_MB = 100;
    /** Default nu, as LIBSVM. */
    public static final double DEFAULT_NU = 0.5;
    /** Default epsilon of epsilon-SVR, as LIBSVM's {@code -p}. */
    public static final double DEFAULT_EPSILON = 0.1;

    /** Validates every parameter and copies the class weights. */
    public SvmParams {
        Objects.requireNonNull(kernel, "kernel");
        Objects.requireNonNull(solver, "solver");
        Objects.requireNonNull(type, "type");
        if (solver == SvmSolver.ADDITIVE && kernel.isPrepared() && kernel.additiveForm().isEmpty()) {
            throw new IllegalArgumentException("solver=additive needs an additive kernel (stump, hik, their positive "
                    + "multiples and sums), got " + Quote.of(kernel.spec().toString())
                    + "; use solver=smo or solver=auto");
        }
        if (solver == SvmSolver.ADDITIVE && (type == SvmType.NU_SVC || type == SvmType.NU_SVR)) {
            throw new IllegalArgumentException("solver=additive cannot solve " + type.specName() + ": its dual's "
                    + "second equality constraint (e^T a = const) needs LIBSVM's Solver_NU; use solver=smo or "
                    + "solver=auto");
        }
        if (solver == SvmSolver.ADDITIVE && type == SvmType.EPSILON_SVR) {
            throw new IllegalArgumentException("solver=additive cannot solve epsilon-svr yet: its working sets take "
                    + "one variable per row, and the SVR dual has two (alpha and alpha*); use solver=smo or "
                    + "solver=auto");
        }
        if (!(C > 0)) {
            throw new IllegalArgumentException("C must be > 0, got " + C);
        }
        if (Double.isInfinite(C) && type != SvmType.C_SVC) {
            throw new IllegalArgumentException("C must be finite for " + type.specName() + ", got " + C
                    + " (a hard margin, C = inf, is for C-SVC)");
        }
        if (!(nu > 0 && nu <= 1)) {
            throw new IllegalArgumentException("nu must be in (0, 1], got " + nu);
        }
        if (!(epsilon >= 0) || !Double.isFinite(epsilon)) {
            throw new IllegalArgumentException("epsilon must be >= 0 and finite, got " + epsilon);
        }
        if (!(eps > 0) || !Double.isFinite(eps)) {
            throw new IllegalArgumentException("eps must be > 0 and finite, got " + eps);
        }
        if (!(cacheMegabytes > 0) || !Double.isFinite(cacheMegabytes)) {
            throw new IllegalArgumentException("cacheMegabytes must be > 0, got " + cacheMegabytes);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        Map<String, Double> w = new TreeMap<>();
        for (Map.Entry<String, Double> e : Objects.requireNonNull(classWeights, "classWeights").entrySet()) {
            double v = Objects.requireNonNull(e.getValue(), "class weight");
            if (!(v > 0) || !Double.isFinite(v)) {
                throw new IllegalArgumentException("weight of class " + e.getKey() + " must be > 0 and finite, got "
                        + v);
            }
            w.put(org.infens.data.Labels.canonical(e.getKey()), v);
        }
        classWeights = Map.copyOf(w);
    }

    /** C-SVC parameters with nu and epsilon at their defaults (the constructor before the other formulations). */
    public SvmParams(Kernel kernel, double C, double eps, double cacheMegabytes, boolean shrinking,
                     Map<String, Double> classWeights, int threads, SvmSolver solver) {
        this(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, solver, SvmType.C_SVC, DEFAULT_NU,
                DEFAULT_EPSILON);
    }

    /** A record with the automatic solver choice (the constructor of the parameters before the solver existed). */
    public SvmParams(Kernel kernel, double C, double eps, double cacheMegabytes, boolean shrinking,
                     Map<String, Double> classWeights, int threads) {
        this(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, SvmSolver.AUTO);
    }

    /**
     * LIBSVM's defaults with the given kernel: C-SVC, C = 1, nu = 0.5, epsilon = 0.1, eps = 1e-3, 100 MB cache,
     * shrinking, one thread; the solver chosen automatically.
     */
    public static SvmParams of(Kernel kernel) {
        return new SvmParams(kernel, DEFAULT_C, DEFAULT_EPS, DEFAULT_CACHE_MB, true, Map.of(), 1, SvmSolver.AUTO);
    }

    /** A copy with another formulation. */
    public SvmParams withType(SvmType t) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, solver, t, nu,
                epsilon);
    }

    /** A copy with another nu. */
    public SvmParams withNu(double n) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, solver, type, n,
                epsilon);
    }

    /** A copy with another epsilon of epsilon-SVR (LIBSVM's {@code -p}). */
    public SvmParams withEpsilon(double e) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, solver, type, nu, e);
    }

    /** A copy with another kernel. */
    public SvmParams withKernel(Kernel k) {
        return new SvmParams(k, C, eps, cacheMegabytes, shrinking, classWeights, threads, solver, type, nu, epsilon);
    }

    /** A copy with another C ({@code Double.POSITIVE_INFINITY} for a hard margin). */
    public SvmParams withC(double c) {
        return new SvmParams(kernel, c, eps, cacheMegabytes, shrinking, classWeights, threads, solver, type, nu, epsilon);
    }

    /** A copy with another stopping tolerance. */
    public SvmParams withEps(double e) {
        return new SvmParams(kernel, C, e, cacheMegabytes, shrinking, classWeights, threads, solver, type, nu, epsilon);
    }

    /** A copy with another cache size in MB. */
    public SvmParams withCacheMegabytes(double mb) {
        return new SvmParams(kernel, C, eps, mb, shrinking, classWeights, threads, solver, type, nu, epsilon);
    }

    /** A copy with shrinking on or off. */
    public SvmParams withShrinking(boolean s) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, s, classWeights, threads, solver, type, nu, epsilon);
    }

    /** A copy with per-class weights (label to multiplier of C). */
    public SvmParams withClassWeights(Map<String, Double> w) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, w, threads, solver, type, nu, epsilon);
    }

    /** A copy with another thread count. */
    public SvmParams withThreads(int t) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, classWeights, t, solver, type, nu, epsilon);
    }

    /** A copy with another solver choice. */
    public SvmParams withSolver(SvmSolver s) {
        return new SvmParams(kernel, C, eps, cacheMegabytes, shrinking, classWeights, threads, s, type, nu, epsilon);
    }

    /** Whether C is infinite (hard margin). */
    public boolean isHardMargin() {
        return Double.isInfinite(C);
    }

    /** The multiplier of C for a label (1 if not listed). */
    public double classWeight(String label) {
        return classWeights.getOrDefault(label, 1.0);
    }
}

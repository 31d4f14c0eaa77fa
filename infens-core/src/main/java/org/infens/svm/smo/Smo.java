package org.infens.svm.smo;

import java.util.ArrayDeque;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import org.infens.kernel.Kernel;

/**
 * Entry point of the SMO solver for the duals of LIBSVM's formulations,
 * <pre>
 *   min_a  1/2 a^T Q a + p^T a   subject to  y^T a = const,  0 &lt;= a_i &lt;= C_i,   Q_ij = y_i y_j k(x_i, x_j)
 * </pre>
 * (C-SVC: p = -1, a = 0 at the start; one-class SVM: y = +1, p = 0, a feasible start with e^T a = nu l; epsilon-SVR:
 * 2l variables over l rows, {@link Problem#rows()}), and, through {@link #solveNu}, the nu duals with the further
 * constraint e^T a = const (nu-SVC, nu-SVR). The solver is LIBSVM's {@code Solver} (Chang &amp; Lin 2011; Fan, Chen
 * &amp; Lin 2005): second-order working-set selection (WSS 2), shrinking with gradient reconstruction, an LRU
 * kernel-column cache, stopping when the maximal violating pair's gap is below eps, and the same rule for rho. It
 * therefore also solves problems with conditionally positive definite kernels such as the simplified stump kernel
 * -||x-x'||_1: on the feasible set y^T a = const the objective is convex (Lin &amp; Li 2008, Thm. 4), and where Q's
 * quadratic coefficient along a pair direction is not positive the step uses LIBSVM's tau = 1e-12 safeguard.
 */
public final class Smo {
    private Smo() {
    }

    /**
     * A problem for the solver.
     *
     * @param kernel       k(x_i, x_j) for i, j in [0, l)
     * @param y            labels +1 / -1
     * @param upperBound   C_i per example, {@code > 0}; may be {@link Double#POSITIVE_INFINITY} (hard margin)
     * @param linear       p_i (use -1 for C-SVC)
     * @param initialAlpha a feasible starting point (0 &lt;= a_i &lt;= C_i, y^T a = 0), or null for a = 0
     * @param eps          stopping tolerance
     * @param shrinking    whether to shrink
     * @param cacheBytes   kernel-cache budget
     * @param pool         threads for kernel columns, or null for the calling thread only
     * @param threads      number of threads in {@code pool}
     * @param featuresPerRow average stored features per row (cost estimate for the parallel split)
     * @param maxIterations iteration cap (LIBSVM: max(1e7, 100 l))
     * @param rows         the kernel row of each variable, when the variables map onto fewer rows (epsilon- and
     *                     nu-SVR: variables t and t + l on row t, LIBSVM's SVR_Q), so that {@code kernel} is over
     *                     the rows; null when variable t is row t
     */
    public record Problem(Kernel.Evaluator kernel, byte[] y, double[] upperBound, double[] linear,
                          double[] initialAlpha, double eps, boolean shrinking, long cacheBytes,
                          ExecutorService pool, int threads, double featuresPerRow, long maxIterations, int[] rows) {
        /** Checks sizes and values. */
        public Problem {
            Objects.requireNonNull(kernel, "kernel");
            int l = y.length;
            if (upperBound.length != l || linear.length != l || (initialAlpha != null && initialAlpha.length != l)
                    || (rows != null && rows.length != l)) {
                throw new IllegalArgumentException("y, upperBound, linear, initialAlpha and rows must have equal"
                        + " lengths");
            }
            for (int i = 0; rows != null && i < l; i++) {
                if (rows[i] < 0) {
                    throw new IllegalArgumentException("rows[" + i + "] must be >= 0, got " + rows[i]);
                }
            }
            for (int i = 0; i < l; i++) {
                if (y[i] != 1 && y[i] != -1) {
                    throw new IllegalArgumentException("y[" + i + "] must be +1 or -1, got " + y[i]);
                }
                if (!(upperBound[i] > 0)) {
                    throw new IllegalArgumentException("upperBound[" + i + "] must be > 0, got " + upperBound[i]);
                }
            }
        }

        /** A problem whose variable t is row t of the kernel. */
        public Problem(Kernel.Evaluator kernel, byte[] y, double[] upperBound, double[] linear, double[] initialAlpha,
                       double eps, boolean shrinking, long cacheBytes, ExecutorService pool, int threads,
                       double featuresPerRow, long maxIterations) {
            this(kernel, y, upperBound, linear, initialAlpha, eps, shrinking, cacheBytes, pool, threads,
                    featuresPerRow, maxIterations, null);
        }

        /** LIBSVM's iteration cap for l examples. */
        public static long defaultMaxIterations(int l) {
            return Math.max(10_000_000L, 100L * l);
        }
    }

    /**
     * The solution.
     *
     * @param alpha      the optimal a in the original order
     * @param gradient   the gradient Q a + p at the solution, original order
     * @param rho        minus the bias: the decision function is sum_i y_i a_i k(x_i, x) - rho
     * @param objective  1/2 a^T Q a + p^T a
     * @param iterations SMO iterations
     * @param converged  false when the iteration cap stopped the solver before the tolerance was met
     * @param maxViolation the final maximal KKT violation (m(a) - M(a) in Keerthi's notation), below eps when converged
     * @param r          {@link #solveNu}'s second multiplier r = (r_1 + r_2)/2 (nu-SVC divides the solution by it,
     *                   nu-SVR's epsilon is -r); NaN from {@link #solve}
     */
    public record Result(double[] alpha, double[] gradient, double rho, double objective, long iterations,
                         boolean converged, double maxViolation, double r) {
        /** A result without r (NaN), as {@link #solve} gives. */
        public Result(double[] alpha, double[] gradient, double rho, double objective, long iterations,
                      boolean converged, double maxViolation) {
            this(alpha, gradient, rho, objective, iterations, converged, maxViolation, Double.NaN);
        }
    }

    /**
     * What a long solve reports after each working set of {@link #solveAdditive}: a listener may print a progress
     * line; it must not fail or block for long.
     */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param outerIterations working sets solved so far
         * @param innerIterations SMO iterations inside them so far
         * @param gap             the maximal KKT violation before the last working set (the solve stops below eps)
         */
        void update(long outerIterations, long innerIterations, double gap);
    }

    /**
     * Solves the problem by decomposition for an additive kernel (see {@link org.infens.svm.smo.Decomposition}):
     * the same problem, stopping rule and rho as {@link #solve}, with the gradient kept by sorted-sweep products
     * instead of kernel columns, so memory is O(n d) and the cost of a working set does not grow with n^2.
     *
     * @param problem  the problem, over the rows of {@code rows} in their order (its {@code kernel} evaluator is not
     *                 used; its cache size is the smallest kernel cache of a working set)
     * @param kernel   the kernel, with an additive form ({@link Kernel#additiveForm()})
     * @param rows     the problem's rows
     * @param sorted   {@code rows} sorted by feature (solves over the same rows may share it), or null to sort here
     * @param progress a listener called after each working set, or null
     * @throws IllegalArgumentException if the kernel is not additive or the sizes differ
     */
    public static Result solveAdditive(Problem problem, Kernel kernel, org.infens.data.Dataset rows,
                                       org.infens.kernel.SortedFeatures sorted, Progress progress) {
        org.infens.kernel.AdditiveForm form = kernel.additiveForm().orElseThrow(() -> new IllegalArgumentException(
                "the additive solver needs an additive kernel (stump, hik, their positive multiples and sums), got "
                        + kernel.spec()));
        org.infens.kernel.SortedFeatures s = sorted != null ? sorted
                : org.infens.kernel.SortedFeatures.of(rows, problem.pool(), problem.threads());
        return new Decomposition(problem, kernel, form, rows, s, progress).run();
    }

    /**
     * Solves a nu dual, with e^T a = const besides y^T a = const, by LIBSVM's {@code Solver_NU} ({@link NuSolver}):
     * pairs of variables of the same y, rho = (r_1 - r_2)/2 and {@link Result#r()} = (r_1 + r_2)/2 from the free
     * variables of each class. The problem's initial alpha must be feasible (it fixes both sums).
     *
     * @param workspace memory from earlier solves, or null
     * @throws IllegalArgumentException if the problem has no initial alpha
     */
    public static Result solveNu(Problem problem, Workspace workspace) {
        if (problem.initialAlpha() == null) {
            throw new IllegalArgumentException("a nu dual needs a feasible initial alpha (it fixes e^T a)");
        }
        return new NuSolver(problem, workspace).run();
    }

    /** Solves the problem. */
    public static Result solve(Problem problem) {
        return solve(problem, null);
    }

    /**
     * Solves the problem, taking kernel-cache memory from {@code workspace} and giving it back at the end, so that a
     * sequence of solves (the C path of model selection) reuses one set of column arrays instead of allocating and
     * discarding a cache per solve. Results do not depend on the workspace.
     *
     * @param workspace memory from earlier solves, or null
     */
    public static Result solve(Problem problem, Workspace workspace) {
        return new Solver(problem, workspace).run();
    }

    /**
     * Kernel-cache column arrays left by finished solves, for the next solve to reuse. Not thread-safe: one solve at a
     * time. Measured: an RBF grid of 5 gammas x 6 Cs, 5 folds of 3,000 rows, allocated about 7 GB of columns
     * without it, and the garbage collector's growing heap cost 8 s of system time (11.5 s wall against 8.2 s).
     */
    public static final class Workspace {
        final ArrayDeque<float[]> spare = new ArrayDeque<>();

        /** An empty workspace. */
        public Workspace() {
        }
    }
}

package org.infens.linear;

/**
 * The restricted master problem of column generation (Shen &amp; Liu 2014, Sec. IV, Algorithm 1): the linear L1-loss
 * SVM (1) with an unregularised bias over features that arrive one column at a time, each solve warm-started from the
 * previous dual solution alpha.
 * <pre>
 *   min_{w, b, xi &gt;= 0}  1/2 ||w||^2 + C sum_i xi_i   s.t.  y_i (w.x_i + b) &gt;= 1 - xi_i,
 *   dual (2):  max_{0 &lt;= alpha &lt;= C, y.alpha = 0}  sum_i alpha_i - 1/2 ||w(alpha)||^2,  w(alpha) = sum_i y_i alpha_i x_i.
 * </pre>
 * Three solvers, for the same problem and tolerance: {@link WorkingSetSvmSolver} (dual coordinate descent, then an
 * active-set method when that does not converge; memory O(mJ + J^2)), {@link LinearSvmSolver} (dual coordinate
 * descent alone, capped at its epochs, which it reaches at large C ||x_i||^2) and {@link GramSvmSolver} (SMO on the
 * m x m Gram matrix of the columns, memory O(m^2)). The first is the one that converges at every C in memory
 * O(mJ + J^2), and the fastest at large C; the others are kept for comparison (coordinate descent is what Shen &amp;
 * Liu 2014 used, through LIBLINEAR).
 * A mutable single-use worker: not thread-safe, never stored in a model.
 */
public interface ColumnSvm {
    /** Which solver {@link #create} returns. */
    enum Method {
        /** {@link WorkingSetSvmSolver}: coordinate descent, then an active-set method; memory O(mJ + J^2). */
        WS,
        /** {@link LinearSvmSolver}: dual coordinate descent alone, capped at its epochs; memory O(mJ). */
        DCD,
        /** {@link GramSvmSolver}: SMO on the Gram matrix, memory O(m^2). */
        SMO
    }

    /**
     * A solver for {@code labels.length} rows and no columns yet.
     *
     * @param labels       y_i, each +1 or -1
     * @param initialAlpha the starting alpha_i (copied), each in [0, C], with y.alpha = 0 for {@link Method#SMO}
     * @param C            the cost C &gt; 0 of (1)
     * @param tolerance    the stopping tolerance &gt; 0: the largest gap max PG - min PG of the KKT conditions
     *                     (LIBLINEAR's {@code -e} of its dual solvers, LIBSVM's {@code -e})
     * @param maxEpochs    coordinate-descent epochs per solve at most, &gt;= 1: {@link LinearSvmSolver}'s cap,
     *                     {@link WorkingSetSvmSolver}'s budget before its active-set method (it switches earlier
     *                     when coordinate descent stalls); SMO keeps LIBSVM's iteration cap
     * @param seed         the seed of the coordinate order (SMO is deterministic)
     * @param method       the solver
     */
    static ColumnSvm create(double[] labels, double[] initialAlpha, double C, double tolerance, int maxEpochs,
                            long seed, Method method) {
        return switch (method) {
            case WS -> new WorkingSetSvmSolver(labels, initialAlpha, C, tolerance, maxEpochs, seed);
            case SMO -> new GramSvmSolver(labels, initialAlpha, C, tolerance);
            case DCD -> new LinearSvmSolver(labels, initialAlpha, C, tolerance, maxEpochs, seed);
        };
    }

    /** Number of rows m. */
    int rows();

    /** Number of columns J added so far. */
    int columns();

    /** Appends one column h (h[i] is the new feature of row i), keeping alpha: the warm start of the next solve. */
    void addColumn(double[] h);

    /** Solves the current problem from the current alpha; returns {@link #converged()}. */
    boolean solve();

    /** Whether the last {@link #solve()} met the tolerance within its cap. */
    boolean converged();

    /** Passes over the rows of the last {@link #solve()}; 0 for a solver that does not work in epochs (SMO). */
    int lastEpochs();

    /** Writes y_i alpha_i into {@code out[i]}: the weights of the column-selection score (8). */
    void labelTimesAlpha(double[] out);

    /** The weights w (a copy, one per column). */
    double[] weights();

    /** The bias b. */
    double bias();

    /** The decision value w.x_i + b of training row {@code i}. */
    double decisionValue(int i);

    /** The primal objective of (1) at the current (w, b). */
    default double primalObjective() {
        double hinge = 0;
        for (int i = 0; i < rows(); i++) {
            hinge += Math.max(0, 1 - label(i) * decisionValue(i));
        }
        return 0.5 * squaredNorm(weights()) + cost() * hinge;
    }

    /** The dual objective of (2) at the current alpha: sum_i alpha_i - 1/2 ||w||^2. */
    default double dualObjective() {
        double[] u = new double[rows()];
        labelTimesAlpha(u);
        double s = 0;
        for (int i = 0; i < u.length; i++) {
            s += u[i] * label(i);
        }
        return s - 0.5 * squaredNorm(weights());
    }

    /** y_i. */
    double label(int i);

    /** C. */
    double cost();

    private static double squaredNorm(double[] w) {
        double s = 0;
        for (double v : w) {
            s += v * v;
        }
        return s;
    }
}

package org.infens.linear;

/**
 * The restricted master problem (1)-(2) of column generation ({@link ColumnSvm}) solved in two phases: dual coordinate
 * descent ({@link LinearSvmSolver}, Hsieh, Chang, Lin, Keerthi &amp; Sundararajan 2008) while it makes progress, and,
 * when it stalls before the tolerance, a primal active-set method on the dual (Nocedal &amp; Wright 2006, Numerical
 * Optimization, Sec. 16.5: the working set of its name is the set of active bounds) whose linear algebra lives in the
 * J + 1 dimensions of the columns and the bias ({@link ActiveSet}). The second phase keeps y.alpha = 0 and ends on a
 * face of the box where every free row is on the margin and b is exact, so a converged solve is the solution of
 * (1)-(2) within the tolerance (LIBSVM's maximal violation m(alpha) - M(alpha)), whatever C.
 *
 * <p><b>Why coordinate descent alone does not converge at large C.</b> Measured on the restricted masters of CGEns
 * with stumps on MNIST odd-vs-even at C = 1 ({@code infens-bench}'s {@code CgensMasterDiagnosis} and
 * {@code results/cgens-master-solvers.md}): the multiplier loop of {@link LinearSvmSolver} for the bias takes one or
 * two steps, and scaling the columns changes nothing (x to s x with C to C / s^2 is the same problem and gives the same
 * coordinate-descent iterates: what matters is C ||x_i||^2 = C J), so neither the bias nor the scaling is the cause;
 * nor is the stopping rule too tight: after the 1,000-epoch cap the projected-gradient spread is still 0.2 (0.1-0.3
 * over a CGEns run), above even LIBLINEAR's 0.1. The cause is the face the optimum lies on. At C = 1 a master with J
 * columns is nearly an LP: on 3,000 rows with J = 100 stumps the optimum has 100 free alpha_i (J + 1 at most,
 * generically), 372 at C and 2,528 at 0; the free rows, in {-1, 1}^100, are nearly dependent (singular values of
 * their matrix from 47 down to 0.051), so the Hessian on that face has its smallest non-zero eigenvalue at 2.6e-5 of
 * its diagonal ||x_i||^2 = J, and coordinate descent, whose rate is set by that ratio, took 14,284 epochs to meet the
 * tolerance 0.01 from the optimum of J = 99 (after its 1,000-epoch cap the primal objective was 415.75 against 414.85;
 * Hsieh et al. 2008, Sec. 5: slow when C ||x_i||^2 is large). Warm starts help little: from J = 99 to J = 100
 * columns, 45 of the 100 free rows left the face and 45 others joined it.
 *
 * <p><b>Why an active-set method, not SMO.</b> LIBSVM's SMO (pair steps, second-order selection) crosses that face
 * better than single coordinates but not well: on Spambase (4,601 rows) at C = 32 with 60 stump columns, SMO on
 * working sets of the free and 256 most violating rows spent about 500,000 pair steps per master going from a
 * violation of 0.07 to 0.01, about 1 s a master, and LIBSVM 3.24 itself ({@code svm-train -t 0 -c 32 -e 0.01} on
 * the 60 columns) took 939,485 iterations and 2.8 s for one master. The active-set method solves each face exactly by
 * one linear system of at most J + 1 unknowns, so its cost is the number of rows entering and leaving the free set,
 * not the conditioning of the face: on the same problem a master took a median of 1,277 such pivots and 74 gradients
 * of every row (O(mJ) each), 16 ms (10-106 ms). The whole fit, {@code infens fit --learner 'cgens(weak=stump, J=60,
 * C=32)' spambase}, took 21.6 CPU s with SMO on working sets and 2.2 s with this method, against 5.0 s for
 * coordinate descent capped at 1,000 epochs (medians of interleaved runs, {@code results/cgens-master-speed.md}).
 *
 * <p><b>Why coordinate descent first, and when it stops.</b> At small C (or few columns) coordinate descent
 * converges in tens to a few hundred epochs and is the cheaper method: on Spambase at C = 2^-15, starting every
 * master with the active-set method (the first from the constant start, every row free) took the whole fit from 1.2
 * to 2.1 CPU s (medians of 3). So it runs in rounds of {@value #COORDINATE_EPOCHS} epochs while each round at least
 * halves the spread max PG - min PG (up to {@code coordinateEpochs} in all): on 10,000 MNIST rows at C = 2^-9 the
 * masters needed up to 149 epochs. The switch hands over the alpha of coordinate descent with y.alpha made exactly 0 by
 * scaling down the alpha_i of the class whose sum is larger (which stays in the box). Once a master has needed the
 * active-set method, the later ones start with it from the previous optimum (its free set and factorisation kept,
 * updated by the new column), since C ||x_i||^2 = C J only grows with the columns: coordinate descent would stall
 * again, and its epochs would scatter the free set the active-set method must then rebuild. On Spambase at C = 32
 * this took the whole fit from 4.0 CPU s (coordinate descent's 200 epochs before every master) to 2.1-2.9 s, and at
 * C = 1 from 2.6 to 2.1 s (3 runs each).
 *
 * <p>Memory: the columns (8 m J bytes, in {@link LinearSvmSolver}) and the factorisation (8 (J + 2)^2 bytes at
 * most). Deterministic: the coordinate order comes from the seed, the rest has no random choice (ties by row index).
 * A mutable single-use worker: not thread-safe, never stored in a model.
 */
public final class WorkingSetSvmSolver implements ColumnSvm {
    /** Coordinate-descent epochs between the checks of its progress. */
    static final int COORDINATE_EPOCHS = 100;

    private final LinearSvmSolver coordinate;
    private final ActiveSet activeSet;
    private final int coordinateEpochs;
    private final int rows;
    private final double[] y;
    private final double cost;
    private final double tolerance;
    /** Whether a solve has needed the active-set method: later solves then start with it. */
    private boolean activeSetFirst;
    /** Whether the last solve hit the active-set method's pivot cap and ended in coordinate descent. */
    private boolean safeguarded;
    private boolean converged = true;
    private int lastEpochs;
    private long lastPivots;
    private long lastPricings;
    /** The active-set method's pivots per solve (rows entering when it builds its factorisation count too); 0 for the
     * default, 10 (m + J + 1). */
    private long pivotCap;

    /**
     * A solver for {@code labels.length} rows and no columns yet.
     *
     * @param labels           y_i, each +1 or -1
     * @param initialAlpha     the starting alpha_i (copied), each in [0, C]
     * @param C                the cost C &gt; 0 of (1)
     * @param tolerance        the stopping tolerance &gt; 0: coordinate descent's projected-gradient spread, then
     *                         LIBSVM's maximal violation m(alpha) - M(alpha)
     * @param coordinateEpochs the most coordinate-descent epochs of a solve before the active-set method, &gt;= 1
     * @param seed             the seed of the coordinate order
     */
    public WorkingSetSvmSolver(double[] labels, double[] initialAlpha, double C, double tolerance,
                               int coordinateEpochs, long seed) {
        if (coordinateEpochs < 1) {
            throw new IllegalArgumentException("coordinateEpochs must be >= 1, got " + coordinateEpochs);
        }
        this.coordinate = new LinearSvmSolver(labels, initialAlpha, C, tolerance,
                Math.min(coordinateEpochs, COORDINATE_EPOCHS), seed);
        this.coordinateEpochs = coordinateEpochs;
        this.rows = labels.length;
        this.y = labels.clone();
        this.cost = C;
        this.tolerance = tolerance;
        this.activeSet = new ActiveSet(coordinate, y, C);
    }

    @Override
    public int rows() {
        return rows;
    }

    @Override
    public int columns() {
        return coordinate.columns();
    }

    /** Appends one column (keeping alpha), and updates the active-set method's factorisation (O(J^2)). */
    @Override
    public void addColumn(double[] h) {
        coordinate.addColumn(h);
        activeSet.addColumn(h);
    }

    /**
     * Coordinate descent while its projected-gradient spread at least halves every {@value #COORDINATE_EPOCHS}
     * epochs (up to {@code coordinateEpochs} in all), then, if it has not met the tolerance, the active-set method
     * until the maximal violation is below it; once a solve has needed the active-set method, later solves start
     * with it (see the class comment). Returns {@link #converged()}.
     */
    @Override
    public boolean solve() {
        lastEpochs = 0;
        lastPivots = 0;
        lastPricings = 0;
        double[] alpha;
        if (!activeSetFirst) {
            if (descend(coordinateEpochs, true)) {
                return true;
            }
            activeSetFirst = true;
            alpha = feasibleStart();
        } else if (safeguarded) {
            // the last solve ended in coordinate descent, whose alpha need not have y.alpha = 0
            alpha = feasibleStart();
        } else {
            alpha = coordinate.alpha();
        }
        safeguarded = false;
        double[] w = new double[columns()];
        for (int i = 0; i < rows; i++) {
            if (alpha[i] != 0) {
                coordinate.addRow(y[i] * alpha[i], i, w);
            }
        }
        long cap = pivotCap > 0 ? pivotCap : 10L * (rows + columns() + 1);
        converged = activeSet.solve(alpha, w, tolerance, cap);
        lastPivots = activeSet.pivots();
        lastPricings = activeSet.pricings();
        coordinate.adopt(alpha, activeSet.bias());
        if (!converged) {
            // a safeguard no measured run has reached: coordinate descent from there, for what is left of its budget
            safeguarded = true;
            descend(coordinateEpochs - lastEpochs, false);
        }
        return converged;
    }

    /**
     * Sets the active-set method's pivots per solve ({@code 0}: the default, 10 (m + J + 1)), so that a test can reach
     * the safeguard after the cap, which no measured run has reached.
     */
    void pivotCap(long cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("pivotCap must be >= 0, got " + cap);
        }
        pivotCap = cap;
    }

    /**
     * Coordinate descent for up to {@code epochs} epochs, in rounds of {@value #COORDINATE_EPOCHS}, stopping early
     * when {@code whileHalving} and a round does not halve the spread; sets and returns {@link #converged}.
     */
    private boolean descend(int epochs, boolean whileHalving) {
        converged = false;
        double previous = Double.POSITIVE_INFINITY;
        int budget = lastEpochs + epochs;
        while (lastEpochs < budget) {
            activeSet.invalidate();
            converged = coordinate.solve();
            lastEpochs += coordinate.lastEpochs();
            double spread = coordinate.lastSpread();
            if (converged || (whileHalving && spread > previous / 2)) {
                break;
            }
            previous = spread;
        }
        return converged;
    }

    /** Coordinate descent's alpha with y.alpha = 0: the alpha_i of the class with the larger sum scaled down. */
    private double[] feasibleStart() {
        double[] alpha = coordinate.alpha();
        double positive = 0;
        double negative = 0;
        for (int i = 0; i < rows; i++) {
            if (y[i] > 0) {
                positive += alpha[i];
            } else {
                negative += alpha[i];
            }
        }
        double scalePositive = positive > negative ? negative / positive : 1;
        double scaleNegative = negative > positive ? positive / negative : 1;
        for (int i = 0; i < rows; i++) {
            alpha[i] *= y[i] > 0 ? scalePositive : scaleNegative;
        }
        return alpha;
    }

    @Override
    public boolean converged() {
        return converged;
    }

    /** Coordinate-descent epochs of the last {@link #solve()} (the active-set method's pivots are not epochs). */
    @Override
    public int lastEpochs() {
        return lastEpochs;
    }

    /**
     * Rows that entered or left the free set in the active-set method of the last {@link #solve()}: 0 when
     * coordinate descent met the tolerance by itself.
     */
    public long lastPivots() {
        return lastPivots;
    }

    /** Gradients of every row (O(mJ) each) computed by the active-set method in the last {@link #solve()}. */
    public long lastPricings() {
        return lastPricings;
    }

    /** The rows of the active-set method's free set, in the order of its factorisation (a copy), for tests. */
    int[] heldRows() {
        return activeSet.freeRows();
    }

    /** (R^T R)_st of the active-set method's factorisation: a_i.a_k for the rows at s and t of {@link #heldRows()}. */
    double heldGram(int s, int t) {
        return activeSet.factorProduct(s, t);
    }

    @Override
    public void labelTimesAlpha(double[] out) {
        coordinate.labelTimesAlpha(out);
    }

    /** The dual variables alpha (a copy). */
    public double[] alpha() {
        return coordinate.alpha();
    }

    @Override
    public double[] weights() {
        return coordinate.weights();
    }

    @Override
    public double bias() {
        return coordinate.bias();
    }

    @Override
    public double decisionValue(int i) {
        return coordinate.decisionValue(i);
    }

    @Override
    public double label(int i) {
        return y[i];
    }

    @Override
    public double cost() {
        return cost;
    }
}

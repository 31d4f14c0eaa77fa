package org.infens.boost;

import java.util.Arrays;

/**
 * A warm-started dual simplex (dense constraint rows, a compact basis inverse) for exactly LPBoost's restricted
 * master LP, in its dual form over the example weights (one bounded variable per row of the data, one constraint per
 * column found so far):
 * <ul>
 *   <li>soft margin (Lin &amp; Li 2008, (P4), dual; Lin 2005, Algorithm 2): max sum_i d_i s.t. sum_i d_i y_i h_t(x_i) +
 *       s_t = 1, s_t &gt;= 0 for every column t, 0 &lt;= d_i &lt;= U_i (U_i = C u_i);</li>
 *   <li>hard margin (Lin 2005, (P9)): min beta s.t. sum_i d_i y_i h_t(x_i) - beta + s_t = 0, s_t &gt;= 0,
 *       sum_i d_i = 1, d_i &gt;= 0, beta free.</li>
 * </ul>
 * The hypothesis weights w_t are minus the simplex multipliers of the column rows (w_t &gt;= 0 at optimality).
 *
 * <p><b>Why hand-written.</b> Column generation adds one constraint per iteration. Adding a row whose slack enters
 * the basis keeps the previous optimal basis dual feasible (the new row's multiplier is 0, no reduced cost changes),
 * so the dual simplex re-optimises from it in a few pivots. ojAlgo 55 cannot re-solve from a previous basis after a
 * constraint or variable is added, and its from-scratch solves of this LP are very slow:
 * {@code infens fit --learner 'lpboost(base=stump, C=X, columns=1000)'} on 300 twonorm rows did not finish in 2
 * minutes with ojAlgo for C in {1/8, 1, 8} (nor any C on 2,000 rows); with this solver it takes 1-3.8 s on 300 rows
 * and 8-20 s on 2,000 rows (docs/lpboost.md; indicative, the machine was shared).
 *
 * <p><b>Method.</b> Bounded-variable revised dual simplex (Chvatal 1983, ch. 8 and 10; Koberstein 2005) with an
 * explicit basis inverse B^-1, stored compactly. Its column for a row whose slack is basic (a column found so far
 * whose constraint is not tight) is the unit vector e_p, p the slack's position in the basis, and is kept implicit;
 * only the columns of the k tight rows are stored, an m x k array, k being the number of basic d_i (and beta): at
 * most N + 1 whatever the number of columns m, and in practice close to the number of hypotheses with non-zero
 * weight (about 200 of 1,000 for LPBoost-Dec on pima). A pivot updates it by the product form in O(m k); an
 * entering slack drops its row's column, a leaving one adds it. It is refactorised from the k x k block of B on the
 * tight rows and the basic d_i (B^-1 = [[M, 0], [-A_SD M, I]], M that block's inverse, by Gauss-Jordan elimination
 * with partial pivoting) every max(100, m) pivots and whenever the pivot element computed from the row and from the
 * column disagree; x_B, the multipliers and the reduced costs are then recomputed from the data, and once more at
 * the end of every solve. The dense m x m inverse this replaced cost O(m^2) a pivot and O(m^3) a refactorisation,
 * which was 98% of an LPBoost-Dec fit on pima run to its 1,000 columns; the compact one makes that fit 2.4 times
 * faster (docs/lpboost.md), with the same optimum of every LP (to 1e-13) but, among the alternative optima of these
 * degenerate LPs, not always the same vertex, so a fit's later columns can differ.
 *
 * <p><b>Rows set aside.</b> Most columns' constraints hold with room once later columns arrive (on twonorm, 1,000
 * columns of resampled C4.5 trees, about 200 rows are tight). Before each new column, the rows whose slack is basic
 * and above {@link #SET_ASIDE_SLACK} leave the simplex ({@link #dropSlackRows}); their multipliers are 0, so nothing
 * else changes. After each solve the rows set aside are checked against the new d and the violated ones come back
 * as new rows with a negative basic slack, which the dual simplex removes like a new column's ({@link #solveAll}).
 * The final basis is optimal for all the rows. The simplex then works on m = the active rows, about k, and the
 * check costs one pass over the rows set aside per solve; a pima LPBoost-Dec fit takes 0.63 of the time (with the
 * C4.5 presort of the same change). The primal clean-up updates the inverse by the product form like the dual
 * simplex instead of refactorising after each of its pivots.
 * <ul>
 *   <li>Leaving row: dual steepest edge ({@link #chooseLeaving}), the largest squared bound violation over the
 *   squared norm of the row of B^-1, exact since the inverse is explicit. Against the largest violation alone it
 *   halves the pivots (the replayed LPBoost-Dec master below: 731 to 251; on the same 359 columns with U_i = 1,
 *   4,716 to 2,451, the most pivots of one LP 141 to 55).</li>
 *   <li>Entering variable: the bound-flipping ("long-step") ratio test with Harris' tolerance
 *   ({@link #chooseEntering}): boxed d_i pass to their other bound while the dual objective still improves
 *   (without flips a new row needed one pivot per unit of violation and stalled on 2,000 rows), and among the
 *   breakpoints within the tolerance of the first the largest |alpha_rj| enters, the stable pivot among the many
 *   ties.</li>
 * </ul>
 *
 * <p><b>Anti-cycling and degeneracy.</b> LPBoost's master is massively dual degenerate (with +-1 stumps many margins
 * are exactly 1, so many reduced costs are exactly 0); Bland's rule alone was observed to stall for 40,000 pivots on
 * 2,000 rows. The rule here is Koberstein 2005's (Sec. 6.2; also CPLEX's and HiGHS's dual simplex):
 * <ol>
 *   <li>each solve first perturbs the cost of every nonbasic variable by a random {@link #PERTURBATION} (1 to 2
 *   times, fixed seed, so the solver is deterministic) in the direction that keeps the basis dual feasible, so that
 *   the perturbed LP has no ties among its breakpoints with probability one;</li>
 *   <li>Harris' ratio test lets the dual step pass breakpoints by at most {@link #DUAL_TOLERANCE}, and the reduced
 *   costs it leaves on the wrong side are set back to 0 by shifting their costs ({@link #shiftCost}), so the kept
 *   reduced costs are always those of the costs held and the basis never loses dual feasibility (without the
 *   shifts, and with {@link #recompute} dropping the slacks' perturbed costs, they drifted from the true ones by up
 *   to 1e-5 over thousands of degenerate pivots; LPBoost-Dec in Lin &amp; Li 2008, Table 4, twonorm, stalled at
 *   12,980 pivots on 359 rows and its cell failed; a test replays that master);</li>
 *   <li>after the dual simplex the true costs are restored and the remaining dual infeasibilities, of the size of
 *   the perturbation and shifts, are removed by a primal simplex under Bland's rule, which cannot cycle (usually a
 *   few pivots). The result is the exact optimum of the unperturbed LP.</li>
 * </ol>
 * If a warm-started solve still reached the pivot cap, the LP would be solved again from a cold basis
 * ({@link #coldStart}) with fresh perturbations, up to {@link #COLD_STARTS} times, before the failure is reported;
 * every restart is counted ({@link #lastColdStarts}), and {@code infens reproduce} reports them with the LPs and
 * their largest pivot count.
 * <b>Tolerances:</b> a basic variable is infeasible if it is outside its bounds by more than
 * {@link #PRIMAL_TOLERANCE}; reduced costs within {@link #DUAL_TOLERANCE} of the wrong sign count as 0; a pivot
 * element must exceed {@link #PIVOT_TOLERANCE} in absolute value. <b>Iteration cap:</b> a solve (dual or primal
 * phase) that takes more than 1000 + 20 (m + N) pivots throws an {@link IllegalStateException} rather than returning
 * a wrong answer.
 *
 * <p>Hard margin: the first column gives rows {sum d = 1, column 1}; the starting basis is {d_k, beta} with
 * k = argmin_i y_i h_1(x_i), which is optimal (beta = min_i y_i h_1(x_i)) and dual feasible; later columns are added as
 * in the soft case. Before the first column the example weights are uniform (1/N), as in Lin 2005, Algorithm 2.
 * Soft margin: before the first column every d_i sits at its upper bound U_i (optimal for the constraint-free LP).
 */
final class LpBoostMaster {
    /** Largest bound violation of a basic variable accepted as feasible. */
    static final double PRIMAL_TOLERANCE = 1e-9;
    /**
     * Harris' tolerance: a ratio test may leave reduced costs up to this far on the wrong side of 0 (they are then
     * shifted back to 0); reduced costs within it count as optimal.
     */
    static final double DUAL_TOLERANCE = 1e-9;
    /** Smallest pivot element accepted. */
    static final double PIVOT_TOLERANCE = 1e-9;
    /** The size of the cost perturbation against dual degeneracy (relative to the costs, which are 1 or 0). */
    static final double PERTURBATION = 1e-7;
    /**
     * A row whose slack is basic and above this at an optimum is set aside before the next column
     * ({@link #dropSlackRows}); the LP's constraints have right-hand sides 1 (soft) or 0 with coefficients in
     * [-1, 1], so this is small against their scale.
     */
    static final double SET_ASIDE_SLACK = 0.05;
    /** Cold solves tried after a warm-started solve stalls, before giving up. */
    static final int COLD_STARTS = 3;

    private final int n;
    private final boolean hard;
    /** The constraint rows: rows[t][i] = coefficient of d_i in row t. */
    private double[][] rows = new double[0][];
    private double[] betaCoefficient = new double[0];
    private double[] rhs = new double[0];
    /** The constraint number (order of addition; the hard margin's sum row is 0) of each active row. */
    private int[] origin = new int[0];
    /** The number of active rows, those the simplex works on. */
    private int m;
    /** The constraints set aside (see {@link #dropSlackRows}): satisfied with room, so not in the simplex. */
    private final java.util.ArrayList<Inactive> inactive = new java.util.ArrayList<>();
    /** How many times a set-aside row was found violated and brought back (tests and diagnostics). */
    private long reactivations;
    /** How many times an active row was set aside (tests and diagnostics). */
    private long setAside;
    private int columnCount;
    /** Variables: d_0..d_{n-1}, beta (index n; fixed at 0 in the soft case), then the slack of each row. */
    private double[] x;
    private double[] lower;
    private double[] upper;
    private double[] cost;
    private double[] reducedCost;
    private boolean[] atUpper;
    private int[] positionInBasis;
    private int[] basis = new int[0];
    /**
     * The basis inverse's nontrivial columns: inverse[p][c] = (B^-1)_{p, tightRow[c]}, for the tight rows (those whose
     * slack is nonbasic). The column of B^-1 for a row t whose slack is basic, at position p, is the unit vector e_p,
     * kept implicit (see the class comment).
     */
    private double[][] inverse = new double[0][0];
    /** The tight rows, in the order of the columns of {@link #inverse}. */
    private int[] tightRow = new int[0];
    /** For each row, its column of {@link #inverse}; -1 if its slack is basic. */
    private int[] tightColumn = new int[0];
    /** The number of tight rows, which equals the number of basic d_i (and beta). */
    private int tight;
    private double[] multipliers = new double[0];
    private int pivotsSinceRefactor;
    /** The pivot cap of one solve; 0 for the default 1000 + 20 (m + N). */
    private final long pivotLimit;
    private long totalPivots;
    private long lastPivots;
    private int lastColdStarts;
    /** Work arrays. */
    private double[] alphaRow;
    private double[] column = new double[0];
    /** A vector's entries on the tight rows, gathered for {@link #ftran}. */
    private double[] gathered = new double[0];
    /** A_q of an entering d_q or beta over the rows ({@link #enteringColumn}). */
    private double[] gatheredColumn = new double[0];
    private int[] candidate;
    private double[] ratio;
    private double[] slope;
    private int[] flips;
    private int flipCount;
    /** The random sizes of the cost perturbation (fixed seed: the solver is deterministic). */
    private final java.util.SplittableRandom perturbation = new java.util.SplittableRandom(0x1FB005L);

    /**
     * @param n     the number of examples (variables d_i)
     * @param upper the upper bound U_i &gt;= 0 of each d_i (soft margin); ignored when {@code hard}
     * @param hard  whether to solve the hard-margin form
     */
    LpBoostMaster(int n, double[] upper, boolean hard) {
        this(n, upper, hard, 0);
    }

    /**
     * A master with an explicit pivot cap per solve (tests); {@code pivotLimit = 0} selects the default.
     *
     * @param n          the number of examples
     * @param upper      the upper bounds U_i (soft margin)
     * @param hard       whether to solve the hard-margin form
     * @param pivotLimit the most pivots of one solve before it throws {@link IllegalStateException}
     */
    LpBoostMaster(int n, double[] upper, boolean hard, long pivotLimit) {
        if (pivotLimit < 0) {
            throw new IllegalArgumentException("pivotLimit must be >= 0, got " + pivotLimit);
        }
        this.pivotLimit = pivotLimit;
        this.n = n;
        this.hard = hard;
        int vars = n + 1;
        x = new double[vars];
        lower = new double[vars];
        this.upper = new double[vars];
        cost = new double[vars];
        reducedCost = new double[vars];
        atUpper = new boolean[vars];
        positionInBasis = new int[vars];
        Arrays.fill(positionInBasis, -1);
        alphaRow = new double[vars];
        candidate = new int[vars];
        ratio = new double[vars];
        slope = new double[vars];
        flips = new int[vars];
        for (int i = 0; i < n; i++) {
            this.upper[i] = hard ? Double.POSITIVE_INFINITY : upper[i];
            if (!hard) {
                cost[i] = -1; // max sum d = min -sum d
                x[i] = upper[i];
                atUpper[i] = true;
                reducedCost[i] = -1;
            }
        }
        if (hard) {
            lower[n] = Double.NEGATIVE_INFINITY;
            this.upper[n] = Double.POSITIVE_INFINITY;
            cost[n] = 1;
        }
    }

    /** The number of pivots since construction (for tests and diagnostics). */
    long pivots() {
        return totalPivots;
    }

    /** The pivots of the last {@link #add} (every phase and restart). */
    long lastPivots() {
        return lastPivots;
    }

    /** How many times the last {@link #add} solved again from a cold basis. */
    int lastColdStarts() {
        return lastColdStarts;
    }

    /** The constraint rows of the master: one per column (and the hard margin's sum d = 1), active or set aside. */
    int rows() {
        return m + inactive.size();
    }

    /** The rows the simplex currently works on (tests and diagnostics). */
    int activeRows() {
        return m;
    }

    /** How many times a row set aside was found violated and brought back (tests and diagnostics). */
    long reactivations() {
        return reactivations;
    }

    /** How many times a row was set aside (tests and diagnostics). */
    long setAside() {
        return setAside;
    }

    /** Adds the constraint of a column with coefficients a_i = y_i h(x_i) and re-optimises from the last basis. */
    void add(double[] coefficients) {
        if (coefficients.length != n) {
            throw new IllegalArgumentException("coefficients must have length " + n + ", got " + coefficients.length);
        }
        columnCount++;
        long pivotsBefore = totalPivots;
        lastColdStarts = 0;
        try {
            addAndSolve(coefficients);
        } finally {
            lastPivots = totalPivots - pivotsBefore;
        }
    }

    private void addAndSolve(double[] coefficients) {
        if (hard && m == 0) {
            double[] ones = new double[n];
            Arrays.fill(ones, 1);
            appendRow(ones, 0, 1, 0, 0);
            appendRow(coefficients.clone(), -1, 0, Double.POSITIVE_INFINITY, 1);
            int k = 0;
            for (int i = 1; i < n; i++) {
                if (coefficients[i] < coefficients[k]) {
                    k = i;
                }
            }
            for (int j = 0; j < x.length; j++) {
                x[j] = 0;
                atUpper[j] = false;
                positionInBasis[j] = -1;
            }
            basis[0] = k;
            basis[1] = n;
            positionInBasis[k] = 0;
            positionInBasis[n] = 1;
            refactor();
        } else {
            dropSlackRows();
            int r = appendRow(coefficients.clone(), hard ? -1 : 0, hard ? 0 : 1, Double.POSITIVE_INFINITY,
                    rows());
            borderInverse(r);
        }
        try {
            solveAll();
        } catch (IllegalStateException stalled) {
            // the warm start stalled (observed with perceptron columns: thousands of degenerate pivots on 65 rows):
            // solve the whole restricted LP again from a cold basis, a different pivot path (and new random
            // perturbations and tie-breaks on each attempt)
            for (int attempt = 1; ; attempt++) {
                lastColdStarts = attempt;
                coldStart();
                try {
                    solveAll();
                    return;
                } catch (IllegalStateException again) {
                    if (attempt == COLD_STARTS) {
                        again.addSuppressed(stalled);
                        throw again;
                    }
                }
            }
        }
    }

    /**
     * Solves the active rows' LP, then brings back every row set aside that its solution violates and solves
     * again, until none is violated: the basis is then optimal for every row (those set aside have basic slacks,
     * feasible, with multipliers 0).
     */
    private void solveAll() {
        solve();
        while (reactivateViolated()) {
            solve();
        }
    }

    /**
     * Sets aside every active row whose slack is basic and above {@link #SET_ASIDE_SLACK}: at the optimum just found
     * its multiplier is 0, so removing it changes neither the solution nor the multipliers of the others, and the
     * rows of B^-1 for the remaining positions are unchanged (B = [[A_RD, 0], [A_SD, I]] loses a row of A_SD and its
     * unit column). The simplex then works on the rows that are tight or nearly so; {@link #solveAll} brings a row
     * back when a later solution violates it.
     */
    private void dropSlackRows() {
        int keep = 0;
        int[] renumbered = new int[m];
        for (int t = 0; t < m; t++) {
            int slack = n + 1 + t;
            if (positionInBasis[slack] >= 0 && x[slack] > SET_ASIDE_SLACK) {
                renumbered[t] = -1;
            } else {
                renumbered[t] = keep++;
            }
        }
        if (keep == m) {
            return;
        }
        // positions: keep the order of those that stay; the inverse rows of the dropped ones go to the end for reuse
        int[] newBasis = new int[m];
        double[][] order = new double[m][];
        int position = 0;
        int spare = keep;
        for (int p = 0; p < m; p++) {
            int j = basis[p];
            if (j > n && renumbered[j - n - 1] < 0) {
                order[spare++] = inverse[p];
            } else {
                newBasis[position] = j > n ? n + 1 + renumbered[j - n - 1] : j;
                order[position++] = inverse[p];
            }
        }
        System.arraycopy(order, 0, inverse, 0, m);
        for (int t = 0; t < m; t++) {
            int to = renumbered[t];
            if (to < 0) {
                inactive.add(new Inactive(rows[t], betaCoefficient[t], rhs[t], origin[t]));
                setAside++;
                continue;
            }
            moveRow(t, to);
        }
        for (int c = 0; c < tight; c++) {
            tightRow[c] = renumbered[tightRow[c]];
        }
        Arrays.fill(positionInBasis, n + 1, n + 1 + m, -1);
        for (int t = keep; t < m; t++) {
            rows[t] = null;
        }
        m = keep;
        for (int p = 0; p < m; p++) {
            basis[p] = newBasis[p];
            positionInBasis[newBasis[p]] = p;
        }
    }

    /** Moves active row t, with its slack variable's values, to row {@code to} &lt;= t (compaction). */
    private void moveRow(int t, int to) {
        rows[to] = rows[t];
        betaCoefficient[to] = betaCoefficient[t];
        rhs[to] = rhs[t];
        origin[to] = origin[t];
        multipliers[to] = multipliers[t];
        tightColumn[to] = tightColumn[t];
        int from = n + 1 + t;
        int j = n + 1 + to;
        x[j] = x[from];
        lower[j] = lower[from];
        upper[j] = upper[from];
        cost[j] = cost[from];
        reducedCost[j] = reducedCost[from];
        atUpper[j] = atUpper[from];
    }

    /**
     * Brings back the rows set aside that the current solution violates by more than {@link #PRIMAL_TOLERANCE}, each
     * as a new row with its slack basic (negative, so the dual simplex makes it leave); whether any came back.
     */
    private boolean reactivateViolated() {
        boolean any = false;
        for (int i = 0; i < inactive.size(); i++) {
            Inactive row = inactive.get(i);
            double[] a = row.coefficients();
            double value = row.rhs() - row.beta() * x[n];
            for (int j = 0; j < n; j++) {
                value -= a[j] * x[j];
            }
            if (value < -PRIMAL_TOLERANCE) {
                int r = appendRow(a, row.beta(), row.rhs(), Double.POSITIVE_INFINITY, row.origin());
                borderInverse(r);
                int last = inactive.size() - 1;
                inactive.set(i, inactive.get(last));
                inactive.remove(last);
                i--;
                reactivations++;
                any = true;
            }
        }
        return any;
    }

    /**
     * The starting basis of a cold solve, dual feasible as the dual simplex needs. Soft margin: every slack basic and
     * every d_i at its upper bound U_i (the multipliers are 0, so every d_i keeps its reduced cost -1 of max sum d).
     * Hard margin: the optimal basis {d_k, beta} (see the class comment) of the LP with the sum row and the first
     * active column row alone (row 1: the sum row is never set aside, and at an optimum some column row is tight, so
     * one always remains), with the slacks of the other rows basic: their multipliers are 0, so it stays dual
     * feasible.
     */
    private void coldStart() {
        int vars = n + 1 + m;
        for (int j = 0; j < vars; j++) {
            positionInBasis[j] = -1;
            atUpper[j] = false;
            x[j] = 0;
        }
        int first = 0;
        if (hard) {
            int k = 0;
            for (int i = 1; i < n; i++) {
                if (rows[1][i] < rows[1][k]) {
                    k = i;
                }
            }
            basis[0] = k;
            positionInBasis[k] = 0;
            basis[1] = n;
            positionInBasis[n] = 1;
            first = 2;
        } else {
            for (int i = 0; i < n; i++) {
                x[i] = upper[i];
                atUpper[i] = true;
            }
        }
        for (int r = first; r < m; r++) {
            basis[r] = n + 1 + r;
            positionInBasis[n + 1 + r] = r;
        }
        refactor();
    }

    /** Appends a row with its slack variable (bounds [0, slackUpper]); returns the row index. */
    private int appendRow(double[] coefficients, double beta, double right, double slackUpper, int id) {
        if (m == rows.length) {
            int cap = Math.max(8, 2 * m);
            rows = Arrays.copyOf(rows, cap);
            betaCoefficient = Arrays.copyOf(betaCoefficient, cap);
            rhs = Arrays.copyOf(rhs, cap);
            origin = Arrays.copyOf(origin, cap);
            basis = Arrays.copyOf(basis, cap);
            multipliers = Arrays.copyOf(multipliers, cap);
            column = new double[cap];
            gatheredColumn = new double[cap];
            // at most n + 1 rows are tight: one basic d_i or beta for each
            int width = Math.min(cap, n + 1);
            gathered = new double[width];
            double[][] grown = new double[cap][width];
            for (int p = 0; p < m; p++) {
                System.arraycopy(inverse[p], 0, grown[p], 0, tight);
            }
            inverse = grown;
            tightRow = Arrays.copyOf(tightRow, width);
            tightColumn = Arrays.copyOf(tightColumn, cap);
            int vars = n + 1 + cap;
            x = Arrays.copyOf(x, vars);
            lower = Arrays.copyOf(lower, vars);
            int old = upper.length;
            upper = Arrays.copyOf(upper, vars);
            cost = Arrays.copyOf(cost, vars);
            reducedCost = Arrays.copyOf(reducedCost, vars);
            atUpper = Arrays.copyOf(atUpper, vars);
            positionInBasis = Arrays.copyOf(positionInBasis, vars);
            Arrays.fill(positionInBasis, old, vars, -1);
            alphaRow = new double[vars];
            candidate = new int[vars];
            ratio = new double[vars];
            slope = new double[vars];
            flips = new int[vars];
        }
        int r = m++;
        rows[r] = coefficients;
        betaCoefficient[r] = beta;
        rhs[r] = right;
        origin[r] = id;
        int s = n + 1 + r;
        lower[s] = 0;
        upper[s] = slackUpper;
        cost[s] = 0;
        reducedCost[s] = 0;
        atUpper[s] = false;
        basis[r] = s;
        positionInBasis[s] = r;
        tightColumn[r] = -1;
        return r;
    }

    /** The coefficient of variable j in row t. */
    private double coefficient(int t, int j) {
        if (j < n) {
            return rows[t][j];
        }
        if (j == n) {
            return betaCoefficient[t];
        }
        return j - n - 1 == t ? 1 : 0;
    }

    /**
     * The new row r's slack is basic in it: B' = [[B, 0], [a_B, 1]], so B'^-1 = [[B^-1, 0], [-a_B B^-1, 1]]; its value
     * is rhs - a x. The reduced costs do not change (the new multiplier is 0).
     */
    private void borderInverse(int r) {
        // the new row of B^-1 on the tight rows; its 1 in column r (the new row is not tight) is implicit, and the
        // basic slacks of other rows have no coefficient in row r
        double[] last = inverse[r];
        Arrays.fill(last, 0, tight, 0);
        for (int p = 0; p < r; p++) {
            int j = basis[p];
            double a = j <= n ? coefficient(r, j) : 0;
            if (a != 0) {
                double[] row = inverse[p];
                for (int c = 0; c < tight; c++) {
                    last[c] -= a * row[c];
                }
            }
        }
        double value = rhs[r] - betaCoefficient[r] * x[n];
        double[] a = rows[r];
        for (int j = 0; j < n; j++) {
            value -= a[j] * x[j];
        }
        x[n + 1 + r] = value;
        reducedCost[n + 1 + r] = 0;
        multipliers[r] = 0;
    }

    /**
     * Recomputes B^-1 from the basis, then x_B, multipliers and reduced costs. With the rows ordered tight (R) then
     * not (S) and the basic variables d_i and beta (D) then the slacks of S, B = [[A_RD, 0], [A_SD, I]], so
     * B^-1 = [[M, 0], [-A_SD M, I]] with M = A_RD^-1, a k x k inverse (k tight rows) by Gauss-Jordan elimination with
     * partial pivoting; the rows of the basic slacks are -a_{s,D} M.
     */
    private void refactor() {
        tight = 0;
        for (int t = 0; t < m; t++) {
            if (positionInBasis[n + 1 + t] < 0) {
                tightColumn[t] = tight;
                tightRow[tight++] = t;
            } else {
                tightColumn[t] = -1;
            }
        }
        int k = tight;
        int[] structural = new int[k];
        int found = 0;
        for (int p = 0; p < m; p++) {
            if (basis[p] <= n) {
                structural[found++] = p;
            }
        }
        double[][] b = new double[k][2 * k];
        for (int c = 0; c < k; c++) {
            for (int e = 0; e < k; e++) {
                b[c][e] = coefficient(tightRow[c], basis[structural[e]]);
            }
            b[c][k + c] = 1;
        }
        for (int c = 0; c < k; c++) {
            int p = c;
            for (int i = c + 1; i < k; i++) {
                if (Math.abs(b[i][c]) > Math.abs(b[p][c])) {
                    p = i;
                }
            }
            if (Math.abs(b[p][c]) < 1e-12) {
                throw new IllegalStateException("lpboost master: the basis became singular at column " + c
                        + " of " + k + " (" + m + " rows)");
            }
            double[] swap = b[c];
            b[c] = b[p];
            b[p] = swap;
            double[] pivotRow = b[c];
            double scale = 1 / pivotRow[c];
            for (int e = c; e < 2 * k; e++) {
                pivotRow[e] *= scale;
            }
            for (int i = 0; i < k; i++) {
                double f = b[i][c];
                if (i != c && f != 0) {
                    double[] row = b[i];
                    for (int e = c; e < 2 * k; e++) {
                        row[e] -= f * pivotRow[e];
                    }
                }
            }
        }
        // b = [I | M]: row e of M is the row of B^-1 of the basic variable at position structural[e]
        for (int e = 0; e < k; e++) {
            System.arraycopy(b[e], k, inverse[structural[e]], 0, k);
        }
        double[] a = new double[k];
        for (int p = 0; p < m; p++) {
            if (basis[p] > n) {
                int s = basis[p] - n - 1;
                for (int e = 0; e < k; e++) {
                    a[e] = coefficient(s, basis[structural[e]]);
                }
                double[] row = inverse[p];
                Arrays.fill(row, 0, k, 0);
                for (int e = 0; e < k; e++) {
                    if (a[e] != 0) {
                        double[] mRow = b[e];
                        for (int c = 0; c < k; c++) {
                            row[c] -= a[e] * mRow[k + c];
                        }
                    }
                }
            }
        }
        pivotsSinceRefactor = 0;
        recompute();
    }

    /**
     * out = B^-1 v: the tight rows' entries through {@link #inverse}, plus, at the position of each basic slack, the
     * entry of its row (the implicit unit columns).
     */
    private void ftran(double[] v, double[] out) {
        for (int c = 0; c < tight; c++) {
            gathered[c] = v[tightRow[c]];
        }
        for (int p = 0; p < m; p++) {
            double[] row = inverse[p];
            double sum = 0;
            for (int c = 0; c < tight; c++) {
                sum += row[c] * gathered[c];
            }
            int j = basis[p];
            out[p] = j > n ? sum + v[j - n - 1] : sum;
        }
    }

    /** x_B = B^-1 (b - A_N x_N), multipliers pi = c_B B^-1, reduced costs c_j - pi A_j. */
    private void recompute() {
        double[] residual = new double[m];
        for (int t = 0; t < m; t++) {
            double v = rhs[t];
            double[] a = rows[t];
            for (int j = 0; j < n; j++) {
                if (positionInBasis[j] < 0) {
                    v -= a[j] * x[j];
                }
            }
            if (positionInBasis[n] < 0) {
                v -= betaCoefficient[t] * x[n];
            }
            int s = n + 1 + t;
            if (positionInBasis[s] < 0) {
                v -= x[s];
            }
            residual[t] = v;
        }
        double[] xB = new double[m]; // not the work array column: it holds the entering column between calls
        ftran(residual, xB);
        for (int p = 0; p < m; p++) {
            x[basis[p]] = xB[p];
        }
        // pi = c_B B^-1: through the tight columns, and c_s on the row of each basic slack s (its unit column)
        Arrays.fill(multipliers, 0, m, 0);
        for (int p = 0; p < m; p++) {
            int j = basis[p];
            double c = cost[j];
            if (c != 0) {
                double[] row = inverse[p];
                for (int e = 0; e < tight; e++) {
                    multipliers[tightRow[e]] += c * row[e];
                }
                if (j > n) {
                    multipliers[j - n - 1] += c;
                }
            }
        }
        for (int j = 0; j < n; j++) {
            reducedCost[j] = cost[j];
        }
        for (int t = 0; t < m; t++) {
            double p = multipliers[t];
            if (p != 0) {
                double[] a = rows[t];
                for (int j = 0; j < n; j++) {
                    reducedCost[j] -= p * a[j];
                }
            }
        }
        double beta = cost[n];
        for (int t = 0; t < m; t++) {
            beta -= multipliers[t] * betaCoefficient[t];
            reducedCost[n + 1 + t] = cost[n + 1 + t] - multipliers[t];
        }
        reducedCost[n] = beta;
        for (int k = 0; k < m; k++) {
            reducedCost[basis[k]] = 0;
        }
    }

    private double infeasibility(int k) {
        int j = basis[k];
        double v = x[j];
        if (v < lower[j] - PRIMAL_TOLERANCE) {
            return lower[j] - v;
        }
        if (v > upper[j] + PRIMAL_TOLERANCE) {
            return v - upper[j];
        }
        return 0;
    }

    /** The dual simplex from the current dual-feasible basis. */
    private void solve() {
        int vars = n + 1 + m;
        double[] trueCost = Arrays.copyOf(cost, vars);
        // perturb the costs of the nonbasic variables towards dual feasibility (the basis stays dual feasible)
        for (int j = 0; j < vars; j++) {
            if (positionInBasis[j] < 0 && lower[j] != upper[j] && lower[j] != Double.NEGATIVE_INFINITY) {
                double e = PERTURBATION * (1 + perturbation.nextDouble());
                cost[j] += atUpper[j] ? -e : e;
                reducedCost[j] += atUpper[j] ? -e : e;
            }
        }
        try {
            dualSimplex(vars);
        } finally {
            System.arraycopy(trueCost, 0, cost, 0, vars);
        }
        recompute();
        primalCleanup(vars);
    }

    /**
     * The primal simplex (Bland's rule: smallest-index entering variable with a reduced cost of the wrong sign beyond
     * {@link #DUAL_TOLERANCE}, ratio ties to the smallest basic index) from the primal feasible basis the perturbed
     * dual simplex ends with; it removes the dual infeasibilities the perturbation left, usually in a few pivots.
     */
    private void primalCleanup(int vars) {
        long cap = pivotLimit > 0 ? pivotLimit : 1000 + 20L * (m + n);
        long iterations = 0;
        while (true) {
            int q = -1;
            double direction = 0;
            for (int j = 0; j < vars && q < 0; j++) {
                if (positionInBasis[j] >= 0 || lower[j] == upper[j]) {
                    continue;
                }
                double d = reducedCost[j];
                boolean free = lower[j] == Double.NEGATIVE_INFINITY && upper[j] == Double.POSITIVE_INFINITY;
                if ((free || !atUpper[j]) && d < -DUAL_TOLERANCE) {
                    q = j;
                    direction = 1;
                } else if ((free || atUpper[j]) && d > DUAL_TOLERANCE) {
                    q = j;
                    direction = -1;
                }
            }
            if (q < 0) {
                return;
            }
            if (++iterations > cap) {
                throw new IllegalStateException("lpboost master: the primal simplex clean-up did not converge in "
                        + cap + " pivots (" + m + " rows, " + n + " variables)");
            }
            enteringColumn(q);
            double limit = upper[q] - lower[q];
            int r = -1;
            boolean leavesToLower = false;
            for (int k = 0; k < m; k++) {
                double rate = -column[k] * direction;
                int b = basis[k];
                double t;
                boolean toLower;
                if (rate < -PIVOT_TOLERANCE && lower[b] != Double.NEGATIVE_INFINITY) {
                    t = Math.max(0, (x[b] - lower[b]) / -rate);
                    toLower = true;
                } else if (rate > PIVOT_TOLERANCE && upper[b] != Double.POSITIVE_INFINITY) {
                    t = Math.max(0, (upper[b] - x[b]) / rate);
                    toLower = false;
                } else {
                    continue;
                }
                if (t < limit || t == limit && r >= 0 && b < basis[r]) {
                    limit = t;
                    r = k;
                    leavesToLower = toLower;
                }
            }
            if (limit == Double.POSITIVE_INFINITY) {
                throw new IllegalStateException("lpboost master: the restricted master LP is unbounded");
            }
            double move = direction * limit;
            x[q] += move;
            for (int k = 0; k < m; k++) {
                x[basis[k]] -= column[k] * move;
            }
            if (r < 0) {
                atUpper[q] = !atUpper[q];
                x[q] = atUpper[q] ? upper[q] : lower[q];
                continue;
            }
            int leaving = basis[r];
            x[leaving] = leavesToLower ? lower[leaving] : upper[leaving];
            exchange(r, q, column[r], !leavesToLower);
            if (pivotsSinceRefactor >= Math.max(100, m)) {
                refactor();
            } else {
                recompute(); // the reduced costs Bland's rule reads next, from the updated inverse
            }
        }
    }

    /** Makes q basic in row r (B^-1 updated with {@code pivot}); the leaving variable goes to the given bound. */
    private void exchange(int r, int q, double pivot, boolean leavingAtUpper) {
        int leaving = basis[r];
        updateInverse(r, q, leaving, pivot);
        basis[r] = q;
        positionInBasis[q] = r;
        positionInBasis[leaving] = -1;
        atUpper[leaving] = leavingAtUpper;
        atUpper[q] = false;
        totalPivots++;
        pivotsSinceRefactor++;
    }

    /** column = B^-1 A_q (A_q of a nonbasic slack is a unit vector on a tight row). */
    private void enteringColumn(int q) {
        if (q > n) {
            int c = tightColumn[q - n - 1];
            for (int p = 0; p < m; p++) {
                column[p] = inverse[p][c];
            }
            return;
        }
        double[] a = gatheredColumn;
        for (int t = 0; t < m; t++) {
            a[t] = coefficient(t, q);
        }
        ftran(a, column);
    }

    /**
     * The product-form update of B^-1 for a pivot on row r with pivot element {@code pivot} of {@code column}, where
     * variable q enters and {@code leaving} leaves: the tight columns are updated; an entering slack's row stops being
     * tight (its column of the new inverse is the unit vector e_r); a leaving slack's row becomes tight, with the
     * column the update makes of e_r (1 / pivot at r, -column_p / pivot elsewhere).
     */
    private void updateInverse(int r, int q, int leaving, double pivot) {
        double[] pivotRow = inverse[r];
        double scale = 1 / pivot;
        for (int c = 0; c < tight; c++) {
            pivotRow[c] *= scale;
        }
        for (int p = 0; p < m; p++) {
            double f = column[p];
            if (p != r && f != 0) {
                double[] row = inverse[p];
                for (int c = 0; c < tight; c++) {
                    row[c] -= f * pivotRow[c];
                }
            }
        }
        if (q > n) {
            int t = q - n - 1;
            int c = tightColumn[t];
            int last = --tight;
            if (c != last) {
                for (int p = 0; p < m; p++) {
                    inverse[p][c] = inverse[p][last];
                }
                tightRow[c] = tightRow[last];
                tightColumn[tightRow[c]] = c;
            }
            tightColumn[t] = -1;
        }
        if (leaving > n) {
            int t = leaving - n - 1;
            int c = tight++;
            tightRow[c] = t;
            tightColumn[t] = c;
            for (int p = 0; p < m; p++) {
                inverse[p][c] = p == r ? scale : -column[p] * scale;
            }
        }
    }

    /**
     * The dual simplex from the current dual-feasible basis, with the current (perturbed) costs: dual steepest-edge
     * pricing ({@link #chooseLeaving}), the bound-flipping ratio test with Harris' tolerance ({@link #chooseEntering}),
     * and cost shifting for the reduced costs that test lets go slightly infeasible.
     */
    private void dualSimplex(int vars) {
        long cap = pivotLimit > 0 ? pivotLimit : 1000 + 20L * (m + n);
        long iterations = 0;
        while (true) {
            int r = chooseLeaving();
            if (r < 0) {
                recompute();
                if (chooseLeaving() < 0) {
                    return;
                }
                continue;
            }
            if (++iterations > cap) {
                throw new IllegalStateException("lpboost master: the dual simplex did not converge in " + cap
                        + " pivots (" + m + " rows, " + n + " variables); the LP is badly conditioned or cycling");
            }
            int leaving = basis[r];
            boolean toLower = x[leaving] < lower[leaving];
            double infeasibility = infeasibility(r);
            // row r of B^-1 A over the nonbasic variables
            double[] rho = inverse[r];
            Arrays.fill(alphaRow, 0, vars, 0);
            for (int c = 0; c < tight; c++) {
                if (rho[c] != 0) {
                    addToAlphaRow(tightRow[c], rho[c]);
                }
            }
            if (leaving > n) { // the 1 of its own row in the implicit unit column
                addToAlphaRow(leaving - n - 1, 1);
            }
            int q = chooseEntering(vars, toLower, infeasibility);
            if (q < 0) {
                throw new IllegalStateException("lpboost master: the restricted master LP is infeasible (row " + r
                        + "); this cannot happen for LPBoost's master and indicates round-off trouble");
            }
            enteringColumn(q);
            double pivot = column[r];
            if (Math.abs(pivot - alphaRow[q]) > 1e-8 * Math.max(1, Math.abs(pivot))) {
                if (pivotsSinceRefactor == 0) {
                    throw new IllegalStateException("lpboost master: numerically unstable pivot " + pivot + " vs "
                            + alphaRow[q]);
                }
                refactor();
                continue;
            }
            applyFlips();
            if (dualViolation(q) > 0) {
                shiftCost(q, reducedCost[q]); // Harris' test allowed it within the tolerance: make it exactly 0
            }
            double target = toLower ? lower[leaving] : upper[leaving];
            double step = (x[leaving] - target) / pivot;
            x[q] += step;
            for (int k = 0; k < m; k++) {
                if (k != r) {
                    x[basis[k]] -= step * column[k];
                }
            }
            x[leaving] = target;
            double theta = reducedCost[q] / pivot;
            if (theta != 0) {
                for (int j = 0; j < vars; j++) {
                    if (positionInBasis[j] < 0) {
                        reducedCost[j] -= theta * alphaRow[j];
                        if (dualViolation(j) > 0) {
                            // a breakpoint Harris' test stepped past, within the tolerance: shift it back to 0
                            shiftCost(j, reducedCost[j]);
                        }
                    }
                }
            }
            reducedCost[leaving] = -theta;
            reducedCost[q] = 0;
            exchange(r, q, pivot, !toLower);
            if (pivotsSinceRefactor >= Math.max(100, m)) {
                refactor();
            }
        }
    }

    /** alphaRow += p (row t of A), the row of the constraint matrix over every variable. */
    private void addToAlphaRow(int t, double p) {
        double[] a = rows[t];
        for (int j = 0; j < n; j++) {
            alphaRow[j] += p * a[j];
        }
        alphaRow[n] += p * betaCoefficient[t];
        alphaRow[n + 1 + t] = p;
    }

    /**
     * The leaving row by dual steepest edge (Forrest &amp; Goldfarb 1992; Koberstein 2005, Sec. 3.3): the basic
     * variable whose bound violation, squared, is largest relative to ||e_r^T B^-1||^2, the squared norm of its
     * row of the inverse (the edge of the dual polyhedron that row leads along). The explicit inverse gives these
     * norms exactly, at the cost of one pass over the infeasible rows. -1 if the basis is primal feasible.
     */
    private int chooseLeaving() {
        int r = -1;
        double best = 0;
        for (int k = 0; k < m; k++) {
            double v = infeasibility(k);
            if (v > 0) {
                double[] row = inverse[k];
                double norm = basis[k] > n ? 1 : 0; // the 1 of a basic slack's own row
                for (int c = 0; c < tight; c++) {
                    norm += row[c] * row[c];
                }
                double score = v * v / norm;
                if (score > best) {
                    best = score;
                    r = k;
                }
            }
        }
        return r;
    }

    /**
     * How far the reduced cost of nonbasic variable j is on the wrong side for its bound (0 if dual feasible): d_j
     * &lt; 0 at a lower bound, d_j &gt; 0 at an upper bound, d_j != 0 for a free variable.
     */
    private double dualViolation(int j) {
        double d = reducedCost[j];
        if (lower[j] == Double.NEGATIVE_INFINITY && upper[j] == Double.POSITIVE_INFINITY) {
            return Math.abs(d);
        }
        return atUpper[j] ? Math.max(0, d) : Math.max(0, -d);
    }

    /**
     * Cost shifting (Harris 1973; Koberstein 2005, Sec. 6.2.2.2): subtracts {@code amount} from the cost and the
     * reduced cost of nonbasic variable j, so that the reduced costs the solver keeps stay those of the costs it
     * holds. The ratio test counts reduced costs within {@link #DUAL_TOLERANCE} of the wrong sign as 0; setting them
     * to 0 without changing the cost (as this solver first did) let the kept reduced costs drift from the true ones
     * by up to 1e-9 / |pivot| per pivot. The shifts are undone with the perturbation at the end of {@link #solve},
     * and the primal clean-up removes what they leave.
     */
    private void shiftCost(int j, double amount) {
        cost[j] -= amount;
        reducedCost[j] -= amount;
    }

    /**
     * The entering variable of the bound-flipping ("long-step") dual ratio test with Harris' tolerance (Harris 1973;
     * Koberstein 2005, Sec. 3.4.2 and 6.2.2; Maros 2003), for a leaving variable with bound violation
     * {@code infeasibility} going to its lower ({@code toLower}) or upper bound. The eligible nonbasic variables
     * (|alpha_rj| above {@link #PIVOT_TOLERANCE}, of the sign that moves the leaving variable towards its bound) have
     * breakpoints d_j / |alpha_rj|, d_j their reduced cost signed to be &gt;= 0 when dual feasible. Passes, each
     * over the breakpoints not passed yet:
     * <ol>
     *   <li>Harris' bound: theta = min_j (d_j + {@link #DUAL_TOLERANCE}) / |alpha_rj|, the longest dual step that
     *   leaves no reduced cost more than the tolerance on the wrong side;</li>
     *   <li>the group K of breakpoints at or below theta. If the dual objective's slope, {@code infeasibility} less
     *   sum over K of |alpha_rj| (u_j - l_j), is still positive, every variable of K passes to its other bound (it is
     *   boxed; a free or one-sided one would make the slope -infinity), and the next pass starts; otherwise the
     *   entering variable is the one of K with the largest |alpha_rj|, the most stable pivot among the ties that
     *   degeneracy makes so common here.</li>
     * </ol>
     * The reduced costs the step then leaves within the tolerance on the wrong side are shifted back to 0 by the
     * caller ({@link #shiftCost}), so the solver never loses dual feasibility. The variables to flip are left in
     * {@code flips}; -1 if no variable can enter (the LP is infeasible).
     */
    private int chooseEntering(int vars, boolean toLower, double infeasibility) {
        flipCount = 0;
        int candidates = 0;
        for (int j = 0; j < vars; j++) {
            if (positionInBasis[j] >= 0 || lower[j] == upper[j]) {
                continue;
            }
            double a = alphaRow[j];
            boolean free = lower[j] == Double.NEGATIVE_INFINITY && upper[j] == Double.POSITIVE_INFINITY;
            // the sign of alpha that lets x_j move the leaving variable towards its bound
            double directed = toLower ? -a : a;
            double d;
            if (free) {
                directed = Math.abs(a);
                d = Math.abs(reducedCost[j]);
            } else if (atUpper[j]) {
                directed = -directed;
                d = -reducedCost[j];
            } else {
                d = reducedCost[j];
            }
            if (directed <= PIVOT_TOLERANCE) {
                continue;
            }
            candidate[candidates] = j;
            ratio[candidates] = d;
            slope[candidates] = directed;
            candidates++;
        }
        double remaining = infeasibility;
        int passed = 0;
        while (passed < candidates) {
            double bound = Double.POSITIVE_INFINITY;
            for (int c = passed; c < candidates; c++) {
                bound = Math.min(bound, (ratio[c] + DUAL_TOLERANCE) / slope[c]);
            }
            // move the group K (breakpoints <= bound) to the front of the candidates not passed yet
            int groupEnd = passed;
            double groupSlope = 0;
            for (int c = passed; c < candidates; c++) {
                if (ratio[c] / slope[c] <= bound) {
                    swap(c, groupEnd++);
                    int j = candidate[groupEnd - 1];
                    groupSlope += slope[groupEnd - 1] * (upper[j] - lower[j]);
                }
            }
            if (remaining - groupSlope > PRIMAL_TOLERANCE) {
                for (int c = passed; c < groupEnd; c++) {
                    flips[flipCount++] = candidate[c];
                }
                remaining -= groupSlope;
                passed = groupEnd;
                continue;
            }
            int chosen = passed;
            for (int c = passed + 1; c < groupEnd; c++) {
                if (slope[c] > slope[chosen] || slope[c] == slope[chosen] && candidate[c] < candidate[chosen]) {
                    chosen = c;
                }
            }
            return candidate[chosen];
        }
        return -1;
    }

    private void swap(int a, int b) {
        int j = candidate[a];
        candidate[a] = candidate[b];
        candidate[b] = j;
        double t = ratio[a];
        ratio[a] = ratio[b];
        ratio[b] = t;
        t = slope[a];
        slope[a] = slope[b];
        slope[b] = t;
    }

    /** Moves the flipped variables to their other bound and updates x_B = x_B - B^-1 (sum_j A_j delta_j). */
    private void applyFlips() {
        if (flipCount == 0) {
            return;
        }
        double[] change = new double[m];
        double[] flipped = new double[m];
        for (int f = 0; f < flipCount; f++) {
            int j = flips[f];
            double delta = atUpper[j] ? lower[j] - upper[j] : upper[j] - lower[j];
            x[j] = atUpper[j] ? lower[j] : upper[j];
            atUpper[j] = !atUpper[j];
            for (int t = 0; t < m; t++) {
                change[t] += coefficient(t, j) * delta;
            }
        }
        ftran(change, flipped);
        for (int p = 0; p < m; p++) {
            x[basis[p]] -= flipped[p];
        }
    }

    /** The current example weights d (soft; before any column: U) or U (hard; before any column: 1/N). */
    double[] duals() {
        double[] d = new double[n];
        if (hard && m == 0) {
            Arrays.fill(d, 1.0 / n);
            return d;
        }
        for (int i = 0; i < n; i++) {
            d[i] = Math.max(0, Math.min(x[i], upper[i]));
        }
        return d;
    }

    /** The optimal value of the master: sum_i d_i (soft) or beta = rho (hard; 0 before any column). */
    double objective() {
        if (hard) {
            return m == 0 ? 0 : x[n];
        }
        double s = 0;
        for (double v : duals()) {
            s += v;
        }
        return s;
    }

    /** The current right-hand side of the dual constraints: 1 (soft) or beta (hard). */
    double threshold() {
        return hard ? objective() : 1.0;
    }

    /**
     * The hypothesis weights w_t &gt;= 0, minus the multipliers of the column rows, in the order added (0 for the
     * rows set aside, whose multipliers are 0).
     */
    double[] weights() {
        double[] w = new double[columnCount];
        int offset = hard ? 1 : 0;
        for (int r = 0; r < m; r++) {
            int t = origin[r] - offset;
            if (t >= 0) {
                w[t] = Math.max(0, -multipliers[r]);
            }
        }
        return w;
    }

    /** A constraint row set aside: its coefficients, beta's coefficient, right-hand side and number. */
    private record Inactive(double[] coefficients, double beta, double rhs, int origin) {
    }
}

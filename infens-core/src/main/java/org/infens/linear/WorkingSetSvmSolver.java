package org.infens.linear;

import java.util.Arrays;
import org.infens.kernel.Kernel;
import org.infens.svm.smo.Smo;

/**
 * The restricted master problem (1)-(2) of column generation ({@link ColumnSvm}) solved in two phases: dual coordinate
 * descent ({@link LinearSvmSolver}, Hsieh, Chang, Lin, Keerthi &amp; Sundararajan 2008) while it makes progress, and,
 * when it stalls before the tolerance, a decomposition method on working sets
 * (Joachims 1999, "Making large-scale SVM learning practical") whose sub-problems are solved by LIBSVM's SMO
 * ({@link Smo}; Fan, Chen &amp; Lin 2005) on their Gram matrix, with the gradient of every row computed from w in
 * O(mJ). The second phase keeps y.alpha = 0 exactly and sets the bias by LIBSVM's rule, so a converged solve is the
 * solution of (1)-(2) within the tolerance, whatever C.
 *
 * <p><b>Why coordinate descent alone does not converge at large C.</b> Measured on the restricted masters of CGEns
 * with stumps on MNIST odd-vs-even at C = 1 ({@code infens-bench}'s {@code CgensMasterDiagnosis} and
 * {@code results/cgens-master-solvers.md}): the multiplier loop of {@link LinearSvmSolver} for the bias takes one or
 * two steps, and scaling the columns changes nothing (x to s x with C to C / s^2 is the same problem and gives the same
 * coordinate-descent iterates: what matters is C ||x_i||^2 = C J), so neither the bias nor the scaling is the cause;
 * nor is the stopping rule too tight: after the 1,000-epoch cap the projected-gradient spread is still 0.2 (0.1-0.3
 * over a CGEns run), above even LIBLINEAR's 0.1. The cause is the face the optimum lies on. At C = 1 a master with J columns is nearly
 * an LP: on 3,000 rows with J = 100 stumps the optimum has 100 free alpha_i (J + 1 at most, generically), 372 at C
 * and 2,528 at 0; the free rows, in {-1, 1}^100, are nearly dependent (singular values of their matrix from 47 down
 * to 0.051), so the Hessian on that face has its smallest non-zero eigenvalue at 2.6e-5 of its diagonal
 * ||x_i||^2 = J, and coordinate descent, whose rate is set by that ratio, took 14,284 epochs to meet the tolerance
 * 0.01 from the optimum of J = 99 (after its 1,000-epoch cap the primal objective was 415.75 against 414.85; Hsieh
 * et al. 2008, Sec. 5: slow when C ||x_i||^2 is large). Warm starts help little: from J = 99 to J = 100 columns,
 * 45 of the 100 free rows left the face and 45 others joined it, and keeping alpha when a column is added lowers
 * the dual objective by score^2 / 2 (585 at J = 100, against a change of 2.5 in the optimum). Other remedies tried
 * on such masters: over-relaxed coordinate steps (omega = 1.8) halved the epochs, conjugate gradients on the free
 * face (truncated at the first bound) halved the time, Anderson extrapolation of the epochs was rejected by the
 * objective test nearly every time, and projected Newton steps on the face failed on its singular Hessian.
 *
 * <p><b>The working sets</b> take every free alpha_i (the {@value #MAX_FREE} most violating when there are more)
 * and {@value #FRESH} bound ones from the ends of the violation order, half the largest -y_i G_i in I_up and half
 * the smallest in I_low (the selection of {@code org.infens.svm.smo.Decomposition}, after ThunderSVM: Wen, Shi, Li,
 * He &amp; Chen 2018). Each outer iteration computes the gradient G_i = y_i w.x_i - 1 of every row from w (O(mJ)),
 * stops when LIBSVM's maximal violation m(alpha) - M(alpha) is below the tolerance (after at least one working set,
 * whose SMO gives the bias), and otherwise solves the sub-problem on the working set with the other alpha fixed to
 * max(tolerance, {@value #INNER_FRACTION} x the violation), its Gram matrix K_BB held between working sets (rows
 * that stay keep their entries; a new column adds h h^T to them, O(|B|^2)). SMO's pair steps with second-order
 * selection move along that ill-conditioned face far better than single coordinates: on such masters (3,000 rows,
 * J = 100) the working sets took about 90,000 SMO steps in all, against 10,000-20,000 epochs of 100-200 active rows
 * for coordinate descent.
 *
 * <p><b>Why coordinate descent first, and when it stops.</b> At small C (or few columns) coordinate descent
 * converges in tens to a few hundred epochs and is the cheaper method: MNIST, 5,000 rows, C = 2^-9, 300 stump
 * columns: 1.6 s for all 300 masters with coordinate descent (30-85 epochs each) against 14.7 s with working sets
 * alone. So it runs in rounds of {@value #COORDINATE_EPOCHS} epochs while each round at least halves the spread
 * max PG - min PG (up to {@code coordinateEpochs} in all): on 10,000 rows at C = 2^-9 the masters needed up to 149
 * epochs, and switching after a fixed 100 made CGEns 2.7 times slower (56 s against 21 s for 500 columns). At C = 1
 * the epochs before the switch cost little beside the working sets (75 s with 0 or 200 epochs first, for the same
 * 300 masters). The switch hands over the alpha of coordinate descent with y.alpha made exactly 0 by scaling down
 * the alpha_i of the class whose sum is larger (which stays in the box).
 *
 * <p>Memory: the columns (8 m J bytes, in {@link LinearSvmSolver}) and K_BB (8 |B|^2 bytes, |B| at most
 * {@value #MAX_FREE} + {@value #FRESH}). Deterministic: the coordinate order comes from the seed, the rest has no
 * random choice (ties by row index). A mutable single-use worker: not thread-safe, never stored in a model.
 */
public final class WorkingSetSvmSolver implements ColumnSvm {
    /** Coordinate-descent epochs between the checks of its progress. */
    static final int COORDINATE_EPOCHS = 100;
    /** Bound alpha_i added to each working set beside the free ones. */
    static final int FRESH = 256;
    /** Free alpha_i kept at most in a working set (the most violating ones when there are more). */
    static final int MAX_FREE = 2048;
    /** The fraction of the current violation to which a working set is solved (ThunderSVM's 0.1). */
    static final double INNER_FRACTION = 0.1;
    /**
     * Working sets in a row that lower the smallest violation seen by less than 1% before the solve is declared
     * stuck (not converged): a safeguard, which no test or measured run has reached.
     */
    private static final int STUCK = 10;
    /** Working sets per solve at most. */
    private static final int MAX_WORKING_SETS = 10_000;

    private final LinearSvmSolver coordinate;
    private final int coordinateEpochs;
    private final int rows;
    private final double[] y;
    private final byte[] sign;
    private final double cost;
    private final double tolerance;
    private final double[] gradient;
    /** Row i of the held working set is at position {@code position[i]}, or -1. */
    private final int[] position;
    private int[] members = new int[0];
    /** K_BB of the held working set, row-major, both triangles. */
    private double[] gram = new double[0];
    private boolean converged = true;
    private int lastEpochs;
    private int lastWorkingSets;
    private long lastSmoIterations;

    /**
     * A solver for {@code labels.length} rows and no columns yet.
     *
     * @param labels           y_i, each +1 or -1
     * @param initialAlpha     the starting alpha_i (copied), each in [0, C]
     * @param C                the cost C &gt; 0 of (1)
     * @param tolerance        the stopping tolerance &gt; 0: coordinate descent's projected-gradient spread, then
     *                         LIBSVM's maximal violation m(alpha) - M(alpha)
     * @param coordinateEpochs the most coordinate-descent epochs of a solve before its working sets, &gt;= 1
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
        this.sign = new byte[rows];
        for (int i = 0; i < rows; i++) {
            sign[i] = (byte) y[i];
        }
        this.cost = C;
        this.tolerance = tolerance;
        this.gradient = new double[rows];
        this.position = new int[rows];
        Arrays.fill(position, -1);
    }

    @Override
    public int rows() {
        return rows;
    }

    @Override
    public int columns() {
        return coordinate.columns();
    }

    /** Appends one column (keeping alpha) and adds h h^T to the held K_BB. */
    @Override
    public void addColumn(double[] h) {
        coordinate.addColumn(h);
        int b = members.length;
        for (int s = 0; s < b; s++) {
            double hs = h[members[s]];
            if (hs == 0) {
                continue;
            }
            int base = s * b;
            for (int t = 0; t < b; t++) {
                gram[base + t] += hs * h[members[t]];
            }
        }
    }

    /**
     * Coordinate descent while its projected-gradient spread at least halves every {@value #COORDINATE_EPOCHS}
     * epochs (up to {@code coordinateEpochs} in all), then, if it has not met the tolerance, working sets until the
     * maximal violation is below it (see the class comment); returns {@link #converged()}.
     */
    @Override
    public boolean solve() {
        lastWorkingSets = 0;
        lastSmoIterations = 0;
        lastEpochs = 0;
        double previous = Double.POSITIVE_INFINITY;
        while (true) {
            boolean done = coordinate.solve();
            lastEpochs += coordinate.lastEpochs();
            if (done) {
                converged = true;
                return true;
            }
            double spread = coordinate.lastSpread();
            if (spread > previous / 2 || lastEpochs >= coordinateEpochs) {
                break;
            }
            previous = spread;
        }
        double[] alpha = feasibleStart();
        double[] w = new double[columns()];
        for (int i = 0; i < rows; i++) {
            if (alpha[i] != 0) {
                coordinate.addRow(y[i] * alpha[i], i, w);
            }
        }
        converged = false;
        double bias = coordinate.bias();
        int stalled = 0;
        double smallest = Double.POSITIVE_INFINITY;
        while (true) {
            for (int i = 0; i < rows; i++) {
                gradient[i] = y[i] * coordinate.rowDot(i, w) - 1;
            }
            double gap = maximalViolation(alpha);
            if (gap < tolerance && lastWorkingSets > 0) {
                converged = true;
                break;
            }
            if (gap < 0.99 * smallest) {
                smallest = gap;
                stalled = 0;
            } else if (++stalled >= STUCK) {
                break;
            }
            if (lastWorkingSets >= MAX_WORKING_SETS) {
                break;
            }
            int[] ws = workingSet(alpha);
            hold(ws);
            Smo.Result r = solveWorkingSet(ws, alpha, gap);
            lastWorkingSets++;
            lastSmoIterations += r.iterations();
            bias = -r.rho();
            for (int s = 0; s < ws.length; s++) {
                int i = ws[s];
                double d = r.alpha()[s] - alpha[i];
                if (d != 0) {
                    alpha[i] = r.alpha()[s];
                    coordinate.addRow(y[i] * d, i, w);
                }
            }
        }
        coordinate.adopt(alpha, bias);
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

    /** Whether i is in I_up(alpha): alpha_i &lt; C with y_i = +1, or alpha_i &gt; 0 with y_i = -1. */
    private boolean inUp(double[] alpha, int i) {
        return y[i] > 0 ? alpha[i] < cost : alpha[i] > 0;
    }

    /** Whether i is in I_low(alpha): alpha_i &gt; 0 with y_i = +1, or alpha_i &lt; C with y_i = -1. */
    private boolean inLow(double[] alpha, int i) {
        return y[i] > 0 ? alpha[i] > 0 : alpha[i] < cost;
    }

    /** m(alpha) - M(alpha): the largest -y_i G_i over I_up minus the smallest over I_low (LIBSVM's stopping rule). */
    private double maximalViolation(double[] alpha) {
        double up = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        for (int i = 0; i < rows; i++) {
            double f = -y[i] * gradient[i];
            if (inUp(alpha, i) && f > up) {
                up = f;
            }
            if (inLow(alpha, i) && f < low) {
                low = f;
            }
        }
        return up - low;
    }

    /**
     * The free alpha_i (the {@value #MAX_FREE} most violating when there are more) and up to {@value #FRESH} bound
     * ones, half with the largest -y_i G_i in I_up and half with the smallest in I_low (the rest from the other side
     * when one runs short), in increasing row order. A bound alpha_i is in exactly one of I_up and I_low.
     */
    private int[] workingSet(double[] alpha) {
        double up = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        int free = 0;
        for (int i = 0; i < rows; i++) {
            double f = -y[i] * gradient[i];
            up = inUp(alpha, i) ? Math.max(up, f) : up;
            low = inLow(alpha, i) ? Math.min(low, f) : low;
            if (alpha[i] > 0 && alpha[i] < cost) {
                free++;
            }
        }
        // every row gets a score; the best of each group are taken: free rows by their violation
        // max(m - F_i, F_i - M), bound rows in I_up by F_i = -y_i G_i, bound rows in I_low by -F_i
        double[] score = new double[rows];
        byte[] group = new byte[rows];
        int ups = 0;
        for (int i = 0; i < rows; i++) {
            double f = -y[i] * gradient[i];
            if (alpha[i] > 0 && alpha[i] < cost) {
                group[i] = 0;
                score[i] = Math.max(up - f, f - low);
            } else if (inUp(alpha, i)) {
                group[i] = 1;
                score[i] = f;
                ups++;
            } else {
                group[i] = 2;
                score[i] = -f;
            }
        }
        int lows = rows - free - ups;
        int takeUp = Math.min(ups, Math.max(FRESH / 2, FRESH - lows));
        int takeLow = Math.min(lows, FRESH - takeUp);
        boolean[] in = new boolean[rows];
        int size = best(score, group, (byte) 0, Math.min(free, MAX_FREE), in)
                + best(score, group, (byte) 1, takeUp, in) + best(score, group, (byte) 2, takeLow, in);
        int[] ws = new int[size];
        int k = 0;
        for (int i = 0; i < rows; i++) {
            if (in[i]) {
                ws[k++] = i;
            }
        }
        return ws;
    }

    /**
     * Marks in {@code in} the {@code count} rows of {@code group} with the largest scores (ties to the lower row) and
     * returns how many it marked.
     */
    private static int best(double[] score, byte[] group, byte g, int count, boolean[] in) {
        if (count <= 0) {
            return 0;
        }
        int n = 0;
        for (int i = 0; i < score.length; i++) {
            n += group[i] == g ? 1 : 0;
        }
        double[] sorted = new double[n];
        n = 0;
        for (int i = 0; i < score.length; i++) {
            if (group[i] == g) {
                sorted[n++] = score[i];
            }
        }
        count = Math.min(count, n);
        Arrays.sort(sorted);
        double threshold = sorted[n - count];
        int above = 0;
        for (double v : sorted) {
            above += v > threshold ? 1 : 0;
        }
        int ties = count - above;
        int marked = 0;
        for (int i = 0; i < score.length; i++) {
            if (group[i] == g && (score[i] > threshold || (score[i] == threshold && ties-- > 0))) {
                in[i] = true;
                marked++;
            }
        }
        return marked;
    }

    /**
     * Makes {@code ws} the held working set: entries of K_BB between rows held before are kept, the others computed
     * from the columns (O(J) each).
     */
    private void hold(int[] ws) {
        int b = ws.length;
        int old = members.length;
        double[] next = new double[b * b];
        for (int s = 0; s < b; s++) {
            int ps = position[ws[s]];
            for (int t = 0; t <= s; t++) {
                int pt = position[ws[t]];
                double v = ps >= 0 && pt >= 0 ? gram[ps * old + pt] : coordinate.rowsDot(ws[s], ws[t]);
                next[s * b + t] = v;
                next[t * b + s] = v;
            }
        }
        for (int i : members) {
            position[i] = -1;
        }
        for (int s = 0; s < b; s++) {
            position[ws[s]] = s;
        }
        members = ws;
        gram = next;
    }

    /**
     * LIBSVM's SMO on the held working set with the other alpha_i fixed: min 1/2 a^T Q_BB a + p^T a over the box,
     * y_B.a unchanged, with p_B = G_B - Q_BB alpha_B so that the gradient at the start is the full one. SMO keeps Q
     * in single precision, so p_B is computed with K_BB rounded to float as SMO will hold it: SMO then starts from the
     * exact gradient, and only its steps (small near the optimum) see the rounding. With p_B from the double K_BB the
     * start was off by the rounding of Q_BB alpha_B and real-valued columns stalled at a violation of 2e-8 (C = 0.05)
     * to 7e-6 (C = 20) on 50 rows of 4 Gaussian features; integer K (stumps) is exact either way.
     */
    private Smo.Result solveWorkingSet(int[] ws, double[] alpha, double gap) {
        int b = ws.length;
        byte[] yB = new byte[b];
        double[] upper = new double[b];
        double[] start = new double[b];
        double[] linear = new double[b];
        for (int s = 0; s < b; s++) {
            yB[s] = sign[ws[s]];
            upper[s] = cost;
            start[s] = alpha[ws[s]];
        }
        for (int s = 0; s < b; s++) {
            double q = 0;
            int base = s * b;
            for (int t = 0; t < b; t++) {
                if (start[t] != 0) {
                    q += (float) gram[base + t] * yB[t] * start[t];
                }
            }
            linear[s] = gradient[ws[s]] - yB[s] * q;
        }
        final double[] k = gram;
        Kernel.Evaluator evaluator = new Kernel.Evaluator() {
            @Override
            public double value(int i, int j) {
                return k[i * b + j];
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                int base = i * b;
                for (int t = from; t < to; t++) {
                    out[t] = k[base + js[t]];
                }
            }
        };
        double eps = Math.max(tolerance, INNER_FRACTION * gap);
        return Smo.solve(new Smo.Problem(evaluator, yB, upper, linear, start, eps, true,
                4L * b * b + (1L << 20), null, 1, 1, Smo.Problem.defaultMaxIterations(b)));
    }

    @Override
    public boolean converged() {
        return converged;
    }

    /** The rows of the held working set (a copy), for tests. */
    int[] heldRows() {
        return members.clone();
    }

    /** The held K_BB entry at positions s, t of {@link #heldRows()}, for tests. */
    double heldGram(int s, int t) {
        return gram[s * members.length + t];
    }

    /** Coordinate-descent epochs of the last {@link #solve()} (its working sets are not epochs). */
    @Override
    public int lastEpochs() {
        return lastEpochs;
    }

    /** Working sets of the last {@link #solve()}: 0 when coordinate descent met the tolerance by itself. */
    public int lastWorkingSets() {
        return lastWorkingSets;
    }

    /** SMO iterations, summed over the working sets of the last {@link #solve()}. */
    public long lastSmoIterations() {
        return lastSmoIterations;
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

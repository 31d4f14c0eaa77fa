package org.infens.linear;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.infens.data.Dataset;

/**
 * A linear L1-loss SVM with an unregularised bias, solved in the dual by coordinate descent (Hsieh, Chang, Lin,
 * Keerthi &amp; Sundararajan, "A dual coordinate descent method for large-scale linear SVM", ICML 2008, Algorithm 1),
 * built for the restricted master problem of column generation (Shen &amp; Liu 2014, Sec. IV, Algorithm 1 line "solve
 * either the primal (1) or dual (2)"): the feature matrix grows one column at a time and every solve starts from the
 * previous dual solution.
 *
 * <p>The problem is Shen &amp; Liu 2014, (1) with the features x_i in R^J held here:
 * <pre>
 *   min_{w, b, xi &gt;= 0}  1/2 ||w||^2 + C sum_i xi_i   s.t.  y_i (w.x_i + b) &gt;= 1 - xi_i,
 *   dual (2):  max_{0 &lt;= alpha &lt;= C, y.alpha = 0}  sum_i alpha_i - 1/2 ||w(alpha)||^2,  w(alpha) = sum_i y_i alpha_i x_i.
 * </pre>
 *
 * <p><b>The bias.</b> Hsieh et al. (and LIBLINEAR, which Shen &amp; Liu 2014 used) append a constant feature B to every
 * row, which adds b^2 / (2 B^2) to the objective: the bias is then regularised and the problem is no longer (1). Here
 * the bias stays unregularised, as in (1), by the method of multipliers on the dual equality y.alpha = 0 (equivalently
 * the proximal-point method on b): each outer step solves, by plain coordinate descent over the box, the augmented
 * dual
 * <pre>
 *   max_{0 &lt;= alpha &lt;= C}  sum_i alpha_i - 1/2 ||w(alpha)||^2 - lambda y.alpha - rho/2 (y.alpha)^2,
 * </pre>
 * whose primal is (1) with the extra term (b - lambda)^2 / (2 rho), i.e. LIBLINEAR's bias feature B = sqrt(rho)
 * around the anchor lambda; its bias is b = lambda + rho y.alpha. Then lambda &lt;- b. At the fixed point y.alpha = 0,
 * the extra term vanishes and (alpha, w, b) solve (1) and (2) exactly. rho is the mean of ||x_i||^2 (so the
 * constant feature has the scale of the others; 1 if every row is 0). One coordinate step costs O(J): the
 * gradient y_i (w.x_i + lambda + rho y.alpha) - 1 needs only w and the scalar y.alpha, which are kept up to date.
 *
 * <p><b>Stopping.</b> An inner solve stops when the projected gradients of one full epoch span at most
 * {@code tolerance} (Hsieh's max PG - min PG criterion: LIBLINEAR's {@code -e} for its dual solvers, "dual maximal
 * violation", default 0.1 there); the outer loop stops when, after such an inner solve, |y.alpha| &lt;=
 * {@code tolerance} as well; both together are the KKT conditions of (1)-(2) within the tolerance.
 * {@code maxEpochs} caps the epochs of one {@link #solve()} over all outer steps ({@link #converged()} then says
 * false).
 *
 * <p><b>Shrinking</b> (Hsieh et al. Sec. 3.2, as LIBLINEAR): during an inner solve, a row at alpha = 0 whose
 * gradient exceeds the previous epoch's largest projected gradient (or at alpha = C with a gradient below the
 * smallest) leaves the active set, so later epochs cost O(J) per active row only; when the active rows meet the
 * tolerance, every row is checked once more and the solve stops only if the full epoch meets it too, so shrinking
 * changes the cost, not the stopping rule (tested: same solution as without). Each multiplier step starts with
 * every row active. At the optimum of a CGEns master most rows sit at a bound (margin above 1 at alpha = 0, or
 * below it at C), which is why it pays: on 1,000 ringnorm rows, CGEns with stumps to 500 columns at tolerance 0.1
 * took 18 s before and 5.8 s after (wall clock on a shared, loaded machine, indicative).
 * <p><b>Warm start.</b> {@link #addColumn} keeps alpha and lambda and sets the new weight to sum_i y_i alpha_i h_i
 * (the KKT condition (7) for the new column, so w = w(alpha) still holds); the next {@link #solve()} starts there.
 * Coordinates are visited in a random order per epoch, from a {@link SplittableRandom} seeded by the caller.
 *
 * <p>Memory O(mJ). When C ||x_i||^2 is large its epochs multiply (at C = 1 with a few hundred stump columns it
 * needs 10^4 epochs and more, see {@link WorkingSetSvmSolver} for why); {@link WorkingSetSvmSolver} starts with this
 * solver and finishes such problems by SMO on working sets, and {@link GramSvmSolver} solves them by SMO in O(m^2)
 * memory ({@link ColumnSvm#create}).
 *
 * <p>Storage is row-major with a stride that doubles when full, so a coordinate step reads one contiguous row
 * (the hot loop). Memory: 8 m stride bytes. A mutable single-use worker: not thread-safe, never stored in a model.
 */
public final class LinearSvmSolver extends MasterSolver {
    /** Outer (multiplier) steps are capped too, in case the inner tolerance cannot be met. */
    private static final int MAX_OUTER_STEPS = 10_000;

    private final int maxEpochs;
    private final SplittableRandom random;
    private final double[] squaredNorm;
    private final int[] order;
    private double[] features = new double[0];
    private int stride;
    private int columns;
    private double[] w = new double[0];
    private double sumAlphaY;
    private double lambda;
    private double rho = 1;
    private int lastEpochs;
    private int lastMultiplierSteps;
    private double lastSpread;
    /** Rows order[0..activeSize) are active; the rest are shrunk until the next full check. */
    private int activeSize;
    private double maxPgOld = Double.POSITIVE_INFINITY;
    private double minPgOld = Double.NEGATIVE_INFINITY;
    private boolean shrinking = true;

    /**
     * A solver for {@code labels.length} rows and no columns yet.
     *
     * @param labels       y_i, each +1 or -1
     * @param initialAlpha the starting alpha_i (copied), each in [0, C]; Shen &amp; Liu 2014, Algorithm 1 starts from a
     *                     constant
     * @param C            the cost C &gt; 0 of (1)
     * @param tolerance    the stopping tolerance &gt; 0 (see the class comment)
     * @param maxEpochs    the cap on epochs per {@link #solve()}, &gt;= 1
     * @param seed         the seed of the coordinate order
     */
    public LinearSvmSolver(double[] labels, double[] initialAlpha, double C, double tolerance, int maxEpochs,
                           long seed) {
        super(labels, initialAlpha, C, tolerance);
        sumAlphaY = startLabelDotAlpha;
        if (maxEpochs < 1) {
            throw new IllegalArgumentException("maxEpochs must be >= 1, got " + maxEpochs);
        }
        this.maxEpochs = maxEpochs;
        this.random = new SplittableRandom(seed);
        this.squaredNorm = new double[rows];
        this.order = new int[rows];
        for (int i = 0; i < rows; i++) {
            order[i] = i;
        }
    }

    /**
     * Turns shrinking off (every epoch visits every row): the naive solver the tests compare the shrinking one
     * against. Package-private, for tests.
     */
    void disableShrinking() {
        shrinking = false;
    }

    /** Number of columns J added so far. */
    @Override
    public int columns() {
        return columns;
    }

    /**
     * Appends one column h (h[i] is the new feature of row i) and sets its weight to sum_i y_i alpha_i h_i, keeping
     * alpha: the warm start of the next {@link #solve()}.
     */
    @Override
    public void addColumn(double[] h) {
        double wj = newWeight(h);
        if (columns == stride) {
            grow(Math.max(4, 2 * stride));
        }
        for (int i = 0; i < rows; i++) {
            double v = h[i];
            features[i * stride + columns] = v;
            squaredNorm[i] += v * v;
        }
        w[columns] = wj;
        columns++;
    }

    private void grow(int newStride) {
        double[] f = new double[rows * newStride];
        for (int i = 0; i < rows; i++) {
            System.arraycopy(features, i * stride, f, i * newStride, columns);
        }
        features = f;
        stride = newStride;
        w = Arrays.copyOf(w, newStride);
    }

    /** Solves the current problem from the current alpha (see the class comment); returns {@link #converged()}. */
    @Override
    public boolean solve() {
        double meanNorm = 0;
        for (int i = 0; i < rows; i++) {
            meanNorm += squaredNorm[i];
        }
        meanNorm /= Math.max(1, rows);
        rho = meanNorm > 0 ? meanNorm : 1;
        int epochs = 0;
        converged = false;
        lastMultiplierSteps = 0;
        for (int outer = 0; outer < MAX_OUTER_STEPS && epochs < maxEpochs; outer++) {
            lastMultiplierSteps++;
            // the multiplier moved, so every gradient moved: start each inner solve with every row active
            activeSize = rows;
            maxPgOld = Double.POSITIVE_INFINITY;
            minPgOld = Double.NEGATIVE_INFINITY;
            boolean innerDone = false;
            while (epochs < maxEpochs && !innerDone) {
                double spread = epoch();
                epochs++;
                lastSpread = spread;
                if (spread <= tolerance) {
                    if (activeSize == rows) {
                        innerDone = true;
                    } else {
                        // converged on the active rows: check every row once more before stopping (Hsieh et al.)
                        activeSize = rows;
                        maxPgOld = Double.POSITIVE_INFINITY;
                        minPgOld = Double.NEGATIVE_INFINITY;
                    }
                }
            }
            lambda += rho * sumAlphaY;
            if (innerDone && Math.abs(sumAlphaY) <= tolerance) {
                converged = true;
                break;
            }
        }
        lastEpochs = epochs;
        return converged;
    }

    /**
     * One pass of coordinate descent over the active rows in random order, shrinking as Hsieh et al. Sec. 3.2 (and
     * LIBLINEAR): a row at alpha = 0 whose gradient exceeds the previous pass's largest projected gradient, or at
     * alpha = C with a gradient below the previous smallest, is moved out of the active set. Returns max PG - min PG
     * over the rows visited, and keeps them as the bounds of the next pass.
     */
    private double epoch() {
        for (int k = activeSize - 1; k > 0; k--) {
            int r = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[r];
            order[r] = t;
        }
        double maxPg = Double.NEGATIVE_INFINITY;
        double minPg = Double.POSITIVE_INFINITY;
        final double[] f = features;
        final double[] wv = w;
        final int j = columns;
        final double shrinkAbove = shrinking ? maxPgOld : Double.POSITIVE_INFINITY;
        final double shrinkBelow = shrinking ? minPgOld : Double.NEGATIVE_INFINITY;
        for (int k = 0; k < activeSize; k++) {
            int i = order[k];
            int base = i * stride;
            double dot = Dataset.denseDot(wv, 0, f, base, j); // four partial sums: the hot loop of an epoch
            double yi = y[i];
            double g = yi * (dot + lambda + rho * sumAlphaY) - 1;
            double a = alpha[i];
            if (a <= 0 ? g > shrinkAbove : a >= cost && g < shrinkBelow) {
                activeSize--;
                order[k] = order[activeSize];
                order[activeSize] = i;
                k--;
                continue;
            }
            double pg = a <= 0 ? Math.min(g, 0) : a >= cost ? Math.max(g, 0) : g;
            if (pg > maxPg) {
                maxPg = pg;
            }
            if (pg < minPg) {
                minPg = pg;
            }
            if (pg != 0) {
                double updated = Math.min(Math.max(a - g / (squaredNorm[i] + rho), 0), cost);
                double d = (updated - a) * yi;
                if (d != 0) {
                    alpha[i] = updated;
                    for (int c = 0; c < j; c++) {
                        wv[c] += d * f[base + c];
                    }
                    sumAlphaY += d;
                }
            }
        }
        if (maxPg == Double.NEGATIVE_INFINITY) {
            maxPg = 0;
            minPg = 0;
        }
        maxPgOld = maxPg > 0 ? maxPg : Double.POSITIVE_INFINITY;
        minPgOld = minPg < 0 ? minPg : Double.NEGATIVE_INFINITY;
        return maxPg - minPg;
    }

    /** Epochs (passes over the rows) of the last {@link #solve()}. */
    @Override
    public int lastEpochs() {
        return lastEpochs;
    }

    /** Multiplier steps (updates of the bias anchor lambda) of the last {@link #solve()}: diagnostics. */
    public int lastMultiplierSteps() {
        return lastMultiplierSteps;
    }

    /**
     * The projected-gradient spread max PG - min PG of the last epoch of the last {@link #solve()}, over the rows it
     * visited: diagnostics (below the tolerance after a converged solve).
     */
    public double lastSpread() {
        return lastSpread;
    }

    /** The dual variables alpha (a copy). */
    public double[] alpha() {
        return alpha.clone();
    }

    /** The weights w (a copy, one per column). */
    @Override
    public double[] weights() {
        return Arrays.copyOf(w, columns);
    }

    /** The bias b (the last multiplier, see the class comment). */
    @Override
    public double bias() {
        return lambda;
    }

    /** y.alpha, which is 0 at the optimum (within the tolerance after a converged solve). */
    public double labelDotAlpha() {
        return sumAlphaY;
    }

    /** The decision value w.x_i + b of training row {@code i}. */
    @Override
    public double decisionValue(int i) {
        return lambda + Dataset.denseDot(w, 0, features, i * stride, columns);
    }

    /** x_i.v over the columns: for {@link WorkingSetSvmSolver}, which keeps its columns here. */
    double rowDot(int i, double[] v) {
        return Dataset.denseDot(v, 0, features, i * stride, columns);
    }

    /** x_i.x_k over the columns. */
    double rowsDot(int i, int k) {
        return Dataset.denseDot(features, i * stride, features, k * stride, columns);
    }

    /** v += c x_i over the columns. */
    void addRow(double c, int i, double[] v) {
        int base = i * stride;
        for (int t = 0; t < columns; t++) {
            v[t] += c * features[base + t];
        }
    }

    /**
     * Takes a solution found elsewhere ({@link WorkingSetSvmSolver}): alpha (copied), w = w(alpha) recomputed from
     * it, and the bias b as the multiplier, so that {@link #bias()}, {@link #weights()} and {@link #decisionValue}
     * answer for it and the next {@link #solve()} starts from it.
     */
    void adopt(double[] newAlpha, double b) {
        System.arraycopy(newAlpha, 0, alpha, 0, rows);
        Arrays.fill(w, 0);
        double s = 0;
        for (int i = 0; i < rows; i++) {
            if (alpha[i] != 0) {
                double c = y[i] * alpha[i];
                addRow(c, i, w);
                s += c;
            }
        }
        sumAlphaY = s;
        lambda = b;
    }
}

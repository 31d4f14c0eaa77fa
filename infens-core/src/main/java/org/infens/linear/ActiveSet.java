package org.infens.linear;

import java.util.Arrays;

/**
 * The restricted master's dual (2) solved exactly by a primal active-set method (Nocedal &amp; Wright 2006, Numerical
 * Optimization, Sec. 16.5, Algorithm 16.3) whose linear algebra lives in the J + 1 dimensions of the columns and the
 * bias, not in the m of the rows. With a_i = y_i (x_i, 1) and M_F the matrix of the rows a_i of the free set F (the
 * alpha_i strictly inside [0, C]; the bounds of the others and y.alpha = 0 are the active constraints), the dual
 * Hessian restricted to F is M_F M_F^T - y_F y_F^T, of rank J + 1 at most, and:
 * <ul>
 *   <li><b>the face step</b>: on {y_F.p = 0} the Newton step p and the multiplier b of y.alpha = 0 satisfy
 *   K p = -(G_F + b y_F) with K = M_F M_F^T = R^T R, so p = -K^-1 G_F - b K^-1 y_F and
 *   b = -(y_F.K^-1 G_F) / (y_F.K^-1 y_F): two triangular solves each way, O(|F|^2). After the full step every free
 *   row is on the margin, y_i (w.x_i + b) = 1, and b is exact; a step that would leave the box is cut at the first
 *   bound, and that row leaves F (its column of R goes, Givens rotations restore the triangle, O(|F|^2));</li>
 *   <li><b>F stays independent</b>: the face's reduced Hessian is positive definite exactly when the rows a_i of F are
 *   linearly independent. A row whose a_i = M_F^T c depends on them does not join R; it opens the direction
 *   p_i = s, p_F = -s c, along which w, b and the gradient do not change and the objective is linear, followed to the
 *   first bound (the purification of a basis in linear programming); if a row of F gets there first it leaves and
 *   the other joins. Hence |F| &lt;= J + 1, as at the optimum of a CGEns master at large C
 *   ({@link WorkingSetSvmSolver});</li>
 *   <li><b>pricing</b>: after a full step the gradient G_i = y_i w.x_i - 1 of every row is computed from w (O(mJ));
 *   the solve stops when LIBSVM's maximal violation m(alpha) - M(alpha) is below the tolerance, else the
 *   {@value #POOL} bound rows that most violate their KKT conditions against b form a pool, and the most violating
 *   of the pool enters F. After the next full steps the pool's gradients alone are refreshed (O(J) each) and its
 *   most violating row enters while one violates by more than half the tolerance; then every row is priced again.
 *   On Spambase (4,601 rows, 60 stump columns, C = 32) the whole fit took 4.1 CPU s without a pool, 2.9 s with pools
 *   of 16 or 64 rows and 2.5 s with 256 (medians of 3; 64 and 256 alike on 3,000 MNIST rows, 200 columns, C = 1),
 *   since several rows enter per full pricing instead of one (the median master there: 1,277 pivots, 74
 *   pricings);</li>
 *   <li><b>warm start</b>: F and R are kept from one solve to the next. A new column adds y_i h_i to every a_i, so
 *   K gains v v^T, v = (y_i h_i) over F, and R follows by a rank-one update (LINPACK's dchud, O(|F|^2)); alpha,
 *   optimal for the previous columns, is feasible for the new ones. Without that (the first solve, or after
 *   coordinate descent moved alpha) every free alpha_i enters F in row order first.</li>
 * </ul>
 * Each entering row strictly lowers the objective, so no face repeats and the method ends, in exact arithmetic, at
 * the optimum. Rounding is met by refactorising: when the violation is left among the free rows only, the face is
 * solved again from the fresh gradients, then from R built afresh; a cap on pivots stops the rest.
 *
 * <p>Why R^T R = M_F M_F^T rather than a QR factorisation of M_F^T: the first version kept Q ((J + 1)^2 numbers)
 * and spent most of its time in O(J^2) products with it; R alone made CGEns on 2,000 MNIST rows at C = 1 to 200
 * columns 1.5 times faster (3.3-3.7 s against 5.2 s, CPU of the fit), and solving both systems of a face step in one
 * pass over R along its columns, with w brought up to date only when read ({@code pending}), took it to 2.6 s. The
 * condition number squares, so a row counts as dependent when its part outside the span of F is below
 * {@value #DEPENDENT} of its norm.
 *
 * <p>A mutable worker of {@link WorkingSetSvmSolver}, holding its buffers between solves: not thread-safe, never
 * stored in a model. Deterministic: ties go to the lower row.
 */
final class ActiveSet {
    /** A row enters as dependent when its component outside the span of F is below this fraction of its norm. */
    private static final double DEPENDENT = 1e-7;
    /** Face re-solves from a fresh gradient (iterative refinement) allowed in a row without an entering row. */
    private static final int REFINEMENTS = 3;
    /** Rows of the pool of entering candidates kept from a full pricing (see the class comment). */
    static final int POOL = 64;
    /** A row of the pool enters only if it violates by more than this fraction of the tolerance. */
    private static final double POOL_THRESHOLD = 0.5;

    private final LinearSvmSolver columns;
    private final int[] pool = new int[POOL];
    private final double[] poolViolation = new double[POOL];
    private final int rows;
    private final double[] y;
    private final double cost;
    /** G_i = y_i w.x_i - 1 of every row, as of the last pricing. */
    private final double[] gradient;
    /** Whether row i is in F. */
    private final boolean[] inFree;
    /** Whether F and R describe the current alpha (false until a solve converges, and after {@link #invalidate}). */
    private boolean valid;
    /** Rows of F in the column order of R. */
    private int[] free = new int[0];
    private int k;
    /** G_i of the rows of F, by position, kept up to date through the steps. */
    private double[] freeGradient = new double[0];
    /**
     * The change of alpha_i at each position of F not yet added to w: w is brought up to date (O(J) a row) only when
     * it is read, after a full step or when the row leaves F, not after every step.
     */
    private double[] pending = new double[0];
    /** Columns (and rows) R has room for: its stride. */
    private int capacity;
    /** R, upper triangular with R^T R = M_F M_F^T, column-major with stride {@link #capacity}; k x k in use. */
    private double[] r = new double[0];
    private double[] u = new double[0];
    private double[] a = new double[0];
    private double[] c = new double[0];
    private double[] step = new double[0];
    /** The step length found by the last {@link #ratioTest}. */
    private double stepLength;
    private double bias;
    private long pivots;
    private long pricings;

    ActiveSet(LinearSvmSolver columns, double[] y, double cost) {
        this.columns = columns;
        this.rows = y.length;
        this.y = y;
        this.cost = cost;
        this.gradient = new double[rows];
        this.inFree = new boolean[rows];
    }

    /** The bias b of the last solve (exact on a face optimum). */
    double bias() {
        return bias;
    }

    /** Rows entering or leaving F in the last solve. */
    long pivots() {
        return pivots;
    }

    /** Gradients of every row computed in the last solve (O(mJ) each). */
    long pricings() {
        return pricings;
    }

    /** The rows of F in the column order of R (a copy), for tests. */
    int[] freeRows() {
        return Arrays.copyOf(free, k);
    }

    /** (R^T R)_st, which equals a_i.a_j for the rows i, j at positions s, t of F: for tests. */
    double factorProduct(int s, int t) {
        double sum = 0;
        for (int l = 0; l <= Math.min(s, t); l++) {
            sum += r[s * capacity + l] * r[t * capacity + l];
        }
        return sum;
    }

    /** Forgets F: alpha was changed elsewhere, so the next solve starts by putting every free alpha_i into F. */
    void invalidate() {
        valid = false;
    }

    /**
     * A column h was appended to every row (after the last solve, alpha unchanged): M_F M_F^T gains v v^T with
     * v = (y_i h_i) over F, and R follows by a rank-one update (O(|F|^2)).
     */
    void addColumn(double[] h) {
        if (!valid) {
            return;
        }
        double[] v = u;
        for (int p = 0; p < k; p++) {
            v[p] = y[free[p]] * h[free[p]];
        }
        // LINPACK's dchud: rotations that fold v into R, row by row
        for (int j = 0; j < k; j++) {
            int dj = j * capacity + j;
            double rho = Math.hypot(r[dj], v[j]);
            double cs = r[dj] / rho;
            double sn = v[j] / rho;
            r[dj] = rho;
            for (int t = j + 1; t < k; t++) {
                int at = t * capacity + j;
                double x = r[at];
                r[at] = cs * x + sn * v[t];
                v[t] = -sn * x + cs * v[t];
            }
        }
    }

    /**
     * Solves (2) from a feasible alpha (0 &lt;= alpha &lt;= C, y.alpha = 0) with w = w(alpha); updates both in place.
     * Returns whether the maximal violation fell below {@code tolerance} within {@code maxPivots} pivots.
     */
    boolean solve(double[] alpha, double[] w, double tolerance, long maxPivots) {
        pivots = 0;
        pricings = 0;
        ensureCapacity(columns.columns() + 2);
        price(w);
        if (!valid) {
            Arrays.fill(pending, 0); // w was computed from alpha by the caller
            rebuild(alpha, w);
        }
        valid = false;
        int refinements = 0;
        int poolSize = 0;
        while (pivots < maxPivots) {
            if (k > 0 && !faceStep(alpha, w)) {
                continue; // a bound blocked the step: solve the new face
            }
            if (k > 0 && poolSize > 0) {
                // partial pricing: the best of the pool, its gradients from w (O(J) each)
                int best = -1;
                double largest = POOL_THRESHOLD * tolerance;
                for (int t = 0; t < poolSize; t++) {
                    int i = pool[t];
                    if (inFree[i]) {
                        continue;
                    }
                    gradient[i] = y[i] * columns.rowDot(i, w) - 1;
                    double v = violation(alpha, i);
                    if (v > largest) {
                        largest = v;
                        best = i;
                    }
                }
                if (best >= 0) {
                    enter(best, +1, alpha, w);
                    continue;
                }
            }
            price(w);
            double up = Double.NEGATIVE_INFINITY;
            double low = Double.POSITIVE_INFINITY;
            int upRow = -1;
            int lowRow = -1;
            for (int i = 0; i < rows; i++) {
                double f = -y[i] * gradient[i];
                if ((y[i] > 0 ? alpha[i] < cost : alpha[i] > 0) && f > up) {
                    up = f;
                    upRow = i;
                }
                if ((y[i] > 0 ? alpha[i] > 0 : alpha[i] < cost) && f < low) {
                    low = f;
                    lowRow = i;
                }
            }
            if (up - low < tolerance) {
                if (k == 0) {
                    bias = (up + low) / 2;
                }
                valid = true;
                return true;
            }
            if (k == 0) {
                // no free row fixes b: the maximal violating pair enters, as an SMO step would take it
                poolSize = 0;
                enter(upRow, +1, alpha, w);
                enter(lowRow, +1, alpha, w);
                continue;
            }
            poolSize = fillPool(alpha);
            if (poolSize == 0) {
                // the violation is among the free rows only, from rounding: solve the face again from the fresh
                // gradients, then from a factorisation built afresh
                if (++refinements > REFINEMENTS) {
                    return false;
                }
                if (refinements > 1) {
                    rebuild(alpha, w);
                }
                continue;
            }
            refinements = 0;
            enter(pool[0], +1, alpha, w);
        }
        return false;
    }

    /**
     * F and R from scratch (every change of alpha already in w): every free alpha_i enters in row order, and one whose
     * a_i depends on those before it moves with them along the null direction to a bound (the objective does not
     * increase; w, b and G do not change).
     */
    private void rebuild(double[] alpha, double[] w) {
        for (int p = 0; p < k; p++) {
            inFree[free[p]] = false;
        }
        k = 0;
        for (int i = 0; i < rows; i++) {
            if (alpha[i] > 0 && alpha[i] < cost) {
                enter(i, 0, alpha, w);
            }
        }
    }

    /** f_i - b over I_up, b - f_i over I_low (f_i = -y_i G_i): how far bound row i violates its KKT condition. */
    private double violation(double[] alpha, int i) {
        double f = -y[i] * gradient[i];
        boolean up = y[i] > 0 ? alpha[i] < cost : alpha[i] > 0;
        return up ? f - bias : bias - f;
    }

    /**
     * The pool: the {@link #POOL} bound rows (not in F) with the largest positive violations, the largest first;
     * returns how many.
     */
    private int fillPool(double[] alpha) {
        int size = 0;
        for (int i = 0; i < rows; i++) {
            if (inFree[i]) {
                continue;
            }
            double v = violation(alpha, i);
            if (v <= 0 || (size == POOL && v <= poolViolation[size - 1])) {
                continue;
            }
            int at = size == POOL ? POOL - 1 : size++;
            while (at > 0 && poolViolation[at - 1] < v) {
                pool[at] = pool[at - 1];
                poolViolation[at] = poolViolation[at - 1];
                at--;
            }
            pool[at] = i;
            poolViolation[at] = v;
        }
        return size;
    }

    /** Room for F of up to {@code size} rows, R copied to the new stride. */
    private void ensureCapacity(int size) {
        if (size <= capacity) {
            return;
        }
        int grown = Math.max(size, 2 * capacity);
        double[] next = new double[grown * grown];
        for (int col = 0; col < k; col++) {
            System.arraycopy(r, col * capacity, next, col * grown, col + 1);
        }
        r = next;
        capacity = grown;
        free = Arrays.copyOf(free, grown);
        freeGradient = Arrays.copyOf(freeGradient, grown);
        pending = Arrays.copyOf(pending, grown);
        u = new double[grown];
        a = new double[grown];
        c = new double[grown];
        step = new double[grown];
    }

    /** G_i = y_i w.x_i - 1 for every row, and for F from it. */
    private void price(double[] w) {
        pricings++;
        for (int i = 0; i < rows; i++) {
            gradient[i] = y[i] * columns.rowDot(i, w) - 1;
        }
        for (int p = 0; p < k; p++) {
            freeGradient[p] = gradient[free[p]];
        }
    }

    /**
     * Row i enters F. If a_i is independent of the rows of F, it is appended to the factorisation (its alpha moves at
     * the next face step). Otherwise a_i = M_F^T c, and alpha moves along p_i = s, p_F = -s c (w and b unchanged,
     * the objective linear: slope s (G_i - c.G_F)) to the first bound: s = +1 inward for a bound row
     * ({@code sign} != 0), the sign of descent for a free one ({@code sign} 0). If a row of F reaches its bound first
     * it leaves F and i enters again.
     */
    private void enter(int i, int sign, double[] alpha, double[] w) {
        while (true) {
            pivots++;
            if (append(i)) {
                return;
            }
            // u[0, k) holds R^-T M_F a_i: c = R^-1 u
            backSolve(u, step);
            double slope = gradient[i];
            for (int p = 0; p < k; p++) {
                slope -= step[p] * freeGradient[p];
            }
            double s;
            if (sign != 0) {
                s = alpha[i] <= 0 ? 1 : -1;
            } else {
                s = slope > 0 ? -1 : 1;
            }
            for (int p = 0; p < k; p++) {
                step[p] *= -s;
            }
            int block = ratioTest(alpha, s > 0 ? cost - alpha[i] : alpha[i]);
            double t = stepLength;
            advance(alpha, t, block);
            // w moves by the rounding of c only; it follows alpha all the same
            double before = alpha[i];
            alpha[i] = block < 0 ? (s > 0 ? cost : 0) : Math.min(cost, Math.max(0, before + s * t));
            columns.addRow(y[i] * (alpha[i] - before), i, w);
            if (block < 0) {
                return;
            }
            flush(block, w);
            remove(block);
            sign = 0; // i is now inside its box: it enters again as a free row
        }
    }

    /**
     * One step towards the optimum of the current face, cut at the first bound: with K = M_F M_F^T = R^T R, the step
     * is p = -K^-1 (G_F + b y_F) with b = -(y_F.K^-1 G_F) / (y_F.K^-1 y_F), so that y_F.p = 0 and after the full
     * step y_i (w.x_i + b) = 1 on F. Returns true when the full step was taken (b is then exact); false when a row
     * of F reached a bound and left F.
     */
    private boolean faceStep(double[] alpha, double[] w) {
        for (int p = 0; p < k; p++) {
            u[p] = freeGradient[p];
            step[p] = y[free[p]];
        }
        choleskySolve(u, step);
        double ya = 0;
        double yc = 0;
        for (int p = 0; p < k; p++) {
            ya += y[free[p]] * a[p];
            yc += y[free[p]] * c[p];
        }
        double lambda = -ya / yc;
        for (int p = 0; p < k; p++) {
            step[p] = -a[p] - lambda * c[p];
        }
        int block = ratioTest(alpha, 1);
        double t = stepLength;
        advance(alpha, t, block);
        for (int p = 0; p < k; p++) {
            // G_F moves linearly to -lambda y_F
            freeGradient[p] += t * (-lambda * y[free[p]] - freeGradient[p]);
        }
        if (block < 0) {
            bias = lambda;
            for (int p = 0; p < k; p++) {
                flush(p, w);
            }
            return true;
        }
        flush(block, w);
        remove(block);
        pivots++;
        return false;
    }

    /**
     * The ratio test: the longest step t &lt;= {@code longest} along the direction {@code step} over F that keeps
     * alpha_F in [0, C], into {@link #stepLength}; returns the position whose bound cuts it, or -1.
     */
    private int ratioTest(double[] alpha, double longest) {
        double t = longest;
        int block = -1;
        for (int p = 0; p < k; p++) {
            double d = step[p];
            double x = alpha[free[p]];
            double limit = d > 0 ? (cost - x) / d : d < 0 ? -x / d : Double.POSITIVE_INFINITY;
            if (limit < t) {
                t = limit;
                block = p;
            }
        }
        stepLength = t;
        return block;
    }

    /**
     * alpha_F += t step (kept in the box; the position {@code block} exactly at its bound), the changes pending for
     * w.
     */
    private void advance(double[] alpha, double t, int block) {
        for (int p = 0; p < k; p++) {
            int i = free[p];
            double value = p == block ? (step[p] > 0 ? cost : 0) : Math.min(cost, Math.max(0, alpha[i] + t * step[p]));
            pending[p] += value - alpha[i];
            alpha[i] = value;
        }
    }

    /** Adds the change of alpha at position p of F since its last flush to w. */
    private void flush(int p, double[] w) {
        if (pending[p] != 0) {
            int i = free[p];
            columns.addRow(y[i] * pending[p], i, w);
            pending[p] = 0;
        }
    }

    /**
     * The two systems R^T R a = v and R^T R c = z over [0, k) in one pass over R (v and z are overwritten): forward
     * substitution by dot products with the columns of R, back substitution by subtracting its columns, so that R is
     * read along its columns.
     */
    private void choleskySolve(double[] v, double[] z) {
        for (int i = 0; i < k; i++) {
            int col = i * capacity;
            double s1 = v[i];
            double s2 = z[i];
            for (int j = 0; j < i; j++) {
                double x = r[col + j];
                s1 -= x * v[j];
                s2 -= x * z[j];
            }
            double d = r[col + i];
            v[i] = s1 / d;
            z[i] = s2 / d;
        }
        for (int i = k - 1; i >= 0; i--) {
            int col = i * capacity;
            double d = r[col + i];
            double x1 = v[i] / d;
            double x2 = z[i] / d;
            a[i] = x1;
            c[i] = x2;
            for (int j = 0; j < i; j++) {
                double x = r[col + j];
                v[j] -= x * x1;
                z[j] -= x * x2;
            }
        }
    }

    /** v := R^-T v over [0, k). */
    private void forwardSolve(double[] v) {
        for (int i = 0; i < k; i++) {
            int col = i * capacity;
            double s = v[i];
            for (int j = 0; j < i; j++) {
                s -= r[col + j] * v[j];
            }
            v[i] = s / r[col + i];
        }
    }

    /** x with R x = v over [0, k) (v is overwritten), R read along its columns. */
    private void backSolve(double[] v, double[] x) {
        for (int i = k - 1; i >= 0; i--) {
            int col = i * capacity;
            double xi = v[i] / r[col + i];
            x[i] = xi;
            for (int j = 0; j < i; j++) {
                v[j] -= r[col + j] * xi;
            }
        }
    }

    /**
     * Appends a_i to F: the new column of R solves R^T r = M_F a_i (a_j.a_i = y_j y_i (x_j.x_i + 1)), its diagonal is
     * the norm of the rest of a_i, sqrt(||a_i||^2 - ||r||^2). Returns false, with u[0, k) = r, when that rest is below
     * {@link #DEPENDENT} of ||a_i||: a_i depends on F.
     */
    private boolean append(int i) {
        double norm = columns.rowsDot(i, i) + 1;
        for (int p = 0; p < k; p++) {
            int j = free[p];
            u[p] = y[j] * y[i] * (columns.rowsDot(j, i) + 1);
        }
        forwardSolve(u);
        double rest = norm;
        for (int p = 0; p < k; p++) {
            rest -= u[p] * u[p];
        }
        if (k == capacity || !(rest > DEPENDENT * DEPENDENT * norm)) {
            return false;
        }
        int col = k * capacity;
        System.arraycopy(u, 0, r, col, k);
        r[col + k] = Math.sqrt(rest);
        free[k] = i;
        freeGradient[k] = gradient[i];
        pending[k] = 0;
        inFree[i] = true;
        k++;
        return true;
    }

    /** Removes position p of F: its column of R goes, and rotations of rows restore the triangle. */
    private void remove(int p) {
        inFree[free[p]] = false;
        for (int col = p; col < k - 1; col++) {
            System.arraycopy(r, (col + 1) * capacity, r, col * capacity, col + 2);
            free[col] = free[col + 1];
            freeGradient[col] = freeGradient[col + 1];
            pending[col] = pending[col + 1];
        }
        k--;
        for (int col = p; col < k; col++) {
            // column col has a non-zero at row col + 1: rotate rows col, col + 1
            double x0 = r[col * capacity + col];
            double x1 = r[col * capacity + col + 1];
            if (x1 == 0) {
                continue;
            }
            double rho = Math.hypot(x0, x1);
            double cs = x0 / rho;
            double sn = x1 / rho;
            for (int j = col; j < k; j++) {
                int at = j * capacity;
                double x = r[at + col];
                double z = r[at + col + 1];
                r[at + col] = cs * x + sn * z;
                r[at + col + 1] = -sn * x + cs * z;
            }
        }
    }
}

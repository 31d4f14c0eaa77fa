package org.infens.svm.smo;

/**
 * LIBSVM's SMO {@code Solver} (Chang &amp; Lin 2011, svm.cpp), line for line where it matters for identical iterates:
 * WSS 2 working-set selection (Fan, Chen &amp; Lin 2005), the two-variable analytic update with clipping, shrinking
 * every min(l, 1000) iterations, unshrinking once when the gap falls below 10 eps, gradient reconstruction from
 * G_bar, and rho from free variables (or the midpoint of the feasible interval). It solves
 * <pre>
 *   min 1/2 a^T Q a + p^T a   subject to  y^T a = const,  0 &lt;= a_t &lt;= C_t
 * </pre>
 * with, in LIBSVM's notation, I_up(a) = {t : a_t &lt; C_t, y_t = 1 or a_t &gt; 0, y_t = -1} and
 * I_low(a) = {t : a_t &lt; C_t, y_t = -1 or a_t &gt; 0, y_t = 1}; a is optimal within eps when
 * m(a) - M(a) &lt; eps, m(a) = max over I_up of -y_t G_t, M(a) = min over I_low of -y_t G_t.
 *
 * <p>As in LIBSVM, a solver for another dual (nu-SVC's {@code Solver_NU}) reuses this loop by overriding the hooks
 * {@link #selectWorkingSet}, {@link #calculateRho} and {@link #doShrinking}. Q comes from a {@link QMatrix}: kernel
 * columns through a cache ({@link SvcQ}); a solve may start from a gradient its caller knows ({@link Decomposition}
 * does). Single use.
 */
class Solver {
    /** LIBSVM's safeguard for a non-positive quadratic coefficient along a pair direction. */
    static final double TAU = 1e-12;
    private static final byte LOWER = 0;
    private static final byte UPPER = 1;
    private static final byte FREE = 2;

    final int l;
    final QMatrix q;
    /** Q_tt in the current order. */
    final double[] qd;
    final byte[] y;
    final double[] p;
    /** Upper bounds C_t (per variable: LIBSVM's Cp, Cn times instance weights). */
    final double[] c;
    final double[] alpha;
    /** LOWER, UPPER or FREE, from alpha_t and C_t. */
    final byte[] status;
    /**
     * Membership of I_up(a) and I_low(a), kept with {@link #status} so that working-set selection tests one flag
     * instead of branching on y_t and the status: on the decomposition's blocks of a few thousand variables, where
     * selection is most of the time, this made it about twice as fast. The iterates are unchanged.
     */
    final boolean[] inUp;
    final boolean[] inLow;
    /** Gradient of the objective, G = Q a + p. */
    final double[] g;
    /** Gradient if free variables were 0: G_bar_t = sum over j at their upper bound of C_j Q_tj. */
    final double[] gBar;
    /** The variable's original position, for each current position. */
    final int[] activeSet;
    final double eps;
    final boolean shrinking;
    final long maxIterations;
    int activeSize;
    boolean unshrink;
    int outI;
    int outJ;
    /** The last gap m(a) - M(a) seen by {@link #selectWorkingSet}. */
    double lastGap;
    /** {@link NuSolver}'s r, set by its {@link #calculateRho}; NaN for this solver. */
    double r = Double.NaN;

    /**
     * A solver for the problem with Q computed from its kernel through a cache: LIBSVM's SVC_Q (and ONE_CLASS_Q, which
     * is SVC_Q with every y = +1), or SVR_Q when the problem maps its variables onto rows ({@link SvrQ}).
     */
    Solver(Smo.Problem pr, Smo.Workspace workspace) {
        this(pr, pr.rows() == null
                ? new SvcQ(pr.kernel(), pr.y(), pr.cacheBytes(), pr.pool(), pr.threads(), pr.featuresPerRow(),
                        workspace == null ? null : workspace.spare)
                : new SvrQ(pr, workspace == null ? null : workspace.spare));
    }

    /** G and G_bar at the start when the caller knows them, else null (computed from Q). */
    private double[] startGradient;
    private double[] startGBar;

    /**
     * A solver for the problem with Q computed from its kernel through a cache, starting from a gradient and G_bar
     * that the caller has computed otherwise (a working set of {@link Decomposition}, whose gradient is known), which
     * saves the kernel columns of every non-zero alpha that the start would cost.
     *
     * @param gradient G = Q a + p at the problem's initial alpha
     * @param gBar     G_bar = sum over variables at their upper bound of C_j Q_j
     */
    Solver(Smo.Problem pr, Smo.Workspace workspace, double[] gradient, double[] gBar) {
        this(pr, workspace);
        this.startGradient = gradient.clone();
        this.startGBar = gBar.clone();
    }

    /** As {@link #Solver(Smo.Problem, Smo.Workspace, double[], double[])} with a Q matrix of the caller's. */
    Solver(Smo.Problem pr, QMatrix q, double[] gradient, double[] gBar) {
        this(pr, q);
        this.startGradient = gradient.clone();
        this.startGBar = gBar.clone();
    }

    /** A solver for the problem with this Q (built over the problem's y, in its order); the problem's kernel is unused. */
    Solver(Smo.Problem pr, QMatrix q) {
        l = pr.y().length;
        y = pr.y().clone();
        p = pr.linear().clone();
        c = pr.upperBound().clone();
        alpha = pr.initialAlpha() == null ? new double[l] : pr.initialAlpha().clone();
        eps = pr.eps();
        shrinking = pr.shrinking();
        maxIterations = pr.maxIterations();
        this.q = q;
        qd = q.diagonalArray();
        status = new byte[l];
        inUp = new boolean[l];
        inLow = new boolean[l];
        g = new double[l];
        gBar = new double[l];
        activeSet = new int[l];
    }

    void updateStatus(int i) {
        if (alpha[i] >= c[i]) {
            status[i] = UPPER;
        } else if (alpha[i] <= 0) {
            status[i] = LOWER;
        } else {
            status[i] = FREE;
        }
        // I_up: a_i < C_i with y_i = +1, or a_i > 0 with y_i = -1; I_low the other way round
        inUp[i] = y[i] == 1 ? status[i] != UPPER : status[i] != LOWER;
        inLow[i] = y[i] == 1 ? status[i] != LOWER : status[i] != UPPER;
    }

    boolean isUpper(int i) {
        return status[i] == UPPER;
    }

    boolean isLower(int i) {
        return status[i] == LOWER;
    }

    boolean isFree(int i) {
        return status[i] == FREE;
    }

    Smo.Result run() {
        long iter = 0;
        boolean converged = false;
        try {
            for (int i = 0; i < l; i++) {
                updateStatus(i);
                activeSet[i] = i;
            }
            activeSize = l;
            unshrink = false;
            // initialize the gradient: G = p + Q a, G_bar = sum of C_i Q_i over a_i at the upper bound
            for (int i = 0; i < l; i++) {
                g[i] = p[i];
            }
            if (startGradient != null) {
                System.arraycopy(startGradient, 0, g, 0, l);
                System.arraycopy(startGBar, 0, gBar, 0, l);
            }
            for (int i = 0; i < l && startGradient == null; i++) {
                if (!isLower(i)) {
                    float[] qi = q.column(i, l);
                    double ai = alpha[i];
                    for (int j = 0; j < l; j++) {
                        g[j] += ai * qi[j];
                    }
                    if (isUpper(i)) {
                        double ci = c[i];
                        for (int j = 0; j < l; j++) {
                            gBar[j] += ci * qi[j];
                        }
                    }
                }
            }

            // optimization step
            int counter = Math.min(l, 1000) + 1;
            while (iter < maxIterations) {
                // show progress and do shrinking
                if (--counter == 0) {
                    counter = Math.min(l, 1000);
                    if (shrinking) {
                        doShrinking();
                    }
                }
                if (!selectWorkingSet()) {
                    // reconstruct the whole gradient
                    reconstructGradient();
                    // reset active set size and check
                    activeSize = l;
                    if (!selectWorkingSet()) {
                        converged = true;
                        break;
                    }
                    counter = 1;
                }
                iter++;
                step(outI, outJ);
            }
            if (!converged && activeSize < l) {
                reconstructGradient();
                activeSize = l;
            }
            if (!converged) {
                // measure the final violation over all variables for the report
                selectWorkingSet();
            }
        } finally {
            q.release(); // also when interrupted: the cache hands on its arrays, helper threads end
        }
        double rho = calculateRho();
        double v = 0;
        for (int i = 0; i < l; i++) {
            v += alpha[i] * (g[i] + p[i]);
        }
        double objective = v / 2;
        double[] outAlpha = new double[l];
        double[] outGrad = new double[l];
        for (int i = 0; i < l; i++) {
            outAlpha[activeSet[i]] = alpha[i];
            outGrad[activeSet[i]] = g[i];
        }
        return new Smo.Result(outAlpha, outGrad, rho, objective, iter, converged, lastGap, r);
    }

    /** Updates alpha_i and alpha_j analytically (clipped to the box), then G and G_bar. */
    private void step(int i, int j) {
        float[] qi = q.column(i, activeSize);
        float[] qj = q.column(j, activeSize);
        double ci = c[i];
        double cj = c[j];
        double oldAi = alpha[i];
        double oldAj = alpha[j];
        if (y[i] != y[j]) {
            // alpha_i - alpha_j stays constant
            double quad = qd[i] + qd[j] + 2 * qi[j];
            if (quad <= 0) {
                quad = TAU;
            }
            double delta = (-g[i] - g[j]) / quad;
            double diff = alpha[i] - alpha[j];
            alpha[i] += delta;
            alpha[j] += delta;
            if (diff > 0) {
                if (alpha[j] < 0) {
                    alpha[j] = 0;
                    alpha[i] = diff;
                }
            } else {
                if (alpha[i] < 0) {
                    alpha[i] = 0;
                    alpha[j] = -diff;
                }
            }
            if (diff > ci - cj) {
                if (alpha[i] > ci) {
                    alpha[i] = ci;
                    alpha[j] = ci - diff;
                }
            } else {
                if (alpha[j] > cj) {
                    alpha[j] = cj;
                    alpha[i] = cj + diff;
                }
            }
        } else {
            // alpha_i + alpha_j stays constant
            double quad = qd[i] + qd[j] - 2 * qi[j];
            if (quad <= 0) {
                quad = TAU;
            }
            double delta = (g[i] - g[j]) / quad;
            double sum = alpha[i] + alpha[j];
            alpha[i] -= delta;
            alpha[j] += delta;
            if (sum > ci) {
                if (alpha[i] > ci) {
                    alpha[i] = ci;
                    alpha[j] = sum - ci;
                }
            } else {
                if (alpha[j] < 0) {
                    alpha[j] = 0;
                    alpha[i] = sum;
                }
            }
            if (sum > cj) {
                if (alpha[j] > cj) {
                    alpha[j] = cj;
                    alpha[i] = sum - cj;
                }
            } else {
                if (alpha[i] < 0) {
                    alpha[i] = 0;
                    alpha[j] = sum;
                }
            }
        }

        // update G
        double dai = alpha[i] - oldAi;
        double daj = alpha[j] - oldAj;
        for (int k = 0; k < activeSize; k++) {
            g[k] += qi[k] * dai + qj[k] * daj;
        }

        // update alpha_status and G_bar
        boolean ui = isUpper(i);
        boolean uj = isUpper(j);
        updateStatus(i);
        updateStatus(j);
        if (ui != isUpper(i)) {
            updateGBar(i, ui ? -ci : ci);
        }
        if (uj != isUpper(j)) {
            updateGBar(j, uj ? -cj : cj);
        }
    }

    /** G_bar += delta Q_i for a variable that reached (delta = C_i) or left (delta = -C_i) its upper bound. */
    private void updateGBar(int i, double delta) {
        float[] full = q.column(i, l);
        for (int k = 0; k < l; k++) {
            gBar[k] += delta * full[k];
        }
    }

    /**
     * WSS 2 of Fan, Chen &amp; Lin (2005): sets {@link #outI} and {@link #outJ} to i, j such that
     * <ul>
     *   <li>i maximizes -y_i G_i over I_up(a),</li>
     *   <li>j minimizes the decrease of the objective over j in I_low(a) with -y_j G_j &lt; -y_i G_i (if the
     *   quadratic coefficient is &lt;= 0, it is replaced by tau),</li>
     * </ul>
     * and returns false when a is optimal within eps (m(a) - M(a) = gmax + gmax2 &lt; eps) or no such j exists.
     */
    boolean selectWorkingSet() {
        double gmax = Double.NEGATIVE_INFINITY;  // m(a) = max { -y_i G_i | i in I_up(a) }
        double gmax2 = Double.NEGATIVE_INFINITY; // -M(a) = max { y_j G_j | j in I_low(a) }
        int gmaxIdx = -1;
        int gminIdx = -1;
        double objDiffMin = Double.POSITIVE_INFINITY;
        for (int t = 0; t < activeSize; t++) {
            double f = -y[t] * g[t]; // -G_t for y_t = +1, G_t for y_t = -1
            if (inUp[t] && f >= gmax) {
                gmax = f;
                gmaxIdx = t;
            }
        }
        int i = gmaxIdx;
        if (i != -1) { // Q_i is not accessed when gmax = -inf
            float[] qi = q.column(i, activeSize);
            double qdi = qd[i];
            double twoYi = 2.0 * y[i];
            for (int j = 0; j < activeSize; j++) {
                if (inLow[j]) {
                    double v = y[j] * g[j]; // G_j for y_j = +1, -G_j for y_j = -1
                    double gradDiff = gmax + v;
                    if (v >= gmax2) {
                        gmax2 = v;
                    }
                    if (gradDiff > 0) {
                        // Q_ii + Q_jj - 2 y_i y_j Q_ij, the same bits as LIBSVM's two cases
                        double quad = qdi + qd[j] - twoYi * y[j] * qi[j];
                        double objDiff = quad > 0 ? -(gradDiff * gradDiff) / quad : -(gradDiff * gradDiff) / TAU;
                        if (objDiff <= objDiffMin) {
                            gminIdx = j;
                            objDiffMin = objDiff;
                        }
                    }
                }
            }
        } else {
            for (int j = 0; j < activeSize; j++) {
                if (inLow[j]) {
                    double v = y[j] * g[j];
                    if (v >= gmax2) {
                        gmax2 = v;
                    }
                }
            }
        }
        lastGap = gmax + gmax2;
        if (gmax + gmax2 < eps || gminIdx == -1) {
            return false;
        }
        outI = gmaxIdx;
        outJ = gminIdx;
        return true;
    }

    /** Whether variable i, at a bound, cannot enter a violating pair while m(a) &lt;= gmax1 and -M(a) &lt;= gmax2. */
    private boolean beShrunk(int i, double gmax1, double gmax2) {
        if (isUpper(i)) {
            return y[i] == 1 ? -g[i] > gmax1 : -g[i] > gmax2;
        } else if (isLower(i)) {
            return y[i] == 1 ? g[i] > gmax2 : g[i] > gmax1;
        }
        return false;
    }

    /** Moves variables that cannot change soon behind the active set (and unshrinks once near the end). */
    void doShrinking() {
        double gmax1 = Double.NEGATIVE_INFINITY; // max { -y_i G_i | i in I_up(a) }
        double gmax2 = Double.NEGATIVE_INFINITY; // max { y_i G_i | i in I_low(a) }
        // find the maximal violating pair first
        for (int i = 0; i < activeSize; i++) {
            if (y[i] == 1) {
                if (!isUpper(i) && -g[i] >= gmax1) {
                    gmax1 = -g[i];
                }
                if (!isLower(i) && g[i] >= gmax2) {
                    gmax2 = g[i];
                }
            } else {
                if (!isUpper(i) && -g[i] >= gmax2) {
                    gmax2 = -g[i];
                }
                if (!isLower(i) && g[i] >= gmax1) {
                    gmax1 = g[i];
                }
            }
        }
        if (!unshrink && gmax1 + gmax2 <= eps * 10) {
            unshrink = true;
            reconstructGradient();
            activeSize = l;
        }
        for (int i = 0; i < activeSize; i++) {
            if (beShrunk(i, gmax1, gmax2)) {
                activeSize--;
                while (activeSize > i) {
                    if (!beShrunk(activeSize, gmax1, gmax2)) {
                        swapIndex(i, activeSize);
                        break;
                    }
                    activeSize--;
                }
            }
        }
    }

    /** Exchanges positions i and j in every per-variable array and in Q. */
    void swapIndex(int i, int j) {
        q.swapIndex(i, j);
        swap(y, i, j);
        swap(g, i, j);
        swap(status, i, j);
        swap(inUp, i, j);
        swap(inLow, i, j);
        swap(alpha, i, j);
        swap(p, i, j);
        swap(activeSet, i, j);
        swap(gBar, i, j);
        swap(c, i, j);
    }

    static void swap(double[] a, int i, int j) {
        double t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void swap(byte[] a, int i, int j) {
        byte t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void swap(boolean[] a, int i, int j) {
        boolean t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /** Reconstructs the inactive elements of G from G_bar and the free variables. */
    void reconstructGradient() {
        if (activeSize == l) {
            return;
        }
        int nrFree = 0;
        for (int j = activeSize; j < l; j++) {
            g[j] = gBar[j] + p[j];
        }
        for (int j = 0; j < activeSize; j++) {
            if (isFree(j)) {
                nrFree++;
            }
        }
        if ((long) nrFree * l > 2L * activeSize * (l - activeSize)) {
            for (int i = activeSize; i < l; i++) {
                float[] qi = q.column(i, activeSize);
                for (int j = 0; j < activeSize; j++) {
                    if (isFree(j)) {
                        g[i] += alpha[j] * qi[j];
                    }
                }
            }
        } else {
            for (int i = 0; i < activeSize; i++) {
                if (isFree(i)) {
                    float[] qi = q.column(i, l);
                    double ai = alpha[i];
                    for (int j = activeSize; j < l; j++) {
                        g[j] += ai * qi[j];
                    }
                }
            }
        }
    }

    /** rho: the mean of y_t G_t over free variables, or the middle of the interval the bounded ones allow. */
    double calculateRho() {
        int nrFree = 0;
        double ub = Double.POSITIVE_INFINITY;
        double lb = Double.NEGATIVE_INFINITY;
        double sumFree = 0;
        for (int i = 0; i < activeSize; i++) {
            double yg = y[i] * g[i];
            if (isUpper(i)) {
                if (y[i] == -1) {
                    ub = Math.min(ub, yg);
                } else {
                    lb = Math.max(lb, yg);
                }
            } else if (isLower(i)) {
                if (y[i] == 1) {
                    ub = Math.min(ub, yg);
                } else {
                    lb = Math.max(lb, yg);
                }
            } else {
                nrFree++;
                sumFree += yg;
            }
        }
        if (nrFree > 0) {
            return sumFree / nrFree;
        }
        return (ub + lb) / 2;
    }
}

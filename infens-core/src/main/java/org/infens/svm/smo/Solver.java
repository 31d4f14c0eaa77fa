package org.infens.svm.smo;

/**
 * LIBSVM's SMO {@code Solver}, line for line where it matters for identical iterates: WSS 2 working-set selection,
 * the two-variable analytic update with clipping, shrinking every min(l, 1000) iterations, unshrinking once when
 * the gap falls below 10 eps, gradient reconstruction from G_bar, and rho from free variables (or the midpoint of
 * the feasible interval). Single use: created by {@link Smo#solve}.
 */
final class Solver {
    private static final double TAU = 1e-12;
    private static final byte LOWER = 0;
    private static final byte UPPER = 1;
    private static final byte FREE = 2;

    private final int l;
    private final SvcQ q;
    private final double[] qd;
    private final byte[] y;
    private final double[] p;
    private final double[] c;
    private final double[] alpha;
    private final byte[] status;
    private final double[] g;
    private final double[] gBar;
    private final int[] activeSet;
    private final double eps;
    private final boolean shrinking;
    private final long maxIterations;
    private int activeSize;
    private boolean unshrink;
    private int outI;
    private int outJ;
    private double lastGap;

    Solver(Smo.Problem pr, Smo.Workspace workspace) {
        l = pr.y().length;
        y = pr.y().clone();
        p = pr.linear().clone();
        c = pr.upperBound().clone();
        alpha = pr.initialAlpha() == null ? new double[l] : pr.initialAlpha().clone();
        eps = pr.eps();
        shrinking = pr.shrinking();
        maxIterations = pr.maxIterations();
        q = new SvcQ(pr.kernel(), y, pr.cacheBytes(), pr.pool(), pr.threads(), pr.featuresPerRow(),
                workspace == null ? null : workspace.spare);
        qd = q.diagonalArray();
        status = new byte[l];
        g = new double[l];
        gBar = new double[l];
        activeSet = new int[l];
    }

    private void updateStatus(int i) {
        if (alpha[i] >= c[i]) {
            status[i] = UPPER;
        } else if (alpha[i] <= 0) {
            status[i] = LOWER;
        } else {
            status[i] = FREE;
        }
    }

    private boolean isUpper(int i) {
        return status[i] == UPPER;
    }

    private boolean isLower(int i) {
        return status[i] == LOWER;
    }

    private boolean isFree(int i) {
        return status[i] == FREE;
    }

    Smo.Result run() {
        for (int i = 0; i < l; i++) {
            updateStatus(i);
            activeSet[i] = i;
        }
        activeSize = l;
        unshrink = false;
        for (int i = 0; i < l; i++) {
            g[i] = p[i];
        }
        for (int i = 0; i < l; i++) {
            if (!isLower(i)) {
                double[] qi = q.column(i, l);
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

        long iter = 0;
        int counter = Math.min(l, 1000) + 1;
        boolean converged = false;
        while (iter < maxIterations) {
            if (--counter == 0) {
                counter = Math.min(l, 1000);
                if (shrinking) {
                    doShrinking();
                }
            }
            if (!selectWorkingSet()) {
                reconstructGradient();
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

        q.release();
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
        return new Smo.Result(outAlpha, outGrad, rho, objective, iter, converged, lastGap);
    }

    private void step(int i, int j) {
        double[] qi = q.column(i, activeSize);
        double[] qj = q.column(j, activeSize);
        double ci = c[i];
        double cj = c[j];
        double oldAi = alpha[i];
        double oldAj = alpha[j];
        if (y[i] != y[j]) {
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

        double dai = alpha[i] - oldAi;
        double daj = alpha[j] - oldAj;
        for (int k = 0; k < activeSize; k++) {
            g[k] += qi[k] * dai + qj[k] * daj;
        }

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
        double[] full = q.column(i, l);
        for (int k = 0; k < l; k++) {
            gBar[k] += delta * full[k];
        }
    }

    /** WSS 2 of Fan, Chen &amp; Lin (2005). Returns false when optimal within eps. */
    private boolean selectWorkingSet() {
        double gmax = Double.NEGATIVE_INFINITY;
        double gmax2 = Double.NEGATIVE_INFINITY;
        int gmaxIdx = -1;
        int gminIdx = -1;
        double objDiffMin = Double.POSITIVE_INFINITY;
        for (int t = 0; t < activeSize; t++) {
            if (y[t] == 1) {
                if (!isUpper(t) && -g[t] >= gmax) {
                    gmax = -g[t];
                    gmaxIdx = t;
                }
            } else {
                if (!isLower(t) && g[t] >= gmax) {
                    gmax = g[t];
                    gmaxIdx = t;
                }
            }
        }
        int i = gmaxIdx;
        double[] qi = i != -1 ? q.column(i, activeSize) : null;
        for (int j = 0; j < activeSize; j++) {
            if (y[j] == 1) {
                if (!isLower(j)) {
                    double gradDiff = gmax + g[j];
                    if (g[j] >= gmax2) {
                        gmax2 = g[j];
                    }
                    if (gradDiff > 0) {
                        double quad = qd[i] + qd[j] - 2.0 * y[i] * qi[j];
                        double objDiff = quad > 0 ? -(gradDiff * gradDiff) / quad : -(gradDiff * gradDiff) / TAU;
                        if (objDiff <= objDiffMin) {
                            gminIdx = j;
                            objDiffMin = objDiff;
                        }
                    }
                }
            } else {
                if (!isUpper(j)) {
                    double gradDiff = gmax - g[j];
                    if (-g[j] >= gmax2) {
                        gmax2 = -g[j];
                    }
                    if (gradDiff > 0) {
                        double quad = qd[i] + qd[j] + 2.0 * y[i] * qi[j];
                        double objDiff = quad > 0 ? -(gradDiff * gradDiff) / quad : -(gradDiff * gradDiff) / TAU;
                        if (objDiff <= objDiffMin) {
                            gminIdx = j;
                            objDiffMin = objDiff;
                        }
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

    private boolean beShrunk(int i, double gmax1, double gmax2) {
        if (isUpper(i)) {
            return y[i] == 1 ? -g[i] > gmax1 : -g[i] > gmax2;
        } else if (isLower(i)) {
            return y[i] == 1 ? g[i] > gmax2 : g[i] > gmax1;
        }
        return false;
    }

    private void doShrinking() {
        double gmax1 = Double.NEGATIVE_INFINITY;
        double gmax2 = Double.NEGATIVE_INFINITY;
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

    private void swapIndex(int i, int j) {
        q.swapIndex(i, j);
        byte ty = y[i];
        y[i] = y[j];
        y[j] = ty;
        double t = g[i];
        g[i] = g[j];
        g[j] = t;
        byte ts = status[i];
        status[i] = status[j];
        status[j] = ts;
        t = alpha[i];
        alpha[i] = alpha[j];
        alpha[j] = t;
        t = p[i];
        p[i] = p[j];
        p[j] = t;
        int ta = activeSet[i];
        activeSet[i] = activeSet[j];
        activeSet[j] = ta;
        t = gBar[i];
        gBar[i] = gBar[j];
        gBar[j] = t;
        t = c[i];
        c[i] = c[j];
        c[j] = t;
    }

    private void reconstructGradient() {
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
                double[] qi = q.column(i, activeSize);
                for (int j = 0; j < activeSize; j++) {
                    if (isFree(j)) {
                        g[i] += alpha[j] * qi[j];
                    }
                }
            }
        } else {
            for (int i = 0; i < activeSize; i++) {
                if (isFree(i)) {
                    double[] qi = q.column(i, l);
                    double ai = alpha[i];
                    for (int j = activeSize; j < l; j++) {
                        g[j] += ai * qi[j];
                    }
                }
            }
        }
    }

    private double calculateRho() {
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

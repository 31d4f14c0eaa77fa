package org.infens.svm.smo;

/**
 * LIBSVM's {@code Solver_NU} (Chang &amp; Lin 2011, svm.cpp; Chang &amp; Lin 2001, "Training nu-support vector
 * classifiers: theory and algorithms", Neural Computation 13(9)): the SMO loop of {@link Solver} for the duals of
 * nu-SVC and nu-SVR, which have a second equality constraint e^T a = const beside y^T a = const. A step may then only
 * move two variables of the same y, so the three hooks change:
 * <ul>
 *   <li>working-set selection (WSS 2 within each class): i maximises -y_i G_i over I_up among the y = +1 variables
 *   and among the y = -1 variables; j minimises the second-order decrease over I_low with the same y as its i; the
 *   stopping gap is max(m_+(a) - M_+(a), m_-(a) - M_-(a)) &lt; eps;</li>
 *   <li>shrinking with the four extreme gradients (two per class);</li>
 *   <li>rho and r from the free variables of each class: r_1 for y = +1, r_2 for y = -1, rho = (r_1 - r_2)/2 and
 *   r = (r_1 + r_2)/2, which the formulations use to rescale (nu-SVC: the alphas by 1/r; nu-SVR: epsilon = -r).</li>
 * </ul>
 * Single use.
 */
final class NuSolver extends Solver {
    NuSolver(Smo.Problem pr, Smo.Workspace workspace) {
        super(pr, workspace);
    }

    NuSolver(Smo.Problem pr, QMatrix q) {
        super(pr, q);
    }

    /**
     * Sets {@link #outI}, {@link #outJ} to a violating pair of the same class (see the class comment) and returns
     * false when the solution is optimal within eps or no pair is left.
     */
    @Override
    boolean selectWorkingSet() {
        double gmaxp = Double.NEGATIVE_INFINITY;  // max { -G_t | y_t = +1, t in I_up }
        double gmaxp2 = Double.NEGATIVE_INFINITY; // max { G_t | y_t = +1, t in I_low }
        int gmaxpIdx = -1;
        double gmaxn = Double.NEGATIVE_INFINITY;  // max { G_t | y_t = -1, t in I_up }
        double gmaxn2 = Double.NEGATIVE_INFINITY; // max { -G_t | y_t = -1, t in I_low }
        int gmaxnIdx = -1;
        int gminIdx = -1;
        double objDiffMin = Double.POSITIVE_INFINITY;
        for (int t = 0; t < activeSize; t++) {
            if (y[t] == 1) {
                if (!isUpper(t) && -g[t] >= gmaxp) {
                    gmaxp = -g[t];
                    gmaxpIdx = t;
                }
            } else if (!isLower(t) && g[t] >= gmaxn) {
                gmaxn = g[t];
                gmaxnIdx = t;
            }
        }
        int ip = gmaxpIdx;
        int in = gmaxnIdx;
        float[] qip = ip != -1 ? q.column(ip, activeSize) : null;
        float[] qin = in != -1 ? q.column(in, activeSize) : null;
        for (int j = 0; j < activeSize; j++) {
            if (y[j] == 1) {
                if (!isLower(j)) {
                    double gradDiff = gmaxp + g[j];
                    if (g[j] >= gmaxp2) {
                        gmaxp2 = g[j];
                    }
                    if (gradDiff > 0) {
                        double quad = qd[ip] + qd[j] - 2 * qip[j];
                        double objDiff = quad > 0 ? -(gradDiff * gradDiff) / quad : -(gradDiff * gradDiff) / TAU;
                        if (objDiff <= objDiffMin) {
                            gminIdx = j;
                            objDiffMin = objDiff;
                        }
                    }
                }
            } else if (!isUpper(j)) {
                double gradDiff = gmaxn - g[j];
                if (-g[j] >= gmaxn2) {
                    gmaxn2 = -g[j];
                }
                if (gradDiff > 0) {
                    double quad = qd[in] + qd[j] - 2 * qin[j];
                    double objDiff = quad > 0 ? -(gradDiff * gradDiff) / quad : -(gradDiff * gradDiff) / TAU;
                    if (objDiff <= objDiffMin) {
                        gminIdx = j;
                        objDiffMin = objDiff;
                    }
                }
            }
        }
        lastGap = Math.max(gmaxp + gmaxp2, gmaxn + gmaxn2);
        if (lastGap < eps || gminIdx == -1) {
            return false;
        }
        outI = y[gminIdx] == 1 ? gmaxpIdx : gmaxnIdx;
        outJ = gminIdx;
        return true;
    }

    /** Whether variable i, at a bound, cannot enter a violating pair of its class (the four extreme gradients). */
    private boolean beShrunk(int i, double gmax1, double gmax2, double gmax3, double gmax4) {
        if (isUpper(i)) {
            return y[i] == 1 ? -g[i] > gmax1 : -g[i] > gmax4;
        } else if (isLower(i)) {
            return y[i] == 1 ? g[i] > gmax2 : g[i] > gmax3;
        }
        return false;
    }

    @Override
    void doShrinking() {
        double gmax1 = Double.NEGATIVE_INFINITY; // max { -y_i G_i | y_i = +1, i in I_up }
        double gmax2 = Double.NEGATIVE_INFINITY; // max { y_i G_i | y_i = +1, i in I_low }
        double gmax3 = Double.NEGATIVE_INFINITY; // max { -y_i G_i | y_i = -1, i in I_up }
        double gmax4 = Double.NEGATIVE_INFINITY; // max { y_i G_i | y_i = -1, i in I_low }
        for (int i = 0; i < activeSize; i++) {
            if (!isUpper(i)) {
                if (y[i] == 1) {
                    if (-g[i] > gmax1) {
                        gmax1 = -g[i];
                    }
                } else if (-g[i] > gmax4) {
                    gmax4 = -g[i];
                }
            }
            if (!isLower(i)) {
                if (y[i] == 1) {
                    if (g[i] > gmax2) {
                        gmax2 = g[i];
                    }
                } else if (g[i] > gmax3) {
                    gmax3 = g[i];
                }
            }
        }
        if (!unshrink && Math.max(gmax1 + gmax2, gmax3 + gmax4) <= eps * 10) {
            unshrink = true;
            reconstructGradient();
            activeSize = l;
        }
        for (int i = 0; i < activeSize; i++) {
            if (beShrunk(i, gmax1, gmax2, gmax3, gmax4)) {
                activeSize--;
                while (activeSize > i) {
                    if (!beShrunk(activeSize, gmax1, gmax2, gmax3, gmax4)) {
                        swapIndex(i, activeSize);
                        break;
                    }
                    activeSize--;
                }
            }
        }
    }

    /** rho = (r_1 - r_2)/2, and sets {@link #r} = (r_1 + r_2)/2 (see the class comment). */
    @Override
    double calculateRho() {
        int free1 = 0;
        int free2 = 0;
        double ub1 = Double.POSITIVE_INFINITY;
        double ub2 = Double.POSITIVE_INFINITY;
        double lb1 = Double.NEGATIVE_INFINITY;
        double lb2 = Double.NEGATIVE_INFINITY;
        double sum1 = 0;
        double sum2 = 0;
        for (int i = 0; i < activeSize; i++) {
            if (y[i] == 1) {
                if (isUpper(i)) {
                    lb1 = Math.max(lb1, g[i]);
                } else if (isLower(i)) {
                    ub1 = Math.min(ub1, g[i]);
                } else {
                    free1++;
                    sum1 += g[i];
                }
            } else {
                if (isUpper(i)) {
                    lb2 = Math.max(lb2, g[i]);
                } else if (isLower(i)) {
                    ub2 = Math.min(ub2, g[i]);
                } else {
                    free2++;
                    sum2 += g[i];
                }
            }
        }
        double r1 = free1 > 0 ? sum1 / free1 : (ub1 + lb1) / 2;
        double r2 = free2 > 0 ? sum2 / free2 : (ub2 + lb2) / 2;
        r = (r1 + r2) / 2;
        return (r1 - r2) / 2;
    }
}

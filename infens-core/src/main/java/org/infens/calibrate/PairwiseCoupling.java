package org.infens.calibrate;

/**
 * Class probabilities from pairwise ones by the second method of Wu, Lin &amp; Weng 2004, "Probability estimates for
 * multi-class classification by pairwise coupling" (Journal of Machine Learning Research 5), as LIBSVM 3.24's
 * {@code multiclass_probability}: given r_ij, an estimate of P(y = i | y = i or j, x), the probabilities p minimise
 * p^T Q p = 1/2 sum_i sum_{j != i} (r_ji p_i - r_ij p_j)^2 subject to sum_i p_i = 1, with Q_ii = sum_{j != i} r_ji^2
 * and Q_ij = -r_ji r_ij. The minimiser solves the optimality system Q p = (p^T Q p) e, e^T p = 1; LIBSVM finds it by
 * the fixed-point iteration Wu, Lin &amp; Weng 2004 give for it (one coordinate at a time, renormalising after each),
 * from p = 1/k, until max_t |(Q p)_t - p^T Q p| &lt; 0.005 / k or max(100, k) sweeps (where LIBSVM prints a line and
 * keeps p; this code does the same without the line). For two classes {@link #probabilities} returns (r_01, r_10)
 * themselves, as LIBSVM's {@code svm_predict_probability} does.
 */
public final class PairwiseCoupling {
    private PairwiseCoupling() {
    }

    /**
     * The class probabilities of pairwise probabilities {@code r} ({@code r[i][j]} for i != j, with
     * {@code r[i][j] + r[j][i] = 1}; the diagonal is not read): (r_01, r_10) for two classes, else
     * the second method of Wu, Lin &amp; Weng 2004 (see the class comment).
     *
     * @throws IllegalArgumentException if {@code r} is not square or has fewer than two rows
     */
    public static double[] probabilities(double[][] r) {
        int k = check(r);
        if (k == 2) {
            return new double[] {r[0][1], r[1][0]};
        }
        return secondMethod(r);
    }

    /**
     * The second method of Wu, Lin &amp; Weng 2004 for any number of classes k &gt;= 2, LIBSVM's
     * {@code multiclass_probability} step for step (see the class comment).
     *
     * @throws IllegalArgumentException if {@code r} is not square or has fewer than two rows
     */
    static double[] secondMethod(double[][] r) {
        int k = check(r);
        int maxIterations = Math.max(100, k);
        double eps = 0.005 / k;
        double[][] q = new double[k][k];
        double[] qp = new double[k];
        double[] p = new double[k];
        for (int t = 0; t < k; t++) {
            p[t] = 1.0 / k;
            q[t][t] = 0;
            for (int j = 0; j < t; j++) {
                q[t][t] += r[j][t] * r[j][t];
                q[t][j] = q[j][t];
            }
            for (int j = t + 1; j < k; j++) {
                q[t][t] += r[j][t] * r[j][t];
                q[t][j] = -r[j][t] * r[t][j];
            }
        }
        for (int iter = 0; iter < maxIterations; iter++) {
            // stopping condition; Q p and p^T Q p recomputed for numerical accuracy
            double pQp = 0;
            for (int t = 0; t < k; t++) {
                qp[t] = 0;
                for (int j = 0; j < k; j++) {
                    qp[t] += q[t][j] * p[j];
                }
                pQp += p[t] * qp[t];
            }
            double maxError = 0;
            for (int t = 0; t < k; t++) {
                double error = Math.abs(qp[t] - pQp);
                if (error > maxError) {
                    maxError = error;
                }
            }
            if (maxError < eps) {
                break;
            }
            for (int t = 0; t < k; t++) {
                double diff = (-qp[t] + pQp) / q[t][t];
                p[t] += diff;
                pQp = (pQp + diff * (diff * q[t][t] + 2 * qp[t])) / (1 + diff) / (1 + diff);
                for (int j = 0; j < k; j++) {
                    qp[j] = (qp[j] + diff * q[t][j]) / (1 + diff);
                    p[j] /= (1 + diff);
                }
            }
        }
        return p;
    }

    private static int check(double[][] r) {
        int k = r.length;
        if (k < 2) {
            throw new IllegalArgumentException("r must have at least 2 rows (classes), got " + k);
        }
        for (int i = 0; i < k; i++) {
            if (r[i].length != k) {
                throw new IllegalArgumentException("r must be square: row " + i + " has " + r[i].length
                        + " entries, expected " + k);
            }
        }
        return k;
    }
}

package org.infens.calibrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ojalgo.matrix.decomposition.Eigenvalue;
import org.ojalgo.matrix.store.RawStore;

/**
 * {@link PairwiseCoupling} against the optimality system of Wu, Lin &amp; Weng 2004's second method, solved directly:
 * the minimiser p* of p^T Q p subject to e^T p = 1 solves the (k+1) x (k+1) linear system [Q e; e^T 0] [p; -b] =
 * [0; 1] (b = p^T Q p), here by Gaussian elimination with partial pivoting. LIBSVM's fixed-point iteration stops as
 * soon as the residual res_t = (Q p)_t - p^T Q p is below 0.005 / k in every component, so its p is p* only up to
 * what that residual allows: with d = p - p* (e^T d = 0) and P = I - e e^T / k, P Q P d = P res, hence
 * |d|_2 &lt;= |P res|_2 / lambda, lambda the smallest eigenvalue of P Q P on the plane e^T x = 0 (computed by ojAlgo's
 * symmetric eigensolver). Random pairwise probabilities give |d| up to about 2.6e-3 for k &lt;= 10, so a fixed
 * 1e-6 would not hold; the test checks the stopping rule and this bound, both computed from the definitions.
 */
class PairwiseCouplingTest {
    /** Q of Wu, Lin &amp; Weng 2004's second method: Q_tt = sum_{j != t} r_jt^2, Q_tj = -r_jt r_tj. */
    static double[][] q(double[][] r) {
        int k = r.length;
        double[][] q = new double[k][k];
        for (int t = 0; t < k; t++) {
            for (int j = 0; j < k; j++) {
                if (j != t) {
                    q[t][t] += r[j][t] * r[j][t];
                    q[t][j] = -r[j][t] * r[t][j];
                }
            }
        }
        return q;
    }

    /** The exact minimiser: the solution of [Q e; e^T 0] [p; -b] = [0; 1] by Gaussian elimination. */
    static double[] exact(double[][] r) {
        int k = r.length;
        double[][] q = q(r);
        int m = k + 1;
        double[][] a = new double[m][m + 1];
        for (int i = 0; i < k; i++) {
            System.arraycopy(q[i], 0, a[i], 0, k);
            a[i][k] = 1;
        }
        for (int j = 0; j < k; j++) {
            a[k][j] = 1;
        }
        a[k][m] = 1;
        for (int col = 0; col < m; col++) {
            int pivot = col;
            for (int row = col + 1; row < m; row++) {
                if (Math.abs(a[row][col]) > Math.abs(a[pivot][col])) {
                    pivot = row;
                }
            }
            double[] t = a[col];
            a[col] = a[pivot];
            a[pivot] = t;
            for (int row = 0; row < m; row++) {
                if (row != col) {
                    double f = a[row][col] / a[col][col];
                    for (int c = col; c <= m; c++) {
                        a[row][c] -= f * a[col][c];
                    }
                }
            }
        }
        double[] p = new double[k];
        for (int i = 0; i < k; i++) {
            p[i] = a[i][m] / a[i][i];
        }
        return p;
    }

    /** Random pairwise probabilities r_ij in (0, 1), r_ji = 1 - r_ij. */
    static double[][] random(int k, SplittableRandom rng) {
        double[][] r = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                r[i][j] = Math.min(Math.max(rng.nextDouble(), 1e-7), 1 - 1e-7);
                r[j][i] = 1 - r[i][j];
            }
        }
        return r;
    }

    /** The residual (Q p)_t - p^T Q p of the optimality system at p. */
    static double[] residual(double[][] q, double[] p) {
        int k = p.length;
        double[] qp = new double[k];
        double pqp = 0;
        for (int t = 0; t < k; t++) {
            for (int j = 0; j < k; j++) {
                qp[t] += q[t][j] * p[j];
            }
            pqp += p[t] * qp[t];
        }
        for (int t = 0; t < k; t++) {
            qp[t] -= pqp;
        }
        return qp;
    }

    /** |P res|_2 / lambda (see the class comment): how far from p* a point with residual {@code res} can be. */
    static double distanceBound(double[][] q, double[] res) {
        int k = res.length;
        double[][] pqp = new double[k][k];
        double[][] proj = new double[k][k];
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                proj[i][j] = (i == j ? 1 : 0) - 1.0 / k;
            }
        }
        for (int i = 0; i < k; i++) {
            for (int j = 0; j < k; j++) {
                double v = 0;
                for (int a = 0; a < k; a++) {
                    for (int b = 0; b < k; b++) {
                        v += proj[i][a] * q[a][b] * proj[b][j];
                    }
                }
                pqp[i][j] = v;
            }
        }
        org.infens.OjAlgo.load();
        Eigenvalue<Double> evd = Eigenvalue.R064.make(k, true);
        assertTrue(evd.decompose(RawStore.wrap(pqp)));
        double[] values = new double[k];
        evd.getEigenvalues(values, java.util.Optional.empty());
        java.util.Arrays.sort(values);
        double lambda = values[1]; // values[0] ~ 0 belongs to e
        double norm = 0;
        double mean = 0;
        for (double v : res) {
            mean += v / k;
        }
        for (double v : res) {
            norm += (v - mean) * (v - mean);
        }
        return Math.sqrt(norm) / lambda;
    }

    private static double distance(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += (a[i] - b[i]) * (a[i] - b[i]);
        }
        return Math.sqrt(s);
    }

    private static double sum(double[] p) {
        double s = 0;
        for (double v : p) {
            s += v;
        }
        return s;
    }

    @Test
    void solvesTheOptimalitySystemWithinLibsvmsStoppingRule() {
        SplittableRandom rng = new SplittableRandom(7);
        for (int trial = 0; trial < 500; trial++) {
            int k = 3 + trial % 8;
            double[][] r = random(k, rng);
            double[][] q = q(r);
            double[] p = PairwiseCoupling.probabilities(r);
            double[] best = exact(r);
            assertEquals(1, sum(p), 1e-12, "trial " + trial + ": probabilities add up to 1");
            assertEquals(1, sum(best), 1e-12);
            double[] res = residual(q, p);
            for (double v : res) {
                assertTrue(Math.abs(v) < 0.005 / k, "trial " + trial + ": LIBSVM's stopping rule, residual " + v);
            }
            for (double v : residual(q, best)) {
                assertEquals(0, v, 1e-12, "the reference solves the system");
            }
            double bound = distanceBound(q, res);
            assertTrue(distance(p, best) <= bound * (1 + 1e-9) + 1e-12, "trial " + trial + ": |p - p*| = "
                    + distance(p, best) + " > " + bound);
            for (double v : p) {
                assertTrue(v > 0 && v < 1, "trial " + trial + ": a probability " + v);
            }
        }
    }

    /**
     * Consistent pairwise probabilities r_ij = p_i / (p_i + p_j) (Bradley-Terry) make every term of the objective 0
     * at p itself, which is then the exact solution: the method recovers it within the bound of its residual.
     */
    @Test
    void recoversTheProbabilitiesOfConsistentPairwiseOnes() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int trial = 0; trial < 200; trial++) {
            int k = 3 + trial % 6;
            double[] truth = new double[k];
            double total = 0;
            for (int i = 0; i < k; i++) {
                truth[i] = 0.05 + rng.nextDouble();
                total += truth[i];
            }
            double[][] r = new double[k][k];
            for (int i = 0; i < k; i++) {
                truth[i] /= total;
            }
            for (int i = 0; i < k; i++) {
                for (int j = 0; j < k; j++) {
                    if (i != j) {
                        r[i][j] = truth[i] / (truth[i] + truth[j]);
                    }
                }
            }
            double[][] q = q(r);
            double[] p = PairwiseCoupling.probabilities(r);
            assertArrayEquals(truth, exact(r), 1e-12, "the reference recovers p");
            assertTrue(distance(p, truth) <= distanceBound(q, residual(q, p)) * (1 + 1e-9) + 1e-12,
                    "trial " + trial);
        }
    }

    /** Two classes: (r_01, r_10) themselves, as svm_predict_probability; the method's own solution is the same. */
    @Test
    void twoClassesGiveThePairwiseProbability() {
        for (double r01 : new double[] {1e-7, 0.2, 0.5, 0.9, 1 - 1e-7}) {
            double[][] r = {{0, r01}, {1 - r01, 0}};
            assertArrayEquals(new double[] {r01, 1 - r01}, PairwiseCoupling.probabilities(r));
            assertArrayEquals(new double[] {r01, 1 - r01}, exact(r), 1e-12);
            double[] p = PairwiseCoupling.secondMethod(r);
            double[][] q = q(r);
            assertTrue(distance(p, exact(r)) <= distanceBound(q, residual(q, p)) * (1 + 1e-9) + 1e-12);
        }
    }

    @Test
    void badInputIsRefused() {
        assertEquals("r must have at least 2 rows (classes), got 1",
                assertThrows(IllegalArgumentException.class,
                        () -> PairwiseCoupling.probabilities(new double[1][1])).getMessage());
        assertEquals("r must be square: row 1 has 2 entries, expected 3",
                assertThrows(IllegalArgumentException.class,
                        () -> PairwiseCoupling.probabilities(new double[][] {new double[3], new double[2],
                            new double[3]})).getMessage());
    }
}

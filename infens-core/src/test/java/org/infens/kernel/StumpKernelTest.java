package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.infens.kernel.KernelTestSupport.uniform;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** The stump kernel against 002 Def. 1 / Def. 3 and the averaged-stump expansion of Thm. 8; HIK against Thm. 4. */
class StumpKernelTest {

    @Test
    void definition3ValueIsDeltaMinusL1Distance() {
        Dataset d = dense(new double[][] {{0, 1, -2}, {3, -1, 0.5}});
        assertEquals(-(3 + 2 + 2.5), StumpKernel.simplified().value(d, 0, d, 1), 0);
        assertEquals(10 - 7.5, new StumpKernel(10).value(d, 0, d, 1), 1e-15);
        assertEquals(10, new StumpKernel(10).value(d, 1, d, 1), 0);
    }

    @Test
    void fullStumpKernelTakesDeltaFromTheFeatureRanges() {
        // ranges: feature 0 in [-1, 3] (4), feature 1 in [0, 5] (5; the sparse zero of row 1 counts), feature 2 [2, 2]
        double[][] x = {{-1, 5, 2}, {3, 0, 2}, {0, 1, 2}};
        double expected = 0.5 * (4 + 5 + 0);
        assertEquals(expected, StumpKernel.deltaOf(dense(x)), 0);
        assertEquals(expected, StumpKernel.deltaOf(KernelTestSupport.sparse(x)), 0);
        StumpKernel full = StumpKernel.full();
        assertFalse(full.isPrepared());
        assertThrows(IllegalStateException.class, () -> full.value(dense(x), 0, dense(x), 1));
        StumpKernel prepared = full.prepare(dense(x));
        assertEquals(new StumpKernel(expected), prepared);
        assertEquals(expected - (4 + 5 + 0), prepared.value(dense(x), 0, dense(x), 1), 0);
        assertFalse(prepared.isConditionallyPositiveDefinite());
        assertTrue(StumpKernel.simplified().isConditionallyPositiveDefinite());
        StumpKernel simplified = StumpKernel.simplified();
        assertTrue(simplified.prepare(dense(x)) == simplified, "a prepared kernel prepares to itself");
        assertTrue(prepared.prepare(dense(new double[][] {{100, 100, 100}})) == prepared);
    }

    /**
     * Def. 1 evaluated directly: sum over q and d of the integral over alpha in [L_d, R_d] of
     * (1/2)^2 s_{q,d,alpha}(x) s_{q,d,alpha}(x'). The integrand is piecewise constant with breaks at x_d and x'_d,
     * so the integral is exact: length of each piece times the stumps evaluated at its midpoint.
     */
    static double stumpIntegral(double[] x, double[] z, double[] lo, double[] hi) {
        double sum = 0;
        for (int d = 0; d < x.length; d++) {
            double[] breaks = {lo[d], Math.min(x[d], z[d]), Math.max(x[d], z[d]), hi[d]};
            for (int q = -1; q <= 1; q += 2) {
                for (int p = 0; p + 1 < breaks.length; p++) {
                    double len = breaks[p + 1] - breaks[p];
                    if (len > 0) {
                        double alpha = 0.5 * (breaks[p] + breaks[p + 1]);
                        double sx = q * Math.signum(x[d] - alpha);
                        double sz = q * Math.signum(z[d] - alpha);
                        sum += len * 0.25 * sx * sz;
                    }
                }
            }
        }
        return sum;
    }

    @Test
    void stumpKernelIsTheIntegralOverAllStumps() {
        SplittableRandom rng = new SplittableRandom(11);
        int d = 4;
        double[] lo = {-2, -1, 0, -5};
        double[] hi = {2, 3, 1, 5};
        double delta = 0;
        for (int f = 0; f < d; f++) {
            delta += 0.5 * (hi[f] - lo[f]);
        }
        double[][] x = new double[30][d];
        for (double[] row : x) {
            for (int f = 0; f < d; f++) {
                row[f] = lo[f] + (hi[f] - lo[f]) * rng.nextDouble();
            }
        }
        x[1] = x[0].clone(); // a repeated point: kernel = Delta
        Dataset data = dense(x);
        StumpKernel k = new StumpKernel(delta);
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                assertEquals(stumpIntegral(x[i], x[j], lo, hi), k.value(data, i, data, j), 1e-12);
            }
        }
    }

    /**
     * 002 Thm. 8: K_S(x_i, x) = sum_q sum_d sum_{a=0..A_d} rhat^2 shat_{q,d,a}(x_i) shat_{q,d,a}(x) for training
     * points x_i and any x in the box, with rhat^2 = (x~_{a+1} - x~_a) / 4 and the averaged stumps shat.
     */
    @Test
    void theorem8AveragedStumpsExpandTheStumpKernel() {
        SplittableRandom rng = new SplittableRandom(8);
        int n = 25;
        int d = 3;
        double[][] train = uniform(rng, n, d, -1, 1, 0.25); // grid values: many ties, A_d < N
        double[] lo = new double[d];
        double[] hi = new double[d];
        double[][] sorted = new double[d][];
        double delta = 0;
        for (int f = 0; f < d; f++) {
            TreeSet<Double> distinct = new TreeSet<>();
            for (double[] row : train) {
                distinct.add(row[f]);
            }
            lo[f] = distinct.first() - 0.3;
            hi[f] = distinct.last() + 0.45;
            double[] s = new double[distinct.size() + 2];
            s[0] = lo[f];
            int a = 1;
            for (double v : distinct) {
                s[a++] = v;
            }
            s[a] = hi[f];
            sorted[f] = s;
            delta += 0.5 * (hi[f] - lo[f]);
        }
        // test points: the training points and random points of the box (off the grid)
        double[][] test = new double[n + 40][];
        System.arraycopy(train, 0, test, 0, n);
        for (int t = n; t < test.length; t++) {
            test[t] = new double[d];
            for (int f = 0; f < d; f++) {
                test[t][f] = lo[f] + (hi[f] - lo[f]) * rng.nextDouble();
            }
        }
        Dataset tr = dense(train);
        Dataset te = dense(test);
        StumpKernel k = new StumpKernel(delta);
        for (int i = 0; i < n; i++) {
            for (int t = 0; t < test.length; t++) {
                double expansion = 0;
                for (int f = 0; f < d; f++) {
                    double[] s = sorted[f];
                    for (int a = 0; a + 1 < s.length; a++) {
                        double r2 = 0.25 * (s[a + 1] - s[a]);
                        for (int q = -1; q <= 1; q += 2) {
                            expansion += r2 * averagedStump(q, s[a], s[a + 1], train[i][f])
                                    * averagedStump(q, s[a], s[a + 1], test[t][f]);
                        }
                    }
                }
                assertEquals(expansion, k.value(tr, i, te, t), 1e-12, "pair " + i + ", " + t);
            }
        }
    }

    /** shat_{q,d,a}(v) of 002 Thm. 8 for the interval [left, right] = [x~_{d,a}, x~_{d,a+1}]. */
    static double averagedStump(int q, double left, double right, double v) {
        if (v >= right) {
            return q;
        }
        if (v <= left) {
            return -q;
        }
        return q * (2 * v - left - right) / (right - left);
    }

    @Test
    void histogramIntersectionMatchesTheorem4Identity() {
        SplittableRandom rng = new SplittableRandom(4);
        double[][] x = uniform(rng, 20, 5, 0, 3, 0);
        Dataset data = dense(x);
        HistogramIntersectionKernel hik = new HistogramIntersectionKernel();
        StumpKernel stump = StumpKernel.simplified();
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                double mins = 0;
                double si = 0;
                double sj = 0;
                for (int f = 0; f < 5; f++) {
                    mins += Math.min(x[i][f], x[j][f]);
                    // min(a, b) = (a + b - |a - b|) / 2, the identity behind Thm. 4
                    assertEquals(Math.min(x[i][f], x[j][f]), (x[i][f] + x[j][f] - Math.abs(x[i][f] - x[j][f])) / 2,
                            1e-15);
                    si += x[i][f];
                    sj += x[j][f];
                }
                assertEquals(mins, hik.value(data, i, data, j), 1e-12);
                assertEquals(stump.value(data, i, data, j) + si + sj, 2 * hik.value(data, i, data, j), 1e-12);
            }
        }
        // consequence used in Thm. 4: on {b : sum b_i = 0} (b = alpha o y), 2 HIK and -||x-x'||_1 have the same
        // quadratic form, hence the same SVM dual objective
        double[][] h = KernelTestSupport.gram(hik, data, data);
        double[][] s = KernelTestSupport.gram(stump, data, data);
        for (int trial = 0; trial < 10; trial++) {
            double[] b = new double[x.length];
            double mean = 0;
            for (int i = 0; i < b.length; i++) {
                b[i] = rng.nextDouble() - 0.5;
                mean += b[i] / b.length;
            }
            for (int i = 0; i < b.length; i++) {
                b[i] -= mean;
            }
            assertEquals(quadratic(s, b), 2 * quadratic(h, b), 1e-9);
        }
        assertTrue(hik.isConditionallyPositiveDefinite());
    }

    static double quadratic(double[][] m, double[] b) {
        double s = 0;
        for (int i = 0; i < b.length; i++) {
            for (int j = 0; j < b.length; j++) {
                s += b[i] * m[i][j] * b[j];
            }
        }
        return s;
    }

    @Test
    void deltaIsValidated() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new StumpKernel(-1));
        assertTrue(e.getMessage().contains("delta") && e.getMessage().contains("-1"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new StumpKernel(Double.POSITIVE_INFINITY));
        assertEquals(0.0, StumpKernel.simplified().delta(), 0);
    }
}

package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** The perceptron kernel against the integral of 002 Def. 9 (Appendix A), by Monte Carlo over directions. */
class PerceptronKernelTest {

    @Test
    void sphereRatioHasTheKnownValues() {
        // Theta_D / Xi_D = 1 / E|theta_1|: D = 1: {-1, 1}; D = 2: E|cos| = 2/pi; D = 3: E|theta_1| = 1/2 (Archimedes)
        assertEquals(1, PerceptronKernel.sphereRatio(1), 0);
        assertEquals(Math.PI / 2, PerceptronKernel.sphereRatio(2), 1e-15);
        assertEquals(2, PerceptronKernel.sphereRatio(3), 1e-15);
        // D = 4: E|theta_1| = 2 / (3 (pi/2)) -> ratio 3 pi / 4; D = 5: ratio 8/3
        assertEquals(3 * Math.PI / 4, PerceptronKernel.sphereRatio(4), 1e-14);
        assertEquals(8.0 / 3, PerceptronKernel.sphereRatio(5), 1e-14);
        // large D: sqrt(pi D / 2) asymptotically
        assertEquals(Math.sqrt(Math.PI * 10000 / 2), PerceptronKernel.sphereRatio(10000), 0.01);
    }

    @Test
    void sphereRatioMatchesMonteCarloMeanOfAbsoluteCoordinate() {
        SplittableRandom rng = new SplittableRandom(5);
        for (int dim : new int[] {2, 3, 6, 9}) {
            int m = 200_000;
            double sum = 0;
            double sum2 = 0;
            double[] theta = new double[dim];
            for (int s = 0; s < m; s++) {
                randomDirection(rng, theta);
                double v = Math.abs(theta[0]);
                sum += v;
                sum2 += v * v;
            }
            double mean = sum / m;
            double sd = Math.sqrt(sum2 / m - mean * mean);
            assertEquals(1 / PerceptronKernel.sphereRatio(dim), mean, 5 * sd / Math.sqrt(m), "D = " + dim);
        }
    }

    static void randomDirection(SplittableRandom rng, double[] theta) {
        double n2 = 0;
        for (int k = 0; k < theta.length; k++) {
            theta[k] = rng.nextGaussian();
            n2 += theta[k] * theta[k];
        }
        double n = Math.sqrt(n2);
        for (int k = 0; k < theta.length; k++) {
            theta[k] /= n;
        }
    }

    /**
     * Def. 9 / Appendix A: K_P(x, x') = r_P^2 * integral over directions theta and alpha in [-R, R] of
     * p(x) p(x') = Delta_P * E_theta[ (1/(2R)) integral over alpha of sign(theta.x - alpha) sign(theta.x' - alpha) ].
     * The alpha-integral is done exactly (piecewise constant), the theta-expectation by Monte Carlo; tolerance
     * 5 standard errors (CLT).
     */
    @Test
    void perceptronKernelIsTheIntegralOverAllPerceptrons() {
        SplittableRandom rng = new SplittableRandom(9);
        for (int dim : new int[] {2, 3, 5}) {
            double[][] x = KernelTestSupport.uniform(rng, 6, dim, -1, 1, 0);
            Dataset data = dense(x);
            PerceptronKernel k = PerceptronKernel.full().prepare(data);
            double radius = 0;
            for (double[] row : x) {
                double n2 = 0;
                for (double v : row) {
                    n2 += v * v;
                }
                radius = Math.max(radius, Math.sqrt(n2));
            }
            assertEquals(PerceptronKernel.sphereRatio(dim) * radius, k.delta(), 1e-12);
            double[] theta = new double[dim];
            int m = 40_000;
            for (int i = 0; i < x.length; i++) {
                for (int j = i; j < x.length; j++) {
                    double sum = 0;
                    double sum2 = 0;
                    for (int s = 0; s < m; s++) {
                        randomDirection(rng, theta);
                        double u = 0;
                        double v = 0;
                        for (int f = 0; f < dim; f++) {
                            u += theta[f] * x[i][f];
                            v += theta[f] * x[j][f];
                        }
                        double g = alphaAverage(u, v, radius);
                        sum += g;
                        sum2 += g * g;
                    }
                    double mean = sum / m;
                    double sd = Math.sqrt(Math.max(0, sum2 / m - mean * mean));
                    double tol = k.delta() * (5 * sd / Math.sqrt(m)) + 1e-12;
                    assertEquals(k.delta() * mean, k.value(data, i, data, j), tol, "D = " + dim + ", " + i + "," + j);
                }
            }
        }
    }

    /** (1/(2R)) * integral over alpha in [-R, R] of sign(u - alpha) sign(v - alpha), by pieces. */
    static double alphaAverage(double u, double v, double radius) {
        double[] b = {-radius, Math.min(u, v), Math.max(u, v), radius};
        double s = 0;
        for (int p = 0; p + 1 < b.length; p++) {
            double len = b[p + 1] - b[p];
            if (len > 0) {
                double alpha = 0.5 * (b[p] + b[p + 1]);
                s += len * Math.signum(u - alpha) * Math.signum(v - alpha);
            }
        }
        return s / (2 * radius);
    }

    @Test
    void simplifiedAndFullForms() {
        Dataset d = dense(new double[][] {{3, 4}, {0, 0}, {-3, 0}});
        assertEquals(-5, PerceptronKernel.simplified().value(d, 0, d, 1), 0);
        assertTrue(PerceptronKernel.simplified().isConditionallyPositiveDefinite());
        PerceptronKernel full = PerceptronKernel.full();
        assertFalse(full.isPrepared());
        assertThrows(IllegalStateException.class, () -> full.evaluator(d, d));
        PerceptronKernel p = full.prepare(d);
        assertEquals(Math.PI / 2 * 5, p.delta(), 1e-14); // D = 2, R = 5
        assertFalse(p.isConditionallyPositiveDefinite());
        assertEquals(p.delta() - Math.sqrt(36 + 16), p.value(d, 0, d, 2), 1e-14);
    }
}

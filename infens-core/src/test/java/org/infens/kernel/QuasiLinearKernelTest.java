package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** The quasi-linear kernel (003 (2.33), (2.36)) against its definition and Corollaries 1 and 2. */
class QuasiLinearKernelTest {
    private final SplittableRandom rng = new SplittableRandom(3);

    private QuasiLinearKernel randomKernel(int m, int d, boolean normalize) {
        double[][] c = KernelTestSupport.uniform(rng, m, d, -1, 1, 0);
        double[] w = new double[m];
        for (int j = 0; j < m; j++) {
            w[j] = rng.nextDouble(0.2, 1.5);
        }
        return new QuasiLinearKernel(c, w, rng.nextDouble(0.5, 2), normalize);
    }

    /** (2.33) with (2.36) written out literally, on plain arrays. */
    private static double definition(QuasiLinearKernel k, double[] x, double[] z) {
        double[] xs = k.normalize() ? unit(x) : x;
        double[] zs = k.normalize() ? unit(z) : z;
        double[] gx = literalGates(k, xs);
        double[] gz = literalGates(k, zs);
        double s = 0;
        for (int j = 0; j < gx.length; j++) {
            s += gx[j] * gz[j];
        }
        double dot = 0;
        for (int f = 0; f < x.length; f++) {
            dot += xs[f] * zs[f];
        }
        return (1 + dot) * s;
    }

    private static double[] literalGates(QuasiLinearKernel k, double[] x) {
        double[][] c = k.centres();
        double[] w = k.widths();
        double[] r = new double[c.length];
        double sum = 0;
        for (int j = 0; j < c.length; j++) {
            double d2 = 0;
            for (int f = 0; f < x.length; f++) {
                d2 += (x[f] - c[j][f]) * (x[f] - c[j][f]);
            }
            r[j] = Math.exp(-d2 / (k.lambda() * w[j] * w[j]));
            sum += r[j];
        }
        for (int j = 0; j < c.length; j++) {
            r[j] /= sum;
        }
        return r;
    }

    private static double[] unit(double[] x) {
        double n = 0;
        for (double v : x) {
            n += v * v;
        }
        double[] u = new double[x.length];
        for (int f = 0; f < x.length; f++) {
            u[f] = n > 0 ? x[f] / Math.sqrt(n) : 0;
        }
        return u;
    }

    @Test
    void valuesEqualTheLiteralDefinition() {
        for (boolean normalize : new boolean[] {false, true}) {
            QuasiLinearKernel k = randomKernel(4, 3, normalize);
            double[][] x = KernelTestSupport.uniform(rng, 12, 3, -1, 1, 0);
            Dataset dx = KernelTestSupport.dense(x);
            for (int i = 0; i < x.length; i++) {
                for (int j = 0; j < x.length; j++) {
                    assertEquals(definition(k, x[i], x[j]), k.value(dx, i, dx, j), 1e-12, k.toString());
                }
            }
        }
    }

    @Test
    void gatesAreNonNegativeAndSumToOneEvenFarFromEveryCentre() {
        QuasiLinearKernel k = new QuasiLinearKernel(new double[][] {{0, 0}, {1, 0}, {0, 1}},
                new double[] {0.01, 0.02, 0.05}, 1, false);
        double[][] x = {{0.3, 0.2}, {1e3, -1e3}, {50, 50}, {0, 0}};
        Dataset dx = KernelTestSupport.dense(x);
        double[] g = new double[3];
        for (int i = 0; i < x.length; i++) {
            k.gates(dx, i, g);
            double s = 0;
            for (double v : g) {
                assertTrue(v >= 0 && v <= 1, "gate " + v);
                s += v;
            }
            assertEquals(1, s, 1e-12, "row " + i);
        }
        // far away (every literal gate underflows to 0): the nearest centre in scaled distance takes all
        k.gates(dx, 1, g);
        assertEquals(1, g[0] + g[1] + g[2], 1e-12);
        double[][] random = KernelTestSupport.uniform(rng, 30, 4, -3, 3, 0);
        QuasiLinearKernel r = randomKernel(6, 4, true);
        double[] h = new double[6];
        for (int i = 0; i < random.length; i++) {
            r.gates(KernelTestSupport.dense(random), i, h);
            double s = 0;
            for (double v : h) {
                s += v;
            }
            assertEquals(1, s, 1e-12);
        }
    }

    /** Corollary 1: Gram matrices are positive semi-definite. */
    @Test
    void gramMatricesArePositiveSemiDefinite() {
        for (int trial = 0; trial < 6; trial++) {
            QuasiLinearKernel k = randomKernel(1 + trial, 3, trial % 2 == 0);
            Dataset dx = KernelTestSupport.dense(KernelTestSupport.uniform(rng, 40, 3, -2, 2, 0));
            double[][] g = KernelTestSupport.gram(k, dx, dx);
            double min = KernelTestSupport.minEigenvalue(g);
            double max = KernelTestSupport.eigenvalues(g)[g.length - 1];
            assertTrue(min > -1e-10 * max, "min eigenvalue " + min + " of " + k);
        }
    }

    /** Corollary 2: with M = 1 the kernel is the linear kernel plus 1, whatever the centre and width. */
    @Test
    void onePartitionIsTheLinearKernel() {
        QuasiLinearKernel k = randomKernel(1, 5, false);
        Dataset dx = KernelTestSupport.dense(KernelTestSupport.uniform(rng, 15, 5, -1, 1, 0));
        LinearKernel linear = new LinearKernel();
        for (int i = 0; i < dx.size(); i++) {
            for (int j = 0; j < dx.size(); j++) {
                assertEquals(1 + linear.value(dx, i, dx, j), k.value(dx, i, dx, j), 1e-14);
            }
        }
    }

    @Test
    void specRoundTripsAndValidates() {
        QuasiLinearKernel k = randomKernel(3, 2, true);
        assertEquals(k, Kernels.fromSpec(Spec.parse(k.spec().toString())));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("quasi-linear(centres=[[0,1]], widths=[0])")));
        assertEquals("quasi-linear: widths must be > 0 and finite, got widths[0] = 0", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Kernels.fromSpec(Spec.parse("quasi-linear")));
        assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("quasi-linear(centres=[[0,1]], widths=[1], lambda=-1)")));
    }
}

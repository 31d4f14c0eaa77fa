package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** Closed forms of the LIBSVM kernels, the precomputed kernel, and the fast paths against {@link Kernel#value}. */
class KernelEvaluationTest {
    private final SplittableRandom rng = new SplittableRandom(42);
    private final double[][] x = KernelTestSupport.sparseish(rng, 25, 7);
    private final double[][] z = KernelTestSupport.sparseish(rng, 12, 7);

    @Test
    void libsvmKernelsMatchTheirClosedForms() {
        Dataset a = dense(x);
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                double dot = 0;
                double sq = 0;
                double l1 = 0;
                for (int f = 0; f < 7; f++) {
                    dot += x[i][f] * x[j][f];
                    sq += (x[i][f] - x[j][f]) * (x[i][f] - x[j][f]);
                    l1 += Math.abs(x[i][f] - x[j][f]);
                }
                double tol = 1e-12;
                assertEquals(dot, new LinearKernel().value(a, i, a, j), tol);
                assertEquals(Math.pow(0.3 * dot + 0.7, 5), new PolynomialKernel(0.3, 0.7, 5).value(a, i, a, j),
                        tol * Math.max(1, Math.abs(Math.pow(0.3 * dot + 0.7, 5))));
                assertEquals(1, new PolynomialKernel(0.3, 0.7, 0).value(a, i, a, j), 0);
                assertEquals(Math.exp(-0.4 * sq), new GaussianKernel(0.4).value(a, i, a, j), tol);
                assertEquals(Math.tanh(0.2 * dot - 1), new SigmoidKernel(0.2, -1).value(a, i, a, j), tol);
                assertEquals(Math.exp(-0.4 * l1), new LaplacianKernel(0.4).value(a, i, a, j), tol);
                assertEquals(Math.exp(-0.4 * Math.sqrt(sq)), new ExponentialKernel(0.4).value(a, i, a, j), tol);
                assertEquals(Math.exp(0.1 * (2 * 3 - l1)) - 1, new DecisionTreeKernel(0.1, 3).value(a, i, a, j), tol);
            }
        }
    }

    @Test
    void defaultGammaIsOneOverDimension() {
        Dataset a = dense(x);
        assertEquals(new GaussianKernel(1.0 / 7), GaussianKernel.withDefaultGamma().prepare(a));
        assertEquals(new LaplacianKernel(1.0 / 7), LaplacianKernel.withDefaultGamma().prepare(a));
        assertEquals(new PolynomialKernel(1.0 / 7, 0, 3), new PolynomialKernel(Double.NaN, 0, 3).prepare(a));
        assertEquals(new GaussianKernel(0.5), new GaussianKernel(0.5).prepare(a), "a set gamma is kept");
    }

    @Test
    void precomputedKernelReadsTheColumnOfTheTrainingSerialNumber() {
        // training rows 1..3 with Gram matrix G; a test row holds [serial-ignored, K(x, x1), K(x, x2), K(x, x3)]
        double[][] train = {{1, 4, 2, 1}, {2, 2, 5, 3}, {3, 1, 3, 6}};
        double[][] test = {{0, 0.5, 0.25, 0.125}};
        Dataset tr = dense(train);
        Dataset te = dense(test);
        PrecomputedKernel k = new PrecomputedKernel();
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                assertEquals(train[i][j + 1], k.value(tr, i, tr, j), 0);
            }
            assertEquals(test[0][i + 1], k.value(te, 0, tr, i), 0);
            assertEquals(test[0][i + 1], k.evaluator(te, tr).value(0, i), 0);
        }
        // a view that reorders the training rows keeps each row's serial number
        Dataset view = tr.view(new int[] {2, 0});
        assertEquals(6, k.value(view, 0, view, 0), 0);
        assertEquals(1, k.value(view, 0, view, 1), 0);
        Dataset bad = dense(new double[][] {{4, 1, 1, 1}});
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> k.value(tr, 0, bad, 0));
        assertTrue(e.getMessage().contains("serial number 4") && e.getMessage().contains("[1, 3]"), e.getMessage());
        Dataset frac = dense(new double[][] {{1.5, 1, 1, 1}});
        assertThrows(IllegalArgumentException.class, () -> k.evaluator(tr, frac));
        assertThrows(IllegalArgumentException.class, () -> k.value(tr, 0, dense(new double[][] {{0, 1, 1, 1}}), 0));
    }

    /**
     * Dense and sparse storage, in every combination, give the same values up to rounding: dense rows are summed
     * with four partial sums (Dataset's unrolled loops), sparse rows sequentially, so the last bits may differ.
     */
    @Test
    void sparseAndDenseRowsGiveIdenticalValues() {
        Dataset dx = dense(x);
        Dataset sx = KernelTestSupport.sparse(x);
        Dataset dz = dense(z);
        Dataset sz = KernelTestSupport.sparse(z);
        for (Kernel raw : KernelCatalog.featureKernels()) {
            Kernel k = raw.prepare(dx);
            assertEquals(k, raw.prepare(sx), "prepare sees the same data: " + raw.spec());
            for (int i = 0; i < z.length; i++) {
                for (int j = 0; j < x.length; j++) {
                    double v = k.value(dz, i, dx, j);
                    double tol = 1e-13 * Math.max(1, Math.abs(v));
                    assertEquals(v, k.value(sz, i, sx, j), tol, k.spec().toString());
                    assertEquals(v, k.value(dz, i, sx, j), tol, k.spec().toString());
                    assertEquals(v, k.value(sz, i, dx, j), tol, k.spec().toString());
                }
            }
        }
    }

    /** Evaluators (value and row) give exactly what {@link Kernel#value} gives, also on views and mixed storage. */
    @Test
    void evaluatorsAreBitIdenticalToValue() {
        Dataset dx = dense(x);
        Dataset sz = KernelTestSupport.sparse(z);
        Dataset view = dx.view(new int[] {4, 2, 9, 9, 0});
        int[] js = new int[x.length];
        for (int t = 0; t < js.length; t++) {
            js[t] = rng.nextInt(x.length);
        }
        for (Kernel raw : KernelCatalog.featureKernels()) {
            Kernel k = raw.prepare(dx);
            Dataset[][] pairs = {{dx, dx}, {sz, dx}, {view, dx}, {view, view}};
            for (Dataset[] p : pairs) {
                Kernel.Evaluator e = k.evaluator(p[0], p[1]);
                double[] out = new double[js.length];
                for (int i = 0; i < p[0].size(); i++) {
                    for (int j = 0; j < p[1].size(); j++) {
                        assertEquals(k.value(p[0], i, p[1], j), e.value(i, j), 0, k.spec().toString());
                    }
                    if (p[1] == dx) {
                        e.row(i, js, 3, js.length - 2, out);
                        for (int t = 3; t < js.length - 2; t++) {
                            assertEquals(k.value(p[0], i, dx, js[t]), out[t], 0, k.spec().toString());
                        }
                    }
                }
            }
        }
    }

    @Test
    void kernelsAreSymmetric() {
        Dataset dx = dense(x);
        for (Kernel raw : KernelCatalog.featureKernels()) {
            Kernel k = raw.prepare(dx);
            for (int i = 0; i < x.length; i++) {
                for (int j = 0; j < i; j++) {
                    double a = k.value(dx, i, dx, j);
                    double b = k.value(dx, j, dx, i);
                    assertEquals(a, b, 1e-12 * Math.max(1, Math.abs(a)), k.spec().toString());
                }
            }
        }
    }
}

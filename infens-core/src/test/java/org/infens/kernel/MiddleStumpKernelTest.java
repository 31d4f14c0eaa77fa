package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** The middle-stump kernel of 002 Sec. 7 (SVM-Mid) against the brute-force sum over all middle stumps. */
class MiddleStumpKernelTest {

    /** s_{q,d,theta}(x) = q when x_d >= theta, else -q (the documented tie rule). */
    static int stump(int q, double theta, double v) {
        return v >= theta ? q : -q;
    }

    /** Brute force: sum over all (q, d, t) of (1/2)^2 s(x) s(x'). */
    static double bruteForce(double[][] thresholds, double[] x, double[] z) {
        double s = 0;
        for (int d = 0; d < thresholds.length; d++) {
            for (double theta : thresholds[d]) {
                for (int q = -1; q <= 1; q += 2) {
                    s += 0.25 * stump(q, theta, x[d]) * stump(q, theta, z[d]);
                }
            }
        }
        return s;
    }

    @Test
    void thresholdsAreTheMidpointsBetweenAdjacentDistinctValues() {
        double[][] x = {{1, 0, 5}, {3, 2, 5}, {1, 4, 5}, {2, 0, 5}};
        double[][] th = MiddleStumpKernel.middleThresholds(dense(x));
        assertArrayEquals(new double[] {1.5, 2.5}, th[0]);
        assertArrayEquals(new double[] {1, 3}, th[1]);
        assertArrayEquals(new double[] {}, th[2]);
        // sparse storage: absent entries are zeros and count as training values
        assertArrayEquals(th[1], MiddleStumpKernel.middleThresholds(KernelTestSupport.sparse(x))[1]);
        double[][] y = {{0, 1}, {0, -1}};
        assertArrayEquals(new double[] {0}, MiddleStumpKernel.middleThresholds(KernelTestSupport.sparse(y))[1]);
        MiddleStumpKernel k = MiddleStumpKernel.unprepared().prepare(dense(x));
        assertEquals(4, k.stumpCount() / 2);
        assertEquals(2.0, k.delta(), 0);
    }

    @Test
    void kernelEqualsTheSumOverAllMiddleStumps() {
        SplittableRandom rng = new SplittableRandom(3);
        double[][] train = KernelTestSupport.uniform(rng, 40, 4, -1, 1, 0.1); // ties
        Dataset tr = dense(train);
        MiddleStumpKernel k = MiddleStumpKernel.unprepared().prepare(tr);
        double[][] th = k.thresholds();
        // test rows: off-grid values, values exactly on thresholds, values outside the training range
        double[][] test = KernelTestSupport.uniform(rng, 30, 4, -1.5, 1.5, 0);
        for (int f = 0; f < 4; f++) {
            if (th[f].length > 0) {
                test[f][f] = th[f][th[f].length / 2];
            }
        }
        Dataset te = dense(test);
        Kernel.Evaluator e = k.evaluator(te, tr);
        for (int i = 0; i < test.length; i++) {
            for (int j = 0; j < train.length; j++) {
                double expected = bruteForce(th, test[i], train[j]);
                assertEquals(expected, k.value(te, i, tr, j), 1e-12);
                assertEquals(k.value(te, i, tr, j), e.value(i, j), 0);
            }
        }
        for (int i = 0; i < train.length; i++) {
            assertEquals(k.delta(), k.value(tr, i, tr, i), 0, "K(x, x) = Delta_M");
        }
    }

    @Test
    void sparseAndDenseGiveIdenticalValues() {
        SplittableRandom rng = new SplittableRandom(31);
        double[][] x = KernelTestSupport.sparseish(rng, 30, 6);
        Dataset de = dense(x);
        Dataset sp = KernelTestSupport.sparse(x);
        MiddleStumpKernel k = MiddleStumpKernel.unprepared().prepare(sp);
        assertEquals(k, MiddleStumpKernel.unprepared().prepare(de));
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                double v = bruteForce(k.thresholds(), x[i], x[j]);
                assertEquals(v, k.value(de, i, de, j), 1e-12);
                assertEquals(k.value(de, i, de, j), k.value(sp, i, sp, j), 0);
                assertEquals(k.value(de, i, de, j), k.value(sp, i, de, j), 0);
                assertEquals(k.value(de, i, de, j), k.evaluator(sp, de).value(i, j), 0);
            }
        }
    }

    @Test
    void thresholdsAreValidatedAndUnpreparedKernelRefusesToEvaluate() {
        assertThrows(IllegalArgumentException.class,
                () -> MiddleStumpKernel.withThresholds(new double[][] {{1, 1}}));
        assertThrows(IllegalArgumentException.class,
                () -> MiddleStumpKernel.withThresholds(new double[][] {{2, 1}}));
        MiddleStumpKernel u = MiddleStumpKernel.unprepared();
        assertFalse(u.isPrepared());
        assertTrue(Double.isNaN(u.delta()));
        Dataset d = dense(new double[][] {{0}});
        assertThrows(IllegalStateException.class, () -> u.value(d, 0, d, 0));
        assertThrows(IllegalStateException.class, () -> u.evaluator(d, d));
    }
}

package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.junit.jupiter.api.Test;

/** The store against the kernel's own evaluator: the same values bit for bit, kept or not. */
class SharedKernelColumnsTest {
    private static void assertSameValues(Kernel k, SharedKernelColumns store, Dataset data, int[] rows) {
        Dataset sub = data.view(rows).compact();
        Kernel.Evaluator plain = k.evaluator(sub, sub);
        Kernel.Evaluator shared = store.evaluator(k, rows);
        int l = rows.length;
        int[] js = new int[l];
        for (int j = 0; j < l; j++) {
            js[l - 1 - j] = j; // a permuted order, as a shrinking solver asks
        }
        double[] a = new double[l];
        double[] b = new double[l];
        for (int i = 0; i < l; i++) {
            plain.row(i, js, 1, l, a);
            shared.row(i, js, 1, l, b);
            for (int t = 1; t < l; t++) {
                assertEquals(a[t], b[t], 0.0, "row " + i + " entry " + t);
            }
            assertEquals(plain.value(i, i), shared.value(i, i), 0.0);
        }
    }

    @Test
    void kernelAndDistanceStoresGiveTheKernelsValues() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(60, 7, 4);
        int[] rows = {5, 1, 59, 30, 2, 17, 44};
        SharedKernelColumns stump = SharedKernelColumns.ofKernel(StumpKernel.simplified(), data, 1 << 20);
        assertSameValues(StumpKernel.simplified(), stump, data, rows);
        assertEquals(rows.length, stump.keptColumns());
        SharedKernelColumns l2 = SharedKernelColumns.ofDistances(DistanceKernel.Metric.L2, data, 8L * 60 * 3);
        for (double gamma : new double[] {0.01, 0.5, 4}) {
            assertSameValues(new GaussianKernel(gamma), l2, data, rows);
        }
        assertEquals(3, l2.keptColumns(), "the budget holds three columns");
        // budgets large enough for the feature-major copy: full columns come from it, with the same bits
        for (DistanceKernel.Metric m : DistanceKernel.Metric.values()) {
            SharedKernelColumns all = SharedKernelColumns.ofDistances(m, data, 1 << 20);
            Kernel k = m == DistanceKernel.Metric.L1 ? new LaplacianKernel(0.3) : new GaussianKernel(0.5);
            assertSameValues(k, all, data, rows);
            assertEquals(rows.length, all.keptColumns());
        }
        SharedKernelColumns poly = SharedKernelColumns.ofKernel(new PolynomialKernel(0.2, 1, 3), data, 1 << 20);
        assertSameValues(new PolynomialKernel(0.2, 1, 3), poly, data, rows);
        SharedKernelColumns l1 = SharedKernelColumns.ofDistances(DistanceKernel.Metric.L1, data, 0);
        assertSameValues(new LaplacianKernel(0.3), l1, data, rows);
        assertEquals(0, l1.keptColumns());
    }

    @Test
    void aStoreServesOnlyWhatItHolds() {
        Dataset data = Synthetic.Problem.TWONORM.generate(10, 3, 1);
        SharedKernelColumns l2 = SharedKernelColumns.ofDistances(DistanceKernel.Metric.L2, data, 1 << 10);
        assertTrue(l2.serves(new GaussianKernel(1)));
        assertTrue(l2.serves(PerceptronKernel.simplified()));
        assertTrue(!l2.serves(new LaplacianKernel(1)));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> l2.evaluator(new LinearKernel(), new int[] {0}))
                .getMessage().contains("cannot be read from a store of L2 distances"));
        SharedKernelColumns lin = SharedKernelColumns.ofKernel(new LinearKernel(), data, 1 << 10);
        assertTrue(!lin.serves(StumpKernel.simplified()));
        assertThrows(IllegalArgumentException.class, () -> lin.evaluator(new LinearKernel(), new int[] {10}));
        assertThrows(IllegalStateException.class,
                () -> SharedKernelColumns.ofKernel(StumpKernel.full(), data, 1 << 10));
    }
}

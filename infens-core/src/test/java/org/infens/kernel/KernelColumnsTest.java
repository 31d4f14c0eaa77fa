package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** {@link Kernel.Evaluator#columns}: bit-identical with {@link Kernel.Evaluator#value}, and only where it applies. */
class KernelColumnsTest {
    private final SplittableRandom rng = new SplittableRandom(11);

    @Test
    void fastColumnsEqualTheEvaluatorsValuesAfterSwaps() {
        double[][] queries = KernelTestSupport.sparseish(rng, 30, 9);
        double[][] rows = KernelTestSupport.uniform(rng, 700, 9, -3, 3, 0);
        check(KernelTestSupport.dense(queries), KernelTestSupport.dense(rows));
        // queries of other dimensions than the rows
        check(KernelTestSupport.dense(KernelTestSupport.sparseish(rng, 30, 14)), KernelTestSupport.dense(rows));
        check(KernelTestSupport.dense(KernelTestSupport.sparseish(rng, 30, 6)), KernelTestSupport.dense(rows));
    }

    /**
     * Sparse rows (copied densely, summed in feature order as the sparse and mixed pairwise functions sum) give the
     * same bits as the evaluator, whichever side is sparse; zeros in both rows, and products with a negative factor
     * and a zero (-0.0), are in the data.
     */
    @Test
    void sparseAndMixedRowsGiveTheSameBitsAsTheEvaluator() {
        double[][] queries = KernelTestSupport.sparseish(rng, 30, 9);
        double[][] rows = KernelTestSupport.sparseish(rng, 700, 9);
        Dataset qd = KernelTestSupport.dense(queries);
        Dataset qs = KernelTestSupport.sparse(queries);
        Dataset rd = KernelTestSupport.dense(rows);
        Dataset rs = KernelTestSupport.sparse(rows);
        check(qs, rs);
        check(qd, rs);
        check(qs, rd);
        // queries of another dimension than the rows (a sparse test file with other feature indices)
        check(KernelTestSupport.sparse(KernelTestSupport.sparseish(rng, 30, 12)), rs);
        check(KernelTestSupport.sparse(KernelTestSupport.sparseish(rng, 30, 7)), rs);
    }

    private void check(Dataset a, Dataset b) {
        int checked = 0;
        for (Kernel k : KernelCatalog.featureKernels()) {
            Kernel prepared = k.prepare(b);
            Kernel.Evaluator e = prepared.evaluator(a, b);
            int[] rows = new int[b.size()];
            for (int p = 0; p < rows.length; p++) {
                rows[p] = rows.length - 1 - p;
            }
            Kernel.Columns c = e.columns(rows.clone(), Long.MAX_VALUE);
            boolean expected = prepared instanceof DistanceKernel || prepared instanceof DotProductKernel;
            assertEquals(expected, c != null, prepared.spec().toString());
            if (c == null) {
                continue;
            }
            for (int s = 0; s < 50; s++) {
                int p = rng.nextInt(rows.length);
                int q = rng.nextInt(rows.length);
                c.swap(p, q);
                int t = rows[p];
                rows[p] = rows[q];
                rows[q] = t;
            }
            double[] out = new double[rows.length];
            for (int i = 0; i < a.size(); i++) {
                int from = rng.nextInt(rows.length);
                c.column(i, from, rows.length, out);
                for (int p = from; p < rows.length; p++) {
                    assertEquals(Double.doubleToRawLongBits(e.value(i, rows[p])), Double.doubleToRawLongBits(out[p]),
                            prepared.spec() + " query " + i + " position " + p);
                }
            }
            assertTrue(c.bytes() >= 8L * 9 * rows.length);
            checked++;
        }
        assertTrue(checked >= 10, "distance and dot-product kernels checked: " + checked);
    }

    @Test
    void noFastColumnsForVerySparseRowsOrOverTheBudget() {
        double[][] x = KernelTestSupport.sparseish(rng, 20, 5);
        Dataset dense = KernelTestSupport.dense(x);
        Dataset sparse = KernelTestSupport.sparse(x);
        Dataset wider = KernelTestSupport.dense(KernelTestSupport.uniform(rng, 20, 6, -1, 1, 0));
        // 200 features, one set per row: a merge of two short index lists beats 200 multiply-adds per row
        double[][] wide = new double[20][200];
        for (int i = 0; i < wide.length; i++) {
            wide[i][rng.nextInt(200)] = 1 + i;
        }
        Dataset verySparse = KernelTestSupport.sparse(wide);
        Dataset denseWide = KernelTestSupport.dense(wide);
        int[] rows = new int[20];
        for (int p = 0; p < rows.length; p++) {
            rows[p] = p;
        }
        for (Kernel k : new Kernel[] {new GaussianKernel(0.5), new LinearKernel()}) {
            assertNotNull(k.evaluator(dense, dense).columns(rows, Long.MAX_VALUE));
            assertNotNull(k.evaluator(sparse, sparse).columns(rows, Long.MAX_VALUE));
            assertNotNull(k.evaluator(dense, sparse).columns(rows, Long.MAX_VALUE));
            assertNull(k.evaluator(verySparse, verySparse).columns(rows, Long.MAX_VALUE));
            assertNotNull(k.evaluator(denseWide, denseWide).columns(rows, Long.MAX_VALUE), "dense rows, any width");
            assertNotNull(k.evaluator(wider, dense).columns(rows, Long.MAX_VALUE), "other dimensions");
            assertNull(k.evaluator(dense, dense).columns(rows, 8L * 5 * 20 - 1));
        }
    }
}

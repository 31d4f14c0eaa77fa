package org.infens.svm.smo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link KernelCache} against a brute-force model: a matrix whose rows and columns are permuted with every swap. After
 * any sequence of requests and swaps, every entry the cache reports as valid equals the matrix entry at the current
 * positions, and the memory in use never exceeds the budget; also when caches of successive solves reuse each
 * other's arrays.
 */
class KernelCacheTest {
    @Test
    void cachedEntriesFollowEverySwapAndStayWithinTheBudget() {
        SplittableRandom rng = new SplittableRandom(5);
        int l = 40;
        // the caches of successive solves share their arrays: stale values in a reused array must never count
        ArrayDeque<float[]> spare = new ArrayDeque<>();
        for (long budgetColumns : new long[] {3, 10, 100, 10, 3}) {
            KernelCache cache = new KernelCache(l, (budgetColumns * l + 8L * l) * Float.BYTES, spare);
            int[] rowOf = new int[l]; // original index at each position
            for (int i = 0; i < l; i++) {
                rowOf[i] = i;
            }
            int hits = 0;
            for (int step = 0; step < 4000; step++) {
                if (rng.nextInt(4) == 0) {
                    // a run of swaps, as one shrinking pass makes
                    for (int s = rng.nextInt(1, 30); s > 0; s--) {
                        int i = rng.nextInt(l);
                        int j = rng.nextInt(l);
                        cache.swapIndex(i, j);
                        int t = rowOf[i];
                        rowOf[i] = rowOf[j];
                        rowOf[j] = t;
                    }
                    continue;
                }
                int i = rng.nextInt(l);
                int length = rng.nextInt(1, l + 1);
                int valid = cache.request(i, length);
                float[] col = cache.column(i);
                for (int p = 0; p < valid; p++) {
                    assertEquals((float) entry(rowOf[i], rowOf[p]), col[p], "column at position " + i + ", entry " + p);
                }
                hits += valid;
                for (int p = valid; p < length; p++) {
                    col[p] = (float) entry(rowOf[i], rowOf[p]);
                }
                long used = 0;
                for (int h = 0; h < l; h++) {
                    float[] c = cache.column(h);
                    used += c == null ? 0 : c.length;
                }
                assertTrue(used <= Math.max(budgetColumns * l, 2L * l), "floats in use " + used);
            }
            assertTrue(hits > 0, "some entries came from the cache");
            cache.release();
            long spared = 0;
            for (float[] a : spare) {
                spared += a.length;
            }
            assertTrue(spared <= Math.max(budgetColumns * l, 2L * l), "spare floats " + spared);
            assertTrue(!spare.isEmpty(), "released arrays are kept for the next solve");
        }
    }

    private static double entry(int a, int b) {
        return a * 1000 + b;
    }
}

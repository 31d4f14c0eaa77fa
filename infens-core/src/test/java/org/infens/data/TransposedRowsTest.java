package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link TransposedRows} against {@link Dataset}'s pairwise functions (row-major reductions, independent code):
 * bit for bit, for every dimension around the groups of four, ranges across its blocks, and after swaps; and against
 * exact sums on integer data.
 */
class TransposedRowsTest {
    private static final Labels ONE = Labels.of("a");

    private static Dataset data(double[][] x) {
        return Dataset.dense(x, new int[x.length], ONE);
    }

    /** Rows with zeros of both signs, tiny and large magnitudes, so that the order of additions shows. */
    private static double[][] awkward(SplittableRandom rng, int n, int d) {
        double[][] x = new double[n][d];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                switch (rng.nextInt(6)) {
                    case 0 -> x[i][f] = 0.0;
                    case 1 -> x[i][f] = -0.0;
                    case 2 -> x[i][f] = rng.nextDouble() * 1e-9;
                    case 3 -> x[i][f] = (rng.nextDouble() - 0.5) * 1e12;
                    default -> x[i][f] = rng.nextGaussian();
                }
            }
        }
        return x;
    }

    @Test
    void columnsEqualTheRowMajorPairwiseFunctionsBitForBit() {
        SplittableRandom rng = new SplittableRandom(7);
        for (int d : new int[] {0, 1, 2, 3, 4, 5, 7, 8, 9, 12, 20, 23}) {
            int n = 1300; // more than two blocks of 512
            Dataset data = data(awkward(rng, n, d));
            int[] rows = permutation(n, 7, 3);
            TransposedRows t = TransposedRows.forQueries(data, data, rows);
            swapRandomly(t, rows, 200, rng);
            for (int q = 0; q < 12; q++) {
                int i = rng.nextInt(n);
                int from = q == 0 ? 0 : rng.nextInt(n);
                int to = q == 0 ? n : from + rng.nextInt(n - from + 1);
                assertColumns(t, data, i, data, rows, from, to, "d=" + d);
            }
            // dense queries of other dimensions (a test file whose largest feature index differs): the features
            // only one side has come after the combined partial sums
            for (int qd : new int[] {Math.max(0, d - 1), Math.max(0, d - 5), d + 1, d + 6}) {
                Dataset queries = data(awkward(rng, 6, qd));
                for (int i = 0; i < queries.size(); i++) {
                    assertColumns(t, queries, i, data, rows, 0, n, "d=" + d + ", queries' d=" + qd);
                }
            }
        }
    }

    /** Positions p -> (a p + b) mod n, a permutation when a and n are coprime. */
    private static int[] permutation(int n, int a, int b) {
        int[] rows = new int[n];
        for (int p = 0; p < n; p++) {
            rows[p] = (p * a + b) % n;
        }
        return rows;
    }

    /** Swaps random positions of {@code t}, as a shrinking solver does, and the same in {@code rows}. */
    private static void swapRandomly(TransposedRows t, int[] rows, int swaps, SplittableRandom rng) {
        for (int s = 0; s < swaps; s++) {
            int a = rng.nextInt(rows.length);
            int b = rng.nextInt(rows.length);
            t.swap(a, b);
            int r = rows[a];
            rows[a] = rows[b];
            rows[b] = r;
        }
    }

    /** The three columns of query row i over positions [from, to) equal the pairwise functions bit for bit. */
    private static void assertColumns(TransposedRows t, Dataset queries, int i, Dataset data, int[] rows, int from,
                                      int to, String label) {
        int n = rows.length;
        double[] dots = new double[n];
        double[] sq = new double[n];
        double[] l1 = new double[n];
        double[] x = queries.row(i);
        t.dots(x, from, to, dots);
        t.squaredDistances(x, from, to, sq);
        t.l1Distances(x, from, to, l1);
        for (int p = from; p < to; p++) {
            String at = label + " query " + i + " position " + p;
            assertEquals(Double.doubleToRawLongBits(queries.dot(i, data, rows[p])),
                    Double.doubleToRawLongBits(dots[p]), at);
            assertEquals(Double.doubleToRawLongBits(queries.squaredDistance(i, data, rows[p])),
                    Double.doubleToRawLongBits(sq[p]), at);
            assertEquals(Double.doubleToRawLongBits(queries.l1Distance(i, data, rows[p])),
                    Double.doubleToRawLongBits(l1[p]), at);
        }
    }

    /** The same rows stored sparse (zeros of both signs dropped). */
    private static Dataset sparse(double[][] x, int d) {
        int n = x.length;
        int[] start = new int[n + 1];
        java.util.List<Integer> idx = new java.util.ArrayList<>();
        java.util.List<Double> val = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                if (x[i][f] != 0) {
                    idx.add(f);
                    val.add(x[i][f]);
                }
            }
            start[i + 1] = idx.size();
        }
        return Dataset.sparse(start, idx.stream().mapToInt(Integer::intValue).toArray(),
                val.stream().mapToDouble(Double::doubleValue).toArray(), d, new int[n], ONE, null);
    }

    @Test
    void sparseAndMixedStorageEqualThePairwiseFunctionsBitForBit() {
        SplittableRandom rng = new SplittableRandom(13);
        for (int d : new int[] {1, 3, 4, 5, 9, 17}) {
            int n = 700;
            double[][] x = awkward(rng, n, d);
            double[][] q = awkward(rng, 40, d);
            // queries of other dimensions too (a test file whose largest feature index differs): narrower ones are
            // zero beyond their features, wider ones add their extra features' terms last
            double[][] narrow = awkward(rng, 40, d - 1);
            double[][] wide = awkward(rng, 40, d + 2);
            Dataset[][] pairs = {{sparse(q, d), sparse(x, d)}, {data(q), sparse(x, d)}, {sparse(q, d), data(x)},
                    {sparse(narrow, d - 1), sparse(x, d)}, {sparse(wide, d + 2), sparse(x, d)},
                    {data(narrow), sparse(x, d)}, {data(wide), sparse(x, d)},
                    {sparse(narrow, d - 1), data(x)}, {sparse(wide, d + 2), data(x)}};
            for (Dataset[] pair : pairs) {
                Dataset queries = pair[0];
                Dataset data = pair[1];
                int[] rows = permutation(n, 11, 5);
                TransposedRows t = TransposedRows.forQueries(queries, data, rows);
                swapRandomly(t, rows, 100, rng);
                for (int i = 0; i < queries.size(); i++) {
                    assertColumns(t, queries, i, data, rows, 0, n, "d=" + d + ", queries' d=" + queries.dimension()
                            + ", sparse queries " + queries.isSparse() + ", sparse rows " + data.isSparse());
                }
            }
        }
    }

    @Test
    void integerRowsGiveTheExactSums() {
        SplittableRandom rng = new SplittableRandom(3);
        int n = 600;
        int d = 11;
        double[][] x = new double[n][d];
        for (double[] r : x) {
            for (int f = 0; f < d; f++) {
                r[f] = rng.nextInt(-50, 51);
            }
        }
        int[] rows = new int[n];
        for (int p = 0; p < n; p++) {
            rows[p] = p;
        }
        TransposedRows t = TransposedRows.forQueries(data(x), data(x), rows);
        double[] q = {3, -1, 0, 7, 2, -9, 4, 4, -2, 1, 5};
        double[] dots = new double[n];
        double[] sq = new double[n];
        double[] l1 = new double[n];
        t.dots(q, 0, n, dots);
        t.squaredDistances(q, 0, n, sq);
        t.l1Distances(q, 0, n, l1);
        for (int p = 0; p < n; p++) {
            long dot = 0;
            long s = 0;
            long a = 0;
            for (int f = 0; f < d; f++) {
                long u = (long) q[f] - (long) x[p][f];
                dot += (long) q[f] * (long) x[p][f];
                s += u * u;
                a += Math.abs(u);
            }
            assertEquals(dot, dots[p]);
            assertEquals(s, sq[p]);
            assertEquals(a, l1[p]);
        }
    }

    @Test
    void badRangesAreRejectedAndNarrowQueriesArePadded() {
        // one sparse row, (1, 0, 0): stored densely, its squared distance to (0, 2, 0) is 1 + 4
        Dataset sparse = Dataset.sparse(new int[] {0, 1}, new int[] {0}, new double[] {1}, 3, new int[1], ONE, null);
        double[] one = new double[1];
        TransposedRows.forQueries(sparse, sparse, new int[] {0}).squaredDistances(new double[] {0, 2, 0}, 0, 1, one);
        assertEquals(5, one[0]);
        Dataset dense = data(new double[][] {{1, 2}, {3, 4}});
        TransposedRows t = TransposedRows.forQueries(dense, dense, new int[] {1, 0});
        double[] out = new double[2];
        assertThrows(IndexOutOfBoundsException.class, () -> t.dots(new double[2], 1, 3, out));
        t.dots(new double[] {1, 1}, 0, 2, out);
        assertEquals(7, out[0]);
        assertEquals(3, out[1]);
        // a narrower query is zero beyond its features
        t.dots(new double[] {1}, 0, 2, out);
        assertEquals(3, out[0]);
        assertEquals(1, out[1]);
        t.squaredDistances(new double[] {1}, 0, 2, out);
        assertEquals(20, out[0]);
        assertEquals(4, out[1]);
    }
}

package org.infens.learner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/** The presorted stump search against brute force over every feature, threshold and direction. */
class StumpSearchTest {
    static final Labels PM = Labels.of("1", "-1");

    /** Random rows with many ties and zeros, values in {-2, -1.5, ..., 2}. */
    static double[] randomValues(SplittableRandom r, int n, int d) {
        double[] x = new double[n * d];
        for (int p = 0; p < x.length; p++) {
            x[p] = r.nextInt(3) == 0 ? 0.0 : (r.nextInt(9) - 4) * 0.5;
        }
        return x;
    }

    static Dataset sparseOf(double[] x, int n, int d, int[] y, Labels labels) {
        int[] start = new int[n + 1];
        int nnz = 0;
        for (double v : x) {
            if (v != 0) {
                nnz++;
            }
        }
        int[] index = new int[nnz];
        double[] value = new double[nnz];
        int p = 0;
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                if (x[i * d + f] != 0) {
                    index[p] = f;
                    value[p] = x[i * d + f];
                    p++;
                }
            }
            start[i + 1] = p;
        }
        return Dataset.sparse(start, index, value, d, y, labels, null);
    }

    static double edge(Dataset data, double[] u, Stump s) {
        double e = 0;
        for (int i = 0; i < data.size(); i++) {
            e += u[i] * s.output(data, i);
        }
        return e;
    }

    /** The largest edge over the constants and every stump at the middle of adjacent distinct values. */
    static double bruteForce(Dataset data, double[] u) {
        double best = Math.max(edge(data, u, Stump.constant(1)), edge(data, u, Stump.constant(-1)));
        for (int f = 0; f < data.dimension(); f++) {
            for (double a : StumpTestSupport.middles(data, f)) {
                best = Math.max(best, edge(data, u, new Stump(f, a, 1)));
                best = Math.max(best, edge(data, u, new Stump(f, a, -1)));
            }
        }
        return best;
    }

    @Test
    void bestEdgeEqualsBruteForceOnDenseAndSparseData() {
        SplittableRandom r = new SplittableRandom(11);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(12);
            int d = 1 + r.nextInt(4);
            double[] x = randomValues(r, n, d);
            int[] y = new int[n];
            double[] u = new double[n];
            for (int i = 0; i < n; i++) {
                y[i] = r.nextInt(2);
                u[i] = (y[i] == 0 ? 1 : -1) * r.nextDouble() * (r.nextInt(5) == 0 ? 0 : 1);
            }
            Dataset dense = Dataset.dense(x, d, y, PM, null);
            Dataset sparse = sparseOf(x, n, d, y, PM);
            double expected = bruteForce(dense, u);
            StumpSearch.Result a = new StumpSearch(dense).best(u);
            StumpSearch.Result b = new StumpSearch(sparse).best(u);
            assertEquals(expected, a.edge(), 1e-12, "trial " + trial);
            assertEquals(expected, edge(dense, u, a.stump()), 1e-12, "trial " + trial + " " + a);
            assertEquals(a.stump(), b.stump(), "sparse and dense agree, trial " + trial);
            assertEquals(a.edge(), b.edge(), 1e-12);
            if (!a.stump().isConstant()) {
                // a middle stump: its threshold is the mean of two values of the feature in the data
                boolean isMiddle = false;
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        double lo = dense.get(i, a.stump().feature());
                        double hi = dense.get(j, a.stump().feature());
                        isMiddle |= lo < hi && (lo + hi) / 2 == a.stump().threshold();
                    }
                }
                assertTrue(isMiddle, "threshold " + a.stump().threshold() + " is a middle value");
            }
        }
    }

    @Test
    void bestExcludingEqualsBruteForceOverSeveralVectorsOutsideTheWorkingSet() {
        SplittableRandom r = new SplittableRandom(29);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(12);
            int d = 1 + r.nextInt(4);
            int l = 1 + r.nextInt(3);
            double[] x = randomValues(r, n, d);
            double[][] u = new double[l][n];
            for (double[] row : u) {
                for (int i = 0; i < n; i++) {
                    row[i] = r.nextInt(4) == 0 ? 0 : r.nextDouble(-1, 1);
                }
            }
            Dataset dense = Dataset.dense(x, d, new int[n], PM, null);
            // brute force: middle stumps in the order feature, threshold ascending; key f n + rank; first max wins
            java.util.BitSet excluded = new java.util.BitSet();
            Stump bestStump = null;
            double bestScore = -1;
            int bestVector = -1;
            int bestKey = -1;
            int candidates = 0;
            for (int f = 0; f < d; f++) {
                double[] middles = StumpTestSupport.middles(dense, f);
                for (int rank = 0; rank < middles.length; rank++) {
                    int key = f * n + rank;
                    candidates++;
                    if (r.nextInt(3) == 0) {
                        excluded.set(key);
                    } else {
                        Stump plus = new Stump(f, middles[rank], 1);
                        for (int t = 0; t < l; t++) {
                            double e = edge(dense, u[t], plus);
                            if (Math.abs(e) > bestScore + 1e-12) {
                                bestScore = Math.abs(e);
                                bestStump = e >= 0 ? plus : plus.negate();
                                bestVector = t;
                                bestKey = key;
                            }
                        }
                    }
                }
            }
            for (Dataset data : new Dataset[] {dense, sparseOf(x, n, d, new int[n], PM)}) {
                StumpSearch.Choice c = new StumpSearch(data).bestExcluding(u, excluded);
                if (bestStump == null) {
                    assertEquals(null, c, "trial " + trial + ": every stump excluded or none exists");
                    continue;
                }
                assertEquals(bestScore, c.score(), 1e-12, "trial " + trial);
                assertEquals(bestScore, Math.abs(edge(data, u[c.vector()], c.stump())), 1e-12, "trial " + trial);
                assertEquals(bestKey, c.key(), "trial " + trial);
                assertEquals(bestStump, c.stump(), "trial " + trial);
                assertEquals(bestVector, c.vector(), "trial " + trial);
            }
            java.util.BitSet all = new java.util.BitSet();
            all.set(0, d * n);
            assertEquals(null, new StumpSearch(dense).bestExcluding(u, all), "everything excluded, " + candidates);
        }
    }

    @Test
    void oneVectorFastPathEqualsTheGeneralSweepExactly() {
        // a second vector of zeros never wins (|0| is not above the first vector's score), so the general l = 2
        // sweep must give the one-vector path's stump, key and score to the last bit
        SplittableRandom r = new SplittableRandom(47);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(40);
            int d = 1 + r.nextInt(5);
            double[] x = randomValues(r, n, d);
            double[] u = new double[n];
            for (int i = 0; i < n; i++) {
                u[i] = r.nextInt(4) == 0 ? 0 : r.nextDouble(-1, 1);
            }
            java.util.BitSet excluded = new java.util.BitSet();
            for (int k = 0; k < n * d; k++) {
                if (r.nextInt(4) == 0) {
                    excluded.set(k);
                }
            }
            for (Dataset data : new Dataset[] {Dataset.dense(x, d, new int[n], PM, null),
                    sparseOf(x, n, d, new int[n], PM)}) {
                StumpSearch search = new StumpSearch(data);
                StumpSearch.Choice one = search.bestExcluding(new double[][] {u}, excluded);
                StumpSearch.Choice general = search.bestExcluding(new double[][] {u, new double[n]}, excluded);
                if (one == null || general == null) {
                    assertEquals(one, general, "trial " + trial);
                    continue;
                }
                assertEquals(general.stump(), one.stump(), "trial " + trial);
                assertEquals(general.key(), one.key(), "trial " + trial);
                assertEquals(Double.doubleToLongBits(general.score()), Double.doubleToLongBits(one.score()));
                assertEquals(0, general.vector(), "trial " + trial);
            }
        }
    }

    /** Columns of features {@code from..to-1} of {@code data}: rows with a non-zero value, increasing, and values. */
    static StumpSearch columnsOf(Dataset data, int from, int to) {
        int[][] rows = new int[to - from][];
        double[][] values = new double[to - from][];
        for (int f = from; f < to; f++) {
            java.util.List<Integer> r = new java.util.ArrayList<>();
            java.util.List<Double> v = new java.util.ArrayList<>();
            for (int i = 0; i < data.size(); i++) {
                if (data.get(i, f) != 0) {
                    r.add(i);
                    v.add(data.get(i, f));
                }
            }
            rows[f - from] = r.stream().mapToInt(Integer::intValue).toArray();
            values[f - from] = v.stream().mapToDouble(Double::doubleValue).toArray();
        }
        return StumpSearch.ofColumns(data.size(), rows, values);
    }

    /**
     * A search over columns given feature by feature is the search over the data set, bit for bit: the same stump,
     * score, key and multi-class stump for every weight vector; and the best of searches over blocks of features
     * (the first strictly better block wins, keys and features shifted by the block's first feature) is the
     * search over all features, as a cluster holding the data by feature finds it.
     */
    @Test
    void columnsGivenByFeatureSearchAsTheDataSetAndBlocksMergeToIt() {
        SplittableRandom r = new SplittableRandom(71);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(30);
            int d = 1 + r.nextInt(6);
            double[] x = randomValues(r, n, d);
            int[] y = new int[n];
            double[] u = new double[n];
            double[] w = new double[n];
            for (int i = 0; i < n; i++) {
                y[i] = r.nextInt(3);
                u[i] = r.nextInt(4) == 0 ? 0 : r.nextDouble(-1, 1);
                w[i] = r.nextDouble();
            }
            Dataset data = r.nextBoolean() ? Dataset.dense(x, d, y, Labels.of("a", "b", "c"), null)
                    : sparseOf(x, n, d, y, Labels.of("a", "b", "c"));
            StumpSearch whole = new StumpSearch(data);
            StumpSearch columns = columnsOf(data, 0, d);
            assertEquals(whole.best(u), columns.best(u), "trial " + trial);
            java.util.BitSet excluded = new java.util.BitSet();
            excluded.set(r.nextInt(n * d));
            assertEquals(whole.bestExcluding(new double[][] {u, w}, excluded),
                    columns.bestExcluding(new double[][] {u, w}, excluded), "trial " + trial);
            assertEquals(whole.bestMultiClass(w, y, 3), columns.bestMultiClass(w, y, 3), "trial " + trial);
            // blocks [0, cut) and [cut, d)
            int cut = r.nextInt(d + 1);
            StumpSearch.Result merged = null;
            for (int[] block : new int[][] {{0, cut}, {cut, d}}) {
                if (block[0] == block[1]) {
                    continue;
                }
                StumpSearch.Result b = columnsOf(data, block[0], block[1]).best(u);
                Stump s = b.stump();
                if (!s.isConstant()) {
                    b = new StumpSearch.Result(new Stump(s.feature() + block[0], s.threshold(), s.direction()),
                            b.edge());
                }
                if (merged == null || b.edge() > merged.edge()) {
                    merged = b;
                }
            }
            assertEquals(whole.best(u), merged, "trial " + trial + ", blocks cut at " + cut);
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> StumpSearch.ofColumns(3, new int[][] {{0, 2, 1}}, new double[][] {{1, 2, 3}}));
        assertTrue(e.getMessage().contains("column 0: row 1 out of order"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> StumpSearch.ofColumns(3, new int[][] {{}, {1}}, new double[][] {{}, {Double.NaN}}));
        assertTrue(e.getMessage().contains("feature 1 of row 1 is NaN"), e.getMessage());
    }

    @Test
    void negatingTheWeightsNegatesTheStump() {
        SplittableRandom r = new SplittableRandom(5);
        int n = 30;
        int d = 3;
        double[] x = randomValues(r, n, d);
        double[] u = new double[n];
        for (int i = 0; i < n; i++) {
            u[i] = r.nextDouble() - 0.5;
        }
        Dataset data = Dataset.dense(x, d, new int[n], PM, null);
        StumpSearch search = new StumpSearch(data);
        StumpSearch.Result plus = search.best(u);
        double[] minus = new double[n];
        for (int i = 0; i < n; i++) {
            minus[i] = -u[i];
        }
        StumpSearch.Result neg = search.best(minus);
        assertEquals(plus.edge(), neg.edge(), 1e-12);
        assertEquals(plus.stump().negate(), neg.stump());
    }

    @Test
    void adjacentDoublesKeepTheLowerValueAsThreshold() {
        double lo = 1.0;
        double hi = Math.nextUp(1.0);
        Dataset data = Dataset.dense(new double[] {lo, hi}, 1, new int[] {1, 0}, PM, null);
        StumpSearch.Result r = new StumpSearch(data).best(new double[] {-1, 1});
        assertEquals(2.0, r.edge());
        assertEquals(1, r.stump().output(hi));
        assertEquals(-1, r.stump().output(lo));
    }

    @Test
    void rejectsWrongLengthAndNaN() {
        Dataset data = Dataset.dense(new double[] {1, 2}, 1, new int[] {0, 1}, PM, null);
        assertThrows(IllegalArgumentException.class, () -> new StumpSearch(data).best(new double[3]));
    }

    /**
     * {@link StumpSearch#split} against a scan of every row: the rows with x_f &gt; a (zeros included, stored or not)
     * and whether some row has x_f = a, for thresholds at, between, below and above the values and at 0, on dense
     * and sparse data with many ties.
     */
    @Test
    void splitIsTheScanOfEveryRow() {
        SplittableRandom r = new SplittableRandom(5);
        int n = 60;
        int d = 4;
        double[] x = randomValues(r, n, d);
        int[] y = new int[n];
        for (Dataset data : new Dataset[] {Dataset.dense(x, d, y, PM, null), sparseOf(x, n, d, y, PM)}) {
            StumpSearch search = new StumpSearch(data);
            for (int f = 0; f < d; f++) {
                for (double a : new double[] {-3, -2, -1.75, -0.5, -0.25, 0, 0.25, 0.5, 1.75, 2, 3, -0.0}) {
                    StumpColumns.Split split = search.split(f, a);
                    boolean on = false;
                    for (int i = 0; i < n; i++) {
                        double v = data.get(i, f);
                        on |= v == a;
                        assertEquals(v > a, split.isAbove(i), "feature " + f + ", threshold " + a + ", row " + i);
                    }
                    assertEquals(on, split.onThreshold(), "feature " + f + ", threshold " + a);
                    assertEquals(split.above().cardinality(), split.above().get(0, n).cardinality());
                }
            }
            assertThrows(IllegalArgumentException.class, () -> search.split(d, 0));
            assertThrows(IllegalArgumentException.class, () -> search.split(-1, 0));
        }
        // a threshold that is a value: the mean of adjacent doubles rounds down to the lower one
        Dataset adjacent = Dataset.dense(new double[] {1.0, Math.nextUp(1.0)}, 1, new int[] {1, 0}, PM, null);
        StumpSearch search = new StumpSearch(adjacent);
        Stump s = search.best(new double[] {-1, 1}).stump();
        StumpColumns.Split split = search.split(0, s.threshold());
        assertTrue(split.onThreshold());
        assertTrue(split.isAbove(1));
        assertEquals(1, split.above().cardinality());
    }
}

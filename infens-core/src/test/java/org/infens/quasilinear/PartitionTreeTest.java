package org.infens.quasilinear;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.forest.Columns;
import org.junit.jupiter.api.Test;

/** Partition trees (003 Sec. 3.3) and the agglomeration of partitions (Sec. 3.4.3) against brute force. */
class PartitionTreeTest {
    private static int[][] order(double[] x, int n, int d) {
        int[][] o = new int[d][];
        for (int f = 0; f < d; f++) {
            double[] col = new double[n];
            for (int i = 0; i < n; i++) {
                col[i] = x[i * d + f];
            }
            o[f] = Columns.order(col);
        }
        return o;
    }

    private static PartitionTreeBuilder builder(double[] x, int d, int[] sign, double[] w, int minLeaf,
                                                double l1, double l2) {
        return new PartitionTreeBuilder(x, d, sign, w, order(x, sign.length, d), d, minLeaf, 0.05, 1.0, l1, l2,
                false, new SplittableRandom(1));
    }

    /** (3.3) summed over one side, computed literally row by row. */
    private static double literalCost(double[] x, int d, int[] sign, double[] w, List<Integer> rows, double l1,
                                      double l2) {
        if (rows.isEmpty()) {
            return 0;
        }
        double wAll = 0;
        double ySum = 0;
        double[] centre = new double[d];
        double[][] labelCentre = new double[2][d];
        double[] labelWeight = new double[2];
        for (int r : rows) {
            wAll += w[r];
            ySum += w[r] * sign[r];
            int l = sign[r] > 0 ? 0 : 1;
            labelWeight[l] += w[r];
            for (int f = 0; f < d; f++) {
                centre[f] += w[r] * x[r * d + f];
                labelCentre[l][f] += w[r] * x[r * d + f];
            }
        }
        for (int f = 0; f < d; f++) {
            centre[f] /= wAll;
            for (int l = 0; l < 2; l++) {
                labelCentre[l][f] /= Math.max(labelWeight[l], 1e-300);
            }
        }
        double yhat = ySum / wAll;
        double cost = 0;
        for (int r : rows) {
            int opposite = sign[r] > 0 ? 1 : 0;
            double c2 = 0;
            double c3 = 0;
            for (int f = 0; f < d; f++) {
                double v = x[r * d + f];
                c2 += (v - centre[f]) * (v - centre[f]);
                c3 += (v - labelCentre[opposite][f]) * (v - labelCentre[opposite][f]);
            }
            if (labelWeight[opposite] == 0) {
                c3 = 0;
            }
            cost += w[r] * ((sign[r] - yhat) * (sign[r] - yhat) + l1 * c2 + l2 * c3);
        }
        return cost;
    }

    private static double literalSplitCost(double[] x, int d, int[] sign, double[] w, int[] rows, int f, double t,
                                           double l1, double l2) {
        List<Integer> left = new ArrayList<>();
        List<Integer> right = new ArrayList<>();
        for (int r : rows) {
            (x[r * d + f] <= t ? left : right).add(r);
        }
        return literalCost(x, d, sign, w, left, l1, l2) + literalCost(x, d, sign, w, right, l1, l2);
    }

    @Test
    void splitMinimisesCost33OverEveryCandidate() {
        SplittableRandom rng = new SplittableRandom(17);
        for (int trial = 0; trial < 30; trial++) {
            int n = 8 + rng.nextInt(12);
            int d = 1 + rng.nextInt(3);
            double[] x = new double[n * d];
            for (int i = 0; i < x.length; i++) {
                x[i] = rng.nextInt(7) * 0.25;
            }
            int[] sign = new int[n];
            double[] w = new double[n];
            int[] rows = new int[n];
            for (int i = 0; i < n; i++) {
                sign[i] = rng.nextBoolean() ? 1 : -1;
                w[i] = 1 + rng.nextInt(3);
                rows[i] = i;
            }
            double l1 = rng.nextDouble();
            double l2 = rng.nextDouble();
            int minLeaf = 1 + rng.nextInt(3);
            PartitionTreeBuilder b = builder(x, d, sign, w, minLeaf, l1, l2);
            int[][] children = b.split(rows);
            double best = Double.POSITIVE_INFINITY;
            for (int f = 0; f < d; f++) {
                for (int a = 0; a < n; a++) {
                    double t = x[a * d + f];
                    int nl = 0;
                    for (int r : rows) {
                        nl += x[r * d + f] <= t ? 1 : 0;
                    }
                    if (nl >= minLeaf && n - nl >= minLeaf) {
                        best = Math.min(best, literalSplitCost(x, d, sign, w, rows, f, t, l1, l2));
                    }
                }
            }
            if (children == null) {
                assertEquals(Double.POSITIVE_INFINITY, best, "trial " + trial);
                continue;
            }
            double got = literalSplitCost(x, d, sign, w, rows, b.lastFeature, b.lastThreshold, l1, l2);
            assertEquals(best, got, 1e-9 * Math.max(1, best), "trial " + trial);
            assertEquals(n, children[0].length + children[1].length);
        }
    }

    @Test
    void linearErrorIsZeroOnSeparableRowsAndCountsWeightedMistakes() {
        double[] x = {0, 1, 2, 3, 4, 5};
        int[] sign = {-1, -1, -1, 1, 1, 1};
        double[] w = {1, 1, 1, 1, 1, 1};
        PartitionTreeBuilder b = builder(x, 1, sign, w, 1, 0, 0);
        assertEquals(0, b.linearError(new int[] {0, 1, 2, 3, 4, 5}));
        // labels -,+,- on a line: any line errs on at least one of the three weighted blocks
        double[] x2 = {0, 1, 2};
        int[] s2 = {-1, 1, -1};
        double[] w2 = {1, 2, 1};
        double e = builder(x2, 1, s2, w2, 1, 0, 0).linearError(new int[] {0, 1, 2});
        assertTrue(e >= 0.25 - 1e-12, "error " + e);
    }

    /**
     * The leave-one-out error equals refitting the weighted least squares (with the full fit's ridge) without each row
     * (all its copies) and predicting it; on d + 1 rows with random labels the training error is 0 (d + 1 coefficients interpolate).
     */
    @Test
    void leaveOneOutErrorEqualsRefittingWithoutEachRow() {
        SplittableRandom rng = new SplittableRandom(5);
        for (int trial = 0; trial < 20; trial++) {
            int d = 1 + trial % 4;
            int n = trial < 10 ? 25 : d + 1;
            double[] x = new double[n * d];
            int[] sign = new int[n];
            double[] w = new double[n];
            for (int i = 0; i < n; i++) {
                sign[i] = rng.nextBoolean() ? 1 : -1;
                w[i] = 1 + rng.nextInt(3);
                for (int f = 0; f < d; f++) {
                    x[i * d + f] = rng.nextDouble(-1, 1);
                }
            }
            int[] rows = new int[n];
            double total = 0;
            for (int i = 0; i < n; i++) {
                rows[i] = i;
                total += w[i];
            }
            double wrong = 0;
            for (int out = 0; out < n; out++) {
                int p = d + 1;
                double[][] a = new double[p][p];
                double[][] b = new double[p][1];
                for (int r = 0; r < n; r++) {
                    if (r == out) {
                        continue;
                    }
                    for (int u = 0; u < p; u++) {
                        double zu = u < d ? x[r * d + u] : 1;
                        b[u][0] += w[r] * zu * sign[r];
                        for (int v = 0; v < p; v++) {
                            a[u][v] += w[r] * zu * (v < d ? x[r * d + v] : 1);
                        }
                    }
                }
                double trace = 0; // of all rows: the closed form keeps the full fit's ridge
                for (int r = 0; r < n; r++) {
                    trace += w[r];
                    for (int f = 0; f < d; f++) {
                        trace += w[r] * x[r * d + f] * x[r * d + f];
                    }
                }
                for (int u = 0; u < p; u++) {
                    a[u][u] += 1e-8 * trace / p;
                }
                double[] coef = PartitionTreeBuilder.solveCholesky(a, b);
                double f = coef == null ? 0 : coef[d];
                for (int u = 0; coef != null && u < d; u++) {
                    f += coef[u] * x[out * d + u];
                }
                if (coef == null || (f >= 0 ? 1 : -1) != sign[out]) {
                    wrong += w[out];
                }
            }
            PartitionTreeBuilder loo = new PartitionTreeBuilder(x, d, sign, w, order(x, n, d), d, 1, 0.05, 1.0, 0, 0,
                    true, new SplittableRandom(1));
            assertEquals(wrong / total, loo.linearError(rows), 1e-12, "trial " + trial);
            if (n == d + 1) {
                assertEquals(0, builder(x, d, sign, w, 1, 0, 0).linearError(rows), "trial " + trial);
            }
        }
    }

    @Test
    void choleskySolvesSymmetricPositiveDefiniteSystems() {
        SplittableRandom rng = new SplittableRandom(8);
        for (int p = 1; p <= 6; p++) {
            double[][] m = new double[p][p];
            for (int i = 0; i < p; i++) {
                for (int j = 0; j < p; j++) {
                    m[i][j] = rng.nextDouble(-1, 1);
                }
            }
            double[][] a = new double[p][p];
            double[][] b = new double[p][1];
            for (int i = 0; i < p; i++) {
                b[i][0] = rng.nextDouble(-1, 1);
                for (int j = 0; j < p; j++) {
                    for (int k = 0; k < p; k++) {
                        a[i][j] += m[k][i] * m[k][j];
                    }
                }
                a[i][i] += 0.1;
            }
            double[][] copy = new double[p][];
            for (int i = 0; i < p; i++) {
                copy[i] = a[i].clone();
            }
            double[] z = PartitionTreeBuilder.solveCholesky(copy, b);
            for (int i = 0; i < p; i++) {
                double s = 0;
                for (int j = 0; j < p; j++) {
                    s += a[i][j] * z[j];
                }
                assertEquals(b[i][0], s, 1e-10);
            }
        }
        assertEquals(null, PartitionTreeBuilder.solveCholesky(new double[][] {{1, 2}, {2, 1}}, new double[][] {{1},
                {1}}));
    }

    @Test
    void mixedLeafGivesItsMeanAndRmsRadius() {
        // separable rows: the root's least-squares fit has no error, so the root is a mixed leaf
        double[] x = {0, 0, 1, 0, 0, 1, 3, 3, 4, 3, 3, 4};
        int[] sign = {-1, -1, -1, 1, 1, 1};
        double[] w = {1, 2, 1, 1, 1, 3};
        List<LocalPartition> parts = builder(x, 2, sign, w, 1, 0.1, 0.1).build();
        assertEquals(1, parts.size());
        double[] mu = new double[2];
        double tw = 0;
        for (int i = 0; i < 6; i++) {
            tw += w[i];
            mu[0] += w[i] * x[2 * i];
            mu[1] += w[i] * x[2 * i + 1];
        }
        mu[0] /= tw;
        mu[1] /= tw;
        double ss = 0;
        for (int i = 0; i < 6; i++) {
            ss += w[i] * (Math.pow(x[2 * i] - mu[0], 2) + Math.pow(x[2 * i + 1] - mu[1], 2));
        }
        assertArrayEquals(mu, parts.get(0).centre(), 1e-12);
        assertEquals(Math.sqrt(ss / tw), parts.get(0).width(), 1e-12);
        assertEquals(tw, parts.get(0).weight(), 0);
    }

    @Test
    void pureSiblingsOfOppositeLabelsMakeTheirParentABoundaryPartition() {
        // 40 negatives in [0, 1), 10 positives in [2, 3) and one positive far out at 200: the outlier drags the
        // least-squares line so that it misclassifies the 10 positives (error 10/51 > 5%), while the split at
        // 1.5 gives two pure leaves of opposite labels
        int n = 51;
        double[] x = new double[n];
        int[] sign = new int[n];
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            w[i] = 1;
            if (i < 40) {
                x[i] = i / 40.0;
                sign[i] = -1;
            } else if (i < 50) {
                x[i] = 2 + (i - 40) / 10.0;
                sign[i] = 1;
            } else {
                x[i] = 200;
                sign[i] = 1;
            }
        }
        int[] all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        PartitionTreeBuilder b = builder(x, 1, sign, w, 1, 0, 0);
        assertTrue(b.linearError(all) > 0.05, "the root is not linearly classified: " + b.linearError(all));
        List<LocalPartition> parts = builder(x, 1, sign, w, 1, 0, 0).build();
        assertEquals(1, parts.size(), parts.toString());
        double mean = Arrays.stream(x).average().orElseThrow();
        assertEquals(mean, parts.get(0).centre()[0], 1e-9);
    }

    @Test
    void mergedPartitionIsThePartitionOfTheUnionOfRows() {
        SplittableRandom rng = new SplittableRandom(4);
        double[] x = new double[30 * 3];
        for (int i = 0; i < x.length; i++) {
            x[i] = rng.nextDouble(-2, 2);
        }
        int[] sign = new int[30];
        double[] w = new double[30];
        for (int i = 0; i < 30; i++) {
            sign[i] = i % 2 == 0 ? 1 : -1;
            w[i] = 1 + rng.nextInt(3);
        }
        PartitionTreeBuilder b = builder(x, 3, sign, w, 1, 0, 0);
        int[] a = new int[12];
        int[] c = new int[18];
        for (int i = 0; i < 30; i++) {
            if (i < 12) {
                a[i] = i;
            } else {
                c[i - 12] = i;
            }
        }
        int[] all = new int[30];
        for (int i = 0; i < 30; i++) {
            all[i] = i;
        }
        LocalPartition merged = LocalPartition.merge(b.partitionOf(a), b.partitionOf(c));
        LocalPartition union = b.partitionOf(all);
        assertArrayEquals(union.centre(), merged.centre(), 1e-12);
        assertEquals(union.width(), merged.width(), 1e-12);
        assertEquals(union.weight(), merged.weight(), 1e-12);
    }

    /** Naive Ward agglomeration: every step recomputes every pair's distance from the current clusters. */
    private static List<List<LocalPartition>> naive(List<LocalPartition> start) {
        List<List<LocalPartition>> levels = new ArrayList<>();
        List<LocalPartition> cur = new ArrayList<>(start);
        levels.add(new ArrayList<>(cur));
        while (cur.size() > 1) {
            int bi = 0;
            int bj = 1;
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < cur.size(); i++) {
                for (int j = i + 1; j < cur.size(); j++) {
                    LocalPartition p = cur.get(i);
                    LocalPartition q = cur.get(j);
                    double dist = 0;
                    for (int f = 0; f < p.centre().length; f++) {
                        dist += Math.pow(p.centre()[f] - q.centre()[f], 2);
                    }
                    dist *= p.weight() * q.weight() / (p.weight() + q.weight());
                    if (dist < best) {
                        best = dist;
                        bi = i;
                        bj = j;
                    }
                }
            }
            cur.set(bi, LocalPartition.merge(cur.get(bi), cur.get(bj)));
            cur.remove(bj);
            levels.add(new ArrayList<>(cur));
        }
        return levels;
    }

    @Test
    void dendrogramCutsEqualNaiveAgglomeration() {
        SplittableRandom rng = new SplittableRandom(23);
        for (int trial = 0; trial < 20; trial++) {
            int p = 1 + rng.nextInt(9);
            List<LocalPartition> parts = new ArrayList<>();
            for (int j = 0; j < p; j++) {
                parts.add(new LocalPartition(new double[] {rng.nextDouble(-3, 3), rng.nextDouble(-3, 3)},
                        rng.nextDouble(0.1, 1), 1 + rng.nextInt(20)));
            }
            Dendrogram dg = new Dendrogram(parts);
            List<List<LocalPartition>> levels = naive(parts);
            double[] h = dg.heights();
            for (int t = 1; t < h.length; t++) {
                assertTrue(h[t] >= h[t - 1] - 1e-12, "Ward heights are monotone");
            }
            for (int m = 1; m <= p; m++) {
                List<LocalPartition> want = levels.get(p - m);
                List<LocalPartition> got = dg.cut(m);
                assertEquals(want.size(), got.size());
                for (int j = 0; j < m; j++) {
                    assertArrayEquals(want.get(j).centre(), got.get(j).centre(), 1e-12);
                    assertEquals(want.get(j).width(), got.get(j).width(), 1e-12);
                    assertEquals(want.get(j).weight(), got.get(j).weight(), 1e-12);
                }
            }
        }
    }
}

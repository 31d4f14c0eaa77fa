package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Pairwise operations between sets of different dimension and storage treat absent features as 0 (LIBSVM's
 * semantics for a test file with fewer or more features than the training file): checked against naive loops over
 * zero-padded rows, for every combination of dense and sparse storage and both batch and single forms.
 */
class DatasetMixedDimensionTest {
    private static final Labels LABELS = Labels.of("1", "-1");

    private static double[][] random(SplittableRandom rnd, int n, int d) {
        double[][] x = new double[n][d];
        for (double[] row : x) {
            for (int k = 0; k < d; k++) {
                row[k] = rnd.nextDouble() < 0.4 ? 0 : rnd.nextDouble(-3, 3);
            }
        }
        return x;
    }

    private static Dataset dense(double[][] x) {
        return Dataset.dense(x, new int[x.length], LABELS);
    }

    private static Dataset sparse(double[][] x, int d) {
        int n = x.length;
        int[] rs = new int[n + 1];
        int nnz = 0;
        for (double[] row : x) {
            for (double v : row) {
                nnz += v != 0 ? 1 : 0;
            }
        }
        int[] fi = new int[nnz];
        double[] fv = new double[nnz];
        int t = 0;
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < x[i].length; k++) {
                if (x[i][k] != 0) {
                    fi[t] = k;
                    fv[t++] = x[i][k];
                }
            }
            rs[i + 1] = t;
        }
        return Dataset.sparse(rs, fi, fv, d, new int[n], LABELS, null);
    }

    private static double naive(double[] a, double[] b, int op) {
        int d = Math.max(a.length, b.length);
        double s = 0;
        for (int k = 0; k < d; k++) {
            double u = k < a.length ? a[k] : 0;
            double v = k < b.length ? b[k] : 0;
            s += op == 0 ? u * v : op == 1 ? (u - v) * (u - v) : Math.abs(u - v);
        }
        return s;
    }

    @Test
    void operationsTreatAbsentFeaturesAsZero() {
        SplittableRandom rnd = new SplittableRandom(11);
        double[][] xa = random(rnd, 7, 5);
        double[][] xb = random(rnd, 6, 9);
        Dataset[] as = {dense(xa), sparse(xa, 5)};
        Dataset[] bs = {dense(xb), sparse(xb, 9), dense(xb).view(new int[] {5, 0, 3, 3, 1, 2, 4})};
        int[] viewRows = {5, 0, 3, 3, 1, 2, 4};
        for (Dataset a : as) {
            for (int bi = 0; bi < bs.length; bi++) {
                Dataset b = bs[bi];
                for (Dataset[] pair : new Dataset[][] {{a, b}, {b, a}}) {
                    Dataset p = pair[0];
                    Dataset q = pair[1];
                    int[] js = new int[q.size()];
                    for (int j = 0; j < js.length; j++) {
                        js[j] = j;
                    }
                    double[] out = new double[js.length];
                    for (int i = 0; i < p.size(); i++) {
                        double[] ri = p.row(i);
                        for (int op = 0; op < 3; op++) {
                            if (op == 0) {
                                p.dots(i, q, js, 0, js.length, out);
                            } else if (op == 1) {
                                p.squaredDistances(i, q, js, 0, js.length, out);
                            } else {
                                p.l1Distances(i, q, js, 0, js.length, out);
                            }
                            for (int j = 0; j < q.size(); j++) {
                                double expected = naive(ri, q.row(j), op);
                                double single = op == 0 ? p.dot(i, q, j)
                                        : op == 1 ? p.squaredDistance(i, q, j) : p.l1Distance(i, q, j);
                                assertEquals(expected, single, 1e-12, "op " + op + " single");
                                assertEquals(expected, out[j], 1e-12, "op " + op + " batch");
                            }
                        }
                    }
                }
            }
        }
        // a view's rows are the viewed rows
        Dataset v = bs[2];
        for (int k = 0; k < viewRows.length; k++) {
            assertEquals(naive(xb[viewRows[k]], new double[0], 0 + 1), v.squaredNorm(k), 1e-12);
        }
    }
}

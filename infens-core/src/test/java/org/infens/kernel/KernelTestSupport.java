package org.infens.kernel;

import java.util.Optional;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.ojalgo.matrix.decomposition.Eigenvalue;
import org.ojalgo.matrix.store.RawStore;

/** Data generators and linear-algebra checks shared by the kernel tests. */
public final class KernelTestSupport {
    static final Labels BINARY = Labels.of("1", "-1");

    private KernelTestSupport() {
    }

    /** n x d values uniform in [lo, hi), rounded to multiples of {@code grid} when grid > 0 (to create ties). */
    static double[][] uniform(SplittableRandom rng, int n, int d, double lo, double hi, double grid) {
        double[][] x = new double[n][d];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                double v = lo + (hi - lo) * rng.nextDouble();
                x[i][f] = grid > 0 ? Math.rint(v / grid) * grid : v;
            }
        }
        return x;
    }

    /** Rows where about half of the values are exactly zero, the rest uniform in [-2, 2). */
    static double[][] sparseish(SplittableRandom rng, int n, int d) {
        double[][] x = uniform(rng, n, d, -2, 2, 0);
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                if (rng.nextBoolean()) {
                    x[i][f] = 0;
                }
            }
        }
        return x;
    }

    /** Alternating labels (class 0 = "1", class 1 = "-1"), or random ones from {@code rng}. */
    static int[] labels(int n, SplittableRandom rng) {
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng == null ? i % 2 : rng.nextInt(2);
        }
        return y;
    }

    static Dataset dense(double[][] x) {
        return Dataset.dense(x, labels(x.length, null), BINARY);
    }

    static Dataset dense(double[][] x, int[] y) {
        return Dataset.dense(x, y, BINARY);
    }

    /** The same rows stored sparse (CSR), zeros dropped (also used by tests of other packages). */
    public static Dataset sparse(double[][] x) {
        int n = x.length;
        int d = n == 0 ? 0 : x[0].length;
        int[] start = new int[n + 1];
        int nnz = 0;
        for (double[] row : x) {
            for (double v : row) {
                nnz += v != 0 ? 1 : 0;
            }
        }
        int[] idx = new int[nnz];
        double[] val = new double[nnz];
        int p = 0;
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                if (x[i][f] != 0) {
                    idx[p] = f;
                    val[p++] = x[i][f];
                }
            }
            start[i + 1] = p;
        }
        return Dataset.sparse(start, idx, val, d, labels(n, null), BINARY, null);
    }

    /** The Gram matrix K[i][j] = k(row i of a, row j of b) through {@link Kernel#value}. */
    static double[][] gram(Kernel k, Dataset a, Dataset b) {
        double[][] g = new double[a.size()][b.size()];
        for (int i = 0; i < a.size(); i++) {
            for (int j = 0; j < b.size(); j++) {
                g[i][j] = k.value(a, i, b, j);
            }
        }
        return g;
    }

    /** Eigenvalues of a symmetric matrix (ojAlgo), ascending. */
    static double[] eigenvalues(double[][] m) {
        RawStore s = RawStore.wrap(m);
        Eigenvalue<Double> e = Eigenvalue.R064.make(s, true);
        if (!e.computeValuesOnly(s)) {
            throw new AssertionError("eigen-decomposition failed");
        }
        double[] v = new double[m.length];
        e.getEigenvalues(v, Optional.empty());
        java.util.Arrays.sort(v);
        return v;
    }

    /** Smallest eigenvalue of a symmetric matrix. */
    static double minEigenvalue(double[][] m) {
        return eigenvalues(m)[0];
    }

    /**
     * P Q P with Q = Y K Y (the Hessian of the SVM dual, Y = diag(y), y_i = +1 for class 0 else -1) and
     * P = I - y y^T / ||y||^2, the projection on the constraint subspace {a : sum a_i y_i = 0}. A conditionally
     * PD kernel makes this PSD: a in y-perp maps to b = Y a with sum b_i = 0.
     */
    static double[][] projectOnConstraint(double[][] k, int[] classes) {
        int n = k.length;
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = classes[i] == 0 ? 1 : -1;
        }
        double[][] q = new double[n][n];
        double[][] p = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                q[i][j] = y[i] * k[i][j] * y[j];
                p[i][j] = (i == j ? 1 : 0) - y[i] * y[j] / n;
            }
        }
        return multiply(multiply(p, q), p);
    }

    static double[][] multiply(double[][] a, double[][] b) {
        int n = a.length;
        int m = b[0].length;
        double[][] c = new double[n][m];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < b.length; k++) {
                double v = a[i][k];
                for (int j = 0; j < m; j++) {
                    c[i][j] += v * b[k][j];
                }
            }
        }
        return c;
    }

    /** Frobenius norm, the scale of the PSD tolerances (the trace of -||x-x'|| Gram matrices is 0). */
    static double frobenius(double[][] m) {
        double s = 0;
        for (double[] row : m) {
            for (double v : row) {
                s += v * v;
            }
        }
        return Math.sqrt(s);
    }
}

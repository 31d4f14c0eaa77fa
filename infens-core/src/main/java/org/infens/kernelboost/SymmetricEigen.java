package org.infens.kernelboost;

import org.ojalgo.matrix.decomposition.Eigenvalue;
import org.ojalgo.matrix.store.MatrixStore;
import org.ojalgo.matrix.store.RawStore;

/**
 * The eigen decomposition of a dense symmetric matrix by ojAlgo's symmetric (Hermitian) solver, with the pairs
 * sorted by decreasing eigenvalue.
 */
final class SymmetricEigen {
    static {
        org.infens.OjAlgo.load(); // before any ojAlgo class: it would print to System.out
    }

    /** Eigenvalues, largest first. */
    final double[] values;
    /** {@code vectors[k]} is the unit eigenvector of {@code values[k]}. */
    final double[][] vectors;

    private SymmetricEigen(double[] values, double[][] vectors) {
        this.values = values;
        this.vectors = vectors;
    }

    /** Decomposes the symmetric {@code n x n} matrix stored row-major in {@code matrix}. */
    static SymmetricEigen of(double[] matrix, int n) {
        double[][] a = new double[n][n];
        for (int i = 0; i < n; i++) {
            System.arraycopy(matrix, i * n, a[i], 0, n);
        }
        Eigenvalue<Double> evd = Eigenvalue.R064.make(n, true);
        if (!evd.decompose(RawStore.wrap(a))) {
            throw new IllegalArgumentException("the symmetric eigen solver failed on a " + n + " x " + n + " matrix");
        }
        double[] raw = new double[n];
        evd.getEigenvalues(raw, java.util.Optional.empty());
        MatrixStore<Double> v = evd.getV();
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        java.util.Arrays.sort(order, (p, q) -> Double.compare(raw[q], raw[p]));
        double[] values = new double[n];
        double[][] vectors = new double[n][n];
        for (int k = 0; k < n; k++) {
            int c = order[k];
            values[k] = raw[c];
            for (int i = 0; i < n; i++) {
                vectors[k][i] = v.doubleValue(i, c);
            }
        }
        return new SymmetricEigen(values, vectors);
    }
}

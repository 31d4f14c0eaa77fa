package org.infens.svm.smo;

/**
 * The matrix Q of the dual (Q_ij = y_i y_j k(x_i, x_j) for C-SVC) as the solver sees it, in its current
 * (shrinking-permuted) order: LIBSVM's {@code QMatrix} (Chang &amp; Lin 2011, svm.cpp). {@link SvcQ} computes columns
 * of C-SVC's Q from a kernel through a cache; the other formulations of LIBSVM (one-class, SVR) have Q matrices of
 * their own shape behind the same interface.
 */
interface QMatrix {
    /**
     * Column i of Q, valid in {@code [0, length)} (LIBSVM's {@code get_Q}), in single precision as LIBSVM's
     * {@code Qfloat}. The array may be longer; do not modify.
     */
    float[] column(int i, int length);

    /** The diagonal Q_ii in the current order (LIBSVM's {@code get_QD}); read-only for callers. */
    double[] diagonalArray();

    /** Swaps positions i and j (LIBSVM's {@code swap_index}). */
    void swapIndex(int i, int j);

    /** Ends the solve (a cache may hand its memory on). */
    void release();
}

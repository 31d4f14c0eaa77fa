package org.infens.svm.smo;

import java.util.ArrayDeque;

/**
 * Q of a dual whose variables map onto fewer kernel rows: Q_st = y_s y_t k(x_row(s), x_row(t)). This is LIBSVM's
 * {@code SVR_Q} (Chang &amp; Lin 2011, svm.cpp): epsilon- and nu-SVR have 2l variables a_1..a_l, a*_1..a*_l over l
 * rows, variable t and t + l both on row t, with y = +1 for a and -1 for a* (LIBSVM's {@code sign}). The kernel
 * columns are cached per row, full length, in the rows' own order, which shrinking never permutes ({@link SvcQ} with
 * every y = +1 and no swap does it, with its fast columns and threads); a column of Q is gathered from the row's
 * kernel column into one of two buffers used in turn, as LIBSVM does, so that the solver can hold the columns of
 * both variables of a step. Swaps permute only the variable-to-row map, the signs and the diagonal.
 */
final class SvrQ implements QMatrix {
    private final SvcQ rows;
    private final int rowCount;
    /** The kernel row of each variable, in the solver's order. */
    private final int[] rowOf;
    private final byte[] sign;
    private final double[] diagonal;
    private final float[][] buffer;
    private int next;

    /** Q of {@code pr}, whose {@link Smo.Problem#rows()} maps its variables onto the rows of its kernel. */
    SvrQ(Smo.Problem pr, ArrayDeque<float[]> spare) {
        int l = pr.y().length;
        this.rowOf = pr.rows().clone();
        int m = 0;
        for (int r : rowOf) {
            m = Math.max(m, r + 1);
        }
        this.rowCount = m;
        byte[] plus = new byte[m];
        java.util.Arrays.fill(plus, (byte) 1);
        this.rows = new SvcQ(pr.kernel(), plus, pr.cacheBytes(), pr.pool(), pr.threads(), pr.featuresPerRow(),
                spare);
        this.sign = pr.y().clone();
        this.diagonal = new double[l];
        for (int t = 0; t < l; t++) {
            diagonal[t] = rows.diagonal(rowOf[t]);
        }
        this.buffer = new float[][] {new float[l], new float[l]};
    }

    @Override
    public float[] column(int i, int length) {
        float[] k = rows.column(rowOf[i], rowCount);
        float[] out = buffer[next];
        next = 1 - next;
        if (sign[i] == 1) {
            for (int j = 0; j < length; j++) {
                float v = k[rowOf[j]];
                out[j] = sign[j] == 1 ? v : -v;
            }
        } else {
            for (int j = 0; j < length; j++) {
                float v = k[rowOf[j]];
                out[j] = sign[j] == 1 ? -v : v;
            }
        }
        return out;
    }

    @Override
    public double[] diagonalArray() {
        return diagonal;
    }

    @Override
    public void swapIndex(int i, int j) {
        Solver.swap(rowOf, i, j);
        Solver.swap(sign, i, j);
        Solver.swap(diagonal, i, j);
    }

    @Override
    public void release() {
        rows.release();
    }
}

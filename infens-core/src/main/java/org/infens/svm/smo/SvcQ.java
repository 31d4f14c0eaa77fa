package org.infens.svm.smo;

import java.util.ArrayDeque;
import java.util.concurrent.ExecutorService;
import org.infens.kernel.Kernel;

/**
 * The matrix Q_ij = y_i y_j k(x_i, x_j) of C-SVC in the solver's current order, with its diagonal and a
 * {@link KernelCache}: LIBSVM's {@code SVC_Q}.
 *
 * <p>Missing parts of a column are computed by the kernel's {@link Kernel.Columns} when it has them (a distance or
 * dot-product kernel on dense rows, or on sparse rows of a modest dimension: a feature-major copy of the rows kept
 * in the solver's order, 1.7x faster for the Gaussian kernel on 10,000 x 20 dense rows, 3x on 10,000 sparse rows of
 * 123 features; bit-identical values), otherwise by the evaluator's {@code row} method; when the part is large
 * enough and a pool is given, it is split into contiguous chunks computed on several threads. Each entry is computed
 * independently by the same code, so the column is bit-identical whatever the number of threads.
 */
final class SvcQ implements QMatrix {
    /**
     * Smallest number of entry-features (entries times average stored features per row) worth a parallel split.
     * Measured on 2 cores (RBF, whole training): 5,000 x 200 rows (10^6 per column) 3.65 s -> 2.9 s with two
     * threads; 10,000 x 20 rows (2 x 10^5 per column) no gain and sometimes a loss, as waking the other thread
     * costs about as much as the half column it computes. Hence a threshold between the two. The columns' halves
     * now go to a {@link ColumnTeam}, whose spinning helper starts at once: on 20,000 x 20 rows (4 x 10^5, at the
     * threshold) a training took 1.07 s with a pool task per column and 0.84 s with the team (double columns, in one
     * JVM, means of 4 after 2 warm-ups, interleaved); on 10,000 x 20 rows a lower threshold (10^5 or 2.5 x 10^4)
     * still gained nothing measurable, so the threshold stays.
     */
    static final long PARALLEL_WORK = 400_000;

    private final Kernel.Evaluator kernel;
    /** The kernel's fast columns in the solver's order, or null to compute through {@link Kernel.Evaluator#row}. */
    private final Kernel.Columns columns;
    /** Original row of each position. */
    private final int[] rowOf;
    private final byte[] y;
    private final double[] diagonal;
    private final KernelCache cache;
    /** Helper threads for large columns, or null for the calling thread alone. */
    private final ColumnTeam team;
    private final double featuresPerRow;
    /** The kernel values of the column being filled, in double precision, before they are rounded into it. */
    private final double[] scratch;
    // the column being filled and the sign of its variable, set before its parts are computed
    private float[] target;
    private byte targetSign;

    SvcQ(Kernel.Evaluator kernel, byte[] y, long cacheBytes, ExecutorService pool, int threads,
         double featuresPerRow, ArrayDeque<float[]> spare) {
        int l = y.length;
        this.kernel = kernel;
        this.y = y.clone();
        this.rowOf = new int[l];
        this.diagonal = new double[l];
        for (int i = 0; i < l; i++) {
            rowOf[i] = i;
            diagonal[i] = kernel.value(i, i);
        }
        // the fast columns' transposed copy of the rows comes out of the cache budget, taking at most half of it
        this.columns = kernel.columns(rowOf.clone(), cacheBytes / 2);
        this.cache = new KernelCache(l, cacheBytes - (columns == null ? 0 : columns.bytes()), spare);
        this.team = pool == null || threads < 2 ? null : new ColumnTeam(this::part, threads);
        this.scratch = new double[l];
        this.featuresPerRow = Math.max(1, featuresPerRow);
    }

    /** Q_ii at position i. */
    double diagonal(int i) {
        return diagonal[i];
    }

    /** The diagonal array (positions in current order; read-only for callers). */
    @Override
    public double[] diagonalArray() {
        return diagonal;
    }

    /** Column i of Q, valid in {@code [0, length)}. The array may be longer; do not modify it. */
    @Override
    public float[] column(int i, int length) {
        int start = cache.request(i, length);
        float[] col = cache.column(i);
        if (start < length) {
            fill(i, col, start, length);
        }
        return col;
    }

    private void fill(int i, float[] col, int start, int end) {
        int ri = rowOf[i];
        target = col;
        targetSign = y[i];
        long work = (long) ((end - start) * featuresPerRow);
        if (team != null && work >= PARALLEL_WORK) {
            team.compute(ri, start, end, scratch);
        } else {
            part(ri, start, end, scratch);
        }
    }

    /**
     * Entries [from, to) of the column being filled: k(row ri, rows at those positions) into {@code values}, then
     * y_i y_t k rounded into the column.
     */
    private void part(int ri, int from, int to, double[] values) {
        compute(ri, from, to, values);
        float[] col = target;
        byte yi = targetSign;
        for (int t = from; t < to; t++) {
            col[t] = (float) (yi == y[t] ? values[t] : -values[t]);
        }
    }

    /** Ends the solve: the cache's column arrays go to the spare arrays given to the constructor, if any. */
    @Override
    public void release() {
        cache.release();
        if (team != null) {
            team.close();
        }
    }

    /** k(row ri, rows at positions [from, to)) into {@code col[from, to)}. */
    private void compute(int ri, int from, int to, double[] col) {
        if (columns != null) {
            columns.column(ri, from, to, col);
        } else {
            kernel.row(ri, rowOf, from, to, col);
        }
    }

    /** Swaps positions i and j (shrinking). */
    @Override
    public void swapIndex(int i, int j) {
        cache.swapIndex(i, j);
        if (columns != null) {
            columns.swap(i, j);
        }
        int tr = rowOf[i];
        rowOf[i] = rowOf[j];
        rowOf[j] = tr;
        byte ty = y[i];
        y[i] = y[j];
        y[j] = ty;
        double td = diagonal[i];
        diagonal[i] = diagonal[j];
        diagonal[j] = td;
    }
}

package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.data.TransposedRows;

/**
 * {@link Kernel.Columns} over {@link TransposedRows}: the shared part of the distance and dot-product kernels' fast
 * columns (the query row, the permutation, the memory); each kernel supplies how a column of dot products or
 * distances becomes kernel values.
 */
abstract class TransposedColumns implements Kernel.Columns {
    private final Dataset queries;
    private final TransposedRows rows;

    TransposedColumns(Dataset queries, TransposedRows rows) {
        this.queries = queries;
        this.rows = rows;
    }

    /**
     * Sparse rows are copied densely when their dimension is at most this many times their mean number of stored
     * entries: a column then costs {@code dimension} vectorised additions per row, against a merge of two index
     * lists per row. Measured on 2 cores, whole {@code infens train} with the Gaussian kernel: 10,000 rows of 123
     * binary features, 14 set per row (the shape of LIBSVM's a9a; ratio 8.8), 9.8 s with the merge and 3.1 s with
     * the copy (svm-train: 6.5 s); 6,000 rows with 10 entries per row: ratio 16, 5.6 s and 2.3 s; ratio 32, 5.4 s
     * and 4.9 s; ratio 64, 5.5 s and 13.9 s. Hence 24.
     */
    static final int SPARSE_DIMENSION_RATIO = 24;

    /**
     * The transposed copy of {@code rows} of {@code b} for queries from {@code a}, or null when the fast form does
     * not apply: sparse rows of a dimension over {@value #SPARSE_DIMENSION_RATIO} times their mean number of stored
     * entries (a merge is cheaper), or more than {@code maxBytes}.
     */
    static TransposedRows transpose(Dataset a, Dataset b, int[] rows, long maxBytes) {
        if (TransposedRows.bytes(rows.length, b.dimension()) > maxBytes) {
            return null;
        }
        if (a.isSparse() || b.isSparse()) {
            long stored = 0;
            for (int r : rows) {
                stored += b.storedCount(r);
            }
            if ((double) b.dimension() * rows.length > (double) SPARSE_DIMENSION_RATIO * Math.max(1, stored)) {
                return null;
            }
        }
        return TransposedRows.forQueries(a, b, rows);
    }

    /**
     * {@code out[p]} = the distance {@link DistanceKernel#fromDistance} takes between {@code x} and the row at
     * position p: L1, or squared L2.
     */
    static void distances(TransposedRows t, DistanceKernel.Metric metric, double[] x, int from, int to,
                          double[] out) {
        if (metric == DistanceKernel.Metric.L1) {
            t.l1Distances(x, from, to, out);
        } else {
            t.squaredDistances(x, from, to, out);
        }
    }

    /** Writes the kernel values of query row {@code i} (whose features are {@code x}) into {@code out[from, to)}. */
    abstract void compute(double[] x, int i, int from, int to, double[] out);

    @Override
    public void column(int i, int from, int to, double[] out) {
        compute(queries.row(i), i, from, to, out);
    }

    @Override
    public void swap(int p, int q) {
        rows.swap(p, q);
    }

    @Override
    public long bytes() {
        return TransposedRows.bytes(rows.size(), rows.dimension());
    }
}

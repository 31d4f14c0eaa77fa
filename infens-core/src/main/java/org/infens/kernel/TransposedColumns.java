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
     * The transposed copy of {@code rows} of {@code b} for queries from {@code a}, or null when the fast form does
     * not apply: sparse rows (whose sums run in another order), different dimensions, or more than {@code maxBytes}.
     */
    static TransposedRows transpose(Dataset a, Dataset b, int[] rows, long maxBytes) {
        if (a.isSparse() || b.isSparse() || a.dimension() != b.dimension()
                || TransposedRows.bytes(rows.length, b.dimension()) > maxBytes) {
            return null;
        }
        return TransposedRows.of(b, rows);
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

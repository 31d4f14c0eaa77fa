package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.data.TransposedRows;

/**
 * A kernel that is a function of a distance between its arguments: the stump and Laplacian kernels of the L1
 * distance, the perceptron and exponential kernels of the L2 distance (Lin &amp; Li 2008, Def. 3, Def. 9, Sec. 5).
 */
public interface DistanceKernel extends Kernel {
    /** Which distance the kernel is a function of. */
    enum Metric {
        /** Manhattan distance ||x-x'||_1. */
        L1,
        /** Euclidean distance ||x-x'||_2 (passed to {@link #fromDistance} squared). */
        L2
    }

    /** The metric. */
    Metric metric();

    /** k from the distance: ||x-x'||_1 for {@link Metric#L1}, ||x-x'||_2^2 for {@link Metric#L2}. */
    double fromDistance(double distance);

    @Override
    default double value(Dataset a, int i, Dataset b, int j) {
        Checks.requirePrepared(this);
        return fromDistance(metric() == Metric.L1 ? a.l1Distance(i, b, j) : a.squaredDistance(i, b, j));
    }

    @Override
    default Evaluator evaluator(Dataset a, Dataset b) {
        Checks.requirePrepared(this);
        boolean l1 = metric() == Metric.L1;
        return new Evaluator() {
            @Override
            public double value(int i, int j) {
                return fromDistance(l1 ? a.l1Distance(i, b, j) : a.squaredDistance(i, b, j));
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                if (l1) {
                    a.l1Distances(i, b, js, from, to, out);
                } else {
                    a.squaredDistances(i, b, js, from, to, out);
                }
                for (int t = from; t < to; t++) {
                    out[t] = fromDistance(out[t]);
                }
            }

            @Override
            public Columns columns(int[] rows, long maxBytes) {
                TransposedRows t = TransposedColumns.transpose(a, b, rows, maxBytes);
                return t == null ? null : new TransposedColumns(a, t) {
                    @Override
                    void compute(double[] x, int i, int from, int to, double[] out) {
                        TransposedColumns.distances(t, metric(), x, from, to, out);
                        for (int p = from; p < to; p++) {
                            out[p] = fromDistance(out[p]);
                        }
                    }
                };
            }
        };
    }
}

package org.infens.kernel;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.infens.data.Dataset;
import org.infens.data.TransposedRows;

/**
 * Kernel columns of one training set, computed once and shared by many SVM solves on it: the trick of
 * Lin &amp; Li 2008, Sec. 6.4 that makes model selection with the stump and perceptron kernels cheap. Their values do
 * not depend on any grid parameter, so every C of a grid (and every one-vs-one pair) reads the same columns; for the
 * Laplacian and Gaussian kernels, which do depend on gamma, the store holds distances instead ({@link #ofDistances})
 * and every gamma maps them through its {@link DistanceKernel#fromDistance}.
 *
 * <p>A column is the quantity between one row and every row of the set, in row order, computed in full the first
 * time any solver asks for any part of it, and kept while the memory budget lasts: when the budget holds all
 * {@code 8 n^2} bytes the store becomes the whole Gram (or distance) matrix after the first solves; otherwise the
 * first columns asked for are kept (the support vectors of the first solve, which the next C mostly asks for
 * again) and the others are computed anew on each request, exactly as without the store. The solvers keep their own
 * LRU caches on top; a hit here costs a copy instead of a kernel evaluation.
 *
 * <p>Values are bit-identical with the kernel's own evaluator ({@link Kernel.Evaluator#row} of the kernel, or the
 * {@link Dataset} distance batch followed by {@code fromDistance}, as {@link DistanceKernel} does; full columns
 * through the faster {@link Kernel.Columns} or {@link TransposedRows} where they apply, which give the same bits), so a
 * solver reading this store produces the same model as one computing them itself. Thread-safe: columns are
 * published through an atomic array; two threads racing on one column compute the same values and one copy is kept,
 * so only speed, never results, depends on timing.
 */
public final class SharedKernelColumns {
    private final Dataset data;
    private final int size;
    private final int[] identity;
    /** The kernel whose values are stored, or null for a distance store. */
    private final Kernel kernel;
    private final Kernel.Evaluator kernelEvaluator;
    /** The metric of a distance store, or null for a kernel store. */
    private final DistanceKernel.Metric metric;
    private final AtomicReferenceArray<double[]> columns;
    private final AtomicLong freeBytes;
    /** Fast full columns of a kernel store (dense rows), or null. */
    private final Kernel.Columns fastKernel;
    /** Fast full columns of a distance store (dense rows), or null. */
    private final TransposedRows fastDistances;

    private SharedKernelColumns(Dataset data, Kernel kernel, DistanceKernel.Metric metric, long budgetBytes) {
        this.data = Objects.requireNonNull(data, "data");
        if (budgetBytes < 0) {
            throw new IllegalArgumentException("budgetBytes must be >= 0, got " + budgetBytes);
        }
        this.size = data.size();
        this.identity = new int[size];
        for (int i = 0; i < size; i++) {
            identity[i] = i;
        }
        this.kernel = kernel;
        this.kernelEvaluator = kernel == null ? null : kernel.evaluator(data, data);
        this.metric = metric;
        this.columns = new AtomicReferenceArray<>(size);
        // full columns come from a feature-major copy of dense rows (as large as the rows themselves) when it is at
        // most half the budget; the copy is not counted in the budget, which stays the columns' own
        long half = budgetBytes / 2;
        this.fastKernel = kernelEvaluator == null ? null : kernelEvaluator.columns(identity, half);
        this.fastDistances = metric == null ? null : TransposedColumns.transpose(data, data, identity, half);
        this.freeBytes = new AtomicLong(budgetBytes);
    }

    /**
     * A store of the values of {@code kernel} between the rows of {@code data}.
     *
     * @param kernel      a prepared kernel ({@link Kernel#prepare} on {@code data}, as the trainer will do)
     * @param data        the training rows
     * @param budgetBytes memory for kept columns ({@code 8 * data.size()} bytes each)
     */
    public static SharedKernelColumns ofKernel(Kernel kernel, Dataset data, long budgetBytes) {
        Objects.requireNonNull(kernel, "kernel");
        Checks.requirePrepared(kernel);
        return new SharedKernelColumns(data, kernel, null, budgetBytes);
    }

    /**
     * A store of the distances of {@code metric} between the rows of {@code data} (L1 distances, or squared L2
     * distances as {@link DistanceKernel#fromDistance} takes them), shared by distance kernels of any gamma.
     *
     * @param budgetBytes memory for kept columns ({@code 8 * data.size()} bytes each)
     */
    public static SharedKernelColumns ofDistances(DistanceKernel.Metric metric, Dataset data, long budgetBytes) {
        return new SharedKernelColumns(data, null, Objects.requireNonNull(metric, "metric"), budgetBytes);
    }

    /** The bytes a store of {@code rows} rows needs to keep every column: {@code 8 rows^2}. */
    public static long fullBytes(int rows) {
        return 8L * rows * rows;
    }

    /** The rows the store is over. */
    public Dataset data() {
        return data;
    }

    /**
     * Whether the store can serve {@code k}: a kernel store only its own kernel (equal spec), a distance store any
     * {@link DistanceKernel} of its metric.
     */
    public boolean serves(Kernel k) {
        if (kernel != null) {
            return kernel.spec().equals(k.spec());
        }
        return k instanceof DistanceKernel d && d.metric() == metric && d.isPrepared();
    }

    /** The number of columns kept so far (for reports and tests). */
    public int keptColumns() {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (columns.get(i) != null) {
                n++;
            }
        }
        return n;
    }

    /**
     * An evaluator of {@code k} between the rows {@code rows[0], rows[1], ...} of the store's data set (row
     * {@code i} of the evaluator is row {@code rows[i]} of the data set), reading the store.
     *
     * @throws IllegalArgumentException if the store does not {@linkplain #serves serve} {@code k} or a row is out of
     *                                  range
     */
    public Kernel.Evaluator evaluator(Kernel k, int[] rows) {
        if (!serves(k)) {
            throw new IllegalArgumentException("kernel " + k.spec() + " cannot be read from a store of "
                    + (kernel != null ? "kernel " + kernel.spec() : metric + " distances"));
        }
        int[] map = rows.clone();
        for (int r : map) {
            if (r < 0 || r >= size) {
                throw new IllegalArgumentException("row " + r + " not in [0, " + size + ")");
            }
        }
        DistanceKernel distanceKernel = kernel == null ? (DistanceKernel) k : null;
        return new Kernel.Evaluator() {
            @Override
            public double value(int i, int j) {
                // single values (the solver's diagonal) read a kept column but never start one
                double[] col = columns.get(map[i]);
                double v = col != null ? col[map[j]] : direct(map[i], map[j]);
                return distanceKernel == null ? v : distanceKernel.fromDistance(v);
            }

            @Override
            public void row(int i, int[] js, int from, int to, double[] out) {
                double[] col = column(map[i]);
                if (col != null) {
                    for (int t = from; t < to; t++) {
                        out[t] = col[map[js[t]]];
                    }
                } else {
                    int[] mapped = new int[to];
                    for (int t = from; t < to; t++) {
                        mapped[t] = map[js[t]];
                    }
                    directRow(map[i], mapped, from, to, out);
                }
                if (distanceKernel != null) {
                    for (int t = from; t < to; t++) {
                        out[t] = distanceKernel.fromDistance(out[t]);
                    }
                }
            }
        };
    }

    /** The kept column of row r, computing it if the budget allows, or null when it is not kept. */
    private double[] column(int r) {
        double[] col = columns.get(r);
        if (col != null) {
            return col;
        }
        long bytes = 8L * size;
        if (freeBytes.addAndGet(-bytes) < 0) {
            freeBytes.addAndGet(bytes);
            return null;
        }
        col = new double[size];
        if (fastKernel != null) {
            fastKernel.column(r, 0, size, col);
        } else if (fastDistances != null) {
            TransposedColumns.distances(fastDistances, metric, data.row(r), 0, size, col);
        } else {
            directRow(r, identity, 0, size, col);
        }
        if (!columns.compareAndSet(r, null, col)) {
            freeBytes.addAndGet(bytes);
            return columns.get(r);
        }
        return col;
    }

    /** The stored quantity between rows r and js[t], computed by the batch code. */
    private void directRow(int r, int[] js, int from, int to, double[] out) {
        if (kernel != null) {
            kernelEvaluator.row(r, js, from, to, out);
        } else if (metric == DistanceKernel.Metric.L1) {
            data.l1Distances(r, data, js, from, to, out);
        } else {
            data.squaredDistances(r, data, js, from, to, out);
        }
    }

    private double direct(int r, int s) {
        double[] one = new double[1];
        directRow(r, new int[] {s}, 0, 1, one);
        return one[0];
    }
}

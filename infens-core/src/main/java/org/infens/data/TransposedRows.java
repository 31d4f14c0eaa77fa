package org.infens.data;

import java.util.Arrays;
import java.util.Objects;

/**
 * Rows of a {@link Dataset} stored densely feature by feature (column-major), in an order that can be permuted: the
 * layout behind fast kernel columns. A kernel column is one query row against many rows; row-major storage computes
 * it as one short reduction per row, while here the inner loop runs over rows with no dependency between
 * iterations, which the JIT compiles to SIMD instructions. On 10,000 x 20 dense rows a column of squared distances
 * takes about 40% of the time of {@link Dataset#squaredDistances}, and a Gaussian kernel column about 60%, the
 * exponential being the rest (JDK 17, AVX2).
 *
 * <p>Results are bit-identical with {@link Dataset#dot}, {@link Dataset#squaredDistance} and
 * {@link Dataset#l1Distance} between two dense rows: those add the terms of features {@code k = 0, 4, 8, ...}
 * (of the features both rows have) into a first partial sum, {@code k = 1, 5, ...} into a second, and so on, the
 * features after the last full group of four into the first, take {@code (s0 + s1) + (s2 + s3)}, and add the terms
 * of the features only the wider row has one by one; this class keeps the four partial sums per row in the same
 * order. Between sparse rows, or a sparse and a dense row, those functions keep one sum in increasing feature
 * order, and so does this class for rows copied by {@link #forQueries} from sparse storage. Solvers can therefore
 * mix both forms and still see one kernel.
 *
 * <p>{@link #swap} exchanges two positions, as LIBSVM's solver does when it shrinks. Not thread-safe for
 * {@link #swap}; the column methods only read and may run on several threads at once.
 */
public final class TransposedRows {
    /** Positions per block: a block's four partial sums (4 x 512 doubles) stay in the level-1 and -2 caches. */
    private static final int BLOCK = 512;

    private final int dimension;
    /** {@code features[k][p]}: feature k of the row at position p. */
    private final double[][] features;
    private final int size;
    /** One sum per row in feature order (the sparse and mixed pairwise functions) instead of four partial sums. */
    private final boolean inFeatureOrder;
    /**
     * Per-thread partial sums 1..3, {@link #size} long. They are indexed by position, like the features and the
     * output: with one index for every array in a loop the JIT can prove the iterations independent and vectorise
     * them (with a block-local index it could not rule out overlap, and the loops ran at half the speed).
     */
    private final ThreadLocal<double[][]> scratch;

    private TransposedRows(double[][] features, int dimension, int size, boolean inFeatureOrder) {
        this.features = features;
        this.dimension = dimension;
        this.size = size;
        this.inFeatureOrder = inFeatureOrder;
        this.scratch = ThreadLocal.withInitial(() -> new double[inFeatureOrder ? 0 : 3][size]);
    }

    /**
     * The rows {@code rows[0], rows[1], ...} of {@code data} (position p holds row {@code rows[p]}), summed in the
     * order {@link Dataset}'s pairwise functions use between a row of {@code queries} and a row of {@code data}:
     * four partial sums when both are dense; otherwise (a sparse merge, or a sparse row walked along a dense one)
     * one sum in increasing feature order, which a column in feature order reproduces exactly, since the features
     * that are zero in both rows add exact zeros. Sparse rows are stored densely here: this pays when the
     * dimension is a small multiple of the stored entries per row (the caller decides).
     *
     * <p>The two sets may differ in dimension (a test file whose largest feature index is not the training file's),
     * as the pairwise functions allow: the features only one side has are zero on the other and come last (in
     * the four-partial-sum order, after the partial sums are combined).
     */
    public static TransposedRows forQueries(Dataset queries, Dataset data, int[] rows) {
        Objects.requireNonNull(queries, "queries");
        Objects.requireNonNull(data, "data");
        boolean inFeatureOrder = queries.isSparse() || data.isSparse();
        int d = data.dimension();
        int m = rows.length;
        double[][] f = new double[d][m];
        double[] x = new double[d];
        for (int p = 0; p < m; p++) {
            data.copyRow(rows[p], x);
            for (int k = 0; k < d; k++) {
                f[k][p] = x[k];
            }
        }
        return new TransposedRows(f, d, m, inFeatureOrder);
    }

    /**
     * Bytes the transposed copy of {@code rows} rows of dimension {@code dimension} takes, with one thread's partial
     * sums (each further thread that computes columns adds {@code 24 rows}).
     */
    public static long bytes(int rows, int dimension) {
        return 8L * rows * dimension + 16L * dimension + 24L * rows;
    }

    /** Number of positions. */
    public int size() {
        return size;
    }

    /** Number of features. */
    public int dimension() {
        return dimension;
    }

    /** Exchanges the rows at positions p and q. */
    public void swap(int p, int q) {
        for (double[] f : features) {
            double t = f[p];
            f[p] = f[q];
            f[q] = t;
        }
    }

    private static final int DOT = 0;
    private static final int SQUARED_DISTANCE = 1;
    private static final int L1_DISTANCE = 2;

    /** {@code out[p] = x . row at p} for p in {@code [from, to)}; {@code x} has {@link #dimension()} values. */
    public void dots(double[] x, int from, int to, double[] out) {
        compute(DOT, x, from, to, out);
    }

    /** {@code out[p] = ||x - row at p||^2} for p in {@code [from, to)}. */
    public void squaredDistances(double[] x, int from, int to, double[] out) {
        compute(SQUARED_DISTANCE, x, from, to, out);
    }

    /** {@code out[p] = ||x - row at p||_1} for p in {@code [from, to)}. */
    public void l1Distances(double[] x, int from, int to, double[] out) {
        compute(L1_DISTANCE, x, from, to, out);
    }

    private void compute(int op, double[] x, int from, int to, double[] out) {
        Objects.checkFromToIndex(from, to, size);
        if (from == to) {
            return;
        }
        if (inFeatureOrder) {
            int common = Math.min(dimension, x.length);
            for (int start = from; start < to; start += BLOCK) {
                int end = Math.min(to, start + BLOCK);
                Arrays.fill(out, start, end, 0.0);
                for (int k = 0; k < dimension; k++) {
                    add(op, features[k], k < common ? x[k] : 0.0, start, end, out);
                }
                addQueryBeyondRows(op, x, start, end, out);
            }
            return;
        }
        // partial sums 1..3, indexed like out and the features (see scratch); partial sum 0 accumulates in out
        double[][] sums = scratch.get();
        double[] s1 = sums[0];
        double[] s2 = sums[1];
        double[] s3 = sums[2];
        // Dataset's four partial sums run over the features both rows have, in full groups of four; the features
        // that only the wider row has follow, one by one, and add nothing to a dot product
        int common = Math.min(dimension, x.length);
        int grouped = common & ~3;
        for (int start = from; start < to; start += BLOCK) {
            int end = Math.min(to, start + BLOCK);
            if (grouped == 0) {
                Arrays.fill(out, start, end, 0.0);
                Arrays.fill(s1, start, end, 0.0);
                Arrays.fill(s2, start, end, 0.0);
                Arrays.fill(s3, start, end, 0.0);
            } else {
                first(op, features[0], x[0], start, end, out);
                first(op, features[1], x[1], start, end, s1);
                first(op, features[2], x[2], start, end, s2);
                first(op, features[3], x[3], start, end, s3);
            }
            for (int k = 4; k < grouped; k += 4) {
                add(op, features[k], x[k], start, end, out);
                add(op, features[k + 1], x[k + 1], start, end, s1);
                add(op, features[k + 2], x[k + 2], start, end, s2);
                add(op, features[k + 3], x[k + 3], start, end, s3);
            }
            for (int k = grouped; k < common; k++) {
                add(op, features[k], x[k], start, end, out);
            }
            for (int t = start; t < end; t++) {
                out[t] = (out[t] + s1[t]) + (s2[t] + s3[t]);
            }
            for (int k = common; k < dimension && op != DOT; k++) {
                add(op, features[k], 0.0, start, end, out);
            }
            addQueryBeyondRows(op, x, start, end, out);
        }
    }

    /**
     * Adds, one by one, the terms of the query's features beyond the rows' (zero in every row) to {@code out[from,
     * to)}: they come last in the pairwise functions' sums, and add nothing to a dot product.
     */
    private void addQueryBeyondRows(int op, double[] x, int from, int to, double[] out) {
        for (int k = dimension; k < x.length && op != DOT; k++) {
            double term = op == SQUARED_DISTANCE ? x[k] * x[k] : Math.abs(x[k]);
            for (int t = from; t < to; t++) {
                out[t] += term;
            }
        }
    }

    /** {@code s[t] = 0 + term(f[t], c)}: the first term of a partial sum (0 + -0.0 is +0.0, as in a sum). */
    private static void first(int op, double[] f, double c, int from, int to, double[] s) {
        switch (op) {
            case DOT:
                for (int t = from; t < to; t++) {
                    s[t] = 0.0 + c * f[t];
                }
                break;
            case SQUARED_DISTANCE:
                for (int t = from; t < to; t++) {
                    double u = c - f[t];
                    s[t] = u * u;
                }
                break;
            default:
                for (int t = from; t < to; t++) {
                    s[t] = Math.abs(c - f[t]);
                }
        }
    }

    /** {@code s[t] += term(f[t], c)}. */
    private static void add(int op, double[] f, double c, int from, int to, double[] s) {
        switch (op) {
            case DOT:
                for (int t = from; t < to; t++) {
                    s[t] += c * f[t];
                }
                break;
            case SQUARED_DISTANCE:
                for (int t = from; t < to; t++) {
                    double u = c - f[t];
                    s[t] += u * u;
                }
                break;
            default:
                for (int t = from; t < to; t++) {
                    s[t] += Math.abs(c - f[t]);
                }
        }
    }
}

package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * A kernel function k(x, x') between feature rows.
 *
 * <p>Rows are addressed as row {@code i} of one {@link Dataset} and row {@code j} of another, so one kernel serves
 * dense and sparse rows and an evaluation allocates nothing. Solvers do not call {@link #value} in their loops:
 * they ask once for an {@link Evaluator} bound to a pair of data sets ({@link #evaluator}), which precomputes what
 * the kernel needs per row (norms for {@link DotProductKernel} and {@link DistanceKernel}).
 *
 * <p>Implementations are immutable and thread-safe, and every kernel can be written back as its {@link #spec()}
 * (which {@link Kernels#fromSpec} turns into an equal kernel), which is how kernels are saved in model files.
 */
public interface Kernel {
    /** k(row i of a, row j of b). */
    double value(Dataset a, int i, Dataset b, int j);

    /**
     * An evaluator of k(row i of a, row j of b) that may precompute per-row quantities. The default evaluates
     * {@link #value} directly.
     */
    default Evaluator evaluator(Dataset a, Dataset b) {
        return (i, j) -> value(a, i, b, j);
    }

    /**
     * Whether this kernel is only conditionally positive definite (e.g. the simplified stump kernel
     * -||x-x'||_1): its Gram matrix is positive semi-definite on the subspace {@code sum_i alpha_i y_i = 0}, which
     * is all that an SVM with a bias term needs (Lin &amp; Li 2008, Thm. 4 and Sec. 4). Such a kernel must not be used
     * by learners without that constraint.
     */
    default boolean isConditionallyPositiveDefinite() {
        return false;
    }

    /**
     * This kernel with every constant that depends on the training data fixed from {@code training}: the full
     * stump kernel's Delta_S from the feature ranges (Lin &amp; Li 2008, Def. 3), the middle-stump kernel's thresholds,
     * a Gaussian kernel's default gamma = 1/d as in LIBSVM. Trainers call this once at the start of {@code fit} and
     * store the result in the model; kernels without such constants return themselves.
     */
    default Kernel prepare(Dataset training) {
        return this;
    }

    /**
     * Whether every data-dependent constant of this kernel is fixed. A kernel built without them (e.g.
     * {@code rbf} without gamma, {@code stump(delta=full)}, {@code middle-stump} without thresholds) is unprepared:
     * it refuses to evaluate ({@link IllegalStateException}) until {@link #prepare} has filled them in.
     */
    default boolean isPrepared() {
        return true;
    }

    /** This kernel's spec, complete enough to rebuild it with {@link Kernels#fromSpec}. */
    Spec spec();

    /**
     * This kernel's {@link AdditiveForm} when it is additive with piecewise-linear terms (the stump and histogram
     * intersection kernels, their positive multiples and sums), else empty. Solvers and models use it to work with
     * sorted knots instead of kernel values ({@link AdditiveExpansion}, {@link SortedFeatures}); the values it gives
     * equal {@link #value} up to rounding.
     *
     * @throws IllegalStateException if the kernel is additive but not {@linkplain #isPrepared() prepared}
     */
    default java.util.Optional<AdditiveForm> additiveForm() {
        return java.util.Optional.empty();
    }

    /**
     * k bound to a pair of data sets. Evaluators hold only read-only state after construction, so one evaluator may
     * be called from several threads at once (solvers compute kernel columns in parallel).
     */
    @FunctionalInterface
    interface Evaluator {
        /** k(row i of a, row j of b). */
        double value(int i, int j);

        /**
         * Writes {@code out[t] = k(i, js[t])} for {@code t} in {@code [from, to)}. Kernel-column computation in
         * solvers goes through this method so that an evaluator can specialise the loop.
         */
        default void row(int i, int[] js, int from, int to, double[] out) {
            for (int t = from; t < to; t++) {
                out[t] = value(i, js[t]);
            }
        }

        /**
         * Kernel columns against the rows {@code rows[0], rows[1], ...} of the second data set, held in an order the
         * caller may permute, where the kernel has a faster form than {@link #row} for them (the distance and
         * dot-product kernels on dense rows, or sparse ones that are not too sparse, through
         * {@link org.infens.data.TransposedRows});
         * null otherwise, or when that form would hold more than {@code maxBytes}. Values are bit-identical with
         * {@link #value}.
         */
        default Columns columns(int[] rows, long maxBytes) {
            return null;
        }
    }

    /** Kernel columns from {@link Evaluator#columns}: the second set's rows by position, in a permutable order. */
    interface Columns {
        /**
         * {@code out[p] = k(row i of the first set, the row at position p)} for {@code p} in {@code [from, to)}.
         * Several threads may call this at once (on disjoint ranges of {@code out}).
         */
        void column(int i, int from, int to, double[] out);

        /** Exchanges the rows at positions p and q (not concurrently with {@link #column}). */
        void swap(int p, int q);

        /** The memory held, in bytes. */
        long bytes();
    }
}

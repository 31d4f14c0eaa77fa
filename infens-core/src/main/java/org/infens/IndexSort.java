package org.infens;

/**
 * A stable sort of {@code int} indices by {@code double} keys: the presort of C4.5's split search and of the stump
 * searches, the breakpoints of the perceptron's line search, and the sorted columns of the additive kernels' solvers
 * on up to millions of rows.
 *
 * <p>Hand-written because the JDK sorts primitives only by their own value and indices only boxed (an
 * {@code Integer[]} with a comparator is about 5 times slower and allocates per element on 10^6 rows). Stability
 * makes the order of equal keys, and so every tie broken by it and every sum over them, depend on nothing but the
 * given order. A bottom-up merge sort over insertion-sorted runs of 32, ping-ponging between the indices and a
 * buffer. {@code -0.0} and {@code 0.0} are equal keys; NaN has no place in an order and is refused.
 */
public final class IndexSort {
    private static final int RUN = 32;

    private IndexSort() {
    }

    /**
     * Sorts {@code index[from, to)} so that {@code keys[index[k]]} is non-decreasing; equal keys keep their order.
     *
     * @param keys  the key of each index (read only)
     * @param index the indices to sort, in place
     * @param from  first position, inclusive
     * @param to    last position, exclusive
     * @throws IllegalArgumentException if a key is NaN
     */
    public static void sort(double[] keys, int[] index, int from, int to) {
        sort(keys, index, from, to, new int[Math.max(0, to - from)]);
    }

    /**
     * {@link #sort(double[], int[], int, int)} with the caller's scratch space, for callers that sort many ranges.
     *
     * @param buffer scratch space of at least {@code to - from} ints
     * @throws IllegalArgumentException if a key is NaN
     */
    public static void sort(double[] keys, int[] index, int from, int to, int[] buffer) {
        for (int k = from; k < to; k++) {
            if (Double.isNaN(keys[index[k]])) {
                throw new IllegalArgumentException("keys must not be NaN, got NaN at index " + index[k]);
            }
        }
        int n = to - from;
        for (int s = from; s < to; s += RUN) {
            insertion(index, keys, s, Math.min(to, s + RUN));
        }
        int[] src = index;
        int[] dst = buffer;
        int srcOff = from;
        int dstOff = 0;
        for (int width = RUN; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(n, lo + width);
                int hi = Math.min(n, lo + 2 * width);
                merge(src, srcOff, keys, lo, mid, hi, dst, dstOff);
            }
            int[] t = src;
            src = dst;
            dst = t;
            int o = srcOff;
            srcOff = dstOff;
            dstOff = o;
        }
        if (src != index) {
            System.arraycopy(src, srcOff, index, from, n);
        }
    }

    /** The permutation that sorts {@code keys} ascending, stably. */
    public static int[] order(double[] keys) {
        int[] index = new int[keys.length];
        for (int i = 0; i < index.length; i++) {
            index[i] = i;
        }
        sort(keys, index, 0, index.length);
        return index;
    }

    private static void insertion(int[] idx, double[] key, int from, int to) {
        for (int i = from + 1; i < to; i++) {
            int v = idx[i];
            double k = key[v];
            int j = i - 1;
            while (j >= from && key[idx[j]] > k) {
                idx[j + 1] = idx[j];
                j--;
            }
            idx[j + 1] = v;
        }
    }

    private static void merge(int[] src, int srcOff, double[] key, int lo, int mid, int hi, int[] dst, int dstOff) {
        int a = lo;
        int b = mid;
        int out = lo;
        while (a < mid && b < hi) {
            int ia = src[srcOff + a];
            int ib = src[srcOff + b];
            if (key[ib] < key[ia]) {
                dst[dstOff + out++] = ib;
                b++;
            } else {
                dst[dstOff + out++] = ia;
                a++;
            }
        }
        while (a < mid) {
            dst[dstOff + out++] = src[srcOff + a++];
        }
        while (b < hi) {
            dst[dstOff + out++] = src[srcOff + b++];
        }
    }
}

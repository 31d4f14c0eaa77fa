package org.infens.kernel;

/**
 * A stable sort of int indices by double keys, for the additive-kernel structures: the JDK sorts primitives only by
 * their own value and indices only boxed (an {@code Integer[]} with a comparator is about 5 times slower and
 * allocates per element on 10^6 rows), and stability makes the order of equal keys, and so every sum over them,
 * depend on nothing but the input order. Hand-written for that reason; a bottom-up merge sort with insertion-sorted
 * runs of 32. Package-private.
 */
final class IndexSort {
    private static final int RUN = 32;

    private IndexSort() {
    }

    /**
     * Sorts {@code idx[from, to)} so that {@code key[idx[.]]} is non-decreasing, keeping the given order of equal
     * keys. Keys must not be NaN.
     *
     * @param buffer scratch space of at least {@code to - from} ints
     */
    static void byKey(int[] idx, double[] key, int from, int to, int[] buffer) {
        int n = to - from;
        for (int s = from; s < to; s += RUN) {
            insertion(idx, key, s, Math.min(to, s + RUN));
        }
        int[] src = idx;
        int[] dst = buffer;
        int srcOff = from;
        int dstOff = 0;
        for (int width = RUN; width < n; width *= 2) {
            for (int lo = 0; lo < n; lo += 2 * width) {
                int mid = Math.min(n, lo + width);
                int hi = Math.min(n, lo + 2 * width);
                merge(src, srcOff, key, lo, mid, hi, dst, dstOff);
            }
            int[] t = src;
            src = dst;
            dst = t;
            int o = srcOff;
            srcOff = dstOff;
            dstOff = o;
        }
        if (src != idx) {
            System.arraycopy(src, srcOff, idx, from, n);
        }
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

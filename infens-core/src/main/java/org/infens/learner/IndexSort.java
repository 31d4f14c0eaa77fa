package org.infens.learner;

/**
 * Sorting row indices by a key without boxing: the presort of the C4.5 split search, the breakpoints of the
 * perceptron's line search and the columns of AdaBoost.MH's stump search.
 *
 * <p>A stable merge sort on {@code int} indices (Java's library sorts only boxed indices by key, which costs an
 * {@code Integer} per row and a comparator call per comparison). Stability makes the order, and so every tie broken
 * by it, independent of how the rows arrived.
 */
public final class IndexSort {
    private IndexSort() {
    }

    /**
     * Sorts {@code index[from..to)} so that {@code keys[index[k]]} is non-decreasing; equal keys keep their order.
     *
     * @param keys  the key of each index (read only)
     * @param index the indices to sort, in place
     * @param from  first position, inclusive
     * @param to    last position, exclusive
     * @throws IllegalArgumentException if a key is NaN (NaN has no place in an order)
     */
    public static void sort(double[] keys, int[] index, int from, int to) {
        for (int k = from; k < to; k++) {
            if (Double.isNaN(keys[index[k]])) {
                throw new IllegalArgumentException("keys must not be NaN, got NaN at index " + index[k]);
            }
        }
        if (to - from < 2) {
            return;
        }
        int[] buffer = new int[to - from];
        mergeSort(keys, index, buffer, from, to);
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

    private static void mergeSort(double[] keys, int[] a, int[] buffer, int from, int to) {
        int n = to - from;
        if (n <= 24) {
            for (int i = from + 1; i < to; i++) {
                int v = a[i];
                double kv = keys[v];
                int j = i - 1;
                while (j >= from && keys[a[j]] > kv) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = v;
            }
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(keys, a, buffer, from, mid);
        mergeSort(keys, a, buffer, mid, to);
        if (keys[a[mid - 1]] <= keys[a[mid]]) {
            return;
        }
        System.arraycopy(a, from, buffer, 0, n);
        int i = 0;
        int iEnd = mid - from;
        int j = iEnd;
        for (int k = from; k < to; k++) {
            if (j >= n || (i < iEnd && keys[buffer[i]] <= keys[buffer[j]])) {
                a[k] = buffer[i++];
            } else {
                a[k] = buffer[j++];
            }
        }
    }
}

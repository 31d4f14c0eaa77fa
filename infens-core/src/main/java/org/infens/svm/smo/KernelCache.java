package org.infens.svm.smo;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * LRU cache of (partial) columns of Q, bounded in bytes: LIBSVM's {@code Cache} (Chang &amp; Lin, svm.cpp) with the
 * same policy, so the solver computes exactly the kernel values LIBSVM would.
 *
 * <p>Columns are stored in the solver's current (shrinking-permuted) order; {@link #swapIndex} keeps every cached
 * column consistent with a swap of two positions, dropping a column that holds one of the positions but not the
 * other (as LIBSVM does). The entry swaps inside the cached columns are deferred until the next {@link #request} and
 * then applied one column at a time: shrinking makes thousands of swaps in a row, and LIBSVM's order (every cached
 * column for each swap) touches one cache line in each of up to thousands of columns per swap, where the deferred
 * order works through one column, which stays in the processor's cache, before the next. The outcome is the same:
 * a column is dropped exactly when one of the swaps, in order, holds one position inside it and one outside.
 *
 * <p>Values are floats, as LIBSVM's {@code Qfloat}: the same memory holds twice as many columns as doubles would,
 * and with SMO a cache miss costs a whole kernel column. Measured on 20,000 ringnorm rows (Gaussian kernel, two
 * threads, in one JVM): with 100 MB of double columns (625 of them) a training took 0.85 s, with 200 MB 0.55 s; so
 * 100 MB of floats gives the speed of 200 MB of doubles, and svm-train's {@code -m} keeps its meaning, the
 * columns it holds. The solver computes each kernel value in double precision and rounds it once when it stores it;
 * the gradient, the diagonal Q_ii and rho stay in double precision, as in LIBSVM, and the models' decision values
 * are computed from the support vectors in double precision.
 *
 * <p>Memory is counted by the length of the arrays held. A full cache gives an evicted column's array to the new
 * column instead of allocating, and a finished solve can hand its arrays to the next one ({@link #release}): on a
 * 40,000-row problem and on model-selection grids, allocating a fresh array per column made the garbage collector
 * grow the heap to gigabytes and cost seconds of system time.
 */
final class KernelCache {
    private final float[][] data;
    private final int[] len;
    private final int[] prev;
    private final int[] next;
    /** Sentinel of the circular LRU list (index {@code l}). */
    private final int head;
    /** Free capacity, in floats: the budget less the lengths of the arrays held (an array may outlast its valid part). */
    private long free;
    /** The budget, in floats. */
    private final long budget;
    /** Arrays of earlier solves to reuse before allocating (and to return arrays to at the end), or null. */
    private final ArrayDeque<float[]> spare;
    /** Deferred entry swaps, as pairs (smaller position, larger position), in the order they were made. */
    private int[] pending = new int[64];
    private int pendingCount;

    /**
     * @param l     number of columns (and rows)
     * @param bytes memory budget; at least two full columns are always allowed
     * @param spare arrays to reuse and to give back at {@link #release}, or null
     */
    KernelCache(int l, long bytes, ArrayDeque<float[]> spare) {
        this.spare = spare;
        data = new float[l][];
        len = new int[l];
        prev = new int[l + 1];
        next = new int[l + 1];
        head = l;
        prev[head] = head;
        next[head] = head;
        long floats = bytes / Float.BYTES - (long) l * 8; // per-column bookkeeping, in float-sized units
        free = Math.max(floats, 2L * l);
        budget = free;
    }

    private void unlink(int h) {
        next[prev[h]] = next[h];
        prev[next[h]] = prev[h];
    }

    private void linkLast(int h) {
        next[h] = head;
        prev[h] = prev[head];
        next[prev[h]] = h;
        prev[head] = h;
    }

    /**
     * Makes column {@code index} hold at least {@code length} entries and marks it most recently used.
     *
     * @return the number of entries that were already valid; the caller fills {@code [returned, length)}
     */
    int request(int index, int length) {
        if (pendingCount > 0) {
            applyPendingSwaps();
        }
        int have = len[index];
        if (have > 0) {
            unlink(index);
        }
        if (length > have) {
            float[] col = data[index];
            int capacity = col == null ? 0 : col.length;
            if (capacity < length) {
                // evict least recently used columns until a new array of length fits with this column's old one
                // released; an evicted array long enough is taken over instead of allocating (when the cache is
                // full, every new column would otherwise be a fresh array and the evicted one garbage)
                float[] reused = null;
                while (free + capacity < length) {
                    int old = next[head];
                    unlink(old);
                    float[] v = data[old];
                    free += v.length;
                    data[old] = null;
                    len[old] = 0;
                    if (v.length >= length && (reused == null || v.length < reused.length)) {
                        reused = v;
                    }
                }
                float[] grown = reused != null && free + capacity >= reused.length ? reused
                        : fresh(length, free + capacity);
                if (have > 0) {
                    System.arraycopy(col, 0, grown, 0, have);
                }
                free += capacity - grown.length;
                data[index] = grown;
            }
            len[index] = length;
        } else {
            length = have;
        }
        linkLast(index);
        return Math.min(have, length);
    }

    /** An array of at least {@code length} and at most {@code room} floats: a spare one if one fits, else new. */
    private float[] fresh(int length, long room) {
        if (spare != null) {
            float[] a = spare.peek();
            if (a != null && a.length >= length && a.length <= room) {
                return spare.pop();
            }
        }
        return new float[length];
    }

    /**
     * Gives the held arrays to the spare arrays (if any), keeping the spares within this cache's budget, and empties
     * the cache.
     */
    void release() {
        long kept = 0;
        if (spare != null) {
            for (float[] a : spare) {
                kept += a.length;
            }
        }
        for (int h = next[head]; h != head; h = next[h]) {
            if (spare != null && kept + data[h].length <= budget) {
                spare.push(data[h]);
                kept += data[h].length;
            }
            data[h] = null;
            len[h] = 0;
        }
        next[head] = head;
        prev[head] = head;
        pendingCount = 0;
    }

    /** The storage of column {@code index} after {@link #request}. */
    float[] column(int index) {
        return data[index];
    }

    /** Keeps the cache consistent with swapping positions {@code i} and {@code j} in the solver's order. */
    void swapIndex(int i, int j) {
        if (i == j) {
            return;
        }
        if (len[i] > 0) {
            unlink(i);
        }
        if (len[j] > 0) {
            unlink(j);
        }
        float[] td = data[i];
        data[i] = data[j];
        data[j] = td;
        int tl = len[i];
        len[i] = len[j];
        len[j] = tl;
        if (len[i] > 0) {
            linkLast(i);
        }
        if (len[j] > 0) {
            linkLast(j);
        }
        if (2 * pendingCount + 2 > pending.length) {
            pending = Arrays.copyOf(pending, 2 * pending.length);
        }
        pending[2 * pendingCount] = Math.min(i, j);
        pending[2 * pendingCount + 1] = Math.max(i, j);
        pendingCount++;
    }

    /** Applies the deferred swaps to every cached column, one column at a time (see the class comment). */
    private void applyPendingSwaps() {
        int n = 2 * pendingCount;
        for (int h = next[head]; h != head; ) {
            int nh = next[h];
            float[] col = data[h];
            int length = len[h];
            for (int k = 0; k < n; k += 2) {
                int i = pending[k];
                int j = pending[k + 1];
                if (length > j) {
                    float t = col[i];
                    col[i] = col[j];
                    col[j] = t;
                } else if (length > i) {
                    unlink(h);
                    free += col.length;
                    data[h] = null;
                    len[h] = 0;
                    break;
                }
            }
            h = nh;
        }
        pendingCount = 0;
    }
}

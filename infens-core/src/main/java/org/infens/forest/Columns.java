package org.infens.forest;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.infens.data.Dataset;

/**
 * Presorted columns. {@link #order(double[])} and {@link #drawFeature} are public for other tree growers (the
 * partition trees of {@code org.infens.quasilinear}); the rest is internal to the forest.
 *
 * <p>The training data column by column with every column's row order by value, computed once per forest and shared
 * read-only by every tree (each tree keeps the rows it sampled, in this order). Presorting once and partitioning
 * the sorted orders at each split makes growing a tree O(n d depth) instead of sorting at every node.
 */
public final class Columns {
    final int n;
    final int d;
    /** values[f][i]: feature f of row i. */
    final double[][] values;
    /** order[f]: the rows sorted by feature f, ties by row index. */
    final int[][] order;

    Columns(Dataset data) {
        n = data.size();
        d = data.dimension();
        values = new double[d][n];
        double[] row = new double[d];
        for (int i = 0; i < n; i++) {
            data.copyRow(i, row);
            for (int f = 0; f < d; f++) {
                values[f][i] = row[f];
            }
        }
        order = new int[d][];
        for (int f = 0; f < d; f++) {
            order[f] = order(values[f]);
        }
    }

    /**
     * The t-th feature a split tries: swaps a feature drawn uniformly from {@code featureOrder[t..]} into place t and
     * returns it, one step of a partial Fisher-Yates shuffle, so the features a split tries are a uniformly random
     * subset in random order (Breiman's random feature selection, continued past the subset's size while no tried
     * feature splits the node).
     */
    public static int drawFeature(int[] featureOrder, int t, SplittableRandom rng) {
        int j = t + rng.nextInt(featureOrder.length - t);
        int f = featureOrder[j];
        featureOrder[j] = featureOrder[t];
        featureOrder[t] = f;
        return f;
    }

    /** The indices of {@code values} sorted by value, ties by index (stable); NaN last. */
    public static int[] order(double[] values) {
        int n = values.length;
        long[] keys = new long[n];
        // sort (value, index) pairs: rank the distinct values, then sort rank * n + index as longs
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int distinct = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || Double.compare(sorted[i], sorted[distinct - 1]) != 0) {
                sorted[distinct++] = sorted[i];
            }
        }
        for (int i = 0; i < n; i++) {
            long rank = Arrays.binarySearch(sorted, 0, distinct, values[i]);
            keys[i] = rank * n + i;
        }
        Arrays.sort(keys);
        int[] o = new int[n];
        for (int i = 0; i < n; i++) {
            o[i] = (int) (keys[i] % n);
        }
        return o;
    }
}

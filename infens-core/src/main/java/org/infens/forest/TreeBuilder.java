package org.infens.forest;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Grows one CART classification tree with Gini splits (Zhao 2017, Sec. 3.2.1-3.2.2) on weighted rows; a single-use
 * worker.
 *
 * <p>A node splits on the feature and threshold that minimise the weighted Gini impurity of the children,
 * w_l (1 - sum_c p_lc^2) + w_r (1 - sum_c p_rc^2), i.e. maximise sum_c w_lc^2 / w_l + sum_c w_rc^2 / w_r, over
 * thresholds halfway between consecutive distinct values that leave at least {@code minLeaf} rows on each side.
 * Features are drawn in a random order (a Fisher-Yates shuffle from the tree's generator); the first
 * {@code featuresPerSplit} are tried, and more only while none of them has a valid split (constant features), as
 * scikit-learn does. Ties keep the first best found (feature order as drawn, then the lower threshold). A split is
 * taken even when it does not lower the impurity (XOR needs such a first split). A node is a leaf when it holds one
 * class, fewer than {@code 2 minLeaf} rows, reaches {@code maxDepth}, or has no valid split; it predicts the class
 * of largest weight, ties to the lower class index.
 *
 * <p>Hot loop (the threshold scan): every feature's rows are kept sorted per node segment (presorted once in
 * {@link Columns}, partitioned stably at each split), so a node's scan is linear in its rows.
 */
final class TreeBuilder {
    private final Columns columns;
    private final int[] classOf;
    private final int classes;
    private final double[] weight;
    private final int featuresPerSplit;
    private final int minLeaf;
    private final int maxDepth;
    private final SplittableRandom rng;

    // growing state
    private int[][] sorted;
    private boolean[] goesLeft;
    private int[] buffer;
    private int[] featureOrder;
    private double[] total;
    private double[] leftWeight;
    private int[] feature = new int[16];
    private double[] threshold = new double[16];
    private int[] left = new int[16];
    private int[] right = new int[16];
    private int[] leafClass = new int[16];
    private int nodes;

    /**
     * @param columns          the presorted training data
     * @param classOf          class index of every row
     * @param classes          number of classes
     * @param weight           weight of every row; rows of weight 0 are left out
     * @param featuresPerSplit features tried per split, in [1, d]
     * @param minLeaf          fewest rows in a leaf
     * @param maxDepth         deepest leaf, 0 for unlimited
     * @param rng              this tree's generator (feature draws)
     */
    TreeBuilder(Columns columns, int[] classOf, int classes, double[] weight, int featuresPerSplit, int minLeaf,
                int maxDepth, SplittableRandom rng) {
        this.columns = columns;
        this.classOf = classOf;
        this.classes = classes;
        this.weight = weight;
        this.featuresPerSplit = featuresPerSplit;
        this.minLeaf = minLeaf;
        this.maxDepth = maxDepth;
        this.rng = rng;
    }

    DecisionTree build() {
        int n = columns.n;
        int d = columns.d;
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (weight[i] > 0) {
                m++;
            }
        }
        if (m == 0) {
            throw new IllegalArgumentException("a tree needs at least one row of positive weight");
        }
        sorted = new int[d][m];
        for (int f = 0; f < d; f++) {
            int[] o = columns.order[f];
            int[] s = sorted[f];
            for (int p = 0, q = 0; p < n; p++) {
                if (weight[o[p]] > 0) {
                    s[q++] = o[p];
                }
            }
        }
        goesLeft = new boolean[n];
        buffer = new int[m];
        featureOrder = new int[d];
        for (int f = 0; f < d; f++) {
            featureOrder[f] = f;
        }
        total = new double[classes];
        leftWeight = new double[classes];
        // explicit stack of (node, start, end, depth): deep trees do not overflow the call stack
        int[] stack = new int[64];
        int top = 0;
        addNode();
        stack[top++] = 0;
        stack[top++] = 0;
        stack[top++] = m;
        stack[top++] = 0;
        while (top > 0) {
            int depth = stack[--top];
            int end = stack[--top];
            int start = stack[--top];
            int node = stack[--top];
            int split = grow(node, start, end, depth);
            if (split < 0) {
                continue;
            }
            if (top + 8 > stack.length) {
                stack = Arrays.copyOf(stack, stack.length * 2);
            }
            // right pushed first so the left subtree is grown (and numbered) first
            stack[top++] = right[node];
            stack[top++] = split;
            stack[top++] = end;
            stack[top++] = depth + 1;
            stack[top++] = left[node];
            stack[top++] = start;
            stack[top++] = split;
            stack[top++] = depth + 1;
        }
        return new DecisionTree(Arrays.copyOf(feature, nodes), Arrays.copyOf(threshold, nodes),
                Arrays.copyOf(left, nodes), Arrays.copyOf(right, nodes), Arrays.copyOf(leafClass, nodes));
    }

    private int addNode() {
        if (nodes == feature.length) {
            int c = nodes * 2;
            feature = Arrays.copyOf(feature, c);
            threshold = Arrays.copyOf(threshold, c);
            left = Arrays.copyOf(left, c);
            right = Arrays.copyOf(right, c);
            leafClass = Arrays.copyOf(leafClass, c);
        }
        feature[nodes] = -1;
        left[nodes] = -1;
        right[nodes] = -1;
        return nodes++;
    }

    /** Makes {@code node} a leaf or splits it; returns the segment position where the right child starts, or -1. */
    private int grow(int node, int start, int end, int depth) {
        Arrays.fill(total, 0);
        int[] any = sorted[0];
        for (int p = start; p < end; p++) {
            total[classOf[any[p]]] += weight[any[p]];
        }
        int best = 0;
        int present = 0;
        for (int c = 0; c < classes; c++) {
            if (total[c] > total[best]) {
                best = c;
            }
            if (total[c] > 0) {
                present++;
            }
        }
        leafClass[node] = best;
        if (present <= 1 || end - start < 2 * minLeaf || (maxDepth > 0 && depth >= maxDepth)) {
            return -1;
        }
        int d = columns.d;
        int bestFeature = -1;
        int bestPosition = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (int t = 0; t < d; t++) {
            if (t >= featuresPerSplit && bestFeature >= 0) {
                break;
            }
            int f = Columns.drawFeature(featureOrder, t, rng);
            int[] s = sorted[f];
            double[] v = columns.values[f];
            Arrays.fill(leftWeight, 0);
            double wl = 0;
            double wAll = 0;
            for (int c = 0; c < classes; c++) {
                wAll += total[c];
            }
            for (int p = start; p < end - 1; p++) {
                int r = s[p];
                double w = weight[r];
                leftWeight[classOf[r]] += w;
                wl += w;
                int nl = p - start + 1;
                if (nl < minLeaf) {
                    continue;
                }
                if (end - start - nl < minLeaf) {
                    break;
                }
                if (!(v[r] < v[s[p + 1]])) {
                    continue;
                }
                double wr = wAll - wl;
                double sl = 0;
                double sr = 0;
                for (int c = 0; c < classes; c++) {
                    double a = leftWeight[c];
                    double b = total[c] - a;
                    sl += a * a;
                    sr += b * b;
                }
                double score = sl / wl + (wr > 0 ? sr / wr : 0);
                if (score > bestScore) {
                    bestScore = score;
                    bestFeature = f;
                    bestPosition = p;
                }
            }
        }
        if (bestFeature < 0) {
            return -1;
        }
        int[] s = sorted[bestFeature];
        double[] v = columns.values[bestFeature];
        double lo = v[s[bestPosition]];
        double hi = v[s[bestPosition + 1]];
        double mid = lo + (hi - lo) / 2;
        feature[node] = bestFeature;
        threshold[node] = mid < hi ? mid : lo;
        int split = bestPosition + 1;
        for (int p = start; p < end; p++) {
            goesLeft[s[p]] = p < split;
        }
        for (int f = 0; f < d; f++) {
            if (f != bestFeature) {
                partition(sorted[f], start, end);
            }
        }
        int l = addNode();
        int r = addNode();
        left[node] = l;
        right[node] = r;
        return split;
    }

    /** Stable partition of {@code s[start, end)}: rows going left first, each side in its former order. */
    private void partition(int[] s, int start, int end) {
        int a = start;
        int b = 0;
        for (int p = start; p < end; p++) {
            int r = s[p];
            if (goesLeft[r]) {
                s[a++] = r;
            } else {
                buffer[b++] = r;
            }
        }
        System.arraycopy(buffer, 0, s, a, b);
    }
}

package org.infens.boost;

import org.infens.data.Dataset;
import org.infens.IndexSort;

/**
 * The exact search for AdaBoost.MH's best stump with votes: over every feature f, threshold t (the middle of two
 * adjacent distinct values, or -infinity for the constant stump) and vote vector v, the largest edge
 * gamma = sum_i sum_l W_il Y_il v_l phi(x_i). For a fixed phi the best votes are v_l = sign(mu_l) with
 * mu_l = sum_i W_il Y_il phi(x_i), so gamma = sum_l |mu_l|; a sweep along the presorted column updates every mu_l in
 * O(K) per row, O(N d K) per round after one presort (O(d N log N)).
 *
 * <p>Ties: the first maximum in the order constant stump, then feature 0, 1, ... with thresholds ascending; an
 * mu_l of exactly 0 votes +1.
 *
 * <p>{@link #partition} is the search of the real variant (Schapire &amp; Singer 1999, Sec. 4): the stump whose two
 * blocks (at or below the threshold, above it) minimise Z = 2 sum_blocks sum_l sqrt(W+_bl W-_bl), W+_bl the weight of
 * block b's rows of class l and W-_bl that of its other rows, with the smoothed confidences
 * c_bl = 1/2 ln((W+_bl + eps) / (W-_bl + eps)) (their Sec. 4.2). Ties: the first minimum, features ascending and
 * thresholds ascending; the constant stump (one block) only when no feature has two distinct values. Single use per
 * data set, not thread-safe.
 */
final class MultiClassStumpSearch {
    private final int n;
    private final int classes;
    private final int dimension;
    /** Column f, rows in data order. */
    private final double[][] columns;
    /** Column f's rows sorted by value. */
    private final int[][] sorted;
    private final double[] mu;
    private final double[] prefix;

    /** The best stump of one search. */
    record Result(int feature, double threshold, double[] votes, double edge) {
    }

    /** The best real stump of one search: its confidences below and above the threshold, and its Z. */
    record Partition(int feature, double threshold, double[] below, double[] above, double z) {
    }

    MultiClassStumpSearch(Dataset data) {
        n = data.size();
        classes = data.labels().size();
        dimension = data.dimension();
        columns = new double[dimension][n];
        double[] row = new double[dimension];
        for (int i = 0; i < n; i++) {
            data.copyRow(i, row);
            for (int f = 0; f < dimension; f++) {
                columns[f][i] = row[f];
            }
        }
        sorted = new int[dimension][];
        for (int f = 0; f < dimension; f++) {
            sorted[f] = IndexSort.order(columns[f]);
        }
        mu = new double[classes];
        prefix = new double[classes];
    }

    /**
     * The best stump for the weights {@code w} (row-major [i][l]) and labels {@code y} (Y_il = +1 if l = y_i,
     * else -1).
     */
    Result search(double[] w, int[] y) {
        // phi = +1 everywhere: mu_l = sum_i W_il Y_il
        java.util.Arrays.fill(mu, 0);
        for (int i = 0; i < n; i++) {
            int base = i * classes;
            for (int l = 0; l < classes; l++) {
                mu[l] += l == y[i] ? w[base + l] : -w[base + l];
            }
        }
        double bestEdge = absSum(mu);
        int bestFeature = 0;
        double bestThreshold = Double.NEGATIVE_INFINITY;
        double[] bestVotes = signs(mu);
        for (int f = 0; f < dimension; f++) {
            double[] x = columns[f];
            int[] order = sorted[f];
            java.util.Arrays.fill(prefix, 0);
            for (int k = 0; k < n - 1; k++) {
                int i = order[k];
                int base = i * classes;
                for (int l = 0; l < classes; l++) {
                    prefix[l] += l == y[i] ? w[base + l] : -w[base + l];
                }
                double here = x[i];
                double next = x[order[k + 1]];
                if (next <= here) {
                    continue;
                }
                // rows up to k have phi = -1: mu_l(t) = mu_l - 2 prefix_l
                double edge = 0;
                for (int l = 0; l < classes; l++) {
                    edge += Math.abs(mu[l] - 2 * prefix[l]);
                }
                if (edge > bestEdge) {
                    bestEdge = edge;
                    bestFeature = f;
                    double t = 0.5 * (here + next);
                    bestThreshold = t < next ? t : here; // adjacent doubles: keep the lower value
                    bestVotes = new double[classes];
                    for (int l = 0; l < classes; l++) {
                        bestVotes[l] = mu[l] - 2 * prefix[l] >= 0 ? 1 : -1;
                    }
                }
            }
        }
        return new Result(bestFeature, bestThreshold, bestVotes, bestEdge);
    }

    /**
     * The real variant's best stump for the weights {@code w} (row-major [i][l]) and labels {@code y}, with
     * smoothing {@code eps} (see the class comment).
     */
    Partition partition(double[] w, int[] y, double eps) {
        double[] totalPlus = new double[classes];
        double[] totalMinus = new double[classes];
        for (int i = 0; i < n; i++) {
            int base = i * classes;
            for (int l = 0; l < classes; l++) {
                if (l == y[i]) {
                    totalPlus[l] += w[base + l];
                } else {
                    totalMinus[l] += w[base + l];
                }
            }
        }
        double[] plus = new double[classes];
        double[] minus = new double[classes];
        double bestZ = Double.POSITIVE_INFINITY;
        int bestFeature = 0;
        double bestThreshold = Double.NEGATIVE_INFINITY;
        double[] bestPlus = null;
        double[] bestMinus = null;
        for (int f = 0; f < dimension; f++) {
            double[] x = columns[f];
            int[] order = sorted[f];
            java.util.Arrays.fill(plus, 0);
            java.util.Arrays.fill(minus, 0);
            for (int k = 0; k < n - 1; k++) {
                int i = order[k];
                int base = i * classes;
                for (int l = 0; l < classes; l++) {
                    if (l == y[i]) {
                        plus[l] += w[base + l];
                    } else {
                        minus[l] += w[base + l];
                    }
                }
                double here = x[i];
                double next = x[order[k + 1]];
                if (next <= here) {
                    continue;
                }
                double z = 0;
                for (int l = 0; l < classes; l++) {
                    z += Math.sqrt(plus[l] * minus[l]) + Math.sqrt(Math.max(0, totalPlus[l] - plus[l])
                            * Math.max(0, totalMinus[l] - minus[l]));
                }
                z *= 2;
                if (z < bestZ) {
                    bestZ = z;
                    bestFeature = f;
                    double t = 0.5 * (here + next);
                    bestThreshold = t < next ? t : here; // adjacent doubles: keep the lower value
                    bestPlus = plus.clone();
                    bestMinus = minus.clone();
                }
            }
        }
        double[] below = new double[classes];
        double[] above = new double[classes];
        if (bestPlus == null) {
            // no feature has two distinct values: one block, every row above -infinity
            double z = 0;
            for (int l = 0; l < classes; l++) {
                z += Math.sqrt(totalPlus[l] * totalMinus[l]);
                above[l] = 0.5 * Math.log((totalPlus[l] + eps) / (totalMinus[l] + eps));
                below[l] = above[l];
            }
            return new Partition(0, Double.NEGATIVE_INFINITY, below, above, 2 * z);
        }
        for (int l = 0; l < classes; l++) {
            below[l] = 0.5 * Math.log((bestPlus[l] + eps) / (bestMinus[l] + eps));
            above[l] = 0.5 * Math.log((Math.max(0, totalPlus[l] - bestPlus[l]) + eps)
                    / (Math.max(0, totalMinus[l] - bestMinus[l]) + eps));
        }
        return new Partition(bestFeature, bestThreshold, below, above, bestZ);
    }

    private static double absSum(double[] a) {
        double s = 0;
        for (double v : a) {
            s += Math.abs(v);
        }
        return s;
    }

    private static double[] signs(double[] a) {
        double[] s = new double[a.length];
        for (int l = 0; l < a.length; l++) {
            s[l] = a[l] >= 0 ? 1 : -1;
        }
        return s;
    }
}

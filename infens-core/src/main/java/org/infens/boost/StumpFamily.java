package org.infens.boost;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.SplittableRandom;
import org.infens.data.Dataset;

/**
 * Exact search over all middle decision stumps of the training set (001 Sec. VI, "decision stumps"): for every
 * feature and every threshold halfway between adjacent distinct training values (the thresholds of
 * {@link org.infens.kernel.MiddleStumpKernel#middleThresholds}), the score of the stump with direction +1 is
 * sum_{x_f &gt;= t} u - sum_{x_f &lt; t} u = total - 2 prefix, read from prefix sums over the rows presorted once per
 * feature, so one search costs O(m d) per weight vector. Thresholds outside the data range give constant columns,
 * which the unregularised bias already spans (their score is sum_i u_i = 0 at a solution), so they are not
 * candidates. Ties go to the lower feature, then the lower threshold. A package-private worker.
 */
final class StumpFamily implements WeakLearnerFamily {
    private final int rows;
    private final int dimension;
    /** Per feature, the row indices sorted by value. */
    private final int[][] order;
    /** Per feature, the values in that order. */
    private final double[][] sorted;
    /** Selected stumps, keyed feature * rows + position of the last row below the threshold. */
    private final BitSet selected = new BitSet();

    StumpFamily(Dataset data) {
        rows = data.size();
        dimension = data.dimension();
        double[][] column = new double[dimension][rows];
        for (int i = 0; i < rows; i++) {
            for (int k = 0, n = data.storedCount(i); k < n; k++) {
                column[data.storedIndex(i, k)][i] = data.storedValue(i, k);
            }
        }
        order = new int[dimension][];
        sorted = new double[dimension][];
        Integer[] index = new Integer[rows];
        for (int f = 0; f < dimension; f++) {
            for (int i = 0; i < rows; i++) {
                index[i] = i;
            }
            double[] v = column[f];
            Arrays.sort(index, Comparator.comparingDouble(i -> v[i])); // once per fit; stable, so ties keep row order
            order[f] = new int[rows];
            sorted[f] = new double[rows];
            for (int k = 0; k < rows; k++) {
                order[f][k] = index[k];
                sorted[f][k] = v[index[k]];
            }
        }
    }

    @Override
    public Column best(double[][] u, SplittableRandom random) {
        int l = u.length;
        double[] total = new double[l];
        for (int t = 0; t < l; t++) {
            for (int i = 0; i < rows; i++) {
                total[t] += u[t][i];
            }
        }
        double[] prefix = new double[l];
        double bestScore = -1;
        int bestFeature = -1;
        int bestPosition = -1;
        int bestTau = 0;
        double bestSigned = 0;
        for (int f = 0; f < dimension; f++) {
            Arrays.fill(prefix, 0);
            int[] ord = order[f];
            double[] val = sorted[f];
            int base = f * rows;
            for (int k = 0; k + 1 < rows; k++) {
                int i = ord[k];
                for (int t = 0; t < l; t++) {
                    prefix[t] += u[t][i];
                }
                if (val[k] < val[k + 1] && 0.5 * val[k] + 0.5 * val[k + 1] > val[k] && !selected.get(base + k)) {
                    for (int t = 0; t < l; t++) {
                        double s = total[t] - 2 * prefix[t];
                        if (Math.abs(s) > bestScore) {
                            bestScore = Math.abs(s);
                            bestSigned = s;
                            bestFeature = f;
                            bestPosition = k;
                            bestTau = t;
                        }
                    }
                }
            }
        }
        if (bestFeature < 0) {
            return null;
        }
        double[] val = sorted[bestFeature];
        double threshold = 0.5 * val[bestPosition] + 0.5 * val[bestPosition + 1];
        int direction = bestSigned >= 0 ? 1 : -1;
        double[] values = new double[rows];
        int[] ord = order[bestFeature];
        for (int k = 0; k < rows; k++) {
            values[ord[k]] = k <= bestPosition ? -direction : direction;
        }
        return new Column(WeakHypothesis.stump(bestFeature, threshold, direction), values, bestScore, bestTau,
                (long) bestFeature * rows + bestPosition);
    }

    @Override
    public void select(Column column) {
        selected.set(Math.toIntExact(column.key()));
    }
}

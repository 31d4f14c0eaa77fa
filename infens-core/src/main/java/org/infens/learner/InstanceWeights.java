package org.infens.learner;

import java.util.Arrays;

/** Checking the example weights a {@link org.infens.WeightedTrainer} is given, the same way for every learner. */
public final class InstanceWeights {
    private InstanceWeights() {
    }

    /**
     * A copy of {@code weights}, or all ones if it is null.
     *
     * @param weights one weight per row, or null
     * @param n       the number of rows
     * @throws IllegalArgumentException if the length is not {@code n} or a weight is negative, infinite or NaN
     */
    public static double[] checked(double[] weights, int n) {
        double[] u = new double[n];
        if (weights == null) {
            Arrays.fill(u, 1.0);
            return u;
        }
        if (weights.length != n) {
            throw new IllegalArgumentException("weights has " + weights.length + " entries, expected " + n);
        }
        for (int i = 0; i < n; i++) {
            if (!(weights[i] >= 0) || Double.isInfinite(weights[i])) {
                throw new IllegalArgumentException("weights must be finite and >= 0, got " + weights[i]
                        + " for row " + i);
            }
            u[i] = weights[i];
        }
        return u;
    }

    /**
     * Writes {@code weights} scaled to sum to their number (mean 1) into {@code out}: the weights a boosting loop
     * hands its base learner, as Weka's AdaBoostM1 keeps them (it renormalises to the original total, the number
     * of instances). A learner that reads weights as instance counts, as C4.5 does for its minimum leaf size and
     * its pessimistic error, needs this scale: with AdaBoost's distribution (sum 1) or LPBoost's dual weights (sum
     * at most C N), no C4.5 leaf would reach 2 instances. All zero weights are copied as they are.
     *
     * @param weights non-negative weights (not modified)
     * @param out     the scaled weights, same length (may be {@code weights} itself)
     */
    public static void meanOne(double[] weights, double[] out) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double scale = total > 0 ? weights.length / total : 1;
        for (int i = 0; i < weights.length; i++) {
            out[i] = weights[i] * scale;
        }
    }
}

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
}

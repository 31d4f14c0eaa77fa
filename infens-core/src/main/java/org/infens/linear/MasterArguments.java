package org.infens.linear;

/** The argument checks shared by the two {@link ColumnSvm} solvers. */
final class MasterArguments {
    private MasterArguments() {
    }

    /**
     * Checks C, the tolerance, the labels (+-1) and the start alpha (in [0, C], as many as labels), naming the
     * parameter; returns y.alpha.
     */
    static double check(double[] labels, double[] initialAlpha, double C, double tolerance) {
        if (!(C > 0) || Double.isInfinite(C)) {
            throw new IllegalArgumentException("C must be > 0 and finite, got " + C);
        }
        if (!(tolerance > 0)) {
            throw new IllegalArgumentException("tolerance must be > 0, got " + tolerance);
        }
        if (initialAlpha.length != labels.length) {
            throw new IllegalArgumentException("initialAlpha has " + initialAlpha.length + " entries but labels has "
                    + labels.length);
        }
        double sum = 0;
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] != 1 && labels[i] != -1) {
                throw new IllegalArgumentException("labels[" + i + "] must be +1 or -1, got " + labels[i]);
            }
            if (!(initialAlpha[i] >= 0 && initialAlpha[i] <= C)) {
                throw new IllegalArgumentException("initialAlpha[" + i + "] must be in [0, C], got "
                        + initialAlpha[i]);
            }
            sum += initialAlpha[i] * labels[i];
        }
        return sum;
    }

    /**
     * Checks a new column h (one finite entry per row) before anything is changed, and returns its starting weight
     * sum_i y_i alpha_i h_i (the KKT condition (7), so that w = w(alpha) still holds after it is added).
     */
    static double newWeight(double[] h, double[] y, double[] alpha) {
        if (h.length != y.length) {
            throw new IllegalArgumentException("column has " + h.length + " entries, expected " + y.length);
        }
        double wj = 0;
        for (int i = 0; i < h.length; i++) {
            if (!Double.isFinite(h[i])) {
                throw new IllegalArgumentException("column entry " + i + " must be finite, got " + h[i]);
            }
            wj += y[i] * alpha[i] * h[i];
        }
        return wj;
    }
}

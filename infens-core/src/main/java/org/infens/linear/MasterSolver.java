package org.infens.linear;

/**
 * What the two {@link ColumnSvm} solvers hold alike: the labels y, the cost C, the tolerance and the dual alpha of
 * the restricted master problem, with their checks and the answers that read nothing else. The solving itself stays
 * in each solver: coordinate descent over the rows of the columns ({@link LinearSvmSolver}) and SMO over their Gram
 * matrix ({@link GramSvmSolver}) have no loop in common.
 */
abstract class MasterSolver implements ColumnSvm {
    /** m. */
    final int rows;
    /** y_i, each +1 or -1. */
    final double[] y;
    /** alpha_i in [0, C], updated in place by the solver. */
    final double[] alpha;
    /** C. */
    final double cost;
    /** The stopping tolerance. */
    final double tolerance;
    /** y.alpha of the start alpha, summed in row order. */
    final double startLabelDotAlpha;
    /** Whether the last solve met the tolerance (true before the first). */
    boolean converged = true;

    /**
     * Checks C, the tolerance, the labels (+-1) and the start alpha (in [0, C], as many as labels), naming the
     * parameter, and copies the labels and alpha.
     */
    MasterSolver(double[] labels, double[] initialAlpha, double C, double tolerance) {
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
        this.rows = labels.length;
        this.y = labels.clone();
        this.alpha = initialAlpha.clone();
        this.cost = C;
        this.tolerance = tolerance;
        this.startLabelDotAlpha = sum;
    }

    /**
     * Checks a new column h (one finite entry per row) before anything is changed, and returns its starting weight
     * sum_i y_i alpha_i h_i (the KKT condition (7), so that w = w(alpha) still holds after it is added).
     */
    final double newWeight(double[] h) {
        if (h.length != rows) {
            throw new IllegalArgumentException("column has " + h.length + " entries, expected " + rows);
        }
        double wj = 0;
        for (int i = 0; i < rows; i++) {
            if (!Double.isFinite(h[i])) {
                throw new IllegalArgumentException("column entry " + i + " must be finite, got " + h[i]);
            }
            wj += y[i] * alpha[i] * h[i];
        }
        return wj;
    }

    /** Number of rows m. */
    @Override
    public final int rows() {
        return rows;
    }

    @Override
    public final double label(int i) {
        return y[i];
    }

    @Override
    public final double cost() {
        return cost;
    }

    /** Whether the last {@link #solve()} met the tolerance within its cap. */
    @Override
    public final boolean converged() {
        return converged;
    }

    /** Writes y_i alpha_i into {@code out[i]}: the weights of the column-selection score (8). */
    @Override
    public final void labelTimesAlpha(double[] out) {
        for (int i = 0; i < rows; i++) {
            out[i] = y[i] * alpha[i];
        }
    }
}

package org.infens.kernel;

import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * A precomputed kernel with LIBSVM's {@code -t 4} semantics; spec {@code precomputed}.
 *
 * <p>Every row holds kernel values instead of features: feature 0 is the serial number (1-based) of the training
 * instance the row is, feature {@code k >= 1} is K(x, x_k), the kernel value against the k-th training instance.
 * Then k(row i of a, row j of b) = feature {@code s} of row i of {@code a}, where {@code s} is the serial number of
 * row j of {@code b} (LIBSVM's {@code x[(int) y[0].value]}). {@code b} holds training instances (support vectors),
 * {@code a} the rows being evaluated. A serial number that is not an integer in {@code [1, a.dimension())} is an
 * error naming the row and the value.
 *
 * <p>Whether the Gram matrix is positive semi-definite is up to whoever computed it.
 */
public record PrecomputedKernel() implements Kernel {
    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        return a.get(i, serial(a, b, j));
    }

    /** The serial number of row {@code j} of {@code b}, checked against the columns of {@code a}. */
    private static int serial(Dataset a, Dataset b, int j) {
        if (b.dimension() == 0) {
            throw new IllegalArgumentException("precomputed kernel: row " + j + " has no feature 0 (the serial "
                    + "number of the training instance)");
        }
        double s = b.get(j, 0);
        if (s != Math.rint(s) || s < 1 || s >= a.dimension()) {
            throw new IllegalArgumentException("precomputed kernel: row " + j + " has serial number "
                    + Spec.formatNumber(s) + " in feature 0; expected an integer in [1, " + (a.dimension() - 1)
                    + "] (a kernel value column of the evaluated rows)");
        }
        return (int) s;
    }

    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        int[] serials = new int[b.size()];
        for (int j = 0; j < serials.length; j++) {
            serials[j] = serial(a, b, j);
        }
        return (i, j) -> a.get(i, serials[j]);
    }

    @Override
    public Spec spec() {
        return Spec.of("precomputed");
    }
}

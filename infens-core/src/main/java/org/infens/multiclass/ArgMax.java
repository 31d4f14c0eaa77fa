package org.infens.multiclass;

/**
 * The class a multi-class score picks: the first index of the largest value, so ties go to the lower class index,
 * as LIBSVM breaks them. Shared by the one-vs-one vote, the one-vs-rest decision and AdaBoost.MH.
 */
public final class ArgMax {
    private ArgMax() {
    }

    /** The first index of the largest of {@code values} (NaN never wins); 0 for an empty array. */
    public static int first(double[] values) {
        int best = 0;
        for (int c = 1; c < values.length; c++) {
            if (values[c] > values[best]) {
                best = c;
            }
        }
        return best;
    }

    /** The first index of the largest of {@code values}; 0 for an empty array. */
    public static int first(int[] values) {
        int best = 0;
        for (int c = 1; c < values.length; c++) {
            if (values[c] > values[best]) {
                best = c;
            }
        }
        return best;
    }
}

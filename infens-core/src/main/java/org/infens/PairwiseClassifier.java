package org.infens;

/**
 * A classifier whose decision values are one per pair of classes, one-versus-one (Hsu &amp; Lin 2002): decision value
 * {@code p} belongs to the pair ({@code firstClasses()[p]}, {@code secondClasses()[p]}) and is positive for the
 * first class. LIBSVM's multi-class models have this layout with the pairs (0,1), (0,2), ..., (1,2), ... (the
 * defaults here); pairwise coupling ({@link org.infens.calibrate.PairwiseCoupling}) turns such values into class
 * probabilities, which is why calibrating a model of more than two classes needs this type.
 */
public interface PairwiseClassifier extends Classifier {
    /**
     * The first class of each pair, indices into {@link #labels()}, one per decision value; by default LIBSVM's
     * order (0,1), (0,2), ..., (0,k-1), (1,2), ..., whose first classes are 0, 0, ..., 0, 1, ...
     */
    default int[] firstClasses() {
        return libsvmPairs(labels().size(), true);
    }

    /** The second class of each pair, indices into {@link #labels()}, one per decision value; by default LIBSVM's. */
    default int[] secondClasses() {
        return libsvmPairs(labels().size(), false);
    }

    /** The first (or second) classes of LIBSVM's pairs of {@code k} classes, in its order. */
    private static int[] libsvmPairs(int k, boolean first) {
        int[] out = new int[k * (k - 1) / 2];
        int p = 0;
        for (int i = 0; i < k; i++) {
            for (int j = i + 1; j < k; j++) {
                out[p++] = first ? i : j;
            }
        }
        return out;
    }
}

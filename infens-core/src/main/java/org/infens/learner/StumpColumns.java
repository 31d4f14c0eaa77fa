package org.infens.learner;

import java.util.BitSet;

/**
 * The exact stump searches of {@link StumpSearch} and the stumps' outputs on the training rows, wherever the columns
 * are held: a {@link StumpSearch} holds them all in this JVM; {@code infens-spark} holds them by feature on a
 * cluster's executors, each finding its best stump with a {@link StumpSearch} over its own columns, the driver
 * taking the best of theirs with the tie rule of {@link StumpSearch}. Every implementation returns what a
 * {@link StumpSearch} over the same data returns, bit for bit: the pricing steps of LPBoost and CGEns with stumps
 * ({@code ColumnOracle.stumps}, {@code WeakLearnerFamily.stumps}) are written once against this interface.
 */
public interface StumpColumns {
    /** The number of rows N. */
    int size();

    /** The number of features. */
    int dimension();

    /** {@link StumpSearch#best}: the middle stump or constant hypothesis maximising sum_i u_i h(x_i). */
    StumpSearch.Result best(double[] signedWeights);

    /** {@link StumpSearch#bestExcluding}: the best middle stump outside the working set, or null. */
    StumpSearch.Choice bestExcluding(double[][] signedWeights, BitSet excluded);

    /**
     * Where feature {@code feature} of each row lies against {@code threshold}: the rows with x_f &gt; a (zeros
     * included), those where a stump on that feature and threshold outputs its direction, and whether some row has
     * x_f = a exactly.
     *
     * @throws IllegalArgumentException if the feature is not in [0, {@link #dimension()})
     */
    Split split(int feature, double threshold);

    /**
     * The rows on each side of a threshold.
     *
     * @param above       the rows i with x_f &gt; a (a copy is kept and returned)
     * @param onThreshold whether some row has x_f = a
     */
    record Split(BitSet above, boolean onThreshold) {
        /** Keeps a copy of {@code above}. */
        public Split {
            above = (BitSet) above.clone();
        }

        /** The rows above the threshold (a copy). */
        @Override
        public BitSet above() {
            return (BitSet) above.clone();
        }

        /** Whether row {@code i} is above the threshold. */
        public boolean isAbove(int i) {
            return above.get(i);
        }
    }
}

package org.infens;

import java.util.SplittableRandom;

/** The Fisher-Yates shuffle the learners share (an epoch's visiting order, a random colouring of classes). */
public final class Shuffle {
    private Shuffle() {
    }

    /**
     * Shuffles {@code order} in place, uniformly: for k from the last position down to 1, swaps position k with a
     * position drawn from [0, k], one {@code nextInt(k + 1)} per step.
     */
    public static void inPlace(int[] order, SplittableRandom random) {
        for (int k = order.length - 1; k > 0; k--) {
            int r = random.nextInt(k + 1);
            int t = order[k];
            order[k] = order[r];
            order[r] = t;
        }
    }
}

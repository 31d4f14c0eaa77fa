package org.infens;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class IndexSortTest {
    /** The reference: the JDK's stable sort of boxed indices by key (a list sort is stable). */
    private static int[] stable(double[] keys, int[] index, int from, int to) {
        List<Integer> boxed = new ArrayList<>();
        for (int k = from; k < to; k++) {
            boxed.add(index[k]);
        }
        boxed.sort(Comparator.comparingDouble(i -> keys[i] == 0 ? 0.0 : keys[i])); // -0.0 and 0.0 are equal keys
        int[] out = index.clone();
        for (int k = from; k < to; k++) {
            out[k] = boxed.get(k - from);
        }
        return out;
    }

    @Test
    void givesTheStableOrderOnKeysWithManyTiesAndSignedZeros() {
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 400; trial++) {
            int n = 1 + random.nextInt(trial < 200 ? 40 : trial < 390 ? 700 : 5000);
            double[] keys = new double[n];
            for (int i = 0; i < n; i++) {
                int kind = random.nextInt(5);
                keys[i] = kind == 0 ? random.nextInt(4) : kind == 1 ? (random.nextBoolean() ? -0.0 : 0.0)
                        : kind == 2 ? Double.NEGATIVE_INFINITY : random.nextGaussian();
            }
            int[] index = new int[n];
            for (int i = 0; i < n; i++) {
                index[i] = n - 1 - i; // not the identity, so that stability is about the given order
            }
            int from = random.nextInt(n);
            int to = from + random.nextInt(n - from + 1);
            int[] expected = stable(keys, index, from, to);
            if (trial % 2 == 0) {
                IndexSort.sort(keys, index, from, to);
            } else {
                int[] buffer = new int[to - from + random.nextInt(3)];
                java.util.Arrays.fill(buffer, -7); // the caller's scratch: its contents must not leak in
                IndexSort.sort(keys, index, from, to, buffer);
            }
            assertArrayEquals(expected, index, "n = " + n + ", [" + from + ", " + to + ")");
        }
    }

    @Test
    void rejectsNaNKeysNamingTheIndex() {
        double[] keys = {1, Double.NaN, 0};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> IndexSort.sort(keys, new int[] {0, 1, 2}, 0, 3));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("index 1"), e.getMessage());
    }
}

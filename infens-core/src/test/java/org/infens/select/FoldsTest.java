package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

class FoldsTest {
    /** n rows with classes drawn at random from {@code classes} classes of unequal frequency. */
    static Dataset data(int n, int classes, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = Math.min(classes - 1, (int) Math.floor(classes * Math.pow(rng.nextDouble(), 1.7)));
        }
        for (int c = 0; c < classes && c < n; c++) {
            y[c] = c; // every class present
        }
        String[] names = new String[classes];
        for (int c = 0; c < classes; c++) {
            names[c] = "c" + c;
        }
        double[] x = new double[n];
        for (int i = 0; i < n; i++) {
            x[i] = i;
        }
        return Dataset.dense(x, 1, y, Labels.of(names), null);
    }

    static void assertPartition(List<Fold> folds, int n) {
        int[] inTest = new int[n];
        for (Fold f : folds) {
            assertEquals(n, f.trainSize() + f.testSize());
            boolean[] test = new boolean[n];
            int prev = -1;
            for (int r : f.test()) {
                assertTrue(r > prev, "test rows increasing");
                prev = r;
                test[r] = true;
                inTest[r]++;
            }
            prev = -1;
            for (int r : f.train()) {
                assertTrue(r > prev, "train rows increasing");
                prev = r;
                assertTrue(!test[r], "row " + r + " both in train and test");
            }
        }
        for (int r = 0; r < n; r++) {
            assertEquals(1, inTest[r], "row " + r + " in exactly one test set");
        }
    }

    @Test
    void stratifiedFoldsPartitionTheRowsAndBalanceClasses() {
        for (int[] nck : new int[][] {{270, 2, 5}, {100, 3, 10}, {37, 4, 3}, {11, 2, 10}, {1000, 7, 7}}) {
            int n = nck[0];
            int classes = nck[1];
            int k = nck[2];
            Dataset d = data(n, classes, n + k);
            List<Fold> folds = Folds.stratified(d, k, 12345);
            assertEquals(k, folds.size());
            assertPartition(folds, n);
            int[] total = d.classCounts();
            for (int c = 0; c < classes; c++) {
                int min = Integer.MAX_VALUE;
                int max = Integer.MIN_VALUE;
                for (Fold f : folds) {
                    int cnt = 0;
                    for (int r : f.test()) {
                        cnt += d.classOf(r) == c ? 1 : 0;
                    }
                    min = Math.min(min, cnt);
                    max = Math.max(max, cnt);
                }
                assertTrue(max - min <= 1, "class " + c + " per-fold counts " + min + ".." + max);
                assertEquals(total[c] / k, min, "floor(n_c/k) in the smallest fold");
            }
        }
    }

    @Test
    void foldSizesFollowLibsvmDealing() {
        Dataset d = data(101, 3, 3);
        int k = 4;
        int[] count = d.classCounts();
        List<Fold> folds = Folds.stratified(d, k, 1);
        for (int i = 0; i < k; i++) {
            int expected = 0;
            for (int c : count) {
                expected += (i + 1) * c / k - i * c / k;
            }
            assertEquals(expected, folds.get(i).testSize(), "fold " + i);
        }
    }

    @Test
    void sameSeedSameFoldsOtherSeedOtherFolds() {
        Dataset d = data(200, 2, 9);
        assertEquals(Folds.stratified(d, 5, 77), Folds.stratified(d, 5, 77));
        assertNotEquals(Folds.stratified(d, 5, 77), Folds.stratified(d, 5, 78));
        assertEquals(Folds.random(d, 5, 77), Folds.random(d, 5, 77));
    }

    @Test
    void leaveOneOutWhenKEqualsN() {
        Dataset d = data(9, 2, 4);
        List<Fold> folds = Folds.stratified(d, 9, 3);
        assertPartition(folds, 9);
        for (Fold f : folds) {
            assertEquals(1, f.testSize());
        }
    }

    @Test
    void randomFoldsHaveNearlyEqualSizes() {
        Dataset d = data(103, 2, 4);
        List<Fold> folds = Folds.random(d, 10, 3);
        assertPartition(folds, 103);
        for (Fold f : folds) {
            assertTrue(f.testSize() == 10 || f.testSize() == 11);
        }
    }

    /**
     * LIBSVM's unstratified folds: fold f tests the slice [f n / k, (f+1) n / k) of one permutation, in its order,
     * and trains on the rest of it in order; the shuffle takes exactly n draws of rand(), so that a caller drawing
     * several shuffles from one generator (svm-train -b 1, pair after pair) continues where the last one stopped; k
     * may exceed n (empty test folds, as a pair of fewer than five rows in LIBSVM's probability estimates).
     */
    @Test
    void libsvmUnstratifiedFoldsSliceOnePermutationAndTakeNDraws() {
        for (int[] nk : new int[][] {{103, 5}, {7, 5}, {3, 5}, {0, 5}, {12, 12}}) {
            int n = nk[0];
            int k = nk[1];
            GlibcRandom rng = new GlibcRandom(1);
            List<Fold> folds = Folds.libsvmUnstratified(n, k, rng);
            GlibcRandom reference = new GlibcRandom(1);
            for (int i = 0; i < n; i++) {
                reference.next();
            }
            assertEquals(reference.next(), rng.next(), "n = " + n + ": the shuffle draws n values");
            assertEquals(k, folds.size());
            int[] perm = new int[n];
            int at = 0;
            for (int f = 0; f < k; f++) {
                int[] test = folds.get(f).test();
                assertEquals((int) ((long) (f + 1) * n / k - (long) f * n / k), test.length, "fold " + f + " size");
                System.arraycopy(test, 0, perm, at, test.length);
                at += test.length;
            }
            int[] sorted = perm.clone();
            java.util.Arrays.sort(sorted);
            for (int i = 0; i < n; i++) {
                assertEquals(i, sorted[i], "the test slices are a permutation of the rows");
            }
            for (int f = 0; f < k; f++) {
                int begin = (int) ((long) f * n / k);
                int end = (int) ((long) (f + 1) * n / k);
                int[] train = new int[n - (end - begin)];
                System.arraycopy(perm, 0, train, 0, begin);
                System.arraycopy(perm, end, train, begin, n - end);
                assertArrayEquals(train, folds.get(f).train(), "fold " + f + ": the rest of the permutation");
            }
        }
        assertEquals(Folds.libsvm(data(12, 2, 1), 12, 5), Folds.libsvmUnstratified(12, 12, new GlibcRandom(5)),
                "svm-train's leave-one-out folds are these");
        assertEquals(Folds.libsvmUnstratified(103, 5, 1L), Folds.libsvmUnstratified(103, 5, new GlibcRandom(1)),
                "the seed's folds (LibsvmUnstratifiedFoldsTest checks them against LIBSVM's) are the generator's");
        assertThrows(IllegalArgumentException.class, () -> Folds.libsvmUnstratified(5, 1, new GlibcRandom(1)));
        assertThrows(IllegalArgumentException.class, () -> Folds.libsvmUnstratified(-1, 5, new GlibcRandom(1)));
    }

    @Test
    void badKIsRefused() {
        Dataset d = data(5, 2, 1);
        assertEquals("number of folds k must be >= 2, got 1",
                assertThrows(IllegalArgumentException.class, () -> Folds.stratified(d, 1, 0)).getMessage());
        assertEquals("number of folds k = 6 exceeds the number of rows 5",
                assertThrows(IllegalArgumentException.class, () -> Folds.stratified(d, 6, 0)).getMessage());
    }

    @Test
    void foldIsImmutable() {
        int[] test = {1, 2};
        Fold f = new Fold(new int[] {0}, test);
        test[0] = 9;
        f.test()[1] = 9;
        assertArrayEquals(new int[] {1, 2}, f.test());
    }
}

package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.data.Dataset;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@link Folds#randomSplits}: each run partitions the rows, keeps each class's share, and is seeded per run. */
class RandomSplitsTest {
    @Property(tries = 60, seed = "8803")
    void eachRunPartitionsTheRowsAndKeepsClassProportions(@ForAll @IntRange(min = 4, max = 300) int n,
                                                          @ForAll @IntRange(min = 2, max = 4) int classes,
                                                          @ForAll @DoubleRange(min = 0.05, max = 0.95) double fraction,
                                                          @ForAll long seed) {
        Dataset data = FoldsTest.data(n, classes, seed);
        List<Fold> runs = Folds.randomSplits(data, 3, fraction, seed);
        assertEquals(3, runs.size());
        int[] count = data.classCounts();
        for (Fold f : runs) {
            boolean[] seen = new boolean[n];
            for (int r : f.train()) {
                seen[r] = true;
            }
            for (int r : f.test()) {
                assertTrue(!seen[r], "row " + r + " in train and test");
                seen[r] = true;
            }
            assertEquals(n, f.trainSize() + f.testSize());
            int[] trainCount = new int[classes];
            for (int r : f.train()) {
                trainCount[data.classOf(r)]++;
            }
            for (int c = 0; c < classes; c++) {
                int expected = (int) Math.round(fraction * count[c]);
                if (count[c] >= 2) {
                    expected = Math.min(count[c] - 1, Math.max(1, expected));
                }
                assertEquals(expected, trainCount[c], "class " + c);
            }
        }
    }

    @Test
    void runRIsTheSameWhateverTheNumberOfRunsAndRunsDiffer() {
        Dataset data = FoldsTest.data(200, 2, 4);
        List<Fold> three = Folds.randomSplits(data, 3, 0.6, 17);
        List<Fold> ten = Folds.randomSplits(data, 10, 0.6, 17);
        assertEquals(three, ten.subList(0, 3));
        assertNotEquals(ten.get(0), ten.get(1));
        assertEquals(three, Folds.randomSplits(data, 3, 0.6, 17));
        assertNotEquals(three, Folds.randomSplits(data, 3, 0.6, 18));
    }

    @Test
    void badArgumentsAreNamed() {
        Dataset data = FoldsTest.data(20, 2, 4);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Folds.randomSplits(data, 0, 0.5, 1))
                .getMessage().contains("runs must be >= 1, got 0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> Folds.randomSplits(data, 1, 1, 1))
                .getMessage().contains("trainFraction must be in (0, 1), got 1"));
    }
}

package org.infens.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

class MetricsTest {
    private static final Dataset DATA = Dataset.dense(new double[6], 1, new int[] {0, 0, 1, 1, 2, 2},
            Labels.of("x", "y", "z"), null);

    @Test
    void accuracyAndConfusionByHand() {
        int[] p = {0, 1, 1, 1, 0, 2};
        assertEquals(4, Metrics.correct(p, DATA));
        assertEquals(4.0 / 6, Metrics.accuracy(p, DATA));
        assertEquals(2.0 / 6, Metrics.error(p, DATA), 1e-15);
        assertEquals(0.5, Metrics.accuracy(p, DATA, new int[] {0, 1, 4, 5}));
        ConfusionMatrix m = Metrics.confusion(p, DATA);
        assertArrayEquals(new int[][] {{1, 1, 0}, {0, 2, 0}, {1, 0, 1}}, m.counts());
        assertEquals(6, m.total());
        assertEquals(4, m.correct());
        assertEquals(Metrics.accuracy(p, DATA), m.accuracy());
        assertEquals("true\\pred        x        y        z\n"
                + "x                1        1        0\n"
                + "y                0        2        0\n"
                + "z                1        0        1\n", m.toString());
    }

    @Test
    void meanAndStandardError() {
        double[] v = {0.8, 0.9, 0.85, 0.75};
        assertEquals(0.825, Metrics.mean(v), 1e-15);
        // sample sd = sqrt(0.0125 / 3); se = sd / 2
        assertEquals(Math.sqrt(0.0125 / 3) / 2, Metrics.standardError(v), 1e-15);
        assertEquals(0, Metrics.standardError(new double[] {0.3}));
    }

    @Test
    void malformedPredictionsAreRefused() {
        assertEquals("predicted has 2 entries but the data set has 6 rows",
                assertThrows(IllegalArgumentException.class, () -> Metrics.accuracy(new int[2], DATA)).getMessage());
        assertEquals("predicted class of row 1 is 3, not a class index in [0, 3)",
                assertThrows(IllegalArgumentException.class,
                        () -> Metrics.accuracy(new int[] {0, 3, 0, 0, 0, 0}, DATA)).getMessage());
    }
}

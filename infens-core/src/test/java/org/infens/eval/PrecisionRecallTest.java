package org.infens.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/** Precision, recall and F1 (003 (4.1)) on hand-counted cases. */
class PrecisionRecallTest {
    private static Dataset labelled(int... y) {
        double[][] x = new double[y.length][1];
        return Dataset.dense(x, y, Labels.of("pos", "neg"));
    }

    @Test
    void handCountedBinaryCase() {
        // truth:     P P P P N N N N N N
        // predicted: P P P N P P N N N N  -> TP 3, FN 1, FP 2, TN 4
        Dataset data = labelled(0, 0, 0, 0, 1, 1, 1, 1, 1, 1);
        int[] predicted = {0, 0, 0, 1, 0, 0, 1, 1, 1, 1};
        assertEquals(3.0 / 5, Metrics.precision(predicted, data, 0), 1e-15);
        assertEquals(3.0 / 4, Metrics.recall(predicted, data, 0), 1e-15);
        assertEquals(2 * 0.6 * 0.75 / 1.35, Metrics.f1(predicted, data, 0), 1e-15);
        assertEquals(0.7, Metrics.accuracy(predicted, data), 1e-15);
        // the other class as positive: TP 4, FN 2, FP 1
        assertEquals(4.0 / 5, Metrics.precision(predicted, data, 1), 1e-15);
        assertEquals(4.0 / 6, Metrics.recall(predicted, data, 1), 1e-15);
    }

    @Test
    void degenerateCasesAreZero() {
        Dataset data = labelled(1, 1, 0);
        int[] none = {1, 1, 1};
        assertEquals(0, Metrics.precision(none, data, 0));
        assertEquals(0, Metrics.recall(none, data, 0));
        assertEquals(0, Metrics.f1(none, data, 0));
        assertEquals(1, Metrics.recall(new int[] {0, 0, 0}, data, 0));
        assertEquals(1.0 / 3, Metrics.precision(new int[] {0, 0, 0}, data, 0), 1e-15);
        assertThrows(IllegalArgumentException.class, () -> Metrics.precision(none, data, 2));
    }
}

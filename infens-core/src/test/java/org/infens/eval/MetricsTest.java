package org.infens.eval;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

class MetricsTest {
    /** A classifier with its own class order that predicts, for row i, the label named in {@code answers[i]}. */
    private static org.infens.Classifier fixed(Labels labels, String... answers) {
        return new org.infens.Classifier() {
            @Override
            public Labels labels() {
                return labels;
            }

            @Override
            public org.infens.Prediction predict(Dataset data, int i) {
                return new org.infens.Prediction(labels.indexOf(answers[i]), new double[0]);
            }

            @Override
            public org.infens.Provenance provenance() {
                return new org.infens.Provenance("fixed", "fixed", 0, "", -1, "test");
            }
        };
    }

    @Test
    void predictionsAreMatchedToTheDataSetsClassesByName() {
        // the data set numbers its classes a, b, c; the model numbers them c, a, b, d (d unknown to the data set)
        Dataset data = Dataset.dense(new double[][] {{0}, {1}, {2}, {3}}, new int[] {0, 1, 2, 0},
                Labels.of("a", "b", "c"));
        org.infens.Classifier model = fixed(Labels.of("c", "a", "b", "d"), "a", "b", "a", "d");
        assertArrayEquals(new int[] {0, 1, 0, -1}, Metrics.predictedClasses(model, data));
        assertEquals(0.5, Metrics.accuracy(model, data));
        // the raw indices, scored as if they were the data set's, would be wrong: that is the mistake this prevents
        assertEquals(0.25, Metrics.accuracy(new int[] {1, 2, 1, 0}, data));
    }

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
        assertEquals("predicted class of row 1 is 3, not a class index in [0, 3) or -1 (a class the data set does not have)",
                assertThrows(IllegalArgumentException.class,
                        () -> Metrics.accuracy(new int[] {0, 3, 0, 0, 0, 0}, DATA)).getMessage());
    }

    @Test
    void regressionMetricsAgreeWithTheirDefinitions() {
        double[] v = {1, 2, 4, 7};
        double[] y = {1.5, 1, 5, 6};
        // errors -0.5, 1, -1, 1: squares 0.25 + 1 + 1 + 1 = 3.25 over 4
        assertEquals(3.25 / 4, Metrics.meanSquaredError(v, y), 1e-15);
        // the squared Pearson correlation computed from centred sums
        double mv = 3.5;
        double my = 3.375;
        double cvy = 0;
        double cvv = 0;
        double cyy = 0;
        for (int i = 0; i < 4; i++) {
            cvy += (v[i] - mv) * (y[i] - my);
            cvv += (v[i] - mv) * (v[i] - mv);
            cyy += (y[i] - my) * (y[i] - my);
        }
        assertEquals(cvy * cvy / (cvv * cyy), Metrics.squaredCorrelation(v, y), 1e-12);
        assertEquals(1, Metrics.squaredCorrelation(v, new double[] {3, 5, 9, 15}), 1e-12); // y = 2v + 1
        assertEquals(Double.NaN, Metrics.squaredCorrelation(v, new double[] {2, 2, 2, 2})); // as svm-predict's nan
        assertThrows(IllegalArgumentException.class, () -> Metrics.meanSquaredError(v, new double[3]));
        assertThrows(IllegalArgumentException.class, () -> Metrics.squaredCorrelation(new double[0], new double[0]));
    }
}

package org.infens.learner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/**
 * C4.5 properties from Quinlan's definitions: thresholds, stopping, the pruning estimate (weighted trees are checked
 * against J48 in {@link C45ParityTest}).
 */
class C45TrainerTest {
    @Test
    void oneCleanSplitUsesTheLargestTrainingValueBelowTheMidpoint() {
        // x in {1,2,3,4} is class a, x in {7,8,9,10} class b: one split, threshold 4 (not the midpoint 5.5)
        double[] x = {1, 2, 3, 4, 7, 8, 9, 10};
        int[] y = {0, 0, 0, 0, 1, 1, 1, 1};
        C45Model m = new C45Trainer(C45Params.defaults()).fit(Dataset.dense(x, 1, y, Labels.of("a", "b"), null));
        assertEquals(3, m.size());
        assertEquals(0, m.feature(0));
        assertEquals(4.0, m.threshold(0));
        Dataset probe = Dataset.dense(new double[] {4.0, 4.5, 6.9}, 1, new int[3], Labels.of("a", "b"), null);
        assertArrayEquals(new int[] {0, 1, 1}, Prediction.classIndices(m.predictAll(probe, 1)));
    }

    @Test
    void aPureOrTooLightNodeIsALeaf() {
        Labels ab = Labels.of("a", "b");
        C45Model pure = new C45Trainer(C45Params.defaults())
                .fit(Dataset.dense(new double[] {1, 2, 3}, 1, new int[] {1, 1, 1}, ab, null));
        assertEquals(1, pure.size());
        assertEquals(1, pure.classOf(Dataset.dense(new double[] {0}, 1, new int[1], ab, null), 0));
        C45Model light = new C45Trainer(C45Params.defaults())
                .fit(Dataset.dense(new double[] {1, 2, 3}, 1, new int[] {0, 1, 1}, ab, null));
        assertEquals(1, light.size()); // weight 3 < 2 * minLeaf
    }

    @Test
    void pessimisticErrorMatchesTheBinomialUpperLimitForZeroErrors() {
        // C4.5: with no error among N, the upper confidence limit U solves (1 - U)^N = CF, so N U errors are added
        Dataset data = Dataset.dense(new double[] {1, 2}, 1, new int[] {0, 1}, Labels.of("a", "b"), null);
        C45TreeBuilder b = new C45TreeBuilder(data, new double[] {1, 1}, C45Params.defaults());
        for (double n : new double[] {1, 2, 6, 40}) {
            assertEquals(n * (1 - Math.pow(0.25, 1 / n)), b.addErrors(n, 0), 1e-12);
        }
        assertEquals(0.0, b.addErrors(3, 3), 1e-12);
    }

    @Test
    void parametersAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> new C45Params(0, 2));
        assertThrows(IllegalArgumentException.class, () -> new C45Params(0.6, 2));
        assertThrows(IllegalArgumentException.class, () -> new C45Params(0.25, 0.5));
    }
}

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

    /**
     * J48's threshold is the largest value of the whole training set not above the midpoint, scanned in row order
     * with a 1e-6 tolerance; here row 0's x = 1 - 5e-7 comes first and is kept, though it lies in another branch
     * (z = 1), so at the node {x = 1 (b), x = 2 (a)} J48's cut x <= 1 - 5e-7 leaves the node whole and the tree
     * recursed until the stack overflowed. The cut is at least the node's own value below the midpoint.
     */
    @Test
    void aValueJustUnderTheCutInAnotherBranchDoesNotEmptyASide() {
        java.util.List<double[]> rows = new java.util.ArrayList<>();
        java.util.List<Integer> labels = new java.util.ArrayList<>();
        rows.add(new double[] {1 - 5e-7, 1});
        labels.add(0);
        for (int k = 0; k < 10; k++) {
            rows.add(new double[] {1.0, 0});
            labels.add(1);
            rows.add(new double[] {2.0, 0});
            labels.add(0);
            rows.add(new double[] {0.5, 1});
            labels.add(0);
        }
        double[] x = new double[rows.size() * 2];
        int[] y = new int[rows.size()];
        for (int i = 0; i < y.length; i++) {
            x[2 * i] = rows.get(i)[0];
            x[2 * i + 1] = rows.get(i)[1];
            y[i] = labels.get(i);
        }
        Dataset data = Dataset.dense(x, 2, y, Labels.of("a", "b"), null);
        C45Model m = new C45Trainer(C45Params.defaults()).fit(data);
        for (int i = 0; i < data.size(); i++) {
            assertEquals(data.classOf(i), m.classOf(data, i), "training row " + i);
        }
    }
}


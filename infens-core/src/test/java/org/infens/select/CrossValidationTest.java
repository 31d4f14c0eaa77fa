package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

class CrossValidationTest {
    /**
     * 1-nearest-neighbour "training": the model memorises the training rows. Its labels list the classes in reverse
     * order, so that the mapping by label name is exercised.
     */
    static final class NearestNeighbour implements Trainer<NearestNeighbour.Model> {
        record Model(Dataset train, Labels labels) implements Classifier {
            @Override
            public Provenance provenance() {
                return new Provenance("1nn", "1nn", 0, train.fingerprint(), train.dimension(), "test");
            }

            @Override
            public org.infens.Prediction predict(Dataset data, int i) {
                int best = -1;
                double bestD = Double.POSITIVE_INFINITY;
                for (int j = 0; j < train.size(); j++) {
                    double d = data.squaredDistance(i, train, j);
                    if (d < bestD) {
                        bestD = d;
                        best = j;
                    }
                }
                int c = labels.indexOf(train.labels().name(train.classOf(best)));
                return new org.infens.Prediction(c, new double[] {c});
            }
        }

        @Override
        public org.infens.spec.Spec spec() {
            return org.infens.spec.Spec.of("one-nearest-neighbour");
        }

        @Override
        public Model fit(Dataset data) {
            List<String> names = new ArrayList<>(data.labels().names());
            java.util.Collections.reverse(names);
            return new Model(data, Labels.of(names));
        }
    }

    static Dataset twoBlobs(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][2];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextInt(3);
            x[i][0] = y[i] + rng.nextGaussian() * 0.7;
            x[i][1] = -y[i] + rng.nextGaussian() * 0.7;
        }
        return Dataset.dense(x, y, Labels.of("a", "b", "c"));
    }

    @Test
    void predictionsEqualAManualFoldLoop() {
        Dataset d = twoBlobs(90, 1);
        List<Fold> folds = Folds.stratified(d, 5, 2);
        int[] cv = CrossValidation.predict(new NearestNeighbour(), d, folds);
        for (Fold f : folds) {
            int[] train = f.train();
            for (int r : f.test()) {
                int best = -1;
                double bestD = Double.POSITIVE_INFINITY;
                for (int j : train) {
                    double dist = d.squaredDistance(r, d, j);
                    if (dist < bestD) {
                        bestD = dist;
                        best = j;
                    }
                }
                assertEquals(d.classOf(best), cv[r], "row " + r);
            }
        }
    }

    @Test
    void identicalForAnyThreadCount() {
        Dataset d = twoBlobs(120, 3);
        List<Fold> folds = Folds.stratified(d, 7, 4);
        int[] one = CrossValidation.predict(new NearestNeighbour(), d, folds, 1);
        for (int t : new int[] {2, 3, 16}) {
            assertArrayEquals(one, CrossValidation.predict(new NearestNeighbour(), d, folds, t), "threads " + t);
        }
        CrossValidation.Result<NearestNeighbour.Model> r = CrossValidation.run(new NearestNeighbour(), d, folds, 4);
        assertEquals(7, r.models().size());
        for (int f = 0; f < 7; f++) {
            assertEquals(folds.get(f).trainSize(), r.models().get(f).train().size(), "models in fold order");
        }
    }

    @Test
    void overlappingOrOutOfRangeFoldsAreRefused() {
        Dataset d = twoBlobs(10, 3);
        List<Fold> overlap = List.of(new Fold(new int[] {2, 3}, new int[] {0, 1}),
                new Fold(new int[] {0, 2}, new int[] {1, 3}));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> CrossValidation.predict(new NearestNeighbour(), d, overlap)).getMessage()
                .startsWith("row 1 is in the test set of two folds"));
        List<Fold> outside = List.of(new Fold(new int[] {2, 30}, new int[] {0}));
        assertEquals("fold 0 refers to row 30, not in [0, 10)", assertThrows(IllegalArgumentException.class,
                () -> CrossValidation.predict(new NearestNeighbour(), d, outside)).getMessage());
    }

    @Test
    void rowsOutsideEveryTestSetAreMinusOne() {
        Dataset d = twoBlobs(10, 3);
        int[] p = CrossValidation.predict(new NearestNeighbour(), d,
                List.of(new Fold(new int[] {0, 1, 2, 3, 4}, new int[] {5, 6})));
        assertEquals(-1, p[0]);
        assertTrue(p[5] >= 0 && p[6] >= 0);
    }
}

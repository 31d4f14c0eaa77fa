package org.infens.learner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/** The stump learner against brute force over every feature, threshold and class assignment. */
class DecisionStumpTrainerTest {
    private static double weightedError(Dataset data, double[] w, DecisionStumpModel m) {
        double e = 0;
        for (int i = 0; i < data.size(); i++) {
            if (m.classOf(data, i) != data.classOf(i)) {
                e += w[i];
            }
        }
        return e;
    }

    /** Smallest weighted error of any constant or any (feature, middle threshold, above class, below class). */
    private static double bruteForceError(Dataset data, double[] w) {
        int k = data.classCount();
        double best = Double.POSITIVE_INFINITY;
        for (int c = 0; c < k; c++) {
            best = Math.min(best, error(data, w, -1, 0, c, c));
        }
        for (int f = 0; f < data.dimension(); f++) {
            for (double a : StumpTestSupport.middles(data, f)) {
                for (int above = 0; above < k; above++) {
                    for (int below = 0; below < k; below++) {
                        best = Math.min(best, error(data, w, f, a, above, below));
                    }
                }
            }
        }
        return best;
    }

    private static double error(Dataset data, double[] w, int f, double a, int above, int below) {
        double e = 0;
        for (int i = 0; i < data.size(); i++) {
            int c = f < 0 ? above : data.get(i, f) > a ? above : below;
            if (c != data.classOf(i)) {
                e += w[i];
            }
        }
        return e;
    }

    @Test
    void smallestWeightedErrorEqualsBruteForceForTwoAndMoreClasses() {
        SplittableRandom r = new SplittableRandom(7);
        DecisionStumpTrainer trainer = new DecisionStumpTrainer();
        for (int trial = 0; trial < 300; trial++) {
            int k = trial % 3 == 0 ? 3 + r.nextInt(2) : 2;
            Labels labels = k == 2 ? Labels.of("a", "b") : k == 3 ? Labels.of("a", "b", "c")
                    : Labels.of("a", "b", "c", "d");
            int n = 1 + r.nextInt(12);
            int d = 1 + r.nextInt(3);
            double[] x = StumpSearchTest.randomValues(r, n, d);
            int[] y = new int[n];
            double[] w = new double[n];
            for (int i = 0; i < n; i++) {
                y[i] = r.nextInt(k);
                w[i] = r.nextInt(6) == 0 ? 0 : r.nextDouble();
            }
            Dataset dense = Dataset.dense(x, d, y, labels, null);
            Dataset sparse = StumpSearchTest.sparseOf(x, n, d, y, labels);
            double expected = bruteForceError(dense, w);
            DecisionStumpModel a = trainer.fit(dense, w);
            DecisionStumpModel b = trainer.fit(sparse, w);
            assertEquals(expected, weightedError(dense, w, a), 1e-12, "dense, trial " + trial + " " + a);
            assertEquals(expected, weightedError(sparse, w, b), 1e-12, "sparse, trial " + trial + " " + b);
            assertEquals(a.toString(), b.toString());
        }
    }

    @Test
    void boundFitsEqualSeparateFits() {
        SplittableRandom r = new SplittableRandom(8);
        int n = 40;
        int d = 3;
        double[] x = StumpSearchTest.randomValues(r, n, d);
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = r.nextInt(2);
        }
        Dataset data = Dataset.dense(x, d, y, Labels.of("a", "b"), null);
        DecisionStumpTrainer trainer = new DecisionStumpTrainer();
        WeightedTrainer.Bound<DecisionStumpModel> bound = trainer.bind(data);
        for (int round = 0; round < 10; round++) {
            double[] w = new double[n];
            for (int i = 0; i < n; i++) {
                w[i] = r.nextDouble();
            }
            assertEquals(trainer.fit(data, w).toString(), bound.fit(w, round).toString());
        }
    }

    @Test
    void unweightedFitUsesUnitWeights() {
        Dataset data = Dataset.dense(new double[] {0, 1, 2, 3}, 1, new int[] {1, 1, 0, 0}, Labels.of("a", "b"),
                null);
        DecisionStumpModel m = new DecisionStumpTrainer().fit(data);
        assertEquals(new Stump(0, 1.5, 1), m.stump());
        assertEquals(0.0, weightedError(data, new double[] {1, 1, 1, 1}, m));
    }
}

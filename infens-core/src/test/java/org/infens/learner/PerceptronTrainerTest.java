package org.infens.learner;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/** The RCD perceptron against closed forms and brute force. */
class PerceptronTrainerTest {
    private static final Labels TWO = Labels.of("1", "-1");

    /** Points at distance > margin from a random hyperplane, labelled by its side. */
    static Dataset separable(int n, int d, double margin, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] w = new double[d];
        double norm = 0;
        for (int j = 0; j < d; j++) {
            w[j] = r.nextGaussian();
            norm += w[j] * w[j];
        }
        norm = Math.sqrt(norm);
        double b = 0.3;
        double[] x = new double[n * d];
        int[] y = new int[n];
        int i = 0;
        while (i < n) {
            double dot = 0;
            for (int j = 0; j < d; j++) {
                x[i * d + j] = r.nextDouble(-2, 2);
                dot += w[j] * x[i * d + j];
            }
            double value = dot / norm - b;
            if (Math.abs(value) > margin) {
                y[i++] = value > 0 ? 0 : 1;
            }
        }
        return Dataset.dense(x, d, y, TWO, null);
    }

    static double weightedError(PerceptronModel m, Dataset data, double[] u) {
        double e = 0;
        for (int i = 0; i < data.size(); i++) {
            if (m.classOf(data, i) != data.classOf(i)) {
                e += u == null ? 1 : u[i];
            }
        }
        return e;
    }

    @Test
    void separableDataWithAMarginIsLearnedWithoutTrainingError() {
        for (long seed = 1; seed <= 3; seed++) {
            Dataset data = separable(200, 5, 0.2, seed);
            PerceptronModel m = new PerceptronTrainer(PerceptronParams.defaults(), seed).fit(data);
            assertEquals(0.0, weightedError(m, data, null), "seed " + seed);
        }
    }

    @Test
    void integerWeightsEqualDuplicatedRows() {
        Dataset data = Dataset.dense(noisy(60, 4, 7), 4, labelsOf(noisy(60, 4, 7), 4, 60), TWO, null);
        SplittableRandom r = new SplittableRandom(11);
        double[] u = new double[data.size()];
        int total = 0;
        for (int i = 0; i < u.length; i++) {
            u[i] = r.nextInt(4); // 0..3 copies
            total += (int) u[i];
        }
        int[] rows = new int[total];
        for (int i = 0, k = 0; i < u.length; i++) {
            for (int c = 0; c < u[i]; c++) {
                rows[k++] = i;
            }
        }
        Dataset duplicated = data.view(rows).compact();
        PerceptronTrainer t = new PerceptronTrainer(new PerceptronParams(50), 5);
        PerceptronModel weighted = t.fit(data, u);
        PerceptronModel copies = t.fit(duplicated);
        assertArrayEquals(copies.weights(), weighted.weights(), 1e-9);
        assertEquals(copies.bias(), weighted.bias(), 1e-9);
        assertArrayEquals(Prediction.classIndices(copies.predictAll(data, 1)),
                Prediction.classIndices(weighted.predictAll(data, 1)));
    }

    private static double[] noisy(int n, int d, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[] x = new double[n * d];
        for (int k = 0; k < x.length; k++) {
            x[k] = r.nextGaussian();
        }
        return x;
    }

    private static int[] labelsOf(double[] x, int d, int n) {
        SplittableRandom r = new SplittableRandom(3);
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = x[i * d] + x[i * d + 1] + 0.8 * r.nextGaussian() > 0 ? 0 : 1;
        }
        return y;
    }

    @Test
    void lineSearchFindsTheBruteForceMinimumOverIntervalsBetweenBreakpoints() {
        SplittableRandom r = new SplittableRandom(42);
        for (int trial = 0; trial < 300; trial++) {
            int n = 1 + r.nextInt(12);
            double[] v = new double[n];
            double[] s = new double[n];
            int[] y = new int[n];
            double[] u = new double[n];
            for (int i = 0; i < n; i++) {
                v[i] = r.nextInt(7) - 3; // small integers: repeated breakpoints and rows on the hyperplane
                s[i] = r.nextInt(5) - 2; // some zero slopes
                y[i] = r.nextBoolean() ? 1 : -1;
                u[i] = r.nextInt(4) == 0 ? 0 : r.nextDouble(0.1, 2);
            }
            PerceptronTrainer.LineSearch search = new PerceptronTrainer.LineSearch(n);
            double alpha = search.best(v, s, y, u);
            double found = PerceptronTrainer.LineSearch.loss(v, s, y, u, alpha);
            // brute force: the loss at every point strictly between consecutive distinct breakpoints, and beyond both
            double[] bp = new double[n];
            int m = 0;
            for (int i = 0; i < n; i++) {
                if (s[i] != 0 && u[i] > 0) { // rows of weight 0 do not change the loss
                    bp[m++] = -v[i] / s[i];
                }
            }
            double[] sorted = java.util.Arrays.copyOf(bp, m);
            java.util.Arrays.sort(sorted);
            double best = PerceptronTrainer.LineSearch.loss(v, s, y, u, m == 0 ? 0 : sorted[0] - 1);
            for (int k = 0; k < m; k++) {
                double next = k + 1 < m ? sorted[k + 1] : sorted[k] + 2;
                if (next > sorted[k]) {
                    best = Math.min(best, PerceptronTrainer.LineSearch.loss(v, s, y, u, 0.5 * (sorted[k] + next)));
                }
            }
            assertEquals(best, found, 1e-9, "trial " + trial);
            for (int k = 0; k < m; k++) {
                assertTrue(alpha != sorted[k], "the step must not land on a breakpoint");
            }
        }
    }

    @Test
    void weightedTrainingLossNeverIncreasesAcrossEpochs() {
        Dataset data = Dataset.dense(noisy(120, 3, 9), 3, labelsOf(noisy(120, 3, 9), 3, 120), TWO, null);
        double[] u = new double[data.size()];
        SplittableRandom r = new SplittableRandom(2);
        for (int i = 0; i < u.length; i++) {
            u[i] = r.nextDouble(0.01, 1);
        }
        double previous = Double.POSITIVE_INFINITY;
        for (int epochs = 0; epochs <= 40; epochs++) {
            // the same seed makes the run with k epochs the first k epochs of every longer run
            PerceptronModel m = new PerceptronTrainer(new PerceptronParams(epochs), 17).fit(data, u);
            double e = weightedError(m, data, u);
            assertTrue(e <= previous + 1e-12, "epoch " + epochs + ": " + e + " > " + previous);
            previous = e;
        }
    }

    @Test
    void sameSeedSameModelAndMoreThanTwoClassesIsAnError() {
        Dataset data = separable(80, 3, 0.1, 4);
        PerceptronTrainer t = new PerceptronTrainer(PerceptronParams.defaults(), 8);
        assertArrayEquals(t.fit(data).weights(), t.fit(data).weights());
        Dataset three = Dataset.dense(new double[] {0, 1, 2}, 1, new int[] {0, 1, 2}, Labels.of("a", "b", "c"), null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.fit(three));
        assertTrue(e.getMessage().contains("ovo"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new PerceptronParams(-1));
    }
}

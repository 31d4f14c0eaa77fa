package org.infens.kernelboost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.infens.kernel.StumpKernel;
import org.junit.jupiter.api.Test;

/** The kernel Perceptron against Novikoff's theorem and a naive re-implementation. */
class KernelPerceptronTest {
    private static final Labels TWO = Labels.of("1", "-1");

    /** Points at distance >= margin from the hyperplane w*.x = 0 (w* = (1, 1, ..)/sqrt d), labelled by its side. */
    static Dataset separable(int n, int d, double margin, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        double[][] x = new double[n][d];
        int[] y = new int[n];
        int i = 0;
        while (i < n) {
            double dot = 0;
            for (int f = 0; f < d; f++) {
                x[i][f] = r.nextDouble(-1, 1);
                dot += x[i][f];
            }
            dot /= Math.sqrt(d);
            if (Math.abs(dot) >= margin) {
                y[i++] = dot > 0 ? 0 : 1;
            }
        }
        return Dataset.dense(x, y, TWO);
    }

    @Test
    void separableDataConvergeWithinNovikoffsBound() {
        for (long seed = 1; seed <= 4; seed++) {
            double margin = 0.1;
            Dataset data = separable(150, 4, margin, seed);
            double radius2 = 0;
            for (int i = 0; i < data.size(); i++) {
                radius2 = Math.max(radius2, data.squaredNorm(i));
            }
            KernelPerceptronModel m = new KernelPerceptronTrainer(
                    KernelPerceptronParams.defaults().withEpochs(1000).withAverage(false), seed).fit(data);
            int[] perEpoch = m.mistakesPerEpoch();
            assertEquals(0, perEpoch[perEpoch.length - 1], "converged: the last epoch run makes no mistake");
            assertTrue(perEpoch.length < 1000);
            assertTrue(m.mistakes() <= radius2 / (margin * margin), "mistakes " + m.mistakes() + " > (R/gamma)^2 = "
                    + radius2 / (margin * margin));
            assertArrayEquals(data.classIndices(), Prediction.classIndices(m.predictAll(data, 1)));
            for (int i = 0; i < data.size(); i++) {
                assertEquals(data.classOf(i), m.classOf(data, i));
            }
        }
    }

    @Test
    void rbfSeparatesXorWithoutTrainingErrors() {
        double[][] x = {{1, 1}, {-1, -1}, {1, -1}, {-1, 1}, {0.9, 1.1}, {-1.1, 1}};
        Dataset data = Dataset.dense(x, new int[] {0, 0, 1, 1, 0, 1}, TWO);
        KernelPerceptronModel m = new KernelPerceptronTrainer(
                new KernelPerceptronParams(new GaussianKernel(2), 100, false), 3).fit(data);
        assertArrayEquals(data.classIndices(), Prediction.classIndices(m.predictAll(data, 1)));
    }

    /** The straightforward Perceptron: f recomputed from scratch at every step, the average summed every step. */
    private static double[] naive(Dataset data, Kernel kernel, int epochs, long seed, boolean average) {
        int m = data.size();
        double[] c = new double[m];
        double[] sum = new double[m];
        int[] order = new int[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        SplittableRandom random = new SplittableRandom(seed);
        boolean converged = false;
        for (int e = 0; e < epochs; e++) {
            if (!converged) {
                org.infens.Shuffle.inPlace(order, random);
            }
            int mistakes = 0;
            for (int k = 0; k < m; k++) {
                int i = order[k];
                double y = data.classOf(i) == 0 ? 1 : -1;
                double f = 0;
                for (int s = 0; s < m; s++) {
                    f += c[s] * kernel.value(data, s, data, i);
                }
                if (!converged && y * f <= 0) {
                    c[i] += y;
                    mistakes++;
                }
                for (int s = 0; s < m; s++) {
                    sum[s] += c[s];
                }
            }
            converged |= mistakes == 0;
        }
        if (average) {
            for (int s = 0; s < m; s++) {
                sum[s] /= (double) epochs * m;
            }
            return sum;
        }
        return c;
    }

    @Test
    void lazyAveragingAndKernelColumnsEqualTheNaivePerceptron() {
        SplittableRandom r = new SplittableRandom(31);
        Dataset data = BaseKernelLearnerTest.gaussianRows(40, 3, r);
        Kernel kernel = new GaussianKernel(0.7);
        for (boolean average : new boolean[] {false, true}) {
            for (int epochs : new int[] {1, 3, 7}) {
                KernelPerceptronModel m = new KernelPerceptronTrainer(
                        new KernelPerceptronParams(kernel, epochs, average), 5).fit(data);
                double[] expected = naive(data, kernel, epochs, 5, average);
                Dataset sv = m.supportRows();
                double[] coef = m.coefficients();
                double[] full = new double[data.size()];
                // map support rows back to training rows (rows are distinct)
                for (int s = 0; s < sv.size(); s++) {
                    for (int i = 0; i < data.size(); i++) {
                        if (java.util.Arrays.equals(sv.row(s), data.row(i))) {
                            full[i] = coef[s];
                        }
                    }
                }
                assertArrayEquals(expected, full, 1e-12, "average " + average + ", epochs " + epochs);
            }
        }
    }

    @Test
    void aShorterRunIsThePrefixOfALongerOne() {
        SplittableRandom r = new SplittableRandom(32);
        Dataset data = BaseKernelLearnerTest.gaussianRows(60, 3, r);
        KernelPerceptronParams p = new KernelPerceptronParams(new LinearKernel(), 2, false);
        int[] two = new KernelPerceptronTrainer(p, 9).fit(data).mistakesPerEpoch();
        int[] five = new KernelPerceptronTrainer(p.withEpochs(5), 9).fit(data).mistakesPerEpoch();
        assertEquals(two[0], five[0]);
        assertEquals(two[1], five[1]);
    }

    @Test
    void parametersAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> KernelPerceptronParams.defaults().withEpochs(0));
        assertThrows(IllegalArgumentException.class,
                () -> KernelPerceptronParams.defaults().withKernel(StumpKernel.simplified()));
    }
}

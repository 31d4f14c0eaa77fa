package org.infens.kernelboost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.Kernels;
import org.infens.kernel.LearnedKernel;
import org.infens.kernel.LinearKernel;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * The booster of 004 Fig. 1, re-checked pair by pair from the learned kernel it returns: D_t from the kernel of the
 * first t-1 rounds, W+ and W- from K_t, alpha_t = 1/2 ln(W+/W-), and the pair loss, which must decrease every round.
 */
class KernelBoosterTest {
    private static final Labels TWO = Labels.of("1", "-1");

    static Dataset scaled(Dataset d, double by) {
        double[][] x = new double[d.size()][];
        for (int i = 0; i < x.length; i++) {
            x[i] = d.row(i);
            for (int f = 0; f < x[i].length; f++) {
                x[i][f] *= by;
            }
        }
        return Dataset.dense(x, d.classIndices(), d.labels());
    }

    /** The learned kernel with only its first {@code t} rounds. */
    static LearnedKernel prefix(LearnedKernel k, int t) {
        return new LearnedKernel(k.base(), k.templates(), Arrays.copyOf(k.coefficients(), t),
                Arrays.copyOf(k.weights(), t));
    }

    static double[][] gram(Kernel k, Dataset d) {
        Kernel.Evaluator e = k.evaluator(d, d);
        double[][] g = new double[d.size()][d.size()];
        for (int i = 0; i < g.length; i++) {
            for (int j = 0; j < g.length; j++) {
                g[i][j] = e.value(i, j);
            }
        }
        return g;
    }

    static double y(Dataset d, int i) {
        return d.classOf(i) == 0 ? 1 : -1;
    }

    private static void checkRun(KernelBoostParams params, Dataset data, Dataset templates) {
        KernelBooster.Result result = new KernelBooster(params).boost(data, templates);
        LearnedKernel learned = result.kernel();
        int rounds = result.rounds();
        assertTrue(rounds >= 1);
        assertEquals(rounds + 1, result.losses().length);
        int m = data.size();
        PairLoss loss = params.loss();
        double[][] coef = learned.coefficients();
        for (int t = 0; t <= rounds; t++) {
            double[][] k = t == 0 ? new double[m][m] : gram(prefix(learned, t), data);
            double total = 0;
            for (int i = 0; i < m; i++) {
                for (int j = 0; j < m; j++) {
                    total += loss.loss(y(data, i) * y(data, j) * k[i][j]);
                }
            }
            assertEquals(total, result.losses()[t], 1e-8 * total, "loss after " + t + " rounds");
            if (t > 0) {
                assertTrue(result.losses()[t] < result.losses()[t - 1], "loss decreases in round " + t + ": "
                        + result.losses()[t - 1] + " -> " + result.losses()[t]);
            }
            if (t == rounds) {
                break;
            }
            // round t+1 by brute force: D from k, K_t from the stored coefficients (alpha excluded)
            LearnedKernel single = new LearnedKernel(learned.base(), learned.templates(), new double[][] {coef[t]},
                    new double[] {1});
            double[][] kt = gram(single, data);
            double wPlus = 0;
            double wMinus = 0;
            double largest = 0;
            for (int i = 0; i < m; i++) {
                largest = Math.max(largest, Math.abs(kt[i][i]));
                for (int j = 0; j < m; j++) {
                    double yy = y(data, i) * y(data, j);
                    double d = loss.weight(yy * k[i][j]);
                    double v = yy * kt[i][j];
                    if (v > 0) {
                        wPlus += d * Math.abs(kt[i][j]);
                    } else if (v < 0) {
                        wMinus += d * Math.abs(kt[i][j]);
                    }
                }
            }
            assertEquals(1.0, largest, 1e-9, "K_t spans [-1, 1] on the training pairs");
            assertEquals(wPlus, result.positiveWeights()[t], 1e-8 * wPlus, "W+ of round " + (t + 1));
            assertEquals(wMinus, result.negativeWeights()[t], 1e-8 * wPlus, "W- of round " + (t + 1));
            assertEquals(wPlus - wMinus, result.scores()[t], 1e-7 * wPlus, "score = W+ - W-");
            assertTrue(wPlus > wMinus);
            double alpha = result.alphas()[t];
            assertTrue(alpha > 0, "alpha_t > 0 when W+ > W-");
            if (wMinus > KernelBooster.SMOOTHING * wPlus) {
                assertEquals(0.5 * Math.log(wPlus / wMinus), alpha, 1e-7, "alpha of round " + (t + 1));
            }
        }
    }

    @Test
    void logLossAndExpLossDecreaseEveryRoundWithTheLinearBase() {
        SplittableRandom r = new SplittableRandom(21);
        Dataset data = BaseKernelLearnerTest.gaussianRows(30, 5, r);
        Dataset small = scaled(data, 0.2); // inside the unit ball: K_t is scaled up
        for (PairLoss loss : PairLoss.values()) {
            checkRun(new KernelBoostParams(loss, 6, new LinearKernel()), small, small);
            checkRun(new KernelBoostParams(loss, 6, new LinearKernel()), data, data); // K_t scaled down
        }
    }

    @Test
    void kernelisedVariantWithTransductiveTemplates() {
        SplittableRandom r = new SplittableRandom(22);
        Dataset data = BaseKernelLearnerTest.gaussianRows(25, 3, r);
        Dataset test = BaseKernelLearnerTest.gaussianRows(18, 3, r);
        for (PairLoss loss : PairLoss.values()) {
            checkRun(new KernelBoostParams(loss, 5, new GaussianKernel(0.5)), data, test);
        }
    }

    @Test
    void learnedKernelIsPositiveSemiDefiniteAndSurvivesItsSpec() {
        SplittableRandom r = new SplittableRandom(23);
        Dataset data = BaseKernelLearnerTest.gaussianRows(20, 4, r);
        LearnedKernel k = new KernelBooster(new KernelBoostParams(PairLoss.LOG, 4, new GaussianKernel(0.25)))
                .boost(data, data).kernel();
        Kernel back = Kernels.fromSpec(Spec.parse(k.spec().toString()));
        Dataset other = BaseKernelLearnerTest.gaussianRows(7, 4, r);
        for (int i = 0; i < other.size(); i++) {
            for (int j = 0; j < data.size(); j++) {
                assertEquals(k.value(other, i, data, j), back.value(other, i, data, j), 1e-12);
                assertEquals(k.value(other, i, data, j), k.evaluator(other, data).value(i, j), 1e-12);
            }
        }
        // z^T G z >= 0 for random z
        double[][] g = gram(k, data);
        for (int trial = 0; trial < 50; trial++) {
            double[] z = new double[g.length];
            for (int i = 0; i < z.length; i++) {
                z[i] = r.nextGaussian();
            }
            double q = 0;
            for (int i = 0; i < z.length; i++) {
                for (int j = 0; j < z.length; j++) {
                    q += z[i] * g[i][j] * z[j];
                }
            }
            assertTrue(q >= -1e-9, "quadratic form " + q);
        }
    }

    @Test
    void perfectlyAlignedDirectionGetsAFiniteWeight() {
        // one informative feature, perfectly separable through the origin: W- = 0 in round 1
        double[][] x = {{1, 0}, {0.5, 0}, {-1, 0}, {-0.7, 0}};
        Dataset data = Dataset.dense(x, new int[] {0, 0, 1, 1}, TWO);
        KernelBooster.Result res = new KernelBooster(new KernelBoostParams(PairLoss.EXP, 1, new LinearKernel()))
                .boost(data, data);
        assertEquals(0.0, res.negativeWeights()[0], 1e-12);
        assertEquals(0.5 * Math.log(1 / KernelBooster.SMOOTHING), res.alphas()[0], 1e-9);
    }

    @Test
    void oneClassOrNoAlignedDirectionIsRefused() {
        double[][] x = {{1, 0}, {0.5, 1}};
        assertThrows(IllegalArgumentException.class, () -> new KernelBooster(KernelBoostParams.defaults())
                .boost(Dataset.dense(x, new int[] {0, 0}, TWO), Dataset.dense(x, new int[] {0, 0}, TWO)));
        assertThrows(IllegalArgumentException.class, () -> new KernelBoostParams(PairLoss.LOG, 0, new LinearKernel()));
    }
}

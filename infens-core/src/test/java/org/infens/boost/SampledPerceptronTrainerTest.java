package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.learner.PerceptronModel;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/**
 * {@code sampled-perceptron}, Shen &amp; Liu 2014's weak learner, against brute force: of the candidates drawn from
 * the same stream, the model is the one (or its negation) of least weighted training error, that error being
 * (1 - max |edge| / sum w) / 2 and at most 1/2.
 */
class SampledPerceptronTrainerTest {

    /** Weighted training error of {@code m} on {@code data}. */
    private static double weightedError(PerceptronModel m, Dataset data, double[] w) {
        double err = 0;
        double total = 0;
        for (int i = 0; i < data.size(); i++) {
            total += w[i];
            if (m.classOf(data, i) != data.classOf(i)) {
                err += w[i];
            }
        }
        return err / total;
    }

    @Test
    void theModelIsTheCandidateOfLeastWeightedErrorOrItsNegation() {
        Dataset data = ColumnGenerationTrainerTest.tiny(3, 41);
        SplittableRandom draws = new SplittableRandom(8);
        int candidates = 300;
        int negated = 0;
        for (int trial = 0; trial < 40; trial++) {
            double[] w = new double[data.size()];
            for (int i = 0; i < w.length; i++) {
                w[i] = trial % 4 == 0 && i % 3 == 0 ? 0 : draws.nextDouble(); // some rows without weight
            }
            long seed = draws.nextLong();
            // brute force: the same stream's candidates, each evaluated on every row, both signs
            SampledFamily family = new SampledFamily(WeakHypothesis.Kind.PERCEPTRON, 1, candidates, data, 1);
            SplittableRandom stream = new SplittableRandom(seed);
            double best = Double.POSITIVE_INFINITY;
            double[] bestTheta = null;
            int bestSign = 0;
            double total = 0;
            for (double v : w) {
                total += v;
            }
            for (int c = 0; c < candidates; c++) {
                WeakHypothesis h = family.sample(stream);
                double err = 0;
                for (int i = 0; i < data.size(); i++) {
                    double y = data.classOf(i) == 0 ? 1 : -1;
                    if (h.value(data, i) != y) {
                        err += w[i];
                    }
                }
                err /= total;
                for (int sign : new int[] {1, -1}) {
                    double e = sign == 1 ? err : 1 - err;
                    if (e < best - 1e-12) {
                        best = e;
                        bestSign = sign;
                        bestTheta = h.theta();
                        for (int f = 0; f < bestTheta.length; f++) {
                            bestTheta[f] *= sign;
                        }
                    }
                }
            }
            for (int threads : new int[] {1, 3}) {
                PerceptronModel m = new SampledPerceptronTrainer(candidates, seed, threads).fit(data, w);
                assertEquals(best, weightedError(m, data, w), 1e-12, "trial " + trial + ", " + threads + " threads");
                assertTrue(best <= 0.5, "the better of h and -h errs on at most half the weight");
                assertArrayEquals(bestTheta, m.weights(), 0, "trial " + trial);
            }
            negated += bestSign < 0 ? 1 : 0;
        }
        assertTrue(negated > 0, "some winners must be negated candidates, or the sign is never tested");
    }

    @Test
    void specsSeedsAndErrors() {
        Dataset heart = BundledData.load("heart");
        Classifier a = Learners.create("sampled-perceptron(candidates=50)", new LearnerContext(4, 1)).fit(heart);
        Classifier b = Learners.create("sampled-perceptron(candidates=50)", new LearnerContext(4, 2)).fit(heart);
        Classifier c = Learners.create("sampled-perceptron(candidates=50)", new LearnerContext(5, 1)).fit(heart);
        assertArrayEquals(((PerceptronModel) a).weights(), ((PerceptronModel) b).weights(), 0, "threads");
        assertTrue(((PerceptronModel) a).bias() != ((PerceptronModel) c).bias(), "the seed reaches the draws");
        assertEquals("sampled-perceptron(candidates=50)", a.provenance().parameters());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("sampled-perceptron(candidates=0)", new LearnerContext(1, 1)));
        assertTrue(e.getMessage().contains("candidates"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("sampled-perceptron",
                new LearnerContext(1, 1)).fit(BundledData.load("iris")));
        assertTrue(e.getMessage().contains("2 classes") && e.getMessage().contains("ovo"), e.getMessage());
        Dataset none = Dataset.dense(new double[0], 2, new int[0], org.infens.data.Labels.of("a", "b"), null);
        e = assertThrows(IllegalArgumentException.class, () -> new SampledPerceptronTrainer(10, 1, 1).fit(none));
        assertTrue(e.getMessage().contains("no rows"), e.getMessage());
        // all weights 0 (a boosting round that has nothing left to weigh): still a perceptron, not a failure
        double[] zeros = new double[heart.size()];
        assertEquals(heart.dimension(), new SampledPerceptronTrainer(10, 1, 1).fit(heart, zeros).weights().length);
    }

    /**
     * On real data: AdaBoost over sampled perceptrons (Shen &amp; Liu 2014's AdaBoost-Perc) learns heart, 5-fold
     * cross-validated accuracy well above the majority class's 55.6% and above one sampled perceptron's.
     */
    @Test
    void adaBoostOverSampledPerceptronsLearnsHeart() {
        Dataset heart = BundledData.load("heart");
        List<Fold> folds = Folds.stratified(heart, 5, 1);
        double boosted = accuracy(CrossValidation.predict(Learners.create("adaboost(base=sampled-perceptron, T=50)",
                new LearnerContext(1, 2)), heart, folds), heart);
        double single = accuracy(CrossValidation.predict(Learners.create("sampled-perceptron",
                new LearnerContext(1, 2)), heart, folds), heart);
        assertTrue(boosted > 0.75 && boosted > single, "boosted " + boosted + ", one perceptron " + single);
    }

    private static double accuracy(int[] predicted, Dataset data) {
        int right = 0;
        for (int i = 0; i < predicted.length; i++) {
            right += predicted[i] == data.classOf(i) ? 1 : 0;
        }
        return right / (double) predicted.length;
    }
}

package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Synthetic;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.PerceptronParams;
import org.infens.learner.PerceptronTrainer;
import org.junit.jupiter.api.Test;

/** AdaBoost against its training-error bound, prefix property and SAMME's abort rule. */
class AdaBoostTrainerTest {
    static AdaBoostTrainer stumps(int rounds) {
        return new AdaBoostTrainer(new DecisionStumpTrainer(), "stump", AdaBoostParams.fixed(rounds), 1L, 1);
    }

    static Dataset ringnorm(int n, long seed) {
        return Synthetic.Problem.RINGNORM.generate(n, 5, seed);
    }

    /** The U_1-weighted training error of the first {@code t} members. */
    private static double prefixError(AdaBoostModel m, Dataset data, double[] u, int t) {
        AdaBoostModel prefix = new AdaBoostModel(new AdaBoostModel.State(m.labels(),
                java.util.Arrays.copyOf(m.weights(), t), java.util.Arrays.copyOf(m.errors(), t),
                m.members().subList(0, t), List.of()), m.provenance());
        double total = 0;
        double wrong = 0;
        for (int i = 0; i < data.size(); i++) {
            total += u[i];
            if (prefix.classOf(data, i) != data.classOf(i)) {
                wrong += u[i];
            }
        }
        return wrong / total;
    }

    /** A weighted trainer that records the total weight of every fit it is given. */
    static final class RecordingTrainer implements org.infens.WeightedTrainer<Classifier> {
        final java.util.List<Double> totals = new java.util.ArrayList<>();
        final java.util.List<Integer> sizes = new java.util.ArrayList<>();
        private final org.infens.learner.C45Trainer inner =
                new org.infens.learner.C45Trainer(org.infens.learner.C45Params.defaults());

        @Override
        public org.infens.spec.Spec spec() {
            return inner.spec();
        }

        @Override
        public Classifier fit(Dataset data, double[] weights) {
            double total = 0;
            for (double w : weights) {
                total += w;
            }
            totals.add(total);
            sizes.add(weights.length);
            return inner.fit(data, weights);
        }
    }

    @Test
    void baseLearnersSeeWeightsOfMeanOneAsInWekasAdaBoostM1() {
        Dataset data = Synthetic.Problem.TWONORM.generate(120, 5, 3);
        RecordingTrainer ada = new RecordingTrainer();
        new AdaBoostTrainer(ada, "c45", AdaBoostParams.fixed(5), 1L, 1).fit(data);
        RecordingTrainer lp = new RecordingTrainer();
        new LpBoostTrainer(lp, "c45", new LpBoostParams(Math.scalb(1.0, -5), 5), 1L).fit(data);
        for (RecordingTrainer t : List.of(ada, lp)) {
            assertTrue(!t.totals.isEmpty());
            for (int k = 0; k < t.totals.size(); k++) {
                assertEquals(t.sizes.get(k), t.totals.get(k), 1e-9, "fit " + k + " sums to the number of rows");
            }
        }
    }

    @Test
    void adaBoostWithC45TreesBeatsOneTree() {
        // C4.5 reads weights as instance counts (minimum 2 per leaf): handed AdaBoost's distribution (sum 1) it
        // could not split at all and the ensemble stayed at chance level
        Dataset train = Synthetic.Problem.TWONORM.generate(300, 20, 11);
        Dataset test = Synthetic.Problem.TWONORM.generate(2000, 20, 12);
        org.infens.learner.C45Trainer c45 = new org.infens.learner.C45Trainer(org.infens.learner.C45Params.defaults());
        double treeError = 1 - org.infens.eval.Metrics.accuracy(c45.fit(train), test);
        double boostError = 1 - org.infens.eval.Metrics.accuracy(
                new AdaBoostTrainer(c45, "c45", AdaBoostParams.fixed(30), 1L, 1).fit(train), test);
        assertTrue(boostError < 0.75 * treeError && boostError < 0.10,
                "AdaBoost-Dec " + boostError + " against one tree " + treeError);
    }

    @Test
    void trainingErrorIsBelowTheBoundOnEveryRound() {
        for (long seed = 0; seed < 3; seed++) {
            Dataset data = Synthetic.flipLabels(ringnorm(150, seed), 0.1, seed);
            double[] u = new double[data.size()];
            SplittableRandom r = new SplittableRandom(seed);
            for (int i = 0; i < u.length; i++) {
                u[i] = seed == 0 ? 1 : 0.1 + r.nextDouble();
            }
            AdaBoostModel m = stumps(60).fit(data, u);
            double[] e = m.errors();
            double bound = 1;
            for (int t = 1; t <= m.rounds(); t++) {
                assertTrue(e[t - 1] > 0 && e[t - 1] < 0.5, "e_t in (0, 1/2): " + e[t - 1]);
                bound *= 2 * Math.sqrt(e[t - 1] * (1 - e[t - 1]));
                double err = prefixError(m, data, u, t);
                assertTrue(err <= bound + 1e-12, "round " + t + ": error " + err + " > bound " + bound);
            }
        }
    }

    @Test
    void weightsFollowAlgorithmOneAndEachRoundsErrorIsThatOfTheReweightedData() {
        Dataset data = ringnorm(80, 4);
        AdaBoostModel m = stumps(15).fit(data);
        double[] w = m.weights();
        double[] e = m.errors();
        // replay Algorithm 1 literally: U_{t+1}(i) = U_t(i) exp(-w_t [h_t(x_i) = y_i]), normalised
        int n = data.size();
        double[] weight = new double[n];
        java.util.Arrays.fill(weight, 1.0 / n);
        for (int t = 0; t < m.rounds(); t++) {
            Classifier h = m.members().get(t);
            double error = 0;
            for (int i = 0; i < n; i++) {
                if (h.classOf(data, i) != data.classOf(i)) {
                    error += weight[i];
                }
            }
            assertEquals(error, e[t], 1e-12, "e_t, round " + t);
            assertEquals(Math.log((1 - error) / error), w[t], 1e-9, "w_t, round " + t);
            double z = 0;
            for (int i = 0; i < n; i++) {
                if (h.classOf(data, i) == data.classOf(i)) {
                    weight[i] *= Math.exp(-w[t]);
                }
                z += weight[i];
            }
            for (int i = 0; i < n; i++) {
                weight[i] /= z;
            }
        }
    }

    @Test
    void aShorterRunIsThePrefixOfALongerOne() {
        Dataset data = ringnorm(120, 5);
        AdaBoostModel longRun = stumps(50).fit(data);
        AdaBoostModel shortRun = stumps(20).fit(data);
        assertEquals(20, shortRun.rounds());
        for (int t = 0; t < 20; t++) {
            assertEquals(longRun.members().get(t).toString(), shortRun.members().get(t).toString());
            assertEquals(longRun.weights()[t], shortRun.weights()[t]);
        }
        // with a seeded base learner too: round t's seed depends only on t
        PerceptronTrainer perceptron = new PerceptronTrainer(new PerceptronParams(5), 0L);
        AdaBoostModel a = new AdaBoostTrainer(perceptron, "perceptron(epochs=5)", AdaBoostParams.fixed(12), 9L, 1)
                .fit(data);
        AdaBoostModel b = new AdaBoostTrainer(perceptron, "perceptron(epochs=5)", AdaBoostParams.fixed(5), 9L, 1)
                .fit(data);
        for (int t = 0; t < b.rounds(); t++) {
            assertEquals(a.weights()[t], b.weights()[t]);
        }
    }

    @Test
    void crossValidatedRoundsAreACandidateAndTheModelIsTheRunOfThatLength() {
        Dataset data = Synthetic.flipLabels(ringnorm(100, 6), 0.15, 6);
        AdaBoostTrainer cv1 = new AdaBoostTrainer(new DecisionStumpTrainer(), "stump",
                AdaBoostParams.crossValidated(3, 60, 10), 3L, 1);
        AdaBoostTrainer cv2 = new AdaBoostTrainer(new DecisionStumpTrainer(), "stump",
                AdaBoostParams.crossValidated(3, 60, 10), 3L, 2);
        int chosen = cv1.selectRounds(data, ones(data.size()));
        assertTrue(chosen % 10 == 0 && chosen >= 10 && chosen <= 60, "T = " + chosen);
        assertEquals(chosen, cv2.selectRounds(data, ones(data.size())), "same T whatever the thread count");
        AdaBoostModel m = cv1.fit(data);
        AdaBoostModel fixed = stumps(chosen).fit(data);
        assertEquals(fixed.rounds(), m.rounds());
        assertEquals(java.util.Arrays.toString(fixed.weights()), java.util.Arrays.toString(m.weights()));
    }

    @Test
    void theValidationCurveIsTheFoldErrorsOfSeparateFitsOfEachT() {
        // brute force: a separate fixed-T fit per fold and per T (the prefix trick not used), with the folds and the
        // fold seeds the class comment gives; the sum of misclassified validation rows must be the curve's value
        Dataset data = Synthetic.flipLabels(ringnorm(90, 7), 0.1, 7);
        PerceptronTrainer perceptron = new PerceptronTrainer(new PerceptronParams(3), 0L);
        long seed = 5L;
        AdaBoostTrainer cv = new AdaBoostTrainer(perceptron, "perceptron(epochs=3)",
                AdaBoostParams.crossValidated(3, 40, 10), seed, 2);
        double[] curve = cv.validationErrors(data, null);
        assertEquals(4, curve.length);
        List<org.infens.select.Fold> folds = org.infens.select.Folds.stratified(data, 3, seed);
        SplittableRandom random = new SplittableRandom(seed);
        long[] foldSeeds = new long[folds.size()];
        for (int f = 0; f < foldSeeds.length; f++) {
            foldSeeds[f] = random.nextLong();
        }
        int first = 0;
        for (int c = 0; c < curve.length; c++) {
            int t = 10 * (c + 1);
            double wrong = 0;
            for (int f = 0; f < folds.size(); f++) {
                Dataset validation = data.view(folds.get(f).test());
                AdaBoostModel m = new AdaBoostTrainer(perceptron, "perceptron(epochs=3)", AdaBoostParams.fixed(t),
                        foldSeeds[f], 1).fit(data.view(folds.get(f).train()));
                for (int i = 0; i < validation.size(); i++) {
                    if (m.classOf(validation, i) != validation.classOf(i)) {
                        wrong++;
                    }
                }
            }
            assertEquals(wrong, curve[c], "T = " + t);
            if (curve[c] < curve[first]) {
                first = c;
            }
        }
        assertEquals(10 * (first + 1), cv.fit(data).rounds(), "fit selects the curve's first minimum");
        assertThrows(IllegalStateException.class, () -> new AdaBoostTrainer(perceptron, "perceptron(epochs=3)",
                AdaBoostParams.fixed(10), seed, 1).validationErrors(data, null));
    }

    private static double[] ones(int n) {
        double[] u = new double[n];
        java.util.Arrays.fill(u, 1);
        return u;
    }

    @Test
    void sammeOnThreeClassesKeepsErrorsBelowTwoThirdsAndAddsLnTwo() {
        SplittableRandom r = new SplittableRandom(2);
        int n = 90;
        double[] x = new double[n * 2];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = i % 3;
            x[2 * i] = y[i] + r.nextGaussian() * 0.6;
            x[2 * i + 1] = r.nextGaussian();
        }
        Dataset data = Dataset.dense(x, 2, y, Labels.of("a", "b", "c"), null);
        AdaBoostModel m = stumps(20).fit(data);
        assertTrue(m.rounds() >= 2);
        for (int t = 0; t < m.rounds(); t++) {
            double e = m.errors()[t];
            assertTrue(e < 2.0 / 3, "SAMME error below 1 - 1/K");
            assertEquals(Math.log((1 - e) / e) + Math.log(2), m.weights()[t], 1e-9);
        }
        assertEquals(3, m.predict(data, 0).decisionValues().length);
        // the training error is far below that of one stump, which cannot separate 3 classes
        int wrong = 0;
        for (int i = 0; i < n; i++) {
            wrong += m.classOf(data, i) != y[i] ? 1 : 0;
        }
        assertTrue(wrong < n / 3, "errors " + wrong);
    }

    @Test
    void aPerfectStumpDecidesAlone() {
        Dataset data = Dataset.dense(new double[] {0, 1, 2, 3}, 1, new int[] {1, 1, 0, 0}, Labels.of("a", "b"),
                null);
        AdaBoostModel m = stumps(10).fit(data);
        assertEquals(1, m.rounds());
        assertEquals(0.0, m.errors()[0]);
        assertEquals(1, m.nonZeroCount());
    }

    @Test
    void rejectsBadParameters() {
        assertThrows(IllegalArgumentException.class, () -> AdaBoostParams.fixed(0));
        assertThrows(IllegalArgumentException.class, () -> AdaBoostParams.crossValidated(5, 15, 10));
        assertThrows(IllegalArgumentException.class, () -> AdaBoostParams.crossValidated(1, 100, 10));
    }
}

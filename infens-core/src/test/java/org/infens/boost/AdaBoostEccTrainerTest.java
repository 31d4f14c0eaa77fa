package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * AdaBoost.ECC against AdaBoost on two classes, a naive replay of Guruswami &amp; Sahai's weights with a brute-force
 * stump search, and the training-error bound (K - 1) prod Z_t.
 */
class AdaBoostEccTrainerTest {
    private static final Dataset IRIS = BundledData.load("iris");
    private static final Dataset VOWEL = BundledData.load("vowel");

    /**
     * With two classes every colouring separates them, so AdaBoost.ECC is AdaBoost with stumps: f_0 - f_1 =
     * sum alpha_t (mu_t(0) - mu_t(1)) h_t = sum 2 alpha_t h'_t, AdaBoost's decision value (its weight ln((1 - e)/e) is
     * 2 alpha_t), on the bundled heart data (no stump is perfect there).
     */
    @Test
    void twoClassesAreAdaBoostWithStumps() {
        Dataset heart = BundledData.load("heart");
        for (boolean maxCut : new boolean[] {false, true}) {
            AdaBoostMhModel ecc = new AdaBoostEccTrainer(60, maxCut, 3).fit(heart, null);
            var ada = Learners.create(Spec.parse("adaboost(base=stump, T=60)"), new LearnerContext(3, 1)).fit(heart);
            assertEquals(60, ecc.members().size());
            for (int i = 0; i < heart.size(); i++) {
                assertEquals(ada.predict(heart, i).decisionValues()[0], ecc.predict(heart, i).decisionValues()[0],
                        1e-9, "row " + i);
            }
        }
    }

    /**
     * Every round replayed naively from the model: the colouring mu_t (up to a sign, the member's votes), the row
     * weights w_i = sum over classes coloured unlike y_i of D(i, c), the least weighted error over every stump by
     * brute force (the member's error must equal it), alpha_t = 1/2 ln((1 - eps)/eps), the update of D and its
     * normaliser Z_t; then the training error is at most (K - 1) prod_t Z_t. Four classes of iris-like data with
     * both colourings, and vowel's eleven classes.
     */
    @Test
    void everyRoundIsGuruswamiAndSahaisWithTheBestStump() {
        for (Dataset data : List.of(IRIS, VOWEL)) {
            for (boolean maxCut : new boolean[] {false, true}) {
                AdaBoostMhModel model = new AdaBoostEccTrainer(25, maxCut, 7).fit(data, null);
                replay(data, model, data + " " + (maxCut ? "max-cut" : "random"));
            }
        }
    }

    private static void replay(Dataset data, AdaBoostMhModel model, String what) {
        int n = data.size();
        int k = data.classCount();
        int[] y = data.classIndices();
        double[][] d = new double[n][k];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < k; c++) {
                d[i][c] = c == y[i] ? 0 : 1.0 / (n * (k - 1));
            }
        }
        List<MultiClassStump> members = model.members();
        double[] alphas = model.weights();
        double[] z = model.normalizers();
        double bound = k - 1;
        for (int t = 0; t < members.size(); t++) {
            MultiClassStump m = members.get(t);
            double[] mu = m.votes();
            double[] w = new double[n];
            double sum = 0;
            for (int i = 0; i < n; i++) {
                for (int c = 0; c < k; c++) {
                    if (mu[c] != mu[y[i]]) {
                        w[i] += d[i][c];
                    }
                }
                sum += w[i];
            }
            double eps = 0;
            boolean[] wrong = new boolean[n];
            for (int i = 0; i < n; i++) {
                w[i] /= sum;
                wrong[i] = m.phi(data, i) != mu[y[i]];
                if (wrong[i]) {
                    eps += w[i];
                }
            }
            assertEquals(bruteForceLeastError(data, w, mu, y), eps, 1e-12, what + " round " + t);
            // a stump without error gets LEMGA's weight 1/2 ln 1000
            assertEquals(0.5 * Math.log(eps > 0 ? (1 - eps) / eps : 1000), alphas[t], 1e-9, what + " alpha " + t);
            double total = 0;
            for (int i = 0; i < n; i++) {
                for (int c = 0; c < k; c++) {
                    if (mu[c] != mu[y[i]]) {
                        d[i][c] *= Math.exp(wrong[i] ? alphas[t] : -alphas[t]);
                    }
                    total += d[i][c];
                }
            }
            assertEquals(total, z[t], 1e-12, what + " Z " + t);
            for (double[] row : d) {
                for (int c = 0; c < k; c++) {
                    row[c] /= total;
                }
            }
            bound *= z[t];
        }
        int errors = 0;
        for (int i = 0; i < n; i++) {
            if (model.predict(data, i).classIndex() != y[i]) {
                errors++;
            }
        }
        assertTrue(errors / (double) n <= bound + 1e-12, what + ": training error " + errors + "/" + n
                + " above the bound " + bound);
        assertTrue(bound < k - 1, what + ": the bound must have come down, " + bound);
    }

    /** The least weighted error against the labels mu(y_i) over every threshold of every feature and both signs. */
    private static double bruteForceLeastError(Dataset data, double[] w, double[] mu, int[] y) {
        double best = Math.min(errorOf(data, w, mu, y, -1, 0, 1), errorOf(data, w, mu, y, -1, 0, -1));
        for (int f = 0; f < data.dimension(); f++) {
            TreeSet<Double> values = new TreeSet<>();
            for (int i = 0; i < data.size(); i++) {
                values.add(data.get(i, f));
            }
            for (double a : values) {
                best = Math.min(best, Math.min(errorOf(data, w, mu, y, f, a, 1), errorOf(data, w, mu, y, f, a, -1)));
            }
        }
        return best;
    }

    private static double errorOf(Dataset data, double[] w, double[] mu, int[] y, int f, double a, int s) {
        double e = 0;
        for (int i = 0; i < data.size(); i++) {
            int h = f < 0 ? s : data.get(i, f) > a ? s : -s;
            if (h != mu[y[i]]) {
                e += w[i];
            }
        }
        return e;
    }

    /**
     * Random colourings are balanced (ceil and floor of K/2 classes per colour), uniformly so; the greedy max-cut
     * puts the two classes of each heavily confused pair apart.
     */
    @Test
    void colouringsAreBalancedOrCutTheConfusion() {
        SplittableRandom random = new SplittableRandom(5);
        int[] firstPlus = new int[5];
        for (int r = 0; r < 5000; r++) {
            int[] mu = AdaBoostEccTrainer.randomColoring(5, random);
            assertEquals(1, Arrays.stream(mu).sum(), Arrays.toString(mu));
            for (int c = 0; c < 5; c++) {
                if (mu[c] == 1) {
                    firstPlus[c]++;
                }
            }
        }
        for (int c = 0; c < 5; c++) {
            // each class is +1 with probability 3/5: 3000 of 5000, sd about 35
            assertEquals(3000, firstPlus[c], 150, "class " + c);
        }
        // rows of class 0 weigh class 1 heavily and rows of class 2 class 3, the rest lightly
        int[] y = {0, 1, 2, 3};
        double[] d = new double[16];
        Arrays.fill(d, 0.01);
        for (int i = 0; i < 4; i++) {
            d[i * 4 + i] = 0;
        }
        d[1] = 1;
        d[2 * 4 + 3] = 1;
        for (int r = 0; r < 50; r++) {
            int[] mu = AdaBoostEccTrainer.maxCutColoring(d, y, 4, random);
            assertNotEquals(mu[0], mu[1]);
            assertNotEquals(mu[2], mu[3]);
        }
    }

    @Test
    void theSeedDecidesTheModelAndSpecsRoundTrip() {
        AdaBoostMhModel a = new AdaBoostEccTrainer(30, false, 11).fit(VOWEL, null);
        AdaBoostMhModel b = new AdaBoostEccTrainer(30, false, 11).fit(VOWEL, null);
        AdaBoostMhModel other = new AdaBoostEccTrainer(30, false, 12).fit(VOWEL, null);
        assertArrayEquals(a.weights(), b.weights(), 0);
        assertTrue(!Arrays.equals(a.weights(), other.weights()), "another seed, other colourings");
        var spec = Learners.create(Spec.parse("adaboost-ecc(T=30, coloring=max-cut)"), new LearnerContext(4, 1));
        assertEquals(new AdaBoostEccTrainer(30, true, 4), spec);
        assertEquals("adaboost-ecc(T=30, coloring=max-cut)", spec.spec().toString());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create(Spec.parse("adaboost-ecc(coloring=best)"), new LearnerContext(1, 1)));
        assertTrue(e.getMessage().contains("coloring") && e.getMessage().contains("best"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create(Spec.parse("adaboost-ecc(T=0)"), new LearnerContext(1, 1)));
        assertTrue(e.getMessage().contains("T"), e.getMessage());
        List<String> messages = new ArrayList<>();
        for (Dataset bad : List.of(IRIS.view(new int[0]), IRIS.view(new int[] {0, 1, 2}))) {
            messages.add(assertThrows(IllegalArgumentException.class,
                    () -> new AdaBoostEccTrainer(5, false, 1).fit(bad, null)).getMessage());
        }
        assertTrue(messages.get(0).contains("no rows"), messages.get(0));
        String first = IRIS.labels().name(IRIS.classIndices()[0]);
        assertTrue(messages.get(1).contains("2 classes") && messages.get(1).contains("'" + first + "'"),
                messages.get(1));
    }

    /**
     * A data weight of 2 is the row twice: D starts proportional to the weights and the stump search and the errors
     * sum them, so the model on weighted vowel equals the model on vowel with those rows repeated (alphas to 1e-9,
     * the same stumps and predictions). With the random colourings only: the max-cut ones order class pairs whose
     * confusion weights are equal in exact arithmetic (common after a few rounds) by their rounding, which the two
     * summation orders change.
     */
    @Test
    void aWeightOfTwoIsTheRowTwice() {
        SplittableRandom random = new SplittableRandom(2);
        double[] weights = new double[VOWEL.size()];
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < weights.length; i++) {
            weights[i] = random.nextInt(3) == 0 ? 2 : 1;
            rows.add(i);
            if (weights[i] == 2) {
                rows.add(i);
            }
        }
        Dataset twice = VOWEL.view(rows.stream().mapToInt(Integer::intValue).toArray());
        {
            AdaBoostMhModel weighted = new AdaBoostEccTrainer(40, false, 5).fit(VOWEL, weights);
            AdaBoostMhModel repeated = new AdaBoostEccTrainer(40, false, 5).fit(twice, null);
            assertArrayEquals(repeated.weights(), weighted.weights(), 1e-9);
            for (int t = 0; t < 40; t++) {
                assertEquals(repeated.members().get(t).feature(), weighted.members().get(t).feature(), "round " + t);
                assertArrayEquals(repeated.members().get(t).votes(), weighted.members().get(t).votes(), 0);
            }
            for (int i = 0; i < VOWEL.size(); i++) {
                assertEquals(repeated.predict(VOWEL, i).classIndex(), weighted.predict(VOWEL, i).classIndex());
            }
        }
    }
}

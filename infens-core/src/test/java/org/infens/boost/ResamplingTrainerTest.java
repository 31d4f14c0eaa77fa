package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.experiment.ExperimentData;
import org.infens.learner.C45Params;
import org.infens.learner.C45Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.SolverListener;
import org.junit.jupiter.api.Test;

/** Boosting by resampling: the draws' distribution, the wiring to the base learner, and what it does to LPBoost. */
class ResamplingTrainerTest {
    private static final C45Trainer C45 = new C45Trainer(C45Params.defaults());

    @Test
    void drawsRowsInProportionToTheirWeightsAndNeverARowOfWeightZero() {
        double[] u = {0, 3, 1, 0, 6, 0};
        SplittableRandom random = new SplittableRandom(5);
        long[] counts = new long[u.length];
        int calls = 20_000;
        for (int c = 0; c < calls; c++) {
            int[] rows = ResamplingTrainer.draw(u, random);
            assertEquals(u.length, rows.length);
            for (int r : rows) {
                counts[r]++;
            }
        }
        double draws = (double) calls * u.length;
        for (int i = 0; i < u.length; i++) {
            double p = u[i] / 10;
            if (p == 0) {
                assertEquals(0, counts[i], "row " + i + " has weight 0");
            } else { // within 5 binomial standard deviations
                double sd = Math.sqrt(draws * p * (1 - p));
                assertEquals(draws * p, counts[i], 5 * sd, "row " + i);
            }
        }
    }

    @Test
    void aTinyFirstWeightAndTheLastPositiveRowAreDrawnAndZeroRowsAroundThemNever() {
        double[] u = {1e-300, 0, 0, 1, 0};
        SplittableRandom random = new SplittableRandom(3);
        for (int c = 0; c < 1000; c++) {
            for (int r : ResamplingTrainer.draw(u, random)) {
                assertTrue(r == 3, "drew row " + r + " (row 0 has probability 1e-300)");
            }
        }
    }

    @Test
    void fitsTheBaseLearnerToTheDrawnRowsUnweighted() {
        Dataset data = Synthetic.Problem.TWONORM.generate(120, 5, 8);
        double[] u = new double[data.size()];
        SplittableRandom weights = new SplittableRandom(2);
        for (int i = 0; i < u.length; i++) {
            u[i] = weights.nextInt(4) == 0 ? 0 : weights.nextDouble();
        }
        Classifier resampled = new ResamplingTrainer(C45, 77).fit(data, u);
        Classifier direct = C45.fit(data.view(ResamplingTrainer.draw(u, new SplittableRandom(77))));
        Classifier weighted = C45.fit(data, u);
        int differFromWeighted = 0;
        for (int i = 0; i < data.size(); i++) {
            assertEquals(direct.classOf(data, i), resampled.classOf(data, i), "row " + i);
            differFromWeighted += resampled.classOf(data, i) != weighted.classOf(data, i) ? 1 : 0;
        }
        assertTrue(differFromWeighted > 0, "a resampled tree is not the weighted tree");
    }

    @Test
    void theSeedDecidesTheSampleAndTheDataSetsOwnWeightsAreTheSamplingWeights() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(150, 4, 3);
        double[] u = new double[data.size()];
        for (int i = 0; i < u.length; i++) {
            u[i] = 1 + i % 5;
        }
        ResamplingTrainer t = new ResamplingTrainer(C45, 11);
        Classifier a = t.fit(data, u);
        Classifier again = t.fit(data, u);
        Classifier own = t.fit(data.withWeights(u));
        Classifier other = t.withSeed(12).fit(data, u);
        boolean otherDiffers = false;
        for (int i = 0; i < data.size(); i++) {
            assertEquals(a.classOf(data, i), again.classOf(data, i));
            assertEquals(a.classOf(data, i), own.classOf(data, i));
            otherDiffers |= a.classOf(data, i) != other.classOf(data, i);
        }
        assertTrue(otherDiffers, "another seed draws another sample");
    }

    @Test
    void specRoundTripsAndBadSpecsAreRejectedByName() {
        LearnerContext context = new LearnerContext(1, 1, SolverListener.NONE);
        String spec = Learners.create("resample(base=c45)", context).spec().toString();
        assertEquals("resample(base=c45(confidence=0.25, min-leaf=2))", spec);
        assertEquals(spec, Learners.create(spec, context).spec().toString());
        assertEquals(spec, Learners.create("resample", context).spec().toString(), "C4.5 by default");
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("resample(base=c45, T=3)", context));
        assertTrue(unknown.getMessage().contains("T"), unknown.getMessage());
        Dataset data = Synthetic.Problem.TWONORM.generate(20, 3, 1);
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> new ResamplingTrainer(C45, 1).fit(data, new double[data.size()]));
        assertTrue(zero.getMessage().contains("sum to 0"), zero.getMessage());
    }

    @Test
    void makesALearnerWithoutWeightsABoostingBase() {
        LearnerContext context = new LearnerContext(4, 1, SolverListener.NONE);
        IllegalArgumentException unweighted = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("adaboost(base=ovo(base=perceptron), T=5)", context));
        assertTrue(unweighted.getMessage().endsWith("or boost it by resampling: resample(base=ovo(base=perceptron))"),
                unweighted.getMessage());
        Dataset data = Synthetic.Problem.TWONORM.generate(200, 5, 6);
        AdaBoostModel m = (AdaBoostModel) Learners.create("adaboost(base=resample(base=ovo(base=perceptron)), T=5)",
                context).fit(data);
        int wrong = 0;
        for (int i = 0; i < data.size(); i++) {
            wrong += m.classOf(data, i) != data.classOf(i) ? 1 : 0;
        }
        assertTrue(m.members().size() >= 1);
        assertTrue(wrong < 0.1 * data.size(), "twonorm is nearly linear; training errors " + wrong);
    }

    /**
     * The reason {@link ResamplingTrainer} exists (Lin &amp; Li 2008's LPBoost-Dec on ionosphere): with C4.5 fitted
     * to the LP's dual weights, LPBoost on run 0's split ends on one tree that classifies every training row
     * correctly, which alone attains (P4)'s optimum (sum w = 1 at margin 1); with C4.5 fitted to samples drawn from
     * the weights the ensemble keeps many trees.
     */
    @Test
    void lpBoostOnIonosphereKeepsManyTreesWhenC45IsResampled() {
        ExperimentData.Split split = ExperimentData.split("ionosphere", ExperimentData.cellSeed(1, "ionosphere", 0));
        Dataset train = split.train();
        LearnerContext context = new LearnerContext(split.learnerSeed(), 1, SolverListener.NONE);
        LpBoostModel weighted = (LpBoostModel) Learners.create("lpboost(base=c45, C=2)", context).fit(train);
        LpBoostModel resampled = (LpBoostModel) Learners.create("lpboost(base=resample(base=c45), C=2)", context)
                .fit(train);
        double[] w = weighted.weights();
        int top = 0;
        for (int t = 1; t < w.length; t++) {
            top = w[t] > w[top] ? t : top;
        }
        assertEquals(1.0, w[top], 1e-9, "one tree carries the weighted ensemble");
        Classifier tree = weighted.members().get(top);
        for (int i = 0; i < train.size(); i++) {
            assertEquals(train.classOf(i), tree.classOf(train, i), "that tree is right on training row " + i);
        }
        int large = 0;
        double largest = 0;
        for (double v : resampled.weights()) {
            large += v > 1e-3 ? 1 : 0;
            largest = Math.max(largest, v);
        }
        assertTrue(large > 20, "resampled: " + large + " trees of weight > 1e-3");
        assertFalse(largest > 0.5, "resampled: largest weight " + largest);
    }

    @Test
    void drawsAreIndependentOfTheWeightsScale() {
        double[] u = {0.5, 2, 0, 1.5};
        double[] scaled = new double[u.length];
        for (int i = 0; i < u.length; i++) {
            scaled[i] = u[i] * 0x1p-20; // exact: the cumulative sums and draws scale exactly too
        }
        assertArrayEquals(ResamplingTrainer.draw(u, new SplittableRandom(9)),
                ResamplingTrainer.draw(scaled, new SplittableRandom(9)));
    }
}

package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.data.Synthetic;
import org.infens.io.ModelCodec;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.StumpSearch;
import org.junit.jupiter.api.Test;

/**
 * The hooks for base learners that search elsewhere ({@link AdaBoostTrainer#fit(LabelledRows, double[],
 * AdaBoostTrainer.Rounds)}, {@link LpBoostTrainer#fit(LabelledRows, double[], ColumnOracle)},
 * {@link ColumnGenerationTrainer#fit(LabelledRows, WeakLearnerFamily)}): given the learner the trainer would build,
 * bound to the full data, while the trainer itself sees only the rows' labels and what identifies their data set
 * (as a cluster's driver, {@link LabelledRows#of}), the model file is the ordinary fit's, byte for byte.
 */
class GivenOracleTest {
    /** The rows of {@code data} without their features. */
    static LabelledRows labelsOnly(Dataset data) {
        return LabelledRows.of(data.labels(), data.classIndices(), data.dimension(), data.featureNames(),
                data.fingerprint());
    }

    static byte[] file(Model m) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ModelCodec.write(m, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The classes {@code model} predicts for the rows of {@code data}. */
    static int[] classes(Classifier model, Dataset data) {
        int[] out = new int[data.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = model.classOf(data, i);
        }
        return out;
    }

    @Test
    void lpBoostWithTheStumpOracleGivenIsTheOrdinaryFit() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.TWONORM.generate(80, 5, 6), 0.1, 6);
        for (double c : new double[] {0.05, 1, Double.POSITIVE_INFINITY}) {
            LpBoostTrainer trainer = new LpBoostTrainer(new DecisionStumpTrainer(), "stump", new LpBoostParams(c, 30),
                    0L);
            LpBoostModel ordinary = trainer.fit(data);
            LpBoostModel given = trainer.fit(labelsOnly(data), null,
                    ColumnOracle.stumps(labelsOnly(data), new StumpSearch(data)));
            assertArrayEquals(file(ordinary), file(given), "C=" + c);
            assertArrayEquals(classes(ordinary, data), classes(given, data));
        }
    }

    @Test
    void cgensWithTheStumpFamilyGivenIsTheOrdinaryFit() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.RINGNORM.generate(70, 4, 2), 0.1, 2);
        ColumnGenerationParams p = ColumnGenerationParams.defaults().withC(0.5).withMaxColumns(25).withSeed(3);
        ColumnGenerationTrainer trainer = new ColumnGenerationTrainer(p);
        ColumnGenerationModel ordinary = trainer.fit(data);
        WeakLearnerFamily family = WeakLearnerFamily.stumps(new StumpSearch(data));
        List<String> seen = new ArrayList<>();
        WeakLearnerFamily recording = new WeakLearnerFamily() {
            @Override
            public Column best(double[][] u, SplittableRandom random) {
                Column c = family.best(u, random);
                seen.add(c == null ? "none" : c.hypothesis().spec().toString());
                return c;
            }

            @Override
            public void select(Column column) {
                family.select(column);
            }
        };
        ColumnGenerationModel given = trainer.fit(labelsOnly(data), recording);
        assertArrayEquals(file(ordinary), file(given));
        assertEquals(ordinary.hypotheses().size() + (ordinary.converged() ? 1 : 0), seen.size());
        ColumnGenerationTrainer fourier = new ColumnGenerationTrainer(p.withWeak(WeakHypothesis.Kind.FOURIER,
                Double.NaN));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> fourier.fit(labelsOnly(data), recording));
        assertTrue(e.getMessage().contains("needs sigma"), e.getMessage());
    }

    /**
     * AdaBoost with stump rounds given from outside: the stump fitted to U_t scaled to mean 1 (as the loop scales it
     * for its own base learner), its classes read off the data; and a copy of U kept by the rounds, reweighted when
     * told with {@link AdaBoostTrainer#reweight}, equals the loop's U_t at every round, bit for bit.
     */
    @Test
    void adaBoostWithStumpRoundsGivenIsTheOrdinaryFit() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.TWONORM.generate(90, 6, 4), 0.15, 4);
        for (int seed : new int[] {1, 7}) {
            AdaBoostTrainer trainer = new AdaBoostTrainer(new DecisionStumpTrainer(), "stump",
                    AdaBoostParams.fixed(40), seed, 1);
            AdaBoostModel ordinary = trainer.fit(data);
            org.infens.WeightedTrainer.Bound<?> bound = new DecisionStumpTrainer().bind(data);
            double[][] copy = new double[1][];
            boolean[] wrong = new boolean[data.size()];
            int[] calls = new int[2];
            AdaBoostTrainer.Rounds rounds = new AdaBoostTrainer.Rounds() {
                private int[] last;

                @Override
                public Classifier next(double[] distribution, long roundSeed, int[] classes) {
                    if (copy[0] == null) {
                        copy[0] = distribution.clone();
                    }
                    assertArrayEquals(copy[0], distribution, 0.0, "round " + calls[0]);
                    double[] scaled = new double[distribution.length];
                    org.infens.learner.InstanceWeights.meanOne(distribution, scaled);
                    Classifier h = (Classifier) bound.fit(scaled, roundSeed);
                    for (int i = 0; i < classes.length; i++) {
                        classes[i] = h.classOf(data, i);
                    }
                    last = classes.clone();
                    calls[0]++;
                    return h;
                }

                @Override
                public void reweighted(double alpha) {
                    for (int i = 0; i < wrong.length; i++) {
                        wrong[i] = last[i] != data.classOf(i);
                    }
                    AdaBoostTrainer.reweight(copy[0], wrong, alpha);
                    calls[1]++;
                }
            };
            AdaBoostModel given = trainer.fit(labelsOnly(data), null, rounds);
            assertArrayEquals(file(ordinary), file(given), "seed " + seed);
            assertEquals(ordinary.rounds(), calls[0]);
            assertEquals(calls[0] - 1, calls[1]); // not after the last round
        }
        AdaBoostTrainer cv = new AdaBoostTrainer(new DecisionStumpTrainer(), "stump",
                AdaBoostParams.crossValidated(3, 20, 10), 1, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> cv.fit(labelsOnly(data), null, (d, s, c) -> null));
        assertTrue(e.getMessage().contains("T=cv"), e.getMessage());
    }

    /** {@link AdaBoostTrainer#reweight} against its closed form U_i exp(alpha [wrong_i]) / Z. */
    @Test
    void reweightIsTheClosedForm() {
        double[] u = {0.1, 0.2, 0.3, 0.4};
        boolean[] wrong = {true, false, true, false};
        double alpha = Math.log(3);
        double z = 0.1 * 3 + 0.2 + 0.3 * 3 + 0.4;
        double[] expected = {0.3 / z, 0.2 / z, 0.9 / z, 0.4 / z};
        AdaBoostTrainer.reweight(u, wrong, alpha);
        assertArrayEquals(expected, u, 1e-15);
        assertThrows(IllegalArgumentException.class, () -> AdaBoostTrainer.reweight(u, new boolean[3], alpha));
    }
}

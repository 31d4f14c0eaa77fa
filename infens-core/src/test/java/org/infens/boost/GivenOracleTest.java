package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.learner.DecisionStumpTrainer;
import org.junit.jupiter.api.Test;

/**
 * The hooks for oracles that search elsewhere ({@link LpBoostTrainer#fit(Dataset, double[], ColumnOracle)},
 * {@link ColumnGenerationTrainer#fit(Dataset, WeakLearnerFamily)}): given the oracle the trainer would build, bound
 * to the full data, while the trainer itself sees only the rows' labels (no features, as a cluster's driver), the
 * model has the same members and weights as the ordinary fit; only the fingerprint of what the trainer saw differs,
 * which the caller puts right.
 */
class GivenOracleTest {
    /** The rows of {@code data} without their features. */
    static Dataset labelsOnly(Dataset data) {
        return Dataset.dense(new double[0], 0, data.classIndices(), data.labels(), null);
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
            LpBoostModel given = trainer.fit(labelsOnly(data), null, ColumnOracle.stumps(data));
            assertArrayEquals(ordinary.weights(), given.weights(), 0.0, "C=" + c);
            assertEquals(ordinary.members().size(), given.members().size());
            for (int t = 0; t < ordinary.members().size(); t++) {
                assertArrayEquals(classes(ordinary.members().get(t), data), classes(given.members().get(t), data));
            }
            assertArrayEquals(classes(ordinary, data), classes(given, data));
            assertEquals(ordinary.provenance().parameters(), given.provenance().parameters());
            assertNotEquals(ordinary.provenance().dataFingerprint(), given.provenance().dataFingerprint());
        }
    }

    @Test
    void cgensWithTheStumpFamilyGivenIsTheOrdinaryFit() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.RINGNORM.generate(70, 4, 2), 0.1, 2);
        ColumnGenerationParams p = ColumnGenerationParams.defaults().withC(0.5).withMaxColumns(25).withSeed(3);
        ColumnGenerationTrainer trainer = new ColumnGenerationTrainer(p);
        ColumnGenerationModel ordinary = trainer.fit(data);
        WeakLearnerFamily family = WeakLearnerFamily.create(WeakHypothesis.Kind.STUMP, 0, 0, data, 1);
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
        assertEquals(ordinary.hypotheses(), given.hypotheses());
        assertArrayEquals(ordinary.weights(), given.weights(), 0.0);
        assertEquals(ordinary.bias(), given.bias(), 0.0);
        assertEquals(ordinary.trace(), given.trace());
        assertEquals(ordinary.hypotheses().size() + (ordinary.converged() ? 1 : 0), seen.size());
    }
}

package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/**
 * The blocked, parallel scoring of {@link SampledFamily} against the candidate-at-a-time loop it replaces: draw each
 * candidate with {@link SampledFamily#sample}, evaluate it on every row, score max_tau |sum_i u_tau,i h(x_i)|, keep
 * the first best. Same stream, so the same candidates; the same summation order, so exactly the same winner and
 * score, whatever the thread count, and whichever rows have all their weights 0 (those the blocked scoring
 * leaves out).
 */
class SampledFamilyTest {

    /** The naive search: one hypothesis and one value vector per candidate. */
    static WeakLearnerFamily.Column naive(SampledFamily family, Dataset data, double[][] u, int candidates,
                                          SplittableRandom random) {
        WeakHypothesis best = null;
        double bestScore = -1;
        int bestTau = 0;
        for (int c = 0; c < candidates; c++) {
            WeakHypothesis h = family.sample(random);
            double[] values = ColumnGenerationTrainerTest.column(h, data);
            for (int t = 0; t < u.length; t++) {
                double s = Math.abs(WeakLearnerFamily.dot(u[t], values));
                if (s > bestScore) {
                    bestScore = s;
                    bestTau = t;
                    best = h;
                }
            }
        }
        return new WeakLearnerFamily.Column(best, ColumnGenerationTrainerTest.column(best, data), bestScore, bestTau,
                -1);
    }

    @Test
    void blockedParallelScoringEqualsTheCandidateAtATimeLoop() {
        Dataset data = ColumnGenerationTrainerTest.tiny(9, 37);
        SplittableRandom weights = new SplittableRandom(5);
        for (WeakHypothesis.Kind kind : new WeakHypothesis.Kind[] {WeakHypothesis.Kind.PERCEPTRON,
                WeakHypothesis.Kind.FOURIER}) {
            for (int l : new int[] {1, 3}) {
                double[][] u = new double[l][data.size()];
                for (double[] row : u) {
                    for (int i = 0; i < row.length; i++) {
                        row[i] = weights.nextDouble(-1, 1);
                    }
                }
                // the SVM's dual weights are 0 beyond the margin (signed zeros, as y_i alpha_i gives them): rows
                // zero in every vector may be left out of the scores, a row zero in one vector only may not
                for (int i = 0; i < data.size(); i++) {
                    int pattern = i % 5;
                    for (int t = 0; t < l; t++) {
                        if (pattern < 2 || pattern == 2 && t == 0) {
                            u[t][i] = i % 2 == 0 ? 0.0 : -0.0;
                        }
                    }
                }
                int candidates = 1000; // not a multiple of the block size
                SampledFamily reference = new SampledFamily(kind, 0.7, candidates, data, 1);
                WeakLearnerFamily.Column expected = naive(reference, data, u, candidates, new SplittableRandom(17));
                for (int threads : new int[] {1, 3}) {
                    SampledFamily family = new SampledFamily(kind, 0.7, candidates, data, threads);
                    WeakLearnerFamily.Column got = family.best(u, new SplittableRandom(17));
                    String what = kind + ", " + l + " weight vectors, " + threads + " threads";
                    assertEquals(expected.hypothesis(), got.hypothesis(), what);
                    assertEquals(expected.score(), got.score(), 0, what);
                    assertEquals(expected.tau(), got.tau(), what);
                    assertArrayEquals(expected.values(), got.values(), 0, what);
                }
            }
        }
    }

    /**
     * Drawn once, the candidates are one pool, the first search's draw: every search returns the best candidate of
     * the pool not yet selected (brute force over the pool, drawn again by {@link SampledFamily#sample} from the
     * same first stream), whatever stream the later searches are given, and null once the pool is used up.
     */
    @Test
    void aPoolDrawnOnceIsSearchedWithoutItsSelectedCandidates() {
        Dataset data = ColumnGenerationTrainerTest.tiny(7, 23);
        int candidates = 40;
        for (WeakHypothesis.Kind kind : new WeakHypothesis.Kind[] {WeakHypothesis.Kind.PERCEPTRON,
                WeakHypothesis.Kind.FOURIER}) {
            SampledFamily fresh = new SampledFamily(kind, 0.7, candidates, data, 1);
            SampledFamily family = new SampledFamily(kind, 0.7, candidates, true, data, 2);
            WeakHypothesis[] pool = new WeakHypothesis[candidates];
            SplittableRandom copy = new SplittableRandom(3); // the first search's stream, drawn again here
            SplittableRandom given = new SplittableRandom(3);
            for (int c = 0; c < candidates; c++) {
                pool[c] = fresh.sample(copy);
            }
            java.util.Set<WeakHypothesis> picked = new java.util.HashSet<>();
            SplittableRandom weights = new SplittableRandom(11);
            for (int step = 0; step < candidates; step++) {
                double[] u = new double[data.size()];
                for (int i = 0; i < u.length; i++) {
                    u[i] = weights.nextDouble(-1, 1);
                }
                WeakHypothesis expected = null;
                double expectedScore = -1;
                for (WeakHypothesis h : pool) {
                    double score = Math.abs(WeakLearnerFamily.dot(u, ColumnGenerationTrainerTest.column(h, data)));
                    if (!picked.contains(h) && score > expectedScore) {
                        expected = h;
                        expectedScore = score;
                    }
                }
                WeakLearnerFamily.Column got = family.best(new double[][] {u},
                        step == 0 ? given : new SplittableRandom(100 + step));
                assertEquals(expected, got.hypothesis(), kind + ", search " + step);
                assertEquals(expectedScore, got.score(), 1e-12, kind + ", search " + step);
                family.select(got);
                picked.add(got.hypothesis());
            }
            assertNull(family.best(new double[][] {new double[data.size()]}, new SplittableRandom(1)),
                    kind + ": the pool is used up");
        }
    }
}

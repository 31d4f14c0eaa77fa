package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Synthetic;
import org.infens.kernel.MiddleStumpKernel;
import org.infens.linear.LinearSvmSolver;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.infens.linear.ColumnSvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * CGEns (001 Algorithm 1) against the theorem it rests on: over a finite family (all middle stumps of a tiny set)
 * column generation converges to the kernel SVM with the kernel the family induces, here 2 K_M (see
 * {@link ColumnGenerationTrainer}); and Claim IV.1, checked by brute force over the whole family.
 */
class ColumnGenerationTrainerTest {

    /** A tiny noisy two-class set in 2-D with distinct values (labels "1" = class 0, "-1" = class 1). */
    static Dataset tiny(long seed, int m) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[m][2];
        int[] y = new int[m];
        for (int i = 0; i < m; i++) {
            x[i][0] = rng.nextDouble(-1, 1);
            x[i][1] = rng.nextDouble(-1, 1);
            boolean inside = x[i][0] * x[i][0] + x[i][1] * x[i][1] < 0.5;
            y[i] = (inside ^ rng.nextDouble() < 0.15) ? 0 : 1;
        }
        y[0] = 0;
        y[1] = 1;
        return Dataset.dense(x, y, Labels.of("1", "-1"));
    }

    static ColumnGenerationParams exact(double c, int maxColumns) {
        return ColumnGenerationParams.defaults().withC(c).withMaxColumns(maxColumns).withEpsilon(1e-6)
                .withSolver(1e-10, 1_000_000);
    }

    /** Every middle stump of {@code data}, one direction each, with its column. */
    static List<WeakHypothesis> allStumps(Dataset data) {
        List<WeakHypothesis> all = new ArrayList<>();
        double[][] th = MiddleStumpKernel.middleThresholds(data);
        for (int f = 0; f < th.length; f++) {
            for (double t : th[f]) {
                all.add(WeakHypothesis.stump(f, t, 1));
            }
        }
        return all;
    }

    static double[] column(WeakHypothesis h, Dataset data) {
        double[] v = new double[data.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = h.value(data, i);
        }
        return v;
    }

    @ParameterizedTest
    @EnumSource(ColumnSvm.Method.class)
    void convergesToTheMiddleStumpKernelSvm(ColumnSvm.Method solver) {
        for (long seed : new long[] {1, 2, 3}) {
            Dataset data = tiny(seed, 14);
            double c = seed == 3 ? 10 : 0.7;
            int familySize = allStumps(data).size();
            ColumnGenerationModel model = new ColumnGenerationTrainer(exact(c, familySize + 1)
                    .withMasterSolver(solver)).fit(data);
            assertTrue(model.converged(), "score fell below epsilon before J_max");

            MiddleStumpKernel k = MiddleStumpKernel.unprepared().prepare(data);
            SvmModel svm = new SvmTrainer(SvmParams.of(k).withC(2 * c).withEps(1e-9)).fit(data);
            double svmPrimal = -svm.stats().get(0).objective(); // strong duality
            List<ColumnGenerationStep> trace = model.trace();
            double cgPrimal = trace.get(trace.size() - 1).primalObjective();
            assertEquals(svmPrimal / 2, cgPrimal, 1e-6 * Math.max(1, svmPrimal), "f_CG(C) = f_KM(2C) / 2");
            for (int i = 0; i < data.size(); i++) {
                assertEquals(svm.predict(data, i).decisionValues()[0], model.decisionValue(data, i), 1e-5,
                        "F(x_" + i + ")");
            }
        }
    }

    /**
     * One run serves every budget: the model of J = b from {@link ColumnGenerationTrainer#fitBudgets} is the fit with
     * J = b, bit for bit, both before the run converges (J = 2, 5) and after (J = 60 on 14 rows converges earlier).
     */
    @Test
    void budgetsFromOneRunEqualSeparateFits() {
        for (long seed : new long[] {1, 4}) {
            Dataset data = tiny(seed, 14);
            ColumnGenerationParams p = ColumnGenerationParams.defaults().withC(0.7).withSeed(seed);
            int[] budgets = {2, 5, 60};
            List<ColumnGenerationModel> staged = new ColumnGenerationTrainer(p).fitBudgets(data, budgets);
            assertEquals(budgets.length, staged.size());
            assertTrue(staged.get(2).converged(), "the 60-column budget converges first");
            for (int k = 0; k < budgets.length; k++) {
                ColumnGenerationModel alone = new ColumnGenerationTrainer(p.withMaxColumns(budgets[k])).fit(data);
                ColumnGenerationModel b = staged.get(k);
                assertEquals(alone.hypotheses(), b.hypotheses(), "J=" + budgets[k]);
                assertArrayEquals(alone.weights(), b.weights(), 0, "J=" + budgets[k]);
                assertEquals(alone.bias(), b.bias(), 0);
                assertEquals(alone.trace(), b.trace());
                assertEquals(alone.converged(), b.converged());
                assertEquals(alone.provenance(), b.provenance());
            }
        }
        assertThrows(IllegalArgumentException.class,
                () -> new ColumnGenerationTrainer(ColumnGenerationParams.defaults()).fitBudgets(tiny(1, 10),
                        new int[] {5, 5}));
    }

    /**
     * Runs at several costs in lockstep ({@link ColumnGenerationTrainer#fitCosts}, one draw of candidates scored
     * against every cost's weights) give each cost's separate fit, bit for bit, for every family and budget: at the
     * smallest cost every row is at its bound, at the largest few are (so the rows scored differ between costs), and
     * on 14 rows the stump runs converge before J = 60 at some costs, not at others.
     */
    @ParameterizedTest
    @EnumSource(WeakHypothesis.Kind.class)
    void costsInLockstepEqualSeparateFits(WeakHypothesis.Kind kind) {
        costsTogetherEqualSeparateFits(kind, false);
        if (kind != WeakHypothesis.Kind.STUMP) {
            costsTogetherEqualSeparateFits(kind, true); // candidates drawn once: the costs run one after the other
        }
    }

    private static void costsTogetherEqualSeparateFits(WeakHypothesis.Kind kind, boolean drawOnce) {
        Dataset data = Synthetic.Problem.TWONORM.generate(40, 4, 3);
        double[] costs = {0.01, 0.7, 50};
        int[] budgets = {2, 9, 60};
        ColumnGenerationParams p = ColumnGenerationParams.defaults().withWeak(kind, Double.NaN).withCandidates(50)
                .withDrawOnce(drawOnce).withSeed(11);
        ColumnGenerationTrainer trainer = new ColumnGenerationTrainer(p.withC(3).withMaxColumns(7));
        List<List<ColumnGenerationModel>> lockstep = trainer.fitCosts(data, costs, budgets);
        assertEquals(costs.length, lockstep.size());
        for (int k = 0; k < costs.length; k++) {
            List<ColumnGenerationModel> separate = new ColumnGenerationTrainer(p.withC(costs[k])).fitBudgets(data,
                    budgets);
            for (int b = 0; b < budgets.length; b++) {
                String at = kind + (drawOnce ? " drawn once" : "") + " C=" + costs[k] + " J=" + budgets[b];
                ColumnGenerationModel alone = separate.get(b);
                ColumnGenerationModel shared = lockstep.get(k).get(b);
                assertEquals(alone.hypotheses(), shared.hypotheses(), at);
                assertArrayEquals(alone.weights(), shared.weights(), 0, at);
                assertEquals(alone.bias(), shared.bias(), 0, at);
                assertEquals(alone.trace(), shared.trace(), at);
                assertEquals(alone.converged(), shared.converged(), at);
                assertEquals(alone.provenance(), shared.provenance(), at);
            }
        }
        // the costs do differ in their columns (else the test would not see one cost's weights leak into another's)
        assertFalse(lockstep.get(0).get(2).hypotheses().equals(lockstep.get(2).get(2).hypotheses()), kind.toString());
        assertThrows(IllegalArgumentException.class, () -> trainer.fitCosts(data, new double[0], budgets));
        assertThrows(IllegalArgumentException.class, () -> trainer.fitCosts(data, new double[] {0}, budgets));
    }

    @ParameterizedTest
    @EnumSource(ColumnSvm.Method.class)
    void restrictedPrimalNeverIncreasesAndGapsAreSmall(ColumnSvm.Method solver) {
        Dataset data = tiny(5, 30);
        ColumnGenerationModel model = new ColumnGenerationTrainer(exact(2, 40).withMasterSolver(solver)).fit(data);
        double previous = Double.POSITIVE_INFINITY;
        for (ColumnGenerationStep s : model.trace()) {
            assertTrue(s.primalObjective() <= previous + 1e-7, "primal rose at J=" + s.columns());
            assertTrue(Math.abs(s.gap()) < 1e-5 * Math.max(1, s.primalObjective()), "gap at J=" + s.columns());
            previous = s.primalObjective();
        }
    }

    /**
     * Claim IV.1 by brute force: column generation stops (best score below epsilon) only when no column of the
     * family lowers the restricted optimum. The converse holds for the gap certified by alpha, not for the
     * objective itself: the restricted dual is often degenerate (many alpha at C), and a column whose score is large
     * for the alpha at hand can leave the optimum unchanged (it happens on this set at J = 2, 9.5 before and after);
     * {@link #fullDualityGapIsHalfTheSumOfSquaredScoresOutsideTheWorkingSet} checks what the score does measure.
     */
    @Test
    void scoreFallsBelowEpsilonOnlyWhenNoHypothesisLowersTheObjective() {
        Dataset data = tiny(7, 12);
        List<WeakHypothesis> family = allStumps(data);
        ColumnGenerationModel model = new ColumnGenerationTrainer(exact(1.5, family.size() + 1)).fit(data);
        assertTrue(model.converged());
        List<ColumnGenerationStep> trace = model.trace();
        for (ColumnGenerationStep step : trace) {
            assertTrue(step.score() >= 1e-6, "every column added scored at least epsilon");
        }
        double finalPrimal = trace.get(trace.size() - 1).primalObjective();
        for (WeakHypothesis extra : family) {
            if (model.hypotheses().contains(extra) || model.hypotheses().contains(negated(extra))) {
                continue;
            }
            LinearSvmSolver s = solverFor(data, 1.5);
            for (WeakHypothesis h : model.hypotheses()) {
                s.addColumn(column(h, data));
            }
            s.addColumn(column(extra, data));
            s.solve();
            assertTrue(s.primalObjective() >= finalPrimal - 1e-7, "adding " + extra + " lowered the objective");
        }
    }

    /**
     * The duality gap of the full problem at a restricted solution is 1/2 sum over the columns outside the working
     * set of their squared scores (001 (9)); here the full dual is computed with the kernel 2 K_M.
     */
    @Test
    void fullDualityGapIsHalfTheSumOfSquaredScoresOutsideTheWorkingSet() {
        Dataset data = tiny(9, 15);
        List<WeakHypothesis> family = allStumps(data);
        LinearSvmSolver s = solverFor(data, 1);
        for (int j = 0; j < family.size(); j += 3) {
            s.addColumn(column(family.get(j), data));
        }
        s.solve();
        double[] u = new double[data.size()];
        s.labelTimesAlpha(u);
        double outside = 0;
        for (int j = 0; j < family.size(); j++) {
            if (j % 3 != 0) {
                double score = WeakLearnerFamily.dot(u, column(family.get(j), data));
                outside += score * score;
            }
        }
        MiddleStumpKernel k = MiddleStumpKernel.unprepared().prepare(data);
        double quad = 0;
        double sum = 0;
        for (int i = 0; i < u.length; i++) {
            sum += Math.abs(u[i]);
            for (int l = 0; l < u.length; l++) {
                quad += u[i] * u[l] * 2 * k.value(data, i, data, l);
            }
        }
        double fullDual = sum - 0.5 * quad;
        assertEquals(s.dualObjective() - 0.5 * outside, fullDual, 1e-8);
    }

    @Test
    void stumpSearchIsTheBruteForceArgmaxOutsideTheWorkingSet() {
        Dataset data = tiny(3, 20);
        List<WeakHypothesis> family = allStumps(data);
        StumpFamily oracle = new StumpFamily(new org.infens.learner.StumpSearch(data));
        SplittableRandom rng = new SplittableRandom(1);
        for (int round = 0; round < 8; round++) {
            double[] u = new double[data.size()];
            for (int i = 0; i < u.length; i++) {
                u[i] = rng.nextDouble(-1, 1);
            }
            WeakLearnerFamily.Column best = oracle.best(new double[][] {u}, rng);
            double brute = 0;
            for (WeakHypothesis h : family) {
                brute = Math.max(brute, Math.abs(WeakLearnerFamily.dot(u, column(h, data))));
            }
            // previously selected stumps are excluded, so the oracle's best can only be lower than the brute force
            // over the whole family on later rounds; on round 0 they are equal
            if (round == 0) {
                assertEquals(brute, best.score(), 1e-12);
            }
            assertEquals(best.score(), WeakLearnerFamily.dot(u, column(best.hypothesis(), data)), 1e-12,
                    "the returned stump's direction makes its score positive");
            assertEquals(best.score(), WeakLearnerFamily.dot(u, best.values()), 1e-12);
            oracle.select(best);
            WeakLearnerFamily.Column again = oracle.best(new double[][] {u}, rng);
            assertFalse(again.hypothesis().equals(best.hypothesis()), "a selected stump is not returned again");
        }
    }

    /**
     * Candidates drawn once: the columns are distinct members of one pool, so with J above the pool's size the run
     * stops when the pool is used up, with every candidate selected once; drawn afresh, it runs to J.
     */
    @ParameterizedTest
    @EnumSource(value = WeakHypothesis.Kind.class, names = {"PERCEPTRON", "FOURIER"})
    void aPoolDrawnOnceIsUsedUpAndNotRepeated(WeakHypothesis.Kind kind) {
        ColumnGenerationParams p = ColumnGenerationParams.defaults().withWeak(kind, 0.5).withMaxColumns(30)
                .withCandidates(8).withEpsilon(1e-12).withSeed(42);
        Dataset data = tiny(4, 40);
        ColumnGenerationModel once = new ColumnGenerationTrainer(p.withDrawOnce(true)).fit(data);
        assertEquals(8, once.hypotheses().size());
        assertEquals(8, new java.util.HashSet<>(once.hypotheses()).size(), "distinct");
        assertTrue(once.converged());
        ColumnGenerationModel each = new ColumnGenerationTrainer(p).fit(data);
        assertEquals(30, each.hypotheses().size());
        // the first column is the same: the pool is the first iteration's draw
        assertEquals(each.hypotheses().get(0), once.hypotheses().get(0));
    }

    @Test
    void sameSeedSameModelAndSampledFamiliesWork() {
        Dataset data = tiny(4, 40);
        for (WeakHypothesis.Kind kind : new WeakHypothesis.Kind[] {WeakHypothesis.Kind.PERCEPTRON,
                WeakHypothesis.Kind.FOURIER}) {
            ColumnGenerationParams p = ColumnGenerationParams.defaults().withWeak(kind, 0.5).withMaxColumns(15)
                    .withCandidates(50).withSeed(42);
            ColumnGenerationModel a = new ColumnGenerationTrainer(p).fit(data);
            ColumnGenerationModel b = new ColumnGenerationTrainer(p).fit(data);
            assertEquals(a.hypotheses(), b.hypotheses());
            assertEquals(15, a.hypotheses().size());
            assertTrue(a.hypotheses().stream().allMatch(h -> h.kind() == kind));
            // the restricted optimum never rises, and a master solved to the default tolerance is within its
            // duality gap of it: P_J <= OPT_J + gap_J <= P_{J-1} + gap_J
            double previous = Double.POSITIVE_INFINITY;
            for (ColumnGenerationStep s : a.trace()) {
                assertTrue(s.primalObjective() <= previous + Math.max(1e-6, 1.01 * s.gap()),
                        "primal " + s.primalObjective() + " after " + previous + " (gap " + s.gap() + ") at J="
                                + s.columns());
                previous = s.primalObjective();
            }
        }
    }

    @Test
    void refusesMultiClassDataAndBadParameters() {
        Dataset three = Dataset.dense(new double[][] {{0}, {1}, {2}}, new int[] {0, 1, 2}, Labels.of("a", "b", "c"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ColumnGenerationTrainer(ColumnGenerationParams.defaults()).fit(three));
        assertTrue(e.getMessage().contains("cgens-sls"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ColumnGenerationParams.defaults().withC(-1));
        assertEquals("C must be > 0 and finite, got -1.0", e.getMessage());
    }

    static WeakHypothesis negated(WeakHypothesis h) {
        String[] parts = h.spec().toString().split("direction=");
        return WeakHypothesis.fromSpec(org.infens.spec.Spec.parse(parts[0] + "direction=-1)"));
    }

    static LinearSvmSolver solverFor(Dataset data, double c) {
        double[] y = ColumnGenerationTrainer.binaryLabels(data, "test");
        return new LinearSvmSolver(y, new double[y.length], c, 1e-10, 1_000_000, 3);
    }
}

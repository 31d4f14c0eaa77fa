package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Synthetic;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.Stump;
import org.infens.learner.StumpTestSupport;
import org.junit.jupiter.api.Test;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/** LPBoost against LP duality and the full LP over every middle stump. */
class LpBoostTrainerTest {
    static LpBoostTrainer stumps(double c) {
        return new LpBoostTrainer(new DecisionStumpTrainer(), "stump", new LpBoostParams(c, 1000), 0L);
    }

    static double[] margins(LpBoostTrainer.Solution s, double[] y) {
        double[] m = new double[y.length];
        for (int t = 0; t < s.weights().length; t++) {
            double[] h = s.outputs().get(t);
            for (int i = 0; i < y.length; i++) {
                m[i] += s.weights()[t] * h[i] * y[i];
            }
        }
        return m;
    }

    static double primalObjective(LpBoostTrainer.Solution s, double[] y, double c) {
        double[] m = margins(s, y);
        double value = 0;
        for (double w : s.weights()) {
            value += w;
        }
        for (double mi : m) {
            value += c * Math.max(0, 1 - mi);
        }
        return value;
    }

    @Test
    void strongDualityAndComplementarySlacknessHoldAtConvergence() {
        for (double c : new double[] {0.01, 0.1, 1, 8}) {
            Dataset data = Synthetic.flipLabels(Synthetic.Problem.TWONORM.generate(60, 4, 3), 0.1, 3);
            double[] y = ColumnOracle.signs(data);
            LpBoostTrainer.Solution s = stumps(c).solve(data, null);
            assertTrue(s.converged(), "C=" + c);
            double dual = 0;
            for (double d : s.duals()) {
                dual += d;
            }
            double primal = primalObjective(s, y, c);
            assertEquals(dual, primal, 1e-6 * Math.max(1, dual), "strong duality, C=" + c);
            assertEquals(dual, s.objective(), 1e-6 * Math.max(1, dual));
            double[] m = margins(s, y);
            for (int i = 0; i < y.length; i++) {
                double d = s.duals()[i];
                assertTrue(d >= -1e-9 && d <= c + 1e-9, "0 <= d_i <= C");
                if (d < c - 1e-7) {
                    assertTrue(m[i] >= 1 - 1e-6, "d_i < C => margin >= 1 (xi_i = 0), row " + i + ": " + m[i]);
                }
                if (d > 1e-7) {
                    assertTrue(m[i] <= 1 + 1e-6, "d_i > 0 => margin <= 1, row " + i + ": " + m[i]);
                }
            }
            // dual feasibility: every column's constraint holds, and no stump at all violates it
            for (double[] h : s.outputs()) {
                double edge = 0;
                for (int i = 0; i < y.length; i++) {
                    edge += s.duals()[i] * y[i] * h[i];
                }
                assertTrue(edge <= 1 + 1e-6, "column edge " + edge);
            }
            assertTrue(ColumnOracle.stumps(data).mostViolated(s.duals()).edge() <= 1 + 1e-6);
        }
    }

    @Test
    void perceptronColumnsThatStalledTheWarmStartSolveWithStrongDuality() {
        // twonorm, run 0 of `infens reproduce` (master seed 1), fold 1 of a 5-fold split with seed 1, C = 2^-3:
        // the warm-started dual simplex stalled there (8,800 pivots on 150 rows) until the cold restarts
        String set = "twonorm";
        Dataset train = org.infens.experiment.ExperimentData.split(set,
                org.infens.experiment.ExperimentData.cellSeed(1, set, 0)).train();
        Dataset fold = train.view(org.infens.select.Folds.stratified(train, 5, 1).get(1).train());
        double c = 0.125;
        LpBoostTrainer t = (LpBoostTrainer) org.infens.spec.Learners.create(
                "lpboost(base=perceptron, columns=1000, C=0.125)", org.infens.spec.LearnerContext.defaults());
        LpBoostTrainer.Solution s = t.solve(fold, null);
        double[] y = ColumnOracle.signs(fold);
        double dual = 0;
        for (double d : s.duals()) {
            dual += d;
            assertTrue(d >= -1e-9 && d <= c + 1e-9, "0 <= d_i <= C");
        }
        assertEquals(dual, primalObjective(s, y, c), 1e-6 * Math.max(1, dual), "strong duality");
        for (double[] h : s.outputs()) {
            double edge = 0;
            for (int i = 0; i < y.length; i++) {
                edge += s.duals()[i] * y[i] * h[i];
            }
            assertTrue(edge <= 1 + 1e-6, "column edge " + edge);
        }
    }

    /** Every middle stump and constant of {@code data}, as output vectors (one direction: w >= 0 needs both). */
    static List<double[]> allMiddleStumps(Dataset data) {
        List<Stump> stumps = new ArrayList<>();
        stumps.add(Stump.constant(1));
        stumps.add(Stump.constant(-1));
        for (int f = 0; f < data.dimension(); f++) {
            for (double a : StumpTestSupport.middles(data, f)) {
                stumps.add(new Stump(f, a, 1));
                stumps.add(new Stump(f, a, -1));
            }
        }
        List<double[]> out = new ArrayList<>();
        for (Stump s : stumps) {
            double[] h = new double[data.size()];
            for (int i = 0; i < h.length; i++) {
                h[i] = s.output(data, i);
            }
            out.add(h);
        }
        return out;
    }

    /** The optimum of (P4) over all given columns, as a primal LP (independent of the column generation). */
    static double fullLp(List<double[]> columns, double[] y, double c) {
        ExpressionsBasedModel m = new ExpressionsBasedModel();
        Variable[] w = new Variable[columns.size()];
        for (int t = 0; t < w.length; t++) {
            w[t] = m.addVariable("w" + t).lower(0).weight(1);
        }
        for (int i = 0; i < y.length; i++) {
            Expression e = m.addExpression("margin" + i).lower(1);
            for (int t = 0; t < w.length; t++) {
                e.set(w[t], y[i] * columns.get(t)[i]);
            }
            if (!Double.isInfinite(c)) {
                e.set(m.addVariable("xi" + i).lower(0).weight(c), 1);
            }
        }
        Optimisation.Result r = m.minimise();
        assertTrue(r.getState().isOptimal(), r.getState().toString());
        return r.getValue();
    }

    @Test
    void optimumEqualsTheFullLpOverAllMiddleStumps() {
        for (long seed = 0; seed < 4; seed++) {
            Dataset data = Synthetic.flipLabels(Synthetic.Problem.RINGNORM.generate(14, 2, seed), 0.1, seed);
            double[] y = ColumnOracle.signs(data);
            List<double[]> all = allMiddleStumps(data);
            for (double c : new double[] {0.05, 0.5, 4}) {
                LpBoostTrainer.Solution s = stumps(c).solve(data, null);
                assertTrue(s.converged());
                double expected = fullLp(all, y, c);
                assertEquals(expected, primalObjective(s, y, c), 1e-6 * Math.max(1, expected),
                        "seed " + seed + ", C=" + c);
            }
        }
    }

    @Test
    void aHardMarginRunThatStalledTheWarmStartEndsAtAnOptimum() {
        // threenorm, run 1 of `infens reproduce --quick` (000 Table 5.3, LPBoost-Stump C=inf, 200 columns): the warm
        // dual simplex stalled after 8,260 pivots on 63 rows until the hard margin got its cold restarts too
        String set = "threenorm";
        Dataset train = org.infens.experiment.ExperimentData.split(set,
                org.infens.experiment.ExperimentData.cellSeed(1, set, 1)).train();
        LpBoostTrainer t = new LpBoostTrainer(new DecisionStumpTrainer(), "stump",
                new LpBoostParams(Double.POSITIVE_INFINITY, 200), 0L);
        LpBoostTrainer.Solution s = t.solve(train, null);
        double[] y = ColumnOracle.signs(train);
        double dSum = 0;
        for (double d : s.duals()) {
            assertTrue(d >= -1e-9);
            dSum += d;
        }
        assertEquals(1, dSum, 1e-9, "sum d = 1");
        double wSum = 0;
        for (double w : s.weights()) {
            assertTrue(w >= 0);
            wSum += w;
        }
        double[] m = margins(s, y);
        double worst = Double.POSITIVE_INFINITY;
        for (double mi : m) {
            worst = Math.min(worst, mi);
        }
        if (s.objective() > 0) {
            // (P9) scaled to margin 1: every margin >= 1 and sum w = 1 / rho
            assertEquals(1, worst, 1e-6, "the smallest margin is 1");
            assertEquals(1 / s.objective(), wSum, 1e-6 * wSum);
        }
        // dual feasibility: no column found so far beats rho under the final example weights
        for (double[] h : s.outputs()) {
            double edge = 0;
            for (int i = 0; i < y.length; i++) {
                edge += s.duals()[i] * y[i] * h[i];
            }
            assertTrue(edge <= s.objective() + 1e-6, "column edge " + edge + " > rho " + s.objective());
        }
    }

    @Test
    void hardMarginEqualsTheFullLpWithoutSlacksOnSeparableData() {
        for (long seed = 0; seed < 3; seed++) {
            Dataset data = Synthetic.Problem.TWONORM.generate(12, 2, seed + 10);
            double[] y = ColumnOracle.signs(data);
            LpBoostTrainer.Solution s = stumps(Double.POSITIVE_INFINITY).solve(data, null);
            assertTrue(s.converged());
            assertTrue(s.objective() > 0, "stumps separate distinct points: rho = " + s.objective());
            double[] m = margins(s, y);
            double sum = 0;
            for (double w : s.weights()) {
                sum += w;
            }
            for (double mi : m) {
                assertTrue(mi >= 1 - 1e-6, "hard margin: every margin >= 1, got " + mi);
            }
            assertEquals(1 / s.objective(), sum, 1e-6 * sum, "sum w = 1 / rho");
            assertEquals(fullLp(allMiddleStumps(data), y, Double.POSITIVE_INFINITY), sum, 1e-6 * sum);
            LpBoostModel model = stumps(Double.POSITIVE_INFINITY).fit(data);
            for (int i = 0; i < data.size(); i++) {
                assertEquals(data.classOf(i), model.classOf(data, i), "separable: training error 0");
            }
        }
    }

    @Test
    void theColumnCapStopsEarlyAndTheModelIsSparse() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.RINGNORM.generate(80, 5, 1), 0.1, 1);
        LpBoostTrainer capped = new LpBoostTrainer(new DecisionStumpTrainer(), "stump", new LpBoostParams(1, 3), 0L);
        LpBoostModel m = capped.fit(data);
        assertEquals(3, m.members().size());
        assertTrue(m.nonZeroCount() <= 3);
    }

    @Test
    void rejectsBadParametersAndMoreThanTwoClasses() {
        assertThrows(IllegalArgumentException.class, () -> new LpBoostParams(0, 10));
        assertThrows(IllegalArgumentException.class, () -> new LpBoostParams(1, 0));
        Dataset three = Dataset.dense(new double[] {0, 1, 2}, 1, new int[] {0, 1, 2}, Labels.of("a", "b", "c"),
                null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> stumps(1).fit(three));
        assertTrue(e.getMessage().contains("ovo"), e.getMessage());
    }
}

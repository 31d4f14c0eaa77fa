package org.infens.linear;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.infens.boost.ColumnGenerationTrainer;
import org.junit.jupiter.api.Test;

/**
 * The working-set master solver against references that do not share its code: the duality gap of its own (w, b)
 * and alpha (weak duality: the primal (1) at (w, b) and the dual (2) at a feasible alpha bracket the optimum),
 * ojAlgo's QP solver on the dual, and the Gram matrix of the columns computed directly. The problems are of the kind
 * that made coordinate descent stop at its epoch cap: a few hundred +-1 (stump) columns at C = 1.
 */
class WorkingSetSvmSolverTest {
    /** Labels +-1 and n random stump columns sign(x_f - t) (direction +-1) of d Gaussian features, column-major. */
    static double[][] stumpColumns(SplittableRandom rng, int m, int n, double[] y) {
        int d = 10;
        double[][] x = new double[m][d];
        for (int i = 0; i < m; i++) {
            y[i] = rng.nextBoolean() ? 1 : -1;
            for (int f = 0; f < d; f++) {
                x[i][f] = rng.nextGaussian() + (f < 3 ? 0.5 * y[i] : 0);
            }
        }
        y[0] = 1;
        y[1] = -1;
        double[][] columns = new double[n][m];
        for (int j = 0; j < n; j++) {
            int f = rng.nextInt(d);
            double t = x[rng.nextInt(m)][f];
            int direction = rng.nextBoolean() ? 1 : -1;
            for (int i = 0; i < m; i++) {
                columns[j][i] = x[i][f] > t ? direction : -direction;
            }
        }
        return columns;
    }

    /** Gaussian features as n columns (real values, so the Gram matrix is not exact in single precision). */
    static double[][] gaussianColumns(SplittableRandom rng, int m, int n, double[] y) {
        double[][] x = LinearSvmSolverTest.features(rng, m, n, y);
        double[][] columns = new double[n][m];
        for (int i = 0; i < m; i++) {
            for (int f = 0; f < n; f++) {
                columns[f][i] = x[i][f];
            }
        }
        return columns;
    }

    /** LIBSVM's maximal violation m(alpha) - M(alpha), from the solver's answers only (G_i = y_i w.x_i - 1). */
    static double maximalViolation(ColumnSvm s) {
        double[] u = new double[s.rows()];
        s.labelTimesAlpha(u);
        double up = Double.NEGATIVE_INFINITY;
        double low = Double.POSITIVE_INFINITY;
        for (int i = 0; i < u.length; i++) {
            double y = s.label(i);
            double a = y * u[i];
            double f = -y * (y * (s.decisionValue(i) - s.bias()) - 1);
            if (y > 0 ? a < s.cost() : a > 0) {
                up = Math.max(up, f);
            }
            if (y > 0 ? a > 0 : a < s.cost()) {
                low = Math.min(low, f);
            }
        }
        return up - low;
    }

    /** Checks 0 &lt;= alpha &lt;= C and y.alpha = 0 (within 1e-9 C m), so that the dual objective is a lower bound. */
    static void assertDualFeasible(ColumnSvm s) {
        double[] u = new double[s.rows()];
        s.labelTimesAlpha(u);
        double sum = 0;
        for (int i = 0; i < u.length; i++) {
            double a = s.label(i) * u[i];
            assertTrue(a >= 0 && a <= s.cost(), "0 <= alpha_" + i + " <= C, got " + a);
            sum += u[i];
        }
        assertEquals(0, sum, 1e-9 * s.cost() * u.length, "y.alpha");
    }

    @Test
    void smallProblemsReachTheOptimumOfAnIndependentQpSolver() {
        SplittableRandom rng = new SplittableRandom(5);
        for (boolean stumps : new boolean[] {true, false}) {
            for (double c : new double[] {0.05, 1, 20, 1000}) {
                int m = 50;
                double[] y = new double[m];
                double[][] columns = stumps ? stumpColumns(rng, m, 6, y) : gaussianColumns(rng, m, 4, y);
                // one coordinate-descent epoch, so that the active-set method does the solving
                double[] start = ColumnGenerationTrainer.initialAlpha(y, c);
                WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, start, c, 1e-9, 1, 7);
                for (double[] h : columns) {
                    s.addColumn(h);
                }
                String what = (stumps ? "stumps" : "gaussian") + ", C=" + c;
                assertTrue(s.solve(), "converged, " + what);
                assertTrue(s.lastPivots() > 0, "solved by the active-set method, " + what);
                assertDualFeasible(s);
                assertTrue(maximalViolation(s) <= 1e-9, "KKT within the tolerance, " + what);
                double primal = s.primalObjective();
                double dual = s.dualObjective();
                double scale = Math.max(1, Math.abs(primal));
                assertTrue(primal - dual <= 1e-6 * scale, "duality gap " + (primal - dual) + ", " + what);
                assertEquals(DualReference.optimum(columns, y, c), dual, 1e-6 * scale, "optimum, " + what);
            }
        }
    }

    @Test
    void convergesWhereCoordinateDescentStopsAtItsCap() {
        SplittableRandom rng = new SplittableRandom(1);
        int m = 1000;
        double[] y = new double[m];
        double[][] columns = stumpColumns(rng, m, 200, y);
        double[] start = ColumnGenerationTrainer.initialAlpha(y, 1);
        LinearSvmSolver capped = new LinearSvmSolver(y, start, 1, 0.01, 1000, 3);
        WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, start, 1, 0.01, 1000, 3);
        for (int j = 0; j < columns.length; j++) {
            capped.addColumn(columns[j]);
            s.addColumn(columns[j]);
            if ((j + 1) % 50 == 0) { // warm-started from the previous solve, as column generation does
                assertTrue(s.solve(), "converged at J=" + (j + 1));
                assertDualFeasible(s);
                assertTrue(maximalViolation(s) <= 0.01, "KKT within 0.01 at J=" + (j + 1));
                double primal = s.primalObjective();
                assertTrue(primal - s.dualObjective() <= 1e-3 * primal, "relative duality gap at J=" + (j + 1));
            }
        }
        assertTrue(s.lastPivots() > 0, "the last solve needed the active-set method");
        assertTrue(s.lastEpochs() < 1000, "coordinate descent stalled and was stopped before its budget, after "
                + s.lastEpochs() + " epochs");
        // the regime: coordinate descent alone stops at its 1,000-epoch cap, farther from the optimum
        assertFalse(capped.solve(), "coordinate descent met the tolerance");
        assertEquals(1000, capped.lastEpochs());
        assertTrue(capped.primalObjective() > s.primalObjective(), "capped primal above the converged one");
    }

    @Test
    void atSmallCCoordinateDescentAloneConverges() {
        SplittableRandom rng = new SplittableRandom(1);
        int m = 1000;
        double[] y = new double[m];
        double[][] columns = stumpColumns(rng, m, 200, y);
        double c = 1.0 / 512;
        WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, ColumnGenerationTrainer.initialAlpha(y, c), c, 0.01, 1000,
                3);
        for (int j = 0; j < columns.length; j++) {
            s.addColumn(columns[j]);
            if ((j + 1) % 50 == 0) {
                assertTrue(s.solve(), "converged at J=" + (j + 1));
                assertEquals(0, s.lastPivots(), "no active-set pivot at J=" + (j + 1));
            }
        }
    }

    @Test
    void warmStartedSolvesReachTheColdStartOptimum() {
        SplittableRandom rng = new SplittableRandom(2);
        int m = 300;
        double[] y = new double[m];
        double[][] columns = stumpColumns(rng, m, 40, y);
        double[] start = ColumnGenerationTrainer.initialAlpha(y, 1);
        WorkingSetSvmSolver warm = new WorkingSetSvmSolver(y, start, 1, 1e-8, 5, 1);
        WorkingSetSvmSolver cold = new WorkingSetSvmSolver(y, start, 1, 1e-8, 5, 1);
        double previous = Double.POSITIVE_INFINITY;
        for (double[] h : columns) {
            double[] before = warm.alpha();
            warm.addColumn(h);
            assertArrayEquals(before, warm.alpha(), 0, "adding a column keeps alpha");
            assertTrue(warm.solve());
            assertTrue(warm.primalObjective() <= previous + 1e-7, "the optimum never rises when a column is added");
            previous = warm.primalObjective();
            cold.addColumn(h);
        }
        assertTrue(cold.solve());
        double scale = Math.max(1, cold.primalObjective());
        assertEquals(cold.primalObjective(), warm.primalObjective(), 1e-6 * scale);
        assertArrayEquals(cold.weights(), warm.weights(), 1e-4, "w (unique: the primal is strictly convex in w)");
    }

    @Test
    void theFactorisationIsTheGramMatrixOfTheFreeRowsAfterColumnsAreAdded() {
        SplittableRandom rng = new SplittableRandom(3);
        int m = 200;
        double[] y = new double[m];
        double[][] stumps = stumpColumns(rng, m, 40, y);
        double[][] reals = gaussianColumns(new SplittableRandom(4), m, 3, new double[m]);
        WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, ColumnGenerationTrainer.initialAlpha(y, 1), 1, 1e-6, 1, 2);
        int added = 0;
        for (int round = 0; round < 3; round++) {
            for (int j = 0; j < 10; j++) {
                s.addColumn(stumps[added++]);
            }
            s.addColumn(reals[round]);
            assertTrue(s.solve());
            int[] free = s.heldRows();
            assertTrue(free.length > 0, "a free set is held");
            double[] alpha = s.alpha();
            for (int i = 0; i < m; i++) {
                int row = i;
                boolean inside = alpha[i] > 0 && alpha[i] < 1;
                assertTrue(!inside || Arrays.stream(free).anyMatch(f -> f == row), "free alpha_" + i + " is held");
            }
            s.addColumn(stumps[added++]); // a rank-one update of the factorisation
            for (int a = 0; a < free.length; a++) {
                for (int b = 0; b < free.length; b++) {
                    // a_i.a_k with a_i = y_i (x_i, 1)
                    double direct = 1;
                    for (int j = 0; j < added; j++) {
                        direct += stumps[j][free[a]] * stumps[j][free[b]];
                    }
                    for (int r = 0; r <= round; r++) {
                        direct += reals[r][free[a]] * reals[r][free[b]];
                    }
                    direct *= y[free[a]] * y[free[b]];
                    assertEquals(direct, s.heldGram(a, b), 1e-9 * Math.max(1, Math.abs(direct)),
                            "a_" + free[a] + ".a_" + free[b]);
                }
            }
        }
    }

    @Test
    void atTheOptimumTheFreeRowsAreIndependentAndOnTheMargin() {
        SplittableRandom rng = new SplittableRandom(8);
        int m = 600;
        double[] y = new double[m];
        double[][] columns = stumpColumns(rng, m, 80, y);
        for (double c : new double[] {1, 32}) {
            WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, ColumnGenerationTrainer.initialAlpha(y, c), c, 1e-9,
                    1, 4);
            for (int j = 0; j < columns.length; j++) {
                s.addColumn(columns[j]);
                if ((j + 1) % 20 == 0) {
                    assertTrue(s.solve(), "converged, C=" + c + ", J=" + (j + 1));
                    double[] alpha = s.alpha();
                    int free = 0;
                    for (int i = 0; i < m; i++) {
                        if (alpha[i] > 0 && alpha[i] < c) {
                            free++;
                            assertEquals(1, y[i] * s.decisionValue(i), 1e-9, "margin of free row " + i);
                        }
                    }
                    assertTrue(free <= j + 2, free + " free rows for " + (j + 1) + " columns and the bias");
                }
            }
        }
    }

    @Test
    void afterThePivotCapCoordinateDescentTakesOverAndTheNextSolveStillReachesTheOptimum() {
        SplittableRandom rng = new SplittableRandom(11);
        int m = 150;
        double[] y = new double[m];
        double[][] columns = stumpColumns(rng, m, 50, y);
        double c = 20;
        double[] start = ColumnGenerationTrainer.initialAlpha(y, c);
        WorkingSetSvmSolver capped = new WorkingSetSvmSolver(y, start, c, 0.01, 300, 5);
        WorkingSetSvmSolver twin = new WorkingSetSvmSolver(y, start, c, 0.01, 300, 5);
        for (int j = 0; j < 30; j++) {
            capped.addColumn(columns[j]);
            twin.addColumn(columns[j]);
        }
        assertTrue(twin.solve(), "the twin converges");
        assertTrue(twin.lastPivots() > 3, "the twin needed the active-set method, " + twin.lastPivots() + " pivots");
        capped.pivotCap(3);
        boolean converged = capped.solve();
        assertEquals(converged, capped.converged());
        // the same coordinate descent as the twin's up to the switch, then more of it after the cap
        assertTrue(capped.lastEpochs() > twin.lastEpochs(), "coordinate descent after the cap: "
                + capped.lastEpochs() + " epochs against the twin's " + twin.lastEpochs());
        assertTrue(converged || capped.lastEpochs() == 300, "coordinate descent ran the rest of its budget: "
                + capped.lastEpochs() + " epochs");
        assertTrue(capped.primalObjective() >= twin.dualObjective(), "weak duality: above the twin's dual bound");
        // the state after the safeguard (alpha from coordinate descent, the factorisation dropped) is a valid start
        capped.pivotCap(0);
        for (int j = 30; j < columns.length; j++) {
            capped.addColumn(columns[j]);
            twin.addColumn(columns[j]);
        }
        assertTrue(capped.solve(), "converged after the safeguard");
        assertTrue(capped.lastPivots() > 0, "the active-set method solved it");
        assertDualFeasible(capped);
        assertTrue(maximalViolation(capped) <= 0.01, "KKT within 0.01, got " + maximalViolation(capped));
        assertTrue(capped.primalObjective() - capped.dualObjective() <= 1e-3 * capped.primalObjective(),
                "relative duality gap");
        // the twin never hit the cap; both brackets contain the one optimum
        assertTrue(twin.solve());
        assertTrue(capped.dualObjective() <= twin.primalObjective() && twin.dualObjective()
                <= capped.primalObjective(), "the optimum lies in both brackets");
        assertEquals(twin.primalObjective(), capped.primalObjective(), 1e-3 * twin.primalObjective(), "primal");
    }

    @Test
    void theSameSeedGivesTheSameSolution() {
        double[][] runs = new double[2][];
        double[] biases = new double[2];
        for (int run = 0; run < 2; run++) {
            SplittableRandom rng = new SplittableRandom(6);
            int m = 400;
            double[] y = new double[m];
            double[][] columns = stumpColumns(rng, m, 60, y);
            double[] start = ColumnGenerationTrainer.initialAlpha(y, 1);
            WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, start, 1, 0.01, 20, 9);
            for (int j = 0; j < columns.length; j++) {
                s.addColumn(columns[j]);
                if ((j + 1) % 20 == 0) {
                    s.solve();
                }
            }
            runs[run] = s.alpha();
            biases[run] = s.bias();
        }
        assertArrayEquals(runs[0], runs[1], 0);
        assertEquals(biases[0], biases[1], 0);
    }

    @Test
    void badArgumentsNameTheParameter() {
        double[] y = {1, -1, 1};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WorkingSetSvmSolver(y, new double[3], 1, 0.01, 0, 0));
        assertEquals("coordinateEpochs must be >= 1, got 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new WorkingSetSvmSolver(y, new double[3], -1, 0.01, 5, 0));
        assertTrue(e.getMessage().contains("C must be > 0"), e.getMessage());
        WorkingSetSvmSolver s = new WorkingSetSvmSolver(y, new double[3], 1, 0.01, 5, 0);
        e = assertThrows(IllegalArgumentException.class, () -> s.addColumn(new double[] {1, Double.NaN, 1}));
        assertTrue(e.getMessage().contains("column entry 1"), e.getMessage());
        assertEquals(0, s.columns());
        e = assertThrows(IllegalArgumentException.class, () -> ColumnSvm.create(y, new double[3], 1, 0.01, 0, 0,
                ColumnSvm.Method.WS));
        assertEquals("coordinateEpochs must be >= 1, got 0", e.getMessage());
    }
}

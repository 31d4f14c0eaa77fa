package org.infens.linear;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.LinearKernel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

/**
 * The dual-coordinate-descent solver against the SMO solver of {@link SvmTrainer} with a linear kernel on the same
 * feature matrix: both solve 001 (1)-(2) with an unregularised bias, so objectives and decision values must agree.
 */
class LinearSvmSolverTest {

    /** Overlapping Gaussian classes in d dimensions, labels +1 (class 0) and -1 (class 1). */
    static double[][] features(SplittableRandom rng, int m, int d, double[] y) {
        double[][] x = new double[m][d];
        for (int i = 0; i < m; i++) {
            y[i] = i % 3 == 0 ? -1 : 1; // unbalanced, so the bias matters
            for (int f = 0; f < d; f++) {
                x[i][f] = rng.nextGaussian() + (f == 0 ? 0.8 * y[i] : 0.3);
            }
        }
        return x;
    }

    static SvmModel reference(double[][] x, double[] y, double c) {
        int[] cls = new int[y.length];
        for (int i = 0; i < y.length; i++) {
            cls[i] = y[i] > 0 ? 0 : 1;
        }
        Dataset data = Dataset.dense(x, cls, Labels.of("1", "-1"));
        return new SvmTrainer(SvmParams.of(new LinearKernel()).withC(c).withEps(1e-7)).fit(data);
    }

    @Test
    void objectivesAndDecisionValuesMatchSmoWithALinearKernel() {
        SplittableRandom rng = new SplittableRandom(11);
        int m = 60;
        for (double c : new double[] {0.05, 1, 20}) {
            double[] y = new double[m];
            double[][] x = features(rng, m, 4, y);
            LinearSvmSolver s = new LinearSvmSolver(y, new double[m], c, 1e-8, 200_000, 5);
            for (int f = 0; f < 4; f++) {
                double[] col = new double[m];
                for (int i = 0; i < m; i++) {
                    col[i] = x[i][f];
                }
                s.addColumn(col);
            }
            assertTrue(s.solve(), "converged");
            SvmModel ref = reference(x, y, c);
            double refDual = -ref.stats().get(0).objective();
            double scale = Math.max(1, Math.abs(refDual));
            assertEquals(refDual, s.dualObjective(), 1e-5 * scale, "dual objective, C=" + c);
            assertEquals(refDual, s.primalObjective(), 1e-5 * scale, "primal objective, C=" + c);
            Dataset data = Dataset.dense(x, new int[m], Labels.of("1", "-1"));
            for (int i = 0; i < m; i++) {
                assertEquals(ref.predict(data, i).decisionValues()[0], s.decisionValue(i), 1e-4, "decision value " + i);
            }
            assertEquals(0, s.labelDotAlpha(), 1e-8);
        }
    }

    @Test
    void decisionValuesEqualThePlainSumForEveryColumnCount() {
        // the four-partial-sum dot product (Dataset.denseDot) against the one-accumulator loop, for J = 1..9 (every
        // remainder of J mod 4)
        SplittableRandom rng = new SplittableRandom(31);
        int m = 40;
        double[] y = new double[m];
        double[][] x = features(rng, m, 9, y);
        LinearSvmSolver s = new LinearSvmSolver(y, new double[m], 1, 1e-3, 1000, 2);
        for (int j = 1; j <= 9; j++) {
            double[] col = new double[m];
            for (int i = 0; i < m; i++) {
                col[i] = x[i][j - 1];
            }
            s.addColumn(col);
            s.solve();
            double[] w = s.weights();
            assertEquals(j, w.length);
            for (int i = 0; i < m; i++) {
                double plain = s.bias();
                for (int t = 0; t < j; t++) {
                    plain += w[t] * x[i][t];
                }
                assertEquals(plain, s.decisionValue(i), 1e-12 * Math.max(1, Math.abs(plain)), "J=" + j + " row " + i);
            }
        }
    }

    @Test
    void warmStartAfterAddingAColumnReachesTheColdStartOptimum() {
        SplittableRandom rng = new SplittableRandom(4);
        int m = 50;
        double[] y = new double[m];
        double[][] x = features(rng, m, 3, y);
        LinearSvmSolver warm = new LinearSvmSolver(y, new double[m], 2, 1e-8, 200_000, 1);
        LinearSvmSolver cold = new LinearSvmSolver(y, new double[m], 2, 1e-8, 200_000, 1);
        double previous = Double.POSITIVE_INFINITY;
        for (int f = 0; f < 3; f++) {
            double[] col = new double[m];
            for (int i = 0; i < m; i++) {
                col[i] = x[i][f];
            }
            double[] alphaBefore = warm.alpha();
            warm.addColumn(col);
            assertArrayEquals(alphaBefore, warm.alpha(), 0, "adding a column keeps alpha");
            warm.solve();
            assertTrue(warm.primalObjective() <= previous + 1e-6, "objective never rises when a column is added");
            previous = warm.primalObjective();
            cold.addColumn(col);
        }
        cold.solve();
        assertEquals(cold.primalObjective(), warm.primalObjective(), 1e-5);
        assertArrayEquals(cold.weights(), warm.weights(), 1e-4);
        assertEquals(cold.bias(), warm.bias(), 1e-4);
    }

    @Test
    void shrinkingReachesTheSameSolutionAsVisitingEveryRow() {
        SplittableRandom rng = new SplittableRandom(23);
        int m = 300;
        for (double c : new double[] {0.1, 5}) {
            double[] y = new double[m];
            double[][] x = features(rng, m, 5, y);
            LinearSvmSolver shrinking = new LinearSvmSolver(y, new double[m], c, 1e-7, 500_000, 3);
            LinearSvmSolver naive = new LinearSvmSolver(y, new double[m], c, 1e-7, 500_000, 3);
            naive.disableShrinking();
            for (int f = 0; f < 5; f++) {
                double[] col = new double[m];
                for (int i = 0; i < m; i++) {
                    col[i] = x[i][f];
                }
                shrinking.addColumn(col);
                naive.addColumn(col);
                assertTrue(shrinking.solve(), "shrinking solver converged");
                assertTrue(naive.solve(), "naive solver converged");
                double scale = Math.max(1, Math.abs(naive.primalObjective()));
                assertEquals(naive.primalObjective(), shrinking.primalObjective(), 1e-5 * scale, "primal, C=" + c);
                assertEquals(naive.dualObjective(), shrinking.dualObjective(), 1e-5 * scale, "dual, C=" + c);
                assertArrayEquals(naive.weights(), shrinking.weights(), 1e-4, "weights, C=" + c);
                assertEquals(naive.bias(), shrinking.bias(), 1e-4, "bias, C=" + c);
            }
            // every row's projected gradient is within the tolerance, shrunk rows included (KKT of the dual)
            double b = shrinking.bias();
            double[] alpha = shrinking.alpha();
            for (int i = 0; i < m; i++) {
                double g = y[i] * shrinking.decisionValue(i) - 1;
                double pg = alpha[i] <= 0 ? Math.min(g, 0) : alpha[i] >= c ? Math.max(g, 0) : g;
                assertEquals(0, pg, 1e-3, "projected gradient of row " + i + " (bias " + b + ")");
            }
        }
    }

    @Test
    void diagnosticsReportTheLastSolve() {
        SplittableRandom rng = new SplittableRandom(12);
        int m = 1000;
        double[] y = new double[m];
        double[][] columns = WorkingSetSvmSolverTest.stumpColumns(rng, m, 200, y);
        double[] start = org.infens.boost.ColumnGenerationTrainer.initialAlpha(y, 1);
        LinearSvmSolver capped = new LinearSvmSolver(y, start, 1, 0.01, 50, 1);
        LinearSvmSolver loose = new LinearSvmSolver(y, start, 1, 0.5, 100_000, 1);
        for (double[] h : columns) {
            capped.addColumn(h);
            loose.addColumn(h);
        }
        assertFalse(capped.solve());
        assertEquals(50, capped.lastEpochs());
        assertTrue(capped.lastSpread() > 0.01, "spread " + capped.lastSpread() + " above the tolerance at the cap");
        assertTrue(capped.lastMultiplierSteps() >= 1);
        assertTrue(loose.solve());
        assertTrue(loose.lastSpread() <= 0.5, "spread " + loose.lastSpread() + " within the tolerance");
        assertTrue(loose.lastMultiplierSteps() >= 1 && loose.lastMultiplierSteps() <= loose.lastEpochs());
    }

    @Test
    void badArgumentsNameTheParameter() {
        double[] y = {1, -1};
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new LinearSvmSolver(y, new double[2], -1, 1e-3, 10, 0));
        assertTrue(e.getMessage().contains("C must be > 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> new LinearSvmSolver(new double[] {1, 0}, new double[2], 1, 1e-3, 10, 0));
        assertTrue(e.getMessage().contains("labels[1]"), e.getMessage());
        // a bad column is refused before anything changes: the solver then gives what a fresh one gives
        LinearSvmSolver s = new LinearSvmSolver(y, new double[2], 1, 1e-6, 1000, 0);
        e = assertThrows(IllegalArgumentException.class, () -> s.addColumn(new double[] {2, Double.NaN}));
        assertTrue(e.getMessage().contains("column entry 1"), e.getMessage());
        assertEquals(0, s.columns());
        LinearSvmSolver fresh = new LinearSvmSolver(y, new double[2], 1, 1e-6, 1000, 0);
        for (LinearSvmSolver t : new LinearSvmSolver[] {s, fresh}) {
            t.addColumn(new double[] {1, -1});
            t.solve();
        }
        assertEquals(fresh.primalObjective(), s.primalObjective(), 0);
        assertEquals(fresh.bias(), s.bias(), 0);
    }
}

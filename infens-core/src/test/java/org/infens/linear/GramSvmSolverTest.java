package org.infens.linear;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Test;

/**
 * The Gram-matrix SMO master against the kernel SVM with a linear kernel on the same features (an independent
 * computation of K) and against the coordinate-descent master: all three solve 001 (1)-(2).
 */
class GramSvmSolverTest {

    private static double[] column(double[][] x, int f) {
        double[] col = new double[x.length];
        for (int i = 0; i < x.length; i++) {
            col[i] = x[i][f];
        }
        return col;
    }

    @Test
    void objectivesAndDecisionValuesMatchTheKernelSvm() {
        SplittableRandom rng = new SplittableRandom(11);
        int m = 60;
        for (double c : new double[] {0.05, 1, 20}) {
            double[] y = new double[m];
            double[][] x = LinearSvmSolverTest.features(rng, m, 4, y);
            GramSvmSolver s = new GramSvmSolver(y, new double[m], c, 1e-8);
            for (int f = 0; f < 4; f++) {
                s.addColumn(column(x, f));
            }
            assertTrue(s.solve(), "converged");
            SvmModel ref = LinearSvmSolverTest.reference(x, y, c);
            double refDual = -ref.stats().get(0).objective();
            double scale = Math.max(1, Math.abs(refDual));
            assertEquals(refDual, s.dualObjective(), 1e-6 * scale, "dual objective, C=" + c);
            assertEquals(refDual, s.primalObjective(), 1e-5 * scale, "primal objective, C=" + c);
            Dataset data = Dataset.dense(x, new int[m], Labels.of("1", "-1"));
            double[] u = new double[m];
            s.labelTimesAlpha(u);
            double yAlpha = 0;
            for (int i = 0; i < m; i++) {
                assertEquals(ref.predict(data, i).decisionValues()[0], s.decisionValue(i), 1e-4, "decision value " + i);
                assertTrue(y[i] * u[i] >= 0 && y[i] * u[i] <= c, "0 <= alpha <= C");
                yAlpha += u[i];
            }
            assertEquals(0, yAlpha, 1e-10, "y.alpha");
        }
    }

    @Test
    void warmStartedSolvesAgreeWithCoordinateDescentColumnByColumn() {
        SplittableRandom rng = new SplittableRandom(8);
        int m = 80;
        double[] y = new double[m];
        double[][] x = LinearSvmSolverTest.features(rng, m, 5, y);
        double[] start = new double[m]; // y.alpha = 0: equal mass on both classes
        int negatives = 0;
        for (double v : y) {
            negatives += v < 0 ? 1 : 0;
        }
        for (int i = 0; i < m; i++) {
            start[i] = 0.5 * negatives / (y[i] > 0 ? m - negatives : negatives);
        }
        ColumnSvm gram = ColumnSvm.create(y, start, 1, 1e-8, 1, 0, ColumnSvm.Method.SMO);
        ColumnSvm dcd = ColumnSvm.create(y, start, 1, 1e-8, 500_000, 3, ColumnSvm.Method.DCD);
        assertTrue(gram instanceof GramSvmSolver && dcd instanceof LinearSvmSolver);
        double previous = Double.POSITIVE_INFINITY;
        for (int f = 0; f < 5; f++) {
            double[] before = new double[m];
            gram.labelTimesAlpha(before);
            gram.addColumn(column(x, f));
            double[] after = new double[m];
            gram.labelTimesAlpha(after);
            assertArrayEquals(before, after, 0, "adding a column keeps alpha");
            dcd.addColumn(column(x, f));
            assertTrue(gram.solve());
            assertTrue(dcd.solve());
            assertEquals(dcd.primalObjective(), gram.primalObjective(), 1e-5, "primal objective at J=" + (f + 1));
            assertArrayEquals(dcd.weights(), gram.weights(), 1e-4, "w at J=" + (f + 1));
            assertEquals(dcd.bias(), gram.bias(), 1e-4, "b at J=" + (f + 1));
            assertTrue(gram.primalObjective() <= previous + 1e-9, "objective never rises when a column is added");
            previous = gram.primalObjective();
        }
    }

    @Test
    void badArgumentsNameTheParameter() {
        double[] y = {1, -1, 1};
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new GramSvmSolver(y, new double[] {1, 0, 0}, 1, 0.01)).getMessage().contains("y.alpha"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new GramSvmSolver(y, new double[] {2, 2, 0}, 1, 0.01)).getMessage().contains("initialAlpha[0]"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> new GramSvmSolver(y, new double[3], 0, 0.01)).getMessage().contains("C"));
        GramSvmSolver s = new GramSvmSolver(y, new double[3], 1, 0.01);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.addColumn(new double[2])).getMessage()
                .contains("expected 3"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> s.addColumn(new double[] {0, Double.NaN, 0}))
                .getMessage().contains("entry 1"));
    }
}

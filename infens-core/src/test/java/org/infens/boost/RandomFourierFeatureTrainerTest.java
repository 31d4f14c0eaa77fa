package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.linear.DualReference;
import org.infens.linear.LinearSvmSolver;
import org.junit.jupiter.api.Test;

/**
 * The RFF baseline's linear SVM against an independent solver of the same problem (ojAlgo's QP on its dual,
 * {@link DualReference}), at a C where coordinate descent alone stops at its epoch cap.
 */
class RandomFourierFeatureTrainerTest {
    @Test
    void atLargeCTheFitSolvesTheLinearSvmOnItsFeatures() {
        Dataset data = ColumnGenerationTrainerTest.tiny(3, 60);
        int d = 40;
        double c = 1024;
        ColumnGenerationModel model = new RandomFourierFeatureTrainer(RandomFourierFeatureParams.defaults()
                .withFeatures(d).withSigma(0.5).withC(c).withSolver(1e-8, 1000)).fit(data);
        assertTrue(model.converged(), "converged");
        int m = data.size();
        double[] y = new double[m];
        for (int i = 0; i < m; i++) {
            y[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        double scale = Math.sqrt(2.0 / d);
        List<WeakHypothesis> features = model.hypotheses();
        LinearSvmSolver capped = new LinearSvmSolver(y, ColumnGenerationTrainer.initialAlpha(y, c), c, 1e-8, 1000, 1);
        double[][] columns = new double[d][m];
        for (int j = 0; j < d; j++) {
            for (int i = 0; i < m; i++) {
                columns[j][i] = scale * features.get(j).value(data, i);
            }
            capped.addColumn(columns[j]);
        }
        assertFalse(capped.solve(), "coordinate descent alone met the tolerance (not the regime of this test)");
        // the model's primal objective (1) on z = sqrt(2/D) h, whose weights are w_j / sqrt(2/D)
        double[] w = model.weights();
        double primal = 0;
        for (double v : w) {
            primal += 0.5 * (v / scale) * (v / scale);
        }
        for (int i = 0; i < m; i++) {
            primal += c * Math.max(0, 1 - y[i] * model.decisionValue(data, i));
        }
        double optimum = DualReference.optimum(columns, y, c);
        assertEquals(optimum, primal, 1e-6 * optimum, "primal objective");
        assertTrue(capped.primalObjective() > optimum * (1 + 1e-6), "capped coordinate descent above the optimum");
    }
}

package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

class GridSearchTest {
    @Test
    void gridsAreWrittenAsThePapersWriteThem() {
        ParamGrid g = ParamGrid.parse("C=2^-17..2^3 step 2");
        double[] c = g.axes().get(0).values();
        assertEquals(11, c.length);
        for (int i = 0; i < c.length; i++) {
            assertEquals(Math.pow(2, -17 + 2 * i), c[i]);
        }
        double[] t = ParamGrid.parse("T=10..1500 step 10").axes().get(0).values();
        assertEquals(150, t.length);
        assertEquals(1500, t[149]);
        assertArrayEquals(new double[] {0.5, 1, 8}, ParamGrid.parse("C=0.5, 1, 2^3").axes().get(0).values());
        assertEquals(3 * 150, ParamGrid.parse("C=0.5,1,8", "T=10..1500 step 10").size());
    }

    @Test
    void expansionSetsNestedParametersWithTheFirstAxisSlowest() {
        List<Spec> cells = ParamGrid.parse("kernel.gamma=2^-1..2^0", "C=1,4")
                .expand(Spec.parse("svm(kernel=rbf, C=1)"));
        assertEquals(List.of(Spec.parse("svm(kernel=rbf(gamma=0.5), C=1)"), Spec.parse("svm(kernel=rbf(gamma=0.5), C=4)"),
                Spec.parse("svm(kernel=rbf(gamma=1), C=1)"), Spec.parse("svm(kernel=rbf(gamma=1), C=4)")), cells);
    }

    @Test
    void badGridsNameTheAxis() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ParamGrid.parse("C=2^3..2^1"))
                .getMessage().contains("'C=2^3..2^1': the range is empty"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ParamGrid.parse("C=2^1..8"))
                .getMessage().contains("powers of two"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ParamGrid.parse("C=1..2 step 0"))
                .getMessage().contains("step must be > 0"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ParamGrid.parse("C=1,x"))
                .getMessage().contains("'x' is not a finite number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> ParamGrid.parse("C=1", "C=2"))
                .getMessage().contains("given twice"));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> ParamGrid.parse("kernel.gamma=1").expand(Spec.parse("svm(C=1)"))).getMessage()
                .contains("svm has no kernel"));
    }

    @Test
    void eachCellIsThePlainCrossValidationOfItsSpecAndTheBestIsTheFirstMaximum() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(120, 20, 5);
        List<Fold> folds = Folds.stratified(data, 4, 9);
        List<Spec> cells = ParamGrid.parse("C=2^-20..2^1 step 3").expand(Spec.parse("svm(kernel=stump)"));
        GridSearch.Result r = GridSearch.run(cells, data, folds, new LearnerContext(1, 1), GridSearch.Options.plain());
        assertEquals(cells.size(), r.cells().size());
        int bestCorrect = -1;
        int best = -1;
        for (int c = 0; c < cells.size(); c++) {
            int[] plain = CrossValidation.predict(Learners.create(cells.get(c), LearnerContext.defaults()), data, folds);
            int correct = Metrics.correct(plain, data);
            assertEquals(correct, r.cells().get(c).correct(), cells.get(c).toString());
            assertEquals(data.size(), r.cells().get(c).rows());
            if (correct > bestCorrect) {
                bestCorrect = correct;
                best = c;
            }
        }
        assertEquals(best, r.best());
        assertEquals(cells.get(best), r.bestSpec());
        // on ringnorm a tiny C underfits (all alpha at C: a mean-difference rule): the grid is not flat, so the argmax is meaningful
        assertTrue(r.cells().get(0).correct() < bestCorrect);
    }

    @Test
    void resultDoesNotDependOnThreads() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(90, 20, 3);
        List<Fold> folds = Folds.stratified(data, 3, 2);
        List<Spec> cells = ParamGrid.parse("kernel.gamma=2^-6..2^0 step 2", "C=2^0..2^4 step 2")
                .expand(Spec.parse("svm(kernel=rbf, C=1)"));
        GridSearch.Result one = GridSearch.run(cells, data, folds, new LearnerContext(1, 1));
        GridSearch.Result two = GridSearch.run(cells, data, folds, new LearnerContext(1, 2));
        assertEquals(one.best(), two.best());
        for (int c = 0; c < cells.size(); c++) {
            assertArrayEquals(one.cells().get(c).foldAccuracy(), two.cells().get(c).foldAccuracy());
        }
    }
}

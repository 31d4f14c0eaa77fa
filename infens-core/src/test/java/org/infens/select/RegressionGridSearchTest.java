package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.infens.Regressor;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * {@link GridSearch#runRegression}: every cell is the plain cross-validation of its spec, the best is the argmin of
 * the pooled mean squared error computed here by hand, and the result does not depend on threads or on where the
 * jobs ran. The data: {@link CrossValidationTest#regressionSet}, y = sin(2 x_0) + x_1 / 2 + noise.
 */
class RegressionGridSearchTest {
    private static final Spec EPSILON_SVR = Spec.parse("svm(type=epsilon-svr, kernel=rbf(gamma=2))");

    @Test
    void eachCellIsItsHandMadeCrossValidationAndTheBestIsTheFirstMinimum() {
        Dataset data = CrossValidationTest.regressionSet(60, 11);
        double[] target = data.targets();
        List<Fold> folds = Folds.random(data, 4, 3);
        ParamGrid grid = ParamGrid.parse("C=2^-6..2^4 step 2", "epsilon=0.05, 0.3");
        List<Spec> cells = new ArrayList<>(grid.expand(EPSILON_SVR));
        cells.addAll(ParamGrid.parse("nu=0.2, 0.5").expand(Spec.parse("svm(type=nu-svr, kernel=rbf(gamma=2), C=4)")));
        GridSearch.RegressionResult r = GridSearch.runRegression(cells, data, folds, new LearnerContext(1, 1),
                GridSearch.Options.fast());
        assertEquals(cells.size(), r.cells().size());
        double bestMse = Double.POSITIVE_INFINITY;
        int best = -1;
        for (int c = 0; c < cells.size(); c++) {
            // each fold fitted here, each row predicted alone, the errors summed in row order
            double[] predicted = new double[data.size()];
            double[] foldMse = new double[folds.size()];
            for (int f = 0; f < folds.size(); f++) {
                Regressor model = Learners.createRegressor(cells.get(c), LearnerContext.defaults())
                        .fit(data.view(folds.get(f).train()));
                int[] test = folds.get(f).test();
                Dataset rows = data.view(test);
                for (int i = 0; i < test.length; i++) {
                    predicted[test[i]] = model.predict(rows, i);
                    foldMse[f] += (predicted[test[i]] - target[test[i]]) * (predicted[test[i]] - target[test[i]])
                            / test.length;
                }
            }
            double sse = 0;
            for (int i = 0; i < data.size(); i++) {
                sse += (predicted[i] - target[i]) * (predicted[i] - target[i]);
            }
            double mse = sse / data.size();
            GridSearch.RegressionCell cell = r.cells().get(c);
            assertEquals(cells.get(c), cell.spec());
            assertEquals(mse, cell.meanSquaredError(), 1e-12, cells.get(c).toString());
            assertArrayEquals(foldMse, cell.foldMeanSquaredError(), 1e-12, cells.get(c).toString());
            if (mse < bestMse) {
                bestMse = mse;
                best = c;
            }
        }
        assertEquals(best, r.best());
        assertEquals(cells.get(best), r.bestSpec());
        // the grid is not flat: the smallest C underfits, so the argmin means something
        assertTrue(r.cells().get(0).meanSquaredError() > 1.5 * bestMse, r.cells().get(0) + " vs " + bestMse);

        // a tie goes to the earlier cell: the best spec again at the end of the list is not chosen
        List<Spec> twice = new ArrayList<>(cells);
        twice.add(cells.get(best));
        GridSearch.RegressionResult tied = GridSearch.runRegression(twice, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.plain());
        assertEquals(tied.cells().get(best).meanSquaredError(), tied.cells().get(twice.size() - 1).meanSquaredError());
        assertEquals(best, tied.best());
    }

    @Test
    void resultDoesNotDependOnThreadsNorOnWhereTheJobsRan() {
        Dataset data = CrossValidationTest.regressionSet(50, 4);
        List<Fold> folds = Folds.random(data, 3, 8);
        List<Spec> cells = ParamGrid.parse("kernel.gamma=2^-1..2^1 step 2", "C=2^-2..2^2 step 2")
                .expand(Spec.parse("svm(type=epsilon-svr, kernel=rbf)"));
        GridSearch.RegressionResult one = GridSearch.runRegression(cells, data, folds, new LearnerContext(1, 1),
                GridSearch.Options.fast());
        GridSearch.RegressionResult two = GridSearch.runRegression(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.fast());
        assertSame(one, two);
        assertSame(one, GridSearch.runRegression(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.plain()));
        // the jobs run one by one in reverse order, in a second Jobs built from equal arguments
        GridSearch.Jobs planned = GridSearch.Jobs.of(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.fast());
        GridSearch.Jobs elsewhere = GridSearch.Jobs.of(List.copyOf(cells), data, folds, new LearnerContext(1, 1),
                GridSearch.Options.fast());
        assertTrue(planned.regression());
        assertEquals(cells.size() * folds.size(), planned.size(), "every regression cell is plain: one job per fold");
        double[][] outcomes = new double[planned.size()][];
        BitSet covered = new BitSet();
        for (int j = planned.size() - 1; j >= 0; j--) {
            assertArrayEquals(planned.cells(j), elsewhere.cells(j));
            assertEquals(planned.fold(j), elsewhere.fold(j));
            outcomes[j] = elsewhere.run(j, 1L << 20);
            assertEquals(folds.get(planned.fold(j)).testSize(), outcomes[j].length, "one value per test row");
            for (int c : planned.cells(j)) {
                covered.set(c * folds.size() + planned.fold(j));
            }
        }
        assertEquals(cells.size() * folds.size(), covered.cardinality());
        assertSame(one, planned.regressionResult(java.util.Arrays.asList(outcomes)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> planned.result(java.util.Arrays.asList(outcomes)));
        assertTrue(e.getMessage().contains("regressionResult"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> planned.regressionResult(List.of(new double[1])));
        assertTrue(e.getMessage().contains("expected " + planned.size()), e.getMessage());
    }

    private static void assertSame(GridSearch.RegressionResult a, GridSearch.RegressionResult b) {
        assertEquals(a.best(), b.best());
        assertEquals(a.cells().size(), b.cells().size());
        for (int c = 0; c < a.cells().size(); c++) {
            assertArrayEquals(a.cells().get(c).foldMeanSquaredError(), b.cells().get(c).foldMeanSquaredError());
            assertEquals(a.cells().get(c).meanSquaredError(), b.cells().get(c).meanSquaredError());
            assertEquals(a.cells().get(c).squaredCorrelation(), b.cells().get(c).squaredCorrelation());
        }
    }

    @Test
    void tableShowsTheErrorsInTheAccuracyTablesLayout() {
        Dataset data = CrossValidationTest.regressionSet(40, 2);
        ParamGrid grid = ParamGrid.parse("C=2^-3..2^1 step 2");
        GridSearch.RegressionResult r = GridSearch.runRegression(grid.expand(EPSILON_SVR), data,
                Folds.random(data, 3, 1), LearnerContext.defaults(), GridSearch.Options.fast());
        String[] lines = r.table(grid).split("\n");
        assertEquals(4, lines.length);
        assertTrue(lines[0].contains("log2 C") && lines[0].contains("pooled MSE") && lines[0].contains("sq. corr."),
                lines[0]);
        assertTrue(lines[1].strip().startsWith("-3 "), lines[1]);
        assertTrue(lines[1 + r.best()].endsWith(" *"));
        for (int c = 0; c < 3; c++) {
            String[] fields = lines[1 + c].replace(" *", "").strip().split(" +");
            assertEquals(5, fields.length, lines[1 + c]);
            assertEquals(r.cells().get(c).meanSquaredError(), Double.parseDouble(fields[3]),
                    1e-5 * r.cells().get(c).meanSquaredError(), "six significant digits");
        }
        assertThrows(IllegalArgumentException.class, () -> r.table(ParamGrid.parse("C=1,2")));
    }

    @Test
    void kindsAreNotMixedAndEachEntryTakesItsOwn() {
        Dataset data = CrossValidationTest.regressionSet(30, 1);
        List<Fold> folds = Folds.random(data, 3, 1);
        LearnerContext context = LearnerContext.defaults();
        List<Spec> mixed = List.of(EPSILON_SVR, Spec.parse("svm(kernel=rbf)"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> GridSearch.runRegression(mixed, data, folds, context, GridSearch.Options.fast()));
        assertTrue(e.getMessage().contains("a grid searches one kind"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> GridSearch.run(List.of(EPSILON_SVR), data, folds, context));
        assertTrue(e.getMessage().contains("is a regression learner"), e.getMessage());
        // the kind is told before the targets are read
        Dataset words = CrossValidationTest.twoBlobs(12, 1);
        e = assertThrows(IllegalArgumentException.class,
                () -> GridSearch.run(List.of(EPSILON_SVR), words, Folds.random(words, 3, 1), context));
        assertTrue(e.getMessage().contains("(runRegression)"), e.getMessage());
        Dataset classes = Synthetic.Problem.TWONORM.generate(30, 3, 1);
        e = assertThrows(IllegalArgumentException.class, () -> GridSearch.runRegression(
                List.of(Spec.parse("svm(kernel=rbf)")), classes, Folds.stratified(classes, 3, 1), context,
                GridSearch.Options.fast()));
        assertTrue(e.getMessage().contains("is not a regression learner"), e.getMessage());
        // labels that are not numbers are refused before any training, naming the row
        e = assertThrows(IllegalArgumentException.class, () -> GridSearch.runRegression(List.of(EPSILON_SVR),
                CrossValidationTest.twoBlobs(12, 1), Folds.random(classes, 3, 1), context,
                GridSearch.Options.fast()));
        assertTrue(e.getMessage().contains("the label of row 0") && e.getMessage().contains("is not a number"),
                e.getMessage());
    }
}

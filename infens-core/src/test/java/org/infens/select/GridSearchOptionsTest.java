package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Spec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The grid-search tricks against the plain search ({@link GridSearch.Options#plain()}, which is checked against
 * plain cross-validation in {@link GridSearchTest}): shared kernel columns give the same table bit for bit; alpha
 * seeding gives the same selected cell and the same cross-validation accuracy; no result depends on the thread
 * count or the memory budget.
 */
class GridSearchOptionsTest {
    /** Cells and folds of the plain and the other search agree on every count. */
    private static void assertSameTable(GridSearch.Result plain, GridSearch.Result other) {
        assertEquals(plain.cells().size(), other.cells().size());
        for (int c = 0; c < plain.cells().size(); c++) {
            assertEquals(plain.cells().get(c).spec(), other.cells().get(c).spec());
            assertArrayEquals(plain.cells().get(c).foldAccuracy(), other.cells().get(c).foldAccuracy(), 0.0,
                    plain.cells().get(c).spec().toString());
        }
        assertEquals(plain.best(), other.best());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = ';', value = {
            "svm(kernel=stump); C=2^-17..2^3 step 2;",
            "svm(kernel=perceptron); C=2^-17..2^3 step 2;",
            "svm(kernel=linear); C=2^-9..2^1 step 2;",
            "svm(kernel=rbf); kernel.gamma=2^-7..2^1 step 2; C=2^-5..2^5 step 2",
            "svm(kernel=laplacian); kernel.gamma=2^-7..2^1 step 4; C=2^-5..2^5 step 2"})
    void sharedColumnsGiveThePlainTableAndSeedingTheSameChoice(String base, String axis1, String axis2) {
        Dataset data = Synthetic.Problem.TWONORM.generate(150, 20, 21);
        List<Fold> folds = Folds.stratified(data, 5, 3);
        ParamGrid grid = axis2 == null ? ParamGrid.parse(axis1) : ParamGrid.parse(axis1, axis2);
        List<Spec> cells = grid.expand(Spec.parse(base));
        LearnerContext context = new LearnerContext(1, 2);
        GridSearch.Result plain = GridSearch.run(cells, data, folds, context, GridSearch.Options.plain());
        GridSearch.Result exact = GridSearch.run(cells, data, folds, context, GridSearch.Options.exact());
        assertSameTable(plain, exact);
        GridSearch.Result fast = GridSearch.run(cells, data, folds, context, GridSearch.Options.fast());
        assertEquals(plain.best(), fast.best(), "selected cell\n" + plain.table(grid) + "\n" + fast.table(grid));
        assertEquals(plain.bestCell().correct(), fast.bestCell().correct(), "cross-validation accuracy");
        // seeded solutions are eps-optimal, so a cell can move by a few boundary rows, not more
        for (int c = 0; c < cells.size(); c++) {
            assertTrue(Math.abs(plain.cells().get(c).correct() - fast.cells().get(c).correct()) <= 3,
                    cells.get(c).toString());
        }
    }

    @Test
    void resultsDoNotDependOnThreadsNorOnTheMemoryBudget() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(120, 20, 8);
        List<Fold> folds = Folds.stratified(data, 4, 5);
        ParamGrid grid = ParamGrid.parse("kernel.gamma=2^-8..2^-2 step 3", "C=2^-3..2^5 step 2");
        List<Spec> cells = grid.expand(Spec.parse("svm(kernel=rbf)"));
        GridSearch.Result one = GridSearch.run(cells, data, folds, new LearnerContext(1, 1),
                GridSearch.Options.fast());
        GridSearch.Result three = GridSearch.run(cells, data, folds, new LearnerContext(1, 3),
                GridSearch.Options.fast());
        assertSameTable(one, three);
        // 8 rows' worth of columns per store: most columns are recomputed, which changes no value
        GridSearch.Result tight = GridSearch.run(cells, data, folds, new LearnerContext(1, 3),
                new GridSearch.Options(true, true, 4L * 8 * 8 * 90));
        assertSameTable(one, tight);
    }

    /**
     * Cells differing only in a budget (CGEns's J, mixed with another C and a cell of another learner) share one fit
     * per fold: the same table as fitting each, bit for bit.
     */
    @Test
    void budgetPathsGiveThePlainTable() {
        Dataset data = Synthetic.Problem.TWONORM.generate(90, 5, 4);
        List<Fold> folds = Folds.stratified(data, 3, 2);
        ParamGrid grid = ParamGrid.parse("J=3,8,20", "C=2^-3..2^1 step 4");
        List<Spec> cells = new java.util.ArrayList<>(grid.expand(Spec.parse("cgens(weak=stump)")));
        cells.add(Spec.parse("cgens(weak=stump, J=8, C=0.125, tol=0.1)"));
        cells.add(Spec.parse("svm(kernel=stump, C=1)"));
        // the exact search does form the paths: one per C of the grid, J = 3, 8, 20 each; the tol=0.1 cell and
        // the SVM stay plain
        List<org.infens.Trainer<? extends org.infens.Model>> trainers = new java.util.ArrayList<>();
        List<Integer> indices = new java.util.ArrayList<>();
        for (int c = 0; c < cells.size(); c++) {
            trainers.add(org.infens.spec.Learners.create(cells.get(c), new LearnerContext(5, 1)));
            indices.add(c);
        }
        List<GridSearch.SharedFit> paths = GridSearch.sharedFits(trainers, indices);
        assertEquals(2, paths.size());
        for (GridSearch.SharedFit p : paths) {
            assertNull(p.costs());
            assertArrayEquals(new int[] {3, 8, 20}, p.budgets());
            assertEquals(3, p.cells().size());
            assertTrue(!p.cells().contains(6) && !p.cells().contains(7), p.cells().toString());
        }
        for (int threads : new int[] {1, 2}) {
            LearnerContext context = new LearnerContext(5, threads);
            assertSameTable(GridSearch.run(cells, data, folds, context, GridSearch.Options.plain()),
                    GridSearch.run(cells, data, folds, context, GridSearch.Options.exact()));
        }
    }

    /**
     * Cells of CGEns over sampled families differing only in C and J share one lockstep run per fold (per sigma):
     * the same table as fitting each, bit for bit (so do cgens-sls's); a cell with another candidate count stays
     * apart.
     */
    @Test
    void sharedCostsGiveThePlainTable() {
        Dataset data = Synthetic.Problem.RINGNORM.generate(60, 4, 6);
        List<Fold> folds = Folds.stratified(data, 3, 2);
        ParamGrid grid = ParamGrid.parse("weak.sigma=1,2", "J=4,12", "C=2^-3..2^3 step 3");
        List<Spec> cells = new java.util.ArrayList<>(grid.expand(Spec.parse("cgens(weak=fourier, candidates=40)")));
        cells.addAll(ParamGrid.parse("C=2^-2,2^2").expand(Spec.parse("cgens(weak=perceptron, J=6, candidates=30)")));
        cells.add(Spec.parse("cgens(weak=perceptron, J=6, candidates=31, C=0.25)"));
        cells.addAll(ParamGrid.parse("J=3,5", "C=2^-2,2^2").expand(Spec.parse("cgens-sls(weak=fourier, candidates=20)")));
        List<org.infens.Trainer<? extends org.infens.Model>> trainers = new java.util.ArrayList<>();
        List<Integer> indices = new java.util.ArrayList<>();
        for (int c = 0; c < cells.size(); c++) {
            trainers.add(org.infens.spec.Learners.create(cells.get(c), new LearnerContext(5, 1)));
            indices.add(c);
        }
        List<GridSearch.SharedFit> groups = GridSearch.sharedFits(trainers, indices);
        assertEquals(4, groups.size(), "one per sigma, one for the perceptrons, one for cgens-sls");
        assertEquals(List.of(0, 1, 2, 3, 4, 5), groups.get(0).cells());
        assertArrayEquals(new double[] {0.125, 1, 8}, groups.get(0).costs());
        assertArrayEquals(new int[] {4, 12}, groups.get(0).budgets());
        assertArrayEquals(new int[] {6}, groups.get(2).budgets());
        assertTrue(!groups.get(2).cells().contains(cells.size() - 5));
        assertArrayEquals(new int[] {3, 5}, groups.get(3).budgets());
        assertEquals(4, groups.get(3).cells().size());
        for (int threads : new int[] {1, 2}) {
            LearnerContext context = new LearnerContext(5, threads);
            assertSameTable(GridSearch.run(cells, data, folds, context, GridSearch.Options.plain()),
                    GridSearch.run(cells, data, folds, context, GridSearch.Options.exact()));
        }
    }

    /**
     * The search cut into {@link GridSearch.Jobs}, each job run alone with stores of its own, in reverse order and
     * in a second {@code Jobs} built from equal arguments (as another process would), gives the local table bit for
     * bit: with alpha seeding over a gamma grid (whose paths share a distance store locally), with budget paths and
     * with plain cells.
     */
    @Test
    void jobsRunApartGiveTheLocalTable() {
        Dataset data = Synthetic.Problem.TWONORM.generate(90, 6, 4);
        List<Fold> folds = Folds.stratified(data, 3, 2);
        List<Spec> cells = new java.util.ArrayList<>(ParamGrid.parse("kernel.gamma=2^-6..2^-2 step 2",
                "C=2^-3..2^3 step 2").expand(Spec.parse("svm(kernel=rbf)")));
        cells.addAll(ParamGrid.parse("T=5,10,20").expand(Spec.parse("adaboost(base=stump)")));
        cells.add(Spec.parse("svm(kernel=stump, C=inf)"));
        LearnerContext context = new LearnerContext(7, 2);
        for (GridSearch.Options options : List.of(GridSearch.Options.fast(), GridSearch.Options.plain())) {
            GridSearch.Result local = GridSearch.run(cells, data, folds, context, options);
            GridSearch.Jobs planned = GridSearch.Jobs.of(cells, data, folds, context, options);
            GridSearch.Jobs elsewhere = GridSearch.Jobs.of(List.copyOf(cells), data, folds, new LearnerContext(7, 1),
                    options);
            assertEquals(planned.size(), elsewhere.size());
            double[][] counts = new double[planned.size()][];
            java.util.BitSet covered = new java.util.BitSet();
            for (int j = planned.size() - 1; j >= 0; j--) {
                assertArrayEquals(planned.cells(j), elsewhere.cells(j));
                assertEquals(planned.fold(j), elsewhere.fold(j));
                counts[j] = elsewhere.run(j, 1L << 20);
                for (int c : planned.cells(j)) {
                    covered.set(c * folds.size() + planned.fold(j));
                }
            }
            assertEquals(cells.size() * folds.size(), covered.cardinality(), "every (cell, fold) in one job");
            assertSameTable(local, planned.result(java.util.Arrays.asList(counts)));
        }
        GridSearch.Jobs jobs = GridSearch.Jobs.of(cells, data, folds, context, GridSearch.Options.fast());
        assertEquals(3 * folds.size() + folds.size() + folds.size(), jobs.size(), "3 C paths (one per gamma), 1 T path, 1 plain");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> jobs.result(List.of(new double[1])));
        assertTrue(e.getMessage().contains("expected " + jobs.size()), e.getMessage());
    }

    @Test
    void mixedCellsHardMarginIsSolvedPlainly() {
        Dataset data = Synthetic.Problem.TWONORM.generate(60, 5, 2);
        List<Fold> folds = Folds.stratified(data, 3, 1);
        List<Spec> cells = List.of(Spec.parse("svm(kernel=stump, C=0.01)"), Spec.parse("svm(kernel=stump, C=inf)"),
                Spec.parse("svm(kernel=perceptron, C=1)"), Spec.parse("svm(kernel=stump, C=0.001)"));
        GridSearch.Result plain = GridSearch.run(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.plain());
        assertSameTable(plain, GridSearch.run(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.exact()));
    }

    @Test
    void tableListsLog2ValuesAndMarksTheBest() {
        Dataset data = Synthetic.Problem.TWONORM.generate(60, 5, 2);
        ParamGrid grid = ParamGrid.parse("C=2^-3..2^1 step 2");
        GridSearch.Result r = GridSearch.run(grid.expand(Spec.parse("svm(kernel=stump)")), data,
                Folds.stratified(data, 3, 1), LearnerContext.defaults());
        String[] lines = r.table(grid).split("\n");
        assertEquals(4, lines.length);
        assertTrue(lines[0].contains("log2 C") && lines[0].contains("mean acc%"), lines[0]);
        assertTrue(lines[1].strip().startsWith("-3 "), lines[1]);
        assertTrue(lines[3].strip().startsWith("1 "), lines[3]);
        assertTrue(lines[1 + r.best()].endsWith(" *"));
        assertThrows(IllegalArgumentException.class, () -> r.table(ParamGrid.parse("C=1,2")));
        assertThrows(IllegalArgumentException.class, () -> new GridSearch.Options(false, true, 0));
    }

    /**
     * nu-SVC cells form no C path (the path is C-SVC's): a grid over nu, which the path's key does not hold, gives
     * the plain table with every option (before, it was solved as one C path and failed).
     */
    @Test
    void nuSvcCellsAreFittedPlainly() {
        Dataset data = Synthetic.Problem.TWONORM.generate(60, 4, 3);
        List<Fold> folds = Folds.stratified(data, 3, 1);
        List<Spec> cells = ParamGrid.parse("nu=0.2, 0.4, 0.6").expand(Spec.parse("svm(type=nu-svc, kernel=stump)"));
        GridSearch.Result plain = GridSearch.run(cells, data, folds, new LearnerContext(1, 1),
                GridSearch.Options.plain());
        GridSearch.Result fast = GridSearch.run(cells, data, folds, new LearnerContext(1, 2),
                GridSearch.Options.fast());
        assertEquals(plain.best(), fast.best());
        for (int c = 0; c < cells.size(); c++) {
            assertEquals(plain.cells().get(c).correct(), fast.cells().get(c).correct(), cells.get(c).toString());
        }
    }
}

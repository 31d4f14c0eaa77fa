package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.LpBoostModel;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.SolverListener;
import org.junit.jupiter.api.Test;

/** The solvers' work reaches the listener of the learner context, through nested specs and grid searches. */
class SolverCountsTest {
    /** Every call, in order. */
    static final class Recorder implements SolverListener {
        final List<long[]> lps = new ArrayList<>();
        final List<int[]> svms = new ArrayList<>();

        @Override
        public synchronized void linearProgram(int rows, int variables, long pivots, int coldStarts) {
            lps.add(new long[] {rows, variables, pivots, coldStarts});
        }

        @Override
        public synchronized void masterSvm(int rows, int columns, int epochs, boolean converged) {
            svms.add(new int[] {rows, columns, epochs, converged ? 1 : 0});
        }
    }

    @Test
    void lpBoostReportsOneLinearProgramPerColumnAdded() {
        Dataset data = Synthetic.flipLabels(Synthetic.Problem.TWONORM.generate(80, 5, 4), 0.1, 4);
        Recorder r = new Recorder();
        // seed= in the spec replaces the context's seed: the listener must survive it
        LpBoostModel model = (LpBoostModel) Learners.create("lpboost(base=stump, C=0.25, columns=40, seed=3)",
                new LearnerContext(9, 1, r)).fit(data);
        assertEquals(model.members().size(), r.lps.size(), "one LP per column added");
        for (int t = 0; t < r.lps.size(); t++) {
            long[] lp = r.lps.get(t);
            assertEquals(t + 1, lp[0], "the t-th LP has t rows");
            assertEquals(80, lp[1]);
            assertTrue(lp[2] >= 0 && lp[3] == 0, "pivots >= 0, no cold start");
        }
    }

    @Test
    void cgensReportsOneMasterSvmPerColumn() {
        Dataset data = Synthetic.Problem.TWONORM.generate(100, 5, 5);
        Recorder r = new Recorder();
        ColumnGenerationModel model = (ColumnGenerationModel) Learners.create("cgens(weak=stump, C=0.0625, J=15)",
                new LearnerContext(1, 1, r)).fit(data);
        assertEquals(model.hypotheses().size(), r.svms.size());
        for (int t = 0; t < r.svms.size(); t++) {
            assertEquals(100, r.svms.get(t)[0]);
            assertEquals(t + 1, r.svms.get(t)[1]);
            assertTrue(r.svms.get(t)[2] >= 1, "at least one epoch");
        }
    }

    @Test
    void aCellCountsTheLinearProgramsOfItsGridSearchAndItsFinalFit() {
        Method lp = Method.of("LPBoost", "lpboost(base=stump, columns=10)", "C=2^-3,2^-1");
        Cell cell = new Cell("twonorm-n", lp, 0, ExperimentData.cellSeed(1, "twonorm-n", 0), false);
        CellResult r = CellRunner.compute(cell);
        assertTrue(!r.failed(), r.message());
        // 2 C values x 5 folds and the final fit, at most 10 columns each (fewer if one converged)
        SolverCounts c = r.solvers();
        assertTrue(c.linearPrograms() > 10 && c.linearPrograms() <= 11 * 10, c.toString());
        assertTrue(c.maxRows() <= 10 && c.maxPivots() <= c.pivots(), c.toString());
        assertEquals(0, c.masterSvms());
        // stored and read back
        assertEquals(r, CellResult.fromJson(r.toJson()));
    }

    @Test
    void aStoreLineWrittenBeforeTheCountsReadsAsNone() {
        String old = "{\"key\":\"k\",\"dataset\":\"heart\",\"run\":0,\"failed\":false,\"testError\":0.25,"
                + "\"selected\":\"svm(kernel=stump, C=1)\",\"selectionSeconds\":0.5,\"seconds\":0.7,\"message\":\"\"}";
        assertEquals(SolverCounts.NONE, CellResult.fromJson(old).solvers());
    }

    @Test
    void countsAddUpAndKeepTheMaxima() {
        SolverCounts.Tally t = new SolverCounts.Tally();
        t.linearProgram(3, 10, 7, 0);
        t.linearProgram(5, 10, 2, 1);
        t.masterSvm(10, 1, 4, true);
        t.masterSvm(10, 2, 1000, false);
        assertEquals(new SolverCounts(2, 9, 7, 5, 1, 2, 1004, 1000, 1), t.counts());
    }
}

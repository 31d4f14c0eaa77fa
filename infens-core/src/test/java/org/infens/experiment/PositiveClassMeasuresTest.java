package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/**
 * Zhao 2017, (4.1)'s precision, recall and F1 as the report's per-column measures: the scores of a cell against
 * hand counts, columns of one computation sharing its cells, the direction of the verdicts, cells without a positive
 * class, and the stored line with and without the scores.
 */
class PositiveClassMeasuresTest {
    @Test
    void scoresOfTheClassLabelledOneByHand() {
        // truth 1 1 1 -1 -1 -1, predicted 1 1 -1 1 -1 -1: TP 2, FP 1, FN 1
        Dataset test = Dataset.dense(new double[6][1], new int[] {0, 0, 0, 1, 1, 1}, Labels.of("1", "-1"));
        CellResult.PositiveClass s = CellRunner.positiveClass(new int[] {0, 0, 1, 0, 1, 1}, test);
        assertEquals(2.0 / 3, s.precision(), 1e-15);
        assertEquals(2.0 / 3, s.recall(), 1e-15);
        assertEquals(2.0 / 3, s.f1(), 1e-15);
        // the positive class is found by its label, whichever index it has: "1" is class 1 here
        Dataset swapped = Dataset.dense(new double[4][1], new int[] {0, 0, 1, 1}, Labels.of("-1", "1"));
        CellResult.PositiveClass t = CellRunner.positiveClass(new int[] {1, 1, 1, 0}, swapped); // TP 1, FP 2, FN 1
        assertEquals(1.0 / 3, t.precision(), 1e-15);
        assertEquals(0.5, t.recall(), 1e-15);
        assertEquals(2 * (1.0 / 3) * 0.5 / (1.0 / 3 + 0.5), t.f1(), 1e-15);
        Dataset plus = Dataset.dense(new double[2][1], new int[] {0, 1}, Labels.of("+1", "-1"));
        assertEquals(1, CellRunner.positiveClass(new int[] {0, 1}, plus).f1(), 0);
        Dataset words = Dataset.dense(new double[2][1], new int[] {0, 1}, Labels.of("a", "b"));
        assertTrue(Double.isNaN(CellRunner.positiveClass(new int[] {0, 1}, words).precision()));
    }

    @Test
    void columnsOfOneComputationShareItsCellsAndReadTheirOwnMeasure() {
        Method svm = Method.of("SVM", "svm(kernel=stump)", "C=2^-3..2^1 step 2");
        Experiment e = Experiment.builder("prf", "prf", "test", Measure.F1)
                .methods(svm.as("SVM P", Measure.PRECISION), svm.as("SVM R", Measure.RECALL),
                        svm.as("SVM F", Measure.F1))
                .row("heart", 50, 1, 80, 1, 60, 1)
                .row("sonar", 50, 1, 50, 1, 50, 1)
                .build();
        Plan plan = Plan.of(List.of(e), 2, false, 1);
        assertEquals(2 * 2, plan.cells().size(), "three columns, one computation: 2 runs on 2 sets");
        Map<String, CellResult> results = new HashMap<>();
        double[][] scores = {{0.50, 0.70, 0.58}, {0.52, 0.72, 0.60}};
        for (String d : List.of("heart", "sonar")) {
            int r = 0;
            for (Cell c : plan.cellsOf(d, e.methods().get(0))) {
                CellResult.PositiveClass p = d.equals("heart")
                        ? new CellResult.PositiveClass(scores[r][0], scores[r][1], scores[r][2])
                        : CellResult.PositiveClass.NONE;
                results.put(c.key(), new CellResult(c.key(), d, c.run(), false, 0.1, "svm(kernel=stump, C=0.5)", 0,
                        0, "", SolverCounts.NONE, p));
                r++;
            }
        }
        Report.Table t = Report.build(plan, results).table("prf");
        assertEquals(51, t.entry("heart", "SVM P").mean(), 1e-12);
        assertEquals(71, t.entry("heart", "SVM R").mean(), 1e-12);
        assertEquals(59, t.entry("heart", "SVM F").mean(), 1e-12);
        assertEquals(Report.Verdict.WITHIN, t.entry("heart", "SVM P").verdict());
        assertEquals(Report.Verdict.WORSE, t.entry("heart", "SVM R").verdict(), "71 against 80: lower is worse");
        assertEquals(Report.Verdict.NOT_COMPUTED, t.entry("sonar", "SVM F").verdict(), "no positive class");
        assertEquals(Measure.PRECISION, e.methods().get(0).measureIn(e));
        assertEquals(Measure.F1, svm.measureIn(e), "a method without its own measure reports the table's");
    }

    @Test
    void storedLinesKeepTheScoresAndOldLinesReadWithout() {
        CellResult r = new CellResult("k", "heart", 0, false, 0.2, "svm", 0.5, 1, "", SolverCounts.NONE,
                new CellResult.PositiveClass(0.25, 0.5, 1.0 / 3));
        assertEquals(r, CellResult.fromJson(r.toJson()));
        CellResult none = new CellResult("k", "heart", 0, true, Double.NaN, "svm", 0.5, 1, "x", SolverCounts.NONE,
                CellResult.PositiveClass.NONE);
        assertTrue(Double.isNaN(CellResult.fromJson(none.toJson()).positive().f1()));
        String old = r.toJson().replaceAll(",\"positive\":\\[[^\\]]*\\]", "");
        assertTrue(!old.contains("positive"), old);
        assertTrue(Double.isNaN(CellResult.fromJson(old).positive().recall()), "a line written before the scores");
    }
}

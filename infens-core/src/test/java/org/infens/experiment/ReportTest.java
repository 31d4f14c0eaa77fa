package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.Prediction;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The report's numbers against a direct recomputation, and its handling of what cannot be computed. */
class ReportTest {
    @Test
    void everyCellPresentAndEqualToDirectRecomputation(@TempDir Path dir) throws IOException {
        Experiment tiny = RunnerResumeTest.tiny();
        Plan plan = Plan.of(List.of(tiny), 3, false, 7);
        Report report;
        try (ResultStore s = ResultStore.open(dir.resolve("cells.jsonl"), false)) {
            Runner.run(plan, s, 2, Integer.MAX_VALUE, (r, d, t) -> { });
            report = Report.build(plan, s.results());
        }
        Report.Table t = report.table("tiny");
        assertEquals(4, t.entries().size());
        for (String d : tiny.datasets()) {
            for (Method m : tiny.methods()) {
                double[] errors = new double[3];
                for (int run = 0; run < 3; run++) {
                    errors[run] = 100 * directError(d, m, ExperimentData.cellSeed(7, d, run));
                }
                double mean = (errors[0] + errors[1] + errors[2]) / 3;
                double var = 0;
                for (double e : errors) {
                    var += (e - mean) * (e - mean);
                }
                double se = Math.sqrt(var / 2) / Math.sqrt(3);
                Report.Entry x = t.entry(d, m.name());
                assertEquals("ok", x.status());
                assertEquals(3, x.runs());
                assertEquals(mean, x.mean(), 1e-9, d + " " + m.name());
                assertEquals(se, x.se(), 1e-9, d + " " + m.name());
                PaperValue p = tiny.paper(d, m.name());
                assertEquals(p, x.paper());
                assertEquals((mean - p.mean()) / Math.sqrt(se * se + p.standardError() * p.standardError()), x.z(),
                        1e-9);
            }
        }
        report.write(dir, List.of());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| heart |"), md);
        assertTrue(md.contains("16.4 ± 0.27"), "the paper column: " + md);
        List<String> csv = Files.readAllLines(dir.resolve("report.csv"));
        assertEquals(1 + 4, csv.size());
        assertTrue(csv.get(1).startsWith("tiny,heart,SVM-Stump,ok,3,0,"), csv.get(1));
        assertTrue(Files.readString(dir.resolve("index.html")).contains("<table>"));
        assertTrue(Files.readString(dir.resolve("report.json")).contains("\"paperMean\" : 16.4"));
    }

    /**
     * The cell recomputed without the runner: the split, then the C with most correct out-of-fold predictions
     * (first on ties) on stratified folds, refitted on the whole training set.
     */
    private static double directError(String dataset, Method m, long seed) {
        ExperimentData.Split s = ExperimentData.split(dataset, seed);
        Dataset train = s.train();
        List<Fold> folds = Folds.stratified(train, 5, s.learnerSeed());
        LearnerContext ctx = new LearnerContext(s.learnerSeed(), 1);
        Spec best = null;
        int bestCorrect = -1;
        for (Spec c : m.candidates(false)) {
            int[] predicted = CrossValidation.predict(Learners.create(c, ctx), train, folds);
            int correct = 0;
            for (int i = 0; i < train.size(); i++) {
                correct += predicted[i] == train.classOf(i) ? 1 : 0;
            }
            if (correct > bestCorrect) {
                bestCorrect = correct;
                best = c;
            }
        }
        Classifier model = Learners.create(best, ctx).fit(train);
        int[] predicted = Prediction.classIndices(model.predictAll(s.test(), 1));
        int wrong = 0;
        for (int i = 0; i < predicted.length; i++) {
            wrong += model.labels().name(predicted[i]).equals(s.test().labels().name(s.test().classOf(i))) ? 0 : 1;
        }
        return (double) wrong / predicted.length;
    }

    /**
     * Regression: the report named the papers by their file names ({@code 002_9a7be6bf8c3ab198.txt Sec. 7.1, Table
     * 2}) and its notes by their numbers ({@code 001 prints ...}). Every table's source and note cites its paper by
     * authors, title, venue and year, and no output of the report names a paper file.
     */
    @Test
    void theReportCitesThePapersByAuthorsTitleVenueAndYear() throws IOException {
        java.util.regex.Pattern fileName = java.util.regex.Pattern.compile("00[0-4]_[0-9a-f]{16}");
        java.util.regex.Pattern number = java.util.regex.Pattern.compile("\\b00[0-4](?!-)\\b");
        for (String id : Experiments.ids()) {
            Experiment e = Experiments.byId(id);
            String text = e.source() + " " + e.title() + " " + String.join(" ", e.notes());
            assertTrue(!fileName.matcher(text).find() && !number.matcher(text).find(), id + ": " + text);
            assertTrue(e.source().matches("(Lin & Li|Lin|Shen & Liu|Zhao), \"[^\"]+\", .*(2005|2008|2014|2017), .*"),
                    id + ": " + e.source());
        }
        Plan plan = Plan.of(List.of(Experiments.byId("002-table2")), 1, false, 1);
        Report report = Report.build(plan, java.util.Map.of());
        String md = report.markdown();
        assertTrue(md.contains("Lin & Li, \"Support Vector Machinery for Infinite Ensemble Learning\", JMLR 9, 2008,"
                + " Sec. 7.1, Table 2. Measure:"), md);
        for (String text : List.of(md, report.html(List.of()), report.json(), report.csv())) {
            assertTrue(!fileName.matcher(text).find(), text);
        }
    }

    @Test
    void unavailableLearnersAndDataSetsAreReportedNotRun(@TempDir Path dir) throws IOException {
        Method missing = Method.of("Nothing", "no-such-learner(T=3)");
        Method stump = Method.of("SVM-Stump", "svm(kernel=stump, C=1)");
        Experiment e = Experiment.builder("gaps", "gaps", "test", Measure.TEST_ERROR)
                .methods(stump, missing)
                .row("heart", 16.4, 0.27, 1, 0.1)
                .row("no-such-data", 1, 0.1, 1, 0.1)
                .build();
        Plan plan = Plan.of(List.of(e), 2, false, 1);
        assertEquals(2, plan.cells().size(), "only SVM-Stump on heart is computable");
        Report report;
        try (ResultStore s = ResultStore.open(dir.resolve("cells.jsonl"), false)) {
            Runner.run(plan, s, 1, Integer.MAX_VALUE, (r, d, t) -> { });
            report = Report.build(plan, s.results());
        }
        Report.Table t = report.table("gaps");
        assertEquals("ok", t.entry("heart", "SVM-Stump").status());
        Report.Entry x = t.entry("heart", "Nothing");
        assertEquals("unavailable", x.status());
        assertTrue(x.note().contains("no-such-learner"), x.note());
        assertEquals("unavailable", t.entry("no-such-data", "SVM-Stump").status());
        assertTrue(report.markdown().contains("n/a"));
    }

    @Test
    void aFailingLearnerIsAFinishedFailedCell(@TempDir Path dir) throws IOException {
        // a precomputed kernel on rows that are not kernel values: the spec is valid, the fit fails
        Method hard = Method.of("hard", "svm(kernel=precomputed, C=1)");
        Experiment e = Experiment.builder("hard", "hard", "test", Measure.TEST_ERROR).methods(hard)
                .dataset("twonorm-n").build();
        Plan plan = Plan.of(List.of(e), 1, false, 1);
        try (ResultStore s = ResultStore.open(dir.resolve("cells.jsonl"), false)) {
            Runner.run(plan, s, 1, Integer.MAX_VALUE, (r, d, t) -> { });
            Report.Entry x = Report.build(plan, s.results()).table("hard").entry("twonorm-n", "hard");
            assertEquals("failed", x.status());
            assertEquals(1, x.failedRuns());
            assertTrue(Runner.pending(plan, s).isEmpty(), "a failed cell is not retried");
        }
    }

    /** A finished run of a cell with this test error and selection. */
    private static CellResult result(Cell c, double error, String selected) {
        return new CellResult(c.key(), c.dataset(), c.run(), false, error, selected, 0, 0, "", SolverCounts.NONE,
                CellResult.PositiveClass.NONE);
    }

    /**
     * Verdicts by hand-made results: within two standard errors, beyond with ours better or worse (the direction
     * follows the measure), every run identical (marked, no z), and grid edges flagged when half the runs select
     * one; the summary line counts them and links each cell beyond two standard errors to its explanation.
     */
    @Test
    void verdictsEdgesAndExplanationsFromHandMadeResults() {
        Method m = Method.of("SVM-Stump", "svm(kernel=stump)", "C=2^-3..2^1 step 2");
        Experiment e = Experiment.builder("made", "made", "test", Measure.TEST_ERROR).methods(m)
                .row("heart", 20, 0.5)     // ours 20 +- small: within
                .row("sonar", 30, 0.5)     // ours 10: better (lower error)
                .row("pima", 5, 0.5)       // ours 25: worse
                .row("german", 21, 0.5)    // every run 25: se 0
                .row("breast", 3, 0.1)     // not run
                .explaining("pima-why", "SVM-Stump", "pima", "because.")
                .build();
        Plan plan = Plan.of(List.of(e), 4, false, 1);
        java.util.Map<String, CellResult> results = new java.util.HashMap<>();
        double[] spread = {-0.01, 0.01, -0.02, 0.02};
        String[] specs = {"svm(kernel=stump, C=0.125)", "svm(kernel=stump, C=0.5)", "svm(kernel=stump, C=2)",
            "svm(kernel=stump, C=0.125)"};
        for (String d : List.of("heart", "sonar", "pima", "german")) {
            double base = switch (d) {
                case "heart" -> 0.20;
                case "sonar" -> 0.10;
                case "pima" -> 0.25;
                default -> 0.25;
            };
            int r = 0;
            for (Cell c : plan.cellsOf(d, m)) {
                double err = d.equals("german") ? base : base + spread[r];
                results.put(c.key(), result(c, err, d.equals("heart") ? specs[1] : specs[r]));
                r++;
            }
        }
        Report.Table t = Report.build(plan, results).table("made");
        assertEquals(Report.Verdict.WITHIN, t.entry("heart", "SVM-Stump").verdict());
        assertEquals(Report.Verdict.BETTER, t.entry("sonar", "SVM-Stump").verdict());
        assertEquals(Report.Verdict.WORSE, t.entry("pima", "SVM-Stump").verdict());
        Report.Entry zero = t.entry("german", "SVM-Stump");
        assertEquals(Report.Verdict.SPREAD_ZERO, zero.verdict());
        assertTrue(Double.isNaN(zero.z()), "no z when every run gave the same value");
        assertEquals(Report.Verdict.NOT_COMPUTED, t.entry("breast", "SVM-Stump").verdict());
        // C = 2^-3 and 2^1 are the grid's ends: 3 of 4 runs on sonar, none on heart (always 2^-1)
        assertEquals(3, t.entry("sonar", "SVM-Stump").edgeRuns());
        assertTrue(t.entry("sonar", "SVM-Stump").onGridEdge());
        assertEquals("C=2^-3", t.entry("sonar", "SVM-Stump").edge());
        assertEquals(0, t.entry("heart", "SVM-Stump").edgeRuns());
        assertEquals(new Report.Summary(1, 1, 1, 1, 0, 0, 1, 3), t.summary());
        String md = Report.build(plan, results).markdown();
        assertTrue(md.contains("1 within 2 standard errors of the paper, 1 beyond with ours better, 1 beyond with ours"
                + " worse, 1 not computed, 1 with standard error 0 (not compared); 3 selecting a grid edge"), md);
        assertTrue(md.contains("Ours worse: pima SVM-Stump (z +19.2) [why](#made-pima-why)"), md);
        assertTrue(md.contains("Ours better: sonar SVM-Stump (z -19.2) no explanation"), md);
        assertTrue(md.contains("<a id=\"made-pima-why\"></a>**pima-why**"), md);
        assertTrue(md.contains("25.0 ± 0.00 (se 0) †"), md);
        assertTrue(md.contains("sonar SVM-Stump in 3/4 runs (most often C=2^-3)"), md);
        // the header adds the tables up and says what chance alone gives: 3 compared, 4.55% of them
        assertEquals(t.summary(), Report.build(plan, results).total());
        assertTrue(md.contains("**All tables:** 1 within 2 standard errors of the paper, 1 beyond with ours better, 1"
                + " beyond with ours worse, 1 not computed, 1 with standard error 0 (not compared); 3 selecting a grid"
                + " edge. 3 cells compared, 2 beyond 2 standard errors (1 with ours worse); if ours and the papers"
                + " estimated the same values, chance alone would put about 0.1 beyond (4.6%)"), md);
        Report quick = Report.build(Plan.of(List.of(e), 2, true, 1), results);
        assertTrue(quick.chanceText().endsWith("cells compared; --quick is a smoke test (reduced grids, 2 run(s) a"
                + " cell), so these counts do not measure agreement with the papers"), quick.chanceText());
        assertTrue(quick.markdown().contains("**All tables:** "), "the quick report has the line too");

        // one run has no standard error: marked and not compared, however far from the paper
        Plan one = Plan.of(List.of(e), 1, false, 1);
        Report single = Report.build(one, results);
        Report.Entry far = single.table("made").entry("pima", "SVM-Stump");
        assertEquals(Report.Verdict.SINGLE_RUN, far.verdict());
        assertTrue(Double.isNaN(far.z()), "no z from one run");
        assertEquals(new Report.Summary(0, 0, 0, 0, 4, 0, 1, 3), single.table("made").summary());
        String oneMd = single.markdown();
        assertTrue(oneMd.contains("| 24.0 (1 run) † | 5.00 ± 0.50 |  |"), oneMd);
        assertTrue(oneMd.contains("0 beyond with ours worse, 1 not computed, 4 from a single run (not compared)"), oneMd);

        // for an accuracy, higher is better: the same numbers flip the verdicts
        Experiment acc = Experiment.builder("acc", "acc", "test", Measure.TEST_ACCURACY).methods(m)
                .row("sonar", 70, 0.5).row("pima", 95, 0.5).build();
        Report.Table a = Report.build(Plan.of(List.of(acc), 4, false, 1), results).table("acc");
        assertEquals(Report.Verdict.BETTER, a.entry("sonar", "SVM-Stump").verdict(), "90% against the paper's 70%");
        assertEquals(Report.Verdict.WORSE, a.entry("pima", "SVM-Stump").verdict());
    }

    /** Summaries add up field by field, and the chance share is 2 (1 - Phi(2)), by Simpson's rule on the density. */
    @Test
    void totalsAddUpAndTheChanceShareIsTheNormalTailBeyondTwo() {
        Report.Summary a = new Report.Summary(10, 2, 3, 1, 0, 4, 5, 6);
        Report.Summary b = new Report.Summary(7, 0, 1, 0, 2, 0, 1, 0);
        assertEquals(new Report.Summary(17, 2, 4, 1, 2, 4, 6, 6), Report.Summary.total(List.of(a, b)));
        assertEquals(23, Report.Summary.total(List.of(a, b)).compared());
        int n = 20_000;
        double h = 2.0 / n;
        double integral = 0;
        for (int i = 0; i <= n; i++) {
            double x = i * h;
            double f = Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI);
            integral += (i == 0 || i == n ? 1 : i % 2 == 1 ? 4 : 2) * f;
        }
        integral *= h / 3;
        assertEquals(1 - 2 * integral, Report.Summary.CHANCE_BEYOND_TWO, 1e-12);
        assertTrue(a.chanceLine().startsWith("15 cells compared, 5 beyond 2 standard errors (3 with ours worse);"
                + " if ours and the papers estimated the same values, chance alone would put about 0.7 beyond"),
                a.chanceLine());
    }

    /**
     * A method that cross-validates sigma at factors of the training set's own bandwidth: a selection at the widest
     * or narrowest factor is a grid edge, found by recomputing the cell's split (the factor is not in the spec).
     */
    @Test
    void aBandwidthFactorAtEitherEndIsAGridEdge() {
        Method rff = Method.of("RFF", "rff(D=20)", "C=2^-5..2^15 step 2").withDataBandwidth("sigma", 2, 1, 0.5);
        long seed = ExperimentData.cellSeed(1, "heart", 0);
        Cell cell = new Cell("heart", rff, 0, seed, false);
        double[] sigmas = rff.bandwidth().sigmas(ExperimentData.split("heart", seed).train());
        assertEquals(2 * sigmas[2], sigmas[1], 1e-12 * sigmas[1]);
        String[] expected = {"sigma=2 x bandwidth", "", "sigma=1/2 x bandwidth"};
        for (int k = 0; k < 3; k++) {
            String selected = org.infens.select.ParamGrid.set(Spec.parse("rff(D=20, C=2)"), "sigma", sigmas[k])
                    .toString();
            assertEquals(expected[k], Report.bandwidthEdge(rff.bandwidth(), cell, selected), selected);
        }
        String other = org.infens.select.ParamGrid.set(Spec.parse("rff(D=20, C=2)"), "sigma", 3 * sigmas[1])
                .toString();
        assertEquals("", Report.bandwidthEdge(rff.bandwidth(), cell, other), "not a grid value");
        Cell elsewhere = new Cell("heart", rff, 1, ExperimentData.cellSeed(1, "heart", 1), false);
        String first = org.infens.select.ParamGrid.set(Spec.parse("rff(D=20, C=2)"), "sigma", sigmas[0]).toString();
        assertEquals("", Report.bandwidthEdge(rff.bandwidth(), elsewhere, first), "another split, another bandwidth");
        assertEquals("", Report.bandwidthEdge(null, cell, first));
    }
}

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
            assertTrue(e.source().matches("(Lin & Li|Lin|Shen & Liu), \"[^\"]+\", .*(2005|2008|2014), .*"),
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
}

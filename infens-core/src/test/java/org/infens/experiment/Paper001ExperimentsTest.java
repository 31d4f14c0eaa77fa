package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.eval.Metrics;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** The 001 definitions against the paper's text, and the 75/25 split of 001 Table III. */
class Paper001ExperimentsTest {
    private static List<String> paperLines() throws IOException {
        for (Path p : List.of(Path.of("../../shared/papers/001_8b8a378b5fb1250a.txt"),
                Path.of("../shared/papers/001_8b8a378b5fb1250a.txt"),
                Path.of("/work/shared/papers/001_8b8a378b5fb1250a.txt"))) {
            if (Files.isRegularFile(p)) {
                return Files.readAllLines(p);
            }
        }
        return null;
    }

    /** Our row name for 001's: diabetes is the bundled pima; Table III's UCI rows carry their 75% split. */
    private static String ourRow(String paperRow, String id) {
        String name = paperRow.toLowerCase(Locale.ROOT);
        if (name.equals("diabetes")) {
            return "pima";
        }
        if (id.equals("001-table3") && List.of("wine", "iris", "glass", "vehicle", "dna", "vowel", "segment")
                .contains(name)) {
            return name + "@75";
        }
        return name;
    }

    /**
     * Every row of 001 Tables I-III as printed ({@code name m1±s1 m2±s2 ...}, deviations) equals the definition,
     * whose standard error is the deviation over sqrt(runs); skipped when the papers are not beside the repository.
     */
    @Test
    void publishedValuesMatchThePaperText() throws IOException {
        List<String> lines = paperLines();
        assumeTrue(lines != null, "paper 001 not found");
        String[] ids = {"001-table1", "001-table2", "001-table3"};
        String[] headers = {"AdaBoost LPBoost SVM CGEns", "RFF [15] SVM CGEns AdaBoost LPBoost SVM CGEns",
            "AdaBoost.ECC AdaBoost.MH MultiBoost [8] CGEns-SLS"};
        int checked = 0;
        for (int t = 0; t < ids.length; t++) {
            Experiment e = Experiments.byId(ids[t]);
            int header = lines.indexOf(headers[t]);
            assertTrue(header >= 0, ids[t] + " header not found");
            for (int r = 0; r < e.datasets().size(); r++) {
                String[] tok = lines.get(header + 1 + r).replace("±plus-or-minus\\pm", " ").trim().split("\\s+");
                String row = ourRow(tok[0], ids[t]);
                assertEquals(e.datasets().get(r), row, ids[t]);
                int runs = ids[t].equals("001-table3") && !row.contains("@") ? 5 : ids[t].equals("001-table3")
                        ? 10 : 5;
                for (int m = 0; m < e.methods().size(); m++) {
                    PaperValue v = e.paper(row, e.methods().get(m).name());
                    assertEquals(Double.parseDouble(tok[1 + 2 * m]), v.mean(), 0, ids[t] + " " + row);
                    assertEquals(Double.parseDouble(tok[2 + 2 * m]), v.standardError() * Math.sqrt(runs), 1e-9,
                            ids[t] + " " + row);
                    checked++;
                }
            }
        }
        assertEquals(13 * 4 + 13 * 7 + 14 * 4, checked);
        Experiment spam = Experiments.byId("001-table4");
        int header = lines.indexOf("Algorithm Error rate (%)");
        String[] names = {"AdaBoost", "CGEns"};
        for (int m = 0; m < 2; m++) {
            String[] tok = lines.get(header + 1 + m).replace("±plus-or-minus\\pm", " ").trim().split("\\s+");
            PaperValue v = spam.paper("spambase", names[m]);
            assertEquals(Double.parseDouble(tok[1]), v.mean(), 0);
            assertEquals(Double.parseDouble(tok[2]), v.standardError() * Math.sqrt(20), 1e-9);
        }
    }

    @Test
    void sharedSvmColumnsAreThe002Computations() {
        Plan p = Plan.of(List.of(Experiments.byId("002-table2"), Experiments.byId("001-table1")), 1, true, 1);
        assertEquals(1, p.cells().stream().filter(c -> c.method().name().equals("SVM-Stump")
                && c.dataset().equals("heart")).count(), "001 Table I's SVM is 002's SVM-Stump");
        assertTrue(p.unavailableReason("banana", Paper001Methods.CGENS_STUMP) != null);
        assertTrue(p.unavailableReason("heart", Paper001Methods.CGENS_STUMP) == null);
    }

    @Test
    void missingLearnersAreUnavailableNotErrors() {
        Plan p = Plan.of(List.of(Experiments.byId("001-table3")), 1, true, 1);
        assertTrue(p.unavailableReason("wine@75", Paper001Methods.ADABOOST_ECC).startsWith("learner not available"));
        assertTrue(p.unavailableReason("wine@75", Paper001Methods.CGENS_SLS) == null);
        assertTrue(p.unavailableReason("mnist", Paper001Methods.CGENS_SLS) != null);
    }

    @Test
    void percentageSuffixSplitsSeventyFiveTwentyFive() {
        assertTrue(ExperimentData.isAvailable("wine@75"));
        assertFalse(ExperimentData.isAvailable("spambase@75"));
        ExperimentData.Split s = ExperimentData.split("wine@75", 3);
        assertEquals(133, s.train().size(), "floor(0.75 * 178)");
        assertEquals(45, s.test().size());
        ExperimentData.Split plain = ExperimentData.split("wine", 3);
        assertEquals(106, plain.train().size(), "floor(0.6 * 178)");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> ExperimentData.split("wine@100", 3));
        assertTrue(bad.getMessage().contains("got 100"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExperimentData.split("wine@x", 3));
    }

    @Test
    void standardDeviationsBecomeStandardErrors() {
        Method m = Method.of("A", "stump");
        Experiment e = Experiment.builder("t", "t", "t", Measure.TEST_ERROR).methods(m)
                .row("heart", 10, 1).standardDeviationsOver(4).row("german", 10, 1).build();
        assertEquals(1, e.paper("heart", "A").standardError(), 0);
        assertEquals(0.5, e.paper("german", "A").standardError(), 1e-15);
    }

    /**
     * The reason for CGEns's C grid (see {@link Paper001Methods}): with J = 250 stumps on heart's 60% split, the
     * grid's top C fits the training set exactly, as does every C from 2^-1 up (the region LIBSVM's 2^-5..2^15 would
     * mostly search), while the grid's bottom C underfits; so the grid spans both ends and the model changes
     * inside it.
     */
    @Test
    void cgensGridSpansUnderfittingToInterpolation() {
        ParamGrid grid = ParamGrid.parse(Paper001Methods.CGENS_C_GRID);
        double[] costs = grid.axes().get(0).values();
        ExperimentData.Split s = ExperimentData.split("heart@60", ExperimentData.cellSeed(1, "heart@60", 0));
        double[] trainError = new double[3];
        double[] c = {costs[0], 0.5, costs[costs.length - 1]};
        for (int k = 0; k < c.length; k++) {
            Classifier model = Learners.create("cgens(weak=stump, J=250, C=" + c[k] + ")", LearnerContext.defaults())
                    .fit(s.train());
            trainError[k] = 1 - Metrics.accuracy(model, s.train());
        }
        assertTrue(trainError[0] > 0.15, "lowest C should underfit, training error " + trainError[0]);
        assertEquals(0, trainError[1], "C = 2^-1 should fit the training set");
        assertEquals(0, trainError[2], "highest C should fit the training set");
    }
}

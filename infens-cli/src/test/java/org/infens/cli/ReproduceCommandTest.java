package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.infens.experiment.BoundaryFigure;
import org.infens.experiment.Method;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code infens reproduce} on the hidden self-test experiment, and the figures. */
class ReproduceCommandTest {
    private static int run(ByteArrayOutputStream out, ByteArrayOutputStream err, String... args) {
        return Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void selfTestWritesTheReportFolderAndResumes(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = run(out, err, "reproduce", "--experiments", "selftest", "--runs", "1", "--threads", "2", "--out",
                dir.toString());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        // not a terminal: no bar, at most plain progress lines
        for (String line : err.toString(StandardCharsets.UTF_8).lines().toList()) {
            assertTrue(line.matches("reproduce: \\d+/4 cells done(, \\d+ failed)?, \\S+ left"), line);
        }
        for (String f : List.of("cells.jsonl", "report.md", "report.csv", "report.json", "index.html")) {
            assertTrue(Files.size(dir.resolve(f)) > 0, f);
        }
        assertEquals(4, Files.readAllLines(dir.resolve("cells.jsonl")).size());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| heart |") && md.contains("16.4 ± 0.27"), md);
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("selftest"));
        // a second run finds every cell stored and computes nothing new
        out.reset();
        assertEquals(0, run(out, err, "reproduce", "--experiments", "selftest", "--runs", "1", "--out",
                dir.toString()));
        assertEquals(4, Files.readAllLines(dir.resolve("cells.jsonl")).size());
        // --report-only with more runs than stored: computes nothing, reports the stored run as a partial cell
        out.reset();
        assertEquals(0, run(out, err, "reproduce", "--experiments", "selftest", "--runs", "3", "--report-only",
                "--no-figures", "--out", dir.toString()));
        assertEquals(4, Files.readAllLines(dir.resolve("cells.jsonl")).size(), "no cell computed");
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("12 cell(s) (8 not stored, not computed)"),
                out.toString(StandardCharsets.UTF_8));
        assertTrue(Files.readString(dir.resolve("report.md")).contains("(1 run)"), "the stored run, marked");
        ByteArrayOutputStream usage = new ByteArrayOutputStream();
        assertEquals(2, run(new ByteArrayOutputStream(), usage, "reproduce", "--experiments", "selftest",
                "--report-only", "--fresh", "--out", dir.toString()));
        assertTrue(usage.toString(StandardCharsets.UTF_8).contains("--fresh would discard them"), usage.toString());
        usage.reset();
        assertEquals(2, run(new ByteArrayOutputStream(), usage, "reproduce", "--experiments", "selftest",
                "--report-only", "--out", dir.resolve("empty").toString()));
        assertTrue(usage.toString(StandardCharsets.UTF_8).contains("--report-only: no stored cells in"),
                usage.toString());
    }

    @Test
    void datasetsRestrictTheRowsAndUnknownOnesAreAUsageError(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = run(out, err, "reproduce", "--experiments", "selftest", "--datasets", "heart", "--runs", "1",
                "--no-figures", "--out", dir.toString());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        List<String> cells = Files.readAllLines(dir.resolve("cells.jsonl"));
        assertEquals(2, cells.size(), "two methods on the one chosen row");
        assertTrue(cells.stream().allMatch(c -> c.contains("\"dataset\":\"heart\"")), cells.toString());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("| heart |") && !md.contains("| twonorm |"), md);

        ByteArrayOutputStream err2 = new ByteArrayOutputStream();
        assertEquals(2, run(new ByteArrayOutputStream(), err2, "reproduce", "--experiments", "selftest",
                "--datasets", "heart,nope", "--out", dir.toString()));
        String e = err2.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("infens: --datasets: no chosen experiment has a data set 'nope'")
                && e.contains("heart, twonorm") && e.strip().lines().count() == 1, e);

        // --methods keeps the named columns; cells already stored are reused
        ByteArrayOutputStream err3 = new ByteArrayOutputStream();
        assertEquals(0, run(new ByteArrayOutputStream(), err3, "reproduce", "--experiments", "selftest",
                "--datasets", "heart", "--methods", "SVM-Stump", "--runs", "1", "--no-figures", "--out",
                dir.toString()), err3.toString(StandardCharsets.UTF_8));
        assertEquals(2, Files.readAllLines(dir.resolve("cells.jsonl")).size(), "nothing recomputed");
        String md2 = Files.readString(dir.resolve("report.md"));
        assertTrue(md2.contains("| SVM-Stump |") && !md2.contains("SVM-Gauss |"), md2);
        ByteArrayOutputStream err4 = new ByteArrayOutputStream();
        assertEquals(2, run(new ByteArrayOutputStream(), err4, "reproduce", "--experiments", "selftest",
                "--methods", "SVM-Nope", "--out", dir.toString()));
        assertTrue(err4.toString(StandardCharsets.UTF_8).startsWith(
                "infens: --methods: no chosen experiment has a method 'SVM-Nope'"), err4.toString());
    }

    /** Rows whose options hold a comma survive --datasets' split at commas; pieces that make no row stay apart. */
    @Test
    void rowsWithCommasInTheirOptionsAreJoinedAgain() {
        java.util.Set<String> known = java.util.Set.of("twonorm/train=400,test=7000", "glass@50/positive=1,l2",
                "breast@50/drop=1,l2", "heart");
        assertEquals(List.of("glass@50/positive=1,l2", "heart", "breast@50/drop=1,l2", "twonorm/train=400,test=7000"),
                List.copyOf(ReproduceCommand.rejoined(List.of("glass@50/positive=1", "l2", " heart",
                        "breast@50/drop=1", "l2", "twonorm/train=400", "test=7000"), known)));
        assertEquals(List.of("heart", "nope", "l2"),
                List.copyOf(ReproduceCommand.rejoined(List.of("heart", "nope", "l2"), known)));
        assertEquals(null, ReproduceCommand.rejoined(List.of(), known));
    }

    @Test
    void unknownExperimentIsAUsageError(@TempDir Path dir) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, run(out, err, "reproduce", "--experiments", "nope", "--out", dir.toString()));
        String e = err.toString(StandardCharsets.UTF_8);
        assertTrue(e.startsWith("infens: --experiments: no experiment 'nope'") && e.strip().lines().count() == 1, e);
    }

    @Test
    void boundaryFigureShowsTheRoundsThatAdaBoostsCrossValidationChose() {
        Method ada = Method.of("AdaBoost-Stump", "adaboost(base=stump, T=cv, maxT=40, step=10)");
        BoundaryFigure.Panel p = BoundaryFigure.compute(List.of(ada), false, 3, 4).panels().get(0);
        org.infens.spec.Spec shown = org.infens.spec.Spec.parse(p.selected());
        double t = shown.number("t", -1);
        assertTrue(t >= 1 && t <= 40 && t == Math.rint(t), p.selected());
        // the key as the papers and the spec write it (was printed lower-cased, "selected t")
        assertEquals("selected T = " + DemoCommand.powerOfTwo(t), Plots.shortSpec(p.selected()));
    }

    @Test
    void boundaryFigureFollowsTheBayesLineAndIsDrawn(@TempDir Path dir) throws IOException {
        Method stump = Method.of("SVM-Stump", "svm(kernel=stump)", "C=2^-3,2^1");
        Method missing = Method.of("Missing", "no-such-learner");
        BoundaryFigure.Result fig = BoundaryFigure.compute(List.of(stump, missing), false, 3, 40);
        int[] cls = fig.panels().get(0).classes();
        int agree = 0;
        int counted = 0;
        for (int r = 0; r < 40; r++) {
            for (int c = 0; c < 40; c++) {
                double x1 = -4 + 8.0 * c / 39;
                double x2 = 4 - 8.0 * r / 39;
                if (x1 * x1 + x2 * x2 <= 9) { // where the training data are
                    counted++;
                    agree += cls[r * 40 + c] == (x1 + x2 < 0 ? 1 : 0) ? 1 : 0;
                }
            }
        }
        assertTrue(agree > 0.85 * counted, agree + " of " + counted + " grid points on the Bayes side");
        assertTrue(fig.panels().get(1).unavailable().contains("no-such-learner"));
        Path png = dir.resolve("f.png");
        Plots.boundaries(fig, png);
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(840, img.getWidth());
    }

    @Test
    void listShowsTheFiguresWithTheirIds() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, run(out, new ByteArrayOutputStream(), "reproduce", "--list"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("\n003-table4.4  "), text);
        assertTrue(text.contains("\n001-figure1  ") && text.contains("\n002-figure3  "), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("001-figure5  ")
                && l.endsWith("[figure; also drawn with 001-table4]")), text);
    }

    /**
     * A figure named in --experiments is drawn without any table, listed in report.md with its caption, and its
     * selection on a grid edge flagged there (the quick C grid of Fig. 1's CGEns has two values, both edges).
     */
    @Test
    void aNamedFigureIsDrawnAloneAndItsGridEdgeFlagged(@TempDir Path dir) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, run(out, err, "reproduce", "--experiments", "001-figure1", "--quick", "--out",
                dir.toString()), err.toString(StandardCharsets.UTF_8));
        BufferedImage img = ImageIO.read(dir.resolve("figures/001-figure1.png").toFile());
        assertEquals(460 + 620, img.getWidth());
        String md = Files.readString(dir.resolve("report.md"));
        assertTrue(md.contains("## Figures") && md.contains("[figures/001-figure1.png](figures/001-figure1.png)"),
                md);
        assertTrue(md.contains("† Selected on the edge of the grid") && md.contains("CGEns C=2^-"), md);
        assertTrue(!Files.exists(dir.resolve("figures/001-figure5.png")), "only the named figure");
    }

    @Test
    void featureFrequenciesAreDrawnWithTheFeatureNames(@TempDir Path dir) throws IOException {
        org.infens.experiment.FeatureFrequencyFigure.Result fig = new org.infens.experiment.FeatureFrequencyFigure
                .Result("spambase", org.infens.experiment.FeatureFrequencyFigure.SPAMBASE_FEATURES, 2, List.of(
                        new org.infens.experiment.FeatureFrequencyFigure.Series("AdaBoost", new double[57], "a (2/2)",
                                0, ""),
                        new org.infens.experiment.FeatureFrequencyFigure.Series("CGEns", new double[57], "c (2/2)",
                                2, "C=2^-15")));
        Path png = dir.resolve("f5.png");
        Plots.featureFrequencies(fig, png);
        assertEquals(1500, ImageIO.read(png.toFile()).getWidth());
        double[] v = new double[57];
        v[15] = 4;
        v[51] = 6;
        v[6] = 1;
        String top = ReproduceCommand.topFeatures(fig, new org.infens.experiment.FeatureFrequencyFigure.Series("X", v,
                "", 0, ""));
        assertTrue(top.startsWith("X: #52 \"!\" 6.0, #16 \"free\" 4.0, #7 \"remove\" 1.0"), top);
    }
}

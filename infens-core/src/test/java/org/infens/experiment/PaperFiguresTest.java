package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.infens.Classifier;
import org.infens.boost.AdaBoostModel;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.WeakHypothesis;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.learner.DecisionStumpModel;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * The papers' figures' data on tiny cases, each against an independent computation: Shen &amp; Liu 2014, Fig. 1's
 * curves against a separate fit per budget and its toy data against its definition; Fig. 5's frequencies against the
 * stumps of separately fitted models; Lin &amp; Li 2008, Fig. 3's grid-edge flag and the claims of its note; the
 * figure ids.
 */
class PaperFiguresTest {
    @Test
    void toyDataIsClassOneInsideTheMedianRadius() {
        Dataset d = ConvergenceFigure.toyData(4000, 7);
        int inside = 0;
        for (int i = 0; i < d.size(); i++) {
            boolean in = Math.hypot(d.get(i, 0), d.get(i, 1)) <= ConvergenceFigure.RADIUS;
            assertEquals(in ? "1" : "-1", d.labels().name(d.classOf(i)), "row " + i);
            inside += in ? 1 : 0;
        }
        // P(||x|| <= sqrt(2 ln 2)) = 1/2 for x ~ N(0, I_2); 0.05 is over 6 standard deviations at n = 4000
        assertEquals(0.5, inside / 4000.0, 0.05);
        assertThrows(IllegalArgumentException.class, () -> ConvergenceFigure.toyData(0, 1));
    }

    /** Each point of a curve is the error of the method fitted alone with that budget; the panel is the last fit's. */
    @Test
    void convergenceCurvesAreTheFitsOfEachBudget() {
        Method ada = Method.of("AdaBoost", "adaboost(base=stump, T=6)");
        Method cgens = Method.of("CGEns", "cgens(weak=stump, J=6)", "C=2^-3,2^1");
        ConvergenceFigure.Result fig = ConvergenceFigure.compute(List.of(ada, cgens), false, 5, 7, 80, 300);
        assertEquals(2, fig.curves().size());
        LearnerContext context = new LearnerContext(fig.learnerSeed(), 1);
        ConvergenceFigure.Curve c = fig.curves().get(1);
        Spec selected = Spec.parse(c.selected());
        for (int t : new int[] {1, 3, 6}) {
            Classifier a = Learners.create("adaboost(base=stump, T=" + t + ")", context).fit(fig.train());
            assertEquals(1 - Metrics.accuracy(a, fig.train()), fig.curves().get(0).trainError()[t - 1], 1e-12);
            assertEquals(1 - Metrics.accuracy(a, fig.test()), fig.curves().get(0).testError()[t - 1], 1e-12);
            Classifier g = Learners.create(selected.with("J", t), context).fit(fig.train());
            assertEquals(1 - Metrics.accuracy(g, fig.train()), c.trainError()[t - 1], 1e-12, "J = " + t);
            assertEquals(1 - Metrics.accuracy(g, fig.test()), c.testError()[t - 1], 1e-12, "J = " + t);
        }
        assertEquals(Report.gridEdge(cgens.grid(false), c.selected()), c.gridEdge(), "a two-point grid: an edge");
        assertTrue(!c.gridEdge().isEmpty());
        Classifier last = Learners.create(selected, context).fit(fig.train());
        int[] panel = fig.boundary();
        int res = fig.resolution();
        double e = ConvergenceFigure.EXTENT;
        for (int r = 0; r < res; r++) {
            for (int col = 0; col < res; col++) {
                double[] x = {-e + 2 * e * col / (res - 1), e - 2 * e * r / (res - 1)};
                Dataset point = Dataset.dense(new double[][] {x}, new int[] {0}, Synthetic.LABELS);
                String label = last.labels().name(last.predict(point, 0).classIndex());
                assertEquals(Synthetic.LABELS.indexOf(label), panel[r * res + col], "grid point " + r + "," + col);
            }
        }
    }

    /** Fig. 5's frequencies are the mean counts of the stumps' features of the models each run fits. */
    @Test
    void featureFrequenciesAreTheMeanStumpCountsOfEachRun() {
        Method ada = Method.of("AdaBoost", "adaboost(base=stump, T=5)");
        Method cgens = Method.of("CGEns", "cgens(weak=stump, J=4)", "C=2^-3,2^1");
        FeatureFrequencyFigure.Result fig = FeatureFrequencyFigure.compute("heart", List.of(ada, cgens), false, 2,
                3, 2, Map.of());
        assertEquals(2, fig.runs());
        double[][] expected = new double[2][13];
        for (int r = 0; r < 2; r++) {
            ExperimentData.Split s = ExperimentData.split("heart", ExperimentData.cellSeed(3, "heart", r));
            LearnerContext context = new LearnerContext(s.learnerSeed(), 1);
            AdaBoostModel a = (AdaBoostModel) Learners.create("adaboost(base=stump, T=5)", context).fit(s.train());
            for (Classifier member : a.members()) {
                int f = ((DecisionStumpModel) member).feature();
                if (f >= 0) {
                    expected[0][f] += 0.5;
                }
            }
            Spec chosen = CellRunner.select(cgens, false, s.train(), context);
            ColumnGenerationModel g = (ColumnGenerationModel) Learners.create(chosen, context).fit(s.train());
            assertEquals(4, g.hypotheses().size());
            for (WeakHypothesis h : g.hypotheses()) {
                expected[1][(int) h.spec().number("feature", -1)] += 0.5;
            }
        }
        assertArrayEquals(expected[0], fig.series().get(0).frequency(), 1e-12);
        assertArrayEquals(expected[1], fig.series().get(1).frequency(), 1e-12);
        assertEquals(13, fig.features().size());
        assertEquals(0, fig.series().get(0).edgeRuns(), "no grid");
        FeatureFrequencyFigure.Result one = FeatureFrequencyFigure.compute("heart", List.of(ada, cgens), false, 2, 3,
                1, Map.of());
        assertArrayEquals(fig.series().get(1).frequency(), one.series().get(1).frequency(), 0, "threads");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FeatureFrequencyFigure.stumpFeatures(Learners.create("svm(kernel=stump)",
                        LearnerContext.defaults()).fit(ExperimentData.split("heart", 1).train())));
        assertTrue(e.getMessage().startsWith("not an ensemble of stumps"), e.getMessage());
    }

    /**
     * A selection stored for the same cell is fitted as it is, not cross-validated again: a stored C that the
     * cross-validation would not choose shows in the figure and gives the model fitted with it; a failed cell's
     * selection is not used.
     */
    @Test
    void storedSelectionsAreReusedNotRecomputed() {
        Method cgens = Method.of("CGEns", "cgens(weak=stump, J=4)", "C=2^-3,2^1");
        long seed = ExperimentData.cellSeed(3, "heart", 0);
        ExperimentData.Split s = ExperimentData.split("heart", seed);
        LearnerContext context = new LearnerContext(s.learnerSeed(), 1);
        Spec cv = CellRunner.select(cgens, false, s.train(), context);
        Spec other = Spec.parse(cv.number("C", 0) == 2 ? "cgens(weak=stump, J=4, C=0.125)"
                : "cgens(weak=stump, J=4, C=2)");
        String key = new Cell("heart", cgens, 0, seed, false).key();
        CellResult stored = new CellResult(key, "heart", 0, false, 0.2, other.toString(), 1, 1, "", SolverCounts.NONE,
                CellResult.PositiveClass.NONE);
        FeatureFrequencyFigure.Result fig = FeatureFrequencyFigure.compute("heart", List.of(cgens), false, 1, 3, 1,
                Map.of(key, stored));
        assertEquals(other + " (1/1)", fig.series().get(0).selected());
        ColumnGenerationModel g = (ColumnGenerationModel) Learners.create(other, context).fit(s.train());
        double[] expected = new double[13];
        for (WeakHypothesis h : g.hypotheses()) {
            expected[(int) h.spec().number("feature", -1)] += 1;
        }
        assertArrayEquals(expected, fig.series().get(0).frequency(), 0);
        CellResult failed = new CellResult(key, "heart", 0, true, Double.NaN, other.toString(), 1, 1, "x",
                SolverCounts.NONE, CellResult.PositiveClass.NONE);
        assertEquals(cv + " (1/1)", FeatureFrequencyFigure.compute("heart", List.of(cgens), false, 1, 3, 1,
                Map.of(key, failed)).series().get(0).selected());
    }

    /** The spambase feature names are UCI's, in order: the features Shen &amp; Liu 2014's Sec. VIII-B names by number. */
    @Test
    void spambaseFeatureNamesAreTheOnesThePaperNumbers() {
        List<String> names = FeatureFrequencyFigure.SPAMBASE_FEATURES;
        assertEquals(57, names.size());
        String[][] paper = {{"16", "free"}, {"25", "hp"}, {"52", "!"}, {"7", "remove"}, {"19", "you"}, {"53", "$"},
            {"27", "george"}, {"42", "meeting"}, {"46", "edu"}};
        for (String[] p : paper) {
            assertEquals(p[1], names.get(Integer.parseInt(p[0]) - 1), "feature #" + p[0]);
        }
    }

    /**
     * Lin &amp; Li 2008, Fig. 3 with the default seed: SVM-Stump's panel is flagged at the grid's bottom, and the
     * figure's note holds: the CV accuracy is flat at the bottom of the grid (ties go to the smaller C), and C = 2^-13
     * and 2^-17 draw the same panel.
     */
    @Test
    void figure3FlagsSvmStumpAtTheGridBottomAndItsNoteHolds() {
        BoundaryFigure.Result fig = BoundaryFigure.compute(List.of(PaperMethods.SVM_STUMP), false, 1, 30);
        BoundaryFigure.Panel p = fig.panels().get(0);
        assertEquals("C=2^-17", p.gridEdge(), p.selected());
        ParamGrid grid = PaperMethods.SVM_STUMP.grid(false);
        for (String kernel : new String[] {"stump", "middle-stump"}) {
            GridSearch.Result cv = GridSearch.run(grid.expand(Spec.parse("svm(kernel=" + kernel + ")")), fig.train(),
                    Folds.stratified(fig.train(), 5, 1), new LearnerContext(1, 1));
            int flat = kernel.equals("stump") ? 7 : 3; // the note: 2^-17..2^-5 for SVM-Stump, 2^-17..2^-13 for SVM-Mid
            List<Integer> bottom = new ArrayList<>();
            for (int k = 0; k < flat; k++) {
                bottom.add(cv.cells().get(k).correct());
            }
            assertEquals(java.util.Collections.nCopies(flat, bottom.get(0)), bottom, kernel + ": flat at the bottom");
            assertEquals(0, cv.best(), kernel + ": the tie goes to C = 2^-17");
        }
        int[] at13 = BoundaryFigure.predictGrid(Learners.create("svm(kernel=stump, C=" + Math.pow(2, -13) + ")",
                new LearnerContext(1, 1)).fit(fig.train()), 30, BoundaryFigure.EXTENT);
        assertArrayEquals(p.classes(), at13, "C = 2^-13 draws the same SVM-Stump panel as 2^-17");
    }

    @Test
    void figureIdsAreListedAndKnown() {
        assertEquals(List.of("002-figure3", "001-figure1", "001-figure5"),
                PaperFigure.all().stream().map(PaperFigure::id).toList());
        assertNotNull(PaperFigure.byId("001-figure5"));
        assertNull(PaperFigure.byId("001-table4"));
        assertTrue(PaperFigure.FIGURE_001_5.drawnWith(List.of(Experiments.byId("001-table4")), false));
        assertTrue(!PaperFigure.FIGURE_001_1.drawnWith(List.of(Experiments.byId("001-table1")), false));
        assertTrue(PaperFigure.FIGURE_001_1.drawnWith(List.of(), true));
        assertThrows(IllegalArgumentException.class, () -> new PaperFigure("fig1", "t", "s", List.of(), List.of()));
    }
}

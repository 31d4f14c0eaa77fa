package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.Classifier;
import org.infens.eval.Metrics;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** The 001 definitions: shared cells, unavailable learners, the 75/25 split of 001 Table III, CGEns's C grid. */
class Paper001ExperimentsTest {
    /**
     * Tables I and II run on Raetsch's sizes (Shen &amp; Liu 2014 use his splits), so their SVM columns are other
     * cells than Lin &amp; Li 2008's, and Table I's SVM column is Table II's row set too.
     */
    @Test
    void tablesOneAndTwoUseRaetschsSizes() {
        int[][] sizes = {{400, 7000}, {400, 7000}, {700, 300}, {170, 100}, {468, 300}};
        String[] rows = {Paper001Methods.TWONORM, Paper001Methods.RINGNORM, Paper001Methods.GERMAN,
            Paper001Methods.HEART, Paper001Methods.PIMA};
        for (int r = 0; r < rows.length; r++) {
            ExperimentData.Split s = ExperimentData.split(rows[r], 7);
            assertEquals(sizes[r][0], s.train().size(), rows[r]);
            assertEquals(sizes[r][1], s.test().size(), rows[r]);
            assertTrue(Experiments.byId("001-table1").datasets().contains(rows[r]), rows[r]);
            assertTrue(Experiments.byId("001-table2").datasets().contains(rows[r]), rows[r]);
        }
        Plan p = Plan.of(List.of(Experiments.byId("002-table2"), Experiments.byId("001-table1")), 1, true, 1);
        assertEquals(1, p.cells().stream().filter(c -> c.method().name().equals("SVM-Stump")
                && c.dataset().equals("heart")).count(), "002's heart row stays Lin & Li's 60/40");
        assertEquals(1, p.cells().stream().filter(c -> c.method().name().equals("SVM-Stump")
                && c.dataset().equals(Paper001Methods.HEART)).count());
        assertTrue(p.unavailableReason("banana", Paper001Methods.CGENS_STUMP) != null);
        assertTrue(p.unavailableReason(Paper001Methods.HEART, Paper001Methods.CGENS_STUMP) == null);
    }

    @Test
    void missingLearnersAreUnavailableNotErrors() {
        Plan p = Plan.of(List.of(Experiments.byId("001-table3")), 1, true, 1);
        assertTrue(p.unavailableReason("wine@75", Paper001Methods.MULTIBOOST).startsWith("learner not available"));
        assertTrue(p.unavailableReason("wine@75", Paper001Methods.ADABOOST_ECC) == null);
        assertTrue(p.unavailableReason("wine@75", Paper001Methods.CGENS_SLS) == null);
        assertTrue(p.unavailableReason("mnist", Paper001Methods.CGENS_SLS) != null);
    }

    @Test
    void percentageSuffixSplitsSeventyFiveTwentyFive() {
        assertTrue(ExperimentData.isAvailable("wine@75"));
        assertFalse(ExperimentData.isAvailable("australian@75"));
        ExperimentData.Split s = ExperimentData.split("wine@75", 3);
        assertEquals(133, s.train().size(), "floor(0.75 * 178)");
        assertEquals(45, s.test().size());
        ExperimentData.Split plain = ExperimentData.split("wine", 3);
        assertEquals(106, plain.train().size(), "floor(0.6 * 178)");
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> ExperimentData.split("wine@100", 3));
        assertTrue(bad.getMessage().contains("got 100"), bad.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ExperimentData.split("wine@x", 3));
        ExperimentData.Split counted = ExperimentData.split("wine/train=100", 3);
        assertEquals(100, counted.train().size(), "train=N: Raetsch's splits give counts, not fractions");
        assertEquals(78, counted.test().size());
        for (String both : List.of("wine@75/train=100", "wine/train=178", "wine/train=0", "wine/train=",
                "wine/drop=0", "wine/drop=x")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> ExperimentData.split(both, 3), both);
            assertTrue(e.getMessage().startsWith("data set " + both + ": "), e.getMessage());
        }
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

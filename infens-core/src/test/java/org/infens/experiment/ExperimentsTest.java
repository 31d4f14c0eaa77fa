package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/** The definitions (every cell has a published value, shared cells), the data protocol and the grids. */
class ExperimentsTest {
    @Test
    void everyCellOfThe002TablesHasAPublishedValue() {
        for (Experiment e : Experiments.all()) {
            for (String d : e.datasets()) {
                for (Method m : e.methods()) {
                    assertNotNull(e.paper(d, m.name()), e.id() + " " + d + " " + m.name());
                }
            }
        }
        assertTrue(Experiments.byId("selftest").hidden());
        assertTrue(Experiments.all().stream().noneMatch(Experiment::hidden));
    }

    @Test
    void sharedMethodsAreOneComputation() {
        Plan p = Plan.of(List.of(Experiments.byId("002-table2"), Experiments.byId("002-table5"),
                Experiments.byId("002-table6")), 1, true, 1);
        long stumpCells = p.cells().stream().filter(c -> c.method().name().equals("SVM-Stump")
                && c.dataset().equals("twonorm")).count();
        assertEquals(1, stumpCells, "SVM-Stump on twonorm is shared by Tables 2, 5 and 6");
    }

    @Test
    void artificialSplitsFollowThePaper() {
        ExperimentData.Split clean = ExperimentData.split("ringnorm", 5);
        ExperimentData.Split noisy = ExperimentData.split("ringnorm-n", 5);
        assertEquals(300, clean.train().size());
        assertEquals(3000, clean.test().size());
        assertEquals(20, clean.train().dimension());
        assertEquals(30, flippedLabels(clean, noisy), "10% of the training labels");
    }

    /**
     * How many training labels the "-n" split flipped, asserting that it is the clean split otherwise: the same
     * training features, the same (clean) test set.
     */
    private static int flippedLabels(ExperimentData.Split clean, ExperimentData.Split noisy) {
        int flipped = 0;
        for (int i = 0; i < clean.train().size(); i++) {
            assertEquals(clean.train().get(i, 3), noisy.train().get(i, 3));
            flipped += clean.train().classOf(i) != noisy.train().classOf(i) ? 1 : 0;
        }
        for (int i = 0; i < clean.test().size(); i++) {
            assertEquals(clean.test().classOf(i), noisy.test().classOf(i), "the test set stays clean");
        }
        return flipped;
    }

    /** Shen &amp; Liu 2014's twonorm and ringnorm are Raetsch's: 400 training and 7000 test rows. */
    @Test
    void artificialSizesFromTheRowOptions() {
        ExperimentData.Split clean = ExperimentData.split("ringnorm/train=400,test=7000", 5);
        ExperimentData.Split noisy = ExperimentData.split("ringnorm-n/train=400,test=7000", 5);
        assertEquals(400, clean.train().size());
        assertEquals(7000, clean.test().size());
        assertEquals(40, flippedLabels(clean, noisy), "10% of the 400 training labels");
        assertEquals(3000, ExperimentData.split("twonorm/train=50", 1).test().size(), "test keeps its default");
        assertEquals(50, ExperimentData.split("twonorm/train=50", 1).train().size());
        assertTrue(ExperimentData.isAvailable("twonorm/train=400,test=7000"));
        for (String bad : List.of("twonorm/train=0", "twonorm/train=x", "twonorm/l2", "twonorm/test")) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(
                    IllegalArgumentException.class, () -> ExperimentData.split(bad, 1), bad);
            assertTrue(e.getMessage().startsWith("data set " + bad + ": "), e.getMessage());
        }
    }

    @Test
    void uciSplitIsSixtyFortyScaledAndDisjoint() {
        ExperimentData.Split s = ExperimentData.split("heart", 9);
        assertEquals(162, s.train().size(), "002 Table 1");
        assertEquals(108, s.test().size());
        for (Dataset d : List.of(s.train(), s.test())) {
            for (int i = 0; i < d.size(); i++) {
                for (int f = 0; f < d.dimension(); f++) {
                    assertTrue(d.get(i, f) >= -1 && d.get(i, f) <= 1);
                }
            }
        }
        java.util.Set<String> rows = new java.util.HashSet<>();
        for (Dataset d : List.of(s.train(), s.test())) {
            for (int i = 0; i < d.size(); i++) {
                rows.add(java.util.Arrays.toString(d.row(i)) + d.classOf(i));
            }
        }
        assertTrue(rows.size() >= 268, "train and test are (up to duplicate rows) the 270 rows");
    }

    @Test
    void seedsDependOnDataSetAndRunOnly() {
        assertEquals(ExperimentData.cellSeed(1, "heart", 3), ExperimentData.cellSeed(1, "heart", 3));
        assertNotEquals(ExperimentData.cellSeed(1, "heart", 3), ExperimentData.cellSeed(1, "heart", 4));
        assertNotEquals(ExperimentData.cellSeed(1, "heart", 3), ExperimentData.cellSeed(2, "heart", 3));
        assertNotEquals(ExperimentData.cellSeed(1, "heart", 3), ExperimentData.cellSeed(1, "sonar", 3));
    }

    /**
     * Every grid cell of every method is a spec its learner takes, with the grid's value in it: the text parses back
     * to the same spec (no key twice, such as the j=500 of cgens(J=500) beside a grid's J=25), and the learner
     * accepts it unless the learner itself is not implemented (MultiBoost).
     */
    @Test
    void everyGridCellIsASpecItsLearnerTakes() {
        int checked = 0;
        for (Experiment e : Experiments.all()) {
            for (Method m : e.methods()) {
                for (boolean quick : new boolean[] {false, true}) {
                    for (org.infens.spec.Spec cell : m.candidates(quick)) {
                        assertEquals(cell, org.infens.spec.Spec.parse(cell.toString()), e.id() + " " + m.name());
                        try {
                            org.infens.spec.Learners.create(cell, org.infens.spec.LearnerContext.defaults());
                            checked++;
                        } catch (IllegalArgumentException x) {
                            assertTrue(x.getMessage().startsWith("unknown learner"), e.id() + " " + m.name() + " "
                                    + cell + ": " + x.getMessage());
                        }
                    }
                }
            }
        }
        assertTrue(checked > 1000, checked + " cells checked");
    }
}

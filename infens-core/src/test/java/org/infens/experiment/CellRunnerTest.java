package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.Classifier;
import org.infens.boost.AdaBoostModel;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** What a cell reports as its selected spec. */
class CellRunnerTest {
    @Test
    void adaBoostWithCrossValidatedRoundsReportsTheRoundsItChose() {
        Dataset train = Synthetic.Problem.TWONORM.generate(80, 5, 2);
        Spec cv = Spec.parse("adaboost(base=stump, T=cv, maxT=40, step=10)");
        AdaBoostModel model = (AdaBoostModel) Learners.create(cv, LearnerContext.defaults()).fit(train);
        Spec shown = CellRunner.fitted(cv, model);
        assertEquals("adaboost", shown.name());
        assertEquals(model.rounds(), shown.number("t", -1), 0);
        assertEquals(cv.get("base"), shown.get("base"));
        // the reported spec is a fixed-T learner of the same size
        AdaBoostModel again = (AdaBoostModel) Learners.create(shown, LearnerContext.defaults()).fit(train);
        assertEquals(model.rounds(), again.rounds());

        Spec svm = Spec.parse("svm(kernel=stump, C=0.5)");
        Classifier m = Learners.create(svm, LearnerContext.defaults()).fit(train);
        assertSame(svm, CellRunner.fitted(svm, m), "a spec without an inner choice is reported as it is");
    }

    /**
     * 001 Sec. VI-A: the Fourier learners' sigma is the one the RBF SVM's cross-validation chose. On the same run,
     * the CGEns-Fourier and RFF cells report sigma = 1/sqrt(2 gamma) for the gamma that the SVM-Gauss cell reports,
     * with their own C; the grid is the full 10 x 11 one, on a small training set.
     */
    @Test
    void fourierMethodsTakeSigmaFromTheGaussianSvmsSelectionOnTheSameRun() {
        Method gauss = Method.of("G", "svm(kernel=rbf(gamma=1))", "kernel.gamma=2^-9..2^3 step 2", "C=2^-1..2^5 step 2");
        Method rff = Method.of("R", "rff(D=60, sigma=1)", "C=2^-3..2^5 step 4").withBandwidthFrom(gauss, "sigma");
        Method cg = Method.of("CG", "cgens(weak=fourier(sigma=1), J=10, candidates=30)", "C=2^-5..2^3 step 4")
                .withBandwidthFrom(gauss, "weak.sigma");
        long seed = ExperimentData.cellSeed(11, "heart", 0);
        CellResult g = CellRunner.compute(new Cell("heart", gauss, 0, seed, false));
        assertFalse(g.failed(), g.message());
        double gamma = Spec.parse(g.selected()).spec("kernel").number("gamma", Double.NaN);
        int seen = 0;
        for (Method m : new Method[] {rff, cg}) {
            CellResult r = CellRunner.compute(new Cell("heart", m, 0, seed, false));
            assertFalse(r.failed(), r.message());
            Spec chosen = Spec.parse(r.selected());
            Spec carrier = m == rff ? chosen : chosen.spec("weak");
            assertEquals(1 / Math.sqrt(2 * gamma), carrier.number("sigma", Double.NaN), 1e-12 / Math.sqrt(gamma),
                    m.name() + " " + r.selected() + " against " + g.selected());
            assertNotEquals(Double.NaN, chosen.number("C", Double.NaN));
            // apart from sigma, the chosen spec is one of the method's own grid cells (its C came from its own CV)
            String key = m == rff ? "sigma" : "weak.sigma";
            assertTrue(m.candidates(false).contains(org.infens.select.ParamGrid.set(chosen, key, 1)),
                    r.selected() + " in the grid of " + m.name());
            seen++;
        }
        assertEquals(2, seen, "both borrowing methods checked");
        // the source is part of what the cell computes, so stored results of another source are not reused
        assertNotEquals(rff.identity(false), Method.of("R", "rff(D=60, sigma=1)", "C=2^-3..2^5 step 4")
                .identity(false));
        assertNotEquals(rff.identity(false), rff.withBandwidthFrom(Method.of("G2", "svm(kernel=rbf(gamma=1))",
                "kernel.gamma=2^-9..2^3 step 4"), "sigma").identity(false));
    }

    @Test
    void aBandwidthSourceMustBeAGaussianKernelMethod() {
        Method stump = Method.of("S", "svm(kernel=stump)", "C=2^-3..2^3 step 2");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Method.of("R", "rff(sigma=1)").withBandwidthFrom(stump, "sigma"));
        assertTrue(e.getMessage().contains("kernel=rbf"), e.getMessage());
        Method gauss = Method.of("G", "svm(kernel=rbf(gamma=1))", "C=2^-3..2^3 step 2");
        IllegalArgumentException nowhere = assertThrows(IllegalArgumentException.class,
                () -> Method.of("CG", "cgens(C=1)").withBandwidthFrom(gauss, "weak.sigma"));
        assertTrue(nowhere.getMessage().contains("weak.sigma"), nowhere.getMessage());
        // a quick variant given after the bandwidth is checked too
        Method cg = Method.of("CG", "cgens(weak=fourier(sigma=1))").withBandwidthFrom(gauss, "weak.sigma");
        IllegalArgumentException quick = assertThrows(IllegalArgumentException.class,
                () -> cg.withQuick("cgens(C=2)"));
        assertTrue(quick.getMessage().contains("weak.sigma"), quick.getMessage());
    }
}

package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Parity with LIBSVM 3.24's {@code svm-train} / {@code svm-predict} for C-SVC on the fixtures of
 * {@code src/test/resources/org/infens/svm/libsvm} ({@code cases.csv}; made by
 * {@code scripts/fixtures/make-libsvm-fixtures.sh}; the README there gives the cases and why each tolerance is what
 * it is): the tolerances, and that the solver takes the same steps as svm-train ({@link #assertSameSteps}).
 * The helpers here serve {@link LibsvmFormulationParityTest} too.
 */
class LibsvmParityTest {
    /** Relative tolerance on the dual objective. */
    static final double OBJECTIVE_REL = 1e-3;
    /** Tolerance on rho, relative to max(1, |rho|). */
    static final double RHO_REL = 1e-3;
    /** Relative tolerance on the numbers of support vectors and bounded support vectors. */
    static final double COUNT_REL = 0.01;
    /** Least fraction of test rows whose predicted label equals svm-predict's. */
    static final double AGREEMENT = 0.995;
    /** Largest difference of decision values on test rows, relative to the largest |decision value| of LIBSVM. */
    static final double DECISION_REL = 1e-2;
    /** Agreement of rho with the 17-digit rho of svm-train's model file, relative to max(1, |rho|), same steps. */
    static final double SAME_STEPS_RHO = 1e-9;

    @TestFactory
    Stream<DynamicTest> agreesWithSvmTrain() {
        return LibsvmFixtures.cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    private static void check(LibsvmFixtures.Case c) {
        Dataset train = LibsvmFixtures.data(c.train());
        Dataset test = LibsvmFixtures.data(c.test());
        Kernel kernel = LibsvmFixtures.kernel(c);
        SvmModel ours = new SvmTrainer(SvmParams.of(kernel).withC(c.cost())
                .withEps(LibsvmFixtures.real(c.options(), "-e", "0.001"))).fit(train);
        SvmModel theirs = LibsvmFixtures.libsvmModel(c, train, kernel);

        assertEquals(theirs.labels().names(), ours.labels().names(), c + ": class order");
        assertEquals(c.pairs().size(), ours.stats().size(), c + ": number of pairs");
        StringBuilder report = new StringBuilder(c.name());
        try {
            for (int p = 0; p < c.pairs().size(); p++) {
                checkPair(c + " pair " + c.pairs().get(p).pair(), c.pairs().get(p), ours.stats().get(p),
                        theirs.rho()[p], report);
            }
            assertCount(c + ": total nSV", c.totalSupportVectors(), ours.supportVectorCount());
            checkPredictions(c.toString(), ours.labels().names(), ours.predictAll(test, 4), theirs.predictAll(test, 4),
                    LibsvmFixtures.predictions(c.name()), report);
        } finally {
            System.out.println(report);
        }
    }

    /**
     * One binary sub-problem (or the one problem of a one-class SVM or a regression) against svm-train's report
     * and model file: converged; objective within {@value #OBJECTIVE_REL} relative; rho within {@value #RHO_REL}
     * relative to max(1, |rho|); nSV and nBSV within {@value #COUNT_REL} (at least 1); then the same steps
     * ({@link #assertSameSteps}). Appends what it compared to {@code report}.
     */
    static void checkPair(String what, LibsvmFixtures.PairStats ref, BinaryStats s, double fileRho,
                          StringBuilder report) {
        report.append(String.format(" | pair %s obj %.6f/%.6f rho %.6f/%.6f nSV %d/%d nBSV %d/%d iter %d/%d"
                        + " |rho - file's| %.2g", ref.pair(), s.objective(), ref.objective(), s.rho(), ref.rho(),
                s.supportVectors(), ref.supportVectors(), s.boundedSupportVectors(), ref.boundedSupportVectors(),
                s.iterations(), ref.iterations(), Math.abs(s.rho() - fileRho)));
        assertTrue(s.converged(), what + ": not converged");
        assertTrue(Math.abs(s.objective() - ref.objective()) <= OBJECTIVE_REL * Math.abs(ref.objective()),
                what + ": objective " + s.objective() + " vs LIBSVM " + ref.objective());
        assertTrue(Math.abs(s.rho() - fileRho) <= RHO_REL * Math.max(1, Math.abs(fileRho)),
                what + ": rho " + s.rho() + " vs LIBSVM " + fileRho);
        assertCount(what + ": nSV", ref.supportVectors(), s.supportVectors());
        assertCount(what + ": nBSV", ref.boundedSupportVectors(), s.boundedSupportVectors());
        assertSameSteps(what, ref, s, fileRho);
    }

    /**
     * Predicted labels against svm-predict's ({@code expected}, one per test row): at least {@value #AGREEMENT} of
     * the rows equal; and our decision values against those of svm-train's model file ({@code theirs}), computed
     * by the same code: the largest difference at most {@value #DECISION_REL} of the largest |decision value|.
     */
    static void checkPredictions(String what, List<String> names, List<Prediction> ours, List<Prediction> theirs,
                                 List<String> expected, StringBuilder report) {
        assertEquals(expected.size(), ours.size(), what + ": prediction count");
        int[] predicted = Prediction.classIndices(ours);
        double[][] decOurs = Prediction.decisionValues(ours);
        double[][] decTheirs = Prediction.decisionValues(theirs);
        int agree = 0;
        double maxDiff = 0;
        double scale = 0;
        List<String> disagreements = new ArrayList<>();
        for (int i = 0; i < expected.size(); i++) {
            if (names.get(predicted[i]).equals(expected.get(i))) {
                agree++;
            } else {
                disagreements.add("row " + i + " dec " + decOurs[i][0] + " vs " + decTheirs[i][0]);
            }
            for (int p = 0; p < decOurs[i].length; p++) {
                maxDiff = Math.max(maxDiff, Math.abs(decOurs[i][p] - decTheirs[i][p]));
                scale = Math.max(scale, Math.abs(decTheirs[i][p]));
            }
        }
        report.append(String.format(" | agree %d/%d | max |dec diff| %.3g (max |dec| %.3g)", agree, expected.size(),
                maxDiff, scale));
        assertTrue(maxDiff <= DECISION_REL * scale, what + ": decision values differ from those of svm-train's model"
                + " by up to " + maxDiff + " (largest |decision value| " + scale + ")");
        assertTrue(agree >= AGREEMENT * expected.size(), what + ": only " + agree + " of " + expected.size()
                + " predictions equal svm-predict's; " + disagreements);
    }

    /**
     * The stronger property that holds for every case of the fixtures: given the single-precision parameters that
     * svm-train used ({@link LibsvmFixtures#real}), the solver (a port of LIBSVM's Solver, with Q in single precision
     * as LIBSVM's) takes the same steps, so the iteration count and the counts of support vectors are equal, the
     * objective equal to svm-train's 6 printed decimals, and rho within {@value #SAME_STEPS_RHO} (relative to
     * max(1, |rho|)) of the 17-digit rho of its model file.
     */
    static void assertSameSteps(String what, LibsvmFixtures.PairStats ref, BinaryStats s, double fileRho) {
        assertEquals(ref.iterations(), s.iterations(), what + ": #iter (same steps)");
        assertEquals(ref.supportVectors(), s.supportVectors(), what + ": nSV (same steps)");
        assertEquals(ref.boundedSupportVectors(), s.boundedSupportVectors(), what + ": nBSV (same steps)");
        assertEquals(ref.objective(), s.objective(), 5e-7 + 1e-12 * Math.abs(ref.objective()),
                what + ": obj (same steps; printed with 6 decimals)");
        assertEquals(fileRho, s.rho(), SAME_STEPS_RHO * Math.max(1, Math.abs(fileRho)),
                what + ": rho of the model file (same steps)");
    }

    /** Asserts |ours - reference| <= ceil({@value #COUNT_REL} reference), so at least 1. */
    static void assertCount(String what, int reference, int ours) {
        double allowed = Math.ceil(COUNT_REL * reference);
        assertTrue(Math.abs(ours - reference) <= allowed, what + " " + ours + " vs LIBSVM " + reference
                + " (allowed difference " + allowed + ")");
    }
}

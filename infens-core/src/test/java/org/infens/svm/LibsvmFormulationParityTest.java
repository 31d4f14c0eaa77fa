package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.infens.data.Dataset;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Parity with LIBSVM 3.24's {@code svm-train} / {@code svm-predict} for the formulations beside C-SVC: nu-SVC
 * ({@code -s 1}), the one-class SVM ({@code -s 2}), epsilon-SVR ({@code -s 3}) and nu-SVR ({@code -s 4}), on
 * heart_scale, the three-class gauss3 and the UCI concrete regression set, with Gaussian, linear, polynomial and
 * (precomputed) stump kernels: the runs of {@code formulations.csv} under
 * {@code src/test/resources/org/infens/svm/libsvm} (made by {@code scripts/fixtures/make-libsvm-fixtures.sh}; the
 * README there gives the cases, the tolerances and why). C-SVC is {@link LibsvmParityTest}'s. The {@code -b 1} runs are fixtures for probability estimates: here
 * only their solver reports are checked against their {@code -b 0} twins ({@link LibsvmProbabilityFixturesTest}
 * checks their probabilities).
 */
class LibsvmFormulationParityTest {
    /** Least fraction of test rows whose value is within {@link #VALUE_REL} of svm-predict's. */
    static final double AGREEMENT = LibsvmParityTest.AGREEMENT;
    /** Relative tolerance on a regression value against svm-predict's. */
    static final double VALUE_REL = 1e-6;

    @TestFactory
    Stream<DynamicTest> agreesWithSvmTrain() {
        return LibsvmFixtures.formulations().stream().filter(f -> !f.probability())
                .map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    private static void check(LibsvmFixtures.Formulation f) {
        Dataset train = LibsvmFixtures.data(f.train());
        Dataset test = LibsvmFixtures.data(f.test());
        SvmParams params = f.params();
        StringBuilder report = new StringBuilder(f.name());
        try {
            switch (f.type()) {
                case NU_SVC -> checkClassifier(f, train, test, params, report);
                case ONE_CLASS -> checkOneClass(f, train, test, params, report);
                case EPSILON_SVR, NU_SVR -> checkRegression(f, train, test, params, report);
                default -> throw new IllegalArgumentException("not a formulation of this test: " + f);
            }
        } finally {
            System.out.println(report);
        }
    }

    private static void checkClassifier(LibsvmFixtures.Formulation f, Dataset train, Dataset test, SvmParams params,
                                        StringBuilder report) {
        SvmModel ours = new SvmTrainer(params).fit(train);
        SvmModel theirs = LibsvmFixtures.libsvmModel(f.name(), f.options(), train, params.kernel());
        assertEquals(theirs.labels().names(), ours.labels().names(), f + ": class order");
        checkStats(f, ours.stats(), theirs.rho(), report);
        LibsvmParityTest.assertCount(f + ": total nSV", f.totalSupportVectors(), ours.supportVectorCount());
        LibsvmParityTest.checkPredictions(f.toString(), ours.labels().names(), ours.predictAll(test, 2),
                theirs.predictAll(test, 2), LibsvmFixtures.predictions(f.name()), report);
    }

    private static void checkOneClass(LibsvmFixtures.Formulation f, Dataset train, Dataset test, SvmParams params,
                                      StringBuilder report) {
        OneClassSvmModel ours = new OneClassSvmTrainer(params).fit(train);
        OneClassSvmModel theirs = LibsvmFixtures.libsvmOneClassModel(f.name(), train, params.kernel());
        checkStats(f, ours.stats(), new double[] {theirs.state().rho()}, report);
        LibsvmParityTest.assertCount(f + ": total nSV", f.totalSupportVectors(), ours.supportVectorCount());
        LibsvmParityTest.checkPredictions(f.toString(), OneClassSvmModel.LABELS.names(), ours.predictAll(test, 2),
                theirs.predictAll(test, 2), LibsvmFixtures.predictions(f.name()), report);
    }

    private static void checkRegression(LibsvmFixtures.Formulation f, Dataset train, Dataset test, SvmParams params,
                                        StringBuilder report) {
        SvrModel ours = new SvrTrainer(params).fit(train);
        SvrModel theirs = LibsvmFixtures.libsvmSvrModel(f.name(), f.type(), train, params.kernel());
        checkStats(f, ours.stats(), new double[] {theirs.state().rho()}, report);
        LibsvmParityTest.assertCount(f + ": total nSV", f.totalSupportVectors(), ours.supportVectorCount());
        double[] expected = LibsvmFixtures.predictedValues(f.name());
        assertEquals(test.size(), expected.length, f + ": prediction count");
        double[] mine = ours.predictRows(test, 2);
        // the reader of svm-train's model file against svm-predict, which computed its values from the same file
        double[] fromFile = theirs.predictRows(test, 2);
        int agree = 0;
        double maxRel = 0;
        List<String> disagreements = new ArrayList<>();
        for (int i = 0; i < expected.length; i++) {
            double rel = Math.abs(mine[i] - expected[i]) / Math.max(Math.abs(expected[i]), Double.MIN_NORMAL);
            maxRel = Math.max(maxRel, rel);
            if (rel <= VALUE_REL) {
                agree++;
            } else if (disagreements.size() < 5) {
                disagreements.add("row " + i + ": " + mine[i] + " vs " + expected[i]);
            }
            assertEquals(expected[i], fromFile[i], 1e-9 * Math.max(1, Math.abs(expected[i])),
                    f + ": row " + i + " of svm-train's model file read here against svm-predict");
        }
        report.append(String.format(" | values within %.0e: %d/%d, max rel diff %.3g", VALUE_REL, agree,
                expected.length, maxRel));
        assertTrue(agree >= AGREEMENT * expected.length, f + ": only " + agree + " of " + expected.length
                + " values within " + VALUE_REL + " relative of svm-predict's; " + disagreements);
    }

    /**
     * Every pair against svm-train's report and model file ({@link LibsvmParityTest#checkPair}: the issue's
     * tolerances, then the same steps), and the nu, C or epsilon that svm-train printed for it (6 decimals): equal
     * too, or none where it printed none (the one-class SVM, nu-SVR's nu, ...).
     */
    private static void checkStats(LibsvmFixtures.Formulation f, List<BinaryStats> stats, double[] fileRho,
                                   StringBuilder report) {
        assertEquals(f.pairs().size(), stats.size(), f + ": number of pairs");
        for (int p = 0; p < stats.size(); p++) {
            LibsvmFixtures.PairStats ref = f.pairs().get(p);
            BinaryStats s = stats.get(p);
            String what = f + " pair " + ref.pair();
            LibsvmParityTest.checkPair(what, ref, s, fileRho[p], report);
            double printed = f.printedEquivalent().get(p);
            report.append(String.format(" printed %.6f/%.6f", s.equivalent(), printed));
            if (Double.isNaN(printed)) {
                assertTrue(Double.isNaN(s.equivalent()), what + ": svm-train prints no nu/C/epsilon here, we have "
                        + s.equivalent());
            } else {
                assertEquals(printed, s.equivalent(), 5e-7 + 1e-12 * Math.abs(printed),
                        what + ": the nu/C/epsilon svm-train printed");
            }
        }
    }

    /**
     * The fixtures' own consistency, which the reading of svm-train's output relies on: a {@code -b 1} run solves
     * the same problems as its {@code -b 0} twin (the five cross-validation trainings of Platt scaling or of the
     * Laplace model come before and do not change it), so the blocks picked from its longer output as the final
     * model's must report the same iterations, objective, rho and counts, and its model file the same rho.
     */
    @Test
    void probabilityRunsReportTheSameModelAsTheirTwins() {
        List<LibsvmFixtures.Formulation> all = LibsvmFixtures.formulations();
        int checked = 0;
        for (LibsvmFixtures.Formulation f : all) {
            if (!f.probability()) {
                continue;
            }
            String twin = f.name().substring(0, f.name().length() - "-b1".length());
            if (f.type() == SvmType.C_SVC) {
                twin = twin.replace("-s0-", "-");   // cases.csv's name
            }
            List<LibsvmFixtures.PairStats> expected;
            int total;
            if (f.type() == SvmType.C_SVC) {
                LibsvmFixtures.Case c = LibsvmFixtures.byName(twin);
                expected = c.pairs();
                total = c.totalSupportVectors();
            } else {
                String name = twin;
                LibsvmFixtures.Formulation t = all.stream().filter(g -> g.name().equals(name)).findFirst()
                        .orElseThrow(() -> new AssertionError("no -b 0 twin of " + f));
                expected = t.pairs();
                total = t.totalSupportVectors();
                assertEquals(t.printedEquivalent(), f.printedEquivalent(), f + ": printed nu/C/epsilon");
            }
            assertEquals(expected, f.pairs(), f + ": the final model's report");
            assertEquals(LibsvmFixtures.modelHeader(twin, "rho"), LibsvmFixtures.modelHeader(f.name(), "rho"),
                    f + ": the model file's rho");
            assertEquals(total, f.totalSupportVectors(), f + ": total nSV");
            boolean regression = f.type().isRegression();
            assertEquals(regression, !Double.isNaN(f.sigma()), f + ": the Laplace sigma is printed for SVR only");
            checked++;
        }
        assertEquals(17, checked, "-b 1 runs: 4 C-SVC, 5 nu-SVC, 4 epsilon-SVR, 4 nu-SVR");
    }

    /**
     * Why the tests give Infens single-precision parameters ({@link LibsvmFixtures#real}): every model file of the
     * fixtures records the gamma and coef0 that svm-train used, and they are the float roundings of the options'
     * text (-g 0.05 is saved as 0.05000000074505806), not the doubles the text denotes.
     */
    @Test
    void svmTrainUsedTheSinglePrecisionRoundingOfItsOptions() {
        int checked = 0;
        for (LibsvmFixtures.Formulation f : LibsvmFixtures.formulations()) {
            String gamma = LibsvmFixtures.modelHeader(f.name(), "gamma");
            if (gamma != null) {
                assertEquals(LibsvmFixtures.real(f.options(), "-g", "NaN"), Double.parseDouble(gamma), 0.0,
                        f + ": gamma");
                checked++;
            }
            String coef0 = LibsvmFixtures.modelHeader(f.name(), "coef0");
            if (coef0 != null) {
                assertEquals(LibsvmFixtures.real(f.options(), "-r", "0"), Double.parseDouble(coef0), 0.0,
                        f + ": coef0");
            }
        }
        assertTrue(checked >= 20, "runs with a gamma: " + checked);
        assertTrue(LibsvmFixtures.real("-g 0.05", "-g", "NaN") != 0.05, "0.05 is not a float");
    }
}

package org.infens.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Parity with LIBSVM 3.24's {@code svm-train -b 1} and {@code svm-predict -b 1} on the fixtures of
 * {@code src/test/resources/org/infens/calibrate/libsvm} (made by {@code scripts/fixtures/make-probability-fixtures.sh};
 * the README there gives the cases and why each tolerance is what it is): three-class iris and wine, class weights,
 * nu-SVC and a linear C-SVC, beside the {@code -b 1} runs of {@code org.infens.svm.LibsvmProbabilityFixturesTest}.
 * With svm-train's seed (1) the internal folds are LIBSVM's, so the sigmoids and the probabilities agree up to the
 * solvers' own tolerance.
 */
class LibsvmProbabilityParityTest {
    /** Relative tolerance on probA and probB. */
    static final double PARAMETER_REL = 1e-3;
    /** Absolute tolerance on probA and probB near zero (probB is an offset that may be close to 0). */
    static final double PARAMETER_ABS = 1e-3;
    /** Absolute tolerance on each class probability of each training row. */
    static final double PROBABILITY_ABS = 1e-3;
    /** Least fraction of rows whose predicted label equals svm-predict -b 1's. */
    static final double AGREEMENT = 0.995;

    @TestFactory
    Stream<DynamicTest> agreesWithSvmTrainB1() {
        return ProbabilityFixtures.cases().stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> check(c)));
    }

    private static void check(ProbabilityFixtures.Case c) {
        Dataset data = c.data();
        SvmParams params = c.params(data);
        ProbabilityFixtures.Header header = ProbabilityFixtures.header(c);
        ProbabilityFixtures.Output output = ProbabilityFixtures.output(c);
        CalibratedClassifier model = CalibratedTrainer.of(new SvmTrainer(params), 5, 1).fit(data);
        assertEquals(header.labels(), model.labels().names(), c + ": class order");
        List<Sigmoid> sigmoids = model.sigmoids();
        assertEquals(header.probA().length, sigmoids.size(), c + ": number of pairs");
        for (int p = 0; p < sigmoids.size(); p++) {
            assertClose(c + " pair " + p + ": probA", header.probA()[p], sigmoids.get(p).a());
            assertClose(c + " pair " + p + ": probB", header.probB()[p], sigmoids.get(p).b());
        }
        assertEquals(output.labels(), model.labels().names(), c + ": svm-predict's labels line");
        List<Prediction> ours = model.predictAll(data, 2);
        int agree = 0;
        double worst = 0;
        for (int i = 0; i < ours.size(); i++) {
            double[] p = ours.get(i).probabilities();
            double[] q = output.probabilities().get(i);
            for (int k = 0; k < p.length; k++) {
                worst = Math.max(worst, Math.abs(p[k] - q[k]));
            }
            if (model.labels().name(ours.get(i).classIndex()).equals(Labels.canonical(output.predicted().get(i)))) {
                agree++;
            }
        }
        assertTrue(worst <= PROBABILITY_ABS, c + ": probabilities differ by up to " + worst);
        assertTrue(agree >= AGREEMENT * ours.size(), c + ": labels agree on " + agree + " of " + ours.size());
    }

    private static void assertClose(String what, double expected, double actual) {
        double tol = Math.max(PARAMETER_ABS, PARAMETER_REL * Math.abs(expected));
        assertTrue(Math.abs(expected - actual) <= tol, what + " = " + actual + ", LIBSVM " + expected);
    }
}

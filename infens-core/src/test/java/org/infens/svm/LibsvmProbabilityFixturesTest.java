package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.calibrate.CalibratedClassifier;
import org.infens.calibrate.CalibratedTrainer;
import org.infens.calibrate.LaplaceTrainer;
import org.infens.calibrate.Sigmoid;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.io.LibsvmModelFormat;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Probability estimates against LIBSVM 3.24's {@code svm-train -b 1} and {@code svm-predict -b 1}: the {@code -b 1}
 * runs of {@code formulations.csv} under {@code src/test/resources/org/infens/svm/libsvm} (made by
 * {@code scripts/fixtures/make-libsvm-fixtures.sh}; C-SVC and nu-SVC on heart_scale and the three-class gauss3 with
 * Gaussian, linear and stump kernels, epsilon-SVR and nu-SVR on the UCI concrete set). With svm-train's seed (1) the
 * internal folds of {@link CalibratedTrainer} and {@link LaplaceTrainer} are LIBSVM's, so probA, probB, the SVR's
 * sigma and svm-predict's probabilities agree up to the inner solvers' tolerance (issue 20's bounds: 1e-3 relative
 * on the parameters, 1e-3 on each probability; the README of {@code org/infens/calibrate/libsvm} says what is
 * observed).
 */
class LibsvmProbabilityFixturesTest {
    /** Relative tolerance on probA, probB and sigma (absolute below 1: probB is an offset that may be near 0). */
    static final double PARAMETER_REL = 1e-3;
    /** Absolute tolerance on each class probability of each test row. */
    static final double PROBABILITY_ABS = 1e-3;

    @TestFactory
    Stream<DynamicTest> agreesWithSvmTrainB1() {
        return LibsvmFixtures.formulations().stream().filter(LibsvmFixtures.Formulation::probability)
                .map(f -> DynamicTest.dynamicTest(f.name(), () -> check(f)));
    }

    /**
     * svm-train's {@code -b 1} model files read by {@link LibsvmModelFormat#read}: a classifier's is a
     * {@link CalibratedClassifier} whose sigmoids are its probA and probB and whose probabilities are svm-predict
     * {@code -b 1}'s (to its 6 digits) with the same labels on every row; a regression's is the {@link SvrModel} with
     * sigma = probA, as svm-predict {@code -b 1} prints it, predicting svm-predict's values. Each is written back
     * byte for byte. (The precomputed stump runs are left out: their test files are kernel values.)
     */
    @TestFactory
    Stream<DynamicTest> svmTrainsB1ModelsReadWithTheirProbabilities() {
        return LibsvmFixtures.formulations().stream().filter(LibsvmFixtures.Formulation::probability)
                .filter(f -> !f.options().contains("-t 4"))
                .map(f -> DynamicTest.dynamicTest(f.name(), () -> checkRead(f)));
    }

    private static void checkRead(LibsvmFixtures.Formulation f) throws IOException {
        String text;
        try (InputStream in = new GZIPInputStream(Files.newInputStream(
                LibsvmFixtures.path("models/" + f.name() + ".model.gz")))) {
            text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
        }
        Model read = LibsvmModelFormat.read(new StringReader(text), f.name());
        assertEquals(text, LibsvmModelFormat.format(read), f + ": written back");
        Dataset test = LibsvmFixtures.data(f.test());
        if (f.type().isRegression()) {
            SvrModel svr = (SvrModel) read;
            assertEquals(Double.parseDouble(LibsvmFixtures.modelHeader(f.name(), "probA")), svr.sigma().orElseThrow());
            List<String> log = Files.readAllLines(LibsvmFixtures.path("logs/" + f.name() + ".predict.log"));
            assertEquals("z: Laplace distribution e^(-|z|/sigma)/(2sigma),sigma=" + CFormat.g(svr.sigma()
                    .getAsDouble()), log.get(1), f + ": svm-predict's sigma line");
            double[] expected = LibsvmFixtures.predictedValues(f.name());
            double[] v = svr.predictAll(test, 2);
            for (int i = 0; i < v.length; i++) {
                assertEquals(expected[i], v[i], 1e-12 * Math.max(1, Math.abs(expected[i])), f + ", row " + (i + 1));
            }
            return;
        }
        CalibratedClassifier model = (CalibratedClassifier) read;
        double[] probA = numbers(LibsvmFixtures.modelHeader(f.name(), "probA"));
        double[] probB = numbers(LibsvmFixtures.modelHeader(f.name(), "probB"));
        for (int p = 0; p < probA.length; p++) {
            assertEquals(new Sigmoid(probA[p], probB[p]), model.sigmoids().get(p), f + ": pair " + p);
        }
        List<String> lines = new ArrayList<>(LibsvmFixtures.predictionLines(f.name()));
        assertEquals("labels " + String.join(" ", model.labels().names()), lines.remove(0));
        List<Prediction> ours = model.predictAll(test, 2);
        for (int i = 0; i < lines.size(); i++) {
            String[] t = lines.get(i).trim().split("\\s+");
            assertEquals(Labels.canonical(t[0]), model.labels().name(ours.get(i).classIndex()), f + ", row " + (i + 1));
            double[] p = ours.get(i).probabilities();
            for (int c = 0; c < p.length; c++) {
                // %g keeps 6 significant digits: half a unit of the 6th
                double theirs = Double.parseDouble(t[c + 1]);
                assertEquals(theirs, p[c], 5e-6 * Math.abs(theirs) + 1e-12, f + ", row " + (i + 1) + ", class " + c);
            }
        }
    }

    private static double[] numbers(String line) {
        String[] t = line.trim().split("\\s+");
        double[] v = new double[t.length];
        for (int i = 0; i < t.length; i++) {
            v[i] = Double.parseDouble(t[i]);
        }
        return v;
    }

    private static void check(LibsvmFixtures.Formulation f) {
        Dataset train = LibsvmFixtures.data(f.train());
        Dataset test = LibsvmFixtures.data(f.test());
        StringBuilder report = new StringBuilder(f.name());
        try {
            if (f.type().isRegression()) {
                SvrModel model = new LaplaceTrainer(new SvrTrainer(f.params()), 5, 1).fit(train);
                double sigma = model.sigma().orElseThrow();
                double expected = Double.parseDouble(LibsvmFixtures.modelHeader(f.name(), "probA"));
                report.append(String.format(" | sigma %.17g / %.17g", sigma, expected));
                assertClose(f + ": sigma", expected, sigma);
                assertClose(f + ": sigma as svm-train printed it", f.sigma(), sigma);
                return;
            }
            CalibratedClassifier model = CalibratedTrainer.of(new SvmTrainer(f.params()), 5, 1).fit(train);
            List<String> labels = List.of(LibsvmFixtures.modelHeader(f.name(), "label").split("\\s+"));
            assertEquals(labels, model.labels().names(), f + ": class order");
            double[] probA = numbers(LibsvmFixtures.modelHeader(f.name(), "probA"));
            double[] probB = numbers(LibsvmFixtures.modelHeader(f.name(), "probB"));
            List<Sigmoid> sigmoids = model.sigmoids();
            assertEquals(probA.length, sigmoids.size(), f + ": pairs");
            for (int p = 0; p < probA.length; p++) {
                report.append(String.format(" | A %.17g / %.17g B %.17g / %.17g", sigmoids.get(p).a(), probA[p],
                        sigmoids.get(p).b(), probB[p]));
                assertClose(f + " pair " + p + ": probA", probA[p], sigmoids.get(p).a());
                assertClose(f + " pair " + p + ": probB", probB[p], sigmoids.get(p).b());
            }
            List<String> lines = new ArrayList<>(LibsvmFixtures.predictionLines(f.name()));
            assertEquals("labels " + String.join(" ", labels), lines.remove(0), f + ": svm-predict's labels line");
            List<Prediction> ours = model.predictAll(test, 2);
            assertEquals(test.size(), lines.size(), f + ": rows");
            int agree = 0;
            double worst = 0;
            for (int i = 0; i < lines.size(); i++) {
                String[] t = lines.get(i).trim().split("\\s+");
                double[] p = ours.get(i).probabilities();
                for (int c = 0; c < p.length; c++) {
                    worst = Math.max(worst, Math.abs(p[c] - Double.parseDouble(t[c + 1])));
                }
                agree += model.labels().name(ours.get(i).classIndex()).equals(Labels.canonical(t[0])) ? 1 : 0;
            }
            report.append(String.format(" | probabilities within %.2g, labels %d/%d", worst, agree, lines.size()));
            assertTrue(worst <= PROBABILITY_ABS, f + ": probabilities differ by up to " + worst);
            assertTrue(agree >= LibsvmParityTest.AGREEMENT * lines.size(), f + ": labels agree on " + agree);
        } finally {
            System.out.println(report);
        }
    }

    private static void assertClose(String what, double expected, double actual) {
        double tol = Math.max(PARAMETER_REL, PARAMETER_REL * Math.abs(expected));
        assertTrue(Math.abs(expected - actual) <= tol, what + " = " + actual + ", LIBSVM " + expected);
    }
}

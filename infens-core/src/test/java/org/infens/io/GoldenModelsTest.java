package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.data.CsvFormat;
import org.infens.data.CsvOptions;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.svm.SvrModel;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Model files written by an earlier Infens (the golden files in {@code src/test/resources/org/infens/io/golden},
 * made by {@code make-goldens.sh} at the commit its README names) load and predict exactly what they predicted
 * when they were written: the same label and the same decision values (and probabilities, and an SVR's Laplace
 * scale, where the model has them), bit for bit, on every test row, whether predicted in batch or row by row (and
 * the class alone the same too). One file per learner spec in {@code MODELS}; together they cover every model type
 * and every learner. The CSV test data comes with its columns reversed, which
 * the models trained on named features must match by name.
 */
class GoldenModelsTest {
    /** One line of MODELS: the file's name, its data set, the data's format and the learner spec that made it. */
    record Golden(String name, String data, String format, String spec) {
        static Golden parse(String line) {
            String[] t = line.split(" ", 4);
            return new Golden(t[0], t[1], t[2], t[3]);
        }
    }

    static Path dir() {
        try {
            return Path.of(GoldenModelsTest.class.getResource("golden/MODELS").toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Golden> goldens() throws IOException {
        List<Golden> out = new ArrayList<>();
        for (String line : Files.readAllLines(dir().resolve("MODELS"), StandardCharsets.UTF_8)) {
            out.add(Golden.parse(line));
        }
        return out;
    }

    /**
     * The test data of {@code g}; CSV files with their feature columns in reverse order, so that the models trained
     * on named features must match them by name.
     */
    static Dataset testData(Golden g) throws IOException {
        Path file = dir().resolve(g.data() + "-test." + (g.format().equals("csv") ? "csv" : "libsvm"));
        return switch (g.format()) {
            case "csv" -> CsvFormat.read(new StringReader(reversedColumns(file)), file.toString(),
                    CsvOptions.defaults());
            case "precomputed" -> LibsvmFormat.readPrecomputed(file);
            default -> LibsvmFormat.read(file);
        };
    }

    private static String reversedColumns(Path csv) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (String line : Files.readAllLines(csv, StandardCharsets.UTF_8)) {
            List<String> fields = new ArrayList<>(List.of(line.split(",")));
            String label = fields.remove(fields.size() - 1);
            Collections.reverse(fields);
            sb.append(String.join(",", fields)).append(',').append(label).append('\n');
        }
        return sb.toString();
    }

    private static String line(Classifier model, Prediction p) {
        StringBuilder sb = new StringBuilder(model.labels().name(p.classIndex()));
        for (double v : p.decisionValues()) {
            sb.append(' ').append(v);
        }
        for (int c = 0; p.hasProbabilities() && c < p.probabilities().length; c++) {
            sb.append(' ').append(p.probabilities()[c]);
        }
        return sb.toString();
    }

    /**
     * The same label and decision values: the same bits, except that SVMs with an additive kernel (stump, hik and
     * their sums) predict through compiled expansions since they were written (Lin &amp; Li 2008, Thm. 8;
     * {@link org.infens.svm.SvmModel}), whose values agree with the kernel expansion to rounding: within 1e-12 of
     * max(1, |value|), with the same label.
     */
    static void assertSamePrediction(String expected, String actual, String what) {
        if (expected.equals(actual)) {
            return;
        }
        String[] e = expected.split(" ");
        String[] a = actual.split(" ");
        assertEquals(e.length, a.length, what);
        assertEquals(e[0], a[0], what + ": label");
        for (int k = 1; k < e.length; k++) {
            double v = Double.parseDouble(e[k]);
            assertEquals(v, Double.parseDouble(a[k]), 1e-12 * Math.max(1, Math.abs(v)), what + ": value " + k);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyGoldenModelPredictsAsWhenItWasWritten() throws IOException {
        return goldens().stream().map(g -> DynamicTest.dynamicTest(g.name(), () -> {
            Dataset test = testData(g);
            List<String> expected = Files.readAllLines(dir().resolve(g.name() + ".predictions"),
                    StandardCharsets.UTF_8);
            Model read = ModelCodec.read(dir().resolve(g.name() + ".model"));
            if (read instanceof Regressor r) {
                // a regressor's file holds one predicted value per row
                double[] all = r.predictAll(test, 2);
                assertEquals(expected.size(), all.length, g.name());
                Dataset aligned = r.align(test);
                // and the Laplace scale of an SVR trained for probabilities
                String sigma = r instanceof SvrModel svr && svr.sigma().isPresent()
                        ? " " + svr.sigma().getAsDouble() : "";
                for (int i = 0; i < all.length; i++) {
                    assertSamePrediction("- " + expected.get(i), "- " + all[i] + sigma, g.name() + " row " + i);
                    assertSamePrediction("- " + expected.get(i), "- " + r.predict(aligned, i) + sigma,
                            g.name() + " row " + i);
                }
                return;
            }
            Classifier model = (Classifier) read;
            List<Prediction> all = model.predictAll(test, 2);
            assertEquals(expected.size(), all.size(), g.name());
            Dataset aligned = model.align(test);
            for (int i = 0; i < all.size(); i++) {
                assertSamePrediction(expected.get(i), line(model, all.get(i)), g.name() + " row " + i);
                assertSamePrediction(expected.get(i), line(model, model.predict(aligned, i)), g.name() + " row " + i);
                assertEquals(all.get(i).classIndex(), model.classOf(aligned, i), g.name() + " row " + i);
            }
        }));
    }

    @Test
    void goldensCoverEveryModelTypeAndEveryLearner() throws IOException {
        Set<String> types = new TreeSet<>();
        Set<String> learners = new TreeSet<>();
        for (Golden g : goldens()) {
            String text = Files.readString(dir().resolve(g.name() + ".model"), StandardCharsets.UTF_8);
            types.add(text.replaceAll("(?s).*?\"type\": \"([^\"]+)\".*", "$1"));
            learners.add(Spec.parse(g.spec()).name());
        }
        assertEquals(new TreeSet<>(ModelCodec.types()), types);
        Set<String> missing = new TreeSet<>(Learners.names());
        missing.removeAll(learners);
        assertTrue(missing.isEmpty(), "learners without a golden file: " + missing);
    }
}

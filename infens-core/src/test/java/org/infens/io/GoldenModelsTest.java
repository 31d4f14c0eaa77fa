package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.infens.Classifier;
import org.infens.data.CsvFormat;
import org.infens.data.CsvOptions;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Model files written by an earlier Infens (the golden files in {@code src/test/resources/org/infens/io/golden},
 * made by {@code make-goldens.sh} at the commit its README names) load and predict exactly what they predicted
 * when they were written: the same label and the same decision values, bit for bit, on every test row. One file per
 * learner spec in {@code MODELS}; together they cover every model type and every learner.
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

    static Dataset testData(Golden g) throws IOException {
        Path file = dir().resolve(g.data() + "-test." + (g.format().equals("csv") ? "csv" : "libsvm"));
        return switch (g.format()) {
            case "csv" -> CsvFormat.read(file, CsvOptions.defaults());
            case "precomputed" -> LibsvmFormat.readPrecomputed(file);
            default -> LibsvmFormat.read(file);
        };
    }

    @TestFactory
    Stream<DynamicTest> everyGoldenModelPredictsAsWhenItWasWritten() throws IOException {
        return goldens().stream().map(g -> DynamicTest.dynamicTest(g.name(), () -> {
            Classifier model = (Classifier) ModelCodec.standard().read(dir().resolve(g.name() + ".model"));
            Dataset test = testData(g).alignTo(model.featureNames(), g.data());
            List<String> expected = Files.readAllLines(dir().resolve(g.name() + ".predictions"),
                    StandardCharsets.UTF_8);
            assertEquals(test.size(), expected.size(), g.name());
            for (int i = 0; i < test.size(); i++) {
                StringBuilder sb = new StringBuilder(model.labels().name(model.predict(test, i)));
                for (double v : model.decisionValues(test, i)) {
                    sb.append(' ').append(v);
                }
                assertEquals(expected.get(i), sb.toString(), g.name() + " row " + i);
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
        assertEquals(new TreeSet<>(ModelCodec.standard().types()), types);
        Set<String> missing = new TreeSet<>(Learners.names());
        missing.removeAll(learners);
        assertTrue(missing.isEmpty(), "learners without a golden file: " + missing);
    }
}

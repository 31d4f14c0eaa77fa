package org.infens.learner;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * C4.5 against Weka 3.6.14's J48 -C 0.25 -M 2 on the fixtures made by {@code scripts/fixtures/c45/make_fixtures.py}
 * (see the README there): the same number of leaves and nodes, and at least 98% identical test predictions; the
 * data sets ending in {@code w} have fractional instance weights.
 */
class C45ParityTest {
    private static Dataset read(String file) throws IOException {
        try (InputStream in = C45ParityTest.class.getResourceAsStream("c45/" + file)) {
            if (in == null) {
                throw new IOException("missing fixture c45/" + file);
            }
            try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
                return LibsvmFormat.read(r, file);
            }
        }
    }

    private static Map<String, String> readJ48(String name) throws IOException {
        try (InputStream in = C45ParityTest.class.getResourceAsStream("c45/" + name + ".j48")) {
            Map<String, String> m = new HashMap<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                int sp = line.indexOf(' ');
                m.put(line.substring(0, sp), line.substring(sp + 1).trim());
            }
            return m;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"heart", "twonorm", "blobs4", "grid3", "blobs4w", "grid3w"})
    void agreesWithWekaJ48(String name) throws IOException {
        Dataset train = read(name + ".train");
        Dataset test = read(name + ".test").withDimension(train.dimension()).withLabels(train.labels());
        Map<String, String> j48 = readJ48(name);
        String[] classes = j48.get("classes").split(",");
        for (int c = 0; c < classes.length; c++) {
            assertEquals(Labels.canonical(classes[c]), train.labels().name(c), "class order of " + name);
        }
        double[] weights = null;
        try (InputStream in = C45ParityTest.class.getResourceAsStream("c45/" + name + ".weights")) {
            if (in != null) { // fractional instance weights, as J48 read them from the ARFF file
                weights = Arrays.stream(new String(in.readAllBytes(), StandardCharsets.UTF_8).trim().split("\n"))
                        .mapToDouble(Double::parseDouble).toArray();
                assertEquals(train.size(), weights.length);
            }
        }
        C45Model model = new C45Trainer(C45Params.defaults()).fit(train, weights);
        int[] expected = Arrays.stream(j48.get("predictions").split(" ")).mapToInt(Integer::parseInt).toArray();
        int[] predicted = Prediction.classIndices(model.predictAll(test, 1));
        assertEquals(expected.length, predicted.length);
        int same = 0;
        for (int i = 0; i < expected.length; i++) {
            if (expected[i] == predicted[i]) {
                same++;
            }
        }
        assertTrue(same >= 0.98 * expected.length, name + ": " + same + " of " + expected.length + " agree");
        assertEquals(Integer.parseInt(j48.get("leaves")), model.leafCount(), name + " leaves");
        assertEquals(Integer.parseInt(j48.get("size")), model.size(), name + " size");
    }
}

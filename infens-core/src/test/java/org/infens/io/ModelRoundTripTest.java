package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.learner.C45Model;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Models written and read back predict and score exactly as before, and are written again to the same text: the
 * stump, perceptron and C4.5 learners, AdaBoost (with T chosen by cross-validation too), LPBoost, AdaBoost.MH and
 * the multi-class wrappers over them, on the binary heart data and four Gaussian blobs.
 */
class ModelRoundTripTest {
    private static Dataset read(String name) throws IOException {
        try (InputStream in = C45Model.class.getResourceAsStream("c45/" + name);
             Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return LibsvmFormat.read(r, name);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"stump|heart", "stump|blobs4", "adaboost(base=stump, T=30)|heart",
            "adaboost(T=cv, folds=3, maxT=30, step=10)|heart", "adaboost(base=perceptron(epochs=5), T=5)|heart",
            "adaboost(base=c45, T=3)|heart", "adaboost(base=stump, T=20)|blobs4",
            "lpboost(base=stump, C=0.5, columns=40)|heart", "lpboost(base=perceptron(epochs=5), columns=5)|heart",
            "ovr(base=lpboost(columns=10))|blobs4", "perceptron(epochs=30)|heart", "c45|heart",
            "c45(confidence=0.1, minLeaf=5)|blobs4", "ovo(base=perceptron(epochs=10))|blobs4", "ovr(base=c45)|blobs4",
            "adaboost-mh(T=25)|blobs4", "adaboost-mh(T=25)|heart", "adaboost-mh(T=25, variant=real)|blobs4",
            "adaboost-mh(T=25, variant=real)|heart", "ovo(base=svm(kernel=linear))|blobs4"})
    void roundTripKeepsEveryDecisionValue(String specAndData) throws IOException {
        String[] parts = specAndData.split("\\|");
        Dataset data = read(parts[1] + ".train");
        Classifier m = Learners.create(parts[0], new LearnerContext(3, 2)).fit(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        Classifier back = ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "mem", Classifier.class);
        assertEquals(m.getClass(), back.getClass());
        assertEquals(m.labels(), back.labels());
        for (int i = 0; i < data.size(); i++) {
            assertArrayEquals(m.predict(data, i).decisionValues(), back.predict(data, i).decisionValues(),
                    parts[0] + " row " + i);
            assertEquals(m.classOf(data, i), back.classOf(data, i));
        }
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        ModelCodec.write(back, again);
        assertEquals(out.toString(StandardCharsets.UTF_8), again.toString(StandardCharsets.UTF_8));
    }
}

package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.infens.Model;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.learner.C45Model;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Every model of issue 3's learners written and read back predicts and scores exactly as before. */
class LearnerModelRoundTripTest {
    private static Dataset read(String name) throws IOException {
        try (InputStream in = C45Model.class.getResourceAsStream("c45/" + name);
             Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return LibsvmFormat.read(r, name);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"perceptron(epochs=30)|heart", "c45|heart", "c45(confidence=0.1, minLeaf=5)|blobs4",
            "ovo(base=perceptron(epochs=10))|blobs4", "ovr(base=c45)|blobs4", "adaboost-mh(T=25)|blobs4",
            "adaboost-mh(T=25)|heart", "ovo(base=svm(kernel=linear))|blobs4"})
    void roundTripKeepsEveryDecisionValue(String specAndData) throws IOException {
        String[] parts = specAndData.split("\\|");
        Dataset data = read(parts[1] + ".train");
        Classifier m = Learners.create(parts[0], new LearnerContext(3, 1)).fit(data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        Classifier back = (Classifier) ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "mem", Model.class);
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


    @Test
    void perceptronWithAKernelIsHandedToTheKernelPerceptron() {
        if (Learners.names().contains("kernel-perceptron")) {
            assertEquals(Learners.create("kernel-perceptron(kernel=rbf)", LearnerContext.defaults()).getClass(),
                    Learners.create("perceptron(kernel=rbf)", LearnerContext.defaults()).getClass());
        } else {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Learners.create("perceptron(kernel=rbf, epochs=10)", LearnerContext.defaults()));
            assertTrue(e.getMessage().contains("kernel-perceptron"), e.getMessage());
        }
    }

    @Test
    void badValuesNameTheParameter() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("c45(confidence=0.9)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("c45: confidence"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("perceptron(epochs=-2)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("perceptron: epochs"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("adaboost-mh(T=0)", LearnerContext.defaults()));
        assertTrue(e.getMessage().startsWith("adaboost-mh: T"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("ovo(bse=c45)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("allowed: base, seed"), e.getMessage());
    }
}

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
import org.infens.boost.AdaBoostModel;
import org.infens.boost.AdaBoostTrainer;
import org.infens.boost.LpBoostModel;
import org.infens.boost.LpBoostTrainer;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.learner.C45Model;
import org.infens.spec.Spec;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The stump, AdaBoost and LPBoost specs create their trainers; their models round-trip exactly. */
class BoostModelRoundTripTest {
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
            "ovr(base=lpboost(columns=10))|blobs4"})
    void roundTripKeepsEveryDecisionValue(String specAndData) throws IOException {
        String[] parts = specAndData.split("\\|");
        Dataset data = read(parts[1] + ".train");
        Classifier m = Learners.create(parts[0], new LearnerContext(3, 2)).fit(data);
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
    void specsSetTheParameters() {
        AdaBoostTrainer a = (AdaBoostTrainer) Learners.create("adaboost(base=stump, T=cv, folds=5, maxT=1500, step=10)",
                LearnerContext.defaults());
        assertTrue(a.params().selectRounds());
        assertEquals(1500, a.params().maxRounds());
        // the old spelling maxT is read; the provenance names the key as every learner does now (max-T)
        assertEquals("adaboost(base=stump, T=cv, folds=5, max-T=1500, step=10)", a.spec().toString());
        assertEquals(100, ((AdaBoostTrainer) Learners.create("adaboost", LearnerContext.defaults())).params()
                .rounds());
        LpBoostTrainer l = (LpBoostTrainer) Learners.create("lpboost(base=stump, C=inf)", LearnerContext.defaults());
        assertTrue(l.params().hardMargin());
        assertEquals(1000, l.params().columns());
        assertEquals(AdaBoostModel.class, Learners.create("adaboost(T=2)", LearnerContext.defaults())
                .fit(Dataset.dense(new double[] {0, 1}, 1, new int[] {0, 1}, org.infens.data.Labels.of("a", "b"),
                        null)).getClass());
        assertEquals(LpBoostModel.class, Learners.create("lpboost(columns=2)", LearnerContext.defaults())
                .fit(Dataset.dense(new double[] {0, 1}, 1, new int[] {0, 1}, org.infens.data.Labels.of("a", "b"),
                        null)).getClass());
    }

    @Test
    void badValuesNameTheParameter() {
        String[][] cases = {{"adaboost(T=0)", "adaboost: T"}, {"adaboost(T=abc)", "adaboost: T"},
                {"adaboost(T=100, folds=3)", "adaboost: folds"}, {"adaboost(T=cv, maxT=15, step=10)", "adaboost: max-T"},
                {"lpboost(C=0)", "lpboost: C"}, {"lpboost(columns=0)", "lpboost: columns"},
                {"adaboost(base=nothing)", "unknown learner"}, {"stump(depth=2)", "unknown parameter 'depth'"}};
        for (String[] c : cases) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Learners.create(c[0], LearnerContext.defaults()), c[0]);
            assertTrue(e.getMessage().contains(c[1]), c[0] + ": " + e.getMessage());
        }
    }
}

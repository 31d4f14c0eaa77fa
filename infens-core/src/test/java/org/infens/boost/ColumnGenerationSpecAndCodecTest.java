package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.io.ModelCodec;
import org.infens.io.RecordJson;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.linear.ColumnSvm;
import org.junit.jupiter.api.Test;

/** The specs cgens, cgens-sls and rff, model files round trips, and the RFF feature distribution. */
class ColumnGenerationSpecAndCodecTest {

    @Test
    void specsBuildTheTrainersWithTheirParameters() {
        LearnerContext ctx = new LearnerContext(9, 1);
        ColumnGenerationTrainer t = (ColumnGenerationTrainer) Learners.create(
                "cgens(weak=fourier(sigma=2), C=3, J=7, candidates=11)", ctx);
        assertEquals(WeakHypothesis.Kind.FOURIER, t.params().weak());
        assertEquals(2, t.params().sigma());
        assertEquals(3, t.params().C());
        assertEquals(7, t.params().maxColumns());
        assertEquals(11, t.params().candidates());
        assertEquals(9, t.params().seed());
        assertFalse(t.params().drawOnce());
        assertTrue(((ColumnGenerationTrainer) Learners.create("cgens(weak=perceptron, draw=once)", ctx)).params()
                .drawOnce());
        assertFalse(((ColumnGenerationTrainer) Learners.create("cgens(weak=perceptron, draw=each)", ctx)).params()
                .drawOnce());
        assertEquals(500, ((ColumnGenerationTrainer) Learners.create("cgens", ctx)).params().maxColumns());
        assertEquals(ColumnSvm.Method.WS, t.params().solver());
        assertEquals(ColumnSvm.Method.SMO,
                ((ColumnGenerationTrainer) Learners.create("cgens(solver=smo)", ctx)).params().solver());
        assertEquals(ColumnSvm.Method.DCD,
                ((ColumnGenerationTrainer) Learners.create("cgens(solver=dcd)", ctx)).params().solver());
        assertEquals(ColumnSvm.Method.WS,
                ((ColumnGenerationTrainer) Learners.create("cgens(solver=ws)", ctx)).params().solver());
        SimplexLeastSquaresTrainer s = (SimplexLeastSquaresTrainer) Learners.create("cgens-sls(C=0.5, J=20, seed=4)",
                ctx);
        assertEquals(20, s.params().maxColumns());
        assertEquals(4, s.params().seed());
        assertFalse(s.params().drawOnce());
        assertTrue(((SimplexLeastSquaresTrainer) Learners.create("cgens-sls(weak=fourier, draw=once)", ctx)).params()
                .drawOnce());
        RandomFourierFeatureTrainer r = (RandomFourierFeatureTrainer) Learners.create("rff(D=300, sigma=0.5, C=2)",
                ctx);
        assertEquals(300, r.params().features());
        assertEquals(0.5, r.params().sigma());
        // provenance text parses back to the same parameters
        Dataset data = ColumnGenerationTrainerTest.tiny(2, 30);
        String text = t.fit(data).provenance().parameters();
        assertEquals(t.params().withSeed(0), ((ColumnGenerationTrainer) Learners.create(text,
                LearnerContext.defaults())).params());
        ColumnGenerationParams once = t.params().withDrawOnce(true);
        String onceText = new ColumnGenerationTrainer(once).fit(data).provenance().parameters();
        assertTrue(onceText.contains("draw=once"), onceText);
        assertEquals(once.withSeed(0), ((ColumnGenerationTrainer) Learners.create(onceText,
                LearnerContext.defaults())).params());
        assertFalse(text.contains("draw"), "the default is not written: " + text);
    }

    @Test
    void badSpecsNameTheParameter() {
        LearnerContext ctx = LearnerContext.defaults();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("cgens(C=0)", ctx));
        assertEquals("cgens: C must be > 0 and finite, got 0.0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("cgens(weak=tree)", ctx));
        assertTrue(e.getMessage().contains("weak must be stump, perceptron or fourier"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("cgens-sls(J=0)", ctx));
        assertEquals("cgens-sls: J must be >= 1, got 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("rff(D=0)", ctx));
        assertEquals("rff: D must be >= 1, got 0", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("rff(gamma=1)", ctx));
        assertTrue(e.getMessage().contains("unknown parameter 'gamma'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("cgens(solver=newton)", ctx));
        assertEquals("cgens: solver must be ws, dcd or smo, got 'newton'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Learners.create("cgens(draw=twice)", ctx));
        assertEquals("cgens: draw must be each or once, got 'twice'", e.getMessage());
    }

    @Test
    void modelsRoundTripThroughModelFiles() throws java.io.IOException {
        Dataset binary = ColumnGenerationTrainerTest.tiny(6, 40);
        Dataset multi = SimplexLeastSquaresTrainerTest.blobs(2, 45, 3);
        String[][] cases = {
            {"cgens(J=10)", "b"}, {"cgens(weak=perceptron, J=6, candidates=20)", "b"},
            {"cgens(weak=fourier(sigma=0.7), J=6, candidates=20)", "b"},
            {"cgens(weak=perceptron, J=6, candidates=20, draw=once)", "b"}, {"rff(D=40, sigma=0.7)", "b"},
            {"cgens-sls(J=12)", "m"}, {"cgens-sls(weak=fourier(sigma=1), J=5, candidates=10)", "m"},
            {"cgens-sls(weak=perceptron, J=5, candidates=10, draw=once)", "m"},
        };
        for (String[] c : cases) {
            Dataset data = c[1].equals("b") ? binary : multi;
            Trainer<? extends Classifier> trainer = Learners.create(c[0], new LearnerContext(3, 1));
            Classifier model = trainer.fit(data);
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            ModelCodec.write(model, file);
            Classifier back = ModelCodec.read(new ByteArrayInputStream(file.toByteArray()), c[0], Classifier.class);
            assertEquals(model.getClass(), back.getClass());
            assertEquals(model.provenance(), back.provenance());
            for (int i = 0; i < data.size(); i++) {
                assertArrayEquals(model.predict(data, i).decisionValues(), back.predict(data, i).decisionValues(), 0,
                        c[0]);
                assertEquals(model.classOf(data, i), back.classOf(data, i));
            }
            if (model instanceof ColumnGenerationModel m) {
                assertEquals(m.trace(), ((ColumnGenerationModel) back).trace());
            }
        }
    }

    /** z(x).z(x') = (2/D) sum_j cos(theta_j.x - kappa_j) cos(theta_j.x' - kappa_j) estimates the Gaussian kernel. */
    @Test
    void fourierFeaturesEstimateTheGaussianKernel() {
        Dataset data = ColumnGenerationTrainerTest.tiny(1, 6);
        double sigma = 0.8;
        SampledFamily family = new SampledFamily(WeakHypothesis.Kind.FOURIER, sigma, 1, data);
        SplittableRandom rng = new SplittableRandom(5);
        int d = 20_000;
        double[][] sum = new double[6][6];
        for (int j = 0; j < d; j++) {
            WeakHypothesis h = family.sample(rng);
            double[] v = ColumnGenerationTrainerTest.column(h, data);
            for (int a = 0; a < 6; a++) {
                for (int b = 0; b < 6; b++) {
                    sum[a][b] += 2.0 * v[a] * v[b] / d;
                }
            }
        }
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 6; b++) {
                double k = Math.exp(-data.squaredDistance(a, data, b) / (2 * sigma * sigma));
                assertEquals(k, sum[a][b], 0.04, "pair " + a + "," + b); // standard error < 0.01 at D = 20000
            }
        }
    }

    @Test
    void perceptronThresholdsLieWithinTheDataRadius() {
        Dataset data = ColumnGenerationTrainerTest.tiny(1, 20);
        double r = 0;
        for (int i = 0; i < data.size(); i++) {
            r = Math.max(r, Math.sqrt(data.squaredNorm(i)));
        }
        SampledFamily family = new SampledFamily(WeakHypothesis.Kind.PERCEPTRON, 1, 1, data);
        SplittableRandom rng = new SplittableRandom(2);
        for (int j = 0; j < 200; j++) {
            WeakHypothesis h = family.sample(rng);
            org.infens.spec.Spec s = h.spec();
            double[] theta = s.vector("theta");
            assertEquals(1, Math.sqrt(WeakLearnerFamily.dot(theta, theta)), 1e-12, "unit direction");
            assertTrue(Math.abs(s.number("kappa", 0)) <= r);
        }
        assertInstanceOf(WeakHypothesis.class, family.sample(rng));
    }
}

package org.infens.calibrate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.ProbabilisticClassifier;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.io.ModelCodec;
import org.infens.kernel.GaussianKernel;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.svm.OneClassSvmTrainer;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.infens.svm.SvmType;
import org.infens.svm.SvrModel;
import org.junit.jupiter.api.Test;

/**
 * {@link CalibratedTrainer} with bases other than LIBSVM's (whose parity {@link LibsvmProbabilityParityTest} checks),
 * the learner spec, model files and the refusals; {@link LaplaceTrainer}'s scale and files.
 */
class CalibratedTrainerTest {
    private static final LearnerContext CONTEXT = new LearnerContext(1, 1);
    private static final Dataset HEART = BundledData.load("heart");
    private static final Dataset IRIS = BundledData.load("iris");

    private static Model roundTrip(Model model) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(model, out);
        return ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "memory", Model.class);
    }

    private static String text(Model model) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(model, out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Every prediction: probabilities in (0, 1) adding up to 1, the class their argmax, the base's decision values. */
    private static void assertProbabilities(CalibratedClassifier model, Dataset data) {
        List<Prediction> all = model.predictAll(data, 2);
        List<Prediction> base = model.base().predictAll(data, 1);
        for (int i = 0; i < data.size(); i++) {
            Prediction p = all.get(i);
            double[] prob = p.probabilities();
            assertEquals(model.labels().size(), prob.length);
            double sum = 0;
            int best = 0;
            for (int c = 0; c < prob.length; c++) {
                assertTrue(prob[c] > 0 && prob[c] < 1, "row " + i + ": probability " + prob[c]);
                sum += prob[c];
                best = prob[c] > prob[best] ? c : best;
            }
            assertEquals(1, sum, 1e-12, "row " + i);
            assertEquals(best, p.classIndex(), "row " + i + ": the most probable class");
            assertArrayEquals(base.get(i).decisionValues(), p.decisionValues(), "row " + i);
            Prediction single = model.predict(model.align(data), i);
            assertEquals(p.classIndex(), single.classIndex());
            assertArrayEquals(prob, single.probabilities(), "row " + i + ": batch and single row");
        }
    }

    private static void assertSamePredictions(Classifier a, Classifier b, Dataset data) {
        List<Prediction> pa = a.predictAll(data, 1);
        List<Prediction> pb = b.predictAll(data, 1);
        for (int i = 0; i < data.size(); i++) {
            assertEquals(pa.get(i).classIndex(), pb.get(i).classIndex(), "row " + i);
            assertArrayEquals(pa.get(i).decisionValues(), pb.get(i).decisionValues(), "row " + i);
            assertArrayEquals(pa.get(i).probabilities(), pb.get(i).probabilities(), "row " + i);
        }
    }

    /** AdaBoost with stumps on heart: the same procedure as LIBSVM's, for a base LIBSVM does not have. */
    @Test
    void calibratesABoostedEnsemble() throws IOException {
        Trainer<? extends Classifier> trainer = Learners.create("calibrated(base=adaboost(base=stump, T=20))",
                CONTEXT);
        assertTrue(trainer instanceof WeightedTrainer<?>, "AdaBoost takes weights, so does its calibration");
        CalibratedClassifier model = (CalibratedClassifier) trainer.fit(HEART);
        assertTrue(model instanceof ProbabilisticClassifier);
        assertEquals(1, model.sigmoids().size());
        assertTrue(model.sigmoids().get(0).a() < 0, "larger votes for class 0 mean class 0");
        assertProbabilities(model, HEART);

        CalibratedClassifier again = (CalibratedClassifier) trainer.fit(HEART);
        assertEquals(model.sigmoids(), again.sigmoids(), "the same seed gives the same folds and sigmoids");
        CalibratedClassifier otherSeed = (CalibratedClassifier) Learners.create(
                "calibrated(base=adaboost(base=stump, T=20), seed=2)", CONTEXT).fit(HEART);
        assertNotEquals(model.sigmoids(), otherSeed.sigmoids(), "another seed, other folds");

        Model read = roundTrip(model);
        assertTrue(read instanceof CalibratedClassifier);
        assertSamePredictions(model, (Classifier) read, HEART);
        assertEquals(model.provenance(), read.provenance());
        assertEquals("calibrated(base=adaboost(base=stump, T=20))", model.provenance().parameters());
        String file = text(model);
        assertTrue(file.contains("\"formatVersion\": 2") && file.contains("\"type\": \"calibrated\"")
                && file.contains("\"sigmoids\": [") && file.contains("\"type\": \"adaboost\""), file);
    }

    /** A one-versus-one model of three classes gives a decision value per pair, which coupling turns into three. */
    @Test
    void calibratesAOneVersusOneModel() throws IOException {
        CalibratedClassifier model = (CalibratedClassifier) Learners.create(
                "calibrated(base=ovo(base=perceptron(epochs=20)))", CONTEXT).fit(IRIS);
        assertEquals(3, model.sigmoids().size());
        assertProbabilities(model, IRIS);
        assertSamePredictions(model, (Classifier) roundTrip(model), IRIS);
        int right = 0;
        List<Prediction> all = model.predictAll(IRIS, 1);
        for (int i = 0; i < IRIS.size(); i++) {
            right += all.get(i).classIndex() == model.labels().indexOf(IRIS.labels().name(IRIS.classOf(i))) ? 1 : 0;
        }
        assertTrue(right > 0.8 * IRIS.size(), "the most probable class is mostly right: " + right);
    }

    @Test
    void aMultiClassBaseWithoutPairwiseDecisionValuesIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("calibrated(base=adaboost-mh(T=5))", CONTEXT).fit(IRIS));
        assertEquals("base adaboost-mh(T=5) has 3 classes but not one decision value per pair of classes, which "
                + "pairwise coupling needs; calibrate a one-versus-one model instead (svm, or ovo(base=...))",
                e.getMessage());
        // a one-versus-one model that lacks a pair: a class without training rows
        int[] twoClasses = new int[100];
        for (int i = 0, k = 0; i < IRIS.size(); i++) {
            if (IRIS.classOf(i) != 2) {
                twoClasses[k++] = i;
            }
        }
        Dataset withoutClass2 = IRIS.view(twoClasses);
        assertEquals(3, withoutClass2.labels().size());
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("calibrated(base=ovo(base=stump))", CONTEXT).fit(withoutClass2));
        assertEquals("base ovo(base=stump) has 3 classes and decision values for 1 pairs of them; pairwise coupling "
                + "needs one for each of the 3 pairs (does a class have no training rows?)", missing.getMessage());
    }

    /** LIBSVM 3.24: "one-class SVM probability output not supported yet". */
    @Test
    void theOneClassSvmIsRefused() {
        IllegalArgumentException spec = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(type=one-class, nu=0.2, probability=1)", CONTEXT));
        assertTrue(spec.getMessage().startsWith("svm: one-class SVM probability output not supported yet"),
                spec.getMessage());
        OneClassSvmTrainer oneClass = new OneClassSvmTrainer(SvmParams.of(new GaussianKernel(0.5))
                .withType(SvmType.ONE_CLASS));
        IllegalArgumentException direct = assertThrows(IllegalArgumentException.class,
                () -> CalibratedTrainer.of(oneClass, 5, 1));
        assertTrue(direct.getMessage().startsWith("one-class SVM probability output not supported yet"),
                direct.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Learners.create("calibrated(base=svm(type=one-class))", CONTEXT));
    }

    /** {@code svm(..., probability=1)} is LIBSVM's spelling of {@code calibrated(base=svm(...))}, which it prints. */
    @Test
    void probabilityOneIsCalibratedSvm() {
        Trainer<? extends Classifier> t = Learners.create("svm(kernel=rbf(gamma=0.5), C=2, probability=1)", CONTEXT);
        assertTrue(t instanceof CalibratedTrainer.Weighted);
        assertEquals(Spec.parse("calibrated(base=svm(kernel=rbf(gamma=0.5), C=2))"), t.spec());
        assertEquals(t.spec(), Learners.create(t.spec(), CONTEXT).spec());
        assertEquals(Spec.parse("svm(kernel=rbf(gamma=0.5), C=2)"),
                Learners.create("svm(kernel=rbf(gamma=0.5), C=2, probability=0)", CONTEXT).spec());
        assertEquals(Spec.parse("calibrated(base=stump, folds=3)"),
                Learners.create("calibrated(base=stump, folds=3)", CONTEXT).spec());
        Spec svr = Spec.parse("svm(type=epsilon-svr, kernel=rbf, C=2, probability=1)");
        assertTrue(Learners.isRegression(svr));
        assertTrue(Learners.createRegressor(svr, CONTEXT) instanceof LaplaceTrainer);
        assertEquals("svm: probability must be 0 or 1, got 2", assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(probability=2)", CONTEXT)).getMessage());
        assertEquals("calibrated: folds must be >= 2, got 1", assertThrows(IllegalArgumentException.class,
                () -> Learners.create("calibrated(folds=1)", CONTEXT)).getMessage());
    }

    /**
     * Rows of weight 0 take no part, as if they were not there: the same folds (drawn over the pair's other rows),
     * the same inner models, bit for bit the same sigmoids.
     */
    @Test
    void rowsOfWeightZeroAreLeftOut() {
        double[] w = new double[HEART.size()];
        int[] kept = new int[HEART.size() - (HEART.size() + 6) / 7];
        for (int i = 0, k = 0; i < w.length; i++) {
            w[i] = i % 7 == 0 ? 0 : 1;
            if (w[i] > 0) {
                kept[k++] = i;
            }
        }
        CalibratedTrainer t = CalibratedTrainer.of(new SvmTrainer(SvmParams.of(new GaussianKernel(0.1))), 5, 1);
        CalibratedClassifier weighted = ((CalibratedTrainer.Weighted) t).fit(HEART, w);
        CalibratedClassifier subset = t.fit(HEART.view(kept));
        assertEquals(subset.sigmoids(), weighted.sigmoids());
        assertSamePredictions(subset, weighted, HEART);
        assertFalse(CalibratedTrainer.of(new org.infens.multiclass.OneVsOneTrainer(
                new org.infens.learner.PerceptronTrainer(org.infens.learner.PerceptronParams.defaults(), 1),
                "perceptron", 1, 1), 5, 1) instanceof WeightedTrainer<?>, "ovo takes no weights");
    }

    /** An SVM's class weights of classes outside a pair are left out of the pair's fits (LIBSVM's C_i, C_j). */
    @Test
    void classWeightsOfOtherClassesDoNotStopThePairs() {
        SvmParams p = SvmParams.of(new GaussianKernel(0.25)).withClassWeights(Map.of("2", 3.0));
        CalibratedClassifier model = CalibratedTrainer.of(new SvmTrainer(p), 5, 1).fit(IRIS);
        assertEquals(3, model.sigmoids().size());
        assertProbabilities(model, IRIS);
    }

    /** svm_svr_probability's scale: mean |z| of the residuals within 5 sqrt(2) mae of 0. */
    @Test
    void laplaceScaleDropsOutliersBeyondFiveStandardDeviations() {
        assertEquals(21.2, LaplaceTrainer.laplaceScale(new double[] {1, -1, 2, -2, 100}), 1e-12);
        double[] z = new double[100];
        java.util.Arrays.fill(z, -1);
        z[37] = 1000; // mae 10.99, 5 sqrt(2) mae = 77.7: dropped
        assertEquals(1, LaplaceTrainer.laplaceScale(z), 1e-15);
    }

    /** A calibrated SVR keeps sigma in its file; an SVR without it writes no such field, as before. */
    @Test
    void sigmaIsStoredOnlyWhenTrained() throws IOException {
        Spec spec = Spec.parse("svm(type=epsilon-svr, kernel=rbf, C=1, epsilon=0.2, probability=1)");
        SvrModel calibrated = (SvrModel) Learners.createRegressor(spec, CONTEXT).fit(HEART);
        double sigma = calibrated.sigma().orElseThrow();
        assertTrue(sigma > 0, "sigma " + sigma);
        SvrModel read = (SvrModel) roundTrip(calibrated);
        assertEquals(sigma, read.sigma().orElseThrow());
        assertTrue(text(calibrated).contains("\"sigma\": "));
        assertEquals("calibrated(base=svm(type=epsilon-svr, kernel=rbf, C=1, epsilon=0.2))",
                calibrated.provenance().parameters());

        SvrModel plain = (SvrModel) Learners.createRegressor(spec.without("probability"), CONTEXT).fit(HEART);
        assertTrue(plain.sigma().isEmpty());
        assertFalse(text(plain).contains("sigma"), "an SVR's file as before the field existed");
        assertTrue(((SvrModel) roundTrip(plain)).sigma().isEmpty());
        double[] a = calibrated.predictAll(HEART, 1);
        double[] b = plain.predictAll(HEART, 1);
        assertArrayEquals(b, a, "the same SVR, with the scale of its residuals beside it");
    }

    /**
     * The pairs draw their folds from one rand() stream, each pair its rows' worth of values, and
     * {@code withSkippedDraws(s)} starts that stream s values in: so iris's pair (1, 2), drawn after pairs (0, 1) and
     * (0, 2), has bit for bit the sigmoid of a calibration of its two classes alone that skips those pairs' rows
     * (and s more), and skipping nothing is the plain calibration.
     */
    @Test
    void skippedDrawsContinueOneStreamPairAfterPair() {
        CalibratedTrainer t = CalibratedTrainer.of(new SvmTrainer(SvmParams.of(new GaussianKernel(0.25))), 5, 3);
        CalibratedClassifier full = t.withSkippedDraws(11).fit(IRIS);
        org.infens.data.Labels labels = full.labels();
        int[] count = new int[3];
        List<Integer> pairRows = new java.util.ArrayList<>();
        for (int r = 0; r < IRIS.size(); r++) {
            int c = labels.indexOf(IRIS.labels().name(IRIS.classOf(r)));
            count[c]++;
            if (c != 0) {
                pairRows.add(r);
            }
        }
        Dataset twoClasses = IRIS.view(pairRows.stream().mapToInt(Integer::intValue).toArray());
        long before = (count[0] + count[1]) + (count[0] + count[2]);
        CalibratedClassifier alone = t.withSkippedDraws(11 + before).fit(twoClasses);
        assertEquals(List.of(labels.name(1), labels.name(2)), alone.labels().names());
        assertEquals(full.sigmoids().get(2), alone.sigmoids().get(0));
        assertNotEquals(full.sigmoids().get(2), t.withSkippedDraws(before).fit(twoClasses).sigmoids().get(0));
        assertEquals(t.fit(IRIS).sigmoids(), t.withSkippedDraws(0).fit(IRIS).sigmoids());
        assertEquals(11, t.withSkippedDraws(11).withSeed(4).skippedDraws(), "withSeed keeps the skipped draws");
        assertEquals("skippedDraws must be >= 0, got -1", assertThrows(IllegalArgumentException.class,
                () -> t.withSkippedDraws(-1)).getMessage());
    }

    /**
     * The listener sees every internal model in LIBSVM's order, pair after pair and fold after fold, and a fold
     * without test rows is trained too (a pair of four rows: svm_binary_svc_probability's first fold tests none of
     * them and trains on all four); the models are the same with and without a listener.
     */
    @Test
    void theListenerSeesEveryInternalFitInOrder() {
        List<String> seen = new java.util.ArrayList<>();
        CalibratedTrainer t = CalibratedTrainer.of(new SvmTrainer(SvmParams.of(new GaussianKernel(0.25))), 5, 1);
        CalibratedClassifier heard = t.withListener((pair, fold, m) -> seen.add(pair + "/" + fold + "/"
                + ((org.infens.svm.SvmModel) m).supportVectors().size())).fit(IRIS);
        assertEquals(15, seen.size());
        for (int i = 0; i < 15; i++) {
            assertTrue(seen.get(i).startsWith(i / 5 + "/" + i % 5 + "/"), seen.toString());
        }
        assertEquals(t.fit(IRIS).sigmoids(), heard.sigmoids());

        List<Integer> rows = new java.util.ArrayList<>();
        t.withListener((pair, fold, m) -> rows.add(((org.infens.svm.SvmModel) m).supportVectors().size()))
                .fit(twoOfEach());
        assertEquals(5, rows.size(), "five inner fits, the first on all four rows");
    }

    /** Heart's first two rows of each class. */
    private static Dataset twoOfEach() {
        int[] picked = new int[4];
        int[] per = new int[HEART.classCount()];
        for (int r = 0, k = 0; k < 4; r++) {
            if (per[HEART.classOf(r)]++ < 2) {
                picked[k++] = r;
            }
        }
        return HEART.view(picked);
    }

    /**
     * LaplaceTrainer's listener sees the five fold SVRs (pair 0), whose residuals on their folds' rows give sigma;
     * with skipped draws the folds are those of the stream that many values in.
     */
    @Test
    void laplaceFoldsAreShownAndCanContinueAStream() {
        Dataset data = HEART.view(java.util.stream.IntStream.range(0, 60).toArray());
        SvmParams p = new SvmParams(new GaussianKernel(0.2), 1, 0.001, 100, true, Map.of(), 1,
                org.infens.svm.SvmSolver.AUTO, SvmType.EPSILON_SVR, SvmParams.DEFAULT_NU, 0.2);
        org.infens.svm.SvrTrainer svr = new org.infens.svm.SvrTrainer(p);
        for (long skip : new long[] {0, 250}) {
            List<SvrModel> models = new java.util.ArrayList<>();
            List<Integer> folds = new java.util.ArrayList<>();
            SvrModel m = new LaplaceTrainer(svr, 5, 1).withSkippedDraws(skip).withListener((pair, fold, model) -> {
                assertEquals(0, pair);
                folds.add(fold);
                models.add((SvrModel) model);
            }).fit(data);
            assertEquals(List.of(0, 1, 2, 3, 4), folds);
            org.infens.select.GlibcRandom rng = new org.infens.select.GlibcRandom(1);
            rng.skip(skip);
            List<org.infens.select.Fold> split = org.infens.select.Folds.libsvmUnstratified(60, 5, rng);
            double[] target = data.targets();
            double[] z = new double[60];
            for (int f = 0; f < 5; f++) {
                int[] test = split.get(f).test();
                SvrModel expected = svr.fit(data.view(split.get(f).train()));
                assertArrayEquals(expected.predictAll(data.view(test), 1), models.get(f).predictAll(data.view(test),
                        1), "fold " + f + " with " + skip + " values skipped");
                for (int r : test) {
                    z[r] = target[r] - models.get(f).predict(data, r);
                }
            }
            assertEquals(LaplaceTrainer.laplaceScale(z), m.sigma().orElseThrow());
        }
    }

    @Test
    void stateChecksTheSigmoidsAgainstTheBase() {
        CalibratedClassifier model = CalibratedTrainer.of(new SvmTrainer(SvmParams.of(new GaussianKernel(0.25))), 5,
                1).fit(IRIS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new CalibratedClassifier.State(model.base(), model.sigmoids().subList(0, 2)));
        assertEquals("sigmoids has 2 entries, expected 3", e.getMessage());
    }
}

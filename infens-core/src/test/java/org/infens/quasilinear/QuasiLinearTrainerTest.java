package org.infens.quasilinear;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Prediction;
import org.infens.Model;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.eval.Metrics;
import org.infens.io.ModelCodec;
import org.infens.io.RecordJson;
import org.infens.kernel.LinearKernel;
import org.infens.kernel.QuasiLinearKernel;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

/**
 * The quasi-linear SVM end to end. Synthetic checks use fixed seeds and margins far wider than the seed-to-seed
 * spread (stated per test), so they test the method rather than one draw.
 */
class QuasiLinearTrainerTest {
    private static QuasiLinearParams plain() {
        return QuasiLinearParams.defaults().withNormalize(false).withSeed(7);
    }

    /**
     * Partition centres lie nearer the Bayes boundary than training points do on average (ratio of mean distances
     * below 1). Seeds 101-106, 400 rows each. Observed ratios: twonorm-2d 0.05-0.07 (asserted &lt; 0.3 per seed),
     * XOR 0.48-0.53 (asserted &lt; 0.75 per seed), circles 0.58-1.23 with mean 0.76 (asserted: mean over the six
     * seeds &lt; 0.95). Circles are the weak case: a leaf straddling a curved boundary has its mean on the inside of
     * the arc, and one seed in six gives a ratio above 1.
     */
    @Test
    void partitionCentresLieNearTheBayesBoundary() {
        for (TwoDimensional problem : TwoDimensional.values()) {
            double sum = 0;
            long[] seeds = {101, 102, 103, 104, 105, 106};
            for (long seed : seeds) {
                double ratio = centreToPointDistanceRatio(problem, seed);
                sum += ratio;
                if (problem == TwoDimensional.TWONORM) {
                    assertTrue(ratio < 0.3, problem + " seed " + seed + ": ratio " + ratio);
                } else if (problem == TwoDimensional.XOR) {
                    assertTrue(ratio < 0.75, problem + " seed " + seed + ": ratio " + ratio);
                }
            }
            assertTrue(sum / seeds.length < 0.95, problem + ": mean ratio " + sum / seeds.length);
        }
    }

    private static double centreToPointDistanceRatio(TwoDimensional problem, long seed) {
        Dataset data = problem.generate(400, seed);
        QuasiLinearTrainer trainer = new QuasiLinearTrainer(plain());
        double[] x = QuasiLinearTrainer.rows(data, false);
        int[] sign = new int[data.size()];
        for (int i = 0; i < sign.length; i++) {
            sign[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        int[][] order = new int[2][];
        for (int f = 0; f < 2; f++) {
            double[] col = new double[data.size()];
            for (int i = 0; i < col.length; i++) {
                col[i] = x[2 * i + f];
            }
            order[f] = org.infens.forest.Columns.order(col);
        }
        List<LocalPartition> parts = trainer.partitions(x, 2, sign, order, new SplittableRandom(5));
        double centres = 0;
        for (LocalPartition p : parts) {
            centres += problem.distanceToBoundary(p.centre());
        }
        centres /= parts.size();
        double points = 0;
        for (int i = 0; i < data.size(); i++) {
            points += problem.distanceToBoundary(data.row(i));
        }
        points /= data.size();
        return centres / points;
    }

    /**
     * The quasi-linear SVM beats the linear SVM on circles and XOR by at least 15 points of test accuracy (a linear
     * boundary cannot do better than ~60% on either, the Bayes rule is 100%), and is within 3 points of it on
     * twonorm-2d, whose Bayes boundary is linear (Bayes accuracy 97.7%; 2000 test rows give a standard error of
     * about 0.4 points).
     */
    @Test
    void quasiLinearBeatsLinearWhereTheBoundaryIsNotLinear() {
        for (TwoDimensional problem : TwoDimensional.values()) {
            Dataset train = problem.generate(300, 11);
            Dataset test = problem.generate(2000, 12);
            double ql = Metrics.accuracy(new QuasiLinearTrainer(plain().withC(1, 10)).fit(train), test);
            double linear = Metrics.accuracy(new SvmTrainer(SvmParams.of(new LinearKernel()).withC(1)).fit(train),
                    test);
            if (problem == TwoDimensional.TWONORM) {
                assertTrue(ql > linear - 0.03, problem + ": quasi-linear " + ql + ", linear " + linear);
            } else {
                assertTrue(ql > linear + 0.15, problem + ": quasi-linear " + ql + ", linear " + linear);
            }
        }
    }

    private static Dataset threeClasses(long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int n = 150;
        double[][] x = new double[n][3];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = i % 3;
            for (int f = 0; f < 3; f++) {
                x[i][f] = rng.nextGaussian() * 0.7 + (f == y[i] ? 2 : 0) + 0.5;
            }
        }
        return Dataset.dense(x, y, Labels.of("a", "b", "c"));
    }

    @Test
    void multiClassIsOneVersusAllAndRoundTripsThroughTheCodec() throws Exception {
        Dataset data = threeClasses(3);
        QuasiLinearModel m = new QuasiLinearTrainer(QuasiLinearParams.defaults().withTrees(4).withSeed(2))
                .fit(data);
        assertEquals(3, m.members().size());
        assertTrue(Metrics.accuracy(Prediction.classIndices(m.predictAll(data, 1)), data) > 0.8);
        for (int i = 0; i < data.size(); i++) {
            double[] dec = m.predict(data, i).decisionValues();
            int best = 0;
            for (int c = 1; c < 3; c++) {
                if (dec[c] > dec[best]) {
                    best = c;
                }
            }
            assertEquals(best, m.classOf(data, i));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        QuasiLinearModel back = assertInstanceOf(QuasiLinearModel.class,
                ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "test", Model.class));
        assertEquals(m.provenance(), back.provenance());
        assertArrayEquals(Prediction.classIndices(m.predictAll(data, 1)),
                Prediction.classIndices(back.predictAll(data, 1)));
        for (int i = 0; i < data.size(); i++) {
            assertArrayEquals(m.predict(data, i).decisionValues(), back.predict(data, i).decisionValues(), 0);
        }
        for (int b = 0; b < 3; b++) {
            assertEquals(m.members().get(b).kernel(), back.members().get(b).kernel());
        }
    }

    @Test
    void sameSeedSameModelWhateverTheThreadCount() {
        Dataset data = TwoDimensional.XOR.generate(200, 4);
        QuasiLinearParams p = plain().withTrees(6).withC(1, 5);
        String one = RecordJson.toJson(new QuasiLinearTrainer(p).fit(data).state()).toString();
        String two = RecordJson.toJson(new QuasiLinearTrainer(p.withThreads(2)).fit(data).state()).toString();
        assertEquals(one, two);
    }

    @Test
    void onePartitionIsTheLinearSvmWithAConstantAddedToTheKernel() {
        Dataset data = TwoDimensional.TWONORM.generate(120, 9);
        QuasiLinearModel m = new QuasiLinearTrainer(plain().withPartitions(1)).fit(data);
        QuasiLinearKernel k = (QuasiLinearKernel) m.members().get(0).kernel();
        assertEquals(1, k.partitionCount());
        // k = 1 + x.x': the SVM's decision values equal those of a linear SVM on rows with an extra feature 1
        double[][] rows = new double[data.size()][3];
        for (int i = 0; i < data.size(); i++) {
            rows[i][0] = data.get(i, 0);
            rows[i][1] = data.get(i, 1);
            rows[i][2] = 1;
        }
        Dataset lifted = Dataset.dense(rows, data.classIndices(), data.labels());
        var linear = new SvmTrainer(SvmParams.of(new LinearKernel()).withC(1).withEps(1e-6)).fit(lifted);
        var ql = new SvmTrainer(SvmParams.of(k).withC(1).withEps(1e-6)).fit(data);
        for (int i = 0; i < data.size(); i++) {
            assertEquals(linear.predict(lifted, i).decisionValues()[0], ql.predict(data, i).decisionValues()[0], 1e-4);
        }
    }

    @Test
    void specCreatesTheTrainerAndNamesBadValues() {
        QuasiLinearTrainer t = (QuasiLinearTrainer) Learners.create(
                "quasilinear(trees=3, C=[0.5,2], lambda=2, partitions=4, normalize=none)", new LearnerContext(9, 1));
        assertArrayEquals(new double[] {0.5, 2}, t.params().cValues());
        assertEquals(3, t.params().trees());
        assertEquals(2, t.params().lambda());
        assertEquals(4, t.params().partitions());
        assertEquals(9, t.params().seed());
        assertTrue(!t.params().normalize());
        QuasiLinearTrainer again = (QuasiLinearTrainer) Learners.create(t.spec(), new LearnerContext(9, 1));
        assertEquals(t.params(), again.params());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("quasilinear(C=0)", LearnerContext.defaults()));
        assertEquals("quasilinear: C must be > 0, got 0.0", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Learners.create("quasilinear(partitions=some)", LearnerContext.defaults()));
    }

    /**
     * With M = 1 the gate is 1 and K = 1 + x.x'; the constant adds (sum_i alpha_i y_i)^2 = 0 to the dual, so the
     * quasi-linear SVM is the linear SVM with the same C on the L2-normalised rows: same decision values, no C
     * scaling (Zhao 2017, Corollary 2). Both solved to eps = 1e-10; tolerance 1e-4 because SMO holds the kernel
     * matrix in float, where 1 + x.x' and x.x' round differently (observed: up to 9e-6 at C = 20, 2e-4 at the default
     * eps 1e-3); a different C moves the values by 1e-2 or more.
     */
    @Test
    void onePartitionIsTheLinearSvmWithTheSameC() {
        SplittableRandom rng = new SplittableRandom(21);
        int n = 90;
        int d = 6;
        double[][] raw = new double[n][d];
        double[][] unit = new double[n][d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            double q = 0;
            for (int f = 0; f < d; f++) {
                raw[i][f] = rng.nextDouble(0.1, 2);
                q += raw[i][f] * raw[i][f];
            }
            y[i] = raw[i][0] + raw[i][1] * raw[i][2] + rng.nextDouble(-0.5, 0.5) > 1.5 ? 0 : 1;
            for (int f = 0; f < d; f++) {
                unit[i][f] = raw[i][f] / Math.sqrt(q);
            }
        }
        Labels labels = Labels.of("1", "-1");
        Dataset data = Dataset.dense(raw, y, labels);
        Dataset normalised = Dataset.dense(unit, y, labels);
        for (double c : new double[] {0.1, 1, 20}) {
            QuasiLinearTrainer t = new QuasiLinearTrainer(QuasiLinearParams.defaults().withPartitions(1).withC(c)
                    .withSeed(3));
            QuasiLinearKernel k = (QuasiLinearKernel) t.fit(data).members().get(0).kernel();
            assertEquals(1, k.partitionCount());
            assertEquals(List.of(k), t.candidates(data).kernels());
            var ql = new SvmTrainer(SvmParams.of(k).withC(c).withEps(1e-10)).fit(data);
            var linear = new SvmTrainer(SvmParams.of(new LinearKernel()).withC(c).withEps(1e-10)).fit(normalised);
            for (int i = 0; i < n; i++) {
                assertEquals(linear.predict(normalised, i).decisionValues()[0],
                        ql.predict(data, i).decisionValues()[0], 1e-4, "C = " + c + ", row " + i);
            }
        }
    }

    /**
     * Gates (2.36) of a two-partition kernel at a hand-picked point, computed by hand: partitions of the rows
     * {(0, 0), (2, 0)} (centre (1, 0), RMS radius 1) and {(0, 3), (0, 5)} (centre (0, 4), radius 1), at x = (1, 1):
     * ||x - mu||^2 = 1 and 10. Width std: sigma^2 = 1/2 (radius^2 / d), gates proportional to e^-2 and e^-20; width
     * radius: sigma^2 = 1, e^-1 and e^-10.
     */
    @Test
    void gateWidthIsTheStandardDeviationPerCoordinate() {
        double[] x = {0, 0, 2, 0, 0, 3, 0, 5};
        int[] sign = {1, -1, 1, -1};
        double[] w = {1, 1, 1, 1};
        int[][] order = new int[2][];
        order[0] = org.infens.forest.Columns.order(new double[] {0, 2, 0, 0});
        order[1] = org.infens.forest.Columns.order(new double[] {0, 0, 3, 5});
        PartitionTreeBuilder b = new PartitionTreeBuilder(x, 2, sign, w, order, 2, 1, 0.05, 1, 0, 0, false,
                new SplittableRandom(1));
        Dendrogram dendrogram = new Dendrogram(List.of(b.partitionOf(new int[] {0, 1}),
                b.partitionOf(new int[] {2, 3})));
        Dataset point = Dataset.dense(new double[][] {{1, 1}}, new int[] {0}, Labels.of("1", "-1"));
        double[][] expected = {{Math.exp(-2), Math.exp(-20)}, {Math.exp(-1), Math.exp(-10)}};
        QuasiLinearParams.Width[] widths = {QuasiLinearParams.Width.STD, QuasiLinearParams.Width.RADIUS};
        double[] sigma = {Math.sqrt(0.5), 1};
        for (int v = 0; v < 2; v++) {
            QuasiLinearKernel k = new QuasiLinearTrainer(plain().withWidth(widths[v])).kernel(dendrogram, 2);
            assertArrayEquals(new double[] {sigma[v], sigma[v]}, k.widths(), 1e-12);
            double[] g = new double[2];
            k.gates(point, 0, g);
            double sum = expected[v][0] + expected[v][1];
            assertArrayEquals(new double[] {expected[v][0] / sum, expected[v][1] / sum}, g, 1e-12, widths[v].word());
        }
    }

    @Test
    void widthAndLinearErrorAreSpecKeys() {
        QuasiLinearTrainer t = (QuasiLinearTrainer) Learners.create("quasilinear(width=radius, linear-error=loo)",
                new LearnerContext(2, 1));
        assertEquals(QuasiLinearParams.Width.RADIUS, t.params().width());
        assertEquals(QuasiLinearParams.LinearError.LEAVE_ONE_OUT, t.params().linearError());
        assertEquals(t.params(), ((QuasiLinearTrainer) Learners.create(t.spec(), new LearnerContext(2, 1))).params());
        QuasiLinearTrainer d = (QuasiLinearTrainer) Learners.create("quasilinear", new LearnerContext(2, 1));
        assertEquals(QuasiLinearParams.Width.STD, d.params().width());
        assertEquals(QuasiLinearParams.LinearError.TRAINING, d.params().linearError());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("quasilinear(width=wide)", LearnerContext.defaults()));
        assertEquals("quasilinear: width must be std or radius, got 'wide'", e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("quasilinear(linear-error=cv)", LearnerContext.defaults()));
        assertEquals("quasilinear: linear-error must be training or loo, got 'cv'", e.getMessage());
    }

    /** {@link QuasiLinearTrainer#candidates}: fitting with the kernel and C that win on its folds is {@link
     * QuasiLinearTrainer#fit}'s model. */
    @Test
    void candidatesReproduceTheFittedModel() {
        Dataset data = TwoDimensional.XOR.generate(150, 5);
        QuasiLinearParams p = plain().withTrees(5).withC(0.5, 5);
        QuasiLinearTrainer t = new QuasiLinearTrainer(p);
        QuasiLinearTrainer.Candidates cand = t.candidates(data);
        double best = -1;
        QuasiLinearKernel bestKernel = null;
        double bestC = 0;
        for (QuasiLinearKernel k : cand.kernels()) {
            for (double c : p.cValues()) {
                double a = Metrics.accuracy(org.infens.select.CrossValidation.predict(
                        new SvmTrainer(SvmParams.of(k).withC(c)), data, cand.folds()), data);
                if (a > best) {
                    best = a;
                    bestKernel = k;
                    bestC = c;
                }
            }
        }
        var expected = new SvmTrainer(SvmParams.of(bestKernel).withC(bestC)).fit(data);
        var got = t.fit(data).members().get(0);
        assertEquals(bestKernel, got.kernel());
        for (int i = 0; i < data.size(); i++) {
            assertEquals(expected.predict(data, i).decisionValues()[0], got.predict(data, i).decisionValues()[0],
                    1e-12);
        }
    }
}

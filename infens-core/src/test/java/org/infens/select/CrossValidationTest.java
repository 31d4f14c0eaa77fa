package org.infens.select;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.GaussianKernel;
import org.infens.svm.OneClassSvmModel;
import org.infens.svm.OneClassSvmTrainer;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmType;
import org.infens.svm.SvrModel;
import org.infens.svm.SvrTrainer;
import org.junit.jupiter.api.Test;

class CrossValidationTest {
    /**
     * 1-nearest-neighbour "training": the model memorises the training rows. Its labels list the classes in reverse
     * order, so that the mapping by label name is exercised.
     */
    static final class NearestNeighbour implements Trainer<NearestNeighbour.Model> {
        record Model(Dataset train, Labels labels) implements Classifier {
            @Override
            public Provenance provenance() {
                return new Provenance("1nn", "1nn", 0, train.fingerprint(), train.dimension(), "test");
            }

            @Override
            public org.infens.Prediction predict(Dataset data, int i) {
                int best = -1;
                double bestD = Double.POSITIVE_INFINITY;
                for (int j = 0; j < train.size(); j++) {
                    double d = data.squaredDistance(i, train, j);
                    if (d < bestD) {
                        bestD = d;
                        best = j;
                    }
                }
                int c = labels.indexOf(train.labels().name(train.classOf(best)));
                return new org.infens.Prediction(c, new double[] {c});
            }
        }

        @Override
        public org.infens.spec.Spec spec() {
            return org.infens.spec.Spec.of("one-nearest-neighbour");
        }

        @Override
        public Model fit(Dataset data) {
            List<String> names = new ArrayList<>(data.labels().names());
            java.util.Collections.reverse(names);
            return new Model(data, Labels.of(names));
        }
    }

    static Dataset twoBlobs(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][2];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextInt(3);
            x[i][0] = y[i] + rng.nextGaussian() * 0.7;
            x[i][1] = -y[i] + rng.nextGaussian() * 0.7;
        }
        return Dataset.dense(x, y, Labels.of("a", "b", "c"));
    }

    @Test
    void predictionsEqualAManualFoldLoop() {
        Dataset d = twoBlobs(90, 1);
        List<Fold> folds = Folds.stratified(d, 5, 2);
        int[] cv = CrossValidation.predict(new NearestNeighbour(), d, folds);
        for (Fold f : folds) {
            int[] train = f.train();
            for (int r : f.test()) {
                int best = -1;
                double bestD = Double.POSITIVE_INFINITY;
                for (int j : train) {
                    double dist = d.squaredDistance(r, d, j);
                    if (dist < bestD) {
                        bestD = dist;
                        best = j;
                    }
                }
                assertEquals(d.classOf(best), cv[r], "row " + r);
            }
        }
    }

    @Test
    void identicalForAnyThreadCount() {
        Dataset d = twoBlobs(120, 3);
        List<Fold> folds = Folds.stratified(d, 7, 4);
        int[] one = CrossValidation.predict(new NearestNeighbour(), d, folds, 1);
        for (int t : new int[] {2, 3, 16}) {
            assertArrayEquals(one, CrossValidation.predict(new NearestNeighbour(), d, folds, t), "threads " + t);
        }
        CrossValidation.Result<NearestNeighbour.Model> r = CrossValidation.run(new NearestNeighbour(), d, folds, 4);
        assertEquals(7, r.models().size());
        for (int f = 0; f < 7; f++) {
            assertEquals(folds.get(f).trainSize(), r.models().get(f).train().size(), "models in fold order");
        }
    }

    @Test
    void overlappingOrOutOfRangeFoldsAreRefused() {
        Dataset d = twoBlobs(10, 3);
        List<Fold> overlap = List.of(new Fold(new int[] {2, 3}, new int[] {0, 1}),
                new Fold(new int[] {0, 2}, new int[] {1, 3}));
        assertTrue(assertThrows(IllegalArgumentException.class,
                () -> CrossValidation.predict(new NearestNeighbour(), d, overlap)).getMessage()
                .startsWith("row 1 is in the test set of two folds"));
        List<Fold> outside = List.of(new Fold(new int[] {2, 30}, new int[] {0}));
        assertEquals("fold 0 refers to row 30, not in [0, 10)", assertThrows(IllegalArgumentException.class,
                () -> CrossValidation.predict(new NearestNeighbour(), d, outside)).getMessage());
    }

    @Test
    void rowsOutsideEveryTestSetAreMinusOne() {
        Dataset d = twoBlobs(10, 3);
        int[] p = CrossValidation.predict(new NearestNeighbour(), d,
                List.of(new Fold(new int[] {0, 1, 2, 3, 4}, new int[] {5, 6})));
        assertEquals(-1, p[0]);
        assertTrue(p[5] >= 0 && p[6] >= 0);
    }

    /** y = sin(2 x_0) + x_1 / 2 + noise of sd 0.1, x uniform in [-1, 1]^2, labels written as the values' text. */
    static Dataset regressionSet(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][2];
        List<String> names = new ArrayList<>();
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            x[i][0] = 2 * rng.nextDouble() - 1;
            x[i][1] = 2 * rng.nextDouble() - 1;
            double t = Math.sin(2 * x[i][0]) + x[i][1] / 2 + 0.1 * rng.nextGaussian();
            names.add(Labels.formatNumber(t));
            y[i] = i;
        }
        return Dataset.dense(x, y, Labels.of(names));
    }

    static SvrTrainer svr(SvmType type) {
        SvmParams p = SvmParams.of(new GaussianKernel(2)).withType(type).withC(4);
        return new SvrTrainer(type == SvmType.EPSILON_SVR ? p.withEpsilon(0.05) : p.withNu(0.4));
    }

    @Test
    void regressionEqualsAManualFoldLoop() {
        Dataset d = regressionSet(80, 5);
        double[] target = d.targets();
        List<Fold> folds = Folds.random(d, 5, 9);
        for (SvmType type : new SvmType[] {SvmType.EPSILON_SVR, SvmType.NU_SVR}) {
            double[] cv = CrossValidation.predictValues(svr(type), d, folds, 1);
            double[] loop = FoldLoop.values(svr(type), d, folds);
            assertArrayEquals(loop, cv, 1e-12, type.toString());
            double[] foldMse = new double[folds.size()];
            for (int f = 0; f < folds.size(); f++) {
                int[] test = folds.get(f).test();
                foldMse[f] = FoldLoop.meanSquaredError(FoldLoop.at(loop, test), FoldLoop.at(target, test));
            }
            // the scores from their definitions: mean of squared errors, and r^2 from centred sums
            CrossValidation.RegressionScores scores = CrossValidation.RegressionScores.of(cv, target, folds);
            assertEquals(FoldLoop.meanSquaredError(loop, target), scores.meanSquaredError(), 1e-12, type.toString());
            assertArrayEquals(foldMse, scores.foldMeanSquaredError(), 1e-12, type.toString());
            assertEquals(FoldLoop.centredSquaredCorrelation(loop, target), scores.squaredCorrelation(), 1e-9,
                    type.toString());
            assertTrue(scores.squaredCorrelation() > 0.5, type + ": the fit explains most of the variance");
            int[] first = folds.get(0).test();
            assertEquals(FoldLoop.centredSquaredCorrelation(FoldLoop.at(loop, first), FoldLoop.at(target, first)),
                    scores.foldSquaredCorrelation()[0], 1e-9);
        }
    }

    @Test
    void regressionIsIdenticalForAnyThreadCount() {
        Dataset d = regressionSet(90, 7);
        List<Fold> folds = Folds.random(d, 6, 3);
        double[] one = CrossValidation.predictValues(svr(SvmType.EPSILON_SVR), d, folds, 1);
        for (int t : new int[] {2, 3}) {
            assertArrayEquals(one, CrossValidation.predictValues(svr(SvmType.EPSILON_SVR), d, folds, t),
                    "threads " + t);
        }
        CrossValidation.Regression<SvrModel> r = CrossValidation.runRegression(svr(SvmType.NU_SVR), d, folds, 2);
        assertEquals(6, r.models().size());
        assertArrayEquals(r.predicted(), CrossValidation.predictValues(svr(SvmType.NU_SVR), d, folds, 1));
    }

    @Test
    void regressionRowsOutsideEveryTestSetAreNaNAndNotScored() {
        Dataset d = regressionSet(12, 3);
        List<Fold> one = List.of(new Fold(new int[] {0, 1, 2, 3, 4, 5, 6, 7}, new int[] {9, 8}));
        double[] p = CrossValidation.predictValues(svr(SvmType.EPSILON_SVR), d, one, 1);
        assertTrue(Double.isNaN(p[0]) && Double.isNaN(p[10]));
        double[] t = d.targets();
        CrossValidation.RegressionScores s = CrossValidation.RegressionScores.of(p, t, one);
        double e8 = p[8] - t[8];
        double e9 = p[9] - t[9];
        assertEquals((e8 * e8 + e9 * e9) / 2, s.meanSquaredError(), 1e-15);
        assertEquals(1.0, s.squaredCorrelation(), 1e-12, "two points are always on a line");
    }

    @Test
    void aNonNumericLabelInRegressionNamesItsRow() {
        Dataset d = twoBlobs(20, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CrossValidation.predictValues(svr(SvmType.EPSILON_SVR), d, Folds.random(d, 2, 1), 1));
        assertTrue(e.getMessage().contains("is not a number"), e.getMessage());
    }

    /**
     * A one-class SVM predicts its own labels, 1 and -1: where every row is labelled 1, its outliers are a class the
     * data set does not have, -1 in the result (never right), as svm-train -s 2 -v counts them.
     */
    @Test
    void aOneClassModelsOutliersAreAClassTheDataLacks() {
        Dataset blobs = twoBlobs(60, 2);
        Dataset d = blobs.withClassIndices(new int[60], Labels.of("1"));
        List<Fold> folds = Folds.random(d, 3, 1);
        OneClassSvmTrainer trainer = new OneClassSvmTrainer(SvmParams.of(new GaussianKernel(0.5))
                .withType(SvmType.ONE_CLASS).withNu(0.3));
        int[] cv = CrossValidation.predict(trainer, d, folds, 2);
        int outliers = 0;
        for (Fold f : folds) {
            OneClassSvmModel model = trainer.fit(d.view(f.train()));
            Dataset test = d.view(f.test());
            for (int i = 0; i < test.size(); i++) {
                boolean inlier = model.predict(test, i).decisionValues()[0] > 0;
                assertEquals(inlier ? 0 : -1, cv[f.test()[i]], "row " + f.test()[i]);
                outliers += inlier ? 0 : 1;
            }
        }
        assertTrue(outliers > 0 && outliers < 60, outliers + " outliers");
    }
}

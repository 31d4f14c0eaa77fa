package org.infens.forest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.Prediction;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.eval.Metrics;
import org.infens.io.ModelCodec;
import org.infens.io.RecordJson;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** CART trees, bagging and random forests against brute force and their contracts. */
class RandomForestTest {
    private static final Labels THREE = Labels.of("a", "b", "c");

    /** Tiny data on a coarse grid (many ties), k classes. */
    private static Dataset tiny(SplittableRandom rng, int n, int d, int k) {
        double[][] x = new double[n][d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                x[i][f] = rng.nextInt(6) * 0.5 - 1;
            }
            y[i] = rng.nextInt(k);
        }
        return Dataset.dense(x, y, k == 3 ? THREE : Labels.of("1", "-1"));
    }

    private static double weightedGini(double[] w, int[] y, int k, boolean[] side, boolean which) {
        double[] c = new double[k];
        double tot = 0;
        for (int i = 0; i < w.length; i++) {
            if (side[i] == which) {
                c[y[i]] += w[i];
                tot += w[i];
            }
        }
        double s = 0;
        for (double v : c) {
            s += v * v;
        }
        return tot == 0 ? 0 : tot - s / tot;
    }

    /** The smallest weighted child impurity over every feature and every threshold between distinct values. */
    private static double bruteForceBest(Dataset data, double[] w, int minLeaf) {
        int[] y = data.classIndices();
        double best = Double.POSITIVE_INFINITY;
        for (int f = 0; f < data.dimension(); f++) {
            for (int a = 0; a < data.size(); a++) {
                double t = data.get(a, f);
                boolean[] side = new boolean[data.size()];
                int nl = 0;
                for (int i = 0; i < data.size(); i++) {
                    side[i] = data.get(i, f) <= t;
                    nl += side[i] ? 1 : 0;
                }
                if (nl < minLeaf || data.size() - nl < minLeaf) {
                    continue;
                }
                best = Math.min(best, weightedGini(w, y, data.classCount(), side, true)
                        + weightedGini(w, y, data.classCount(), side, false));
            }
        }
        return best;
    }

    @Test
    void rootSplitIsTheBruteForceBestGiniSplit() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int trial = 0; trial < 40; trial++) {
            int k = 2 + trial % 2;
            Dataset data = tiny(rng, 6 + rng.nextInt(10), 1 + rng.nextInt(3), k);
            double[] w = new double[data.size()];
            for (int i = 0; i < w.length; i++) {
                w[i] = trial % 3 == 0 ? 1 : rng.nextDouble(0.1, 2);
            }
            int minLeaf = 1 + trial % 3;
            DecisionTree tree = new TreeBuilder(new Columns(data), data.classIndices(), k, w, data.dimension(),
                    minLeaf, 1, new SplittableRandom(trial)).build();
            double expected = bruteForceBest(data, w, minLeaf);
            if (tree.nodeCount() == 1) {
                // no split: only when the node is pure or no threshold leaves minLeaf rows on each side
                boolean pure = true;
                for (int i = 1; i < data.size(); i++) {
                    pure &= data.classOf(i) == data.classOf(0);
                }
                assertTrue(pure || expected == Double.POSITIVE_INFINITY, "trial " + trial);
                continue;
            }
            int f = tree.feature()[0];
            double t = tree.threshold()[0];
            boolean[] side = new boolean[data.size()];
            for (int i = 0; i < side.length; i++) {
                side[i] = data.get(i, f) <= t;
            }
            int[] y = data.classIndices();
            double got = weightedGini(w, y, k, side, true) + weightedGini(w, y, k, side, false);
            assertEquals(expected, got, 1e-12, "trial " + trial);
        }
    }

    @Test
    void fullyGrownTreeFitsDistinctRowsExactly() {
        SplittableRandom rng = new SplittableRandom(5);
        double[][] x = new double[60][3];
        int[] y = new int[60];
        for (int i = 0; i < 60; i++) {
            for (int f = 0; f < 3; f++) {
                x[i][f] = rng.nextDouble();
            }
            y[i] = rng.nextInt(3);
        }
        Dataset data = Dataset.dense(x, y, THREE);
        ForestModel m = new RandomForestTrainer(RandomForestParams.defaults().withTrees(1).withBootstrap(false))
                .fit(data);
        assertEquals(1.0, Metrics.accuracy(Prediction.classIndices(m.predictAll(data, 1)), data));
    }

    @Test
    void sameSeedSameForestWhateverTheThreadCount() {
        Dataset data = tiny(new SplittableRandom(2), 120, 5, 3);
        RandomForestParams p = RandomForestParams.defaults().withTrees(12).withSeed(77);
        String one = RecordJson.toJson(new RandomForestTrainer(p.withThreads(1)).fit(data).state()).toString();
        String two = RecordJson.toJson(new RandomForestTrainer(p.withThreads(2)).fit(data).state()).toString();
        String three = RecordJson.toJson(new RandomForestTrainer(p.withThreads(3)).fit(data).state()).toString();
        assertEquals(one, two);
        assertEquals(one, three);
        String other = RecordJson.toJson(new RandomForestTrainer(p.withSeed(78)).fit(data).state()).toString();
        assertTrue(!one.equals(other), "another seed gives another forest");
    }

    @Test
    void baggingWithOneTreeAndNoBootstrapIsTheTree() {
        Dataset data = tiny(new SplittableRandom(8), 80, 4, 2);
        ForestModel bag = new RandomForestTrainer(RandomForestParams.bagging().withTrees(1).withBootstrap(false)
                .withSeed(5)).fit(data);
        double[] ones = new double[data.size()];
        java.util.Arrays.fill(ones, 1);
        DecisionTree tree = new TreeBuilder(new Columns(data), data.classIndices(), 2, ones, 4, 1, 0,
                new SplittableRandom(5).split()).build();
        DecisionTree got = bag.trees().get(0);
        assertArrayEquals(tree.feature(), got.feature());
        assertArrayEquals(tree.threshold(), got.threshold());
        assertArrayEquals(tree.leafClass(), got.leafClass());
        for (int i = 0; i < data.size(); i++) {
            assertEquals(tree.classOf(data, i), bag.classOf(data, i));
        }
    }

    @Test
    void votesAndDecisionValuesAgree() {
        Dataset data = tiny(new SplittableRandom(4), 90, 3, 2);
        ForestModel m = new RandomForestTrainer(RandomForestParams.defaults().withTrees(9)).fit(data);
        for (int i = 0; i < data.size(); i++) {
            int votes0 = 0;
            for (DecisionTree t : m.trees()) {
                votes0 += t.classOf(data, i) == 0 ? 1 : 0;
            }
            assertEquals((2.0 * votes0 - 9) / 9, m.predict(data, i).decisionValues()[0], 1e-15);
            assertEquals(votes0 >= 5 ? 0 : 1, m.classOf(data, i));
        }
    }

    @Test
    void zeroWeightRowsAreIgnored() {
        Dataset data = tiny(new SplittableRandom(6), 50, 3, 2);
        double[] w = new double[data.size()];
        int[] kept = new int[25];
        for (int i = 0; i < 25; i++) {
            w[2 * i] = 1;
            kept[i] = 2 * i;
        }
        RandomForestParams p = RandomForestParams.defaults().withTrees(1).withBootstrap(false).withFeatures(3);
        ForestModel a = new RandomForestTrainer(p).fit(data, w);
        ForestModel b = new RandomForestTrainer(p).fit(data.view(kept).compact());
        for (int i = 0; i < data.size(); i++) {
            assertEquals(b.classOf(data, i), a.classOf(data, i));
        }
    }

    @Test
    void codecRoundTripGivesIdenticalPredictions() throws Exception {
        Dataset data = tiny(new SplittableRandom(9), 100, 4, 3);
        ForestModel m = new RandomForestTrainer(RandomForestParams.defaults().withTrees(7).withSeed(3)).fit(data);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        ModelCodec.write(m, out);
        Model back = ModelCodec.read(new java.io.ByteArrayInputStream(out.toByteArray()), "test", Model.class);
        ForestModel f = (ForestModel) back;
        assertEquals(m.provenance(), f.provenance());
        for (int i = 0; i < data.size(); i++) {
            assertEquals(m.classOf(data, i), f.classOf(data, i));
            assertArrayEquals(m.predict(data, i).decisionValues(), f.predict(data, i).decisionValues());
        }
    }

    @Test
    void featuresPerSplitRounding() {
        RandomForestParams p = RandomForestParams.defaults();
        assertEquals(1, p.featuresFor(1));
        assertEquals(1, p.featuresFor(2));
        assertEquals(1, p.featuresFor(3));
        assertEquals(2, p.featuresFor(4));
        assertEquals(3, p.featuresFor(13));
        assertEquals(5, p.featuresFor(60));
        assertEquals(13, p.withFeatures(RandomForestParams.ALL).featuresFor(13));
        assertEquals(3, p.withFeatures(RandomForestParams.SQRT).featuresFor(13));
        assertEquals(4, p.withFeatures(9).featuresFor(4));
    }

    @Test
    void specsCreateForestsAndNameBadParameters() {
        Trainer<? extends Classifier> t = Learners.create("random-forest(trees=3, features=sqrt, min-leaf=2)",
                new LearnerContext(4, 2));
        RandomForestParams p = ((RandomForestTrainer) t).params();
        assertEquals(3, p.trees());
        assertEquals(RandomForestParams.SQRT, p.features());
        assertEquals(2, p.minLeafSize());
        assertEquals(4, p.seed());
        RandomForestTrainer b = (RandomForestTrainer) Learners.create("bagging(trees=2, seed=9)",
                LearnerContext.defaults());
        assertEquals(RandomForestParams.ALL, b.params().features());
        assertEquals(9, b.params().seed());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("random-forest(trees=0)", LearnerContext.defaults()));
        assertEquals("random-forest: trees must be >= 1, got 0", e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Learners.create("random-forest(features=cube)", LearnerContext.defaults()));
        Dataset data = tiny(new SplittableRandom(1), 40, 2, 2);
        assertTrue(b.fit(data).provenance().parameters().startsWith("bagging(trees=2"));
    }
}

package org.infens.multiclass;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.infens.Prediction;
import org.infens.Model;
import org.infens.Classifier;
import org.infens.PairwiseClassifier;
import org.infens.Provenance;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.learner.C45Model;
import org.infens.learner.C45Params;
import org.infens.learner.C45Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** One-vs-one and one-vs-rest against hand-computed votes and arg-maxes. */
class MulticlassTest {
    static Dataset blobs() throws IOException {
        try (InputStream in = C45Model.class.getResourceAsStream("c45/blobs4.train");
             Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return LibsvmFormat.read(r, "blobs4.train");
        }
    }

    private static final Provenance STUB = new Provenance("stub", "stub", 0, "", Provenance.UNKNOWN_DIMENSION, "test");

    /** A binary model that always predicts the class named by {@code winner} from its two labels. */
    record Constant(Labels labels, int winner, double value) implements Classifier {
        @Override
        public org.infens.Prediction predict(Dataset data, int i) {
            return new org.infens.Prediction(winner, new double[] {value});
        }

        @Override
        public Provenance provenance() {
            return STUB;
        }
    }

    @Test
    void oneVsOneEqualsHandVotesOverTreesTrainedOnEachPair() throws IOException {
        Dataset data = blobs();
        OneVsOneModel m = new OneVsOneTrainer(new C45Trainer(C45Params.defaults()), "c45", 1, 1).fit(data);
        int k = data.labels().size();
        assertEquals(k * (k - 1) / 2, m.members().size());
        int[] y = data.classIndices();
        Classifier[][] byPair = new Classifier[k][k];
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                final int first = a;
                java.util.List<Integer> rows = new java.util.ArrayList<>();
                for (int r = 0; r < y.length; r++) {
                    if (y[r] == a || y[r] == b) {
                        rows.add(r);
                    }
                }
                int[] idx = rows.stream().mapToInt(Integer::intValue).toArray();
                int[] bin = rows.stream().mapToInt(r -> y[r] == first ? 0 : 1).toArray();
                byPair[a][b] = new C45Trainer(C45Params.defaults()).fit(data.view(idx)
                        .withClassIndices(bin, Labels.of(data.labels().name(a), data.labels().name(b))));
            }
        }
        for (int i = 0; i < data.size(); i++) {
            int[] votes = new int[k];
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    votes[byPair[a][b].classOf(data, i) == 0 ? a : b]++;
                }
            }
            int best = 0;
            for (int c = 1; c < k; c++) {
                best = votes[c] > votes[best] ? c : best;
            }
            assertEquals(best, m.classOf(data, i), "row " + i);
        }
    }

    @Test
    void oneVsOneTiesGoToTheLowerClassAndSwappedMembersAreReadByName() {
        Labels abc = Labels.of("a", "b", "c");
        Dataset row = Dataset.dense(new double[] {0}, 1, new int[] {0}, abc, null);
        // a beats b, c beats a, b beats c: one vote each, so a (index 0) wins; the (a,c) member lists c first
        List<Classifier> members = List.of(new Constant(Labels.of("a", "b"), 0, 1),
                new Constant(Labels.of("c", "a"), 0, 1), new Constant(Labels.of("b", "c"), 0, 1));
        OneVsOneModel m = new OneVsOneModel(new OneVsOneModel.State(abc, new int[] {0, 0, 1}, new int[] {1, 2, 2},
                members, List.of()), STUB);
        assertEquals(0, m.classOf(row, 0));
        assertArrayEquals(new double[] {1, -1, 1}, m.predict(row, 0).decisionValues());
        // b beats a, c beats a, b beats c: b has two votes
        OneVsOneModel m2 = new OneVsOneModel(new OneVsOneModel.State(abc, new int[] {0, 0, 1}, new int[] {1, 2, 2},
                List.of(new Constant(Labels.of("a", "b"), 1, -1), new Constant(Labels.of("a", "c"), 1, -1),
                        new Constant(Labels.of("b", "c"), 0, 1)), List.of()), STUB);
        assertEquals(1, m2.classOf(row, 0));
    }

    @Test
    void oneVsRestTakesTheLargestDecisionValueTiesToTheLowerClass() {
        Labels abc = Labels.of("a", "b", "c");
        Dataset row = Dataset.dense(new double[] {0}, 1, new int[] {0}, abc, null);
        OneVsRestModel m = new OneVsRestModel(new OneVsRestModel.State(abc, new int[] {0, 1, 2},
                List.of(new Constant(Labels.of("a", "not-a"), 1, -0.5), new Constant(Labels.of("b", "not-b"), 0, 0.7),
                        new Constant(Labels.of("not-c", "c"), 0, -0.7)), List.of()), STUB);
        assertArrayEquals(new double[] {-0.5, 0.7, 0.7}, m.predict(row, 0).decisionValues());
        assertEquals(1, m.classOf(row, 0));
    }

    @Test
    void resultsDoNotDependOnTheThreadCount() throws IOException {
        Dataset data = blobs();
        for (String spec : new String[] {"ovo(base=perceptron(epochs=20))", "ovr(base=perceptron(epochs=20))"}) {
            Classifier one = Learners.create(spec, new LearnerContext(7, 1)).fit(data);
            Classifier three = Learners.create(spec, new LearnerContext(7, 3)).fit(data);
            for (int i = 0; i < data.size(); i++) {
                assertArrayEquals(one.predict(data, i).decisionValues(), three.predict(data, i).decisionValues(), spec);
            }
            // on heart (not separable) the random directions matter, so another seed gives other members
            Dataset heart = org.infens.data.BundledData.load("heart");
            Classifier seven = Learners.create(spec, new LearnerContext(7, 1)).fit(heart);
            Classifier eight = Learners.create(spec, new LearnerContext(8, 1)).fit(heart);
            boolean differs = false;
            for (int i = 0; i < heart.size() && !differs; i++) {
                differs = !java.util.Arrays.equals(seven.predict(heart, i).decisionValues(),
                        eight.predict(heart, i).decisionValues());
            }
            assertTrue(differs, spec + ": the seed must reach the members");
        }
    }

    @Test
    void oneVsRestLearnsBlobsFarBetterThanChance() throws IOException {
        Dataset data = blobs();
        Trainer<? extends Classifier> t = Learners.create("ovr(base=c45)", LearnerContext.defaults());
        int[] p = Prediction.classIndices(t.fit(data).predictAll(data, 1));
        int right = 0;
        for (int i = 0; i < p.length; i++) {
            right += p[i] == data.classOf(i) ? 1 : 0;
        }
        assertTrue(right > 0.6 * p.length, right + " of " + p.length); // chance is about 1/4
    }

    @Test
    void wrappersNeedTwoClasses() {
        Dataset one = Dataset.dense(new double[] {1, 2}, 1, new int[] {0, 0}, Labels.of("a", "b"), null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("ovo(base=c45)", LearnerContext.defaults()).fit(one));
        assertTrue(e.getMessage().contains("2 classes"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> Learners.create("ovr(base=c45, depth=3)", LearnerContext.defaults()));
    }

    /**
     * {@code ovo(base=svm(weights={...}))} is LIBSVM's weighted C-SVC: each pair's decision values equal those of
     * {@code svm(weights={...})}, whose own one-vs-one weights C per class (a brute-force reference: the same
     * problems, solved by another path). Before, every pair without the weighted class refused it.
     */
    @Test
    void oneVsOneOverAWeightedSvmIsTheWeightedSvmPairByPair() {
        Dataset iris = org.infens.data.BundledData.load("iris");
        String svm = "svm(kernel=rbf(gamma=0.5), C=0.7, eps=1e-10, weights={1: 3, 2: 0.25})";
        PairwiseClassifier ovo = (PairwiseClassifier) Learners.create("ovo(base=" + svm + ")",
                new LearnerContext(1, 2)).fit(iris);
        PairwiseClassifier direct = (PairwiseClassifier) Learners.create(svm, new LearnerContext(1, 1)).fit(iris);
        PairwiseClassifier unweighted = (PairwiseClassifier) Learners.create(
                "ovo(base=svm(kernel=rbf(gamma=0.5), C=0.7, eps=1e-10))", new LearnerContext(1, 1)).fit(iris);
        assertEquals(org.infens.spec.Spec.parse("ovo(base=" + svm + ")"),
                org.infens.spec.Spec.parse(((Model) ovo).provenance().parameters()), "the weights stay in the spec");
        double moved = 0;
        for (int i = 0; i < iris.size(); i++) {
            double[] a = ovo.predict(iris, i).decisionValues();
            double[] b = direct.predict(iris, i).decisionValues();
            double[] u = unweighted.predict(iris, i).decisionValues();
            for (int p = 0; p < a.length; p++) {
                String first = ovo.labels().name(ovo.firstClasses()[p]);
                String second = ovo.labels().name(ovo.secondClasses()[p]);
                double expected = Double.NaN;
                for (int q = 0; q < b.length; q++) {
                    String f = direct.labels().name(direct.firstClasses()[q]);
                    String g = direct.labels().name(direct.secondClasses()[q]);
                    if (f.equals(first) && g.equals(second)) {
                        expected = b[q];
                    } else if (f.equals(second) && g.equals(first)) {
                        expected = -b[q];
                    }
                }
                assertEquals(expected, a[p], 1e-6, "row " + i + ", pair " + first + "/" + second);
                moved = Math.max(moved, Math.abs(a[p] - u[p]));
            }
        }
        assertTrue(moved > 0.1, "the weights must change the pairs' decision values, moved " + moved);
    }

    /**
     * {@code ovr(base=svm(weights={...}))}: each one-vs-rest problem weights its rows by their own classes, so the
     * member for class c equals an SVM trained on "c against the rest" with those instance weights (C_i = C w_i,
     * LIBSVM's weighted C per row); a weight of a class without rows is refused by name.
     */
    @Test
    void oneVsRestOverAWeightedSvmWeightsTheRestByTheirOwnClasses() {
        Dataset iris = org.infens.data.BundledData.load("iris");
        OneVsRestModel ovr = (OneVsRestModel) Learners.create(
                "ovr(base=svm(kernel=rbf(gamma=0.5), C=0.7, eps=1e-10, weights={1: 3}))", new LearnerContext(1, 1))
                .fit(iris);
        int one = iris.labels().indexOf("1");
        double[] w = new double[iris.size()];
        int[] y = iris.classIndices();
        for (int c = 0; c < iris.labels().size(); c++) {
            int[] binary = new int[iris.size()];
            for (int r = 0; r < w.length; r++) {
                binary[r] = y[r] == c ? 0 : 1;
                w[r] = y[r] == one ? 3 : 1;
            }
            Dataset problem = iris.withWeights(w).withClassIndices(binary,
                    Labels.of(iris.labels().name(c), "not-" + iris.labels().name(c)));
            Classifier expected = Learners.create("svm(kernel=rbf(gamma=0.5), C=0.7, eps=1e-10)",
                    new LearnerContext(1, 1)).fit(problem);
            Classifier member = ovr.members().get(c);
            for (int i = 0; i < iris.size(); i++) {
                assertArrayEquals(expected.predict(iris, i).decisionValues(), member.predict(iris, i).decisionValues(),
                        1e-12, "class " + c + ", row " + i);
            }
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Learners.create(
                "ovo(base=svm(weights={7: 2}))", new LearnerContext(1, 1)).fit(iris));
        assertTrue(e.getMessage().contains("label 7") && e.getMessage().contains("ovo"), e.getMessage());
    }
}

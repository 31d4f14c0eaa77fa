package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

class LearnersTest {
    /**
     * Library misuse named in the user's terms (a library review): a null context, in-memory rows and classes of
     * different lengths, boosting on no rows, and instance weights given to a learner that cannot use them.
     */
    /**
     * Class weights in a spec ({@code weights={label: w}}, LIBSVM's -wi): the model's provenance keeps them, so that
     * refitting from it gives the same model, as SvmParams.withClassWeights does (its provenance dropped them), and
     * they change the model. Only C-SVC takes them, as svm-train uses -wi for C-SVC only.
     */
    @Test
    void classWeightsAreASpecParameterThatTheProvenanceKeeps() {
        org.infens.data.Dataset heart = org.infens.data.BundledData.load("heart");
        String spec = "svm(kernel=rbf(gamma=0.05), weights={-1: 10, +1: 1})";
        org.infens.Classifier weighted = Learners.create(spec, LearnerContext.defaults()).fit(heart);
        assertEquals("svm(kernel=rbf(gamma=0.05), C=1, weights={-1: 10, 1: 1})",
                weighted.provenance().parameters());
        org.infens.Classifier again = Learners.create(weighted.provenance().parameters(), LearnerContext.defaults())
                .fit(heart);
        org.infens.Classifier plain = Learners.create("svm(kernel=rbf(gamma=0.05))", LearnerContext.defaults())
                .fit(heart);
        int[] w = org.infens.eval.Metrics.predictedClasses(weighted, heart);
        assertTrue(java.util.Arrays.equals(w, org.infens.eval.Metrics.predictedClasses(again, heart)));
        assertTrue(!java.util.Arrays.equals(w, org.infens.eval.Metrics.predictedClasses(plain, heart)),
                "weights of 10 to 1 move the boundary");
        org.infens.svm.SvmModel typed = new SvmTrainer(org.infens.svm.SvmParams.of(org.infens.kernel.Kernels
                .fromSpec(Spec.parse("rbf(gamma=0.05)"))).withClassWeights(java.util.Map.of("-1", 10.0, "1", 1.0)))
                .fit(heart);
        assertEquals(weighted.provenance().parameters(), typed.provenance().parameters());
        assertEquals("svm: weights is a parameter of c-svc, not of type nu-svc", assertThrows(
                IllegalArgumentException.class, () -> Learners.create("svm(type=nu-svc, weights={1: 2})",
                        LearnerContext.defaults())).getMessage());
        assertEquals("svm: C must be a number, got 'abc'", assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(C=abc)", LearnerContext.defaults())).getMessage(), "named once");
    }

    @Test
    void misuseIsNamedInTheCallersTerms() {
        assertEquals("context", assertThrows(NullPointerException.class, () -> Learners.create("svm", null))
                .getMessage());
        for (String spec : new String[] {"svm", "adaboost(base=stump, T=3)", "adaboost-mh(T=3)", "random-forest"}) {
            assertEquals("data", assertThrows(NullPointerException.class,
                    () -> Learners.create(spec, LearnerContext.defaults()).fit(null)).getMessage(), spec);
        }
        assertEquals("x has 6 rows but y has 2 classes", assertThrows(IllegalArgumentException.class,
                () -> org.infens.data.Dataset.dense(new double[6][2], new int[] {0, 1},
                        org.infens.data.Labels.of("a", "b"))).getMessage());
        org.infens.data.Dataset heart = org.infens.data.BundledData.load("heart");
        for (String spec : new String[] {"adaboost(base=stump, T=5)", "adaboost-mh(T=5)"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Learners.create(spec, LearnerContext.defaults()).fit(heart.view(new int[0])));
            assertTrue(e.getMessage().endsWith("the training data has no rows"), e.getMessage());
        }
        org.infens.Classifier svm = Learners.create("svm(kernel=stump)", LearnerContext.defaults()).fit(heart);
        for (int bad : new int[] {-1, heart.size()}) {
            assertEquals("row " + bad + " not in [0, 270)", assertThrows(IndexOutOfBoundsException.class,
                    () -> svm.predict(heart, bad)).getMessage());
        }
        double[] w = new double[heart.size()];
        java.util.Arrays.fill(w, 1);
        assertEquals("quasilinear does not take instance weights", assertThrows(IllegalArgumentException.class,
                () -> Learners.create("quasilinear(C=1)", LearnerContext.defaults()).fit(heart.withWeights(w)))
                .getMessage());
    }

    @Test
    void svmSpecGivesTheParametersItNames() {
        SvmTrainer t = assertInstanceOf(SvmTrainer.class,
                Learners.create("svm(kernel=rbf(gamma=0.25), C=8, eps=0.01)", new LearnerContext(1, 2)));
        assertEquals(8, t.params().C());
        assertEquals(0.01, t.params().eps());
        assertEquals(2, t.params().threads());
        assertEquals("rbf(gamma=0.25)", t.params().kernel().spec().toString());
    }

    @Test
    void unknownLearnerListsTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svn(C=1)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("unknown learner 'svn'"), e.getMessage());
        assertTrue(e.getMessage().contains("svm"), e.getMessage());
    }

    @Test
    void unknownParameterAndBadValueAreNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(shrink=1)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("'shrink'") && e.getMessage().contains("allowed"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(C=-1)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("C must be > 0"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class,
                () -> Learners.create("svm(seed=1.5)", LearnerContext.defaults()));
        assertTrue(e.getMessage().contains("seed must be an integer"), e.getMessage());
    }

    @Test
    void everyLearnerHasAUsageLineNamedAfterIt() {
        assertEquals(Learners.names().size(), Learners.usage().size());
        for (int i = 0; i < Learners.names().size(); i++) {
            assertTrue(Learners.usage().get(i).startsWith(Learners.names().get(i)), Learners.usage().get(i));
        }
    }
}

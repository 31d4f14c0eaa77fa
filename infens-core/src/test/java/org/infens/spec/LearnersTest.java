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

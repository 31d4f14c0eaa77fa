package org.infens.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;

class LearnersTest {
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

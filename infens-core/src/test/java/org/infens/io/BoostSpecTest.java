package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.boost.AdaBoostModel;
import org.infens.boost.AdaBoostTrainer;
import org.infens.boost.LpBoostModel;
import org.infens.boost.LpBoostTrainer;
import org.infens.data.Dataset;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.api.Test;

/** The stump, AdaBoost and LPBoost specs create their trainers with the parameters given, and name bad values. */
class BoostSpecTest {
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

package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Staged;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * {@link Staged#fitBudgets} of AdaBoost and LPBoost against separate fits with each budget: the same decision values
 * bit for bit, the same weights and the same provenance; budgets beyond an early stop give the stopped model.
 */
class StagedBudgetsTest {
    private static final int[] BUDGETS = {1, 4, 15, 400};

    private static void assertSameModel(Classifier alone, Classifier staged, Dataset data, String what) {
        for (int i = 0; i < data.size(); i++) {
            assertArrayEquals(alone.predict(data, i).decisionValues(), staged.predict(data, i).decisionValues(), 0,
                    what + " row " + i);
        }
        assertEquals(((Model) alone).provenance(), ((Model) staged).provenance(), what);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {"adaboost(base=stump, T=%d); false", "adaboost(base=perceptron, T=%d); true",
        "lpboost(base=stump, C=0.05, columns=%d); true", "lpboost(base=stump, C=inf, columns=%d); true",
        "lpboost(base=perceptron, C=0.05, columns=%d); true"})
    void budgetsFromOneRunEqualSeparateFits(String pattern, boolean stopsEarly) {
        Dataset data = Synthetic.Problem.TWONORM.generate(60, 4, 3);
        LearnerContext context = new LearnerContext(8, 1);
        @SuppressWarnings("unchecked")
        Staged<? extends Classifier> staged = (Staged<? extends Classifier>) Learners.create(
                String.format(pattern, BUDGETS[BUDGETS.length - 1]), context);
        List<? extends Classifier> models = staged.fitBudgets(data, BUDGETS);
        for (int k = 0; k < BUDGETS.length; k++) {
            Classifier alone = Learners.create(String.format(pattern, BUDGETS[k]), context).fit(data);
            assertSameModel(alone, models.get(k), data, String.format(pattern, BUDGETS[k]));
        }
        // where the run stops before 400 rounds or columns (a perceptron with no training error; LPBoost's dual
        // constraint met), the last budget covers the early stop
        Classifier last = models.get(BUDGETS.length - 1);
        int size = last instanceof AdaBoostModel a ? a.members().size() : ((LpBoostModel) last).members().size();
        assertEquals(stopsEarly, size < BUDGETS[BUDGETS.length - 1], pattern + ": " + size + " members");
    }

    @Test
    void crossValidatedTIsNotStaged() {
        AdaBoostTrainer cv = (AdaBoostTrainer) Learners.create("adaboost(base=stump, T=cv, maxT=20, step=10)",
                LearnerContext.defaults());
        assertThrows(IllegalStateException.class,
                () -> cv.fitBudgets(Synthetic.Problem.TWONORM.generate(20, 2, 1), new int[] {10}));
        assertEquals(cv, cv.unbudgeted());
    }
}

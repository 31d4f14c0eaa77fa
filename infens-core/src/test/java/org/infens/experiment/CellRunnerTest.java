package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.infens.Classifier;
import org.infens.boost.AdaBoostModel;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** What a cell reports as its selected spec. */
class CellRunnerTest {
    @Test
    void adaBoostWithCrossValidatedRoundsReportsTheRoundsItChose() {
        Dataset train = Synthetic.Problem.TWONORM.generate(80, 5, 2);
        Spec cv = Spec.parse("adaboost(base=stump, T=cv, maxT=40, step=10)");
        AdaBoostModel model = (AdaBoostModel) Learners.create(cv, LearnerContext.defaults()).fit(train);
        Spec shown = CellRunner.fitted(cv, model);
        assertEquals("adaboost", shown.name());
        assertEquals(model.rounds(), shown.number("t", -1), 0);
        assertEquals(cv.get("base"), shown.get("base"));
        // the reported spec is a fixed-T learner of the same size
        AdaBoostModel again = (AdaBoostModel) Learners.create(shown, LearnerContext.defaults()).fit(train);
        assertEquals(model.rounds(), again.rounds());

        Spec svm = Spec.parse("svm(kernel=stump, C=0.5)");
        Classifier m = Learners.create(svm, LearnerContext.defaults()).fit(train);
        assertSame(svm, CellRunner.fitted(svm, m), "a spec without an inner choice is reported as it is");
    }
}

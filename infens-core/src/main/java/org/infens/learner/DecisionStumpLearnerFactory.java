package org.infens.learner;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/** {@code stump}: the deterministic decision stump ({@link DecisionStumpTrainer}); no parameters. */
public final class DecisionStumpLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "stump";
    }

    @Override
    public String usage() {
        return "stump";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("seed");
        return new DecisionStumpTrainer();
    }
}

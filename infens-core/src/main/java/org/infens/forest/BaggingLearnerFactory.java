package org.infens.forest;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code bagging(trees=100, bootstrap=1, min-leaf=1, max-depth=0)}: bagged CART trees, a
 * {@link RandomForestTrainer} that tries every feature at every split (Zhao 2017, Sec. 3.4.1).
 */
public final class BaggingLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "bagging";
    }

    @Override
    public String usage() {
        return "bagging(trees=100, bootstrap=1, min-leaf=1, max-depth=0)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("trees", "bootstrap", "min-leaf", "max-depth", "seed");
        return new RandomForestTrainer(RandomForestLearnerFactory.params(spec, context, RandomForestParams.ALL));
    }
}

package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/** {@code adaboost-mh(T=500)}: multi-class AdaBoost.MH with stumps ({@link AdaBoostMhTrainer}). */
public final class AdaBoostMhLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "adaboost-mh";
    }

    @Override
    public String usage() {
        return "adaboost-mh(T=500)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("T", "seed");
        try {
            return new AdaBoostMhTrainer(new AdaBoostMhParams(spec.integer("T", AdaBoostMhParams.DEFAULT_ROUNDS)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("adaboost-mh") ? e.getMessage()
                    : "adaboost-mh: " + e.getMessage(), e);
        }
    }
}

package org.infens.learner;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/** {@code c45(confidence=0.25, min-leaf=2)}: the pruned C4.5 tree ({@link C45Trainer}), J48's defaults. */
public final class C45LearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "c45";
    }

    @Override
    public String usage() {
        return "c45(confidence=0.25, min-leaf=2)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("confidence", "min-leaf", "seed");
        try {
            return new C45Trainer(new C45Params(spec.number("confidence", C45Params.DEFAULT_CONFIDENCE),
                    spec.number("min-leaf", C45Params.DEFAULT_MIN_LEAF)));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("c45: " + e.getMessage(), e);
        }
    }
}

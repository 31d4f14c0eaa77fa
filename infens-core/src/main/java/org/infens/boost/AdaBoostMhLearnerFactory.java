package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code adaboost-mh(T=500, variant=discrete)}: multi-class AdaBoost.MH with stumps ({@link AdaBoostMhTrainer}),
 * {@code variant=real} for the domain-partitioning stumps.
 */
public final class AdaBoostMhLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "adaboost-mh";
    }

    @Override
    public String usage() {
        return "adaboost-mh(T=500, variant=discrete)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("T", "variant", "seed");
        String variant = spec.word("variant", "discrete");
        if (!variant.equals("discrete") && !variant.equals("real")) {
            throw new IllegalArgumentException("adaboost-mh: variant must be discrete or real, got "
                    + Quote.of(variant));
        }
        try {
            return new AdaBoostMhTrainer(new AdaBoostMhParams(spec.integer("T", AdaBoostMhParams.DEFAULT_ROUNDS),
                    variant.equals("real")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("adaboost-mh") ? e.getMessage()
                    : "adaboost-mh: " + e.getMessage(), e);
        }
    }
}

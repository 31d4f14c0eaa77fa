package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code adaboost-ecc(T=500, coloring=random)}: multi-class AdaBoost.ECC with stumps ({@link AdaBoostEccTrainer}),
 * {@code coloring=max-cut} for the greedy max-cut colourings.
 */
public final class AdaBoostEccLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "adaboost-ecc";
    }

    @Override
    public String usage() {
        return "adaboost-ecc(T=" + AdaBoostEccTrainer.DEFAULT_ROUNDS + ", coloring=random)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("T", "coloring", "seed");
        String coloring = spec.word("coloring", "random");
        if (!coloring.equals("random") && !coloring.equals("max-cut")) {
            throw new IllegalArgumentException("adaboost-ecc: coloring must be random or max-cut, got "
                    + Quote.of(coloring));
        }
        try {
            return new AdaBoostEccTrainer(spec.integer("T", AdaBoostEccTrainer.DEFAULT_ROUNDS),
                    coloring.equals("max-cut"), context.seed());
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}

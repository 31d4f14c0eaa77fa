package org.infens.forest;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code random-forest(trees=100, features=log2, bootstrap=1, min-leaf=1, max-depth=0)}: a
 * {@link RandomForestTrainer}; {@code features} is {@code log2}, {@code sqrt}, {@code all} or a count.
 */
public final class RandomForestLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "random-forest";
    }

    @Override
    public String usage() {
        return "random-forest(trees=100, features=log2, bootstrap=1, min-leaf=1, max-depth=0)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("trees", "features", "bootstrap", "min-leaf", "max-depth", "seed");
        return new RandomForestTrainer(params(spec, context, features(spec)));
    }

    /** The parameters common to random forests and bagging, with {@code features} given. */
    static RandomForestParams params(Spec spec, LearnerContext context, int features) {
        double bootstrap = spec.number("bootstrap", 1);
        if (bootstrap != 0 && bootstrap != 1) {
            throw new IllegalArgumentException(spec.name() + ": bootstrap must be 0 or 1, got "
                    + Spec.formatNumber(bootstrap));
        }
        try {
            return new RandomForestParams(spec.integer("trees", RandomForestParams.DEFAULT_TREES), features,
                    bootstrap == 1, spec.integer("min-leaf", 1), spec.integer("max-depth", 0), context.threads(),
                    context.seed());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(spec.name() + ": " + e.getMessage(), e);
        }
    }

    private static int features(Spec spec) {
        Object v = spec.get("features");
        if (v == null) {
            return RandomForestParams.LOG2;
        }
        if (v instanceof Double) {
            int k = spec.integer("features", 1);
            if (k < 1) {
                throw new IllegalArgumentException(spec.name() + ": features must be >= 1, log2, sqrt or all, got "
                        + k);
            }
            return k;
        }
        String word = spec.word("features", "log2");
        return switch (word) {
            case "log2" -> RandomForestParams.LOG2;
            case "sqrt" -> RandomForestParams.SQRT;
            case "all" -> RandomForestParams.ALL;
            default -> throw new IllegalArgumentException(spec.name()
                    + ": features must be a count, log2, sqrt or all, got " + Quote.of(word));
        };
    }
}

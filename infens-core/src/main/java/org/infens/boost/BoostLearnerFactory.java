package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.data.Quote;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * {@code adaboost(base=stump, T=100)} (also {@code T=cv, folds=5, max-T=1500, step=10}) and
 * {@code lpboost(base=stump, C=1, columns=1000)} ({@code C=inf} for the hard margin): boosting over any weighted
 * base learner spec, {@code stump} by default. The nested base learner takes the ensemble's seed unless it sets its
 * own; each round's seed is split from it. {@code resample(base=c45)}: boosting by resampling
 * ({@link ResamplingTrainer}), a weighted base learner made of any classifier spec.
 */
public abstract class BoostLearnerFactory implements LearnerFactory {
    private static final String DEFAULT_BASE = "stump";

    private BoostLearnerFactory() {
    }

    static Spec base(Spec spec) {
        return spec.has("base") ? spec.spec("base") : Spec.of(DEFAULT_BASE);
    }

    /** {@code adaboost(...)}: {@link AdaBoostTrainer}. */
    public static final class AdaBoost extends BoostLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public AdaBoost() {
        }

        @Override
        public String name() {
            return "adaboost";
        }

        @Override
        public String usage() {
            return "adaboost(base=stump, T=100)  or  adaboost(base=stump, T=cv, folds=5, max-T=1500, step=10)";
        }

        @Override
        public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
            spec.requireOnly("base", "T", "folds", "max-T", "step", "seed");
            Spec base = base(spec);
            WeightedTrainer<? extends Classifier> trainer = Learners.createWeighted(base, context, "adaboost: base");
            Object t = spec.get("T");
            boolean cv = t != null && !(t instanceof Double) && "cv".equals(spec.word("T", ""));
            AdaBoostParams params;
            try {
                if (cv) {
                    params = AdaBoostParams.crossValidated(spec.integer("folds", AdaBoostParams.DEFAULT_FOLDS),
                            spec.integer("max-T", AdaBoostParams.DEFAULT_MAX_ROUNDS),
                            spec.integer("step", AdaBoostParams.DEFAULT_STEP));
                } else {
                    if (t != null && !(t instanceof Double)) {
                        throw new IllegalArgumentException("T must be a number or cv, got "
                                + Quote.of(spec.word("T", "")));
                    }
                    for (String key : new String[] {"folds", "max-T", "step"}) {
                        if (spec.has(key)) {
                            throw new IllegalArgumentException(key + " needs T=cv");
                        }
                    }
                    params = AdaBoostParams.fixed(spec.integer("T", AdaBoostParams.DEFAULT_ROUNDS));
                }
            } catch (IllegalArgumentException e) {
                throw spec.named(e);
            }
            return new AdaBoostTrainer(trainer, base.toString(), params, context.seed(), context.threads());
        }
    }

    /** {@code lpboost(...)}: {@link LpBoostTrainer}. */
    public static final class LpBoost extends BoostLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public LpBoost() {
        }

        @Override
        public String name() {
            return "lpboost";
        }

        @Override
        public String usage() {
            return "lpboost(base=stump, C=1, columns=1000)  [C=inf: hard margin]";
        }

        @Override
        public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
            spec.requireOnly("base", "C", "columns", "seed");
            Spec base = base(spec);
            WeightedTrainer<? extends Classifier> trainer = Learners.createWeighted(base, context, "lpboost: base");
            LpBoostParams params;
            try {
                params = new LpBoostParams(spec.number("C", LpBoostParams.DEFAULT_C),
                        spec.integer("columns", LpBoostParams.DEFAULT_COLUMNS));
            } catch (IllegalArgumentException e) {
                throw spec.named(e);
            }
            return new LpBoostTrainer(trainer, base.toString(), params, context.seed())
                    .withListener(context.listener());
        }
    }

    /** {@code resample(base=c45)}: {@link ResamplingTrainer} over any classifier spec, C4.5 by default. */
    public static final class Resample extends BoostLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public Resample() {
        }

        @Override
        public String name() {
            return "resample";
        }

        @Override
        public String usage() {
            return "resample(base=c45)  [any classifier, fitted to a sample drawn from the example weights]";
        }

        @Override
        public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
            spec.requireOnly("base", "seed");
            Spec base = spec.has("base") ? spec.spec("base") : Spec.of("c45");
            return new ResamplingTrainer(Learners.create(base, context), context.seed());
        }
    }
}

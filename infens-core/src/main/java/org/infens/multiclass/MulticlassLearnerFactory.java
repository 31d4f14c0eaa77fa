package org.infens.multiclass;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * {@code ovo(base=perceptron)} and {@code ovr(base=perceptron)}: the multi-class wrappers over any learner spec
 * (nested specs take the wrapper's seed unless they set their own; the pairs' seeds are split from it).
 */
public abstract class MulticlassLearnerFactory implements LearnerFactory {
    private static final String DEFAULT_BASE = "perceptron";

    private MulticlassLearnerFactory() {
    }

    @Override
    public String usage() {
        return name() + "(base=" + DEFAULT_BASE + ")";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("base", "seed");
        Spec base = spec.has("base") ? spec.spec("base") : Spec.of(DEFAULT_BASE);
        Trainer<? extends Classifier> trainer = Learners.create(base, context);
        return wrap(trainer, base.toString(), context);
    }

    abstract Trainer<? extends Classifier> wrap(Trainer<? extends Classifier> base, String baseSpec,
                                                LearnerContext context);

    /** {@code ovo(base=...)}: {@link OneVsOneTrainer}. */
    public static final class OneVsOne extends MulticlassLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public OneVsOne() {
        }

        @Override
        public String name() {
            return "ovo";
        }

        @Override
        Trainer<? extends Classifier> wrap(Trainer<? extends Classifier> base, String baseSpec, LearnerContext c) {
            return new OneVsOneTrainer(base, baseSpec, c.seed(), c.threads());
        }
    }

    /** {@code ovr(base=...)}: {@link OneVsRestTrainer}. */
    public static final class OneVsRest extends MulticlassLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public OneVsRest() {
        }

        @Override
        public String name() {
            return "ovr";
        }

        @Override
        Trainer<? extends Classifier> wrap(Trainer<? extends Classifier> base, String baseSpec, LearnerContext c) {
            return new OneVsRestTrainer(base, baseSpec, c.seed(), c.threads());
        }
    }
}

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

    /** How a wrapper's trainer is made from the base trainer, its spec, the seed and the thread count. */
    private interface Wrapper {
        Trainer<? extends Classifier> wrap(Trainer<? extends Classifier> base, String baseSpec, long seed,
                                           int threads);
    }

    private final String name;
    private final Wrapper wrapper;

    private MulticlassLearnerFactory(String name, Wrapper wrapper) {
        this.name = name;
        this.wrapper = wrapper;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String usage() {
        return name + "(base=" + DEFAULT_BASE + ")";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("base", "seed");
        Spec base = spec.has("base") ? spec.spec("base") : Spec.of(DEFAULT_BASE);
        Trainer<? extends Classifier> trainer = Learners.create(base, context);
        return wrapper.wrap(trainer, base.toString(), context.seed(), context.threads());
    }

    /** {@code ovo(base=...)}: {@link OneVsOneTrainer}. */
    public static final class OneVsOne extends MulticlassLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public OneVsOne() {
            super("ovo", OneVsOneTrainer::new);
        }
    }

    /** {@code ovr(base=...)}: {@link OneVsRestTrainer}. */
    public static final class OneVsRest extends MulticlassLearnerFactory {
        /** For {@link java.util.ServiceLoader}. */
        public OneVsRest() {
            super("ovr", OneVsRestTrainer::new);
        }
    }
}

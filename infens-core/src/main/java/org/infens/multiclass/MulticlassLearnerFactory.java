package org.infens.multiclass;

import java.util.Map;
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
    /** The class-weight parameter of {@code svm}. */
    private static final String CLASS_WEIGHTS = "weights";

    /** How a wrapper's trainer is made from its settings. */
    private interface Wrapper {
        Trainer<? extends Classifier> wrap(WrapperSettings settings);
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

    /**
     * The wrapper over the base spec's trainer. A base {@code svm(weights={...})} is checked as written and then
     * trained without its class weights, which the wrapper applies to every binary problem's rows instead ({@link
     * BinaryProblems#classWeighted}): each pair's SVM then has LIBSVM's weighted C of its own two classes, as
     * {@code svm(weights={...})} alone has, where the base SVM would refuse a weight of a class not in its pair.
     */
    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("base", "seed");
        Spec base = spec.has("base") ? spec.spec("base") : Spec.of(DEFAULT_BASE);
        Trainer<? extends Classifier> trainer = Learners.create(base, context);
        Map<String, Double> classWeights = Map.of();
        if (base.name().equals("svm") && base.has(CLASS_WEIGHTS)) {
            classWeights = base.labelMap(CLASS_WEIGHTS);
            trainer = Learners.create(base.without(CLASS_WEIGHTS), context);
        }
        return wrapper.wrap(new WrapperSettings(trainer, base.toString(), context.seed(), context.threads(),
                classWeights));
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

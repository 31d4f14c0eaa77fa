package org.infens.boost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code sampled-perceptron(candidates=2000)}: the best of randomly drawn perceptrons, Shen &amp; Liu 2014's weak
 * learner ({@link SampledPerceptronTrainer}), e.g. {@code adaboost(base=sampled-perceptron, T=500)}.
 */
public final class SampledPerceptronLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "sampled-perceptron";
    }

    @Override
    public String usage() {
        return "sampled-perceptron(candidates=" + SampledPerceptronTrainer.DEFAULT_CANDIDATES + ")";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("candidates", "seed");
        try {
            return new SampledPerceptronTrainer(spec.integer("candidates", SampledPerceptronTrainer.DEFAULT_CANDIDATES),
                    context.seed(), context.threads());
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}

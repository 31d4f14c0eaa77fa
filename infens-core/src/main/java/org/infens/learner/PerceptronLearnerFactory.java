package org.infens.learner;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * {@code perceptron(epochs=200)}: the RCD perceptron ({@link PerceptronTrainer}). With a {@code kernel=} argument the
 * spec means the kernel Perceptron (issue 7): it is handed on, renamed, to the learner {@code kernel-perceptron}
 * with the same arguments, e.g. {@code perceptron(kernel=rbf, epochs=10)} is
 * {@code kernel-perceptron(kernel=rbf, epochs=10)}.
 */
public final class PerceptronLearnerFactory implements LearnerFactory {
    /** The learner a {@code perceptron(kernel=...)} spec is handed to. */
    static final String KERNEL_PERCEPTRON = "kernel-perceptron";

    @Override
    public String name() {
        return "perceptron";
    }

    @Override
    public String usage() {
        return "perceptron(epochs=200)  [with kernel=...: kernel-perceptron]";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        if (spec.has("kernel")) {
            if (!Learners.names().contains(KERNEL_PERCEPTRON)) {
                throw new IllegalArgumentException("perceptron: kernel=" + spec.get("kernel") + " asks for the kernel Perceptron, but no learner named '"
                        + KERNEL_PERCEPTRON + "' is registered; known learners: "
                        + String.join(", ", Learners.names()));
            }
            Spec renamed = Spec.of(KERNEL_PERCEPTRON);
            for (String key : spec.keys()) {
                renamed = renamed.with(key, spec.get(key));
            }
            return Learners.create(renamed, context);
        }
        spec.requireOnly("epochs", "seed");
        PerceptronParams p;
        try {
            p = new PerceptronParams(spec.integer("epochs", PerceptronParams.DEFAULT_EPOCHS));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("perceptron:") ? e.getMessage()
                    : "perceptron: " + e.getMessage(), e);
        }
        return new PerceptronTrainer(p, context.seed());
    }
}

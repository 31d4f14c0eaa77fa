package org.infens.kernelboost;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.kernel.Kernels;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;
import org.infens.svm.SvmParams;

/**
 * {@code kernelboost(loss=log, rounds=30, base=linear, unlabelled=train, learner=perceptron, epochs=10, average=1,
 * C=1)}: a kernel learned by boosting over pairs (Crammer, Keshet &amp; Singer 2002) and a classifier trained with it
 * ({@link KernelBoostTrainer}): the kernel Perceptron ({@code learner=perceptron}, with {@code epochs} and
 * {@code average}, averaged by default as {@link KernelPerceptronParams#defaults()} explains) or a C-SVM
 * ({@code learner=svm}, with {@code C}). {@code base} is any kernel spec (e.g. {@code rbf(gamma=0.02)}).
 * {@code unlabelled} must be {@code train} here: a learner spec only sees the training data, so transductive use
 * (templates from the test inputs) goes through {@link KernelBoostTrainer#withUnlabelled} in the library.
 */
public final class KernelBoostLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "kernelboost";
    }

    @Override
    public String usage() {
        return "kernelboost(loss=log, rounds=30, base=linear, unlabelled=train, learner=perceptron, epochs=10, "
                + "average=1, C=1)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("loss", "rounds", "base", "unlabelled", "learner", "epochs", "average", "C", "seed");
        try {
            String unlabelled = spec.word("unlabelled", "train");
            if (!unlabelled.equals("train")) {
                throw new IllegalArgumentException("unlabelled must be train in a learner spec (a learner sees only "
                        + "its training data; use KernelBoostTrainer.withUnlabelled for test inputs), got "
                        + unlabelled);
            }
            KernelBoostParams boost = new KernelBoostParams(PairLoss.fromName(spec.word("loss", "log")),
                    spec.integer("rounds", KernelBoostParams.DEFAULT_ROUNDS),
                    Kernels.fromSpec(spec.has("base") ? spec.spec("base") : Spec.of("linear")));
            long seed = spec.has("seed") ? (long) spec.number("seed", 0) : context.seed();
            KernelBoostTrainer t = new KernelBoostTrainer(boost, seed).withThreads(context.threads());
            String learner = spec.word("learner", "perceptron");
            switch (learner) {
                case "perceptron":
                    if (spec.has("C")) {
                        throw new IllegalArgumentException("C applies to learner=svm only");
                    }
                    return t.withPerceptron(spec.integer("epochs", KernelPerceptronParams.DEFAULT_EPOCHS),
                            KernelPerceptronLearnerFactory.flag(spec, "average",
                                    KernelPerceptronParams.defaults().average()));
                case "svm":
                    if (spec.has("epochs") || spec.has("average")) {
                        throw new IllegalArgumentException("epochs and average apply to learner=perceptron only");
                    }
                    return t.withSvm(SvmParams.of(boost.base()).withC(spec.number("C", SvmParams.DEFAULT_C)));
                default:
                    throw new IllegalArgumentException("learner must be perceptron or svm, got " + Quote.of(learner));
            }
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }
}

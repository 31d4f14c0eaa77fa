package org.infens.kernelboost;

import java.util.Objects;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;

/**
 * Parameters of the kernel Perceptron ({@link KernelPerceptronTrainer}).
 *
 * @param kernel  any positive semi-definite kernel (a conditionally positive definite one, such as the simplified
 *                stump kernel, needs a bias the Perceptron does not have, and is refused)
 * @param epochs  passes over the training data, {@code >= 1}; training stops early after a pass without mistakes
 * @param average whether the model holds the averaged hypothesis (the mean of the hypotheses after every step)
 *                instead of the last one
 */
public record KernelPerceptronParams(Kernel kernel, int epochs, boolean average) {
    /** 004's synthetic experiment: 10 epochs. */
    public static final int DEFAULT_EPOCHS = 10;

    /** Validates the parameters. */
    public KernelPerceptronParams {
        Objects.requireNonNull(kernel, "kernel");
        if (epochs < 1) {
            throw new IllegalArgumentException("epochs must be >= 1, got " + epochs);
        }
        if (kernel.isConditionallyPositiveDefinite()) {
            throw new IllegalArgumentException("kernel must be positive semi-definite; " + kernel.spec()
                    + " is only conditionally positive definite and needs a bias term");
        }
    }

    /** The linear kernel, {@value #DEFAULT_EPOCHS} epochs, no averaging. */
    public static KernelPerceptronParams defaults() {
        return new KernelPerceptronParams(new LinearKernel(), DEFAULT_EPOCHS, false);
    }

    /** These parameters with another kernel. */
    public KernelPerceptronParams withKernel(Kernel k) {
        return new KernelPerceptronParams(k, epochs, average);
    }

    /** These parameters with another number of epochs. */
    public KernelPerceptronParams withEpochs(int e) {
        return new KernelPerceptronParams(kernel, e, average);
    }

    /** These parameters with averaging on or off. */
    public KernelPerceptronParams withAverage(boolean a) {
        return new KernelPerceptronParams(kernel, epochs, a);
    }
}

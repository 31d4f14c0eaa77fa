package org.infens.learner;

/**
 * Parameters of {@link PerceptronTrainer}.
 *
 * @param epochs how many epochs of random coordinate descent (each: one random direction and one bias step, see
 *               {@link PerceptronTrainer}); Lin &amp; Li 2008, Sec. 7 uses 200
 */
public record PerceptronParams(int epochs) {
    /** The papers' setting: 200 epochs (Lin &amp; Li 2008, Sec. 7). */
    public static final int DEFAULT_EPOCHS = 200;

    /** Validates {@code epochs}. */
    public PerceptronParams {
        if (epochs < 0) {
            throw new IllegalArgumentException("epochs must be >= 0, got " + epochs);
        }
    }

    /** The defaults: 200 epochs. */
    public static PerceptronParams defaults() {
        return new PerceptronParams(DEFAULT_EPOCHS);
    }

    /** A copy with {@code epochs}. */
    public PerceptronParams withEpochs(int newEpochs) {
        return new PerceptronParams(newEpochs);
    }
}

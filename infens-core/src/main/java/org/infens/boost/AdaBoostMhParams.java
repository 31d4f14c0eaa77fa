package org.infens.boost;

/**
 * Parameters of {@link AdaBoostMhTrainer}.
 *
 * @param rounds the number of boosting rounds T (Shen &amp; Liu 2014, Sec. VI-B caps every boosting method at 500)
 */
public record AdaBoostMhParams(int rounds) {
    /** Shen &amp; Liu 2014's cap on iterations, 500. */
    public static final int DEFAULT_ROUNDS = 500;

    /** Validates {@code rounds}. */
    public AdaBoostMhParams {
        if (rounds < 1) {
            throw new IllegalArgumentException("T must be >= 1, got " + rounds);
        }
    }

    /** T = 500. */
    public static AdaBoostMhParams defaults() {
        return new AdaBoostMhParams(DEFAULT_ROUNDS);
    }
}

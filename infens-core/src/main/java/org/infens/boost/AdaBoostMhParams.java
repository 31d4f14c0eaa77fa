package org.infens.boost;

/**
 * Parameters of {@link AdaBoostMhTrainer}.
 *
 * @param rounds the number of boosting rounds T (Shen &amp; Liu 2014, Sec. VI-B caps every boosting method at 500)
 * @param real   the real variant with domain-partitioning stumps (Schapire &amp; Singer 1999, Sec. 4) instead of the
 *               discrete one with vote vectors (Sec. 7), see {@link AdaBoostMhTrainer}
 */
public record AdaBoostMhParams(int rounds, boolean real) {
    /** Shen &amp; Liu 2014's cap on iterations, 500. */
    public static final int DEFAULT_ROUNDS = 500;

    /** Validates {@code rounds}. */
    public AdaBoostMhParams {
        if (rounds < 1) {
            throw new IllegalArgumentException("T must be >= 1, got " + rounds);
        }
    }

    /** The discrete variant with T rounds. */
    public AdaBoostMhParams(int rounds) {
        this(rounds, false);
    }

    /** T = 500, the discrete variant. */
    public static AdaBoostMhParams defaults() {
        return new AdaBoostMhParams(DEFAULT_ROUNDS);
    }
}

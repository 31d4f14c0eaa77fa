package org.infens.spec;

/**
 * What a learner spec does not say but a trainer needs: the caller's seed and how many threads it may use.
 *
 * @param seed    the seed for every random choice the learner makes (nested learners derive theirs from it)
 * @param threads how many threads the learner may use, {@code >= 1}; results do not depend on it
 */
public record LearnerContext(long seed, int threads) {
    /** Validates {@code threads}. */
    public LearnerContext {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    /** Seed 0 and one thread. */
    public static LearnerContext defaults() {
        return new LearnerContext(0L, 1);
    }
}

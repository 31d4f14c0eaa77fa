package org.infens.spec;

/**
 * What a learner spec does not say but a trainer needs: the caller's seed, how many threads it may use, and who is
 * told about the solvers' work.
 *
 * @param seed     the seed for every random choice the learner makes (nested learners derive theirs from it)
 * @param threads  how many threads the learner may use, {@code >= 1}; results do not depend on it
 * @param listener told about the optimisation problems solved inside the fit (diagnostics; nested learners and
 *                 the fits of a grid search get the same listener)
 */
public record LearnerContext(long seed, int threads, SolverListener listener) {
    /** Validates {@code threads} and the listener. */
    public LearnerContext {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        if (listener == null) {
            throw new IllegalArgumentException("listener must not be null (SolverListener.NONE ignores everything)");
        }
    }

    /** A context whose solvers tell no one ({@link SolverListener#NONE}). */
    public LearnerContext(long seed, int threads) {
        this(seed, threads, SolverListener.NONE);
    }

    /** This context with another seed (same threads and listener). */
    public LearnerContext withSeed(long newSeed) {
        return new LearnerContext(newSeed, threads, listener);
    }

    /** This context with another thread count (same seed and listener). */
    public LearnerContext withThreads(int newThreads) {
        return new LearnerContext(seed, newThreads, listener);
    }

    /** This context telling {@code newListener} about its solvers. */
    public LearnerContext withListener(SolverListener newListener) {
        return new LearnerContext(seed, threads, newListener);
    }

    /** Seed 0 and one thread. */
    public static LearnerContext defaults() {
        return new LearnerContext(0L, 1);
    }
}

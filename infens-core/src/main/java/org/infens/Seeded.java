package org.infens;

/**
 * A trainer that makes random choices, and can be re-created with another seed. Ensembles that call a base
 * learner many times (boosting) give each call its own seed, split from theirs in call order, so the ensemble is
 * reproducible from its seed alone.
 *
 * @param <T> the trainer type; {@link #withSeed} returns a trainer of the same kind and parameters
 */
public interface Seeded<T> {
    /** The seed this trainer uses. */
    long seed();

    /** The same trainer with {@code seed}. */
    T withSeed(long seed);

    /**
     * {@code trainer} with {@code seed} if it makes random choices (is {@link Seeded}), else {@code trainer} itself:
     * how a learner that calls another one (a boosting round, a pair of classes, a resample) gives it a seed.
     */
    @SuppressWarnings("unchecked")
    static <R> R reseeded(R trainer, long seed) {
        return trainer instanceof Seeded<?> s ? (R) s.withSeed(seed) : trainer;
    }
}

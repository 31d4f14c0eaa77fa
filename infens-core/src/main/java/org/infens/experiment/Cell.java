package org.infens.experiment;

import java.util.Objects;

/**
 * One unit of work: a method on one run of one data set. Its {@link #key()} names exactly what is computed (data
 * set, run, seed, spec and grid), so a stored result is reused only for the same computation.
 *
 * @param dataset the data set name
 * @param method  the method
 * @param run     the run number, from 0
 * @param seed    the run's seed ({@link ExperimentData#cellSeed})
 * @param quick   whether the method's {@code --quick} spec and grid are used
 */
public record Cell(String dataset, Method method, int run, long seed, boolean quick) {
    /** Validates. */
    public Cell {
        Objects.requireNonNull(dataset, "dataset");
        Objects.requireNonNull(method, "method");
        if (run < 0) {
            throw new IllegalArgumentException("run must be >= 0, got " + run);
        }
    }

    /** The identity of the computation, as stored. */
    public String key() {
        return dataset + " | run " + run + " | seed " + seed + " | " + method.identity(quick);
    }
}

package org.infens.spec;

/**
 * Told about every optimisation problem a learner solves inside its fit: each restricted master LP of LPBoost and
 * each restricted master SVM of CGEns, with the work it took. Diagnostics only: a listener never changes a result.
 * {@code infens reproduce} counts them per cell, so that a report can say how many LPs the protocol solved and the
 * most pivots any of them took.
 *
 * <p>Called on the thread that fits; a learner that fits on several threads (a grid search with {@code threads > 1})
 * calls it from each, so an implementation shared by them must be thread-safe.
 */
public interface SolverListener {
    /** The listener that ignores everything. */
    SolverListener NONE = new SolverListener() {
    };

    /**
     * A linear program was solved to optimality.
     *
     * @param rows       its constraint rows
     * @param variables  its structural variables
     * @param pivots     the simplex pivots it took (all phases and restarts)
     * @param coldStarts how many times it was started again from a cold basis after its warm start stalled
     */
    default void linearProgram(int rows, int variables, long pivots, int coldStarts) {
    }

    /**
     * A restricted master SVM of column generation was solved.
     *
     * @param rows      its examples
     * @param columns   its columns (weak hypotheses)
     * @param epochs    the passes over the rows it took (0 for a solver that does not work in epochs)
     * @param converged whether it met its stopping tolerance (false: it stopped at its cap)
     */
    default void masterSvm(int rows, int columns, int epochs, boolean converged) {
    }
}

package org.infens.experiment;

import org.infens.Stored;
import org.infens.spec.SolverListener;

/**
 * The optimisation problems solved inside one cell (its grid search and its final fit), for the report's account of
 * the solvers: LPBoost's restricted master LPs and CGEns's restricted master SVMs.
 *
 * @param linearPrograms LPs solved
 * @param pivots         simplex pivots over all of them
 * @param maxPivots      the most pivots one LP took
 * @param maxRows        the most constraint rows of an LP
 * @param coldStarts     LPs solved again from a cold basis after their warm start stalled
 * @param masterSvms     restricted master SVMs solved
 * @param epochs         coordinate-descent epochs over all of them
 * @param maxEpochs      the most epochs one of them took
 * @param capped         master SVMs that stopped at their epoch cap instead of the tolerance
 */
@Stored.AsArray
public record SolverCounts(long linearPrograms, long pivots, long maxPivots, long maxRows, long coldStarts,
                           long masterSvms, long epochs, long maxEpochs, long capped) {
    /** Nothing solved. */
    static final SolverCounts NONE = new SolverCounts(0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** Both cells' problems together. */
    SolverCounts plus(SolverCounts o) {
        return new SolverCounts(linearPrograms + o.linearPrograms, pivots + o.pivots, Math.max(maxPivots, o.maxPivots),
                Math.max(maxRows, o.maxRows), coldStarts + o.coldStarts, masterSvms + o.masterSvms,
                epochs + o.epochs, Math.max(maxEpochs, o.maxEpochs), capped + o.capped);
    }

    /** A {@link SolverListener} that counts into one {@link SolverCounts}; thread-safe. */
    static final class Tally implements SolverListener {
        private SolverCounts counts = SolverCounts.NONE;

        @Override
        public synchronized void linearProgram(int rows, int variables, long pivotCount, int coldStartCount) {
            counts = counts.plus(new SolverCounts(1, pivotCount, pivotCount, rows, coldStartCount, 0, 0, 0, 0));
        }

        @Override
        public synchronized void masterSvm(int rows, int columns, int epochCount, boolean converged) {
            counts = counts.plus(new SolverCounts(0, 0, 0, 0, 0, 1, epochCount, epochCount, converged ? 0 : 1));
        }

        synchronized SolverCounts counts() {
            return counts;
        }
    }
}

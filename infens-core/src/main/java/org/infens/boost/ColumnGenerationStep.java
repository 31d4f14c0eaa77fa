package org.infens.boost;

import org.infens.Check;
import org.infens.Stored;

/**
 * One iteration of column generation, for convergence plots: after the {@code columns}-th column was added and the
 * restricted problem re-solved.
 *
 * @param columns         J, the number of columns in the restricted problem
 * @param score           the selection score of the column added, |sum_i y_i alpha_i h(x_i)| of (8) (CGEns) or
 *                        max_tau |sum_i U_{i tau} h(x_i)| of (13) (CGEns-SLS), with the duals before it was added
 * @param primalObjective the restricted primal objective after the solve: (1) for CGEns, (10) for CGEns-SLS
 * @param dualObjective   the restricted dual objective after the solve: (2) for CGEns; for CGEns-SLS the dual of
 *                        (10), sum_tau [U_tau.L_tau - 1/2 ||w_tau||^2 - ||U_tau||^2 / (2C)]
 */
@Stored.AsArray
public record ColumnGenerationStep(int columns, double score, double primalObjective, double dualObjective) {
    /** Checks that J is at least 1 and the values finite. */
    public ColumnGenerationStep {
        Check.range("columns", columns, 1, Integer.MAX_VALUE);
        Check.finite("score", score);
        Check.finite("primalObjective", primalObjective);
        Check.finite("dualObjective", dualObjective);
    }

    /** The restricted duality gap, primal minus dual (the solver's accuracy, not the gap to the full problem). */
    public double gap() {
        return primalObjective - dualObjective;
    }
}

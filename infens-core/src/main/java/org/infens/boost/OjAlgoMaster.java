package org.infens.boost;

import org.infens.OjAlgo;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The soft-margin restricted master of LPBoost solved from scratch by ojAlgo: the fallback of {@link LpBoostMaster}
 * when its warm-started simplex stalls. Both forms are solved, each by ojAlgo's LP solver, so that no multiplier
 * has to be read back from ojAlgo:
 * <ul>
 *   <li>the dual, for the example weights the next column is chosen by: max sum_i d_i s.t.
 *       sum_i d_i a_ti &lt;= 1 for every column t, 0 &lt;= d_i &lt;= U_i;</li>
 *   <li>the primal (002 (P4) restricted to the columns so far), for the hypothesis weights: min sum_t w_t +
 *       sum_i U_i xi_i s.t. sum_t a_ti w_t + xi_i &gt;= 1, w, xi &gt;= 0,</li>
 * </ul>
 * where a_ti = y_i h_t(x_i). Strong duality makes the two optima equal. Slow (two solves from scratch per column),
 * so it is used only once the hand-written solver has failed.
 */
final class OjAlgoMaster {
    private final int n;
    private final double[] upper;
    /** The example weights d of the last solve. */
    double[] duals;
    /** The hypothesis weights w of the last solve, one per column. */
    double[] weights;

    OjAlgoMaster(int n, double[] upper) {
        OjAlgo.load();
        this.n = n;
        this.upper = upper.clone();
    }

    /** Solves the LP over the columns {@code rows[0, m)} (each a_t, one entry per example). */
    void solve(double[][] rows, int m) {
        ExpressionsBasedModel dual = new ExpressionsBasedModel();
        Variable[] d = new Variable[n];
        for (int i = 0; i < n; i++) {
            d[i] = dual.addVariable("d" + i).lower(0).upper(upper[i]).weight(1);
        }
        for (int t = 0; t < m; t++) {
            Expression e = dual.addExpression("h" + t).upper(1);
            for (int i = 0; i < n; i++) {
                if (rows[t][i] != 0) {
                    e.set(d[i], rows[t][i]);
                }
            }
        }
        Optimisation.Result dr = dual.maximise();
        check(dr, "dual");
        duals = new double[n];
        for (int i = 0; i < n; i++) {
            duals[i] = Math.max(0, Math.min(upper[i], dr.doubleValue(i)));
        }

        ExpressionsBasedModel primal = new ExpressionsBasedModel();
        Variable[] w = new Variable[m];
        for (int t = 0; t < m; t++) {
            w[t] = primal.addVariable("w" + t).lower(0).weight(1);
        }
        for (int i = 0; i < n; i++) {
            Variable xi = primal.addVariable("xi" + i).lower(0).weight(upper[i]);
            Expression e = primal.addExpression("margin" + i).lower(1);
            e.set(xi, 1);
            for (int t = 0; t < m; t++) {
                if (rows[t][i] != 0) {
                    e.set(w[t], rows[t][i]);
                }
            }
        }
        Optimisation.Result pr = primal.minimise();
        check(pr, "primal");
        weights = new double[m];
        for (int t = 0; t < m; t++) {
            weights[t] = Math.max(0, pr.doubleValue(t));
        }
    }

    private static void check(Optimisation.Result r, String form) {
        if (!r.getState().isOptimal()) {
            throw new IllegalStateException("lpboost master: ojAlgo did not solve the restricted " + form
                    + " LP either (" + r.getState() + ")");
        }
    }
}

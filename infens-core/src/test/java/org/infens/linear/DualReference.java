package org.infens.linear;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.optimisation.Variable;

/**
 * The optimum of the restricted master's dual (2) by a solver that shares no code with ours (ojAlgo's QP), for the
 * tests of the solvers of (1)-(2) and of the trainers built on them.
 */
public final class DualReference {
    static {
        org.infens.OjAlgo.load();
    }

    private DualReference() {
    }

    /**
     * The optimal value of the dual (2), max 1^T a - 1/2 a^T Q a over 0 &lt;= a &lt;= C with y.a = 0, Q_ik =
     * y_i y_k x_i.x_k for the rows x_i of the columns (column-major), by ojAlgo's QP solver.
     */
    public static double optimum(double[][] columns, double[] y, double c) {
        int m = y.length;
        ExpressionsBasedModel model = new ExpressionsBasedModel();
        Variable[] v = new Variable[m];
        for (int i = 0; i < m; i++) {
            v[i] = model.addVariable("a" + i).lower(0).upper(c);
        }
        Expression objective = model.addExpression("objective").weight(1);
        Expression equality = model.addExpression("y.a").level(0);
        for (int i = 0; i < m; i++) {
            objective.set(v[i], -1);
            equality.set(v[i], y[i]);
            for (int k = 0; k < m; k++) {
                double dot = 0;
                for (double[] h : columns) {
                    dot += h[i] * h[k];
                }
                objective.set(v[i], v[k], y[i] * y[k] * dot / 2);
            }
        }
        Optimisation.Result result = model.minimise();
        assertTrue(result.getState().isOptimal(), "ojAlgo: " + result.getState());
        return -result.getValue();
    }
}

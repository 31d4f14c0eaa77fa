package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.data.Dataset;

/** What the C-SVC dual's solvers (SMO and the additive decomposition) are checked with in their contract tests. */
public final class SolverChecks {
    private SolverChecks() {
    }

    /** y as the solver sees it: +1 for class index 0, -1 otherwise. */
    public static byte[] signs(Dataset data) {
        byte[] y = new byte[data.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = (byte) (data.classOf(i) == 0 ? 1 : -1);
        }
        return y;
    }

    /**
     * Asserts that alpha is feasible: 0 &lt;= a_i &lt;= C_i for every i, and sum_i a_i y_i = 0 within 1e-10 times the
     * larger of 1 and sum_i a_i.
     */
    public static void assertFeasible(double[] a, byte[] y, double[] upper) {
        double sum = 0;
        double sumAbs = 0;
        for (int i = 0; i < a.length; i++) {
            assertTrue(a[i] >= 0 && a[i] <= upper[i], "alpha[" + i + "] = " + a[i] + " outside [0, " + upper[i] + "]");
            sum += a[i] * y[i];
            sumAbs += a[i];
        }
        assertEquals(0, sum, 1e-10 * Math.max(1, sumAbs), "sum alpha_i y_i");
    }
}

package org.infens.boost;

import java.util.ArrayList;
import java.util.List;
import org.ojalgo.optimisation.Expression;
import org.ojalgo.optimisation.ExpressionsBasedModel;
import org.ojalgo.optimisation.ModelEntity;
import org.ojalgo.optimisation.Optimisation;
import org.ojalgo.type.keyvalue.EntryPair;

/**
 * The restricted master LP of LPBoost's column generation, in its dual form over the example weights (one variable
 * per row, one constraint per column found so far), solved with ojAlgo's {@link ExpressionsBasedModel}:
 * <ul>
 *   <li>soft margin (002 (P4), dual): max sum_i d_i s.t. sum_i d_i y_i h_t(x_i) &lt;= 1 for every column t,
 *       0 &lt;= d_i &lt;= C u_i (u the data weights, 1 without); the hypothesis weights w_t are the multipliers of the column constraints;</li>
 *   <li>hard margin (000 (P9)): min beta s.t. sum_i U_i y_i h_t(x_i) &lt;= beta for every t, sum_i U_i = 1,
 *       U_i &gt;= 0; the multipliers w_t (summing to 1) give the largest minimum margin rho = beta.</li>
 * </ul>
 * The dual form keeps the basis small (one row per column) while N is large. ojAlgo is told to use its primal
 * simplex ({@code options.linear().primal()}): its default dual simplex stalled on this LP (300 twonorm rows,
 * C = 0.1: 40 columns in 1.1 s, 80 columns in 53 s, single solves up to 26 s), while the primal simplex converged
 * after 101 columns in 5.4 s. The primal form of the master (one variable per column) solved fast too, but ojAlgo's
 * multipliers for it did not satisfy strong duality, so the dual form is kept. ojAlgo 55 cannot re-solve from the
 * previous basis after a column is added (its {@code UpdatableSolver} only changes variable bounds), so every
 * iteration solves the grown model from scratch; the expressions already added are kept, not rebuilt.
 * Multipliers are matched to constraints by ojAlgo's entity key, not by position.
 */
final class RestrictedMaster {
    static {
        org.infens.OjAlgo.load(); // before any ojAlgo class: it would print to System.out
    }

    private final double[] y;
    private final boolean hard;
    private final ExpressionsBasedModel model = new ExpressionsBasedModel();
    private final org.ojalgo.optimisation.Variable[] d;
    private org.ojalgo.optimisation.Variable beta;
    private final List<Expression> columns = new ArrayList<>();
    private double[] weights = new double[0];
    private double[] duals;
    private double objective;

    /**
     * @param y     the labels, +1 or -1
     * @param upper the upper bound of each d_i: C u_i with the data weights u (soft margin); ignored when
     *              {@code hard}
     * @param hard  whether to solve the hard-margin form
     */
    RestrictedMaster(double[] y, double[] upper, boolean hard) {
        model.options.linear().primal();
        this.y = y;
        int n = y.length;
        this.hard = hard;
        d = new org.ojalgo.optimisation.Variable[n];
        for (int i = 0; i < n; i++) {
            d[i] = model.addVariable("d" + i).lower(0);
            if (!hard) {
                d[i].upper(upper[i]).weight(1);
            }
        }
        duals = new double[n];
        if (hard) {
            beta = model.addVariable("beta").weight(1);
            Expression sum = model.addExpression("sum").level(1);
            for (int i = 0; i < n; i++) {
                sum.set(d[i], 1);
                duals[i] = 1.0 / n;
            }
        } else {
            System.arraycopy(upper, 0, duals, 0, n);
            objective = sum(duals);
        }
    }

    /** Adds the constraint of a column with outputs h(x_i) and re-solves. */
    void add(double[] outputs) {
        Expression e = model.addExpression("h" + columns.size()).upper(hard ? 0 : 1);
        for (int i = 0; i < y.length; i++) {
            e.set(d[i], y[i] * outputs[i]);
        }
        if (hard) {
            e.set(beta, -1);
        }
        columns.add(e);
        solve();
    }

    private void solve() {
        Optimisation.Result r = hard ? model.minimise() : model.maximise();
        if (!r.getState().isOptimal()) {
            throw new IllegalStateException("lpboost: the restricted master LP ended " + r.getState());
        }
        for (int i = 0; i < y.length; i++) {
            duals[i] = d[i].getValue().doubleValue();
        }
        objective = hard ? beta.getValue().doubleValue() : sum(duals);
        java.util.Map<String, Double> byName = new java.util.HashMap<>();
        for (EntryPair.KeyedPrimitive<EntryPair<ModelEntity<?>, Optimisation.ConstraintType>> m
                : r.getMatchedMultipliers()) {
            ModelEntity<?> entity = m.getKey().getKey();
            byName.merge(entity.getName(), m.doubleValue(), Double::sum);
        }
        weights = new double[columns.size()];
        for (int t = 0; t < weights.length; t++) {
            // a constraint the solver removed or did not bind has multiplier 0; the sign convention is ojAlgo's
            weights[t] = Math.abs(byName.getOrDefault(columns.get(t).getName(), 0.0));
        }
    }

    private static double sum(double[] a) {
        double s = 0;
        for (double v : a) {
            s += v;
        }
        return s;
    }

    /** The current example weights: d (soft) or U (hard). */
    double[] duals() {
        return duals;
    }

    /** The current right-hand side of the dual constraints: 1 (soft) or beta (hard). */
    double threshold() {
        return hard ? objective : 1.0;
    }

    /** The optimal value of the master: sum_i d_i (soft) or beta = rho (hard). */
    double objective() {
        return objective;
    }

    /** The hypothesis weights w_t, the multipliers of the column constraints. */
    double[] weights() {
        return weights.clone();
    }
}

package org.infens.boost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Staged;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.InstanceWeights;
import org.infens.spec.SolverListener;
import org.infens.spec.Spec;

/**
 * Soft-margin LPBoost (Demiriz, Bennett &amp; Shawe-Taylor 2002) solving Lin &amp; Li 2008, (P4),
 * min sum_t w_t + C sum_i xi_i s.t. y_i sum_t w_t h_t(x_i) &gt;= 1 - xi_i, xi &gt;= 0, w &gt;= 0, by column
 * generation as in Lin 2005, Algorithm 2; LPBoost-Stump, -Perc and -Dec of Lin &amp; Li 2008, Sec. 7.
 *
 * <p>Each iteration solves the restricted master LP over the columns found so far in its dual form (max sum_i d_i
 * s.t. sum_i d_i y_i h_t(x_i) &lt;= 1 for every column t, 0 &lt;= d_i &lt;= C) with {@link LpBoostMaster}, then asks the
 * {@link ColumnOracle} for the hypothesis of largest edge sum_i d_i y_i h(x_i) on the LP's dual weights d. It stops
 * when that edge is at most 1 + 1e-6 (no column violates a dual constraint by more than this tolerance: the LP over
 * all hypotheses is then solved), when the oracle returns a column already in the master (its constraint already
 * holds, so only round-off could call it violated), or after {@code columns} columns (Lin &amp; Li 2008, Sec. 7 caps at
 * 1000). The weights w_t, the (P4) solution, are minus the master's multipliers of the column rows. Before the first
 * column, the master has no constraint and d_i = C. With data weights u, the slack of row i costs C u_i (so d_i &lt;= C u_i).
 *
 * <p>Hard margin ({@code C=inf}, Lin 2005, Table 5.2): (P4) without slacks, solved as the equivalent
 * largest-minimum-margin LP Lin 2005, (P9) in its dual form: min beta s.t. sum_i U_i y_i h_t(x_i) &lt;= beta, sum U =
 * 1, U &gt;= 0, starting from U_i = 1/N, with the tolerance 1e-6 on edge - beta. Its multipliers w (summing to 1) reach
 * margin rho = beta; if rho &gt; 0 the model's weights are w / rho, the (P4) solution; if rho &lt;= 0 the data cannot
 * be separated by the hypotheses, (P4) has no solution, and the model keeps the largest-margin weights w (our choice;
 * the sign of the ensemble does not depend on the scale).
 *
 * <p>The oracle: {@code base=stump} is the exact search over all middle stumps and constants
 * ({@link ColumnOracle#stumps}), so at convergence the model solves (P4) over all middle stumps (Lin &amp; Li 2008's
 * finiteness property); any other weighted base learner is fitted to the weights d ({@link ColumnOracle#of}), round k
 * seeded with the k-th draw of {@code new SplittableRandom(seed)}. The master is re-solved from the previous optimal
 * basis by a hand-written dual simplex ({@link LpBoostMaster}; ojAlgo cannot warm-start after a column is added). Two
 * classes only.
 */
public final class LpBoostTrainer implements WeightedTrainer<LpBoostModel>, Seeded<LpBoostTrainer>,
        Staged<LpBoostModel> {
    /** A column is violated if its edge exceeds the threshold by more than this. */
    static final double TOLERANCE = 1e-6;
    private final WeightedTrainer<? extends Classifier> base;
    private final String baseSpec;
    private final LpBoostParams params;
    private final long seed;
    private final SolverListener listener;

    /**
     * A trainer.
     *
     * @param base     the base learner; a {@link DecisionStumpTrainer} selects the exact stump oracle
     * @param baseSpec the base learner's spec, for provenance (e.g. {@code stump})
     * @param params   C and the column cap
     * @param seed     the seed of a randomised base learner's fits
     */
    public LpBoostTrainer(WeightedTrainer<? extends Classifier> base, String baseSpec, LpBoostParams params,
                          long seed) {
        this(base, baseSpec, params, seed, SolverListener.NONE);
    }

    private LpBoostTrainer(WeightedTrainer<? extends Classifier> base, String baseSpec, LpBoostParams params,
                           long seed, SolverListener listener) {
        this.base = Objects.requireNonNull(base, "base");
        this.baseSpec = Objects.requireNonNull(baseSpec, "baseSpec");
        this.params = Objects.requireNonNull(params, "params");
        this.seed = seed;
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** This trainer telling {@code newListener} about every restricted master LP it solves (rows, pivots). */
    public LpBoostTrainer withListener(SolverListener newListener) {
        return new LpBoostTrainer(base, baseSpec, params, seed, newListener);
    }

    /** The parameters. */
    public LpBoostParams params() {
        return params;
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("lpboost(base=" + baseSpec + ", C=" + Spec.formatNumber(params.C()) + ", columns="
                + params.columns() + ")");
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public LpBoostTrainer withSeed(long newSeed) {
        return new LpBoostTrainer(base, baseSpec, params, newSeed, listener);
    }

    @Override
    public LpBoostModel fit(Dataset data, double[] weights) {
        return model(data, solve(data, weights), params.columns());
    }

    /**
     * Fits with {@code oracle} as the pricing step instead of the one the base learner selects: for an oracle that
     * searches elsewhere, such as the exact stump search over the feature-partitioned columns of a cluster
     * ({@code infens-spark}, {@link ColumnOracle#stumps(LabelledRows, org.infens.learner.StumpColumns)}), which must
     * return the columns {@link ColumnOracle#stumps(Dataset)} would on the same data. The loop reads the labels,
     * size and weights of {@code rows}, and the model their labels, feature names, dimension and fingerprint; the
     * features are the oracle's business. With the oracle the trainer would build, the model is the ordinary fit's.
     *
     * @param rows    the training rows (their labels and what identifies their data set)
     * @param weights instance weights, or null
     * @param oracle  the oracle bound to the same rows
     */
    public LpBoostModel fit(LabelledRows rows, double[] weights, ColumnOracle oracle) {
        Objects.requireNonNull(oracle, "oracle");
        return model(rows, solveBudgets(rows, weights, new int[] {params.columns()}, () -> oracle).get(0),
                params.columns());
    }

    private LpBoostModel model(LabelledRows data, Solution s, int columns) {
        LpBoostTrainer t = new LpBoostTrainer(base, baseSpec, new LpBoostParams(params.C(), columns), seed);
        Provenance provenance = new Provenance("lpboost", t.spec().toString(), seed, data.fingerprint(),
                data.dimension(), Version.VERSION);
        return new LpBoostModel(new LpBoostModel.State(data.labels(), s.weights, s.members, data.featureNames()),
                provenance);
    }

    @Override
    public int budget() {
        return params.columns();
    }

    @Override
    public Object unbudgeted() {
        return List.of(baseSpec, params.C(), seed);
    }

    /**
     * The models with each number of columns from one run to the largest: the run does not depend on the cap
     * (tested before the search), so the model of b columns is the master's solution after b columns, or the run's
     * end if it converged before. Rows are weighted as {@link #fit(Dataset)} weights them.
     */
    @Override
    public List<LpBoostModel> fitBudgets(Dataset data, int[] budgets) {
        double[] weights = WeightedTrainer.weightsOf(data);
        List<Solution> solutions = solveBudgets(data, weights, budgets);
        List<LpBoostModel> models = new ArrayList<>();
        for (int k = 0; k < budgets.length; k++) {
            models.add(model(data, solutions.get(k), budgets[k]));
        }
        return models;
    }

    /**
     * The outcome of column generation.
     *
     * @param members   the columns' hypotheses, in the order found
     * @param outputs   h_t(x_i) of each column
     * @param weights   the model's w_t
     * @param duals     the master's final d (soft) or U (hard)
     * @param objective the master's optimum: the (P4) objective (soft) or rho (hard)
     * @param converged whether it stopped because no column was violated
     */
    record Solution(List<Classifier> members, List<double[]> outputs, double[] weights, double[] duals,
                    double objective, boolean converged) {
    }

    Solution solve(Dataset data, double[] weights) {
        return solveBudgets(data, weights, new int[] {params.columns()}).get(0);
    }

    /** The solutions after each budget of columns (see {@link #fitBudgets}). */
    List<Solution> solveBudgets(Dataset data, double[] weights, int[] budgets) {
        return solveBudgets(data, weights, budgets, () -> base instanceof DecisionStumpTrainer
                ? ColumnOracle.stumps(data) : ColumnOracle.of(base, data, seed));
    }

    /**
     * {@link #solveBudgets(Dataset, double[], int[])} on {@code data}'s labels with the oracle {@code oracle} makes,
     * once the labels are checked.
     */
    private List<Solution> solveBudgets(LabelledRows data, double[] weights, int[] budgets,
                                        Supplier<ColumnOracle> oracleOf) {
        Objects.requireNonNull(data, "data");
        Staged.checkBudgets(budgets);
        if (data.classCount() != 2) {
            throw new IllegalArgumentException("lpboost: separates 2 classes, got " + data.classCount()
                    + "; use ovo(base=lpboost(...)) or ovr(base=lpboost(...))");
        }
        double[] u = InstanceWeights.checked(weights, data.size());
        double[] y = ColumnOracle.signs(data);
        double[] upper = new double[u.length];
        for (int i = 0; i < u.length; i++) {
            upper[i] = params.C() * u[i];
        }
        ColumnOracle oracle = oracleOf.get();
        LpBoostMaster master = new LpBoostMaster(y.length, upper, params.hardMargin());
        List<Classifier> members = new ArrayList<>();
        List<double[]> outputs = new ArrayList<>();
        List<Solution> solutions = new ArrayList<>();
        boolean converged = false;
        ColumnOracle.Column first = null;
        int last = budgets[budgets.length - 1];
        while (members.size() < last) {
            ColumnOracle.Column column = oracle.mostViolated(master.duals());
            if (first == null) {
                first = column;
            }
            double threshold = master.threshold();
            if (column.edge() <= threshold + TOLERANCE * Math.max(1, Math.abs(threshold))
                    || contains(outputs, column.outputs())) {
                converged = true;
                break;
            }
            members.add(column.hypothesis());
            outputs.add(column.outputs());
            double[] coefficients = column.outputs().clone();
            for (int i = 0; i < coefficients.length; i++) {
                coefficients[i] *= y[i];
            }
            master.add(coefficients);
            listener.linearProgram(master.rows(), y.length, master.lastPivots(), master.lastColdStarts());
            if (members.size() == budgets[solutions.size()]) {
                solutions.add(solution(master, members, outputs, members.size(), false));
            }
        }
        int added = members.size();
        if (members.isEmpty()) {
            // the empty ensemble is optimal: keep the first hypothesis with weight 0 (the model predicts class 0)
            members.add(first.hypothesis());
            outputs.add(first.outputs());
        }
        while (solutions.size() < budgets.length) {
            solutions.add(solution(master, members, outputs, added, converged));
        }
        return solutions;
    }

    /** The master's current solution as a model's members and weights (one zero weight before any column). */
    private Solution solution(LpBoostMaster master, List<Classifier> members, List<double[]> outputs, int added,
                              boolean converged) {
        double[] w;
        if (added == 0) {
            w = new double[1];
        } else {
            w = master.weights();
            if (params.hardMargin() && master.objective() > 0) {
                for (int t = 0; t < w.length; t++) {
                    w[t] /= master.objective();
                }
            }
        }
        return new Solution(List.copyOf(members), List.copyOf(outputs), w, master.duals().clone(),
                master.objective(), converged);
    }

    private static boolean contains(List<double[]> outputs, double[] candidate) {
        for (double[] o : outputs) {
            if (Arrays.equals(o, candidate)) {
                return true;
            }
        }
        return false;
    }
}

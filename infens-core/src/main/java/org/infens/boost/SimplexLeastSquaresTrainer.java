package org.infens.boost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.SharedCosts;
import org.infens.Staged;
import org.infens.Trainer;
import org.infens.data.Dataset;

/**
 * CGEns-SLS: multi-class column generation for the simplex least-squares SVM (Shen &amp; Liu 2014, Sec. V,
 * Algorithm 2). Classes are coded by {@link SimplexCode} (row i of L is c_{y_i}); each iteration adds the hypothesis
 * with the largest max_tau |sum_i U_{i tau} h(x_i)| (13), then solves the restricted problem (10) in closed form (11);
 * it stops when that score is below epsilon or at J_max columns. The label is argmax_y &lt;F(x), c_y&gt; (15).
 *
 * <p><b>Never m x m.</b> (11) is written with S = H^T H + I/C, an m x m matrix, and (20) updates its inverse. Here
 * the same solution is computed in J dimensions: (10) is ridge regression of each L_tau on the hypotheses with an
 * unpenalised intercept, so with the centred columns Hc (each h_j minus its mean),
 * <pre>
 *   (I/C + Hc Hc^T) w_tau = Hc L_tau,   b_tau = mean(L_tau) - sum_j w_tau,j mean(h_j),   U = C (L - H^T W - 1 b^T),
 * </pre>
 * which is (11) by the Woodbury identity S^-1 = C (I - H^T (I/C + H H^T)^-1 H) applied after eliminating b
 * (tested against the direct m x m formula). The J x J matrix I/C + Hc Hc^T gains one row and column per iteration,
 * and its Cholesky factor is extended by that row (O(mJ) inner products plus an O(J^2) triangular solve; the
 * J-dimensional counterpart of the rank-one update (20)). Memory O(mJ + J^2); an iteration costs O(mJl + J^2 l)
 * plus the weak-learner search.
 *
 * <p>Choices: the paper starts from "a positive constant" U; here U starts at the closed form with no columns,
 * U = C (L - 1 mean(L)^T), so the first selection already sees the labels (with a constant U, (13) ignores them).
 * Hypotheses already selected are excluded from the search (see {@link WeakLearnerFamily}). Instance weights are
 * refused.
 */
public final class SimplexLeastSquaresTrainer
        extends ParamsTrainer<SimplexLeastSquaresParams, SimplexLeastSquaresTrainer>
        implements Trainer<SimplexLeastSquaresModel>, SharedCosts<SimplexLeastSquaresModel> {
    /** A trainer with these parameters. */
    public SimplexLeastSquaresTrainer(SimplexLeastSquaresParams params) {
        super(params);
    }

    @Override
    SimplexLeastSquaresTrainer with(SimplexLeastSquaresParams newParams) {
        return new SimplexLeastSquaresTrainer(newParams);
    }

    @Override
    public SimplexLeastSquaresModel fit(Dataset data) {
        return fitBudgets(data, new int[] {params().maxColumns()}).get(0);
    }

    @Override
    public int budget() {
        return params().maxColumns();
    }

    @Override
    public Object unbudgeted() {
        return params().withMaxColumns(1);
    }

    /**
     * The models with J_max = each budget, from one run to the largest: J_max is tested before each search and the
     * random stream is split once per iteration, and (10) is solved exactly after every column, so the model of
     * budget b is the run's state after b columns, or its end if it converged before.
     */
    @Override
    public List<SimplexLeastSquaresModel> fitBudgets(Dataset data, int[] budgets) {
        return fitCosts(data, new double[] {params().C()}, budgets).get(0);
    }

    @Override
    public double cost() {
        return params().C();
    }

    /** Everything but C and J_max, for the sampled families; null for stumps (as {@code cgens}). */
    @Override
    public Object uncosted() {
        return params().weak() == WeakHypothesis.Kind.STUMP ? null : params().withMaxColumns(1).withC(1);
    }

    /**
     * The models of each cost and budget from runs in lockstep, as {@link ColumnGenerationTrainer#fitCosts}: one draw
     * of candidates per iteration scored against every run's columns of U; stumps, and candidates drawn once, one cost
     * after the other.
     */
    @Override
    public List<List<SimplexLeastSquaresModel>> fitCosts(Dataset data, double[] costs, int[] budgets) {
        if (costs.length == 0) {
            throw new IllegalArgumentException("costs must not be empty");
        }
        Staged.checkBudgets(budgets);
        Objects.requireNonNull(data, "data");
        if (data.hasWeights()) {
            throw new IllegalArgumentException("cgens-sls does not take instance weights");
        }
        int withRows = 0;
        for (int c : data.classCounts()) {
            withRows += c > 0 ? 1 : 0;
        }
        if (withRows < 2) {
            throw new IllegalArgumentException("cgens-sls needs rows of at least 2 classes, got " + withRows);
        }
        SimplexLeastSquaresParams fitted = params().forData(data);
        List<SimplexLeastSquaresParams> each = new ArrayList<>(costs.length);
        for (double c : costs) {
            each.add(fitted.withC(c));
        }
        if (fitted.weak() == WeakHypothesis.Kind.STUMP || fitted.drawOnce()) {
            List<List<SimplexLeastSquaresModel>> out = new ArrayList<>(costs.length);
            for (SimplexLeastSquaresParams p : each) {
                out.add(fitRuns(data, budgets, List.of(p), Lockstep.Oracle.of(WeakLearnerFamily.create(p.weak(),
                        p.sigma(), p.candidates(), p.drawOnce(), data, 1))).get(0));
            }
            return out;
        }
        SampledFamily family = new SampledFamily(fitted.weak(), fitted.sigma(), fitted.candidates(), data, 1);
        return fitRuns(data, budgets, each, family::bestEach);
    }

    /** One cost's run of Algorithm 2: its closed-form solver, columns and trace. */
    private static final class Run implements Lockstep.Run<SimplexLeastSquaresModel> {
        private final SimplexLeastSquaresParams params;
        private final Dataset data;
        private final double[][] codes;
        private final SimplexLeastSquares solver;
        private final List<WeakHypothesis> hypotheses = new ArrayList<>();
        private final List<ColumnGenerationStep> trace = new ArrayList<>();

        Run(SimplexLeastSquaresParams params, Dataset data, double[][] codes, int maxColumns) {
            this.params = params;
            this.data = data;
            this.codes = codes;
            this.solver = new SimplexLeastSquares(codes, data.classIndices(), params.C(), maxColumns);
        }

        @Override
        public double[][] weights() {
            return solver.dualColumns();
        }

        @Override
        public double epsilon() {
            return params.epsilon();
        }

        @Override
        public void add(WeakLearnerFamily.Column column) {
            solver.addColumn(column.values());
            hypotheses.add(column.hypothesis());
            trace.add(new ColumnGenerationStep(hypotheses.size(), column.score(), solver.primalObjective(),
                    solver.dualObjective()));
        }

        @Override
        public SimplexLeastSquaresModel model(int budget, boolean converged) {
            return new SimplexLeastSquaresModel(new SimplexLeastSquaresModel.State(data.labels(),
                    data.featureNames(), List.copyOf(hypotheses), codes, solver.weights(), solver.biases(), converged,
                    List.copyOf(trace)), provenance(params.withMaxColumns(budget), data));
        }
    }

    /**
     * Algorithm 2 for each of {@code each} (the parameters as the data resolves them, differing at most in C), in
     * lockstep ({@link Lockstep}).
     */
    private List<List<SimplexLeastSquaresModel>> fitRuns(Dataset data, int[] budgets,
                                                         List<SimplexLeastSquaresParams> each,
                                                         Lockstep.Oracle oracle) {
        double[][] codes = SimplexCode.vectors(data.classCount());
        List<Run> runs = new ArrayList<>(each.size());
        for (SimplexLeastSquaresParams p : each) {
            runs.add(new Run(p, data, codes, budgets[budgets.length - 1]));
        }
        return Lockstep.run(runs, budgets, new SplittableRandom(params().seed()), oracle);
    }

    /**
     * The closed-form solver of (10) in J dimensions (see the class comment): a package-private worker. Hot loops
     * are over primitive arrays; the Cholesky factor is stored row-major, lower triangle, with a stride that doubles
     * when full.
     */
    static final class SimplexLeastSquares {
        private final int rows;
        private final int outputs;
        private final double cost;
        private final double[][] labels; // L, [tau][i]
        private final double[] labelMean;
        private final List<double[]> centred = new ArrayList<>();
        private final List<Double> columnMean = new ArrayList<>();
        private int capacity;
        private double[] cholesky;
        private double[][] rhs; // [tau][j] = hc_j . L_tau
        private double[][] w; // [tau][j]
        private final double[] b;
        private final double[][] u; // U, [tau][i]

        SimplexLeastSquares(double[][] codes, int[] classOf, double c, int maxColumns) {
            rows = classOf.length;
            outputs = codes[0].length;
            cost = c;
            capacity = Math.min(maxColumns, 64);
            labels = new double[outputs][rows];
            labelMean = new double[outputs];
            for (int i = 0; i < rows; i++) {
                for (int t = 0; t < outputs; t++) {
                    labels[t][i] = codes[classOf[i]][t];
                    labelMean[t] += labels[t][i] / rows;
                }
            }
            cholesky = new double[capacity * capacity];
            rhs = new double[outputs][capacity];
            w = new double[outputs][0];
            b = labelMean.clone();
            u = new double[outputs][rows];
            updateDuals();
        }

        int columns() {
            return centred.size();
        }

        /** Appends h (values on the training rows) and re-solves (10). */
        void addColumn(double[] h) {
            int j = centred.size();
            if (j == capacity) {
                grow(2 * capacity);
            }
            double mean = 0;
            for (double v : h) {
                mean += v;
            }
            mean /= rows;
            double[] hc = new double[rows];
            for (int i = 0; i < rows; i++) {
                hc[i] = h[i] - mean;
            }
            // bordered Cholesky: row j of the factor R (R R^T = I/C + Hc Hc^T)
            int base = j * capacity;
            for (int k = 0; k < j; k++) {
                double g = WeakLearnerFamily.dot(centred.get(k), hc);
                int rk = k * capacity;
                for (int q = 0; q < k; q++) {
                    g -= cholesky[rk + q] * cholesky[base + q];
                }
                cholesky[base + k] = g / cholesky[rk + k];
            }
            double diag = WeakLearnerFamily.dot(hc, hc) + 1 / cost;
            for (int q = 0; q < j; q++) {
                diag -= cholesky[base + q] * cholesky[base + q];
            }
            cholesky[base + j] = Math.sqrt(Math.max(diag, 1 / cost * 1e-12));
            centred.add(hc);
            columnMean.add(mean);
            for (int t = 0; t < outputs; t++) {
                rhs[t][j] = WeakLearnerFamily.dot(hc, labels[t]);
            }
            int n = j + 1;
            w = new double[outputs][];
            for (int t = 0; t < outputs; t++) {
                w[t] = solve(rhs[t], n);
                double bt = labelMean[t];
                for (int k = 0; k < n; k++) {
                    bt -= w[t][k] * columnMean.get(k);
                }
                b[t] = bt;
            }
            updateDuals();
        }

        /** Doubles the room of the factor (row-major stride changes) and of the right-hand sides. */
        private void grow(int newCapacity) {
            double[] f = new double[newCapacity * newCapacity];
            for (int k = 0; k < capacity; k++) {
                System.arraycopy(cholesky, k * capacity, f, k * newCapacity, k + 1);
            }
            cholesky = f;
            for (int t = 0; t < outputs; t++) {
                rhs[t] = Arrays.copyOf(rhs[t], newCapacity);
            }
            capacity = newCapacity;
        }

        /** x with R R^T x = r (forward then back substitution over the first n rows). */
        private double[] solve(double[] r, int n) {
            double[] z = new double[n];
            for (int k = 0; k < n; k++) {
                double s = r[k];
                int rk = k * capacity;
                for (int q = 0; q < k; q++) {
                    s -= cholesky[rk + q] * z[q];
                }
                z[k] = s / cholesky[rk + k];
            }
            for (int k = n - 1; k >= 0; k--) {
                double s = z[k];
                for (int q = k + 1; q < n; q++) {
                    s -= cholesky[q * capacity + k] * z[q];
                }
                z[k] = s / cholesky[k * capacity + k];
            }
            return z;
        }

        /** U = C (L - H^T W - 1 b^T) = C (L - Hc^T W - 1 mean(L)^T), from (18c)-(18d). */
        private void updateDuals() {
            int n = centred.size();
            for (int t = 0; t < outputs; t++) {
                double[] ut = u[t];
                double[] lt = labels[t];
                for (int i = 0; i < rows; i++) {
                    ut[i] = lt[i] - labelMean[t];
                }
                for (int k = 0; k < n; k++) {
                    double wk = w[t][k];
                    double[] hc = centred.get(k);
                    for (int i = 0; i < rows; i++) {
                        ut[i] -= wk * hc[i];
                    }
                }
                for (int i = 0; i < rows; i++) {
                    ut[i] *= cost;
                }
            }
        }

        /** The dual variables U as [tau][i] (the solver's own arrays: read only). */
        double[][] dualColumns() {
            return u;
        }

        /** W as [tau][j] (copies). */
        double[][] weights() {
            double[][] c = new double[outputs][];
            for (int t = 0; t < outputs; t++) {
                c[t] = Arrays.copyOf(w[t], centred.size());
            }
            return c;
        }

        /** b (a copy). */
        double[] biases() {
            return b.clone();
        }

        /** (10): 1/2 sum_tau ||w_tau||^2 + C/2 sum O^2, with O = U / C. */
        double primalObjective() {
            double reg = 0;
            double loss = 0;
            for (int t = 0; t < outputs; t++) {
                reg += WeakLearnerFamily.dot(w[t], w[t]);
                loss += WeakLearnerFamily.dot(u[t], u[t]);
            }
            return 0.5 * reg + loss / (2 * cost);
        }

        /** The dual of (10) at U, with w_tau = H U_tau recomputed from (18a): sum_tau U.L - 1/2||HU||^2 - ||U||^2/2C. */
        double dualObjective() {
            double d = 0;
            int n = centred.size();
            for (int t = 0; t < outputs; t++) {
                double norm = 0;
                for (int k = 0; k < n; k++) {
                    double hu = WeakLearnerFamily.dot(centred.get(k), u[t]); // = h_k . U_tau since sum_i U_i = 0
                    norm += hu * hu;
                }
                double uu = WeakLearnerFamily.dot(u[t], u[t]);
                d += WeakLearnerFamily.dot(u[t], labels[t]) - 0.5 * norm - uu / (2 * cost);
            }
            return d;
        }
    }
}

package org.infens.boost;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.infens.SharedCosts;
import org.infens.Staged;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.data.Quote;
import org.infens.linear.ColumnSvm;
import org.infens.spec.SolverListener;

/**
 * CGEns: column generation that solves the SVM primal (1) over a weak-learner family (Shen &amp; Liu 2014, Sec. IV,
 * Algorithm 1). Each iteration adds the hypothesis with the largest |sum_i y_i alpha_i h(x_i)| (selection rule (8),
 * the most violated KKT condition (7)) to the restricted master problem, a linear SVM on the columns h_j(x_i) solved
 * by a {@link ColumnSvm} (by default {@link org.infens.linear.WorkingSetSvmSolver}: coordinate descent, then an
 * active-set method, which meets the tolerance at every C) warm-started from the previous alpha; it stops when that
 * score is below epsilon (no hypothesis can lower the objective, Claim IV.1) or at J_max columns. The model is F(x) = sum_j w_j h_j(x) + b with
 * an unregularised bias, as (1).
 *
 * <p>Choices where the paper is loose:
 * <ul>
 *   <li>Initial alpha ("alpha_i = const, 0 &lt; const &lt; C"): alpha_i = (C/2) min(m_+, m_-) / m_{y_i}, a constant per
 *   class such that y.alpha = 0, so the first selection is not biased towards constant columns.</li>
 *   <li>The selection excludes the working set ({@link WeakLearnerFamily}): for a selected column (8) equals its
 *   weight, not 0. A column and its negation are one column, since weights are signed; so the stump family has one
 *   direction per stump and the kernel it induces is sum_j h_j(x) h_j(x') = 2 K_M, twice the middle-stump kernel
 *   of Lin &amp; Li 2008, Sec. 7 (which counts both directions with r = 1/2). Hence CGEns with stumps at cost C
 *   converges to the SVM with K_M at cost 2C: the same decision values, and half its primal objective (tested).</li>
 *   <li>The order of Algorithm 1 is kept: search, test epsilon, add, solve; the J_max test comes first so no
 *   search is wasted.</li>
 *   <li>Labels: class 0 is y = +1 (the decision value is positive for class 0, as {@link org.infens.Classifier}
 *   requires). Exactly two classes with rows are required; instance weights are refused.</li>
 * </ul>
 * Randomness: a {@link SplittableRandom} from the seed gives the solver's seed first, then one split per iteration,
 * in order, for that iteration's candidates; so the model depends only on the seed.
 */
public final class ColumnGenerationTrainer extends ParamsTrainer<ColumnGenerationParams, ColumnGenerationTrainer>
        implements Trainer<ColumnGenerationModel>, SharedCosts<ColumnGenerationModel> {
    private final int threads;
    private final SolverListener listener;

    /** A trainer with these parameters, on one thread. */
    public ColumnGenerationTrainer(ColumnGenerationParams params) {
        this(params, 1);
    }

    /**
     * A trainer with these parameters that scores sampled candidates on up to {@code threads} threads; the model
     * does not depend on {@code threads}.
     */
    public ColumnGenerationTrainer(ColumnGenerationParams params, int threads) {
        this(params, threads, SolverListener.NONE);
    }

    private ColumnGenerationTrainer(ColumnGenerationParams params, int threads, SolverListener listener) {
        super(params);
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.threads = threads;
        this.listener = Objects.requireNonNull(listener, "listener");
    }

    /** This trainer telling {@code newListener} about every restricted master SVM it solves (epochs, convergence). */
    public ColumnGenerationTrainer withListener(SolverListener newListener) {
        return new ColumnGenerationTrainer(params(), threads, newListener);
    }

    @Override
    ColumnGenerationTrainer with(ColumnGenerationParams newParams) {
        return new ColumnGenerationTrainer(newParams, threads, listener);
    }

    @Override
    public ColumnGenerationModel fit(Dataset data) {
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
     * The models with J_max = each budget, from one run to the largest: the iterations do not depend on J_max (it is
     * tested before the search, and the random stream is split once per iteration), so the model of budget b is
     * the run's state after b columns, or its end if it converged before.
     */
    @Override
    public List<ColumnGenerationModel> fitBudgets(Dataset data, int[] budgets) {
        return fitCosts(data, new double[] {params().C()}, budgets).get(0);
    }

    @Override
    public double cost() {
        return params().C();
    }

    /**
     * Everything but C and J_max, for the sampled families; null for stumps, whose exact search has nothing to share
     * between costs (each cost's search excludes its own working set).
     */
    @Override
    public Object uncosted() {
        return params().weak() == WeakHypothesis.Kind.STUMP ? null : params().withMaxColumns(1).withC(1);
    }

    /**
     * The models of each cost and budget from runs in lockstep: the candidates of an iteration depend only on the
     * seed and the iteration (Shen &amp; Liu 2014's sampled families draw them without looking at the weights), so
     * one draw, scored against every cost's weights at once ({@link SampledFamily#bestEach}), serves all the runs
     * still going, each run keeping its own master SVM; each model equals this trainer's fit at that cost and budget,
     * bit for bit. Stumps, and sampled families that draw their candidates once (whose pools exclude each run's
     * own selections), are fitted one cost after the other.
     */
    @Override
    public List<List<ColumnGenerationModel>> fitCosts(Dataset data, double[] costs, int[] budgets) {
        if (costs.length == 0) {
            throw new IllegalArgumentException("costs must not be empty");
        }
        Staged.checkBudgets(budgets);
        ColumnGenerationParams fitted = params().forData(data);
        List<ColumnGenerationParams> each = new ArrayList<>(costs.length);
        for (double c : costs) {
            each.add(fitted.withC(c));
        }
        if (fitted.weak() == WeakHypothesis.Kind.STUMP || fitted.drawOnce()) {
            List<List<ColumnGenerationModel>> out = new ArrayList<>(costs.length);
            for (ColumnGenerationParams p : each) {
                out.add(fitRuns(data, budgets, List.of(p), () -> Lockstep.Oracle.of(WeakLearnerFamily.create(p.weak(),
                        p.sigma(), p.candidates(), p.drawOnce(), data, threads))).get(0));
            }
            return out;
        }
        return fitRuns(data, budgets, each, () -> new SampledFamily(fitted.weak(), fitted.sigma(),
                fitted.candidates(), data, threads)::bestEach);
    }

    /**
     * Fits with {@code family} as the weak-learner family instead of the one the parameters name: for a family that
     * searches elsewhere, such as the exact stump search over the feature-partitioned columns of a cluster
     * ({@code infens-spark}, {@link WeakLearnerFamily#stumps}), which must return the columns
     * {@link WeakLearnerFamily#create} would for the same parameters and data. The loop reads the labels and size of
     * {@code rows}, and the model their labels, feature names, dimension and fingerprint. With the family the trainer
     * would build, the model is the ordinary fit's.
     *
     * @param rows   the training rows (their labels and what identifies their data set)
     * @param family the family bound to the same rows, with nothing selected yet
     * @throws IllegalArgumentException if the parameters' family is Fourier features without sigma (the bandwidth
     *                                  comes from the features, which the rows do not hold)
     */
    public ColumnGenerationModel fit(LabelledRows rows, WeakLearnerFamily family) {
        Objects.requireNonNull(family, "family");
        ColumnGenerationParams params = params();
        if (params.weak() == WeakHypothesis.Kind.FOURIER && Double.isNaN(params.sigma())) {
            throw new IllegalArgumentException("cgens: weak=fourier needs sigma when the features are held elsewhere"
                    + " (its default comes from the training features)");
        }
        return fitRuns(rows, new int[] {params.maxColumns()}, List.of(params), () -> Lockstep.Oracle.of(family)).get(0)
                .get(0);
    }

    /** One cost's run of Algorithm 1: its master SVM, columns and trace. */
    private final class Run implements Lockstep.Run<ColumnGenerationModel> {
        private final ColumnGenerationParams params;
        private final LabelledRows data;
        private final ColumnSvm solver;
        private final List<WeakHypothesis> hypotheses = new ArrayList<>();
        private final List<ColumnGenerationStep> trace = new ArrayList<>();
        private final double[][] u;

        Run(ColumnGenerationParams params, LabelledRows data, double[] y, long solverSeed) {
            this.params = params;
            this.data = data;
            this.solver = ColumnSvm.create(y, initialAlpha(y, params.C()), params.C(), params.tolerance(),
                    params.maxEpochs(), solverSeed, params.solver());
            this.u = new double[1][y.length];
        }

        @Override
        public double[][] weights() {
            solver.labelTimesAlpha(u[0]);
            return u;
        }

        @Override
        public double epsilon() {
            return params.epsilon();
        }

        @Override
        public void add(WeakLearnerFamily.Column column) {
            solver.addColumn(column.values());
            solver.solve();
            listener.masterSvm(u[0].length, solver.columns(), solver.lastEpochs(), solver.converged());
            hypotheses.add(column.hypothesis());
            trace.add(new ColumnGenerationStep(hypotheses.size(), column.score(), solver.primalObjective(),
                    solver.dualObjective()));
        }

        @Override
        public void finish() {
            if (hypotheses.isEmpty()) {
                solver.solve(); // the bias alone
            }
        }

        @Override
        public ColumnGenerationModel model(int budget, boolean converged) {
            return ColumnGenerationTrainer.model(params, data, budget, hypotheses, solver, trace, converged);
        }
    }

    /**
     * Algorithm 1 for each of {@code each} (the parameters as the data resolves them, differing at most in C) on
     * {@code data}'s labels, in lockstep ({@link Lockstep}). The oracle is made once the labels are checked.
     */
    private List<List<ColumnGenerationModel>> fitRuns(LabelledRows data, int[] budgets,
                                                      List<ColumnGenerationParams> each,
                                                      Supplier<Lockstep.Oracle> oracleOf) {
        Staged.checkBudgets(budgets);
        double[] y = binaryLabels(data, "cgens");
        Lockstep.Oracle oracle = oracleOf.get();
        SplittableRandom root = new SplittableRandom(params().seed());
        long solverSeed = root.nextLong();
        List<Run> runs = new ArrayList<>(each.size());
        for (ColumnGenerationParams p : each) {
            runs.add(new Run(p, data, y, solverSeed));
        }
        return Lockstep.run(runs, budgets, root, oracle);
    }

    private static ColumnGenerationModel model(ColumnGenerationParams fitted, LabelledRows data, int budget,
                                               List<WeakHypothesis> hypotheses, ColumnSvm solver,
                                               List<ColumnGenerationStep> trace, boolean converged) {
        return new ColumnGenerationModel(new ColumnGenerationModel.State(data.labels(), data.featureNames(),
                hypotheses, solver.weights(), solver.bias(), converged, trace),
                provenance(fitted.withMaxColumns(budget), data));
    }

    /**
     * Shen &amp; Liu 2014, Algorithm 1's constant start, balanced per class so that y.alpha = 0 (see the class
     * comment): alpha_i = (C/2) min(m_+, m_-) / m_{y_i}.
     *
     * @param y the labels, each +1 or -1
     * @param c the cost C
     */
    public static double[] initialAlpha(double[] y, double c) {
        int positives = 0;
        for (double v : y) {
            if (v > 0) {
                positives++;
            }
        }
        int negatives = y.length - positives;
        int fewer = Math.min(positives, negatives);
        double[] alpha = new double[y.length];
        for (int i = 0; i < y.length; i++) {
            alpha[i] = 0.5 * c * fewer / (y[i] > 0 ? positives : negatives);
        }
        return alpha;
    }

    /**
     * y_i = +1 for class 0 and -1 for class 1; refuses data without exactly two classes with rows, or with instance
     * weights, naming {@code learner}.
     */
    static double[] binaryLabels(LabelledRows data, String learner) {
        Objects.requireNonNull(data, "data");
        if (data.classCount() != 2) {
            throw new IllegalArgumentException(learner + " is a binary learner; the data has " + data.classCount()
                    + " classes " + data.labels().names() + " (use cgens-sls for more)");
        }
        if (data.hasWeights()) {
            throw new IllegalArgumentException(learner + " does not take instance weights");
        }
        int[] counts = data.classCounts();
        if (counts[0] == 0 || counts[1] == 0) {
            throw new IllegalArgumentException(learner + " needs rows of both classes, got " + counts[0] + " of "
                    + Quote.of(data.labels().name(0)) + " and " + counts[1] + " of "
                    + Quote.of(data.labels().name(1)));
        }
        double[] y = new double[data.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        return y;
    }
}

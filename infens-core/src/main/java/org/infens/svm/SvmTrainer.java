package org.infens.svm;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.Executors;
import org.infens.Provenance;
import org.infens.Tasks;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.kernel.Kernel;
import org.infens.kernel.SharedKernelColumns;
import org.infens.kernel.SortedFeatures;
import org.infens.svm.smo.Smo;
import org.infens.spec.Spec;

/**
 * C-SVC and nu-SVC training (LIBSVM {@code -s 0} and {@code -s 1}, Chang &amp; Lin 2011) by the SMO solver of
 * {@link org.infens.svm.smo.Smo}; with an ensemble kernel this is the SVM of Lin &amp; Li 2008, Algorithm 1
 * (SVM-Stump, SVM-Perc, ...).
 *
 * <p>nu-SVC ({@link SvmType#NU_SVC}) solves each pair's dual with LIBSVM's {@code Solver_NU} from LIBSVM's feasible
 * start (each class's alphas adding up to nu l / 2, bounds 1 times the instance weights) and rescales the solution
 * by 1/r, so that its model has C-SVC's form with C = 1/r ({@link BinaryStats#equivalent()}); class weights do not
 * apply to it (as in LIBSVM), and nu must be feasible for every pair ({@link #checkNu}). It always uses SMO: the
 * additive decomposition does not keep its second equality constraint.
 *
 * <p>As LIBSVM: classes are ordered by first appearance in the training data, except that a binary problem whose
 * first label is -1 and second +1 is swapped so that +1 is the positive side; more than two classes are trained
 * one-vs-one, one binary problem per pair (i, j), i &lt; j, with class i as +1; a support vector is a training row
 * with a non-zero coefficient in any pair. The cost of row r in a pair is C times the weight of its class times its
 * instance weight; rows of weight 0 are dropped first (LIBSVM's instance-weights extension does the same), and rows
 * of classes absent from the data are ignored.
 *
 * <p>Threads ({@link SvmParams#threads()}): a binary problem computes its kernel columns on them; with more than
 * two classes the pairwise problems are solved concurrently instead, one per thread, each with an equal share of the
 * cache. Kernel values are computed by the same code whether cached or not, so the model is bit-identical for any
 * number of threads. Measured on 2 cores (warm JVM): satellite, 6 classes, 15 pairs, RBF: 520 ms with one thread,
 * 290-340 ms with two; a binary problem gains little (5,000 x 200 rows: 3.1 s either way), since shrinking soon
 * makes the missing parts of columns too short to split (see {@code SvcQ.PARALLEL_WORK}).
 *
 * <p>Errors: an empty training set, a set with fewer than two classes, an infeasible nu, a kernel that cannot be
 * used, or a hard margin
 * ({@code C = inf}) on classes the kernel cannot separate (the solver reaches its iteration cap, LIBSVM's
 * max(10^7, 100 l), instead of converging) give an {@link IllegalArgumentException} naming the problem. With a
 * finite C, a capped run is kept and reported as not converged in {@link BinaryStats#converged()}, as LIBSVM
 * warns and keeps it.
 */
public final class SvmTrainer implements WeightedTrainer<SvmModel> {
    /**
     * With {@link SvmSolver#AUTO}, binary problems of at least this many rows with an additive kernel go to the
     * additive decomposition, smaller ones to SMO.
     */
    public static final int AUTO_ADDITIVE_ROWS = 5000;

    private final SvmParams params;
    private final Progress progress;

    /**
     * A listener for long trainings, called after each working set of the additive solver (from the thread solving
     * the pair; pairs of a multi-class problem may report concurrently). It must not fail or block for long.
     */
    @FunctionalInterface
    public interface Progress {
        /**
         * @param pair        the pair's index in LIBSVM's order (0 for a binary problem)
         * @param pairs       the number of pairs
         * @param workingSets working sets solved so far in this pair
         * @param iterations  SMO iterations inside them so far
         * @param gap         the maximal KKT violation before the last working set
         * @param eps         the tolerance the gap must fall below
         */
        void update(int pair, int pairs, long workingSets, long iterations, double gap, double eps);
    }

    /**
     * A trainer with these parameters.
     *
     * @throws IllegalArgumentException if the formulation is not a classifier's (C-SVC, nu-SVC): the one-class SVM
     *                                  and regression have their trainers ({@link OneClassSvmTrainer},
     *                                  {@link SvrTrainer})
     */
    public SvmTrainer(SvmParams params) {
        this(params, null);
    }

    private SvmTrainer(SvmParams params, Progress progress) {
        this.params = Objects.requireNonNull(params, "params");
        this.progress = progress;
        if (params.type() != SvmType.C_SVC && params.type() != SvmType.NU_SVC) {
            throw new IllegalArgumentException("type " + params.type().specName() + " is not a classifier's; "
                    + (params.type() == SvmType.ONE_CLASS ? "OneClassSvmTrainer" : "SvrTrainer") + " trains it");
        }
    }

    /** This trainer reporting the progress of long solves to {@code listener} (null for none). */
    public SvmTrainer withProgress(Progress listener) {
        return new SvmTrainer(params, listener);
    }

    /** The parameters. */
    public SvmParams params() {
        return params;
    }

    @Override
    public SvmModel fit(Dataset data, double[] weights) {
        Groups groups = group(data, weights);
        Kernel kernel = prepare(data);
        PairSolution[] solutions = solveAll(data, kernel, groups, params.C(), null, Double.NaN, null,
                new Shared(groups.pairs()));
        return assemble(data, kernel, groups, solutions);
    }

    /**
     * C-SVC models for several costs C on one training set, the other parameters being this trainer's: the inner
     * loop of a grid search over C (Lin &amp; Li 2008, Sec. 6.4: with the stump and perceptron kernels C is the only
     * parameter). Two tricks, each optional:
     * <ul>
     *   <li>{@code columns}: kernel values read from a store shared by every C (and by other calls on the same
     *   rows), instead of each solve computing its own. The values are bit-identical, so with
     *   {@code alphaSeeding = false} every model equals {@code withC(C).fit(data)} exactly.</li>
     *   <li>{@code alphaSeeding}: each solve after the first starts from the previous solution scaled by
     *   C_new / C_old (DeCoste &amp; Wagstaff 2000, "alpha seeding"). Scaling keeps the start feasible:
     *   0 &lt;= alpha_i &lt;= C_i holds because every bound C_i is proportional to C, and sum_i y_i alpha_i = 0
     *   is multiplied by a constant; rows at their upper bound stay exactly at the new bound, and a scaled value
     *   is clipped to its bound if rounding pushed it over (no rounding at all for a ratio that is a power of
     *   two, as in the papers' grids). The solver then computes the gradient of the start as LIBSVM does for any
     *   initial alpha. The model is a solution of the same problem to the same tolerance eps, not the same
     *   iterate: its dual objective agrees with the plain solve's to within the tolerance, and its predictions
     *   may differ on rows near the boundary.</li>
     * </ul>
     *
     * @param data         the training rows, with their instance weights if it has any (as {@link #fit(Dataset)})
     * @param costs        the values of C, in non-decreasing order, each {@code > 0} and finite
     * @param columns      a store over {@code data} that {@linkplain SharedKernelColumns#serves serves} this
     *                     trainer's kernel prepared on {@code data}, or null to compute kernel values per solve
     * @param alphaSeeding whether to warm-start each solve from the previous one
     * @return one model per cost, in the order of {@code costs}
     * @throws IllegalArgumentException if the costs are not as required, or the store is over another number of
     *                                  rows or cannot serve the kernel
     */
    public List<SvmModel> fitPath(Dataset data, double[] costs, SharedKernelColumns columns, boolean alphaSeeding) {
        Objects.requireNonNull(data, "data");
        if (params.type() != SvmType.C_SVC) {
            throw new IllegalArgumentException("a path of costs C is for C-SVC, not " + params.type().specName());
        }
        for (int i = 0; i < costs.length; i++) {
            if (!(costs[i] > 0) || !Double.isFinite(costs[i])) {
                throw new IllegalArgumentException("costs[" + i + "] must be > 0 and finite, got " + costs[i]);
            }
            if (i > 0 && costs[i] < costs[i - 1]) {
                throw new IllegalArgumentException("costs must be in non-decreasing order, got " + costs[i - 1]
                        + " before " + costs[i]);
            }
        }
        double[] weights = null;
        if (data.hasWeights()) {
            weights = new double[data.size()];
            for (int i = 0; i < weights.length; i++) {
                weights[i] = data.weight(i);
            }
        }
        Groups groups = group(data, weights);
        Kernel kernel = prepare(data);
        if (columns != null) {
            if (columns.data().size() != data.size()) {
                throw new IllegalArgumentException("columns: the store is over " + columns.data().size()
                        + " rows, the training data has " + data.size());
            }
            if (!columns.serves(kernel)) {
                throw new IllegalArgumentException("columns: the store cannot serve kernel " + kernel.spec());
            }
        }
        List<SvmModel> models = new ArrayList<>(costs.length);
        PairSolution[] previous = null;
        double previousC = Double.NaN;
        // the solves along the path reuse their kernel caches' memory and each pair's sorted rows
        Shared shared = new Shared(groups.pairs());
        for (double c : costs) {
            SvmTrainer atC = new SvmTrainer(params.withC(c), progress);
            PairSolution[] solutions = atC.solveAll(data, kernel, groups, c, alphaSeeding ? previous : null,
                    previousC, columns, shared);
            models.add(atC.assemble(data, kernel, groups, solutions));
            previous = solutions;
            previousC = c;
        }
        return models;
    }

    /** The kernel prepared on the training data, checked against the solver asked for. */
    private Kernel prepare(Dataset data) {
        Kernel kernel = params.kernel().prepare(data);
        if (params.solver() == SvmSolver.ADDITIVE && kernel.additiveForm().isEmpty()) {
            throw new IllegalArgumentException("solver=additive needs an additive kernel (stump, hik, their positive "
                    + "multiples and sums), got " + Quote.of(kernel.spec().toString())
                    + "; use solver=smo or solver=auto");
        }
        return kernel;
    }

    /**
     * LIBSVM's feasibility check of nu-SVC ({@code svm_check_parameter}): for every pair of classes of n_1 and n_2
     * rows, nu (n_1 + n_2) / 2 &lt;= min(n_1, n_2), since each class's alphas, each at most 1, must add up to
     * nu (n_1 + n_2) / 2.
     *
     * @throws IllegalArgumentException naming nu, the pair and the largest feasible nu
     */
    static void checkNu(double nu, Labels labels, int[] count) {
        for (int a = 0; a < count.length; a++) {
            for (int b = a + 1; b < count.length; b++) {
                int n1 = count[a];
                int n2 = count[b];
                if (nu * (n1 + n2) / 2 > Math.min(n1, n2)) {
                    throw new IllegalArgumentException("nu = " + nu + " is infeasible for classes " + labels.name(a)
                            + " (" + n1 + " rows) and " + labels.name(b) + " (" + n2 + " rows): nu must be <= 2 min(n1,"
                            + " n2) / (n1 + n2) = " + (2.0 * Math.min(n1, n2) / (n1 + n2)));
                }
            }
        }
    }

    /** Whether a binary problem of {@code rows} rows goes to the additive decomposition. */
    boolean additive(Kernel kernel, int rows) {
        return SingleProblem.additive(params, kernel, rows);
    }

    /** A pool of {@code threads} daemon threads for kernel columns or pairs, or null for one thread. */
    static ExecutorService threadPool(int threads) {
        return threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "infens-svm");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /**
     * What the solves of one training share: kernel-cache memory (one workspace per concurrent solve) and, for the
     * additive solver, each pair's rows sorted by feature, kept along a path of costs.
     */
    private static final class Shared {
        final Queue<Smo.Workspace> workspaces = new ConcurrentLinkedQueue<>();
        final SortedFeatures[] sorted;

        Shared(int pairs) {
            sorted = new SortedFeatures[pairs];
        }
    }

    /** Rows with positive weight grouped by class (LIBSVM's class order), with their weights and cost multipliers. */
    private Groups group(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        if (weights != null && weights.length != data.size()) {
            throw new IllegalArgumentException("weights has " + weights.length + " entries but the data has "
                    + data.size() + " rows");
        }
        // rows with positive weight, grouped by class in order of first appearance
        int n = data.size();
        int[] firstSeen = new int[data.classCount()];
        java.util.Arrays.fill(firstSeen, -1);
        List<Integer> order = new ArrayList<>();
        int kept = 0;
        for (int r = 0; r < n; r++) {
            double w = weights == null ? 1.0 : weights[r];
            if (!(w >= 0) || !Double.isFinite(w)) {
                throw new IllegalArgumentException("weight of row " + r + " must be finite and >= 0, got " + w);
            }
            if (w == 0) {
                continue;
            }
            kept++;
            int c = data.classOf(r);
            if (firstSeen[c] < 0) {
                firstSeen[c] = order.size();
                order.add(c);
            }
        }
        if (kept == 0) {
            throw new IllegalArgumentException("training data has no examples (with positive weight)");
        }
        if (order.size() < 2) {
            throw new IllegalArgumentException("training data has only one class (label "
                    + data.labels().name(order.get(0)) + "); " + (params.type() == SvmType.NU_SVC ? "nu-SVC"
                    : "C-SVC") + " needs at least two (a one-class SVM learns from one)");
        }
        order = data.labels().libsvmOrder(order);
        int k = order.size();
        String[] names = new String[k];
        int[] modelClassOf = new int[data.classCount()];
        java.util.Arrays.fill(modelClassOf, -1);
        for (int m = 0; m < k; m++) {
            names[m] = data.labels().name(order.get(m));
            modelClassOf[order.get(m)] = m;
        }
        Labels labels = Labels.of(names);
        int[] count = new int[k];
        for (int r = 0; r < n; r++) {
            if (weights == null || weights[r] > 0) {
                count[modelClassOf[data.classOf(r)]]++;
            }
        }
        int[] start = new int[k + 1];
        for (int m = 0; m < k; m++) {
            start[m + 1] = start[m] + count[m];
        }
        int l = start[k];
        int[] grouped = new int[l];
        double[] rowWeight = new double[l];
        int[] fill = start.clone();
        for (int r = 0; r < n; r++) {
            double w = weights == null ? 1.0 : weights[r];
            if (w > 0) {
                int pos = fill[modelClassOf[data.classOf(r)]]++;
                grouped[pos] = r;
                rowWeight[pos] = w;
            }
        }
        for (String label : params.classWeights().keySet()) {
            if (labels.indexOf(label) < 0) {
                throw new IllegalArgumentException("class weight given for label " + label
                        + ", which is not in the training data (labels: " + String.join(", ", labels.names()) + ")");
            }
        }
        double[] classWeight = new double[k];
        for (int m = 0; m < k; m++) {
            classWeight[m] = params.classWeight(names[m]);
        }
        if (params.type() == SvmType.NU_SVC) {
            checkNu(params.nu(), labels, count);
        }
        return new Groups(labels, grouped, rowWeight, start, count, classWeight, averageStored(data));
    }

    /**
     * Solves every one-vs-one problem at cost C, from {@code previous} scaled by C / previousC when given, reading
     * kernel values from {@code columns} when given.
     */
    private PairSolution[] solveAll(Dataset data, Kernel kernel, Groups groups, double cost, PairSolution[] previous,
                                    double previousC, SharedKernelColumns columns, Shared shared) {
        int k = groups.count().length;
        int pairs = k * (k - 1) / 2;
        PairSolution[] solutions = new PairSolution[pairs];
        int threads = params.threads();
        long cacheBytes = (long) (params.cacheMegabytes() * (1 << 20));
        ExecutorService pool = threadPool(threads);
        try {
            List<Future<PairSolution>> futures = new ArrayList<>(pairs);
            int index = 0;
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    int pa = a;
                    int pb = b;
                    PairSolution start = previous == null ? null : previous[index];
                    int pair = index++;
                    if (pool == null || pairs == 1) {
                        // one problem: its kernel columns go to the threads (or it all runs here)
                        futures.add(CompletableFuture.completedFuture(solvePair(data, kernel, groups, pair, pa, pb,
                                cost, start, previousC, columns, cacheBytes, pool, threads, shared)));
                    } else {
                        // several problems: one per thread, each with its share of the cache; cached and
                        // recomputed kernel values are identical, so the models do not depend on the split
                        futures.add(pool.submit(() -> solvePair(data, kernel, groups, pair, pa, pb, cost, start,
                                previousC, columns, cacheBytes / threads, null, 1, shared)));
                    }
                }
            }
            for (int p = 0; p < pairs; p++) {
                solutions[p] = Tasks.join(futures.get(p), "training");
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
        return solutions;
    }

    /** The model from the pairs' solutions: LIBSVM's support-vector and coefficient layout. */
    private SvmModel assemble(Dataset data, Kernel kernel, Groups groups, PairSolution[] solutions) {
        Labels labels = groups.labels();
        int k = groups.count().length;
        int[] count = groups.count();
        int[] start = groups.start();
        int[] grouped = groups.rows();
        int l = grouped.length;
        int pairs = solutions.length;
        double[][] pairAlpha = new double[pairs][];
        List<BinaryStats> stats = new ArrayList<>(pairs);
        for (int p = 0; p < pairs; p++) {
            pairAlpha[p] = solutions[p].alpha();
            stats.add(solutions[p].stats());
        }
        // support vectors: rows with a non-zero coefficient in any pair, in grouped order
        boolean[] nonzero = new boolean[l];
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                double[] alpha = pairAlpha[p++];
                for (int t = 0; t < count[a]; t++) {
                    if (alpha[t] != 0) {
                        nonzero[start[a] + t] = true;
                    }
                }
                for (int t = 0; t < count[b]; t++) {
                    if (alpha[count[a] + t] != 0) {
                        nonzero[start[b] + t] = true;
                    }
                }
            }
        }
        int[] nzCount = new int[k];
        int[] nzStart = new int[k + 1];
        for (int m = 0; m < k; m++) {
            for (int t = start[m]; t < start[m + 1]; t++) {
                if (nonzero[t]) {
                    nzCount[m]++;
                }
            }
            nzStart[m + 1] = nzStart[m] + nzCount[m];
        }
        int total = nzStart[k];
        int[] svRows = new int[total];
        int[] svClass = new int[total];
        for (int t = 0, s = 0; t < l; t++) {
            if (nonzero[t]) {
                svRows[s++] = grouped[t];
            }
        }
        double[][] coef = new double[k - 1][total];
        double[] rho = new double[pairs];
        p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                double[] alpha = pairAlpha[p];
                rho[p] = stats.get(p).rho();
                int q = nzStart[a];
                for (int t = 0; t < count[a]; t++) {
                    if (nonzero[start[a] + t]) {
                        coef[b - 1][q++] = alpha[t];
                    }
                }
                q = nzStart[b];
                for (int t = 0; t < count[b]; t++) {
                    if (nonzero[start[b] + t]) {
                        coef[a][q++] = alpha[count[a] + t];
                    }
                }
                p++;
            }
        }
        for (int m = 0; m < k; m++) {
            for (int s = nzStart[m]; s < nzStart[m + 1]; s++) {
                svClass[s] = m;
            }
        }
        Dataset sv = supportVectorSet(data, svRows, svClass, labels);
        Provenance prov = new Provenance("svm", spec().toString(), 0L, data.fingerprint(), data.dimension(),
                Version.VERSION);
        return new SvmModel(new SvmModel.State(labels, kernel, nzCount, rho, coef, sv.featureNames(), sv, stats,
                params.type().specName()), prov);
    }

    /** The model's labels, the rows of each class (model class order) with their weights, each class's multiplier of
     * C, and a cost estimate per row. */
    private record Groups(Labels labels, int[] rows, double[] rowWeight, int[] start, int[] count,
                          double[] classWeight, double featuresPerRow) {
        /** The number of one-vs-one problems. */
        int pairs() {
            return count.length * (count.length - 1) / 2;
        }
    }

    /**
     * One pair's solution: y*alpha of its rows (class a's rows, then class b's), alpha itself and its upper bounds
     * (for the next solve's seed), and the solver's report.
     */
    private record PairSolution(double[] alpha, double[] plainAlpha, double[] upper, BinaryStats stats) {
    }

    /** Solves the binary problem of classes a (+1) and b (-1), as LIBSVM's {@code svm_train_one}. */
    private PairSolution solvePair(Dataset data, Kernel kernel, Groups g, int pair, int a, int b, double cost,
                                   PairSolution previous, double previousC, SharedKernelColumns columns,
                                   long cacheBytes, ExecutorService columnPool, int columnThreads, Shared shared) {
        int ca = g.count()[a];
        int cb = g.count()[b];
        int[] rows = new int[ca + cb];
        byte[] y = new byte[ca + cb];
        double[] upper = new double[ca + cb];
        boolean nu = params.type() == SvmType.NU_SVC;
        // nu-SVC solves with the bounds 1 (times the instance weights) and rescales by 1/r, as LIBSVM's solve_nu_svc;
        // its class weights do not apply
        double costA = nu ? 1 : cost * g.classWeight()[a];
        double costB = nu ? 1 : cost * g.classWeight()[b];
        for (int t = 0; t < ca; t++) {
            rows[t] = g.rows()[g.start()[a] + t];
            y[t] = 1;
            upper[t] = costA * g.rowWeight()[g.start()[a] + t];
        }
        for (int t = 0; t < cb; t++) {
            rows[ca + t] = g.rows()[g.start()[b] + t];
            y[ca + t] = -1;
            upper[ca + t] = costB * g.rowWeight()[g.start()[b] + t];
        }
        double[] seed = nu ? nuStart(y, upper, params.nu())
                : previous == null ? null : scaledSeed(previous, cost / previousC, upper);
        double[] linear = new double[rows.length];
        java.util.Arrays.fill(linear, nu ? 0.0 : -1.0);
        long maxIterations = Smo.Problem.defaultMaxIterations(rows.length);
        Smo.Result res;
        if (!nu && additive(kernel, rows.length)) {
            // the additive decomposition: the pair's rows sorted once per training (and path of costs)
            Dataset sub = data.view(rows).compact();
            SortedFeatures sorted = shared.sorted[pair];
            if (sorted == null) {
                sorted = SortedFeatures.of(sub, columnPool, columnThreads);
                shared.sorted[pair] = sorted;
            }
            Smo.Progress listener = progress == null ? null : (outer, inner, gap) ->
                    progress.update(pair, g.pairs(), outer, inner, gap, params.eps());
            res = Smo.solveAdditive(new Smo.Problem(kernel.evaluator(sub, sub), y, upper, linear, seed,
                    params.eps(), params.shrinking(), cacheBytes, columnPool, columnThreads, g.featuresPerRow(),
                    maxIterations), kernel, sub, sorted, listener);
        } else {
            Kernel.Evaluator evaluator;
            if (columns == null) {
                Dataset sub = data.view(rows).compact();
                evaluator = kernel.evaluator(sub, sub);
            } else {
                evaluator = columns.evaluator(kernel, rows);
            }
            Smo.Workspace polled = shared.workspaces.poll();
            Smo.Workspace workspace = polled != null ? polled : new Smo.Workspace();
            Smo.Problem problem = new Smo.Problem(evaluator, y, upper, linear, seed, params.eps(),
                    params.shrinking(), cacheBytes, columnPool, columnThreads, g.featuresPerRow(), maxIterations);
            res = nu ? Smo.solveNu(problem, workspace) : Smo.solve(problem, workspace);
            shared.workspaces.add(workspace);
        }
        double[] alpha = res.alpha();
        double[] plainAlpha = alpha.clone();
        int nsv = 0;
        int nbsv = 0;
        double sumAlpha = 0;
        // nu-SVC's solution is a / r for C = 1 / r (LIBSVM: alpha *= y / r, rho /= r, obj /= r^2)
        double scale = nu ? 1 / res.r() : 1;
        for (int t = 0; t < alpha.length; t++) {
            if (alpha[t] > 0) {
                nsv++;
                if (alpha[t] >= upper[t]) {
                    nbsv++;
                }
            }
            sumAlpha += alpha[t];
            alpha[t] *= y[t] * scale;
        }
        double rho = res.rho() * scale;
        double objective = res.objective() * scale * scale;
        // what svm-train prints: nu-SVC's C = 1/r; C-SVC's nu = sum(alpha) / (C l) when both classes cost the same
        double equivalent = nu ? scale : costA == costB ? sumAlpha / (costA * rows.length) : Double.NaN;
        if (!res.converged() && params.isHardMargin()) {
            throw new IllegalArgumentException("hard margin (C = inf): the classes " + pairName(data, g, a, b)
                    + " are not separable with kernel " + kernel.spec() + " (the solver stopped after "
                    + res.iterations() + " iterations without converging); use a finite C");
        }
        return new PairSolution(alpha, plainAlpha, upper, new BinaryStats(a, b, objective, rho, res.iterations(), nsv,
                nbsv, res.converged(), Double.isFinite(equivalent) ? equivalent : Double.NaN));
    }

    /**
     * nu-SVC's feasible start (LIBSVM's solve_nu_svc): each class's alphas take nu l / 2 in all, in row order, each
     * at most its bound, so that sum_+ a = sum_- a = nu l / 2.
     */
    static double[] nuStart(byte[] y, double[] upper, double nu) {
        double sumPos = nu * y.length / 2;
        double sumNeg = sumPos;
        double[] alpha = new double[y.length];
        for (int t = 0; t < y.length; t++) {
            if (y[t] == 1) {
                alpha[t] = Math.min(upper[t], sumPos);
                sumPos -= alpha[t];
            } else {
                alpha[t] = Math.min(upper[t], sumNeg);
                sumNeg -= alpha[t];
            }
        }
        return alpha;
    }

    /**
     * The previous solution scaled by {@code ratio} = C_new / C_old (see {@link #fitPath}): a row at its old upper
     * bound goes to its new one exactly, any other is scaled and clipped to its new bound.
     */
    private static double[] scaledSeed(PairSolution previous, double ratio, double[] upper) {
        double[] old = previous.plainAlpha();
        double[] oldUpper = previous.upper();
        double[] seed = new double[old.length];
        for (int t = 0; t < old.length; t++) {
            seed[t] = old[t] >= oldUpper[t] ? upper[t] : Math.min(old[t] * ratio, upper[t]);
        }
        return seed;
    }

    private static String pairName(Dataset data, Groups g, int a, int b) {
        return data.labels().name(data.classOf(g.rows()[g.start()[a]])) + " and "
                + data.labels().name(data.classOf(g.rows()[g.start()[b]]));
    }

    /**
     * The trainer's parameters in the learner-spec grammar, e.g. {@code svm(kernel=stump, C=1)} or
     * {@code svm(type=nu-svc, kernel=rbf, nu=0.3)}: type (unless C-SVC), kernel, C or nu, and eps, cache, shrinking and
     * solver where they differ from their defaults. LIBSVM's per-class weights ({@code -wi}), which the grammar does
     * not express, are not part of it.
     */
    @Override
    public Spec spec() {
        return SvmLearnerFactory.spec(params);
    }

    /** The average number of stored features per row (of at most 256 rows): a cost estimate for kernel columns. */
    static double averageStored(Dataset data) {
        long s = 0;
        int n = data.size();
        int step = Math.max(1, n / 256);
        int m = 0;
        for (int i = 0; i < n; i += step) {
            s += data.storedCount(i);
            m++;
        }
        return m == 0 ? 1 : (double) s / m;
    }

    /** A compact copy of the support-vector rows, labelled with model class indices, without instance weights. */
    private static Dataset supportVectorSet(Dataset data, int[] rows, int[] svClass, Labels labels) {
        return data.view(rows).compact().withWeights(null).withClassIndices(svClass, labels);
    }
}

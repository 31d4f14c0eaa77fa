package org.infens.select;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntFunction;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.SharedCosts;
import org.infens.Staged;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.kernel.DistanceKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.SharedKernelColumns;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.infens.svm.SvmType;

/**
 * Cross-validated grid search over learner specs: the "suggested procedure" of Hsu, Chang and Lin (2003) that the
 * papers use for every method (Lin &amp; Li 2008, Sec. 7: five-fold cross-validation on the training set, then the best
 * cell retrained on the whole training set).
 *
 * <p>Jobs run on up to {@code threads} threads and their results are gathered by index, and every learner gets
 * the same seed, so the result does not depend on the thread count. With {@link Options#fast()} (the default) the
 * search exploits what the kernels allow (Lin &amp; Li 2008, Sec. 6.4, Table 6): C-SVC cells that differ only in C are
 * solved as a path on each fold ({@link SvmTrainer#fitPath}) reading one shared store of the fold's kernel columns (for
 * the stump, perceptron, linear and middle-stump kernels, whose values no grid parameter changes) or of its distances
 * (for Laplacian and Gaussian kernels over a gamma grid), each solve warm-started from the previous C. The
 * shared store alone changes no number ({@link Options#exact()}); alpha seeding gives solutions that are optimal to
 * the same tolerance but not the same iterates, so a row near the boundary may be classified otherwise
 * ({@code GridSearchOptionsTest} checks that the selected cell and its accuracy stay those of the plain search).
 *
 * <p>The best cell is the one with the most correctly classified out-of-fold rows (pooled over folds, as LIBSVM's
 * {@code -v} and {@code grid.py}); ties go to the first cell in the candidates' order, which for a
 * {@link ParamGrid} lists smaller values first, so ties favour the simpler model (smaller C, smaller gamma, fewer
 * rounds). Counting rows makes ties exact, not subject to rounding.
 *
 * <p>Regression ({@link #runRegression}: candidates such as {@code svm(type=epsilon-svr)}, whose models are
 * {@link Regressor}s) chooses the cell with the lowest mean squared error of the out-of-fold predicted values,
 * pooled over folds as {@code svm-train -v} pools it ({@link CrossValidation.RegressionScores}); ties, now equal
 * doubles, go to the first cell as above. Regression cells are fitted plainly, one model per cell and fold: the
 * path along C ({@link SvmTrainer#fitPath}) is C-SVC's, and the SVR trainer has neither a shared store of kernel
 * columns nor alpha seeding yet, so {@link Options} change nothing for them.
 */
public final class GridSearch {
    private GridSearch() {
    }

    /**
     * One candidate's cross-validation result.
     *
     * @param spec         the candidate learner
     * @param foldAccuracy accuracy on each fold's test rows, in fold order; NaN for a fold without test rows (stratified
     *                     folds leave one empty when every class has fewer rows than folds)
     * @param correct      out-of-fold rows classified correctly, over all folds
     * @param rows         out-of-fold rows over all folds
     */
    public record Cell(Spec spec, double[] foldAccuracy, int correct, int rows) {
        /** Copies the array. */
        public Cell {
            Objects.requireNonNull(spec, "spec");
            foldAccuracy = foldAccuracy.clone();
        }

        /** The fold accuracies (a copy). */
        @Override
        public double[] foldAccuracy() {
            return foldAccuracy.clone();
        }

        /** Pooled out-of-fold accuracy, as {@code svm-train -v} prints it. */
        public double accuracy() {
            return (double) correct / rows;
        }

        /** Mean of the fold accuracies, over the folds that have test rows. */
        public double meanAccuracy() {
            return Metrics.mean(scored());
        }

        /** Standard error of the fold accuracies' mean, over the folds that have test rows. */
        public double standardError() {
            return Metrics.standardError(scored());
        }

        private double[] scored() {
            return java.util.Arrays.stream(foldAccuracy).filter(a -> !Double.isNaN(a)).toArray();
        }
    }

    /**
     * A grid search's outcome.
     *
     * @param cells every candidate, in the order given
     * @param best  the index of the best cell (see the class comment for ties)
     */
    public record Result(List<Cell> cells, int best) {
        /** Copies the list. */
        public Result {
            cells = List.copyOf(cells);
        }

        /** The best cell. */
        public Cell bestCell() {
            return cells.get(best);
        }

        /** The best cell's learner spec. */
        public Spec bestSpec() {
            return cells.get(best).spec();
        }

        /**
         * The results as a plain-text table, one line per cell: the grid's parameter values (as log2 when every
         * value of the axis is a power of two, as the papers write them), the mean fold accuracy and its standard
         * error in percent, the pooled accuracy, and {@code *} on the best cell.
         *
         * @param grid the grid whose {@link ParamGrid#expand expansion} gave the candidates, in that order
         * @throws IllegalArgumentException if the grid has another number of cells
         */
        public String table(ParamGrid grid) {
            return GridSearch.table(grid, cells.size(), best,
                    String.format(Locale.ROOT, "%10s %8s %10s", "mean acc%", "se", "pooled%"),
                    c -> String.format(Locale.ROOT, "%10.2f %8.2f %10.2f", 100 * cells.get(c).meanAccuracy(),
                            100 * cells.get(c).standardError(), 100 * cells.get(c).accuracy()));
        }
    }

    /**
     * One regression candidate's cross-validation result.
     *
     * @param spec                 the candidate learner
     * @param foldMeanSquaredError mean squared error on each fold's test rows, in fold order
     * @param meanSquaredError     mean squared error over every out-of-fold row (pooled, as {@code svm-train -v})
     * @param squaredCorrelation   squared correlation coefficient of the pooled out-of-fold values and targets
     */
    public record RegressionCell(Spec spec, double[] foldMeanSquaredError, double meanSquaredError,
                                 double squaredCorrelation) {
        /** Copies the array. */
        public RegressionCell {
            Objects.requireNonNull(spec, "spec");
            foldMeanSquaredError = foldMeanSquaredError.clone();
        }

        /** The fold errors (a copy). */
        @Override
        public double[] foldMeanSquaredError() {
            return foldMeanSquaredError.clone();
        }

        /** Mean of the fold errors. */
        public double meanFoldError() {
            return Metrics.mean(foldMeanSquaredError);
        }

        /** Standard error of the fold errors' mean. */
        public double standardError() {
            return Metrics.standardError(foldMeanSquaredError);
        }
    }

    /**
     * A regression grid search's outcome.
     *
     * @param cells every candidate, in the order given
     * @param best  the index of the best cell: the lowest pooled mean squared error, the first of equal ones
     */
    public record RegressionResult(List<RegressionCell> cells, int best) {
        /** Copies the list. */
        public RegressionResult {
            cells = List.copyOf(cells);
        }

        /** The best cell. */
        public RegressionCell bestCell() {
            return cells.get(best);
        }

        /** The best cell's learner spec. */
        public Spec bestSpec() {
            return cells.get(best).spec();
        }

        /**
         * The results as a plain-text table laid out as {@link Result#table}'s: the grid's parameter values, the
         * mean of the fold mean squared errors and its standard error, the pooled mean squared error and squared
         * correlation coefficient (six significant digits, as svm-train prints them), and {@code *} on the best
         * cell.
         *
         * @param grid the grid whose {@link ParamGrid#expand expansion} gave the candidates, in that order
         * @throws IllegalArgumentException if the grid has another number of cells
         */
        public String table(ParamGrid grid) {
            return GridSearch.table(grid, cells.size(), best,
                    String.format(Locale.ROOT, "%12s %12s %12s %12s", "mean MSE", "se", "pooled MSE", "sq. corr."),
                    c -> String.format(Locale.ROOT, "%12s %12s %12s %12s", CFormat.g(cells.get(c).meanFoldError()),
                            CFormat.g(cells.get(c).standardError()), CFormat.g(cells.get(c).meanSquaredError()),
                            CFormat.g(cells.get(c).squaredCorrelation())));
        }
    }

    /**
     * A result table: a header of the grid's axes (log2 when every value of the axis is a power of two) then
     * {@code header}, and one line per cell of its parameter values then {@code measures.apply(cell)}, with
     * {@code *} on the best.
     */
    private static String table(ParamGrid grid, int cellCount, int best, String header,
                                IntFunction<String> measures) {
        if (grid.size() != cellCount) {
            throw new IllegalArgumentException("the grid has " + grid.size() + " cells, the result " + cellCount);
        }
        List<ParamGrid.Axis> axes = grid.axes();
        boolean[] log2 = new boolean[axes.size()];
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a < axes.size(); a++) {
            log2[a] = allPowersOfTwo(axes.get(a).values());
            sb.append(String.format(Locale.ROOT, "%14s ", (log2[a] ? "log2 " : "") + axes.get(a).key()));
        }
        sb.append(header).append(String.format("%n"));
        for (int c = 0; c < cellCount; c++) {
            int rest = c;
            String[] values = new String[axes.size()];
            for (int a = axes.size() - 1; a >= 0; a--) {
                double[] v = axes.get(a).values();
                double x = v[rest % v.length];
                rest /= v.length;
                values[a] = log2[a] ? Spec.formatNumber(Math.log(x) / Math.log(2)) : Spec.formatNumber(x);
            }
            for (String v : values) {
                sb.append(String.format(Locale.ROOT, "%14s ", v));
            }
            sb.append(measures.apply(c)).append(c == best ? " *" : "").append(String.format("%n"));
        }
        return sb.toString();
    }

    private static boolean allPowersOfTwo(double[] values) {
        for (double v : values) {
            if (!(v > 0) || Math.scalb(1.0, Math.getExponent(v)) != v) {
                return false;
            }
        }
        return true;
    }

    /**
     * How a grid search may exploit the kernels (Lin &amp; Li 2008, Sec. 6.4). The kernel tricks apply to the C-SVC
     * cells ({@code svm(...)} of the default type) with a finite C, the budget paths to {@link Staged} cells; other
     * cells (nu-SVC, one-class, regression, ...) are always cross-validated plainly.
     *
     * @param shareKernel  cells that differ only in C form a path on each fold, solved one after the other on one
     *                     thread, reading kernel columns from one {@link SharedKernelColumns} store per fold; and
     *                     when several such paths use distance kernels of one metric with different kernels (the
     *                     Gaussian or Laplacian kernel over a gamma grid), they share a store of the fold's
     *                     distances instead. Kernel values are bit-identical to the plain computation, so this
     *                     alone changes no result. It also lets cells whose trainers are {@link Staged} and differ
     *                     only in their budget (J, T, columns) share one fit per fold with the largest budget
     *                     ({@link Staged#fitBudgets}), and cells whose trainers are {@link SharedCosts} and
     *                     differ only in cost and budget share one run in lockstep per fold
     *                     ({@link SharedCosts#fitCosts}); the models of both are identical to separate fits.
     * @param alphaSeeding along each path (C increasing), each solve starts from the previous solution scaled by
     *                     C_new/C_old ({@link SvmTrainer#fitPath}); models are optimal to the same tolerance but
     *                     not bit-identical to plain ones. Needs {@code shareKernel} (the path).
     * @param memoryBytes  the memory budget for all stores together, divided equally among them (each fold's store
     *                     gets at most the 8 m^2 bytes of its full m x m matrix); a store whose share is smaller
     *                     keeps the first columns asked for and computes the others on demand
     *                     ({@link SharedKernelColumns})
     */
    public record Options(boolean shareKernel, boolean alphaSeeding, long memoryBytes) {
        /** Validates. */
        public Options {
            if (alphaSeeding && !shareKernel) {
                throw new IllegalArgumentException("alphaSeeding needs shareKernel (seeding runs along a C path)");
            }
            if (memoryBytes < 0) {
                throw new IllegalArgumentException("memoryBytes must be >= 0, got " + memoryBytes);
            }
        }

        /**
         * Every trick on, with a quarter of the JVM's maximum heap for the stores: five folds of 4,000 training
         * rows (5 x 128 MB) fit whole in a 2.5 GB heap.
         */
        public static Options fast() {
            return new Options(true, true, Runtime.getRuntime().maxMemory() / 4);
        }

        /** Shared kernel columns without alpha seeding: the same results as {@link #plain()}, bit for bit. */
        public static Options exact() {
            return new Options(true, false, Runtime.getRuntime().maxMemory() / 4);
        }

        /** No tricks: every cell and fold fits its own model, as {@link CrossValidation} does. */
        public static Options plain() {
            return new Options(false, false, 0);
        }
    }

    /** Cross-validates every candidate on the same folds with {@link Options#fast()}; see {@link #run(List,
     * Dataset, List, LearnerContext, Options)}. */
    public static Result run(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context) {
        return run(candidates, data, folds, context, Options.fast());
    }

    /**
     * Cross-validates every candidate on the same folds.
     *
     * <p>Work is split into {@link Jobs}: one per (C path, fold) for the SVM cells grouped into paths, one per
     * (shared fit, fold) for staged cells, one per (cell, fold) for the rest. Jobs run on up to
     * {@code context.threads()} threads, each job on one thread, and write their counts by index; every learner gets
     * the seed of {@code context}. Stores are shared by jobs of one fold, but their values do not depend on which job
     * computed them, so the result does not depend on the thread count.
     *
     * @param candidates learner specs of classifiers, simplest first (ties go to the earlier one)
     * @param data       the training data
     * @param folds      the folds (e.g. {@link Folds#stratified}), shared by every candidate
     * @param context    the seed given to every learner, and the number of threads for the whole search (each
     *                   learner runs on one)
     * @param options    which tricks to use
     * @throws IllegalArgumentException if there are no candidates, a spec is invalid or a regression learner
     *                                  ({@link #runRegression} searches those; checked before any training) or a fit
     *                                  fails
     */
    public static Result run(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context,
                             Options options) {
        if (!candidates.isEmpty() && Learners.isRegression(candidates.get(0))) {
            throw new IllegalArgumentException("grid search: " + candidates.get(0) + " is a regression learner;"
                    + " regression is searched by mean squared error (runRegression)");
        }
        Jobs jobs = Jobs.of(candidates, data, folds, context, options);
        return jobs.result(runJobs(jobs, options, context.threads()));
    }

    /**
     * Cross-validates every regression candidate on the same folds and chooses the lowest pooled mean squared error
     * (see the class comment), with jobs and threads as {@link #run(List, Dataset, List, LearnerContext, Options)}.
     *
     * @param candidates learner specs of regressions (e.g. {@code svm(type=epsilon-svr, C=1)}), simplest first
     * @param data       the training data; its labels are the targets ({@link Dataset#targets()})
     * @param folds      the folds (e.g. {@link Folds#random}: regression has no classes to stratify by)
     * @param context    the seed given to every learner, and the number of threads for the whole search
     * @param options    which tricks to use (none applies to regression yet)
     * @throws IllegalArgumentException if there are no candidates, a spec is invalid or not a regression learner
     *                                  (checked before any training), a label is not a number (naming its row), or
     *                                  a fit fails
     */
    public static RegressionResult runRegression(List<Spec> candidates, Dataset data, List<Fold> folds,
                                                 LearnerContext context, Options options) {
        if (!candidates.isEmpty() && !Learners.isRegression(candidates.get(0))) {
            throw new IllegalArgumentException("grid search: " + candidates.get(0) + " is not a regression learner;"
                    + " classifiers are searched by accuracy (run)");
        }
        Jobs jobs = Jobs.of(candidates, data, folds, context, options);
        return jobs.regressionResult(runJobs(jobs, options, context.threads()));
    }

    /** Runs every job on up to {@code threads} threads, with the stores of each fold shared among its jobs. */
    private static List<double[]> runJobs(Jobs jobs, Options options, int threads) {
        List<FoldStores> stores = jobs.sharedStores(options.memoryBytes());
        double[][] outcomes = new double[jobs.size()][];
        List<Runnable> runnables = new ArrayList<>(jobs.size());
        for (int j = 0; j < jobs.size(); j++) {
            int jj = j;
            FoldStores fs = stores.isEmpty() ? null : stores.get(jobs.fold(j));
            runnables.add(() -> outcomes[jj] = jobs.run(jj, fs));
        }
        runAll(runnables, threads);
        return java.util.Arrays.asList(outcomes);
    }

    /**
     * A grid search cut into independent jobs, for callers that run them elsewhere (the executors of a cluster,
     * {@code infens-spark}): {@link #run(List, Dataset, List, LearnerContext, Options)} is {@code of}, every
     * {@link #run(int, long)} and {@link #result}, with the stores of one fold shared among its jobs, and
     * {@link #runRegression} the same with {@link #regressionResult}.
     *
     * <p>A job is one group of cells on one fold: the cells of a C path (C-SVC cells that differ only in C, solved as
     * one path with one store of kernel columns and warm starts along C), of a shared fit (staged cells that
     * differ only in their budget, one fit with the largest; or cells of a {@link SharedCosts} trainer that differ
     * only in cost and budget, one lockstep run), or one plain cell (every regression cell is one). The
     * jobs, their order and their cells depend only on the candidates and the options, so two processes that build
     * {@code Jobs} from equal arguments agree on them, and a job's outcome does not depend on where or with which
     * other jobs it ran: the result is that of the local search, bit for bit, however the jobs are spread.
     */
    public static final class Jobs {
        private final List<Spec> candidates;
        private final Dataset data;
        private final List<Fold> folds;
        private final Options options;
        private final boolean regression;
        private final List<Trainer<? extends Model>> trainers;
        private final List<Path> paths = new ArrayList<>();
        private final List<SharedFit> sharedFits;
        private final List<Integer> plainCells = new ArrayList<>();
        /** Per job: its kind (0 path, 1 shared fit, 2 plain cell), its group's index, its fold. */
        private final List<int[]> jobs = new ArrayList<>();

        private Jobs(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context,
                     Options options) {
            if (candidates.isEmpty()) {
                throw new IllegalArgumentException("grid search: no candidates");
            }
            if (folds.isEmpty()) {
                throw new IllegalArgumentException("grid search: no folds");
            }
            this.candidates = List.copyOf(candidates);
            this.data = data;
            this.folds = List.copyOf(folds);
            this.options = options;
            this.regression = Learners.isRegression(candidates.get(0));
            LearnerContext one = context.withThreads(1);
            trainers = new ArrayList<>();
            for (Spec s : candidates) {
                if (Learners.isRegression(s) != regression) {
                    throw new IllegalArgumentException("grid search: " + candidates.get(0) + " is "
                            + (regression ? "a regression learner" : "a classifier") + " and " + s + " is "
                            + (regression ? "a classifier" : "a regression learner") + "; a grid searches one kind");
                }
                trainers.add(regression ? Learners.createRegressor(s, one) : Learners.create(s, one));
            }
            if (regression) {
                // every cell and fold a plain fit; the targets are checked once, before any training
                data.targets();
            }
            if (options.shareKernel() && !regression) {
                Map<String, Path> byKey = new LinkedHashMap<>();
                for (int c = 0; c < trainers.size(); c++) {
                    if (trainers.get(c) instanceof SvmTrainer svm && svm.params().type() == SvmType.C_SVC
                            && !svm.params().isHardMargin()) {
                        byKey.computeIfAbsent(pathKey(svm.params()), k -> new Path(svm, new ArrayList<>())).cells
                                .add(c);
                    } else {
                        plainCells.add(c);
                    }
                }
                paths.addAll(byKey.values());
                sharedFits = sharedFits(trainers, plainCells);
                for (SharedFit b : sharedFits) {
                    plainCells.removeAll(b.cells);
                }
            } else {
                sharedFits = List.of();
                for (int c = 0; c < trainers.size(); c++) {
                    plainCells.add(c);
                }
            }
            int nf = folds.size();
            for (int p = 0; p < paths.size(); p++) {
                for (int f = 0; f < nf; f++) {
                    jobs.add(new int[] {0, p, f});
                }
            }
            for (int b = 0; b < sharedFits.size(); b++) {
                for (int f = 0; f < nf; f++) {
                    jobs.add(new int[] {1, b, f});
                }
            }
            for (int c = 0; c < plainCells.size(); c++) {
                for (int f = 0; f < nf; f++) {
                    jobs.add(new int[] {2, c, f});
                }
            }
        }

        /**
         * The jobs of cross-validating every candidate on the same folds (see
         * {@link GridSearch#run(List, Dataset, List, LearnerContext, Options)} for the arguments): of classifiers, or
         * of regressions ({@link #regression()}).
         *
         * @throws IllegalArgumentException if there are no candidates or no folds, a spec is invalid, the candidates
         *                                  mix classifiers and regressions, or (regression) a label is not a number
         */
        public static Jobs of(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context,
                              Options options) {
            return new Jobs(candidates, data, folds, context, options);
        }

        /**
         * Whether the candidates are regressions ({@link #regressionResult}) rather than classifiers
         * ({@link #result}).
         */
        public boolean regression() {
            return regression;
        }

        /** The number of jobs. */
        public int size() {
            return jobs.size();
        }

        /** The fold job {@code j} cross-validates on. */
        public int fold(int j) {
            return jobs.get(j)[2];
        }

        /** The candidates (indices into the candidate list) job {@code j} computes, in the order of its outcome. */
        public int[] cells(int j) {
            int[] job = jobs.get(j);
            List<Integer> cells = switch (job[0]) {
                case 0 -> paths.get(job[1]).cells;
                case 1 -> sharedFits.get(job[1]).cells;
                default -> List.of(plainCells.get(job[1]));
            };
            return cells.stream().mapToInt(Integer::intValue).toArray();
        }

        /**
         * Runs job {@code j} on this thread with stores of its own (at most {@code memoryBytes} for its kernel
         * columns). Its outcome, for {@link #result} or {@link #regressionResult}: for classifiers, the out-of-fold
         * rows each of its {@link #cells} classifies correctly (whole numbers); for regressions, each cell's
         * predicted values of the fold's test rows in the fold's order, cell after cell.
         */
        public double[] run(int j, long memoryBytes) {
            if (memoryBytes < 0) {
                throw new IllegalArgumentException("memoryBytes must be >= 0, got " + memoryBytes);
            }
            int[] job = jobs.get(j);
            FoldStores fs = null;
            if (job[0] == 0) {
                fs = new FoldStores(data.view(folds.get(job[2]).train()), List.of(paths.get(job[1])));
                fs.create(memoryBytes / Math.max(1, fs.storeCount()));
            }
            return run(j, fs);
        }

        /** The stores of each fold shared by all its path jobs (none without paths), {@code memoryBytes} in all. */
        List<FoldStores> sharedStores(long memoryBytes) {
            List<FoldStores> stores = new ArrayList<>();
            if (paths.isEmpty()) {
                return stores;
            }
            for (Fold fold : folds) {
                stores.add(new FoldStores(data.view(fold.train()), paths));
            }
            int storeCount = 0;
            for (FoldStores fs : stores) {
                storeCount += fs.storeCount();
            }
            long share = memoryBytes / Math.max(1, storeCount);
            for (FoldStores fs : stores) {
                fs.create(share);
            }
            return stores;
        }

        /** Runs job {@code j} with {@code fs}, the stores of its fold holding its path's (null for other jobs). */
        double[] run(int j, FoldStores fs) {
            int[] job = jobs.get(j);
            try {
                return runJob(job, fs);
            } catch (IllegalArgumentException e) {
                throw CrossValidation.inFold(e, job[2], folds.size(), folds.get(job[2]).trainSize());
            }
        }

        private double[] runJob(int[] job, FoldStores fs) {
            Fold fold = folds.get(job[2]);
            int[] test = fold.test();
            switch (job[0]) {
                case 0 -> {
                    Path path = paths.get(job[1]);
                    List<Integer> order = new ArrayList<>(path.cells);
                    order.sort((x, y) -> Double.compare(cost(trainers.get(x)), cost(trainers.get(y))));
                    double[] costs = new double[order.size()];
                    for (int i = 0; i < costs.length; i++) {
                        costs[i] = cost(trainers.get(order.get(i)));
                    }
                    List<SvmModel> models = path.trainer.fitPath(fs.training, costs, fs.storeFor(path),
                            options.alphaSeeding());
                    double[] out = new double[order.size()];
                    for (int i = 0; i < costs.length; i++) {
                        out[path.cells.indexOf(order.get(i))] = CrossValidation.correctOn(models.get(i), data, test);
                    }
                    return out;
                }
                case 1 -> {
                    SharedFit b = sharedFits.get(job[1]);
                    Dataset training = data.view(fold.train());
                    List<? extends List<? extends Model>> models = b.costs == null
                            ? List.of(b.trainer.fitBudgets(training, b.budgets))
                            : ((SharedCosts<?>) b.trainer).fitCosts(training, b.costs, b.budgets);
                    double[] out = new double[b.cells.size()];
                    for (int k = 0; k < out.length; k++) {
                        Trainer<? extends Model> t = trainers.get(b.cells.get(k));
                        int cost = b.costs == null ? 0 : java.util.Arrays.binarySearch(b.costs, costOf(t));
                        int at = java.util.Arrays.binarySearch(b.budgets, budgetOf(t));
                        out[k] = CrossValidation.correctOn((Classifier) models.get(cost).get(at), data, test);
                    }
                    return out;
                }
                default -> {
                    Model model = trainers.get(plainCells.get(job[1])).fit(data.view(fold.train()));
                    if (model instanceof Regressor r) {
                        return test.length == 0 ? new double[0] : r.predictAll(data.view(test), 1);
                    }
                    return new double[] {CrossValidation.correctOn((Classifier) model, data, test)};
                }
            }
        }

        /** Checks that the outcomes are one per job, each of its cells' length, and gives each cell's per fold. */
        private double[][][] byCell(List<double[]> outcomes, boolean regressionExpected) {
            if (regression != regressionExpected) {
                throw new IllegalArgumentException("these jobs are of " + (regression ? "a regression" : "classifiers")
                        + "; their result is " + (regression ? "regressionResult" : "result"));
            }
            if (outcomes.size() != jobs.size()) {
                throw new IllegalArgumentException("outcomes of " + outcomes.size() + " jobs, expected "
                        + jobs.size());
            }
            double[][][] out = new double[candidates.size()][folds.size()][];
            for (int j = 0; j < jobs.size(); j++) {
                int[] cells = cells(j);
                int per = regression ? folds.get(fold(j)).testSize() : 1;
                double[] o = outcomes.get(j);
                if (o == null || o.length != cells.length * per) {
                    throw new IllegalArgumentException("job " + j + " has an outcome of " + (o == null ? "no"
                            : o.length) + " values, expected " + cells.length * per);
                }
                for (int k = 0; k < cells.length; k++) {
                    out[cells[k]][fold(j)] = java.util.Arrays.copyOfRange(o, k * per, (k + 1) * per);
                }
            }
            return out;
        }

        /**
         * The search's result from every job's outcome.
         *
         * @param outcomes {@code outcomes.get(j)} is what {@link #run(int, long)} returned for job {@code j}
         * @throws IllegalArgumentException if the jobs are a regression's, or a job's outcome is missing or of the
         *                                  wrong length
         */
        public Result result(List<double[]> outcomes) {
            double[][][] counts = byCell(outcomes, false);
            int nf = folds.size();
            List<Cell> cells = new ArrayList<>();
            int best = 0;
            for (int c = 0; c < candidates.size(); c++) {
                double[] acc = new double[nf];
                int sum = 0;
                int rows = 0;
                for (int f = 0; f < nf; f++) {
                    int correct = (int) counts[c][f][0];
                    acc[f] = (double) correct / folds.get(f).testSize();
                    sum += correct;
                    rows += folds.get(f).testSize();
                }
                cells.add(new Cell(candidates.get(c), acc, sum, rows));
                if (sum > cells.get(best).correct()) {
                    best = c;
                }
            }
            return new Result(cells, best);
        }

        /**
         * A regression search's result from every job's outcome: each cell's out-of-fold values scored as
         * {@link CrossValidation.RegressionScores} scores them; the best the lowest pooled mean squared error.
         *
         * @param outcomes {@code outcomes.get(j)} is what {@link #run(int, long)} returned for job {@code j}
         * @throws IllegalArgumentException if the jobs are classifiers', or a job's outcome is missing or of the
         *                                  wrong length
         */
        public RegressionResult regressionResult(List<double[]> outcomes) {
            double[][][] values = byCell(outcomes, true);
            double[] targets = data.targets();
            List<RegressionCell> cells = new ArrayList<>();
            int best = 0;
            for (int c = 0; c < candidates.size(); c++) {
                double[] predicted = new double[data.size()];
                java.util.Arrays.fill(predicted, Double.NaN);
                for (int f = 0; f < folds.size(); f++) {
                    int[] test = folds.get(f).test();
                    for (int i = 0; i < test.length; i++) {
                        predicted[test[i]] = values[c][f][i];
                    }
                }
                CrossValidation.RegressionScores s = CrossValidation.RegressionScores.of(predicted, targets, folds);
                cells.add(new RegressionCell(candidates.get(c), s.foldMeanSquaredError(), s.meanSquaredError(),
                        s.squaredCorrelation()));
                if (s.meanSquaredError() < cells.get(best).meanSquaredError()) {
                    best = c;
                }
            }
            return new RegressionResult(cells, best);
        }
    }

    /** Runs the jobs on up to {@code threads} threads (in order on this one if 1). */
    private static void runAll(List<Runnable> jobs, int threads) {
        if (threads == 1 || jobs.size() <= 1) {
            for (Runnable r : jobs) {
                r.run();
            }
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, jobs.size()), r -> {
            Thread t = new Thread(r, "infens-grid");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>(jobs.size());
            for (Runnable r : jobs) {
                futures.add(pool.submit(r));
            }
            for (Future<?> f : futures) {
                Tasks.join(f, "grid search");
            }
        } finally {
            pool.shutdownNow();
        }
    }

    private static double cost(Trainer<? extends Model> t) {
        return ((SvmTrainer) t).params().C();
    }

    /** Cells that differ only in C share a path: everything but C in the key. */
    private static String pathKey(SvmParams p) {
        return p.kernel().spec() + "|" + p.eps() + "|" + p.cacheMegabytes() + "|" + p.shrinking() + "|"
                + p.classWeights() + "|" + p.solver();
    }

    private static int budgetOf(Trainer<? extends Model> t) {
        return ((Staged<?>) t).budget();
    }

    private static double costOf(Trainer<? extends Model> t) {
        return ((SharedCosts<?>) t).cost();
    }

    /**
     * Groups the {@link Staged} cells among {@code cells} that can share fits: first the {@link SharedCosts} cells by
     * everything but cost and budget (groups with one cost are left to the next step), then the other staged cells by
     * everything but their budget (groups of one budget are left out).
     */
    static List<SharedFit> sharedFits(List<Trainer<? extends Model>> trainers, List<Integer> cells) {
        List<SharedFit> out = new ArrayList<>();
        Map<Object, List<Integer>> byCostless = new LinkedHashMap<>();
        for (int c : cells) {
            if (trainers.get(c) instanceof SharedCosts<?> s && s.uncosted() != null) {
                byCostless.computeIfAbsent(s.uncosted(), k -> new ArrayList<>()).add(c);
            }
        }
        java.util.Set<Integer> taken = new java.util.HashSet<>();
        for (List<Integer> group : byCostless.values()) {
            double[] costs = group.stream().mapToDouble(c -> costOf(trainers.get(c))).sorted().distinct().toArray();
            if (costs.length < 2) {
                continue;
            }
            int[] budgets = group.stream().mapToInt(c -> budgetOf(trainers.get(c))).sorted().distinct().toArray();
            out.add(new SharedFit((Staged<?>) trainers.get(group.get(0)), group, costs, budgets));
            taken.addAll(group);
        }
        Map<Object, List<Integer>> groups = new LinkedHashMap<>();
        for (int c : cells) {
            if (!taken.contains(c) && trainers.get(c) instanceof Staged<?> s) {
                groups.computeIfAbsent(s.unbudgeted(), k -> new ArrayList<>()).add(c);
            }
        }
        for (List<Integer> group : groups.values()) {
            int[] budgets = group.stream().mapToInt(c -> budgetOf(trainers.get(c))).sorted().distinct().toArray();
            if (budgets.length < 2) {
                continue;
            }
            out.add(new SharedFit((Staged<?>) trainers.get(group.get(0)), group, null, budgets));
        }
        return out;
    }

    /**
     * Cells of a {@link Staged} trainer sharing fits: differing only in the budget (costs null), one fit per fold with
     * the largest; or, of a {@link SharedCosts} trainer, only in cost and budget, one lockstep run per fold.
     */
    record SharedFit(Staged<?> trainer, List<Integer> cells, double[] costs, int[] budgets) {
    }

    /** SVM cells differing only in C, and the trainer of any of them (its C is replaced along the path). */
    private record Path(SvmTrainer trainer, List<Integer> cells) {
    }

    /**
     * The stores of one fold: one distance store per metric used by paths whose prepared kernels are distance
     * kernels of that metric and differ (a gamma grid), one kernel store per other path.
     */
    private static final class FoldStores {
        final Dataset training;
        private final List<Path> paths;
        private final Kernel[] kernels;
        private final Map<DistanceKernel.Metric, Integer> distanceUsers = new EnumMap<>(DistanceKernel.Metric.class);
        private final Map<DistanceKernel.Metric, SharedKernelColumns> distances =
                new EnumMap<>(DistanceKernel.Metric.class);
        private final Map<Path, SharedKernelColumns> own = new java.util.IdentityHashMap<>();

        FoldStores(Dataset training, List<Path> paths) {
            this.training = training;
            this.paths = paths;
            this.kernels = new Kernel[paths.size()];
            Map<DistanceKernel.Metric, java.util.Set<Spec>> specs = new EnumMap<>(DistanceKernel.Metric.class);
            for (int p = 0; p < paths.size(); p++) {
                kernels[p] = paths.get(p).trainer.params().kernel().prepare(training);
                if (kernels[p] instanceof DistanceKernel d) {
                    specs.computeIfAbsent(d.metric(), m -> new java.util.HashSet<>()).add(d.spec());
                }
            }
            for (Map.Entry<DistanceKernel.Metric, java.util.Set<Spec>> e : specs.entrySet()) {
                if (e.getValue().size() > 1) {
                    distanceUsers.put(e.getKey(), e.getValue().size());
                }
            }
        }

        /** How many stores this fold will hold. */
        int storeCount() {
            int n = distanceUsers.size();
            for (Kernel k : kernels) {
                if (!sharesDistances(k)) {
                    n++;
                }
            }
            return n;
        }

        private boolean sharesDistances(Kernel k) {
            return k instanceof DistanceKernel d && distanceUsers.containsKey(d.metric());
        }

        /** Creates the stores, each with at most {@code share} bytes (and no more than its full matrix). */
        void create(long share) {
            long budget = Math.min(share, SharedKernelColumns.fullBytes(training.size()));
            for (DistanceKernel.Metric m : distanceUsers.keySet()) {
                distances.put(m, SharedKernelColumns.ofDistances(m, training, budget));
            }
            for (int p = 0; p < paths.size(); p++) {
                if (!sharesDistances(kernels[p])) {
                    own.put(paths.get(p), SharedKernelColumns.ofKernel(kernels[p], training, budget));
                }
            }
        }

        SharedKernelColumns storeFor(Path path) {
            SharedKernelColumns s = own.get(path);
            if (s != null) {
                return s;
            }
            return distances.get(((DistanceKernel) kernels[paths.indexOf(path)]).metric());
        }
    }
}

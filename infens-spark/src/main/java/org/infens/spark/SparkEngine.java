package org.infens.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.sql.SparkSession;
import org.infens.Model;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.cli.Engine;
import org.infens.data.Dataset;
import org.infens.experiment.Cell;
import org.infens.experiment.CellResult;
import org.infens.experiment.Plan;
import org.infens.experiment.ResultStore;
import org.infens.experiment.Runner;
import org.infens.io.RecordJson;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.GridSearch;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * The commands {@code select}, {@code cv} and {@code reproduce} computed on the executors of a Spark cluster: an
 * {@link Engine} for {@link org.infens.cli.Main#run(String[], java.io.PrintStream, java.io.PrintStream, Engine)},
 * which is what {@code bin/infens-spark} runs ({@link SparkMain}).
 *
 * <p>The units of work are those of the local engine, cut the same way: for a grid search, the jobs of
 * {@link GridSearch.Jobs} (a C path of C-SVC cells on one fold, with its shared kernel columns and warm starts along
 * C, a budget path of staged cells or the costs of CGEns over sampled families run in lockstep on one fold, or
 * one plain cell on one fold: the grouping that makes the local search fast stays inside one Spark task); for cross-validation, one fold; for {@code reproduce}, one cell of the
 * plan ({@link Runner#compute}). Each is computed from its own seed on one thread, so its outcome does not depend on
 * the executor, the partition or the other work beside it, and the driver gathers outcomes by index: the printed
 * table, the chosen parameters and the model (fitted on the driver by the command) are the local command's, bit for
 * bit, whatever the number of executors and partitions ({@code SparkEngineTest}: 1, 2 and 3 partitions against the
 * local engine).
 *
 * <p>The data set is broadcast once per command as compact bytes ({@link DatasetBytes}) with the candidates (as spec
 * text, which round-trips exactly) and the folds, and decoded once per executor JVM; every check that can fail on
 * bad input (an invalid spec, a non-numeric regression target, mixed kinds) runs on the driver first, so the error
 * is the local one, and an exception a task throws is rethrown on the driver as it was thrown, not as Spark's
 * wrapper. A grid-search task may hold {@code memoryBytes} divided by the tasks an executor runs at once
 * ({@code spark.executor.cores}, or the local master's threads) of kernel columns: the local engine shares that
 * budget among the jobs of one fold, which changes no number.
 *
 * <p>{@code fit} of AdaBoost (a fixed T), LPBoost and CGEns with stumps on two classes runs on the executors with the
 * data held by feature in {@code partitions} blocks (0: Spark's default parallelism; at most one per feature),
 * {@link DistributedBoosting}: the same model file. The driver reads the training file, as {@code infens fit} does,
 * and sends each block its columns; data that no machine holds is fitted from a DataFrame instead
 * ({@link DistributedBoosting#fit(org.apache.spark.sql.Dataset, String, long)}). Every other fit runs on the driver.
 *
 * <p>{@code reproduce} runs one Spark job per partition of the pending cells (by default one cell per partition),
 * up to as many at once as the cluster has task slots, and appends each partition's results to the store on the
 * driver as soon as it finishes, so that a run that is stopped resumes with the missing cells, as locally.
 */
public final class SparkEngine implements Engine {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final SparkSession spark;
    private final JavaSparkContext context;
    private final int partitions;

    /**
     * An engine on {@code spark}'s cluster that gives each unit of work its own partition (one task per grid-search
     * job, fold or cell).
     */
    public SparkEngine(SparkSession spark) {
        this(spark, 0);
    }

    /**
     * An engine on {@code spark}'s cluster.
     *
     * @param spark      the session
     * @param partitions the partitions (Spark tasks) the units of work of one command are spread over, or 0 for one
     *                   per unit (for {@code fit}, the feature blocks; 0 for Spark's default parallelism); the results
     *                   do not depend on it
     * @throws IllegalArgumentException if {@code partitions} is negative
     */
    public SparkEngine(SparkSession spark, int partitions) {
        Objects.requireNonNull(spark, "spark");
        if (partitions < 0) {
            throw new IllegalArgumentException("partitions must be >= 0 (0: one per unit of work), got "
                    + partitions);
        }
        this.spark = spark;
        this.context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        this.partitions = partitions;
    }

    /** What a grid search's tasks need, broadcast once; the jobs are rebuilt once per executor JVM. */
    private static final class Search implements Serializable {
        private static final long serialVersionUID = 1L;
        private final DatasetBytes data;
        private final ArrayList<String> candidates;
        private final ArrayList<int[]> train;
        private final ArrayList<int[]> test;
        private final long seed;
        private final boolean shareKernel;
        private final boolean alphaSeeding;
        private final long memoryBytes;
        private transient volatile GridSearch.Jobs jobs;

        Search(Dataset data, List<Spec> candidates, List<Fold> folds, long seed, GridSearch.Options options) {
            this.data = DatasetBytes.of(data);
            this.candidates = new ArrayList<>();
            candidates.forEach(s -> this.candidates.add(s.toString()));
            this.train = new ArrayList<>();
            this.test = new ArrayList<>();
            for (Fold f : folds) {
                train.add(f.train());
                test.add(f.test());
            }
            this.seed = seed;
            this.shareKernel = options.shareKernel();
            this.alphaSeeding = options.alphaSeeding();
            this.memoryBytes = options.memoryBytes();
        }

        List<Fold> folds() {
            List<Fold> out = new ArrayList<>(train.size());
            for (int f = 0; f < train.size(); f++) {
                out.add(new Fold(train.get(f), test.get(f)));
            }
            return out;
        }

        GridSearch.Jobs jobs() {
            GridSearch.Jobs j = jobs;
            if (j == null) {
                synchronized (this) {
                    j = jobs;
                    if (j == null) {
                        j = GridSearch.Jobs.of(candidates.stream().map(Spec::parse).toList(), data.dataset(),
                                folds(), new LearnerContext(seed, 1),
                                new GridSearch.Options(shareKernel, alphaSeeding, memoryBytes));
                        jobs = j;
                    }
                }
            }
            return j;
        }
    }

    /** One unit of work of a command, run on an executor. */
    @FunctionalInterface
    private interface Unit<T> extends Serializable {
        T run(int index);
    }

    /** A unit's outcome with its index, so that the driver gathers outcomes in unit order. */
    private record Outcome<T>(int index, T value) implements Serializable {
    }

    @Override
    public GridSearch.Result gridSearch(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context,
                                        GridSearch.Options options) {
        if (!candidates.isEmpty() && Learners.isRegression(candidates.get(0))) {
            return GridSearch.run(candidates, data, folds, context, options); // the local message, before any job
        }
        GridSearch.Jobs jobs = GridSearch.Jobs.of(candidates, data, folds, context, options);
        return jobs.result(runJobs(jobs, candidates, data, folds, context, options));
    }

    @Override
    public GridSearch.RegressionResult regressionGridSearch(List<Spec> candidates, Dataset data, List<Fold> folds,
                                                            LearnerContext context, GridSearch.Options options) {
        if (!candidates.isEmpty() && !Learners.isRegression(candidates.get(0))) {
            return GridSearch.runRegression(candidates, data, folds, context, options); // the local message
        }
        GridSearch.Jobs jobs = GridSearch.Jobs.of(candidates, data, folds, context, options);
        return jobs.regressionResult(runJobs(jobs, candidates, data, folds, context, options));
    }

    private List<double[]> runJobs(GridSearch.Jobs jobs, List<Spec> candidates, Dataset data, List<Fold> folds,
                                   LearnerContext context, GridSearch.Options options) {
        Broadcast<Search> search = context().broadcast(new Search(data, candidates, folds, context.seed(), options));
        long taskMemory = options.memoryBytes() / slotsPerExecutor();
        try {
            return run(jobs.size(), j -> search.value().jobs().run(j, taskMemory));
        } finally {
            search.destroy();
        }
    }

    @Override
    public int[] crossValidate(Spec learner, LearnerContext context, Dataset data, List<Fold> folds) {
        Learners.create(learner, new LearnerContext(context.seed(), 1)); // an invalid spec fails here, as locally
        double[] classes = outOfFold(learner, context.seed(), data, folds, (spec, c, rows, fold) -> Arrays.stream(
                CrossValidation.predict(Learners.create(spec, c), rows, List.of(fold), 1)).asDoubleStream().toArray());
        return Arrays.stream(classes).mapToInt(v -> Double.isNaN(v) ? -1 : (int) v).toArray();
    }

    @Override
    public double[] crossValidateRegression(Spec learner, LearnerContext context, Dataset data, List<Fold> folds) {
        Learners.createRegressor(learner, new LearnerContext(context.seed(), 1)); // an invalid spec fails here
        data.targets(); // and a label that is not a number, naming the file and line, as locally
        return outOfFold(learner, context.seed(), data, folds, (spec, c, rows, fold) -> CrossValidation.predictValues(
                Learners.createRegressor(spec, c), rows, List.of(fold), 1));
    }

    /** What one fold's task computes: the values predicted by {@code learner} fitted on the fold's training rows. */
    @FunctionalInterface
    private interface FoldPredictor extends Serializable {
        /** A value for every row of {@code rows}; only those of {@code fold.test()} are read. */
        double[] predict(Spec learner, LearnerContext context, Dataset rows, Fold fold);
    }

    /**
     * Cross-validation on the executors, one task per fold: each row's value predicted by the fold that tests it
     * ({@code NaN} for a row no fold tests), a class index as a double (exact) or a regression's value. A task
     * returns only its test rows' values.
     */
    private double[] outOfFold(Spec learner, long seed, Dataset data, List<Fold> folds, FoldPredictor predictor) {
        Broadcast<Search> search = context().broadcast(new Search(data, List.of(learner), folds, seed,
                GridSearch.Options.plain()));
        try {
            List<double[]> perFold = run(folds.size(), f -> {
                Search s = search.value();
                Fold fold = s.folds().get(f);
                double[] all = predictor.predict(Spec.parse(s.candidates.get(0)), new LearnerContext(s.seed, 1),
                        s.data.dataset(), fold);
                return Arrays.stream(fold.test()).mapToDouble(i -> all[i]).toArray();
            });
            double[] predicted = new double[data.size()];
            Arrays.fill(predicted, Double.NaN);
            for (int f = 0; f < folds.size(); f++) {
                int[] test = folds.get(f).test();
                for (int i = 0; i < test.length; i++) {
                    predicted[test[i]] = perFold.get(f)[i];
                }
            }
            return predicted;
        } finally {
            search.destroy();
        }
    }

    /**
     * Computes the plan's pending cells on the executors, appending each partition's results to the store as it
     * finishes. {@code threads} is the local engine's; here the cluster's task slots bound the cells computed at once.
     */
    @Override
    public int reproduce(Plan plan, ResultStore store, int threads, Runner.Progress progress) {
        List<Cell> todo = Runner.pending(plan, store);
        int total = todo.size();
        if (total == 0) {
            return 0;
        }
        List<CellForm> forms = new ArrayList<>(total);
        todo.forEach(c -> forms.add(CellForm.of(c)));
        JavaRDD<String> results = context().parallelize(forms, slices(total)).map(f -> json(Runner.compute(f.cell())));
        int parts = results.getNumPartitions();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger done = new AtomicInteger();
        Object lock = new Object();
        int workers = Math.min(parts, Math.max(1, context().defaultParallelism()));
        List<Callable<Void>> pollers = new ArrayList<>(workers);
        for (int w = 0; w < workers; w++) {
            pollers.add(() -> {
                for (int p = next.getAndIncrement(); p < parts; p = next.getAndIncrement()) {
                    int[] partition = {p};
                    List<String>[] lines = unwrapped(() -> results.collectPartitions(partition));
                    synchronized (lock) {
                        for (String line : lines[0]) {
                            CellResult r = cellResult(line);
                            try {
                                store.append(r);
                            } catch (IOException e) {
                                throw new UncheckedIOException("writing " + store.file(), e);
                            }
                            progress.finished(r, done.incrementAndGet(), total);
                        }
                    }
                }
                return null;
            });
        }
        Tasks.inOrder(pollers, workers, "infens-spark-reproduce", "reproducing on Spark");
        return total;
    }

    /** Boosting with stumps on two classes on the executors ({@link DistributedBoosting}); anything else here. */
    @Override
    public Model fit(Trainer<? extends Model> trainer, Dataset data) {
        if (DistributedBoosting.supports(trainer) && data.classCount() == 2) {
            return new DistributedBoosting(StageParams.FEATURES, StageParams.LABEL, partitions).fit(spark, data,
                    trainer);
        }
        return trainer.fit(data);
    }

    private static String json(CellResult r) {
        try {
            return JSON.writeValueAsString(RecordJson.toJson(r));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static CellResult cellResult(String line) {
        try {
            return RecordJson.fromJson(JSON.readTree(line), CellResult.class, "");
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs {@code unit} for indices {@code 0..n-1} on the executors and returns the outcomes in index order. */
    private <T> List<T> run(int n, Unit<T> unit) {
        List<Integer> indices = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            indices.add(i);
        }
        JavaRDD<Outcome<T>> outcomes = context().parallelize(indices, slices(n)).mapPartitions(
                (Iterator<Integer> it) -> {
                    List<Outcome<T>> out = new ArrayList<>();
                    while (it.hasNext()) {
                        int i = it.next();
                        out.add(new Outcome<>(i, unit.run(i)));
                    }
                    return out.iterator();
                });
        List<Outcome<T>> collected = unwrapped(outcomes::collect);
        List<T> ordered = new ArrayList<>(Collections.nCopies(n, null));
        for (Outcome<T> o : collected) {
            ordered.set(o.index(), o.value());
        }
        return ordered;
    }

    /**
     * Runs a Spark action, rethrowing the exception a task threw (Spark's {@link SparkException} carries it as its
     * cause) as it was thrown, so that the command's message is the local one.
     */
    static <T> T unwrapped(Callable<T> action) {
        try {
            return action.call();
        } catch (Exception e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof RuntimeException re && !(t instanceof SparkException)
                        && !re.getClass().getName().startsWith("org.apache.spark")) {
                    throw re;
                }
            }
            if (e instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e);
        }
    }

    private int slices(int units) {
        return Math.max(1, partitions == 0 ? units : Math.min(partitions, units));
    }

    /** The tasks one executor runs at once: the local master's threads, or {@code spark.executor.cores}. */
    private long slotsPerExecutor() {
        if (context().isLocal()) {
            return Math.max(1, context().defaultParallelism());
        }
        return Math.max(1, context().getConf().getInt("spark.executor.cores", 1));
    }

    private JavaSparkContext context() {
        return context;
    }
}

package org.infens.svm;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.Check;
import org.infens.PairwiseClassifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
import org.infens.Tasks;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.AdditiveExpansion;
import org.infens.kernel.AdditiveForm;
import org.infens.kernel.Kernel;

/**
 * A trained SVM classifier, C-SVC or nu-SVC: LIBSVM's model layout, so that decision values and votes match
 * {@code svm-predict}. (The two formulations differ in training only; {@link #type()} records which one it was.)
 *
 * <p>Layout (LIBSVM {@code svm_model}): {@code k} classes in {@link #labels()} order; the support vectors grouped by
 * class, {@code nSV[c]} of class {@code c}; {@code coefficients[k-1][l]}, where a support vector of class {@code i}
 * carries in row {@code j-1} (j > i) or row {@code j} (j < i) its y*alpha for the pair (i, j); one {@code rho} per
 * pair in the order (0,1), (0,2), ..., (1,2), .... For pair (i, j) the decision value is
 * {@code sum over SVs s of i and j of coef * k(s, x) - rho}; positive votes for {@code i}. Prediction is the
 * class with most votes, ties to the lower index (as LIBSVM). The decision values have the
 * {@link PairwiseClassifier} layout with LIBSVM's pairs, so the model can be calibrated into probabilities
 * ({@code org.infens.calibrate}).
 *
 * <p>Prediction with an additive kernel (the stump and histogram intersection kernels, their positive multiples
 * and sums): each pair's decision function is a sum over features of one-dimensional piecewise-linear functions
 * plus a constant (Lin &amp; Li 2008, Thm. 8: the infinite ensemble of stumps is a finite ensemble of averaged
 * stumps), which the model compiles once into sorted knots ({@link AdditiveExpansion}) and evaluates with one binary
 * search per feature, O(d log S) per pair instead of O(d S). The kernel expansion stays the reference
 * ({@link #expansionDecisionValues}); the two agree to rounding, so a row exactly on the boundary (a decision value
 * within about 1e-13 of 0) may be voted differently.
 *
 * <p>Input description: the model's {@link #featureNames()} are its support vectors' feature names, so a model
 * trained on named features (CSV with a header, ARFF) records them without any help from the trainer.
 *
 * <p>Immutable and thread-safe.
 */
public final class SvmModel extends StoredClassifier<SvmModel.State> implements PairwiseClassifier {
    /**
     * The model's state, as its file holds it (LIBSVM's {@code svm_model}).
     *
     * @param labels             the k classes, in the order the layout refers to
     * @param kernel             the kernel (prepared: data-dependent constants set)
     * @param classSupportCounts number of support vectors of each class, which are grouped by class in class order
     * @param rho                one per pair of classes, in the order (0,1), (0,2), ..., (1,2), ...
     * @param coefficients       {@code [k-1][supportVectors.size()]} coefficients y*alpha, as the class comment says
     * @param features           the training features' names, one per support-vector dimension, or empty
     * @param supportVectors     the support vectors' features (their classes follow from the counts)
     * @param solverStats        the solver's report per pair of classes (empty for a model read from LIBSVM's files)
     * @param type               the formulation that trained it, {@code c-svc} (the default, not written) or
     *                           {@code nu-svc} ({@link SvmType#specName()})
     */
    public record State(Labels labels, Kernel kernel, int[] classSupportCounts, double[] rho, double[][] coefficients,
                        @IfAbsent("[]") List<String> features, Dataset supportVectors,
                        @IfAbsent("[]") List<BinaryStats> solverStats,
                        @IfAbsent(value = "\"c-svc\"", omitDefault = true) String type) implements ClassifierState {
        /** Checks every field against the others and gives the support vectors their classes and names. */
        public State {
            Check.notNull("labels", labels);
            Check.notNull("kernel", kernel);
            Check.notNull("supportVectors", supportVectors);
            Check.notNull("type", type);
            Check.that(type.equals(SvmType.C_SVC.specName()) || type.equals(SvmType.NU_SVC.specName()), "type",
                    "must be c-svc or nu-svc, got " + org.infens.data.Quote.of(type));
            int k = labels.size();
            Check.that(k >= 2, "labels", "must hold at least 2 classes, got " + k);
            Check.length("classSupportCounts", classSupportCounts.length, k);
            classSupportCounts = Check.range("classSupportCounts", classSupportCounts, 0, Integer.MAX_VALUE);
            int l = supportVectors.size();
            long total = 0;
            for (int c : classSupportCounts) {
                total += c;
            }
            Check.that(total == l, "classSupportCounts", "add up to " + total + " but there are " + l
                    + " support vectors");
            Check.length("rho", rho.length, k * (k - 1) / 2);
            rho = Check.finite("rho", rho);
            Check.length("coefficients", coefficients.length, k - 1);
            coefficients = Check.finite("coefficients", coefficients, l);
            features = Check.names("features", features, supportVectors.dimension());
            solverStats = List.copyOf(solverStats);
            for (int p = 0; p < solverStats.size(); p++) {
                Check.range("solverStats[" + p + "].positiveClass", solverStats.get(p).positiveClass(), 0, k);
                Check.range("solverStats[" + p + "].negativeClass", solverStats.get(p).negativeClass(), 0, k);
            }
            int[] y = new int[l];
            for (int c = 0, s = 0; c < k; c++) {
                for (int t = 0; t < classSupportCounts[c]; t++) {
                    y[s++] = c;
                }
            }
            supportVectors = supportVectors.withClassIndices(y, labels).withFeatureNames(features);
        }

        /** A C-SVC state (the constructor before the type was recorded). */
        public State(Labels labels, Kernel kernel, int[] classSupportCounts, double[] rho, double[][] coefficients,
                     List<String> features, Dataset supportVectors, List<BinaryStats> solverStats) {
            this(labels, kernel, classSupportCounts, rho, coefficients, features, supportVectors, solverStats,
                    SvmType.C_SVC.specName());
        }

        /** Number of support vectors of each class (a copy). */
        @Override
        public int[] classSupportCounts() {
            return classSupportCounts.clone();
        }

        /** One rho per pair of classes (a copy). */
        @Override
        public double[] rho() {
            return rho.clone();
        }

        /** The coefficient matrix {@code [classes-1][supportVectors]} (a copy). */
        @Override
        public double[][] coefficients() {
            return Check.finite("coefficients", coefficients, -1);
        }
    }

    private final Labels labels;
    private final Kernel kernel;
    private final Dataset supportVectors;
    private final int[] classStart;
    private final double[][] coefficients;
    private final double[] rho;
    /** The kernel's additive form, or null: then predictions come from the compiled expansions. */
    private final AdditiveForm additive;
    /** Per pair, sum over its support vectors of coef * k(sv, .) compiled (built on first use). */
    private volatile AdditiveExpansion[] compiled;

    /** The model of {@code state}. */
    public SvmModel(State state, Provenance provenance) {
        super(state, provenance);
        this.labels = state().labels;
        this.kernel = state().kernel;
        this.supportVectors = state().supportVectors;
        this.coefficients = state().coefficients;
        this.rho = state().rho;
        int k = labels.size();
        this.classStart = new int[k + 1];
        for (int c = 0; c < k; c++) {
            classStart[c + 1] = classStart[c] + state().classSupportCounts[c];
        }
        this.additive = kernel.isPrepared() ? kernel.additiveForm().orElse(null) : null;
    }

    /** The kernel. */
    public Kernel kernel() {
        return kernel;
    }

    /** The formulation that trained this model: {@link SvmType#C_SVC} or {@link SvmType#NU_SVC}. */
    public SvmType type() {
        return SvmType.fromName(state().type);
    }

    /**
     * The training data's feature names, one per support-vector dimension, empty when the training data had none.
     */
    /** The support vectors, grouped by class (rows share storage with nothing mutable). */
    public Dataset supportVectors() {
        return supportVectors;
    }

    /** Number of support vectors of each class (a copy). */
    public int[] classSupportCounts() {
        return state().classSupportCounts();
    }

    /** The coefficient matrix {@code [classes-1][supportVectors]} (a copy). */
    public double[][] coefficients() {
        return state().coefficients();
    }

    /** One rho per pair of classes (a copy). */
    public double[] rho() {
        return state().rho();
    }

    /** The solver's report for each pair of classes, in pair order (empty for a model read from LIBSVM's files). */
    public List<BinaryStats> stats() {
        return state().solverStats;
    }

    /** Total number of support vectors. */
    public int supportVectorCount() {
        return supportVectors.size();
    }

    /**
     * The prediction of row {@code i}: LIBSVM's vote, and one decision value per pair of classes, in the order
     * (0,1), (0,2), ..., (1,2), ...; for two classes a single value, positive for class 0.
     */
    @Override
    public Prediction predict(Dataset data, int i) {
        double[] dec = additive != null ? compiledDecisionValues(compiled(), data, i) : expansionDecisionValues(data, i);
        return new Prediction(vote(dec), dec);
    }

    /**
     * The decision values of row {@code i} from the kernel expansion itself, sum over support vectors of
     * coef * k(sv, x) - rho: the reference that {@link #predict} follows for every kernel, computed instead by
     * compiled expansions for an additive kernel.
     */
    public double[] expansionDecisionValues(Dataset data, int i) {
        double[] dec = new double[rho.length];
        pairwise(kernelValues(data, i), dec);
        return dec;
    }

    /**
     * Per pair of classes, its decision function without rho, sum over the pair's support vectors of
     * coef * k(sv, .), compiled into sorted knots per feature, when the kernel is additive (stump, histogram
     * intersection, their multiples and sums): the finite ensemble of averaged stumps of Lin &amp; Li 2008, Thm. 8.
     * Empty for other kernels.
     */
    public java.util.Optional<List<AdditiveExpansion>> additiveExpansions() {
        return additive == null ? java.util.Optional.empty() : java.util.Optional.of(List.of(compiled()));
    }

    /**
     * The pairs' compiled expansions, built once on first use. Prediction with them costs one binary search per
     * feature and pair, O(d log S), against O(S d) kernel values; values agree with the expansion to rounding.
     */
    private AdditiveExpansion[] compiled() {
        AdditiveExpansion[] c = compiled;
        if (c == null) {
            synchronized (this) {
                c = compiled;
                if (c == null) {
                    c = compile();
                    compiled = c;
                }
            }
        }
        return c;
    }

    private AdditiveExpansion[] compile() {
        int k = labels.size();
        AdditiveExpansion[] out = new AdditiveExpansion[rho.length];
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                int na = classStart[a + 1] - classStart[a];
                int nb = classStart[b + 1] - classStart[b];
                int[] js = new int[na + nb];
                double[] beta = new double[na + nb];
                for (int t = 0; t < na; t++) {
                    js[t] = classStart[a] + t;
                    beta[t] = coefficients[b - 1][classStart[a] + t];
                }
                for (int t = 0; t < nb; t++) {
                    js[na + t] = classStart[b] + t;
                    beta[na + t] = coefficients[a][classStart[b] + t];
                }
                out[p++] = AdditiveExpansion.of(additive, supportVectors, js, beta, na + nb);
            }
        }
        return out;
    }

    private double[] compiledDecisionValues(AdditiveExpansion[] pairs, Dataset data, int i) {
        double[] dec = new double[pairs.length];
        for (int p = 0; p < pairs.length; p++) {
            dec[p] = pairs[p].value(data, i) - rho[p];
        }
        return dec;
    }

    /** Rows per task when {@link #predictRows} splits the rows over threads. */
    private static final int ROWS_PER_TASK = 64;
    /** Fewer kernel values (rows times support vectors) than this are computed on the calling thread alone. */
    private static final long PARALLEL_KERNEL_VALUES = 200_000;

    /**
     * Predictions of every row of {@code data} (as {@link #predict(Dataset, int)}), computing the kernel through one
     * evaluator so per-row quantities (norms) are computed once per row rather than once per pair, and through its
     * fast {@link Kernel.Columns} when it has them (bit-identical values). Rows are independent: for more than
     * {@value #PARALLEL_KERNEL_VALUES} kernel values they are split into blocks of {@value #ROWS_PER_TASK} computed
     * on up to {@code threads} threads, which gives the same values as one thread; with one thread everything runs
     * on the calling thread.
     */
    @Override
    public List<Prediction> predictRows(Dataset data, int threads) {
        int l = supportVectors.size();
        int n = data.size();
        if (additive != null) {
            AdditiveExpansion[] pairs = compiled();
            Prediction[] out = new Prediction[n];
            List<Callable<Void>> blocks = new ArrayList<>();
            int perTask = 16 * ROWS_PER_TASK;
            for (int from = 0; from < n; from += perTask) {
                int lo = from;
                int hi = Math.min(n, from + perTask);
                blocks.add(() -> {
                    for (int i = lo; i < hi; i++) {
                        double[] dec = compiledDecisionValues(pairs, data, i);
                        out[i] = new Prediction(vote(dec), dec);
                    }
                    return null;
                });
            }
            Tasks.inOrder(blocks, threads, "infens-predict", "predicting");
            return Arrays.asList(out);
        }
        int[] all = new int[l];
        for (int s = 0; s < l; s++) {
            all[s] = s;
        }
        Kernel.Evaluator e = kernel.evaluator(data, supportVectors);
        // the fast columns copy the support vectors densely, feature-major: as much memory as the model's own rows
        // when they are dense, up to 24 values per stored entry when sparse (TransposedColumns' limit); so at most a
        // quarter of the heap, beyond which the rows are computed one by one (the same bits either way)
        Kernel.Columns columns = n > 1 ? e.columns(all, Runtime.getRuntime().maxMemory() / 4) : null;
        Prediction[] out = new Prediction[n];
        int tasks = (n + ROWS_PER_TASK - 1) / ROWS_PER_TASK;
        List<Callable<Void>> blocks = new ArrayList<>(tasks);
        for (int task = 0; task < tasks; task++) {
            int from = task * ROWS_PER_TASK;
            int to = Math.min(n, from + ROWS_PER_TASK);
            blocks.add(() -> {
                double[] kv = new double[l];
                for (int i = from; i < to; i++) {
                    if (columns != null) {
                        columns.column(i, 0, l, kv);
                    } else {
                        e.row(i, all, 0, l, kv);
                    }
                    double[] dec = new double[rho.length];
                    pairwise(kv, dec);
                    out[i] = new Prediction(vote(dec), dec);
                }
                return null;
            });
        }
        Tasks.inOrder(blocks, (long) n * l >= PARALLEL_KERNEL_VALUES ? threads : 1, "infens-predict", "predicting");
        return Arrays.asList(out);
    }

    private double[] kernelValues(Dataset data, int i) {
        int l = supportVectors.size();
        double[] kv = new double[l];
        for (int s = 0; s < l; s++) {
            kv[s] = kernel.value(data, i, supportVectors, s);
        }
        return kv;
    }

    private void pairwise(double[] kv, double[] dec) {
        int k = labels.size();
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                double sum = 0;
                double[] coefA = coefficients[b - 1];
                double[] coefB = coefficients[a];
                for (int s = classStart[a]; s < classStart[a + 1]; s++) {
                    sum += coefA[s] * kv[s];
                }
                for (int s = classStart[b]; s < classStart[b + 1]; s++) {
                    sum += coefB[s] * kv[s];
                }
                dec[p] = sum - rho[p];
                p++;
            }
        }
    }

    /** LIBSVM's vote: each pair votes for its first class when the decision value is > 0; ties to lower index. */
    int vote(double[] dec) {
        int k = labels.size();
        int[] votes = new int[k];
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                votes[dec[p++] > 0 ? a : b]++;
            }
        }
        int best = 0;
        for (int c = 1; c < k; c++) {
            if (votes[c] > votes[best]) {
                best = c;
            }
        }
        return best;
    }
}

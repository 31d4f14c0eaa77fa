package org.infens.quasilinear;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.eval.Metrics;
import org.infens.forest.Columns;
import org.infens.forest.RandomForestParams;
import org.infens.forest.RandomForestTrainer;
import org.infens.kernel.QuasiLinearKernel;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;

/**
 * The quasi-linear SVM of Zhao 2017 (Sec. 3.1 and Fig. 3.6): for each binary problem, a forest of partition
 * trees grown with the cost (3.3) ({@link PartitionTreeBuilder}: bootstrap samples, floor(log2 d) random features
 * per split) yields local linear partitions from the leaves on the potential boundary; Ward agglomeration
 * ({@link Dendrogram}) clusters the partitions of all trees; a cut into M clusters gives the kernel
 * {@link QuasiLinearKernel} (2.33), (2.36), and a C-SVC ({@link SvmTrainer}) is trained with it.
 *
 * <p>Multi-class: one-vs-all (Zhao 2017, Sec. 4.1), one binary problem per class; two classes: one problem. Rows are
 * scaled to unit L2 norm when {@link QuasiLinearParams#normalize()} (Zhao 2017, Sec. 4.1); trees and partitions live in
 * the normalised space and the kernel normalises its arguments itself, so the model predicts raw rows.
 *
 * <p>Choosing M and C (Zhao 2017, Sec. 4.2): the forest and dendrogram are built once on the training data; every cut M
 * in {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64} up to the number of partitions P (and P itself when P &lt;= 64) and
 * every C are scored by stratified k-fold cross-validation of the SVM alone (pooled accuracy), ties to the smaller M,
 * then the smaller C; with one C and a fixed M there is no cross-validation. If no tree finds a boundary leaf
 * (Zhao 2017 leaves this case open), the single partition of all rows is used: M = 1, the linear kernel plus 1
 * (Corollary 2).
 *
 * <p>Gate widths (Zhao 2017, Sec. 3.3: mu and sigma are "the mean value and standard deviation" of a partition's rows):
 * sigma_j is the standard deviation per coordinate, sqrt(sum_i w_i ||x_i - mu_j||^2 / (d sum_i w_i)), by default
 * ({@link QuasiLinearParams.Width#STD}), the maximum-likelihood sigma of the isotropic Gaussian that the gate (2.36) is.
 * The root mean squared distance ({@link QuasiLinearParams.Width#RADIUS}, sqrt(d) times larger, the reading before
 * 2026-11) spreads every gate over the whole data in many dimensions: on sonar (d = 60) the largest of M gates averaged
 * 0.53 at M = 2 and 0.11 at M = 10 (1/M would be uniform), the kernel was the linear kernel divided by M, and 3-fold CV
 * chose M = 1 in 7 of 10 runs; with STD it is 0.93 and 0.74 and the test accuracy rose from 73.8% to 78.8% (10 runs,
 * linear SVM 74.3%; {@code org.infens.bench.QuasiLinearAblation}) and from 73.3% to 76.4% on Zhao 2017, Table 4.2's
 * protocol (50 runs, linear 74.2%), with glass, breast and haberman not worse (docs/quasilinear.md).
 *
 * <p>Reproducibility: problem b's generator is the b-th split of the seed's generator, tree t's the t-th split of
 * the problem's (split in order before trees are grown in parallel); the folds use the seed. The model does not
 * depend on the number of threads.
 */
public final class QuasiLinearTrainer implements Trainer<QuasiLinearModel>, Seeded<QuasiLinearTrainer> {
    private static final int[] CUTS = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64};

    private final QuasiLinearParams params;

    /** A trainer with these parameters. */
    public QuasiLinearTrainer(QuasiLinearParams params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public QuasiLinearParams params() {
        return params;
    }

    @Override
    public long seed() {
        return params.seed();
    }

    @Override
    public QuasiLinearTrainer withSeed(long seed) {
        return new QuasiLinearTrainer(params.withSeed(seed));
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        double[] c = params.cValues();
        StringBuilder cs = new StringBuilder(c.length == 1 ? "" : "[");
        for (int i = 0; i < c.length; i++) {
            cs.append(i > 0 ? "," : "").append(Spec.formatNumber(c[i]));
        }
        cs.append(c.length == 1 ? "" : "]");
        return Spec.parse("quasilinear(trees=" + params.trees() + ", C=" + cs + ", lambda="
                + Spec.formatNumber(params.lambda())
                + ", partitions=" + (params.partitions() == 0 ? "cv" : params.partitions()) + ", lambda1="
                + Spec.formatNumber(params.lambda1()) + ", lambda2=" + Spec.formatNumber(params.lambda2())
                + ", error=" + Spec.formatNumber(params.errorThreshold()) + ", min-leaf=" + params.minLeafSize()
                + ", candidates=" + Spec.formatNumber(params.candidateFraction()) + ", normalize="
                + (params.normalize() ? "l2" : "none") + ", folds=" + params.folds() + ", width="
                + params.width().word() + ", linear-error=" + params.linearError().word() + ")");
    }

    @Override
    public QuasiLinearModel fit(Dataset data) {
        Objects.requireNonNull(data, "data");
        if (data.hasWeights()) {
            // the partition trees, the gates and the final SVM would each need them; refused rather than dropped
            throw new IllegalArgumentException("quasilinear does not take instance weights");
        }
        int k = data.classCount();
        int[] counts = data.classCounts();
        int present = 0;
        for (int c : counts) {
            present += c > 0 ? 1 : 0;
        }
        if (present < 2) {
            throw new IllegalArgumentException("training data needs at least two classes with rows, got " + present);
        }
        int n = data.size();
        int d = data.dimension();
        double[] x = rows(data, params.normalize());
        int[][] order = orders(x, n, d);
        SplittableRandom root = new SplittableRandom(params.seed());
        int problems = k == 2 ? 1 : k;
        SplittableRandom[] problemRng = new SplittableRandom[problems];
        for (int b = 0; b < problems; b++) {
            problemRng[b] = root.split();
        }
        List<SvmModel> members = new ArrayList<>();
        Labels binary = Labels.of("1", "-1");
        for (int b = 0; b < problems; b++) {
            int[] sign = new int[n];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                boolean positive = data.classOf(i) == b;
                sign[i] = positive ? 1 : -1;
                y[i] = positive ? 0 : 1;
            }
            Dataset problem = data.withWeights(null).withClassIndices(y, binary);
            List<LocalPartition> partitions = partitions(x, d, sign, order, problemRng[b]);
            members.add(fitSvm(problem, new Dendrogram(partitions), problemRng[b].nextLong()));
        }
        Provenance prov = new Provenance("quasilinear", spec().toString(), params.seed(), data.fingerprint(),
                data.dimension(), Version.VERSION);
        return new QuasiLinearModel(new QuasiLinearModel.State(data.labels(), data.featureNames(), members), prov);
    }

    /**
     * The kernels {@link #fit} chooses from on a two-class data set, one per cut M of the dendrogram in increasing M
     * (only the fixed M when {@link QuasiLinearParams#partitions()} is set), with the folds its cross-validation uses;
     * the forest is grown exactly as {@link #fit} grows it, so fitting an SVM with the kernel and C that win on these
     * folds reproduces {@link #fit}'s model. For studies of the choice of M (per-M accuracies, gate widths).
     *
     * @param data two-class training data (class 0 is the positive label)
     * @return the candidate kernels and the folds
     * @throws IllegalArgumentException if the data do not have exactly two classes with rows
     */
    public Candidates candidates(Dataset data) {
        Objects.requireNonNull(data, "data");
        int[] counts = data.classCounts();
        if (counts.length != 2 || counts[0] == 0 || counts[1] == 0) {
            throw new IllegalArgumentException("candidates needs two-class data with rows of both classes, got class"
                    + " counts " + java.util.Arrays.toString(counts));
        }
        int n = data.size();
        int d = data.dimension();
        double[] x = rows(data, params.normalize());
        int[] sign = new int[n];
        for (int i = 0; i < n; i++) {
            sign[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        SplittableRandom problemRng = new SplittableRandom(params.seed()).split();
        Dendrogram dendrogram = new Dendrogram(partitions(x, d, sign, orders(x, n, d), problemRng));
        List<QuasiLinearKernel> kernels = new ArrayList<>();
        for (int m : cuts(dendrogram)) {
            kernels.add(kernel(dendrogram, m));
        }
        return new Candidates(kernels, Folds.stratified(data.withWeights(null), params.folds(), problemRng.nextLong()));
    }

    /**
     * The kernels and folds of {@link #candidates}.
     *
     * @param kernels one kernel per candidate M, in increasing M
     * @param folds   the folds of the cross-validation choosing M and C
     */
    public record Candidates(List<QuasiLinearKernel> kernels, List<Fold> folds) {
        /** Copies the lists. */
        public Candidates {
            kernels = List.copyOf(kernels);
            folds = List.copyOf(folds);
        }
    }

    /** Every feature's rows sorted by value. */
    private static int[][] orders(double[] x, int n, int d) {
        int[][] order = new int[d][];
        double[] column = new double[n];
        for (int f = 0; f < d; f++) {
            for (int i = 0; i < n; i++) {
                column[i] = x[i * d + f];
            }
            order[f] = Columns.order(column);
        }
        return order;
    }

    /** Dense rows, scaled to unit L2 norm if asked (the zero row stays 0). */
    static double[] rows(Dataset data, boolean normalize) {
        int n = data.size();
        int d = data.dimension();
        double[] x = new double[n * d];
        double[] row = new double[d];
        for (int i = 0; i < n; i++) {
            data.copyRow(i, row);
            double s = 1;
            if (normalize) {
                double q = data.squaredNorm(i);
                s = q > 0 ? 1 / Math.sqrt(q) : 0;
            }
            for (int f = 0; f < d; f++) {
                x[i * d + f] = row[f] * s;
            }
        }
        return x;
    }

    /** The boundary partitions of every tree of one problem's forest, in tree order. */
    List<LocalPartition> partitions(double[] x, int d, int[] sign, int[][] order, SplittableRandom problemRng) {
        int n = sign.length;
        int trees = params.trees();
        SplittableRandom[] treeRng = new SplittableRandom[trees];
        for (int t = 0; t < trees; t++) {
            treeRng[t] = problemRng.split();
        }
        int k = RandomForestParams.defaults().featuresFor(Math.max(1, d));
        List<Callable<List<LocalPartition>>> tasks = new ArrayList<>();
        for (SplittableRandom r : treeRng) {
            tasks.add(() -> builder(x, d, sign, RandomForestTrainer.bootstrapCounts(n, r), order, k, r).build());
        }
        List<List<LocalPartition>> perTree = Tasks.inOrder(tasks, params.threads(), "infens-quasilinear",
                "growing partition trees");
        List<LocalPartition> all = new ArrayList<>();
        perTree.forEach(all::addAll);
        if (all.isEmpty()) {
            int[] rows = new int[n];
            double[] ones = new double[n];
            for (int i = 0; i < n; i++) {
                rows[i] = i;
                ones[i] = 1;
            }
            all.add(builder(x, d, sign, ones, order, k, new SplittableRandom(0)).partitionOf(rows));
        }
        return all;
    }

    private PartitionTreeBuilder builder(double[] x, int d, int[] sign, double[] w, int[][] order, int k,
                                         SplittableRandom rng) {
        return new PartitionTreeBuilder(x, d, sign, w, order, k, params.minLeafSize(), params.errorThreshold(),
                params.candidateFraction(), params.lambda1(), params.lambda2(),
                params.linearError() == QuasiLinearParams.LinearError.LEAVE_ONE_OUT, rng);
    }

    /** The kernel of the cut into {@code m} partitions. */
    QuasiLinearKernel kernel(Dendrogram dendrogram, int m) {
        List<LocalPartition> cut = dendrogram.cut(m);
        double[][] centres = new double[cut.size()][];
        double[] widths = new double[cut.size()];
        double scale = params.width() == QuasiLinearParams.Width.STD ? 1 / Math.sqrt(dendrogram.dimension()) : 1;
        for (int j = 0; j < centres.length; j++) {
            centres[j] = cut.get(j).centre();
            widths[j] = cut.get(j).width() * scale;
        }
        return new QuasiLinearKernel(centres, widths, params.lambda(), params.normalize());
    }

    private SvmTrainer svm(QuasiLinearKernel kernel, double c) {
        return new SvmTrainer(SvmParams.of(kernel).withC(c).withThreads(params.threads()));
    }

    /** The cuts M tried: the fixed M, or those of the class comment. */
    private List<Integer> cuts(Dendrogram dendrogram) {
        List<Integer> cuts = new ArrayList<>();
        if (params.partitions() != QuasiLinearParams.CROSS_VALIDATED) {
            cuts.add(Math.min(params.partitions(), dendrogram.size()));
        } else {
            int p = Math.min(dendrogram.size(), QuasiLinearParams.MAX_CROSS_VALIDATED_PARTITIONS);
            for (int m : CUTS) {
                if (m <= p) {
                    cuts.add(m);
                }
            }
            if (cuts.get(cuts.size() - 1) != p) {
                cuts.add(p);
            }
        }
        return cuts;
    }

    /** Chooses M and C (see the class comment) and trains the SVM on the whole problem. */
    private SvmModel fitSvm(Dataset problem, Dendrogram dendrogram, long foldSeed) {
        double[] cs = params.cValues();
        List<Integer> cuts = cuts(dendrogram);
        int bestM = cuts.get(0);
        double bestC = cs[0];
        if (cuts.size() > 1 || cs.length > 1) {
            List<Fold> folds = Folds.stratified(problem, params.folds(), foldSeed);
            double bestAccuracy = -1;
            for (int m : cuts) {
                QuasiLinearKernel kernel = kernel(dendrogram, m);
                for (double c : cs) {
                    int[] predicted = CrossValidation.predict(svm(kernel, c), problem, folds);
                    double accuracy = Metrics.accuracy(predicted, problem);
                    if (accuracy > bestAccuracy) {
                        bestAccuracy = accuracy;
                        bestM = m;
                        bestC = c;
                    }
                }
            }
        }
        return svm(kernel(dendrogram, bestM), bestC).fit(problem);
    }
}

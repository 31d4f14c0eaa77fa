package org.infens.svm;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.Executors;
import org.infens.Provenance;
import org.infens.Tasks;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.Kernel;
import org.infens.svm.smo.Smo;

/**
 * C-SVC training (LIBSVM {@code -s 0}, Chang &amp; Lin 2011) by the SMO solver of {@link org.infens.svm.smo.Smo};
 * with an ensemble kernel this is the SVM of 002 Algorithm 1 (SVM-Stump, SVM-Perc, ...).
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
 * <p>Errors: an empty training set, a set with fewer than two classes, a kernel that cannot be used, or a hard margin
 * ({@code C = inf}) on classes the kernel cannot separate (the solver reaches its iteration cap, LIBSVM's
 * max(10^7, 100 l), instead of converging) give an {@link IllegalArgumentException} naming the problem. With a
 * finite C, a capped run is kept and reported as not converged in {@link BinaryStats#converged()}, as LIBSVM
 * warns and keeps it.
 */
public final class SvmTrainer implements WeightedTrainer<SvmModel> {
    private final SvmParams params;

    /** A trainer with these parameters. */
    public SvmTrainer(SvmParams params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public SvmParams params() {
        return params;
    }

    @Override
    public SvmModel fit(Dataset data, double[] weights) {
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
                    + data.labels().name(order.get(0)) + "); C-SVC needs at least two");
        }
        if (order.size() == 2 && data.labels().name(order.get(0)).equals("-1")
                && data.labels().name(order.get(1)).equals("1")) {
            order.add(0, order.remove(1));
        }
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
        double[] classC = new double[k];
        for (int m = 0; m < k; m++) {
            classC[m] = params.C() * params.classWeight(names[m]);
        }

        Kernel kernel = params.kernel().prepare(data);
        Groups groups = new Groups(grouped, rowWeight, start, count, classC, averageStored(data));
        int pairs = k * (k - 1) / 2;
        double[][] pairAlpha = new double[pairs][];
        List<BinaryStats> stats = new ArrayList<>(pairs);
        int threads = params.threads();
        long cacheBytes = (long) (params.cacheMegabytes() * (1 << 20));
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "infens-svm");
            t.setDaemon(true);
            return t;
        }) : null;
        try {
            List<Future<PairSolution>> futures = new ArrayList<>(pairs);
            for (int a = 0; a < k; a++) {
                for (int b = a + 1; b < k; b++) {
                    int pa = a;
                    int pb = b;
                    if (pool == null || pairs == 1) {
                        // one problem: its kernel columns go to the threads (or it all runs here)
                        futures.add(CompletableFuture.completedFuture(
                                solvePair(data, kernel, groups, pa, pb, cacheBytes, pool, threads)));
                    } else {
                        // several problems: one per thread, each with its share of the cache; cached and
                        // recomputed kernel values are identical, so the models do not depend on the split
                        futures.add(pool.submit(() -> solvePair(data, kernel, groups, pa, pb, cacheBytes / threads,
                                null, 1)));
                    }
                }
            }
            for (int p = 0; p < pairs; p++) {
                PairSolution sol = Tasks.join(futures.get(p), "training");
                pairAlpha[p] = sol.alpha();
                stats.add(sol.stats());
            }
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
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
        Provenance prov = new Provenance("svm", describe(), 0L, data.fingerprint(), Version.VERSION);
        return new SvmModel(labels, kernel, sv, nzCount, coef, rho, stats, prov);
    }

    /** The rows of each class (model class order) with their weights and costs, and a cost estimate per row. */
    private record Groups(int[] rows, double[] rowWeight, int[] start, int[] count, double[] classC,
                          double featuresPerRow) {
    }

    /** y*alpha of one pair's rows (class a's rows, then class b's) and the solver's report. */
    private record PairSolution(double[] alpha, BinaryStats stats) {
    }

    /** Solves the binary problem of classes a (+1) and b (-1), as LIBSVM's {@code svm_train_one}. */
    private PairSolution solvePair(Dataset data, Kernel kernel, Groups g, int a, int b, long cacheBytes,
                                   ExecutorService columnPool, int columnThreads) {
        int ca = g.count()[a];
        int cb = g.count()[b];
        int[] rows = new int[ca + cb];
        byte[] y = new byte[ca + cb];
        double[] upper = new double[ca + cb];
        for (int t = 0; t < ca; t++) {
            rows[t] = g.rows()[g.start()[a] + t];
            y[t] = 1;
            upper[t] = g.classC()[a] * g.rowWeight()[g.start()[a] + t];
        }
        for (int t = 0; t < cb; t++) {
            rows[ca + t] = g.rows()[g.start()[b] + t];
            y[ca + t] = -1;
            upper[ca + t] = g.classC()[b] * g.rowWeight()[g.start()[b] + t];
        }
        Dataset sub = data.view(rows).compact();
        double[] minusOnes = new double[rows.length];
        java.util.Arrays.fill(minusOnes, -1.0);
        Smo.Result res = Smo.solve(new Smo.Problem(kernel.evaluator(sub, sub), y, upper, minusOnes, null,
                params.eps(), params.shrinking(), cacheBytes, columnPool, columnThreads, g.featuresPerRow(),
                Smo.Problem.defaultMaxIterations(rows.length)));
        double[] alpha = res.alpha();
        int nsv = 0;
        int nbsv = 0;
        for (int t = 0; t < alpha.length; t++) {
            if (alpha[t] > 0) {
                nsv++;
                if (alpha[t] >= upper[t]) {
                    nbsv++;
                }
            }
            alpha[t] *= y[t];
        }
        if (!res.converged() && params.isHardMargin()) {
            throw new IllegalArgumentException("hard margin (C = inf): the classes " + pairName(data, g, a, b)
                    + " are not separable with kernel " + kernel.spec() + " (the solver stopped after "
                    + res.iterations() + " iterations without converging); use a finite C");
        }
        return new PairSolution(alpha, new BinaryStats(a, b, res.objective(), res.rho(), res.iterations(), nsv,
                nbsv, res.converged()));
    }

    private static String pairName(Dataset data, Groups g, int a, int b) {
        return data.labels().name(data.classOf(g.rows()[g.start()[a]])) + " and "
                + data.labels().name(data.classOf(g.rows()[g.start()[b]]));
    }

    /** The trainer's parameters in the learner-spec grammar, e.g. {@code svm(kernel=stump, C=1)}. */
    public String describe() {
        return "svm(kernel=" + params.kernel().spec() + ", C=" + org.infens.spec.Spec.formatNumber(params.C())
                + (params.classWeights().isEmpty() ? "" : ", weights=" + params.classWeights()) + ")";
    }

    private static double averageStored(Dataset data) {
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

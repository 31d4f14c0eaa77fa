package org.infens.bench;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * Data for the benchmarks: Breiman's ringnorm (as R's {@code mlbench.ringnorm}): class 1 (label 1) ~ N(0, 4 I),
 * class 2 (label -1) ~ N(a 1, I), a = 1/sqrt(d), classes alternating. Seeded, so every fork sees the same rows.
 */
public final class BenchData {
    private BenchData() {
    }

    /**
     * A gzipped LIBSVM-format resource of this package (see its README.md for sources and licences).
     *
     * @param resource the file name, e.g. {@code digits.libsvm.gz}
     */
    static Dataset resource(String resource) throws java.io.IOException {
        try (java.io.InputStream in = BenchData.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("resource org/infens/bench/" + resource + " is missing");
            }
            try (java.io.Reader r = new java.io.InputStreamReader(new java.util.zip.GZIPInputStream(in),
                    java.nio.charset.StandardCharsets.UTF_8)) {
                return org.infens.data.LibsvmFormat.read(r, resource);
            }
        }
    }

    /** n ringnorm rows of dimension d, dense. */
    public static Dataset ringnorm(int n, int d, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double a = 1 / Math.sqrt(d);
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = i % 2;
            for (int f = 0; f < d; f++) {
                x[i * d + f] = y[i] == 0 ? 2 * gauss(rng) : a + gauss(rng);
            }
        }
        return Dataset.dense(x, d, y, Labels.of("1", "-1"), null);
    }

    /**
     * LIBSVM's {@code svm-train} defaults as its Java port's parameter object: C-SVC, RBF kernel with gamma unset (0:
     * 1 / the largest index), degree 3, coef0 0, C 1, eps 1e-3, 100 MB cache, shrinking, no probabilities and no
     * class weights (nu 0.5 and p 0.1 as svm-train sets them, unused by C-SVC).
     */
    public static libsvm.svm_parameter libsvmDefaults() {
        libsvm.svm_parameter p = new libsvm.svm_parameter();
        p.svm_type = libsvm.svm_parameter.C_SVC;
        p.kernel_type = libsvm.svm_parameter.RBF;
        p.degree = 3;
        p.gamma = 0;
        p.coef0 = 0;
        p.nu = 0.5;
        p.cache_size = 100;
        p.C = 1;
        p.eps = 1e-3;
        p.p = 0.1;
        p.shrinking = 1;
        p.probability = 0;
        p.nr_weight = 0;
        p.weight_label = new int[0];
        p.weight = new double[0];
        return p;
    }

    /** The same rows as LIBSVM's Java port wants them: one {@code svm_node[]} per row, indices 1..d. */
    public static libsvm.svm_problem toLibsvm(Dataset data) {
        libsvm.svm_problem p = new libsvm.svm_problem();
        int n = data.size();
        int d = data.dimension();
        p.l = n;
        p.y = new double[n];
        p.x = new libsvm.svm_node[n][];
        double[] row = new double[d];
        for (int i = 0; i < n; i++) {
            p.y[i] = data.classOf(i) == 0 ? 1 : -1;
            data.copyRow(i, row);
            p.x[i] = new libsvm.svm_node[d];
            for (int f = 0; f < d; f++) {
                libsvm.svm_node node = new libsvm.svm_node();
                node.index = f + 1;
                node.value = row[f];
                p.x[i][f] = node;
            }
        }
        return p;
    }

    private static double gauss(SplittableRandom rng) {
        double u = 1 - rng.nextDouble();
        double v = rng.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}

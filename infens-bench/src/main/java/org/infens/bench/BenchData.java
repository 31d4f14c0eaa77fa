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

package org.infens.svm;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/** Random data sets for the solver's contract tests (seeded; labels "1" and "-1"). */
public final class ContractData {
    private ContractData() {
    }

    /**
     * n dense rows of dimension d: twonorm-like, class 1 ~ N(+shift 1, I), class -1 ~ N(-shift 1, I), alternating
     * classes (so both classes are present for every n >= 2).
     */
    public static Dataset dense(int n, int d, double shift, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = i % 2;
            double m = y[i] == 0 ? shift : -shift;
            for (int f = 0; f < d; f++) {
                x[i * d + f] = m + gauss(rng);
            }
        }
        return Dataset.dense(x, d, y, Labels.of("1", "-1"), null);
    }

    /**
     * n sparse rows of dimension d, each feature stored with probability {@code density}; class 1 has positive
     * means on the stored features, class -1 negative ones.
     */
    public static Dataset sparse(int n, int d, double density, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        int[] start = new int[n + 1];
        int[] idx = new int[n * d];
        double[] val = new double[n * d];
        int[] y = new int[n];
        int nnz = 0;
        for (int i = 0; i < n; i++) {
            y[i] = i % 2;
            double m = y[i] == 0 ? 0.5 : -0.5;
            for (int f = 0; f < d; f++) {
                if (rng.nextDouble() < density) {
                    idx[nnz] = f;
                    val[nnz] = m + gauss(rng);
                    nnz++;
                }
            }
            start[i + 1] = nnz;
        }
        return Dataset.sparse(start, java.util.Arrays.copyOf(idx, nnz), java.util.Arrays.copyOf(val, nnz), d, y,
                Labels.of("1", "-1"), null);
    }

    /**
     * Linearly separable dense rows: uniform in [-1, 1]^d, labelled by the sign of w.x with w = (1, ..., 1), rows
     * with |w.x| / ||w|| below {@code margin} rejected.
     */
    public static Dataset separable(int n, int d, double margin, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x = new double[n * d];
        int[] y = new int[n];
        double norm = Math.sqrt(d);
        for (int i = 0; i < n; ) {
            double s = 0;
            for (int f = 0; f < d; f++) {
                x[i * d + f] = 2 * rng.nextDouble() - 1;
                s += x[i * d + f];
            }
            if (Math.abs(s) / norm >= margin) {
                y[i] = s > 0 ? 0 : 1;
                i++;
            }
        }
        return Dataset.dense(x, d, y, Labels.of("1", "-1"), null);
    }

    private static double gauss(SplittableRandom rng) {
        // Box-Muller, one value per call (enough for tests)
        double u = 1 - rng.nextDouble();
        double v = rng.nextDouble();
        return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    }
}

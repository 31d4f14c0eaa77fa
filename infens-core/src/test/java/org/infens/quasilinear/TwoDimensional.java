package org.infens.quasilinear;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Synthetic;

/** Seeded 2-D problems with a known Bayes boundary, and each point's distance to it. */
enum TwoDimensional {
    /** Synthetic.TWONORM with d = 2: boundary x1 + x2 = 0. */
    TWONORM,
    /** Uniform radius in [0, 2] and angle: class 1 inside the unit circle; boundary r = 1. */
    CIRCLES,
    /** Uniform in [-1, 1]^2: class 1 when x1 x2 &gt; 0; boundary the two axes. */
    XOR;

    static final Labels LABELS = Labels.of("1", "-1");

    Dataset generate(int n, long seed) {
        if (this == TWONORM) {
            return Synthetic.Problem.TWONORM.generate(n, 2, seed);
        }
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][2];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            if (this == CIRCLES) {
                double r = 2 * rng.nextDouble();
                double a = 2 * Math.PI * rng.nextDouble();
                x[i][0] = r * Math.cos(a);
                x[i][1] = r * Math.sin(a);
                y[i] = r < 1 ? 0 : 1;
            } else {
                x[i][0] = rng.nextDouble(-1, 1);
                x[i][1] = rng.nextDouble(-1, 1);
                y[i] = x[i][0] * x[i][1] > 0 ? 0 : 1;
            }
        }
        return Dataset.dense(x, y, LABELS);
    }

    double distanceToBoundary(double[] p) {
        return switch (this) {
            case TWONORM -> Math.abs(p[0] + p[1]) / Math.sqrt(2);
            case CIRCLES -> Math.abs(Math.hypot(p[0], p[1]) - 1);
            case XOR -> Math.min(Math.abs(p[0]), Math.abs(p[1]));
        };
    }
}

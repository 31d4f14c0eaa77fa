package org.infens.quasilinear;

import java.util.Arrays;

/**
 * A local linear partition of the input space (Zhao 2017, Sec. 3.3): the centre mu (weighted mean) and width sigma of
 * the training rows of one tree leaf on the potential boundary, and their total weight. sigma is the root mean squared
 * distance of the rows to the centre, sqrt(sum_i w_i ||x_i - mu||^2 / sum_i w_i): Zhao 2017 says "standard deviation"
 * for the scalar sigma_j of (2.36), where (x - mu)^2 is a squared distance, and this is the standard deviation that
 * matches it (the "radius" of Zhao 2017, Fig. 3.3).
 *
 * @param centre the centre mu (copied in and out)
 * @param width  sigma, {@code > 0}
 * @param weight the total weight of the rows, {@code > 0}
 */
public record LocalPartition(double[] centre, double width, double weight) {
    /** Validates and copies. */
    public LocalPartition {
        centre = centre.clone();
        if (!(width > 0) || !Double.isFinite(width)) {
            throw new IllegalArgumentException("width must be > 0 and finite, got " + width);
        }
        if (!(weight > 0) || !Double.isFinite(weight)) {
            throw new IllegalArgumentException("weight must be > 0 and finite, got " + weight);
        }
    }

    @Override
    public double[] centre() {
        return centre.clone();
    }

    /**
     * The partition of the union of the rows of {@code a} and {@code b}: weighted mean centre and pooled width
     * sigma^2 = sum_p w_p (sigma_p^2 + ||mu_p - mu||^2) / sum_p w_p, which are exactly the centre and width of the
     * union of their rows (the parallel-axis identity).
     */
    public static LocalPartition merge(LocalPartition a, LocalPartition b) {
        double w = a.weight + b.weight;
        int d = a.centre.length;
        double[] mu = new double[d];
        for (int f = 0; f < d; f++) {
            mu[f] = (a.weight * a.centre[f] + b.weight * b.centre[f]) / w;
        }
        double va = a.width * a.width + squaredDistance(a.centre, mu);
        double vb = b.width * b.width + squaredDistance(b.centre, mu);
        return new LocalPartition(mu, Math.sqrt((a.weight * va + b.weight * vb) / w), w);
    }

    static double squaredDistance(double[] x, double[] y) {
        double s = 0;
        for (int f = 0; f < x.length; f++) {
            double t = x[f] - y[f];
            s += t * t;
        }
        return s;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LocalPartition p && Arrays.equals(centre, p.centre)
                && Double.compare(width, p.width) == 0 && Double.compare(weight, p.weight) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(centre) * 31 + Double.hashCode(width) * 7 + Double.hashCode(weight);
    }

    @Override
    public String toString() {
        return "LocalPartition[centre=" + Arrays.toString(centre) + ", width=" + width + ", weight=" + weight + "]";
    }
}

package org.infens.boost;

import java.util.SplittableRandom;
import org.infens.data.Dataset;

/**
 * Perceptrons and Fourier features, sampled as 001 Sec. VI does: each search draws {@code candidates} hypotheses
 * from the family's distribution and keeps the one with the best score (8) / (13); the parameters are not
 * optimised further.
 * <ul>
 *   <li>Perceptrons sign(theta.x - kappa): theta uniform on the unit sphere (a normalised standard Gaussian
 *   vector), kappa uniform in [-R, R], R = max_i ||x_i||_2, the radius of the training data (002 Sec. 5, the
 *   distribution that defines the perceptron kernel).</li>
 *   <li>Fourier features cos(theta.x - kappa): theta ~ N(0, sigma^-2 I), kappa ~ U[0, 2 pi) (Rahimi &amp; Recht), so
 *   that 2 E[h(x) h(x')] = exp(-||x - x'||^2 / (2 sigma^2)), the Gaussian kernel with gamma = 1 / (2 sigma^2).</li>
 * </ul>
 * The candidates of one search are drawn in order from the iteration's stream, so the result depends only on the
 * seed. Sampled hypotheses repeat with probability 0, so {@link #select} records nothing. Rows are copied once into a
 * dense row-major array (the hot loop is theta.x_i). A package-private worker.
 */
final class SampledFamily implements WeakLearnerFamily {
    private final WeakHypothesis.Kind kind;
    private final double sigma;
    private final int candidates;
    private final int rows;
    private final int dimension;
    private final double[] x;
    private final double radius;

    SampledFamily(WeakHypothesis.Kind kind, double sigma, int candidates, Dataset data) {
        this.kind = kind;
        this.sigma = sigma;
        this.candidates = candidates;
        this.rows = data.size();
        this.dimension = data.dimension();
        this.x = new double[rows * dimension];
        double r2 = 0;
        double[] row = new double[dimension];
        for (int i = 0; i < rows; i++) {
            data.copyRow(i, row);
            System.arraycopy(row, 0, x, i * dimension, dimension);
            r2 = Math.max(r2, data.squaredNorm(i));
        }
        this.radius = Math.sqrt(r2);
    }

    /** One hypothesis drawn from the family's distribution. */
    WeakHypothesis sample(SplittableRandom random) {
        double[] theta = new double[dimension];
        if (kind == WeakHypothesis.Kind.PERCEPTRON) {
            double norm = 0;
            while (norm == 0) {
                for (int f = 0; f < dimension; f++) {
                    theta[f] = random.nextGaussian();
                    norm += theta[f] * theta[f];
                }
            }
            norm = Math.sqrt(norm);
            for (int f = 0; f < dimension; f++) {
                theta[f] /= norm;
            }
            double kappa = radius > 0 ? random.nextDouble(-radius, radius) : 0;
            return WeakHypothesis.perceptron(theta, kappa);
        }
        for (int f = 0; f < dimension; f++) {
            theta[f] = random.nextGaussian() / sigma;
        }
        return WeakHypothesis.fourier(theta, random.nextDouble(0, 2 * Math.PI));
    }

    @Override
    public Column best(double[][] u, SplittableRandom random) {
        double[] values = new double[rows];
        double[] bestValues = new double[rows];
        WeakHypothesis best = null;
        double bestScore = -1;
        int bestTau = 0;
        for (int c = 0; c < candidates; c++) {
            WeakHypothesis h = sample(random);
            for (int i = 0; i < rows; i++) {
                values[i] = h.value(x, i * dimension, dimension);
            }
            double score = -1;
            int tau = 0;
            for (int t = 0; t < u.length; t++) {
                double s = Math.abs(WeakLearnerFamily.dot(u[t], values));
                if (s > score) {
                    score = s;
                    tau = t;
                }
            }
            if (score > bestScore) {
                bestScore = score;
                bestTau = tau;
                best = h;
                double[] swap = bestValues;
                bestValues = values;
                values = swap;
            }
        }
        return best == null ? null : new Column(best, bestValues, bestScore, bestTau, -1);
    }

    @Override
    public void select(Column column) {
        // sampled hypotheses repeat with probability 0
    }
}

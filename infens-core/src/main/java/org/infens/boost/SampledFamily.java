package org.infens.boost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.infens.Tasks;
import org.infens.data.Dataset;

/**
 * Perceptrons and Fourier features, sampled as Shen &amp; Liu 2014, Sec. VI does: each search draws {@code candidates}
 * hypotheses from the family's distribution and keeps the one with the best score (8) / (13); the parameters are not
 * optimised further.
 * <ul>
 *   <li>Perceptrons sign(theta.x - kappa): theta uniform on the unit sphere (a normalised standard Gaussian
 *   vector), kappa uniform in [-R, R], R = max_i ||x_i||_2, the radius of the training data (Lin &amp; Li 2008, Sec. 5,
 *   the distribution that defines the perceptron kernel).</li>
 *   <li>Fourier features cos(theta.x - kappa): theta ~ N(0, sigma^-2 I), kappa ~ U[0, 2 pi) (Rahimi &amp; Recht), so
 *   that 2 E[h(x) h(x')] = exp(-||x - x'||^2 / (2 sigma^2)), the Gaussian kernel with gamma = 1 / (2 sigma^2).</li>
 * </ul>
 * The candidates of one search are all drawn first, in order, from the iteration's stream, so the result depends
 * only on the seed. Sampled hypotheses repeat with probability 0, so {@link #select} records nothing.
 *
 * <p>Shen &amp; Liu's "we sample 2000 pairs of {theta, kappa} according to their distributions ..., and then pick the
 * one that maximizes the weak learner selection criterion in Equ. (8)" has two readings: a fresh draw per iteration
 * (the default, each pick the best of 2000 new candidates) or one pool drawn once from which every iteration picks
 * ({@code drawOnce}; the 500 columns are then 500 of the pool's 2000, as if RFF's 2000 features were pruned to the
 * useful ones). With a pool, the columns selected so far are excluded, as the stump family excludes its working set
 * ({@link WeakLearnerFamily}): (8) equals a selected column's weight, not 0. The pool is drawn from the first
 * search's stream, so the result still depends only on the seed; a family that draws once serves one run (one cost),
 * since its exclusions are that run's.
 *
 * <p>Scoring is the hot loop: 2000 candidates x m rows x d features per iteration. Rows are copied once into a
 * dense row-major array, the candidates' directions drawn into one flat array, and the scores computed block by
 * block (a block of directions times all rows, the directions staying in cache), without allocating a hypothesis
 * or a value vector per candidate; blocks run on up to {@code threads} threads and write disjoint results, and the
 * argmax is taken afterwards in candidate order, so the result does not depend on the thread count (and equals the
 * candidate-at-a-time loop: each score sums over rows in ascending order). A package-private worker.
 */
final class SampledFamily implements WeakLearnerFamily {
    private final WeakHypothesis.Kind kind;
    private final double sigma;
    private final int candidates;
    private final int rows;
    private final int dimension;
    private final double[] x;
    private final double radius;
    private final int threads;
    /** Candidates per block: a block of directions (block x d doubles) of at most 32 KB, so it stays in cache. */
    private final int block;

    /** Whether the candidates are drawn once, as one pool ({@link #poolTheta}, {@link #poolKappa}). */
    private final boolean drawOnce;
    private double[] poolTheta;
    private double[] poolKappa;
    /** With a pool: the indices of the candidates selected so far. */
    private final BitSet selected = new BitSet();

    SampledFamily(WeakHypothesis.Kind kind, double sigma, int candidates, Dataset data) {
        this(kind, sigma, candidates, data, 1);
    }

    SampledFamily(WeakHypothesis.Kind kind, double sigma, int candidates, Dataset data, int threads) {
        this(kind, sigma, candidates, false, data, threads);
    }

    SampledFamily(WeakHypothesis.Kind kind, double sigma, int candidates, boolean drawOnce, Dataset data,
                  int threads) {
        this.drawOnce = drawOnce;
        this.threads = threads;
        this.block = Math.max(8, Math.min(256, 4096 / Math.max(1, data.dimension())));
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
        double kappa = draw(random, theta, 0);
        return kind == WeakHypothesis.Kind.PERCEPTRON ? WeakHypothesis.perceptron(theta, kappa)
                : WeakHypothesis.fourier(theta, kappa);
    }

    /** Draws one direction into {@code theta[offset..offset + dimension)} and returns its offset kappa. */
    private double draw(SplittableRandom random, double[] theta, int offset) {
        if (kind == WeakHypothesis.Kind.PERCEPTRON) {
            double norm = 0;
            while (norm == 0) {
                for (int f = 0; f < dimension; f++) {
                    theta[offset + f] = random.nextGaussian();
                    norm += theta[offset + f] * theta[offset + f];
                }
            }
            norm = Math.sqrt(norm);
            for (int f = 0; f < dimension; f++) {
                theta[offset + f] /= norm;
            }
            return radius > 0 ? random.nextDouble(-radius, radius) : 0;
        }
        for (int f = 0; f < dimension; f++) {
            theta[offset + f] = random.nextGaussian() / sigma;
        }
        return random.nextDouble(0, 2 * Math.PI);
    }

    @Override
    public Column best(double[][] u, SplittableRandom random) {
        return bestEach(new double[][][] {u}, random)[0];
    }

    /**
     * {@link #best} for several weight sets at once, from one draw of candidates: entry k is what {@code best(u[k],
     * random)} would return from the same stream, bit for bit. Column generation at several costs C runs in
     * lockstep through it ({@link ColumnGenerationTrainer#fitCosts}): the draws, projections and feature values,
     * most of an iteration's work, are shared, and only the weighted sums are per weight vector. The sums of each
     * vector run over the union of the rows some vector weighs, in ascending order; a row that vector gives weight 0
     * adds an exact zero, which leaves its sums as they are (a sum starting at +0 never becomes -0).
     *
     * @param u      weight sets, each of one or more vectors u[k][tau] of the training rows
     * @param random this iteration's stream
     * @return per set, its best column, or null when there are no candidates or rows
     */
    Column[] bestEach(double[][][] u, SplittableRandom random) {
        Column[] out = new Column[u.length];
        if (candidates == 0 || rows == 0) {
            return out;
        }
        if (drawOnce && u.length != 1) {
            throw new IllegalStateException("a family that draws its candidates once serves one run, got "
                    + u.length);
        }
        // draw every candidate first, in order, from this iteration's stream: the parallel scoring then cannot
        // change which hypotheses are drawn
        double[] theta = drawOnce ? poolTheta : null;
        double[] kappa = drawOnce ? poolKappa : null;
        if (theta == null) {
            theta = new double[candidates * dimension];
            kappa = new double[candidates];
            for (int c = 0; c < candidates; c++) {
                kappa[c] = draw(random, theta, c * dimension);
            }
            if (drawOnce) {
                poolTheta = theta;
                poolKappa = kappa;
            }
        }
        int vectors = 0;
        for (double[][] set : u) {
            vectors += set.length;
        }
        double[][] all = new double[vectors][];
        int[] firstOf = new int[u.length + 1];
        for (int k = 0, t = 0; k < u.length; k++) {
            firstOf[k] = t;
            for (double[] weights : u[k]) {
                all[t++] = weights;
            }
            firstOf[k + 1] = t;
        }
        // rows whose weights are all 0 add exact zeros to every score: leave them out (the SVM's dual weights are 0
        // beyond the margin, often half the rows and more); the rest keep their ascending order
        int[] active = new int[rows];
        int count = 0;
        for (int i = 0; i < rows; i++) {
            for (double[] weights : all) {
                if (weights[i] != 0) {
                    active[count++] = i;
                    break;
                }
            }
        }
        int activeRows = count;
        int blocks = (candidates + block - 1) / block;
        List<Callable<double[]>> tasks = new ArrayList<>(blocks);
        for (int b = 0; b < blocks; b++) {
            int from = b * block;
            int to = Math.min(candidates, from + block);
            double[] directions = theta;
            double[] offsets = kappa;
            tasks.add(() -> scoreBlock(all, active, activeRows, directions, offsets, from, to));
        }
        List<double[]> blockScores = Tasks.inOrder(tasks, threads, "infens-cgens", "scoring candidates");
        for (int k = 0; k < u.length; k++) {
            int best = -1;
            double bestScore = -1;
            int bestTau = 0;
            for (int b = 0; b < blocks; b++) {
                double[] scores = blockScores.get(b);
                int width = Math.min(candidates, (b + 1) * block) - b * block;
                for (int c = 0; c < width; c++) {
                    if (drawOnce && selected.get(b * block + c)) {
                        continue;
                    }
                    double score = -1;
                    int tau = 0;
                    for (int t = firstOf[k]; t < firstOf[k + 1]; t++) {
                        double a = Math.abs(scores[t * width + c]);
                        if (a > score) {
                            score = a;
                            tau = t - firstOf[k];
                        }
                    }
                    if (score > bestScore) {
                        bestScore = score;
                        bestTau = tau;
                        best = b * block + c;
                    }
                }
            }
            out[k] = best < 0 ? null : column(theta, kappa, best, bestScore, bestTau);
        }
        return out;
    }

    /** Candidate {@code best} as a column with its values on the training rows. */
    private Column column(double[] theta, double[] kappa, int best, double score, int tau) {
        double[] direction = Arrays.copyOfRange(theta, best * dimension, (best + 1) * dimension);
        WeakHypothesis h = kind == WeakHypothesis.Kind.PERCEPTRON ? WeakHypothesis.perceptron(direction, kappa[best])
                : WeakHypothesis.fourier(direction, kappa[best]);
        double[] values = new double[rows];
        for (int i = 0; i < rows; i++) {
            values[i] = h.value(x, i * dimension, dimension);
        }
        return new Column(h, values, score, tau, drawOnce ? best : -1);
    }

    /**
     * The scores sum_i u_tau,i h_c(x_i) of candidates c in [from, to), at {@code [tau * width + c - from]}: the
     * blocked product of the rows with the candidates' directions, the block of directions staying in cache while
     * the rows stream past. Sums run over rows in ascending order, as a candidate-at-a-time loop would; only the
     * {@code activeRows} rows of {@code active} are visited, the others having u_tau,i = 0 for every tau, whose terms
     * are exact zeros that leave every sum as it is (to the last bit: a sum starting at +0 never becomes -0).
     */
    private double[] scoreBlock(double[][] u, int[] active, int activeRows, double[] theta, double[] kappa, int from,
                                int to) {
        final int width = to - from;
        final int d = dimension;
        final int l = u.length;
        final boolean perceptron = kind == WeakHypothesis.Kind.PERCEPTRON;
        final double[] xs = x;
        // the block's directions feature-major, so that the projections of one row onto the whole block are
        // computed by d axpy loops over the candidates (which the JIT vectorises), each projection still summed
        // over features in ascending order
        double[] directions = new double[d * width];
        double[] offsets = new double[width];
        for (int c = 0; c < width; c++) {
            for (int f = 0; f < d; f++) {
                directions[f * width + c] = theta[(from + c) * d + f];
            }
            offsets[c] = kappa[from + c];
        }
        double[] scores = new double[l * width];
        double[] h = new double[width];
        for (int a = 0; a < activeRows; a++) {
            int i = active[a];
            int row = i * d;
            Arrays.fill(h, 0);
            for (int f = 0; f < d; f++) {
                double xf = xs[row + f];
                int off = f * width;
                for (int c = 0; c < width; c++) {
                    h[c] += directions[off + c] * xf;
                }
            }
            if (perceptron) {
                for (int c = 0; c < width; c++) {
                    h[c] = h[c] - offsets[c] >= 0 ? 1 : -1;
                }
            } else {
                for (int c = 0; c < width; c++) {
                    h[c] = Math.cos(h[c] - offsets[c]);
                }
            }
            for (int t = 0; t < l; t++) {
                double ui = u[t][i];
                int off = t * width;
                for (int c = 0; c < width; c++) {
                    scores[off + c] += ui * h[c];
                }
            }
        }
        return scores;
    }

    @Override
    public void select(Column column) {
        // fresh draws repeat with probability 0; a pool's candidate is excluded from then on (its key is its index)
        if (drawOnce && column.key() >= 0) {
            selected.set((int) column.key());
        }
    }
}

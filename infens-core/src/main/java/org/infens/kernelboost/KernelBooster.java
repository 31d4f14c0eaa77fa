package org.infens.kernelboost;

import java.util.Arrays;
import java.util.Objects;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.infens.kernel.LearnedKernel;

/**
 * Kernel design by boosting over pairs of labelled examples: Crammer, Keshet &amp; Singer 2002
 * ("Kernel Design Using Boosting", NIPS 2002), Fig. 1, the sequential-update booster of Collins, Schapire &amp; Singer
 * applied to pairs, with the base kernel learner of Fig. 2 ({@link BaseKernelLearner}) and any base kernel kappa
 * ("Kernelizing the Kernel").
 *
 * <p>Each pair (i, j) of labelled rows, i and j in 1..m (ordered pairs, i = j included, as Fig. 1 sums over
 * 1 &lt;= i, j &lt;= m), is an example with label y_i y_j. Round t:
 * <ol>
 *   <li>D_t(i, j) = weight of the pair's margin y_i y_j K(x_i, x_j) under the current kernel K
 *   ({@link PairLoss#weight}: exp(-margin) for ExpLoss, 1/(1 + exp(margin)) for LogLoss);</li>
 *   <li>the base kernel learner returns the unit-norm w of the top generalised eigenvector for B_ij = D_t y_i y_j;</li>
 *   <li>W+ and W- sum D_t(i, j) |K_t(x_i, x_j)| over the pairs K_t agrees and disagrees with;</li>
 *   <li>alpha_t = 1/2 ln(W+ / W-) and K &lt;- K + alpha_t K_t.</li>
 * </ol>
 *
 * <p>Choices where the paper leaves room, each tested:
 * <ul>
 *   <li>Scale of K_t. The step 1/2 ln(W+/W-) is the one Collins et al. derive for base hypotheses with values in
 *   [-1, 1], and it decreases the loss whenever |K_t(x_i, x_j)| &lt;= 1 on every pair.
 *   Crammer, Keshet &amp; Singer 2002 fix ||w|| = 1 and leave the scale to the booster ("since scaling of the base
 *   kernels is performed by the booster"). We scale each K_t by 1 / max_i (w . phi(x_i))^2, so that it spans exactly
 *   [-1, 1] on the training pairs (the learned kernel records the scaled coefficients). With the unit norm alone, on
 *   Crammer, Keshet &amp; Singer 2002's synthetic data (||x||^2 about 0.25) |K_t| stays below about 0.06, the margins
 *   grow so slowly that D_t hardly moves from uniform, every round picks nearly the same direction, and the Perceptron
 *   made 69 training mistakes against the linear kernel's 98 (one run of {@code KernelBoostLearnerTest}); with the
 *   scaling the learned kernel behaves as Crammer, Keshet &amp; Singer 2002 report.</li>
 *   <li>Perfect alignment. When W- = 0 the paper's alpha_t is infinite; W- is floored at 1e-8 W+, so alpha_t is at
 *   most 1/2 ln 1e8 = 9.2.</li>
 *   <li>Stopping. Boosting stops before T rounds when the best score (= W+ - W-) is not positive, i.e. when no base
 *   kernel agrees with the weighted pairs more than it disagrees; every alpha_t is then &gt; 0 and the learned kernel
 *   is positive semi-definite. If this happens in round 1 the problem has no aligned direction and fitting fails.</li>
 * </ul>
 *
 * <p>Cost per round: O(m^2) exponentials for D_t (computed once per round, exploiting symmetry, and kept in one m x m
 * array next to the m x m array of current margins; the m^2 pair weights are never formed again within the round),
 * O(m^2 r + m r^2 + r^3) for the base kernel learner, r &lt;= m~ the rank of the templates' Gram matrix, and O(m^2)
 * for W+, W- and the margin update. Once: O(m~^3 + m m~ (kappa + r)). Memory: 2 m^2 + m r doubles. For
 * Crammer, Keshet &amp; Singer 2002's synthetic experiment (m = m~ = 300, r = 100) that is about 12 M multiply-adds a
 * round.
 *
 * <p>Deterministic (no random choices); immutable and thread-safe.
 */
public final class KernelBooster {
    /** W- is floored at this fraction of W+ so that a perfectly aligned base kernel gets a finite weight. */
    static final double SMOOTHING = 1e-8;

    private final KernelBoostParams params;

    /** A booster with these parameters. */
    public KernelBooster(KernelBoostParams params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public KernelBoostParams params() {
        return params;
    }

    /**
     * Learns a kernel from the labelled rows of a binary problem, building base kernels from the templates
     * {@code unlabelled} (S~; the labelled inputs themselves, the test inputs, or any other unlabelled set of the same
     * dimension; its labels are not read).
     *
     * @param labelled   a data set with exactly two classes among its rows; class 0 is y = +1
     * @param unlabelled the templates S~
     * @throws IllegalArgumentException if the data do not have two classes or no base kernel is aligned with the
     *                                  labels
     */
    public Result boost(Dataset labelled, Dataset unlabelled) {
        Objects.requireNonNull(labelled, "labelled");
        Objects.requireNonNull(unlabelled, "unlabelled");
        int m = labelled.size();
        if (m < 2) {
            throw new IllegalArgumentException("kernelboost: needs at least 2 labelled rows, got " + m);
        }
        if (unlabelled.size() < 1) {
            throw new IllegalArgumentException("kernelboost: the unlabelled set is empty");
        }
        double[] y = new double[m];
        int positives = 0;
        for (int i = 0; i < m; i++) {
            int c = labelled.classOf(i);
            if (c > 1) {
                throw new IllegalArgumentException("kernelboost: learns a kernel for two classes; row " + i
                        + " has class index " + c + " (use one-vs-one for more classes)");
            }
            y[i] = c == 0 ? 1 : -1;
            positives += c == 0 ? 1 : 0;
        }
        if (positives == 0 || positives == m) {
            throw new IllegalArgumentException("kernelboost: the labelled rows hold only one class");
        }
        Kernel base = params.base().prepare(labelled);
        BaseKernelLearner learner = new BaseKernelLearner(labelled, unlabelled, base);
        PairLoss loss = params.loss();
        int rounds = params.rounds();

        double[] kernel = new double[m * m]; // current K(x_i, x_j)
        double[] b = new double[m * m];      // B_ij = D(i, j) y_i y_j, refilled each round
        double[][] coefficients = new double[rounds][];
        double[] alphas = new double[rounds];
        double[] positive = new double[rounds];
        double[] negative = new double[rounds];
        double[] scores = new double[rounds];
        double[] losses = new double[rounds + 1];
        int kept = 0;
        for (int t = 0; t <= rounds; t++) {
            // pair weights and the loss of the current kernel, one pass over the pairs j >= i
            double total = 0;
            for (int i = 0; i < m; i++) {
                for (int j = i; j < m; j++) {
                    double margin = y[i] * y[j] * kernel[i * m + j];
                    double d = loss.weight(margin);
                    double l = loss.loss(margin);
                    b[i * m + j] = d * y[i] * y[j];
                    b[j * m + i] = b[i * m + j];
                    total += i == j ? l : 2 * l;
                }
            }
            losses[t] = total;
            if (t == rounds) {
                break;
            }
            BaseKernelLearner.Candidate c = learner.best(b);
            double[] p = c.projections();
            double largest = 0;
            for (double v : p) {
                largest = Math.max(largest, v * v);
            }
            double scale = largest > 0 ? 1 / largest : 1;
            double root = Math.sqrt(scale);
            double wPlus = 0;
            double wMinus = 0;
            for (int i = 0; i < m; i++) {
                double pi = p[i] * root;
                for (int j = i; j < m; j++) {
                    double v = b[i * m + j] * pi * p[j] * root; // D y_i y_j K_t(i, j)
                    double f = i == j ? v : 2 * v;
                    if (f > 0) {
                        wPlus += f;
                    } else {
                        wMinus -= f;
                    }
                }
            }
            if (!(wPlus > wMinus) || !(c.score() > 0)) {
                if (t == 0) {
                    throw new IllegalArgumentException("kernelboost: no base kernel w w^T over the unlabelled set "
                            + "is aligned with the labels (best score " + c.score() + ")");
                }
                losses = Arrays.copyOf(losses, t + 1);
                break;
            }
            double alpha = 0.5 * Math.log(wPlus / Math.max(wMinus, SMOOTHING * wPlus));
            for (int i = 0; i < m; i++) {
                double pi = alpha * scale * p[i];
                for (int j = 0; j < m; j++) {
                    kernel[i * m + j] += pi * p[j];
                }
            }
            double[] beta = c.coefficients();
            for (int r = 0; r < beta.length; r++) {
                beta[r] *= root;
            }
            coefficients[kept] = beta;
            alphas[kept] = alpha;
            positive[kept] = wPlus;
            negative[kept] = wMinus;
            scores[kept] = c.score() * scale;
            kept++;
        }
        LearnedKernel learned = new LearnedKernel(base, unlabelled, Arrays.copyOf(coefficients, kept),
                Arrays.copyOf(alphas, kept));
        return new Result(learned, Arrays.copyOf(alphas, kept), Arrays.copyOf(positive, kept),
                Arrays.copyOf(negative, kept), Arrays.copyOf(scores, kept), losses);
    }

    /**
     * What a boosting run produced, round by round (arrays are owned by the result; do not modify them).
     *
     * @param kernel          the learned kernel K = sum_t alpha_t K_t
     * @param alphas          alpha_t per kept round
     * @param positiveWeights W+_t per kept round
     * @param negativeWeights W-_t per kept round
     * @param scores          Score(K_t) = sum_ij D_t(i, j) y_i y_j K_t(x_i, x_j) = W+_t - W-_t per kept round
     * @param losses          the pair loss sum_ij Loss(y_i y_j K(x_i, x_j)) before round 1 and after each kept
     *                        round (one more entry than rounds)
     */
    public record Result(LearnedKernel kernel, double[] alphas, double[] positiveWeights, double[] negativeWeights,
                         double[] scores, double[] losses) {
        /** Number of rounds kept (base kernels in the learned kernel). */
        public int rounds() {
            return alphas.length;
        }
    }
}

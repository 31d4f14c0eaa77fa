package org.infens.learner;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.IndexSort;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The perceptron by random coordinate descent (RCD), the base learner of AdaBoost-Perc and LPBoost-Perc in
 * Lin &amp; Li 2008 Sec. 7 ("the random coordinate descent perceptron algorithm (Li and Lin, 2007) ... the RCD-bias
 * setting with 200 epochs of training"). RCD minimises the weighted training 0/1 loss sum_i u_i [y_i != h(x_i)] of
 * h(x) = sign(w.x - b) directly: each step picks a direction in (w, b) space and moves to the exact minimiser of
 * the 0/1 loss along that line.
 *
 * <p>The papers do not spell the algorithm out; this is our reading of Li &amp; Lin (2007), written here so that it
 * can be checked:
 * <ul>
 *   <li><b>Initialisation.</b> w is the difference of the weighted class means (class 0 minus class 1; zero if a
 *       class has no weight), b = 0, followed by one exact step along the bias direction, so the start is the best
 *       threshold on the mean-difference projection.</li>
 *   <li><b>An epoch</b> ("RCD-bias") is two exact line searches: one along a random direction (d_w, d_b) with every
 *       component drawn independently from the standard normal distribution (so the direction is uniform on the
 *       sphere of (w, b) space), then one along the pure bias direction (0, 1), which re-optimises the threshold of
 *       the rotated hyperplane. 200 epochs are thus 400 line searches.</li>
 *   <li><b>The line search</b> is exact: along (w, b) + a (d_w, d_b), row i has value v_i + a s_i with
 *       v_i = w.x_i - b and s_i = d_w.x_i - d_b, so it changes side only at the breakpoint a_i = -v_i / s_i. The
 *       breakpoints are sorted (O(N log N)) and one sweep gives the weighted loss on every interval between
 *       consecutive distinct breakpoints (rows of weight 0 place none, so an integer weight acts exactly as copies of
 *       the row); the step goes to the middle of the best interval (for the two unbounded
 *       intervals, one unit, or |breakpoint|, beyond the outermost breakpoint). Ties between intervals go to the
 *       one nearest a = 0. The step is taken only if the loss, recomputed directly at the new point, is strictly
 *       smaller, so the weighted 0/1 loss never increases across updates.</li>
 *   <li>After each epoch (w, b) is rescaled to unit Euclidean norm, which changes no prediction and keeps the
 *       values away from overflow.</li>
 *   <li>A row with w.x - b = 0 is predicted as class 1 ({@link PerceptronModel}).</li>
 * </ul>
 * Random directions come from a {@link SplittableRandom} seeded with {@link #seed()}: the same seed gives the same
 * perceptron. Binary only: wrap it in {@code ovo(...)} or {@code ovr(...)} for more classes.
 *
 * <p>Hot path: the dot products d_w.x_i and the sweep run on a compressed copy of the rows made once per fit
 * (primitive arrays, no allocation per epoch beyond the reused scratch arrays).
 *
 * @param params the number of epochs
 * @param seed   the seed of the random directions
 */
public record PerceptronTrainer(PerceptronParams params, long seed)
        implements WeightedTrainer<PerceptronModel>, Seeded<PerceptronTrainer> {
    /** A trainer with these parameters and seed. */
    public PerceptronTrainer {
        Objects.requireNonNull(params, "params");
    }

    @Override
    public PerceptronTrainer withSeed(long newSeed) {
        return new PerceptronTrainer(params, newSeed);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("perceptron(epochs=" + params.epochs() + ")");
    }

    @Override
    public PerceptronModel fit(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        if (data.labels().size() != 2) {
            throw new IllegalArgumentException("perceptron: needs exactly 2 classes, got " + data.labels().size()
                    + "; use ovo(base=perceptron) or ovr(base=perceptron) for more");
        }
        int n = data.size();
        int d = data.dimension();
        double[] u = InstanceWeights.checked(weights, n);
        Rows rows = new Rows(data);
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        double[] w = initialDirection(rows, y, u, d);
        double[] v = new double[n];
        rows.dots(w, v);
        LineSearch search = new LineSearch(n);
        double[] s = new double[n];
        double b = 0;
        Arrays.fill(s, -1.0);
        b += search.step(v, s, y, u); // along (0, 1): values v - a, so b grows by a
        SplittableRandom random = new SplittableRandom(seed);
        double[] dw = new double[d];
        for (int epoch = 0; epoch < params.epochs(); epoch++) {
            for (int j = 0; j < d; j++) {
                dw[j] = random.nextGaussian();
            }
            double db = random.nextGaussian();
            rows.dots(dw, s);
            for (int i = 0; i < n; i++) {
                s[i] -= db;
            }
            double a = search.step(v, s, y, u);
            if (a != 0) {
                for (int j = 0; j < d; j++) {
                    w[j] += a * dw[j];
                }
                b += a * db;
            }
            Arrays.fill(s, -1.0);
            b += search.step(v, s, y, u);
            double norm = b * b;
            for (int j = 0; j < d; j++) {
                norm += w[j] * w[j];
            }
            norm = Math.sqrt(norm);
            if (norm > 0 && Double.isFinite(norm)) {
                for (int j = 0; j < d; j++) {
                    w[j] /= norm;
                }
                b /= norm;
                rows.dots(w, v); // recomputed rather than scaled, so rounding does not accumulate over epochs
                for (int i = 0; i < n; i++) {
                    v[i] -= b;
                }
            }
        }
        Provenance prov = new Provenance("perceptron", spec().toString(), seed, data.fingerprint(), data.dimension(),
                Version.VERSION);
        return new PerceptronModel(new PerceptronModel.State(data.labels(), w, b, data.featureNames()), prov);
    }

    private static double[] initialDirection(Rows rows, int[] y, double[] u, int d) {
        double[] positive = new double[d];
        double[] negative = new double[d];
        double wp = 0;
        double wn = 0;
        for (int i = 0; i < y.length; i++) {
            double[] target = y[i] > 0 ? positive : negative;
            if (y[i] > 0) {
                wp += u[i];
            } else {
                wn += u[i];
            }
            for (int k = rows.start[i]; k < rows.start[i + 1]; k++) {
                target[rows.index[k]] += u[i] * rows.value[k];
            }
        }
        double[] w = new double[d];
        if (wp > 0 && wn > 0) {
            for (int j = 0; j < d; j++) {
                w[j] = positive[j] / wp - negative[j] / wn;
            }
        }
        return w;
    }

    /** The rows in compressed form, read once per fit. */
    static final class Rows {
        final int[] start;
        final int[] index;
        final double[] value;

        Rows(Dataset data) {
            int n = data.size();
            start = new int[n + 1];
            for (int i = 0; i < n; i++) {
                start[i + 1] = start[i] + data.storedCount(i);
            }
            index = new int[start[n]];
            value = new double[start[n]];
            for (int i = 0; i < n; i++) {
                for (int k = 0, p = start[i]; p < start[i + 1]; k++, p++) {
                    index[p] = data.storedIndex(i, k);
                    value[p] = data.storedValue(i, k);
                }
            }
        }

        /** out[i] = direction . x_i. */
        void dots(double[] direction, double[] out) {
            for (int i = 0; i < out.length; i++) {
                double sum = 0;
                for (int p = start[i]; p < start[i + 1]; p++) {
                    sum += direction[index[p]] * value[p];
                }
                out[i] = sum;
            }
        }
    }

    /**
     * The exact line search over the weighted 0/1 loss (see the class comment), with scratch arrays reused across
     * calls.
     */
    static final class LineSearch {
        private final double[] breakpoint;
        private final int[] order;
        private final int[] sortBuffer;
        /** The loss at the last chosen point, as recomputed directly. */
        double lastLoss;

        LineSearch(int n) {
            breakpoint = new double[n];
            order = new int[n];
            sortBuffer = new int[n];
        }

        /** Weighted loss at a: row i is right when y_i (v_i + a s_i) > 0, with value 0 counted as class 1 (y = -1). */
        static double loss(double[] v, double[] s, int[] y, double[] u, double a) {
            double e = 0;
            for (int i = 0; i < v.length; i++) {
                double value = v[i] + a * s[i];
                boolean positive = value > 0;
                if (positive != (y[i] > 0)) {
                    e += u[i];
                }
            }
            return e;
        }

        /**
         * Moves to the exact minimiser of the loss along s: returns the step a (0 if no point is strictly better) and
         * updates {@code v} to v + a s.
         */
        double step(double[] v, double[] s, int[] y, double[] u) {
            double a = best(v, s, y, u);
            double current = loss(v, s, y, u, 0);
            lastLoss = current;
            if (a == 0) {
                return 0;
            }
            double moved = loss(v, s, y, u, a);
            if (!(moved < current)) {
                return 0;
            }
            lastLoss = moved;
            for (int i = 0; i < v.length; i++) {
                v[i] += a * s[i];
            }
            return a;
        }

        /** The middle of the best interval between breakpoints (ties nearest 0), or 0 if the line is flat. */
        double best(double[] v, double[] s, int[] y, double[] u) {
            int n = v.length;
            int m = 0;
            double loss = 0;
            double total = 0;
            for (int i = 0; i < n; i++) {
                total += u[i];
                if (u[i] == 0) {
                    continue; // a row of weight 0 does not move the loss, so it places no breakpoint
                }
                if (s[i] != 0) {
                    breakpoint[i] = -v[i] / s[i];
                    if (!Double.isFinite(breakpoint[i])) {
                        breakpoint[i] = breakpoint[i] > 0 ? Double.MAX_VALUE : -Double.MAX_VALUE;
                    }
                    order[m++] = i;
                    if (y[i] * s[i] > 0) {
                        loss += u[i]; // at a -> -inf the row sits on the side of sign(-s_i), which is wrong
                    }
                } else if ((v[i] > 0) != (y[i] > 0)) {
                    loss += u[i];
                }
            }
            if (m == 0) {
                return 0;
            }
            IndexSort.sort(breakpoint, order, 0, m, sortBuffer);
            double tolerance = 1e-12 * total;
            double first = breakpoint[order[0]];
            double bestAlpha = first - Math.max(1.0, Math.abs(first));
            double bestLoss = loss;
            int k = 0;
            while (k < m) {
                double t = breakpoint[order[k]];
                while (k < m && breakpoint[order[k]] == t) {
                    int i = order[k];
                    loss += y[i] * s[i] > 0 ? -u[i] : u[i];
                    k++;
                }
                double alpha = k < m ? 0.5 * (t + breakpoint[order[k]]) : t + Math.max(1.0, Math.abs(t));
                if (loss < bestLoss - tolerance
                        || (loss <= bestLoss + tolerance && Math.abs(alpha) < Math.abs(bestAlpha))) {
                    bestLoss = Math.min(loss, bestLoss);
                    bestAlpha = alpha;
                }
            }
            return Double.isFinite(bestAlpha) ? bestAlpha : 0;
        }
    }
}

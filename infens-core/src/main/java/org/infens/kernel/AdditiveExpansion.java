package org.infens.kernel;

import java.util.Arrays;
import java.util.Objects;
import org.infens.IndexSort;
import org.infens.data.Dataset;

/**
 * A kernel expansion f(u) = sum_j beta_j k(x_j, u) of an additive kernel with an {@link AdditiveForm}, compiled into
 * one continuous piecewise-linear function per feature plus a constant:
 * <pre>
 *   f(u) = constant * B + sum_d g_d(u_d),   g_d(t) = sum_j beta_j (l1 |t - (x_j)_d| + linear (t + (x_j)_d)),
 * </pre>
 * with B = sum_j beta_j. Each g_d is linear between consecutive distinct values of (x_j)_d (its knots), so it is
 * stored as the sorted knots, g_d at each knot and the slope after each knot (and before the first). This is
 * Lin &amp; Li's Thm. 8 ("Support Vector Machinery for Infinite Ensemble Learning", JMLR 2008) made operational:
 * an SVM with the stump kernel is a finite ensemble of averaged stumps, one per interval between adjacent knots,
 * and {@link #averagedStumps} lists them.
 *
 * <p>Cost: compiling m rows of d features takes O(m d log m); evaluating f at a row takes one binary search per
 * stored feature, O(d log m), against O(m d) for the expansion itself. {@link SortedFeatures} evaluates it at every
 * row of a presorted set by merging instead of searching.
 *
 * <p>Accuracy: knots' values come from prefix sums of beta_j and beta_j (x_j)_d over the sorted knots, so each is
 * exact up to rounding in sums of |beta_j| |(x_j)_d| (no error grows with the number of knots); a value is then
 * g_d(knot) + slope (t - knot), anchored at the nearest knot below.
 *
 * <p>Absent sparse entries are values 0: for a sparse row f is evaluated as
 * {@code constant * B + sum_d g_d(0) + sum over stored entries of (g_d(t) - g_d(0))}, so its cost follows the
 * stored entries. Features beyond the expansion's dimension hold 0 in every x_j. Immutable and thread-safe.
 */
public final class AdditiveExpansion {
    private final AdditiveForm form;
    private final int dimension;
    private final double weightSum;
    private final double absoluteWeightSum;
    private final double constantTerm;
    private final double[][] knots;
    private final double[][] values;
    private final double[][] slopes;
    /** Per feature, where each stretch of its values starts among the knots, or null for fewer than 2 knots. */
    private final KnotIndex[] index;
    private final double[] slopeBelow;
    private final double[] atZero;
    private final double zeroSum;

    private AdditiveExpansion(AdditiveForm form, int dimension, double weightSum, double absoluteWeightSum,
                              double[][] knots, double[][] values, double[][] slopes, double[] slopeBelow) {
        this.form = form;
        this.dimension = dimension;
        this.weightSum = weightSum;
        this.absoluteWeightSum = absoluteWeightSum;
        this.constantTerm = form.constant() * weightSum;
        this.knots = knots;
        this.values = values;
        this.slopes = slopes;
        this.slopeBelow = slopeBelow;
        this.index = new KnotIndex[knots.length];
        for (int d = 0; d < knots.length; d++) {
            index[d] = KnotIndex.of(knots[d]);
        }
        this.atZero = new double[dimension];
        double z = 0;
        for (int d = 0; d < dimension; d++) {
            atZero[d] = feature(d, 0.0);
            z += atZero[d];
        }
        this.zeroSum = z;
    }

    /**
     * The expansion sum_j beta[j] k(row j of rows, .) over every row of {@code rows}; rows with beta 0 are skipped.
     *
     * @throws IllegalArgumentException if {@code beta} does not have one finite entry per row
     */
    public static AdditiveExpansion of(AdditiveForm form, Dataset rows, double[] beta) {
        int n = rows.size();
        if (beta.length != n) {
            throw new IllegalArgumentException("beta has " + beta.length + " entries, the rows " + n);
        }
        int[] all = new int[n];
        Arrays.setAll(all, j -> j);
        return of(form, rows, all, beta, n);
    }

    /**
     * The expansion sum over t &lt; count of beta[t] k(row js[t] of rows, .); terms with beta 0 are skipped. The
     * result depends on the terms' order only through rounding, and is the same for the same order.
     *
     * @throws IllegalArgumentException if a weight is not finite or an index is out of range
     */
    public static AdditiveExpansion of(AdditiveForm form, Dataset rows, int[] js, double[] beta, int count) {
        Objects.requireNonNull(form, "form");
        int dim = rows.dimension();
        // entries per feature of the terms with non-zero weight
        int[] perFeature = new int[dim];
        double total = 0;
        double absolute = 0;
        int terms = 0;
        for (int t = 0; t < count; t++) {
            double b = beta[t];
            if (!Double.isFinite(b)) {
                throw new IllegalArgumentException("beta[" + t + "] must be finite, got " + b);
            }
            int j = js[t];
            if (j < 0 || j >= rows.size()) {
                throw new IllegalArgumentException("row " + j + " not in [0, " + rows.size() + ")");
            }
            if (b == 0) {
                continue;
            }
            terms++;
            total += b;
            absolute += Math.abs(b);
            for (int k = 0, c = rows.storedCount(j); k < c; k++) {
                perFeature[rows.storedIndex(j, k)]++;
            }
        }
        double[][] value = new double[dim][];
        double[][] weight = new double[dim][];
        for (int d = 0; d < dim; d++) {
            // one more place for the absent entries (value 0) of sparse rows
            int size = perFeature[d] < terms ? perFeature[d] + 1 : perFeature[d];
            value[d] = new double[size];
            weight[d] = new double[size];
        }
        int[] fill = new int[dim];
        double[] storedWeight = new double[dim];
        for (int t = 0; t < count; t++) {
            double b = beta[t];
            if (b == 0) {
                continue;
            }
            int j = js[t];
            for (int k = 0, c = rows.storedCount(j); k < c; k++) {
                int d = rows.storedIndex(j, k);
                int p = fill[d]++;
                value[d][p] = rows.storedValue(j, k);
                weight[d][p] = b;
                storedWeight[d] += b;
            }
        }
        double[][] knots = new double[dim][];
        double[][] values = new double[dim][];
        double[][] slopes = new double[dim][];
        double[] below = new double[dim];
        int[] order = new int[0];
        int[] buffer = new int[0];
        for (int d = 0; d < dim; d++) {
            int size = value[d].length;
            if (fill[d] < size) {
                // the rows without a stored entry for d: one value 0 carrying their total weight
                value[d][fill[d]] = 0.0;
                weight[d][fill[d]] = total - storedWeight[d];
            }
            if (order.length < size) {
                order = new int[size];
                buffer = new int[size];
            }
            for (int p = 0; p < size; p++) {
                order[p] = p;
            }
            IndexSort.sort(value[d], order, 0, size, buffer);
            compile(form, value[d], weight[d], order, size, d, knots, values, slopes, below);
        }
        return new AdditiveExpansion(form, dim, total, absolute, knots, values, slopes, below);
    }

    /** Merges equal values into knots and fills feature d's knots, values and slopes. */
    private static void compile(AdditiveForm form, double[] value, double[] weight, int[] order, int size, int d,
                                double[][] knots, double[][] values, double[][] slopes, double[] below) {
        double[] kv = new double[size];
        double[] kw = new double[size];
        int m = 0;
        for (int p = 0; p < size; p++) {
            double v = value[order[p]];
            double w = weight[order[p]];
            if (m > 0 && kv[m - 1] == v) {
                kw[m - 1] += w;
            } else {
                kv[m] = v == 0 ? 0.0 : v; // one zero, never -0.0
                kw[m] = w;
                m++;
            }
        }
        double b = 0;
        double s = 0;
        for (int k = 0; k < m; k++) {
            b += kw[k];
            s += kw[k] * kv[k];
        }
        double l1 = form.l1();
        double linear = form.linear();
        double[] g = new double[m];
        double[] slope = new double[m];
        double bLe = 0;
        double sLe = 0;
        for (int k = 0; k < m; k++) {
            bLe += kw[k];
            sLe += kw[k] * kv[k];
            double rising = 2 * bLe - b; // weight at or below the knot less the weight above it
            // sum_j w_j |v_k - v_j| = v_k (B_le - B_gt) - (S_le - S_gt)
            g[k] = l1 * (kv[k] * rising - (2 * sLe - s)) + linear * (kv[k] * b + s);
            slope[k] = l1 * rising + linear * b;
        }
        knots[d] = Arrays.copyOf(kv, m);
        values[d] = g;
        slopes[d] = slope;
        below[d] = -l1 * b + linear * b;
    }

    /** The kernel's form. */
    public AdditiveForm form() {
        return form;
    }

    /** The number of features of the rows the expansion was built from. */
    public int dimension() {
        return dimension;
    }

    /** B = sum_j beta_j. */
    public double weightSum() {
        return weightSum;
    }

    /** f at row {@code i} of {@code data} (which may be dense or sparse, of any dimension). */
    public double value(Dataset data, int i) {
        double s = constantTerm;
        int c = data.storedCount(i);
        if (data.isSparse()) {
            s += zeroSum;
            for (int k = 0; k < c; k++) {
                int d = data.storedIndex(i, k);
                double t = data.storedValue(i, k);
                s += d < dimension ? feature(d, t) - atZero[d] : absent(t);
            }
            return s;
        }
        for (int d = 0; d < c; d++) {
            double t = data.storedValue(i, d);
            s += d < dimension ? feature(d, t) : absent(t);
        }
        for (int d = c; d < dimension; d++) {
            s += atZero[d];
        }
        return s;
    }

    /** The knots of feature d: the distinct values of (x_j)_d over the terms, increasing (a copy). */
    public double[] knotsOf(int d) {
        return knots[d].clone();
    }

    /** g_d(t) for a feature d of the expansion. */
    public double feature(int d, double t) {
        double[] kn = knots[d];
        int m = kn.length;
        if (m == 0) {
            return 0;
        }
        KnotIndex ix = index[d];
        int k = ix == null ? floor(kn, m, t) : ix.floor(kn, t);
        return k < 0 ? values[d][0] + slopeBelow[d] * (t - kn[0]) : values[d][k] + slopes[d][k] * (t - kn[k]);
    }

    /** g(t) for a feature every x_j holds as 0. */
    private double absent(double t) {
        return form.l1() * weightSum * Math.abs(t) + form.linear() * weightSum * t;
    }

    /**
     * The largest k with kn[k] &lt;= t, or -1 (binary search). Branch-free: the loop runs ceil(log2 m) times and
     * each step picks its half by a conditional move, not a jump the processor must guess, which is wrong half the
     * time on a test row's values: a search over 5,255 knots took 250 ns with the branching loop and 150 ns
     * without (1.6x, interleaved in one JVM on random values), which is most of a compiled prediction's time.
     */
    static int floor(double[] kn, int m, double t) {
        if (!(t >= kn[0])) {
            return -1;
        }
        int base = 0;
        int len = m;
        while (len > 1) {
            int half = len >>> 1;
            base = kn[base + half] <= t ? base + half : base;
            len -= half;
        }
        return base;
    }

    /**
     * Where the knots of one feature fall among equal stretches of its range: stretch b of B (the knots' count)
     * covers the values t with bucket(t) = floor((t - kn[0]) * B / (kn[m-1] - kn[0])) = b, and first[b] is the
     * first knot whose stretch is b or later. A query's floor is then searched among the few knots of its own
     * stretch instead of all m: as bucket() is monotone in t, every knot of an earlier stretch is below t and
     * every knot of a later one above it, so the answer is exactly {@link #floor(double[], int, double)}'s. On
     * 5,255 knots per feature (d = 20) the binary search over all knots, 13 dependent loads from memory a feature,
     * was most of a compiled prediction's time: 4.5 us a row and 37x faster than the kernel expansion with it, 3.3
     * us and 68x with this index ({@code org.infens.bench.CompiledPrediction}, 5,255 support vectors, on a loaded
     * machine).
     */
    static final class KnotIndex {
        /** Stretches of at most this many knots are scanned in order, longer ones searched by halves. */
        private static final int LINEAR = 8;
        private final double low;
        private final double scale;
        private final int last;
        private final int[] first;

        private KnotIndex(double low, double scale, int last, int[] first) {
            this.low = low;
            this.scale = scale;
            this.last = last;
            this.first = first;
        }

        /** The index of increasing, distinct, finite knots, or null for fewer than 2 knots. */
        static KnotIndex of(double[] kn) {
            int m = kn.length;
            if (m < 2) {
                return null;
            }
            double scale = m / (kn[m - 1] - kn[0]);
            if (!(scale > 0) || Double.isInfinite(scale)) {
                return null;
            }
            KnotIndex ix = new KnotIndex(kn[0], scale, m - 1, new int[m + 2]);
            int b = 0;
            for (int k = 0; k < m; k++) {
                int bk = ix.bucket(kn[k]);
                while (b <= bk) {
                    ix.first[b++] = k;
                }
            }
            while (b < ix.first.length) {
                ix.first[b++] = m;
            }
            return ix;
        }

        /** The stretch of t, for kn[0] &lt;= t: monotone in t, between 0 and the knots' count. */
        private int bucket(double t) {
            return (int) Math.min(last + 1, (t - low) * scale);
        }

        /** As {@link AdditiveExpansion#floor(double[], int, double)} over the knots this index was made of. */
        int floor(double[] kn, double t) {
            if (!(t >= low)) {
                return -1;
            }
            int b = bucket(t);
            int from = first[b];
            int to = first[b + 1];
            // the answer is the last knot of [from, to) not above t, else the knot before the stretch; a long
            // stretch (knots crowded by far outliers) is searched by halves
            if (to - from > LINEAR) {
                int base = from - 1;
                int len = to - from + 1;
                while (len > 1) {
                    int half = len >>> 1;
                    base = kn[base + half] <= t ? base + half : base;
                    len -= half;
                }
                return base;
            }
            int k = from - 1;
            while (from < to && kn[from] <= t) {
                k = from++;
            }
            return k;
        }
    }

    // ---------------------------------------------------------------- for SortedFeatures' merges

    double constantTerm() {
        return constantTerm;
    }

    double zeroSum() {
        return zeroSum;
    }

    double[] knots(int d) {
        return knots[d];
    }

    double[] values(int d) {
        return values[d];
    }

    double[] slopes(int d) {
        return slopes[d];
    }

    double slopeBelow(int d) {
        return slopeBelow[d];
    }

    double atZero(int d) {
        return atZero[d];
    }

    // ---------------------------------------------------------------- the explicit ensemble

    /**
     * One averaged stump of Lin &amp; Li's Thm. 8: on feature {@code feature}, -1 at or below {@code from}, +1 at or
     * above {@code to}, linear in between, with weight {@code weight} in f.
     *
     * @param feature the feature
     * @param from    the lower knot
     * @param to      the upper knot
     * @param weight  its weight: (to - from) / 2 times the slope of g_d between the knots
     */
    public record AveragedStump(int feature, double from, double to, double weight) {
    }

    /**
     * f as an ensemble: {@code f(u) = bias + sum of weight * s(u) over the averaged stumps + sum_d tail_d(u_d)},
     * where bias collects the constant terms and tails are the slopes outside the knots' range (zero for a C-SVC
     * with the stump kernel, whose weights sum to 0).
     *
     * @param bias       the constant term (without an SVM's rho)
     * @param stumps     the averaged stumps, by feature, then by knot
     * @param slopeBelow per feature, the slope of g_d below its first knot
     * @param slopeAbove per feature, the slope of g_d above its last knot
     * @param firstKnot  per feature, its first knot (NaN when it has none)
     * @param lastKnot   per feature, its last knot (NaN when it has none)
     */
    public record Ensemble(double bias, java.util.List<AveragedStump> stumps, double[] slopeBelow,
                           double[] slopeAbove, double[] firstKnot, double[] lastKnot) {
    }

    /**
     * This expansion as the ensemble of averaged stumps of Thm. 8. Between knots a and b, g_d has slope s, which the
     * averaged stump from a to b (slope 2 / (b - a) there, 0 elsewhere) carries with weight s (b - a) / 2; the
     * stumps' constant parts (their value -1 below a and +1 above b) go into the bias, so that
     * {@code bias + sum of stumps + tails} equals f everywhere. A tail's slope is a multiple of B = sum_j beta_j;
     * where B is rounding noise (|B| below 1e-12 sum_j |beta_j|, as for a C-SVC, whose constraint makes it 0) the
     * tails are given as 0.
     */
    public Ensemble averagedStumps() {
        boolean flat = Math.abs(weightSum) <= 1e-12 * absoluteWeightSum;
        java.util.List<AveragedStump> stumps = new java.util.ArrayList<>();
        double bias = constantTerm;
        double[] sb = new double[dimension];
        double[] sa = new double[dimension];
        double[] first = new double[dimension];
        double[] last = new double[dimension];
        for (int d = 0; d < dimension; d++) {
            double[] kn = knots[d];
            int m = kn.length;
            if (m == 0) {
                first[d] = Double.NaN;
                last[d] = Double.NaN;
                continue;
            }
            sb[d] = flat ? 0 : slopeBelow[d];
            sa[d] = flat ? 0 : slopes[d][m - 1];
            first[d] = kn[0];
            last[d] = kn[m - 1];
            // g_d(t) = g_d(kn[0]) + sum over intervals of w (s(t) + 1) with s(t) = -1 below: so the bias gets
            // g_d(kn[0]) + sum of w
            double constant = values[d][0];
            for (int k = 0; k + 1 < m; k++) {
                double w = slopes[d][k] * (kn[k + 1] - kn[k]) / 2;
                if (w != 0) {
                    stumps.add(new AveragedStump(d, kn[k], kn[k + 1], w));
                }
                constant += w;
            }
            bias += constant;
        }
        return new Ensemble(bias, java.util.List.copyOf(stumps), sb, sa, first, last);
    }
}

package org.infens.learner;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;
import org.infens.IndexSort;
import org.infens.data.Dataset;

/**
 * The exact search for the middle decision stump of largest edge, the base learner of AdaBoost, LPBoost and CGEns
 * (Lin &amp; Li 2008, Sec. 2.2 and 7; Lin 2005, Algorithm 1 and Sec. 5; Shen &amp; Liu 2014, Sec. 3). Bound to one data
 * set, it presorts every feature once and then, for any vector of signed weights u (AdaBoost: u_i = w_i y_i; LPBoost:
 * u_i = d_i y_i with the dual weights d; CGEns: u_i = alpha_i y_i), returns the hypothesis h maximising the edge sum_i
 * u_i h(x_i) over
 * <ul>
 *   <li>every middle stump m_{q,d,a} of Lin &amp; Li 2008: h(x) = s sign(x_f - a) with s in {-1, +1} and the threshold
 *       a the mean of two adjacent distinct values of feature f in the data ({@link Stump}), and</li>
 *   <li>the two constant hypotheses h(x) = +1 and h(x) = -1.</li>
 * </ul>
 *
 * <p>Cost. The presort is O(nnz_f log nnz_f) per feature, where nnz_f counts the non-zero values of feature f: it
 * is sparse-aware, sorting only stored non-zeros; the rows where feature f is 0 (implicit or stored) form one block
 * at value 0 whose weight is the total minus the weight of the non-zeros. A search is then O(N + sum_f nnz_f), that
 * is O(N d) on dense data: one sweep along every presorted column keeps the prefix sum P of u below the threshold,
 * and the stump with direction s has edge s (U - 2P) with U = sum_i u_i, so the best direction is the sign of
 * U - 2P. This is a hand-written hot loop on primitive arrays (no allocation per candidate) because it is the inner
 * loop of every boosting round: on 50,000 dense rows with 20 features a search touches 10^6 entries.
 *
 * <p>Ties: the first maximum wins, in the order constant hypothesis, then feature 0, 1, ..., thresholds ascending;
 * an edge of exactly 0 takes direction +1. A threshold is {@code 0.5 * (lower + upper)}, or {@code lower} when the
 * two values are adjacent doubles and the mean rounds up to {@code upper} (so the stump still separates them).
 *
 * <p>Not thread-safe (it keeps sweep buffers); one search per data set at a time.
 */
public final class StumpSearch implements StumpColumns {
    private final int n;
    private final int dimension;
    /** For feature f: the rows with a non-zero value, sorted by value. */
    private final int[][] rows;
    /** For feature f: the non-zero values, ascending (parallel to {@link #rows}). */
    private final double[][] values;
    /** For feature f: how many of the non-zero values are negative (they come first). */
    private final int[] negatives;
    /** Multi-class sweep buffers. */
    private double[] classPrefix;
    private double[] classTotal;

    /** The best hypothesis of one search and its edge sum_i u_i h(x_i). */
    public record Result(Stump stump, double edge) {
    }

    /**
     * The best stump of {@link #bestExcluding}: the stump, its score |sum_i u_tau,i h(x_i)|, the tau attaining it
     * and its key (feature f times the number of rows, plus the rank of its threshold among feature f's thresholds;
     * -1 for a constant hypothesis), stable for this search, for the caller's working set.
     *
     * @param stump  the stump
     * @param score  max_tau |sum_i u_tau,i h(x_i)|
     * @param vector the tau attaining the score
     * @param key    the stump's key for the {@code excluded} set of {@link #bestExcluding}
     */
    public record Choice(Stump stump, double score, int vector, int key) {
    }

    /**
     * The best multi-class stump of {@link #bestMultiClass}: class {@code above} where x_f &gt; a, {@code below}
     * elsewhere, or one class everywhere ({@code feature} -1, {@code above == below}).
     *
     * @param feature       the feature f, or -1 for one class everywhere
     * @param threshold     the threshold a (0 for one class everywhere)
     * @param above         the class where x_f &gt; a
     * @param below         the class where x_f &lt;= a
     * @param correctWeight sum_i w_i [h(x_i) = y_i], the score maximised
     */
    public record MultiClassResult(int feature, double threshold, int above, int below, double correctWeight) {
    }

    /**
     * Presorts the features of {@code data}.
     *
     * @throws IllegalArgumentException if a feature value is NaN
     */
    public StumpSearch(Dataset data) {
        Objects.requireNonNull(data, "data");
        n = data.size();
        dimension = data.dimension();
        int[] count = new int[dimension];
        for (int i = 0; i < n; i++) {
            int stored = data.storedCount(i);
            for (int k = 0; k < stored; k++) {
                double v = data.storedValue(i, k);
                if (Double.isNaN(v)) {
                    throw new IllegalArgumentException("data: feature " + data.storedIndex(i, k) + " of row " + i
                            + " is NaN; stumps need ordered values");
                }
                if (v != 0) {
                    count[data.storedIndex(i, k)]++;
                }
            }
        }
        rows = new int[dimension][];
        values = new double[dimension][];
        negatives = new int[dimension];
        for (int f = 0; f < dimension; f++) {
            rows[f] = new int[count[f]];
            values[f] = new double[count[f]];
        }
        int[] fill = new int[dimension];
        for (int i = 0; i < n; i++) {
            int stored = data.storedCount(i);
            for (int k = 0; k < stored; k++) {
                double v = data.storedValue(i, k);
                if (v != 0) {
                    int f = data.storedIndex(i, k);
                    rows[f][fill[f]] = i;
                    values[f][fill[f]] = v;
                    fill[f]++;
                }
            }
        }
        sortColumns();
    }

    /** A search over columns given as they are, to be sorted by {@link #sortColumns}. */
    private StumpSearch(int n, int[][] rows, double[][] values) {
        this.n = n;
        this.dimension = rows.length;
        this.rows = rows;
        this.values = values;
        this.negatives = new int[dimension];
        sortColumns();
    }

    /**
     * A search over columns given one feature at a time, for data held by feature (a cluster where each executor
     * keeps whole columns of some features, {@code infens-spark}): column {@code f} lists the rows where feature f
     * is not 0, in increasing row order, and their values. It searches exactly as {@code new StumpSearch(data)}
     * does on a data set of {@code rows} rows with these features (same candidates, same sums, same ties), its
     * feature {@code f} being column {@code f}; the arrays are taken, not copied.
     *
     * @param rowCount     the number of rows N
     * @param columnRows   per feature, the rows with a non-zero value, increasing, each in [0, N)
     * @param columnValues per feature, those values (finite, non-zero), parallel to {@code columnRows}
     * @throws IllegalArgumentException naming the feature and the row if a column is out of order, out of range,
     *                                  or holds a NaN or a zero
     */
    public static StumpSearch ofColumns(int rowCount, int[][] columnRows, double[][] columnValues) {
        if (rowCount < 0) {
            throw new IllegalArgumentException("rowCount must be >= 0, got " + rowCount);
        }
        if (columnRows.length != columnValues.length) {
            throw new IllegalArgumentException("columnRows has " + columnRows.length + " features, columnValues "
                    + columnValues.length);
        }
        for (int f = 0; f < columnRows.length; f++) {
            int[] r = columnRows[f];
            double[] v = columnValues[f];
            if (r.length != v.length) {
                throw new IllegalArgumentException("column " + f + " has " + r.length + " rows and " + v.length
                        + " values");
            }
            for (int k = 0; k < r.length; k++) {
                if (r[k] < 0 || r[k] >= rowCount || (k > 0 && r[k] <= r[k - 1])) {
                    throw new IllegalArgumentException("column " + f + ": row " + r[k] + " out of order or not in"
                            + " [0, " + rowCount + ")");
                }
                if (Double.isNaN(v[k]) || v[k] == 0) {
                    throw new IllegalArgumentException("data: feature " + f + " of row " + r[k] + " is " + v[k]
                            + "; columns hold the non-zero values, and stumps need ordered ones");
                }
            }
        }
        return new StumpSearch(rowCount, columnRows, columnValues);
    }

    /** Sorts every column by value (stably, so equal values stay in row order) and counts its negative values. */
    private void sortColumns() {
        for (int f = 0; f < dimension; f++) {
            int[] order = IndexSort.order(values[f]);
            int[] r = new int[order.length];
            double[] v = new double[order.length];
            int neg = 0;
            for (int k = 0; k < order.length; k++) {
                r[k] = rows[f][order[k]];
                v[k] = values[f][order[k]];
                if (v[k] < 0) {
                    neg++;
                }
            }
            rows[f] = r;
            values[f] = v;
            negatives[f] = neg;
        }
    }

    /** The number of rows searched over. */
    @Override
    public int size() {
        return n;
    }

    /** The number of features. */
    @Override
    public int dimension() {
        return dimension;
    }

    /**
     * The middle stump or constant hypothesis maximising sum_i u_i h(x_i).
     *
     * @param signedWeights u, one finite value per row (not modified)
     * @throws IllegalArgumentException if the length is not the number of rows
     */
    @Override
    public Result best(double[] signedWeights) {
        Choice c = sweep(new double[][] {signedWeights}, true, null);
        return new Result(c.stump(), c.score());
    }

    /**
     * The best middle stump over several weight vectors and outside a working set: the column oracle of column
     * generation (CGEns (8) with one vector u = y alpha; CGEns-SLS (13) with one vector per column of U). Returns the
     * middle stump (never a constant hypothesis: an unregularised bias spans those) maximising
     * max_tau |sum_i u_tau,i h(x_i)| among those whose {@link Choice#key()} is not set in {@code excluded}, with the
     * direction of the sign of that sum (+1 for 0); or null when every middle stump is excluded. Ties: the first
     * maximum in the order feature, threshold ascending, tau ascending. O(l (N + sum_f nnz_f)) for l vectors.
     *
     * @param signedWeights u_tau, {@code l >= 1} vectors of one finite value per row (not modified)
     * @param excluded      keys of the stumps to skip (not modified)
     * @throws IllegalArgumentException if a vector's length is not the number of rows, or if rows x features
     *                                  exceeds the int range of the keys
     */
    @Override
    public Choice bestExcluding(double[][] signedWeights, BitSet excluded) {
        Objects.requireNonNull(excluded, "excluded");
        if ((long) n * dimension > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("data: " + n + " rows x " + dimension
                    + " features is too many stump keys for an int");
        }
        Choice c = sweep(signedWeights, false, excluded);
        return c.stump().isConstant() ? null : c;
    }

    /**
     * {@inheritDoc} From the presorted column: the values above a are a suffix of it (found by bisection), and the
     * rows not stored (value 0) are above when 0 &gt; a. O(N / 64 + nnz_f).
     */
    @Override
    public Split split(int feature, double threshold) {
        if (feature < 0 || feature >= dimension) {
            throw new IllegalArgumentException("feature must be in [0, " + dimension + "), got " + feature);
        }
        int[] r = rows[feature];
        double[] v = values[feature];
        int low = 0;
        int high = v.length; // first k with v[k] > threshold
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (v[mid] > threshold) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        boolean zeros = r.length < n;
        BitSet above = new BitSet(n);
        if (zeros && 0 > threshold) {
            above.set(0, n);
            for (int k = 0; k < low; k++) {
                above.clear(r[k]);
            }
        } else {
            for (int k = low; k < r.length; k++) {
                above.set(r[k]);
            }
        }
        boolean on = (zeros && threshold == 0) || (low > 0 && v[low - 1] == threshold);
        return new Split(above, on);
    }

    /**
     * The sweep behind {@link #best} and {@link #bestExcluding}: one pass along every presorted feature keeping,
     * per weight vector, the prefix sum below the threshold.
     */
    private Choice sweep(double[][] u, boolean constants, BitSet excluded) {
        if (u.length < 1) {
            throw new IllegalArgumentException("signedWeights must hold at least one vector");
        }
        if (u.length == 1) {
            return sweepOne(u[0], constants, excluded);
        }
        int l = u.length;
        double[] total = new double[l];
        for (int t = 0; t < l; t++) {
            if (u[t].length != n) {
                throw new IllegalArgumentException("signedWeights has " + u[t].length + " entries, expected " + n);
            }
            for (int i = 0; i < n; i++) {
                total[t] += u[t][i];
            }
        }
        double[] prefix = new double[l];
        double[] zeroMass = new double[l];
        Best best = new Best();
        if (constants) {
            // constant hypothesis: edge s U
            best.score = Math.abs(total[0]);
            best.signed = total[0];
        }
        for (int f = 0; f < dimension; f++) {
            int[] r = rows[f];
            double[] v = values[f];
            int nonZero = r.length;
            int neg = negatives[f];
            if (nonZero < n) {
                System.arraycopy(total, 0, zeroMass, 0, l);
                for (int k = 0; k < nonZero; k++) {
                    int i = r[k];
                    for (int t = 0; t < l; t++) {
                        zeroMass[t] -= u[t][i];
                    }
                }
            }
            Arrays.fill(prefix, 0);
            int zeroAt = nonZero < n ? neg : -1; // where the zero block goes, -1 when there is none
            int key = f * n; // feature f's thresholds, ascending, are keys f n, f n + 1, ...
            double previous = 0;
            boolean started = false;
            for (int k = 0; k <= nonZero; k++) {
                double x;
                double[] mass; // the rows' weights per vector, or null for row r[k]'s
                if (k == zeroAt) {
                    x = 0.0;
                    mass = zeroMass;
                    zeroAt = -1;
                    k--; // visit row k itself next
                } else if (k < nonZero) {
                    x = v[k];
                    mass = null;
                } else {
                    break;
                }
                if (started && x > previous) {
                    best.consider(total, prefix, f, key++, previous, x, excluded);
                }
                if (mass == null) {
                    int i = r[k];
                    for (int t = 0; t < l; t++) {
                        prefix[t] += u[t][i];
                    }
                } else {
                    for (int t = 0; t < l; t++) {
                        prefix[t] += mass[t];
                    }
                }
                previous = x;
                started = true;
            }
        }
        int direction = best.signed >= 0 ? 1 : -1;
        Stump stump = best.feature < 0 ? Stump.constant(direction)
                : new Stump(best.feature, middle(best.lower, best.upper), direction);
        return new Choice(stump, best.score, best.vector, best.key);
    }

    /**
     * {@link #sweep} for one weight vector (AdaBoost, LPBoost, binary CGEns: every boosting round), with the prefix
     * sum and the best candidate in local variables: the same candidates in the same order with the same arithmetic,
     * hence the same result, about twice as fast as the general loop on 10,000 x 20 dense rows. The zero block of a
     * sparse feature is visited as one value 0 of weight U minus the weight of the non-zeros, between the negative
     * and the positive values.
     */
    private Choice sweepOne(double[] u, boolean constants, BitSet excluded) {
        if (u.length != n) {
            throw new IllegalArgumentException("signedWeights has " + u.length + " entries, expected " + n);
        }
        double total = 0;
        for (int i = 0; i < n; i++) {
            total += u[i];
        }
        double bestScore = -1;
        double bestSigned = 0;
        int bestFeature = -1;
        double bestLower = 0;
        double bestUpper = 0;
        int bestKey = -1;
        if (constants) {
            bestScore = Math.abs(total);
            bestSigned = total;
        }
        for (int f = 0; f < dimension; f++) {
            int[] r = rows[f];
            double[] v = values[f];
            int nonZero = r.length;
            int zeroAt = nonZero < n ? negatives[f] : -1; // where the zero block goes, -1 when there is none
            double zeroMass = total;
            if (zeroAt >= 0) {
                for (int k = 0; k < nonZero; k++) {
                    zeroMass -= u[r[k]];
                }
            }
            int key = f * n;
            double prefix = 0;
            double previous = 0;
            boolean started = false;
            for (int k = 0; k <= nonZero; k++) {
                double x;
                double mass;
                if (k == zeroAt) {
                    x = 0.0;
                    mass = zeroMass;
                    zeroAt = -1;
                    k--; // visit row k itself next
                } else if (k < nonZero) {
                    x = v[k];
                    mass = u[r[k]];
                } else {
                    break;
                }
                if (started && x > previous) {
                    if (excluded == null || !excluded.get(key)) {
                        double edge = total - 2 * prefix;
                        double abs = Math.abs(edge);
                        if (abs > bestScore) {
                            bestScore = abs;
                            bestSigned = edge;
                            bestFeature = f;
                            bestLower = previous;
                            bestUpper = x;
                            bestKey = key;
                        }
                    }
                    key++;
                }
                prefix += mass;
                previous = x;
                started = true;
            }
        }
        int direction = bestSigned >= 0 ? 1 : -1;
        Stump stump = bestFeature < 0 ? Stump.constant(direction)
                : new Stump(bestFeature, middle(bestLower, bestUpper), direction);
        return new Choice(stump, bestScore, 0, bestKey);
    }

    /** The best candidate of a sweep so far. */
    private static final class Best {
        double score = -1;
        double signed;
        int feature = -1;
        double lower;
        double upper;
        int vector;
        int key = -1;

        /** The stump between {@code lower} and {@code upper} on feature f, scored against every vector. */
        void consider(double[] total, double[] prefix, int f, int candidateKey, double lower, double upper,
                      BitSet excluded) {
            if (excluded != null && excluded.get(candidateKey)) {
                return;
            }
            for (int t = 0; t < total.length; t++) {
                double edge = total[t] - 2 * prefix[t];
                double abs = Math.abs(edge);
                if (abs > score) {
                    score = abs;
                    signed = edge;
                    feature = f;
                    this.lower = lower;
                    this.upper = upper;
                    vector = t;
                    key = candidateKey;
                }
            }
        }
    }

    /**
     * The stump with one class per side (or one class everywhere) of largest correctly classified weight
     * sum_i w_i [h(x_i) = y_i]: the multi-class base learner of SAMME. For each side the class of largest weight
     * there (ties to the lower index). O(N d K) per search; same candidate thresholds and tie order as
     * {@link #best}.
     *
     * @param weights    w, one non-negative weight per row
     * @param classes    the class index of each row, in [0, classCount)
     * @param classCount K
     */
    public MultiClassResult bestMultiClass(double[] weights, int[] classes, int classCount) {
        if (weights.length != n || classes.length != n) {
            throw new IllegalArgumentException("weights and classes must have " + n + " entries");
        }
        if (classPrefix == null || classPrefix.length != classCount) {
            classPrefix = new double[classCount];
            classTotal = new double[classCount];
        }
        double[] total = classTotal;
        double[] prefix = classPrefix;
        java.util.Arrays.fill(total, 0);
        for (int i = 0; i < n; i++) {
            total[classes[i]] += weights[i];
        }
        int all = argMax(total, null);
        double bestScore = total[all];
        int bestFeature = -1;
        double bestThreshold = 0;
        int bestAbove = all;
        int bestBelow = all;
        for (int f = 0; f < dimension; f++) {
            int[] r = rows[f];
            double[] v = values[f];
            int nonZero = r.length;
            int neg = negatives[f];
            java.util.Arrays.fill(prefix, 0);
            int zeroAt = nonZero < n ? neg : -1; // where the zero block goes, -1 when there is none
            double previous = 0;
            boolean started = false;
            for (int k = 0; k <= nonZero; k++) {
                double x;
                boolean zeroBlock = k == zeroAt;
                if (zeroBlock) {
                    x = 0.0;
                    zeroAt = -1;
                    k--; // visit row k itself next
                } else if (k < nonZero) {
                    x = v[k];
                } else {
                    break;
                }
                if (started && x > previous) {
                    double score = splitScore(prefix, total);
                    if (score > bestScore) {
                        bestScore = score;
                        bestFeature = f;
                        bestThreshold = middle(previous, x);
                        bestBelow = argMax(prefix, null);
                        bestAbove = argMax(total, prefix);
                    }
                }
                if (zeroBlock) {
                    // every row of this feature not stored as non-zero: below 0 is all but the positive values
                    for (int c = 0; c < classCount; c++) {
                        prefix[c] = total[c];
                    }
                    for (int p = neg; p < nonZero; p++) {
                        prefix[classes[r[p]]] -= weights[r[p]];
                    }
                } else {
                    prefix[classes[r[k]]] += weights[r[k]];
                }
                previous = x;
                started = true;
            }
        }
        return new MultiClassResult(bestFeature, bestThreshold, bestAbove, bestBelow, bestScore);
    }

    /** max_c below_c + max_c (total_c - below_c). */
    private static double splitScore(double[] below, double[] total) {
        double left = Double.NEGATIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < below.length; c++) {
            left = Math.max(left, below[c]);
            right = Math.max(right, total[c] - below[c]);
        }
        return left + right;
    }

    /** The first index of largest a_c - b_c (b may be null for 0). */
    private static int argMax(double[] a, double[] b) {
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int c = 0; c < a.length; c++) {
            double value = b == null ? a[c] : a[c] - b[c];
            if (value > bestValue) {
                bestValue = value;
                best = c;
            }
        }
        return best;
    }

    /** The mean of two adjacent distinct values, kept strictly below {@code upper}. */
    static double middle(double lower, double upper) {
        double a = 0.5 * (lower + upper);
        if (Double.isInfinite(a)) {
            a = 0.5 * lower + 0.5 * upper;
        }
        return a < upper ? a : lower;
    }
}

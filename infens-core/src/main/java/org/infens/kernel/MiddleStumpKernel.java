package org.infens.kernel;

import java.util.Arrays;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * The finite middle-stump kernel K_M of the SVM-Mid experiment (Lin &amp; Li 2008, Sec. 7): the kernel of Def. 1 with
 * the counting measure and r = 1/2 over the set M of all middle stumps of the training set,
 * <pre>
 *   K_M(x, x') = sum over (q, d, t) in M of (1/2)^2 s_{q,d,t}(x) s_{q,d,t}(x')
 *              = Delta_M - sum_d |c_d(x_d) - c_d(x'_d)|,     Delta_M = |M| / 4 = T / 2,
 * </pre>
 * where, for each feature d, the thresholds theta_{d,1} &lt; ... &lt; theta_{d,T_d} are the midpoints
 * ((x~)_{d,a} + (x~)_{d,a+1}) / 2 between adjacent distinct training values (the thresholds a base learner for
 * AdaBoost-Stump or LPBoost-Stump returns, Lin &amp; Li 2008, Sec. 4.2 and Fig. 2(c); Lin 2005, Sec. 5.1), T = sum_d
 * T_d, and c_d(v) = #{t : theta_{d,t} &lt;= v}.
 *
 * <p>Choices where the paper is silent:
 * <ul>
 *   <li>M holds both directions q = +1 and q = -1 of every middle stump, so it is negation complete and neutral
 *   (Lin &amp; Li 2008, Sec. 3.2, Def. 15); it holds no constant hypotheses (the SVM's bias b plays their role,
 *   Sec. 3.2; a constant added to the kernel would not change the classifier, Thm. 4), so no thresholds between L_d and
 *   the smallest training value.</li>
 *   <li>A stump is s_{q,d,theta}(x) = q when x_d &gt;= theta and -q when x_d &lt; theta (a value on a threshold goes to
 *   the upper side), so two values disagree on exactly the thresholds in (min, max], which is why
 *   c_d counts thresholds {@code <=} v.</li>
 *   <li>Absent sparse entries count as 0 when collecting the training values.</li>
 * </ul>
 *
 * <p>Evaluation: {@link #value} does a binary search per stored entry, O(d log T) without allocating.
 * {@link #evaluator} ranks every row once (c_d(x_d) - c_d(0), kept sparse) and then needs one merge of two
 * integer rows per pair; both sum integers, so the results are bit-identical.
 *
 * <p>Spec {@code middle-stump} (thresholds collected by {@link #prepare}) or
 * {@code middle-stump(thresholds=[[...], [...], ...])}, one row per feature, so a prepared kernel can be saved.
 * Positive semi-definite (a finite sum of products, Thm. 2). Immutable.
 */
public final class MiddleStumpKernel implements NeutralKernel {
    /** Per feature, strictly increasing finite thresholds; null while unprepared. */
    private final double[][] thresholds;
    /** T = number of thresholds; Delta_M = T / 2. */
    private final long total;

    private MiddleStumpKernel(double[][] thresholds) {
        this.thresholds = thresholds;
        long t = 0;
        if (thresholds != null) {
            for (double[] row : thresholds) {
                t += row.length;
            }
        }
        this.total = t;
    }

    /** A kernel whose thresholds are collected from the training data by {@link #prepare}. */
    public static MiddleStumpKernel unprepared() {
        return new MiddleStumpKernel(null);
    }

    /**
     * A kernel with the given thresholds (copied): row d holds feature d's thresholds, finite and strictly
     * increasing (rows may be empty).
     */
    public static MiddleStumpKernel withThresholds(double[][] thresholds) {
        double[][] c = new double[thresholds.length][];
        for (int d = 0; d < c.length; d++) {
            c[d] = thresholds[d].clone();
            for (int t = 0; t < c[d].length; t++) {
                if (!Double.isFinite(c[d][t]) || (t > 0 && !(c[d][t] > c[d][t - 1]))) {
                    throw new IllegalArgumentException("thresholds of feature " + d + " must be finite and strictly "
                            + "increasing, got " + Arrays.toString(c[d]));
                }
            }
        }
        return new MiddleStumpKernel(c);
    }

    /**
     * The middle-stump thresholds of {@code training}: per feature, the midpoints between adjacent distinct
     * values (absent sparse entries count as 0).
     */
    public static double[][] middleThresholds(Dataset training) {
        int n = training.size();
        int dim = training.dimension();
        double[][] values = new double[dim][];
        int[] count = new int[dim];
        for (int d = 0; d < dim; d++) {
            values[d] = new double[4];
        }
        for (int i = 0; i < n; i++) {
            for (int k = 0, c = training.storedCount(i); k < c; k++) {
                int d = training.storedIndex(i, k);
                if (count[d] == values[d].length) {
                    values[d] = Arrays.copyOf(values[d], 2 * count[d]);
                }
                values[d][count[d]++] = training.storedValue(i, k);
            }
        }
        double[][] out = new double[dim][];
        for (int d = 0; d < dim; d++) {
            double[] v = Arrays.copyOf(values[d], count[d] + (count[d] < n ? 1 : 0));
            if (count[d] < n) {
                v[count[d]] = 0; // some row has no stored entry for d: its value is 0
            }
            Arrays.sort(v);
            double[] th = new double[Math.max(0, v.length - 1)];
            int m = 0;
            for (int a = 0; a + 1 < v.length; a++) {
                if (v[a + 1] > v[a]) {
                    double mid = 0.5 * v[a] + 0.5 * v[a + 1];
                    if (m == 0 || mid > th[m - 1]) { // adjacent doubles can round to the same midpoint
                        th[m++] = mid;
                    }
                }
            }
            out[d] = Arrays.copyOf(th, m);
        }
        return out;
    }

    /** The thresholds (a copy), one row per feature, or null while unprepared. */
    public double[][] thresholds() {
        if (thresholds == null) {
            return null;
        }
        double[][] c = new double[thresholds.length][];
        for (int d = 0; d < c.length; d++) {
            c[d] = thresholds[d].clone();
        }
        return c;
    }

    /** Number of middle stumps |M| = 2T (both directions). */
    public long stumpCount() {
        return 2 * total;
    }

    /** Delta_M = |M| r^2 = T / 2; NaN while unprepared. */
    @Override
    public double delta() {
        return thresholds == null ? Double.NaN : total / 2.0;
    }

    @Override
    public boolean isPrepared() {
        return thresholds != null;
    }

    /** Collects the thresholds from the training data when they are unset. */
    @Override
    public MiddleStumpKernel prepare(Dataset training) {
        return isPrepared() ? this : new MiddleStumpKernel(middleThresholds(training));
    }

    /** c_d(v) = number of thresholds of feature d that are {@code <= v}; 0 for features beyond the thresholds. */
    private int rank(int d, double v) {
        if (d >= thresholds.length) {
            return 0;
        }
        double[] th = thresholds[d];
        int lo = 0;
        int hi = th.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (th[mid] <= v) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    @Override
    public double value(Dataset a, int i, Dataset b, int j) {
        Checks.requirePrepared(this);
        long sum = 0;
        int ka = 0;
        int kb = 0;
        int ea = a.storedCount(i);
        int eb = b.storedCount(j);
        while (ka < ea || kb < eb) {
            int fa = ka < ea ? a.storedIndex(i, ka) : Integer.MAX_VALUE;
            int fb = kb < eb ? b.storedIndex(j, kb) : Integer.MAX_VALUE;
            int f = Math.min(fa, fb);
            double va = fa == f ? a.storedValue(i, ka++) : 0;
            double vb = fb == f ? b.storedValue(j, kb++) : 0;
            sum += Math.abs(rank(f, va) - rank(f, vb));
        }
        return total / 2.0 - sum;
    }

    /**
     * Ranks every row of {@code a} and {@code b} once (O(stored entries * log T)), then evaluates a pair by merging
     * two sparse integer rows, as fast as an L1 distance.
     */
    @Override
    public Evaluator evaluator(Dataset a, Dataset b) {
        Checks.requirePrepared(this);
        Ranked ra = new Ranked(a);
        Ranked rb = a == b ? ra : new Ranked(b);
        double half = total / 2.0;
        return (i, j) -> half - ra.l1(i, rb, j);
    }

    /** Rows as sparse vectors r_d(x) = c_d(x_d) - c_d(0), zeros dropped (CSR). */
    private final class Ranked {
        final int[] start;
        final int[] feature;
        final int[] rank;

        Ranked(Dataset data) {
            int n = data.size();
            start = new int[n + 1];
            int nnz = 0;
            for (int i = 0; i < n; i++) {
                nnz += data.storedCount(i);
            }
            int[] f = new int[nnz];
            int[] r = new int[nnz];
            int p = 0;
            for (int i = 0; i < n; i++) {
                for (int k = 0, c = data.storedCount(i); k < c; k++) {
                    int d = data.storedIndex(i, k);
                    int v = rank(d, data.storedValue(i, k)) - rank(d, 0);
                    if (v != 0) {
                        f[p] = d;
                        r[p++] = v;
                    }
                }
                start[i + 1] = p;
            }
            feature = Arrays.copyOf(f, p);
            rank = Arrays.copyOf(r, p);
        }

        long l1(int i, Ranked o, int j) {
            long s = 0;
            int ka = start[i];
            int ea = start[i + 1];
            int kb = o.start[j];
            int eb = o.start[j + 1];
            while (ka < ea && kb < eb) {
                int fa = feature[ka];
                int fb = o.feature[kb];
                if (fa == fb) {
                    s += Math.abs(rank[ka++] - o.rank[kb++]);
                } else if (fa < fb) {
                    s += Math.abs(rank[ka++]);
                } else {
                    s += Math.abs(o.rank[kb++]);
                }
            }
            while (ka < ea) {
                s += Math.abs(rank[ka++]);
            }
            while (kb < eb) {
                s += Math.abs(o.rank[kb++]);
            }
            return s;
        }
    }

    @Override
    public Spec spec() {
        Spec s = Spec.of("middle-stump");
        return thresholds == null ? s : s.with("thresholds", thresholds);
    }

    /** Equal when both are unprepared or both have the same thresholds. */
    @Override
    public boolean equals(Object o) {
        return o instanceof MiddleStumpKernel m && Arrays.deepEquals(thresholds, m.thresholds);
    }

    @Override
    public int hashCode() {
        return Arrays.deepHashCode(thresholds);
    }

    @Override
    public String toString() {
        return spec().toString();
    }
}

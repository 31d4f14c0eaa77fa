package org.infens.quasilinear;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.forest.Columns;

/**
 * Grows one partition tree of Zhao 2017, Sec. 3.3 on a binary problem (labels +1 / -1) and returns the local linear
 * partitions of its leaves on the potential boundary. A single-use worker.
 *
 * <p><b>Split cost.</b> A node's rows are split on the feature and threshold that minimise (3.3) summed over the two
 * children, sum_i w_i [ (y_i - yhat)^2 + lambda1 ||x_i - xbar||^2 + lambda2 ||x_i - xbar_opp(i)||^2 ], where in
 * each child yhat is the weighted mean label (the least-squares prediction), xbar the weighted centre of the child,
 * and xbar_opp(i) the centre of the child's rows of the other label than row i; a child without rows of that label
 * contributes 0 for the third term. Every term is computed from running sums (weights, label sums, row sums per
 * label and squared norms per label), so a candidate costs O(d). Features: k random ones per node (Fisher-Yates from
 * the tree's generator), k = floor(log2 d) as for random forests. Candidate thresholds (Zhao 2017: "almost 66% of the
 * continuous values"): of the valid thresholds (midpoints between consecutive distinct values leaving at least
 * {@code minLeaf} rows on each side), the t-th (t = 0, 1, ...) is tried when floor((t+1) f) &gt; floor(t f), with
 * f = {@code candidateFraction}: an evenly spread fraction f of them, all of them for f = 1.
 *
 * <p><b>Stopping.</b> A node is a leaf when its linear classification error is at most {@code errorThreshold}
 * (5% in Zhao 2017, Sec. 4.2), when it has fewer than {@code 2 minLeaf} rows (10 in Zhao 2017) or when no split leaves
 * {@code minLeaf} rows on both sides. The node's linear classifier is the weighted least-squares fit of the labels
 * on [x, 1] (ridge 1e-8 times the mean diagonal, for singular nodes), solved by a Cholesky factorisation written
 * here rather than ojAlgo's, because ojAlgo prints a hardware-profile notice to standard output on first use and
 * the library must not print (the system is (d+1) x (d+1), a few dozen lines either way); its error is the
 * weighted fraction of rows with sign(w.x + b) != y (Zhao 2017's rule), or with {@code leaveOneOut} the weighted fraction
 * of rows misclassified by the fit without them, (f_i - h_i y_i) / (1 - h_i) with the leverage h_i = w_i z_i' A^-1 z_i
 * (the closed form of least squares, all copies of a bootstrap row left out at once). (Zhao 2017 does not say how the
 * linear classifier is fitted; least squares is the linear model that minimises the first term of (3.3).) With as many
 * coefficients (d + 1) as distinct rows the training error is 0 whatever the labels: on sonar (d = 60, about 66
 * distinct rows per bootstrap sample of 104) every tree stops at its root, whose rows are its one partition.
 *
 * <p><b>Potential boundary.</b> A leaf is on the potential boundary when it needed its linear classifier: the
 * minority label holds more than {@code errorThreshold} of its weight, so that no constant prediction would have met
 * the stopping threshold. (Leaves with a few rows of the other label are interior: on concentric circles, counting
 * them put the partition centres no nearer the boundary than random points; with the rule the mean distance drops
 * several-fold, see the tests.) And when a
 * node splits into two leaves that are each pure but of opposite labels, the boundary runs between them and the
 * parent's rows form a boundary partition (Zhao 2017, Fig. 3.2: "if the two children sample space is the potential
 * boundary"). Each such set of rows gives one {@link LocalPartition} (weighted mean, RMS distance to it).
 */
final class PartitionTreeBuilder {
    private static final double RIDGE = 1e-8;
    /** Smallest width, relative to 1 + ||mu||, for partitions of identical rows. */
    static final double MIN_RELATIVE_WIDTH = 1e-6;

    private final double[] x;
    private final int d;
    private final int[] sign;
    private final double[] weight;
    private final int[][] order;
    private final int featuresPerSplit;
    private final int minLeaf;
    private final double errorThreshold;
    private final double candidateFraction;
    private final double lambda1;
    private final double lambda2;
    private final boolean leaveOneOut;
    private final SplittableRandom rng;

    private final boolean[] inNode;
    private final int[] featureOrder;
    private final List<LocalPartition> partitions = new ArrayList<>();
    // running sums of the left child: [0] for label +1, [1] for label -1
    private final double[][] leftSum;
    private final double[][] totalSum;
    /** The feature and threshold of the last {@link #split} (feature -1 if none), for tests. */
    int lastFeature = -1;
    double lastThreshold;

    /**
     * @param x                 rows, row-major, {@code n * d}
     * @param d                 dimension
     * @param sign              +1 or -1 per row
     * @param weight            weight per row (bootstrap counts); 0 leaves a row out
     * @param order             every feature's rows sorted by value
     * @param featuresPerSplit  k
     * @param minLeaf           fewest rows in a leaf
     * @param errorThreshold    linear error at or below which a node is a leaf
     * @param candidateFraction fraction f of the valid thresholds tried
     * @param lambda1           weight of the distance to the node centre in (3.3)
     * @param lambda2           weight of the distance to the opposite-label centre in (3.3)
     * @param leaveOneOut       whether the linear error is measured leave-one-out rather than on the node's rows
     * @param rng               this tree's generator
     */
    PartitionTreeBuilder(double[] x, int d, int[] sign, double[] weight, int[][] order, int featuresPerSplit,
                         int minLeaf, double errorThreshold, double candidateFraction, double lambda1,
                         double lambda2, boolean leaveOneOut, SplittableRandom rng) {
        this.x = x;
        this.d = d;
        this.sign = sign;
        this.weight = weight;
        this.order = order;
        this.featuresPerSplit = featuresPerSplit;
        this.minLeaf = minLeaf;
        this.errorThreshold = errorThreshold;
        this.candidateFraction = candidateFraction;
        this.lambda1 = lambda1;
        this.lambda2 = lambda2;
        this.leaveOneOut = leaveOneOut;
        this.rng = rng;
        this.inNode = new boolean[sign.length];
        this.featureOrder = new int[d];
        for (int f = 0; f < d; f++) {
            featureOrder[f] = f;
        }
        this.leftSum = new double[2][d];
        this.totalSum = new double[2][d];
    }

    /** Grows the tree and returns its boundary partitions, in the order the tree was grown (left first). */
    List<LocalPartition> build() {
        int count = 0;
        for (double w : weight) {
            if (w > 0) {
                count++;
            }
        }
        int[] rows = new int[count];
        for (int i = 0, q = 0; i < weight.length; i++) {
            if (weight[i] > 0) {
                rows[q++] = i;
            }
        }
        grow(rows);
        return partitions;
    }

    /** Leaf kinds returned by {@link #grow}. */
    private static final int INTERNAL = 0;
    private static final int PURE_POSITIVE = 1;
    private static final int PURE_NEGATIVE = 2;
    private static final int MIXED = 3;

    private int grow(int[] rows) {
        double wp = 0;
        double wn = 0;
        for (int r : rows) {
            if (sign[r] > 0) {
                wp += weight[r];
            } else {
                wn += weight[r];
            }
        }
        int kind = wp == 0 ? PURE_NEGATIVE : wn == 0 ? PURE_POSITIVE : MIXED;
        boolean boundary = Math.min(wp, wn) > errorThreshold * (wp + wn);
        if (kind != MIXED || rows.length < 2 * minLeaf || linearError(rows) <= errorThreshold) {
            if (boundary) {
                partitions.add(partitionOf(rows));
            }
            return kind;
        }
        int[][] children = split(rows);
        if (children == null) {
            if (boundary) {
                partitions.add(partitionOf(rows));
            }
            return MIXED;
        }
        int at = partitions.size();
        int a = grow(children[0]);
        int b = grow(children[1]);
        if ((a == PURE_POSITIVE && b == PURE_NEGATIVE) || (a == PURE_NEGATIVE && b == PURE_POSITIVE)) {
            // the boundary runs between two pure sibling leaves: the parent's rows straddle it
            partitions.add(at, partitionOf(rows));
        }
        return INTERNAL;
    }

    /**
     * The weighted fraction of rows misclassified by the least-squares linear fit of the labels, on the rows or
     * leave-one-out (see the class comment); a row whose leverage is 1 counts as misclassified when left out.
     */
    double linearError(int[] rows) {
        int p = d + 1;
        double[][] a = new double[p][p];
        double[][] b = new double[p][1];
        double[] z = new double[p];
        double total = 0;
        for (int r : rows) {
            double w = weight[r];
            total += w;
            System.arraycopy(x, r * d, z, 0, d);
            z[d] = 1;
            for (int u = 0; u < p; u++) {
                double wz = w * z[u];
                b[u][0] += wz * sign[r];
                for (int v = 0; v <= u; v++) {
                    a[u][v] += wz * z[v];
                }
            }
        }
        double trace = 0;
        for (int u = 0; u < p; u++) {
            for (int v = 0; v < u; v++) {
                a[v][u] = a[u][v];
            }
            trace += a[u][u];
        }
        for (int u = 0; u < p; u++) {
            a[u][u] += RIDGE * trace / p;
        }
        double[] coef = solveCholesky(a, b);
        boolean factored = coef != null;
        if (coef == null) {
            coef = new double[p];
            coef[d] = b[d][0] >= 0 ? 1 : -1; // the constant classifier of the heavier label
        }
        double wrong = 0;
        double[] v = new double[p];
        for (int r : rows) {
            double f = coef[d];
            for (int u = 0; u < d; u++) {
                f += coef[u] * x[r * d + u];
            }
            if (leaveOneOut && factored) {
                System.arraycopy(x, r * d, z, 0, d);
                z[d] = 1;
                solveFactored(a, z, v);
                double h = 0;
                for (int u = 0; u < p; u++) {
                    h += z[u] * v[u];
                }
                h *= weight[r];
                f = h < 1 ? (f - h * sign[r]) / (1 - h) : -sign[r];
            }
            if ((f >= 0 ? 1 : -1) != sign[r]) {
                wrong += weight[r];
            }
        }
        return wrong / total;
    }

    /** Solves L L^T v = z for the Cholesky factor L held in the lower triangle of {@code l}. */
    static void solveFactored(double[][] l, double[] z, double[] v) {
        int p = l.length;
        for (int i = 0; i < p; i++) {
            double t = z[i];
            for (int k = 0; k < i; k++) {
                t -= l[i][k] * v[k];
            }
            v[i] = t / l[i][i];
        }
        for (int i = p - 1; i >= 0; i--) {
            double t = v[i];
            for (int k = i + 1; k < p; k++) {
                t -= l[k][i] * v[k];
            }
            v[i] = t / l[i][i];
        }
    }

    /**
     * The solution of a z = b[.][0] for symmetric positive definite a, or null if not SPD; a's lower triangle is
     * overwritten by its Cholesky factor L (for {@link #solveFactored}).
     */
    static double[] solveCholesky(double[][] a, double[][] b) {
        int p = a.length;
        for (int j = 0; j < p; j++) {
            double s = a[j][j];
            for (int k = 0; k < j; k++) {
                s -= a[j][k] * a[j][k];
            }
            if (!(s > 0)) {
                return null;
            }
            double l = Math.sqrt(s);
            a[j][j] = l;
            for (int i = j + 1; i < p; i++) {
                double t = a[i][j];
                for (int k = 0; k < j; k++) {
                    t -= a[i][k] * a[j][k];
                }
                a[i][j] = t / l;
            }
        }
        double[] rhs = new double[p];
        for (int i = 0; i < p; i++) {
            rhs[i] = b[i][0];
        }
        double[] z = new double[p];
        solveFactored(a, rhs, z);
        return z;
    }

    /** The weighted centre and RMS radius of {@code rows}. */
    LocalPartition partitionOf(int[] rows) {
        double[] mu = new double[d];
        double w = 0;
        for (int r : rows) {
            w += weight[r];
            for (int f = 0; f < d; f++) {
                mu[f] += weight[r] * x[r * d + f];
            }
        }
        for (int f = 0; f < d; f++) {
            mu[f] /= w;
        }
        double ss = 0;
        double norm = 0;
        for (int r : rows) {
            for (int f = 0; f < d; f++) {
                double t = x[r * d + f] - mu[f];
                ss += weight[r] * t * t;
            }
        }
        for (double v : mu) {
            norm += v * v;
        }
        double width = Math.max(Math.sqrt(ss / w), MIN_RELATIVE_WIDTH * (1 + Math.sqrt(norm)));
        return new LocalPartition(mu, width, w);
    }

    /** The best split of {@code rows} by (3.3), or null if none leaves {@code minLeaf} rows on both sides. */
    int[][] split(int[] rows) {
        for (int r : rows) {
            inNode[r] = true;
        }
        // totals per label: weight, squared norm, row sum
        double[] tw = new double[2];
        double[] tq = new double[2];
        for (double[] s : totalSum) {
            java.util.Arrays.fill(s, 0);
        }
        for (int r : rows) {
            int l = sign[r] > 0 ? 0 : 1;
            double w = weight[r];
            tw[l] += w;
            double q = 0;
            for (int f = 0; f < d; f++) {
                double v = x[r * d + f];
                q += v * v;
                totalSum[l][f] += w * v;
            }
            tq[l] += w * q;
        }
        int n = rows.length;
        int bestFeature = -1;
        double bestThreshold = 0;
        double bestCost = Double.POSITIVE_INFINITY;
        double[] lw = new double[2];
        double[] lq = new double[2];
        double[] rw = new double[2];
        double[] rq = new double[2];
        int[] sortedRows = new int[n];
        for (int t = 0; t < d; t++) {
            if (t >= featuresPerSplit && bestFeature >= 0) {
                break;
            }
            int f = Columns.drawFeature(featureOrder, t, rng);
            int[] o = order[f];
            int m = 0;
            for (int p = 0; p < o.length && m < n; p++) {
                if (inNode[o[p]]) {
                    sortedRows[m++] = o[p];
                }
            }
            lw[0] = lw[1] = lq[0] = lq[1] = 0;
            java.util.Arrays.fill(leftSum[0], 0);
            java.util.Arrays.fill(leftSum[1], 0);
            int valid = 0;
            for (int p = 0; p < n - 1; p++) {
                int r = sortedRows[p];
                int l = sign[r] > 0 ? 0 : 1;
                double w = weight[r];
                lw[l] += w;
                double q = 0;
                double[] ls = leftSum[l];
                int base = r * d;
                for (int g = 0; g < d; g++) {
                    double v = x[base + g];
                    q += v * v;
                    ls[g] += w * v;
                }
                lq[l] += w * q;
                if (p + 1 < minLeaf) {
                    continue;
                }
                if (n - p - 1 < minLeaf) {
                    break;
                }
                double v0 = x[base + f];
                double v1 = x[sortedRows[p + 1] * d + f];
                if (!(v0 < v1)) {
                    continue;
                }
                int candidate = valid++;
                if (Math.floor((candidate + 1) * candidateFraction) <= Math.floor(candidate * candidateFraction)) {
                    continue;
                }
                for (int l2 = 0; l2 < 2; l2++) {
                    rw[l2] = tw[l2] - lw[l2];
                    rq[l2] = tq[l2] - lq[l2];
                }
                double cost = childCost(lw, lq, leftSum, null) + childCost(rw, rq, totalSum, leftSum);
                if (cost < bestCost) {
                    bestCost = cost;
                    bestFeature = f;
                    double mid = v0 + (v1 - v0) / 2;
                    bestThreshold = mid < v1 ? mid : v0;
                }
            }
        }
        for (int r : rows) {
            inNode[r] = false;
        }
        lastFeature = bestFeature;
        lastThreshold = bestThreshold;
        if (bestFeature < 0) {
            return null;
        }
        int nl = 0;
        for (int r : rows) {
            if (x[r * d + bestFeature] <= bestThreshold) {
                nl++;
            }
        }
        int[] left = new int[nl];
        int[] right = new int[n - nl];
        int a = 0;
        int b = 0;
        for (int r : rows) {
            if (x[r * d + bestFeature] <= bestThreshold) {
                left[a++] = r;
            } else {
                right[b++] = r;
            }
        }
        return new int[][] {left, right};
    }

    /**
     * (3.3) summed over one child, from its per-label weights {@code w}, weighted squared norms {@code q} and row
     * sums {@code s} ({@code s = plus - minus} when {@code minus} is given: the right child's sums are the node's
     * minus the left child's).
     */
    private double childCost(double[] w, double[] q, double[][] plus, double[][] minus) {
        double wAll = w[0] + w[1];
        if (wAll <= 0) {
            return 0;
        }
        double ySum = w[0] - w[1];
        double labelTerm = wAll - ySum * ySum / wAll;
        // ||S||^2 of the whole child, and S+.S-, ||S+||^2, ||S-||^2
        double spp = 0;
        double snn = 0;
        double spn = 0;
        for (int f = 0; f < d; f++) {
            double sp = minus == null ? plus[0][f] : plus[0][f] - minus[0][f];
            double sn = minus == null ? plus[1][f] : plus[1][f] - minus[1][f];
            spp += sp * sp;
            snn += sn * sn;
            spn += sp * sn;
        }
        double centreTerm = q[0] + q[1] - (spp + 2 * spn + snn) / wAll;
        double oppositeTerm = 0;
        if (w[0] > 0 && w[1] > 0) {
            // rows of +1 against the centre of -1: q+ - 2 m-.S+ + w+ ||m-||^2, and symmetrically
            oppositeTerm = q[0] - 2 * spn / w[1] + w[0] * snn / (w[1] * w[1])
                    + q[1] - 2 * spn / w[0] + w[1] * spp / (w[0] * w[0]);
        }
        return labelTerm + lambda1 * centreTerm + lambda2 * oppositeTerm;
    }
}

package org.infens.learner;

import java.util.ArrayList;
import java.util.List;
import org.infens.IndexSort;
import org.infens.Provenance;
import org.infens.data.Dataset;

/**
 * Grows, collapses and prunes one C4.5 tree for {@link C45Trainer}; single use. The arithmetic follows Weka J48's
 * {@code C45Split}, {@code C45ModelSelection} and {@code C45PruneableClassifierTree} (entropies as sums of
 * w log2 w, Weka's 1e-6 comparison slack), so that the trees agree with J48's.
 */
final class C45TreeBuilder {
    /** Weka's {@code Utils.SMALL}: the slack of every comparison of weights and gains. */
    private static final double SMALL = 1e-6;

    private final int classes;
    private final int dimension;
    /** Column-major features of the kept rows: column f is {@code columns[f]}. */
    private final double[][] columns;
    private final int[] y;
    private final double[] u;
    private final int rowCount;
    private final C45Params params;
    private final double z;
    private final Names names;

    /** A node under construction; leaves have {@code feature < 0}. */
    private static final class Node {
        int[] rows;
        double[] distribution;
        double total;
        int feature = -1;
        double threshold;
        Node[] children;
        boolean empty;
    }

    /** The data set's class labels and feature names, for the model. */
    private record Names(org.infens.data.Labels labels, List<String> featureNames) {
    }

    C45TreeBuilder(Dataset data, double[] weights, C45Params params) {
        this.classes = data.labels().size();
        this.dimension = data.dimension();
        this.params = params;
        this.names = new Names(data.labels(), data.featureNames());
        rowCount = data.size();
        y = data.classIndices();
        u = weights.clone();
        columns = new double[dimension][rowCount];
        double[] row = new double[dimension];
        for (int i = 0; i < rowCount; i++) {
            data.copyRow(i, row);
            for (int f = 0; f < dimension; f++) {
                columns[f][i] = row[f];
            }
        }
        z = org.ojalgo.random.Normal.standard().getQuantile(1 - params.confidence());
    }

    C45Model build(Provenance provenance) {
        int[] all = new int[rowCount];
        for (int r = 0; r < rowCount; r++) {
            all[r] = r;
        }
        int[][] sorted = new int[dimension][];
        for (int f = 0; f < dimension; f++) {
            sorted[f] = all.clone();
            IndexSort.sort(columns[f], sorted[f], 0, rowCount);
        }
        Node root = grow(all, sorted);
        collapse(root);
        prune(root);
        return flatten(root, provenance);
    }

    // ---------------------------------------------------------------- growing

    /**
     * Grows the subtree of {@code rows} (in increasing order); {@code sorted[f]} holds the same rows ordered by
     * feature f, ties in row order. The root sorts each feature once and every split passes each child its part of
     * those orders, a stable filter: the same orders as sorting each node's rows again (what J48 does), so the same
     * tree, without a sort per node and feature, which was most of an LPBoost-Dec fit's tree time.
     */
    private Node grow(int[] rows, int[][] sorted) {
        Node node = new Node();
        setRows(node, rows);
        if (node.total == 0) {
            node.empty = true;
        }
        double max = node.distribution[maxClass(node.distribution)];
        if (node.total - 2 * params.minLeaf() < -SMALL || Math.abs(node.total - max) < SMALL) {
            return node;
        }
        Split best = selectSplit(sorted, node.total);
        if (best == null) {
            return node;
        }
        node.feature = best.feature;
        node.threshold = best.threshold;
        int[][] parts = partition(rows, best.feature, best.threshold);
        double[] x = columns[best.feature];
        int[][] sortedBelow = new int[dimension][];
        int[][] sortedAbove = new int[dimension][];
        for (int f = 0; f < dimension; f++) {
            int[] below = new int[parts[0].length];
            int[] above = new int[parts[1].length];
            int ib = 0;
            int ia = 0;
            for (int r : sorted[f]) {
                if (x[r] <= best.threshold) {
                    below[ib++] = r;
                } else {
                    above[ia++] = r;
                }
            }
            sortedBelow[f] = below;
            sortedAbove[f] = above;
        }
        node.children = new Node[] {grow(parts[0], sortedBelow), null};
        node.children[1] = grow(parts[1], sortedAbove);
        return node;
    }

    private void setRows(Node node, int[] rows) {
        node.rows = rows;
        node.distribution = new double[classes];
        double t = 0;
        for (int r : rows) {
            node.distribution[y[r]] += u[r];
            t += u[r];
        }
        node.total = t;
    }

    /** A split: threshold is the midpoint until {@link #selectSplit} sets C4.5's; lower the node's value below it. */
    private record Split(int feature, double threshold, double lower, double infoGain, double gainRatio) {
    }

    /** C45ModelSelection.selectModel: the best split by gain ratio among features of at least average gain. */
    private Split selectSplit(int[][] sorted, double total) {
        Split[] candidates = new Split[dimension];
        double averageGain = 0;
        int valid = 0;
        for (int f = 0; f < dimension; f++) {
            candidates[f] = numericSplit(f, sorted[f], total);
            if (candidates[f] != null) {
                averageGain += candidates[f].infoGain;
                valid++;
            }
        }
        if (valid == 0) {
            return null;
        }
        averageGain /= valid;
        Split best = null;
        double minResult = 0;
        for (int f = 0; f < dimension; f++) {
            Split s = candidates[f];
            if (s != null && s.infoGain >= averageGain - 1e-3 && s.gainRatio - minResult > SMALL) {
                best = s;
                minResult = s.gainRatio;
            }
        }
        if (best == null || Math.abs(minResult) < SMALL) {
            return null;
        }
        return new Split(best.feature, c45Threshold(best.feature, best.threshold, best.lower), best.lower,
                best.infoGain, best.gainRatio);
    }

    /** C45Split.handleNumericAttribute on rows sorted by feature f; null if no useful split. */
    private Split numericSplit(int f, int[] sorted, double total) {
        double[] x = columns[f];
        int n = sorted.length;
        double[] below = new double[classes];
        double[] above = new double[classes];
        for (int r : sorted) {
            above[y[r]] += u[r];
        }
        double minSplit = 0.1 * total / classes;
        if (minSplit - params.minLeaf() < SMALL) {
            minSplit = params.minLeaf();
        } else if (minSplit - 25 > SMALL) {
            minSplit = 25;
        }
        if (n - 2 * minSplit < -SMALL) { // J48 compares the number of rows here, not their weight
            return null;
        }
        double defaultEntropy = oldEntropy(above, total);
        double weightBelow = 0;
        double bestGain = 0;
        int splitIndex = -1;
        int candidates = 0;
        int last = 0;
        for (int next = 1; next < n; next++) {
            if (x[sorted[next - 1]] + 1e-5 < x[sorted[next]]) {
                for (int k = last; k < next; k++) {
                    int r = sorted[k];
                    below[y[r]] += u[r];
                    above[y[r]] -= u[r];
                    weightBelow += u[r];
                }
                double weightAbove = total - weightBelow;
                if (minSplit - weightBelow < SMALL && minSplit - weightAbove < SMALL) {
                    double gain = infoGain(below, weightBelow, above, weightAbove, defaultEntropy, total);
                    if (gain - bestGain > SMALL) {
                        bestGain = gain;
                        splitIndex = next - 1;
                    }
                    candidates++;
                }
                last = next;
            }
        }
        if (candidates == 0) {
            return null;
        }
        double gain = bestGain - log2(candidates) / total;
        if (gain < SMALL || splitIndex < 0) {
            return null;
        }
        double lower = x[sorted[splitIndex]];
        double upper = x[sorted[splitIndex + 1]];
        double threshold = (lower + upper) / 2;
        if (threshold == upper) {
            threshold = lower;
        }
        double w0 = 0;
        for (int k = 0; k <= splitIndex; k++) {
            w0 += u[sorted[k]];
        }
        double w1 = total - w0;
        double splitEntropy = logFunc(total) - logFunc(w0) - logFunc(w1);
        double ratio = Math.abs(splitEntropy) < SMALL ? 0 : gain / (splitEntropy / total);
        return new Split(f, threshold, lower, gain, ratio);
    }

    /**
     * C45Split.setSplitPoint: the largest training value (all rows of the tree) not above the midpoint, found as J48
     * finds it, in row order, a value counting as larger only if it exceeds the best so far by more than 1e-6. Then
     * at least {@code lower}, the node's own value below the midpoint: when a value just under {@code lower} (within
     * 1e-6) comes first in row order, J48's scan keeps it, no row of the node lies at or below it, and the node would
     * split into an empty part and itself again, endlessly (a StackOverflowError, met on a resampled breast set). The
     * bound changes J48's threshold only where it lies below {@code lower}, where J48 would cut the node elsewhere than
     * where it evaluated the split, or not at all.
     */
    private double c45Threshold(int f, double midpoint, double lower) {
        double best = -Double.MAX_VALUE;
        double[] x = columns[f];
        for (int r = 0; r < rowCount; r++) {
            if (x[r] - best > SMALL && x[r] - midpoint < SMALL) {
                best = x[r];
            }
        }
        return Math.max(best, lower);
    }

    private int[][] partition(int[] rows, int f, double threshold) {
        int below = 0;
        for (int r : rows) {
            if (columns[f][r] <= threshold) {
                below++;
            }
        }
        int[] a = new int[below];
        int[] b = new int[rows.length - below];
        int ia = 0;
        int ib = 0;
        for (int r : rows) {
            if (columns[f][r] <= threshold) {
                a[ia++] = r;
            } else {
                b[ib++] = r;
            }
        }
        return new int[][] {a, b};
    }

    // ---------------------------------------------------------------- entropies (Weka's EntropyBasedSplitCrit)

    private static double logFunc(double v) {
        return v < 1e-6 ? 0 : v * Math.log(v) / Math.log(2);
    }

    private static double log2(double v) {
        return Math.log(v) / Math.log(2);
    }

    private static double oldEntropy(double[] perClass, double total) {
        double s = 0;
        for (double p : perClass) {
            s += logFunc(p);
        }
        return logFunc(total) - s;
    }

    private static double infoGain(double[] below, double weightBelow, double[] above, double weightAbove,
                                   double oldEntropy, double total) {
        double s = 0;
        for (int c = 0; c < below.length; c++) {
            s += logFunc(below[c]) + logFunc(above[c]);
        }
        s -= logFunc(weightBelow) + logFunc(weightAbove);
        double numerator = oldEntropy + s; // oldEnt - newEnt, newEnt = -s
        if (Math.abs(numerator) < SMALL) {
            return 0;
        }
        return numerator / total;
    }

    // ---------------------------------------------------------------- collapsing and pruning

    /** Weka's Distribution.maxClass: the first class whose weight beats the best so far by more than 1e-6. */
    private static int maxClass(double[] distribution) {
        int best = 0;
        double max = 0;
        for (int c = 0; c < distribution.length; c++) {
            if (distribution[c] - max > SMALL) {
                max = distribution[c];
                best = c;
            }
        }
        return best;
    }

    private static double incorrect(double[] distribution, double total) {
        return total - distribution[maxClass(distribution)];
    }

    private double trainingErrors(Node node) {
        if (node.children == null) {
            return incorrect(node.distribution, node.total);
        }
        return trainingErrors(node.children[0]) + trainingErrors(node.children[1]);
    }

    private void collapse(Node node) {
        if (node.children == null) {
            return;
        }
        if (trainingErrors(node) >= incorrect(node.distribution, node.total) - 1e-3) {
            makeLeaf(node);
        } else {
            collapse(node.children[0]);
            collapse(node.children[1]);
        }
    }

    private static void makeLeaf(Node node) {
        node.children = null;
        node.feature = -1;
    }

    /** Weka's Stats.addErrs: the extra errors of the upper confidence limit for e errors in N. */
    double addErrors(double n, double e) {
        if (e < 1) {
            double base = n * (1 - Math.pow(params.confidence(), 1 / n));
            if (e == 0) {
                return base;
            }
            return base + e * (addErrors(n, 1) - base);
        }
        if (e + 0.5 >= n) {
            return Math.max(n - e, 0);
        }
        double f = (e + 0.5) / n;
        double r = (f + z * z / (2 * n) + z * Math.sqrt(f / n - f * f / n + z * z / (4 * n * n))) / (1 + z * z / n);
        return r * n - e;
    }

    private double estimatedErrors(double[] distribution, double total) {
        if (Math.abs(total) < SMALL) {
            return 0;
        }
        double e = incorrect(distribution, total);
        return e + addErrors(total, e);
    }

    private double estimatedErrors(Node node) {
        if (node.children == null) {
            return estimatedErrors(node.distribution, node.total);
        }
        return estimatedErrors(node.children[0]) + estimatedErrors(node.children[1]);
    }

    private double estimatedErrorsForBranch(Node node, int[] rows) {
        if (node.children == null) {
            double[] d = new double[classes];
            double t = 0;
            for (int r : rows) {
                d[y[r]] += u[r];
                t += u[r];
            }
            return estimatedErrors(d, t);
        }
        int[][] parts = partition(rows, node.feature, node.threshold);
        return estimatedErrorsForBranch(node.children[0], parts[0])
                + estimatedErrorsForBranch(node.children[1], parts[1]);
    }

    private double bagWeight(Node node, int bag) {
        return bag == 0 ? sideWeight(node, true) : sideWeight(node, false);
    }

    private double sideWeight(Node node, boolean below) {
        double t = 0;
        for (int r : node.rows) {
            if ((columns[node.feature][r] <= node.threshold) == below) {
                t += u[r];
            }
        }
        return t;
    }

    private void prune(Node node) {
        if (node.children == null) {
            return;
        }
        prune(node.children[0]);
        prune(node.children[1]);
        // Weka's Distribution.maxBag: the last bag within 1e-6 of the largest weight
        int largest = bagWeight(node, 0) - bagWeight(node, 1) < SMALL ? 1 : 0;
        double errorsLargestBranch = estimatedErrorsForBranch(node.children[largest], node.rows);
        double errorsLeaf = estimatedErrors(node.distribution, node.total);
        double errorsTree = estimatedErrors(node);
        if (errorsLeaf - (errorsTree + 0.1) < SMALL && errorsLeaf - (errorsLargestBranch + 0.1) < SMALL) {
            makeLeaf(node);
            return;
        }
        if (errorsLargestBranch - (errorsTree + 0.1) < SMALL) {
            Node branch = node.children[largest];
            node.feature = branch.feature;
            node.threshold = branch.threshold;
            node.children = branch.children;
            if (node.children == null) {
                node.feature = -1;
            }
            redistribute(node, node.rows);
            prune(node);
        }
    }

    /** Weka's newDistribution: gives the subtree the rows {@code rows}, re-split down to the leaves. */
    private void redistribute(Node node, int[] rows) {
        setRows(node, rows);
        if (node.children == null) {
            if (node.total != 0) {
                node.empty = false;
            }
            return;
        }
        int[][] parts = partition(rows, node.feature, node.threshold);
        redistribute(node.children[0], parts[0]);
        redistribute(node.children[1], parts[1]);
    }

    // ---------------------------------------------------------------- the model

    private C45Model flatten(Node root, Provenance provenance) {
        List<Node> order = new ArrayList<>();
        List<Node> parents = new ArrayList<>();
        order.add(root);
        parents.add(null);
        for (int k = 0; k < order.size(); k++) {
            Node node = order.get(k);
            if (node.children != null) {
                order.add(node.children[0]);
                parents.add(node);
                order.add(node.children[1]);
                parents.add(node);
            }
        }
        int nodes = order.size();
        int[] feature = new int[nodes];
        double[] threshold = new double[nodes];
        int[] left = new int[nodes];
        int[] right = new int[nodes];
        double[][] probability = new double[nodes][classes];
        int next = 1;
        for (int k = 0; k < nodes; k++) {
            Node node = order.get(k);
            if (node.children != null) {
                feature[k] = node.feature;
                threshold[k] = node.threshold;
                left[k] = next++;
                right[k] = next++;
            } else {
                feature[k] = -1;
                left[k] = -1;
                right[k] = -1;
                Node source = node.empty && parents.get(k) != null ? parents.get(k) : node;
                if (Math.abs(source.total) >= SMALL) {
                    for (int c = 0; c < classes; c++) {
                        probability[k][c] = source.distribution[c] / source.total;
                    }
                }
            }
        }
        return new C45Model(new C45Model.State(names.labels(), feature, threshold, left, right, probability,
                names.featureNames()), provenance);
    }
}

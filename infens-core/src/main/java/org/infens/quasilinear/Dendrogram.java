package org.infens.quasilinear;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Agglomerative (hierarchical) clustering of local linear partitions from all trees of a forest (Zhao 2017,
 * Sec. 3.4.3): starting from one cluster per partition, the two clusters whose merge increases the within-cluster
 * scatter least are merged, until one is left. The linkage is Ward's, d(a, b) = w_a w_b / (w_a + w_b) ||mu_a - mu_b||^2
 * on the partitions' centres weighted by their row weights; a merged cluster is the {@link LocalPartition#merge merged}
 * partition, whose centre and width are those of the union of its rows. (Zhao 2017 does not name the linkage; Ward's
 * keeps the clusters compact, which the gates of (2.36) need, and makes a cluster's width well defined.) Ties go to
 * the pair (i, j), i &lt; j, first in the order of the current clusters' first partition.
 *
 * <p>{@link #cut(int)} cuts the tree into M clusters (Zhao 2017, Fig. 3.16: one kernel per cut). The closest pair is
 * found in a distance matrix updated per merge (O(P^2) per merge, O(P^3) in all); P, the number of partitions of a
 * forest, is in the hundreds at most.
 */
public final class Dendrogram {
    private final LocalPartition[] leaves;
    /** merges[t] = {i, j}: at step t the clusters with representatives i &lt; j merge into i. */
    private final int[][] merges;
    private final double[] heights;

    /** Clusters {@code partitions} (at least one, all of one dimension). */
    public Dendrogram(List<LocalPartition> partitions) {
        int p = partitions.size();
        if (p == 0) {
            throw new IllegalArgumentException("partitions must not be empty");
        }
        leaves = partitions.toArray(new LocalPartition[0]);
        int d = leaves[0].centre().length;
        for (LocalPartition lp : leaves) {
            if (lp.centre().length != d) {
                throw new IllegalArgumentException("partitions must all have dimension " + d + ", got "
                        + lp.centre().length);
            }
        }
        LocalPartition[] cluster = leaves.clone();
        boolean[] active = new boolean[p];
        Arrays.fill(active, true);
        double[][] dist = new double[p][p];
        for (int i = 0; i < p; i++) {
            for (int j = i + 1; j < p; j++) {
                dist[i][j] = ward(cluster[i], cluster[j]);
            }
        }
        merges = new int[p - 1][];
        heights = new double[p - 1];
        for (int t = 0; t < p - 1; t++) {
            int bi = -1;
            int bj = -1;
            double best = Double.POSITIVE_INFINITY;
            for (int i = 0; i < p; i++) {
                if (!active[i]) {
                    continue;
                }
                double[] row = dist[i];
                for (int j = i + 1; j < p; j++) {
                    if (active[j] && (row[j] < best || bi < 0)) {
                        best = row[j];
                        bi = i;
                        bj = j;
                    }
                }
            }
            merges[t] = new int[] {bi, bj};
            heights[t] = best;
            cluster[bi] = LocalPartition.merge(cluster[bi], cluster[bj]);
            active[bj] = false;
            for (int k = 0; k < p; k++) {
                if (active[k] && k != bi) {
                    double v = ward(cluster[Math.min(k, bi)], cluster[Math.max(k, bi)]);
                    if (k < bi) {
                        dist[k][bi] = v;
                    } else {
                        dist[bi][k] = v;
                    }
                }
            }
        }
    }

    static double ward(LocalPartition a, LocalPartition b) {
        return a.weight() * b.weight() / (a.weight() + b.weight())
                * LocalPartition.squaredDistance(a.centre(), b.centre());
    }

    /** The dimension d of the partitions' centres. */
    public int dimension() {
        return leaves[0].centre().length;
    }

    /** The number P of partitions clustered. */
    public int size() {
        return leaves.length;
    }

    /** The Ward distance of each merge, in merge order (non-decreasing for Ward's linkage). */
    public double[] heights() {
        return heights.clone();
    }

    /**
     * The clusters when {@code m} remain (1 &lt;= m &lt;= {@link #size()}), in the order of their first partition.
     */
    public List<LocalPartition> cut(int m) {
        if (m < 1 || m > leaves.length) {
            throw new IllegalArgumentException("the number of partitions M must be in [1, " + leaves.length
                    + "], got " + m);
        }
        LocalPartition[] cluster = leaves.clone();
        boolean[] active = new boolean[leaves.length];
        Arrays.fill(active, true);
        for (int t = 0; t < leaves.length - m; t++) {
            int i = merges[t][0];
            int j = merges[t][1];
            cluster[i] = LocalPartition.merge(cluster[i], cluster[j]);
            active[j] = false;
        }
        List<LocalPartition> out = new ArrayList<>(m);
        for (int i = 0; i < cluster.length; i++) {
            if (active[i]) {
                out.add(cluster[i]);
            }
        }
        return out;
    }
}

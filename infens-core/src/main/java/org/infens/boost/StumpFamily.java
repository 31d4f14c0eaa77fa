package org.infens.boost;

import java.util.BitSet;
import java.util.SplittableRandom;
import org.infens.learner.Stump;
import org.infens.learner.StumpColumns;
import org.infens.learner.StumpSearch;

/**
 * Exact search over all middle decision stumps of the training set (Shen &amp; Liu 2014, Sec. VI, "decision stumps"): a
 * thin wrapper over {@link StumpSearch#bestExcluding}, the presorted prefix-sum search that AdaBoost and LPBoost use
 * too, with the working set as its excluded keys. Every feature and every threshold halfway between adjacent distinct
 * training values is a candidate (the thresholds of {@link org.infens.kernel.MiddleStumpKernel#middleThresholds});
 * thresholds outside the data range give constant columns, which the unregularised bias already spans (their score is
 * sum_i u_i = 0 at a solution), so they are not candidates. One search costs O(m d) per weight vector. Ties go to
 * the lower feature, then the lower threshold, then the lower tau.
 *
 * <p>Convention: {@link Stump} outputs its direction where x_f &gt; a, {@link WeakHypothesis#stump} where x_f &gt;= a;
 * they differ only on rows with x_f = a, which happens only when the mean of two adjacent doubles rounds to the
 * lower one ({@link StumpSearch} then keeps the lower value). The hypothesis then gets the threshold
 * {@code Math.nextUp(a)}, so its values on the training rows are those the search scored. A package-private worker; the columns are searched
 * where they are held ({@link StumpColumns}: here, or on a cluster's executors).
 */
final class StumpFamily implements WeakLearnerFamily {
    private final StumpColumns search;
    /** Keys ({@link StumpSearch.Choice#key()}) of the selected stumps. */
    private final BitSet selected = new BitSet();

    StumpFamily(StumpColumns columns) {
        this.search = java.util.Objects.requireNonNull(columns, "columns");
    }

    @Override
    public Column best(double[][] u, SplittableRandom random) {
        StumpSearch.Choice choice = search.bestExcluding(u, selected);
        if (choice == null) {
            return null;
        }
        Stump stump = choice.stump();
        int f = stump.feature();
        double a = stump.threshold();
        int direction = stump.direction();
        StumpColumns.Split split = search.split(f, a);
        double[] values = new double[search.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = split.isAbove(i) ? direction : -direction;
        }
        WeakHypothesis h = WeakHypothesis.stump(f, split.onThreshold() ? Math.nextUp(a) : a, direction);
        return new Column(h, values, choice.score(), choice.vector(), choice.key());
    }

    @Override
    public void select(Column column) {
        selected.set(Math.toIntExact(column.key()));
    }
}

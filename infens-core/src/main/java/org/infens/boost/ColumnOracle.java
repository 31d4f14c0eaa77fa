package org.infens.boost;

import org.infens.Classifier;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.LabelledRows;
import org.infens.learner.StumpColumns;
import org.infens.learner.StumpSearch;

/**
 * The pricing step of column generation (docs/architecture.md, abstraction 7; Lin &amp; Li 2008, Sec. 2.2 and
 * (P4); Lin 2005, Algorithm 2; Shen &amp; Liu 2014 Sec. 3): bound to a binary data set with labels y_i (+1 for class 0, -1 for class
 * 1), given dual weights d it returns the hypothesis h that most violates the dual constraint sum_i d_i y_i h(x_i)
 * &lt;= beta, that is the h of largest edge sum_i d_i y_i h(x_i), with its outputs on the training rows and its edge.
 * The caller compares the edge with its own beta and tolerance.
 *
 * <p>{@link #stumps} is exact over all middle stumps and the two constants ({@link StumpSearch}); {@link #of} asks
 * any weighted base learner for its best hypothesis on the weights d, which is the heuristic oracle of Demiriz,
 * Bennett &amp; Shawe-Taylor (2002) for perceptrons and trees.
 *
 * <p>Implementations are not thread-safe: one column-generation loop per oracle.
 */
public interface ColumnOracle {
    /**
     * The hypothesis of largest edge for these dual weights.
     *
     * @param dualWeights d, one non-negative finite weight per row (not modified)
     */
    Column mostViolated(double[] dualWeights);

    /**
     * One hypothesis found by an oracle.
     *
     * @param hypothesis the hypothesis h, a binary classifier (class 0 is +1)
     * @param outputs    h(x_i) in {-1, +1} for every training row
     * @param edge       sum_i d_i y_i h(x_i) for the dual weights it was found for
     */
    record Column(Classifier hypothesis, double[] outputs, double edge) {
    }

    /** The exact oracle over middle stumps and constants on {@code data} (two classes), presorted once here. */
    static ColumnOracle stumps(Dataset data) {
        return new StumpColumnOracle(data, new StumpSearch(data));
    }

    /**
     * The exact oracle over middle stumps and constants searched in {@code columns}, held here or elsewhere
     * ({@link StumpColumns}: a cluster's executors), for the rows {@code rows} (two classes): the columns
     * {@link #stumps(Dataset)} returns on the data set they describe, bit for bit.
     *
     * @throws IllegalArgumentException if the rows do not have 2 classes or the columns another number of rows
     */
    static ColumnOracle stumps(LabelledRows rows, StumpColumns columns) {
        return new StumpColumnOracle(rows, columns);
    }

    /**
     * The oracle that fits {@code base} to {@code data} with the dual weights as example weights, binding it once;
     * call k gets the k-th seed drawn from {@code new SplittableRandom(seed)}.
     */
    static ColumnOracle of(WeightedTrainer<? extends Classifier> base, Dataset data, long seed) {
        return new LearnerColumnOracle(base, data, seed);
    }

    /** y_i = +1 for class 0, -1 for class 1, the signs column generation uses; 2 classes required. */
    static double[] signs(LabelledRows data) {
        if (data.classCount() != 2) {
            throw new IllegalArgumentException("column generation needs 2 classes, got " + data.classCount());
        }
        double[] y = new double[data.size()];
        for (int i = 0; i < y.length; i++) {
            y[i] = data.classOf(i) == 0 ? 1.0 : -1.0;
        }
        return y;
    }
}

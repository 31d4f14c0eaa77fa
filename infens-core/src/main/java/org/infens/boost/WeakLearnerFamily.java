package org.infens.boost;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.learner.StumpColumns;
import org.infens.learner.StumpSearch;

/**
 * The column oracle of column generation for the weak-learner families of Shen &amp; Liu 2014,
 * Sec. VI, bound to one training set: given per-row weights u_tau (y_i alpha_i for CGEns, selection (8); the columns
 * U_{:tau} for CGEns-SLS, selection (13)), it returns the hypothesis h with the largest max_tau |sum_i u_tau,i h(x_i)|
 * among those not yet selected. A single-use worker created inside {@code fit}; public so that a family searching
 * elsewhere (a cluster's feature-partitioned columns, {@code infens-spark}) can be given to
 * {@link ColumnGenerationTrainer#fit(Dataset, WeakLearnerFamily)}.
 *
 * <p>Why the working set is excluded: for a column already in the restricted problem, sum_i y_i alpha_i h(x_i)
 * equals its weight w_h (KKT condition (7)), which is not 0, so (8) over the whole family would pick it again.
 * Shen &amp; Liu 2014 Sec. IV checks (7) only for the columns outside the working set, and so does this oracle; a
 * column and its negation are the same column (weights are signed), so the families hold one direction per stump.
 */
public interface WeakLearnerFamily {
    /**
     * The best column for the weights {@code u[tau][i]}, or null when every hypothesis has been selected.
     *
     * @param random the random stream for this iteration (sampled families draw their candidates from it)
     */
    Column best(double[][] u, SplittableRandom random);

    /** Puts {@code column} in the working set, so {@link #best} no longer returns it. */
    void select(Column column);

    /**
     * One candidate: the hypothesis, its values on the training rows, its score max_tau |sum_i u_tau,i h(x_i)|
     * and the tau that attains it.
     */
    record Column(WeakHypothesis hypothesis, double[] values, double score, int tau, long key) {
    }

    /**
     * The family of {@code kind} on {@code data} (sigma for Fourier features, candidates per sampled search, scored
     * on up to {@code threads} threads).
     */
    static WeakLearnerFamily create(WeakHypothesis.Kind kind, double sigma, int candidates, Dataset data,
                                    int threads) {
        return create(kind, sigma, candidates, false, data, threads);
    }

    /**
     * {@link #create(WeakHypothesis.Kind, double, int, Dataset, int)}, the sampled families drawing their candidates
     * once, as one pool, when {@code drawOnce} ({@link SampledFamily}).
     */
    static WeakLearnerFamily create(WeakHypothesis.Kind kind, double sigma, int candidates, boolean drawOnce,
                                    Dataset data, int threads) {
        return kind == WeakHypothesis.Kind.STUMP ? new StumpFamily(new StumpSearch(data))
                : new SampledFamily(kind, sigma, candidates, drawOnce, data, threads);
    }

    /**
     * The exact stump family over {@code columns}, held here or elsewhere ({@link StumpColumns}): what
     * {@link #create} gives for {@link WeakHypothesis.Kind#STUMP} over a {@link StumpSearch} of the data, with
     * nothing selected yet.
     */
    static WeakLearnerFamily stumps(StumpColumns columns) {
        return new StumpFamily(columns);
    }

    /** sum_i u_i v_i. */
    static double dot(double[] u, double[] v) {
        double s = 0;
        for (int i = 0; i < u.length; i++) {
            s += u[i] * v[i];
        }
        return s;
    }
}

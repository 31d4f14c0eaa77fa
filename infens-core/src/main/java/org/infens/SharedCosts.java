package org.infens;

import java.util.List;
import org.infens.data.Dataset;

/**
 * A {@link Staged} trainer whose fits at several costs C can run together and share work: column generation over
 * sampled weak learners draws the same candidates at every C (they depend on the seed and the iteration alone), so
 * one draw and one set of feature values serve all costs. Model selection uses it to cross-validate a C axis, with
 * the budget axis, at little more than the cost of one C ({@link org.infens.select.GridSearch}).
 *
 * @param <M> the model type
 */
public interface SharedCosts<M extends Model> extends Staged<M> {
    /** This trainer's cost C. */
    double cost();

    /**
     * A value equal for two trainers that differ in nothing but their cost and budget, or null when fitting several
     * costs together saves nothing (then a grid search fits them apart, on more threads).
     */
    Object uncosted();

    /**
     * The models of every cost and budget: entry [k][b] is identical to the fit of this trainer with cost
     * {@code costs[k]} and budget {@code budgets[b]} (same members, weights and trace, bit for bit).
     *
     * @param costs   costs C, each finite and &gt; 0
     * @param budgets budgets, each &gt;= 1, in increasing order
     */
    List<List<M>> fitCosts(Dataset data, double[] costs, int[] budgets);
}

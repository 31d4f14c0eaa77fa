package org.infens;

import java.util.List;
import org.infens.data.Dataset;

/**
 * A trainer with an iteration budget (boosting rounds T, columns J) whose fit with a smaller budget is the beginning
 * of its fit with a larger one, so that one fit gives the models of several budgets. Model selection uses it to
 * cross-validate a budget axis at the cost of its largest value ({@link org.infens.select.GridSearch}).
 *
 * @param <M> the model type
 */
public interface Staged<M extends Model> {
    /** This trainer's budget. */
    int budget();

    /**
     * A value equal for two trainers that differ in nothing but their budget (their parameters with the budget
     * replaced by a constant).
     */
    Object unbudgeted();

    /**
     * The models of the given budgets from one fit with the largest, each identical to the fit of this trainer with
     * that budget (same members, weights and trace, bit for bit).
     *
     * @param budgets budgets, each &gt;= 1, in increasing order
     */
    List<M> fitBudgets(Dataset data, int[] budgets);

    /** Checks that {@code budgets} is non-empty, increasing and &gt;= 1. */
    static void checkBudgets(int[] budgets) {
        if (budgets.length == 0) {
            throw new IllegalArgumentException("budgets must not be empty");
        }
        for (int k = 0; k < budgets.length; k++) {
            if (budgets[k] < 1 || (k > 0 && budgets[k] <= budgets[k - 1])) {
                throw new IllegalArgumentException("budgets must be >= 1 and increasing, got "
                        + java.util.Arrays.toString(budgets));
            }
        }
    }
}

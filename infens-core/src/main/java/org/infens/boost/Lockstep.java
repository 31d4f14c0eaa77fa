package org.infens.boost;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The column-generation loop of CGEns and CGEns-SLS (Shen &amp; Liu 2014, Algorithms 1 and 2) for one or more runs
 * that differ only in their cost C, in lockstep: every iteration asks the {@link Oracle} once for the columns of all
 * the runs still going, which all have the same number of columns and so share the iteration's random stream; each
 * run stops when its column scores below its epsilon (or none is left) and keeps the models of the given budgets. A
 * package-private worker of {@link ColumnGenerationTrainer} and {@link SimplexLeastSquaresTrainer}.
 */
final class Lockstep {
    private Lockstep() {
    }

    /** One cost's run: its restricted master problem and the models read off it. */
    interface Run<M> {
        /** The weights the oracle scores candidates against, u[tau][i] (read before the next column is added). */
        double[][] weights();

        /** The stopping threshold of the column score. */
        double epsilon();

        /** Adds {@code column} to the restricted problem and solves it again. */
        void add(WeakLearnerFamily.Column column);

        /** The model of J_max = {@code budget}: the run's state now, converged or not. */
        M model(int budget, boolean converged);

        /** Called once after the last iteration, before the remaining models are read. */
        default void finish() {
        }
    }

    /** Column search for the runs still going: their weight sets in, one column (or null) each out. */
    @FunctionalInterface
    interface Oracle {
        WeakLearnerFamily.Column[] best(double[][][] u, SplittableRandom iteration);

        /** Tells the search that a run selected {@code column} (a family of one run excludes it from then on). */
        default void select(WeakLearnerFamily.Column column) {
        }

        /** One run's oracle: {@code family}. */
        static Oracle of(WeakLearnerFamily family) {
            return new Oracle() {
                @Override
                public WeakLearnerFamily.Column[] best(double[][][] u, SplittableRandom iteration) {
                    return new WeakLearnerFamily.Column[] {family.best(u[0], iteration)};
                }

                @Override
                public void select(WeakLearnerFamily.Column column) {
                    family.select(column);
                }
            };
        }
    }

    /**
     * Runs every run to the largest budget or its convergence; per run, the models of {@code budgets} (those beyond
     * its convergence are its final model).
     *
     * @param runs    the runs, none started
     * @param budgets J_max values, increasing
     * @param root    the stream split once per iteration for that iteration's candidates
     * @param oracle  the column search
     */
    static <M> List<List<M>> run(List<? extends Run<M>> runs, int[] budgets, SplittableRandom root, Oracle oracle) {
        int last = budgets[budgets.length - 1];
        List<List<M>> models = new ArrayList<>(runs.size());
        boolean[] converged = new boolean[runs.size()];
        List<Integer> going = new ArrayList<>(runs.size());
        for (int k = 0; k < runs.size(); k++) {
            models.add(new ArrayList<>());
            going.add(k);
        }
        for (int columns = 0; columns < last && !going.isEmpty(); columns++) {
            SplittableRandom iteration = root.split();
            double[][][] u = new double[going.size()][][];
            for (int g = 0; g < u.length; g++) {
                u[g] = runs.get(going.get(g)).weights();
            }
            WeakLearnerFamily.Column[] found = oracle.best(u, iteration);
            List<Integer> next = new ArrayList<>(going.size());
            for (int g = 0; g < u.length; g++) {
                int k = going.get(g);
                Run<M> run = runs.get(k);
                WeakLearnerFamily.Column column = found[g];
                if (column == null || column.score() < run.epsilon()) {
                    converged[k] = true;
                    continue;
                }
                oracle.select(column);
                run.add(column);
                List<M> done = models.get(k);
                if (columns + 1 == budgets[done.size()]) {
                    done.add(run.model(budgets[done.size()], false));
                }
                next.add(k);
            }
            going = next;
        }
        for (int k = 0; k < runs.size(); k++) {
            Run<M> run = runs.get(k);
            run.finish();
            List<M> done = models.get(k);
            while (done.size() < budgets.length) { // converged before these budgets: all get the final model
                done.add(run.model(budgets[done.size()], converged[k]));
            }
        }
        return models;
    }
}

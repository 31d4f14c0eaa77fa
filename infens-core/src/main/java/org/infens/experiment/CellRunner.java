package org.infens.experiment;

import java.util.ArrayList;
import java.util.List;
import org.infens.Classifier;
import org.infens.boost.AdaBoostModel;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Computes one cell: the run's data, five-fold stratified cross-validation over the method's grid on the training
 * set (Lin &amp; Li 2008, Sec. 7, "a suggested procedure that selects a suitable parameter with a five-fold cross
 * validation on the training set"), a final model on the whole training set with the selected parameters, and its test
 * error. Everything runs on the calling thread: the runner parallelises over cells, which keeps the timing of one
 * selection (Table 6) a single-thread figure.
 */
final class CellRunner {
    private CellRunner() {
    }

    /** Runs the cell; a failure of the learner is returned as a failed result, not thrown. */
    static CellResult compute(Cell cell) {
        long start = System.nanoTime();
        double selection = 0;
        Spec chosen = cell.method().spec(cell.quick());
        SolverCounts.Tally tally = new SolverCounts.Tally();
        try {
            ExperimentData.Split s = ExperimentData.split(cell.dataset(), cell.seed());
            LearnerContext context = new LearnerContext(s.learnerSeed(), 1, tally);
            long t = System.nanoTime();
            chosen = select(cell.method(), cell.quick(), s.train(), context);
            boolean selects = cell.method().grid(cell.quick()) != null || cell.method().bandwidth() != null;
            selection = selects ? (System.nanoTime() - t) / 1e9 : 0;
            Classifier model = Learners.create(chosen, context).fit(s.train());
            int[] predicted = Metrics.predictedClasses(model, s.test());
            double error = Metrics.error(predicted, s.test());
            return new CellResult(cell.key(), cell.dataset(), cell.run(), false, error,
                    fitted(chosen, model).toString(), selection, (System.nanoTime() - start) / 1e9, "", tally.counts(),
                    positiveClass(predicted, s.test()));
        } catch (RuntimeException e) {
            String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            return new CellResult(cell.key(), cell.dataset(), cell.run(), true, Double.NaN, chosen.toString(),
                    selection, (System.nanoTime() - start) / 1e9, msg, tally.counts(), CellResult.PositiveClass.NONE);
        }
    }

    /**
     * The spec as the model was fitted, for reports and figures: a learner that chooses a parameter inside its own
     * fit shows the value it chose. AdaBoost with {@code T=cv} becomes {@code adaboost(base=..., T=T)} with the T of
     * its cross-validation (the model's number of rounds); any other spec is returned as it is.
     */
    static Spec fitted(Spec chosen, Classifier model) {
        if (model instanceof AdaBoostModel ada && "cv".equals(chosen.get("T"))) {
            Spec s = Spec.of(chosen.name());
            if (chosen.has("base")) {
                s = s.with("base", chosen.get("base"));
            }
            return s.with("T", ada.rounds());
        }
        return chosen;
    }

    /**
     * The spec chosen by five-fold stratified cross-validation over the method's grid on {@code train} (the spec
     * itself without a grid), on the calling thread, with the folds and learners seeded by {@code context}. A method
     * with a {@link Method.Bandwidth} searches its grid at each of the bandwidths derived from {@code train}, widest
     * first.
     */
    static Spec select(Method method, boolean quick, Dataset train, LearnerContext context) {
        Spec base = method.spec(quick);
        ParamGrid grid = method.grid(quick);
        Method.Bandwidth bandwidth = method.bandwidth();
        List<Spec> candidates = new ArrayList<>();
        if (bandwidth == null) {
            if (grid == null) {
                return base;
            }
            candidates.addAll(grid.expand(base));
        } else {
            for (double sigma : bandwidth.sigmas(train)) {
                Spec at = ParamGrid.set(base, bandwidth.sigmaKey(), sigma);
                candidates.addAll(grid == null ? List.of(at) : grid.expand(at));
            }
        }
        return GridSearch.run(candidates, train, Folds.stratified(train, method.folds(), context.seed()),
                context.withThreads(1)).bestSpec();
    }

    /**
     * Precision, recall and F1 of the test set's class labelled {@code 1} (else {@code +1}), as Zhao 2017, (4.1)
     * defines them; {@link CellResult.PositiveClass#NONE} when it has neither label.
     */
    static CellResult.PositiveClass positiveClass(int[] predicted, Dataset test) {
        int positive = test.labels().indexOf("1");
        positive = positive >= 0 ? positive : test.labels().indexOf("+1");
        if (positive < 0) {
            return CellResult.PositiveClass.NONE;
        }
        org.infens.eval.ConfusionMatrix m = Metrics.confusion(predicted, test);
        return new CellResult.PositiveClass(m.precision(positive), m.recall(positive), m.f1(positive));
    }
}

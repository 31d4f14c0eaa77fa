package org.infens.cli;

import java.util.List;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.experiment.Plan;
import org.infens.experiment.ResultStore;
import org.infens.experiment.Runner;
import org.infens.select.CrossValidation;
import org.infens.select.Fold;
import org.infens.select.GridSearch;
import org.infens.data.Dataset;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Where {@code infens select}, {@code cv}, {@code reproduce} and {@code fit} do their work: on this machine's threads
 * ({@link #LOCAL}, what {@code infens} uses), or elsewhere, such as the executors of a Spark cluster
 * ({@code infens-spark}, which runs the same commands through {@link Main#run(String[], java.io.PrintStream,
 * java.io.PrintStream, Engine)}). Every engine computes what the local one computes, number for number, so the
 * commands print the same whatever the engine; only the times they report differ.
 */
public interface Engine {
    /**
     * The cross-validated grid search of {@link GridSearch#run(List, Dataset, List, LearnerContext,
     * GridSearch.Options)}, with its result.
     */
    GridSearch.Result gridSearch(List<Spec> candidates, Dataset data, List<Fold> folds, LearnerContext context,
                                 GridSearch.Options options);

    /**
     * The out-of-fold predicted class of every row ({@link CrossValidation#predict(org.infens.Trainer, Dataset,
     * List, int)}) of the learner {@code learner} created with {@code context}'s seed on one thread, with up to
     * {@code context.threads()} folds at once.
     */
    int[] crossValidate(Spec learner, LearnerContext context, Dataset data, List<Fold> folds);

    /**
     * The cross-validated grid search of regression candidates, {@link GridSearch#runRegression}, with its result.
     */
    GridSearch.RegressionResult regressionGridSearch(List<Spec> candidates, Dataset data, List<Fold> folds,
                                                     LearnerContext context, GridSearch.Options options);

    /**
     * The out-of-fold predicted value of every row ({@link CrossValidation#predictValues}) of the regression learner
     * {@code learner} created with {@code context}'s seed on one thread, with up to {@code context.threads()} folds
     * at once.
     */
    double[] crossValidateRegression(Spec learner, LearnerContext context, Dataset data, List<Fold> folds);

    /**
     * Computes the plan's cells that the store does not hold, appending each result to the store as it finishes
     * and telling {@code progress}, as {@link Runner#run} does with up to {@code threads} cells at once.
     *
     * @return the number of cells computed
     */
    int reproduce(Plan plan, ResultStore store, int threads, Runner.Progress progress);

    /**
     * The model {@code trainer} fits to {@code data} ({@link Trainer#fit(Dataset)}), for {@code infens fit}; an
     * engine may fit elsewhere what it fits to the same model.
     */
    Model fit(Trainer<? extends Model> trainer, Dataset data);

    /** This machine's threads. */
    Engine LOCAL = new Engine() {
        @Override
        public Model fit(Trainer<? extends Model> trainer, Dataset data) {
            return trainer.fit(data);
        }

        @Override
        public GridSearch.Result gridSearch(List<Spec> candidates, Dataset data, List<Fold> folds,
                                            LearnerContext context, GridSearch.Options options) {
            return GridSearch.run(candidates, data, folds, context, options);
        }

        @Override
        public int[] crossValidate(Spec learner, LearnerContext context, Dataset data, List<Fold> folds) {
            return CrossValidation.predict(Learners.create(learner, new LearnerContext(context.seed(), 1)), data,
                    folds, context.threads());
        }

        @Override
        public GridSearch.RegressionResult regressionGridSearch(List<Spec> candidates, Dataset data,
                                                                List<Fold> folds, LearnerContext context,
                                                                GridSearch.Options options) {
            return GridSearch.runRegression(candidates, data, folds, context, options);
        }

        @Override
        public double[] crossValidateRegression(Spec learner, LearnerContext context, Dataset data,
                                                List<Fold> folds) {
            return CrossValidation.predictValues(Learners.createRegressor(learner,
                    new LearnerContext(context.seed(), 1)), data, folds, context.threads());
        }

        @Override
        public int reproduce(Plan plan, ResultStore store, int threads, Runner.Progress progress) {
            return Runner.run(plan, store, threads, Integer.MAX_VALUE, progress);
        }
    };
}

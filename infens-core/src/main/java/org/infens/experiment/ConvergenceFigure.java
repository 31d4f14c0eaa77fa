package org.infens.experiment;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Staged;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Shen &amp; Liu 2014, Fig. 1 (Sec. VI-A, "2D toy data"): the decision boundary of CGEns with decision stumps on
 * two-dimensional toy data (left), and the training and test errors of AdaBoost and CGEns against the number of
 * iterations (right), which show CGEns, fully corrective, converging in fewer iterations than AdaBoost.
 *
 * <p>The paper says only that the points are drawn from a 2-D Gaussian and that "all points within a certain radius
 * belong to one class and all outside belong to the other". Choices made here: x ~ N(0, I_2), class {@code "1"}
 * inside the circle of radius {@link #RADIUS} = sqrt(2 ln 2), the median of ||x|| (so the classes are equally likely),
 * class {@code "-1"} outside; no label noise; {@value ExperimentData#ARTIFICIAL_TRAIN} training and
 * {@value ExperimentData#ARTIFICIAL_TEST} test points (Lin &amp; Li 2008's sizes for the artificial sets); both methods
 * run {@link #ITERATIONS} iterations (AdaBoost rounds T, CGEns columns J), and CGEns's C is chosen by five-fold
 * cross-validation at J = {@link #ITERATIONS} over Table I's grid ({@link Paper001Methods#CGENS_C_GRID}; quick:
 * {@link Paper001Methods#CGENS_C_GRID_QUICK}). The curves come from one fit each ({@link Staged#fitBudgets}: the
 * model after t iterations is the fit with budget t).
 */
public final class ConvergenceFigure {
    /** The class boundary's radius: sqrt(2 ln 2), where P(||x|| &lt;= r) = 1 - exp(-r^2 / 2) = 1/2. */
    public static final double RADIUS = Math.sqrt(2 * Math.log(2));
    /** Iterations of both methods (the largest T and J drawn). */
    public static final int ITERATIONS = 100;
    /** Half the side of the square the boundary is drawn on, [-3, 3]^2. */
    public static final double EXTENT = 3;

    /** AdaBoost with decision stumps. */
    static final Method ADABOOST = Method.of("AdaBoost", "adaboost(base=stump, T=" + ITERATIONS + ")");
    /** CGEns with decision stumps, C by cross-validation. */
    static final Method CGENS = Method.of("CGEns", "cgens(weak=stump, J=" + ITERATIONS + ")",
                    Paper001Methods.CGENS_C_GRID)
            .withQuick("cgens(weak=stump, J=" + ITERATIONS + ")", Paper001Methods.CGENS_C_GRID_QUICK);

    /**
     * One method's errors after each iteration.
     *
     * @param method     the method name
     * @param selected   the spec it ran with (C as selected)
     * @param gridEdge   the grid axes whose first or last value was selected ({@link Report#gridEdge}), or empty
     * @param trainError training error in [0, 1] after t = 1, 2, ... iterations (index t - 1)
     * @param testError  test error in [0, 1] after t iterations
     */
    public record Curve(String method, String selected, String gridEdge, double[] trainError, double[] testError) {
        /** Copies the arrays. */
        public Curve {
            trainError = trainError.clone();
            testError = testError.clone();
        }

        /** Training errors (a copy). */
        @Override
        public double[] trainError() {
            return trainError.clone();
        }

        /** Test errors (a copy). */
        @Override
        public double[] testError() {
            return testError.clone();
        }
    }

    /**
     * The figure's data.
     *
     * @param train       the training points
     * @param test        the test points
     * @param learnerSeed the seed of the folds and the learners
     * @param resolution  grid points per side of the boundary panel
     * @param boundary    CGEns's predicted class index ({@link Synthetic#LABELS}) at each grid point after the last
     *                    iteration, laid out as {@link BoundaryFigure.Panel#classes()} on [-{@link #EXTENT},
     *                    {@link #EXTENT}]^2
     * @param curves      AdaBoost's, then CGEns's
     */
    public record Result(Dataset train, Dataset test, long learnerSeed, int resolution, int[] boundary,
                         List<Curve> curves) {
        /** Copies the array and the list. */
        public Result {
            boundary = boundary.clone();
            curves = List.copyOf(curves);
        }

        /** The boundary panel's classes (a copy). */
        @Override
        public int[] boundary() {
            return boundary.clone();
        }
    }

    private ConvergenceFigure() {
    }

    /**
     * {@code n} points x ~ N(0, I_2), labelled {@code "1"} (class 0 of {@link Synthetic#LABELS}) when ||x|| &lt;=
     * {@link #RADIUS}, else {@code "-1"}.
     */
    public static Dataset toyData(int n, long seed) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1, got " + n);
        }
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x = new double[2 * n];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            x[2 * i] = rng.nextGaussian();
            x[2 * i + 1] = rng.nextGaussian();
            y[i] = Math.hypot(x[2 * i], x[2 * i + 1]) <= RADIUS ? 0 : 1;
        }
        return Dataset.dense(x, 2, y, Synthetic.LABELS, null);
    }

    /**
     * Draws the data, selects CGEns's C, and fits both methods once with {@link #ITERATIONS} iterations.
     *
     * @param quick      whether CGEns searches the quick C grid
     * @param seed       seed of the data, the folds and the learners
     * @param resolution grid points per side of the boundary panel, {@code >= 2}
     */
    public static Result compute(boolean quick, long seed, int resolution) {
        return compute(List.of(ADABOOST, CGENS), quick, seed, resolution, ExperimentData.ARTIFICIAL_TRAIN,
                ExperimentData.ARTIFICIAL_TEST);
    }

    /**
     * As {@link #compute(boolean, long, int)} with other methods (each a staged learner: AdaBoost with a fixed T,
     * CGEns, LPBoost) and sizes; the boundary is the last method's.
     */
    static Result compute(List<Method> methods, boolean quick, long seed, int resolution, int trainRows,
                          int testRows) {
        if (resolution < 2) {
            throw new IllegalArgumentException("resolution must be >= 2, got " + resolution);
        }
        SplittableRandom seeds = new SplittableRandom(seed);
        Dataset train = toyData(trainRows, seeds.nextLong());
        Dataset test = toyData(testRows, seeds.nextLong());
        long learnerSeed = seeds.nextLong();
        LearnerContext context = new LearnerContext(learnerSeed, 1);
        List<Curve> curves = new ArrayList<>();
        Classifier last = null;
        for (Method m : methods) {
            Spec chosen = CellRunner.select(m, quick, train, context);
            Trainer<? extends Classifier> trainer = Learners.create(chosen, context);
            if (!(trainer instanceof Staged<?> staged)) {
                throw new IllegalArgumentException(m.name() + ": " + chosen + " has no iteration budget to draw");
            }
            int budget = staged.budget();
            int[] budgets = new int[budget];
            for (int t = 0; t < budget; t++) {
                budgets[t] = t + 1;
            }
            List<? extends Model> models = staged.fitBudgets(train, budgets);
            double[] trainError = new double[budget];
            double[] testError = new double[budget];
            for (int t = 0; t < budget; t++) {
                Classifier model = (Classifier) models.get(t);
                trainError[t] = 1 - Metrics.accuracy(model, train);
                testError[t] = 1 - Metrics.accuracy(model, test);
                last = model;
            }
            curves.add(new Curve(m.name(), chosen.toString(), Report.gridEdge(m.grid(quick), chosen.toString()),
                    trainError, testError));
        }
        int[] boundary = last == null ? new int[0] : BoundaryFigure.predictGrid(last, resolution, EXTENT);
        return new Result(train, test, learnerSeed, resolution, boundary, curves);
    }
}

package org.infens.experiment;

import java.util.ArrayList;
import java.util.List;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Lin &amp; Li 2008, Fig. 3 (Sec. 7.1): decision boundaries of SVM-Stump, SVM-Mid, AdaBoost-Stump and LPBoost-Stump on
 * 300 training rows of the two-dimensional twonorm problem, whose Bayes-optimal boundary is the line x1 + x2 = 0.
 * Each method's parameters are chosen as in the tables (five-fold cross-validation over its grid); the figure's
 * data are its predicted class on a square grid of points, and the grid axes on whose edge the selection fell (the
 * best value may then lie outside the grid; the report flags it as it flags the tables' cells). Drawing is left to the
 * caller.
 */
public final class BoundaryFigure {
    /** Half the side of the square shown, [-4, 4]^2: the class means are at +-(1.41, 1.41). */
    public static final double EXTENT = 4;

    /**
     * One method's panel.
     *
     * @param method      the method name
     * @param selected    the selected spec, or empty if unavailable
     * @param classes     predicted class index ({@link Synthetic#LABELS}) at each grid point, row-major from the
     *                    top-left corner (x1 increasing along a row, x2 decreasing down the rows); empty if
     *                    unavailable
     * @param unavailable why the method could not be run, or empty
     * @param gridEdge    the grid axes whose first or last value the selection took ({@link Report#gridEdge}, e.g.
     *                    {@code C=2^-17}: the best value may lie outside the grid), or empty
     */
    public record Panel(String method, String selected, int[] classes, String unavailable, String gridEdge) {
        /** Copies the array. */
        public Panel {
            classes = classes.clone();
        }

        /** The predicted classes (a copy). */
        @Override
        public int[] classes() {
            return classes.clone();
        }
    }

    /**
     * The figure's data.
     *
     * @param train      the 300 training rows (2 features)
     * @param resolution grid points per side
     * @param panels     one per method, in order
     */
    public record Result(Dataset train, int resolution, List<Panel> panels) {
        /** Copies the list. */
        public Result {
            panels = List.copyOf(panels);
        }
    }

    private BoundaryFigure() {
    }

    /** The methods of Lin &amp; Li 2008, Fig. 3. */
    public static List<Method> methods() {
        return List.of(PaperMethods.SVM_STUMP, PaperMethods.SVM_MID, PaperMethods.ADABOOST_STUMP,
                PaperMethods.LPBOOST_STUMP);
    }

    /**
     * Trains each method on one 2-D twonorm sample and predicts on a grid.
     *
     * @param methods    the methods (see {@link #methods()})
     * @param quick      whether to use their quick variants
     * @param seed       seed of the data and the folds
     * @param resolution grid points per side, {@code >= 2}
     */
    public static Result compute(List<Method> methods, boolean quick, long seed, int resolution) {
        if (resolution < 2) {
            throw new IllegalArgumentException("resolution must be >= 2, got " + resolution);
        }
        Dataset train = Synthetic.Problem.TWONORM.generate(300, 2, seed);
        List<Panel> panels = new ArrayList<>();
        for (Method m : methods) {
            try {
                Spec chosen = CellRunner.select(m, quick, train, new LearnerContext(seed, 1));
                Classifier model = Learners.create(chosen, new LearnerContext(seed, 1)).fit(train);
                String shown = CellRunner.fitted(chosen, model).toString();
                panels.add(new Panel(m.name(), shown, predictGrid(model, resolution, EXTENT), "",
                        Report.gridEdge(m.grid(quick), chosen.toString())));
            } catch (IllegalArgumentException e) {
                panels.add(new Panel(m.name(), "", new int[0], e.getMessage() == null ? e.toString()
                        : e.getMessage(), ""));
            }
        }
        return new Result(train, resolution, panels);
    }

    /**
     * A two-class model's predicted class index ({@link Synthetic#LABELS}, matched by label name) at each point of a
     * {@code resolution} x {@code resolution} grid on [-extent, extent]^2, row-major from the top-left corner (x1
     * increasing along a row, x2 decreasing down the rows).
     */
    static int[] predictGrid(Classifier model, int resolution, double extent) {
        double[] x = new double[2 * resolution * resolution];
        for (int r = 0; r < resolution; r++) {
            for (int c = 0; c < resolution; c++) {
                int i = r * resolution + c;
                x[2 * i] = -extent + 2 * extent * c / (resolution - 1);
                x[2 * i + 1] = extent - 2 * extent * r / (resolution - 1);
            }
        }
        Dataset grid = Dataset.dense(x, 2, new int[resolution * resolution], Synthetic.LABELS, null);
        int[] predicted = Prediction.classIndices(model.predictAll(grid, Runtime.getRuntime().availableProcessors()));
        int[] classes = new int[predicted.length];
        for (int i = 0; i < predicted.length; i++) {
            classes[i] = Synthetic.LABELS.indexOf(model.labels().name(predicted[i]));
        }
        return classes;
    }
}

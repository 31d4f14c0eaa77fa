package org.infens.experiment;

import java.util.List;
import java.util.Objects;

/**
 * One figure of a paper that {@code infens reproduce} draws, by id ({@code <paper>-figure<N>}): what it shows and
 * where in the paper it is. Its data are computed by {@link BoundaryFigure}, {@link ConvergenceFigure} or {@link
 * FeatureFrequencyFigure}; the command draws it when its id is named, when every experiment is run, or when one of its
 * companion tables is.
 *
 * @param id         a short name for the command line, e.g. {@code 001-figure1}
 * @param title      what the figure shows
 * @param source     the paper's citation and where in it the figure is
 * @param companions the ids of the tables whose runs also draw it (the table whose methods or cells it shows)
 * @param notes      remarks printed with the figure: protocol choices, and why a selection it shows differs
 */
public record PaperFigure(String id, String title, String source, List<String> companions, List<String> notes) {
    /** Lin &amp; Li 2008, Fig. 3: decision boundaries on 2-D twonorm ({@link BoundaryFigure}). */
    public static final PaperFigure FIGURE_002_3 = new PaperFigure("002-figure3",
            "Decision boundaries of SVM-Stump, SVM-Mid, AdaBoost-Stump and LPBoost-Stump on 2-D twonorm",
            PaperTables.LIN_LI + ", Sec. 7.1, Fig. 3", List.of("002-table2", "002-table3", "002-table4",
                    "002-table5", "002-table6"), List.of("With the default master seed (1), SVM-Stump and SVM-Mid"
                    + " select C = 2^-17, the bottom of Lin & Li 2008's grid. Not the grid: their 5-fold CV accuracy is"
                    + " flat there (SVM-Stump 292/300 for every C from 2^-17 to 2^-5, SVM-Mid 292/300 from 2^-17 to"
                    + " 2^-13) and ties go to the smaller C; below some C the classifier stops changing (SVM-Stump's"
                    + " predictions at C = 2^-13 and 2^-17 are the same on the figure's grid), so a grid reaching"
                    + " lower would draw the same panel (PaperFiguresTest)."));
    /** Shen &amp; Liu 2014, Fig. 1: CGEns's boundary on 2-D toy data and the convergence of AdaBoost and CGEns. */
    public static final PaperFigure FIGURE_001_1 = new PaperFigure("001-figure1",
            "CGEns's decision boundary on 2-D toy data; training and test errors of AdaBoost and CGEns against"
                    + " iterations", PaperTables.SHEN_LIU + ", Sec. VI-A, Fig. 1", List.of(), List.of("Shen & Liu 2014"
                    + " give neither the data's size, the radius, the iterations nor C: N(0, I_2) points, class 1"
                    + " inside radius sqrt(2 ln 2) (the median of ||x||, so the classes are balanced), 300 training"
                    + " and 3000 test points, 100 iterations, CGEns's C by 5-fold CV over Table I's grid"
                    + " (ConvergenceFigure)."));
    /** Shen &amp; Liu 2014, Fig. 5: how often each Spambase feature is chosen ({@link FeatureFrequencyFigure}). */
    public static final PaperFigure FIGURE_001_5 = new PaperFigure("001-figure5",
            "Frequency of each Spambase feature among the stumps of AdaBoost and CGEns (60 iterations)",
            PaperTables.SHEN_LIU + ", Sec. VIII-B, Fig. 5", List.of("001-table4"), List.of("Run r's models are"
                    + " Table IV's cell of run r (same split, seed and selected C); a stump counts once per iteration"
                    + " that chose it; min(runs, 20) runs, Shen & Liu 2014's 20 (FeatureFrequencyFigure)."));

    private static final List<PaperFigure> ALL = List.of(FIGURE_002_3, FIGURE_001_1, FIGURE_001_5);

    /** Checks the id and copies the list. */
    public PaperFigure {
        if (id == null || !id.matches("\\d{3}-figure\\d+")) {
            throw new IllegalArgumentException("figure id must be <paper>-figure<N>, got " + id);
        }
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(source, "source");
        companions = List.copyOf(companions);
        notes = List.copyOf(notes);
    }

    /** Every figure, in order. */
    public static List<PaperFigure> all() {
        return ALL;
    }

    /** The figure with this id, or null. */
    public static PaperFigure byId(String id) {
        for (PaperFigure f : ALL) {
            if (f.id.equals(id)) {
                return f;
            }
        }
        return null;
    }

    /** Whether a run of these experiments (every one when {@code all}) draws this figure. */
    public boolean drawnWith(List<Experiment> experiments, boolean all) {
        return all || experiments.stream().anyMatch(e -> companions.contains(e.id()));
    }
}

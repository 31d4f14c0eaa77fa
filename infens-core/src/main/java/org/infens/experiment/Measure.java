package org.infens.experiment;

/** What a table reports for each (data set, method) cell, averaged over the runs. */
public enum Measure {
    /** Test error in percent of the model trained with the selected parameters (Lin &amp; Li 2008, Tables 2-5). */
    TEST_ERROR("test error (%)"),
    /** Wall-clock seconds of the parameter selection (grid search by cross-validation; Lin &amp; Li 2008, Table 6). */
    SELECTION_SECONDS("parameter selection time (s)"),
    /** Test accuracy in percent, 100 minus the test error (Zhao 2017, Table 4.2). */
    TEST_ACCURACY("test accuracy (%)"),
    /**
     * Precision of the positive class on the test set, in percent (Zhao 2017, (4.1) and Table 4.4, which prints it as a
     * fraction): TP / (TP + FP), 0 when nothing is predicted positive. The positive class is the test set's label
     * {@code 1} (or {@code +1}); a cell without one has no value.
     */
    PRECISION("precision of the positive class (%)"),
    /** Recall of the positive class on the test set, in percent (Zhao 2017, (4.1)): TP / (TP + FN). */
    RECALL("recall of the positive class (%)"),
    /** F1 of the positive class on the test set, in percent (Zhao 2017, (4.1)): 2 P R / (P + R), 0 when both are 0. */
    F1("F1 of the positive class (%)");

    private final String description;

    Measure(String description) {
        this.description = description;
    }

    /** How the measure is written in a table caption, with its unit. */
    public String description() {
        return description;
    }

    /** Whether a smaller value is the better one (error, time), as opposed to accuracy, precision, recall and F1. */
    public boolean lowerIsBetter() {
        return this == TEST_ERROR || this == SELECTION_SECONDS;
    }

    /** This measure's value in a finished cell; NaN when the cell has none (no positive class). */
    double of(CellResult r) {
        return switch (this) {
            case TEST_ERROR -> 100 * r.testError();
            case SELECTION_SECONDS -> r.selectionSeconds();
            case TEST_ACCURACY -> 100 * (1 - r.testError());
            case PRECISION -> 100 * r.positive().precision();
            case RECALL -> 100 * r.positive().recall();
            case F1 -> 100 * r.positive().f1();
        };
    }
}

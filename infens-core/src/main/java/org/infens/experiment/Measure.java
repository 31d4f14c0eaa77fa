package org.infens.experiment;

/** What a table reports for each (data set, method) cell, averaged over the runs. */
public enum Measure {
    /** Test error in percent of the model trained with the selected parameters (Lin &amp; Li 2008, Tables 2-5). */
    TEST_ERROR("test error (%)"),
    /** Wall-clock seconds of the parameter selection (grid search by cross-validation; Lin &amp; Li 2008, Table 6). */
    SELECTION_SECONDS("parameter selection time (s)"),
    /** Test accuracy in percent, 100 minus the test error (Zhao 2017, Table 4.2). */
    TEST_ACCURACY("test accuracy (%)");

    private final String description;

    Measure(String description) {
        this.description = description;
    }

    /** How the measure is written in a table caption, with its unit. */
    public String description() {
        return description;
    }

    /** Whether a smaller value is the better one (error, time), as opposed to accuracy. */
    public boolean lowerIsBetter() {
        return this != TEST_ACCURACY;
    }

    /** This measure's value in a finished cell. */
    double of(CellResult r) {
        return switch (this) {
            case TEST_ERROR -> 100 * r.testError();
            case SELECTION_SECONDS -> r.selectionSeconds();
            case TEST_ACCURACY -> 100 * (1 - r.testError());
        };
    }
}

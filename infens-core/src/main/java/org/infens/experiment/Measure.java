package org.infens.experiment;

/** What a table reports for each (data set, method) cell, averaged over the runs. */
public enum Measure {
    /** Test error in percent of the model trained with the selected parameters (002 Tables 2-5). */
    TEST_ERROR("test error (%)"),
    /** Wall-clock seconds of the parameter selection (grid search by cross-validation; 002 Table 6). */
    SELECTION_SECONDS("parameter selection time (s)");

    private final String description;

    Measure(String description) {
        this.description = description;
    }

    /** How the measure is written in a table caption, with its unit. */
    public String description() {
        return description;
    }

    /** This measure's value in a finished cell. */
    double of(CellResult r) {
        return this == TEST_ERROR ? 100 * r.testError() : r.selectionSeconds();
    }
}

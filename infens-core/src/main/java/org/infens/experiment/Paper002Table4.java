package org.infens.experiment;

/** 002 Table 4 (Sec. 7.1): test error (%) of ensemble learning with decision trees. */
final class Paper002Table4 {
    private Paper002Table4() {
    }

    static Experiment definition() {
        return Experiment.builder("002-table4", "Test error (%) of ensemble learning algorithms using decision trees",
                        "002_9a7be6bf8c3ab198.txt Sec. 7.1, Table 4", Measure.TEST_ERROR)
                .methods(PaperMethods.SVM_DEC, PaperMethods.ADABOOST_DEC, PaperMethods.LPBOOST_DEC)
                .row("twonorm", 2.87, 0.04, 3.74, 0.05, 4.80, 0.06)
                .row("twonorm-n", 3.10, 0.05, 6.46, 0.09, 7.89, 0.10)
                .row("threenorm", 15.0, 0.11, 16.8, 0.09, 18.3, 0.10)
                .row("threenorm-n", 16.8, 0.15, 20.2, 0.16, 22.0, 0.12)
                .row("ringnorm", 2.25, 0.05, 4.33, 0.06, 6.00, 0.10)
                .row("ringnorm-n", 2.67, 0.06, 7.32, 0.12, 8.76, 0.12)
                .row("australian", 14.3, 0.18, 13.7, 0.16, 13.8, 0.17)
                .row("breast", 3.18, 0.08, 2.92, 0.09, 3.94, 0.16)
                .row("german", 24.9, 0.20, 24.5, 0.17, 24.9, 0.19)
                .row("heart", 16.8, 0.31, 19.5, 0.33, 20.4, 0.35)
                .row("ionosphere", 6.48, 0.19, 6.59, 0.19, 6.81, 0.22)
                .row("pima", 24.0, 0.24, 26.1, 0.21, 26.4, 0.20)
                .row("sonar", 14.7, 0.42, 19.6, 0.45, 21.3, 0.42)
                .row("votes84", 4.59, 0.15, 5.04, 0.14, 5.95, 0.17)
                .note("SVM-Dec is SVM with the Laplacian-RBF kernel, which embodies infinitely many decision trees"
                        + " (002 Sec. 6.3).")
                .note(PaperMethods.LARGE_SETS_NOTE)
                .build();
    }
}

package org.infens.experiment;

/** 002 Table 3 (Sec. 7.1): test error (%) of ensemble learning with perceptrons. */
final class Paper002Table3 {
    private Paper002Table3() {
    }

    static Experiment definition() {
        return Experiment.builder("002-table3", "Test error (%) of ensemble learning algorithms using perceptrons",
                        "002_9a7be6bf8c3ab198.txt Sec. 7.1, Table 3", Measure.TEST_ERROR)
                .methods(PaperMethods.SVM_PERC, PaperMethods.ADABOOST_PERC, PaperMethods.LPBOOST_PERC)
                .row("twonorm", 2.55, 0.03, 3.11, 0.04, 3.52, 0.05)
                .row("twonorm-n", 2.75, 0.05, 4.53, 0.10, 6.89, 0.11)
                .row("threenorm", 14.6, 0.08, 17.3, 0.11, 18.2, 0.11)
                .row("threenorm-n", 16.3, 0.10, 20.0, 0.18, 22.1, 0.13)
                .row("ringnorm", 2.46, 0.04, 36.3, 0.14, 37.4, 0.13)
                .row("ringnorm-n", 3.50, 0.09, 37.8, 0.20, 39.1, 0.15)
                .row("australian", 14.5, 0.17, 15.7, 0.16, 16.4, 0.17)
                .row("breast", 3.23, 0.08, 3.49, 0.10, 3.80, 0.10)
                .row("german", 24.6, 0.20, 25.0, 0.18, 26.4, 0.21)
                .row("heart", 17.6, 0.31, 18.2, 0.32, 19.8, 0.32)
                .row("ionosphere", 6.40, 0.20, 11.4, 0.23, 12.1, 0.25)
                .row("pima", 23.5, 0.21, 24.8, 0.20, 26.4, 0.19)
                .row("sonar", 15.6, 0.40, 19.8, 0.43, 22.5, 0.47)
                .row("votes84", 4.43, 0.14, 4.37, 0.16, 4.92, 0.16)
                .note(PaperMethods.LARGE_SETS_NOTE)
                .build();
    }
}

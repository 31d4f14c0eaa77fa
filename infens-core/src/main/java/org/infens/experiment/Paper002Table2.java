package org.infens.experiment;

/** 002 Table 2 (Sec. 7.1): test error (%) of ensemble learning with decision stumps. */
final class Paper002Table2 {
    private Paper002Table2() {
    }

    static Experiment definition() {
        return Experiment.builder("002-table2", "Test error (%) of ensemble learning algorithms using decision stumps",
                        "002_9a7be6bf8c3ab198.txt Sec. 7.1, Table 2", Measure.TEST_ERROR)
                .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_MID, PaperMethods.ADABOOST_STUMP,
                        PaperMethods.LPBOOST_STUMP)
                .row("twonorm", 2.86, 0.04, 3.10, 0.04, 5.02, 0.06, 5.58, 0.07)
                .row("twonorm-n", 3.08, 0.06, 3.29, 0.05, 12.7, 0.17, 17.9, 0.19)
                .row("threenorm", 17.7, 0.10, 18.6, 0.12, 22.1, 0.12, 24.1, 0.15)
                .row("threenorm-n", 19.0, 0.14, 19.6, 0.13, 26.1, 0.17, 30.3, 0.16)
                .row("ringnorm", 3.97, 0.07, 5.30, 0.07, 10.1, 0.14, 10.3, 0.14)
                .row("ringnorm-n", 5.56, 0.11, 7.03, 0.14, 19.6, 0.20, 22.4, 0.21)
                .row("australian", 14.4, 0.21, 15.9, 0.18, 14.2, 0.18, 19.8, 0.24)
                .row("breast", 3.11, 0.08, 2.77, 0.08, 4.41, 0.10, 4.79, 0.12)
                .row("german", 24.7, 0.18, 24.9, 0.17, 25.4, 0.19, 31.6, 0.20)
                .row("heart", 16.4, 0.27, 19.1, 0.35, 19.2, 0.35, 24.4, 0.39)
                .row("ionosphere", 8.13, 0.17, 8.37, 0.20, 11.3, 0.25, 11.5, 0.24)
                .row("pima", 24.1, 0.23, 24.4, 0.23, 24.8, 0.23, 31.0, 0.24)
                .row("sonar", 16.6, 0.42, 18.0, 0.37, 19.4, 0.38, 19.8, 0.37)
                .row("votes84", 4.76, 0.14, 4.76, 0.14, 4.27, 0.15, 5.87, 0.16)
                .note(PaperMethods.LARGE_SETS_NOTE)
                .build();
    }
}

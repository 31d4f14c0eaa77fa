package org.infens.experiment;

/** 002 Table 5 (Sec. 7.2): test error (%) of SVM with radial basis function kernels. */
final class Paper002Table5 {
    private Paper002Table5() {
    }

    static Experiment definition() {
        return Experiment.builder("002-table5", "Test error (%) of SVM with radial basis function kernels",
                        "002_9a7be6bf8c3ab198.txt Sec. 7.2, Table 5", Measure.TEST_ERROR)
                .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_DEC, PaperMethods.SVM_GAUSS)
                .row("twonorm", 2.86, 0.04, 2.55, 0.03, 2.87, 0.04, 2.64, 0.05)
                .row("twonorm-n", 3.08, 0.06, 2.75, 0.05, 3.10, 0.05, 2.86, 0.07)
                .row("threenorm", 17.7, 0.10, 14.6, 0.08, 15.0, 0.11, 14.6, 0.11)
                .row("threenorm-n", 19.0, 0.14, 16.3, 0.10, 16.8, 0.15, 15.6, 0.15)
                .row("ringnorm", 3.97, 0.07, 2.46, 0.04, 2.25, 0.05, 1.77, 0.04)
                .row("ringnorm-n", 5.56, 0.11, 3.50, 0.09, 2.67, 0.06, 2.05, 0.07)
                .row("australian", 14.4, 0.21, 14.5, 0.17, 14.3, 0.18, 14.7, 0.18)
                .row("breast", 3.11, 0.08, 3.23, 0.08, 3.18, 0.08, 3.53, 0.10)
                .row("german", 24.7, 0.18, 24.6, 0.20, 24.9, 0.20, 24.5, 0.21)
                .row("heart", 16.4, 0.27, 17.6, 0.31, 16.8, 0.31, 17.5, 0.31)
                .row("ionosphere", 8.13, 0.17, 6.40, 0.20, 6.48, 0.19, 6.54, 0.19)
                .row("pima", 24.1, 0.23, 23.5, 0.21, 24.0, 0.24, 23.5, 0.20)
                .row("sonar", 16.6, 0.42, 15.6, 0.40, 14.7, 0.42, 15.5, 0.50)
                .row("votes84", 4.76, 0.14, 4.43, 0.14, 4.59, 0.15, 4.62, 0.14)
                .note(PaperMethods.LARGE_SETS_NOTE)
                .build();
    }
}

package org.infens.experiment;

/**
 * 001 Table II (001_8b8a378b5fb1250a.txt Sec. VI-A): test error (%) with Fourier weak learners (RFF with 2000
 * features, the SVM with the Gaussian kernel, CGEns) and with perceptrons (AdaBoost, LPBoost, the SVM with the
 * perceptron kernel, CGEns), 500 weak learners for CGEns, 2000 sampled candidates per iteration; 5 random splits,
 * standard deviations printed.
 */
final class Paper001Table2 {
    private Paper001Table2() {
    }

    static Experiment definition() {
        return Experiment.builder("001-table2",
                        "Test error (%) with Fourier weak learners (RBF kernel) and perceptrons (perceptron kernel)",
                        "001_8b8a378b5fb1250a.txt Sec. VI-A, Table II", Measure.TEST_ERROR)
                .methods(Paper001Methods.RFF, PaperMethods.SVM_GAUSS, Paper001Methods.CGENS_FOURIER,
                        Paper001Methods.ADABOOST_PERC, Paper001Methods.LPBOOST_PERC, PaperMethods.SVM_PERC,
                        Paper001Methods.CGENS_PERC)
                .standardDeviationsOver(5)
                .row("banana", 11.41, 0.84, 11.64, 0.66, 11.74, 0.67, 11.40, 0.48, 12.52, 1.15, 11.72, 0.78,
                        10.88, 0.28)
                .row("b-cancer", 28.83, 4.35, 28.31, 4.63, 27.79, 3.26, 30.91, 5.91, 30.68, 4.27, 29.87, 6.30,
                        28.83, 4.81)
                .row("pima", 24.27, 0.68, 24.33, 1.51, 23.87, 2.34, 26.87, 3.01, 25.54, 1.58, 24.07, 1.40,
                        24.73, 1.55)
                .row("f-solar", 31.85, 1.66, 31.85, 1.66, 32.15, 1.45, 34.80, 1.57, 33.96, 1.50, 33.10, 2.02,
                        32.05, 1.59)
                .row("german", 23.53, 2.58, 22.80, 2.06, 24.13, 2.35, 26.00, 1.05, 24.04, 2.59, 24.33, 3.79,
                        21.60, 2.70)
                .row("heart", 17.00, 4.53, 17.60, 4.67, 17.80, 4.82, 20.60, 6.43, 20.06, 4.83, 17.80, 2.95,
                        18.60, 6.07)
                .row("image", 3.80, 1.68, 2.99, 0.49, 3.90, 0.98, 2.75, 0.50, 3.06, 0.51, 3.19, 0.44, 2.50, 0.52)
                .row("ringnorm", 2.03, 0.13, 1.66, 0.08, 2.47, 0.21, 4.99, 0.50, 7.96, 0.45, 2.15, 0.23,
                        3.02, 0.21)
                .row("splice", 13.14, 0.89, 11.32, 0.77, 12.02, 0.40, 13.87, 0.84, 15.28, 0.84, 12.46, 1.28,
                        13.51, 1.08)
                .row("thyroid", 4.27, 2.19, 3.73, 1.46, 3.73, 2.56, 3.47, 1.19, 7.46, 4.59, 6.93, 3.04, 4.80, 3.21)
                .row("titanic", 22.42, 0.66, 22.42, 0.66, 22.37, 0.73, 24.05, 1.89, 22.56, 1.89, 22.56, 0.75,
                        22.09, 0.83)
                .row("twonorm", 3.71, 1.59, 2.81, 0.27, 3.00, 0.61, 3.27, 0.36, 3.42, 0.48, 2.45, 0.13, 3.19, 0.49)
                .row("waveform", 10.80, 0.37, 10.96, 0.32, 10.47, 0.23, 11.20, 0.23, 11.98, 0.55, 11.96, 0.63,
                        10.80, 0.33)
                .note(Paper001Methods.BENCHMARK_NOTE)
                .note(Paper001Methods.deviationNote(5))
                .note("sigma: as 001, CGEns-Fourier and RFF take sigma = 1/sqrt(2 gamma) from SVM-Gauss's"
                        + " selection of gamma on the same training set, and cross-validate only C."
                        + " AdaBoost-Perc T and LPBoost-Perc columns in {25, ..., 500}"
                        + " as Table I. SVM-Gauss and SVM-Perc are 002's methods (shared cells).")
                .build();
    }
}

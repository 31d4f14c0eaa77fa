package org.infens.experiment;

/**
 * 002 Table 6 (Sec. 7.2): parameter-selection time (s) per kernel on the artificial sets. The cells are the same
 * computations as Table 5's (the time of the five-fold grid search is recorded with every cell), so this table
 * costs nothing extra. The paper's times are from a dual 1.7 GHz Xeon with LIBSVM 2.8; only their ratios are
 * comparable (the paper saw SVM-Gauss 13-20x slower than SVM-Stump).
 */
final class Paper002Table6 {
    private Paper002Table6() {
    }

    static Experiment definition() {
        return Experiment.builder("002-table6", "Parameter selection time (s) per kernel",
                        "002_9a7be6bf8c3ab198.txt Sec. 7.2, Table 6", Measure.SELECTION_SECONDS)
                .methods(PaperMethods.SVM_STUMP, PaperMethods.SVM_PERC, PaperMethods.SVM_DEC, PaperMethods.SVM_GAUSS)
                .values("twonorm", 1.34, 1.44, 19.5, 23.1)
                .values("threenorm", 1.69, 1.69, 23.1, 31.1)
                .values("ringnorm", 1.50, 1.60, 23.7, 27.9)
                .note("Wall-clock seconds of one five-fold grid search on one thread (11 C values for stump and"
                        + " perceptron, 10 x 11 (gamma, C) for Laplacian and Gaussian); cells run in parallel, so"
                        + " times on a loaded machine are indicative. The paper's times are from a 1.7 GHz Xeon:"
                        + " compare ratios, not seconds.")
                .build();
    }
}

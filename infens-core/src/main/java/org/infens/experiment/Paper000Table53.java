package org.infens.experiment;

/**
 * 000 Table 5.3 (Sec. 5.2.2): sparsity and regularization on the artificial sets: soft-margin SVM-Stump (C by
 * cross-validation), hard-margin SVM-Stump ({@code C = inf}), AdaBoost-Stump with T = 1000, and hard-margin
 * LPBoost-Stump ({@code C = inf}).
 */
final class Paper000Table53 {
    private Paper000Table53() {
    }

    static Experiment definition() {
        return Experiment.builder("000-table5.3", "Test error (%): sparsity and regularization",
                        "000_79ecdb591e3e1a11.txt Sec. 5.2.2, Table 5.3", Measure.TEST_ERROR)
                .methods(PaperMethods.SVM_STUMP,
                        Method.of("SVM-Stump C=inf", "svm(kernel=stump, C=inf)"),
                        Method.of("AdaBoost-Stump T=1000", "adaboost(base=stump, T=1000)"),
                        Method.of("LPBoost-Stump C=inf", "lpboost(base=stump, C=inf)")
                                .withQuick("lpboost(base=stump, C=inf, columns=200)"))
                .row("twonorm", 2.86, 0.04, 4.02, 0.06, 4.97, 0.06, 5.54, 0.68)
                .row("threenorm", 17.7, 0.10, 22.0, 0.13, 22.9, 0.12, 24.1, 0.14)
                .row("ringnorm", 3.97, 0.07, 4.36, 0.06, 9.95, 0.14, 11.9, 0.15)
                .note("LPBoost-Stump C=inf on twonorm: the thesis prints 5.54 ± 0.68 (in Tables 5.2 and 5.3), ten"
                        + " times its neighbours' standard errors; copied as printed, so that cell's z is small.")
                .build();
    }
}

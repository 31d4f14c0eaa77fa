package org.infens.experiment;

/**
 * 001 Table I (001_8b8a378b5fb1250a.txt Sec. VI-A): test error (%) of AdaBoost, LPBoost, the SVM with the stump
 * kernel and CGEns, all with decision stumps, on 001's 13 benchmarks; the number of iterations and C chosen by 5-fold
 * cross-validation ({@link Paper001Methods}). 001 averages 5 random splits and prints standard deviations.
 */
final class Paper001Table1 {
    private Paper001Table1() {
    }

    static Experiment definition() {
        return Experiment.builder("001-table1", "Test error (%) with decision stumps (stump kernel for the SVM)",
                        "001_8b8a378b5fb1250a.txt Sec. VI-A, Table I", Measure.TEST_ERROR)
                .methods(Paper001Methods.ADABOOST_STUMP, Paper001Methods.LPBOOST_STUMP, PaperMethods.SVM_STUMP,
                        Paper001Methods.CGENS_STUMP)
                .standardDeviationsOver(5)
                .row("banana", 28.38, 0.55, 27.28, 0.25, 27.16, 1.70, 26.97, 1.35)
                .row("b-cancer", 28.83, 6.12, 29.90, 1.84, 29.61, 1.69, 30.13, 2.13)
                .row("pima", 25.13, 1.48, 25.66, 2.41, 25.53, 1.32, 25.07, 2.35)
                .row("f-solar", 32.85, 1.44, 31.98, 1.69, 32.30, 2.45, 31.80, 1.70)
                .row("german", 26.27, 2.14, 22.88, 1.74, 22.87, 1.74, 22.87, 2.39)
                .row("heart", 18.80, 4.60, 18.60, 4.45, 17.00, 3.39, 18.40, 4.51)
                .row("image", 2.55, 0.67, 2.44, 0.63, 3.62, 0.58, 2.85, 0.45)
                .row("ringnorm", 8.72, 0.66, 8.98, 0.88, 3.93, 1.66, 5.71, 0.42)
                .row("splice", 8.48, 0.57, 8.30, 0.87, 7.56, 0.24, 6.23, 0.47)
                .row("thyroid", 5.87, 4.58, 6.94, 5.56, 5.87, 3.60, 5.60, 3.45)
                .row("titanic", 24.53, 2.86, 22.38, 0.33, 22.30, 0.53, 22.30, 0.53)
                .row("twonorm", 4.66, 0.34, 5.32, 0.73, 3.07, 0.54, 4.40, 0.46)
                .row("waveform", 12.86, 0.46, 12.96, 0.59, 12.84, 2.32, 12.63, 0.67)
                .note(Paper001Methods.BENCHMARK_NOTE)
                .note(Paper001Methods.deviationNote(5))
                .note("Grids: AdaBoost T, LPBoost columns and CGEns J in {25, 50, 100, 250, 500} (001's);"
                        + " LPBoost C = 2^-17..2^3 step 2 (002's), CGEns " + Paper001Methods.CGENS_C_GRID + " (001 prints none);"
                        + " SVM-Stump is 002's method and shares its cells with 002 Table 2.")
                .build();
    }
}

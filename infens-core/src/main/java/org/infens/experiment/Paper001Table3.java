package org.infens.experiment;

/**
 * 001 Table III (001_8b8a378b5fb1250a.txt Sec. VI-B): multi-class test error (%) of AdaBoost.ECC, AdaBoost.MH,
 * MultiBoost and CGEns-SLS with decision stumps, 500 iterations, the regularisation of CGEns-SLS and MultiBoost by
 * 5-fold cross-validation; UCI sets split 75%/25% at random ({@code NAME@75}, {@link ExperimentData}), 10 runs.
 */
final class Paper001Table3 {
    private Paper001Table3() {
    }

    static Experiment definition() {
        return Experiment.builder("001-table3", "Multi-class test error (%) with decision stumps",
                        "001_8b8a378b5fb1250a.txt Sec. VI-B, Table III", Measure.TEST_ERROR)
                .methods(Paper001Methods.ADABOOST_ECC, Paper001Methods.ADABOOST_MH, Paper001Methods.MULTIBOOST,
                        Paper001Methods.CGENS_SLS)
                .standardDeviationsOver(10)
                .row("wine@75", 3.4, 2.9, 3.6, 2.5, 3.0, 2.9, 2.3, 1.9)
                .row("iris@75", 7.3, 2.1, 6.2, 1.7, 5.7, 2.2, 6.0, 4.0)
                .row("glass@75", 24.2, 5.3, 23.2, 4.7, 31.5, 8.6, 25.9, 5.8)
                .row("vehicle@75", 22.3, 2.1, 22.0, 1.8, 30.3, 3.2, 22.2, 1.5)
                .row("dna@75", 6.4, 0.5, 5.9, 0.5, 6.1, 0.4, 5.4, 1.2)
                .row("vowel@75", 31.1, 3.2, 20.1, 2.6, 32.7, 11.4, 19.3, 1.1)
                .row("segment@75", 4.2, 0.8, 2.3, 0.5, 3.6, 0.6, 2.6, 0.5)
                .standardDeviationsOver(5)
                .row("mnist", 12.1, 0.3, 10.9, 0.2, 10.4, 0.4, 12.0, 0.2)
                .row("usps", 6.1, 0.7, 5.6, 0.3, 8.5, 0.4, 6.3, 0.5)
                .row("pascal07", 56.5, 0.2, 54.5, 0.8, 55.9, 1.4, 53.6, 0.8)
                .row("labelme", 27.3, 0.4, 25.4, 0.4, 25.0, 0.4, 26.2, 0.1)
                .row("cifar10", 52.0, 0.6, 49.5, 0.6, 50.8, 0.5, 47.1, 0.4)
                .row("scene15", 26.5, 0.9, 24.9, 0.6, 27.8, 0.7, 23.9, 0.3)
                .row("sun", 60.8, 1.1, 56.4, 1.3, 61.1, 0.8, 53.9, 1.5)
                .note(Paper001Methods.deviationNote(10) + " The vision rows are over 5 tests.")
                .note("The vision rows (MNIST, USPS, PASCAL07, LabelMe, CIFAR10, Scene15, SUN with their GIST, HOG"
                        + " and bag-of-words features) are not bundled. AdaBoost.ECC and MultiBoost are not"
                        + " implemented. AdaBoost.MH runs its 500 rounds (001 cross-validates only the"
                        + " regularisation of CGEns-SLS and MultiBoost); CGEns-SLS " + Paper001Methods.CGENS_C_GRID
                        + " (001 prints no grid).")
                .build();
    }
}

package org.infens.experiment;

/**
 * 001 Table IV (001_8b8a378b5fb1250a.txt Sec. VIII-B): test error (%) of AdaBoost and CGEns with decision stumps on
 * UCI Spambase, 60 iterations each, C of CGEns by 5-fold cross-validation, 20 runs with a 3:2 training/test split
 * (the default 60/40 split of {@link ExperimentData}).
 */
final class Paper001Table4 {
    private Paper001Table4() {
    }

    static Experiment definition() {
        return Experiment.builder("001-table4", "Test error (%) on Spambase with decision stumps, 60 iterations",
                        "001_8b8a378b5fb1250a.txt Sec. VIII-B, Table IV", Measure.TEST_ERROR)
                .methods(Method.of("AdaBoost", "adaboost(base=stump, T=60)"),
                        Method.of("CGEns", "cgens(weak=stump, J=60)", Paper001Methods.CGENS_C_GRID)
                                .withQuick("cgens(weak=stump, J=60)", Paper001Methods.CGENS_C_GRID_QUICK))
                .standardDeviationsOver(20)
                .row("spambase", 6.32, 0.66, 5.80, 0.46)
                .note(Paper001Methods.deviationNote(20))
                .note("Spambase (4601 e-mails, 57 features) is not bundled yet; the row is defined so that it runs"
                        + " once the data set is added to BundledData.")
                .build();
    }
}

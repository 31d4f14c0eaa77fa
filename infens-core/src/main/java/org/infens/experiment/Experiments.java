package org.infens.experiment;

import java.util.ArrayList;
import java.util.List;

/**
 * Every defined experiment, by id. To add a paper table, define it in {@link PaperTables} (quoting the paper's rows)
 * and add it to {@link #DEFINED}.
 */
public final class Experiments {
    private static final List<Experiment> DEFINED = List.of(
            PaperTables.TABLE_002_2,
            PaperTables.TABLE_002_3,
            PaperTables.TABLE_002_4,
            PaperTables.TABLE_002_5,
            PaperTables.TABLE_002_6,
            PaperTables.TABLE_000_5_2,
            PaperTables.TABLE_000_5_3,
            PaperTables.TABLE_000_5_4,
            PaperTables.TABLE_000_5_5,
            PaperTables.TABLE_001_1,
            PaperTables.TABLE_001_2,
            PaperTables.TABLE_001_3,
            PaperTables.TABLE_001_4,
            PaperTables.TABLE_003_4_2,
            PaperTables.TABLE_003_4_4,
            selfTest());

    private Experiments() {
    }

    /** Every experiment that is not hidden, in order. */
    public static List<Experiment> all() {
        List<Experiment> out = new ArrayList<>();
        for (Experiment e : DEFINED) {
            if (!e.hidden()) {
                out.add(e);
            }
        }
        return out;
    }

    /** The ids of every experiment, hidden ones included. */
    public static List<String> ids() {
        List<String> out = new ArrayList<>();
        for (Experiment e : DEFINED) {
            out.add(e.id());
        }
        return out;
    }

    /**
     * The experiment with this id (hidden ones included).
     *
     * @throws IllegalArgumentException listing the ids if there is none
     */
    public static Experiment byId(String id) {
        for (Experiment e : DEFINED) {
            if (e.id().equals(id)) {
                return e;
            }
        }
        throw new IllegalArgumentException("no experiment '" + id + "'; defined: " + String.join(", ", ids()));
    }

    /**
     * {@code selftest} (hidden): SVM-Stump and SVM-Gauss on heart and twonorm with three-point grids, a few seconds;
     * it checks an installation and the reproduction machinery. Its "paper" values are Lin &amp; Li 2008, Table 5's.
     */
    static Experiment selfTest() {
        Method stump = Method.of("SVM-Stump", "svm(kernel=stump)", "C=2^-3..2^1 step 2");
        Method gauss = Method.of("SVM-Gauss", "svm(kernel=rbf(gamma=1))", "kernel.gamma=2^-5..2^-3 step 2",
                "C=2^1..2^3 step 2");
        return Experiment.builder("selftest", "Self-test: SVM-Stump and SVM-Gauss with small grids",
                        PaperTables.LIN_LI + ", Table 5 (values for comparison only)", Measure.TEST_ERROR)
                .methods(stump, gauss)
                .valuesFrom(PaperTables.TABLE_002_5, "heart", "twonorm")
                .note("Small grids: a check of the machinery, not a reproduction.")
                .hidden()
                .build();
    }
}

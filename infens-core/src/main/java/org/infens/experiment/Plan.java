package org.infens.experiment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * The cells a reproduction needs, and the (data set, method) pairs it cannot compute here.
 *
 * <p>A method is unavailable when its learner is not registered or refuses its spec (the report shows the
 * learner's message), a data set when it is neither artificial nor bundled. Cells shared by several tables (the same
 * data set, run, spec and grid) are listed once.
 *
 * @param experiments the experiments, in order
 * @param runs        runs per (data set, method)
 * @param quick       whether the methods' {@code --quick} variants are used
 * @param masterSeed  the seed every cell's seed derives from
 * @param cells       the distinct cells, in the experiments' order (data set, then method, then run)
 * @param unavailable why a (data set, method identity) pair cannot be computed, by {@link #pairKey}
 */
public record Plan(List<Experiment> experiments, int runs, boolean quick, long masterSeed, List<Cell> cells,
                   Map<String, String> unavailable) {
    /** Copies the collections. */
    public Plan {
        experiments = List.copyOf(experiments);
        cells = List.copyOf(cells);
        unavailable = Map.copyOf(unavailable);
    }

    /**
     * Plans the given experiments.
     *
     * @param experiments the experiments
     * @param runs        runs per cell, {@code >= 1}
     * @param quick       whether to use the methods' quick variants
     * @param masterSeed  the master seed
     */
    public static Plan of(List<Experiment> experiments, int runs, boolean quick, long masterSeed) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be >= 1, got " + runs);
        }
        Map<String, Cell> cells = new LinkedHashMap<>();
        Map<String, String> unavailable = new HashMap<>();
        Map<String, String> methodProblem = new HashMap<>();
        for (Experiment e : experiments) {
            for (String d : e.datasets()) {
                for (Method m : e.methods()) {
                    String pair = pairKey(d, m, quick);
                    String problem = ExperimentData.isAvailable(d) ? methodProblem.computeIfAbsent(
                            m.identity(quick), k -> learnerProblem(m, quick)) : ExperimentData.unavailableReason(d);
                    if (!problem.isEmpty()) {
                        unavailable.put(pair, problem);
                        continue;
                    }
                    for (int r = 0; r < runs; r++) {
                        Cell c = new Cell(d, m, r, ExperimentData.cellSeed(masterSeed, d, r), quick);
                        cells.putIfAbsent(c.key(), c);
                    }
                }
            }
        }
        return new Plan(experiments, runs, quick, masterSeed, new ArrayList<>(cells.values()), unavailable);
    }

    /** Empty if the method's learner accepts every candidate spec, otherwise the learner's message. */
    private static String learnerProblem(Method m, boolean quick) {
        try {
            for (org.infens.spec.Spec s : m.candidates(quick)) {
                Learners.create(s, LearnerContext.defaults());
            }
            return "";
        } catch (IllegalArgumentException e) {
            String msg = e.getMessage() == null ? e.toString() : e.getMessage();
            return msg.startsWith("unknown learner") ? "learner not available yet: " + msg : msg;
        }
    }

    /** The key of a (data set, method) pair in {@link #unavailable}. */
    public static String pairKey(String dataset, Method m, boolean quick) {
        return dataset + " | " + m.identity(quick);
    }

    /** Why the pair cannot be computed, or null if it can. */
    public String unavailableReason(String dataset, Method m) {
        return unavailable.get(pairKey(dataset, m, quick));
    }

    /** The cells of a (data set, method) pair, one per run. */
    public List<Cell> cellsOf(String dataset, Method m) {
        List<Cell> out = new ArrayList<>(runs);
        if (unavailableReason(dataset, m) != null) {
            return out;
        }
        for (int r = 0; r < runs; r++) {
            out.add(new Cell(dataset, m, r, ExperimentData.cellSeed(masterSeed, dataset, r), quick));
        }
        return out;
    }
}

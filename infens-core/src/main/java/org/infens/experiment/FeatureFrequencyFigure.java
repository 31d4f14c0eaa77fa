package org.infens.experiment;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.infens.Classifier;
import org.infens.Tasks;
import org.infens.boost.AdaBoostModel;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.WeakHypothesis;
import org.infens.learner.DecisionStumpModel;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Shen &amp; Liu 2014, Fig. 5 (Sec. VIII-B): how often each of Spambase's 57 features is chosen by the decision stumps
 * of AdaBoost and of CGEns (60 iterations each), averaged over the runs of Table IV (Shen &amp; Liu 2014: 20). The
 * paper reads it as both methods choosing "free" (feature 16), "hp" (25) and "!" (52) often, CGEns favouring
 * "remove" (7), "you" (19) and "$" (53), AdaBoost "george" (27), "meeting" (42) and "edu" (46).
 *
 * <p>Run r uses Table IV's cell of run r exactly: the same split ({@link ExperimentData#split} with
 * {@link ExperimentData#cellSeed}), the same learner seed, and CGEns's C selected by the same cross-validation
 * ({@link CellRunner#select}); so its models are the ones whose test errors Table IV reports. A selection already
 * stored for that cell (the same {@link Cell#key()}) is taken as it is instead of being cross-validated again, which
 * halves the cost of {@code reproduce --experiments 001-table4,001-figure5}. A stump counts once per
 * iteration that chose it: an AdaBoost member, a CGEns column (two stumps on one feature with different thresholds
 * count twice). AdaBoost's constant stumps (no feature) are not counted.
 */
public final class FeatureFrequencyFigure {
    /** The data set of Table IV. */
    public static final String DATASET = "spambase";
    /** The runs Shen &amp; Liu 2014 average over. */
    public static final int PAPER_RUNS = 20;

    /**
     * Spambase's 57 features in UCI's order, as UCI names them without their {@code word_freq_}, {@code char_freq_}
     * and {@code capital_run_length_} prefixes (Hopkins, Reeber, Forman &amp; Suermondt 1999).
     */
    public static final List<String> SPAMBASE_FEATURES = List.of("make", "address", "all", "3d", "our", "over",
            "remove", "internet", "order", "mail", "receive", "will", "people", "report", "addresses", "free",
            "business", "email", "you", "credit", "your", "font", "000", "money", "hp", "hpl", "george", "650", "lab",
            "labs", "telnet", "857", "data", "415", "85", "technology", "1999", "parts", "pm", "direct", "cs",
            "meeting", "original", "project", "re", "edu", "table", "conference", ";", "(", "[", "!", "$", "#",
            "average", "longest", "total");

    /**
     * One method's bars.
     *
     * @param method    the method name
     * @param frequency the mean number of its weak learners that test each feature (index f is feature f + 1)
     * @param selected  the most often selected spec and in how many runs, e.g. {@code cgens(...) (12/20)}
     * @param edgeRuns  runs whose selection lies on the edge of the method's grid ({@link Report#gridEdge})
     * @param edge      the edge value most often selected, or empty
     */
    public record Series(String method, double[] frequency, String selected, int edgeRuns, String edge) {
        /** Copies the array. */
        public Series {
            frequency = frequency.clone();
        }

        /** The mean counts (a copy). */
        @Override
        public double[] frequency() {
            return frequency.clone();
        }
    }

    /**
     * The figure's data.
     *
     * @param dataset  the data set
     * @param features the features' names
     * @param runs     the runs averaged
     * @param series   one per method, in order
     */
    public record Result(String dataset, List<String> features, int runs, List<Series> series) {
        /** Copies the lists. */
        public Result {
            features = List.copyOf(features);
            series = List.copyOf(series);
        }
    }

    private FeatureFrequencyFigure() {
    }

    /** Table IV's methods: AdaBoost and CGEns with 60 stumps. */
    public static List<Method> methods() {
        return PaperTables.TABLE_001_4.methods();
    }

    /**
     * The figure on Spambase with Table IV's methods over {@code min(runs, 20)} runs.
     *
     * @param quick      whether to use the methods' quick variants
     * @param runs       the runs of the reproduction; at most {@value #PAPER_RUNS} are used
     * @param masterSeed the reproduction's master seed
     * @param threads    runs computed at once (the result does not depend on it)
     * @param stored     the cells already computed, by {@link Cell#key()} (their selections are reused), or empty
     */
    public static Result compute(boolean quick, int runs, long masterSeed, int threads,
                                 Map<String, CellResult> stored) {
        return compute(DATASET, methods(), quick, Math.min(runs, PAPER_RUNS), masterSeed, threads, stored);
    }

    /**
     * The figure for any data set and stump-based methods.
     *
     * @throws IllegalArgumentException if a method's model is not an ensemble of stumps, or the data set is not
     *                                  available
     */
    static Result compute(String dataset, List<Method> methods, boolean quick, int runs, long masterSeed,
                          int threads, Map<String, CellResult> stored) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be >= 1, got " + runs);
        }
        List<Callable<List<Chosen>>> tasks = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            long seed = ExperimentData.cellSeed(masterSeed, dataset, r);
            int run = r;
            tasks.add(() -> {
                ExperimentData.Split s = ExperimentData.split(dataset, seed);
                LearnerContext context = new LearnerContext(s.learnerSeed(), 1);
                List<Chosen> out = new ArrayList<>();
                for (Method m : methods) {
                    Spec chosen = storedSelection(stored.get(new Cell(dataset, m, run, seed, quick).key()), m, quick)
                            .orElseGet(() -> CellRunner.select(m, quick, s.train(), context));
                    Classifier model = Learners.create(chosen, context).fit(s.train());
                    out.add(new Chosen(chosen.toString(), stumpFeatures(model), s.train().dimension()));
                }
                return out;
            });
        }
        List<List<Chosen>> perRun = Tasks.inOrder(tasks, threads, "infens-figure", "computing " + dataset
                + "'s feature frequencies");
        int dimension = perRun.get(0).get(0).dimension();
        List<Series> series = new ArrayList<>();
        for (int k = 0; k < methods.size(); k++) {
            Method m = methods.get(k);
            List<int[]> features = new ArrayList<>();
            Map<String, Integer> specs = new LinkedHashMap<>();
            Map<String, Integer> edges = new LinkedHashMap<>();
            int edgeRuns = 0;
            for (List<Chosen> run : perRun) {
                Chosen c = run.get(k);
                features.add(c.features());
                specs.merge(c.spec(), 1, Integer::sum);
                String edge = Report.gridEdge(m.grid(quick), c.spec());
                if (!edge.isEmpty()) {
                    edgeRuns++;
                    edges.merge(edge, 1, Integer::sum);
                }
            }
            series.add(new Series(m.name(), meanCounts(features, dimension), Report.mostCommon(specs, runs),
                    edgeRuns, Report.mostFrequent(edges)));
        }
        List<String> names = dataset.equals(DATASET) && dimension == SPAMBASE_FEATURES.size() ? SPAMBASE_FEATURES
                : numbered(dimension);
        return new Result(dataset, names, runs, series);
    }

    /**
     * The spec a stored cell selected, when it is the spec its model was fitted with: the cell finished, the method
     * has a grid or a bandwidth to select (else there is nothing to save), and its spec has no {@code T=cv}, which
     * {@link CellRunner#fitted} rewrites.
     */
    private static Optional<Spec> storedSelection(CellResult cell, Method m, boolean quick) {
        boolean selects = m.grid(quick) != null || m.bandwidth() != null;
        if (cell == null || cell.failed() || !selects || "cv".equals(m.spec(quick).get("T"))) {
            return Optional.empty();
        }
        return Optional.of(Spec.parse(cell.selected()));
    }

    /** What one run of one method chose: its spec, its stumps' features, and the data's dimension. */
    private record Chosen(String spec, int[] features, int dimension) {
    }

    /**
     * The feature (0-based) of every stump of a stump ensemble, in order: AdaBoost's members (constant ones left
     * out) or CGEns's columns.
     *
     * @throws IllegalArgumentException if the model is neither, or holds another kind of weak learner
     */
    static int[] stumpFeatures(Classifier model) {
        List<Integer> out = new ArrayList<>();
        if (model instanceof AdaBoostModel ada) {
            for (Classifier member : ada.members()) {
                if (!(member instanceof DecisionStumpModel stump)) {
                    throw new IllegalArgumentException("AdaBoost member " + member + " is not a decision stump");
                }
                if (stump.feature() >= 0) {
                    out.add(stump.feature());
                }
            }
        } else if (model instanceof ColumnGenerationModel cg) {
            for (WeakHypothesis h : cg.hypotheses()) {
                if (h.kind() != WeakHypothesis.Kind.STUMP) {
                    throw new IllegalArgumentException("CGEns column " + h + " is not a decision stump");
                }
                out.add((int) h.spec().number("feature", -1));
            }
        } else {
            throw new IllegalArgumentException("not an ensemble of stumps: " + model.getClass().getSimpleName());
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** For each of {@code dimension} features, the mean over the runs of how many entries of a run name it. */
    static double[] meanCounts(List<int[]> runs, int dimension) {
        double[] mean = new double[dimension];
        for (int[] features : runs) {
            for (int f : features) {
                mean[f] += 1.0 / runs.size();
            }
        }
        return mean;
    }

    private static List<String> numbered(int dimension) {
        List<String> out = new ArrayList<>();
        for (int f = 1; f <= dimension; f++) {
            out.add(String.valueOf(f));
        }
        return out;
    }
}

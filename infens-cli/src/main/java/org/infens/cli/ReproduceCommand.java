package org.infens.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.infens.data.Quote;
import org.infens.experiment.BoundaryFigure;
import org.infens.experiment.Cell;
import org.infens.experiment.CellResult;
import org.infens.experiment.ConvergenceFigure;
import org.infens.experiment.Experiment;
import org.infens.experiment.Experiments;
import org.infens.experiment.FeatureFrequencyFigure;
import org.infens.experiment.Measure;
import org.infens.experiment.PaperFigure;
import org.infens.experiment.Plan;
import org.infens.experiment.Report;
import org.infens.experiment.ResultStore;
import org.infens.experiment.Runner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens reproduce}: runs the papers' experiments ({@link Experiments}) and writes a report folder:
 * {@code cells.jsonl} (every finished cell, appended as it finishes, so that an interrupted run resumes),
 * {@code report.md}, {@code report.csv}, {@code report.json}, {@code index.html} and {@code figures/*.png}.
 *
 * <p>Progress goes to standard error ({@link ProgressBar}): a bar with the time left on a terminal, otherwise a plain
 * line now and then (cells done, failed, time left).
 */
@Command(separator = " ", name = "reproduce", sortOptions = false, usageHelpAutoWidth = true,
        header = "Run the papers' experiments and write a report (tables beside the published values, figures).",
        description = {"Runs the tables of Lin & Li 2008 (Tables 2-6; experiment ids 002-...), Lin 2005 (Tables"
                + " 5.2-5.5; 000-...), Shen & Liu 2014 (Tables I-IV; 001-...) and Zhao 2017 (Tables 4.2 and 4.4;"
                + " 003-...) and draws Lin & Li 2008's Fig. 3 and Shen & Liu 2014's Figs. 1 and 5 (002-figure3,"
                + " 001-figure1, 001-figure5); --list shows them, docs/reproduce.md"
                + " describes the protocols and docs/references.md the papers. Each (data set, method, run)"
                + " cell is stored in DIR/cells.jsonl as it finishes, so a killed run continues where it stopped"
                + " (--fresh starts over). Methods whose learner is not available are reported as such."})
final class ReproduceCommand implements Callable<Integer> {
    @Option(names = "--quick", description = "reduced grids and 2 runs per cell: every experiment in minutes")
    boolean quick;

    @Option(names = "--fresh", description = "discard the cells stored in the output folder and start over")
    boolean fresh;

    @Option(names = "--report-only", description = "write the report from the cells already stored in the output"
            + " folder and compute none: missing runs show as partial cells, missing cells as not run")
    boolean reportOnly;

    @Option(names = "--runs", paramLabel = "N", description = "runs per cell (default: 100, the papers'; 2 with --quick)")
    Integer runs;

    @Option(names = "--experiments", paramLabel = "IDS", split = ",",
            description = "comma-separated experiment or figure ids (default: all; see --list)")
    List<String> experiments;

    @Option(names = "--datasets", paramLabel = "NAMES", split = ",",
            description = "comma-separated data sets (rows) to run, e.g. twonorm,twonorm-n (default: every row of"
                    + " the chosen experiments; an experiment with none of them is skipped)")
    List<String> datasets;

    @Option(names = "--methods", paramLabel = "NAMES", split = ",",
            description = "comma-separated methods (columns) to run, as the tables name them, e.g."
                    + " SVM-Stump,SVM-Gauss (default: all; an experiment with none of them is skipped)")
    List<String> methods;

    @Option(names = "--list", description = "list the experiments and the figures and exit")
    boolean list;

    @Option(names = "--threads", paramLabel = "N",
            description = "cells computed at once (results do not depend on it; default: number of processors)")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--seed", paramLabel = "S", description = "master seed of every run's data and folds (default 1)")
    long seed = 1;

    @Option(names = "--out", paramLabel = "DIR", description = "output folder (default: reproduce)")
    Path out = Path.of("reproduce");

    @Option(names = "--no-figures", description = "skip the PNG figures")
    boolean noFigures;

    @Mixin
    HelpOption help = new HelpOption();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Where the cells are computed ({@link Main#run(String[], java.io.PrintStream, java.io.PrintStream, Engine)}). */
    Engine engine = Engine.LOCAL;

    /** Runs per cell with --quick. */
    static final int QUICK_RUNS = 2;
    /** Runs per cell of the papers. */
    static final int PAPER_RUNS = 100;

    @Override
    public Integer call() throws IOException {
        PrintWriter outWriter = spec.commandLine().getOut();
        if (list) {
            for (String id : Experiments.ids()) {
                Experiment e = Experiments.byId(id);
                outWriter.println(id + "  " + e.title() + " (" + e.source() + ")" + (e.hidden() ? " [hidden]" : ""));
            }
            for (PaperFigure f : PaperFigure.all()) {
                outWriter.println(f.id() + "  " + f.title() + " (" + f.source() + ") [figure"
                        + (f.companions().isEmpty() ? "" : "; also drawn with " + String.join(", ", f.companions()))
                        + "]");
            }
            return 0;
        }
        if (threads < 1) {
            throw new UsageException("--threads must be >= 1, got " + threads);
        }
        if (reportOnly && fresh) {
            throw new UsageException("--report-only reports the stored cells; --fresh would discard them");
        }
        if (reportOnly && !Files.isRegularFile(out.resolve("cells.jsonl"))) {
            throw new UsageException("--report-only: no stored cells in " + out.resolve("cells.jsonl"));
        }
        int n = runs != null ? runs : quick ? QUICK_RUNS : PAPER_RUNS;
        if (n < 1) {
            throw new UsageException("--runs must be >= 1, got " + n);
        }
        List<Experiment> chosen = new ArrayList<>();
        List<PaperFigure> named = new ArrayList<>();
        boolean all = experiments == null || experiments.isEmpty();
        if (all) {
            chosen.addAll(Experiments.all());
        } else {
            for (String id : experiments) {
                PaperFigure figure = PaperFigure.byId(id.strip());
                if (figure != null) {
                    named.add(figure);
                    continue;
                }
                try {
                    chosen.add(Experiments.byId(id.strip()));
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--experiments: " + e.getMessage() + "; figures: "
                            + String.join(", ", PaperFigure.all().stream().map(PaperFigure::id).toList()));
                }
            }
        }
        List<PaperFigure> drawn = new ArrayList<>();
        for (PaperFigure f : PaperFigure.all()) {
            if (named.contains(f) || f.drawnWith(chosen, all)) {
                drawn.add(f);
            }
        }
        if ((datasets != null && !datasets.isEmpty()) || (methods != null && !methods.isEmpty())) {
            chosen = restrict(chosen, datasets, methods);
        }
        Plan plan = Plan.of(chosen, n, quick, seed);
        long start = System.nanoTime();
        boolean terminal = System.console() != null;
        Report report;
        Map<String, CellResult> stored;
        int pending;
        Path cells = out.resolve("cells.jsonl");
        try (ResultStore store = reportOnly ? ResultStore.readOnly(cells) : ResultStore.open(cells, fresh)) {
            List<Cell> toCompute = Runner.pending(plan, store);
            pending = toCompute.size();
            if (!reportOnly) {
                List<CellResult> earlier = new ArrayList<>();
                Map<String, CellResult> inStore = store.results();
                for (Cell c : plan.cells()) {
                    CellResult r = inStore.get(c.key());
                    if (r != null) {
                        earlier.add(r);
                    }
                }
                ProgressBar bar = new ProgressBar(spec.commandLine().getErr(), terminal,
                        toCompute.stream().map(Cell::key).toList(), earlier);
                engine.reproduce(plan, store, threads, (r, done, total) -> bar.update(r, done, total));
                bar.finish();
                pending = 0;
            }
            stored = store.results();
            report = Report.build(plan, stored);
        }
        List<Report.Figure> figures = noFigures ? List.of() : figures(report, drawn, n, stored);
        report.write(out, figures);
        outWriter.printf(Locale.ROOT, "reproduce: %d experiment(s), %d cell(s)%s in %.0f s; report: %s%n",
                chosen.size(), plan.cells().size(), pending == 0 ? "" : " (" + pending + " not stored, not computed)",
                (System.nanoTime() - start) / 1e9, out.resolve("index.html"));
        outWriter.print(summary(report));
        outWriter.flush();
        return 0;
    }

    /**
     * The experiments restricted to the named rows and columns (null or empty: all); those left with no row or no
     * column are left out, and a name that no chosen experiment has is a usage error.
     */
    static List<Experiment> restrict(List<Experiment> experiments, List<String> rowNames, List<String> methodNames) {
        Set<String> knownRows = new TreeSet<>();
        experiments.forEach(e -> knownRows.addAll(e.datasets()));
        Set<String> rows = rejoined(rowNames, knownRows);
        Set<String> columns = stripped(methodNames);
        Set<String> knownColumns = new TreeSet<>();
        List<Experiment> kept = new ArrayList<>();
        for (Experiment e : experiments) {
            e.methods().forEach(m -> knownColumns.add(m.name()));
            boolean hasRow = rows == null || e.datasets().stream().anyMatch(rows::contains);
            boolean hasColumn = columns == null || e.methods().stream().anyMatch(m -> columns.contains(m.name()));
            if (hasRow && hasColumn) {
                kept.add(e.restrictedTo(rows, columns));
            }
        }
        unknown("--datasets", "data set", rows, knownRows);
        unknown("--methods", "method", columns, knownColumns);
        return kept;
    }

    /**
     * The row names with the commas of row options put back: {@code --datasets} is split at every comma, and a row
     * such as {@code twonorm/train=400,test=7000} or {@code glass@50/positive=1,l2} has one. A piece that is no row
     * is joined to the pieces after it while that makes a row; a piece that makes none stays (an unknown name).
     */
    static Set<String> rejoined(List<String> pieces, Set<String> known) {
        if (pieces == null || pieces.isEmpty()) {
            return null;
        }
        List<String> list = pieces.stream().map(String::strip).toList();
        Set<String> rows = new LinkedHashSet<>();
        for (int i = 0; i < list.size(); i++) {
            String name = list.get(i);
            if (!known.contains(name)) {
                StringBuilder joined = new StringBuilder(name);
                for (int j = i + 1; j < list.size(); j++) {
                    joined.append(',').append(list.get(j));
                    if (known.contains(joined.toString())) {
                        name = joined.toString();
                        i = j;
                        break;
                    }
                }
            }
            rows.add(name);
        }
        return rows;
    }

    private static Set<String> stripped(List<String> names) {
        if (names == null || names.isEmpty()) {
            return null;
        }
        Set<String> set = new LinkedHashSet<>();
        for (String name : names) {
            set.add(name.strip());
        }
        return set;
    }

    private static void unknown(String option, String what, Set<String> wanted, Set<String> known) {
        if (wanted == null) {
            return;
        }
        for (String name : wanted) {
            if (!known.contains(name)) {
                throw new UsageException(option + ": no chosen experiment has a " + what + " " + Quote.of(name)
                        + " (they have: " + String.join(", ", known) + ")");
            }
        }
    }

    /**
     * The papers' figures to draw ({@link PaperFigure}: Lin &amp; Li 2008, Fig. 3; Shen &amp; Liu 2014, Figs. 1 and 5),
     * each captioned with the selections that fell on a grid edge, and one Table 6 chart per selection-time
     * experiment.
     */
    private List<Report.Figure> figures(Report report, List<PaperFigure> drawn, int runsPerCell,
                                        Map<String, CellResult> stored) throws IOException {
        List<Report.Figure> figures = new ArrayList<>();
        Path dir = out.resolve("figures");
        for (PaperFigure figure : drawn) {
            Path f = dir.resolve(figure.id() + ".png");
            String caption;
            if (figure == PaperFigure.FIGURE_002_3) {
                BoundaryFigure.Result fig = BoundaryFigure.compute(BoundaryFigure.methods(), quick, seed, 160);
                Plots.boundaries(fig, f);
                caption = "Lin & Li 2008, Fig. 3: decision boundaries on 300 points of 2-D twonorm (parameters chosen"
                        + " by 5-fold CV); dashed: the Bayes boundary x1 + x2 = 0" + edges(fig.panels().stream()
                        .filter(p -> !p.gridEdge().isEmpty()).map(p -> p.method() + " " + p.gridEdge()).toList());
            } else if (figure == PaperFigure.FIGURE_001_1) {
                ConvergenceFigure.Result fig = ConvergenceFigure.compute(quick, seed, 160);
                Plots.convergence(fig, f);
                caption = "Shen & Liu 2014, Fig. 1: CGEns with decision stumps on 2-D toy data (N(0, I), class 1"
                        + " inside radius sqrt(2 ln 2)), and training and test errors of AdaBoost and CGEns against"
                        + " iterations; " + ConvergenceFigure.ITERATIONS + " iterations, CGEns's C by 5-fold CV: "
                        + fig.curves().get(fig.curves().size() - 1).selected() + edges(fig.curves().stream()
                        .filter(c -> !c.gridEdge().isEmpty()).map(c -> c.method() + " " + c.gridEdge()).toList());
            } else {
                FeatureFrequencyFigure.Result fig = FeatureFrequencyFigure.compute(quick, runsPerCell, seed,
                        threads, stored);
                Plots.featureFrequencies(fig, f);
                caption = "Shen & Liu 2014, Fig. 5: stumps per Spambase feature, mean over " + fig.runs()
                        + " run(s) of Table IV's splits (the paper: 20); most chosen: " + String.join("; ",
                        fig.series().stream().map(x -> topFeatures(fig, x)).toList()) + edges(fig.series()
                        .stream().filter(s -> 2 * s.edgeRuns() >= fig.runs() && s.edgeRuns() > 0)
                        .map(s -> s.method() + " " + s.edge() + " in " + s.edgeRuns() + "/" + fig.runs() + " runs")
                        .toList());
            }
            figures.add(new Report.Figure(f, caption + (figure.notes().isEmpty() ? "" : ". "
                    + String.join(" ", figure.notes()))));
        }
        for (Report.Table t : report.tables()) {
            if (t.experiment().measure() == Measure.SELECTION_SECONDS) {
                Path f = dir.resolve(t.experiment().id() + "-times.png");
                Plots.selectionTimes(t, f);
                figures.add(new Report.Figure(f, t.experiment().id() + ": " + t.experiment().title()
                        + ", relative to " + t.experiment().methods().get(0).name()
                        + (quick ? " (--quick: 6 C values against 4 x 5 (gamma, C); the paper: 11 against 10 x 11)"
                        : "")));
            }
        }
        return figures;
    }

    /** A caption's note on selections at a grid edge, or empty when there are none. */
    private static String edges(List<String> cells) {
        return cells.isEmpty() ? "" : ". " + Report.EDGE_MARK + " Selected on the edge of the grid (the best value"
                + " may lie outside it): " + String.join("; ", cells);
    }

    /** A method's five most frequent features, e.g. {@code CGEns: #52 "!" 3.1, #7 "remove" 2.4, ...}. */
    static String topFeatures(FeatureFrequencyFigure.Result fig, FeatureFrequencyFigure.Series s) {
        double[] v = s.frequency();
        Integer[] order = new Integer[v.length];
        for (int f = 0; f < v.length; f++) {
            order[f] = f;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(v[b], v[a]));
        List<String> top = new ArrayList<>();
        for (int k = 0; k < Math.min(5, v.length); k++) {
            int f = order[k];
            String name = fig.features().get(f).equals(String.valueOf(f + 1)) ? ""
                    : " \"" + fig.features().get(f) + "\"";
            top.add("#" + (f + 1) + name + " " + String.format(Locale.ROOT, "%.1f", v[f]));
        }
        return s.method() + ": " + String.join(", ", top);
    }

    /**
     * One line per experiment: cells within two standard errors of the paper, beyond them with ours better or worse,
     * and not computed ({@link Report.Summary}); with several tables, a last line over all of them: the cells
     * compared and how many chance alone would put beyond ({@link Report.Summary#chanceLine}).
     */
    static String summary(Report report) {
        StringBuilder sb = new StringBuilder();
        for (Report.Table t : report.tables()) {
            sb.append(String.format(Locale.ROOT, "  %-13s %s%n", t.experiment().id(), t.summary().line()));
        }
        if (report.tables().size() > 1) {
            sb.append(String.format(Locale.ROOT, "  %-13s %s%n", "all tables", report.chanceText()));
        }
        return sb.toString();
    }
}

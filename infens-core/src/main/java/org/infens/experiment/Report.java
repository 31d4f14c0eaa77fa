package org.infens.experiment;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.infens.data.AtomicFiles;
import org.infens.eval.Metrics;
import org.infens.io.RecordJson;

/**
 * The tables of a reproduction: for each experiment, data set and method, the mean and standard error of the
 * measure over the finished runs, the paper's value, and their difference in combined standard errors,
 * {@code z = (ours - paper) / sqrt(se_ours^2 + se_paper^2)} (NaN when the paper gives no standard error or both are
 * 0). Written as Markdown ({@code report.md}), CSV ({@code report.csv}, one line per cell), JSON
 * ({@code report.json}) and a self-contained HTML page ({@code index.html}, figures embedded as data URIs).
 *
 * @param plan   what was planned
 * @param tables one per experiment, in the plan's order
 */
public record Report(Plan plan, List<Table> tables) {
    /** Copies the list. */
    public Report {
        tables = List.copyOf(tables);
    }

    /**
     * One cell of a table.
     *
     * @param dataset     the row
     * @param method      the column (method name)
     * @param status      {@code ok} (every run finished), {@code partial} (some), {@code missing} (none yet),
     *                    {@code failed} (every finished run failed) or {@code unavailable}
     * @param runs        successful runs averaged
     * @param failedRuns  runs whose learner failed
     * @param mean        mean of the measure over the successful runs (NaN if none)
     * @param se          its standard error (0 for one run, NaN if none)
     * @param paper       the paper's value, or null
     * @param z           (mean - paper) / sqrt(se^2 + paper se^2), or NaN (no paper standard error, or every run of
     *                    ours gave the same value: see {@code verdict})
     * @param selected    the most often selected spec and how many runs chose it, or empty
     * @param note        why the cell is unavailable or failed, or empty
     * @param verdict     how the cell compares with the paper ({@link Verdict})
     * @param edgeRuns    successful runs whose selected parameters lie on the edge of the method's grid
     * @param edge        the edge value most often selected (e.g. {@code C=2^-17}), or empty
     * @param solvers     the optimisation problems solved in the cell's runs (failed runs included)
     */
    public record Entry(String dataset, String method, String status, int runs, int failedRuns, double mean,
                        double se, PaperValue paper, double z, String selected, String note, Verdict verdict,
                        int edgeRuns, String edge, SolverCounts solvers) {
        /** Whether half or more of the runs selected parameters on the grid's edge. */
        public boolean onGridEdge() {
            return runs > 0 && 2 * edgeRuns >= runs;
        }
    }

    /** How a cell compares with the paper. */
    public enum Verdict {
        /** Within two combined standard errors of the paper's value. */
        WITHIN,
        /** Beyond two combined standard errors, ours the better value (lower error, higher accuracy). */
        BETTER,
        /** Beyond two combined standard errors, ours the worse value. */
        WORSE,
        /**
         * Every run of ours gave the same value (standard error 0 over two or more runs): z would only measure the
         * paper's spread, so the cell is marked instead of compared.
         */
        SPREAD_ZERO,
        /** One run of ours (a smoke run, or the first of a long protocol): no standard error, so not compared. */
        SINGLE_RUN,
        /** Computed, but the paper gives no value or no standard error for it (times, single test sets). */
        NOT_COMPARED,
        /** Not computed: unavailable, failed, or not run yet. */
        NOT_COMPUTED
    }

    /**
     * One experiment's cells, row by row.
     *
     * @param experiment the experiment
     * @param entries    data set major, method minor, in the definition's order
     */
    public record Table(Experiment experiment, List<Entry> entries) {
        /** Copies the list. */
        public Table {
            entries = List.copyOf(entries);
        }

        /** The cells counted by {@link Verdict}, and those whose selections sit on a grid edge. */
        public Summary summary() {
            int[] counts = new int[Verdict.values().length];
            int edge = 0;
            for (Entry e : entries) {
                counts[e.verdict.ordinal()]++;
                edge += e.onGridEdge() ? 1 : 0;
            }
            return new Summary(counts[Verdict.WITHIN.ordinal()], counts[Verdict.BETTER.ordinal()],
                    counts[Verdict.WORSE.ordinal()], counts[Verdict.SPREAD_ZERO.ordinal()],
                    counts[Verdict.SINGLE_RUN.ordinal()], counts[Verdict.NOT_COMPARED.ordinal()],
                    counts[Verdict.NOT_COMPUTED.ordinal()], edge);
        }

        /** The entries with this verdict, in table order. */
        public List<Entry> withVerdict(Verdict v) {
            return entries.stream().filter(e -> e.verdict == v).toList();
        }

        /** The entry of a data set and method name. */
        public Entry entry(String dataset, String method) {
            for (Entry e : entries) {
                if (e.dataset.equals(dataset) && e.method.equals(method)) {
                    return e;
                }
            }
            throw new IllegalArgumentException("no cell " + dataset + " / " + method + " in " + experiment.id());
        }
    }

    /**
     * A table's cells counted by how they compare with the paper.
     *
     * @param within      within two combined standard errors
     * @param better      beyond them, ours the better value
     * @param worse       beyond them, ours the worse value
     * @param spreadZero  every run of ours the same value (marked, not compared)
     * @param singleRun   one run of ours, so no standard error (marked, not compared)
     * @param notCompared computed, but the paper gives no standard error
     * @param notComputed unavailable, failed or not run
     * @param gridEdge    cells whose selections lie on a grid edge in half the runs or more
     */
    public record Summary(int within, int better, int worse, int spreadZero, int singleRun, int notCompared,
                          int notComputed, int gridEdge) {
        /**
         * The probability that a standard normal lies beyond 2 in absolute value, 2 (1 - Phi(2)): the share of
         * compared cells expected beyond two standard errors by chance alone when ours and the paper estimate the same
         * value with correct standard errors.
         */
        public static final double CHANCE_BEYOND_TWO = 0.04550026389635842;

        /** The counts of several tables added up. */
        public static Summary total(List<Summary> parts) {
            int[] c = new int[8];
            for (Summary s : parts) {
                int[] v = {s.within, s.better, s.worse, s.spreadZero, s.singleRun, s.notCompared, s.notComputed,
                    s.gridEdge};
                for (int k = 0; k < c.length; k++) {
                    c[k] += v[k];
                }
            }
            return new Summary(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]);
        }

        /** Cells compared with the paper by z: within plus beyond. */
        public int compared() {
            return within + better + worse;
        }

        /**
         * What chance alone gives: of the {@link #compared} cells, about {@link #CHANCE_BEYOND_TWO} lie beyond two
         * standard errors, half of them with ours worse, if ours and the paper estimate the same value.
         */
        public String chanceLine() {
            return String.format(Locale.ROOT, "%d cells compared, %d beyond 2 standard errors (%d with ours worse);"
                            + " if ours and the papers estimated the same values, chance alone would put about %.1f"
                            + " beyond (4.6%%), half of them worse, and more where a paper averaged few runs (its"
                            + " standard error is then itself uncertain)", compared(), better + worse, worse,
                    CHANCE_BEYOND_TWO * compared());
        }

        /** One line: the counts, in words. */
        public String line() {
            return String.format(Locale.ROOT, "%d within 2 standard errors of the paper, %d beyond with ours better,"
                            + " %d beyond with ours worse, %d not computed%s%s%s%s", within, better, worse,
                    notComputed, spreadZero == 0 ? "" : ", " + spreadZero + " with standard error 0 (not compared)",
                    singleRun == 0 ? "" : ", " + singleRun + " from a single run (not compared)",
                    notCompared == 0 ? "" : ", " + notCompared + " without a published standard error",
                    gridEdge == 0 ? "" : "; " + gridEdge + " selecting a grid edge");
        }
    }

    /** A picture to show on the HTML page. */
    public record Figure(Path file, String caption) {
    }

    /** Summarises the finished cells of {@code results} (by key) for every experiment of the plan. */
    public static Report build(Plan plan, Map<String, CellResult> results) {
        List<Table> tables = new ArrayList<>();
        for (Experiment e : plan.experiments()) {
            List<Entry> entries = new ArrayList<>();
            for (String d : e.datasets()) {
                for (Method m : e.methods()) {
                    entries.add(entry(plan, e, d, m, results));
                }
            }
            tables.add(new Table(e, entries));
        }
        return new Report(plan, tables);
    }

    private static Entry entry(Plan plan, Experiment e, String d, Method m, Map<String, CellResult> results) {
        PaperValue paper = e.paper(d, m.name());
        String reason = plan.unavailableReason(d, m);
        if (reason != null) {
            return new Entry(d, m.name(), "unavailable", 0, 0, Double.NaN, Double.NaN, paper, Double.NaN, "",
                    reason, Verdict.NOT_COMPUTED, 0, "", SolverCounts.NONE);
        }
        List<Double> values = new ArrayList<>();
        int failed = 0;
        String message = "";
        Map<String, Integer> chosen = new LinkedHashMap<>();
        Map<String, Integer> edges = new LinkedHashMap<>();
        int edgeRuns = 0;
        SolverCounts solvers = SolverCounts.NONE;
        org.infens.select.ParamGrid grid = m.grid(plan.quick());
        for (Cell c : plan.cellsOf(d, m)) {
            CellResult r = results.get(c.key());
            if (r == null) {
                continue;
            }
            solvers = solvers.plus(r.solvers());
            if (r.failed()) {
                failed++;
                message = message.isEmpty() ? r.message() : message;
                continue;
            }
            double value = m.measureIn(e).of(r);
            if (Double.isNaN(value)) {
                continue; // a measure the run has no value of (no positive class): not averaged
            }
            values.add(value);
            chosen.merge(r.selected(), 1, Integer::sum);
            String edge = join(gridEdge(grid, r.selected()), bandwidthEdge(m.bandwidth(), c, r.selected()));
            if (!edge.isEmpty()) {
                edgeRuns++;
                edges.merge(edge, 1, Integer::sum);
            }
        }
        double[] v = values.stream().mapToDouble(Double::doubleValue).toArray();
        double mean = v.length == 0 ? Double.NaN : Metrics.mean(v);
        double se = v.length < 2 ? Double.NaN : Metrics.standardError(v); // one run has no standard error
        int finished = v.length + failed;
        String status = finished == 0 ? "missing" : v.length == 0 ? "failed"
                : finished < plan.runs() ? "partial" : "ok";
        double z = Double.NaN;
        Verdict verdict;
        if (v.length == 0) {
            verdict = Verdict.NOT_COMPUTED;
        } else if (paper == null || !paper.hasStandardError()) {
            verdict = Verdict.NOT_COMPARED;
        } else if (v.length == 1) {
            verdict = Verdict.SINGLE_RUN;
        } else if (se == 0) {
            verdict = Verdict.SPREAD_ZERO;
        } else {
            double s = Math.sqrt(se * se + paper.standardError() * paper.standardError());
            z = s > 0 ? (mean - paper.mean()) / s : Double.NaN;
            if (Double.isNaN(z)) {
                verdict = mean == paper.mean() ? Verdict.WITHIN : Verdict.SPREAD_ZERO;
            } else if (Math.abs(z) <= 2) {
                verdict = Verdict.WITHIN;
            } else {
                verdict = (z < 0) == m.measureIn(e).lowerIsBetter() ? Verdict.BETTER : Verdict.WORSE;
            }
        }
        String note = failed > 0 ? failed + " run(s) failed: " + message : "";
        return new Entry(d, m.name(), status, v.length, failed, mean, se, paper, z, mostCommon(chosen, v.length),
                note, verdict, edgeRuns, mostFrequent(edges), solvers);
    }

    /** The most frequent key with its count out of {@code of}, e.g. {@code C=2^-3 (40/100)}; empty if none. */
    static String mostCommon(Map<String, Integer> counts, int of) {
        String top = "";
        int best = 0;
        for (Map.Entry<String, Integer> x : counts.entrySet()) {
            if (x.getValue() > best) {
                best = x.getValue();
                top = x.getKey() + " (" + x.getValue() + "/" + of + ")";
            }
        }
        return top;
    }

    /** The most frequent key, empty if none. */
    static String mostFrequent(Map<String, Integer> counts) {
        String top = "";
        int best = 0;
        for (Map.Entry<String, Integer> x : counts.entrySet()) {
            if (x.getValue() > best) {
                best = x.getValue();
                top = x.getKey();
            }
        }
        return top;
    }

    /**
     * The grid axes on whose first or last value a selected spec lies, as {@code key=value} joined by ", " (values
     * that are powers of two as {@code 2^k}); empty if none, or if the method has no grid or the spec cannot be read.
     * Axes of one value have no edge.
     */
    static String gridEdge(org.infens.select.ParamGrid grid, String selected) {
        if (grid == null || selected.isEmpty()) {
            return "";
        }
        org.infens.spec.Spec spec;
        try {
            spec = org.infens.spec.Spec.parse(selected);
        } catch (IllegalArgumentException e) {
            return "";
        }
        List<String> out = new ArrayList<>();
        for (org.infens.select.ParamGrid.Axis axis : grid.axes()) {
            double[] values = axis.values();
            if (values.length < 2) {
                continue;
            }
            double v = axisValue(spec, axis.key());
            double lo = Math.min(values[0], values[values.length - 1]);
            double hi = Math.max(values[0], values[values.length - 1]);
            if (v == lo || v == hi) {
                out.add(axis.key() + "=" + powerOfTwo(v));
            }
        }
        return String.join(", ", out);
    }

    /**
     * The bandwidth factor on whose first or last value a selected spec lies, as {@code key=F x bandwidth} (F the
     * factor, the bandwidth {@link org.infens.boost.FourierBandwidth#of} the cell's training set, recomputed from its
     * split); empty if none, if the method has no data bandwidth or one factor, or if the split cannot be made here.
     */
    static String bandwidthEdge(Method.Bandwidth bandwidth, Cell cell, String selected) {
        if (bandwidth == null || bandwidth.factors().size() < 2 || selected.isEmpty()) {
            return "";
        }
        double v;
        double[] sigmas;
        try {
            v = axisValue(org.infens.spec.Spec.parse(selected), bandwidth.sigmaKey());
            sigmas = bandwidth.sigmas(ExperimentData.split(cell.dataset(), cell.seed()).train());
        } catch (IllegalArgumentException e) {
            return "";
        }
        int lo = 0;
        int hi = 0;
        for (int k = 1; k < sigmas.length; k++) {
            lo = sigmas[k] < sigmas[lo] ? k : lo;
            hi = sigmas[k] > sigmas[hi] ? k : hi;
        }
        for (int k : new int[] {lo, hi}) {
            if (Math.abs(v - sigmas[k]) <= 1e-9 * sigmas[k]) { // the spec's text round-trips the double
                return bandwidth.sigmaKey() + "=" + formatFactor(bandwidth.factors().get(k)) + " x bandwidth";
            }
        }
        return "";
    }

    private static String formatFactor(double f) {
        return f == Math.rint(f) ? Long.toString((long) f) : f == 0.5 ? "1/2" : Double.toString(f);
    }

    private static String join(String a, String b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : a + ", " + b;
    }

    /** The value at a (possibly dotted) key of a spec, NaN if absent or not a number. */
    private static double axisValue(org.infens.spec.Spec spec, String key) {
        try {
            int dot = key.indexOf('.');
            if (dot < 0) {
                return spec.has(key) ? spec.number(key, Double.NaN) : Double.NaN;
            }
            String head = key.substring(0, dot);
            return spec.has(head) ? axisValue(spec.spec(head), key.substring(dot + 1)) : Double.NaN;
        } catch (IllegalArgumentException e) {
            return Double.NaN;
        }
    }

    private static String powerOfTwo(double v) {
        if (v > 0) {
            double k = Math.log(v) / Math.log(2);
            if (Math.abs(k - Math.rint(k)) < 1e-9 && Math.abs(k) >= 2) {
                return "2^" + (long) Math.rint(k);
            }
        }
        return org.infens.spec.Spec.formatNumber(v);
    }

    /** The summaries of every table added up ({@link Summary#total}). */
    public Summary total() {
        return Summary.total(tables.stream().map(Table::summary).toList());
    }


    /** The table of an experiment. */
    public Table table(String experimentId) {
        for (Table t : tables) {
            if (t.experiment.id().equals(experimentId)) {
                return t;
            }
        }
        throw new IllegalArgumentException("no experiment " + experimentId + " in the report");
    }

    // ---- formatting ----

    /** A value with the precision the paper uses: 3 significant digits, at most 2 decimals. */
    static String number(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        double a = Math.abs(v);
        int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
        return String.format(Locale.ROOT, "%." + decimals + "f", v);
    }

    static String meanSe(double mean, double se) {
        if (Double.isNaN(mean)) {
            return "";
        }
        return Double.isNaN(se) ? number(mean) : number(mean) + " ± " + String.format(Locale.ROOT, "%.2f", se);
    }

    static String paperText(PaperValue p) {
        return p == null ? "" : meanSe(p.mean(), p.standardError());
    }

    static String zText(double z) {
        return Double.isNaN(z) ? "" : String.format(Locale.ROOT, "%+.1f", z);
    }

    /**
     * What a cell shows in the Markdown and HTML tables: n/a, not run, failed, or the mean ± standard error with the
     * runs when not all finished, {@link #SPREAD_ZERO_MARK} when every run gave the same value, and
     * {@link #EDGE_MARK} when half the runs or more selected a grid edge.
     */
    static String cellText(Entry e) {
        return switch (e.status) {
            case "unavailable" -> "n/a";
            case "missing" -> "not run";
            case "failed" -> "failed";
            default -> meanSe(e.mean, e.se) + (e.status.equals("partial") || e.runs == 1
                    ? " (" + e.runs + (e.runs == 1 ? " run)" : " runs)") : "")
                    + (e.verdict == Verdict.SPREAD_ZERO ? " " + SPREAD_ZERO_MARK : "")
                    + (e.onGridEdge() ? " " + EDGE_MARK : "");
        };
    }

    /** The mark of a cell whose runs all gave the same value. */
    static final String SPREAD_ZERO_MARK = "(se 0)";
    /** The mark of a cell (or a figure's panel) whose selections lie on a grid edge. */
    public static final String EDGE_MARK = "†";

    /** The anchor of an explanation in the Markdown and HTML reports. */
    static String anchor(Experiment e, Experiment.Explanation x) {
        return e.id().replace('.', '-') + "-" + x.anchor();
    }

    /**
     * The table's summary line (see {@link Summary}) with each cell beyond two standard errors named and linked to
     * the explanation that covers it ("no explanation" if none does), as Markdown ({@code html} false) or HTML.
     */
    static String summaryText(Table t, boolean html) {
        StringBuilder sb = new StringBuilder(t.summary().line());
        for (Verdict v : new Verdict[] {Verdict.WORSE, Verdict.BETTER}) {
            List<Entry> cells = t.withVerdict(v);
            if (cells.isEmpty()) {
                continue;
            }
            sb.append(v == Verdict.WORSE ? ". Ours worse: " : ". Ours better: ");
            for (int i = 0; i < cells.size(); i++) {
                Entry x = cells.get(i);
                Experiment.Explanation why = t.experiment.explanation(x.dataset, x.method);
                String cell = x.dataset + " " + x.method + " (z " + zText(x.z) + ")";
                sb.append(i == 0 ? "" : "; ").append(html ? escape(cell) : cell).append(' ');
                if (why == null) {
                    sb.append("no explanation");
                } else if (html) {
                    sb.append("<a href=\"#").append(anchor(t.experiment, why)).append("\">why</a>");
                } else {
                    sb.append("[why](#").append(anchor(t.experiment, why)).append(')');
                }
            }
        }
        return sb.append('.').toString();
    }

    /** The table's notes: grid edges, cells with standard error 0, and the solvers' work, one line each. */
    static List<String> findings(Table t) {
        List<String> out = new ArrayList<>();
        List<String> edges = new ArrayList<>();
        List<String> zero = new ArrayList<>();
        for (Entry x : t.entries) {
            if (x.onGridEdge()) {
                edges.add(x.dataset + " " + x.method + " in " + x.edgeRuns + "/" + x.runs + " runs (most often "
                        + x.edge + ")");
            }
            if (x.verdict == Verdict.SPREAD_ZERO) {
                zero.add(x.dataset + " " + x.method);
            }
        }
        if (!edges.isEmpty()) {
            out.add(EDGE_MARK + " Selections on the edge of the grid (the best value may lie outside it): "
                    + String.join("; ", edges) + ".");
        }
        if (!zero.isEmpty()) {
            out.add(SPREAD_ZERO_MARK + " Every run gave the same value, so z is not computed: " + String.join("; ", zero)
                    + ".");
        }
        Map<String, SolverCounts> byMethod = new LinkedHashMap<>();
        for (Entry x : t.entries) {
            byMethod.merge(x.method, x.solvers, SolverCounts::plus);
        }
        for (Map.Entry<String, SolverCounts> m : byMethod.entrySet()) {
            SolverCounts c = m.getValue();
            if (c.linearPrograms() > 0) {
                out.add(String.format(Locale.ROOT, "%s: %,d restricted master LPs solved (every fit of the grid"
                                + " search and the final fits), the largest took %,d pivots (%,d pivots in all; up to"
                                + " %,d rows); %,d solved again from a cold basis.", m.getKey(), c.linearPrograms(),
                        c.maxPivots(), c.pivots(), c.maxRows(), c.coldStarts()));
            }
            if (c.masterSvms() > 0) {
                out.add(String.format(Locale.ROOT, "%s: %,d restricted master SVMs solved, %,d of them stopped at"
                                + " the epoch cap; at most %,d epochs, %,d in all.", m.getKey(), c.masterSvms(),
                        c.capped(), c.maxEpochs(), c.epochs()));
            }
        }
        return out;
    }

    /** The Markdown report, without figures. */
    public String markdown() {
        return markdown(null, List.of());
    }

    /**
     * The Markdown report with a section listing the figures (each linked relative to {@code dir}, the report's
     * folder, with its caption: the grid-edge flags and notes of the figures are there).
     */
    public String markdown(Path dir, List<Figure> figures) {
        StringBuilder sb = new StringBuilder(tablesMarkdown());
        if (!figures.isEmpty()) {
            sb.append("\n## Figures\n\n");
            for (Figure f : figures) {
                Path file = dir == null ? f.file() : dir.toAbsolutePath().relativize(f.file().toAbsolutePath());
                sb.append("- [").append(file.toString().replace('\\', '/')).append("](")
                        .append(file.toString().replace('\\', '/')).append("): ").append(f.caption()).append('\n');
            }
        }
        return sb.toString();
    }

    private String tablesMarkdown() {
        StringBuilder sb = new StringBuilder("# Reproduction of the papers' experiments\n\n");
        sb.append(protocolLine()).append("\n\n");
        sb.append("Each cell: ours (mean ± standard error) / the paper's, and z = (ours − paper) / sqrt(se² + se_paper²);"
                + " |z| ≤ 2 means agreement within two combined standard errors.\n\n");
        sb.append("**All tables:** ").append(totalText()).append('\n');
        for (Table t : tables) {
            Experiment e = t.experiment;
            sb.append("\n## ").append(e.id()).append(": ").append(e.title()).append("\n\n");
            sb.append(e.source()).append(". Measure: ").append(e.measure().description()).append(".\n\n");
            sb.append("| data set |");
            for (Method m : e.methods()) {
                sb.append(' ').append(m.name()).append(" | paper | z |");
            }
            sb.append("\n|---|").append("---:|---:|---:|".repeat(e.methods().size())).append('\n');
            for (String d : e.datasets()) {
                sb.append("| ").append(d).append(" |");
                for (Method m : e.methods()) {
                    Entry x = t.entry(d, m.name());
                    sb.append(' ').append(cellText(x)).append(" | ").append(paperText(x.paper)).append(" | ")
                            .append(zText(x.z)).append(" |");
                }
                sb.append('\n');
            }
            sb.append("\n**Summary:** ").append(summaryText(t, false)).append('\n');
            List<String> notes = new ArrayList<>(e.notes());
            notes.addAll(problems(t));
            notes.addAll(findings(t));
            if (!notes.isEmpty()) {
                sb.append('\n');
                for (String n : notes) {
                    sb.append("- ").append(n).append('\n');
                }
            }
            if (!e.explanations().isEmpty()) {
                sb.append("\nWhy ours differs:\n\n");
                for (Experiment.Explanation x : e.explanations()) {
                    sb.append("- <a id=\"").append(anchor(e, x)).append("\"></a>**").append(x.anchor())
                            .append("** (").append(x.methods().isEmpty() ? "all methods" : String.join(", ",
                                    x.methods())).append("; ").append(x.datasets().isEmpty() ? "all data sets"
                                    : String.join(", ", x.datasets())).append("): ").append(x.text()).append('\n');
                }
            }
        }
        return sb.toString();
    }

    /** Distinct reasons for unavailable or failed cells, with the cells they concern. */
    static List<String> problems(Table t) {
        Map<String, java.util.Set<String>> rows = new LinkedHashMap<>();
        Map<String, java.util.Set<String>> columns = new LinkedHashMap<>();
        for (Entry x : t.entries) {
            if (!x.note.isEmpty()) {
                String k = x.status + ": " + x.note;
                rows.computeIfAbsent(k, y -> new java.util.LinkedHashSet<>()).add(x.dataset);
                columns.computeIfAbsent(k, y -> new java.util.LinkedHashSet<>()).add(x.method);
            }
        }
        List<String> out = new ArrayList<>();
        for (String k : rows.keySet()) {
            out.add(k + " (data sets: " + String.join(", ", rows.get(k)) + "; methods: "
                    + String.join(", ", columns.get(k)) + ")");
        }
        return out;
    }

    /** The counts over all tables, then what chance alone would give ({@link Summary#chanceLine}). */
    private String totalText() {
        return total().line() + ". " + chanceText() + ".";
    }

    /**
     * What chance alone would put beyond 2 standard errors ({@link Summary#chanceLine}), or, for a {@code --quick}
     * plan, that its counts measure nothing: reduced grids and standard errors of 2 runs.
     */
    public String chanceText() {
        Summary total = total();
        return plan.quick() ? total.compared() + " cells compared; --quick is a smoke test (reduced grids, "
                + plan.runs() + " run(s) a cell), so these counts do not measure agreement with the papers"
                : total.chanceLine();
    }

    private String protocolLine() {
        return String.format(Locale.ROOT, "Protocol: %s, %d run(s) per cell (the papers: 100), master seed %d, %d"
                        + " distinct cells.", plan.quick() ? "--quick (reduced grids)" : "the papers' grids",
                plan.runs(), plan.masterSeed(), plan.cells().size());
    }

    /** The CSV report: a header and one line per cell. */
    public String csv() {
        StringBuilder sb = new StringBuilder("experiment,dataset,method,status,runs,failed_runs,mean,se,paper_mean,"
                + "paper_se,z,selected,note,verdict,edge_runs,edge\n");
        for (Table t : tables) {
            for (Entry x : t.entries) {
                sb.append(csvField(t.experiment.id())).append(',').append(csvField(x.dataset)).append(',')
                        .append(csvField(x.method)).append(',').append(x.status).append(',').append(x.runs)
                        .append(',').append(x.failedRuns).append(',').append(plain(x.mean)).append(',')
                        .append(plain(x.se)).append(',').append(x.paper == null ? "" : plain(x.paper.mean()))
                        .append(',').append(x.paper == null ? "" : plain(x.paper.standardError())).append(',')
                        .append(plain(x.z)).append(',').append(csvField(x.selected)).append(',')
                        .append(csvField(x.note)).append(',').append(x.verdict.name().toLowerCase(Locale.ROOT))
                        .append(',').append(x.edgeRuns).append(',').append(csvField(x.edge)).append('\n');
            }
        }
        return sb.toString();
    }

    private static String plain(double v) {
        return Double.isNaN(v) ? "" : Double.toString(v);
    }

    private static String csvField(String s) {
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0) {
            return s;
        }
        return '"' + s.replace("\"", "\"\"") + '"';
    }

    /** The JSON report. */
    public String json() {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        root.put("quick", plan.quick());
        root.put("runs", plan.runs());
        root.put("masterSeed", plan.masterSeed());
        ArrayNode exps = root.putArray("experiments");
        for (Table t : tables) {
            ObjectNode e = exps.addObject();
            e.put("id", t.experiment.id());
            e.put("title", t.experiment.title());
            e.put("source", t.experiment.source());
            e.put("measure", t.experiment.measure().name());
            ArrayNode cells = e.putArray("cells");
            for (Entry x : t.entries) {
                ObjectNode c = cells.addObject();
                c.put("dataset", x.dataset);
                c.put("method", x.method);
                c.put("status", x.status);
                c.put("runs", x.runs);
                c.put("failedRuns", x.failedRuns);
                c.set("mean", RecordJson.number(x.mean));
                c.set("se", RecordJson.number(x.se));
                if (x.paper != null) {
                    c.set("paperMean", RecordJson.number(x.paper.mean()));
                    c.set("paperSe", RecordJson.number(x.paper.standardError()));
                }
                c.set("z", RecordJson.number(x.z));
                c.put("selected", x.selected);
                c.put("note", x.note);
                c.put("verdict", x.verdict.name().toLowerCase(Locale.ROOT));
                c.put("edgeRuns", x.edgeRuns);
                c.put("edge", x.edge);
                ObjectNode solvers = c.putObject("solvers");
                SolverCounts k = x.solvers;
                solvers.put("linearPrograms", k.linearPrograms());
                solvers.put("maxPivots", k.maxPivots());
                solvers.put("pivots", k.pivots());
                solvers.put("coldStarts", k.coldStarts());
                solvers.put("masterSvms", k.masterSvms());
                solvers.put("cappedMasterSvms", k.capped());
                solvers.put("maxEpochs", k.maxEpochs());
            }
            e.put("summary", t.summary().line());
        }
        try {
            return json.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException ex) {
            throw new IllegalStateException(ex);
        }
    }

    /**
     * The HTML page: every table, with |z| > 2 highlighted, and the figures embedded as PNG data URIs.
     *
     * @param figures PNG files to embed, with captions
     * @throws IOException if a figure cannot be read
     */
    public String html(List<Figure> figures) throws IOException {
        StringBuilder sb = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>Infens reproduction</title><style>body{font-family:sans-serif;margin:2em;max-width:80em}"
                + "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 7px;"
                + "text-align:right}td:first-child,th:first-child{text-align:left}th{background:#eee}"
                + ".far{background:#fdd}.near{background:#dfd}.better{background:#ddf}.na{color:#999}.paper{color:#555}"
                + "figure{display:inline-block;margin:1em}</style></head><body>\n");
        sb.append("<h1>Reproduction of the papers' experiments</h1>\n<p>").append(escape(protocolLine()))
                .append("</p>\n<p>Each cell: ours (mean ± standard error), the paper's value in grey, and z ="
                        + " (ours − paper) / sqrt(se² + se_paper²); green: |z| ≤ 2, blue: |z| &gt; 2 with ours better, red: |z| &gt; 2 with"
                        + " ours worse; † half the runs or more selected a grid edge; (se 0): every run gave the same"
                        + " value.</p>\n<p><b>All tables:</b> ").append(escape(totalText())).append("</p>\n");
        for (Table t : tables) {
            Experiment e = t.experiment;
            sb.append("<h2>").append(escape(e.id() + ": " + e.title())).append("</h2>\n<p>")
                    .append(escape(e.source() + ". Measure: " + e.measure().description() + "."))
                    .append("</p>\n<table><tr><th>data set</th>");
            for (Method m : e.methods()) {
                sb.append("<th>").append(escape(m.name())).append("</th>");
            }
            sb.append("</tr>\n");
            for (String d : e.datasets()) {
                sb.append("<tr><td>").append(escape(d)).append("</td>");
                for (Method m : e.methods()) {
                    Entry x = t.entry(d, m.name());
                    String cls = switch (x.verdict) {
                        case WITHIN -> "near";
                        case WORSE -> "far";
                        case BETTER -> "better";
                        case NOT_COMPUTED -> "na";
                        default -> "";
                    };
                    sb.append("<td class=\"").append(cls).append("\" title=\"").append(escape(x.note.isEmpty()
                            ? x.selected : x.note)).append("\">").append(escape(cellText(x)));
                    if (x.paper != null) {
                        sb.append("<br><span class=\"paper\">").append(escape(paperText(x.paper))).append("</span>");
                    }
                    if (!Double.isNaN(x.z)) {
                        sb.append("<br>z ").append(zText(x.z));
                    }
                    sb.append("</td>");
                }
                sb.append("</tr>\n");
            }
            sb.append("</table>\n<p><b>Summary:</b> ").append(summaryText(t, true)).append("</p>\n");
            List<String> notes = new ArrayList<>(e.notes());
            notes.addAll(problems(t));
            notes.addAll(findings(t));
            if (!notes.isEmpty()) {
                sb.append("<ul>");
                for (String n : notes) {
                    sb.append("<li>").append(escape(n)).append("</li>");
                }
                sb.append("</ul>\n");
            }
            if (!e.explanations().isEmpty()) {
                sb.append("<p>Why ours differs:</p><ul>");
                for (Experiment.Explanation x : e.explanations()) {
                    sb.append("<li id=\"").append(anchor(e, x)).append("\"><b>").append(escape(x.anchor()))
                            .append("</b>: ").append(escape(x.text())).append("</li>");
                }
                sb.append("</ul>\n");
            }
        }
        if (!figures.isEmpty()) {
            sb.append("<h2>Figures</h2>\n");
            for (Figure f : figures) {
                sb.append("<figure><img alt=\"").append(escape(f.caption())).append("\" src=\"data:image/png;base64,")
                        .append(Base64.getEncoder().encodeToString(Files.readAllBytes(f.file())))
                        .append("\"><figcaption>").append(escape(f.caption())).append("</figcaption></figure>\n");
            }
        }
        return sb.append("</body></html>\n").toString();
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /**
     * Writes {@code report.md}, {@code report.csv}, {@code report.json} and {@code index.html} into {@code dir},
     * each atomically.
     *
     * @param dir     the output folder (created if needed)
     * @param figures PNG files for the HTML page
     * @throws IOException if a file cannot be written
     */
    public void write(Path dir, List<Figure> figures) throws IOException {
        Files.createDirectories(dir);
        String md = markdown(dir, figures);
        String csv = csv();
        String js = json();
        String page = html(figures);
        AtomicFiles.write(dir.resolve("report.md"), w -> w.write(md));
        AtomicFiles.write(dir.resolve("report.csv"), w -> w.write(csv));
        AtomicFiles.write(dir.resolve("report.json"), w -> w.write(js));
        AtomicFiles.write(dir.resolve("index.html"), w -> w.write(page));
    }
}

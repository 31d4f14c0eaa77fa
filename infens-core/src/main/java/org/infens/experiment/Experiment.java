package org.infens.experiment;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One table of a paper to reproduce: its data sets (rows), its methods (columns), what it measures, and the values
 * the paper published for each cell.
 *
 * @param id        a short name for the command line, e.g. {@code 002-table2}
 * @param title     the table's caption
 * @param source    the paper's citation (authors, title, venue, year) and where in it the table is, e.g.
 *                  {@code Lin & Li, "Support Vector Machinery for Infinite Ensemble Learning", JMLR 9, 2008, Sec.
 *                  7.1, Table 2}
 * @param measure   what each cell reports
 * @param datasets  the rows, by {@link ExperimentData} name
 * @param methods   the columns
 * @param published the paper's value per data set and method name (absent cells were not published)
 * @param notes     remarks printed under the table: protocol choices and differences from the paper
 * @param hidden    whether the experiment is left out of "every experiment" (a self-test named explicitly)
 * @param excerpt   the rows of the paper's table the published values were read from, as printed (each run of
 *                  white space one space), one string per printed line; empty when the values were given as
 *                  numbers
 * @param explanations why cells differ from the paper: the report links every cell beyond two standard errors to
 *                  the first explanation that covers it
 */
public record Experiment(String id, String title, String source, Measure measure, List<String> datasets,
                         List<Method> methods, Map<String, Map<String, PaperValue>> published, List<String> notes,
                         boolean hidden, List<String> excerpt, List<Explanation> explanations) {
    /**
     * Why some cells of a table differ from the paper's.
     *
     * @param anchor   a short name, unique in the table, for links (e.g. {@code lpboost-grid})
     * @param methods  the columns it covers (empty: all)
     * @param datasets the rows it covers (empty: all)
     * @param text     the explanation, with the evidence (figures, the result file that shows it)
     */
    public record Explanation(String anchor, List<String> methods, List<String> datasets, String text) {
        /** Copies the lists; the anchor is letters, digits and hyphens. */
        public Explanation {
            if (anchor == null || !anchor.matches("[a-z0-9-]+")) {
                throw new IllegalArgumentException("anchor must be lower-case letters, digits and '-', got " + anchor);
            }
            methods = List.copyOf(methods);
            datasets = List.copyOf(datasets);
            Objects.requireNonNull(text, "text");
        }

        /** Whether it covers the cell of this data set and method. */
        public boolean covers(String dataset, String method) {
            return (methods.isEmpty() || methods.contains(method)) && (datasets.isEmpty() || datasets.contains(dataset));
        }
    }

    /** The first explanation that covers a cell, or null. */
    public Explanation explanation(String dataset, String method) {
        for (Explanation x : explanations) {
            if (x.covers(dataset, method)) {
                return x;
            }
        }
        return null;
    }

    /** Copies the collections and checks that every published value names a row and a column. */
    public Experiment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(measure, "measure");
        datasets = List.copyOf(datasets);
        methods = List.copyOf(methods);
        Map<String, Map<String, PaperValue>> copy = new LinkedHashMap<>();
        for (Map.Entry<String, Map<String, PaperValue>> e : published.entrySet()) {
            if (!datasets.contains(e.getKey())) {
                throw new IllegalArgumentException(id + ": published value for data set " + e.getKey()
                        + ", which is not a row");
            }
            for (String m : e.getValue().keySet()) {
                if (methods.stream().noneMatch(x -> x.name().equals(m))) {
                    throw new IllegalArgumentException(id + ": published value for method " + m
                            + ", which is not a column");
                }
            }
            copy.put(e.getKey(), Map.copyOf(e.getValue()));
        }
        published = Map.copyOf(copy);
        notes = List.copyOf(notes);
        excerpt = List.copyOf(excerpt);
        explanations = List.copyOf(explanations);
        java.util.Set<String> anchors = new java.util.HashSet<>();
        for (Explanation x : explanations) {
            if (!anchors.add(x.anchor())) {
                throw new IllegalArgumentException(id + ": two explanations named " + x.anchor());
            }
        }
    }

    /** The paper's value for a cell, or null if it published none. */
    public PaperValue paper(String dataset, String method) {
        Map<String, PaperValue> row = published.get(dataset);
        return row == null ? null : row.get(method);
    }

    /**
     * This table with only the rows in {@code rowNames} and the columns in {@code methodNames} (each in the table's
     * order; null keeps them all), for a partial run such as the artificial sets alone; the published values of the
     * dropped rows and columns go with them.
     *
     * @throws IllegalArgumentException if no row or no column would be left
     */
    public Experiment restrictedTo(java.util.Collection<String> rowNames, java.util.Collection<String> methodNames) {
        List<String> rows = rowNames == null ? datasets : datasets.stream().filter(rowNames::contains).toList();
        List<Method> columns = methodNames == null ? methods
                : methods.stream().filter(m -> methodNames.contains(m.name())).toList();
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(id + " has none of the data sets " + String.join(", ", rowNames)
                    + " (its rows: " + String.join(", ", datasets) + ")");
        }
        if (columns.isEmpty()) {
            throw new IllegalArgumentException(id + " has none of the methods " + String.join(", ", methodNames));
        }
        Map<String, Map<String, PaperValue>> kept = new LinkedHashMap<>();
        for (String r : rows) {
            Map<String, PaperValue> row = new LinkedHashMap<>();
            for (Method m : columns) {
                PaperValue v = paper(r, m.name());
                if (v != null) {
                    row.put(m.name(), v);
                }
            }
            if (!row.isEmpty()) {
                kept.put(r, row);
            }
        }
        return new Experiment(id, title, source, measure, rows, columns, kept, notes, hidden, excerpt, explanations);
    }

    /** Starts a definition. */
    static Builder builder(String id, String title, String source, Measure measure) {
        return new Builder(id, title, source, measure);
    }

    /** Collects a definition row by row, as the paper prints it. */
    static final class Builder {
        private final String id;
        private final String title;
        private final String source;
        private final Measure measure;
        private final List<String> datasets = new ArrayList<>();
        private final List<Method> methods = new ArrayList<>();
        private final Map<String, Map<String, PaperValue>> published = new LinkedHashMap<>();
        private final List<String> notes = new ArrayList<>();
        private final List<String> excerpt = new ArrayList<>();
        private final List<Explanation> explanations = new ArrayList<>();
        private final Map<String, String> renamed = new HashMap<>();
        private boolean hidden;
        private int deviationRuns;
        private double deviationUnit = 1;
        private double scale = 1;

        private Builder(String id, String title, String source, Measure measure) {
            this.id = id;
            this.title = title;
            this.source = source;
            this.measure = measure;
        }

        /** The columns, in the paper's order. */
        Builder methods(Method... m) {
            methods.addAll(List.of(m));
            return this;
        }

        /**
         * Declares that the rows that follow print (mean, standard deviation over {@code runs} runs) pairs, as Shen
         * &amp; Liu 2014's tables do; each is stored as the standard error {@code deviation / sqrt(runs)}, so that the
         * report's "difference in standard errors" compares like with like.
         */
        Builder standardDeviationsOver(int runs) {
            if (runs < 2) {
                throw new IllegalArgumentException("runs must be >= 2, got " + runs);
            }
            deviationRuns = runs;
            deviationUnit = 1;
            return this;
        }

        /**
         * As {@link #standardDeviationsOver(int)}, for a paper that prints its deviations in another unit than its
         * means: each deviation is multiplied by {@code unit} first (Zhao 2017 prints accuracies in percent with
         * deviations as fractions, 87.6103±0.0132: {@code unit} 100).
         */
        Builder standardDeviationsOver(int runs, double unit) {
            standardDeviationsOver(runs);
            if (!(unit > 0) || Double.isInfinite(unit)) {
                throw new IllegalArgumentException("unit must be > 0 and finite, got " + unit);
            }
            deviationUnit = unit;
            return this;
        }

        /**
         * Declares that the rows that follow print their values as fractions of a unit the table reports in: each
         * value (and error) is multiplied by {@code factor} (Zhao 2017, Table 4.4 prints precision 0.3823 for the
         * 38.23% of {@link Measure#PRECISION}: {@code factor} 100).
         */
        Builder scaledBy(double factor) {
            if (!(factor > 0) || Double.isInfinite(factor)) {
                throw new IllegalArgumentException("factor must be > 0 and finite, got " + factor);
            }
            scale = factor;
            return this;
        }

        /**
         * A row with the paper's (mean, standard error) pairs, one pair per method in column order (or (mean,
         * standard deviation) pairs after {@link #standardDeviationsOver}).
         */
        Builder row(String dataset, double... meanAndStandardError) {
            if (meanAndStandardError.length != 2 * methods.size()) {
                throw new IllegalArgumentException(id + " row " + dataset + ": " + meanAndStandardError.length
                        + " numbers for " + methods.size() + " methods (mean and standard error each)");
            }
            Map<String, PaperValue> row = new LinkedHashMap<>();
            double divisor = deviationRuns == 0 ? 1 : Math.sqrt(deviationRuns);
            for (int m = 0; m < methods.size(); m++) {
                row.put(methods.get(m).name(), new PaperValue(meanAndStandardError[2 * m] * scale,
                        meanAndStandardError[2 * m + 1] * deviationUnit * scale / divisor));
            }
            datasets.add(dataset);
            published.put(dataset, row);
            return this;
        }

        /** A row with the paper's single values (no standard errors), one per method in column order. */
        Builder values(String dataset, double... values) {
            double[] pairs = new double[2 * values.length];
            for (int i = 0; i < values.length; i++) {
                pairs[2 * i] = values[i];
                pairs[2 * i + 1] = Double.NaN;
            }
            return row(dataset, pairs);
        }

        /**
         * Rows quoted from the paper's table, one printed line each: the row's label, then one value per method in
         * column order, each {@code mean± se} (or {@code mean ± se}, {@code mean±se}) or, for a table without
         * standard errors, a single number (see {@link #row} and {@link #values}). Each line is kept in
         * {@link Experiment#excerpt} with its white space folded. A row's data set is its label as given to
         * {@link #renaming}, else the label in lower case.
         *
         * @throws IllegalArgumentException naming the line when it does not hold one value per method
         */
        Builder quoting(String rows) {
            for (String line : printedLines(rows)) {
                double[] pairs = quotedValues(line);
                if (pairs.length != 2 * methods.size()) {
                    throw new IllegalArgumentException(id + ": quoted row '" + line + "' has " + pairs.length / 2
                            + " values for " + methods.size() + " methods");
                }
                String label = line.split(" ", 2)[0];
                row(renamed.getOrDefault(label, label.toLowerCase(Locale.ROOT)), pairs);
                excerpt.add(line);
            }
            return this;
        }

        /**
         * The rows of a table printed the other way round, one line per method in column order ({@code label
         * mean±se}), all for the one data set {@code dataset}; each line is kept in {@link Experiment#excerpt}.
         */
        Builder quotingColumns(String dataset, String rows) {
            List<String> lines = printedLines(rows);
            double[] pairs = new double[2 * lines.size()];
            for (int m = 0; m < lines.size(); m++) {
                double[] p = quotedValues(lines.get(m));
                if (p.length != 2 || Double.isNaN(p[1])) {
                    throw new IllegalArgumentException(id + ": quoted line '" + lines.get(m)
                            + "' must be 'label mean±se'");
                }
                System.arraycopy(p, 0, pairs, 2 * m, 2);
            }
            excerpt.addAll(lines);
            return row(dataset, pairs);
        }

        /** The quoted rows labelled {@code label} in the paper are the data set {@code dataset} here. */
        Builder renaming(String label, String dataset) {
            renamed.put(label, dataset);
            return this;
        }

        /**
         * Rows whose published values are {@code other}'s for the methods of the same name (the self-test's
         * "paper" values are Lin &amp; Li 2008, Table 5's).
         */
        Builder valuesFrom(Experiment other, String... rows) {
            for (String dataset : rows) {
                Map<String, PaperValue> row = new LinkedHashMap<>();
                for (Method m : methods) {
                    PaperValue v = other.paper(dataset, m.name());
                    if (v == null) {
                        throw new IllegalArgumentException(id + ": " + other.id() + " has no value for " + dataset
                                + " and " + m.name());
                    }
                    row.put(m.name(), v);
                }
                datasets.add(dataset);
                published.put(dataset, row);
            }
            return this;
        }

        /** The non-blank lines of a quote, each run of white space one space. */
        private static List<String> printedLines(String rows) {
            List<String> out = new ArrayList<>();
            for (String line : rows.split("\n")) {
                String folded = line.replaceAll("\\s+", " ").strip();
                if (!folded.isEmpty()) {
                    out.add(folded);
                }
            }
            return out;
        }

        /**
         * The values of a quoted row after its label as (mean, standard error) pairs, NaN errors when the row prints
         * none; {@code 2.86± 0.04}, {@code 2.86 ± 0.04} and {@code 2.86±0.04} are one value.
         */
        private double[] quotedValues(String line) {
            String[] labelAndValues = line.replaceAll(" ?± ?", "±").split(" ", 2);
            String[] cells = labelAndValues.length < 2 ? new String[0] : labelAndValues[1].split(" ");
            boolean errors = line.contains("±");
            double[] pairs = new double[2 * cells.length];
            for (int m = 0; m < cells.length; m++) {
                String[] parts = cells[m].split("±", -1);
                if (parts.length != (errors ? 2 : 1)) {
                    throw new IllegalArgumentException(id + ": quoted row '" + line + "': '" + cells[m]
                            + (errors ? "' is not one mean±se" : "' is not a number"));
                }
                pairs[2 * m] = number(line, parts[0]);
                pairs[2 * m + 1] = errors ? number(line, parts[1]) : Double.NaN;
            }
            return pairs;
        }

        private double number(String line, String text) {
            try {
                return Double.parseDouble(text);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(id + ": quoted row '" + line + "': '" + text
                        + "' is not a number", e);
            }
        }

        /** A row the paper has no numbers for. */
        Builder dataset(String dataset) {
            datasets.add(dataset);
            return this;
        }

        /** A remark printed under the table. */
        Builder note(String text) {
            notes.add(text);
            return this;
        }

        /**
         * Why the cells of these methods and data sets differ from the paper (see {@link Explanation}).
         *
         * @param anchor   the explanation's short name
         * @param methods  method names separated by a comma and a space, or {@code *} for all
         * @param datasets data sets separated by a comma and a space ({@code "twonorm-n, threenorm-n"}; a single
         *                 comma belongs to a name, as in {@code glass@50/positive=1,l2}), or {@code *} for all
         * @param text     the explanation
         */
        Builder explaining(String anchor, String methods, String datasets, String text) {
            explanations.add(new Explanation(anchor, names(methods), names(datasets), text));
            return this;
        }

        private static List<String> names(String csv) {
            return csv.equals("*") ? List.of() : List.of(csv.split(",\\s+"));
        }

        /** Leaves the experiment out of "every experiment". */
        Builder hidden() {
            hidden = true;
            return this;
        }

        Experiment build() {
            for (Explanation x : explanations) {
                for (String m : x.methods()) {
                    if (methods.stream().noneMatch(c -> c.name().equals(m))) {
                        throw new IllegalArgumentException(id + ": explanation " + x.anchor() + " names method " + m
                                + ", which is not a column");
                    }
                }
                for (String d : x.datasets()) {
                    if (!datasets.contains(d)) {
                        throw new IllegalArgumentException(id + ": explanation " + x.anchor() + " names data set "
                                + d + ", which is not a row");
                    }
                }
            }
            return new Experiment(id, title, source, measure, datasets, methods, published, notes, hidden, excerpt,
                    explanations);
        }
    }
}

package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The published values against the rows quoted from the papers ({@link Experiment#excerpt}), always; and the quoted
 * rows against the papers' text where the papers are at hand.
 *
 * <p>The papers are not part of the repository. They are looked for in the folder the system property
 * {@code infens.papers} names ({@code mvn verify -Dinfens.papers=DIR}; then a missing paper fails the test), else
 * in {@code shared/papers} beside the repository's folder. When neither has them, the comparison with the text is
 * skipped with a message saying so (the build's summary line lists skipped tests), except in CI (environment
 * variable {@code CI=true}, whose clone has shared/ beside it), where it fails; the values are still checked
 * against the quotes, which are what they were read from.
 */
class PaperTablesTest {
    /** The texts the tables quote, by the prefix of the experiment ids. */
    private static final Map<String, String> PAPER_FILES = Map.of(
            "000-", "000_79ecdb591e3e1a11.txt",
            "001-", "001_8b8a378b5fb1250a.txt",
            "002-", "002_9a7be6bf8c3ab198.txt",
            "003-", "003_adcea8a67db67102.txt");

    /** One quoted value: mean, then {@code ±} and a deviation or standard error, or nothing. */
    private static final Pattern VALUE = Pattern.compile("(\\d+(?:\\.\\d+)?)(?: ?± ?(\\d+(?:\\.\\d+)?))?");

    /**
     * What turns a printed deviation into the standard error: 1 / sqrt(runs) for the standard deviations of 001's
     * tables, 100 / sqrt(50) for 003's deviations printed as fractions of accuracies in percent, 1 for the others
     * (they print standard errors).
     */
    private static double errorFactor(String id, int row) {
        return switch (id) {
            case "001-table1", "001-table2" -> 1 / Math.sqrt(5);
            case "001-table3" -> 1 / Math.sqrt(row < 7 ? 10 : 5);
            case "001-table4" -> 1 / Math.sqrt(20);
            case "003-table4.2" -> 100 / Math.sqrt(50);
            default -> 1;
        };
    }

    /** What turns a printed value into the stored one: 100 for 003 Table 4.4's fractions (stored in percent), else 1. */
    private static double valueFactor(String id) {
        return id.equals("003-table4.4") ? 100 : 1;
    }

    /**
     * Each quoted row's numbers, read here with a pattern of their own, are the table's published values in column
     * order (mean, and the standard error = the printed deviation / sqrt(runs) for 001); every published row is
     * quoted, and every table of a paper quotes.
     */
    @Test
    void publishedValuesAreTheQuotedRows() {
        int checked = 0;
        for (Experiment e : Experiments.all()) {
            List<String> quoted = e.excerpt();
            assertFalse(quoted.isEmpty(), e.id() + " quotes the paper");
            boolean transposed = e.id().equals("001-table4");
            assertEquals(transposed ? e.methods().size() : e.datasets().size(), quoted.size(), e.id());
            for (int r = 0; r < quoted.size(); r++) {
                List<double[]> values = values(quoted.get(r));
                String dataset = transposed ? e.datasets().get(0) : e.datasets().get(r);
                List<Method> methods = transposed ? List.of(e.methods().get(r)) : e.methods();
                assertEquals(methods.size(), values.size(), quoted.get(r));
                for (int m = 0; m < methods.size(); m++) {
                    PaperValue v = e.paper(dataset, methods.get(m).name());
                    String where = e.id() + " " + dataset + " " + methods.get(m).name();
                    assertEquals(values.get(m)[0] * valueFactor(e.id()), v.mean(), 1e-12, where);
                    if (Double.isNaN(values.get(m)[1])) {
                        assertFalse(v.hasStandardError(), where);
                    } else {
                        assertEquals(values.get(m)[1] * errorFactor(e.id(), r), v.standardError(), 1e-13,
                                where);
                    }
                    checked++;
                }
            }
        }
        // 002 Tables 2-5 (14 rows), Table 6, 000 Tables 5.2-5.5, 001 Tables I-IV, 003 Tables 4.2 and 4.4
        assertEquals(14 * (4 + 3 + 3 + 4) + 3 * 4 + 12 * 4 + 3 * 4 + 12 * 5 + 12 * 5 + 13 * 4 + 13 * 7 + 14 * 4 + 2
                + 10 * 4 + 10 * 9, checked);
    }

    private static List<double[]> values(String row) {
        List<double[]> out = new ArrayList<>();
        Matcher m = VALUE.matcher(row.substring(row.indexOf(' ') + 1));
        while (m.find()) {
            out.add(new double[] {Double.parseDouble(m.group(1)),
                m.group(2) == null ? Double.NaN : Double.parseDouble(m.group(2))});
        }
        return out;
    }

    /**
     * Every table's quoted rows stand in its paper's text as consecutive lines (there with runs of white space and
     * the text extraction's {@code ±plus-or-minus\pm} for a plus-minus sign).
     */
    @Test
    void quotedRowsAreThePaperText() throws IOException {
        Path papers = papers();
        int tables = 0;
        for (Experiment e : Experiments.all()) {
            String file = PAPER_FILES.get(e.id().substring(0, 4));
            Path paper = papers.resolve(file);
            if (!Files.isRegularFile(paper)) {
                fail("paper " + paper + " (quoted by " + e.id() + ") is missing");
            }
            List<String> text = new ArrayList<>();
            for (String line : Files.readAllLines(paper)) {
                text.add(line.replace("±plus-or-minus\\pm", "±").replaceAll("\\s+", " ").strip());
            }
            assertTrue(java.util.Collections.indexOfSubList(text, e.excerpt()) >= 0,
                    e.id() + ": the quoted rows are not consecutive lines of " + file + ": " + e.excerpt());
            tables++;
        }
        assertEquals(15, tables);
    }

    /**
     * Zhao 2017, Table 4.4's values against each other: every F is 2 P R / (P + R) of its row's P and R to the
     * printed precision (the thesis truncates to 4 decimals: 5/12 is printed 0.4166), except the two cells the thesis
     * itself prints otherwise, so a mistyped digit in the transcription would show here.
     */
    @Test
    void table44FIsTheHarmonicMeanOfPAndR() {
        Experiment e = Experiments.byId("003-table4.4");
        List<String> inconsistentInTheThesis = List.of("yeast-14.07 Linear", "yeast-14.13 RBF");
        int consistent = 0;
        for (String d : e.datasets()) {
            for (String svm : new String[] {"Linear", "RBF", "Quasi-linear"}) {
                double p = e.paper(d, svm + " P").mean() / 100;
                double r = e.paper(d, svm + " R").mean() / 100;
                double f = e.paper(d, svm + " F").mean() / 100;
                double harmonic = 2 * p * r / (p + r);
                if (inconsistentInTheThesis.contains(d + " " + svm)) {
                    assertTrue(Math.abs(harmonic - f) > 2e-4 && Math.abs(harmonic - f) < 5e-4, d + " " + svm);
                } else {
                    assertEquals(harmonic, f, 2e-4, d + " " + svm + ": P " + p + ", R " + r);
                    consistent++;
                }
            }
        }
        assertEquals(28, consistent);
    }

    /** The folder of the papers' texts, or an aborted (skipped) test saying where they were looked for. */
    private static Path papers() {
        String given = System.getProperty("infens.papers");
        if (given != null && !given.isBlank()) {
            Path p = Path.of(given);
            assertTrue(Files.isDirectory(p), "-Dinfens.papers=" + given + " is not a folder");
            return p;
        }
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isRegularFile(root.resolve("infens-core/pom.xml"))) {
            root = root.getParent();
        }
        Path beside = root == null ? null : root.resolveSibling("shared").resolve("papers");
        boolean found = beside != null && Files.isDirectory(beside);
        // CI clones the repository beside a copy of shared/: there a missing folder is a failure, not a skip
        assertTrue(found || !"true".equals(System.getenv("CI")), "papers not found (looked in " + beside
                + ") while CI=true: the quoted rows must be compared with the papers' text in CI");
        Assumptions.assumeTrue(beside != null && Files.isDirectory(beside), "papers not found (looked in "
                + beside + "); the quoted rows were not compared with the papers' text (set -Dinfens.papers=DIR"
                + " to compare them)");
        return beside;
    }

    @Test
    void malformedQuotesAreRefusedNamingTheRow() {
        Method a = Method.of("A", "stump");
        Method b = Method.of("B", "stump");
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
                () -> Experiment.builder("t", "t", "t", Measure.TEST_ERROR).methods(a, b).quoting("heart 1.5± 0.2"));
        assertTrue(missing.getMessage().contains("'heart 1.5± 0.2' has 1 values for 2 methods"),
                missing.getMessage());
        IllegalArgumentException word = assertThrows(IllegalArgumentException.class,
                () -> Experiment.builder("t", "t", "t", Measure.TEST_ERROR).methods(a).quoting("heart 1.5±x"));
        assertTrue(word.getMessage().contains("'x' is not a number"), word.getMessage());
        IllegalArgumentException mixed = assertThrows(IllegalArgumentException.class,
                () -> Experiment.builder("t", "t", "t", Measure.TEST_ERROR).methods(a, b).quoting("heart 1.5±1 2"));
        assertTrue(mixed.getMessage().contains("'2' is not one mean±se"), mixed.getMessage());
        Experiment e = Experiment.builder("t", "t", "t", Measure.TEST_ERROR).methods(a, b)
                .renaming("Cleveland", "heart")
                .quoting("""
                        Cleveland\t1.5 ±\t0.25  2± 0.5
                        Sonar 3.0±1 4±2
                        """)
                .build();
        assertEquals(List.of("heart", "sonar"), e.datasets());
        assertEquals(new PaperValue(2, 0.5), e.paper("heart", "B"));
        assertEquals(List.of("Cleveland 1.5 ± 0.25 2± 0.5", "Sonar 3.0±1 4±2"), e.excerpt());
    }
}

package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import picocli.CommandLine;
import org.junit.jupiter.api.Test;

/**
 * Regression: the README linked to {@code ../shared/papers/INDEX.md} and {@code ../shared/DESIGN.md}, which a clone
 * does not have, and the docs and report named the papers by their file names ({@code 002_9a7be6bf8c3ab198.txt}).
 * What a user reads (README, docs, every command's help, the bundled resources' text) cites the papers by authors and
 * year and links only to files inside the repository.
 */
class DocumentationTest {
    private static final Pattern PAPER_FILE = Pattern.compile("\\d{3}_[0-9a-f]{16}(?:\\.txt)?");
    /**
     * A paper cited by its number 000-004 rather than by authors and year: the number followed by a place in the
     * paper ("002 Sec. 7", "003 (3.3)"), a possessive ("001's grid"), a colon ("(002: 5)") or a closing parenthesis
     * ("(004)"), or in parentheses before a comma. Not a citation: the number inside a word or another number
     * ({@code Paper001Table1}, {@code 0.001}, {@code 10,000}) or before a hyphen (the experiment ids {@code 002-table2}
     * of {@code infens reproduce}, the range 000-004).
     */
    private static final Pattern NUMERIC_CITATION = Pattern.compile("(?<![\\w.,/^#-])00[0-4](?![\\w-])(?:'s\\b|:|\\)"
            + "| (?:Sec\\.|Secs\\.|Section|Sections|Table|Tables|Fig\\.|Figs\\.|Figure|Figures|Thm\\.|Thms\\.|Theorem"
            + "|Def\\.|Defs\\.|Definition|Algorithm|Algorithms|Alg\\.|Eq\\.|Lemma|Cor\\.|Corollary|Appendix|Chapter"
            + "|ref\\.|§|\\())|\\(00[0-4][,)]");
    private static final Pattern LINK = Pattern.compile("\\]\\(([^)#\\s]+)(#[^)]*)?\\)");

    private static Path repository() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !(Files.exists(p.resolve("README.md")) && Files.isDirectory(p.resolve("docs")))) {
            p = p.getParent();
        }
        assertTrue(p != null, "no README.md and docs/ above " + Path.of("").toAbsolutePath());
        return p;
    }

    private static List<Path> userDocuments(Path root) throws IOException {
        List<Path> files = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> s = Files.list(root.resolve("docs"))) {
            s.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        try (Stream<Path> s = Files.walk(root.resolve("infens-core/src/main/resources"))) {
            s.filter(f -> f.toString().endsWith(".md") || f.toString().endsWith(".tsv")).forEach(files::add);
        }
        return files;
    }

    @Test
    void documentsCiteByAuthorsAndLinkOnlyInsideTheRepository() throws IOException {
        Path root = repository();
        List<String> problems = new ArrayList<>();
        for (Path f : userDocuments(root)) {
            String text = Files.readString(f);
            if (PAPER_FILE.matcher(text).find()) {
                problems.add(root.relativize(f) + " names a paper by its file name");
            }
            if (text.contains("../shared") || text.contains("DESIGN.md")) {
                problems.add(root.relativize(f) + " points outside the repository");
            }
            Matcher m = LINK.matcher(text);
            while (m.find()) {
                String target = m.group(1);
                if (target.startsWith("http://") || target.startsWith("https://")) {
                    continue;
                }
                Path resolved = f.getParent().resolve(target).normalize();
                if (!resolved.startsWith(root) || !Files.exists(resolved)) {
                    problems.add(root.relativize(f) + " links to " + target + ", not a file of the repository");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Regression: the Javadoc, the messages and the reports cited the papers by number ("002 Sec. 7", "(001,
     * Algorithm 1)", "000 Table 5.3") and three class comments by file name. Every Java source under
     * {@code src/main/java} of every module, every report in {@code infens-bench/results}, the bundled Markdown, the
     * docs and the README cite by authors and year (docs/references.md).
     */
    @Test
    void sourcesReportsAndDocsCiteByAuthorsNotByNumber() throws IOException {
        Path root = repository();
        List<Path> files = new ArrayList<>(userDocuments(root));
        try (Stream<Path> modules = Files.list(root)) {
            List<Path> sources = modules.map(m -> m.resolve("src/main/java")).filter(Files::isDirectory).sorted()
                    .toList();
            for (Path java : sources) {
                try (Stream<Path> s = Files.walk(java)) {
                    s.filter(f -> f.toString().endsWith(".java")).sorted().forEach(files::add);
                }
            }
        }
        try (Stream<Path> s = Files.walk(root.resolve("infens-bench/src/main/resources"))) {
            s.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        try (Stream<Path> s = Files.list(root.resolve("infens-bench/results"))) {
            s.filter(f -> f.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        assertTrue(files.size() > 100, "found only " + files.size() + " files under " + root);
        List<String> problems = new ArrayList<>();
        for (Path f : files) {
            List<String> lines = Files.readAllLines(f);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                Matcher file = PAPER_FILE.matcher(line);
                if (file.find()) {
                    problems.add(root.relativize(f) + ":" + (i + 1) + " names the paper file " + file.group());
                }
                Matcher number = NUMERIC_CITATION.matcher(line);
                if (number.find()) {
                    int from = Math.max(0, number.start() - 20);
                    int to = Math.min(line.length(), number.end() + 20);
                    problems.add(root.relativize(f) + ":" + (i + 1) + " cites a paper by number: "
                            + line.substring(from, to).strip());
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The patterns above catch the forms that were replaced and leave identifiers and numbers alone. */
    @Test
    void numericCitationPatternCatchesCitationsNotIdentifiers() {
        for (String cited : List.of("002 Sec. 7", "(001, Algorithm 1)", "000 Table 5.3", "003 (3.3)", "per 004 Fig. 2",
                "002 Thm. 8", "002 Def. 3", "(002 Tables 2-5)", "002 (P4)", "001's grid", "(002: 5)", "(10 in 003)",
                "(003)", "004 ref. [11]", "003 (Zhao 2017)", "000 Lemma 3", "000 Cor. 3", "001 Sec. VI-B", "002 §7",
                " * 002 Appendix A")) {
            assertTrue(NUMERIC_CITATION.matcher(cited).find(), cited);
        }
        for (String name : List.of("002-table2", "000-table5.4", "003-table4.2", "ids 002-...", "Paper001Table1",
                "Paper001Methods", "0.001", "10,000 rows", "1e-3 (0.001)", "papers 000-004 (the ids)", "2^-003",
                "exp001", "C = 2^-5", "in 2002 (NIPS)", "sha 00357e67e89f")) {
            assertTrue(!NUMERIC_CITATION.matcher(name).find(), name);
        }
        assertTrue(PAPER_FILE.matcher("see 002_9a7be6bf8c3ab198.txt").find());
        assertTrue(!PAPER_FILE.matcher("002-table2.md").find());
    }

    @Test
    void everyCommandsHelpCitesByAuthors() {
        CommandLine all = Main.commandLine(null);
        List<String> problems = new ArrayList<>();
        for (String name : all.getSubcommands().keySet()) {
            String help = Main.commandLine(name).getSubcommands().get(name).getUsageMessage();
            if (PAPER_FILE.matcher(help).find() || help.contains("../shared")) {
                problems.add(name);
            }
            if (NUMERIC_CITATION.matcher(help).find()) {
                problems.add(name + " cites a paper by its number");
            }
        }
        assertEquals(List.of(), problems);
        try {
            assertTrue(Files.readString(repository().resolve("docs/references.md")).contains("Lin & Li 2008"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

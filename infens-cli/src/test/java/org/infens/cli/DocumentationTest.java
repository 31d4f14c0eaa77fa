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
    private static final Pattern PAPER_FILE = Pattern.compile("00[0-4]_[0-9a-f]{16}");
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

    @Test
    void everyCommandsHelpCitesByAuthors() {
        CommandLine all = Main.commandLine(null);
        List<String> problems = new ArrayList<>();
        for (String name : all.getSubcommands().keySet()) {
            String help = Main.commandLine(name).getSubcommands().get(name).getUsageMessage();
            if (PAPER_FILE.matcher(help).find() || help.contains("../shared")) {
                problems.add(name);
            }
            if (Pattern.compile("\\b00[0-4] (Sec|Table|Tables|Fig|Algorithm|Thm)\\b").matcher(help).find()) {
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

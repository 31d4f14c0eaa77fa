package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Regression (issue 19): the Javadoc of {@code CgensVersusLpBoost} and {@code Paper001Methods} named papers by the
 * files they came in ({@code 001_8b8a378b5fb1250a.txt}), which a clone does not have. No main source names a paper
 * file; papers are cited by authors and year as {@code docs/references.md} says.
 */
class SourcesNamePapersByAuthorsTest {
    private static final Pattern PAPER_FILE = Pattern.compile("00[0-4]_[0-9a-f]{16}");

    @Test
    void noMainSourceNamesAPaperFile() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.exists(root.resolve("infens-core/pom.xml"))) {
            root = root.getParent();
        }
        assertTrue(root != null, "no infens-core above " + Path.of("").toAbsolutePath());
        List<String> problems = new ArrayList<>();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path main : modules.map(m -> m.resolve("src/main/java")).filter(Files::isDirectory).toList()) {
                try (Stream<Path> files = Files.walk(main)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                        List<String> lines = Files.readAllLines(f);
                        for (int i = 0; i < lines.size(); i++) {
                            if (PAPER_FILE.matcher(lines.get(i)).find()) {
                                problems.add(root.relativize(f) + ":" + (i + 1));
                            }
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}

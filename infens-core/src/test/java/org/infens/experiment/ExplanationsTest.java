package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The evidence the tables' explanations, notes and the figures' notes cite exists: every file they name (a result
 * under {@code infens-bench/results}, a page of {@code docs/}, a script) is in the repository, and every table with
 * committed results beyond two standard errors explains at least one cell.
 */
class ExplanationsTest {
    private static final Pattern FILE = Pattern.compile("[A-Za-z0-9_./-]+\\.(?:md|py)\\b");

    @Test
    void everyCitedFileExists() {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !Files.isRegularFile(root.resolve("infens-core/pom.xml"))) {
            root = root.getParent();
        }
        assertTrue(root != null, "repository root not found");
        List<String> texts = new ArrayList<>();
        for (Experiment e : Experiments.all()) {
            e.explanations().forEach(x -> texts.add(e.id() + " " + x.anchor() + ": " + x.text()));
            e.notes().forEach(n -> texts.add(e.id() + " note: " + n));
        }
        PaperFigure.all().forEach(f -> f.notes().forEach(n -> texts.add(f.id() + " note: " + n)));
        int cited = 0;
        for (String text : texts) {
            Matcher m = FILE.matcher(text);
            while (m.find()) {
                String name = m.group();
                Path file = name.contains("/") ? root.resolve(name) : root.resolve("infens-bench/results").resolve(name);
                assertTrue(Files.isRegularFile(file), text.substring(0, text.indexOf(':')) + " cites " + name
                        + ", which is not at " + file);
                cited++;
            }
        }
        assertTrue(cited >= 15, "the explanations cite their results: " + cited + " files named");
    }

    @Test
    void tablesWithCommittedResultsExplainTheirCells() {
        for (String id : List.of("002-table2", "002-table4", "002-table5", "001-table1", "001-table2", "001-table3",
                "003-table4.2")) {
            assertTrue(!Experiments.byId(id).explanations().isEmpty(), id);
        }
        Experiment t2 = Experiments.byId("002-table2");
        assertTrue(t2.explanation("twonorm-n", "LPBoost-Stump").anchor().equals("lpboost-selection"));
        assertTrue(t2.explanation("twonorm", "LPBoost-Stump") == null, "twonorm agrees: nothing to explain");
        Experiment t42 = Experiments.byId("003-table4.2");
        assertTrue(t42.explanation("glass@50/positive=1,l2", "RBF").anchor().equals("glass-features"),
                "a row name with a comma is one name");
    }
}

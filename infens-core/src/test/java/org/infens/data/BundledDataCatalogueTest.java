package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue {@code infens datasets} prints: one entry per bundled set, whose sizes are those of the loaded data
 * (a regression set's labels all numbers) and whose title and sizes are those of the table in
 * {@code docs/datasets.md}.
 */
class BundledDataCatalogueTest {
    @Test
    void describesEveryBundledSetAsItLoads() {
        List<String> names = new ArrayList<>();
        for (BundledData.Description d : BundledData.catalogue()) {
            names.add(d.name());
            Dataset data = BundledData.load(d.name());
            assertEquals(data.size(), d.rows(), d.name());
            assertEquals(data.dimension(), d.features(), d.name());
            if (d.regression()) {
                assertEquals(data.size(), data.targets().length, d.name() + ": every label is a number");
            } else {
                assertEquals(data.labels().size(), d.classes(), d.name());
            }
            assertTrue(d.source().startsWith("https://"), d.name() + ": " + d.source());
            assertTrue(!d.licence().isBlank() && !d.title().isBlank(), d.name());
        }
        assertEquals(BundledData.names(), names);
    }

    @Test
    void agreesWithTheDocumentedTable() throws IOException {
        Path docs = Path.of("").toAbsolutePath();
        while (docs != null && !Files.exists(docs.resolve("docs/datasets.md"))) {
            docs = docs.getParent();
        }
        assertTrue(docs != null, "docs/datasets.md not found above " + Path.of("").toAbsolutePath());
        List<String> table = Files.readAllLines(docs.resolve("docs/datasets.md"));
        for (BundledData.Description d : BundledData.catalogue()) {
            String row = table.stream().filter(l -> l.startsWith("| " + d.name() + " |")).findFirst()
                    .orElseThrow(() -> new AssertionError(d.name() + " is not in docs/datasets.md's table"));
            String[] cells = row.split("\\|");
            assertEquals(String.valueOf(d.rows()), cells[2].strip(), d.name());
            assertEquals(String.valueOf(d.features()), cells[3].strip(), d.name());
            assertEquals(d.classesText(), cells[4].strip(), d.name());
            String uci = cells[5].strip();
            assertTrue(d.title().startsWith(uci.replace("–", "-")), d.name() + ": " + d.title() + " vs " + uci);
        }
    }
}

package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.infens.cli.CliTestSupport.Result;
import org.infens.data.BundledData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regression: the README's "bundled heart data" could not be named ({@code train heart}: "can't open file heart").
 * Every command that reads data takes a bundled set as {@code bundled:NAME}, or as a bare {@code NAME} when no file
 * of that name exists, and reads exactly the data of the same set given as a file.
 */
class BundledDataArgumentTest {
    @TempDir
    Path dir;

    private String file() throws IOException {
        return fixture(dir, "heart_scale").toString(); // the same bytes as the bundled heart (docs/datasets.md)
    }

    @Test
    void everyCommandThatReadsDataTakesABundledSetByName() throws IOException {
        for (String name : List.of("heart", "bundled:heart")) {
            Path fromName = dir.resolve("name.model");
            Path fromFile = dir.resolve("file.model");
            Result a = run("train", "-t", "5", name, fromName.toString());
            Result b = run("train", "-t", "5", file(), fromFile.toString());
            assertEquals(0, a.code(), a.err());
            assertEquals(b.out(), a.out(), name);
            Path p1 = dir.resolve("p1");
            Path p2 = dir.resolve("p2");
            Result pa = run("predict", name, fromName.toString(), p1.toString());
            Result pb = run("predict", file(), fromFile.toString(), p2.toString());
            assertEquals(0, pa.code(), pa.err());
            assertEquals(pb.out(), pa.out(), name);
            assertEquals(Files.readAllLines(p2), Files.readAllLines(p1), name);
            assertEquals(run("scale", "-l", "0", file()).out(), run("scale", "-l", "0", name).out(), name);
            assertEquals(run("cv", "--learner", "stump", "--folds", "3", file()).out(),
                    run("cv", "--learner", "stump", "--folds", "3", name).out(), name);
            assertEquals(run("select", "--learner", "stump", "--grid", "seed=1,2", "--folds", "3", "-q", file()).out(),
                    run("select", "--learner", "stump", "--grid", "seed=1,2", "--folds", "3", "-q", name).out(), name);
            Result fit = run("fit", "--learner", "stump", name, dir.resolve("fit.model").toString());
            assertEquals(0, fit.code(), fit.err());
            assertTrue(fit.out().contains("Training accuracy = "), fit.out());
        }
        Result demo = run("demo", "--threads", "1", "bundled:iris");
        assertEquals(0, demo.code(), demo.err());
        assertTrue(demo.out().startsWith("Infens " + org.infens.Version.VERSION + " demo: the iris data (150 rows, 4"
                + " features scaled to [-1, 1], labels "), demo.out());
    }

    @Test
    void unknownNamesAndFormatsThatDoNotFitAreOneLineErrors() throws IOException {
        Result r = run("train", "bundled:haert");
        assertEquals(2, r.code());
        assertEquals(List.of("infens: bundled:haert: no bundled data set named 'haert' (did you mean 'heart'?);"
                + " 'infens datasets' lists them"), r.errLines());
        r = run("cv", "--learner", "stump", "haert");
        assertEquals(1, r.code());
        assertEquals(List.of("infens: can't open file haert: no such file, nor a bundled data set (did you mean"
                + " 'heart'? 'infens datasets' lists them)"), r.errLines());
        r = run("fit", "--learner", "stump", "--format", "csv", "heart", dir.resolve("m").toString());
        assertEquals(2, r.code());
        assertEquals(List.of("infens: --format csv: heart is a bundled data set, LIBSVM data"), r.errLines());
        Path model = dir.resolve("stump.model");
        assertEquals(0, run("fit", "--learner", "stump", "heart", model.toString()).code());
        r = run("predict", "--no-header", "heart", model.toString(), dir.resolve("o").toString());
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("infens: --no-header applies to CSV and ARFF files only, and heart is a bundled"),
                r.err());
    }

    /** A file that exists wins over a bare bundled name; bundled:NAME still means the bundled set. */
    @Test
    void aFileOfThatNameInTheWorkingDirectoryWins() throws IOException, InterruptedException {
        // two rows, so training on the file and on the bundled set differ plainly
        Files.writeString(dir.resolve("heart"), "+1 1:1\n-1 1:-1\n");
        assertEquals("Total nSV = 2", mainIn(dir, "train", "-t", "0", "heart", "file.model").lines()
                .reduce((x, y) -> y).orElse(""));
        String bundled = mainIn(dir, "train", "-t", "0", "bundled:heart", "bundled.model");
        assertTrue(bundled.contains("Total nSV = ") && !bundled.contains("Total nSV = 2\n"), bundled);
    }

    /** Runs Main in a new JVM whose working directory is {@code cwd}; returns its standard output. */
    private static String mainIn(Path cwd, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Main.class.getName()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).directory(cwd.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor(), out);
        return out;
    }

    @Test
    void datasetsListsEveryBundledSetWithItsSizeSourceAndLicence() {
        Result r = run("datasets");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).matches("name +rows +features +classes +data set +source +licence"), lines.get(0));
        List<String> names = new ArrayList<>();
        for (String line : lines.subList(1, 1 + BundledData.names().size())) {
            names.add(line.split(" +")[0]);
        }
        assertEquals(BundledData.names(), names);
        assertTrue(r.out().lines().anyMatch(l -> l.matches("heart +270 +13 +2 +Statlog \\(Heart\\).*"
                + "https://archive.ics.uci.edu/dataset/145 +CC BY 4.0")), r.out());
    }
}

package org.infens.cli;

import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code infens select}, checked against {@code infens cv} on each cell and {@code infens fit} on the best. */
class SelectCommandTest {
    @TempDir
    Path dir;

    private String data() throws IOException {
        return fixture(dir, "heart_scale").toString();
    }

    /**
     * Regression: the grid written as users write it ({@code 'C=2^-5..2^5, gamma=2^-15..2^3'}) failed with "'5,
     * gamma=2^-15..2^3' is not a finite number". It is the same selection as the axes given one by one, with the
     * kernel's gamma written as kernel.gamma.
     */
    @Test
    void aGridWrittenTheNaturalWayIsTheSameSelection() throws IOException {
        Result natural = run("select", "--learner", "svm(kernel=rbf)", "--grid", "C=2^-1..2^1, gamma=2^-3..2^-1 step 2",
                "--folds", "3", data());
        assertEquals(0, natural.code(), natural.err());
        Result axes = run("select", "--learner", "svm(kernel=rbf)", "--grid", "C=2^-1..2^1", "--grid",
                "kernel.gamma=2^-3..2^-1 step 2", "--folds", "3", data());
        assertEquals(0, axes.code(), axes.err());
        List<String> a = natural.out().lines().filter(l -> !l.startsWith("Cells")).toList();
        assertEquals(axes.out().lines().filter(l -> !l.startsWith("Cells")).toList(), a);
        assertTrue(a.get(0).contains("kernel.gamma") && a.size() == 1 + 6 + 1, natural.out());
        Result bad = run("select", "--learner", "svm(kernel=rbf)", "--grid", "C=2^-5..2^5, 2", data());
        assertEquals(2, bad.code());
        assertEquals(List.of("infens: --grid: grid axis 'C=2^-5..2^5, 2': '2^-5..2^5, 2' goes on after the range"
                + " 2^-5..2^5: write its step as '2^-5..2^5 step 2', a list as 1,10,100 (without '..'), and another"
                + " axis as key=VALUES"), bad.errLines());
    }

    /** Regression: the best cell's spec printed T as t. */
    @Test
    void theBestCellIsPrintedWithTheKeysAsWritten() throws IOException {
        Result r = run("select", "--learner", "adaboost(base=stump, T=10)", "--grid", "T=5,10", "-q", data());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Best = adaboost(base=stump, T="), r.out());
    }

    @Test
    void everyCellIsTheCvOfItsSpecAndTheBestIsSavedAsFitWouldSaveIt() throws IOException {
        Path model = dir.resolve("best.model");
        Result r = run("select", "--learner", "svm(kernel=stump)", "--grid", "C=2^-7..2^1 step 4", "--folds", "4",
                "--seed", "5", "--tricks", "exact", "-o", model.toString(), data());
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertTrue(lines.get(0).contains("log2 C") && lines.get(0).contains("pooled%"), r.out());
        assertEquals(3 + 1 + 3, lines.size(), r.out()); // header, 3 cells, time, best, model
        double bestPooled = -1;
        String bestC = null;
        for (int c = 0; c < 3; c++) {
            String[] cols = lines.get(1 + c).strip().split("\\s+");
            String log2 = cols[0];
            Result cv = run("cv", "-q", "--learner", "svm(kernel=stump, C=2^" + log2 + ")", "--folds", "4", "--seed",
                    "5", data());
            assertEquals(0, cv.code(), cv.err());
            Matcher m = Pattern.compile("Cross Validation Accuracy = (\\S+)%").matcher(cv.out());
            assertTrue(m.find(), cv.out());
            double pooled = Double.parseDouble(cols[3]);
            assertEquals(Double.parseDouble(m.group(1)), pooled, 0.006, lines.get(1 + c));
            if (pooled > bestPooled + 1e-9) {
                bestPooled = pooled;
                bestC = log2;
            }
        }
        for (int c = 0; c < 3; c++) {
            // the star is on the first cell with the highest pooled accuracy
            assertEquals(lines.get(1 + c).strip().startsWith(bestC + " "), lines.get(1 + c).endsWith(" *"), r.out());
        }
        assertTrue(lines.get(5).startsWith("Best = svm(kernel=stump, C="), lines.get(5));
        assertEquals("Model written to " + model, lines.get(6));

        Path fitted = dir.resolve("fit.model");
        String bestSpec = lines.get(5).substring("Best = ".length(), lines.get(5).indexOf(", cross-validation"));
        assertEquals(0, run("fit", "-q", "--learner", bestSpec, data(), fitted.toString()).code());
        Result a = run("predict", data(), model.toString(), dir.resolve("p1").toString());
        Result b = run("predict", data(), fitted.toString(), dir.resolve("p2").toString());
        assertEquals(0, a.code(), a.err());
        assertEquals(0, b.code(), b.err());
        assertEquals(b.out(), a.out());
        assertEquals(Files.readAllLines(dir.resolve("p2")), Files.readAllLines(dir.resolve("p1")));
    }

    @Test
    void theTableDoesNotDependOnThreadsAndFastChoosesAsPlain() throws IOException {
        String[] common = {"select", "--learner", "svm(kernel=rbf)", "--grid", "kernel.gamma=2^-7..2^-1 step 3",
                "--grid", "C=2^-1..2^3 step 2", "--folds", "3"};
        Result one = run(concat(common, "--threads", "1", data()));
        Result two = run(concat(common, "--threads", "2", data()));
        Result plain = run(concat(common, "--tricks", "plain", data()));
        for (Result r : List.of(one, two, plain)) {
            assertEquals(0, r.code(), r.err());
            assertEquals("", r.err());
        }
        assertEquals(withoutTime(one.out()), withoutTime(two.out()));
        assertEquals(lastLine(plain.out()), lastLine(one.out()));
        assertEquals(1 + 9 + 2, one.out().lines().count());
    }

    @Test
    void usageErrorsAreOneLineWithExitCode2() throws IOException {
        String d = data();
        assertUsage(run("select", "--learner", "svm(kernel=stump)", d), "Missing required option: '--grid AXIS'");
        assertUsage(run("select", "--learner", "svm(kernel=stump)", "--grid", "C=2^3..2^1", d),
                "--grid: grid axis 'C=2^3..2^1': the range is empty");
        assertUsage(run("select", "--learner", "svm(kernel=stump)", "--grid", "C=-1,1", d),
                "C must be > 0, got -1");
        assertUsage(run("select", "--learner", "svm(C=1)", "--grid", "kernel.gamma=1", d), "svm has no kernel");
        assertUsage(run("select", "--learner", "svm", "--grid", "C=1", "--tricks", "turbo", d),
                "--tricks: 'turbo' is not one of fast, exact, plain");
        assertUsage(run("select", "--learner", "svm", "--grid", "C=1", "--folds", "1", d), "--folds must be >= 2");
        Result missing = run("select", "--learner", "svm", "--grid", "C=1", dir.resolve("nope").toString());
        assertEquals(1, missing.code());
        assertTrue(missing.err().startsWith("infens: can't open file"), missing.err());
    }

    private static void assertUsage(Result r, String fragment) {
        assertEquals(2, r.code(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith("infens: ") && r.err().contains(fragment), r.err());
        assertFalse(r.out().contains("Best ="));
    }

    private static String[] concat(String[] a, String... b) {
        String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private static String withoutTime(String out) {
        return out.replaceAll("selection time = \\S+ s", "");
    }

    private static String lastLine(String out) {
        List<String> l = out.lines().toList();
        return l.get(l.size() - 1);
    }
}

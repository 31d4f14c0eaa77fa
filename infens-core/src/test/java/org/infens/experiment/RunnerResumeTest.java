package org.infens.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run stopped after k cells and resumed gives the same report as one run straight through. */
class RunnerResumeTest {
    /** Two methods on heart and twonorm, two-point grids: 3 runs x 4 pairs = 12 cells, about a second. */
    static Experiment tiny() {
        Method stump = Method.of("SVM-Stump", "svm(kernel=stump)", "C=2^-1,2^1");
        Method perc = Method.of("SVM-Perc", "svm(kernel=perceptron)", "C=2^-1,2^1");
        return Experiment.builder("tiny", "tiny", "test", Measure.TEST_ERROR)
                .methods(stump, perc)
                .row("heart", 16.4, 0.27, 17.6, 0.31)
                .row("twonorm", 2.86, 0.04, 2.55, 0.03)
                .build();
    }

    private static Plan plan() {
        return Plan.of(List.of(tiny()), 3, false, 42);
    }

    @Test
    void interruptedAndResumedEqualsUninterrupted(@TempDir Path dir) throws IOException {
        Plan plan = plan();
        assertEquals(12, plan.cells().size());
        String straight;
        try (ResultStore s = ResultStore.open(dir.resolve("a/cells.jsonl"), false)) {
            assertEquals(12, Runner.run(plan, s, 2, Integer.MAX_VALUE, (r, d, t) -> { }));
            straight = Report.build(plan, s.results()).json();
        }
        Path b = dir.resolve("b/cells.jsonl");
        try (ResultStore s = ResultStore.open(b, false)) {
            assertEquals(5, Runner.run(plan, s, 1, 5, (r, d, t) -> { }));
        }
        // the kill happened while a line was being written: a partial last line
        Files.writeString(b, "{\"key\":\"heart | run 2", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        String resumed;
        try (ResultStore s = ResultStore.open(b, false)) {
            assertEquals(5, s.results().size());
            assertEquals(7, Runner.run(plan, s, 2, Integer.MAX_VALUE, (r, d, t) -> { }));
            resumed = Report.build(plan, s.results()).json();
            assertEquals(0, Runner.run(plan, s, 2, Integer.MAX_VALUE, (r, d, t) -> { }), "nothing left to do");
        }
        assertEquals(straight, resumed);
        List<String> lines = Files.readAllLines(b);
        assertEquals(12, lines.size(), "every cell stored once");
        Set<String> keys = new HashSet<>();
        for (String line : lines) {
            assertTrue(keys.add(CellResult.fromJson(line).key()), "a cell stored twice: " + line);
        }
    }

    /**
     * Two writers of one store overwrote each other's lines; the second is now refused, naming the file, both in this
     * process and from another one (a child JVM holding the store open), and a read-only store reads the complete
     * lines while the writer is open, leaving its partial last line alone.
     */
    @Test
    void aSecondWriterIsRefusedAndAReaderSeesOnlyCompleteLines(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("cells.jsonl");
        try (ResultStore writer = ResultStore.open(f, false)) {
            assertEquals(2, Runner.run(plan(), writer, 1, 2, (r, d, t) -> { }));
            IOException e = assertThrows(IOException.class, () -> ResultStore.open(f, false));
            assertTrue(e.getMessage().contains(f.toString()) && e.getMessage().contains("another"), e.getMessage());
            assertThrows(IOException.class, () -> ResultStore.open(f, true), "--fresh must not truncate it either");
            // the writer is half-way through its third line (a reader belongs in another process: closing its
            // descriptor releases this process's lock, which this test has finished checking in-process)
            Files.writeString(f, "{\"key\":\"heart | run 2", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            long size = Files.size(f);
            try (ResultStore reader = ResultStore.readOnly(f)) {
                assertEquals(writer.results().keySet(), reader.results().keySet());
                CellResult any = reader.results().values().iterator().next();
                assertThrows(IllegalStateException.class, () -> reader.append(any));
            }
            assertEquals(size, Files.size(f), "the reader changed the file");
        }
        // another process holding the store (opening it cuts the partial line off): the operating system's lock, not only this JVM's bookkeeping
        ProcessBuilder child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), HoldStore.class.getName(), f.toString());
        child.redirectErrorStream(true);
        Process p = child.start();
        try {
            java.io.BufferedReader out = new java.io.BufferedReader(new java.io.InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8));
            assertEquals("open 2", out.readLine());
            IOException e = assertThrows(IOException.class, () -> ResultStore.open(f, false));
            assertTrue(e.getMessage().contains("another process"), e.getMessage());
            p.getOutputStream().close(); // the child closes its store and exits
            assertEquals(0, p.waitFor());
        } finally {
            p.destroyForcibly();
        }
        try (ResultStore again = ResultStore.open(f, false)) {
            assertEquals(2, again.results().size(), "the lock is released when its holder ends");
        }
    }

    /** The child process of the test above: opens the store, says so, holds it until its input closes. */
    static final class HoldStore {
        public static void main(String[] args) throws IOException {
            try (ResultStore s = ResultStore.open(Path.of(args[0]), false)) {
                System.out.println("open " + s.results().size());
                System.out.flush();
                while (System.in.read() >= 0) {
                    // wait
                }
            }
        }
    }

    @Test
    void freshDiscardsStoredCells(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("cells.jsonl");
        try (ResultStore s = ResultStore.open(f, false)) {
            Runner.run(plan(), s, 1, 2, (r, d, t) -> { });
        }
        try (ResultStore s = ResultStore.open(f, true)) {
            assertTrue(s.results().isEmpty());
        }
        assertEquals(0, Files.size(f));
    }

    @Test
    void resultsDoNotDependOnThreadCount(@TempDir Path dir) throws IOException {
        Map<String, CellResult> one;
        Map<String, CellResult> two;
        try (ResultStore s = ResultStore.open(dir.resolve("1.jsonl"), false)) {
            assertEquals(12, Runner.run(plan(), s, 1, Integer.MAX_VALUE, (r, d, t) -> { }));
            one = s.results();
        }
        try (ResultStore s = ResultStore.open(dir.resolve("2.jsonl"), false)) {
            assertEquals(12, Runner.run(plan(), s, 2, Integer.MAX_VALUE, (r, d, t) -> { }));
            two = s.results();
        }
        assertEquals(12, one.size(), "every cell computed");
        assertEquals(one.keySet(), two.keySet());
        for (String k : one.keySet()) {
            assertEquals(one.get(k).testError(), two.get(k).testError(), k);
            assertEquals(one.get(k).selected(), two.get(k).selected(), k);
            assertFalse(one.get(k).failed(), k);
        }
    }
}

package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.ArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.infens.experiment.CellResult;
import org.infens.experiment.SolverCounts;
import org.junit.jupiter.api.Test;

/** The progress of {@code reproduce}, on a clock the test moves: plain lines off a terminal, a redrawn bar on one. */
class ProgressBarTest {
    private static final long SECOND = 1_000_000_000L;

    /** The key of run {@code run} of {@code method} on {@code dataset}, as {@link org.infens.experiment.Cell} writes. */
    private static String key(String dataset, int run, String method) {
        return dataset + " | run " + run + " | seed " + (1000 + run) + " | " + method;
    }

    private static CellResult finished(String key, boolean failed, double seconds) {
        return new CellResult(key, key.substring(0, key.indexOf(' ')), 0, failed, failed ? Double.NaN : 0.1, "x", 0,
                seconds, failed ? "x" : "", new SolverCounts(0, 0, 0, 0, 0, 0, 0, 0, 0),
                new CellResult.PositiveClass(Double.NaN, Double.NaN, Double.NaN));
    }

    private static List<String> keys(String dataset, String method, int runs) {
        List<String> out = new ArrayList<>();
        for (int r = 0; r < runs; r++) {
            out.add(key(dataset, r, method));
        }
        return out;
    }

    @Test
    void offATerminalAPlainLineNowAndThen() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(1000 * SECOND);
        List<String> pending = keys("heart", "svm", 10);
        ProgressBar bar = new ProgressBar(new PrintWriter(text), false, pending, List.of(), Duration.ofSeconds(30),
                now::get);
        // 10 cells of 10 s each, one after the other; the 3rd fails
        for (int done = 1; done <= 10; done++) {
            now.addAndGet(10 * SECOND);
            bar.update(finished(pending.get(done - 1), done == 3, 10), done, 10);
        }
        bar.finish();
        assertEquals(List.of(
                "reproduce: 3/10 cells done, 1 failed, 1m10s left",
                "reproduce: 6/10 cells done, 1 failed, 40s left",
                "reproduce: 9/10 cells done, 1 failed, 10s left"), text.toString().lines().toList());
        assertTrue(text.toString().indexOf('\r') < 0, "no redraws in a log");
    }

    @Test
    void storedCellsAreMentionedAndNoFailureIsNotMentioned() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        List<CellResult> stored = new ArrayList<>();
        for (String k : keys("heart", "svm", 5)) {
            stored.add(finished(k, false, 3600));
        }
        List<String> pending = keys("german", "svm", 3);
        ProgressBar bar = new ProgressBar(new PrintWriter(text), false, pending, stored, Duration.ofSeconds(30),
                now::get);
        now.addAndGet(3600 * SECOND);
        bar.update(finished(pending.get(0), false, 3600), 1, 3);
        assertEquals("reproduce: 1/3 cells done (+5 stored), 2h00m left\n", text.toString());
    }

    /**
     * Cells of different kinds: each left costs its own kind's time. Five fast RFF cells (10 s) finish first, on two
     * threads; five CGEns cells are left, whose kind has 1000 s cells in the store: 5 x 1000 s of cell time at the
     * achieved 2 cell-seconds per second is 2500 s (the mean over finished cells alone said 25 s). Once a CGEns cell
     * of this session finishes (600 s), its time replaces the stored one.
     */
    @Test
    void eachKindOfCellIsEstimatedByItsOwnTimes() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        List<String> pending = new ArrayList<>(keys("ringnorm", "rff", 5));
        List<String> slow = keys("ringnorm", "cgens", 6);
        pending.addAll(slow.subList(1, 6));
        List<CellResult> stored = List.of(finished(slow.get(0), false, 1000));
        ProgressBar bar = new ProgressBar(new PrintWriter(text), false, pending, stored, Duration.ZERO, now::get);
        for (int done = 1; done <= 5; done++) {
            now.addAndGet(5 * SECOND); // two threads: a 10 s cell finishes every 5 s
            bar.update(finished(pending.get(done - 1), false, 10), done, 10);
        }
        now.addAndGet(275 * SECOND); // 300 s in: 650 cell-seconds done
        bar.update(finished(pending.get(5), false, 600), 6, 10);
        List<String> lines = text.toString().lines().toList();
        assertEquals("reproduce: 5/10 cells done (+1 stored), 41m40s left", lines.get(4));
        // 4 cells x 600 s at 650 / 300 cell-seconds per second
        assertEquals("reproduce: 6/10 cells done (+1 stored), 18m28s left", lines.get(5));
        assertEquals("ringnorm | rff", ProgressBar.kind(pending.get(0)));
    }

    @Test
    void onATerminalABarRedrawnInPlaceAndEndedWithTheLine() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        List<String> pending = keys("heart", "svm", 2);
        ProgressBar bar = new ProgressBar(new PrintWriter(text), true, pending, List.of(), Duration.ofSeconds(30),
                now::get);
        now.addAndGet(SECOND);
        bar.update(finished(pending.get(0), false, 1), 1, 2);
        now.addAndGet(SECOND / 100); // within the redraw interval, but the last cell: drawn
        bar.update(finished(pending.get(1), true, 0.01), 2, 2);
        bar.finish();
        assertEquals("\r[###############...............] 1/2 cells, 1s left  "
                + "\r[##############################] 2/2 cells, 1 failed, 0s left  \n", text.toString());
    }
}

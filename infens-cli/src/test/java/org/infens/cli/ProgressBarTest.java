package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The progress of {@code reproduce}, on a clock the test moves: plain lines off a terminal, a redrawn bar on one. */
class ProgressBarTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void offATerminalAPlainLineNowAndThen() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong(1000 * SECOND);
        ProgressBar bar = new ProgressBar(new PrintWriter(text), false, 0, Duration.ofSeconds(30), now::get);
        // 10 cells of 10 s each; the 3rd fails
        for (int done = 1; done <= 10; done++) {
            now.addAndGet(10 * SECOND);
            bar.update(done == 3, done, 10);
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
        ProgressBar bar = new ProgressBar(new PrintWriter(text), false, 5, Duration.ofSeconds(30), now::get);
        now.addAndGet(3600 * SECOND);
        bar.update(false, 1, 3);
        assertEquals("reproduce: 1/3 cells done (+5 stored), 2h00m left\n", text.toString());
    }

    @Test
    void onATerminalABarRedrawnInPlaceAndEndedWithTheLine() {
        StringWriter text = new StringWriter();
        AtomicLong now = new AtomicLong();
        ProgressBar bar = new ProgressBar(new PrintWriter(text), true, 0, Duration.ofSeconds(30), now::get);
        now.addAndGet(SECOND);
        bar.update(false, 1, 2);
        now.addAndGet(SECOND / 100); // within the redraw interval, but the last cell: drawn
        bar.update(true, 2, 2);
        bar.finish();
        assertEquals("\r[###############...............] 1/2 cells, 1s left  "
                + "\r[##############################] 2/2 cells, 1 failed, 0s left  \n", text.toString());
    }
}

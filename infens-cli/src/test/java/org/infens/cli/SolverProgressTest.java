package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The progress line of long trainings, on a clock the test moves. */
class SolverProgressTest {
    private long now;
    private final StringWriter text = new StringWriter();
    private final SolverProgress progress = new SolverProgress(new PrintWriter(text), () -> now);

    private List<String> lines() {
        return text.toString().lines().toList();
    }

    @Test
    void quietAtFirstThenAtMostOneLineAnIntervalWithTheTimeLeftOfAFallingGap() {
        // the gap falls tenfold every 10 s: from 10 at t = 0 it reaches eps = 0.001 at t = 40 s
        for (int s = 0; s <= 30; s++) {
            now = s * 1_000_000_000L;
            progress.update(0, 1, s, 1000L * s, 10 * Math.pow(10, -s / 10.0), 1e-3);
            if (s < 5) {
                assertEquals(List.of(), lines(), "quiet for the first 5 s");
            }
        }
        List<String> lines = lines();
        // at 10, 20 and 30 s (the first update after 5 s that is 10 s after the start)
        assertEquals(3, lines.size(), text.toString());
        assertEquals("train: pair 1/1, 30 working sets, gap 0.0100 (stops below 0.001), about 10s left", lines.get(2));
        assertTrue(lines.get(0).startsWith("train: pair 1/1, 10 working sets, gap 1.00 (stops below 0.001)"), lines.get(0));
    }

    @Test
    void noEstimateWhileTheGapGrows() {
        for (int s = 0; s <= 12; s++) {
            now = s * 1_000_000_000L;
            progress.update(1, 3, s, s, 0.5 * (s + 1), 1e-3);
        }
        assertEquals(List.of("train: pair 2/3, 10 working sets, gap 5.50 (stops below 0.001)"), lines());
    }

    @Test
    void durationsReadAsAPersonWouldWriteThem() {
        assertEquals("59s", SolverProgress.duration(59.4));
        assertEquals("1m00s", SolverProgress.duration(59.6));
        assertEquals("12m05s", SolverProgress.duration(725));
        assertEquals("2h03m", SolverProgress.duration(2 * 3600 + 3 * 60 + 40));
    }
}

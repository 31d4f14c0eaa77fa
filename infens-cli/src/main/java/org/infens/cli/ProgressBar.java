package org.infens.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress of {@code reproduce} on standard error. On a terminal, one line redrawn in place at most every
 * 200 ms: {@code [#####.....] 12/70 cells, 1 failed, 3m20s left}. Elsewhere (a log file, a pipe, CI), a plain line now
 * and then, at most one every {@link #PLAIN_INTERVAL}: {@code reproduce: 12/70 cells done, 1 failed, 3m20s left}, so
 * that a long run is seen to advance without filling the log with redraws. The time left is the mean time per
 * finished cell times the cells left (cells run in parallel, so this is wall-clock time).
 */
final class ProgressBar {
    /** How often a plain line is printed at most. */
    static final Duration PLAIN_INTERVAL = Duration.ofSeconds(30);
    private static final long REDRAW_NANOS = 200_000_000L;

    private final PrintWriter err;
    private final boolean terminal;
    private final long interval;
    private final LongSupplier clock;
    private final long start;
    private final int already;
    private long last;
    private int failed;

    /**
     * @param err      where to write
     * @param terminal whether {@code err} is a terminal (a redrawn bar) or not (plain lines)
     * @param already  cells finished in an earlier session, mentioned in the line
     * @param interval the least time between two plain lines
     * @param clock    the time in nanoseconds ({@link System#nanoTime} but in tests)
     */
    ProgressBar(PrintWriter err, boolean terminal, int already, Duration interval, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.already = already;
        this.interval = terminal ? REDRAW_NANOS : interval.toNanos();
        this.clock = clock;
        this.start = clock.getAsLong();
        this.last = start;
    }

    /** A progress line for {@code err}, a bar if it is a terminal. */
    ProgressBar(PrintWriter err, boolean terminal, int already) {
        this(err, terminal, already, PLAIN_INTERVAL, System::nanoTime);
    }

    /**
     * Records a finished cell and shows the progress if it is time to.
     *
     * @param cellFailed whether the cell failed
     * @param done       cells finished in this session
     * @param total      cells to run in this session
     */
    void update(boolean cellFailed, int done, int total) {
        if (cellFailed) {
            failed++;
        }
        long now = clock.getAsLong();
        boolean last = done >= total;
        if (now - this.last < interval && !(terminal && last)) {
            return;
        }
        this.last = now;
        double elapsed = (now - start) / 1e9;
        String left = done == 0 ? "?" : duration(elapsed / done * (total - done));
        String stored = already > 0 ? " (+" + already + " stored)" : "";
        String failures = failed > 0 ? ", " + failed + " failed" : "";
        if (terminal) {
            int width = 30;
            int filled = total == 0 ? width : (int) ((long) width * done / total);
            err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d cells%s%s, %s left  ", "#".repeat(filled),
                    ".".repeat(width - filled), done, total, stored, failures, left));
        } else {
            err.println(String.format(Locale.ROOT, "reproduce: %d/%d cells done%s%s, %s left", done, total, stored,
                    failures, left));
        }
        err.flush();
    }

    /** Ends the bar's line on a terminal; nothing for plain lines. */
    void finish() {
        if (terminal) {
            err.println();
            err.flush();
        }
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }
}

package org.infens.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;
import org.infens.experiment.CellResult;

/**
 * The progress of {@code reproduce} on standard error. On a terminal, one line redrawn in place at most every
 * 200 ms: {@code [#####.....] 12/70 cells, 1 failed, 3m20s left}. Elsewhere (a log file, a pipe, CI), a plain line now
 * and then, at most one every {@link #PLAIN_INTERVAL}: {@code reproduce: 12/70 cells done, 1 failed, 3m20s left}, so
 * that a long run is seen to advance without filling the log with redraws.
 *
 * <p>The time left is estimated per kind of cell (a method on a data set; the runs of one kind cost about the same,
 * while kinds differ a hundredfold, RFF against CGEns-Fourier): each cell left costs the mean time of the cells of
 * its kind finished in this session, else of its kind in the store (an earlier session), else of all cells finished
 * in this session; the sum, divided by the cell time finished per second of wall-clock time so far (the parallelism
 * achieved), is the wall-clock time left.
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
    /** Per kind: cells not finished yet. */
    private final Map<String, Integer> remaining = new HashMap<>();
    /** Per kind: {total seconds, cells} finished in this session, and in the store. */
    private final Map<String, double[]> session = new HashMap<>();
    private final Map<String, double[]> stored = new HashMap<>();
    private double sessionSeconds;
    private int sessionCells;

    /**
     * @param err      where to write
     * @param terminal whether {@code err} is a terminal (a redrawn bar) or not (plain lines)
     * @param pending  the keys ({@link org.infens.experiment.Cell#key()}) of the cells this session computes
     * @param already  cells finished in an earlier session (mentioned in the line; their times are the estimates
     *                 of kinds with no cell finished yet)
     * @param interval the least time between two plain lines
     * @param clock    the time in nanoseconds ({@link System#nanoTime} but in tests)
     */
    ProgressBar(PrintWriter err, boolean terminal, List<String> pending, Collection<CellResult> already,
                Duration interval, LongSupplier clock) {
        this.err = err;
        this.terminal = terminal;
        this.already = already.size();
        this.interval = terminal ? REDRAW_NANOS : interval.toNanos();
        this.clock = clock;
        this.start = clock.getAsLong();
        this.last = start;
        for (String key : pending) {
            remaining.merge(kind(key), 1, Integer::sum);
        }
        for (CellResult r : already) {
            add(stored, kind(r.key()), r.seconds());
        }
    }

    /** A progress line for {@code err}, a bar if it is a terminal. */
    ProgressBar(PrintWriter err, boolean terminal, List<String> pending, Collection<CellResult> already) {
        this(err, terminal, pending, already, PLAIN_INTERVAL, System::nanoTime);
    }

    /**
     * A cell's kind: its key without the run and seed ({@code dataset | run r | seed s | method}), so the runs of one
     * method on one data set.
     */
    static String kind(String key) {
        String[] parts = key.split(" \\| ", 4);
        return parts.length < 4 ? key : parts[0] + " | " + parts[3];
    }

    private static void add(Map<String, double[]> times, String kind, double seconds) {
        double[] t = times.computeIfAbsent(kind, k -> new double[2]);
        t[0] += seconds;
        t[1]++;
    }

    /**
     * Records a finished cell and shows the progress if it is time to.
     *
     * @param cell  the cell's result (its key, whether it failed, its time)
     * @param done  cells finished in this session
     * @param total cells to run in this session
     */
    void update(CellResult cell, int done, int total) {
        if (cell.failed()) {
            failed++;
        }
        String kind = kind(cell.key());
        remaining.computeIfPresent(kind, (k, n) -> n > 1 ? n - 1 : null);
        add(session, kind, cell.seconds());
        sessionSeconds += cell.seconds();
        sessionCells++;
        long now = clock.getAsLong();
        boolean last = done >= total;
        if (now - this.last < interval && !(terminal && last)) {
            return;
        }
        this.last = now;
        String left = duration(secondsLeft((now - start) / 1e9));
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

    /** The wall-clock seconds left (see the class comment), {@code elapsed} seconds into the session. */
    private double secondsLeft(double elapsed) {
        double work = 0;
        for (Map.Entry<String, Integer> e : remaining.entrySet()) {
            double[] t = session.get(e.getKey());
            if (t == null) {
                t = stored.get(e.getKey());
            }
            double each = t != null ? t[0] / t[1] : sessionSeconds / sessionCells;
            work += e.getValue() * each;
        }
        if (work == 0) {
            return 0;
        }
        // cell seconds per wall-clock second: the parallelism achieved (cells of no measurable time: one)
        double rate = sessionSeconds > 0 && elapsed > 0 ? sessionSeconds / elapsed : 1;
        return work / rate;
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

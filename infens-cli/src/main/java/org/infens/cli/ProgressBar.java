package org.infens.cli;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A one-line progress bar on a terminal: {@code [#####.....] 12/70 cells, 3m20s left}. The time left is the mean
 * time per finished cell times the cells left (cells run in parallel, so this is wall-clock time). Redrawn at most
 * every 200 ms.
 */
final class ProgressBar {
    private final PrintStream err;
    private final long start = System.nanoTime();
    private final int already;
    private long lastDraw;

    /**
     * @param err     where to draw (a terminal)
     * @param already cells finished in an earlier session, mentioned in the line
     */
    ProgressBar(PrintStream err, int already) {
        this.err = err;
        this.already = already;
    }

    void update(int done, int total) {
        long now = System.nanoTime();
        if (done < total && now - lastDraw < 200_000_000L) {
            return;
        }
        lastDraw = now;
        int width = 30;
        int filled = total == 0 ? width : (int) ((long) width * done / total);
        double elapsed = (now - start) / 1e9;
        String left = done == 0 ? "?" : duration(elapsed / done * (total - done));
        err.print(String.format(Locale.ROOT, "\r[%s%s] %d/%d cells%s, %s left  ", "#".repeat(filled),
                ".".repeat(width - filled), done, total, already > 0 ? " (+" + already + " stored)" : "", left));
        err.flush();
    }

    void finish() {
        err.println();
        err.flush();
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%dh%02dm", s / 3600, s % 3600 / 60)
                : s >= 60 ? String.format(Locale.ROOT, "%dm%02ds", s / 60, s % 60) : s + "s";
    }
}

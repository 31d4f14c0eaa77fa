package org.infens.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import org.infens.svm.SvmTrainer;

/**
 * The progress of a long SVM training on standard error: nothing for the first {@link #QUIET_NANOS} (so short
 * trainings print exactly what svm-train prints), then a line at most every {@link #INTERVAL_NANOS}:
 * {@code train: pair 1/1, 35 working sets, gap 0.0352 (stops below 0.001), about 40s left}.
 *
 * <p>The time left is extrapolated from how fast the gap (the maximal KKT violation, which the solver drives below
 * eps) has been falling: log(gap) against time over the pair's last few reports, carried on to log(eps). The gap
 * first grows while support vectors are being found, so no estimate is given until it has fallen for a while.
 * Thread-safe: the pairs of a multi-class problem may report concurrently.
 */
final class SolverProgress implements SvmTrainer.Progress {
    static final long QUIET_NANOS = 5_000_000_000L;
    static final long INTERVAL_NANOS = 10_000_000_000L;
    private static final int WINDOW = 8;

    private final PrintWriter err;
    private final LongSupplier clock;
    private final long start;
    private long last;
    /** Per pair, recent (time, log gap) points, a ring of WINDOW. */
    private final java.util.Map<Integer, double[][]> history = new java.util.HashMap<>();
    private final java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();

    SolverProgress(PrintWriter err, LongSupplier clock) {
        this.err = err;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.last = start;
    }

    SolverProgress(PrintWriter err) {
        this(err, System::nanoTime);
    }

    @Override
    public synchronized void update(int pair, int pairs, long workingSets, long iterations, double gap, double eps) {
        long now = clock.getAsLong();
        double[][] ring = history.computeIfAbsent(pair, k -> new double[WINDOW][2]);
        int n = counts.merge(pair, 1, Integer::sum);
        ring[(n - 1) % WINDOW][0] = (now - start) / 1e9;
        ring[(n - 1) % WINDOW][1] = Math.log(Math.max(gap, Double.MIN_NORMAL));
        if (now - start < QUIET_NANOS || now - last < INTERVAL_NANOS) {
            return;
        }
        last = now;
        double left = secondsLeft(ring, Math.min(n, WINDOW), Math.log(gap), Math.log(eps));
        err.println(String.format(Locale.ROOT, "train: pair %d/%d, %d working sets, gap %.3g (stops below %s)%s",
                pair + 1, pairs, workingSets, gap, org.infens.spec.Spec.formatNumber(eps),
                Double.isNaN(left) ? "" : ", about " + duration(left) + " left"));
        err.flush();
    }

    /**
     * Seconds until log(gap) reaches log(eps) at the rate of the least-squares line through the points, or NaN when
     * the gap has not been falling.
     */
    static double secondsLeft(double[][] points, int count, double logGap, double logEps) {
        if (count < 4 || logGap <= logEps) {
            return Double.NaN;
        }
        double mt = 0;
        double mg = 0;
        for (int k = 0; k < count; k++) {
            mt += points[k][0];
            mg += points[k][1];
        }
        mt /= count;
        mg /= count;
        double stt = 0;
        double stg = 0;
        for (int k = 0; k < count; k++) {
            stt += (points[k][0] - mt) * (points[k][0] - mt);
            stg += (points[k][0] - mt) * (points[k][1] - mg);
        }
        double slope = stt > 0 ? stg / stt : 0;
        return slope < 0 ? (logGap - logEps) / -slope : Double.NaN;
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s < 60) {
            return s + "s";
        }
        if (s < 3600) {
            return (s / 60) + "m" + String.format(Locale.ROOT, "%02d", s % 60) + "s";
        }
        return (s / 3600) + "h" + String.format(Locale.ROOT, "%02d", (s % 3600) / 60) + "m";
    }
}

package org.infens.svm.smo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

/** The team's columns against one thread's, through spinning, parked and closed helpers. */
class ColumnTeamTest {
    /** A column entry that depends on its row and position only: any split gives the same values. */
    private static void entries(int row, int from, int to, double[] out) {
        for (int t = from; t < to; t++) {
            out[t] = Math.sin(row * 0.37 + t * 1.3) * Math.exp(-((row - t) % 17) * 0.01);
        }
    }

    @Test
    void everyColumnEqualsTheDirectComputationForAnySplit() {
        SplittableRandom rng = new SplittableRandom(7);
        for (int threads = 2; threads <= 4; threads++) {
            try (ColumnTeam team = new ColumnTeam(ColumnTeamTest::entries, threads)) {
                for (int c = 0; c < 2_000; c++) {
                    int n = 1 + rng.nextInt(300);
                    int from = rng.nextInt(n);
                    int to = from + rng.nextInt(n - from + 1);
                    int row = rng.nextInt(1000);
                    double[] got = new double[n];
                    double[] want = new double[n];
                    Arrays.fill(got, -7);
                    Arrays.fill(want, -7);
                    if (c % 200 == 0) {
                        // long enough for the helpers to stop spinning and park
                        LockSupport.parkNanos(5 * ColumnTeam.SPIN_NANOS);
                    }
                    team.compute(row, from, to, got);
                    entries(row, from, to, want);
                    assertArrayEquals(want, got, threads + " threads, column " + c + " [" + from + ", " + to + ")");
                }
            }
        }
    }

    @Test
    void closedTeamsLeaveNoHelperRunning() throws InterruptedException {
        for (int k = 0; k < 20; k++) {
            try (ColumnTeam team = new ColumnTeam(ColumnTeamTest::entries, 3)) {
                team.compute(1, 0, 100, new double[100]);
            }
        }
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (helpers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertEquals(0, helpers(), "helper threads still alive after close");
    }

    @Test
    void aHelpersFailureReachesTheCallerInsteadOfLeavingItWaiting() {
        // the helper computes the upper half: a row whose upper half fails
        ColumnTeam.Part failing = (row, from, to, out) -> {
            if (row == 13 && from > 0) {
                throw new IllegalArgumentException("part " + from + " of row 13");
            }
            entries(row, from, to, out);
        };
        try (ColumnTeam team = new ColumnTeam(failing, 2)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> team.compute(13, 0, 100, new double[100]));
            assertEquals("part 50 of row 13", e.getMessage());
            double[] got = new double[100];
            double[] want = new double[100];
            team.compute(14, 0, 100, got); // the team still works
            entries(14, 0, 100, want);
            assertArrayEquals(want, got);
        }
    }

    @Test
    void aTeamNeedsTwoThreads() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new ColumnTeam(ColumnTeamTest::entries, 1));
        assertEquals("a team needs at least 2 threads, got 1", e.getMessage());
    }

    private static long helpers() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().startsWith("infens-kernel-columns-") && t.isAlive()).count();
    }
}

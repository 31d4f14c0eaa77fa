package org.infens.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * Steady-state A/B of {@code LibsvmFormat.read} from two builds of Infens in one JVM: each jar in its own class
 * loader, reads alternating A B, B A, ..., the CPU time of the reading thread per read, the first third of the
 * rounds not counted (warm-up). On a shared, loaded machine the CPU time of one thread and pairs taken side by side
 * are steadier than wall times of separate runs.
 *
 * <p>Run: {@code java -cp infens-bench.jar org.infens.bench.ReaderAb FILE A.jar B.jar [ROUNDS]}, with two builds of
 * {@code infens-bench.jar} (or of any jar holding Infens' core and its dependencies) and a file written by
 * {@code LibsvmReadBenchmark write dense|sparse FILE}. Prints each jar's median and minimum time per read and the
 * median, minimum and maximum of the ratio A/B over the rounds.
 */
public final class ReaderAb {
    private ReaderAb() {
    }

    /**
     * Runs the comparison.
     *
     * @param args the file, the two jars and optionally the number of rounds (default 90)
     * @throws Exception if a jar cannot be loaded or reading fails
     */
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        String[] jars = {args[1], args[2]};
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 90;
        Method[] read = new Method[2];
        for (int j = 0; j < 2; j++) {
            URLClassLoader loader = new URLClassLoader(new URL[] {Path.of(jars[j]).toUri().toURL()},
                    ClassLoader.getPlatformClassLoader());
            read[j] = loader.loadClass("org.infens.data.LibsvmFormat").getMethod("read", Path.class);
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[][] time = new long[2][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < 2; k++) {
                int j = r % 2 == 0 ? k : 1 - k;
                long t0 = threads.getCurrentThreadCpuTime();
                read[j].invoke(null, file);
                time[j][r] = threads.getCurrentThreadCpuTime() - t0;
            }
        }
        int skip = rounds / 3;
        for (int j = 0; j < 2; j++) {
            long[] t = Arrays.copyOfRange(time[j], skip, rounds);
            Arrays.sort(t);
            System.out.printf("%s: median %.1f ms, min %.1f ms per read%n", jars[j], t[t.length / 2] / 1e6,
                    t[0] / 1e6);
        }
        double[] ratio = new double[rounds - skip];
        for (int r = skip; r < rounds; r++) {
            ratio[r - skip] = (double) time[0][r] / time[1][r];
        }
        Arrays.sort(ratio);
        System.out.printf("A/B per round: median %.3f (min %.3f, max %.3f) over %d rounds%n", ratio[ratio.length / 2],
                ratio[0], ratio[ratio.length - 1], ratio.length);
    }
}

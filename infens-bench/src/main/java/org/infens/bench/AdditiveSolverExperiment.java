package org.infens.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.kernel.AdditiveForm;
import org.infens.kernel.Kernel;
import org.infens.kernel.SortedFeatures;
import org.infens.kernel.StumpKernel;
import org.infens.svm.smo.Smo;

/**
 * One binary C-SVC solve with the stump kernel by SMO and by the additive decomposition, in one JVM: times,
 * iterations, objectives and how far apart the solutions are. For tuning the decomposition.
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.AdditiveSolverExperiment FILE [C] [threads] [smo]}
 */
public final class AdditiveSolverExperiment {
    private AdditiveSolverExperiment() {
    }

    /**
     * Runs the experiment.
     *
     * @param args the data file, then optionally C, threads, and "smo" to also run SMO
     * @throws IOException if the file cannot be read
     */
    public static void main(String[] args) throws IOException {
        Dataset data = LibsvmFormat.read(Path.of(args[0]));
        double cost = args.length > 1 ? Double.parseDouble(args[1]) : 1;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 1;
        boolean smo = args.length > 3 && args[3].equals("smo");
        int n = data.size();
        byte[] y = new byte[n];
        for (int i = 0; i < n; i++) {
            y[i] = (byte) (data.classOf(i) == 0 ? 1 : -1);
        }
        double[] upper = new double[n];
        Arrays.fill(upper, cost);
        double[] p = new double[n];
        Arrays.fill(p, -1);
        Kernel k = StumpKernel.simplified();
        Kernel.Evaluator e = k.evaluator(data, data);
        ExecutorService pool = threads > 1 ? Executors.newFixedThreadPool(threads) : null;
        long cacheMb = Long.parseLong(System.getenv().getOrDefault("CACHE_MB", "100"));
        Smo.Problem problem = new Smo.Problem(e, y, upper, p, null, 1e-3, true, cacheMb << 20, pool, threads,
                data.dimension(), Smo.Problem.defaultMaxIterations(n));
        long t0 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        SortedFeatures sorted = SortedFeatures.of(data, pool, threads);
        long t1 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        AdditiveForm form = k.additiveForm().orElseThrow();
        long[] outer = new long[1];
        Smo.Result a = Smo.solveAdditive(problem, k, data, sorted, (o, in, gap) -> {
            outer[0] = o;
            if (o % 50 == 0) {
                System.err.printf("  outer %d inner %d gap %.4g%n", o, in, gap);
            }
        });
        long t2 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        System.out.printf("additive n=%d: sort %.2f s, solve %.2f s, outer %d, inner %d, obj %.9f, rho %.9f, "
                        + "nSV %d, converged %b%n", n, (t1 - t0) / 1e9, (t2 - t1) / 1e9, outer[0], a.iterations(),
                a.objective(), a.rho(), count(a.alpha()), a.converged());
        if (smo) {
            long t3 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            Smo.Result s = Smo.solve(problem);
            long t4 = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
            System.out.printf("smo: %.2f s, iter %d, obj %.9f, rho %.9f, nSV %d; relative objective difference %.3g%n",
                    (t4 - t3) / 1e9, s.iterations(), s.objective(), s.rho(), count(s.alpha()),
                    Math.abs(s.objective() - a.objective()) / Math.abs(s.objective()));
        }
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private static int count(double[] alpha) {
        int c = 0;
        for (double v : alpha) {
            c += v > 0 ? 1 : 0;
        }
        return c;
    }
}

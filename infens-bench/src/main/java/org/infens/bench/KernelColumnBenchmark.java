package org.infens.bench;

import java.util.concurrent.TimeUnit;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One full kernel column (row i against all n rows) through {@link Kernel.Evaluator#row}, the call the SMO solver
 * makes for every cache miss: dense ringnorm, n = 10,000, d = 20, Gaussian (gamma = 1/d) and simplified stump
 * kernels. Time per column; divide by n for the time per kernel value.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KernelColumnBenchmark {
    /** Kernel: {@code rbf} (gamma = 1/d) or {@code stump} (-||x-x'||_1). */
    @Param({"rbf", "stump"})
    public String kernel;
    /** Rows. */
    @Param({"10000"})
    public int n;
    /** Features. */
    @Param({"20"})
    public int d;

    private Kernel.Evaluator evaluator;
    private int[] all;
    private double[] out;
    private int row;

    /** Builds the data and the evaluator. */
    @Setup
    public void setup() {
        Dataset data = BenchData.ringnorm(n, d, 1);
        Kernel k = kernel.equals("rbf") ? new org.infens.kernel.GaussianKernel(1.0 / d) : org.infens.kernel.StumpKernel.simplified();
        evaluator = k.prepare(data).evaluator(data, data);
        all = new int[n];
        for (int i = 0; i < n; i++) {
            all[i] = i;
        }
        out = new double[n];
    }

    /** One column: k(x_i, x_j) for all j, for a different i each call. */
    @Benchmark
    public double[] column() {
        evaluator.row(row, all, 0, n, out);
        row = (row + 7919) % n;
        return out;
    }
}

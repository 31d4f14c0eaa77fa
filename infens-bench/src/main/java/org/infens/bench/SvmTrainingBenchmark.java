package org.infens.bench;

import java.util.concurrent.TimeUnit;
import libsvm.svm;
import libsvm.svm_model;
import libsvm.svm_parameter;
import libsvm.svm_problem;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
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
 * One full C-SVC training (C = 1, eps = 1e-3, 100 MB cache, shrinking, one thread) on n = 3,000 ringnorm rows
 * (d = 20): Infens's SMO with the Gaussian (gamma = 1/d) and simplified stump kernels, and LIBSVM's Java port
 * 3.24 ({@code libsvm.svm.svm_train}) with the same Gaussian kernel, in the same JVM. Average time per training over
 * 2-second iterations (a training takes about 0.1 s).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SvmTrainingBenchmark {
    /** Rows. */
    @Param({"3000"})
    public int n;
    /** Features. */
    @Param({"20"})
    public int d;

    private Dataset data;
    private svm_problem libsvmProblem;
    private svm_parameter libsvmParams;

    /** Builds the data in both representations. */
    @Setup
    public void setup() {
        data = BenchData.ringnorm(n, d, 2);
        libsvmProblem = BenchData.toLibsvm(data);
        svm_parameter p = BenchData.libsvmDefaults();
        p.gamma = 1.0 / d;
        libsvmParams = p;
        svm.svm_set_print_string_function(s -> { });
    }

    private SvmModel infens(Kernel kernel) {
        return new SvmTrainer(SvmParams.of(kernel).withC(1).withEps(1e-3).withCacheMegabytes(100)).fit(data);
    }

    /** Infens, Gaussian kernel. */
    @Benchmark
    public SvmModel infensRbf() {
        return infens(new org.infens.kernel.GaussianKernel(1.0 / d));
    }

    /** Infens, simplified stump kernel (SVM-Stump). */
    @Benchmark
    public SvmModel infensStump() {
        return infens(org.infens.kernel.StumpKernel.simplified());
    }

    /** LIBSVM's Java port, Gaussian kernel. */
    @Benchmark
    public svm_model libsvmJavaRbf() {
        return svm.svm_train(libsvmProblem, libsvmParams);
    }
}

package org.infens.bench;

import java.util.List;
import java.util.Locale;
import org.infens.Classifier;
import org.infens.boost.ColumnGenerationModel;
import org.infens.boost.ColumnGenerationStep;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;

/**
 * Training time and test error of the column-generation learners (Shen &amp; Liu 2014, Sec. VI) on the synthetic sets,
 * in the spirit of Shen &amp; Liu 2014, Fig. 2 (time against iterations) and Table II (CGEns with stumps, perceptrons
 * and Fourier features next to the RFF baseline). Not a reproduction: no cross-validation (the specs are given), one
 * draw per set.
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.ColumnGenerationTiming [rows] [spec ...]}; defaults:
 * 2000 twonorm training rows, 3000 test rows, and the specs below. Prints, per spec, the fit time, the test error,
 * the CPU time of the fitting thread (one thread: less sensitive to a loaded machine than the wall clock),
 * the number of columns, whether the score fell below eps, and the trace at J = 1, 10, 100, ... (primal, gap).
 */
public final class ColumnGenerationTiming {
    private ColumnGenerationTiming() {
    }

    /** Runs the comparison (see the class comment). */
    public static void main(String[] args) {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        List<String> specs = args.length > 1 ? List.of(args).subList(1, args.length) : List.of(
                "cgens(weak=stump, C=1, J=500)",
                "cgens(weak=perceptron, C=1, J=500)",
                "cgens(weak=fourier(sigma=4), C=1, J=500)",
                "rff(D=2000, sigma=4, C=1)");
        for (Synthetic.Problem problem : new Synthetic.Problem[] {Synthetic.Problem.TWONORM,
                Synthetic.Problem.RINGNORM}) {
            Dataset train = problem.generate(rows, 1);
            Dataset test = problem.generate(3000, 2);
            for (String spec : specs) {
                java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
                long cpuStart = bean.getCurrentThreadCpuTime();
                long start = System.nanoTime();
                Classifier model = Learners.create(spec, new LearnerContext(7, 1)).fit(train);
                double seconds = (System.nanoTime() - start) / 1e9;
                double cpuSeconds = (bean.getCurrentThreadCpuTime() - cpuStart) / 1e9;
                double error = 1 - Metrics.accuracy(model, test);
                StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-9s %-45s fit %7.2f s (cpu %7.2f s)  test error %5.2f%%",
                        problem.name().toLowerCase(Locale.ROOT), spec, seconds, cpuSeconds, 100 * error));
                if (model instanceof ColumnGenerationModel m) {
                    line.append(String.format(Locale.ROOT, "  J=%d converged=%s", m.hypotheses().size(),
                            m.converged()));
                    for (ColumnGenerationStep s : m.trace()) {
                        int j = s.columns();
                        if (j == 1 || j == 10 || j == 100 || j == m.trace().size()) {
                            line.append(String.format(Locale.ROOT, "  [J=%d primal %.4g gap %.2g]", j,
                                    s.primalObjective(), s.gap()));
                        }
                    }
                }
                System.out.println(line);
            }
        }
    }
}

package org.infens.bench;

import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.StumpKernel;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;

/**
 * Prediction of an SVM-Stump model by its compiled expansion (sorted knots per feature, O(d log S) a row; Lin &amp;
 * Li 2008, Thm. 8) against the kernel expansion itself (O(S d) a row), on one thread, in one JVM: time per test row
 * of each, interleaved (compiled, expansion, compiled, ...; medians of the rounds), their ratio, and the largest
 * difference of the decision values relative to max(1, |value|), as the library's tests measure it (values near 0
 * are sums of thousands of terms of either sign, exact only to some 1e-12 of the terms' size).
 *
 * <p>The model has about {@code n} support vectors: it is trained (C = 1) on n ringnorm rows (d = 20) whose labels
 * are drawn at random, so that almost every row is a support vector.
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.CompiledPrediction [n=6000] [test rows=2000]
 * [rounds=5]}
 */
public final class CompiledPrediction {
    private CompiledPrediction() {
    }

    /**
     * Runs the comparison and prints a Markdown table.
     *
     * @param args training rows, test rows, rounds (optional)
     */
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 6000;
        int testRows = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Dataset ring = BenchData.ringnorm(n, 20, 1);
        SplittableRandom rng = new SplittableRandom(2);
        int[] y = new int[n];
        double[] x = new double[n * 20];
        for (int i = 0; i < n; i++) {
            y[i] = rng.nextInt(2);
            System.arraycopy(ring.row(i), 0, x, i * 20, 20);
        }
        Dataset train = Dataset.dense(x, 20, y, Labels.of("1", "-1"), null);
        Dataset test = BenchData.ringnorm(testRows, 20, 3);
        SvmModel model = new SvmTrainer(SvmParams.of(StumpKernel.simplified()).withThreads(1)).fit(train);
        long t0 = System.nanoTime();
        model.predict(test, 0); // compiles the expansion
        double compile = (System.nanoTime() - t0) / 1e9;
        double maxRel = 0;
        for (int i = 0; i < testRows; i++) {
            double a = model.predict(test, i).decisionValues()[0];
            double b = model.expansionDecisionValues(test, i)[0];
            maxRel = Math.max(maxRel, Math.abs(a - b) / Math.max(1, Math.abs(b)));
        }
        double[] compiled = new double[rounds];
        double[] expansion = new double[rounds];
        double sink = 0;
        for (int r = 0; r < rounds; r++) {
            long s = System.nanoTime();
            for (int i = 0; i < testRows; i++) {
                sink += model.predict(test, i).decisionValues()[0];
            }
            compiled[r] = (System.nanoTime() - s) / 1e3 / testRows;
            s = System.nanoTime();
            for (int i = 0; i < testRows; i++) {
                sink += model.expansionDecisionValues(test, i)[0];
            }
            expansion[r] = (System.nanoTime() - s) / 1e3 / testRows;
        }
        java.util.Arrays.sort(compiled);
        java.util.Arrays.sort(expansion);
        double c = compiled[rounds / 2];
        double e = expansion[rounds / 2];
        System.out.printf(Locale.ROOT, "| support vectors | test rows | compile s | compiled us/row | expansion us/row"
                + " | ratio | max rel. diff. |%n|---:|---:|---:|---:|---:|---:|---:|%n"
                + "| %d | %d | %.3f | %.2f | %.1f | %.0fx | %.1e |%n", model.supportVectorCount(), testRows, compile, c,
                e, e / c, maxRel);
        if (sink == 42) {
            System.out.println();
        }
    }
}

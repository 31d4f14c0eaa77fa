package org.infens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.infens.kernelboost.CrammerSynthetic;
import org.infens.kernelboost.KernelBoostParams;
import org.infens.kernelboost.KernelBooster;
import org.infens.kernelboost.KernelPerceptronModel;
import org.infens.kernelboost.KernelPerceptronParams;
import org.infens.kernelboost.KernelPerceptronTrainer;
import org.infens.kernelboost.PairLoss;

/**
 * Crammer, Keshet &amp; Singer 2002, Sec. 4, synthetic data (Fig. 4): per run, 300 training and 200 test rows of
 * {@link CrammerSynthetic}, and the test rows again with noise of standard deviation 0.03 on the two informative
 * features; the kernel Perceptron for 10 epochs with the linear kernel and with the kernel learned by boosting
 * (LogLoss, 30 rounds, linear base, templates = training inputs). Reports, as mean and 95% interval over runs: the
 * instantaneous (cumulative average) training error by round, the clean and the noisy test error after each epoch, and
 * the mistakes before the Perceptron's last mistake. Writes a Markdown table and a PNG with the three panels of Fig. 4.
 *
 * <p>Usage: {@code KernelBoostSynthetic [runs=100] [out-dir=infens-bench/results]}.
 */
public final class KernelBoostSynthetic {
    private static final int EPOCHS = 10;
    private static final int TRAIN = 300;
    private static final int TEST = 200;
    private static final int[] ROUNDS = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 3000};

    private KernelBoostSynthetic() {
    }

    /** Runs the experiment; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        Path out = Path.of(args.length > 1 ? args[1] : "infens-bench/results");
        Files.createDirectories(out);
        // [kernel][run][point]
        double[][][] instantaneous = new double[2][runs][ROUNDS.length];
        double[][][] clean = new double[2][runs][EPOCHS];
        double[][][] noisy = new double[2][runs][EPOCHS];
        double[][] mistakes = new double[2][runs];
        double[] rounds = new double[runs];
        long start = System.nanoTime();
        SplittableRandom master = new SplittableRandom(2002);
        for (int run = 0; run < runs; run++) {
            SplittableRandom r = master.split();
            Dataset train = CrammerSynthetic.generate(TRAIN, r);
            Dataset test = CrammerSynthetic.generate(TEST, r);
            Dataset noisyTest = CrammerSynthetic.withNoise(test, 0.03, r);
            long seed = r.nextLong();
            KernelBooster.Result boost = new KernelBooster(new KernelBoostParams(PairLoss.LOG, 30,
                    new LinearKernel())).boost(train, train);
            rounds[run] = boost.rounds();
            Kernel[] kernels = {new LinearKernel(), boost.kernel()};
            for (int k = 0; k < 2; k++) {
                for (int e = 1; e <= EPOCHS; e++) {
                    KernelPerceptronModel m = new KernelPerceptronTrainer(
                            new KernelPerceptronParams(kernels[k], e, false), seed).fit(train);
                    clean[k][run][e - 1] = 100 * Metrics.error(Metrics.predictedClasses(m, test), test);
                    noisy[k][run][e - 1] = 100 * Metrics.error(Metrics.predictedClasses(m, noisyTest), noisyTest);
                    if (e == EPOCHS) {
                        int[] steps = m.mistakeSteps();
                        mistakes[k][run] = steps.length;
                        for (int p = 0; p < ROUNDS.length; p++) {
                            int count = 0;
                            while (count < steps.length && steps[count] <= ROUNDS[p]) {
                                count++;
                            }
                            instantaneous[k][run][p] = 100.0 * count / ROUNDS[p];
                        }
                    }
                }
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        String[] names = {"linear kernel", "learned kernel"};
        StringBuilder md = new StringBuilder();
        md.append("# Crammer, Keshet & Singer 2002 synthetic experiment (Fig. 4): kernel Perceptron, linear vs"
                + " learned kernel\n\n");
        md.append(String.format(Locale.ROOT, "%d runs; each: %d train / %d test rows of `CrammerSynthetic` "
                + "(100 dimensions), noisy test = the test rows with N(0, 0.03^2) added to the two informative "
                + "features; kernel boosting with LogLoss, 30 rounds, linear base, templates = training inputs "
                + "(mean rounds kept %.1f); Perceptron for %d epochs, no averaging, rows shuffled each epoch. "
                + "Mean and 95%% interval (1.96 standard errors) over runs. Wall time %.0f s on a shared 2-core "
                + "machine (indicative only).\n\n", runs, TRAIN, TEST, mean(rounds), EPOCHS, seconds));
        md.append("Command: `mvn -q -o -pl infens-bench -am package -DskipTests && java -cp "
                + "infens-bench/target/infens-bench.jar org.infens.bench.KernelBoostSynthetic " + runs + "`\n\n");
        md.append("Training mistakes over the 10 epochs: linear ").append(interval(mistakes[0]))
                .append(", learned ").append(interval(mistakes[1]))
                .append(" (Crammer, Keshet & Singer 2002: about 94 and 1).\n\n");
        md.append("## Instantaneous training error (%, cumulative average up to the round)\n\n| round | ")
                .append(names[0]).append(" | ").append(names[1]).append(" |\n|---|---|---|\n");
        for (int p = 0; p < ROUNDS.length; p++) {
            md.append("| ").append(ROUNDS[p]).append(" | ").append(interval(column(instantaneous[0], p)))
                    .append(" | ").append(interval(column(instantaneous[1], p))).append(" |\n");
        }
        md.append("\n## Test error (%) after each epoch\n\n| epoch | clean, linear | clean, learned | noisy, linear "
                + "| noisy, learned |\n|---|---|---|---|---|\n");
        for (int e = 0; e < EPOCHS; e++) {
            md.append("| ").append(e + 1).append(" | ").append(interval(column(clean[0], e))).append(" | ")
                    .append(interval(column(clean[1], e))).append(" | ").append(interval(column(noisy[0], e)))
                    .append(" | ").append(interval(column(noisy[1], e))).append(" |\n");
        }
        md.append("\nPlot: `kernelboost-synthetic.png` (left: instantaneous error by round, log scale; middle: clean "
                + "test error by epoch; right: noisy test error by epoch).\n");
        Files.writeString(out.resolve("kernelboost-synthetic.md"), md.toString());
        double[] x = new double[ROUNDS.length];
        for (int p = 0; p < x.length; p++) {
            x[p] = ROUNDS[p];
        }
        double[] ep = new double[EPOCHS];
        for (int e = 0; e < EPOCHS; e++) {
            ep[e] = e + 1;
        }
        KernelBoostCharts.save(out.resolve("kernelboost-synthetic.png"),
                KernelBoostCharts.lines("Instantaneous error", "round", "cumulative error %", x, List.of(names),
                        List.of(means(instantaneous[0], ROUNDS.length), means(instantaneous[1], ROUNDS.length)),
                        List.of(halves(instantaneous[0], ROUNDS.length), halves(instantaneous[1], ROUNDS.length)),
                        true),
                KernelBoostCharts.lines("Test error (clean)", "epoch", "test error %", ep, List.of(names),
                        List.of(means(clean[0], EPOCHS), means(clean[1], EPOCHS)),
                        List.of(halves(clean[0], EPOCHS), halves(clean[1], EPOCHS)), false),
                KernelBoostCharts.lines("Test error (noisy)", "epoch", "test error %", ep, List.of(names),
                        List.of(means(noisy[0], EPOCHS), means(noisy[1], EPOCHS)),
                        List.of(halves(noisy[0], EPOCHS), halves(noisy[1], EPOCHS)), false));
        System.out.print(md);
    }

    static double[] column(double[][] rows, int c) {
        double[] out = new double[rows.length];
        for (int r = 0; r < rows.length; r++) {
            out[r] = rows[r][c];
        }
        return out;
    }

    static double mean(double[] v) {
        double s = 0;
        for (double x : v) {
            s += x;
        }
        return s / v.length;
    }

    /** 1.96 standard errors of the mean. */
    static double half(double[] v) {
        if (v.length < 2) {
            return 0;
        }
        double m = mean(v);
        double s = 0;
        for (double x : v) {
            s += (x - m) * (x - m);
        }
        return 1.96 * Math.sqrt(s / (v.length - 1) / v.length);
    }

    static String interval(double[] v) {
        return String.format(Locale.ROOT, "%.2f +- %.2f", mean(v), half(v));
    }

    private static double[] means(double[][] rows, int n) {
        double[] out = new double[n];
        for (int c = 0; c < n; c++) {
            out[c] = mean(column(rows, c));
        }
        return out;
    }

    private static double[] halves(double[][] rows, int n) {
        double[] out = new double[n];
        for (int c = 0; c < n; c++) {
            out[c] = half(column(rows, c));
        }
        return out;
    }
}

package org.infens.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.eval.Metrics;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernelboost.KernelBoostParams;
import org.infens.kernelboost.KernelBooster;
import org.infens.kernelboost.KernelPerceptronParams;
import org.infens.kernelboost.KernelPerceptronTrainer;
import org.infens.kernelboost.PairLoss;

/**
 * Crammer, Keshet &amp; Singer 2002, Sec. 4's USPS experiment (Fig. 5) in spirit, on the bundled optdigits-style digits
 * (1,797 images of 8x8 pixels, see {@code org/infens/bench/README.md}): one random half for training, the other for
 * testing; for each of the 45 pairs of digits, the kernel Perceptron (10 epochs) with the RBF kernel, with the kernel
 * learned by boosting over an RBF base (LogLoss, 30 rounds, templates = the pair's training inputs), and with the
 * kernel learned from the pair's test inputs as templates (LogLoss, 100 rounds, as Crammer, Keshet &amp; Singer 2002
 * do for test templates). Writes the 45 test-error triples as a Markdown table and the two scatter plots of Fig. 5.
 *
 * <p>Usage: {@code KernelBoostDigits [gamma=1/64] [out-dir=infens-bench/results]}.
 */
public final class KernelBoostDigits {
    private KernelBoostDigits() {
    }

    /** The bundled digits. */
    static Dataset digits() throws IOException {
        return BenchData.resource("digits.libsvm.gz");
    }

    /** The rows of {@code data} of classes a and b, a as class 0. */
    static Dataset pair(Dataset data, int a, int b) {
        int n = 0;
        for (int i = 0; i < data.size(); i++) {
            n += data.classOf(i) == a || data.classOf(i) == b ? 1 : 0;
        }
        int[] rows = new int[n];
        int[] y = new int[n];
        for (int i = 0, k = 0; i < data.size(); i++) {
            if (data.classOf(i) == a || data.classOf(i) == b) {
                rows[k] = i;
                y[k++] = data.classOf(i) == a ? 0 : 1;
            }
        }
        return data.view(rows).withClassIndices(y, Labels.of(data.labels().name(a), data.labels().name(b)));
    }

    /** Runs the experiment; see the class comment for the arguments. */
    public static void main(String[] args) throws IOException {
        double gamma = args.length > 0 ? Double.parseDouble(args[0]) : 1.0 / 64;
        Path out = Path.of(args.length > 1 ? args[1] : "infens-bench/results");
        Files.createDirectories(out);
        Dataset all = digits();
        SplittableRandom r = new SplittableRandom(2002);
        int[] order = new int[all.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int k = order.length - 1; k > 0; k--) {
            int j = r.nextInt(k + 1);
            int t = order[k];
            order[k] = order[j];
            order[j] = t;
        }
        int half = all.size() / 2;
        Dataset train = all.view(java.util.Arrays.copyOfRange(order, 0, half)).compact();
        Dataset test = all.view(java.util.Arrays.copyOfRange(order, half, all.size())).compact();
        Kernel rbf = new GaussianKernel(gamma);
        long seed = 7;
        int k = all.labels().size();
        int problems = k * (k - 1) / 2;
        double[] base = new double[problems];
        double[] learnedTrain = new double[problems];
        double[] learnedTest = new double[problems];
        StringBuilder rows = new StringBuilder();
        long start = System.nanoTime();
        int p = 0;
        for (int a = 0; a < k; a++) {
            for (int b = a + 1; b < k; b++) {
                Dataset tr = pair(train, a, b);
                Dataset te = pair(test, a, b);
                KernelPerceptronParams perceptron = new KernelPerceptronParams(rbf, 10, false);
                base[p] = 100 * Metrics.error(Metrics.predictedClasses(new KernelPerceptronTrainer(perceptron, seed).fit(tr), te), te);
                KernelBooster.Result fromTrain = new KernelBooster(new KernelBoostParams(PairLoss.LOG, 30, rbf))
                        .boost(tr, tr);
                learnedTrain[p] = 100 * Metrics.error(Metrics.predictedClasses(new KernelPerceptronTrainer(
                        perceptron.withKernel(fromTrain.kernel()), seed).fit(tr), te), te);
                KernelBooster.Result fromTest = new KernelBooster(new KernelBoostParams(PairLoss.LOG, 100, rbf))
                        .boost(tr, te);
                learnedTest[p] = 100 * Metrics.error(Metrics.predictedClasses(new KernelPerceptronTrainer(
                        perceptron.withKernel(fromTest.kernel()), seed).fit(tr), te), te);
                rows.append(String.format(Locale.ROOT, "| %s vs %s | %d / %d | %.2f | %.2f (%d) | %.2f (%d) |%n",
                        all.labels().name(a), all.labels().name(b), tr.size(), te.size(), base[p], learnedTrain[p],
                        fromTrain.rounds(), learnedTest[p], fromTest.rounds()));
                p++;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int better = 0;
        int worse = 0;
        for (int q = 0; q < problems; q++) {
            better += learnedTrain[q] < base[q] ? 1 : 0;
            worse += learnedTrain[q] > base[q] ? 1 : 0;
        }
        StringBuilder md = new StringBuilder();
        md.append("# Crammer, Keshet & Singer 2002 digits experiment (Fig. 5 in spirit): 45 one-vs-one problems,"
                + " RBF vs learned kernel\n\n");
        md.append(String.format(Locale.ROOT, "Data: the bundled optdigits-style digits (1,797 images, 8x8 pixels "
                + "scaled to [0, 1]), split at random (seed 2002) into %d training and %d test images. For each pair "
                + "of digits: the kernel Perceptron (10 epochs, no averaging, seed %d) with the RBF kernel "
                + "(gamma = %s, LIBSVM's default 1/d), with the kernel learned by boosting (LogLoss, 30 rounds, RBF "
                + "base, templates = the pair's training inputs), and with the kernel learned from the pair's test "
                + "inputs as templates (LogLoss, 100 rounds; transductive, as Crammer, Keshet & Singer 2002). Test "
                + "error in %% on the pair's test images; rounds kept in parentheses. Wall time %.0f s on a shared "
                + "2-core machine (indicative only).%n%n", train.size(), test.size(), seed, Double.toString(gamma),
                seconds));
        md.append("Command: `mvn -q -o -pl infens-bench -am package -DskipTests && java -cp "
                + "infens-bench/target/infens-bench.jar org.infens.bench.KernelBoostDigits`\n\n");
        md.append(String.format(Locale.ROOT, "Mean test error: RBF %.2f%%, learned (train templates) %.2f%%, learned "
                + "(test templates) %.2f%%. The learned kernel (train templates) is better on %d problems, worse on "
                + "%d, tied on %d.%n%n", KernelBoostSynthetic.mean(base), KernelBoostSynthetic.mean(learnedTrain),
                KernelBoostSynthetic.mean(learnedTest), better, worse, problems - better - worse));
        md.append("| pair | train / test rows | RBF | learned, train templates | learned, test templates |\n"
                + "|---|---|---|---|---|\n").append(rows);
        md.append("\nPlot: `kernelboost-digits.png` (left: RBF vs learned kernel with training templates; right: "
                + "learned with training templates vs learned with test templates; one point per pair).\n");
        Files.writeString(out.resolve("kernelboost-digits.md"), md.toString());
        KernelBoostCharts.save(out.resolve("kernelboost-digits.png"),
                KernelBoostCharts.scatter("Test error %, 45 digit pairs", "RBF kernel", "learned kernel (train)",
                        base, learnedTrain),
                KernelBoostCharts.scatter("Test error %, 45 digit pairs", "learned kernel (train)",
                        "learned kernel (test)", learnedTrain, learnedTest));
        System.out.print(md);
    }
}

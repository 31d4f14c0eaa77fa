package org.infens.kernelboost;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.Shuffle;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Trainer;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.kernel.Kernel;
import org.infens.spec.Spec;

/**
 * The kernel Perceptron (Rosenblatt 1958, Crammer, Keshet &amp; Singer 2002, ref. [11]; the learner of
 * Crammer, Keshet &amp; Singer 2002, Sec. 4): online and mistake-driven over {@link KernelPerceptronParams#epochs()}
 * passes. With y = +1 for class 0 and -1 for class 1, at each step row i is a mistake when y_i f(x_i) &lt;= 0, and then
 * c_i &lt;- c_i + y_i (times the row's instance weight, 1 by default). There is no bias term (the Perceptron of
 * Novikoff's theorem: at most (R/gamma)^2 mistakes on data separable with margin gamma through the origin of the
 * kernel's feature space, R = max ||phi(x)||).
 *
 * <p>Order: every epoch visits the rows in a fresh random permutation drawn from a {@link SplittableRandom} seeded
 * with {@link #seed()} (one permutation per epoch, in epoch order), so the model after e epochs is the prefix of a
 * longer run with the same seed. Training stops after an epoch without mistakes (later epochs would change
 * nothing).
 *
 * <p>Averaging ({@link KernelPerceptronParams#average()}): the model holds the mean of the hypotheses after each of
 * the epochs x m steps, computed lazily (each coefficient's running value times the number of steps it was held),
 * counting the steps of skipped epochs after convergence as the run would have.
 *
 * <p>Cost: the decision values of all m training rows are kept up to date, so a step costs O(1) and a mistake
 * O(m) plus, the first time row i is a mistake, one kernel column K(x_i, .) (cached: memory m per distinct support
 * row). Deterministic for a seed; single-threaded.
 *
 * @param params the kernel, the number of epochs and whether to average
 * @param seed   the seed of the epochs' visiting orders
 */
public record KernelPerceptronTrainer(KernelPerceptronParams params, long seed)
        implements Trainer<KernelPerceptronModel>, Seeded<KernelPerceptronTrainer> {
    /** A trainer with these parameters and seed. */
    public KernelPerceptronTrainer {
        Objects.requireNonNull(params, "params");
    }

    @Override
    public KernelPerceptronTrainer withSeed(long newSeed) {
        return new KernelPerceptronTrainer(params, newSeed);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("kernel-perceptron(kernel=" + params.kernel().spec() + ", epochs=" + params.epochs()
                + ", average=" + (params.average() ? 1 : 0) + ")");
    }

    @Override
    public KernelPerceptronModel fit(Dataset data) {
        Objects.requireNonNull(data, "data");
        if (data.labels().size() != 2) {
            throw new IllegalArgumentException("kernel-perceptron: learns two classes, the data have "
                    + data.labels().size() + " (use one-vs-one)");
        }
        Kernel kernel = params.kernel().prepare(data);
        int m = data.size();
        if (m < 1) {
            throw new IllegalArgumentException("kernel-perceptron: the training data are empty");
        }
        double[] y = new double[m];
        for (int i = 0; i < m; i++) {
            y[i] = (data.classOf(i) == 0 ? 1 : -1) * data.weight(i);
        }
        Kernel.Evaluator e = kernel.evaluator(data, data);
        int[] all = new int[m];
        for (int i = 0; i < m; i++) {
            all[i] = i;
        }
        double[][] columns = new double[m][];
        double[] f = new double[m];
        double[] c = new double[m];
        double[] sum = new double[m];
        long[] heldSince = new long[m];
        int[] perm = all.clone();
        SplittableRandom random = new SplittableRandom(seed);
        int[] perEpoch = new int[params.epochs()];
        int[] steps = new int[16];
        int mistakes = 0;
        int epochsRun = 0;
        long step = 0;
        for (int epoch = 0; epoch < params.epochs(); epoch++) {
            Shuffle.inPlace(perm, random);
            epochsRun++;
            for (int k = 0; k < m; k++) {
                int i = perm[k];
                step++;
                if (y[i] * f[i] > 0 || y[i] == 0) {
                    continue;
                }
                if (mistakes == steps.length) {
                    steps = Arrays.copyOf(steps, 2 * steps.length);
                }
                steps[mistakes++] = (int) step;
                perEpoch[epoch]++;
                if (columns[i] == null) {
                    columns[i] = new double[m];
                    e.row(i, all, 0, m, columns[i]);
                }
                sum[i] += c[i] * (step - heldSince[i]);
                heldSince[i] = step;
                c[i] += y[i];
                double[] col = columns[i];
                double yi = y[i];
                for (int j = 0; j < m; j++) {
                    f[j] += yi * col[j];
                }
            }
            if (perEpoch[epoch] == 0) {
                break;
            }
        }
        long total = (long) params.epochs() * m;
        int support = 0;
        for (int i = 0; i < m; i++) {
            if (c[i] != 0) {
                support++;
            }
        }
        int[] rows = new int[support];
        double[] coef = new double[support];
        for (int i = 0, s = 0; i < m; i++) {
            if (c[i] != 0) {
                rows[s] = i;
                coef[s++] = params.average() ? (sum[i] + c[i] * (total + 1 - heldSince[i])) / total : c[i];
            }
        }
        Provenance prov = new Provenance("kernel-perceptron", spec().toString(), seed, data.fingerprint(),
                data.dimension(), Version.VERSION);
        Dataset supportRows = data.view(rows).compact().withWeights(null);
        return new KernelPerceptronModel(new KernelPerceptronModel.State(data.labels(), kernel,
                supportRows.classIndices(), coef, supportRows, supportRows.featureNames(),
                Arrays.copyOf(perEpoch, epochsRun),
                Arrays.copyOf(steps, mistakes)), prov);
    }
}

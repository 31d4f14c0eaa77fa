package org.infens.boost;

import java.util.Objects;
import java.util.SplittableRandom;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.learner.InstanceWeights;
import org.infens.learner.PerceptronModel;
import org.infens.spec.Spec;

/**
 * {@code sampled-perceptron(candidates=2000)}: the perceptron weak learner of Shen &amp; Liu, "From Kernel Machines to
 * Ensemble Learning" (2014), Sec. VI-A: "We did not optimize the weak learner's parameters {theta, kappa}. Instead,
 * we sample 2000 pairs of {theta, kappa} according to their distributions as described in [Lin &amp; Li 2008] and
 * then pick the one that maximizes the weak learner selection criterion". Each fit draws {@code candidates}
 * perceptrons sign(theta.x - kappa) from the distribution that defines the perceptron kernel (theta uniform on the
 * unit sphere, kappa uniform in [-R, R], R the largest ||x_i||_2; Lin &amp; Li, "Support Vector Machinery for Infinite
 * Ensemble Learning", JMLR 2008, Sec. 5) and keeps the one with the largest weighted edge |sum_i w_i y_i h(x_i)|,
 * negated when that sum is negative (the hypothesis set is closed under negation): for AdaBoost the perceptron of
 * least weighted error among the candidates, for LPBoost the column that most violates the dual.
 *
 * <p>This is the weak learner of CGEns-Perc ({@code cgens(weak=perceptron)}) given to AdaBoost and LPBoost, which is
 * our reading of Shen &amp; Liu's Table II (their AdaBoost and LPBoost columns with perceptrons); Lin &amp; Li's
 * AdaBoost-Perc trains each perceptron instead ({@code perceptron}, the RCD algorithm). The candidates are drawn and
 * scored by the same code as CGEns's oracle ({@link SampledFamily}), on up to {@code threads} threads with the
 * same result for any number. A row with theta.x = kappa exactly is scored as +1 there and predicted as class 1 by
 * {@link PerceptronModel}; with kappa drawn from a continuous distribution this has probability 0.
 *
 * @param candidates how many perceptrons each fit draws, {@code >= 1}
 * @param seed       the seed of the draws; boosting gives each round its own
 * @param threads    threads that score the candidates, {@code >= 1}
 */
public record SampledPerceptronTrainer(int candidates, long seed, int threads)
        implements WeightedTrainer<PerceptronModel>, Seeded<SampledPerceptronTrainer> {
    /** Shen &amp; Liu 2014's number of candidates. */
    public static final int DEFAULT_CANDIDATES = 2000;

    /** Checks the parameters. */
    public SampledPerceptronTrainer {
        if (candidates < 1) {
            throw new IllegalArgumentException("candidates must be >= 1, got " + candidates);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    @Override
    public SampledPerceptronTrainer withSeed(long newSeed) {
        return new SampledPerceptronTrainer(candidates, newSeed, threads);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.of("sampled-perceptron").with("candidates", candidates);
    }

    @Override
    public PerceptronModel fit(Dataset data, double[] weights) {
        return bind(data).fit(weights, seed); // the bound fit checks the weights (null: all ones)
    }

    /** Bound to {@code data}: its rows are copied once for every fit (every boosting round) on them. */
    @Override
    public Bound<PerceptronModel> bind(Dataset data) {
        Objects.requireNonNull(data, "data");
        if (data.labels().size() != 2) {
            throw new IllegalArgumentException("sampled-perceptron: needs exactly 2 classes, got "
                    + data.labels().size() + "; use ovo(base=sampled-perceptron) or ovr(...) for more");
        }
        if (data.size() == 0) {
            throw new IllegalArgumentException("sampled-perceptron: the training data has no rows");
        }
        SampledFamily family = new SampledFamily(WeakHypothesis.Kind.PERCEPTRON, 1, candidates, data, threads);
        int n = data.size();
        double[] y = new double[n];
        for (int i = 0; i < n; i++) {
            y[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        return (weights, fitSeed) -> {
            double[] w = InstanceWeights.checked(weights, n);
            double[] u = new double[n];
            for (int i = 0; i < n; i++) {
                u[i] = w[i] * y[i];
            }
            WeakLearnerFamily.Column best = family.best(new double[][] {u}, new SplittableRandom(fitSeed));
            WeakHypothesis h = best.hypothesis();
            double sign = WeakLearnerFamily.dot(u, best.values()) < 0 ? -1 : 1;
            double[] theta = h.theta();
            for (int f = 0; f < theta.length; f++) {
                theta[f] *= sign;
            }
            Provenance prov = new Provenance("sampled-perceptron", spec().toString(), fitSeed, data.fingerprint(),
                    data.dimension(), Version.VERSION);
            return new PerceptronModel(new PerceptronModel.State(data.labels(), theta, sign * h.kappa(),
                    data.featureNames()), prov);
        };
    }
}

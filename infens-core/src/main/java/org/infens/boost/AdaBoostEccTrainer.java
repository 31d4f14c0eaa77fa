package org.infens.boost;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Shuffle;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Quote;
import org.infens.learner.Stump;
import org.infens.learner.StumpSearch;
import org.infens.multiclass.ArgMax;
import org.infens.spec.Spec;

/**
 * {@code adaboost-ecc(T=500, coloring=random)}: multi-class AdaBoost.ECC with decision stumps (Guruswami &amp; Sahai,
 * "Multiclass learning, boosting, and error-correcting codes", COLT 1999), the first baseline of Shen &amp; Liu, "From
 * Kernel Machines to Ensemble Learning" (2014), Table III ("multi-class algorithms using binary weak learners,
 * including AdaBoost.ECC ... decision stumps ... the maximum number of iteration is set to 500").
 *
 * <p>Each round colours the K classes in two (one column of an output code, built as the boosting goes), fits a
 * binary stump to the rows relabelled by their class's colour, and reweights the (row, wrong class) pairs. As in
 * the exponential-cost, Hamming-distance AdaBoost.ECC of Ling Li's LEMGA library (the implementation of Li,
 * "Multiclass boosting with repartitioning", ICML 2006), with D(i, c) a weight on each row i and class c != y_i,
 * initially u_i / (K - 1) (u the data weights, normalised):
 * <ol>
 *   <li>choose a colouring mu: classes -&gt; {-1, +1} using both colours ({@code coloring}, below);</li>
 *   <li>weigh row i by w_i = sum over the classes c coloured unlike y_i of D(i, c), normalised to sum 1, and
 *       find the stump h of least weighted error eps against the labels mu(y_i) (exact, {@link StumpSearch});</li>
 *   <li>stop if eps &gt;= 1/2; else alpha = 1/2 ln((1 - eps) / eps) (LEMGA's cap when eps = 0: alpha =
 *       1/2 ln 1000, and boosting goes on, since one colouring separated does not separate the classes);</li>
 *   <li>multiply D(i, c), for each class c coloured unlike y_i, by e^alpha if h(x_i) != mu(y_i) and by e^-alpha
 *       otherwise, and normalise D to sum 1 (the normaliser Z_t is kept).</li>
 * </ol>
 * The prediction is the class whose code is nearest in the alpha-weighted Hamming distance, i.e. the first class of
 * largest f_c(x) = sum_t alpha_t mu_t(c) h_t(x); since D(i, c) is proportional to exp(f_c(x_i) - f_{y_i}(x_i)), the
 * training error is at most (K - 1) prod_t Z_t (tested). The model is an {@link AdaBoostMhModel}: member t is the
 * stump with votes v_c = s mu_t(c) (s the stump's direction), which is f_c exactly.
 *
 * <p>Colourings (Guruswami &amp; Sahai leave the choice open; Shen &amp; Liu 2014 do not say which they used):
 * <ul>
 *   <li>{@code random} (our default): a uniformly random balanced colouring, the classes shuffled and coloured
 *       alternately (LEMGA's "random half"; Schapire's AdaBoost.OC also draws its colourings at random);</li>
 *   <li>{@code max-cut}: LEMGA's default, a greedy maximum cut of the classes' confusion weights
 *       W(y, c) + W(c, y), W(y, c) = sum over rows of class y of D(i, c): the heaviest edges first, each colouring
 *       its uncoloured ends apart (a new pair's orientation drawn at random, as LEMGA does).</li>
 * </ul>
 * With two classes every colouring separates them and AdaBoost.ECC is AdaBoost with stumps: f_0 - f_1 is
 * {@code adaboost(base=stump)}'s decision value, whose weights ln((1 - e) / e) are 2 alpha_t (tested). Random choices come from {@code seed}.
 *
 * @param rounds  the number of rounds T, {@code >= 1}
 * @param maxCut  the greedy max-cut colouring instead of the random one
 * @param seed    the seed of the colourings
 */
public record AdaBoostEccTrainer(int rounds, boolean maxCut, long seed)
        implements WeightedTrainer<AdaBoostMhModel>, Seeded<AdaBoostEccTrainer> {
    /** Shen &amp; Liu 2014's cap on iterations, 500. */
    public static final int DEFAULT_ROUNDS = 500;
    /** LEMGA's 1 / eps - 1 for a stump without training error. */
    private static final double PERFECT_ODDS = 1000;

    /** Checks the parameters. */
    public AdaBoostEccTrainer {
        if (rounds < 1) {
            throw new IllegalArgumentException("T must be >= 1, got " + rounds);
        }
    }

    @Override
    public AdaBoostEccTrainer withSeed(long newSeed) {
        return new AdaBoostEccTrainer(rounds, maxCut, newSeed);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("adaboost-ecc(T=" + rounds + ", coloring=" + (maxCut ? "max-cut" : "random") + ")");
    }

    @Override
    public AdaBoostMhModel fit(Dataset data, double[] weights) {
        double[] u = AdaBoostMhTrainer.checkedWeights(data, weights, "adaboost-ecc");
        int n = data.size();
        Labels labels = data.labels();
        int k = labels.size();
        double total = 0;
        for (double ui : u) {
            total += ui;
        }
        int[] y = data.classIndices();
        int[] counts = data.classCounts();
        int present = 0;
        for (int count : counts) {
            present += count > 0 ? 1 : 0;
        }
        if (present < 2) {
            throw new IllegalArgumentException("adaboost-ecc: needs rows of at least 2 classes, got rows of "
                    + Quote.of(labels.name(y[0])) + " only");
        }
        // D(i, c) at [i * k + c]; 0 at c = y_i
        double[] d = new double[n * k];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < k; c++) {
                d[i * k + c] = c == y[i] ? 0 : u[i] / (total * (k - 1));
            }
        }
        Provenance prov = new Provenance("adaboost-ecc", spec().toString(), seed, data.fingerprint(),
                data.dimension(), Version.VERSION);
        StumpSearch search = new StumpSearch(data);
        SplittableRandom random = new SplittableRandom(seed);
        List<MultiClassStump> members = new ArrayList<>();
        double[] alphas = new double[rounds];
        double[] normalizers = new double[rounds];
        double[] w = new double[n];
        double[] signed = new double[n];
        boolean[] wrong = new boolean[n];
        int t = 0;
        while (t < rounds) {
            int[] mu = maxCut ? maxCutColoring(d, y, k, random) : randomColoring(k, random);
            double sum = 0;
            for (int i = 0; i < n; i++) {
                double wi = 0;
                for (int c = 0; c < k; c++) {
                    if (mu[c] != mu[y[i]]) {
                        wi += d[i * k + c];
                    }
                }
                w[i] = wi;
                sum += wi;
            }
            if (!(sum > 0)) {
                break; // every pair coloured apart has weight 0: nothing left to learn
            }
            for (int i = 0; i < n; i++) {
                w[i] /= sum;
                signed[i] = w[i] * mu[y[i]];
            }
            Stump h = search.best(signed).stump();
            double eps = 0;
            for (int i = 0; i < n; i++) {
                wrong[i] = h.output(data, i) != mu[y[i]];
                if (wrong[i]) {
                    eps += w[i];
                }
            }
            if (eps >= 0.5) {
                break;
            }
            double alpha = 0.5 * Math.log(eps > 0 ? 1 / eps - 1 : PERFECT_ODDS);
            double up = Math.exp(alpha);
            double down = Math.exp(-alpha);
            double z = 0;
            for (int i = 0; i < n; i++) {
                double r = wrong[i] ? up : down;
                for (int c = 0; c < k; c++) {
                    if (mu[c] != mu[y[i]]) {
                        d[i * k + c] *= r;
                    }
                    z += d[i * k + c];
                }
            }
            for (int p = 0; p < d.length; p++) {
                d[p] /= z;
            }
            double[] votes = new double[k];
            for (int c = 0; c < k; c++) {
                votes[c] = h.direction() * mu[c];
            }
            // a constant hypothesis is phi = +1 everywhere: a threshold of -infinity
            members.add(new MultiClassStump(labels, h.isConstant() ? 0 : h.feature(),
                    h.isConstant() ? Double.NEGATIVE_INFINITY : h.threshold(), votes, prov));
            alphas[t] = alpha;
            normalizers[t] = z;
            t++;
        }
        if (members.isEmpty()) {
            // no stump beats chance on the first colouring: the constant vote for the heaviest class, weight 1 so
            // that it is what the model predicts
            double[] votes = new double[k];
            Arrays.fill(votes, -1);
            double[] byClass = new double[k];
            for (int i = 0; i < n; i++) {
                byClass[y[i]] += u[i];
            }
            votes[ArgMax.first(byClass)] = 1;
            members.add(new MultiClassStump(labels, 0, Double.NEGATIVE_INFINITY, votes, prov));
            alphas[0] = 1;
            normalizers[0] = 1;
            t = 1;
        }
        return AdaBoostMhModel.of(labels, members, Arrays.copyOf(alphas, t), Arrays.copyOf(normalizers, t),
                data.featureNames(), prov);
    }

    /** A uniformly random balanced colouring: the classes shuffled, then coloured +1, -1, +1, ... */
    static int[] randomColoring(int k, SplittableRandom random) {
        int[] order = new int[k];
        for (int c = 0; c < k; c++) {
            order[c] = c;
        }
        Shuffle.inPlace(order, random);
        int[] mu = new int[k];
        for (int r = 0; r < k; r++) {
            mu[order[r]] = r % 2 == 0 ? 1 : -1;
        }
        return mu;
    }

    /**
     * The greedy max-cut colouring of the confusion weights (see the class comment): edges {a, b} by decreasing
     * weight W(a, b) + W(b, a), ties in the order (b - a, a) ascending; a pair with both ends uncoloured gets
     * +1 and -1 in a random orientation, an edge with one end coloured colours the other apart. Weights equal in
     * exact arithmetic (pairs that every colouring so far treated alike) are ordered by their rounding, as in Lemga:
     * deterministic for given data, but a data weight of 2 and a repeated row can colour differently.
     */
    static int[] maxCutColoring(double[] d, int[] y, int k, SplittableRandom random) {
        double[][] w = new double[k][k];
        for (int i = 0; i < y.length; i++) {
            for (int c = 0; c < k; c++) {
                w[y[i]][c] += d[i * k + c];
            }
        }
        List<int[]> edges = new ArrayList<>();
        for (int gap = 1; gap < k; gap++) {
            for (int a = 0; a + gap < k; a++) {
                edges.add(new int[] {a, a + gap});
            }
        }
        // stable: equal weights keep the order above
        edges.sort((e, f) -> Double.compare(w[f[0]][f[1]] + w[f[1]][f[0]], w[e[0]][e[1]] + w[e[1]][e[0]]));
        int[] mu = new int[k];
        int colored = 0;
        for (int[] e : edges) {
            if (colored == k) {
                break;
            }
            int a = e[0];
            int b = e[1];
            if (random.nextBoolean()) {
                int tmp = a;
                a = b;
                b = tmp;
            }
            if (mu[a] == 0 && mu[b] == 0) {
                mu[a] = 1;
                mu[b] = -1;
                colored += 2;
            } else if (mu[a] == 0) {
                mu[a] = -mu[b];
                colored++;
            } else if (mu[b] == 0) {
                mu[b] = -mu[a];
                colored++;
            }
        }
        return mu;
    }
}

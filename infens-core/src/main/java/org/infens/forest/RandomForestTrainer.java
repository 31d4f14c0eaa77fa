package org.infens.forest;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Tasks;
import org.infens.Version;
import org.infens.WeightedTrainer;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/**
 * Random forests and bagging of CART trees with Gini splits (Zhao 2017, Sec. 3.4.2; Breiman's random forests): each
 * tree is grown on a bootstrap sample (n draws with replacement; a row drawn c times weighs c times its weight) with
 * {@link RandomForestParams#featuresFor k} random features tried per split (k = floor(log2 d) by default, every
 * feature for bagging), fully grown unless {@code minLeafSize} or {@code maxDepth} say otherwise, and the forest
 * votes ({@link ForestModel}).
 *
 * <p>Reproducibility: tree t's generator is the t-th {@link SplittableRandom#split()} of the generator seeded with
 * {@link RandomForestParams#seed()}, split in tree order before any tree is grown, so the forest is the same
 * whatever the number of threads. The data are presorted once ({@link Columns}) and shared by all trees.
 */
public final class RandomForestTrainer implements WeightedTrainer<ForestModel>, Seeded<RandomForestTrainer> {
    private final RandomForestParams params;
    private final String name;

    /** A random forest (or bagging, with {@link RandomForestParams#ALL} features) with these parameters. */
    public RandomForestTrainer(RandomForestParams params) {
        this(params, params.features() == RandomForestParams.ALL ? "bagging" : "random-forest");
    }

    private RandomForestTrainer(RandomForestParams params, String name) {
        this.params = Objects.requireNonNull(params, "params");
        this.name = name;
    }

    /** The parameters. */
    public RandomForestParams params() {
        return params;
    }

    @Override
    public long seed() {
        return params.seed();
    }

    @Override
    public RandomForestTrainer withSeed(long seed) {
        return new RandomForestTrainer(params.withSeed(seed), name);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse(name + "(trees=" + params.trees() + (name.equals("bagging") ? "" : ", features="
                + params.featuresWord()) + ", bootstrap=" + (params.bootstrap() ? 1 : 0) + ", min-leaf="
                + params.minLeafSize() + ", max-depth=" + params.maxDepth() + ")");
    }

    @Override
    public ForestModel fit(Dataset data, double[] weights) {
        Objects.requireNonNull(data, "data");
        int n = data.size();
        if (n == 0) {
            throw new IllegalArgumentException("training data has no rows");
        }
        if (weights != null && weights.length != n) {
            throw new IllegalArgumentException("weights has " + weights.length + " entries but the data has " + n
                    + " rows");
        }
        double[] base = new double[n];
        for (int i = 0; i < n; i++) {
            double w = weights == null ? 1 : weights[i];
            if (!(w >= 0) || !Double.isFinite(w)) {
                throw new IllegalArgumentException("weight of row " + i + " must be finite and >= 0, got " + w);
            }
            base[i] = w;
        }
        Columns columns = new Columns(data);
        int[] classOf = data.classIndices();
        int k = params.featuresFor(Math.max(1, data.dimension()));
        SplittableRandom root = new SplittableRandom(params.seed());
        SplittableRandom[] treeRng = new SplittableRandom[params.trees()];
        for (int t = 0; t < treeRng.length; t++) {
            treeRng[t] = root.split();
        }
        List<Callable<DecisionTree>> tasks = new ArrayList<>(treeRng.length);
        for (SplittableRandom r : treeRng) {
            tasks.add(() -> grow(columns, classOf, data.classCount(), base, k, r));
        }
        List<DecisionTree> trees = Tasks.inOrder(tasks, params.threads(), "infens-forest", "growing trees");
        Provenance prov = new Provenance(name, spec().toString(), params.seed(), data.fingerprint(), data.dimension(),
                Version.VERSION);
        return new ForestModel(new ForestModel.State(data.labels(), data.featureNames(), trees), prov);
    }

    /** How many times each of n rows is drawn in n draws with replacement (a bootstrap sample). */
    public static double[] bootstrapCounts(int n, SplittableRandom rng) {
        double[] count = new double[n];
        for (int draw = 0; draw < n; draw++) {
            count[rng.nextInt(n)]++;
        }
        return count;
    }

    private DecisionTree grow(Columns columns, int[] classOf, int classes, double[] base, int k,
                              SplittableRandom rng) {
        int n = base.length;
        double[] w;
        if (params.bootstrap()) {
            w = bootstrapCounts(n, rng);
            for (int i = 0; i < n; i++) {
                w[i] *= base[i];
            }
        } else {
            w = base;
        }
        boolean any = false;
        for (double v : w) {
            any |= v > 0;
        }
        if (!any) {
            w = base; // a bootstrap sample that drew only rows of weight 0: fall back to the whole data
        }
        return new TreeBuilder(columns, classOf, classes, w, k, params.minLeafSize(), params.maxDepth(), rng)
                .build();
    }
}

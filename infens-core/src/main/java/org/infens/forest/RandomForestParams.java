package org.infens.forest;

/**
 * Parameters of {@link RandomForestTrainer}: a forest of CART trees with Gini splits (Zhao 2017, Sec. 3.2, 3.4.2).
 *
 * @param trees        number of trees T, {@code >= 1}
 * @param features     features tried per split: {@code >= 1} for that many (capped at the dimension), or one of
 *                     {@link #LOG2} (floor(log2 d), at least 1, the default of Zhao 2017, Sec. 3.4.2 rounded down as
 *                     scikit-learn does), {@link #SQRT} (floor(sqrt d), at least 1) or {@link #ALL} (every feature:
 *                     bagging)
 * @param bootstrap    whether each tree sees a bootstrap sample (n draws with replacement) rather than every row
 * @param minLeafSize  fewest rows in a leaf, {@code >= 1} (1: fully grown trees, as Breiman's random forests)
 * @param maxDepth     deepest leaf (the root has depth 0), {@code >= 1}, or 0 for unlimited
 * @param threads      threads to grow trees on, {@code >= 1}; the forest does not depend on it
 * @param seed         the seed every random choice derives from
 */
public record RandomForestParams(int trees, int features, boolean bootstrap, int minLeafSize, int maxDepth,
                                 int threads, long seed) {
    /** {@code features}: floor(log2 d), at least 1. */
    public static final int LOG2 = 0;
    /** {@code features}: every feature (bagging of CART trees). */
    public static final int ALL = -1;
    /** {@code features}: floor(sqrt d), at least 1. */
    public static final int SQRT = -2;
    /** Default number of trees. */
    public static final int DEFAULT_TREES = 100;

    /** Validates every parameter, naming it and its value. */
    public RandomForestParams {
        if (trees < 1) {
            throw new IllegalArgumentException("trees must be >= 1, got " + trees);
        }
        if (features < SQRT) {
            throw new IllegalArgumentException("features must be >= 1, log2, sqrt or all, got " + features);
        }
        if (minLeafSize < 1) {
            throw new IllegalArgumentException("min-leaf must be >= 1, got " + minLeafSize);
        }
        if (maxDepth < 0) {
            throw new IllegalArgumentException("max-depth must be >= 0 (0: unlimited), got " + maxDepth);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
    }

    /** A random forest: 100 trees, log2 features, bootstrap, fully grown, one thread, seed 0. */
    public static RandomForestParams defaults() {
        return new RandomForestParams(DEFAULT_TREES, LOG2, true, 1, 0, 1, 0L);
    }

    /** Bagging: as {@link #defaults()} with every feature tried at every split. */
    public static RandomForestParams bagging() {
        return defaults().withFeatures(ALL);
    }

    /** A copy with {@code trees}. */
    public RandomForestParams withTrees(int t) {
        return new RandomForestParams(t, features, bootstrap, minLeafSize, maxDepth, threads, seed);
    }

    /** A copy with {@code features}. */
    public RandomForestParams withFeatures(int f) {
        return new RandomForestParams(trees, f, bootstrap, minLeafSize, maxDepth, threads, seed);
    }

    /** A copy with {@code bootstrap}. */
    public RandomForestParams withBootstrap(boolean b) {
        return new RandomForestParams(trees, features, b, minLeafSize, maxDepth, threads, seed);
    }

    /** A copy with {@code minLeafSize}. */
    public RandomForestParams withMinLeafSize(int m) {
        return new RandomForestParams(trees, features, bootstrap, m, maxDepth, threads, seed);
    }

    /** A copy with {@code maxDepth}. */
    public RandomForestParams withMaxDepth(int m) {
        return new RandomForestParams(trees, features, bootstrap, minLeafSize, m, threads, seed);
    }

    /** A copy with {@code threads}. */
    public RandomForestParams withThreads(int t) {
        return new RandomForestParams(trees, features, bootstrap, minLeafSize, maxDepth, t, seed);
    }

    /** A copy with {@code seed}. */
    public RandomForestParams withSeed(long s) {
        return new RandomForestParams(trees, features, bootstrap, minLeafSize, maxDepth, threads, s);
    }

    /** The number of features tried per split for dimension {@code d}. */
    public int featuresFor(int d) {
        int k = switch (features) {
            case LOG2 -> (int) Math.floor(Math.log(d) / Math.log(2) + 1e-12);
            case SQRT -> (int) Math.floor(Math.sqrt(d) + 1e-12);
            case ALL -> d;
            default -> features;
        };
        return Math.max(1, Math.min(d, k));
    }

    /** {@code features} as written in specs: log2, sqrt, all or the number. */
    public String featuresWord() {
        return switch (features) {
            case LOG2 -> "log2";
            case SQRT -> "sqrt";
            case ALL -> "all";
            default -> Integer.toString(features);
        };
    }
}

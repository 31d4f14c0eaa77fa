package org.infens.experiment;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.data.Scaling;
import org.infens.data.Synthetic;

/**
 * The data of one run, by data set name, following Lin &amp; Li 2008, Sec. 7 (and Lin 2005, Sec. 5.1):
 *
 * <ul>
 *   <li>{@code twonorm}, {@code threenorm}, {@code ringnorm}: Breiman's artificial problems ({@link Synthetic}),
 *   20 features, a fresh training set of 300 rows and test set of 3000 rows per run;</li>
 *   <li>{@code twonorm-n}, {@code threenorm-n}, {@code ringnorm-n}: the same with the labels of 10% (30) of the
 *   training rows flipped; the test set is clean (the paper puts "mislabeling noise on 10% of the training
 *   examples");</li>
 *   <li>any {@link BundledData} name (heart, breast, ...): every feature scaled to [-1, 1] over the whole data set
 *   (as the papers scale before splitting), then {@code floor(0.6 n)} rows drawn uniformly at random without
 *   replacement for training and the rest for testing (Lin &amp; Li 2008, Table 1's sizes: heart 162/108, breast
 *   409/274);</li>
 *   <li>{@code NAME@PP}, NAME a bundled set and PP an integer percentage in [1, 99]: the same with
 *   {@code floor(PP/100 n)} training rows, for the papers that split otherwise (Shen &amp; Liu 2014, Sec. VI-B:
 *   {@code wine@75} is its 75%/25% split). Only bundled sets take a percentage; the artificial sets keep their fixed
 *   sizes.</li>
 *   <li>{@code NAME[@PP]/OPTIONS}, comma-separated options that change how a bundled set is prepared, in this
 *   order: {@code drop=K} removes feature K (1-based); {@code positive=LABEL} makes the set binary, the class
 *   LABEL against all the others ({@code 1} and {@code -1}); {@code l2} scales every row to unit L2 norm (the zero
 *   row stays 0) instead of scaling every feature to [-1, 1]; {@code train=N} takes {@code N} training rows (the
 *   rest for testing) instead of a fraction, as Raetsch's benchmark splits do ({@code titanic/train=150}).
 *   Zhao 2017, Sec. 4.1-4.2: {@code glass@50/positive=1,l2} is its Glass (type 1 against the rest, 70 against 144
 *   rows), half for training, rows L2-normalised.</li>
 *   <li>{@code ARTIFICIAL/train=N,test=M} (either option alone too), ARTIFICIAL one of the artificial names above:
 *   {@code N} training and {@code M} test rows instead of 300 and 3000 (the label noise stays 10% of the training
 *   rows). Shen &amp; Liu 2014, Sec. VI-A, use Raetsch's benchmark splits, whose twonorm and ringnorm have 400
 *   training and 7000 test rows: {@code twonorm/train=400,test=7000}.</li>
 * </ul>
 *
 * <p>Seeds: a run's seed ({@link #cellSeed}) depends on the master seed, the data set name and the run number only,
 * so every method of every table sees the same data in run {@code r} (paired comparisons, as the paper's identical
 * SVM-Stump columns in Tables 2 and 5 suggest), and any run can be recomputed alone. From it, four seeds are drawn
 * in a fixed order: training rows, test rows, label noise, and the seed given to cross-validation folds and
 * learners.
 */
public final class ExperimentData {
    /** Training rows of the artificial sets. */
    public static final int ARTIFICIAL_TRAIN = 300;
    /** Test rows of the artificial sets. */
    public static final int ARTIFICIAL_TEST = 3000;
    /** Fraction of training labels flipped in the "-n" sets. */
    public static final double NOISE = 0.10;
    /** Fraction of a UCI data set used for training. */
    public static final double TRAIN_FRACTION = 0.6;

    private ExperimentData() {
    }

    /**
     * One run's data.
     *
     * @param train       the training set
     * @param test        the test set
     * @param learnerSeed the seed for the folds and the learner
     */
    public record Split(Dataset train, Dataset test, long learnerSeed) {
    }

    /** Whether a data set of that name can be loaded here (artificial, or bundled). */
    public static boolean isAvailable(String name) {
        return artificial(name) != null || BundledData.names().contains(bundledName(name));
    }

    /** The bundled set a row name refers to: the name without its {@code @PP} percentage and its options. */
    static String bundledName(String name) {
        String s = withoutOptions(name);
        int at = s.indexOf('@');
        return at < 0 ? s : s.substring(0, at);
    }

    private static String withoutOptions(String name) {
        int slash = name.indexOf('/');
        return slash < 0 ? name : name.substring(0, slash);
    }

    /**
     * How a bundled set is prepared, from the options of its row name (see the class comment).
     *
     * @param drop     the 1-based feature to remove, or 0
     * @param positive the class kept as +1 against all others, or null
     * @param l2       rows to unit L2 norm instead of features to [-1, 1]
     * @param train    training rows of a split, or 0 for the row's fraction
     */
    record Preparation(int drop, String positive, boolean l2, int train) {
        static final Preparation DEFAULT = new Preparation(0, null, false, 0);

        /**
         * The options of {@code name}.
         *
         * @throws IllegalArgumentException naming the option when it is not one of the known ones
         */
        static Preparation of(String name) {
            int slash = name.indexOf('/');
            if (slash < 0) {
                return DEFAULT;
            }
            int drop = 0;
            String positive = null;
            boolean l2 = false;
            int train = 0;
            for (String option : name.substring(slash + 1).split(",")) {
                if (option.equals("l2")) {
                    l2 = true;
                } else if (option.startsWith("train=")) {
                    train = count(name, "train", option.substring(6), "a row count");
                    if (name.substring(0, slash).indexOf('@') >= 0) {
                        throw new IllegalArgumentException("data set " + name + ": a training percentage (@PP) and"
                                + " train=N both set the training size; give one");
                    }
                } else if (option.startsWith("drop=")) {
                    drop = count(name, "drop", option.substring(5), "a feature number");
                } else if (option.startsWith("positive=") && option.length() > 9) {
                    positive = option.substring(9);
                } else {
                    throw new IllegalArgumentException("data set " + name + ": unknown option " + Quote.of(option)
                            + " (known: l2, drop=K, positive=LABEL, train=N)");
                }
            }
            return new Preparation(drop, positive, l2, train);
        }

        /** The set prepared: the feature dropped, the classes merged, and rows or features scaled. */
        Dataset apply(Dataset all, String name) {
            Dataset d = all;
            if (drop > 0) {
                if (drop > d.dimension()) {
                    throw new IllegalArgumentException("data set " + name + ": drop=" + drop + " but it has "
                            + d.dimension() + " features");
                }
                double[][] x = new double[d.size()][d.dimension() - 1];
                double[] row = new double[d.dimension()];
                for (int i = 0; i < x.length; i++) {
                    d.copyRow(i, row);
                    for (int f = 0, g = 0; f < row.length; f++) {
                        if (f != drop - 1) {
                            x[i][g++] = row[f];
                        }
                    }
                }
                d = Dataset.dense(x, d.classIndices(), d.labels());
            }
            if (positive != null) {
                int k = d.labels().indexOf(positive);
                if (k < 0) {
                    throw new IllegalArgumentException("data set " + name + ": no class " + Quote.of(positive)
                            + " (classes: " + Quote.list(d.labels().names()) + ")");
                }
                int[] y = new int[d.size()];
                for (int i = 0; i < y.length; i++) {
                    y[i] = d.classOf(i) == k ? 0 : 1;
                }
                d = d.withClassIndices(y, org.infens.data.Labels.of("1", "-1"));
            }
            if (!l2) {
                return Scaling.fit(d).apply(d);
            }
            double[][] x = new double[d.size()][d.dimension()];
            for (int i = 0; i < x.length; i++) {
                d.copyRow(i, x[i]);
                double q = d.squaredNorm(i);
                double s = q > 0 ? 1 / Math.sqrt(q) : 0;
                for (int f = 0; f < x[i].length; f++) {
                    x[i][f] *= s;
                }
            }
            return Dataset.dense(x, d.classIndices(), d.labels());
        }
    }

    /**
     * The training fraction a row name asks for: {@code PP/100} for {@code NAME@PP}, else {@link #TRAIN_FRACTION}.
     *
     * @throws IllegalArgumentException if the percentage is not an integer in [1, 99]
     */
    static double trainFraction(String name) {
        name = withoutOptions(name);
        int at = name.indexOf('@');
        if (at < 0) {
            return TRAIN_FRACTION;
        }
        String text = name.substring(at + 1);
        int percent;
        try {
            percent = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("training percentage of data set " + name
                    + " must be an integer in [1, 99], got " + text);
        }
        if (percent < 1 || percent > 99) {
            throw new IllegalArgumentException("training percentage of data set " + name
                    + " must be an integer in [1, 99], got " + percent);
        }
        return percent / 100.0;
    }

    /**
     * The sets the papers use that could not be found offline (no Debian package, no installed R, Python or Weka
     * data set holds them; docs/datasets.md lists where we looked), by row name, with what each would take.
     */
    private static final java.util.Map<String, String> NOT_OFFLINE = notOffline();

    private static java.util.Map<String, String> notOffline() {
        java.util.Map<String, String> m = new java.util.HashMap<>();
        String uci = " (UCI Machine Learning Repository, CC BY 4.0): found in no Debian package (docs/datasets.md"
                + " lists where we looked); bundling it takes the UCI file, brought in by hand and converted by"
                + " scripts/data/convert-datasets.R";
        m.put("australian", "Statlog (Australian Credit Approval)" + uci + " (690 rows, 14 features)");
        m.put("cleveland", "Heart Disease, Cleveland" + uci + " (297 rows without missing values, 13 features)");
        m.put("banknote", "Banknote Authentication" + uci + " (1372 rows, 4 features)");
        for (String y : new String[] {"yeast-mit", "yeast-nuc", "yeast-cyt", "yeast-me3"}) {
            m.put(y, "Yeast (protein localisation sites, Horton & Nakai 1996)" + uci + " (1484 rows, 8 features;"
                    + " the row is one class against the rest; Debian's r-cran-mlr has only Elisseeff & Weston's"
                    + " multi-label yeast, another set)");
        }
        m.put("arrhythmia", "Arrhythmia" + uci + " (452 rows, 279 features)");
        String splits = "; bundling it takes Raetsch's benchmark files, brought in by hand";
        m.put("banana", "Raetsch's own two-dimensional artificial set (5300 rows, 400 training per split): in no"
                + " Debian package" + splits);
        m.put("f-solar", "Raetsch's binary version of UCI's Solar Flare (1066 rows, 9 features): found in no Debian"
                + " package" + splits + " (or UCI's file and his binarisation)");
        m.put("image", "Raetsch's binary version of UCI's Image Segmentation (2310 rows, 18 features): the data are"
                + " bundled (segment, 7 classes), but which classes he put on each side is not known here" + splits);
        m.put("splice", "Raetsch's binary version of UCI's splice-junction sequences (3175 rows, 60 nucleotide"
                + " features): bundled only as Statlog's dna (180 binary indicators, 3 classes), and his coding and"
                + " grouping are not known here" + splits);
        String vision = "a vision benchmark with its GIST, HOG or bag-of-words features (Shen & Liu 2014, Sec. VI-B):"
                + " not available offline; it takes the images and the same feature extraction";
        for (String v : new String[] {"mnist", "usps", "pascal07", "labelme", "cifar10", "scene15", "sun"}) {
            m.put(v, vision);
        }
        String yeastGenes = "a category of Zhao 2017, Sec. 4.3's yeast gene set (625 training and 328 test genes, 478"
                + " features, MIPS FunCat labels): not in any Debian package; it takes the thesis's files (features,"
                + " labels and split), brought in by hand";
        for (String id : new String[] {"14.01", "14.03", "14.07", "14.07.02", "14.07.02.01", "14.07.03", "14.07.04",
            "14.10", "14.13", "14.13.01.01"}) {
            m.put("yeast-" + id, yeastGenes);
        }
        return java.util.Map.copyOf(m);
    }

    /** Why a data set is not available, for the report. */
    static String unavailableReason(String name) {
        String known = NOT_OFFLINE.get(bundledName(name));
        return known != null ? "not available here: " + known
                : "data set not bundled yet (bundled: " + String.join(", ", BundledData.names()) + ")";
    }

    /**
     * The seed of run {@code run} on data set {@code dataset}: a 64-bit hash of the name mixed with the master seed
     * and the run number by SplitMix64's finaliser (so neighbouring runs get unrelated seeds).
     */
    public static long cellSeed(long masterSeed, String dataset, int run) {
        long h = 0xcbf29ce484222325L; // FNV-1a over the UTF-8 name: stable across JVMs, unlike String.hashCode
        for (byte b : dataset.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return mix(mix(masterSeed ^ h) + run);
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /**
     * The training and test sets of one run (see the class comment).
     *
     * @param name the data set
     * @param seed the run's seed, {@link #cellSeed}
     * @throws IllegalArgumentException if the data set is not available
     */
    public static Split split(String name, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        long trainSeed = rng.nextLong();
        long testSeed = rng.nextLong();
        long noiseSeed = rng.nextLong();
        long learnerSeed = rng.nextLong();
        Synthetic.Problem p = artificial(name);
        if (p != null) {
            ArtificialSize size = ArtificialSize.of(name);
            Dataset train = p.generate(size.train(), Synthetic.DEFAULT_DIMENSION, trainSeed);
            if (withoutOptions(name).endsWith("-n")) {
                train = Synthetic.flipLabels(train, NOISE, noiseSeed);
            }
            Dataset test = p.generate(size.test(), Synthetic.DEFAULT_DIMENSION, testSeed);
            return new Split(train, test, learnerSeed);
        }
        if (!BundledData.names().contains(bundledName(name))) {
            throw new IllegalArgumentException(unavailableReason(name));
        }
        double fraction = trainFraction(name);
        Preparation preparation = Preparation.of(name);
        Dataset all = preparation.apply(BundledData.load(bundledName(name)), name);
        int n = all.size();
        int nTrain = preparation.train() > 0 ? preparation.train() : (int) Math.floor(fraction * n);
        if (nTrain >= n) {
            throw new IllegalArgumentException("data set " + name + ": train=" + nTrain + " leaves no test row (the"
                    + " set has " + n + " rows)");
        }
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        SplittableRandom shuffle = new SplittableRandom(trainSeed);
        for (int i = 0; i < nTrain; i++) {
            int j = i + shuffle.nextInt(n - i);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        int[] train = Arrays.copyOf(perm, nTrain);
        int[] test = Arrays.copyOfRange(perm, nTrain, n);
        Arrays.sort(train);
        Arrays.sort(test);
        return new Split(all.view(train).compact(), all.view(test).compact(), learnerSeed);
    }

    /**
     * The value of a row option that counts something from 1.
     *
     * @throws IllegalArgumentException naming the data set and the option when {@code text} is not an integer >= 1
     */
    private static int count(String name, String key, String text, String what) {
        int v;
        try {
            v = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            v = 0;
        }
        if (v < 1) {
            throw new IllegalArgumentException("data set " + name + ": " + key + " must be " + what + " >= 1, got "
                    + Quote.of(text));
        }
        return v;
    }

    /**
     * The sizes of an artificial row, from its options (see the class comment).
     *
     * @param train training rows
     * @param test  test rows
     */
    record ArtificialSize(int train, int test) {
        /**
         * The sizes {@code name} asks for: 300 and 3000 unless its options say otherwise.
         *
         * @throws IllegalArgumentException naming the option when it is unknown or not a positive count
         */
        static ArtificialSize of(String name) {
            int slash = name.indexOf('/');
            int train = ARTIFICIAL_TRAIN;
            int test = ARTIFICIAL_TEST;
            if (slash < 0) {
                return new ArtificialSize(train, test);
            }
            for (String option : name.substring(slash + 1).split(",")) {
                int eq = option.indexOf('=');
                String key = eq < 0 ? option : option.substring(0, eq);
                if (!key.equals("train") && !key.equals("test")) {
                    throw new IllegalArgumentException("data set " + name + ": unknown option " + Quote.of(option)
                            + " (an artificial set knows train=N and test=N)");
                }
                int count = count(name, key, eq < 0 ? "" : option.substring(eq + 1), "a row count");
                if (key.equals("train")) {
                    train = count;
                } else {
                    test = count;
                }
            }
            return new ArtificialSize(train, test);
        }
    }

    /** The artificial problem a name refers to (with or without "-n", with or without size options), or null. */
    static Synthetic.Problem artificial(String name) {
        name = withoutOptions(name);
        String base = name.endsWith("-n") ? name.substring(0, name.length() - 2) : name;
        for (Synthetic.Problem p : Synthetic.Problem.values()) {
            if (p.name().toLowerCase(Locale.ROOT).equals(base)) {
                return p;
            }
        }
        return null;
    }
}

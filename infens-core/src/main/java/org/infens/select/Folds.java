package org.infens.select;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * Splits of a data set into k folds for cross-validation.
 *
 * <p>{@link #stratified} deals each class into the folds as LIBSVM's {@code svm_cross_validation} does for
 * classification: the rows of each class are shuffled, and fold {@code i} receives that class's rows
 * {@code [i*n_c/k, (i+1)*n_c/k)} of the shuffled order, so every fold holds {@code floor} or {@code ceil} of
 * {@code n_c/k} rows of class {@code c}. The shuffle is a Fisher-Yates shuffle driven by a
 * {@link SplittableRandom} seeded by the caller (LIBSVM uses the C library's {@code rand()}: {@link #libsvm} gives
 * LIBSVM's folds themselves), so the folds are a function of the data's class labels, {@code k} and the seed only.
 * Like LIBSVM, when {@code k} equals the number of rows the folds are leave-one-out over a random permutation
 * ({@link #random}).
 *
 * <p>Row indices in each fold are in increasing order, except in {@link #libsvm}'s folds (LIBSVM's order); the test
 * sets partition the rows.
 */
public final class Folds {
    private Folds() {
    }

    /**
     * Stratified k folds (see the class comment).
     *
     * @param data the data set (only its class labels are read)
     * @param k    number of folds, {@code 2 <= k <= data.size()}
     * @param seed seed of the shuffle
     * @return {@code k} folds whose test sets partition the rows; a fold's test set can be empty when classes are
     *         smaller than {@code k}
     */
    public static List<Fold> stratified(Dataset data, int k, long seed) {
        int n = data.size();
        checkK(k, n);
        if (k == n) {
            return random(data, k, seed);
        }
        SplittableRandom rng = new SplittableRandom(seed);
        int classes = data.classCount();
        int[] count = data.classCounts();
        int[] start = new int[classes + 1];
        for (int c = 0; c < classes; c++) {
            start[c + 1] = start[c] + count[c];
        }
        // rows grouped by class in row order, as svm_group_classes
        int[] index = new int[n];
        int[] fill = Arrays.copyOf(start, classes);
        for (int i = 0; i < n; i++) {
            index[fill[data.classOf(i)]++] = i;
        }
        for (int c = 0; c < classes; c++) {
            for (int i = 0; i < count[c]; i++) {
                int j = i + rng.nextInt(count[c] - i);
                int t = index[start[c] + j];
                index[start[c] + j] = index[start[c] + i];
                index[start[c] + i] = t;
            }
        }
        int[] foldOf = new int[n];
        for (int c = 0; c < classes; c++) {
            for (int f = 0; f < k; f++) {
                int begin = start[c] + (int) ((long) f * count[c] / k);
                int end = start[c] + (int) ((long) (f + 1) * count[c] / k);
                for (int j = begin; j < end; j++) {
                    foldOf[index[j]] = f;
                }
            }
        }
        return fromAssignment(foldOf, k);
    }

    /**
     * The folds of LIBSVM's {@code svm-train -v k}, row for row: {@code svm_cross_validation} of LIBSVM 3.x for
     * classification, drawing from the C library's {@code rand()} after {@code srand(seed)} ({@link GlibcRandom},
     * GNU libc's generator; {@code svm-train} never seeds it, which is seed 1). With the same file and options,
     * {@code infens train -v} then trains on the same rows, in the same order, as svm-train does, and reports the
     * same accuracy up to the rare prediction that LIBSVM's single-precision kernel cache flips.
     *
     * <p>For {@code k < n}: the classes in LIBSVM's order ({@link Labels#libsvmOrder}), the rows of each class
     * shuffled by {@code j = i + rand() % (n_c - i)}, fold {@code f} taking that class's shuffled rows
     * {@code [f*n_c/k, (f+1)*n_c/k)}, folds laid out one after another in a permutation {@code perm}. For
     * {@code k = n} (leave-one-out): {@link #libsvmUnstratified}'s folds. Fold {@code f}'s test rows are its slice
     * of {@code perm}, in that order; its training rows are the rest of {@code perm} in order, the order LIBSVM
     * trains on (which matters for the solver's ties and class order).
     *
     * @param data the data set (only its class labels are read)
     * @param k    number of folds, {@code 2 <= k <= data.size()}
     * @param seed seed of {@code srand} (its low 32 bits, as C's {@code unsigned int})
     * @return {@code k} folds whose test sets partition the rows, in LIBSVM's order rather than increasing order
     */
    public static List<Fold> libsvm(Dataset data, int k, long seed) {
        int n = data.size();
        checkK(k, n);
        if (k == n) {
            return libsvmUnstratified(n, k, seed);
        }
        GlibcRandom rng = new GlibcRandom(seed);
        int[] perm = new int[n];
        int[] foldStart = new int[k + 1];
        // svm_group_classes: classes in LIBSVM's order, rows grouped by class in row order
        List<Integer> seen = new ArrayList<>();
        boolean[] present = new boolean[data.classCount()];
        for (int i = 0; i < n; i++) {
            int c = data.classOf(i);
            if (!present[c]) {
                present[c] = true;
                seen.add(c);
            }
        }
        List<Integer> order = data.labels().libsvmOrder(seen);
        int classes = order.size();
        int[] groupOf = new int[data.classCount()];
        for (int g = 0; g < classes; g++) {
            groupOf[order.get(g)] = g;
        }
        int[] count = new int[classes];
        for (int i = 0; i < n; i++) {
            count[groupOf[data.classOf(i)]]++;
        }
        int[] start = new int[classes];
        for (int g = 1; g < classes; g++) {
            start[g] = start[g - 1] + count[g - 1];
        }
        int[] index = new int[n];
        int[] fill = start.clone();
        for (int i = 0; i < n; i++) {
            index[fill[groupOf[data.classOf(i)]]++] = i;
        }
        for (int g = 0; g < classes; g++) {
            for (int i = 0; i < count[g]; i++) {
                swap(index, start[g] + i + rng.next() % (count[g] - i), start[g] + i);
            }
        }
        for (int f = 0; f < k; f++) {
            int size = 0;
            for (int g = 0; g < classes; g++) {
                size += (int) ((long) (f + 1) * count[g] / k - (long) f * count[g] / k);
            }
            foldStart[f + 1] = foldStart[f] + size;
        }
        int[] next = Arrays.copyOf(foldStart, k);
        for (int g = 0; g < classes; g++) {
            for (int f = 0; f < k; f++) {
                int begin = start[g] + (int) ((long) f * count[g] / k);
                int end = start[g] + (int) ((long) (f + 1) * count[g] / k);
                for (int j = begin; j < end; j++) {
                    perm[next[f]++] = index[j];
                }
            }
        }
        return slices(perm, foldStart);
    }

    /**
     * The folds of LIBSVM's {@code svm-train -v k} for the one-class SVM and regression ({@code -s 2..4}), and for
     * leave-one-out of every type, row for row: {@code svm_cross_validation} of LIBSVM 3.x does not stratify them.
     * It shuffles all rows, {@code perm[i]} swapped with {@code perm[i + rand() % (n - i)]} for i = 0..n-1 from
     * the identity, with the C library's {@code rand()} after {@code srand(seed)} ({@link GlibcRandom}), and fold
     * {@code f} tests the slice {@code [f*n/k, (f+1)*n/k)} of {@code perm}, in that order, training on the rest
     * of {@code perm} in order.
     *
     * @param n    number of rows
     * @param k    number of folds, {@code 2 <= k <= n}
     * @param seed seed of {@code srand} (its low 32 bits, as C's {@code unsigned int}; svm-train's is 1)
     * @return {@code k} folds whose test sets partition the rows, in LIBSVM's order
     */
    public static List<Fold> libsvmUnstratified(int n, int k, long seed) {
        checkK(k, n);
        return libsvmUnstratified(n, k, new GlibcRandom(seed));
    }

    /**
     * {@link #libsvmUnstratified(int, int, long)}'s folds drawn from {@code rng}, which the shuffle advances by
     * exactly {@code n} draws, so that several shuffles continue one {@code rand()} stream: LIBSVM's
     * {@code svm_binary_svc_probability} ({@code svm-train -b 1}) draws five folds over each pair of classes' rows,
     * pair after pair, from the same {@code rand()}. Unlike there, {@code k} may exceed {@code n}: some folds then
     * have no test rows, as LIBSVM's five folds of a pair of fewer than five rows.
     *
     * @param n   number of rows, {@code >= 0}
     * @param k   number of folds, {@code >= 2}
     * @param rng the generator, advanced by {@code n} draws
     * @return {@code k} folds whose test sets partition the rows, in LIBSVM's order
     */
    public static List<Fold> libsvmUnstratified(int n, int k, GlibcRandom rng) {
        if (n < 0) {
            throw new IllegalArgumentException("number of rows n must be >= 0, got " + n);
        }
        if (k < 2) {
            throw new IllegalArgumentException("number of folds k must be >= 2, got " + k);
        }
        java.util.Objects.requireNonNull(rng, "rng");
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        for (int i = 0; i < n; i++) {
            swap(perm, i, i + rng.next() % (n - i));
        }
        int[] foldStart = new int[k + 1];
        for (int f = 0; f <= k; f++) {
            foldStart[f] = (int) ((long) f * n / k);
        }
        return slices(perm, foldStart);
    }

    /** Fold {@code f} tests {@code perm[foldStart[f], foldStart[f+1])} and trains on the rest of perm, in order. */
    private static List<Fold> slices(int[] perm, int[] foldStart) {
        int n = perm.length;
        int k = foldStart.length - 1;
        List<Fold> folds = new ArrayList<>(k);
        for (int f = 0; f < k; f++) {
            int begin = foldStart[f];
            int end = foldStart[f + 1];
            int[] train = new int[n - (end - begin)];
            System.arraycopy(perm, 0, train, 0, begin);
            System.arraycopy(perm, end, train, begin, n - end);
            folds.add(new Fold(train, Arrays.copyOfRange(perm, begin, end)));
        }
        return List.copyOf(folds);
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /**
     * Unstratified k folds: a random permutation of the rows cut into {@code k} consecutive pieces of sizes
     * {@code floor} or {@code ceil} of {@code n/k} (LIBSVM's split for regression and for leave-one-out).
     *
     * @param data the data set (only its size is read)
     * @param k    number of folds, {@code 2 <= k <= data.size()}
     * @param seed seed of the permutation
     */
    public static List<Fold> random(Dataset data, int k, long seed) {
        int n = data.size();
        checkK(k, n);
        SplittableRandom rng = new SplittableRandom(seed);
        int[] perm = new int[n];
        for (int i = 0; i < n; i++) {
            perm[i] = i;
        }
        for (int i = 0; i < n; i++) {
            int j = i + rng.nextInt(n - i);
            int t = perm[i];
            perm[i] = perm[j];
            perm[j] = t;
        }
        int[] foldOf = new int[n];
        for (int f = 0; f < k; f++) {
            int begin = (int) ((long) f * n / k);
            int end = (int) ((long) (f + 1) * n / k);
            for (int j = begin; j < end; j++) {
                foldOf[perm[j]] = f;
            }
        }
        return fromAssignment(foldOf, k);
    }

    /**
     * Repeated random splits into a training and a test set, stratified: the protocol of Lin &amp; Li 2008, Sec. 7 ("we
     * randomly pick 60% of the examples for training, and the rest for testing", repeated over runs). In each run, the
     * rows of each class are shuffled and the first {@code round(trainFraction * n_c)} of them (at least one and at
     * most {@code n_c - 1} when the class has two rows or more) go to training, so every run keeps the class
     * proportions. Run {@code r} shuffles with the {@code r}-th generator split from {@code new SplittableRandom(seed)}
     * in run order, so run r is the same whether 1 or 100 runs are asked for.
     *
     * @param data          the data set (only its class labels are read)
     * @param runs          number of splits, {@code >= 1}
     * @param trainFraction the share of each class used for training, in (0, 1)
     * @param seed          seed of the splits
     * @return one {@link Fold} per run; the test sets of different runs overlap
     */
    public static List<Fold> randomSplits(Dataset data, int runs, double trainFraction, long seed) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be >= 1, got " + runs);
        }
        if (!(trainFraction > 0 && trainFraction < 1)) {
            throw new IllegalArgumentException("trainFraction must be in (0, 1), got " + trainFraction);
        }
        int n = data.size();
        int classes = data.classCount();
        int[] count = data.classCounts();
        SplittableRandom root = new SplittableRandom(seed);
        SplittableRandom[] rngs = new SplittableRandom[runs];
        for (int r = 0; r < runs; r++) {
            rngs[r] = root.split();
        }
        List<Fold> out = new ArrayList<>(runs);
        for (int r = 0; r < runs; r++) {
            int[][] byClass = new int[classes][];
            int[] fill = new int[classes];
            for (int c = 0; c < classes; c++) {
                byClass[c] = new int[count[c]];
            }
            for (int i = 0; i < n; i++) {
                int c = data.classOf(i);
                byClass[c][fill[c]++] = i;
            }
            int[] foldOf = new int[n];
            for (int c = 0; c < classes; c++) {
                int[] rows = byClass[c];
                for (int i = 0; i < rows.length; i++) {
                    int j = i + rngs[r].nextInt(rows.length - i);
                    int t = rows[i];
                    rows[i] = rows[j];
                    rows[j] = t;
                }
                int train = (int) Math.round(trainFraction * rows.length);
                if (rows.length >= 2) {
                    train = Math.min(rows.length - 1, Math.max(1, train));
                }
                for (int i = train; i < rows.length; i++) {
                    foldOf[rows[i]] = 1;
                }
            }
            out.add(fromAssignment(foldOf, 2).get(1));
        }
        return List.copyOf(out);
    }

    private static void checkK(int k, int n) {
        if (k < 2) {
            throw new IllegalArgumentException("number of folds k must be >= 2, got " + k);
        }
        if (k > n) {
            throw new IllegalArgumentException("number of folds k = " + k + " exceeds the number of rows " + n);
        }
    }

    /** Folds from the fold number of each row; rows in increasing order within each fold. */
    static List<Fold> fromAssignment(int[] foldOf, int k) {
        int n = foldOf.length;
        int[] size = new int[k];
        for (int f : foldOf) {
            size[f]++;
        }
        List<Fold> folds = new ArrayList<>(k);
        for (int f = 0; f < k; f++) {
            int[] test = new int[size[f]];
            int[] train = new int[n - size[f]];
            int a = 0;
            int b = 0;
            for (int i = 0; i < n; i++) {
                if (foldOf[i] == f) {
                    test[a++] = i;
                } else {
                    train[b++] = i;
                }
            }
            folds.add(new Fold(train, test));
        }
        return List.copyOf(folds);
    }
}

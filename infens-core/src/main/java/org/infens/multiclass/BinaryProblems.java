package org.infens.multiclass;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.infens.Classifier;
import org.infens.Seeded;
import org.infens.Tasks;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/** Fitting the binary problems of a multi-class wrapper: seeds split in problem order, then up to N threads. */
final class BinaryProblems {
    private BinaryProblems() {
    }

    /** The classes with at least one row, ascending. */
    static int[] presentClasses(Dataset data) {
        int[] counts = data.classCounts();
        int m = 0;
        for (int c : counts) {
            if (c > 0) {
                m++;
            }
        }
        int[] out = new int[m];
        for (int c = 0, k = 0; c < counts.length; c++) {
            if (counts[c] > 0) {
                out[k++] = c;
            }
        }
        return out;
    }

    /**
     * The data with the wrapper's class weights folded into its instance weights: row r's weight times the weight
     * of its class (1 for a class not listed). For a C-SVC base (the weights of {@code svm(weights={...})}, which
     * the factory moves here) this is LIBSVM's weighted C exactly, since both multiply row r's upper bound C by the
     * same factor; and every binary problem gets the weights of its own rows' classes, where the base SVM would
     * refuse a weight of a class that is not among its two. A one-versus-rest problem's "rest" rows keep the weights
     * of their own classes.
     *
     * @throws IllegalArgumentException naming the label when a weight is given for a class that has no rows, as
     *                                  {@code svm} does
     */
    static Dataset classWeighted(Dataset data, Map<String, Double> classWeights, String name) {
        if (classWeights.isEmpty()) {
            return data;
        }
        Labels labels = data.labels();
        int[] counts = data.classCounts();
        double[] byClass = new double[counts.length];
        Arrays.fill(byClass, 1.0);
        for (Map.Entry<String, Double> e : classWeights.entrySet()) {
            int c = labels.indexOf(Labels.canonical(e.getKey()));
            if (c < 0 || counts[c] == 0) {
                List<String> present = new ArrayList<>();
                for (int k : presentClasses(data)) {
                    present.add(labels.name(k));
                }
                throw new IllegalArgumentException(name + ": class weight given for label " + e.getKey()
                        + ", which is not in the training data (labels: " + String.join(", ", present) + ")");
            }
            byClass[c] = e.getValue();
        }
        double[] w = new double[data.size()];
        for (int r = 0; r < w.length; r++) {
            w[r] = data.weight(r) * byClass[data.classOf(r)];
        }
        return data.withWeights(w);
    }

    /**
     * Fits the base learner to every problem, problem p with the p-th seed split from the settings' seed when the
     * trainer is {@link Seeded}; the result is in problem order and the same for any number of threads.
     */
    static List<Classifier> fitAll(WrapperSettings settings, List<Dataset> problems, String name) {
        Trainer<? extends Classifier> base = settings.base();
        int threads = settings.threads();
        SplittableRandom random = new SplittableRandom(settings.seed());
        List<Trainer<? extends Classifier>> trainers = new ArrayList<>(problems.size());
        for (int p = 0; p < problems.size(); p++) {
            long s = random.nextLong();
            trainers.add(Seeded.reseeded(base, s));
        }
        List<Classifier> out = new ArrayList<>(problems.size());
        if (threads <= 1 || problems.size() <= 1) {
            for (int p = 0; p < problems.size(); p++) {
                out.add(trainers.get(p).fit(problems.get(p)));
            }
            return out;
        }
        AtomicInteger counter = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, problems.size()), r -> {
            Thread t = new Thread(r, "infens-" + name + "-" + counter.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<? extends Classifier>> futures = new ArrayList<>(problems.size());
            for (int p = 0; p < problems.size(); p++) {
                Trainer<? extends Classifier> t = trainers.get(p);
                Dataset d = problems.get(p);
                futures.add(pool.submit(() -> t.fit(d)));
            }
            for (Future<? extends Classifier> f : futures) {
                out.add(Tasks.join(f, "training " + name));
            }
        } finally {
            pool.shutdownNow();
        }
        return out;
    }

    /**
     * Whether the binary {@code member}'s class 0 is {@code second} (its labels must be {@code first} and
     * {@code second} in some order).
     */
    static boolean swapped(Classifier member, int index, String first, String second) {
        List<String> names = member.labels().names();
        if (names.equals(List.of(first, second))) {
            return false;
        }
        if (names.equals(List.of(second, first))) {
            return true;
        }
        throw new IllegalArgumentException("members[" + index + "] must be a binary model of classes " + first
                + " and " + second + ", got " + names);
    }
}

package org.infens.multiclass;

import java.util.ArrayList;
import java.util.List;
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

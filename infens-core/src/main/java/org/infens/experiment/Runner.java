package org.infens.experiment;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.infens.Tasks;

/**
 * Runs a {@link Plan}'s cells that its {@link ResultStore} does not hold yet, on up to {@code threads} threads, and
 * appends each result to the store as it finishes.
 *
 * <p>Each cell is computed from its own seed on one thread ({@link CellRunner}), so its result does not depend on the
 * thread count or on which other cells ran before; only the order of the store's lines does, and the report reads
 * the store by key. A run that is killed and started again computes exactly the cells missing from the store.
 */
public final class Runner {
    /** Told about progress; called from the worker threads, one call at a time. */
    @FunctionalInterface
    public interface Progress {
        /**
         * A cell finished and is stored.
         *
         * @param result the cell's result
         * @param done   cells finished in this session so far
         * @param total  cells this session has to compute
         */
        void finished(CellResult result, int done, int total);
    }

    private Runner() {
    }

    /** The cells of the plan not yet in the store, in plan order. */
    public static List<Cell> pending(Plan plan, ResultStore store) {
        List<Cell> out = new ArrayList<>();
        for (Cell c : plan.cells()) {
            if (!store.contains(c.key())) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Computes one cell on the calling thread, from its own seed: what {@link #run} stores for it. For callers that
     * spread the cells of a plan elsewhere (the executors of a cluster, {@code infens-spark}) and append the results
     * to the store themselves; a failure of the learner is a failed result, not an exception.
     */
    public static CellResult compute(Cell cell) {
        return CellRunner.compute(cell);
    }

    /**
     * Computes the pending cells.
     *
     * @param plan     the plan
     * @param store    where finished cells go (and which cells are already finished)
     * @param threads  cells computed at once, {@code >= 1}
     * @param maxCells stop after starting this many cells (a simulated kill for tests; {@code Integer.MAX_VALUE}
     *                 for all)
     * @param progress told of each finished cell
     * @return the number of cells computed
     * @throws UncheckedIOException if the store cannot be written
     */
    public static int run(Plan plan, ResultStore store, int threads, int maxCells, Progress progress) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        List<Cell> todo = pending(plan, store);
        int total = Math.min(todo.size(), Math.max(0, maxCells));
        AtomicInteger done = new AtomicInteger();
        Object lock = new Object();
        Runnable[] jobs = new Runnable[total];
        for (int i = 0; i < total; i++) {
            Cell cell = todo.get(i);
            jobs[i] = () -> {
                CellResult r = CellRunner.compute(cell);
                synchronized (lock) {
                    try {
                        store.append(r);
                    } catch (IOException e) {
                        throw new UncheckedIOException("writing " + store.file(), e);
                    }
                    progress.finished(r, done.incrementAndGet(), total);
                }
            };
        }
        if (threads == 1) {
            for (Runnable j : jobs) {
                j.run();
            }
            return total;
        }
        AtomicInteger counter = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "infens-reproduce-" + counter.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>(total);
            for (Runnable j : jobs) {
                futures.add(pool.submit(j));
            }
            for (Future<?> f : futures) {
                Tasks.join(f, "reproducing");
            }
        } finally {
            pool.shutdownNow();
        }
        return total;
    }
}

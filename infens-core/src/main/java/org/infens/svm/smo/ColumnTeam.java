package org.infens.svm.smo;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

/**
 * Helper threads that compute parts of one kernel column at a time, for a solve that asks for one column after
 * another: the caller posts a column, computes the first part itself and waits for the helpers' parts, all without
 * a task queue, a future or a lock. Between columns a helper spins for {@value #SPIN_NANOS} ns and then parks until
 * the next column is posted.
 *
 * <p>Why not the solver's executor: handing each column's half to a pool thread (submit, then wait on the future)
 * costs a wake-up of the other thread per column, 20-50 us, about as much as half a Gaussian column of 10,000 x 20
 * rows; SMO asks for a new column at almost every iteration, so the second core gained nothing below some 20,000
 * rows (see {@link SvcQ#PARALLEL_WORK}). A helper that is already spinning starts within a microsecond.
 *
 * <p>Each part is computed by the same code as without helpers, so the column is bit-identical whatever the number
 * of threads. The helpers are daemon threads started on the first column and ended by {@link #close}, which the
 * solve calls when it ends (also by an exception).
 */
final class ColumnTeam implements AutoCloseable {
    /** How long a helper spins for the next column before it parks: a few SMO iterations' worth of other work. */
    static final long SPIN_NANOS = 200_000;
    /** Spins of the caller waiting for the helpers before it yields its core to them (some microseconds). */
    private static final int SPINS_BEFORE_YIELD = 1 << 12;

    /** What the team computes: entries [from, to) of the column of {@code row} into {@code out}. */
    interface Part {
        void compute(int row, int from, int to, double[] out);
    }

    private final Part part;
    private final int helpers;
    private Thread[] threads;
    /** The number of columns posted; a helper takes a new column when it sees this change. */
    private volatile long posted;
    private volatile boolean closed;
    /** What a helper's part threw, rethrown by the caller (a failure must not leave the caller waiting). */
    private volatile Throwable failure;
    /** Helpers not yet done with the posted column. */
    private final AtomicInteger pending = new AtomicInteger();
    /** Which helpers are parked (or about to park) and need an unpark to see the next column. */
    private final AtomicInteger parked = new AtomicInteger();
    // the posted column, written before posted is incremented and read after it is seen
    private int row;
    private int from;
    private int span;
    private int to;
    private double[] out;

    /**
     * @param part    the computation of a part of a column
     * @param threads the threads to use in all, the caller's included (at least 2)
     */
    ColumnTeam(Part part, int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("a team needs at least 2 threads, got " + threads);
        }
        this.part = part;
        this.helpers = threads - 1;
    }

    /** Computes entries [from, to) of the column of {@code row} into {@code out}, split over the team's threads. */
    void compute(int row, int from, int to, double[] out) {
        if (threads == null) {
            start();
        }
        int parts = helpers + 1;
        this.row = row;
        this.from = from;
        this.to = to;
        this.out = out;
        this.span = (to - from + parts - 1) / parts;
        pending.set(helpers);
        posted = posted + 1;
        if (parked.get() != 0) {
            for (Thread t : threads) {
                LockSupport.unpark(t);
            }
        }
        part.compute(row, from, Math.min(to, from + span), out);
        for (int spins = 0; pending.get() != 0; spins++) {
            if (spins < SPINS_BEFORE_YIELD) {
                Thread.onSpinWait();
            } else {
                Thread.yield(); // a helper without a core of its own (more threads than cores) needs this one
            }
        }
        Throwable t = failure;
        if (t != null) {
            failure = null;
            if (t instanceof RuntimeException r) {
                throw r;
            }
            if (t instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException(t);
        }
    }

    private void start() {
        threads = new Thread[helpers];
        long at = posted;
        for (int h = 0; h < helpers; h++) {
            int index = h + 1;
            Thread t = new Thread(() -> help(index, at), "infens-kernel-columns-" + index);
            t.setDaemon(true);
            threads[h] = t;
            t.start();
        }
    }

    /**
     * Helper {@code index} (1..helpers) computes part {@code index} of every column posted after the first
     * {@code seen} until closed.
     */
    private void help(int index, long seen) {
        long idleSince = System.nanoTime();
        while (!closed) {
            long p = posted;
            if (p != seen) {
                seen = p;
                int a = from + index * span;
                int b = Math.min(to, a + span);
                try {
                    if (a < b) {
                        part.compute(row, a, b, out);
                    }
                } catch (Throwable t) {
                    failure = t;
                } finally {
                    pending.decrementAndGet();
                }
                idleSince = System.nanoTime();
            } else if (System.nanoTime() - idleSince < SPIN_NANOS) {
                Thread.onSpinWait();
            } else {
                parked.incrementAndGet();
                // a column posted after this check is followed by an unpark, which makes park return at once
                if (posted == seen && !closed) {
                    LockSupport.park(this);
                }
                parked.decrementAndGet();
                idleSince = System.nanoTime();
            }
        }
    }

    /** Ends the helpers (they finish no column: none is pending when the caller closes). */
    @Override
    public void close() {
        closed = true;
        if (threads != null) {
            for (Thread t : threads) {
                LockSupport.unpark(t);
            }
        }
    }
}

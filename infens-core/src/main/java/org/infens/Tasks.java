package org.infens;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Waiting for work handed to other threads: one place for unwrapping what a task threw, shared by the solver's
 * parallel kernel columns, one-vs-one training and cross-validation.
 */
public final class Tasks {
    private Tasks() {
    }

    /**
     * The result of {@code future}, rethrowing what the task threw as it was thrown (a RuntimeException or an Error
     * unchanged, anything else wrapped in an IllegalStateException); an interrupt restores the thread's interrupt
     * flag and becomes an IllegalStateException naming {@code activity}.
     *
     * @param future   the task
     * @param activity what is being waited for, for the message (e.g. {@code "training"})
     * @param <T>      the result type
     * @return the task's result
     */
    public static <T> T join(Future<T> future, String activity) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + activity, e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause);
        }
    }

    /**
     * Runs {@code tasks} on up to {@code threads} daemon threads named {@code threadName} (in this thread when one
     * suffices) and returns their results in task order, as {@link #join} rethrows failures. Tasks that draw random
     * numbers must get their generators before, split in task order, so results do not depend on {@code threads}.
     *
     * @param tasks      the tasks
     * @param threads    at most this many threads, {@code >= 1}
     * @param threadName the worker threads' name
     * @param activity   what is being done, for the message of an interrupt
     * @param <T>        the result type
     * @return the results, in task order
     */
    public static <T> List<T> inOrder(List<? extends Callable<T>> tasks, int threads, String threadName,
                                      String activity) {
        List<T> out = new ArrayList<>(tasks.size());
        int t = Math.min(threads, tasks.size());
        if (t <= 1) {
            for (Callable<T> task : tasks) {
                try {
                    out.add(task.call());
                } catch (RuntimeException | Error e) {
                    throw e;
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
            return out;
        }
        ExecutorService pool = Executors.newFixedThreadPool(t, r -> {
            Thread th = new Thread(r, threadName);
            th.setDaemon(true);
            return th;
        });
        try {
            List<Future<T>> futures = new ArrayList<>(tasks.size());
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(task));
            }
            for (Future<T> f : futures) {
                out.add(join(f, activity));
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }
}

package org.infens;

import java.util.concurrent.ExecutionException;
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
}

package org.infens;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.FutureTask;
import org.junit.jupiter.api.Test;

/** What a task threw comes back as it was thrown; checked exceptions are wrapped; interrupts keep their flag. */
class TasksTest {
    @Test
    void resultsAndExceptionsPassThrough() {
        assertEquals(7, Tasks.join(CompletableFuture.completedFuture(7), "x"));
        IllegalArgumentException thrown = new IllegalArgumentException("bad C");
        FutureTask<Integer> failing = new FutureTask<>(() -> {
            throw thrown;
        });
        failing.run();
        assertSame(thrown, assertThrows(IllegalArgumentException.class, () -> Tasks.join(failing, "x")));
        StackOverflowError error = new StackOverflowError();
        FutureTask<Integer> erring = new FutureTask<>(() -> {
            throw error;
        });
        erring.run();
        assertSame(error, assertThrows(StackOverflowError.class, () -> Tasks.join(erring, "x")));
        IOException io = new IOException("disk");
        FutureTask<Integer> checked = new FutureTask<>(() -> {
            throw io;
        });
        checked.run();
        assertSame(io, assertThrows(IllegalStateException.class, () -> Tasks.join(checked, "x")).getCause());
    }

    @Test
    void interruptKeepsTheFlagAndNamesTheActivity() {
        Thread.currentThread().interrupt();
        try {
            IllegalStateException e = assertThrows(IllegalStateException.class,
                    () -> Tasks.join(new CompletableFuture<Integer>(), "training"));
            assertTrue(e.getMessage().contains("training"), e.getMessage());
            assertTrue(Thread.interrupted(), "interrupt flag restored");
        } finally {
            Thread.interrupted();
        }
    }
}

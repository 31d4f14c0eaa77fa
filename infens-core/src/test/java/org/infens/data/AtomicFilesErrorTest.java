package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Errors of atomic writes name the file the caller asked for, never the temporary file, and leave nothing behind;
 * links, pipes and the process's own streams are written through, never replaced.
 */
class AtomicFilesErrorTest {
    @TempDir
    Path dir;

    @Test
    void missingDirectoryIsReportedForTheTarget() {
        Path target = dir.resolve("no-such-dir").resolve("out.txt");
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFiles.write(target, w -> w.write("x")));
        assertEquals(target.toString(), e.getFile());
    }

    @Test
    void directoryTargetIsReportedForTheTarget() throws IOException {
        FileSystemException e = assertThrows(FileSystemException.class,
                () -> AtomicFiles.write(dir, w -> w.write("x")));
        assertEquals(dir.toString(), e.getFile());
        assertTrue(e.getMessage().contains("directory"), e.getMessage());
    }

    @Test
    void failedContentLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("model.json");
        Files.writeString(target, "old");
        assertThrows(IOException.class, () -> AtomicFiles.write(target, w -> {
            w.write("half-written");
            throw new IOException("interrupted");
        }));
        assertEquals("old", Files.readString(target));
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void aLinkIsFollowedAndStays() throws IOException {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), real);
        AtomicFiles.write(link, w -> w.write("new"));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
    }

    @Test
    void theProcessStreamsAndDevicesAreWrittenInPlace() {
        assertTrue(AtomicFiles.writtenInPlace(Path.of("/dev/stdout")));
        assertTrue(AtomicFiles.writtenInPlace(Path.of("/dev/null")));
        assertTrue(AtomicFiles.writtenInPlace(Path.of("/proc/self/fd/1")));
        assertFalse(AtomicFiles.writtenInPlace(Path.of("/devices/out.txt")));
        assertFalse(AtomicFiles.writtenInPlace(dir.resolve("out.txt")));
    }

    @Test
    void aPipeIsWrittenInPlace() throws Exception {
        Path fifo = dir.resolve("fifo");
        Process mk;
        try {
            mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            Assumptions.assumeTrue(false, "no mkfifo: " + e);
            return;
        }
        Assumptions.assumeTrue(mk.waitFor() == 0, "mkfifo failed");
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        AtomicFiles.write(fifo, w -> w.write("through the pipe\n"));
        assertEquals("through the pipe\n", read.get(30, TimeUnit.SECONDS));
        assertTrue(Files.exists(fifo) && !Files.isRegularFile(fifo), "the pipe was replaced by a file");
    }
}

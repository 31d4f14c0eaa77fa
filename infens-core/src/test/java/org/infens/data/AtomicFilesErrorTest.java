package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Errors of atomic writes name the file the caller asked for, never the temporary file, and leave nothing behind. */
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
}

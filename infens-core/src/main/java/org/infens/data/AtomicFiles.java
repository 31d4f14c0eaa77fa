package org.infens.data;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Objects;
import java.util.Set;

/**
 * Writes text files atomically: readers of the target see either the old file or the complete new one, never a
 * partial write, and a failed write leaves the old file in place.
 *
 * <p>The content goes to a temporary file in the target's directory (same file system, so the rename is atomic),
 * which is then moved over the target with {@link StandardCopyOption#ATOMIC_MOVE} and
 * {@link StandardCopyOption#REPLACE_EXISTING}. On a file system without atomic moves the move falls back to a plain
 * replacing move. The new file gets the permissions of the file it replaces, or {@code rw-r--r--} on POSIX systems
 * when there was none (temporary files are created owner-only). Text is UTF-8.
 *
 * <p>Targets that are not files to replace are written in place, as LIBSVM's tools write them: a device, pipe or
 * socket ({@code /dev/null}, a FIFO), and anything under {@code /dev} or {@code /proc} ({@code /dev/stdout},
 * {@code /proc/self/fd/1}, which name the process's own streams even when these are redirected to a file). Renaming
 * over them replaced the device's name with a file ({@code svm-predict test model /dev/stdout} made
 * {@code /dev/stdout} a regular file when run as root). A symbolic link to a file is followed: its target is replaced
 * and the link stays.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /**
     * An action that writes to a target and may fail with an {@link IOException}.
     *
     * @param <T> what is written to, e.g. a {@link Writer}
     */
    @FunctionalInterface
    public interface IOConsumer<T> {
        /**
         * Writes to {@code target}.
         *
         * @param target where to write
         * @throws IOException if writing fails
         */
        void accept(T target) throws IOException;
    }

    /**
     * Writes {@code target} atomically with the text {@code content} writes to the given (buffered, UTF-8)
     * writer. The writer is flushed and closed here; {@code content} must not close it.
     *
     * @param target  the file to create or replace
     * @param content writes the file's text
     * @throws IOException if writing or moving fails (naming {@code target}, never the temporary file); the
     *                     temporary file is then deleted
     */
    public static void write(Path target, IOConsumer<Writer> content) throws IOException {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(content, "content");
        Path absolute = target.toAbsolutePath();
        if (writtenInPlace(absolute)) {
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(absolute),
                    StandardCharsets.UTF_8), 1 << 16)) {
                content.accept(w);
            }
            return;
        }
        if (Files.isSymbolicLink(absolute)) {
            try {
                absolute = absolute.toRealPath();
            } catch (NoSuchFileException e) {
                // a dangling link: it is replaced by the file
            }
        }
        Path dir = absolute.getParent();
        String name = absolute.getFileName().toString();
        if (Files.isDirectory(absolute)) {
            throw new FileSystemException(target.toString(), null, "is a directory");
        }
        Path tmp;
        try {
            tmp = Files.createTempFile(dir, "." + name + ".", ".tmp");
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(target.toString(), null, "its directory does not exist");
        } catch (AccessDeniedException e) {
            throw new AccessDeniedException(target.toString(), null, "no permission to write in its directory");
        } catch (FileSystemException e) {
            throw new FileSystemException(target.toString(), null, e.getReason());
        }
        boolean done = false;
        try {
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(tmp),
                    StandardCharsets.UTF_8), 1 << 16)) {
                content.accept(w);
            }
            setPermissions(tmp, absolute);
            try {
                Files.move(tmp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(tmp);
            }
        }
    }

    /** Whether {@code absolute} is written in place rather than replaced (see the class comment). */
    static boolean writtenInPlace(Path absolute) {
        Path root = absolute.getRoot();
        if (root != null && root.toString().equals("/")
                && (absolute.startsWith("/dev") || absolute.startsWith("/proc"))) {
            return true;
        }
        return Files.exists(absolute) && !Files.isRegularFile(absolute) && !Files.isDirectory(absolute);
    }

    private static void setPermissions(Path tmp, Path target) throws IOException {
        if (Files.getFileAttributeView(tmp, PosixFileAttributeView.class) == null) {
            return;
        }
        Set<PosixFilePermission> perms = Files.exists(target)
                ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(tmp, perms);
    }
}

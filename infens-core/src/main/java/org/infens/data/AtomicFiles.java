package org.infens.data;

import java.io.BufferedOutputStream;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Writes files atomically: readers of the target see either the old file or the complete new one, never a partial
 * write, and a failed write leaves the old file in place.
 *
 * <p>The content goes to a temporary file {@code .NAME.<digits>.tmp} in the target's directory (same file system, so
 * the rename is atomic), which is then moved over the target with {@link StandardCopyOption#ATOMIC_MOVE} and
 * {@link StandardCopyOption#REPLACE_EXISTING}. On a file system without atomic moves the move falls back to a plain
 * replacing move.
 *
 * <p>Permissions, as every Unix tool gives them: a new file gets {@code rw-rw-rw-} less the user's umask
 * ({@code rw-r--r--} under the usual 022, {@code rw-------} under 077), since model files hold training rows; a
 * replaced file keeps its mode, as editors and the shell's {@code >} keep it (the temporary file is created with
 * that mode less the umask, so it is never readable by more users than the old file, and gets the exact mode just
 * before the rename). Owner and group are those of a new file of the writing user.
 *
 * <p>Leftovers: a writer killed between creating its temporary file and renaming it ({@code kill -9}, a power cut)
 * leaves the temporary file behind. Each write removes, after its own rename, the leftovers of earlier writes to the
 * same target: files in the target's directory named exactly {@code .NAME.<digits>.tmp}, regular (not links), owned
 * by the writing user, unmodified for {@link #LEFTOVER_AGE}, and not being written: a writer holds a lock
 * ({@link FileChannel#lock}) on its temporary file until it has renamed it, which the operating system drops when the
 * writer's process ends however it ends, so a file on which a shared lock can be taken has no live writer. Writers
 * in this JVM (the background server runs several commands at once) are known without locking. The age guards the
 * moment between a writer's creating its file and locking it. Where the file system has no locks, leftovers stay.
 *
 * <p>Targets that are not files to replace are written in place, as LIBSVM's tools write them: a device, pipe or
 * socket ({@code /dev/null}, a FIFO), and anything under {@code /dev} or {@code /proc} ({@code /dev/stdout},
 * {@code /proc/self/fd/1}, which name the process's own streams even when these are redirected to a file). Renaming
 * over them replaced the device's name with a file ({@code svm-predict test model /dev/stdout} made
 * {@code /dev/stdout} a regular file when run as root). A symbolic link to a file is followed: its target is replaced
 * and the link stays; a dangling link's target is created, as fopen and a shell's {@code >} create it.
 */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** How long a temporary file must have been left unmodified before a later write may remove it. */
    static final Duration LEFTOVER_AGE = Duration.ofMinutes(1);

    /** The temporary files this JVM is writing (absolute paths). */
    private static final Set<Path> WRITING = ConcurrentHashMap.newKeySet();

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
        Objects.requireNonNull(content, "content");
        writeBytes(target, out -> {
            Writer w = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
            content.accept(w);
            w.flush();
        });
    }

    /** Where the chain of symbolic links from {@code link} ends (a path that does not exist), at most 40 links. */
    private static Path linkTarget(Path link) throws IOException {
        Path p = link;
        for (int hops = 0; Files.isSymbolicLink(p); hops++) {
            if (hops == 40) {
                throw new FileSystemException(link.toString(), null, "too many levels of symbolic links");
            }
            p = p.getParent().resolve(Files.readSymbolicLink(p)).toAbsolutePath().normalize();
        }
        return p;
    }

    /**
     * Writes {@code target} atomically with the bytes {@code content} writes to the given (buffered) stream, as
     * {@link #write(Path, IOConsumer)} writes text.
     *
     * @param target  the file to create or replace
     * @param content writes the file's bytes; must not close the stream
     * @throws IOException if writing or moving fails (naming {@code target}, never the temporary file); the
     *                     temporary file is then deleted
     */
    public static void writeBytes(Path target, IOConsumer<OutputStream> content) throws IOException {
        Objects.requireNonNull(target, "target");
        Objects.requireNonNull(content, "content");
        Path absolute = target.toAbsolutePath();
        if (writtenInPlace(absolute)) {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(absolute), 1 << 16)) {
                content.accept(out);
            }
            return;
        }
        if (Files.isSymbolicLink(absolute)) {
            try {
                absolute = absolute.toRealPath();
            } catch (NoSuchFileException e) {
                // a dangling link: the file is written where it points, as fopen and a shell's > do
                absolute = linkTarget(absolute);
            }
        }
        Path dir = absolute.getParent();
        String name = absolute.getFileName().toString();
        if (Files.isDirectory(absolute)) {
            throw new FileSystemException(target.toString(), null, "is a directory");
        }
        boolean posix = Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null;
        // the mode a replaced file keeps; null for a new file, which gets what the umask gives
        Set<PosixFilePermission> kept = posix && Files.isRegularFile(absolute)
                ? Files.getPosixFilePermissions(absolute) : null;
        Path tmp = createTemporary(target, dir, name, posix, kept);
        WRITING.add(tmp);
        boolean done = false;
        try (FileChannel channel = FileChannel.open(tmp, StandardOpenOption.WRITE)) {
            lock(channel);
            OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16);
            content.accept(out);
            out.flush();
            if (kept != null) {
                Files.setPosixFilePermissions(tmp, kept);
            }
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
            WRITING.remove(tmp);
        }
        removeLeftovers(dir, name, posix ? Files.getOwner(absolute) : null);
    }

    /**
     * Creates the temporary file: when replacing a file, with its mode (and the owner's read and write, to write
     * it) less the umask; else with {@code rw-rw-rw-} less the umask, as {@code open(2)} creates files
     * ({@link Files#createTempFile} alone would make it owner-only).
     */
    private static Path createTemporary(Path target, Path dir, String name, boolean posix,
                                        Set<PosixFilePermission> kept) throws IOException {
        Set<PosixFilePermission> perms = PosixFilePermissions.fromString("rw-rw-rw-");
        if (kept != null) {
            perms = EnumSet.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
            perms.addAll(kept);
        }
        FileAttribute<?>[] mode = posix ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(perms)}
                : new FileAttribute<?>[0];
        try {
            return Files.createTempFile(dir, "." + name + ".", ".tmp", mode);
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(target.toString(), null, "its directory does not exist");
        } catch (AccessDeniedException e) {
            throw new AccessDeniedException(target.toString(), null, "no permission to write in its directory");
        } catch (FileSystemException e) {
            throw new FileSystemException(target.toString(), null, e.getReason());
        }
    }

    /** Takes the writer's lock on its temporary file; a file system without locks is written without it. */
    private static void lock(FileChannel channel) throws IOException {
        try {
            channel.lock();
        } catch (IOException | UnsupportedOperationException e) {
            // no locks here (some network file systems): leftovers of this write will not be removed
        }
    }

    /** Whether {@code file} is named as a temporary file of the target {@code name}: {@code .NAME.<digits>.tmp}. */
    static boolean isTemporaryOf(String file, String name) {
        String prefix = "." + name + ".";
        return file.length() > prefix.length() + 4 && file.startsWith(prefix) && file.endsWith(".tmp")
                && DIGITS.matcher(file.substring(prefix.length(), file.length() - 4)).matches();
    }

    private static final Pattern DIGITS = Pattern.compile("[0-9]+");

    /**
     * Removes the leftovers of earlier writes of {@code name} in {@code dir} (see the class comment); best effort:
     * a file that cannot be examined, locked or removed stays.
     *
     * @param owner the writing user (null where the file system has no owners: nothing is removed)
     */
    private static void removeLeftovers(Path dir, String name, UserPrincipal owner) {
        if (owner == null) {
            return;
        }
        long newest = System.currentTimeMillis() - LEFTOVER_AGE.toMillis();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir,
                p -> isTemporaryOf(p.getFileName().toString(), name))) {
            for (Path p : files) {
                if (WRITING.contains(p)) {
                    continue;
                }
                try {
                    PosixFileAttributes a = Files.readAttributes(p, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                    if (a.isRegularFile() && owner.equals(a.owner()) && a.lastModifiedTime().toMillis() < newest) {
                        removeUnlessLocked(p);
                    }
                } catch (IOException | RuntimeException e) {
                    // gone meanwhile, or not ours to examine
                }
            }
        } catch (IOException | DirectoryIteratorException e) {
            // a directory we cannot list: nothing to clean
        }
    }

    private static void removeUnlessLocked(Path p) throws IOException {
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS);
                FileLock lock = ch.tryLock(0, Long.MAX_VALUE, true)) {
            if (lock != null) {
                Files.deleteIfExists(p);
            }
        } catch (OverlappingFileLockException e) {
            // locked by this JVM: being written
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
}

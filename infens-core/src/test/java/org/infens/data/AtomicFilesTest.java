package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Permissions and leftovers of atomic writes: a new file gets the mode the user's umask gives (checked by writers in
 * child JVMs started under a umask), a replaced file keeps its mode, and the temporary files of killed writers are
 * removed by the next write of the same target, never those of live writers, nor files that only look alike.
 */
class AtomicFilesTest {
    @TempDir
    Path dir;

    @BeforeEach
    void posixOnly() {
        Assumptions.assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null,
                "no POSIX permissions here");
    }

    private static String mode(Path p) throws IOException {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS));
    }

    private Path write(String umask, String name) throws Exception {
        Path target = dir.resolve(name);
        assertEquals(0, ChildJvm.run(umask, AtomicFilesChild.class, "write", target.toString(), "text"));
        assertEquals("text", Files.readString(target));
        return target;
    }

    @Test
    void aNewFileGetsTheModeTheUmaskGives() throws Exception {
        assertEquals("rw-------", mode(write("077", "private.model")));
        assertEquals("rw-r--r--", mode(write("022", "usual.model")));
        assertEquals("rw-rw-r--", mode(write("002", "group.model")));
        assertEquals("rw-r-----", mode(write("027", "mixed.model")));
    }

    /**
     * Through a symbolic link the file is written where the link points, the link kept, as fopen and a shell's
     * {@code >} do: an existing target, a dangling link (the target is created; the link was replaced before), and a
     * chain of two links, one relative.
     */
    @Test
    void aFileIsWrittenWhereASymbolicLinkPoints() throws Exception {
        Path existing = dir.resolve("existing.out");
        Files.writeString(existing, "old");
        Path toExisting = Files.createSymbolicLink(dir.resolve("a.link"), existing);
        AtomicFiles.write(toExisting, w -> w.write("one"));
        Path missing = dir.resolve("sub").resolve("missing.out");
        Files.createDirectories(missing.getParent());
        Path dangling = Files.createSymbolicLink(dir.resolve("b.link"), Path.of("sub", "missing.out"));
        Path chain = Files.createSymbolicLink(dir.resolve("c.link"), dangling);
        AtomicFiles.write(chain, w -> w.write("two"));
        assertEquals("one", Files.readString(existing));
        assertEquals("two", Files.readString(missing));
        for (Path link : List.of(toExisting, dangling, chain)) {
            assertTrue(Files.isSymbolicLink(link), link + " is kept");
        }
    }

    @Test
    void aReplacedFileKeepsItsMode() throws Exception {
        Path shared = dir.resolve("shared.model");
        Files.writeString(shared, "old");
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rw-rw----"));
        assertEquals("rw-rw----", mode(write("077", "shared.model")));
        // read-only for everyone, as a user may protect a file: still replaced (the directory allows it) and kept so
        Path readOnly = dir.resolve("readonly.model");
        Files.writeString(readOnly, "old");
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        AtomicFiles.write(readOnly, w -> w.write("new"));
        assertEquals("new", Files.readString(readOnly));
        assertEquals("r--r--r--", mode(readOnly));
    }

    @Test
    void onlyTemporaryNamesOfTheTargetMatch() {
        assertTrue(AtomicFiles.isTemporaryOf(".m.model.123.tmp", "m.model"));
        assertTrue(AtomicFiles.isTemporaryOf(".m.model.18446744073709551615.tmp", "m.model"));
        assertFalse(AtomicFiles.isTemporaryOf(".m.model..tmp", "m.model"));
        assertFalse(AtomicFiles.isTemporaryOf(".m.model.12a.tmp", "m.model"));
        assertFalse(AtomicFiles.isTemporaryOf(".m.model.123.tmp~", "m.model"));
        assertFalse(AtomicFiles.isTemporaryOf(".m.model.123.tmp", "m"));
        assertFalse(AtomicFiles.isTemporaryOf("m.model.123.tmp", "m.model"));
        // another target's name that happens to start alike
        assertFalse(AtomicFiles.isTemporaryOf(".m.model.x.123.tmp", "m.model"));
    }

    private Path old(Path p) throws IOException {
        Files.setLastModifiedTime(p, FileTime.from(Instant.now().minus(AtomicFiles.LEFTOVER_AGE).minusSeconds(60)));
        return p;
    }

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWriteRemovesTheLeftoversOfItsTargetOnly() throws Exception {
        Path target = dir.resolve("m.model");
        Path leftover = old(Files.writeString(dir.resolve(".m.model.4711.tmp"), "half"));
        Path young = Files.writeString(dir.resolve(".m.model.4712.tmp"), "just created");
        Path otherTarget = old(Files.writeString(dir.resolve(".other.model.4713.tmp"), "half"));
        Path lookalike = old(Files.writeString(dir.resolve(".m.model.backup.tmp"), "mine"));
        Path link = Files.createSymbolicLink(dir.resolve(".m.model.4714.tmp"), lookalike);
        new ProcessBuilder("touch", "-h", "-d", "2000-01-01", link.toString()).start().waitFor(); // the link's own
        AtomicFiles.write(target, w -> w.write("new"));
        assertEquals("new", Files.readString(target));
        assertFalse(Files.exists(leftover), "the killed writer's file stayed");
        assertTrue(Files.exists(young), "a file modified a moment ago may be a writer that has not locked it yet");
        assertTrue(Files.exists(otherTarget));
        assertTrue(Files.exists(lookalike));
        assertTrue(Files.isSymbolicLink(link));
        assertEquals(List.of(".m.model.4712.tmp", ".m.model.4714.tmp", ".m.model.backup.tmp", ".other.model.4713.tmp",
                "m.model"), names());
    }

    @Test
    void anotherUsersFileStays() throws Exception {
        UserPrincipal nobody;
        Path leftover = old(Files.writeString(dir.resolve(".m.model.4711.tmp"), "half"));
        try {
            nobody = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            Files.setOwner(leftover, nobody);
        } catch (IOException | UnsupportedOperationException e) {
            Assumptions.assumeTrue(false, "cannot give a file to another user here: " + e);
            return;
        }
        Assumptions.assumeFalse(nobody.equals(Files.getOwner(dir)), "we are nobody");
        old(leftover);
        AtomicFiles.write(dir.resolve("m.model"), w -> w.write("new"));
        assertTrue(Files.exists(leftover), "another user's file was removed");
    }

    /** The temporary file of {@code target} that a writer is writing now (waits for it to appear). */
    private Path temporaryOf(String target) throws Exception {
        for (int i = 0; i < 500; i++) {
            try (Stream<Path> s = Files.list(dir)) {
                List<Path> tmp = s.filter(p -> AtomicFiles.isTemporaryOf(p.getFileName().toString(), target)).toList();
                if (tmp.size() == 1) {
                    return tmp.get(0);
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no temporary file of " + target + ": " + names());
    }

    @Test
    void aLiveWritersFileStaysAndAKilledWritersGoes() throws Exception {
        Path target = dir.resolve("m.model");
        Process child = ChildJvm.builder("022", AtomicFilesChild.class, "hold", target.toString()).start();
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("writing", out.readLine());
            Path tmp = old(temporaryOf("m.model"));
            // the child is alive and holds its lock: an old file of a live writer stays
            AtomicFiles.write(target, w -> w.write("ours"));
            assertTrue(Files.exists(tmp), "a live writer's temporary file was removed");
            child.destroyForcibly(); // SIGKILL: no finally block runs, the file stays behind
            child.waitFor(30, TimeUnit.SECONDS);
            assertTrue(Files.exists(tmp));
            AtomicFiles.write(target, w -> w.write("ours again"));
            assertFalse(Files.exists(tmp), "the killed writer's temporary file stayed");
            assertEquals(List.of("m.model"), names());
        } finally {
            child.destroyForcibly();
        }
    }

    @Test
    void aWriterInThisJvmIsNotDisturbed() throws Exception {
        Path target = dir.resolve("m.model");
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Void> slow = CompletableFuture.runAsync(() -> {
            try {
                AtomicFiles.write(target, w -> {
                    w.write("slow");
                    writing.countDown();
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                });
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        try {
            assertTrue(writing.await(30, TimeUnit.SECONDS));
            Path tmp = old(temporaryOf("m.model"));
            AtomicFiles.write(target, w -> w.write("fast"));
            assertTrue(Files.exists(tmp), "the other thread's temporary file was removed");
        } finally {
            release.countDown();
        }
        slow.get(30, TimeUnit.SECONDS);
        assertEquals("slow", Files.readString(target));
        assertEquals(List.of("m.model"), names());
    }
}

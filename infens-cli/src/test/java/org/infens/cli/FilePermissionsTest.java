package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.infens.data.BundledData;
import org.infens.data.ChildJvm;
import org.infens.data.LibsvmFormat;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file and folder the commands create has the mode the user's umask gives: under {@code umask 077} models,
 * predictions, range files and the report folder of {@code reproduce} are the user's alone. The commands run in child
 * JVMs started under the umask (a JVM cannot change its own).
 */
class FilePermissionsTest {
    @TempDir
    Path dir;

    private void run(String... args) throws Exception {
        assertEquals(0, ChildJvm.run("077", Main.class, args), String.join(" ", args));
    }

    @Test
    void underUmask077EveryOutputIsTheUsersAlone() throws Exception {
        Assumptions.assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null);
        Path out = Files.createDirectory(dir.resolve("out"));
        Path heart = dir.resolve("heart");
        LibsvmFormat.write(BundledData.load("heart"), heart);
        run("train", "-q", heart.toString(), out.resolve("heart.model").toString());
        run("predict", "-q", heart.toString(), out.resolve("heart.model").toString(),
                out.resolve("heart.predictions").toString());
        run("scale", "-s", out.resolve("heart.range").toString(), heart.toString());
        run("fit", "-q", "--learner", "stump", heart.toString(), out.resolve("ada.model").toString());
        run("reproduce", "--experiments", "selftest", "--runs", "1", "--threads", "1", "--out",
                out.resolve("reproduce").toString());
        Map<String, String> modes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(out)) {
            for (Path p : files.filter(p -> !p.equals(out)).toList()) {
                modes.put(out.relativize(p).toString(), PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS)));
            }
        }
        for (String f : List.of("heart.model", "heart.predictions", "heart.range", "ada.model", "reproduce",
                "reproduce/cells.jsonl", "reproduce/report.md", "reproduce/index.html")) {
            assertTrue(modes.containsKey(f), f + " was not written: " + modes);
        }
        modes.forEach((f, mode) -> assertEquals(Files.isDirectory(out.resolve(f)) ? "rwx------" : "rw-------", mode,
                f + " (all: " + modes + ")"));
    }
}

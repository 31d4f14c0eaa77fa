package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
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

    /** Runs command lines separated by {@code ;} in one JVM, exiting with 1 at the first that fails. */
    public static final class Commands {
        private Commands() {
        }

        public static void main(String[] args) {
            List<String> line = new ArrayList<>();
            for (int i = 0; i <= args.length; i++) {
                if (i < args.length && !args[i].equals(";")) {
                    line.add(args[i]);
                    continue;
                }
                if (Main.run(line.toArray(new String[0]), System.out, System.err) != 0) {
                    System.err.println("failed: " + String.join(" ", line));
                    System.exit(1);
                }
                line.clear();
            }
            System.exit(0);
        }
    }

    @Test
    void underUmask077EveryOutputIsTheUsersAlone() throws Exception {
        Assumptions.assumeTrue(Files.getFileAttributeView(dir, PosixFileAttributeView.class) != null);
        Path out = Files.createDirectory(dir.resolve("out"));
        Path heart = dir.resolve("heart");
        LibsvmFormat.write(BundledData.load("heart"), heart);
        assertEquals(0, ChildJvm.run("077", Commands.class,
                "train", "-q", heart.toString(), out.resolve("heart.model").toString(), ";",
                "predict", "-q", heart.toString(), out.resolve("heart.model").toString(),
                out.resolve("heart.predictions").toString(), ";",
                "scale", "-s", out.resolve("heart.range").toString(), heart.toString(), ";",
                "fit", "-q", "--learner", "stump", heart.toString(), out.resolve("stump.model").toString(), ";",
                "reproduce", "--experiments", "selftest", "--runs", "1", "--threads", "1", "--out",
                out.resolve("reproduce").toString()));
        Map<String, String> modes = new TreeMap<>();
        try (Stream<Path> files = Files.walk(out)) {
            for (Path p : files.filter(p -> !p.equals(out)).toList()) {
                modes.put(out.relativize(p).toString(), PosixFilePermissions.toString(
                        Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS)));
            }
        }
        for (String f : List.of("heart.model", "heart.predictions", "heart.range", "stump.model", "reproduce",
                "reproduce/cells.jsonl", "reproduce/report.md", "reproduce/index.html")) {
            assertTrue(modes.containsKey(f), f + " was not written: " + modes);
        }
        modes.forEach((f, mode) -> assertEquals(Files.isDirectory(out.resolve(f)) ? "rwx------" : "rw-------", mode,
                f + " (all: " + modes + ")"));
    }
}

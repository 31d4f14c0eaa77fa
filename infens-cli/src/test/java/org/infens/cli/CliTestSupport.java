package org.infens.cli;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Runs {@link Main#run} in-process and copies fixtures out of the class path (public for the daemon's tests). */
public final class CliTestSupport {
    private CliTestSupport() {
    }

    /** What a command run produced. */
    public record Result(int code, String out, String err) {
        /** Standard error's lines. */
        List<String> errLines() {
            return err.isEmpty() ? List.of() : List.of(err.split("\n"));
        }
    }

    public static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Main.run(args, o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** Copies the LIBSVM fixture {@code name} (infens-core's test resources, org/infens/io/libsvm) into dir. */
    static Path fixture(Path dir, String name) throws IOException {
        Path p = dir.resolve(name);
        if (!Files.exists(p)) {
            try (InputStream in = Objects.requireNonNull(
                    CliTestSupport.class.getResourceAsStream("/org/infens/io/libsvm/" + name), name)) {
                Files.copy(in, p);
            }
        }
        return p;
    }

    /** Runs an external program, returning its standard output; fails on a non-zero exit. */
    static String exec(Path dir, String... command) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(command));
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        int code = p.waitFor();
        if (code != 0) {
            throw new IOException(String.join(" ", cmd) + " exited with " + code);
        }
        return out;
    }
}

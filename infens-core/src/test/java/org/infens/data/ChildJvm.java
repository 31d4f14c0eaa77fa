package org.infens.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Starts a class's {@code main} in a new JVM on this JVM's class path, under a given umask: a JVM cannot change its
 * own umask, so the tests of file permissions run the writer in a child ({@code sh -c 'umask U; exec java ...'}).
 * Public for infens-cli's tests.
 */
public final class ChildJvm {
    private ChildJvm() {
    }

    /**
     * The process builder for {@code main} with {@code args} under {@code umask} (octal, e.g. {@code "077"});
     * standard error is inherited, so a child's failure is seen.
     */
    public static ProcessBuilder builder(String umask, Class<?> main, String... args) {
        List<String> cmd = new ArrayList<>(List.of("sh", "-c", "umask \"$0\" && exec \"$@\"", umask,
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT);
    }

    /** Runs {@code main} under {@code umask} to its end; its exit code. */
    public static int run(String umask, Class<?> main, String... args) throws IOException, InterruptedException {
        return builder(umask, main, args).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }
}

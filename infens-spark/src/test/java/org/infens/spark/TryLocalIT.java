package org.infens.spark;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code infens-spark/try-local.sh} in {@code mvn verify} (Failsafe, after {@code package}): the README's "On a Spark
 * cluster" command lines through {@code bin/infens-spark} in {@code local[2]} print what {@code bin/infens} prints,
 * and the Estimator example's accuracy line and saved model file are {@code bin/infens predict}'s and
 * {@code bin/infens fit}'s. The reference is the local command line itself, on the jars this build has just packaged
 * ({@code infens-cli/target/infens.jar}, {@code infens-spark/target/infens-spark.jar}).
 *
 * <p>{@code INFENS_SPARK_SUBMIT=0}: Spark runs from the jars the build resolved (the module's {@code provided}
 * dependencies, listed in {@code target/spark-classpath.txt}), not from a {@code spark-submit} that may be installed
 * with another Spark version; nothing is fetched from the network. The script's output goes to
 * {@code target/try-local.log}; a failure names the check that failed in one line.
 */
class TryLocalIT {
    /** A bound far above the minute or so the script takes, so that a hung Spark job fails the build. */
    private static final long TIMEOUT_MINUTES = 20;

    @Test
    void readmeCommandLinesInLocal2PrintWhatBinInfensPrints() throws IOException, InterruptedException {
        Path module = Path.of("").toAbsolutePath(); // Failsafe runs in the module's directory
        Path script = module.resolve("try-local.sh");
        Path log = module.resolve("target/try-local.log");
        assertTrue(Files.isRegularFile(script), "no " + script);
        ProcessBuilder builder = new ProcessBuilder("bash", script.toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("INFENS_SPARK_SUBMIT", "0");
        Process process = builder.start();
        if (!process.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            throw new AssertionError("infens-spark/try-local.sh did not finish in " + TIMEOUT_MINUTES
                    + " minutes; its output so far: " + log);
        }
        int exit = process.exitValue();
        if (exit != 0) {
            fail("infens-spark/try-local.sh failed (exit " + exit + "): " + lastLine(log) + "; its whole output: "
                    + log);
        }
    }

    /** The script's last line: on a failure it names the check that failed ({@code try-local: NAME: ...}). */
    private static String lastLine(Path log) {
        List<String> lines;
        try {
            lines = Files.readAllLines(log);
        } catch (IOException e) {
            return "(" + log + " unreadable: " + e.getMessage() + ")";
        }
        for (int i = lines.size() - 1; i >= 0; i--) {
            if (!lines.get(i).isBlank()) {
                return lines.get(i).strip();
            }
        }
        return "(no output)";
    }
}

package org.infens.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one Surefire-style line totalling the tests of the whole Maven build, e.g.
 * {@code Tests run: 212, Failures: 0, Errors: 0, Skipped: 1 (all modules)}, when infens-cli's tests (the last module
 * with tests) finish. {@code mvn -q verify} hides Surefire's own summaries, so without this line the README's test
 * command would print nothing on success; with it, the build's output ends with the test results.
 *
 * <p>Counts: this module's tests as they run (an assertion error is a failure, any other exception an error, an
 * assumption failure or a disabled test is skipped, as Surefire counts them), plus the {@code TEST-*.xml} reports
 * that earlier modules of the same build wrote (those modified since the build started, given by the system property
 * {@code infens.buildStart} that infens-cli's pom sets from {@code maven.build.timestamp}). Without that property
 * (a run from an IDE) nothing is printed. Registered in {@code META-INF/services}.
 */
public final class BuildTestSummary implements TestExecutionListener {
    private static final Pattern SUITE = Pattern.compile("<testsuite\\b[^>]*>");

    private long run;
    private long failures;
    private long errors;
    private long skipped;
    private TestPlan plan;

    /** Created by the JUnit Platform launcher. */
    public BuildTestSummary() {
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        plan = testPlan;
    }

    @Override
    public void executionSkipped(TestIdentifier id, String reason) {
        long n = id.isTest() ? 1 : plan == null ? 0
                : plan.getDescendants(id).stream().filter(TestIdentifier::isTest).count();
        run += n;
        skipped += n;
    }

    @Override
    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
        if (!id.isTest()) {
            return;
        }
        run++;
        switch (result.getStatus()) {
            case FAILED:
                if (result.getThrowable().orElse(null) instanceof AssertionError) {
                    failures++;
                } else {
                    errors++;
                }
                break;
            case ABORTED:
                skipped++;
                break;
            default:
                break;
        }
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        String start = System.getProperty("infens.buildStart");
        if (start == null || start.isBlank() || start.contains("$")) {
            return;
        }
        long since = Instant.parse(start).toEpochMilli() - 1000;
        long[] t = {run, failures, errors, skipped};
        Path here = Path.of("").toAbsolutePath();
        Path root = here.getParent();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.sorted().toList()) {
                Path reports = module.resolve("target/surefire-reports");
                if (module.equals(here) || !Files.isDirectory(reports)) {
                    continue;
                }
                try (Stream<Path> xml = Files.list(reports)) {
                    for (Path f : xml.filter(p -> p.getFileName().toString().matches("TEST-.*\\.xml")).toList()) {
                        if (Files.getLastModifiedTime(f).toMillis() >= since) {
                            add(Files.readString(f), t);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.out.println("Tests run: " + t[0] + ", Failures: " + t[1] + ", Errors: " + t[2] + ", Skipped: " + t[3]
                + " (all modules)");
        System.out.flush();
    }

    private static void add(String xml, long[] totals) {
        Matcher m = SUITE.matcher(xml);
        if (!m.find()) {
            return;
        }
        List<String> names = List.of("tests", "failures", "errors", "skipped");
        for (int i = 0; i < names.size(); i++) {
            Matcher a = Pattern.compile("\\s" + names.get(i) + "=\"(\\d+)\"").matcher(m.group());
            if (a.find()) {
                totals[i] += Long.parseLong(a.group(1));
            }
        }
    }
}

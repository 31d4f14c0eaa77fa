package org.infens.bench;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints one Surefire-style line totalling the tests of the whole Maven build, e.g.
 * {@code Tests run: 212, Failures: 0, Errors: 0, Skipped: 1 (all modules)}, when infens-bench's tests (the reactor's
 * last module) finish. {@code mvn -q verify} hides Surefire's own summaries, so without this line the README's test
 * command would print nothing on success; with it, the build's output ends with the test results.
 *
 * <p>Counts: this module's tests as they run (an assertion error is a failure, any other exception an error, an
 * assumption failure or a disabled test is skipped, as Surefire counts them), plus the {@code TEST-*.xml} reports
 * that earlier modules of the same build wrote, Surefire's and Failsafe's (integration tests such as infens-spark's
 * {@code TryLocalIT}): those modified since the build started, given by the system property
 * {@code infens.buildStart} that infens-bench's pom sets from {@code maven.build.timestamp}. Without that property
 * (a run from an IDE) nothing is printed. Registered in {@code META-INF/services}.
 *
 * <p>Before that line, one line per skipped test with its reason ({@code Skipped: Class.method: reason}), so that a
 * test that cannot run where the build runs (no LIBSVM tools, no papers beside the repository) says so in the
 * build's output instead of only in a count.
 *
 * <p>These lines go to the test JVM's own standard error ({@link FileDescriptor#err}), which Surefire copies to the
 * build's: the tests' {@code System.out} and {@code System.err} go to files under {@code target/surefire-reports}
 * ({@code redirectTestOutputToFile} in the parent pom), so that a passing build prints nothing else.
 */
public final class BuildTestSummary implements TestExecutionListener {
    private static final Pattern SUITE = Pattern.compile("<testsuite\\b[^>]*>");
    /** Where earlier modules' reports are: Surefire's unit tests, and Failsafe's integration tests ({@code *IT}). */
    private static final List<String> REPORTS = List.of("target/surefire-reports", "target/failsafe-reports");
    private static final Pattern SKIPPED_CASE = Pattern.compile("<testcase name=\"([^\"]*)\" classname=\"([^\"]*)\""
            + "[^>]*>\\s*<skipped(?: message=\"([^\"]*)\")?[^>]*?(?:/>|>(?:<!\\[CDATA\\[)?([^\\n<]*))");

    private long run;
    private long failures;
    private long errors;
    private long skipped;
    private final List<String> skippedTests = new ArrayList<>();
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
        skippedTests.add(name(id) + ": " + reason);
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
                skippedTests.add(name(id) + ": " + result.getThrowable().map(Throwable::getMessage).orElse(""));
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
                for (String kind : REPORTS) {
                    Path reports = module.resolve(kind);
                    if (module.equals(here) || !Files.isDirectory(reports)) {
                        continue;
                    }
                    try (Stream<Path> xml = Files.list(reports)) {
                        for (Path f : xml.filter(p -> p.getFileName().toString().matches("TEST-.*\\.xml"))
                                .toList()) {
                            if (Files.getLastModifiedTime(f).toMillis() >= since) {
                                String report = Files.readString(f);
                                add(report, t);
                                skippedIn(report);
                            }
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        PrintStream console = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        for (String line : skippedTests) {
            console.println("Skipped: " + line);
        }
        console.println("Tests run: " + t[0] + ", Failures: " + t[1] + ", Errors: " + t[2] + ", Skipped: " + t[3]
                + " (all modules)");
    }

    /** Class.method of a test, or its display name. */
    private static String name(TestIdentifier id) {
        return id.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast)
                .map(m -> m.getClassName() + "." + m.getMethodName()).orElse(id.getDisplayName());
    }

    /** The skipped test cases of a Surefire report, with the first line of their reason. */
    private void skippedIn(String xml) {
        Matcher m = SKIPPED_CASE.matcher(xml);
        while (m.find()) {
            String reason = m.group(3) != null ? m.group(3) : m.group(4) == null ? "" : m.group(4);
            reason = reason.replaceFirst("^[\\w.$]+(Exception|Error): ", "").replace("&quot;", "\"")
                    .replace("&apos;", "'").replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&").strip();
            skippedTests.add(m.group(2) + "." + m.group(1) + ": " + reason);
        }
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

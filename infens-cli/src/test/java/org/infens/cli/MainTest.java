package org.infens.cli;

import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;

class MainTest {
    @Test
    void versionAndHelp() {
        Result v = run("--version");
        assertEquals(0, v.code());
        assertEquals("infens " + org.infens.Version.VERSION + "\n", v.out());
        Result h = run("--help");
        assertEquals(0, h.code());
        assertTrue(h.out().contains("train") && h.out().contains("predict") && h.out().contains("scale")
                && h.out().contains("demo"), h.out());
        Result th = run("train", "--help");
        assertEquals(0, th.code());
        assertTrue(th.out().contains("-w1 2 -w-1 0.5") && th.out().contains("kernel_type"), th.out());
    }

    @Test
    void aNamedSubcommandIsBuiltAloneAndEveryOtherCommandLineSeesThemAll() {
        List<String> all = List.copyOf(Main.commandLine(null).getSubcommands().keySet());
        assertEquals(List.of("train", "predict", "scale", "fit", "cv", "select", "learners", "demo", "reproduce",
                "help"), all);
        assertEquals(all, List.copyOf(Main.commandLine("help").getSubcommands().keySet()));
        assertEquals(all, List.copyOf(Main.commandLine("--help").getSubcommands().keySet()));
        for (String name : all.subList(0, all.size() - 1)) {
            assertEquals(List.of(name), List.copyOf(Main.commandLine(name).getSubcommands().keySet()), name);
        }
        Result h = run("help", "select");
        assertEquals(0, h.code());
        assertTrue(h.out().contains("--grid"), h.out());
    }

    @Test
    void unknownCommandIsAOneLineUsageError() {
        Result r = run("fly");
        assertEquals(2, r.code());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("infens: "), r.err());
    }

    @Test
    void weightFlagsAreRewrittenBeforeThePositionalArguments() {
        assertArrayEquals(new String[] {"train", "--weight", "1=2", "--weight", "-1=0.5", "-c", "3", "f"},
                CliSupport.rewriteWeightFlags(new String[] {"train", "-w1", "2", "-w-1", "0.5", "-c", "3", "f"}));
        assertEquals(List.of("infens: -w1: missing weight value"), run("train", "-w1").errLines());
    }

    /** Regression: -w tokens after the first positional argument were rewritten (-wx.model as a weight flag). */
    @Test
    void weightFlagsAfterThePositionalArgumentsAreLeftAlone() {
        assertArrayEquals(new String[] {"train", "-q", "heart_scale", "-wx.model"},
                CliSupport.rewriteWeightFlags(new String[] {"train", "-q", "heart_scale", "-wx.model"}));
        // option values are skipped, even when they look like options
        assertArrayEquals(new String[] {"train", "-r", "-1", "--weight", "2=3", "d", "-w1"},
                CliSupport.rewriteWeightFlags(new String[] {"train", "-r", "-1", "-w2", "3", "d", "-w1"}));
    }

    /** Regression: -w without a label printed "Unknown options: '-w', '<model_file>'". */
    @Test
    void weightFlagWithoutLabelIsAOneLineUsageError() {
        Result r = run("train", "-w", "5", "heart_scale");
        assertEquals(2, r.code());
        assertEquals(List.of("infens: -w needs the class label as a suffix, e.g. -w1 5 (C of class 1 is 5*C)"),
                r.errLines());
    }

    /** Regression: a weight for a label not in the data exited 1, not 2 like other bad parameter values. */
    @Test
    void weightForAnUnknownLabelIsAUsageError(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws java.io.IOException {
        Result r = run("train", "-q", "-w3", "2", CliTestSupport.fixture(dir, "heart_scale").toString(),
                dir.resolve("m.json").toString());
        assertEquals(2, r.code());
        assertEquals(List.of("infens: -w3: class 3 is not in the training data (labels: 1, -1)"), r.errLines());
    }

    @Test
    void numbersAsLibsvmToolsTakeThem() {
        assertEquals(Double.POSITIVE_INFINITY, CliSupport.number("-c", "inf"));
        assertEquals(0.125, CliSupport.number("-c", "2^-3"));
        assertEquals(1e-3, CliSupport.number("-e", "1e-3"));
        assertEquals("-g: '0x10' is not a number",
                org.junit.jupiter.api.Assertions.assertThrows(UsageException.class,
                        () -> CliSupport.number("-g", "0x10")).getMessage());
    }
}

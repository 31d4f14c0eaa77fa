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
        assertEquals(List.of("train", "predict", "scale", "fit", "cv", "select", "explain", "learners", "datasets", "demo",
                "reproduce", "help"), all);
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

    /**
     * Issue 19: an unknown command or option of 100,000 characters was echoed whole (and so was a bad option value
     * in picocli's own messages): each is quoted as {@link org.infens.data.Quote} quotes input, cut with its length.
     */
    @Test
    void longUnknownCommandsOptionsAndValuesAreCut() {
        String a = "a".repeat(100_000);
        for (String[] args : new String[][] {{a}, {a, "x"}, {"train", "--" + a, "x"}, {"train", "-" + a, "x"},
                {"fit", "--learner", "svm", "--" + a + "=1", "x", "m"}, {"cv", "--folds", a, "--learner", "svm", "x"},
                {"predict", "-b", a, "x", "m", "o"}}) {
            assertShortOneLine(run(args), 2, args);
        }
    }

    /** A one-line error with exit code {@code code}, whose 100,000-character input is cut (with its length). */
    static void assertShortOneLine(Result r, int code, String... args) {
        String shown = String.join(" ", args).replaceAll("a{20,}", "a...");
        String err = r.err().length() > 300 ? r.err().substring(0, 300) + "..." : r.err();
        assertEquals(code, r.code(), shown + ": " + err);
        assertEquals(1, r.errLines().size(), shown + ": " + err);
        assertTrue(r.err().length() < 400 && r.err().contains(" characters)"), shown + ": " + err);
    }

    /** Regression: {@code selct} gave picocli's "Unmatched argument at index 0: 'selct'". */
    @Test
    void aMistypedCommandNamesTheNearestOne() {
        for (String[] c : new String[][] {{"selct", "select"}, {"trian", "train"}, {"perdict", "predict"},
                {"lerners", "learners"}, {"reproduse", "reproduce"}, {"dmeo", "demo"}}) {
            Result r = run(c[0], "x");
            assertEquals(2, r.code(), c[0]);
            assertEquals(List.of("infens: unknown command '" + c[0] + "' (did you mean '" + c[1] + "'?); 'infens"
                    + " --help' lists the commands"), r.errLines(), c[0]);
        }
        Result r = run("frobnicate");
        assertEquals(List.of("infens: unknown command 'frobnicate'; 'infens --help' lists the commands"),
                r.errLines());
    }

    /**
     * Messages in a user's words (a fresh-eyes review): an extra argument was picocli's "Unmatched argument at index
     * 4", a bad number "'abc' is not a long", and explain on another model named Java classes.
     */
    @Test
    void argumentAndNumberErrorsAreInTheUsersWords(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        String data = CliTestSupport.fixture(dir, "heart_scale").toString();
        assertEquals(List.of("infens: unexpected argument 'extra' for infens cv; 'infens cv --help' lists its"
                + " arguments"), run("cv", "--learner", "svm", data, "extra").errLines());
        Result seed = run("cv", "--learner", "svm", "--seed", "abc", data);
        assertEquals(2, seed.code());
        assertEquals(List.of("infens: Invalid value for option '--seed': 'abc' is not an integer"), seed.errLines());
        assertEquals(List.of("infens: Missing required parameter: 'training_set_file'; 'infens train --help' lists its"
                + " arguments"), run("train").errLines());
        java.nio.file.Path model = dir.resolve("mh.model");
        assertEquals(0, run("fit", "--learner", "adaboost-mh(T=3)", data, model.toString()).code());
        assertEquals(List.of("infens: model file " + model + ": Model does not support probabiliy estimates (fit"
                + " calibrated(base=...) for probabilities)"),
                run("predict", "-b", "1", data, model.toString(), dir.resolve("o").toString()).errLines());
        assertEquals(List.of("infens: model file " + model + " holds a model of 'adaboost-mh'; explain shows SVMs with"
                + " an additive kernel (stump, histogram intersection)"), run("explain", model.toString()).errLines());
    }

    /**
     * Regression: {@code cv --lerner svm data} gave "Missing required option: '--learner SPEC'". Every long option of
     * every command, mistyped by swapping two of its letters, is a one-line usage error that names it.
     */
    @Test
    void aMistypedOptionOfAnyCommandNamesTheNearestOne() {
        Result r = run("cv", "--lerner", "svm", "heart_scale");
        assertEquals(2, r.code());
        assertEquals(List.of("infens: unknown option '--lerner' for infens cv (did you mean '--learner'?); 'infens cv"
                + " --help' lists the options"), r.errLines());
        r = run("select", "--lerner=svm", "--grid", "C=1,2", "heart_scale");
        assertEquals(List.of("infens: unknown option '--lerner' for infens select (did you mean '--learner'?);"
                + " 'infens select --help' lists the options"), r.errLines());
        r = run("train", "-z", "heart_scale");
        assertEquals(List.of("infens: unknown option '-z' for infens train; 'infens train --help' lists the options"),
                r.errLines());
        int checked = 0;
        for (String command : List.copyOf(Main.commandLine(null).getSubcommands().keySet())) {
            if (command.equals("help")) {
                continue;
            }
            picocli.CommandLine cl = Main.commandLine(command).getSubcommands().get(command);
            for (picocli.CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
                String name = o.longestName();
                if (!name.startsWith("--") || name.length() < 6) {
                    continue;
                }
                String typo = name.substring(0, 3) + name.charAt(4) + name.charAt(3) + name.substring(5);
                if (cl.getCommandSpec().findOption(typo) != null) {
                    continue;
                }
                r = run(command, typo, "1", "data.txt");
                assertEquals(2, r.code(), command + " " + typo + ": " + r.err());
                assertEquals(List.of("infens: unknown option '" + typo + "' for infens " + command + " (did you mean '"
                        + name + "'?); 'infens " + command + " --help' lists the options"), r.errLines());
                checked++;
            }
        }
        assertTrue(checked > 40, "options checked: " + checked);
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

    /**
     * A weight for a label not in the data: svm-train warns on standard error and trains without it (LIBSVM 3.24,
     * {@code svm-train -q -w3 2 heart_scale}: exit 0, "WARNING: class label 3 specified in weight is not found"), so
     * scripts passing the same -wi flags to every data set run; the model is the one without the weight.
     */
    @Test
    void weightForAnUnknownLabelIsWarnedOfAndIgnoredAsSvmTrainDoes(@org.junit.jupiter.api.io.TempDir
                                                                     java.nio.file.Path dir) throws Exception {
        String data = CliTestSupport.fixture(dir, "heart_scale").toString();
        java.nio.file.Path with = dir.resolve("with.model");
        java.nio.file.Path without = dir.resolve("without.model");
        Result r = run("train", "-q", "-w3", "2", "-w1", "1.5", data, with.toString());
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("WARNING: class label 3 specified in weight is not found"), r.errLines());
        assertEquals(0, run("train", "-q", "-w1", "1.5", data, without.toString()).code());
        assertEquals(java.nio.file.Files.readString(without), java.nio.file.Files.readString(with));
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

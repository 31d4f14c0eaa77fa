package org.infens.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.Version;
import org.infens.data.Quote;
import org.infens.spec.Suggestion;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * Entry point of the {@code infens} command: {@code train}, {@code predict} and {@code scale} with LIBSVM's flags;
 * {@code fit}, {@code cv}, {@code select} and {@code learners} for any learner spec; {@code datasets}, the bundled data
 * sets; {@code demo}; and {@code reproduce}, the papers' experiments.
 *
 * <p>Errors: any error prints one line {@code infens: <message>} to standard error and exits with 2 for usage
 * errors (unknown option, bad option value, unsupported flag) or 1 for anything else (missing or malformed file,
 * training failure); {@code --debug} anywhere on the command line adds the stack trace.
 */
@Command(name = "infens", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
        description = "Kernels that embody infinite ensembles, and the SVMs and boosting that use them.",
        footer = {"", "Global option: --debug prints stack traces on errors.",
                "Run 'infens demo' for a first look, 'infens <command> --help' for a command's options."})
public final class Main implements Runnable {
    /** Exit code for a usage error. */
    static final int USAGE = 2;
    /** Exit code for any other error. */
    static final int FAILURE = 1;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** Creates the top-level command (picocli instantiates it). */
    public Main() {
    }

    /** Without a subcommand, prints the usage. */
    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** Prints {@code infens <version>}. */
    static final class VersionProvider implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"infens " + Version.VERSION};
        }
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
                StandardCharsets.UTF_8);
        int code = run(args, out, System.err);
        out.flush();
        System.exit(code);
    }

    /**
     * Runs the command line without exiting, for tests and embedding.
     *
     * @param args the arguments
     * @param out  standard output
     * @param err  standard error
     * @return the exit code: 0 on success, 2 for a usage error, 1 for other errors
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, out, err, Engine.LOCAL);
    }

    /**
     * Runs the command line without exiting, with {@code select}, {@code cv} and {@code reproduce} computing on
     * {@code engine} (a cluster's, for {@code infens-spark}); every other command runs here as usual.
     *
     * @param args   the arguments
     * @param out    standard output
     * @param err    standard error
     * @param engine where the cells of select, cv and reproduce are computed, and fit's model
     * @return the exit code: 0 on success, 2 for a usage error, 1 for other errors
     */
    public static int run(String[] args, PrintStream out, PrintStream err, Engine engine) {
        java.util.Objects.requireNonNull(engine, "engine");
        List<String> list = new ArrayList<>(Arrays.asList(args));
        boolean debug = list.remove("--debug");
        while (list.remove("--debug")) {
            debug = true;
        }
        PrintWriter outWriter = new PrintWriter(out, true);
        PrintWriter errWriter = new PrintWriter(err, true);
        boolean debugOn = debug;
        try {
            String[] a = list.toArray(new String[0]);
            if (a.length > 0 && a[0].equals("train")) {
                a = CliSupport.rewriteWeightFlags(a);
            }
            CommandLine cl = commandLine(a.length > 0 ? a[0] : null, engine);
            cl.setOut(outWriter);
            cl.setErr(errWriter);
            cl.setParameterExceptionHandler((ex, argv) -> {
                errWriter.println("infens: " + usageError(ex));
                if (debugOn) {
                    ex.printStackTrace(errWriter);
                }
                return USAGE;
            });
            cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> report(ex, errWriter, debugOn));
            int code = cl.execute(a);
            outWriter.flush();
            return code;
        } catch (RuntimeException | OutOfMemoryError e) {
            return report(e, errWriter, debugOn);
        } finally {
            outWriter.flush();
            errWriter.flush();
        }
    }

    /**
     * The subcommands in the order {@code infens --help} lists them, each created only when needed: picocli reads
     * a command's annotations by reflection when it is added, and doing that for every subcommand on every run cost
     * about as much again as the {@code train} command alone (measured: building the full command tree took twice
     * as long as building {@code train}'s), which LIBSVM-style callers such as {@code grid.py} pay on each of
     * hundreds of runs.
     */
    private static final Map<String, Supplier<Object>> SUBCOMMANDS = subcommands();

    private static Map<String, Supplier<Object>> subcommands() {
        Map<String, Supplier<Object>> m = new LinkedHashMap<>();
        m.put("train", TrainCommand::new);
        m.put("predict", PredictCommand::new);
        m.put("scale", ScaleCommand::new);
        m.put("fit", FitCommand::new);
        m.put("cv", CvCommand::new);
        m.put("select", SelectCommand::new);
        m.put("explain", ExplainCommand::new);
        m.put("learners", LearnersCommand::new);
        m.put("datasets", DatasetsCommand::new);
        m.put("demo", DemoCommand::new);
        m.put("reproduce", ReproduceCommand::new);
        m.put("help", CommandLine.HelpCommand::new);
        return Collections.unmodifiableMap(m);
    }

    /**
     * The command tree for a command line whose first argument is {@code first}: only that subcommand when it names
     * one (its own {@code --help} and errors need nothing else), otherwise every subcommand, so that the top-level
     * usage, {@code help} and the "did you mean" suggestions for unknown commands see them all.
     */
    static CommandLine commandLine(String first) {
        return commandLine(first, Engine.LOCAL);
    }

    /** {@link #commandLine(String)} with select, cv, reproduce and fit computing on {@code engine}. */
    static CommandLine commandLine(String first, Engine engine) {
        CommandLine cl = new CommandLine(new Main());
        boolean one = first != null && SUBCOMMANDS.containsKey(first) && !first.equals("help");
        for (Map.Entry<String, Supplier<Object>> e : SUBCOMMANDS.entrySet()) {
            if (!one || e.getKey().equals(first)) {
                Object command = e.getValue().get();
                if (command instanceof SelectCommand c) {
                    c.engine = engine;
                } else if (command instanceof CvCommand c) {
                    c.engine = engine;
                } else if (command instanceof ReproduceCommand c) {
                    c.engine = engine;
                } else if (command instanceof FitCommand c) {
                    c.engine = engine;
                }
                cl.addSubcommand(e.getKey(), command);
            }
        }
        return cl;
    }

    /**
     * The one-line message for a command line picocli cannot parse. An unknown option or command names the nearest
     * known one: the names come from picocli's command model, ranked by {@link Suggestion}'s edit distance, because
     * picocli's own suggestions ({@link CommandLine.UnmatchedArgumentException#getSuggestions}, a cosine similarity
     * of letter pairs) miss the commonest slip, two letters swapped ({@code dmeo}, {@code --krenel}), and rank
     * {@code --format} before {@code --folds} for {@code --fodls}. An unknown option is reported even when picocli
     * stopped at something else first: {@code cv --lerner svm data} makes picocli complain that {@code --learner}
     * is missing, but the cause is the typo.
     */
    static String usageError(CommandLine.ParameterException ex) {
        CommandLine cl = ex.getCommandLine();
        List<String> unmatched = ex instanceof CommandLine.UnmatchedArgumentException u ? u.getUnmatched()
                : cl.getParseResult() != null ? cl.getParseResult().unmatched() : List.of();
        String command = cl.getCommandSpec().qualifiedName();
        for (String arg : unmatched) {
            if (arg.length() > 1 && arg.startsWith("-") && !Character.isDigit(arg.charAt(1)) && !arg.equals("--")) {
                String option = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
                return "unknown option " + Quote.of(option) + " for " + command + nearest(cl, option) + "; '" + command
                        + " --help' lists the options";
            }
        }
        if (cl.getParent() == null && !cl.getSubcommands().isEmpty() && !unmatched.isEmpty()
                && ex instanceof CommandLine.UnmatchedArgumentException) {
            String word = unmatched.get(0);
            return "unknown command " + Quote.of(word) + nearest(cl, word) + "; 'infens --help' lists the commands";
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException && !unmatched.isEmpty()) {
            return "unexpected argument " + Quote.of(unmatched.get(0)) + " for " + command + "; '" + command
                    + " --help' lists its arguments";
        }
        if (ex instanceof CommandLine.MissingParameterException) {
            return CliSupport.firstLine(ex.getMessage()) + "; '" + command + " --help' lists its arguments";
        }
        // picocli names the Java type of a bad number: "'abc' is not a long"
        return quoteValues(CliSupport.firstLine(ex.getMessage())).replaceAll("' is not an? (long|int)\\b",
                "' is not an integer");
    }

    /** A value picocli quotes in its own messages ({@code Invalid value for option '--folds': 'x' is not an int}). */
    private static final Pattern PICOCLI_QUOTED = Pattern.compile("'([^']*)'");

    /** {@code message} with each value in single quotes quoted again by {@link Quote#of}: escaped and cut. */
    static String quoteValues(String message) {
        Matcher m = PICOCLI_QUOTED.matcher(message);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, Matcher.quoteReplacement(Quote.of(m.group(1))));
        }
        return m.appendTail(sb).toString();
    }

    /** {@code " (did you mean 'x'?)"} for the option or subcommand of {@code cl} nearest to {@code typed}, or "". */
    private static String nearest(CommandLine cl, String typed) {
        List<String> names = new ArrayList<>();
        if (typed.startsWith("-")) {
            for (CommandLine.Model.OptionSpec o : cl.getCommandSpec().options()) {
                if (!o.hidden()) {
                    names.addAll(Arrays.asList(o.names()));
                }
            }
        } else {
            names.addAll(cl.getSubcommands().keySet());
        }
        return Suggestion.didYouMean(typed, names);
    }

    /** Prints the one-line error message (and the stack trace with --debug); returns the exit code. */
    static int report(Throwable ex, PrintWriter err, boolean debug) {
        Throwable e = ex instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : ex;
        err.println("infens: " + CliSupport.firstLine(message(e)));
        if (debug) {
            ex.printStackTrace(err);
        }
        err.flush();
        return e instanceof UsageException || e instanceof CommandLine.ParameterException ? USAGE : FAILURE;
    }

    /** A one-line description of an error for users. */
    static String message(Throwable e) {
        if (e instanceof NoSuchFileException f) {
            return "can't open file " + f.getFile() + ": " + (f.getReason() != null ? f.getReason() : "no such file");
        }
        if (e instanceof AccessDeniedException f) {
            return "can't open file " + f.getFile() + ": permission denied";
        }
        if (e instanceof FileSystemException f) {
            return f.getFile() + ": " + (f.getReason() != null ? f.getReason() : e.getClass().getSimpleName());
        }
        if (e instanceof OutOfMemoryError) {
            return "out of memory; give Java more with JAVA_OPTS=-Xmx8g or use less data";
        }
        if (e instanceof IOException || e instanceof IllegalArgumentException || e instanceof IllegalStateException) {
            return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
        }
        return e.getMessage() != null ? e.getClass().getSimpleName() + ": " + e.getMessage() : e.toString();
    }
}

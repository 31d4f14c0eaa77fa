package org.infens.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The {@code --help} option of every command (picocli mixin). Not picocli's standard {@code -h, --help}:
 * {@code -h} is svm-train's shrinking flag.
 */
final class HelpOption {
    @Option(names = "--help", usageHelp = true, description = "show this help")
    boolean help;

    /** The command this option is mixed into (or the mixin it is nested in). */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    /** The command's standard output. */
    PrintWriter out() {
        return command.commandLine().getOut();
    }
}

package org.infens.cli;

import picocli.CommandLine.Option;

/**
 * The {@code --help} option of every command (picocli mixin). Not picocli's standard {@code -h, --help}:
 * {@code -h} is svm-train's shrinking flag.
 */
final class HelpOption {
    @Option(names = "--help", usageHelp = true, description = "show this help")
    boolean help;
}

package org.infens.cli;

import picocli.CommandLine.Option;

/** The {@code --threads} option of the commands that train (picocli mixin): results never depend on it. */
final class ThreadsOption {
    @Option(names = "--threads", paramLabel = "N",
            description = "threads (results do not depend on it; default: all cores)")
    int threads = Runtime.getRuntime().availableProcessors();

    /** The thread count; below 1 is a usage error. */
    int count() {
        if (threads < 1) {
            throw new UsageException("--threads must be >= 1, got " + threads);
        }
        return threads;
    }
}

package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;
import picocli.CommandLine;
import org.junit.jupiter.api.Test;

/**
 * Every command's {@code --help} lists the same options, in the same order, with the same labels, defaults and
 * descriptions, as the snapshot {@code help-options.txt}, taken from the commands before their shared option blocks
 * became picocli mixins (issue 23). Change the snapshot only with a change of an option that is meant.
 */
class HelpOptionsSnapshotTest {
    /** The commands, in {@code infens --help}'s order (without {@code help}). */
    static final List<String> COMMANDS = List.of("train", "predict", "scale", "fit", "cv", "select", "learners",
            "demo", "reproduce");

    /** The option lists of every command's usage help at 100 columns, each after a line {@code == NAME}. */
    static String optionLists() {
        StringBuilder sb = new StringBuilder();
        for (String name : COMMANDS) {
            CommandLine cl = Main.commandLine(name).getSubcommands().get(name);
            cl.setUsageHelpWidth(100);
            sb.append("== ").append(name).append('\n').append(cl.getHelp().optionList());
        }
        return sb.toString();
    }

    @Test
    void everyCommandListsTheOptionsOfTheSnapshot() throws IOException {
        String snapshot;
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("help-options.txt"))) {
            snapshot = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(snapshot, optionLists());
    }
}

package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.infens.data.BundledData;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Regression (issue 19): {@code docs/kernelboost.md} showed {@code infens fit ... train.txt} and {@code infens predict
 * test.txt ...}, files a fresh clone does not have. Every {@code infens} command line in the README and in docs/ must
 * parse as the command parses it, and each file it reads (the data file; the model file of {@code predict} and
 * {@code explain}) must be a bundled data set or a file an earlier command line of the same page names (a model it
 * writes, a redirected output), so that the examples run as they are on a fresh clone.
 */
class DocumentedCommandsTest {
    /** The positional arguments each command reads, by index. */
    private static final Map<String, List<Integer>> INPUTS = Map.of("train", List.of(0), "fit", List.of(0),
            "cv", List.of(0), "select", List.of(0), "scale", List.of(0), "predict", List.of(0, 1),
            "explain", List.of(0));

    @Test
    void everyDocumentedCommandReadsOnlyBundledDataOrFilesMadeBeforeIt() throws IOException {
        Path root = Path.of("").toAbsolutePath();
        while (root != null && !(Files.exists(root.resolve("README.md")) && Files.isDirectory(root.resolve("docs")))) {
            root = root.getParent();
        }
        assertTrue(root != null, "no README.md and docs/ above " + Path.of("").toAbsolutePath());
        List<Path> pages = new ArrayList<>(List.of(root.resolve("README.md")));
        try (Stream<Path> s = Files.list(root.resolve("docs"))) {
            s.filter(f -> f.toString().endsWith(".md")).sorted().forEach(pages::add);
        }
        List<String> problems = new ArrayList<>();
        int checked = 0;
        for (Path page : pages) {
            Set<String> made = new HashSet<>();
            List<String> lines = Files.readAllLines(page);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                int first = i;
                while (line.endsWith("\\") && i + 1 < lines.size()) {
                    line = line.substring(0, line.length() - 1) + " " + lines.get(++i).strip();
                }
                if (!line.startsWith("infens ") && !line.startsWith("bin/infens ")) {
                    continue;
                }
                for (List<String> command : commands(line)) {
                    String where = root.relativize(page) + ":" + (first + 1);
                    String problem = check(command, made);
                    if (problem != null) {
                        problems.add(where + ": " + problem);
                    } else {
                        command.forEach(w -> made.add(w.startsWith(">") ? w.substring(1) : w));
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 20, checked + " command lines");
        assertEquals(List.of(), problems);
    }

    /** What is wrong with one {@code infens} command line, or null. */
    private static String check(List<String> command, Set<String> made) {
        List<String> args = new ArrayList<>(command.subList(1, command.size())); // without infens
        args.removeIf(w -> w.startsWith(">"));
        if (args.isEmpty() || !INPUTS.containsKey(args.get(0))) {
            return null;
        }
        CommandLine.ParseResult parsed;
        try {
            parsed = Main.commandLine(args.get(0)).parseArgs(args.toArray(new String[0]));
        } catch (CommandLine.ParameterException e) {
            return String.join(" ", command) + ": " + e.getMessage();
        }
        CommandLine.ParseResult sub = parsed.subcommand();
        for (int index : INPUTS.get(args.get(0))) {
            CommandLine.Model.PositionalParamSpec p = sub.matchedPositional(index);
            if (p == null) {
                continue;
            }
            for (String file : p.originalStringValues()) {
                String name = file.startsWith("bundled:") ? file.substring("bundled:".length()) : file;
                if (!BundledData.names().contains(name) && !made.contains(file)) {
                    return String.join(" ", command) + ": reads " + file + ", which is neither a bundled data set"
                            + " nor made by an earlier command of the page";
                }
            }
        }
        return null;
    }

    /**
     * The commands of a shell line (split at {@code &&}, {@code ;} and {@code |}), each as its words, with quotes
     * removed, without a {@code # comment}; a redirection's target is a word that starts with {@code >}.
     */
    private static List<List<String>> commands(String line) {
        List<List<String>> out = new ArrayList<>();
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int k = 0; k <= line.length(); k++) {
            char c = k < line.length() ? line.charAt(k) : ' ';
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (c == '#' && word == null) {
                break;
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        List<String> command = new ArrayList<>();
        boolean redirected = false;
        for (String w : words) {
            if (w.equals("&&") || w.equals(";") || w.equals("|")) {
                out.add(command);
                command = new ArrayList<>();
            } else if (w.equals(">") || w.equals("2>")) {
                redirected = true;
            } else {
                command.add(redirected ? ">" + w : w.equals("bin/infens") ? "infens" : w);
                redirected = false;
            }
        }
        out.add(command);
        out.removeIf(c -> c.isEmpty() || !c.get(0).equals("infens"));
        return out;
    }
}

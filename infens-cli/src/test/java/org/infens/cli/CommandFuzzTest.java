package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.infens.data.DataFormatException;
import org.infens.data.FuzzCorpus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code train}, {@code predict} and {@code scale} on a subset of the readers' fuzz corpus ({@link FuzzCorpus}):
 * every run ends with exit code 0, or 1 and exactly one line {@code infens: <message>} on standard error (no stack
 * trace, no control characters, bounded length); when the reader refuses the file, that line is the reader's
 * message, which names the file and the line. A larger or another corpus for a longer hunt:
 * {@code -Dfuzz.seed=S -Dfuzz.perSeed=N} (default 7 and 5 mutations per seed file).
 */
class CommandFuzzTest {
    @TempDir
    Path dir;

    /** The command lines to run on a mutated file, with models and a range file made from the seed. */
    private List<String[]> commands(FuzzCorpus.Case c, Path file) throws IOException {
        Path seed = new FuzzCorpus.Case("seed-" + c.name(), c.format(), c.seed(), "none", c.seed()).write(dir);
        List<String[]> out = new ArrayList<>();
        Path model = dir.resolve(c.name() + ".model");
        switch (c.format()) {
            case RANGE -> {
                Path heart = BundledCopy.heart(dir);
                out.add(new String[] {"scale", "-r", file.toString(), heart.toString()});
            }
            case PRECOMPUTED -> {
                out.add(new String[] {"train", "-q", "-t", "4", file.toString(), model.toString()});
                Path seedModel = dir.resolve(c.name() + ".seed.model");
                trainSeed(seed, seedModel, "-t", "4");
                out.add(new String[] {"predict", "-q", file.toString(), seedModel.toString(),
                    dir.resolve(c.name() + ".out").toString()});
            }
            default -> {
                out.add(new String[] {"train", "-q", file.toString(), model.toString()});
                Path seedModel = dir.resolve(c.name() + ".seed.model");
                trainSeed(seed, seedModel);
                out.add(new String[] {"predict", "-q", file.toString(), seedModel.toString(),
                    dir.resolve(c.name() + ".out").toString()});
                if (c.format() == FuzzCorpus.Format.LIBSVM) {
                    out.add(new String[] {"scale", file.toString()});
                }
            }
        }
        return out;
    }

    private static void trainSeed(Path seed, Path model, String... options) {
        List<String> args = new ArrayList<>(List.of("train", "-q"));
        args.addAll(List.of(options));
        args.add(seed.toString());
        args.add(model.toString());
        CliTestSupport.Result r = CliTestSupport.run(args.toArray(new String[0]));
        assertEquals(0, r.code(), "the seed trains: " + args + " " + r.err());
    }

    /** The bundled heart data as a file (the range files of the corpus are heart's). */
    private static final class BundledCopy {
        static Path heart(Path dir) throws IOException {
            Path p = dir.resolve("heart_scale");
            if (!Files.exists(p)) {
                try (var in = org.infens.data.BundledData.class.getResourceAsStream("heart_scale")) {
                    Files.copy(in, p);
                }
            }
            return p;
        }
    }

    @Test
    void commandsOnMutatedFilesEndCleanly() {
        List<FuzzCorpus.Case> cases = FuzzCorpus.hostile(Long.getLong("fuzz.seed", 7),
                Integer.getInteger("fuzz.perSeed", 5));
        Map<String, Integer> tally = new TreeMap<>();
        assertTimeoutPreemptively(Duration.ofMinutes(5), () -> {
            for (FuzzCorpus.Case c : cases) {
                Path file = c.write(dir);
                String readerMessage = null;
                try {
                    c.format().read(file);
                } catch (DataFormatException e) {
                    readerMessage = e.getMessage();
                }
                for (String[] args : commands(c, file)) {
                    CliTestSupport.Result r = CliTestSupport.run(args);
                    String what = c + ": " + String.join(" ", args) + " -> " + r.code() + " " + r.err();
                    assertTrue(r.code() == 0 || r.code() == 1, what);
                    if (r.code() == 1) {
                        List<String> lines = r.errLines();
                        assertEquals(1, lines.size(), what);
                        String line = lines.get(0);
                        assertTrue(line.startsWith("infens: "), what);
                        assertTrue(line.length() <= "infens: ".length() + dir.toString().length() + 80 + 300, what);
                        assertTrue(line.chars().noneMatch(ch -> ch < 0x20 || ch >= 0x7F && ch <= 0x9F), what);
                        if (readerMessage != null) { // the reader's message, perhaps with a hint for the option
                            assertTrue(line.startsWith("infens: " + readerMessage), what);
                        }
                    }
                    tally.merge(args[0] + " " + r.code(), 1, Integer::sum);
                }
            }
        });
        if (Boolean.getBoolean("fuzz.tally")) {
            System.out.println(tally);
        }
        // both outcomes occur for every command
        for (String command : new String[] {"train", "predict", "scale"}) {
            assertTrue(tally.getOrDefault(command + " 0", 0) > 0 && tally.getOrDefault(command + " 1", 0) > 0,
                    command + ": " + tally);
        }
    }
}

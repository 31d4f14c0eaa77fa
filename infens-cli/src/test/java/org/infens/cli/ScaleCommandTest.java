package org.infens.cli;

import static org.infens.cli.CliTestSupport.exec;
import static org.infens.cli.CliTestSupport.fixture;
import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code infens scale} against the real svm-scale (skipped when /usr/bin/svm-scale is absent): byte identity. */
class ScaleCommandTest {
    private static final String SVM_SCALE = "/usr/bin/svm-scale";

    @TempDir
    Path dir;

    @BeforeEach
    void needsSvmScale() {
        assumeTrue(Files.isExecutable(Path.of(SVM_SCALE)), "LIBSVM's svm-scale is not installed");
    }

    /** Unscaled heart-like data: integer, decimal and negative values, sparse rows, a constant feature. */
    private Path raw() throws IOException {
        SplittableRandom rng = new SplittableRandom(3);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 150; i++) {
            sb.append(rng.nextBoolean() ? "+1" : "-1");
            sb.append(" 1:").append(29 + rng.nextInt(48));
            sb.append(" 2:").append(rng.nextInt(2));
            if (rng.nextInt(4) > 0) {
                sb.append(" 4:").append(String.format(Locale.ROOT, "%.3f", rng.nextDouble(90, 200)));
            }
            sb.append(" 5:7");
            if (rng.nextInt(3) == 0) {
                sb.append(" 8:").append(String.format(Locale.ROOT, "%.6g", -rng.nextDouble() * 1e-3));
            }
            sb.append(" 9:").append(rng.nextInt(5) - 2).append('\n');
        }
        Path p = dir.resolve("raw.txt");
        Files.writeString(p, sb.toString());
        return p;
    }

    private void assertSame(List<String> flags, Path data) throws Exception {
        List<String> ours = new ArrayList<>(List.of("scale"));
        ours.addAll(flags);
        ours.add(data.toString());
        Result r = run(ours.toArray(new String[0]));
        assertEquals(0, r.code(), r.err());
        List<String> theirs = new ArrayList<>(List.of(SVM_SCALE));
        theirs.addAll(flags);
        theirs.add(data.toString());
        assertEquals(exec(dir, theirs.toArray(new String[0])), r.out(), String.join(" ", flags));
    }

    @Test
    void byteIdenticalToSvmScale() throws Exception {
        Path raw = raw();
        Path heart = fixture(dir, "heart_scale");
        assertSame(List.of(), raw);
        assertSame(List.of(), heart);
        assertSame(List.of("-l", "0", "-u", "1"), raw);
        assertSame(List.of("-l", "-2", "-u", "3", "-y", "0", "1"), raw);
        assertSame(List.of("-y", "-1", "1"), fixture(dir, "heart3_scale"));
    }

    @Test
    void rangeFilesInterchangeWithSvmScale() throws Exception {
        Path raw = raw();
        Path ours = dir.resolve("ours.range");
        Path theirs = dir.resolve("theirs.range");
        assertEquals(0, run("scale", "-l", "0", "-y", "0", "2", "-s", ours.toString(), raw.toString()).code());
        exec(dir, SVM_SCALE, "-l", "0", "-y", "0", "2", "-s", theirs.toString(), raw.toString());
        assertEquals(Files.readString(theirs), Files.readString(ours));
        Path heart = fixture(dir, "heart_scale");
        assertSame(List.of("-r", ours.toString()), heart);
    }

    @Test
    void warningAndErrors() throws Exception {
        Path raw = raw();
        Path sparse = dir.resolve("sparse.txt");
        Files.writeString(sparse, "1 1:1\n-1 2:1\n1 3:2\n");
        Result r = run("scale", sparse.toString());
        assertEquals("WARNING: original #nonzeros 3\n       > new      #nonzeros 9\n"
                + "If feature values are non-negative and sparse, use -l 0 rather than the default -l -1\n", r.err());
        Path range = dir.resolve("r.range");
        assertEquals(0, run("scale", "-s", range.toString(), sparse.toString()).code());
        Path wider = dir.resolve("wider.txt");
        Files.writeString(wider, "1 1:1 4:3\n-1 2:1 4:5\n");
        assertSame(List.of("-r", range.toString()), wider);
        assertSame(List.of("-y", "-1", "1", "-r", range.toString()), wider); // -y with a range file lacking y
        assertEquals("WARNING: feature index 4 appeared in file " + wider + " was not seen in the scaling"
                + " factor file " + range + ". The feature is scaled to 0.",
                run("scale", "-r", range.toString(), wider.toString()).errLines().get(0));
        Result bad = run("scale", "-l", "1", "-u", "0", raw.toString());
        assertEquals(2, bad.code());
        assertEquals(List.of("infens: inconsistent lower/upper specification"), bad.errLines());
        Result both = run("scale", "-s", "a", "-r", "b", raw.toString());
        assertEquals(List.of("infens: cannot use -r and -s simultaneously"), both.errLines());
        Path malformed = dir.resolve("m.txt");
        Files.writeString(malformed, "1 1:2\n1 1:x\n");
        Result m = run("scale", malformed.toString());
        assertEquals(1, m.code());
        assertEquals(List.of("infens: " + malformed + ":2: feature 1: 'x' is not a number"), m.errLines());
        Path words = dir.resolve("w.txt");
        Files.writeString(words, "1 1:2\nb 1:1\n");
        Result w = run("scale", "-y", "0", "1", words.toString());
        assertEquals(1, w.code());
        assertEquals(List.of("infens: " + words + ": label 'b' is not a number, so it cannot be scaled (target"
                + " scaling, svm-scale -y)"), w.errLines());
    }

    /** Regression: CSV lines were echoed as label-only rows with exit 0. */
    @Test
    void csvAndArffFilesAreRefused() throws Exception {
        Path csv = dir.resolve("s.csv");
        Files.writeString(csv, "a,b,cls\n1,2,x\n");
        Result r = run("scale", csv.toString());
        assertEquals(2, r.code());
        assertEquals("", r.out());
        assertEquals(List.of("infens: " + csv + ": infens scale reads LIBSVM data only (as svm-scale), not CSV files"),
                r.errLines());
        Path arff = dir.resolve("s.ARFF");
        Files.writeString(arff, "@relation r\n@attribute a numeric\n@attribute c {x}\n@data\n1, x\n");
        assertEquals(2, run("scale", arff.toString()).code());
    }
}

package org.infens.bench;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading a LIBSVM file with {@link LibsvmFormat#read(Path)}, the readers' hot path: 10,000 rows either dense
 * (20 features of 17 significant digits, as {@code %.17g} writes them; 4.5 MB) or sparse (40 of 2,000 features per
 * row with 6 significant digits, as {@code svm-scale} writes them; 4.4 MB). The files are written once per trial
 * from a fixed seed. Time per file.
 *
 * <p>Run: {@code mvn -q -o -pl infens-bench -am package -DskipTests && java -jar
 * infens-bench/target/infens-bench.jar LibsvmReadBenchmark}; whole processes with {@link #main}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(1)
public class LibsvmReadBenchmark {
    /** {@code dense} or {@code sparse}. */
    @Param({"dense", "sparse"})
    public String layout;

    private Path file;

    /** Writes the file. */
    @Setup
    public void setup() throws IOException {
        file = Files.createTempFile("libsvm-read", ".txt");
        write(file, layout);
    }

    /** Writes 10,000 rows of the given layout ({@code dense} or {@code sparse}) to {@code file}, from seed 1. */
    static void write(Path file, String layout) throws IOException {
        SplittableRandom rng = new SplittableRandom(1);
        boolean dense = layout.equals("dense");
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < 10_000; i++) {
                sb.setLength(0);
                sb.append(i % 2 == 0 ? "+1" : "-1");
                if (dense) {
                    for (int f = 1; f <= 20; f++) {
                        double v = rng.nextGaussian() * Math.pow(10, rng.nextInt(-3, 4));
                        sb.append(' ').append(f).append(':').append(CFormat.g(v, 17));
                    }
                } else {
                    int f = 0;
                    for (int k = 0; k < 40; k++) {
                        f += 1 + rng.nextInt(98);
                        sb.append(' ').append(f).append(':').append(CFormat.g(rng.nextDouble(-1, 1), 6));
                    }
                }
                w.write(sb.append('\n').toString());
            }
        }
    }

    /** Removes the file. */
    @TearDown
    public void tearDown() throws IOException {
        Files.deleteIfExists(file);
    }

    /** Reads the whole file. */
    @Benchmark
    public Dataset read() throws IOException {
        return LibsvmFormat.read(file);
    }

    /**
     * Whole-process timing of the reader (a command-line run reads its data once, in a new JVM): {@code write
     * LAYOUT FILE} writes a benchmark file; {@code FILE [TIMES]} reads it TIMES times (default 1) and prints the
     * number of rows read.
     *
     * @param args as above
     * @throws IOException if reading or writing fails
     */
    public static void main(String[] args) throws IOException {
        if (args[0].equals("write")) {
            write(Path.of(args[2]), args[1]);
            return;
        }
        int times = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long rows = 0;
        for (int t = 0; t < times; t++) {
            rows += LibsvmFormat.read(Path.of(args[0])).size();
        }
        System.out.println(rows);
    }
}

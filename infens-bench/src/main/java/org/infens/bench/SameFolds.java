package org.infens.bench;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.data.Synthetic;
import org.infens.select.Fold;
import org.infens.select.Folds;

/**
 * Writes the files that let LIBSVM's {@code svm-train} / {@code svm-predict} cross-validate on exactly the folds
 * that {@code infens select} uses, for {@code compare-selection.sh}. LIBSVM's own {@code -v k} draws its folds with
 * the C library's {@code rand()}, so the comparison does the cross-validation outside LIBSVM, one training and one
 * prediction per (cell, fold), from these files.
 *
 * <p>Subcommands:
 * <ul>
 *   <li>{@code generate PROBLEM N SEED FILE}: {@code N} rows of twonorm, threenorm or ringnorm (d = 20,
 *   {@link Synthetic.Problem#generate(int, long)}) in LIBSVM format, values in shortest round-trip form.</li>
 *   <li>{@code folds DATA K SEED DIR}: reads {@code DATA} as {@code infens select} does ({@link LibsvmFormat#read}),
 *   computes {@link Folds#stratified}{@code (data, K, SEED)} (what {@code infens select --folds K --seed SEED}
 *   uses), and writes {@code DIR/folds} (the fold assignment, written once: line i holds the fold, 1..K, of row i),
 *   and per fold f the rows {@code DIR/fold<f>.train} and {@code DIR/fold<f>.test} in LIBSVM format, in row
 *   order.</li>
 *   <li>{@code stump DATA DIR}: with the folds of {@code DIR/folds}, writes LIBSVM precomputed-kernel files
 *   ({@code svm-train -t 4}) of the simplified stump kernel -||x-x'||_1 (Lin &amp; Li 2008, Thm. 4, the kernel of
 *   {@code svm(kernel=stump)}): the n x n kernel of all rows is computed once, and fold f's training file
 *   {@code DIR/fold<f>.train.stump} and test file {@code DIR/fold<f>.test.stump} are the lines of its rows, each
 *   line {@code label 0:i 1:K(x_i,x_1) ... n:K(x_i,x_n)} with i the row's 1-based number in DATA. LIBSVM looks a
 *   training row's kernel values up by that serial number, so a training file may hold a subset of the rows with
 *   their original serials (this is how {@code svm-train -v} splits a precomputed file); the columns of the other
 *   fold's rows are read from the file and never used. Values are written in shortest round-trip form, so
 *   {@code svm-train} reads exactly the doubles Infens computes.</li>
 * </ul>
 * The class never prints except a usage line on wrong arguments.
 */
public final class SameFolds {
    private SameFolds() {
    }

    /**
     * Runs one subcommand (see the class comment).
     *
     * @param args the subcommand and its arguments
     * @throws IOException if reading or writing fails
     */
    public static void main(String[] args) throws IOException {
        if (args.length == 5 && args[0].equals("generate")) {
            Synthetic.Problem problem = Synthetic.Problem.valueOf(args[1].toUpperCase(Locale.ROOT));
            Dataset data = problem.generate(Integer.parseInt(args[2]), Long.parseLong(args[3]));
            LibsvmFormat.write(data, Path.of(args[4]));
        } else if (args.length == 5 && args[0].equals("folds")) {
            writeFolds(LibsvmFormat.read(Path.of(args[1])), Integer.parseInt(args[2]), Long.parseLong(args[3]),
                    Path.of(args[4]));
        } else if (args.length == 3 && args[0].equals("stump")) {
            Path dir = Path.of(args[2]);
            writeStump(LibsvmFormat.read(Path.of(args[1])), readAssignment(dir), dir);
        } else {
            throw new IllegalArgumentException("usage: SameFolds generate twonorm|threenorm|ringnorm N SEED FILE"
                    + " | folds DATA K SEED DIR | stump DATA DIR");
        }
    }

    /**
     * Writes the fold assignment and each fold's training and test rows (see the class comment).
     *
     * @param data the rows
     * @param k    number of folds
     * @param seed seed of {@link Folds#stratified}
     * @param dir  output directory (created if needed)
     * @return the folds
     * @throws IOException if writing fails
     */
    static List<Fold> writeFolds(Dataset data, int k, long seed, Path dir) throws IOException {
        Files.createDirectories(dir);
        List<Fold> folds = Folds.stratified(data, k, seed);
        int[] foldOf = new int[data.size()];
        for (int f = 0; f < k; f++) {
            for (int i : folds.get(f).test()) {
                foldOf[i] = f + 1;
            }
            LibsvmFormat.write(data.view(folds.get(f).train()), dir.resolve("fold" + (f + 1) + ".train"));
            LibsvmFormat.write(data.view(folds.get(f).test()), dir.resolve("fold" + (f + 1) + ".test"));
        }
        try (BufferedWriter out = Files.newBufferedWriter(dir.resolve("folds"), StandardCharsets.UTF_8)) {
            for (int f : foldOf) {
                out.write(Integer.toString(f));
                out.write('\n');
            }
        }
        return folds;
    }

    /**
     * Reads {@code dir/folds}.
     *
     * @param dir the directory {@link #writeFolds} wrote
     * @return the fold, 1..k, of each row
     * @throws IOException if reading fails
     */
    static int[] readAssignment(Path dir) throws IOException {
        List<String> lines = Files.readAllLines(dir.resolve("folds"), StandardCharsets.UTF_8);
        int[] foldOf = new int[lines.size()];
        for (int i = 0; i < foldOf.length; i++) {
            foldOf[i] = Integer.parseInt(lines.get(i).trim());
        }
        return foldOf;
    }

    /**
     * Writes each fold's precomputed stump-kernel training and test files (see the class comment).
     *
     * @param data   the rows
     * @param foldOf the fold, 1..k, of each row
     * @param dir    output directory
     * @throws IOException if writing fails
     */
    static void writeStump(Dataset data, int[] foldOf, Path dir) throws IOException {
        int n = data.size();
        if (foldOf.length != n) {
            throw new IllegalArgumentException("folds: " + foldOf.length + " lines for " + n + " rows");
        }
        int k = 0;
        for (int f : foldOf) {
            k = Math.max(k, f);
        }
        BufferedWriter[] train = new BufferedWriter[k + 1];
        BufferedWriter[] test = new BufferedWriter[k + 1];
        try {
            for (int f = 1; f <= k; f++) {
                train[f] = Files.newBufferedWriter(dir.resolve("fold" + f + ".train.stump"), StandardCharsets.UTF_8);
                test[f] = Files.newBufferedWriter(dir.resolve("fold" + f + ".test.stump"), StandardCharsets.UTF_8);
            }
            int[] all = new int[n];
            for (int j = 0; j < n; j++) {
                all[j] = j;
            }
            double[] distance = new double[n];
            StringBuilder line = new StringBuilder(24 * n);
            for (int i = 0; i < n; i++) {
                data.l1Distances(i, data, all, 0, n, distance);
                line.setLength(0);
                line.append(data.labels().name(data.classOf(i))).append(" 0:").append(i + 1);
                for (int j = 0; j < n; j++) {
                    line.append(' ').append(j + 1).append(':').append(-distance[j]);
                }
                line.append('\n');
                for (int f = 1; f <= k; f++) {
                    (foldOf[i] == f ? test[f] : train[f]).append(line);
                }
            }
        } finally {
            for (int f = 1; f <= k; f++) {
                if (train[f] != null) {
                    train[f].close();
                }
                if (test[f] != null) {
                    test[f].close();
                }
            }
        }
    }
}

package org.infens.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.infens.data.AtomicFiles;
import org.infens.data.Dataset;
import org.infens.data.Synthetic;
import org.infens.select.Fold;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Spec;

/**
 * Time of cross-validated parameter selection with and without the tricks of {@link GridSearch.Options}
 * (Lin &amp; Li 2008, Sec. 6.4, Table 6), whole searches timed with {@link System#nanoTime} in one warm JVM (a first
 * search of each kind is run and discarded), median and minimum over {@code --repeats}.
 *
 * <ol>
 *   <li>Shared kernel columns and alpha seeding: SVM-Stump on {@code --rows} twonorm rows (d = 20), log2 C in
 *   {-17, -15, ..., 3}, 5 stratified folds; plain vs exact (shared columns) vs fast (shared columns + seeding).</li>
 *   <li>Lin &amp; Li 2008, Table 6: selection time of SVM-Stump and SVM-Perc (log2 C in {-17, ..., 3}: 11 cells)
 *   against SVM-Gauss ((log2 gamma, log2 C) in {-15, ..., 3} x {-5, ..., 15}: 110 cells) on 300 rows of twonorm,
 *   threenorm and ringnorm, 5 folds, plain and fast.</li>
 * </ol>
 *
 * <p>Usage: {@code java -cp infens-bench.jar org.infens.bench.SelectionBenchmark [--rows 1000] [--repeats 3]
 * [--threads 1] [--out results/selection.md]}
 */
public final class SelectionBenchmark {
    private SelectionBenchmark() {
    }

    /**
     * Runs both measurements and writes a Markdown table.
     *
     * @param args see the class comment
     * @throws IOException if the output cannot be written
     */
    public static void main(String[] args) throws IOException {
        int rows = 1000;
        int repeats = 3;
        int threads = 1;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rows" -> rows = Integer.parseInt(args[++i]);
                case "--repeats" -> repeats = Integer.parseInt(args[++i]);
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "## Shared kernel columns and alpha seeding (SVM-Stump, twonorm %d rows,"
                + " d = 20, log2 C in {-17..3 step 2}, 5 folds, %d thread(s))%n%n", rows, threads));
        md.append("| mode | median s | min s | speed-up (median) | selected C | CV accuracy % |\n|---|---|---|---|---|---|\n");
        Dataset twonorm = Synthetic.Problem.TWONORM.generate(rows, 20, 1);
        List<Fold> folds = Folds.stratified(twonorm, 5, 1);
        ParamGrid cGrid = ParamGrid.parse("C=2^-17..2^3 step 2");
        List<Spec> stumpCells = cGrid.expand(Spec.parse("svm(kernel=stump)"));
        double plainMedian = 0;
        for (String mode : List.of("plain", "exact", "fast")) {
            Timing t = time(stumpCells, twonorm, folds, threads, options(mode), repeats);
            if (mode.equals("plain")) {
                plainMedian = t.median;
            }
            md.append(String.format(Locale.ROOT, "| %s | %.3f | %.3f | %.1fx | %s | %.2f |%n", mode, t.median, t.min,
                    plainMedian / t.median, t.result.bestSpec().get("C"), 100 * t.result.bestCell().accuracy()));
            System.out.print(md.substring(md.lastIndexOf("| " + mode)));
        }

        md.append(String.format(Locale.ROOT, "%n## Lin & Li 2008, Table 6 style: selection time (s), 300 rows, 5 folds,"
                + " %d thread(s)%n%n", threads));
        md.append("| data | mode | SVM-Stump (11 cells) | SVM-Perc (11) | SVM-Gauss (110) | Gauss / Stump | Gauss / Perc |"
                + "\n|---|---|---|---|---|---|---|\n");
        ParamGrid gaussGrid = ParamGrid.parse("kernel.gamma=2^-15..2^3 step 2", "C=2^-5..2^15 step 2");
        for (Synthetic.Problem p : List.of(Synthetic.Problem.TWONORM, Synthetic.Problem.THREENORM,
                Synthetic.Problem.RINGNORM)) {
            Dataset data = p.generate(300, 20, 2);
            List<Fold> fs = Folds.stratified(data, 5, 2);
            for (String mode : List.of("plain", "fast")) {
                double stump = time(cGrid.expand(Spec.parse("svm(kernel=stump)")), data, fs, threads, options(mode),
                        repeats).median;
                double perc = time(cGrid.expand(Spec.parse("svm(kernel=perceptron)")), data, fs, threads,
                        options(mode), repeats).median;
                double gauss = time(gaussGrid.expand(Spec.parse("svm(kernel=rbf)")), data, fs, threads,
                        options(mode), repeats).median;
                String line = String.format(Locale.ROOT, "| %s | %s | %.3f | %.3f | %.3f | %.1fx | %.1fx |%n",
                        p.name().toLowerCase(Locale.ROOT), mode, stump, perc, gauss, gauss / stump, gauss / perc);
                md.append(line);
                System.out.print(line);
            }
        }
        if (out != null) {
            String text = md.toString();
            AtomicFiles.write(out, w -> w.write(text));
        }
    }

    private static GridSearch.Options options(String mode) {
        return switch (mode) {
            case "plain" -> GridSearch.Options.plain();
            case "exact" -> GridSearch.Options.exact();
            default -> GridSearch.Options.fast();
        };
    }

    private record Timing(double median, double min, GridSearch.Result result) {
    }

    private static Timing time(List<Spec> cells, Dataset data, List<Fold> folds, int threads,
                               GridSearch.Options options, int repeats) {
        LearnerContext context = new LearnerContext(1, threads);
        GridSearch.Result result = GridSearch.run(cells, data, folds, context, options); // warm-up
        List<Double> seconds = new ArrayList<>();
        for (int r = 0; r < repeats; r++) {
            long start = System.nanoTime();
            result = GridSearch.run(cells, data, folds, context, options);
            seconds.add((System.nanoTime() - start) / 1e9);
        }
        double[] s = seconds.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        return new Timing(s[s.length / 2], s[0], result);
    }
}

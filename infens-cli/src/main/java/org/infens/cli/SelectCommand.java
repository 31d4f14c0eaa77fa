package org.infens.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.data.CFormat;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.io.ModelCodec;
import org.infens.select.Fold;
import org.infens.select.GridSearch;
import org.infens.select.ParamGrid;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code infens select}: cross-validated grid search over any learner spec ({@link GridSearch}), printing the table
 * and the best parameters, and optionally training the best cell on all the data and saving it; a regression learner
 * is chosen by mean squared error ({@link GridSearch#runRegression}).
 */
@Command(separator = " ", name = "select", sortOptions = false, usageHelpAutoWidth = true,
        header = "Choose a learner's parameters by cross-validated grid search.",
        description = "Expands --learner over every --grid axis (the first axis varies slowest), cross-validates each"
                + " cell on the same --folds folds (seeded by --seed; stratified by class for a classifier, plain for"
                + " a regression), and prints one line per cell: the parameters (log2 for powers of two), the mean"
                + " fold accuracy and its standard error, and the pooled accuracy; '*' marks the best cell (most rows"
                + " right; ties go to the earlier cell, so write ranges from simple to complex). A regression learner"
                + " (svm(type=epsilon-svr), svm(type=nu-svr)), whose labels are numeric targets, is chosen by the"
                + " lowest pooled mean squared error instead, and its lines show the mean fold error, its standard"
                + " error, the pooled error and the squared correlation coefficient. With -o, the best cell is"
                + " trained on all of data_file and saved. C-SVC cells that differ only in C share each fold's"
                + " kernel columns and are warm-started along C; boosting cells that differ only in T, columns or J"
                + " are one fit per fold, and CGEns (and CGEns-SLS) cells over sampled perceptrons or Fourier"
                + " features that differ only in C (and J) one run per fold, all costs in lockstep (--tricks); the"
                + " result does not depend on --threads.",
        customSynopsis = "infens select --learner SPEC --grid AXIS [--grid AXIS ...] [--folds K] [options] data_file",
        footer = {"", "Axes: C=2^-17..2^3 step 2 (powers of two, step in the exponent), T=10..1500 step 10,"
                + " C=0.5,1,8, C=2^-17, 2^-15, ..., 2^3; nested parameters with dots: kernel.gamma=2^-15..2^3 step 2"
                + " (or gamma=... when only the kernel has a gamma). Several axes may share one --grid, separated by"
                + " ',' or ';': 'C=2^-5..2^15 step 2, gamma=2^-15..2^3 step 2'.",
                "", "Examples:",
                "  infens select --learner 'svm(kernel=stump)' --grid 'C=2^-17..2^3 step 2' heart",
                "  infens select --learner 'svm(kernel=rbf)' --grid 'kernel.gamma=2^-15..2^3 step 2'"
                        + " --grid 'C=2^-5..2^15 step 2' -o heart.model heart",
                "  infens select --learner 'svm(type=epsilon-svr, kernel=stump)' --grid 'C=2^-2..2^2 step 2'"
                        + " --grid 'epsilon=0.5, 1, 2' concrete"})
final class SelectCommand implements Callable<Integer> {
    @Mixin
    LearnerOptions learnerOptions = new LearnerOptions();

    @Option(names = {"-g", "--grid"}, paramLabel = "AXIS", required = true,
            description = "one axis of the grid, e.g. 'C=2^-5..2^5 step 2' (repeat for more axes)")
    List<String> grid = new ArrayList<>();

    @Mixin
    FoldsOption folds = new FoldsOption();

    @Option(names = "--tricks", paramLabel = "MODE", description = "fast (shared kernel columns and alpha seeding,"
            + " the default), exact (shared columns only: the plain numbers, bit for bit) or plain; both fast and"
            + " exact fit a T, columns or J axis once per fold, and CGEns's C axis over sampled families in"
            + " lockstep (the plain numbers, bit for bit)")
    String tricks = "fast";

    @Option(names = {"-o", "--output"}, paramLabel = "MODEL_FILE",
            description = "train the best cell on all of data_file and write the model here")
    Path output;

    @Option(names = "-q", description = "print only the best cell's line")
    boolean quiet;

    @Mixin
    DataArgument data = new DataArgument();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    /** Where the cells are computed ({@link Main#run(String[], java.io.PrintStream, java.io.PrintStream, Engine)}). */
    Engine engine = Engine.LOCAL;

    @Override
    public Integer call() throws Exception {
        folds.check();
        int threads = learnerOptions.threads.count();
        GridSearch.Options options = switch (tricks) {
            case "fast" -> GridSearch.Options.fast();
            case "exact" -> GridSearch.Options.exact();
            case "plain" -> GridSearch.Options.plain();
            default -> throw new UsageException("--tricks: " + Quote.of(tricks) + " is not one of fast, exact, plain");
        };
        Spec base = learnerOptions.spec();
        boolean regression = learnerOptions.regression();
        LearnerContext context = new LearnerContext(learnerOptions.seed, threads);
        ParamGrid paramGrid;
        List<Spec> cells;
        try {
            paramGrid = ParamGrid.parse(grid.toArray(new String[0])).resolve(base, cell -> {
                try {
                    create(cell, context, regression);
                    return true;
                } catch (IllegalArgumentException e) {
                    return false;
                }
            });
            cells = paramGrid.expand(base);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--grid: " + e.getMessage());
        }
        for (Spec cell : cells) {
            try {
                create(cell, context, regression);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--learner " + Quote.of(learnerOptions.learner) + " with --grid: "
                        + Quote.of(cell.toString()) + ": "
                        + e.getMessage());
            }
        }
        Dataset rows = data.read(learnerOptions.format);
        if (regression) {
            rows.targets(); // a label that is not a number: an error naming the file and line, before any training
        }
        List<Fold> fs = folds.folds(rows, data.file, learnerOptions.seed, regression);
        long start = System.nanoTime();
        String table;
        Spec best;
        String bestLine;
        try {
            if (regression) {
                GridSearch.RegressionResult result = engine.regressionGridSearch(cells, rows, fs, context, options);
                GridSearch.RegressionCell cell = result.bestCell();
                table = result.table(paramGrid);
                best = cell.spec();
                bestLine = "cross-validation mean squared error = " + CFormat.g(cell.meanSquaredError()) + " (mean "
                        + CFormat.g(cell.meanFoldError()) + " +- " + CFormat.g(cell.standardError())
                        + "), squared correlation coefficient = " + CFormat.g(cell.squaredCorrelation());
            } else {
                GridSearch.Result result = engine.gridSearch(cells, rows, fs, context, options);
                GridSearch.Cell cell = result.bestCell();
                table = result.table(paramGrid);
                best = cell.spec();
                bestLine = "cross-validation accuracy = " + CFormat.g(100 * cell.accuracy()) + "% (mean "
                        + CFormat.f(100 * cell.meanAccuracy(), 2) + "% +- " + CFormat.f(100 * cell.standardError(), 2)
                        + ")";
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(data.file + ": " + e.getMessage(), e);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        if (!quiet) {
            out.print(table);
            out.println("Cells = " + cells.size() + ", folds = " + fs.size() + ", selection time = "
                    + CFormat.f(seconds, 3) + " s");
        }
        out.println("Best = " + best + ", " + bestLine);
        if (output != null) {
            Model model;
            try {
                model = create(best, context, regression).fit(rows);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(data.file + ": " + e.getMessage(), e);
            }
            ModelCodec.write(model, output);
            if (!quiet) {
                out.println("Model written to " + output);
            }
        }
        out.flush();
        return 0;
    }

    /** The trainer of {@code cell}, a regression's or a classifier's. */
    private static Trainer<? extends Model> create(Spec cell, LearnerContext context, boolean regression) {
        return regression ? Learners.createRegressor(cell, context) : Learners.create(cell, context);
    }
}

package org.infens.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.nio.file.Files;
import org.infens.Model;
import org.infens.Trainer;
import org.infens.data.Dataset;
import org.infens.experiment.Plan;
import org.infens.experiment.ResultStore;
import org.infens.experiment.Runner;
import org.infens.select.Fold;
import org.infens.select.GridSearch;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Main#run(String[], PrintStream, PrintStream, Engine)}: select, cv, reproduce and fit compute through the
 * engine they are given and print what they print on the local one; an engine's result is what the command prints
 * (and, for fit, writes).
 */
class EngineTest {
    /** Delegates to the local engine, recording each call; {@code lie} makes cv predict class 0 for every row. */
    private static final class Recording implements Engine {
        final List<String> calls = new ArrayList<>();
        boolean lie;

        @Override
        public GridSearch.Result gridSearch(List<Spec> candidates, Dataset data, List<Fold> folds,
                                            LearnerContext context, GridSearch.Options options) {
            calls.add("select " + candidates.size() + " cells, " + folds.size() + " folds");
            return LOCAL.gridSearch(candidates, data, folds, context, options);
        }

        @Override
        public int[] crossValidate(Spec learner, LearnerContext context, Dataset data, List<Fold> folds) {
            calls.add("cv " + learner + " seed " + context.seed());
            return lie ? new int[data.size()] : LOCAL.crossValidate(learner, context, data, folds);
        }

        @Override
        public GridSearch.RegressionResult regressionGridSearch(List<Spec> candidates, Dataset data,
                                                                List<Fold> folds, LearnerContext context,
                                                                GridSearch.Options options) {
            calls.add("select regression " + candidates.size() + " cells, " + folds.size() + " folds");
            return LOCAL.regressionGridSearch(candidates, data, folds, context, options);
        }

        @Override
        public double[] crossValidateRegression(Spec learner, LearnerContext context, Dataset data,
                                                List<Fold> folds) {
            calls.add("cv regression " + learner + " seed " + context.seed());
            return lie ? new double[data.size()] : LOCAL.crossValidateRegression(learner, context, data, folds);
        }

        @Override
        public int reproduce(Plan plan, ResultStore store, int threads, Runner.Progress progress) {
            calls.add("reproduce " + plan.cells().size() + " cells");
            return LOCAL.reproduce(plan, store, threads, progress);
        }

        @Override
        public Model fit(Trainer<? extends Model> trainer, Dataset data) {
            calls.add("fit " + trainer.spec() + " on " + data.size() + " rows");
            return lie ? LOCAL.fit(trainer.spec().name().equals("adaboost") ? Learners.create(
                    Spec.parse("adaboost(T=1)"), new LearnerContext(1, 1)) : trainer, data) : LOCAL.fit(trainer, data);
        }
    }

    private static String run(Engine engine, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), engine);
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        // the lines that report times are the only ones allowed to differ
        return out.toString(StandardCharsets.UTF_8).replaceAll("selection time = \\S+ s", "")
                .replaceAll("cell\\(s\\) in \\d+ s", "");
    }

    @Test
    void selectCvAndReproduceComputeThroughTheEngineAndPrintTheSame(@TempDir Path dir) {
        Recording engine = new Recording();
        String[] select = {"select", "--learner", "svm(kernel=stump)", "--grid", "C=2^-3..2^1 step 2", "--folds",
                "3", "--seed", "4", "heart"};
        assertEquals(run(Engine.LOCAL, select), run(engine, select));
        String[] cv = {"cv", "--learner", "adaboost(base=stump, T=20)", "--folds", "4", "--seed", "9", "heart"};
        assertEquals(run(Engine.LOCAL, cv), run(engine, cv));
        String[] reproduce = {"reproduce", "--experiments", "selftest", "--runs", "1", "--no-figures", "--fresh",
                "--out", dir.toString()};
        assertEquals(run(Engine.LOCAL, reproduce), run(engine, reproduce));
        assertEquals(List.of("select 3 cells, 3 folds", "cv adaboost(base=stump, T=20) seed 9", "reproduce 4 cells"),
                engine.calls);
        engine.lie = true;
        String lied = run(engine, cv);
        assertTrue(!lied.equals(run(Engine.LOCAL, cv)) && lied.contains("Cross Validation Accuracy = "), lied);
    }

    @Test
    void regressionSelectAndCvComputeThroughTheEngineAndPrintTheSame(@TempDir Path dir) throws IOException {
        String data = RegressionCommandsTest.write(dir, "targets.txt", 40, 2).toString();
        Recording engine = new Recording();
        String[] select = {"select", "--learner", "svm(type=epsilon-svr, kernel=stump)", "--grid", "C=2^-1..2^1 step 2",
                "--folds", "3", data};
        assertEquals(run(Engine.LOCAL, select), run(engine, select));
        String[] cv = {"cv", "--learner", "svm(type=nu-svr, kernel=stump)", "--folds", "3", "--seed", "5", data};
        assertEquals(run(Engine.LOCAL, cv), run(engine, cv));
        assertEquals(List.of("select regression 2 cells, 3 folds", "cv regression svm(type=nu-svr, kernel=stump)"
                + " seed 5"), engine.calls);
        engine.lie = true;
        String lied = run(engine, cv);
        assertTrue(!lied.equals(run(Engine.LOCAL, cv)) && lied.contains("Cross Validation Mean squared error = "),
                lied);
    }

    @Test
    void fitComputesThroughTheEngineAndWritesItsModel(@TempDir Path dir) throws IOException {
        Recording engine = new Recording();
        Path local = dir.resolve("local.model");
        Path through = dir.resolve("engine.model");
        String spec = "adaboost(base=stump, T=15)";
        String printed = run(Engine.LOCAL, "fit", "--learner", spec, "--seed", "3", "heart", local.toString());
        assertEquals(printed.replace(local.toString(), "M").replaceAll("time = \\S+ s", ""),
                run(engine, "fit", "--learner", spec, "--seed", "3", "heart", through.toString())
                        .replace(through.toString(), "M").replaceAll("time = \\S+ s", ""));
        assertEquals(List.of("fit " + spec + " on 270 rows"), engine.calls);
        assertTrue(java.util.Arrays.equals(Files.readAllBytes(local), Files.readAllBytes(through)));
        engine.lie = true;
        run(engine, "fit", "--learner", spec, "heart", through.toString());
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(local), Files.readAllBytes(through)));
    }
}

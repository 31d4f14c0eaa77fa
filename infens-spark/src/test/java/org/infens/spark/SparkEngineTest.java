package org.infens.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.infens.cli.Engine;
import org.infens.cli.Main;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.experiment.Cell;
import org.infens.experiment.CellResult;
import org.infens.experiment.Experiments;
import org.infens.experiment.Plan;
import org.infens.experiment.ResultStore;
import org.infens.select.Folds;
import org.infens.select.GridSearch;
import org.infens.spec.LearnerContext;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SparkEngine}: {@code select}, {@code cv} and {@code reproduce} through {@link Main#run(String[],
 * PrintStream, PrintStream, Engine)} print on the shared {@code local[2]} session, with 1, 2 and 3 partitions, what
 * they print with the local engine ({@link Engine#LOCAL}, the independent reference: {@code infens}'s own threads),
 * line for line but for the reported times, and write the same model file and the same reproduced cells. The
 * grids cover the three kinds of grid-search job (a C path with shared kernel columns and warm starts, a budget
 * path of AdaBoost rounds, plain cells) and regression.
 */
class SparkEngineTest {
    private static final int[] PARTITIONS = {1, 2, 3};

    static String run(Engine engine, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), engine);
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        // the times are the only thing allowed to differ
        return out.toString(StandardCharsets.UTF_8).replaceAll("selection time = \\S+ s", "")
                .replaceAll("cell\\(s\\) in \\d+ s", "");
    }

    private static SparkEngine spark(int partitions) {
        return new SparkEngine(SparkTestSession.get(), partitions);
    }

    @Test
    void selectPrintsAndWritesWhatTheLocalSelectDoes(@TempDir Path dir) throws IOException {
        // a C path (stump C-SVC over C, 3 folds), a budget path (AdaBoost's T) and plain cells (nu-SVC over nu)
        List<String[]> commands = List.of(
                new String[] {"select", "--learner", "svm(kernel=stump)", "--grid", "C=2^-3..2^3 step 2", "--folds",
                    "3", "--seed", "4", "heart"},
                new String[] {"select", "--learner", "adaboost(base=stump)", "--grid", "T=5,10,20", "--folds", "4",
                    "--seed", "2", "heart"},
                new String[] {"select", "--learner", "svm(type=nu-svc, kernel=rbf)", "--grid", "nu=0.2,0.4",
                    "--grid", "kernel.gamma=2^-4,2^-2", "--folds", "3", "iris"});
        for (String[] select : commands) {
            String local = run(Engine.LOCAL, select);
            assertTrue(local.contains("Best = "), local);
            for (int p : PARTITIONS) {
                assertEquals(local, run(spark(p), select), String.join(" ", select) + " on " + p + " partitions");
            }
        }
        String[] withModel = {"select", "--learner", "svm(kernel=stump)", "--grid", "C=2^-1..2^1 step 2", "--folds",
            "3", "heart", "-o", ""};
        withModel[withModel.length - 1] = dir.resolve("local.json").toString();
        String local = run(Engine.LOCAL, withModel);
        withModel[withModel.length - 1] = dir.resolve("spark.json").toString();
        String onSpark = run(spark(2), withModel);
        assertEquals(local.replace("local.json", "spark.json"), onSpark);
        assertArrayEquals(Files.readAllBytes(dir.resolve("local.json")), Files.readAllBytes(dir.resolve("spark.json")));
    }

    @Test
    void cvAndRegressionPrintWhatTheLocalCommandsPrint(@TempDir Path dir) throws IOException {
        // the first 120 rows of the bundled concrete set: regression cells are plain fits, one per cell and fold
        Path concrete = dir.resolve("concrete120.libsvm");
        try (var in = new java.util.zip.GZIPInputStream(org.infens.data.BundledData.class
                .getResourceAsStream("concrete.libsvm.gz"))) {
            List<String> lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().limit(120).toList();
            Files.write(concrete, lines);
        }
        List<String[]> commands = List.of(
                new String[] {"cv", "--learner", "adaboost(base=stump, T=20)", "--folds", "4", "--seed", "9", "heart"},
                new String[] {"select", "--learner", "svm(type=epsilon-svr, kernel=stump)", "--grid",
                    "C=2^-1..2^1 step 2", "--folds", "3", concrete.toString()},
                new String[] {"cv", "--learner", "svm(type=nu-svr, kernel=stump)", "--folds", "3", "--seed", "5",
                    concrete.toString()});
        for (String[] command : commands) {
            String local = run(Engine.LOCAL, command);
            for (int p : PARTITIONS) {
                assertEquals(local, run(spark(p), command), String.join(" ", command) + " on " + p + " partitions");
            }
        }
    }

    @Test
    void reproducePrintsAndStoresWhatTheLocalReproduceDoes(@TempDir Path dir) throws IOException {
        String[] args = {"reproduce", "--experiments", "selftest", "--datasets", "heart", "--runs", "1",
            "--no-figures", "--fresh", "--out", ""};
        args[args.length - 1] = dir.resolve("local").toString();
        String local = run(Engine.LOCAL, args);
        String csv = Files.readString(dir.resolve("local/report.csv"));
        Map<String, String> cells = cells(dir.resolve("local"));
        assertEquals(2, cells.size(), cells.toString());
        for (int p : PARTITIONS) {
            Path out = dir.resolve("spark" + p);
            args[args.length - 1] = out.toString();
            assertEquals(local.replace(dir.resolve("local").toString(), out.toString()), run(spark(p), args));
            assertEquals(csv, Files.readString(out.resolve("report.csv")));
            assertEquals(cells, cells(out));
        }
    }

    /** Each stored cell's key and what it computed (the times left out). */
    private static Map<String, String> cells(Path dir) throws IOException {
        Map<String, String> out = new TreeMap<>();
        try (ResultStore store = ResultStore.open(dir.resolve("cells.jsonl"), false)) {
            for (CellResult r : store.results().values()) {
                out.put(r.key(), r.failed() + " " + r.testError() + " " + r.selected() + " " + r.message() + " "
                        + r.solvers() + " " + r.positive());
            }
        }
        return out;
    }

    @Test
    void cellsTravelAsTheSameCells() {
        Plan plan = Plan.of(Experiments.all(), 1, true, 7);
        assertFalse(plan.cells().isEmpty());
        for (Cell c : plan.cells()) {
            Cell back = CellForm.of(c).cell();
            assertEquals(c, back);
            assertEquals(c.key(), back.key());
        }
    }

    @Test
    void dataSetsTravelValueForValue() {
        SplittableRandom random = new SplittableRandom(3);
        int n = 7;
        int d = 4;
        double[] x = new double[n * d];
        int[] y = new int[n];
        double[] w = new double[n];
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                x[i * d + f] = random.nextInt(3) == 0 ? 0 : random.nextDouble(-1, 1);
            }
            y[i] = random.nextInt(3);
            w[i] = random.nextDouble(0.5, 2);
        }
        Labels labels = Labels.of("b", "a", "-1");
        Dataset dense = Dataset.dense(x, d, y, labels, w).withFeatureNames(List.of("p", "q", "r", "s"));
        int[] rowStart = {0, 2, 2, 3, 5, 5, 6, 8};
        int[] index = {0, 3, 1, 0, 2, 3, 1, 2};
        double[] value = {0.5, -1e-300, 0, 2.5, Math.PI, -7, 1e300, 0.1};
        Dataset sparse = Dataset.sparse(rowStart, index, value, 5, y, labels, null);
        for (Dataset data : List.of(dense, sparse, dense.view(new int[] {6, 0, 3, 3}), sparse.view(new int[] {4, 1})))
        {
            Dataset back = DatasetBytes.decode(bytes(data));
            assertEquals(data.size(), back.size());
            assertEquals(data.dimension(), back.dimension());
            assertEquals(data.isSparse(), back.isSparse());
            assertEquals(data.labels().names(), back.labels().names());
            assertEquals(data.featureNames(), back.featureNames());
            assertEquals(data.hasWeights(), back.hasWeights());
            for (int i = 0; i < data.size(); i++) {
                assertEquals(data.classOf(i), back.classOf(i));
                assertEquals(Double.doubleToRawLongBits(data.weight(i)), Double.doubleToRawLongBits(back.weight(i)));
                assertEquals(data.storedCount(i), back.storedCount(i));
                for (int k = 0; k < data.storedCount(i); k++) {
                    assertEquals(data.storedIndex(i, k), back.storedIndex(i, k));
                    assertEquals(Double.doubleToRawLongBits(data.storedValue(i, k)),
                            Double.doubleToRawLongBits(back.storedValue(i, k)));
                }
            }
            assertEquals(data.fingerprint(), back.fingerprint());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DatasetBytes.decode(new byte[] {1, 2, 3, 4}));
        assertTrue(e.getMessage().contains("INFD"), e.getMessage());
    }

    private static byte[] bytes(Dataset data) {
        try (var buffer = new ByteArrayOutputStream(); var out = new java.io.ObjectOutputStream(buffer)) {
            out.writeObject(DatasetBytes.of(data));
            out.flush();
            try (var in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(buffer.toByteArray()))) {
                // through Java serialisation, as Spark's broadcast carries it, and decoded afresh
                DatasetBytes read = (DatasetBytes) in.readObject();
                return read.bytes();
            }
        } catch (IOException | ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void badInputGivesTheLocalErrorOnTheDriver() {
        Dataset heart = org.infens.data.BundledData.load("heart");
        List<org.infens.select.Fold> folds = Folds.stratified(heart, 3, 1);
        LearnerContext context = new LearnerContext(1, 1);
        IllegalArgumentException local = assertThrows(IllegalArgumentException.class, () -> Engine.LOCAL
                .regressionGridSearch(List.of(Spec.parse("svm")), heart, folds, context, GridSearch.Options.fast()));
        IllegalArgumentException onSpark = assertThrows(IllegalArgumentException.class, () -> spark(2)
                .regressionGridSearch(List.of(Spec.parse("svm")), heart, folds, context, GridSearch.Options.fast()));
        assertEquals(local.getMessage(), onSpark.getMessage());
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> spark(-1));
        assertTrue(negative.getMessage().startsWith("partitions must be >= 0"), negative.getMessage());
    }
}

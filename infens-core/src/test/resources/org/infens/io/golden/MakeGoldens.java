import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.data.BundledData;
import org.infens.data.CsvFormat;
import org.infens.data.CsvOptions;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.io.ModelCodec;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * Writes the golden model files of GoldenModelsTest: the test data (bundled heart and iris, split two rows to
 * training, one to test), one model file per learner spec below, and for each model the prediction and decision
 * values of every test row ({@code NAME.predictions}: the predicted label, then the decision values in Java's
 * round-trip form, then the class probabilities of a model that has them; for a regressor the predicted value, and
 * the Laplace scale sigma of an SVR trained for probabilities). Run by make-goldens.sh; see README.md.
 */
public final class MakeGoldens {
    private static final List<String> HEART_NAMES = List.of("age", "sex", "cp", "trestbps", "chol", "fbs",
            "restecg", "thalach", "exang", "oldpeak", "slope", "ca", "thal");
    private static final List<String> IRIS_NAMES = List.of("sepal_length", "sepal_width", "petal_length",
            "petal_width");

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        Files.createDirectories(out);
        Dataset heart = BundledData.load("heart");
        Dataset iris = BundledData.load("iris");
        split(heart, out, "heart", HEART_NAMES);
        split(iris, out, "iris", IRIS_NAMES);
        precomputed(out);
        Dataset dna = BundledData.load("dna");
        split(dna.view(every(dna, 15, null)), out, "dna", null);
        split(dna.view(every(dna, 15, dna.classOf(0))), out, "dna2", null);

        // binary, LIBSVM data (no feature names)
        model(out, "svm-rbf", "heart", "libsvm", "svm(kernel=rbf, C=2)");
        model(out, "svm-precomputed", "heart-precomputed", "precomputed", "svm(kernel=precomputed, C=0.01)");
        model(out, "svm-sum", "heart", "libsvm", "svm(kernel=sum(a=stump, b=scale(kernel=rbf(gamma=0.1), by=2)), C=1)");
        model(out, "svm-middle-stump", "heart", "libsvm", "svm(kernel=middle-stump, C=1)");
        model(out, "svm-decision-tree", "heart", "libsvm", "svm(kernel=decision-tree(gamma=0.05), C=1)");
        model(out, "adaboost-stump", "heart", "libsvm", "adaboost(base=stump, T=15)");
        model(out, "adaboost-perceptron", "heart", "libsvm", "adaboost(base=perceptron(epochs=20), T=5)");
        model(out, "adaboost-c45", "heart", "libsvm", "adaboost(base=c45, T=4)");
        model(out, "adaboost-resample-c45", "heart", "libsvm", "adaboost(base=resample(base=c45), T=4)");
        model(out, "lpboost-resample-c45", "heart", "libsvm", "lpboost(base=resample, C=0.1, columns=6)");
        model(out, "resample-c45", "heart", "libsvm", "resample(base=c45)");
        model(out, "lpboost-stump", "heart", "libsvm", "lpboost(base=stump, C=0.1, columns=20)");
        model(out, "lpboost-perceptron", "heart", "libsvm", "lpboost(base=perceptron(epochs=20), C=0.1, columns=8)");
        model(out, "sampled-perceptron", "heart", "libsvm", "sampled-perceptron(candidates=50)");
        model(out, "adaboost-sampled-perceptron", "heart", "libsvm", "adaboost(base=sampled-perceptron(candidates=50), T=5)");
        model(out, "adaboost-mh-binary", "heart", "libsvm", "adaboost-mh(T=12)");
        model(out, "cgens-stump", "heart", "libsvm", "cgens(weak=stump, C=1, J=15)");
        model(out, "cgens-perceptron", "heart", "libsvm", "cgens(weak=perceptron, C=1, J=10, candidates=50)");
        model(out, "cgens-fourier", "heart", "libsvm", "cgens(weak=fourier(sigma=1), C=1, J=10, candidates=50)");
        model(out, "rff", "heart", "libsvm", "rff(D=20, sigma=1, C=1)");
        model(out, "kernel-perceptron", "heart", "libsvm", "kernel-perceptron(kernel=rbf, epochs=3)");
        model(out, "kernelboost-perceptron", "heart", "libsvm", "kernelboost(rounds=3, epochs=3)");
        model(out, "kernelboost-svm", "heart", "libsvm", "kernelboost(rounds=3, learner=svm, C=1)");
        model(out, "random-forest", "heart", "libsvm", "random-forest(trees=6, max-depth=4)");
        model(out, "bagging", "heart", "libsvm", "bagging(trees=4, max-depth=3)");
        model(out, "quasilinear", "heart", "libsvm", "quasilinear(trees=3, partitions=2, C=1, folds=2)");
        model(out, "stump", "heart", "libsvm", "stump");
        model(out, "perceptron", "heart", "libsvm", "perceptron(epochs=20)");
        model(out, "c45", "heart", "libsvm", "c45");

        // sparse support vectors (dna: 180 binary features, LIBSVM data), binary and multi-class
        model(out, "svm-sparse", "dna2", "libsvm", "svm(kernel=rbf, C=4)");
        model(out, "svm-sparse-multiclass", "dna", "libsvm", "svm(kernel=stump, C=1)");
        model(out, "kernel-perceptron-sparse", "dna2", "libsvm", "kernel-perceptron(kernel=rbf, epochs=2)");
        model(out, "kernelboost-svm-sparse", "dna2", "libsvm", "kernelboost(rounds=2, learner=svm, C=1)");

        // binary, CSV data with a header (the models record feature names; dense support vectors)
        model(out, "svm-stump-named", "heart", "csv", "svm(kernel=stump, C=0.5)");
        model(out, "adaboost-stump-named", "heart", "csv", "adaboost(base=stump, T=10)");
        model(out, "lpboost-named", "heart", "csv", "lpboost(base=stump, C=0.1, columns=10)");
        model(out, "cgens-stump-named", "heart", "csv", "cgens(weak=stump, C=1, J=10)");
        model(out, "kernel-perceptron-named", "heart", "csv", "kernel-perceptron(kernel=laplacian, epochs=2)");
        model(out, "random-forest-named", "heart", "csv", "random-forest(trees=4, max-depth=3)");
        model(out, "quasilinear-named", "heart", "csv", "quasilinear(trees=2, partitions=2, C=1, folds=2)");
        model(out, "c45-named", "heart", "csv", "c45");
        model(out, "perceptron-named", "heart", "csv", "perceptron(epochs=10)");
        model(out, "stump-named", "heart", "csv", "stump");

        // multi-class (iris), LIBSVM data
        model(out, "svm-multiclass", "iris", "libsvm", "svm(kernel=perceptron, C=1)");
        model(out, "adaboost-samme-c45", "iris", "libsvm", "adaboost(base=c45, T=4)");
        model(out, "adaboost-samme-stump", "iris", "libsvm", "adaboost(base=stump, T=10)");
        model(out, "adaboost-mh", "iris", "libsvm", "adaboost-mh(T=15)");
        model(out, "adaboost-ecc", "iris", "libsvm", "adaboost-ecc(T=15)");
        model(out, "adaboost-ecc-max-cut", "iris", "libsvm", "adaboost-ecc(T=15, coloring=max-cut)");
        model(out, "cgens-sls", "iris", "libsvm", "cgens-sls(weak=stump, C=1, J=10)");
        model(out, "kernelboost-multiclass", "iris", "libsvm", "kernelboost(rounds=2, epochs=2)");
        model(out, "random-forest-multiclass", "iris", "libsvm", "random-forest(trees=5, max-depth=3)");
        model(out, "quasilinear-multiclass", "iris", "libsvm", "quasilinear(trees=2, partitions=2, C=1, folds=2)");
        model(out, "ovo-perceptron", "iris", "libsvm", "ovo(base=perceptron(epochs=20))");
        model(out, "ovr-perceptron", "iris", "libsvm", "ovr(base=perceptron(epochs=20))");
        model(out, "ovo-svm", "iris", "libsvm", "ovo(base=svm(kernel=stump))");
        model(out, "ovr-c45", "iris", "libsvm", "ovr(base=c45)");
        model(out, "stump-multiclass", "iris", "libsvm", "stump");
        model(out, "c45-multiclass", "iris", "libsvm", "c45");

        // multi-class, CSV data with a header
        model(out, "svm-multiclass-named", "iris", "csv", "svm(kernel=rbf, C=4)");
        model(out, "ovo-named", "iris", "csv", "ovo(base=perceptron(epochs=10))");
        model(out, "ovr-named", "iris", "csv", "ovr(base=stump)");
        model(out, "adaboost-mh-named", "iris", "csv", "adaboost-mh(T=8)");
        model(out, "cgens-sls-named", "iris", "csv", "cgens-sls(weak=perceptron, C=1, J=6, candidates=40)");

        // issue 20: the other formulations of LIBSVM (format version 2); heart's labels +1/-1 are the SVRs' targets
        model(out, "svm-nu-svc", "heart", "libsvm", "svm(type=nu-svc, kernel=rbf, nu=0.4)");
        model(out, "one-class-svm", "heart", "libsvm", "svm(type=one-class, kernel=rbf(gamma=0.2), nu=0.3)");
        model(out, "svr-stump", "heart", "libsvm", "svm(type=epsilon-svr, kernel=stump, C=0.5, epsilon=0.2)");
        model(out, "svr-nu-named", "heart", "csv", "svm(type=nu-svr, kernel=rbf, C=2, nu=0.4)");

        // issue 20: probability estimates (format version 2): Platt's sigmoids and coupling, the SVR's Laplace scale
        model(out, "calibrated-svm", "heart", "libsvm", "calibrated(base=svm(kernel=rbf, C=2))");
        model(out, "calibrated-adaboost", "heart", "libsvm", "calibrated(base=adaboost(base=stump, T=10))");
        model(out, "calibrated-svm-multiclass", "iris", "libsvm", "calibrated(base=svm(kernel=stump, C=1))");
        model(out, "calibrated-ovo-named", "iris", "csv", "calibrated(base=ovo(base=perceptron(epochs=10)))");
        model(out, "svr-laplace", "heart", "libsvm", "calibrated(base=svm(type=epsilon-svr, kernel=rbf, C=1))");
    }

    /** Rows i % 3 == 2 to test, the others to training; LIBSVM files, and CSV files with {@code names}. */
    private static void split(Dataset all, Path out, String name, List<String> names) throws IOException {
        List<Integer> train = new ArrayList<>();
        List<Integer> test = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            (i % 3 == 2 ? test : train).add(i);
        }
        for (String part : List.of("train", "test")) {
            Dataset d = all.view((part.equals("train") ? train : test).stream().mapToInt(Integer::intValue).toArray());
            LibsvmFormat.write(d, out.resolve(name + "-" + part + ".libsvm"));
            if (names == null) {
                continue;
            }
            Path csv = out.resolve(name + "-" + part + ".csv");
            CsvFormat.write(d, csv);
            List<String> lines = new ArrayList<>(Files.readAllLines(csv, StandardCharsets.UTF_8));
            lines.set(0, String.join(",", names) + ",label");
            Files.write(csv, lines, StandardCharsets.UTF_8);
        }
    }

    /** LIBSVM's precomputed-kernel files (-t 4) of the linear kernel on the first 40 and 20 rows of the heart split. */
    private static void precomputed(Path out) throws IOException {
        Dataset train = LibsvmFormat.read(out.resolve("heart-train.libsvm")).view(range(40));
        for (String part : List.of("train", "test")) {
            Dataset d = part.equals("train") ? train
                    : LibsvmFormat.read(out.resolve("heart-test.libsvm")).view(range(20));
            try (Writer w = Files.newBufferedWriter(out.resolve("heart-precomputed-" + part + ".libsvm"))) {
                for (int i = 0; i < d.size(); i++) {
                    StringBuilder sb = new StringBuilder(d.labels().name(d.classOf(i))).append(" 0:").append(i + 1);
                    for (int j = 0; j < train.size(); j++) {
                        sb.append(' ').append(j + 1).append(':').append(d.dot(i, train, j));
                    }
                    w.write(sb.append('\n').toString());
                }
            }
        }
    }

    /** Every {@code step}-th row, or with {@code notClass} >= 0 every {@code step}-th row not of that class. */
    private static int[] every(Dataset d, int step, Integer notClass) {
        List<Integer> rows = new ArrayList<>();
        for (int i = 0; i < d.size(); i++) {
            if (notClass == null || d.classOf(i) != notClass) {
                rows.add(i);
            }
        }
        List<Integer> out = new ArrayList<>();
        for (int k = 0; k < rows.size(); k += step) {
            out.add(rows.get(k));
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static int[] range(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        return r;
    }

    private static Dataset read(Path out, String data, String format, String part) throws IOException {
        return switch (format) {
            case "csv" -> CsvFormat.read(out.resolve(data + "-" + part + ".csv"), CsvOptions.defaults());
            case "precomputed" -> LibsvmFormat.readPrecomputed(out.resolve(data + "-" + part + ".libsvm"));
            default -> LibsvmFormat.read(out.resolve(data + "-" + part + ".libsvm"));
        };
    }

    private static void model(Path out, String name, String data, String format, String spec) throws IOException {
        StringBuilder sb = new StringBuilder();
        if (Learners.isRegression(Spec.parse(spec))) {
            // a regressor: one predicted value per line
            Regressor model = Learners.createRegressor(Spec.parse(spec), new LearnerContext(1, 1))
                    .fit(read(out, data, format, "train"));
            ModelCodec.write(model, out.resolve(name + ".model"));
            for (double v : model.predictAll(read(out, data, format, "test"), 1)) {
                sb.append(v);
                if (model instanceof org.infens.svm.SvrModel svr && svr.sigma().isPresent()) {
                    sb.append(' ').append(svr.sigma().getAsDouble());
                }
                sb.append('\n');
            }
            finish(out, name, data, format, spec, sb);
            return;
        }
        Classifier model = Learners.create(spec, new LearnerContext(1, 1)).fit(read(out, data, format, "train"));
        ModelCodec.write(model, out.resolve(name + ".model"));
        for (Prediction p : model.predictAll(read(out, data, format, "test"), 1)) {
            sb.append(model.labels().name(p.classIndex()));
            for (double v : p.decisionValues()) {
                sb.append(' ').append(v);
            }
            for (int c = 0; p.hasProbabilities() && c < p.probabilities().length; c++) {
                sb.append(' ').append(p.probabilities()[c]);
            }
            sb.append('\n');
        }
        finish(out, name, data, format, spec, sb);
    }

    private static void finish(Path out, String name, String data, String format, String spec, StringBuilder sb)
            throws IOException {
        Files.writeString(out.resolve(name + ".predictions"), sb.toString(), StandardCharsets.UTF_8);
        try (Writer w = Files.newBufferedWriter(out.resolve("MODELS"), StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND)) {
            w.write(name + " " + data + " " + format + " " + spec + "\n");
        }
    }
}

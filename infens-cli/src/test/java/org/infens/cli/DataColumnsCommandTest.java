package org.infens.cli;

import static org.infens.cli.CliTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.cli.CliTestSupport.Result;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * train then predict on CSV and ARFF files: test columns are matched to the model's by name, and the CSV options
 * reach the readers.
 */
class DataColumnsCommandTest {
    @TempDir
    Path dir;

    /** Rows (a, b) with class x when a > b, else y: reading a and b swapped gets every row wrong. */
    private Path csv(String name, String header, boolean swapped, char delimiter) throws IOException {
        StringBuilder sb = new StringBuilder(header == null ? "" : header + "\n");
        for (int i = 0; i < 40; i++) {
            double a = (i * 7 % 19) / 19.0;
            double b = (i * 11 % 17) / 17.0;
            if (Math.abs(a - b) < 0.1) {
                continue;
            }
            sb.append(swapped ? b : a).append(delimiter).append(swapped ? a : b).append(delimiter)
                    .append(a > b ? "x" : "y").append('\n');
        }
        Path p = dir.resolve(name);
        Files.writeString(p, sb.toString());
        return p;
    }

    private Result train(Path data, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("train", "-q", "-t", "0", "-c", "100"));
        args.addAll(List.of(extra));
        args.add(data.toString());
        args.add(dir.resolve("m.json").toString());
        return run(args.toArray(new String[0]));
    }

    private Result predict(Path data, String... extra) {
        List<String> args = new java.util.ArrayList<>(List.of("predict"));
        args.addAll(List.of(extra));
        args.addAll(List.of(data.toString(), dir.resolve("m.json").toString(), dir.resolve("out.txt").toString()));
        return run(args.toArray(new String[0]));
    }

    /** Regression (HIGH): headers b,a,cls instead of a,b,cls gave 0% accuracy instead of 100%. */
    @Test
    void csvColumnsInAnotherOrderAreMatchedByName() throws IOException {
        Result t = train(csv("train.csv", "a,b,cls", false, ','));
        assertEquals(0, t.code(), t.err());
        Result same = predict(csv("same.csv", "a,b,cls", false, ','));
        assertTrue(same.out().startsWith("Accuracy = 100% "), same.out());
        Result swapped = predict(csv("swapped.csv", "b,a,cls", true, ','));
        assertEquals(0, swapped.code(), swapped.err());
        assertEquals(same.out().replace("same", ""), swapped.out());
    }

    /** Regression: a CSV missing a feature column was accepted. */
    @Test
    void missingExtraAndUnnamedColumnsAreErrors() throws IOException {
        assertEquals(0, train(csv("train.csv", "a,b,cls", false, ',')).code());
        Path missing = dir.resolve("missing.csv");
        Files.writeString(missing, "a,cls\n0.5,x\n");
        Result r = predict(missing);
        assertEquals(1, r.code());
        assertEquals(List.of("infens: " + missing + ": feature 'b' is missing; the model was trained on ['a', 'b']"),
                r.errLines());
        Path extra = dir.resolve("extra.csv");
        Files.writeString(extra, "a,b,c,cls\n0.5,0.1,3,x\n");
        assertEquals(List.of("infens: " + extra + ": feature 'c' is not in the model, which was trained on ['a', 'b'];"
                + " remove it"), predict(extra).errLines());
        Result noHeader = predict(csv("nh.csv", null, false, ','), "--no-header");
        assertEquals(1, noHeader.code());
        assertTrue(noHeader.err().contains("has no feature names"), noHeader.err());
    }

    /** Regression (HIGH): nominal values declared {blue,green,red} instead of {red,green,blue} gave 33%. */
    @Test
    void arffNominalValuesInAnotherOrderAndUnseenValues() throws IOException {
        StringBuilder rows = new StringBuilder();
        String[] colors = {"red", "green", "blue"};
        for (int i = 0; i < 30; i++) {
            rows.append(colors[i % 3]).append(", ").append(i % 5).append(", c").append(i % 3).append('\n');
        }
        Path train = dir.resolve("train.arff");
        Files.writeString(train, "@relation r\n@attribute color {red, green, blue}\n@attribute n numeric\n"
                + "@attribute class {c0, c1, c2}\n@data\n" + rows);
        Result t = train(train);
        assertEquals(0, t.code(), t.err());
        Path reordered = dir.resolve("test.arff");
        Files.writeString(reordered, "@relation r\n@attribute n numeric\n@attribute color {blue, green, red}\n"
                + "@attribute class {c0, c1, c2}\n@data\n" + rows.toString().replaceAll("(?m)^(\\w+), (\\d+)", "$2, $1"));
        assertEquals(predict(train).out().replace("train", ""), predict(reordered).out());
        assertTrue(predict(train).out().startsWith("Accuracy = 100% "), predict(train).out());
        Path purple = dir.resolve("purple.arff");
        Files.writeString(purple, "@relation r\n@attribute color {red, green, blue, purple}\n@attribute n numeric\n"
                + "@attribute class {c0, c1, c2}\n@data\nred, 1, c0\npurple, 2, c1\n");
        assertEquals(List.of("infens: " + purple + ": attribute 'color': value 'purple' (example 2) was not seen in"
                + " training"), predict(purple).errLines());
    }

    /** Regression (MEDIUM): the CSV options did not reach the CLI. */
    @Test
    void csvOptionsReachTrainAndPredict() throws IOException {
        Path semi = csv("semi.csv", null, false, ';');
        String[] opts = {"--no-header", "--delimiter", ";"};
        Result t = train(semi, opts);
        assertEquals(0, t.code(), t.err());
        Result p = predict(semi, opts);
        assertTrue(p.out().startsWith("Accuracy = 100% "), p.out() + p.err());
        // label in the first column, by name, with a row holding a missing value dropped
        Path first = dir.resolve("first.csv");
        StringBuilder sb = new StringBuilder("cls\ta\tb\n");
        for (String line : Files.readAllLines(semi)) {
            String[] f = line.split(";");
            sb.append(f[2]).append('\t').append(f[0]).append('\t').append(f[1]).append('\n');
        }
        sb.append("x\t?\t1\n");
        Files.writeString(first, sb.toString());
        String[] tab = {"--label-column", "cls", "--delimiter", "tab", "--drop-missing"};
        assertEquals(0, train(first, tab).code());
        Result pt = predict(first, tab);
        assertTrue(pt.out().startsWith("Accuracy = 100% "), pt.out() + pt.err());
        assertEquals(1, train(first, "--delimiter", "tab", "--label-column", "cls").code(), "'?' is rejected");
        assertEquals(0, train(first, "--delimiter", "tab", "--label-column", "0", "--drop-missing").code());
    }

    @Test
    void libsvmModelFormatWarnsThatNamesAreLost() throws IOException {
        Path data = csv("train.csv", "a,b,cls", false, ',').getParent().resolve("train.csv");
        Files.writeString(data, Files.readString(data).replace(",x\n", ",1\n").replace(",y\n", ",2\n"));
        Result r = train(data, "--model-format", "libsvm");
        assertEquals(0, r.code(), r.err());
        assertEquals(List.of("WARNING: LIBSVM model files cannot record the feature names of " + data + "; predict"
                + " will read test columns by position, so keep them in the same order (a JSON model matches them"
                + " by name)"), r.errLines());
    }

    @Test
    void singleFieldErrorNamesTheDelimiterAndSuggestsTheOption() throws IOException {
        Result r = train(csv("semi.csv", "a;b;cls", false, ';'));
        assertEquals(1, r.code());
        assertEquals(List.of("infens: " + dir.resolve("semi.csv") + ":1: the first record has a single field when"
                + " split at the delimiter ',' (and every record must have as many); if the file uses another"
                + " delimiter, set it with --delimiter C, e.g. --delimiter ';'"), r.errLines());
    }

    @Test
    void csvOptionsWithOtherFormatsAreUsageErrors() throws IOException {
        Path libsvm = CliTestSupport.fixture(dir, "heart_scale");
        Result r = train(libsvm, "--no-header");
        assertEquals(2, r.code());
        assertEquals(List.of("infens: --no-header applies to CSV files only, and " + libsvm + " is read as LIBSVM"),
                r.errLines());
        assertEquals(2, train(libsvm, "--label-column", "0").code());
        assertEquals(2, train(csv("a.csv", "a,b,cls", false, ','), "--delimiter", "ab").code());
    }
}

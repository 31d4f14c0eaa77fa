package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.infens.Model;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.svm.BinaryStats;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelCodecTest {
    private static final Provenance PROVENANCE = new Provenance("svm", "svm(kernel=laplacian(gamma=0.25), C=inf)",
            -42L, "abc123", 13, "0.1.0");

    @TempDir
    Path dir;

    /** A model with awkward coefficients (random 53-bit doubles); sparse or dense support vectors. */
    static SvmModel model(int classes, boolean sparse, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        String[] names = new String[classes];
        int[] counts = new int[classes];
        int total = 0;
        for (int c = 0; c < classes; c++) {
            names[c] = c == 0 ? "1" : c == 1 ? "-1" : "class " + c;
            counts[c] = 2 + c;
            total += counts[c];
        }
        int d = 5;
        double[] x = new double[total * d];
        int[] y = new int[total];
        for (int i = 0, s = 0; i < classes; i++) {
            for (int t = 0; t < counts[i]; t++, s++) {
                y[s] = i;
                for (int f = 0; f < d; f++) {
                    x[s * d + f] = rng.nextInt(3) == 0 ? 0 : rng.nextDouble(-1, 1);
                }
            }
        }
        Labels labels = Labels.of(names);
        Dataset sv = Dataset.dense(x, d, y, labels, null);
        if (sparse) {
            sv = toSparse(sv);
        }
        double[][] coef = new double[classes - 1][total];
        for (double[] row : coef) {
            for (int i = 0; i < total; i++) {
                row[i] = rng.nextDouble(-3, 3) * Math.pow(2, rng.nextInt(-20, 20));
            }
        }
        double[] rho = new double[classes * (classes - 1) / 2];
        for (int p = 0; p < rho.length; p++) {
            rho[p] = rng.nextDouble(-1, 1) / 3;
        }
        List<BinaryStats> stats = List.of(new BinaryStats(0, 1, -100.877288123, rho[0], 162, 7, 3, false));
        return new SvmModel(new SvmModel.State(labels, new org.infens.kernel.LaplacianKernel(1.0 / 3), counts, rho,
                coef, List.of(), sv, stats), PROVENANCE);
    }

    static Dataset toSparse(Dataset dense) {
        int n = dense.size();
        int d = dense.dimension();
        int[] rs = new int[n + 1];
        int[] fi = new int[n * d];
        double[] fv = new double[n * d];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int f = 0; f < d; f++) {
                double v = dense.get(i, f);
                if (v != 0) {
                    fi[k] = f;
                    fv[k++] = v;
                }
            }
            rs[i + 1] = k;
        }
        return Dataset.sparse(rs, fi, fv, d, dense.classIndices(), dense.labels(), null);
    }

    static Dataset probe(int n, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[n][5];
        for (double[] r : x) {
            for (int f = 0; f < r.length; f++) {
                r[f] = rng.nextDouble(-1.5, 1.5);
            }
        }
        return Dataset.dense(x, new int[n], Labels.of("1"));
    }

    private static void assertSameModel(SvmModel a, SvmModel b) {
        assertEquals(a.labels(), b.labels());
        assertEquals(a.kernel().spec(), b.kernel().spec());
        assertArrayEquals(a.classSupportCounts(), b.classSupportCounts());
        assertArrayEquals(a.rho(), b.rho());
        assertArrayEquals(a.coefficients(), b.coefficients());
        assertEquals(a.supportVectors().isSparse(), b.supportVectors().isSparse());
        assertEquals(a.supportVectors().fingerprint(), b.supportVectors().fingerprint());
        assertEquals(a.stats(), b.stats());
        assertEquals(a.provenance(), b.provenance());
        Dataset probe = probe(40, 99);
        for (int i = 0; i < probe.size(); i++) {
            assertArrayEquals(a.predict(probe, i).decisionValues(), b.predict(probe, i).decisionValues(), 0.0,
                    "row " + i);
            assertEquals(a.classOf(probe, i), b.classOf(probe, i));
        }
    }

    @Test
    void fileRoundTripGivesIdenticalDecisionValues() throws IOException {
        for (int classes = 2; classes <= 4; classes++) {
            for (boolean sparse : new boolean[] {false, true}) {
                SvmModel m = model(classes, sparse, classes * 10L + (sparse ? 1 : 0));
                Path f = dir.resolve("m" + classes + sparse + ".json");
                ModelCodec.write(m, f);
                Model back = ModelCodec.read(f);
                assertSameModel(m, assertInstanceOf(SvmModel.class, back));
            }
        }
    }

    @Test
    void streamRoundTripAndStableText() throws IOException {
        SvmModel m = model(3, true, 5);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        Model back = ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "memory", Model.class);
        assertSameModel(m, (SvmModel) back);
        ByteArrayOutputStream again = new ByteArrayOutputStream();
        ModelCodec.write(back, again);
        assertEquals(out.toString(StandardCharsets.UTF_8), again.toString(StandardCharsets.UTF_8));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith("{\n  \"format\": \"infens-model\",\n  \"formatVersion\": 1,\n  \"type\": \"svm\""),
                text.substring(0, 120));
    }

    @Test
    void reindentedFileStillReads() throws IOException {
        Path f = dir.resolve("m.json");
        SvmModel m = model(2, true, 3);
        ModelCodec.write(m, f);
        ObjectMapper mapper = new ObjectMapper();
        Files.writeString(f, mapper.writeValueAsString(mapper.readTree(f.toFile())));
        assertSameModel(m, (SvmModel) ModelCodec.read(f));
    }

    @Test
    void standardRegistryKnowsSvm() {
        assertTrue(ModelCodec.types().contains("svm"));
    }

    // ---------------------------------------------------------------- errors

    private Path written() throws IOException {
        Path f = dir.resolve("model.json");
        ModelCodec.write(model(3, false, 11), f);
        return f;
    }

    private IllegalArgumentException readFails(Path f) {
        return assertThrows(IllegalArgumentException.class, () -> ModelCodec.read(f));
    }

    @Test
    void typedReadGivesTheKindAskedForOrNamesBoth() throws IOException {
        Path f = written();
        assertEquals(3, ModelCodec.read(f, SvmModel.class).labels().size());
        assertEquals(3, ModelCodec.read(f, org.infens.Classifier.class).labels().size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ModelCodec.read(f, org.infens.forest.ForestModel.class));
        assertEquals("model file " + f + " holds a model of class SvmModel, not ForestModel", e.getMessage());
    }

    @Test
    void newerFormatVersionIsRefused() throws IOException {
        Path f = written();
        Files.writeString(f, Files.readString(f).replace("\"formatVersion\": 1,", "\"formatVersion\": 7,"));
        assertEquals("model file " + f + " has format version 7; this Infens reads versions up to "
                + ModelCodec.FORMAT_VERSION,
                readFails(f).getMessage());
    }

    @Test
    void truncatedFileIsNotValidJson() throws IOException {
        Path f = written();
        byte[] all = Files.readAllBytes(f);
        Files.write(f, java.util.Arrays.copyOf(all, all.length / 2));
        IllegalArgumentException e = readFails(f);
        assertTrue(e.getMessage().startsWith("model file " + f + " is not valid JSON (truncated?)"), e.getMessage());
        assertFalse(e.getMessage().contains("Source:") || e.getMessage().contains("StreamReadFeature"),
                "no Jackson internals: " + e.getMessage());
    }

    @Test
    void changedDigitFailsTheChecksum() throws IOException {
        Path f = written();
        String text = Files.readString(f);
        // change the first digit after the decimal point of the first coefficient
        Matcher m = Pattern.compile("\"coefficients\": \\[\\s*\\[-?\\d+\\.(\\d)").matcher(text);
        assertTrue(m.find());
        char old = text.charAt(m.start(1));
        char digit = old == '9' ? '0' : (char) (old + 1);
        String changed = text.substring(0, m.start(1)) + digit + text.substring(m.start(1) + 1);
        Files.writeString(f, changed);
        IllegalArgumentException e = readFails(f);
        assertTrue(e.getMessage().startsWith("model file " + f + " is corrupt: its sha256 checksum"), e.getMessage());
    }

    @Test
    void missingFieldIsNamed() throws IOException {
        Path f = written();
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(f.toFile());
        ((ObjectNode) root.get("model")).remove("rho");
        root.put("sha256", ModelCodec.checksum(root));
        Files.writeString(f, mapper.writeValueAsString(root));
        assertEquals("model file " + f + ": missing field 'model.rho'", readFails(f).getMessage());
    }

    @Test
    void inconsistentBodyIsReported() throws IOException {
        Path f = written();
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(f.toFile());
        ((ObjectNode) root.get("model")).putArray("rho").add(0.5);
        root.put("sha256", ModelCodec.checksum(root));
        Files.writeString(f, mapper.writeValueAsString(root));
        IllegalArgumentException e = readFails(f);
        assertTrue(e.getMessage().startsWith("model file " + f + ": ") && e.getMessage().contains("rho"),
                e.getMessage());
    }

    /** Issue 19: a kernel name of 100,000 characters in a JSON model was quoted whole in the message. */
    @Test
    void aLongKernelNameIsQuotedCut() throws IOException {
        String name = "a".repeat(100_000);
        for (String kernel : new String[] {name, "a." + name + " b"}) { // an unknown kernel; not a name at all
            Path f = written();
            ObjectMapper mapper = new ObjectMapper();
            ObjectNode root = (ObjectNode) mapper.readTree(f.toFile());
            ((ObjectNode) root.get("model").get("kernel")).put("name", kernel);
            root.put("sha256", ModelCodec.checksum(root));
            Files.writeString(f, mapper.writeValueAsString(root));
            String m = readFails(f).getMessage();
            assertTrue(m.length() < 600 && m.startsWith("model file " + f + ": field 'model.kernel")
                    && m.contains(" characters)"), m.substring(0, Math.min(600, m.length())));
        }
    }

    @Test
    void otherFilesAreRecognised() throws IOException {
        Path f = dir.resolve("x.json");
        Files.writeString(f, "{\"hello\": 1}");
        assertTrue(readFails(f).getMessage().contains("is not an Infens model file"));
        Files.writeString(f, "");
        assertEquals("model file " + f + " is empty", readFails(f).getMessage());
        Path g = written();
        Files.writeString(g, Files.readString(g).replace("\"type\": \"svm\"", "\"type\": \"nonesuch\""));
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(g.toFile());
        root.put("sha256", ModelCodec.checksum(root));
        Files.writeString(g, mapper.writeValueAsString(root));
        assertTrue(readFails(g).getMessage().contains("type 'nonesuch'"));
        assertThrows(java.nio.file.NoSuchFileException.class, () -> ModelCodec.read(dir.resolve("absent.json")));
    }

    @Test
    void unknownModelClassCannotBeWritten() {
        Model odd = () -> PROVENANCE;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ModelCodec.write(odd, dir.resolve("odd.json")));
        assertTrue(e.getMessage().startsWith("no model type for"), e.getMessage());
    }

    /** The writer's own scalar formatting is exactly Jackson's, which the checksum of older files used. */
    @Test
    void scalarsAreWrittenAsJacksonWritesThem() {
        com.fasterxml.jackson.databind.node.JsonNodeFactory f =
                com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        List<com.fasterxml.jackson.databind.JsonNode> nodes = new java.util.ArrayList<>(List.of(f.nullNode(),
                f.booleanNode(true), f.booleanNode(false), f.numberNode(0), f.numberNode(-7),
                f.numberNode(Long.MIN_VALUE), f.numberNode(Integer.MAX_VALUE), f.numberNode(-0.0), f.numberNode(Double.MIN_VALUE),
                f.numberNode(Double.MAX_VALUE), f.numberNode(1e-5), f.numberNode(1e7), f.numberNode(Double.NaN),
                f.numberNode(Double.NEGATIVE_INFINITY), f.numberNode(1.5f), f.textNode(""),
                f.textNode("caf\u00e9 \u2603"), f.textNode("\ud800 lone"), f.numberNode(new java.math.BigDecimal("1.10"))));
        SplittableRandom rng = new SplittableRandom(7);
        for (int i = 0; i < 5000; i++) {
            nodes.add(f.numberNode(Double.longBitsToDouble(rng.nextLong())));
            nodes.add(f.numberNode(rng.nextGaussian() * Math.pow(10, rng.nextInt(-30, 30))));
            nodes.add(f.numberNode(rng.nextLong()));
        }
        StringBuilder all = new StringBuilder();
        for (char c = 0; c < 0x3000; c++) {
            all.append(c).append("x\\\"/");
        }
        nodes.add(f.textNode(all.toString()));
        for (com.fasterxml.jackson.databind.JsonNode n : nodes) {
            StringBuilder sb = new StringBuilder();
            ModelCodec.scalar(n, sb);
            assertEquals(n.toString(), sb.toString());
        }
    }

    /**
     * A committed version-1 file (golden file) still reads, checksum included, and is rewritten byte for byte: a
     * change to the writer, the checksum or the body layout that would break files written by earlier releases
     * fails here. (Its checksum was updated once, when the checksum moved from the text of numbers to their values,
     * before any release.)
     */
    @Test
    void goldenFileStillReadsAndIsRewrittenIdentically() throws IOException {
        Path file = Path.of("src/test/resources/org/infens/io/model-v1-golden.json");
        Model m = ModelCodec.read(file);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ModelCodec.write(m, out);
        assertEquals(Files.readString(file), out.toString(StandardCharsets.UTF_8));
    }

    /**
     * The checksum covers values, not their text: the same file with a number written differently (as another JDK's
     * Double.toString might write it) still verifies, while a different value does not.
     */
    @Test
    void checksumDependsOnValuesNotOnHowNumbersAreWritten() throws IOException {
        Path golden = Path.of("src/test/resources/org/infens/io/model-v1-golden.json");
        String text = Files.readString(golden);
        assertTrue(text.contains("\"gamma\": 0.3"), "fixture layout changed");
        Model same = ModelCodec.read(new java.io.ByteArrayInputStream(
                text.replace("\"gamma\": 0.3", "\"gamma\": 3.000e-1").getBytes(StandardCharsets.UTF_8)), "same",
                Model.class);
        assertTrue(same instanceof org.infens.svm.SvmModel);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ModelCodec.read(
                new java.io.ByteArrayInputStream(text.replace("\"gamma\": 0.3", "\"gamma\": 0.30000000000000004")
                        .getBytes(StandardCharsets.UTF_8)), "changed", Model.class));
        assertTrue(e.getMessage().contains("checksum"), e.getMessage());
    }
}

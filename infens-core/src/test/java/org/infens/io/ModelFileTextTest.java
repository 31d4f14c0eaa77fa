package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.infens.Prediction;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.svm.SvmModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Model files as text: a UTF-8 byte-order mark is skipped, bytes that are not UTF-8 are an error naming the place. */
class ModelFileTextTest {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @TempDir
    Path dir;

    private byte[] fixture(String name) throws IOException {
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("libsvm/" + name), name)) {
            return in.readAllBytes();
        }
    }

    private Path file(String name, byte[]... parts) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p);
        }
        return Files.write(dir.resolve(name), out.toByteArray());
    }

    @Test
    void libsvmModelWithAByteOrderMarkReadsTheSame() throws IOException {
        byte[] model = fixture("heart_scale.rbf.model");
        Dataset heart = BundledData.load("heart");
        SvmModel plain = (SvmModel) LibsvmModelFormat.read(file("plain.model", model));
        SvmModel marked = (SvmModel) LibsvmModelFormat.read(file("bom.model", BOM, model));
        assertArrayEquals(Prediction.classIndices(plain.predictAll(heart, 1)),
                Prediction.classIndices(marked.predictAll(heart, 1)));
    }

    @Test
    void libsvmModelWithInvalidUtf8NamesLineAndByteOffset() throws IOException {
        byte[] model = fixture("heart_scale.rbf.model");
        int secondLine = indexOf(model, (byte) '\n') + 1;
        byte[] head = java.util.Arrays.copyOf(model, secondLine);
        byte[] tail = java.util.Arrays.copyOfRange(model, secondLine, model.length);
        Path bad = file("bad.model", head, new byte[] {(byte) 0xFF}, tail);
        String m = assertThrows(IllegalArgumentException.class, () -> LibsvmModelFormat.read(bad)).getMessage();
        assertTrue(m.startsWith(bad + ":2: invalid UTF-8 at byte offset " + secondLine), m);
    }

    private static final SvmModel MODEL = ModelCodecTest.model(2, false, 3);

    private byte[] json() throws IOException {
        Path plain = dir.resolve("m.json");
        ModelCodec.write(MODEL, plain);
        return Files.readAllBytes(plain);
    }

    @Test
    void jsonModelWithAByteOrderMarkReadsTheSame() throws IOException {
        SvmModel back = ModelCodec.read(file("bom.json", BOM, json()), SvmModel.class);
        Dataset sv = MODEL.supportVectors();
        assertArrayEquals(Prediction.classIndices(MODEL.predictAll(sv, 1)),
                Prediction.classIndices(back.predictAll(sv, 1)));
    }

    @Test
    void jsonModelWithInvalidUtf8NamesTheFileAndLine() throws IOException {
        byte[] json = json();
        int secondLine = indexOf(json, (byte) '\n') + 1;
        int quote = secondLine + indexOf(java.util.Arrays.copyOfRange(json, secondLine, json.length), (byte) '"');
        json[quote + 1] = (byte) 0xFF;
        Path bad = file("bad.json", json);
        String m = assertThrows(IllegalArgumentException.class, () -> ModelCodec.read(bad)).getMessage();
        assertTrue(m.contains(bad.toString()) && m.contains("line 2"), m);
    }

    private static int indexOf(byte[] a, byte b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == b) {
                return i;
            }
        }
        return -1;
    }
}

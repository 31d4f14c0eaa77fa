package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** DataFiles dispatch, atomic writes and bundled data. */
class FilesTest {

    @Test
    void dispatchByExtension(@TempDir Path dir) throws IOException {
        Path csv = dir.resolve("a.CSV");
        Files.writeString(csv, "x,y,label\n1,2,pos\n");
        Path arff = dir.resolve("a.arff");
        Files.writeString(arff, "@relation r\n@attribute x numeric\n@attribute y numeric\n@attribute c {pos}\n"
                + "@data\n1,2,pos\n");
        Path libsvm = dir.resolve("a.data");
        Files.writeString(libsvm, "pos 1:1 2:2\n");
        Dataset a = DataFiles.read(csv);
        assertEquals(a.fingerprint(), DataFiles.read(arff).fingerprint());
        assertEquals(a.fingerprint(), DataFiles.read(libsvm).fingerprint());
        Files.writeString(libsvm, "pos 1:x\n");
        DataFormatException e = assertThrows(DataFormatException.class, () -> DataFiles.read(libsvm));
        assertEquals(libsvm + ":1: feature 1: 'x' is not a number", e.getMessage());
        assertEquals(1, e.line());
        assertEquals("feature 1", e.field());
    }

    @Test
    void atomicWriteReplacesOrLeavesTheOldFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("model.txt");
        AtomicFiles.write(target, w -> w.write("first\n"));
        assertEquals("first\n", Files.readString(target));
        AtomicFiles.write(target, w -> w.write("second\n"));
        assertEquals("second\n", Files.readString(target));
        IOException boom = assertThrows(IOException.class, () -> AtomicFiles.write(target, w -> {
            w.write("partial");
            throw new IOException("disk full");
        }));
        assertEquals("disk full", boom.getMessage());
        assertEquals("second\n", Files.readString(target), "a failed write keeps the old file");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "no temporary files are left");
        }
    }

    @Test
    void bundledDataByName() {
        assertTrue(BundledData.names().contains("heart"), BundledData.names().toString());
        Dataset heart = BundledData.load("heart");
        assertEquals(270, heart.size());
        assertEquals(heart.fingerprint(), BundledData.load("heart").fingerprint());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BundledData.load("no-such-set"));
        assertTrue(e.getMessage().contains("'no-such-set'") && e.getMessage().contains("available: [")
                && e.getMessage().contains("heart"), e.getMessage());
    }
}

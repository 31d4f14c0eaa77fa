package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the readers do with input a fuzzer found slipping through (issue "Right the first time"): a byte-order mark,
 * control characters in fields, {@code #} inside a value, bytes that are not UTF-8, and huge tokens in messages.
 * Every reader is tried: LIBSVM (plain and precomputed), CSV, ARFF and range files.
 */
class BadInputTest {
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    @TempDir
    Path dir;

    private Path file(String name, byte[]... parts) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p);
        }
        Path f = dir.resolve(name);
        Files.write(f, out.toByteArray());
        return f;
    }

    private static byte[] utf8(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    private static String error(Executable read) {
        return assertThrows(DataFormatException.class, read).getMessage();
    }

    private static void assertStarts(String prefix, String message) {
        assertTrue(message.startsWith(prefix), "expected '" + prefix + "...', got: " + message);
    }

    @Test
    void byteOrderMarkIsSkippedByEveryReader() throws IOException {
        Dataset libsvm = LibsvmFormat.read(file("a.txt", BOM, utf8("+1 1:1\n-1 1:2\n")));
        assertEquals(Labels.of("1", "-1"), libsvm.labels(), "no third class '\\uFEFF+1'");
        Dataset fromReader = LibsvmFormat.read(new StringReader("\uFEFF+1 1:1\n-1 1:2\n"), "r");
        assertEquals(Labels.of("1", "-1"), fromReader.labels());
        Dataset pre = LibsvmFormat.readPrecomputed(file("k.txt", BOM, utf8("1 0:1 1:4\n")));
        assertArrayEquals(new double[] {1, 4}, pre.row(0));

        Dataset csv = CsvFormat.read(file("a.csv", BOM, utf8("a,b,label\n1,2,x\n")), CsvOptions.defaults());
        assertEquals(List.of("a", "b"), csv.featureNames(), "the first column is 'a', not '\\uFEFFa'");
        Dataset csvReader = CsvFormat.read(new StringReader("\uFEFFa,b,label\n1,2,x\n"), "r", CsvOptions.defaults());
        assertEquals(List.of("a", "b"), csvReader.featureNames());

        Dataset arff = ArffFormat.read(file("a.arff", BOM,
                utf8("@relation r\n@attribute a numeric\n@attribute c {x,y}\n@data\n1,x\n2,y\n")));
        assertEquals(2, arff.size());

        Scaling s = Scaling.read(file("range", BOM, utf8("x\n-1 1\n1 0 2\n")));
        assertEquals(2.0, s.max(0));
    }

    @Test
    void controlCharactersInLabelsAreErrors() {
        assertStarts("t:2: label: '+1\\u0000' contains U+0000 (NULL), which is not allowed in a field",
                error(() -> LibsvmFormat.read(new StringReader("+1 1:1\n+1\0 1:2\n"), "t")));
        assertStarts("t:1: label: '\\u001B[31m1' contains U+001B (ESCAPE)",
                error(() -> LibsvmFormat.read(new StringReader("\u001b[31m1 1:1\n"), "t")));
        assertStarts("t:2: label: '\\uFEFF-1' contains U+FEFF (byte-order mark)",
                error(() -> LibsvmFormat.read(new StringReader("+1 1:1\n\uFEFF-1 1:2\n"), "t")));
        assertStarts("t:1: label: '1\\u0085' contains U+0085",
                error(() -> LibsvmFormat.read(new StringReader("1\u0085 1:1\n"), "t")));
        assertStarts("t:1: label: '\\u0000'", error(() -> LibsvmFormat.readPrecomputed(
                new StringReader("\0 0:1 1:4\n"), "t")));

        CsvOptions csv = CsvOptions.defaults();
        assertStarts("t:2: column 'label' (index 2): 'x\\u0000' contains U+0000",
                error(() -> CsvFormat.read(new StringReader("a,b,label\n1,2,x\0\n"), "t", csv)));
        assertStarts("t:2: column 'label' (index 2): 'x\\ny' contains U+000A",
                error(() -> CsvFormat.read(new StringReader("a,b,label\n1,2,\"x\ny\"\n"), "t", csv)));
        assertStarts("t:1: column 'a\\u0001' (index 0): 'a\\u0001' contains U+0001",
                error(() -> CsvFormat.read(new StringReader("a\u0001,b,label\n1,2,x\n"), "t", csv)));
        assertStarts("t:1: column 3 (index 2): 'x\\t\\u0000' contains U+0009",
                error(() -> CsvFormat.read(new StringReader("1,2,x\t\0\n"), "t", csv.withHeader(false))));

        String header = "@relation r\n@attribute a numeric\n";
        assertStarts("t:3: attribute 'c\\u0000': 'c\\u0000' contains U+0000", error(() -> ArffFormat.read(
                new StringReader(header + "@attribute c\0 {x,y}\n@data\n1,x\n"), "t", null, false)));
        assertStarts("t:3: attribute 'c': 'x\\ty' contains U+0009", error(() -> ArffFormat.read(
                new StringReader(header + "@attribute c {'x\\ty',y}\n@data\n1,y\n"), "t", null, false)));
        assertStarts("t:3: attribute 'c': 'x\\u0007' contains U+0007", error(() -> ArffFormat.read(
                new StringReader(header + "@attribute c {x\u0007,y}\n@data\n1,y\n"), "t", null, false)));
    }

    @Test
    void otherSpacesAroundALabelOrNameAreErrors() throws IOException {
        assertStarts("t:2: label: '-1\\u00A0' ends with U+00A0 (NO-BREAK SPACE)",
                error(() -> LibsvmFormat.read(new StringReader("+1 1:1\n-1\u00a0 1:2\n"), "t")));
        assertStarts("t:2: column 'label' (index 2): '\\u3000x' starts with U+3000",
                error(() -> CsvFormat.read(new StringReader("a,b,label\n1,2,\u3000x\n"), "t", CsvOptions.defaults())));
        // inside a label or name they are text
        Dataset d = CsvFormat.read(new StringReader("a\u00a0b,label\n1,New\u00a0York\n"), "t", CsvOptions.defaults());
        assertEquals(List.of("a\u00a0b"), d.featureNames());
        assertEquals("New\u00a0York", d.labels().name(0));
    }

    @Test
    void controlCharactersAtTheEndOfALineAreNotTrimmedAway() {
        // String.trim drops every character up to U+0020, so a NUL at the end of a line vanished
        assertStarts("t:2: column 'label' (index 2): 'x\\u0000' contains U+0000",
                error(() -> CsvFormat.read(new StringReader("a,b,label\n1,2,x\0"), "t", CsvOptions.defaults())));
        assertStarts("t:1: expected 'x' or 'y', found 'x\\u0000'",
                error(() -> Scaling.read(new StringReader("x\0\n-1 1\n1 0 2\n"), "t")));
        assertStarts("t:5: attribute 'c': '\\u0000x' is not one of the declared values ['x', 'y']",
                error(() -> ArffFormat.read(new StringReader(
                        "@relation r\n@attribute a numeric\n@attribute c {x,y}\n@data\n1,\0x\n"), "t", null, false)));
    }

    @Test
    void hashInsideATokenIsAnErrorNotAComment() throws IOException {
        String inf = error(() -> LibsvmFormat.read(new StringReader("+1 1:0.5 2:1.#INF 3:1\n"), "t"));
        assertStarts("t:1: feature 2: '1.#INF' is not a number; a comment starts with '#' at the start of a line or"
                + " after a blank", inf);
        assertTrue(inf.contains("Microsoft"), inf);
        assertStarts("t:1: label: '+1#x' contains '#'",
                error(() -> LibsvmFormat.read(new StringReader("+1#x 1:1\n"), "t")));
        assertStarts("t:1: feature index '1#'",
                error(() -> LibsvmFormat.read(new StringReader("+1 1#:1\n"), "t")));
        // comments after a blank and on their own line still read
        Dataset d = LibsvmFormat.read(new StringReader("#c\n+1 1:1 #c\n-1 1:2\t#c:d\n  # 1:1\n"), "t");
        assertEquals(2, d.size());
        assertArrayEquals(new double[] {2}, d.row(1));
    }

    @Test
    void indicesAreAsciiDigits() {
        // Integer.parseInt reads the digits of every script: '\u0663' (Arabic-Indic three) was feature 3
        assertStarts("t:3: index: '\u0663' is not a positive integer",
                error(() -> Scaling.read(new StringReader("x\n-1 1\n\u0663 0 2\n"), "t")));
        assertStarts("t:3: index: '+1' is not a positive integer",
                error(() -> Scaling.read(new StringReader("x\n-1 1\n+1 0 2\n"), "t")));
        assertStarts("t:5: sparse entry '\u0660 1': '\u0660' is not an attribute index",
                error(() -> ArffFormat.read(new StringReader("@relation r\n@attribute a numeric\n"
                        + "@attribute c {x,y}\n@data\n{\u0660 1, 1 y}\n"), "t", null, false)));
    }

    @Test
    void invalidUtf8NamesFileLineAndByteOffset() throws IOException {
        byte[] bad = {(byte) 0xFF};
        Path libsvm = file("bad.txt", utf8("+1 1:1\n-1 1:2\r\n+1 1:"), bad, utf8("3\n"));
        assertStarts(libsvm + ":3: invalid UTF-8 at byte offset 20 (byte 6 of the line): 0xFF; the file must be"
                + " UTF-8 text", error(() -> LibsvmFormat.read(libsvm)));
        Path pre = file("pre.txt", utf8("1 0:1 1:4\n"), bad);
        assertStarts(pre + ":2: invalid UTF-8 at byte offset 10", error(() -> LibsvmFormat.readPrecomputed(pre)));
        Path csv = file("bad.csv", utf8("a,b,label\n1,2,caf"), new byte[] {(byte) 0xE9}, utf8("\n"));
        assertStarts(csv + ":2: invalid UTF-8 at byte offset 17 (byte 8 of the line): 0xE9",
                error(() -> CsvFormat.read(csv, CsvOptions.defaults())));
        Path arff = file("bad.arff", utf8("@relation r\n@attribute a numeric\n@attribute c {x,"),
                new byte[] {(byte) 0xC3, 0x28}, utf8("}\n@data\n1,x\n"));
        assertStarts(arff + ":3: invalid UTF-8 at byte offset 49", error(() -> ArffFormat.read(arff)));
        Path range = file("range", utf8("x\n-1 1\n1 0 2\n2 0 "), bad, utf8("\n"));
        assertStarts(range + ":4: invalid UTF-8 at byte offset 17", error(() -> Scaling.read(range)));
    }

    @Test
    void anEarlierErrorIsReportedBeforeLaterInvalidBytes() throws IOException {
        Path f = file("early.txt", utf8("+1 1:1\n-1 1:abc\n+1 1:2\n"), new byte[] {(byte) 0x80}, utf8("\n"));
        assertStarts(f + ":2: feature 1: 'abc' is not a number", error(() -> LibsvmFormat.read(f)));
    }

    private static byte[] gzip(byte[] text) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (java.util.zip.GZIPOutputStream z = new java.util.zip.GZIPOutputStream(out)) {
            z.write(text);
        }
        return out.toByteArray();
    }

    /** Gzip data is read as the text it holds, whatever the file's name, as scikit-learn and Spark read it. */
    @Test
    void gzipFilesAreDecompressedByEveryReader() throws IOException {
        String libsvm = "+1 1:1 3:0.5\n-1 2:2\n+1 1:-1\n";
        Dataset plain = LibsvmFormat.read(file("a.txt", utf8(libsvm)));
        for (String name : List.of("a.txt.gz", "a-without-extension")) {
            Dataset gz = LibsvmFormat.read(file(name, gzip(utf8(libsvm))));
            assertEquals(plain.labels(), gz.labels(), name);
            assertEquals(plain.size(), gz.size(), name);
            for (int i = 0; i < plain.size(); i++) {
                assertArrayEquals(plain.row(i), gz.row(i), name + " row " + i);
                assertEquals(plain.classOf(i), gz.classOf(i), name + " row " + i);
            }
        }
        // concatenated members (cat a.gz b.gz) are one text, whatever their optional header fields (gzip(1) writes
        // the file name); .csv.gz and .arff.gz are CSV and ARFF
        Path three = file("three.gz", gzip(utf8("+1 1:1\n")), withOptionalFields(gzip(utf8("-1 1:2\n"))),
                gzip(utf8("+1 1:3\n")));
        Dataset d = LibsvmFormat.read(three);
        assertEquals(3, d.size());
        assertArrayEquals(new double[] {2}, d.row(1));
        Dataset csv = DataFiles.read(file("b.CSV.gz", gzip(utf8("x,label\n1.5,a\n2.5,b\n"))));
        assertEquals(Labels.of("a", "b"), csv.labels());
        assertArrayEquals(new double[] {2.5}, csv.row(1));
        assertEquals("arff", DataFiles.format(Path.of("x.arff.gz")));
        assertEquals("libsvm", DataFiles.format(Path.of("x.gz")));
        Dataset pre = LibsvmFormat.readPrecomputed(file("k.gz", gzip(utf8("1 0:1 1:4\n"))));
        assertArrayEquals(new double[] {1, 4}, pre.row(0));
        // members larger than the reader's 64 KiB buffers, so that members end and begin inside a buffer
        StringBuilder big = new StringBuilder();
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        for (int i = 0; i < 30_000; i++) {
            big.append(i % 2 == 0 ? "+1" : "-1");
            for (int f = 1; f <= 5; f++) {
                big.append(' ').append(f).append(':').append(random.nextInt(1000) / 7.0);
            }
            big.append('\n');
        }
        byte[] text = utf8(big.toString());
        Dataset whole = LibsvmFormat.read(file("big.txt", text));
        Dataset parts = LibsvmFormat.read(file("big.gz", gzip(java.util.Arrays.copyOf(text, text.length / 3)),
                gzip(java.util.Arrays.copyOfRange(text, text.length / 3, text.length))));
        assertEquals(whole.size(), parts.size());
        for (int i = 0; i < whole.size(); i += 997) {
            assertArrayEquals(whole.row(i), parts.row(i), "row " + i);
        }
    }

    /** CSV read as LIBSVM (a file not named .csv): every line would be a class of its own without features. */
    @Test
    void csvLinesReadAsLibsvmAreRefusedNamingTheFormat() throws IOException {
        Path csv = file("t.txt", utf8("a,b,label\n1,2,x\n"));
        assertStarts(csv + ":1: label: 'a,b,label' contains ',': the line looks like CSV, not LIBSVM",
                error(() -> LibsvmFormat.read(csv)));
        Path semicolons = file("s.txt", utf8("+1 1:1\n1;2;3\n"));
        assertStarts(semicolons + ":2: label: '1;2;3' contains ';'", error(() -> LibsvmFormat.read(semicolons)));
        // word labels without separators are still labels
        assertEquals(Labels.of("yes", "no"), LibsvmFormat.read(file("w.txt", utf8("yes 1:1\nno 1:2\n"))).labels());
    }

    /** A named pipe cannot say how much it holds: neither the gzip check nor gzip's end of member may ask it. */
    @Test
    void gzipDataComesThroughANamedPipe() throws Exception {
        Path fifo = dir.resolve("data.fifo");
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(made, "mkfifo is not available");
        byte[] data = concat(gzip(utf8("+1 1:1\n-1 1:2\n")), gzip(utf8("+1 1:3\n")));
        Thread writer = new Thread(() -> {
            try {
                Files.write(fifo, data);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        writer.start();
        Dataset d = LibsvmFormat.read(fifo);
        writer.join(10_000);
        assertEquals(3, d.size());
        assertArrayEquals(new double[] {3}, d.row(2));
    }

    /** Errors inside gzip data name the line of the decompressed text; corrupt gzip data is a clear error. */
    @Test
    void errorsInGzipFilesNameTheLineOfTheDecompressedText() throws IOException {
        Path bad = file("bad.gz", gzip(utf8("+1 1:1\n-1 1:abc\n")));
        assertStarts(bad + ":2: feature 1: 'abc' is not a number", error(() -> LibsvmFormat.read(bad)));
        Path utf = file("utf.gz", gzip(concat(utf8("+1 1:1\n-1 1:2 # "), new byte[] {(byte) 0xFF}, utf8("\n"))));
        assertStarts(utf + ":2: invalid UTF-8 at byte offset 16 of the decompressed text (byte 10 of the line)",
                error(() -> LibsvmFormat.read(utf)));
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            rows.append(i % 2 == 0 ? "+1" : "-1").append(" 1:").append(i).append(" 2:").append(i * 7 % 13)
                    .append('\n');
        }
        byte[] whole = gzip(utf8(rows.toString()));
        Path cut = file("cut.gz", java.util.Arrays.copyOf(whole, whole.length / 2));
        String m = error(() -> LibsvmFormat.read(cut));
        assertTrue(m.startsWith(cut + ":") && m.contains("the gzip data is corrupt, truncated"), m);
        int at = cut.toString().length() + 1;
        int line = Integer.parseInt(m.substring(at, m.indexOf(':', at)));
        assertTrue(line > 1 && line < 20_000, "the line where the data broke off: " + m);
        Path header = file("header.gz", new byte[] {0x1F, (byte) 0x8B, 8});
        assertStarts(header + ":1: the gzip data is corrupt, truncated or followed by other bytes, after byte offset 0"
                + " of the decompressed text: the gzip data ends inside the header or trailer of member 1",
                error(() -> LibsvmFormat.read(header)));
        // bytes after the last member that are not gzip, a second member cut short, a corrupt member: refused,
        // not dropped (the JDK's GZIPInputStream ends silently at the first two)
        byte[] first = gzip(utf8("+1 1:1\n-1 1:2\n"));
        Path garbage = file("garbage.gz", first, utf8("+1 1:5\n-1 1:3\n"));
        assertStarts(garbage + ":3: the gzip data is corrupt, truncated or followed by other bytes, after byte offset"
                + " 14 of the decompressed text: bytes after gzip member 1 that are not another gzip member",
                error(() -> LibsvmFormat.read(garbage)));
        byte[] second = gzip(utf8("+1 1:3\n"));
        Path shortSecond = file("short.gz", first, java.util.Arrays.copyOf(second, 20));
        assertTrue(error(() -> LibsvmFormat.read(shortSecond)).contains(
                "ends inside the header or trailer of member 2"));
        Path cutInside = file("inside.gz", first, java.util.Arrays.copyOf(second, 12));
        assertTrue(error(() -> LibsvmFormat.read(cutInside)).contains("ends inside member 2"));
        byte[] corrupt = first.clone();
        corrupt[corrupt.length - 6] ^= 1; // a bit of the CRC-32 in the trailer
        Path badCrc = file("crc.gz", corrupt);
        assertTrue(error(() -> LibsvmFormat.read(badCrc)).contains("member 1 fails its CRC-32 check"));
        // text that arrives as a stream is not decompressed: the hint says what it is
        String hint = assertThrows(DataFormatException.class, () -> LibsvmFormat.read(TextInput.open(
                new java.io.ByteArrayInputStream(gzip(utf8("+1 1:1\n"))), "stream"), "stream")).getMessage();
        assertTrue(hint.contains("gzip-compressed"), hint);
    }

    /** The member with FEXTRA, FNAME, FCOMMENT and FHCRC fields added to its header (RFC 1952, 2.3.1). */
    private static byte[] withOptionalFields(byte[] member) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(member, 0, 3);
        out.write(member[3] | 4 | 8 | 16 | 2);
        out.write(member, 4, 6);
        out.writeBytes(new byte[] {3, 0, 'a', 'b', 'c'});
        out.writeBytes(utf8("data.txt\0a comment\0"));
        out.writeBytes(new byte[] {0x12, 0x34}); // the header CRC-16: not checked
        out.write(member, 10, member.length - 10);
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void invalidUtf8SaysWhatTheFileIsWhenItsStartShows() throws IOException {
        Path utf16 = file("utf16.csv", new byte[] {(byte) 0xFF, (byte) 0xFE, 'a', 0, ',', 0, 'b', 0});
        String m = error(() -> CsvFormat.read(utf16, CsvOptions.defaults()));
        assertStarts(utf16 + ":1: invalid UTF-8 at byte offset 0 (byte 1 of the line): 0xFF", m);
        assertTrue(m.contains("UTF-16"), m);
        Path bz2 = file("data.bz2", utf8("BZh91AY&SY"), new byte[] {(byte) 0x9E, 0x31});
        assertTrue(error(() -> LibsvmFormat.read(bz2)).contains("bzip2-compressed"));
    }

    @Test
    void hugeTokensAreCutInMessages() throws IOException {
        String million = "1".repeat(1_000_000);
        List<Executable> reads = List.of(
                () -> LibsvmFormat.read(new StringReader("+1 1:" + million + "\n"), "t"),
                () -> LibsvmFormat.read(new StringReader("+1 1:1 " + million + "\n"), "t"),
                () -> LibsvmFormat.read(new StringReader("+1 " + million + ":1\n"), "t"),
                () -> LibsvmFormat.read(new StringReader(million + ":1 1:1\n"), "t"),
                () -> LibsvmFormat.read(new StringReader("x" + million + "\0 1:1\n"), "t"),
                () -> LibsvmFormat.readPrecomputed(new StringReader("1 0:1." + million + "\n"), "t"),
                () -> CsvFormat.read(new StringReader("a,b,label\n1," + million + "x,x\n"), "t",
                        CsvOptions.defaults()),
                () -> CsvFormat.read(new StringReader("a," + million + "," + million + ",label\n1,2,3,x\n"), "t",
                        CsvOptions.defaults()),
                () -> CsvFormat.read(new StringReader(million + ",b\n1,2\n"), "t",
                        CsvOptions.defaults().withLabelColumn("z")),
                () -> ArffFormat.read(new StringReader("@relation r\n@attribute a numeric\n@attribute c {x,y}\n"
                        + "@data\n1," + million + "\n"), "t", null, false),
                () -> ArffFormat.read(new StringReader("@relation r\n@attribute a " + million + "\n"), "t",
                        null, false),
                () -> ArffFormat.read(new StringReader(million + "\n"), "t", null, false),
                () -> Scaling.read(new StringReader("x\n-1 1\n1 0 " + million + "\n"), "t"),
                () -> Scaling.read(new StringReader("x\n-1 1\n" + million + " 0 1\n"), "t"),
                () -> Scaling.read(new StringReader(million + "\n"), "t"));
        for (Executable read : reads) {
            String m = error(read);
            assertTrue(m.length() < 250, m.length() + " characters: " + m.substring(0, Math.min(300, m.length())));
            assertTrue(m.contains(" characters)"), m);
        }
    }
}

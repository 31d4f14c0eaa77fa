package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link TextInput}'s decoding against the JDK's, in random chunks, and where it places invalid bytes. */
class TextInputTest {

    /** Random text of ASCII, line breaks of every kind and two-, three- and four-byte characters. */
    private static String randomText(SplittableRandom rng, int length) {
        String[] pieces = {"a", "1", " ", ":", "\n", "\r", "\r\n", "é", "日", "\uD83D\uDE00", "\t"};
        StringBuilder sb = new StringBuilder();
        while (sb.length() < length) {
            sb.append(pieces[rng.nextInt(pieces.length)]);
        }
        return sb.toString();
    }

    /** An input stream that hands out at most a random number of bytes per read. */
    private static InputStream chunked(byte[] b, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        return new ByteArrayInputStream(b) {
            @Override
            public synchronized int read(byte[] buf, int off, int len) {
                return super.read(buf, off, Math.min(len, 1 + rng.nextInt(70_000)));
            }
        };
    }

    private static String readAll(Reader r, SplittableRandom rng) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buf = new char[100_000];
        int n;
        while ((n = r.read(buf, 0, 1 + rng.nextInt(buf.length))) >= 0) {
            sb.append(buf, 0, n);
        }
        assertEquals(-1, r.read(buf, 0, 10), "stays at the end");
        return sb.toString();
    }

    @Test
    void decodesAsTheJdkDoesInAnyChunking() throws IOException {
        SplittableRandom rng = new SplittableRandom(11);
        for (int round = 0; round < 20; round++) {
            String text = randomText(rng, rng.nextInt(0, 300_000));
            byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
            try (Reader r = TextInput.open(chunked(bytes, round), "t")) {
                assertEquals(text, readAll(r, rng));
            }
        }
    }

    @Test
    void skipsOneLeadingByteOrderMarkOnly() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        assertEquals("", readAll(TextInput.open(new ByteArrayInputStream(bom), "t"), new SplittableRandom(1)));
        assertEquals("", readAll(TextInput.open(new ByteArrayInputStream(new byte[0]), "t"), new SplittableRandom(1)));
        byte[] twice = "\uFEFFa\uFEFF".getBytes(StandardCharsets.UTF_8);
        byte[] marked = new byte[twice.length + 3];
        System.arraycopy(bom, 0, marked, 0, 3);
        System.arraycopy(twice, 0, marked, 3, twice.length);
        // one byte at a time: the mark is recognised across reads
        assertEquals("\uFEFFa\uFEFF", readAll(TextInput.open(new ByteArrayInputStream(marked) {
            @Override
            public synchronized int read(byte[] buf, int off, int len) {
                return super.read(buf, off, Math.min(len, 1));
            }
        }, "t"), new SplittableRandom(1)));
    }

    @Test
    void invalidBytesArePlacedByLineAndOffset() throws IOException {
        SplittableRandom rng = new SplittableRandom(5);
        byte[][] bad = {{(byte) 0xFF}, {(byte) 0xC3, 0x28}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
            {(byte) 0xC0, (byte) 0xAF}, {(byte) 0x80}};
        for (int round = 0; round < 40; round++) {
            String text = randomText(rng, rng.nextInt(1, 200_000));
            byte[] good = text.getBytes(StandardCharsets.UTF_8);
            // cut between characters: where the UTF-8 of a prefix of the text ends
            int cutChars = rng.nextInt(text.length() + 1);
            if (cutChars > 0 && cutChars < text.length() && Character.isLowSurrogate(text.charAt(cutChars))) {
                cutChars--;
            }
            String before = text.substring(0, cutChars);
            int cut = before.getBytes(StandardCharsets.UTF_8).length;
            byte[] b = bad[rng.nextInt(bad.length)];
            byte[] all = new byte[good.length + b.length];
            System.arraycopy(good, 0, all, 0, cut);
            System.arraycopy(b, 0, all, cut, b.length);
            System.arraycopy(good, cut, all, cut + b.length, good.length - cut);
            int line = 1;
            int lineStart = 0;
            for (int i = 0; i < cut; i++) {
                if (all[i] == '\r' || (all[i] == '\n' && (i == 0 || all[i - 1] != '\r'))) {
                    line++;
                }
                if (all[i] == '\r' || all[i] == '\n') {
                    lineStart = i + 1;
                }
            }
            String expected = "t:" + line + ": invalid UTF-8 at byte offset " + cut + " (byte " + (cut - lineStart + 1)
                    + " of the line): " + String.format("0x%02X", b[0] & 0xFF);
            StringBuilder decoded = new StringBuilder();
            DataFormatException e = assertThrows(DataFormatException.class, () -> {
                try (Reader r = TextInput.open(chunked(all, 7), "t")) {
                    char[] buf = new char[4096];
                    int n;
                    while ((n = r.read(buf, 0, buf.length)) >= 0) {
                        decoded.append(buf, 0, n);
                    }
                }
            });
            assertTrue(e.getMessage().startsWith(expected), expected + " <> " + e.getMessage());
            assertEquals(line, e.line());
            assertEquals(before, decoded.toString(), "every character before the bad bytes is returned first");
        }
    }
}

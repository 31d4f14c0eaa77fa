package org.infens.data;

import java.io.BufferedReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.zip.ZipException;

/**
 * Opens text files for the readers of data, range and model files: UTF-8, strictly decoded, without a leading
 * byte-order mark.
 *
 * <ul>
 *   <li>A UTF-8 byte-order mark ({@code EF BB BF}, which Windows editors and spreadsheet programs write) is dropped,
 *       so that it does not become part of the first label or column name; {@link #skipByteOrderMark} does the same
 *       for text that arrives as a {@link Reader}.</li>
 *   <li>Bytes that are not UTF-8 are a {@link DataFormatException} naming the file, the 1-based line, the byte
 *       offset in the file and in the line, and the bytes, with a hint when the start of the file shows what it is
 *       instead (UTF-16, gzip, bzip2, xz or zip). {@link Files#newBufferedReader} reports them as
 *       {@code MalformedInputException: Input length = 1}, without file or line.</li>
 *   <li>A file opened by path that starts with gzip's magic bytes ({@code 1F 8B}) is decompressed as it is read
 *       ({@code GzipMembers}: every member of concatenated gzip data, each checked), whatever its name, as
 *       scikit-learn's {@code load_svmlight_file} and Spark read {@code .gz} files; lines and byte offsets in
 *       messages are those of the decompressed text, and corrupt or truncated gzip data, or bytes after it that are
 *       not gzip, are a {@link DataFormatException} naming the file and the line where the text broke off.</li>
 * </ul>
 * An error is raised only when the reader reaches it: the characters before the bad bytes are returned first, so a
 * reader that finds an earlier problem in the text reports that one.
 *
 * <p>A small reader over the JDK's {@link CharsetDecoder} rather than {@link java.io.InputStreamReader}: the JDK's
 * readers, and those of the libraries at hand, say neither where a malformed byte is nor what the file is instead.
 */
public final class TextInput {
    private TextInput() {
    }

    /**
     * Opens {@code file} for reading as UTF-8 text, decompressing it if it is gzip data; see the class comment.
     *
     * @param file the file; its path as given names it in error messages
     * @return a reader (buffered; close it)
     * @throws IOException if the file cannot be opened, or is a directory
     */
    public static Reader open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a directory, not a data file");
        }
        // no BufferedInputStream: its reads ask available(), which fails on a pipe ("Illegal seek"); the two bytes
        // peeked at are pushed back instead
        PushbackInputStream in = new PushbackInputStream(Files.newInputStream(file), 2);
        try {
            int b0 = in.read();
            int b1 = b0 < 0 ? -1 : in.read();
            if (b1 >= 0) {
                in.unread(b1);
            }
            if (b0 >= 0) {
                in.unread(b0);
            }
            boolean gzip = b0 == 0x1F && b1 == 0x8B;
            return new Utf8Reader(gzip ? new GzipMembers(in) : in, file.toString(), gzip);
        } catch (IOException | RuntimeException e) {
            in.close();
            throw e;
        }
    }

    /**
     * Decodes {@code in} as UTF-8 text, see the class comment.
     *
     * @param in     the bytes (closed when the reader is closed)
     * @param source names the source in error messages
     * @return a reader (buffered)
     */
    public static Reader open(InputStream in, String source) {
        return new Utf8Reader(Objects.requireNonNull(in, "in"), source, false);
    }

    /**
     * {@code in} buffered, past a leading byte-order mark (U+FEFF) if it starts with one.
     *
     * @param in the text, at its start
     * @return a buffered reader positioned after the mark
     * @throws IOException if reading fails
     */
    public static BufferedReader skipByteOrderMark(Reader in) throws IOException {
        BufferedReader b = in instanceof BufferedReader r ? r : new BufferedReader(in);
        b.mark(1);
        if (b.read() != 0xFEFF) {
            b.reset();
        }
        return b;
    }

    /**
     * Strict UTF-8 decoding that counts line breaks in the bytes it decodes ({@code \n}, {@code \r} and
     * {@code \r\n} each end a line, as {@link BufferedReader#readLine} splits them), so that a malformed byte can be
     * placed by line. Counting costs one pass over the bytes, a few percent of reading a LIBSVM file.
     */
    private static final class Utf8Reader extends Reader {
        private final InputStream in;
        private final String source;
        /** The bytes are gzip data decompressed as read: offsets are in the decompressed text. */
        private final boolean gzip;
        private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
        /** Bytes of the file before {@code bytes}' position 0. */
        private long base;
        /** Line breaks in the bytes decoded so far, and the file offset after the last one. */
        private int breaks;
        private long lineStart;
        private boolean lastWasCr;
        private boolean eof;
        private boolean started;
        private boolean flushed;
        private DataFormatException pending;

        Utf8Reader(InputStream in, String source, boolean gzip) {
            this.in = in;
            this.source = source;
            this.gzip = gzip;
            bytes.flip();
        }

        @Override
        public int read(char[] cbuf, int off, int len) throws IOException {
            Objects.checkFromIndexSize(off, len, cbuf.length);
            if (pending != null) {
                throw pending;
            }
            if (len == 0) {
                return 0;
            }
            if (flushed) {
                return -1;
            }
            CharBuffer out = CharBuffer.wrap(cbuf, off, len);
            while (true) {
                if (!started) {
                    started = true;
                    fill();
                    skipMark();
                }
                int from = bytes.position();
                CoderResult r = decoder.decode(bytes, out, eof);
                count(from, bytes.position());
                if (r.isError()) {
                    pending = malformed(bytes.position(), r.length());
                    if (out.position() > off) {
                        return out.position() - off;
                    }
                    throw pending;
                }
                if (r.isOverflow()) {
                    return out.position() - off;
                }
                // underflow: every complete sequence is decoded
                if (eof) {
                    if (!flushed) {
                        decoder.flush(out);
                        flushed = true;
                    }
                    int n = out.position() - off;
                    return n > 0 ? n : -1;
                }
                if (out.position() > off) {
                    return out.position() - off;
                }
                fill();
            }
        }

        /** Moves the undecoded bytes to the front and reads more. */
        private void fill() throws IOException {
            base += bytes.position();
            bytes.compact();
            int n;
            try {
                n = in.read(bytes.array(), bytes.position(), bytes.remaining());
            } catch (ZipException | EOFException e) {
                if (!gzip) {
                    throw e;
                }
                // the text decoded so far is counted: the error names the line where the gzip data broke off
                throw new DataFormatException(source, breaks + 1, null, "the gzip data is corrupt, truncated or"
                        + " followed by other bytes, after byte offset " + (base + bytes.position())
                        + " of the decompressed text: " + e.getMessage());
            }
            if (n < 0) {
                eof = true;
            } else {
                bytes.position(bytes.position() + n);
            }
            bytes.flip();
        }

        /** Skips {@code EF BB BF} at the start of the file. */
        private void skipMark() throws IOException {
            while (bytes.remaining() < 3 && !eof) {
                fill(); // nothing is decoded yet: appends
            }
            byte[] a = bytes.array();
            if (bytes.remaining() >= 3 && a[0] == (byte) 0xEF && a[1] == (byte) 0xBB && a[2] == (byte) 0xBF) {
                bytes.position(3);
                count(0, 3);
            }
        }

        /** Counts the line breaks in {@code bytes[from, to)}. */
        private void count(int from, int to) {
            byte[] a = bytes.array();
            for (int k = from; k < to; k++) {
                byte c = a[k];
                if (c == '\n') {
                    if (!lastWasCr) {
                        breaks++;
                    }
                    lastWasCr = false;
                    lineStart = base + k + 1;
                } else if (c == '\r') {
                    breaks++;
                    lastWasCr = true;
                    lineStart = base + k + 1;
                } else {
                    lastWasCr = false;
                }
            }
        }

        /** The error for {@code length} malformed bytes at {@code bytes[at]}. */
        private DataFormatException malformed(int at, int length) {
            long offset = base + at;
            byte[] a = bytes.array();
            StringBuilder shown = new StringBuilder();
            int n = Math.min(length, bytes.limit() - at);
            for (int k = 0; k < n; k++) {
                shown.append(k == 0 ? "" : " ").append(String.format("0x%02X", a[at + k] & 0xFF));
            }
            String what = "invalid UTF-8 at byte offset " + offset + (gzip ? " of the decompressed text" : "")
                    + " (byte " + (offset - lineStart + 1) + " of the line): " + shown;
            String hint = signature(a, bytes.limit());
            if (hint != null) {
                what += "; " + hint;
            } else {
                what += "; the file must be UTF-8 text (one in Latin-1 or Windows-1252 converts with"
                        + " iconv -f windows-1252 -t utf-8)";
            }
            return new DataFormatException(source, breaks + 1, null, what);
        }

        /** What the file is, from its first bytes while they are in the buffer, or null. */
        private String signature(byte[] a, int limit) {
            if (base != 0) {
                return null;
            }
            if (starts(a, limit, 0xFF, 0xFE) || starts(a, limit, 0xFE, 0xFF)) {
                return "the file is UTF-16 text (it starts with a UTF-16 byte-order mark); save it as UTF-8";
            }
            if (starts(a, limit, 0x1F, 0x8B)) {
                return "the file is gzip-compressed; decompress it first (gunzip)";
            }
            if (starts(a, limit, 'B', 'Z', 'h')) {
                return "the file is bzip2-compressed; decompress it first (bunzip2)";
            }
            if (starts(a, limit, 0xFD, '7', 'z', 'X', 'Z')) {
                return "the file is xz-compressed; decompress it first (unxz)";
            }
            if (starts(a, limit, 'P', 'K', 3, 4)) {
                return "the file is a zip archive; extract it first (unzip)";
            }
            return null;
        }

        private static boolean starts(byte[] a, int limit, int... prefix) {
            if (limit < prefix.length) {
                return false;
            }
            for (int k = 0; k < prefix.length; k++) {
                if ((a[k] & 0xFF) != prefix[k]) {
                    return false;
                }
            }
            return true;
        }

        @Override
        public void close() throws IOException {
            in.close();
        }
    }
}

package org.infens.data;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import java.util.zip.ZipException;

/**
 * The text of gzip data (RFC 1952), every member in turn ({@code cat a.gz b.gz} is the text of a then b), refusing
 * anything after the last member that is not another member, and checking each member's CRC-32 and length.
 *
 * <p>Hand-written over the JDK's {@link Inflater} because the JDK's {@link java.util.zip.GZIPInputStream} ends
 * silently where it cannot read a next member's header, so bytes after the gzip data are dropped without a word, and
 * it looks for a next member only when {@code available()} says there is more, so on a pipe it can stop after a member
 * and drop the ones that follow. Apache Commons Compress reads members right but would bring three more libraries
 * (commons-io, commons-lang3, commons-codec) for this one class. Package-private; {@link TextInput} uses it.
 */
final class GzipMembers extends InputStream {
    private static final int FHCRC = 2;
    private static final int FEXTRA = 4;
    private static final int FNAME = 8;
    private static final int FCOMMENT = 16;

    private final PushbackInputStream in;
    private final byte[] buf = new byte[1 << 16];
    private final Inflater inflater = new Inflater(true);
    private final CRC32 crc = new CRC32();
    private final byte[] one = new byte[1];
    private int inputLength;
    private long memberSize;
    private int members;
    private boolean inMember;
    private boolean eof;

    /** The text of the gzip data {@code in}, which must start with a member (closed with this stream). */
    GzipMembers(InputStream in) {
        this.in = new PushbackInputStream(in, buf.length);
    }

    @Override
    public int read() throws IOException {
        int n = read(one, 0, 1);
        return n < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        java.util.Objects.checkFromIndexSize(off, len, b.length);
        if (len == 0) {
            return 0;
        }
        while (!eof) {
            if (!inMember) {
                if (!startMember()) {
                    eof = true;
                    break;
                }
                continue;
            }
            if (inflater.needsInput()) {
                inputLength = in.read(buf, 0, buf.length);
                if (inputLength < 0) {
                    throw new EOFException("the gzip data ends inside member " + members);
                }
                inflater.setInput(buf, 0, inputLength);
            }
            int n;
            try {
                n = inflater.inflate(b, off, len);
            } catch (DataFormatException e) {
                throw new ZipException("member " + members + " is not valid deflate data (" + e.getMessage() + ")");
            }
            if (n > 0) {
                crc.update(b, off, n);
                memberSize += n;
                return n;
            }
            if (inflater.finished()) {
                endMember();
            } else if (inflater.needsDictionary()) {
                throw new ZipException("member " + members + " asks for a preset dictionary, which gzip has not");
            } else if (!inflater.needsInput()) {
                throw new ZipException("member " + members + ": the inflater made no progress");
            }
        }
        return -1;
    }

    /** Reads a member's header; false at the end of the data (after at least one member). */
    private boolean startMember() throws IOException {
        int id1 = in.read();
        if (id1 < 0 && members > 0) {
            return false;
        }
        int id2 = in.read();
        if (id1 != 0x1F || id2 != 0x8B) {
            throw new ZipException(members == 0 ? "not gzip data"
                    : "bytes after gzip member " + members + " that are not another gzip member");
        }
        members++;
        if (next() != 8) {
            throw new ZipException("member " + members + " uses a compression method other than deflate");
        }
        int flags = next();
        if ((flags & 0xE0) != 0) {
            throw new ZipException("member " + members + " has reserved header flags set");
        }
        skip(6); // modification time, extra flags, operating system
        if ((flags & FEXTRA) != 0) {
            skip(next() | next() << 8);
        }
        if ((flags & FNAME) != 0) {
            while (next() != 0) {
                // the original file name, zero-terminated
            }
        }
        if ((flags & FCOMMENT) != 0) {
            while (next() != 0) {
                // a comment, zero-terminated
            }
        }
        if ((flags & FHCRC) != 0) {
            skip(2);
        }
        inflater.reset();
        crc.reset();
        memberSize = 0;
        inMember = true;
        return true;
    }

    /** Gives back the bytes read past the member's deflate data, then checks its CRC-32 and length. */
    private void endMember() throws IOException {
        int remaining = inflater.getRemaining();
        if (remaining > 0) {
            in.unread(buf, inputLength - remaining, remaining);
        }
        long expectedCrc = next() | next() << 8 | next() << 16 | (long) next() << 24;
        long expectedSize = next() | next() << 8 | next() << 16 | (long) next() << 24;
        if (expectedCrc != crc.getValue()) {
            throw new ZipException("member " + members + " fails its CRC-32 check (the data is corrupt)");
        }
        if (expectedSize != (memberSize & 0xFFFFFFFFL)) {
            throw new ZipException("member " + members + " has " + memberSize + " bytes where its trailer says "
                    + expectedSize + " (mod 2^32)");
        }
        inMember = false;
    }

    /** The next byte of the header or trailer. */
    private int next() throws IOException {
        int c = in.read();
        if (c < 0) {
            throw new EOFException("the gzip data ends inside the header or trailer of member " + members);
        }
        return c;
    }

    private void skip(int n) throws IOException {
        for (int k = 0; k < n; k++) {
            next();
        }
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        in.close();
    }
}

package org.infens.cli.daemon;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.ByteChannel;
import java.nio.channels.SocketChannel;

/**
 * The server's side of a reply ({@link Protocol}): writes frames to the socket, and reads it as a stream.
 *
 * <p>Hand-written rather than {@link java.nio.channels.Channels#newInputStream} and {@code newOutputStream}: on a
 * socket channel those two hold the channel's blocking lock while they block, so a thread waiting to read the
 * client's end of stream would stop the command's output from being written.
 */
final class Frames {
    private final SocketChannel channel;

    Frames(SocketChannel channel) {
        this.channel = channel;
    }

    /** Writes one frame of {@code kind} with {@code b[off, off + len)}, header and bytes in one system call. */
    synchronized void data(byte kind, byte[] b, int off, int len) throws IOException {
        ByteBuffer[] frame = {ByteBuffer.allocate(5).put(kind).putInt(len).flip(), ByteBuffer.wrap(b, off, len)};
        while (frame[1].hasRemaining()) {
            channel.write(frame);
        }
    }

    /** Writes the exit frame. */
    synchronized void exit(int code) throws IOException {
        writeFully(ByteBuffer.allocate(5).put(Protocol.EXIT).putInt(code).flip());
    }

    /** Writes the frame that hands the command back to the client. */
    synchronized void refuse() throws IOException {
        writeFully(ByteBuffer.allocate(1).put(Protocol.REFUSED).flip());
    }

    private void writeFully(ByteBuffer buf) throws IOException {
        while (buf.hasRemaining()) {
            channel.write(buf);
        }
    }

    /** An output stream whose every write is one frame of {@code kind}. */
    OutputStream stream(byte kind) {
        return new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                if (len > 0) {
                    data(kind, b, off, len);
                }
            }
        };
    }

    /** The socket as an input stream (reads do not take the lock that frame writes take). */
    static InputStream input(ByteChannel channel) {
        return new InputStream() {
            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                int n = read(one, 0, 1);
                return n < 0 ? -1 : one[0] & 0xff;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) {
                    return 0;
                }
                int n;
                do {
                    n = channel.read(ByteBuffer.wrap(b, off, len));
                } while (n == 0);
                return n;
            }
        };
    }
}

package org.infens.cli.daemon;

import com.sun.security.auth.module.UnixSystem;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import jdk.net.ExtendedSocketOptions;
import org.infens.cli.Main;

/**
 * The Java client of the {@link Server}, which {@code bin/infens} uses when the system has no {@code /usr/bin/python3}
 * for its faster twin {@code bin/infens-client.py} (same protocol and behaviour), or with
 * {@code INFENS_DAEMON_CLIENT=java}: hands the command line to the server named by the system property
 * {@code infens.daemon} (a socket file), and runs it in this JVM exactly as {@link Main} does when the server does
 * not: which commands a server runs is the server's decision alone ({@link ServedCommands}).
 *
 * <p>The client copies the server's output and error frames to its own standard output and error as they come and
 * exits with the command's code, so a caller sees the same bytes and code as from its own JVM. It falls back to
 * running the command itself when there is no socket, the connection fails, the server is another user's, the server
 * refuses, or the server goes away before sending anything (running again is safe: the served commands write their
 * files whole, by renaming). If the server goes away after output has been copied, the client reports it and exits
 * with 1 rather than print the output twice.
 */
public final class Client {
    private Client() {
    }

    /** The result of {@link #run} when the command was not run by a server. */
    static final int NOT_RUN = Integer.MIN_VALUE;

    /** Runs the command line through the server if it can, else in this JVM; exits with the command's code. */
    public static void main(String[] args) {
        String socket = System.getProperty("infens.daemon");
        if (socket != null && !socket.isEmpty()) {
            OutputStream out = new FileOutputStream(FileDescriptor.out);
            OutputStream err = new FileOutputStream(FileDescriptor.err);
            int code = run(Path.of(socket), System.getProperty("user.dir"), args, out, err);
            if (code != NOT_RUN) {
                System.exit(code);
            }
        }
        Main.main(args);
    }

    /**
     * Sends the command to the server at {@code socket} and copies its reply.
     *
     * @return the command's exit code, or {@link #NOT_RUN} if the server did not run it (the caller runs it)
     */
    static int run(Path socket, String workingDirectory, String[] args, OutputStream out, OutputStream err) {
        if (!Files.exists(socket)) {
            return NOT_RUN;
        }
        boolean copied = false;
        boolean outBroken = false;
        boolean errBroken = false;
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            if (!ourselves(ch, socket)) {
                return NOT_RUN;
            }
            new Protocol.Request(workingDirectory, args).write(new DataOutputStream(Channels.newOutputStream(ch)));
            DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(ch), 1 << 16));
            byte[] buf = new byte[1 << 16];
            for (;;) {
                byte kind = in.readByte();
                if (kind == Protocol.REFUSED && !copied) {
                    return NOT_RUN;
                }
                if (kind == Protocol.EXIT) {
                    int code = in.readInt();
                    flushQuietly(out);
                    flushQuietly(err);
                    return code;
                }
                if (kind != Protocol.OUT && kind != Protocol.ERR) {
                    throw new IOException("unexpected frame " + kind);
                }
                int len = in.readInt();
                if (len < 0) {
                    throw new IOException("bad frame length " + len);
                }
                if (len > buf.length) {
                    buf = new byte[len];
                }
                in.readFully(buf, 0, len);
                copied = true;
                if (kind == Protocol.OUT) {
                    outBroken = outBroken || !copy(out, buf, len);
                } else {
                    errBroken = errBroken || !copy(err, buf, len);
                }
            }
        } catch (IOException | RuntimeException e) {
            if (!copied) {
                return NOT_RUN;
            }
            flushQuietly(out);
            try {
                err.write(("infens: the background server stopped before the command finished ("
                        + (e instanceof EOFException ? "connection closed" : e.toString())
                        + "); run it again, or set INFENS_DAEMON=0 to run without a server\n")
                        .getBytes(StandardCharsets.UTF_8));
                err.flush();
            } catch (IOException ignored) {
                // standard error is gone too
            }
            return 1;
        }
    }

    /**
     * Whether the server at the other end of {@code ch} runs as this process's user: it writes our files with its
     * rights, and we print what it sends. The socket file is ours, and the peer is its owner.
     */
    private static boolean ourselves(SocketChannel ch, Path socket) throws IOException {
        return ((Integer) Files.getAttribute(socket, "unix:uid")) == new UnixSystem().getUid()
                && ch.getOption(ExtendedSocketOptions.SO_PEERCRED).user().equals(Files.getOwner(socket));
    }

    /**
     * Writes {@code b[0, len)} to {@code target}; false if it cannot be written (a closed pipe, as in
     * {@code infens scale data | head}). The command then goes on without that output, as in its own JVM, where
     * {@link java.io.PrintStream} drops output it cannot write.
     */
    private static boolean copy(OutputStream target, byte[] b, int len) {
        try {
            target.write(b, 0, len);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static void flushQuietly(OutputStream target) {
        try {
            target.flush();
        } catch (IOException e) {
            // as copy
        }
    }
}

package org.infens.cli.daemon;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The wire format between {@link Client} and {@link Server}, over a Unix-domain socket.
 *
 * <p>Request (client to server): {@link #MAGIC}, the client's working directory, the argument count and the
 * arguments, each string as a 4-byte length and its UTF-8 bytes. The client then sends nothing more: it closes its
 * end only after the exit frame, so the server reads an end of stream before that as "the client is gone".
 *
 * <p>Reply (server to client): frames of one kind byte each. {@link #OUT} and {@link #ERR} carry a 4-byte length
 * and bytes for standard output and standard error, in the order the command wrote them; {@link #EXIT} carries the
 * exit code and ends the reply; {@link #REFUSED} (sent instead of any other frame) means the server did not run the
 * command and the client runs it itself.
 */
final class Protocol {
    private Protocol() {
    }

    /** First int of a request: "INF" and the protocol version 1. */
    static final int MAGIC = 0x494E4601;
    /** Frame kinds. */
    static final byte OUT = 1;
    static final byte ERR = 2;
    static final byte EXIT = 3;
    static final byte REFUSED = 4;
    /** Longest string accepted in a request, in bytes (a guard against a stray connection's garbage). */
    static final int MAX_STRING = 1 << 20;
    /** Most arguments accepted in a request. */
    static final int MAX_ARGS = 1 << 16;

    static void writeString(DataOutputStream out, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        out.writeInt(b.length);
        out.write(b);
    }

    static String readString(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > MAX_STRING) {
            throw new IOException("bad request: string of " + n + " bytes");
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return new String(b, StandardCharsets.UTF_8);
    }

    /** A request: the client's working directory and the command-line arguments. */
    record Request(String workingDirectory, String[] args) {
        void write(DataOutputStream out) throws IOException {
            out.writeInt(MAGIC);
            writeString(out, workingDirectory);
            out.writeInt(args.length);
            for (String a : args) {
                writeString(out, a);
            }
            out.flush();
        }

        static Request read(DataInputStream in) throws IOException {
            int magic;
            try {
                magic = in.readInt();
            } catch (EOFException e) {
                throw new IOException("bad request: empty", e);
            }
            if (magic != MAGIC) {
                throw new IOException("bad request: magic " + Integer.toHexString(magic));
            }
            String cwd = readString(in);
            int n = in.readInt();
            if (n < 0 || n > MAX_ARGS) {
                throw new IOException("bad request: " + n + " arguments");
            }
            String[] args = new String[n];
            for (int i = 0; i < n; i++) {
                args[i] = readString(in);
            }
            return new Request(cwd, args);
        }
    }
}

"""The background server's client in Python, used by bin/infens instead of the Java one
(org.infens.cli.daemon.Client) when /usr/bin/python3 is there: it starts in 20-30 ms where a JVM takes 80-100 ms, most
of a short command's time through the server. Same protocol (org.infens.cli.daemon.Protocol) and same behaviour:
copies the server's output and error frames as they come and exits with the command's code; when the server does
not run the command (no server, another user's, refused, gone before any output), runs the command in its own JVM by
exec. Every command line goes to the server, which alone decides which ones it runs
(org.infens.cli.daemon.ServedCommands).

Not meant to be run by hand:  python3 infens-client.py SOCKET N JAVA_COMMAND(N words) ARGS...
"""
import os
import socket
import struct
import sys

MAGIC = 0x494E4601
OUT, ERR, EXIT, REFUSED = 1, 2, 3, 4


def string(s):
    """A string of a request: its length in UTF-8 bytes (4 bytes, big-endian), then the bytes."""
    b = s.encode("utf-8", "surrogateescape")
    return struct.pack(">i", len(b)) + b


def read_exactly(sock, n):
    buf = bytearray()
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise EOFError("connection closed")
        buf += chunk
    return bytes(buf)


def write(stream, data, broken):
    """Writes data unless the stream broke before (a closed pipe); returns whether it is broken now."""
    if broken:
        return True
    try:
        stream.write(data)
        stream.flush()
        return False
    except (BrokenPipeError, OSError):
        return True


def run(path, args):
    """The command's exit code, or None if the server did not run it."""
    if not os.path.exists(path):
        return None
    copied = False
    broken = {OUT: False, ERR: False}
    streams = {OUT: sys.stdout.buffer, ERR: sys.stderr.buffer}
    try:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(path)
        # the server writes our files with its rights and we print what it sends: it must be ourselves
        if hasattr(socket, "SO_PEERCRED"):
            uid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i")))[1]
            if uid != os.geteuid():
                return None
        request = [struct.pack(">i", MAGIC), string(os.getcwd()), struct.pack(">i", len(args))]
        request += [string(a) for a in args]
        sock.sendall(b"".join(request))
        while True:
            kind = read_exactly(sock, 1)[0]
            if kind == REFUSED and not copied:
                return None
            if kind == EXIT:
                return struct.unpack(">i", read_exactly(sock, 4))[0]
            if kind not in (OUT, ERR):
                raise OSError("unexpected frame %d" % kind)
            n = struct.unpack(">i", read_exactly(sock, 4))[0]
            data = read_exactly(sock, n)
            copied = True
            broken[kind] = write(streams[kind], data, broken[kind])
    except (OSError, EOFError) as e:
        if not copied:
            return None
        write(sys.stderr.buffer, ("infens: the background server stopped before the command finished (%s); run it "
                                  "again, or set INFENS_DAEMON=0 to run without a server\n" % e).encode(), False)
        return 1


def main():
    path, n = sys.argv[1], int(sys.argv[2])
    java = sys.argv[3:3 + n]
    args = sys.argv[3 + n:]
    code = run(path, args)
    if code is None:
        os.execvp(java[0], java + args)
    sys.exit(code & 0xff)


if __name__ == "__main__":
    main()

package org.infens.cli.daemon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.security.auth.module.UnixSystem;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.infens.cli.CliTestSupport;
import org.infens.cli.CliTestSupport.Result;
import org.infens.cli.Main;
import org.infens.data.BundledData;
import org.infens.data.LibsvmFormat;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The background server against the command line in this JVM ({@link Main#run}): the same standard output,
 * standard error, exit code and files for every served command, alone and several at once; the cases where the
 * client must run the command itself or the server must stop; and who may reach it (its directory, its socket's mode,
 * the peer's user). Each test ends its servers and waits for their requests and threads to end.
 */
class ServerTest {
    @TempDir
    Path dir;

    private Path socket;
    private Server server;
    private Thread serving;
    private final CountDownLatch abandoned = new CountDownLatch(1);
    /** The servers' log (one line per request, and what went wrong). */
    private final ByteArrayOutputStream logged = new ByteArrayOutputStream();
    private final PrintStream log = new PrintStream(logged, true, StandardCharsets.UTF_8);
    private final List<Server> servers = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        socket = dir.resolve("s.sock");
        server = server(new Server(socket, Duration.ofMinutes(5), log, abandoned::countDown));
        serving = serveInBackground(server);
    }

    private Server server(Server s) {
        servers.add(s);
        return s;
    }

    private String log() {
        return logged.toString(StandardCharsets.UTF_8);
    }

    /** Binds {@code s} and serves on a new thread, which ends when the server does. */
    private static Thread serveInBackground(Server s) throws IOException {
        s.bind();
        Thread t = new Thread(() -> {
            try {
                s.serve();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        t.start();
        return t;
    }

    private void stop() throws Exception {
        server.close();
        serving.join(10_000);
    }

    /** Every server of the test closed, its requests ended, and no thread of a server or a command left. */
    @AfterEach
    void nothingLeftRunning() throws Exception {
        stop();
        for (Server s : servers) {
            s.close();
            assertTimeoutPreemptively(Duration.ofSeconds(60), s::awaitRequests, "a request still runs");
        }
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        List<String> left;
        do {
            left = Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive)
                    .map(Thread::getName).filter(n -> n.startsWith("infens-")).sorted().toList();
            if (left.isEmpty()) {
                break;
            }
            Thread.sleep(20);
        } while (System.nanoTime() < until);
        assertEquals(List.of(), left, "threads left running by the test");
        System.out.print(log()); // to target/surefire-reports, for a failure's reader
    }

    /** Stops the test's server, leaving its socket file behind, for tests that start their own. */
    private void stopFirst() throws Exception {
        stop();
        assertFalse(serving.isAlive());
    }

    private static String cwd() {
        return System.getProperty("user.dir");
    }

    private Result viaServer(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Client.run(socket, cwd(), args, out, err);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Result inProcess(String... args) {
        return CliTestSupport.run(args);
    }

    private Path heart() throws IOException {
        Path p = dir.resolve("heart_scale");
        if (!Files.exists(p)) {
            LibsvmFormat.write(BundledData.load("heart"), p);
        }
        return p;
    }

    @Test
    void servedCommandsGiveTheOutputsCodesAndFilesOfTheirOwnJvm() throws IOException {
        String heart = heart().toString();
        String ours = dir.resolve("ours.model").toString();
        String theirs = dir.resolve("theirs.model").toString();
        List<String[]> pairs = List.of(
                new String[] {"train", "-t", "5", "-c", "2", heart, ours},
                new String[] {"train", "-t", "5", "-c", "2", heart, theirs});
        Result a = viaServer(pairs.get(0));
        Result b = inProcess(pairs.get(1));
        assertEquals(b, a);
        assertTrue(a.out().contains("Total nSV"), a.out());
        assertArrayEquals(Files.readAllBytes(Path.of(theirs)), Files.readAllBytes(Path.of(ours)));

        String[][] same = {
                {"train", "-v", "5", "-g", "0.1", heart},
                {"predict", heart, theirs, dir.resolve("p1").toString()},
                {"scale", "-l", "0", "-u", "1", heart},
                {"train", "-t", "99", heart},
                {"train", dir.resolve("missing").toString()},
                {"predict", heart, dir.resolve("missing.model").toString(), dir.resolve("p2").toString()},
                {"scale", "--debug", dir.resolve("missing").toString()},
        };
        for (String[] args : same) {
            Result expected = inProcess(args);
            Result actual = viaServer(args);
            assertEquals(expected.code(), actual.code(), String.join(" ", args));
            assertEquals(expected.out(), actual.out(), String.join(" ", args));
            // a stack trace (--debug) names threads and line numbers alike; compare its first line
            assertEquals(expected.err().lines().findFirst(), actual.err().lines().findFirst(), String.join(" ", args));
        }
        assertTrue(viaServer("train", "-t", "99", heart).code() == 2);
        assertTrue(viaServer("train", dir.resolve("missing").toString()).code() == 1);
        assertTrue(viaServer("scale", "--debug", dir.resolve("missing").toString()).err().contains("\tat "));
    }

    @Test
    void severalClientsAtOnceGetTheirOwnResults() throws Exception {
        String heart = heart().toString();
        Path reference = dir.resolve("reference.model");
        assertEquals(0, inProcess("train", "-g", "0.05", "-c", "4", heart, reference.toString()).code());
        String cv = inProcess("train", "-v", "3", heart).out();
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try {
            List<Future<Result>> results = new ArrayList<>();
            for (int i = 0; i < 12; i++) {
                String[] args = i % 2 == 0
                        ? new String[] {"train", "-q", "-g", "0.05", "-c", "4", heart, dir.resolve("m" + i).toString()}
                        : new String[] {"train", "-v", "3", heart};
                results.add(pool.submit(() -> viaServer(args)));
            }
            for (int i = 0; i < 12; i++) {
                Result r = results.get(i).get(60, TimeUnit.SECONDS);
                assertEquals(0, r.code(), r.err());
                if (i % 2 == 0) {
                    assertArrayEquals(Files.readAllBytes(reference), Files.readAllBytes(dir.resolve("m" + i)));
                } else {
                    assertEquals(cv, r.out());
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anotherWorkingDirectoryIsLeftToTheClient() throws Exception {
        Path other = Files.createDirectory(dir.resolve("elsewhere"));
        Path model = dir.resolve("not-written.model");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = Client.run(socket, other.toString(), new String[] {"train", heart().toString(), model.toString()},
                out, out);
        assertEquals(Client.NOT_RUN, code);
        assertEquals(0, out.size());
        assertFalse(Files.exists(model));
        // the server retires: its directory is not the one its socket was named for
        serving.join(10_000);
        assertFalse(serving.isAlive());
    }

    @Test
    void noServerMeansTheClientRunsTheCommand() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        String[] args = {"train", "-v", "5", heart().toString()};
        assertEquals(Client.NOT_RUN, Client.run(dir.resolve("none.sock"), cwd(), args, out, out));
        // a socket file left by a server that is gone
        stopFirst();
        assertTrue(Files.exists(socket));
        assertEquals(Client.NOT_RUN, Client.run(socket, cwd(), args, out, out));
        assertEquals(0, out.size());
    }

    /** What the server replies to {@code args} from {@code cwd}: the frames' bytes until it closes. */
    private byte[] reply(Path cwd, String... args) throws IOException {
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            new Protocol.Request(cwd.toString(), args).write(new DataOutputStream(Channels.newOutputStream(ch)));
            ByteBuffer reply = ByteBuffer.allocate(1 << 16);
            while (ch.read(reply) >= 0) {
                // until the server closes the connection
            }
            reply.flip();
            byte[] b = new byte[reply.remaining()];
            reply.get(b);
            return b;
        }
    }

    @Test
    void theServerRefusesCommandsItDoesNotServe() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("out"), Path.of("/dev/stdout"));
        Path devLink = Files.createSymbolicLink(dir.resolve("d"), Path.of("/dev"));
        String[][] refused = {
                {"demo"}, {"--version"}, {}, {"train", "--help"},
                {"predict", "t", "m", "/dev/stdout"},
                {"predict", "t", "m", "//dev/stdout"},
                {"predict", "t", "m", dir + "/../../dev/stdout"},
                {"predict", "t", "m", link.toString()},
                {"predict", "t", "m", Path.of(cwd()).relativize(link).toString()},
                {"predict", "t", "m", devLink + "/stdout"},
                {"scale", "-s/dev/stdout", "t"},
                {"train", "/proc/self/fd/0", "m"},
        };
        for (String[] args : refused) {
            assertArrayEquals(new byte[] {Protocol.REFUSED}, reply(Path.of(cwd()), args), String.join(" ", args));
        }
        assertTrue(serving.isAlive(), "a refused command must not stop the server");
        assertTrue(log().contains("infens server: predict left to the client: names a device"), log());
        assertTrue(log().contains("infens server: demo left to the client: not a served command"), log());
    }

    @Test
    void predictionsToALinkToStandardOutputReachTheClient() throws Exception {
        // through the server, the predictions went to the server's own standard output (its log)
        Path heart = heart();
        Path model = dir.resolve("m");
        assertEquals(0, viaServer("train", "-q", heart.toString(), model.toString()).code());
        Path link = Files.createSymbolicLink(dir.resolve("o"), Path.of("/dev/stdout"));
        for (String out : new String[] {"//dev/stdout", "/tmp/../dev/stdout", link.toString()}) {
            ByteArrayOutputStream ours = new ByteArrayOutputStream();
            assertEquals(Client.NOT_RUN, Client.run(socket, cwd(), new String[] {"predict", heart.toString(),
                    model.toString(), out}, ours, ours), out);
            assertEquals(0, ours.size());
        }
        assertFalse(log().contains("predict, exit"), log());
    }

    @Test
    void trainPredictAndScaleAreServed() throws IOException {
        Path cwd = Path.of(cwd());
        assertNull(ServedCommands.refusal(new String[] {"train", "x"}, cwd));
        assertNull(ServedCommands.refusal(new String[] {"predict"}, cwd));
        assertNull(ServedCommands.refusal(new String[] {"scale", "-l", "-1", "-u", "1", "x"}, cwd));
        assertNull(ServedCommands.refusal(new String[] {"predict", "test", "model", "/tmp/dev/out"}, cwd));
        assertNull(ServedCommands.refusal(new String[] {"predict", "test", "model", "/devices/out"}, cwd));
        assertNotNull(ServedCommands.refusal(new String[] {"reproduce"}, cwd));
        assertNotNull(ServedCommands.refusal(new String[] {"Train"}, cwd));
        // relative to the client's directory: stdout from /dev is /dev/stdout
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", "stdout"}, Path.of("/dev")));
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", "../proc/self/fd/1"}, Path.of("/tmp")));
        // an option's value, attached or after '='
        assertNotNull(ServedCommands.refusal(new String[] {"scale", "--save=/dev/stdout", "x"}, cwd));
        assertNotNull(ServedCommands.refusal(new String[] {"scale", "-r/proc/self/fd/0", "x"}, cwd));
        // a path through a link: dangling into /dev, through a link to a directory, and a link loop
        Path dangling = Files.createSymbolicLink(dir.resolve("dangling"), Path.of("/dev/no-such-device"));
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", dangling.toString()}, cwd));
        Path up = Files.createSymbolicLink(dir.resolve("up"), Path.of("/tmp/.."));
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", up + "/dev/stdout"}, cwd));
        Path loop = Files.createSymbolicLink(dir.resolve("loop"), dir.resolve("loop"));
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", loop.toString()}, cwd));
        // a link to an ordinary directory, and '..' after it, which goes to the link target's parent
        Files.createDirectories(dir.resolve("a/b"));
        Path toB = Files.createSymbolicLink(dir.resolve("toB"), dir.resolve("a/b"));
        assertNull(ServedCommands.refusal(new String[] {"predict", "t", "m", toB + "/../out"}, cwd));
        assertEquals(dir.resolve("a/out"), ServedCommands.resolve(Path.of(toB + "/../out")));
    }

    @Test
    void aDeviceIsLeftToTheClientAndAPipeIsNot() throws Exception {
        Path fifo = fifo("pipe");
        assertNull(ServedCommands.refusal(new String[] {"predict", "t", "m", fifo.toString()}, Path.of(cwd())));
        // a device outside /dev (as root: a copy of /dev/null's node)
        Path device = dir.resolve("null");
        boolean made;
        try {
            made = new ProcessBuilder("mknod", device.toString(), "c", "1", "3").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        Assumptions.assumeTrue(made, "cannot make a device node here");
        assertNotNull(ServedCommands.refusal(new String[] {"predict", "t", "m", device.toString()}, Path.of(cwd())));
    }

    /** A named pipe in the test's directory (the test is skipped where there is no mkfifo). */
    private Path fifo(String name) throws Exception {
        Path fifo = dir.resolve(name);
        boolean made;
        try {
            made = new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0;
        } catch (IOException e) {
            made = false;
        }
        Assumptions.assumeTrue(made, "no mkfifo");
        return fifo;
    }

    @Test
    void theSocketIsTheUsersAloneWhateverTheUmask() throws IOException {
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(socket)));
        assertFalse(Files.exists(dir.resolve("s.sock.new")));
    }

    @Test
    void aDirectoryOpenToOthersIsRefused() throws Exception {
        Path open = Files.createDirectory(dir.resolve("open"));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwxrwxrwx"));
        Server s = server(new Server(open.resolve("s.sock"), Duration.ofMinutes(1), log, abandoned::countDown));
        IOException e = assertThrows(IOException.class, s::bind);
        assertTrue(e.getMessage().contains("open to other users (mode 777)"), e.getMessage());
        assertFalse(Files.exists(open.resolve("s.sock")));
        Files.setPosixFilePermissions(open, PosixFilePermissions.fromString("rwx--x---"));
        e = assertThrows(IOException.class, () -> Server.checkDirectory(open));
        assertTrue(e.getMessage().contains("mode 710"), e.getMessage());
        Path real = Files.createDirectory(dir.resolve("real"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), real);
        assertThrows(IOException.class, () -> Server.checkDirectory(link));
        Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rwx------"));
        Server.checkDirectory(real);
    }

    @Test
    void anotherUsersConnectionIsClosedUnanswered() throws Exception {
        stopFirst();
        UserPrincipal nobody = nobody();
        Path s = dir.resolve("nobody.sock");
        Server other = server(new Server(s, Duration.ofMinutes(1), Duration.ofSeconds(10), log, nobody,
                abandoned::countDown));
        Thread t = serveInBackground(other);
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(Client.NOT_RUN, Client.run(s, cwd(), new String[] {"train", "-v", "2", heart().toString()},
                    out, out));
            assertEquals(0, out.size());
            assertTrue(log().contains("infens server: refused a connection from user "), log());
            assertFalse(log().contains("train, exit"), log());
        } finally {
            other.close();
            t.join(10_000);
        }
    }

    /** The user nobody (the test is skipped where there is none, or when we are nobody). */
    private UserPrincipal nobody() throws IOException {
        UserPrincipal nobody;
        try {
            nobody = dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
        } catch (IOException e) {
            Assumptions.assumeTrue(false, "no user nobody");
            return null;
        }
        Assumptions.assumeFalse(nobody.equals(Files.getOwner(dir)), "we are nobody");
        return nobody;
    }

    @Test
    void aClientOfAnotherUserIsRefused() throws Exception {
        // a real connection from another uid: as root, a Python client run as nobody by setpriv
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/python3")), "no python3");
        Assumptions.assumeTrue(new UnixSystem().getUid() == 0, "not root");
        boolean setpriv;
        try {
            setpriv = new ProcessBuilder("setpriv", "--version").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
        } catch (IOException e) {
            setpriv = false;
        }
        Assumptions.assumeTrue(setpriv, "no setpriv");
        // let nobody reach the socket, so that only the peer's check stands in the way
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwx--x--x"));
        Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-rw-rw-"));
        Path data = heart();
        Files.setPosixFilePermissions(data, PosixFilePermissions.fromString("rw-------"));
        String py = String.join("\n",
                "import socket, struct, sys",
                "s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)",
                "s.connect(sys.argv[1])",
                "w = lambda t: struct.pack('>i', len(t)) + t",
                "r = b''",
                "try:",
                "    s.sendall(struct.pack('>i', 0x494E4601) + w(sys.argv[3].encode()) + struct.pack('>i', 2)"
                        + " + w(b'scale') + w(sys.argv[2].encode()))",
                "    while True:",
                "        c = s.recv(65536)",
                "        if not c: break",
                "        r += c",
                "except ConnectionError:",
                "    pass",
                "print(len(r))");
        Process p = new ProcessBuilder("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups",
                "/usr/bin/python3", "-c", py, socket.toString(), data.toString(), cwd())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertEquals(0, p.waitFor(), out);
        assertEquals("0", out, "the server answered another user");
        assertTrue(log().contains("infens server: refused a connection from user "), log());
        assertFalse(log().contains("scale, exit"), log());
    }

    @Test
    void aServerOfAnotherUserIsNotUsed() throws Exception {
        UserPrincipal nobody = nobody();
        try {
            Files.setOwner(socket, nobody);
        } catch (IOException e) {
            Assumptions.assumeTrue(false, "cannot give the socket to another user: " + e);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(Client.NOT_RUN, Client.run(socket, cwd(), new String[] {"train", "-v", "2", heart().toString()},
                out, out));
        assertFalse(log().contains("train, exit"), log());
    }

    @Test
    void aClientGoneBeforeItsCommandEndsStopsTheServer() throws Exception {
        // the command reads a pipe, so it cannot end before the client has gone; fed afterwards, it ends
        Path data = fifo("data");
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            new Protocol.Request(cwd(), new String[] {"train", "-v", "2", "-q", data.toString()})
                    .write(new DataOutputStream(Channels.newOutputStream(ch)));
        }
        assertTrue(abandoned.await(30, TimeUnit.SECONDS), "the server did not notice the client had gone");
        Files.writeString(data, "+1 1:1\n-1 1:-1\n+1 1:2\n-1 1:-2\n");
    }

    @Test
    void aBadRequestIsDroppedAndTheServerGoesOn() throws Exception {
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            ch.write(ByteBuffer.wrap("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII)));
            ch.shutdownOutput();
            assertEquals(-1, ch.read(ByteBuffer.allocate(16)), "no reply to a request that is not ours");
        }
        Result r = viaServer("train", "-v", "2", heart().toString());
        assertEquals(0, r.code());
        assertTrue(r.out().contains("Cross Validation Accuracy = "), r.out());
        assertEquals(1, abandoned.getCount());
        assertTrue(log().contains("infens server: request dropped: java.io.IOException: bad request: magic 47455420"),
                log());
    }

    @Test
    void aConnectionWithoutRequestIsClosedAndTheServerStillIdlesOut() throws Exception {
        stopFirst();
        Path s = dir.resolve("silent.sock");
        Thread t = serveInBackground(server(
                new Server(s, Duration.ofMillis(300), Duration.ofMillis(300), log, null, abandoned::countDown)));
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(s));
            // sends nothing: the server gives up on the request and closes the connection
            assertEquals(-1, assertTimeoutPreemptively(Duration.ofSeconds(10),
                    () -> ch.read(ByteBuffer.allocate(16))));
            t.join(10_000);
            assertFalse(t.isAlive(), "a silent connection kept the server from idling out");
        }
        assertEquals(1, abandoned.getCount());
    }

    @Test
    void anIdleServerStops() throws Exception {
        stopFirst();
        Path s = dir.resolve("idle.sock");
        Server idle = server(new Server(s, Duration.ofMillis(200), log, abandoned::countDown));
        idle.bind();
        assertTimeoutPreemptively(Duration.ofSeconds(20), idle::serve);
        assertEquals(Client.NOT_RUN, Client.run(s, cwd(), new String[] {"train", "--help"},
                new ByteArrayOutputStream(), new ByteArrayOutputStream()));
    }

    @Test
    void aClosedStandardOutputIsDroppedAsInItsOwnJvm() throws IOException {
        java.io.OutputStream closed = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("Broken pipe");
            }
        };
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Client.run(socket, cwd(), new String[] {"scale", heart().toString()}, closed, err);
        assertEquals(inProcess("scale", heart().toString()).code(), code);
        assertEquals(0, code);
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aServerGoneAfterSomeOutputIsReportedNotRunAgain() throws Exception {
        Path s = dir.resolve("dying.sock");
        try (java.nio.channels.ServerSocketChannel fake =
                java.nio.channels.ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            fake.bind(UnixDomainSocketAddress.of(s));
            Thread t = new Thread(() -> {
                try (SocketChannel c = fake.accept()) {
                    Protocol.Request.read(new java.io.DataInputStream(Frames.input(c)));
                    byte[] line = "partial\n".getBytes(StandardCharsets.UTF_8);
                    new Frames(c).data(Protocol.OUT, line, 0, line.length);
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            t.start();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = Client.run(s, cwd(), new String[] {"train", "-v", "5", heart().toString()}, out, err);
            t.join(10_000);
            assertEquals(1, code);
            assertEquals("partial\n", out.toString(StandardCharsets.UTF_8));
            assertTrue(err.toString(StandardCharsets.UTF_8).startsWith(
                    "infens: the background server stopped before the command finished"), err.toString());
        }
    }
}

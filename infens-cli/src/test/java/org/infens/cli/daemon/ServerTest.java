package org.infens.cli.daemon;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.infens.data.Synthetic;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The background server against the command line in this JVM ({@link Main#run}): the same standard output,
 * standard error, exit code and files for every served command, alone and several at once; and the cases where the
 * client must run the command itself or the server must stop.
 */
class ServerTest {
    @TempDir
    Path dir;

    private Path socket;
    private Server server;
    private Thread serving;
    private final CountDownLatch abandoned = new CountDownLatch(1);

    @BeforeEach
    void start() throws IOException {
        socket = dir.resolve("s.sock");
        server = new Server(socket, Duration.ofMinutes(5), abandoned::countDown);
        serving = serveInBackground(server);
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

    @AfterEach
    void stop() throws Exception {
        server.close();
        serving.join(10_000);
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

    @Test
    void theServerRefusesCommandsItDoesNotServe() throws Exception {
        for (String[] args : new String[][] {{"demo"}, {"predict", "t", "m", "/dev/stdout"}}) {
            try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
                ch.connect(UnixDomainSocketAddress.of(socket));
                new Protocol.Request(cwd(), args).write(new DataOutputStream(Channels.newOutputStream(ch)));
                ByteBuffer reply = ByteBuffer.allocate(8);
                while (ch.read(reply) >= 0) {
                    // until the server closes the connection
                }
                reply.flip();
                assertEquals(1, reply.remaining(), String.join(" ", args));
                assertEquals(Protocol.REFUSED, reply.get(), String.join(" ", args));
            }
        }
        assertTrue(serving.isAlive(), "a refused command must not stop the server");
    }

    @Test
    void onlyTrainPredictAndScaleAreServed() {
        assertTrue(Client.served(new String[] {"train", "x"}));
        assertTrue(Client.served(new String[] {"predict"}));
        assertTrue(Client.served(new String[] {"scale"}));
        assertFalse(Client.served(new String[] {"reproduce"}));
        assertFalse(Client.served(new String[] {"--version"}));
        assertFalse(Client.served(new String[] {}));
        // the process's own streams: the server's are not the client's
        assertFalse(Client.served(new String[] {"predict", "test", "model", "/dev/stdout"}));
        assertFalse(Client.served(new String[] {"train", "/proc/self/fd/0", "model"}));
        assertTrue(Client.served(new String[] {"predict", "test", "model", "/tmp/dev/out"}));
        // help is laid out for the caller's terminal
        assertFalse(Client.served(new String[] {"train", "--help"}));
    }

    @Test
    void aClientGoneBeforeItsCommandEndsStopsTheServer() throws Exception {
        Path data = dir.resolve("ringnorm");
        LibsvmFormat.write(Synthetic.Problem.RINGNORM.generate(2000, 20, 7), data);
        try (SocketChannel ch = SocketChannel.open(StandardProtocolFamily.UNIX)) {
            ch.connect(UnixDomainSocketAddress.of(socket));
            new Protocol.Request(cwd(), new String[] {"train", "-v", "10", data.toString()})
                    .write(new DataOutputStream(Channels.newOutputStream(ch)));
        }
        assertTrue(abandoned.await(30, TimeUnit.SECONDS), "the server did not notice the client had gone");
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
    }

    @Test
    void aConnectionWithoutRequestIsClosedAndTheServerStillIdlesOut() throws Exception {
        stopFirst();
        Path s = dir.resolve("silent.sock");
        Thread t = serveInBackground(
                new Server(s, Duration.ofMillis(300), Duration.ofMillis(300), abandoned::countDown));
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
        Server idle = new Server(s, Duration.ofMillis(200), abandoned::countDown);
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

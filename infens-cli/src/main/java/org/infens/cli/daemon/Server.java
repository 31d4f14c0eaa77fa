package org.infens.cli.daemon;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.infens.cli.Main;
import org.infens.data.AtomicFiles;
import org.infens.data.BundledData;
import org.infens.data.LibsvmFormat;

/**
 * A resident JVM that runs {@code infens train}, {@code predict} and {@code scale} for {@link Client}s, so that a
 * caller that starts many short commands (LIBSVM's {@code grid.py} starts one {@code svm-train -v} per grid cell)
 * pays the JVM's start-up, class loading and just-in-time compilation once instead of on every command.
 *
 * <p>Why: a new JVM spends about half a second before it runs {@code infens train} at full speed (start-up 0.15 s,
 * and the reader, solver and model writer running interpreted until compiled). On 10,000 dense rows that is as long
 * as LIBSVM's whole C {@code svm-train} run; in a warm JVM the same command takes 0.25 s.
 *
 * <p>What keeps the results those of a new JVM:
 * <ul>
 *   <li>A server serves one working directory: it runs in the directory it was started in, and refuses (the client
 *       then runs the command itself) a request from another directory, or from a directory of the same name
 *       that was deleted and created again ({@link Files#isSameFile}); it then stops, since its directory is
 *       gone. Relative paths, and the file names in messages, are therefore the same as in the client's own
 *       JVM.</li>
 *   <li>Each command runs through {@link Main#run} with its own output and error streams; nothing in the commands
 *       keeps state between runs, and every random choice comes from the command's seed.</li>
 *   <li>{@code bin/infens} keys the socket by everything else that could change a run: the jar, the java binary,
 *       the JVM options and the locale variables (a new jar gets a new server).</li>
 * </ul>
 *
 * <p>Lifetime: the server exits after {@code idle} without requests. A client that goes away before its command
 * ends (Ctrl-C, killed) stops the whole server at once ({@link Runtime#halt}), as it would have stopped its own JVM:
 * the command must not go on to write its files after the user interrupted it. One lock file keeps a second server
 * for the same socket from starting.
 */
public final class Server implements AutoCloseable {
    private final Path socket;
    private final Duration idle;
    private final Runnable abandoned;
    private final AtomicInteger active = new AtomicInteger();
    /** Closes connections whose request has not arrived in time (a client stopped before it sent it). */
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "infens-server-timer");
        t.setDaemon(true);
        return t;
    });
    /** How long a client may take to send its request. */
    private final Duration requestTimeout;
    private volatile long lastActivity = System.nanoTime();
    private ServerSocketChannel channel;

    /**
     * @param socket    the socket file
     * @param idle      how long the server waits for a request before it exits
     * @param abandoned what happens when a client goes away before its command ends (the command line's server
     *                  halts the JVM; tests record it)
     */
    Server(Path socket, Duration idle, Runnable abandoned) {
        this(socket, idle, Duration.ofSeconds(10), abandoned);
    }

    /** As {@link #Server(Path, Duration, Runnable)}, closing a connection whose request takes longer than given. */
    Server(Path socket, Duration idle, Duration requestTimeout, Runnable abandoned) {
        this.socket = socket;
        this.idle = idle;
        this.requestTimeout = requestTimeout;
        this.abandoned = abandoned;
    }

    /**
     * Runs a server: {@code Server <socket> <idle seconds> [<pid>]}, started by {@code bin/infens} in the client's
     * working directory with the client's JVM options. With a process id, the server warms up only after that process
     * has ended: {@code bin/infens} passes the command that started the server, which runs in its own JVM, and which
     * the warm-up would otherwise slow down (measured on 2 cores: ringnorm 10,000 rows, 1.3 s without a server,
     * 2.5 s with a server warming up at the same time).
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2 && args.length != 3) {
            System.err.println("usage: Server <socket> <idle seconds> [<pid to wait for>]");
            System.exit(2);
        }
        Path socket = Path.of(args[0]).toAbsolutePath();
        Duration idle = Duration.ofSeconds(Long.parseLong(args[1]));
        long started = System.nanoTime();
        Path lockFile = sibling(socket, ".lock");
        Path pidFile = sibling(socket, ".pid");
        Path logFile = sibling(socket, ".log");
        try (FileChannel lockChannel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = lockChannel.tryLock()) {
            if (lock == null) {
                return; // another server for this socket is starting or running
            }
            AtomicFiles.write(pidFile, w -> w.write(Long.toString(ProcessHandle.current().pid())));
            Runnable cleanUp = () -> {
                try {
                    // the log only matters when a server dies without cleaning up; the lock file goes too (a
                    // server that opened it meanwhile serves a socket nobody finds, and idles out)
                    for (Path p : new Path[] {socket, pidFile, logFile, lockFile}) {
                        Files.deleteIfExists(p);
                    }
                } catch (IOException e) {
                    System.err.println("infens server: " + e);
                }
            };
            // also when stopped by a signal (kill, pkill): the next command then starts a new server at once
            Runtime.getRuntime().addShutdownHook(new Thread(cleanUp, "infens-server-cleanup"));
            if (args.length == 3) {
                ProcessHandle.of(Long.parseLong(args[2])).ifPresent(p -> p.onExit().join());
            }
            if (!"false".equals(System.getProperty("infens.daemon.warmUp"))) {
                warmUp(); // bin/infens turns it off for the server it starts to record its client's classes
            }
            try (Server server = new Server(socket, idle, () -> {
                cleanUp.run();
                Runtime.getRuntime().halt(130);
            })) {
                server.bind();
                System.err.printf("infens server: serving %s in %s, %.2f s after start%n", socket,
                        Path.of("").toAbsolutePath(), (System.nanoTime() - started) / 1e9);
                server.serve();
                server.awaitRequests();
            } finally {
                cleanUp.run();
            }
        }
        System.exit(0);
    }

    /** Binds the socket, replacing a file left by a server that died. */
    void bind() throws IOException {
        Files.deleteIfExists(socket);
        channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        channel.bind(UnixDomainSocketAddress.of(socket), 64);
    }

    /** Accepts requests until the server has been idle for {@code idle} or is closed. */
    void serve() throws IOException {
        Thread watchdog = new Thread(this::closeWhenIdle, "infens-server-idle");
        watchdog.setDaemon(true);
        watchdog.start();
        try {
            for (;;) {
                SocketChannel client = channel.accept();
                active.incrementAndGet();
                Thread t = new Thread(() -> {
                    try {
                        handle(client);
                    } finally {
                        lastActivity = System.nanoTime();
                        active.decrementAndGet();
                    }
                }, "infens-request");
                t.setDaemon(true);
                t.start();
            }
        } catch (ClosedChannelException e) {
            // closed by the idle watchdog or by close()
        }
    }

    /** Waits until no request is running (after {@link #serve} returned, none starts). */
    void awaitRequests() {
        while (active.get() > 0) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private void closeWhenIdle() {
        for (;;) {
            try {
                Thread.sleep(Math.max(10, Math.min(1000, idle.toMillis() / 4)));
            } catch (InterruptedException e) {
                return;
            }
            if (active.get() == 0 && System.nanoTime() - lastActivity > idle.toNanos()) {
                try {
                    close();
                } catch (IOException e) {
                    System.err.println("infens server: " + e);
                }
                return;
            }
        }
    }

    /** Runs one request and writes its reply; never throws (a broken connection is logged). */
    void handle(SocketChannel client) {
        try (client) {
            DataInputStream in = new DataInputStream(new BufferedInputStream(Frames.input(client)));
            ScheduledFuture<?> timeout = timer.schedule(() -> {
                try {
                    client.close();
                } catch (IOException e) {
                    // closed already
                }
            }, requestTimeout.toMillis(), TimeUnit.MILLISECONDS);
            Protocol.Request request;
            try {
                request = Protocol.Request.read(in);
            } finally {
                timeout.cancel(false);
            }
            Frames frames = new Frames(client);
            if (!Client.served(request.args())) {
                frames.refuse(); // only the commands the clients hand over: others run in the caller's JVM
                return;
            }
            if (!sameDirectory(request.workingDirectory())) {
                // The socket's name holds the directory's path, so this is that path with another directory: the
                // one served was deleted and made again. The client runs the command; the server retires, so that
                // the next command starts a server for the new directory.
                frames.refuse();
                close();
                return;
            }
            AtomicBoolean finished = new AtomicBoolean();
            Thread watcher = new Thread(() -> {
                try {
                    while (in.read() >= 0) {
                        // the client sends nothing after its request
                    }
                } catch (IOException e) {
                    // a reset connection is a client gone too
                }
                if (!finished.get()) {
                    abandoned.run();
                }
            }, "infens-request-watch");
            watcher.setDaemon(true);
            watcher.start();
            PrintStream out = new PrintStream(frames.stream(Protocol.OUT), false, StandardCharsets.UTF_8);
            PrintStream err = new PrintStream(frames.stream(Protocol.ERR), false, StandardCharsets.UTF_8);
            long start = System.nanoTime();
            int code = Main.run(request.args(), out, err);
            out.flush();
            err.flush();
            finished.set(true);
            frames.exit(code);
            // one line per request in the server's log, without the arguments (they name the user's files)
            System.err.printf("infens server: %s, exit %d, %.3f s%n", request.args().length > 0 ? request.args()[0] : "",
                    code, (System.nanoTime() - start) / 1e9);
        } catch (IOException | RuntimeException e) {
            System.err.println("infens server: request failed: " + e);
        }
    }

    /** Whether {@code dir} is this JVM's working directory (the same file, not only the same name). */
    private static boolean sameDirectory(String dir) {
        try {
            return Files.isSameFile(Path.of(dir), Path.of("."));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    @Override
    public void close() throws IOException {
        timer.shutdownNow();
        if (channel != null) {
            channel.close();
        }
    }

    /**
     * Runs each served command a few times on the bundled heart data, output discarded, so that the first real
     * request finds picocli's command model, the readers, the solver and the model writer loaded and compiled.
     */
    static void warmUp() {
        Path dir = null;
        try {
            dir = Files.createTempDirectory("infens-warm");
            Path heart = dir.resolve("heart");
            LibsvmFormat.write(BundledData.load("heart"), heart);
            String data = heart.toString();
            String model = dir.resolve("model").toString();
            String output = dir.resolve("out").toString();
            PrintStream sink = new PrintStream(OutputStream.nullOutputStream());
            for (int round = 0; round < 4; round++) {
                Main.run(new String[] {"train", "-q", data, model}, sink, sink);
                Main.run(new String[] {"train", "-q", "-t", "5", data, model}, sink, sink);
                Main.run(new String[] {"train", "-q", "-v", "5", data}, sink, sink);
                Main.run(new String[] {"predict", "-q", data, model, output}, sink, sink);
                Main.run(new String[] {"scale", data}, sink, sink);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("infens server: warm-up failed (serving anyway): " + e);
        } finally {
            if (dir != null) {
                try (Stream<Path> files = Files.walk(dir)) {
                    files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                } catch (IOException e) {
                    // a temporary directory left behind
                }
            }
        }
    }

    private static Path sibling(Path socket, String suffix) {
        return socket.resolveSibling(socket.getFileName() + suffix);
    }
}

package org.infens.cli.daemon;

import com.sun.security.auth.module.UnixSystem;
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
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Duration;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import jdk.net.ExtendedSocketOptions;
import jdk.net.UnixDomainPrincipal;
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
 * <p>Who may connect: the server runs commands with its user's rights, so only that user may reach it. Its socket
 * lives in a directory that must belong to the user and be closed to everyone else ({@code rwx------}; a directory
 * with any group or other permission is refused, and {@code bin/infens} then runs commands in their own JVMs); the
 * socket itself is owner-only ({@code rw-------}, whatever the umask: it is bound under a temporary name, restricted,
 * then renamed into place); and each connection's peer must be the same user ({@code SO_PEERCRED}), else it is closed
 * unanswered. Which command lines it runs is decided here alone ({@link ServedCommands}).
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
    /** The server's log (its standard error, which {@code bin/infens} sends to a file beside the socket). */
    private final PrintStream log;
    /** The only user whose connections are served; null: the owner of the socket file, that is this process's. */
    private UserPrincipal peer;
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
    private Thread watchdog;

    /**
     * @param socket    the socket file
     * @param idle      how long the server waits for a request before it exits
     * @param log       where the server logs (one line per request, and what went wrong)
     * @param abandoned what happens when a client goes away before its command ends (the command line's server
     *                  halts the JVM; tests record it)
     */
    Server(Path socket, Duration idle, PrintStream log, Runnable abandoned) {
        this(socket, idle, Duration.ofSeconds(10), log, null, abandoned);
    }

    /**
     * As {@link #Server(Path, Duration, PrintStream, Runnable)}, closing a connection whose request takes longer than
     * {@code requestTimeout}, and serving only {@code peer} (null: the user of this process).
     */
    Server(Path socket, Duration idle, Duration requestTimeout, PrintStream log, UserPrincipal peer,
           Runnable abandoned) {
        this.socket = socket;
        this.idle = idle;
        this.requestTimeout = requestTimeout;
        this.log = log;
        this.peer = peer;
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
        try {
            checkDirectory(socket.getParent());
        } catch (IOException e) {
            System.err.println("infens server: " + e.getMessage());
            System.exit(1);
        }
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
            try (Server server = new Server(socket, idle, System.err, () -> {
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

    /**
     * Binds the socket, replacing a file left by a server that died: under a temporary name, made owner-only, then
     * renamed into place, so that it is never open to others, whatever the umask.
     *
     * @throws IOException if the socket's directory is not the user's alone ({@link #checkDirectory}), or binding
     *                     fails
     */
    void bind() throws IOException {
        checkDirectory(socket.getParent());
        Path bound = socket.resolveSibling(socket.getFileName() + ".new");
        Files.deleteIfExists(bound);
        channel = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            channel.bind(UnixDomainSocketAddress.of(bound), 64);
            Files.setPosixFilePermissions(bound, PosixFilePermissions.fromString("rw-------"));
            if (peer == null) {
                peer = Files.getOwner(bound);
            }
            Files.move(bound, socket, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            channel.close();
            Files.deleteIfExists(bound);
            throw e;
        }
    }

    /**
     * Checks that {@code dir} may hold a server's socket: a directory (not a link) that belongs to this process's user
     * and that no one else may enter, list or write ({@code rwx------}).
     *
     * @throws IOException naming the directory and what is wrong with it
     */
    static void checkDirectory(Path dir) throws IOException {
        Map<String, Object> a;
        try {
            a = Files.readAttributes(dir, "unix:mode,uid", LinkOption.NOFOLLOW_LINKS);
        } catch (UnsupportedOperationException e) {
            throw new IOException("no Unix file permissions here to guard the socket directory " + dir, e);
        }
        int mode = (Integer) a.get("mode");
        int owner = (Integer) a.get("uid");
        long uid = new UnixSystem().getUid();
        if ((mode & 0170000) != 0040000) {
            throw new IOException("the socket directory " + dir + " is not a directory (a link?)");
        }
        if (owner != uid) {
            throw new IOException("the socket directory " + dir + " belongs to uid " + owner + ", not to this user (uid "
                    + uid + ")");
        }
        if ((mode & 077) != 0) {
            throw new IOException(String.format(Locale.ROOT, "the socket directory %s is open to other users (mode %o);"
                    + " make it owner-only (chmod 700) or remove it", dir, mode & 0777));
        }
    }

    /** Accepts requests until the server has been idle for {@code idle} or is closed. */
    void serve() throws IOException {
        watchdog = new Thread(this::closeWhenIdle, "infens-server-idle");
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
                    log.println("infens server: " + e);
                }
                return;
            }
        }
    }

    /**
     * Runs one request and writes its reply; never throws (a broken connection is logged). A connection from
     * another user than {@link #peer} is closed at once.
     */
    void handle(SocketChannel client) {
        try (client) {
            UnixDomainPrincipal from = client.getOption(ExtendedSocketOptions.SO_PEERCRED);
            if (!from.user().equals(peer)) {
                log.println("infens server: refused a connection from user " + from.user().getName());
                return;
            }
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
            String command = request.args().length > 0 ? request.args()[0] : "(no command)";
            if (!sameDirectory(request.workingDirectory())) {
                // The socket's name holds the directory's path, so this is that path with another directory: the
                // one served was deleted and made again. The client runs the command; the server retires, so that
                // the next command starts a server for the new directory.
                frames.refuse();
                log.println("infens server: " + command + " refused: another directory of the same name; retiring");
                close();
                return;
            }
            String refusal = ServedCommands.refusal(request.args(), Path.of(request.workingDirectory()));
            if (refusal != null) {
                frames.refuse(); // the client runs it in its own JVM
                log.println("infens server: " + command + " left to the client: " + refusal);
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
            log.printf(Locale.ROOT, "infens server: %s, exit %d, %.3f s%n", command, code,
                    (System.nanoTime() - start) / 1e9);
        } catch (IOException | RuntimeException e) {
            log.println("infens server: request dropped: " + e);
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

    /** Stops accepting requests; requests already running go on ({@link #awaitRequests}). */
    @Override
    public void close() throws IOException {
        timer.shutdownNow();
        if (watchdog != null && watchdog != Thread.currentThread()) {
            watchdog.interrupt();
        }
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

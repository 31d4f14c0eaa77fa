package org.infens.cli.daemon;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;

/**
 * Which command lines the {@link Server} runs: the one place of this rule. The clients ({@link Client},
 * {@code bin/infens-client.py}, {@code bin/infens}) hand every command line to a running server, which refuses what
 * it does not run; the client then runs the command in its own JVM, so a refusal only costs the round trip.
 *
 * <p>The server runs {@code train}, {@code predict} and {@code scale} (the commands that LIBSVM's tools start many
 * times), except:
 * <ul>
 *   <li>a command line with {@code --help}, whose layout follows the caller's terminal width;</li>
 *   <li>a command line that names a file of the process itself: anything that resolves to a path under {@code /dev}
 *       or {@code /proc} ({@code /dev/stdout}, {@code /proc/self/fd/1}, {@code /dev/tty}), which in the server would
 *       be the server's streams and terminal, not the client's. Each argument, and the value of an
 *       {@code --option=value} or {@code -xVALUE} argument, is taken as a path from the client's working directory
 *       and resolved as the kernel would: {@code //dev/stdout}, {@code /tmp/../dev/stdout}, {@code stdout} from
 *       {@code /dev}, a symbolic link to {@code /dev/stdout}, or a path through a link to {@code /dev}, all count.
 *       A device elsewhere, and a path that cannot be resolved (a link loop, a link that cannot be read), are left
 *       to the client too. A named pipe is served: the server opens the same pipe as the client would.</li>
 * </ul>
 * Arguments that are not paths (numbers, option names) resolve to names in the working directory and change
 * nothing.
 */
final class ServedCommands {
    private ServedCommands() {
    }

    private static final Set<String> COMMANDS = Set.of("train", "predict", "scale");
    /** File types in {@code st_mode}: the mask, character and block devices. */
    private static final int S_IFMT = 0170000;
    private static final int S_IFCHR = 0020000;
    private static final int S_IFBLK = 0060000;
    /** The kernel's limit on symbolic links followed in one path (Linux's MAXSYMLINKS). */
    private static final int MAX_LINKS = 40;

    /**
     * Why a server does not run {@code args} from {@code workingDirectory}, or null if it does.
     *
     * @param args             the command line
     * @param workingDirectory the client's working directory (absolute)
     * @return a short reason for the server's log (it names no file), or null
     */
    static String refusal(String[] args, Path workingDirectory) {
        if (args.length == 0 || !COMMANDS.contains(args[0])) {
            return "not a served command";
        }
        for (String a : args) {
            if (a.equals("--help")) {
                return "--help";
            }
        }
        for (String a : args) {
            for (String path : pathsIn(a)) {
                if (processOwn(workingDirectory, path)) {
                    return "names a device or a file of the process";
                }
            }
        }
        return null;
    }

    /** The strings of an argument that may be paths: itself, an attached short option's value, an option's value. */
    static List<String> pathsIn(String arg) {
        List<String> paths = new ArrayList<>(3);
        paths.add(arg);
        if (arg.length() > 2 && arg.charAt(0) == '-' && arg.charAt(1) != '-') {
            paths.add(arg.substring(2));
        }
        int eq = arg.indexOf('=');
        if (eq >= 0) {
            paths.add(arg.substring(eq + 1));
        }
        return paths;
    }

    /**
     * Whether {@code arg}, as a path from {@code dir}, names a file under {@code /dev} or {@code /proc} or a device,
     * or cannot be resolved.
     */
    static boolean processOwn(Path dir, String arg) {
        if (arg.isEmpty()) {
            return false;
        }
        Path p;
        try {
            p = dir.resolve(arg);
        } catch (InvalidPathException e) {
            return false; // not a path the command could open either
        }
        if (special(p.normalize())) {
            return true;
        }
        Path real;
        try {
            real = resolve(p);
        } catch (IOException e) {
            return true;
        }
        if (real == null || special(real)) {
            return true;
        }
        try {
            int type = (Integer) Files.getAttribute(real, "unix:mode", LinkOption.NOFOLLOW_LINKS) & S_IFMT;
            return type == S_IFCHR || type == S_IFBLK;
        } catch (IOException e) {
            return false; // a file the command will create, or that does not exist
        }
    }

    private static boolean special(Path p) {
        return p.startsWith("/dev") || p.startsWith("/proc");
    }

    /**
     * {@code p} (absolute) with every symbolic link of its existing part followed, component by component, as the
     * kernel resolves a path ({@code ..} after a link goes to the link target's parent); a path under
     * {@code /dev} or {@code /proc} met on the way is returned as it is. Null after too many links (a loop).
     */
    static Path resolve(Path p) throws IOException {
        Deque<Path> todo = new ArrayDeque<>();
        for (Path name : p) {
            todo.addLast(name);
        }
        Path done = p.getRoot();
        int links = 0;
        while (!todo.isEmpty()) {
            String name = todo.removeFirst().toString();
            if (name.equals(".")) {
                continue;
            }
            if (name.equals("..")) {
                done = done.getParent() == null ? done : done.getParent();
                continue;
            }
            Path next = done.resolve(name);
            if (special(next)) {
                return next;
            }
            if (!Files.isSymbolicLink(next)) {
                done = next;
                continue;
            }
            if (++links > MAX_LINKS) {
                return null;
            }
            Path target = Files.readSymbolicLink(next);
            List<Path> names = new ArrayList<>();
            target.forEach(names::add);
            for (int i = names.size() - 1; i >= 0; i--) {
                todo.addFirst(names.get(i));
            }
            if (target.isAbsolute()) {
                done = target.getRoot();
            }
        }
        return done;
    }
}

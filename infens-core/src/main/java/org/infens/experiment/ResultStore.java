package org.infens.experiment;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The finished cells of a reproduction, one JSON object per line in a file ({@code cells.jsonl} in the output
 * folder), appended and forced to disk ({@link FileChannel#force}) as each cell finishes, so that a run killed at
 * any moment loses at most the cells still running.
 *
 * <p>Opening an existing file keeps every complete line. A last line without its newline (the process was killed
 * while writing it) is cut off, so the cell is computed again; a key that appears twice (impossible unless the file
 * was edited) counts once, the first time. Thread-safe: {@link #append} may be called from several threads.
 *
 * <p>One writer at a time: {@link #open} takes an exclusive lock on the file ({@link FileChannel#tryLock}, an
 * advisory lock the operating system releases when the process ends, and which this process would also lose by
 * closing any other descriptor of the file) and fails, naming the file, if another process or store holds it; on a
 * file system without locks it goes on unguarded. Without the lock two {@code infens reproduce} runs given the same
 * {@code --out} each wrote from its own end of the file and overwrote the other's lines: one such pair lost at least
 * 11 of 514 cells and left a line that no longer parsed. {@link #readOnly} reads the complete lines without locking
 * or changing the file, so a report can be made while another process is still appending.
 */
public final class ResultStore implements AutoCloseable {
    private final Path file;
    /** Null for a read-only store. */
    private final FileChannel channel;
    private final Map<String, CellResult> results = new LinkedHashMap<>();

    private ResultStore(Path file, FileChannel channel) {
        this.file = file;
        this.channel = channel;
    }

    /**
     * Opens (creating if needed) a store.
     *
     * @param file  the JSON-lines file
     * @param fresh whether to discard what it holds
     * @throws IOException if the file cannot be read or written, another process (or store) is writing it, or a
     *                     complete line is not a cell result (naming the file and line)
     */
    public static ResultStore open(Path file, boolean fresh) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        ResultStore store = new ResultStore(file, ch);
        try {
            boolean busy;
            try {
                busy = ch.tryLock() == null;
            } catch (OverlappingFileLockException e) {
                busy = true; // held by another store of this process
            } catch (IOException unsupported) {
                busy = false; // a file system without locks (some network or FUSE mounts): unguarded, as before
            }
            if (busy) {
                throw new IOException(file + " is being written by another process (another 'infens reproduce' with"
                        + " the same --out?): wait for it to finish, or give another --out");
            }
            if (fresh) {
                ch.truncate(0);
            } else {
                store.load();
            }
            ch.position(ch.size());
        } catch (IOException | RuntimeException e) {
            ch.close();
            throw e;
        }
        return store;
    }

    /**
     * Reads a store without locking or writing it: every complete line (a last line still being written by another
     * process is left alone); an empty store if the file does not exist. {@link #append} throws. Not for a file this
     * process has open with {@link #open}: closing the descriptor it reads through would release that lock (use the
     * open store's {@link #results}).
     *
     * @param file the JSON-lines file
     * @throws IOException if the file cannot be read, or a complete line is not a cell result (naming the file and
     *                     line)
     */
    public static ResultStore readOnly(Path file) throws IOException {
        ResultStore store = new ResultStore(file, null);
        if (Files.exists(file)) {
            store.load();
        }
        return store;
    }

    private void load() throws IOException {
        byte[] all = channel == null ? Files.readAllBytes(file) : readAll(channel);
        int complete = all.length;
        while (complete > 0 && all[complete - 1] != '\n') {
            complete--;
        }
        if (complete < all.length && channel != null) {
            channel.truncate(complete);
        }
        String text = new String(all, 0, complete, StandardCharsets.UTF_8);
        int lineNumber = 0;
        for (String line : text.split("\n")) {
            lineNumber++;
            if (line.isBlank()) {
                continue;
            }
            CellResult r;
            try {
                r = CellResult.fromJson(line);
            } catch (IllegalArgumentException e) {
                throw new IOException(file + " line " + lineNumber + ": " + e.getMessage()
                        + " (delete the file or use --fresh to start over)", e);
            }
            results.putIfAbsent(r.key(), r);
        }
    }

    /**
     * The whole file through the locked channel. Not {@link Files#readAllBytes}: the lock is a POSIX record lock,
     * which the process loses when it closes any descriptor of the file, so opening and closing a second one here
     * silently released it (found by the two-process test).
     */
    private static byte[] readAll(FileChannel ch) throws IOException {
        long size = ch.size();
        if (size > Integer.MAX_VALUE - 16) {
            throw new IOException("a cell store of " + size + " bytes is too large to read");
        }
        ByteBuffer buffer = ByteBuffer.allocate((int) size);
        while (buffer.hasRemaining() && ch.read(buffer, buffer.position()) >= 0) {
            // read until full
        }
        return buffer.array();
    }

    /** Whether the cell with this key is finished. */
    public synchronized boolean contains(String key) {
        return results.containsKey(key);
    }

    /** The finished cells by key, in the order they finished (a snapshot). */
    public synchronized Map<String, CellResult> results() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(results));
    }

    /**
     * Records a finished cell: appends its line and forces it to disk before returning. A key already present is
     * ignored.
     *
     * @throws IOException if writing fails
     */
    public synchronized void append(CellResult r) throws IOException {
        if (channel == null) {
            throw new IllegalStateException(file + " was opened read-only");
        }
        if (results.containsKey(r.key())) {
            return;
        }
        ByteBuffer line = ByteBuffer.wrap((r.toJson() + "\n").getBytes(StandardCharsets.UTF_8));
        while (line.hasRemaining()) {
            channel.write(line);
        }
        channel.force(false);
        results.put(r.key(), r);
    }

    /** The file. */
    public Path file() {
        return file;
    }

    @Override
    public synchronized void close() throws IOException {
        if (channel != null) {
            channel.close();
        }
    }
}

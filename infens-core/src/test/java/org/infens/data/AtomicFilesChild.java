package org.infens.data;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A writer in its own process for {@link AtomicFilesTest}: {@code write TARGET TEXT} writes the file and exits;
 * {@code hold TARGET} writes a line, prints {@code writing} and waits, in the middle of the write, until its standard
 * input ends (then finishes the write), or until it is killed.
 */
public final class AtomicFilesChild {
    private AtomicFilesChild() {
    }

    public static void main(String[] args) throws IOException {
        Path target = Path.of(args[1]);
        switch (args[0]) {
            case "write":
                AtomicFiles.write(target, w -> w.write(args[2]));
                break;
            case "hold":
                AtomicFiles.write(target, w -> {
                    w.write("partial\n");
                    w.flush();
                    System.out.println("writing");
                    System.out.flush();
                    while (System.in.read() >= 0) {
                        // until the parent closes our standard input
                    }
                });
                break;
            default:
                throw new IllegalArgumentException("usage: write TARGET TEXT | hold TARGET");
        }
    }
}

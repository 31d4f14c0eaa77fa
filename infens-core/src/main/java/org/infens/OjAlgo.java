package org.infens;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Loads ojAlgo without letting it print. ojAlgo's {@code OjAlgoUtils} writes an eight-line "hardware profile" notice
 * to its debug logger the first time it is loaded on hardware it has no profile for (this machine, for one), and
 * that logger ({@code BasicLogger.DEBUG}) is bound to whatever {@link System#out} is when ojAlgo's logger class is
 * initialised. A library must not print, and on the command line the notice would corrupt the output of
 * {@code infens fit} and {@code predict}. So before any use of ojAlgo, {@link #load()} initialises those two classes
 * once while {@code System.out} is a stream that discards everything, then restores it: ojAlgo's debug logger
 * stays silent for the life of the JVM, and ojAlgo's error logger (standard error) is untouched.
 *
 * <p>The swap of {@code System.out} lasts only for the class initialisation, happens once per JVM, and is
 * synchronised on {@link System}; output another thread writes to {@code System.out} in that instant is lost, which
 * is why it is done at most once.
 */
public final class OjAlgo {
    private static volatile boolean loaded;

    private OjAlgo() {
    }

    /** Initialises ojAlgo's logger and environment silently, once; call before the first use of ojAlgo. */
    public static void load() {
        if (loaded) {
            return;
        }
        synchronized (System.class) {
            if (loaded) {
                return;
            }
            PrintStream out = System.out;
            System.setOut(new PrintStream(OutputStream.nullOutputStream()));
            try {
                ClassLoader cl = OjAlgo.class.getClassLoader();
                Class.forName("org.ojalgo.netio.BasicLogger", true, cl);
                Class.forName("org.ojalgo.OjAlgoUtils", true, cl);
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("ojAlgo is not on the class path", e);
            } finally {
                System.setOut(out);
            }
            loaded = true;
        }
    }
}

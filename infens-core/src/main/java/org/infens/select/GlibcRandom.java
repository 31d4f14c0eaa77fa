package org.infens.select;

/**
 * The C library's {@code rand()} as GNU libc computes it ({@code random_r} with its default state, {@code TYPE_3}:
 * an additive lagged Fibonacci generator, r_i = r_{i-3} + r_{i-31} mod 2^32, returning r_i &gt;&gt;&gt; 1), seeded
 * as {@code srand(seed)}. LIBSVM draws its cross-validation folds from {@code rand()} and {@code svm-train} never
 * calls {@code srand}, so its folds are those of seed 1 (glibc treats seed 0 as 1); {@link Folds#libsvm} uses this
 * generator to give the same folds, and the probability estimates of {@code org.infens.calibrate} draw their internal
 * folds from it as {@code svm-train -b 1} does.
 *
 * <p>Hand-written because no Java library reproduces glibc's sequence; it is the 31-word state, the seeding by
 * the Park-Miller generator and the 310 discarded outputs of glibc's {@code srandom_r} (stdlib/random_r.c).
 * {@code GlibcRandomTest} checks it against values printed by a C program on glibc 2.36. Not thread-safe.
 */
public final class GlibcRandom {
    private static final int DEGREE = 31;
    private static final int SEPARATION = 3;
    private final int[] state = new int[DEGREE];
    private int front = SEPARATION;
    private int rear;

    /**
     * A generator in the state {@code srand(seed)} leaves, with {@code seed} taken as C's {@code unsigned int}:
     * its low 32 bits.
     *
     * @param seed the seed of {@code srand}; 0 is taken as 1, as glibc does
     */
    public GlibcRandom(long seed) {
        int s = (int) seed;
        if (s == 0) {
            s = 1;
        }
        state[0] = s;
        int word = s;
        for (int i = 1; i < DEGREE; i++) {
            // state[i] = 16807 * state[i - 1] mod (2^31 - 1), without overflowing 31 bits (Schrage's method), with
            // glibc's 32-bit signed word, so seeds of 2^31 and more are handled as glibc does
            int hi = word / 127773;
            int lo = word % 127773;
            word = 16807 * lo - 2836 * hi;
            if (word < 0) {
                word += 2147483647;
            }
            state[i] = word;
        }
        for (int i = 0; i < 10 * DEGREE; i++) {
            next();
        }
    }

    /**
     * Advances the generator past {@code draws} values of {@code rand()}, as that many calls of {@link #next()}:
     * to continue a stream another computation drew from first (svm-train {@code -v} with {@code -b 1} draws its
     * folds, then each fold's internal folds, from one {@code rand()}).
     *
     * @param draws the number of values skipped, {@code >= 0}
     * @throws IllegalArgumentException if {@code draws} is negative
     */
    public void skip(long draws) {
        if (draws < 0) {
            throw new IllegalArgumentException("draws must be >= 0, got " + draws);
        }
        for (long i = 0; i < draws; i++) {
            next();
        }
    }

    /** The next value of {@code rand()}, in [0, 2^31). */
    public int next() {
        int value = state[front] + state[rear];
        state[front] = value;
        if (++front == DEGREE) {
            front = 0;
        }
        if (++rear == DEGREE) {
            rear = 0;
        }
        return value >>> 1;
    }
}

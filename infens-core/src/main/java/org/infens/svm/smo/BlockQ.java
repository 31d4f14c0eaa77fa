package org.infens.svm.smo;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import org.infens.Tasks;
import org.infens.kernel.Kernel;

/**
 * The Q matrix of {@link Decomposition}'s working sets held whole and kept from one working set to the next: the
 * variables a working set shares with the last one (most of them: the free variables stay) keep their rows and
 * columns, and only the new variables' rows are computed, against every variable of the set. With an LRU cache per
 * working set every column was computed again at each outer iteration; on Fashion-MNIST (784 features) that was
 * most of the time.
 *
 * <p>Positions: the set's variables sit at positions 0..size-1 in an order this class keeps (the solver's shrinking
 * swaps them, and the next working set starts from that order); {@link #hold} makes the set exactly the given
 * variables and returns which variable is at each position. Q_st = y_s y_t k(x_s, x_t) is stored row by row; as Q
 * is symmetric, row s is column s. Values are floats, as in {@link KernelCache}; the diagonal is kept in double
 * precision. Memory: capacity^2 floats, capacity growing by doubling.
 */
final class BlockQ implements QMatrix {
    private final Kernel.Evaluator kernel;
    private final byte[] y;
    private final int[] positionOf;
    private float[][] rows = new float[0][];
    private double[] diagonal = new double[0];
    private int[] variableAt = new int[0];
    private int size;

    /**
     * @param kernel the kernel over the problem's rows (both arguments)
     * @param y      the labels of all the problem's variables
     */
    BlockQ(Kernel.Evaluator kernel, byte[] y) {
        this.kernel = kernel;
        this.y = y;
        this.positionOf = new int[y.length];
        java.util.Arrays.fill(positionOf, -1);
    }

    /** The bytes a set of {@code size} variables takes. */
    static long bytes(int size) {
        return (long) size * size * Float.BYTES;
    }

    /** The number of variables held. */
    int size() {
        return size;
    }

    /**
     * Makes the held set exactly the variables of {@code wanted} (distinct indices): the others leave, their
     * positions filled from the end; new ones are appended and their rows computed (on the pool's threads, each row
     * by the same code, so the values do not depend on the threads).
     *
     * @return the variable at each position 0..size-1
     */
    int[] hold(int[] wanted, ExecutorService pool, int threads) {
        boolean[] keep = new boolean[size];
        int kept = 0;
        for (int t : wanted) {
            int p = positionOf[t];
            if (p >= 0) {
                keep[p] = true;
                kept++;
            }
        }
        // close the gaps left by leaving variables with the last kept ones, from the end
        int end = size;
        for (int p = 0; p < end; p++) {
            if (!keep[p]) {
                while (end > p + 1 && !keep[end - 1]) {
                    end--;
                }
                if (end > p + 1) {
                    move(end - 1, p);
                    keep[p] = true;
                    end--;
                } else {
                    end = p;
                }
            }
        }
        for (int p = kept; p < size; p++) {
            if (variableAt[p] >= 0) {
                positionOf[variableAt[p]] = -1;
            }
        }
        size = kept;
        int newSize = wanted.length;
        ensureCapacity(newSize);
        int from = size;
        for (int t : wanted) {
            if (positionOf[t] < 0) {
                variableAt[size] = t;
                positionOf[t] = size++;
            }
        }
        computeRows(from, newSize, pool, threads);
        return java.util.Arrays.copyOf(variableAt, size);
    }

    /** Moves the variable at position {@code from} to the (vacated) position {@code to}, row and column. */
    private void move(int from, int to) {
        float[] r = rows[to];
        rows[to] = rows[from];
        rows[from] = r;
        for (int s = 0; s < size; s++) {
            rows[s][to] = rows[s][from];
        }
        diagonal[to] = diagonal[from];
        positionOf[variableAt[to]] = -1;
        variableAt[to] = variableAt[from];
        positionOf[variableAt[to]] = to;
        variableAt[from] = -1;
    }

    private void ensureCapacity(int n) {
        int cap = rows.length;
        if (n <= cap) {
            return;
        }
        int newCap = (int) Math.min(Integer.MAX_VALUE - 8, Math.max((long) n, 2L * cap));
        float[][] r = new float[newCap][];
        for (int s = 0; s < newCap; s++) {
            r[s] = new float[newCap];
            if (s < size) {
                System.arraycopy(rows[s], 0, r[s], 0, size);
            }
        }
        rows = r;
        diagonal = java.util.Arrays.copyOf(diagonal, newCap);
        variableAt = java.util.Arrays.copyOf(variableAt, newCap);
    }

    /** Computes the rows of positions [from, to) against every position, and mirrors them into the columns. */
    private void computeRows(int from, int to, ExecutorService pool, int threads) {
        if (from >= to) {
            return;
        }
        int[] js = java.util.Arrays.copyOf(variableAt, to);
        List<Callable<Void>> tasks = new ArrayList<>();
        int t = pool == null ? 1 : Math.max(1, threads);
        int per = Math.max(1, (to - from + t - 1) / t);
        for (int lo = from; lo < to; lo += per) {
            int a = lo;
            int b = Math.min(to, lo + per);
            tasks.add(() -> {
                double[] values = new double[to];
                for (int p = a; p < b; p++) {
                    float[] row = rows[p];
                    kernel.row(variableAt[p], js, 0, to, values);
                    byte yp = y[variableAt[p]];
                    for (int s = 0; s < to; s++) {
                        row[s] = (float) (y[js[s]] == yp ? values[s] : -values[s]);
                    }
                    diagonal[p] = values[p];
                }
                return null;
            });
        }
        if (tasks.size() == 1 || pool == null) {
            for (Callable<Void> task : tasks) {
                try {
                    task.call();
                } catch (Exception e) {
                    throw e instanceof RuntimeException re ? re : new IllegalStateException(e);
                }
            }
        } else {
            List<Future<Void>> futures = new ArrayList<>();
            for (Callable<Void> task : tasks) {
                futures.add(pool.submit(task));
            }
            for (Future<Void> f : futures) {
                Tasks.join(f, "computing kernel rows");
            }
        }
        // the old rows' new columns; a pair of new variables takes the value its lower position
        // computed
        for (int p = from; p < to; p++) {
            float[] row = rows[p];
            for (int s = 0; s < from; s++) {
                rows[s][p] = row[s];
            }
        }
        for (int p = from; p < to; p++) {
            for (int s = from; s < p; s++) {
                rows[p][s] = rows[s][p];
            }
        }
    }

    @Override
    public float[] column(int i, int length) {
        return rows[i];
    }

    @Override
    public double[] diagonalArray() {
        return diagonal;
    }

    @Override
    public void swapIndex(int i, int j) {
        float[] r = rows[i];
        rows[i] = rows[j];
        rows[j] = r;
        for (int s = 0; s < size; s++) {
            float[] row = rows[s];
            float v = row[i];
            row[i] = row[j];
            row[j] = v;
        }
        Solver.swap(diagonal, i, j);
        Solver.swap(variableAt, i, j);
        positionOf[variableAt[i]] = i;
        positionOf[variableAt[j]] = j;
    }

    @Override
    public void release() {
    }
}

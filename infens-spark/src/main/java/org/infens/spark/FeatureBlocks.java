package org.infens.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import org.apache.spark.Partitioner;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function2;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.ml.linalg.DenseVector;
import org.apache.spark.ml.linalg.SparseVector;
import org.apache.spark.ml.linalg.Vector;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.infens.data.Dataset;
import org.infens.learner.StumpColumns;
import org.infens.learner.StumpSearch;
import scala.Tuple2;

/**
 * A training set's features held by feature on a Spark cluster's executors: an RDD of B partitions, partition b
 * holding whole columns of the consecutive features [b d / B, (b + 1) d / B) of all N rows (the non-zero values and
 * their rows, sorted by value once, in a {@link StumpSearch#ofColumns}), built once and cached in the executors'
 * memory ({@code MEMORY_ONLY}, as objects: nothing is serialised after the build). The driver keeps O(B) here.
 *
 * <p>As {@link StumpColumns}, every search is one Spark job: the weight vector is broadcast (8 N bytes), each
 * partition returns its best stump ({@link Candidate}, about 100 bytes), and the driver takes the best by the tie rule
 * of {@link StumpSearch}, so the result is the search over all columns in one JVM, bit for bit. {@link #split} is a
 * job on the one partition that holds the feature, which returns the N outputs as a bit set (N / 8 bytes).
 *
 * <p>The partitions also keep what an AdaBoost run keeps per row ({@link ExecutorRounds}): its copy of the
 * distribution U_t, mutated in place round after round. Jobs on a partition hold its lock, so a partition is never
 * searched and updated at once.
 *
 * <p>Not thread-safe; {@link #close} releases the cached columns.
 */
final class FeatureBlocks implements StumpColumns, AutoCloseable {
    private final JavaSparkContext context;
    private final JavaRDD<Block> blocks;
    private final int n;
    private final int dimension;
    /** Partition b holds features [first[b], first[b + 1]). */
    private final int[] first;
    /** What the blocks are built from, when it is broadcast (driver-held data): kept to rebuild a lost block. */
    private final List<? extends Broadcast<?>> sources;

    /**
     * One partition: its first feature and the search over its columns, with the state an AdaBoost run keeps there
     * ({@link ExecutorRounds}; empty until its first round).
     */
    static final class Block {
        final int from;
        final StumpSearch search;
        /** The AdaBoost round whose distribution {@link #distribution} is, or -1 (none, or not to be trusted). */
        int round = -1;
        /** U_t, this partition's copy. */
        double[] distribution;
        /** Scratch: the signed weights of the search. */
        double[] signed;
        /** Scratch: the rows h_t misclassifies. */
        boolean[] wrong;
        /** Each row's class index, 0 or 1. */
        int[] classes;

        Block(int from, StumpSearch search) {
            this.from = from;
            this.search = search;
        }
    }

    /** The non-zero values of some features in some consecutive rows, on their way to their block. */
    record Chunk(int block, int part, int[][] rows, double[][] values) implements Serializable {
    }

    private FeatureBlocks(JavaSparkContext context, JavaRDD<Block> blocks, int n, int dimension, int[] first,
                          List<? extends Broadcast<?>> sources) {
        this.sources = List.copyOf(sources);
        this.context = context;
        this.blocks = blocks;
        this.n = n;
        this.dimension = dimension;
        this.first = first;
    }

    /**
     * The number of feature blocks for {@code partitions} (0: Spark's default parallelism): at most one per feature,
     * at least one.
     */
    static int blockCount(int partitions, int dimension, JavaSparkContext context) {
        if (partitions < 0) {
            throw new IllegalArgumentException("partitions must be >= 0 (0: Spark's default parallelism), got "
                    + partitions);
        }
        int wanted = partitions == 0 ? context.defaultParallelism() : partitions;
        return Math.max(1, Math.min(wanted, dimension));
    }

    /** The first feature of each of {@code count} blocks of {@code dimension} features, and {@code dimension}. */
    static int[] firstFeatures(int count, int dimension) {
        int[] f = new int[count + 1];
        for (int b = 0; b <= count; b++) {
            f[b] = (int) ((long) b * dimension / count);
        }
        return f;
    }

    /**
     * The columns of {@code data}, held by this driver, spread over {@code partitions} blocks (0: Spark's default
     * parallelism, at most one per feature). The driver builds each block's columns and sends each to its
     * partition once.
     */
    static FeatureBlocks of(JavaSparkContext context, Dataset data, int partitions) {
        int d = data.dimension();
        int count = blockCount(partitions, d, context);
        int[] first = firstFeatures(count, d);
        int size = data.size();
        int[] nonZero = new int[d];
        for (int i = 0; i < size; i++) {
            for (int k = 0, stored = data.storedCount(i); k < stored; k++) {
                if (data.storedValue(i, k) != 0) {
                    nonZero[data.storedIndex(i, k)]++;
                }
            }
        }
        int[][] rows = new int[d][];
        double[][] values = new double[d][];
        for (int f = 0; f < d; f++) {
            rows[f] = new int[nonZero[f]];
            values[f] = new double[nonZero[f]];
        }
        int[] fill = new int[d];
        for (int i = 0; i < size; i++) {
            for (int k = 0, stored = data.storedCount(i); k < stored; k++) {
                double v = data.storedValue(i, k);
                if (v != 0) {
                    int f = data.storedIndex(i, k);
                    rows[f][fill[f]] = i;
                    values[f][fill[f]++] = v;
                }
            }
        }
        List<Broadcast<Chunk>> chunks = new ArrayList<>(count);
        List<Integer> indices = new ArrayList<>(count);
        for (int b = 0; b < count; b++) {
            chunks.add(context.broadcast(new Chunk(b, 0, Arrays.copyOfRange(rows, first[b], first[b + 1]),
                    Arrays.copyOfRange(values, first[b], first[b + 1]))));
            indices.add(b);
        }
        // each block's columns travel as a broadcast fetched by its partition alone (a task holding them could pass
        // the cluster's RPC message limit, 128 MB by default); kept until close() for a partition rebuilt after a loss
        JavaRDD<Block> blocks = context.parallelize(indices, count).mapPartitionsWithIndex(
                (Integer b, Iterator<Integer> it) -> block(b, List.of(chunks.get(b).value()).iterator(), size,
                        first), true);
        return cached(context, blocks, size, d, first, chunks);
    }

    /**
     * The columns of DataFrame rows {@code (features vector, label)} held by the executors, spread over
     * {@code partitions} blocks: each input partition cuts its rows into one chunk per block (the non-zero values of
     * the block's features, with the rows numbered from {@code offsets[p]}, the rows of the partitions before), and
     * the chunks of a block meet in its partition, where they are joined in row order. The rows are assumed checked
     * (no NaN or infinite value).
     *
     * @param input   the rows, in the order that numbers them
     * @param offsets the number of rows before each input partition
     * @param size    N, the number of rows
     * @param d       the number of features (the largest vector size)
     */
    static FeatureBlocks of(JavaSparkContext context, JavaRDD<Row> input, long[] offsets, int size, int d,
                            int partitions) {
        int count = blockCount(partitions, d, context);
        int[] first = firstFeatures(count, d);
        JavaPairRDD<Integer, Chunk> chunks = input.mapPartitionsWithIndex(
                (Integer p, Iterator<Row> it) -> chunks(p, it, offsets[p], d, first).iterator(), true)
                .mapToPair(c -> new Tuple2<>(c.block(), c));
        JavaRDD<Block> blocks = chunks.partitionBy(new BlockPartitioner(count)).values().mapPartitionsWithIndex(
                (Integer b, Iterator<Chunk> it) -> block(b, it, size, first), true);
        return cached(context, blocks, size, d, first, List.of());
    }

    /** Caches {@code blocks} and builds them now, so that building errors surface here. */
    private static FeatureBlocks cached(JavaSparkContext context, JavaRDD<Block> blocks, int size, int d,
                                        int[] first, List<? extends Broadcast<?>> sources) {
        FeatureBlocks held = new FeatureBlocks(context, blocks, size, d, first, sources);
        blocks.persist(StorageLevel.MEMORY_ONLY());
        try {
            SparkEngine.unwrapped(blocks::count);
        } catch (RuntimeException e) {
            held.close();
            throw e;
        }
        return held;
    }

    /** One input partition's rows as one chunk per block (row numbers from {@code offset}). */
    private static List<Chunk> chunks(int part, Iterator<Row> it, long offset, int d, int[] first) {
        int[][] rows = new int[d][];
        double[][] values = new double[d][];
        int[] count = new int[d];
        long i = offset;
        while (it.hasNext()) {
            Vector x = (Vector) it.next().get(0);
            int row = Math.toIntExact(i++);
            if (x instanceof DenseVector dense) {
                double[] v = dense.values();
                for (int f = 0; f < v.length; f++) {
                    if (v[f] != 0) {
                        append(rows, values, count, f, row, v[f]);
                    }
                }
            } else {
                SparseVector sparse = (SparseVector) x;
                int[] idx = sparse.indices();
                double[] v = sparse.values();
                for (int k = 0; k < idx.length; k++) {
                    if (v[k] != 0) {
                        append(rows, values, count, idx[k], row, v[k]);
                    }
                }
            }
        }
        List<Chunk> out = new ArrayList<>(first.length - 1);
        for (int b = 0; b + 1 < first.length; b++) {
            int width = first[b + 1] - first[b];
            int[][] r = new int[width][];
            double[][] v = new double[width][];
            for (int f = 0; f < width; f++) {
                int c = count[first[b] + f];
                r[f] = c == 0 ? new int[0] : Arrays.copyOf(rows[first[b] + f], c);
                v[f] = c == 0 ? new double[0] : Arrays.copyOf(values[first[b] + f], c);
            }
            out.add(new Chunk(b, part, r, v));
        }
        return out;
    }

    private static void append(int[][] rows, double[][] values, int[] count, int f, int row, double v) {
        int c = count[f];
        if (rows[f] == null) {
            rows[f] = new int[16];
            values[f] = new double[16];
        } else if (c == rows[f].length) {
            rows[f] = Arrays.copyOf(rows[f], 2 * c);
            values[f] = Arrays.copyOf(values[f], 2 * c);
        }
        rows[f][c] = row;
        values[f][c] = v;
        count[f] = c + 1;
    }

    /** Partition b's block: its chunks joined in row order (by input partition), presorted by value. */
    private static Iterator<Block> block(int b, Iterator<Chunk> it, int size, int[] first) {
        List<Chunk> parts = new ArrayList<>();
        it.forEachRemaining(parts::add);
        parts.sort(Comparator.comparingInt(Chunk::part));
        int width = first[b + 1] - first[b];
        int[][] rows = new int[width][];
        double[][] values = new double[width][];
        for (int f = 0; f < width; f++) {
            int total = 0;
            for (Chunk c : parts) {
                if (c.block() != b) {
                    throw new IllegalStateException("block " + c.block() + "'s chunk in partition " + b);
                }
                total += c.rows()[f].length;
            }
            rows[f] = new int[total];
            values[f] = new double[total];
            int at = 0;
            for (Chunk c : parts) {
                int len = c.rows()[f].length;
                System.arraycopy(c.rows()[f], 0, rows[f], at, len);
                System.arraycopy(c.values()[f], 0, values[f], at, len);
                at += len;
            }
        }
        return Collections.singletonList(new Block(first[b], StumpSearch.ofColumns(size, rows, values))).iterator();
    }

    /** Sends chunk b to partition b. */
    private static final class BlockPartitioner extends Partitioner {
        private static final long serialVersionUID = 1L;
        private final int count;

        BlockPartitioner(int count) {
            this.count = count;
        }

        @Override
        public int numPartitions() {
            return count;
        }

        @Override
        public int getPartition(Object key) {
            return (Integer) key;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof BlockPartitioner p && p.count == count;
        }

        @Override
        public int hashCode() {
            return count;
        }
    }

    /** The number of blocks (partitions). */
    int blockCount() {
        return first.length - 1;
    }

    /** The block that holds feature {@code f}. */
    int blockOf(int f) {
        int b = Arrays.binarySearch(first, f); // first is strictly increasing: a block holds at least one feature
        return b >= 0 ? b : -b - 2;
    }

    /** Runs {@code task} on every block (holding its lock) and returns the results in block order. */
    <R> List<R> eachBlock(Function2<Integer, Block, R> task) {
        return SparkEngine.unwrapped(perBlock(task)::collect);
    }

    /** Runs {@code task} on block {@code b} alone (holding its lock) and returns its result. */
    <R> R onBlock(int b, Function2<Integer, Block, R> task) {
        JavaRDD<R> out = perBlock(task);
        return SparkEngine.unwrapped(() -> out.collectPartitions(new int[] {b}))[0].get(0);
    }

    /** {@code task}'s result on each block, holding the block's lock. */
    private <R> JavaRDD<R> perBlock(Function2<Integer, Block, R> task) {
        return blocks.mapPartitionsWithIndex((Integer b, Iterator<Block> it) -> {
            Block block = it.next();
            if (it.hasNext()) { // also ends the iteration, which releases Spark's read lock on the cached block
                throw new IllegalStateException("partition " + b + " holds more than one block");
            }
            R r;
            synchronized (block) {
                r = task.call(b, block);
            }
            return Collections.singletonList(r).iterator();
        }, true);
    }

    /** Broadcasts {@code value} to the executors. */
    <T> Broadcast<T> broadcast(T value) {
        return context.broadcast(value);
    }

    /** Drops the cached blocks, as a lost executor would: the next job rebuilds them, without any round's state. */
    void forget() {
        blocks.unpersist(true);
        blocks.persist(StorageLevel.MEMORY_ONLY());
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public int dimension() {
        return dimension;
    }

    @Override
    public StumpSearch.Result best(double[] signedWeights) {
        checkLength(signedWeights);
        Broadcast<double[]> u = context.broadcast(signedWeights.clone());
        try {
            return Candidate.best(eachBlock((b, block) -> Candidate.of(block.search.best(u.value()), block.from)))
                    .result();
        } finally {
            u.destroy();
        }
    }

    @Override
    public StumpSearch.Choice bestExcluding(double[][] signedWeights, BitSet excluded) {
        Objects.requireNonNull(excluded, "excluded");
        if ((long) n * dimension > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("data: " + n + " rows x " + dimension
                    + " features is too many stump keys for an int");
        }
        double[][] u = new double[signedWeights.length][];
        for (int t = 0; t < u.length; t++) {
            checkLength(signedWeights[t]);
            u[t] = signedWeights[t].clone();
        }
        Broadcast<Excluding> task = context.broadcast(new Excluding(u, excluded.stream().toArray()));
        int rows = n;
        try {
            Candidate best = Candidate.best(eachBlock((b, block) -> {
                Excluding e = task.value();
                long from = (long) block.from * rows;
                long to = from + (long) block.search.dimension() * rows;
                BitSet local = new BitSet();
                for (int key : e.keys()) {
                    if (key >= from && key < to) {
                        local.set((int) (key - from));
                    }
                }
                return Candidate.of(block.search.bestExcluding(e.u(), local), block.from, rows);
            }));
            return best == null ? null : best.choice();
        } finally {
            task.destroy();
        }
    }

    /** What {@link #bestExcluding} broadcasts: the weight vectors and the excluded keys of the whole data set. */
    private record Excluding(double[][] u, int[] keys) implements Serializable {
    }

    /** The outputs of a split as they travel: the rows above as {@link BitSet#toLongArray()}, and onThreshold. */
    private record SplitBits(long[] above, boolean onThreshold) implements Serializable {
    }

    @Override
    public Split split(int feature, double threshold) {
        if (feature < 0 || feature >= dimension) {
            throw new IllegalArgumentException("feature must be in [0, " + dimension + "), got " + feature);
        }
        SplitBits bits = onBlock(blockOf(feature), (b, block) -> {
            Split s = block.search.split(feature - block.from, threshold);
            return new SplitBits(s.above().toLongArray(), s.onThreshold());
        });
        return new Split(BitSet.valueOf(bits.above()), bits.onThreshold());
    }

    private void checkLength(double[] u) {
        if (u.length != n) {
            throw new IllegalArgumentException("signedWeights has " + u.length + " entries, expected " + n);
        }
    }

    /** Releases the cached blocks (and what they were built from). */
    @Override
    public void close() {
        blocks.unpersist(false);
        sources.forEach(Broadcast::destroy);
    }
}

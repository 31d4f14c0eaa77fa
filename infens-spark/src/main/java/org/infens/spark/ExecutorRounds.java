package org.infens.spark;

import java.io.Serializable;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Objects;
import org.apache.spark.broadcast.Broadcast;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.boost.AdaBoostTrainer;
import org.infens.data.LabelledRows;
import org.infens.learner.DecisionStumpModel;
import org.infens.learner.DecisionStumpTrainer;
import org.infens.learner.InstanceWeights;
import org.infens.learner.Stump;

/**
 * AdaBoost's stump rounds on feature blocks whose partitions keep their own copies of the distribution U_t
 * ({@link AdaBoostTrainer.Rounds}): per round, the driver broadcasts h_{t-1}'s outputs as a bit set of the rows above
 * its threshold with w_{t-1} (N / 8 bytes), each partition reweights its copy with {@link AdaBoostTrainer#reweight}
 * (the loop's own arithmetic, so every copy holds the driver's doubles) and returns its best stump for U_t (scaled to
 * mean 1 and signed by class as {@link DecisionStumpTrainer} does), the driver takes the best ({@link Candidate}) and
 * asks the partition holding its feature for its outputs.
 *
 * <p>Why copies rather than broadcasting U_t every round (8 N bytes): the bit set is 64 times smaller, and U_t is the
 * only per-round message that grows with N (the candidates are about 100 bytes per partition); measured in
 * {@code infens-bench/results/spark-adaboost.md}. The price is state in the cached partitions, with two guards:
 * <ul>
 *   <li>a partition that does not hold U_{t-1} (built again after a lost executor or an evicted block, or left
 *       half-updated by a failed task, which marks it so before it writes) answers "stale", and the driver repeats
 *       the round with U_t itself broadcast ({@link #fullBroadcasts()} counts those rounds; round 0 is one);</li>
 *   <li>a partition already at round t (a task run again) keeps its copy.</li>
 * </ul>
 * Binary labels only; not thread-safe (one run at a time).
 */
final class ExecutorRounds implements AdaBoostTrainer.Rounds {
    private final FeatureBlocks blocks;
    private final LabelledRows rows;
    private final Broadcast<long[]> classOne;
    private final Provenance provenance;
    private final boolean checkCopies;
    private int round;
    private Update pending;
    private int fullBroadcasts;

    /**
     * Rounds over {@code blocks} for {@code rows} (2 classes).
     *
     * @param checkCopies whether each partition also returns a hash of its copy of U_t, checked against the driver's
     *                    (for tests: O(N) per partition and round)
     */
    ExecutorRounds(FeatureBlocks blocks, LabelledRows rows, boolean checkCopies) {
        this.blocks = Objects.requireNonNull(blocks, "blocks");
        this.rows = Objects.requireNonNull(rows, "rows");
        if (rows.classCount() != 2) {
            throw new IllegalArgumentException("adaboost: rounds on feature blocks need 2 classes, got "
                    + rows.classCount());
        }
        BitSet one = new BitSet(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            if (rows.classOf(i) == 1) {
                one.set(i);
            }
        }
        this.classOne = blocks.broadcast(one.toLongArray());
        this.provenance = DecisionStumpTrainer.provenance(rows);
        this.checkCopies = checkCopies;
    }

    /** h_{t-1}'s outputs and weight, for the partitions to reweight their copies of U. */
    private record Update(long[] above, int aboveClass, int belowClass, double alpha) implements Serializable {
        Update withAlpha(double a) {
            return new Update(above, aboveClass, belowClass, a);
        }
    }

    /** One round's message: the update to reach U_t, or U_t itself. */
    private record Step(int round, Update update, double[] full, boolean check) implements Serializable {
    }

    /** A partition's answer: its candidate and the hash of its copy, or stale. */
    private record Answer(Candidate candidate, int hash, boolean stale) implements Serializable {
    }

    @Override
    public Classifier next(double[] distribution, long seed, int[] classes) {
        if (round > 0 && (pending == null || Double.isNaN(pending.alpha()))) {
            throw new IllegalStateException("round " + round + " before reweighted() of round " + (round - 1));
        }
        Step step = new Step(round, round == 0 ? null : pending, round == 0 ? distribution.clone() : null,
                checkCopies);
        List<Answer> answers = run(step);
        if (step.full() == null && answers.stream().anyMatch(Answer::stale)) {
            step = new Step(round, null, distribution.clone(), checkCopies);
            answers = run(step);
        }
        if (step.full() != null) {
            fullBroadcasts++;
        }
        int expected = checkCopies ? Arrays.hashCode(distribution) : 0;
        for (int b = 0; b < answers.size(); b++) {
            Answer a = answers.get(b);
            if (a.stale() || (checkCopies && a.hash() != expected)) {
                throw new IllegalStateException("adaboost round " + round + ": partition " + b + (a.stale()
                        ? " did not take U_t" : "'s copy of U_t differs from the driver's"));
            }
        }
        Stump stump = Candidate.best(answers.stream().map(Answer::candidate).toList()).stump();
        DecisionStumpModel h = DecisionStumpModel.binary(rows.labels(), stump, rows.featureNames(), provenance);
        long[] above = stump.isConstant() ? null
                : blocks.split(stump.feature(), stump.threshold()).above().toLongArray();
        classesOf(above, h.aboveClass(), h.belowClass(), classes);
        pending = new Update(above, h.aboveClass(), h.belowClass(), Double.NaN);
        round++;
        return h;
    }

    @Override
    public void reweighted(double alpha) {
        pending = pending.withAlpha(alpha);
    }

    /** The rounds that broadcast U_t itself: the first, and each after a partition lost its copy. */
    int fullBroadcasts() {
        return fullBroadcasts;
    }

    private List<Answer> run(Step step) {
        Broadcast<Step> message = blocks.broadcast(step);
        Broadcast<long[]> one = classOne;
        int n = rows.size();
        try {
            return blocks.eachBlock((b, block) -> answer(block, message.value(), one, n));
        } finally {
            message.destroy();
        }
    }

    /** On a partition: brings its copy to U_t, then searches its columns. */
    private static Answer answer(FeatureBlocks.Block block, Step step, Broadcast<long[]> classOne, int n) {
        if (block.round != step.round()) {
            if (step.full() != null) {
                if (block.distribution == null) {
                    block.classes = new int[n];
                    classesOf(classOne.value(), 1, 0, block.classes);
                    block.signed = new double[n];
                    block.wrong = new boolean[n];
                }
                block.distribution = step.full().clone();
            } else if (block.round == step.round() - 1 && step.update() != null) {
                Update u = step.update();
                block.round = -1; // not to be trusted until reweighted
                wrongOf(u.above(), u.aboveClass(), u.belowClass(), block.classes, block.wrong);
                AdaBoostTrainer.reweight(block.distribution, block.wrong, u.alpha());
            } else {
                return new Answer(null, 0, true);
            }
            block.round = step.round();
        }
        InstanceWeights.meanOne(block.distribution, block.signed);
        DecisionStumpTrainer.signedWeights(block.signed, block.classes, block.signed);
        Candidate c = Candidate.of(block.search.best(block.signed), block.from);
        return new Answer(c, step.check() ? Arrays.hashCode(block.distribution) : 0, false);
    }

    /** Each row's class: {@code aboveClass} where the bit is set (everywhere for {@code above == null}). */
    private static void classesOf(long[] above, int aboveClass, int belowClass, int[] classes) {
        BitSet bits = above == null ? null : BitSet.valueOf(above);
        for (int i = 0; i < classes.length; i++) {
            classes[i] = bits == null || bits.get(i) ? aboveClass : belowClass;
        }
    }

    /** Whether each row's class from {@code above} (as {@link #classesOf}) differs from its label. */
    private static void wrongOf(long[] above, int aboveClass, int belowClass, int[] labels, boolean[] wrong) {
        BitSet bits = above == null ? null : BitSet.valueOf(above);
        for (int i = 0; i < wrong.length; i++) {
            wrong[i] = (bits == null || bits.get(i) ? aboveClass : belowClass) != labels[i];
        }
    }
}

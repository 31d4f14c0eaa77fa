package org.infens.bench;

import java.util.concurrent.TimeUnit;
import org.infens.Classifier;
import org.infens.boost.AdaBoostMhParams;
import org.infens.boost.AdaBoostMhTrainer;
import org.infens.data.Dataset;
import org.infens.learner.C45Params;
import org.infens.learner.C45Trainer;
import org.infens.learner.PerceptronParams;
import org.infens.learner.PerceptronTrainer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One fit of each base learner of Lin &amp; Li 2008, Sec. 7 and of Shen &amp; Liu 2014's AdaBoost.MH baseline on n
 * ringnorm rows (d = 20, two classes): the RCD perceptron with 200 epochs (400 exact line searches of O(n log n)), the
 * pruned C4.5 tree, and AdaBoost.MH with T = 100 stumps (O(n d K) per round after one presort). Milliseconds per fit.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class BaseLearnerBenchmark {
    /** Rows. */
    @Param({"2000"})
    public int n;

    private Dataset data;

    /** Generates the rows. */
    @Setup
    public void setup() {
        data = BenchData.ringnorm(n, 20, 3);
    }

    /** RCD perceptron, 200 epochs. */
    @Benchmark
    public Classifier perceptron() {
        return new PerceptronTrainer(PerceptronParams.defaults(), 1).fit(data);
    }

    /** C4.5 with J48's defaults. */
    @Benchmark
    public Classifier c45() {
        return new C45Trainer(C45Params.defaults()).fit(data);
    }

    /** AdaBoost.MH, 100 rounds of stumps. */
    @Benchmark
    public Classifier adaBoostMh() {
        return new AdaBoostMhTrainer(new AdaBoostMhParams(100)).fit(data);
    }
}

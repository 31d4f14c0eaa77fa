package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.Classifier;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.Synthetic;
import org.infens.eval.Metrics;
import org.infens.kernel.KernelTestSupport;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** The data's Fourier bandwidth, and the Fourier learners that take it when no sigma is given. */
class FourierBandwidthTest {
    private static final Labels TWO = Labels.of("a", "b");

    /**
     * Brute force: over all ordered pairs of rows (i = j included), the mean of ||x_i - x_j||^2 is 2 tr(Cov(x)), so
     * sigma^2 = tr(Cov(x)) / 2 is a quarter of it.
     */
    @Test
    void isAQuarterOfTheMeanSquaredDistanceBetweenRows() {
        SplittableRandom r = new SplittableRandom(5);
        double[][] x = new double[23][4];
        int[] y = new int[x.length];
        for (int i = 0; i < x.length; i++) {
            for (int f = 0; f < 4; f++) {
                // features with different means and spreads, one mostly zero (sparse storage skips those)
                x[i][f] = f == 3 ? (r.nextInt(4) == 0 ? r.nextGaussian() : 0) : 10 * f + (f + 1) * r.nextGaussian();
            }
            y[i] = i % 2;
        }
        Dataset dense = Dataset.dense(x, y, TWO);
        double pairs = 0;
        for (int i = 0; i < x.length; i++) {
            for (int j = 0; j < x.length; j++) {
                pairs += dense.squaredDistance(i, dense, j);
            }
        }
        double expected = Math.sqrt(pairs / ((double) x.length * x.length) / 4);
        assertEquals(expected, FourierBandwidth.of(dense), 1e-12 * expected);
        assertEquals(expected, FourierBandwidth.of(KernelTestSupport.sparse(x)), 1e-12 * expected);
    }

    @Test
    void constantFeaturesFallBackToLibsvmsGamma() {
        Dataset same = Dataset.dense(new double[][] {{2, 2, 2}, {2, 2, 2}}, new int[] {0, 1}, TWO);
        assertEquals(Math.sqrt(3 / 2.0), FourierBandwidth.of(same), 1e-15);
        Dataset empty = Dataset.dense(new double[0][], new int[0], TWO);
        assertThrows(IllegalArgumentException.class, () -> FourierBandwidth.of(empty));
    }

    /**
     * Issue 19: with the former default sigma = 1, {@code rff} had 50% test error on twonorm (20 unscaled features,
     * tr(Cov) about 24), and {@code cgens(weak=fourier)} too. Without sigma, both take the data's bandwidth (their
     * provenance says which) and beat the majority class clearly.
     */
    @Test
    void fourierLearnersWithoutSigmaTakeTheDatasAndLearnTwonorm() {
        Dataset train = Synthetic.Problem.TWONORM.generate(300, 20, 3);
        Dataset test = Synthetic.Problem.TWONORM.generate(1000, 20, 4);
        double sigma = FourierBandwidth.of(train);
        for (String spec : new String[] {"rff(D=500)", "cgens(weak=fourier, J=50, candidates=200)",
            "cgens-sls(weak=fourier, J=50, candidates=200)"}) {
            Classifier m = Learners.create(spec, new LearnerContext(1, 1)).fit(train);
            Spec fitted = Spec.parse(m.provenance().parameters());
            Spec carrier = fitted.name().equals("rff") ? fitted : fitted.spec("weak");
            assertEquals(sigma, carrier.number("sigma", Double.NaN), 1e-12 * sigma, m.provenance().parameters());
            double error = 1 - Metrics.accuracy(m, test);
            assertTrue(error < 0.2, spec + ": test error " + error + " on twonorm (majority about 0.5)");
        }
        // a given sigma is kept
        Classifier given = Learners.create("rff(D=50, sigma=2.5)", new LearnerContext(1, 1)).fit(train);
        assertEquals(2.5, Spec.parse(given.provenance().parameters()).number("sigma", Double.NaN), 0);
    }
}

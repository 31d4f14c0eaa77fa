package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.infens.kernel.KernelTestSupport.sparse;
import static org.infens.kernel.KernelTestSupport.uniform;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.infens.data.Dataset;
import org.junit.jupiter.api.Test;

/**
 * The additive form of the stump and intersection kernels, the compiled expansion and the sorted-sweep product, each
 * against the direct O(m n d) sum of kernel values.
 */
class AdditiveKernelTest {
    static final List<String> ADDITIVE = List.of("stump", "stump(delta=2.5)", "hik", "scale(kernel=stump, by=3)",
            "sum(a=stump, b=hik)", "sum(a=scale(kernel=hik, by=0.5), b=stump(delta=1))");

    /** sum_j beta_j k(row j of rows, row i of query), straight from kernel values. */
    static double direct(Kernel k, Dataset rows, double[] beta, Dataset query, int i) {
        double s = 0;
        for (int j = 0; j < rows.size(); j++) {
            s += beta[j] * k.value(rows, j, query, i);
        }
        return s;
    }

    /** The scale of the terms of the direct sum, to which rounding errors are relative. */
    static double scale(Kernel k, Dataset rows, double[] beta, Dataset query, int i) {
        double s = 0;
        for (int j = 0; j < rows.size(); j++) {
            s += Math.abs(beta[j] * k.value(rows, j, query, i));
        }
        return Math.max(s, 1);
    }

    static double[] weights(SplittableRandom rng, int n, double zeroFraction) {
        double[] beta = new double[n];
        for (int j = 0; j < n; j++) {
            beta[j] = rng.nextDouble() < zeroFraction ? 0 : rng.nextDouble(-2, 2);
        }
        return beta;
    }

    @Test
    void formGivesTheKernelsValues() {
        SplittableRandom rng = new SplittableRandom(1);
        Dataset x = dense(uniform(rng, 12, 4, -3, 3, 0.5));
        for (String spec : ADDITIVE) {
            Kernel k = Kernels.fromSpec(org.infens.spec.Spec.parse(spec));
            AdditiveForm f = k.additiveForm().orElseThrow();
            for (int i = 0; i < x.size(); i++) {
                for (int j = 0; j < x.size(); j++) {
                    double v = f.constant();
                    for (int d = 0; d < x.dimension(); d++) {
                        v += f.term(x.get(i, d), x.get(j, d));
                    }
                    assertEquals(k.value(x, i, x, j), v, 1e-12, spec);
                }
            }
        }
    }

    @Test
    void otherKernelsAreNotAdditive() {
        for (String spec : List.of("rbf(gamma=1)", "perceptron", "laplacian(gamma=1)", "linear",
                "sum(a=stump, b=rbf(gamma=1))", "product(a=stump(delta=1), b=hik)", "middle-stump(thresholds=[[0]])")) {
            assertTrue(Kernels.fromSpec(org.infens.spec.Spec.parse(spec)).additiveForm().isEmpty(), spec);
        }
        assertThrows(IllegalStateException.class, () -> StumpKernel.full().additiveForm());
    }

    @Test
    void expansionEqualsTheDirectSumOnDenseRowsWithTies() {
        SplittableRandom rng = new SplittableRandom(2);
        for (String spec : ADDITIVE) {
            Kernel k = Kernels.fromSpec(org.infens.spec.Spec.parse(spec));
            AdditiveForm form = k.additiveForm().orElseThrow();
            // values on a grid of 0.5 in [-2, 2): many ties, also with the query rows
            Dataset rows = dense(uniform(rng, 60, 5, -2, 2, 0.5));
            Dataset query = dense(uniform(rng, 40, 5, -3, 3, 0.25));
            double[] beta = weights(rng, rows.size(), 0.3);
            AdditiveExpansion e = AdditiveExpansion.of(form, rows, beta);
            for (int i = 0; i < query.size(); i++) {
                assertEquals(direct(k, rows, beta, query, i), e.value(query, i),
                        1e-13 * scale(k, rows, beta, query, i), spec);
            }
            for (int i = 0; i < rows.size(); i++) {
                assertEquals(direct(k, rows, beta, rows, i), e.value(rows, i), 1e-13 * scale(k, rows, beta, rows, i));
            }
        }
    }

    @Test
    void expansionEqualsTheDirectSumOnSparseRowsAndOtherDimensions() {
        SplittableRandom rng = new SplittableRandom(3);
        for (String spec : ADDITIVE) {
            Kernel k = Kernels.fromSpec(org.infens.spec.Spec.parse(spec));
            AdditiveForm form = k.additiveForm().orElseThrow();
            double[][] x = KernelTestSupport.sparseish(rng, 50, 6);
            x[3] = new double[6]; // an all-zero row
            Dataset rows = sparse(x);
            double[] beta = weights(rng, rows.size(), 0.2);
            AdditiveExpansion e = AdditiveExpansion.of(form, rows, beta);
            // sparse and dense queries, narrower and wider than the rows
            for (Dataset query : List.of(sparse(KernelTestSupport.sparseish(rng, 30, 6)),
                    dense(KernelTestSupport.sparseish(rng, 30, 6)), sparse(KernelTestSupport.sparseish(rng, 30, 9)),
                    dense(uniform(rng, 30, 4, -1, 1, 0)), dense(uniform(rng, 30, 8, -1, 1, 0)))) {
                for (int i = 0; i < query.size(); i++) {
                    assertEquals(direct(k, rows, beta, query, i), e.value(query, i),
                            1e-13 * scale(k, rows, beta, query, i), spec);
                }
            }
        }
    }

    @Test
    void singleRowsAndEqualValues() {
        Kernel k = StumpKernel.simplified();
        AdditiveForm form = k.additiveForm().orElseThrow();
        Dataset one = dense(new double[][] {{0.5, -1}});
        Dataset query = dense(new double[][] {{0.5, -1}, {2, 2}, {-4, 0}});
        AdditiveExpansion e = AdditiveExpansion.of(form, one, new double[] {1.5});
        for (int i = 0; i < query.size(); i++) {
            assertEquals(direct(k, one, new double[] {1.5}, query, i), e.value(query, i), 1e-15);
        }
        Dataset same = dense(new double[][] {{1, 1}, {1, 1}, {1, 1}});
        double[] beta = {1, -2, 0.5};
        AdditiveExpansion f = AdditiveExpansion.of(form, same, beta);
        for (int i = 0; i < query.size(); i++) {
            assertEquals(direct(k, same, beta, query, i), f.value(query, i), 1e-14);
        }
        // all weights zero: the zero function
        AdditiveExpansion z = AdditiveExpansion.of(form, same, new double[3]);
        assertEquals(0, z.value(query, 1));
    }

    @Test
    void sortedSweepIsTheExpansionForAnyBlockAndThreadCount() throws Exception {
        SplittableRandom rng = new SplittableRandom(4);
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            for (String spec : ADDITIVE) {
                AdditiveForm form = Kernels.fromSpec(org.infens.spec.Spec.parse(spec)).additiveForm().orElseThrow();
                for (boolean isSparse : new boolean[] {false, true}) {
                    double[][] x = KernelTestSupport.sparseish(rng, 1000, 7);
                    for (int i = 0; i < x.length; i += 5) {
                        x[i][2] = 0.25; // ties across blocks
                    }
                    Dataset rows = isSparse ? sparse(x) : dense(x);
                    double[] beta = weights(rng, rows.size(), 0.9);
                    AdditiveExpansion e = AdditiveExpansion.of(form, rows, beta);
                    double[] reference = new double[rows.size()];
                    for (int i = 0; i < reference.length; i++) {
                        reference[i] = e.value(rows, i);
                    }
                    for (int block : new int[] {1, 7, 128, 1 << 14}) {
                        SortedFeatures sorted = SortedFeatures.of(rows, block == 7 ? pool : null, 3, block);
                        for (int threads : new int[] {1, 3}) {
                            double[] out = new double[rows.size()];
                            sorted.evaluate(e, out, threads == 1 ? null : pool, threads);
                            for (int i = 0; i < out.length; i++) {
                                assertEquals(Double.doubleToLongBits(reference[i]), Double.doubleToLongBits(out[i]),
                                        spec + (isSparse ? " sparse" : " dense") + " block " + block + " row " + i);
                            }
                        }
                    }
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void sortedSweepEqualsTheDirectProduct() {
        SplittableRandom rng = new SplittableRandom(5);
        Kernel k = Kernels.fromSpec(org.infens.spec.Spec.parse("sum(a=stump, b=hik)"));
        Dataset rows = sparse(KernelTestSupport.sparseish(rng, 300, 5));
        double[] beta = weights(rng, rows.size(), 0.5);
        AdditiveExpansion e = AdditiveExpansion.of(k.additiveForm().orElseThrow(), rows, beta);
        double[] out = new double[rows.size()];
        SortedFeatures.of(rows, null, 1, 64).evaluate(e, out, null, 1);
        for (int i = 0; i < out.length; i++) {
            assertEquals(direct(k, rows, beta, rows, i), out[i], 1e-13 * scale(k, rows, beta, rows, i));
        }
    }

    @Test
    void averagedStumpsAddUpToTheExpansion() {
        // Lin & Li 2008, Thm. 8: the expansion is the bias plus the averaged stumps (plus linear tails outside the
        // knots, zero when the weights sum to 0)
        SplittableRandom rng = new SplittableRandom(6);
        for (String spec : ADDITIVE) {
            AdditiveForm form = Kernels.fromSpec(org.infens.spec.Spec.parse(spec)).additiveForm().orElseThrow();
            Dataset rows = dense(uniform(rng, 40, 3, -2, 2, 0.25));
            double[] beta = weights(rng, rows.size(), 0.2);
            AdditiveExpansion e = AdditiveExpansion.of(form, rows, beta);
            AdditiveExpansion.Ensemble ens = e.averagedStumps();
            Dataset query = dense(uniform(rng, 50, 3, -3, 3, 0));
            for (int i = 0; i < query.size(); i++) {
                double f = ens.bias();
                for (AdditiveExpansion.AveragedStump s : ens.stumps()) {
                    double t = query.get(i, s.feature());
                    double a = t <= s.from() ? -1 : t >= s.to() ? 1 : (2 * t - s.from() - s.to()) / (s.to() - s.from());
                    f += s.weight() * a;
                }
                for (int d = 0; d < 3; d++) {
                    double t = query.get(i, d);
                    f += ens.slopeBelow()[d] * Math.min(0, t - ens.firstKnot()[d])
                            + ens.slopeAbove()[d] * Math.max(0, t - ens.lastKnot()[d]);
                }
                assertEquals(e.value(query, i), f, 1e-12 * Math.max(1, Math.abs(f)), spec);
            }
        }
    }
}

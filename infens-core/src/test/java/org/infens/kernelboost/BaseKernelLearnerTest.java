package org.infens.kernelboost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.junit.jupiter.api.Test;
import org.ojalgo.matrix.decomposition.Eigenvalue;
import org.ojalgo.matrix.store.MatrixStore;
import org.ojalgo.matrix.store.RawStore;

/**
 * The base kernel learner of 004 Fig. 2 against brute force (random unit-norm w) and against a dense generalised
 * eigen solve of A^T B A v = lambda K v (ojAlgo's generalised solver, used nowhere in the learner).
 */
class BaseKernelLearnerTest {
    private static final Labels TWO = Labels.of("1", "-1");

    static Dataset gaussianRows(int n, int d, SplittableRandom r) {
        double[][] x = new double[n][d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            y[i] = r.nextInt(2);
            for (int f = 0; f < d; f++) {
                x[i][f] = r.nextGaussian() + (f == 0 ? (y[i] == 0 ? 0.7 : -0.7) : 0);
            }
        }
        return Dataset.dense(x, y, TWO);
    }

    /** B_ij = D(i, j) y_i y_j for a random symmetric positive D. */
    static double[] pairWeights(Dataset data, SplittableRandom r) {
        int m = data.size();
        double[] b = new double[m * m];
        for (int i = 0; i < m; i++) {
            for (int j = i; j < m; j++) {
                double yy = data.classOf(i) == data.classOf(j) ? 1 : -1;
                b[i * m + j] = r.nextDouble(0.01, 1) * yy;
                b[j * m + i] = b[i * m + j];
            }
        }
        return b;
    }

    static double[][] matrix(Kernel k, Dataset a, Dataset b) {
        double[][] out = new double[a.size()][b.size()];
        for (int i = 0; i < a.size(); i++) {
            for (int j = 0; j < b.size(); j++) {
                out[i][j] = k.value(a, i, b, j);
            }
        }
        return out;
    }

    /** beta^T A^T B A beta / beta^T K beta: the score of the unit-norm w along beta. */
    static double score(double[] beta, double[][] a, double[][] gram, double[] b) {
        int m = a.length;
        double[] p = new double[m];
        for (int i = 0; i < m; i++) {
            for (int r = 0; r < beta.length; r++) {
                p[i] += a[i][r] * beta[r];
            }
        }
        double norm = 0;
        for (int r = 0; r < beta.length; r++) {
            for (int s = 0; s < beta.length; s++) {
                norm += beta[r] * gram[r][s] * beta[s];
            }
        }
        double sc = 0;
        for (int i = 0; i < m; i++) {
            for (int j = 0; j < m; j++) {
                sc += b[i * m + j] * p[i] * p[j];
            }
        }
        return sc / norm;
    }

    private static void check(Kernel kernel, Dataset labelled, Dataset templates, double[] b, boolean invertible,
                              SplittableRandom r) {
        double[][] a = matrix(kernel, labelled, templates);
        double[][] gram = matrix(kernel, templates, templates);
        BaseKernelLearner learner = new BaseKernelLearner(labelled, templates, kernel);
        BaseKernelLearner.Candidate c = learner.best(b);
        double[] beta = c.coefficients();
        // unit norm, and projections and score consistent with beta
        assertEquals(1.0, score(beta, a, gram, b) / c.score() * 1.0, 1e-8, "score(beta) = lambda");
        double norm = 0;
        for (int s = 0; s < beta.length; s++) {
            for (int t = 0; t < beta.length; t++) {
                norm += beta[s] * gram[s][t] * beta[t];
            }
        }
        assertEquals(1.0, norm, 1e-8, "||w||^2 = beta^T K beta");
        // at least as good as 1,000 random unit-norm w
        for (int trial = 0; trial < 1000; trial++) {
            double[] random = new double[beta.length];
            for (int s = 0; s < random.length; s++) {
                random[s] = r.nextGaussian();
            }
            double sc = score(random, a, gram, b);
            assertTrue(sc <= c.score() + 1e-9 * Math.abs(c.score()), "random w scores " + sc + " > " + c.score());
        }
        if (!invertible) {
            return;
        }
        // a dense generalised eigen solve of A^T B A v = lambda K v
        int mt = templates.size();
        int m = labelled.size();
        double[][] atba = new double[mt][mt];
        for (int s = 0; s < mt; s++) {
            for (int t = 0; t < mt; t++) {
                double v = 0;
                for (int i = 0; i < m; i++) {
                    for (int j = 0; j < m; j++) {
                        v += a[i][s] * b[i * m + j] * a[j][t];
                    }
                }
                atba[s][t] = v;
            }
        }
        Eigenvalue.Generalised<Double> g = Eigenvalue.R064.makeGeneralised(RawStore.wrap(atba));
        assertTrue(g.decompose(RawStore.wrap(atba), RawStore.wrap(gram)));
        double[] values = new double[mt];
        g.getEigenvalues(values, java.util.Optional.empty());
        int top = 0;
        for (int k = 1; k < mt; k++) {
            if (values[k] > values[top]) {
                top = k;
            }
        }
        assertEquals(values[top], c.score(), 1e-7 * Math.abs(values[top]), "largest generalised eigenvalue");
        MatrixStore<Double> v = g.getV();
        double[] ref = new double[mt];
        for (int s = 0; s < mt; s++) {
            ref[s] = v.doubleValue(s, top);
        }
        // same w up to sign: compare the projections w . phi(x_i) of the normalised vectors
        double refNorm = 0;
        for (int s = 0; s < mt; s++) {
            for (int t = 0; t < mt; t++) {
                refNorm += ref[s] * gram[s][t] * ref[t];
            }
        }
        double[] p = c.projections();
        double sign = 0;
        for (int i = 0; i < m; i++) {
            double q = 0;
            for (int s = 0; s < mt; s++) {
                q += a[i][s] * ref[s];
            }
            q /= Math.sqrt(refNorm);
            if (sign == 0 && Math.abs(q) > 1e-6) {
                sign = Math.signum(q) * Math.signum(p[i]);
            }
            assertEquals(q, sign * p[i], 1e-6 * (1 + Math.abs(q)), "projection of row " + i);
        }
    }

    @Test
    void linearTopEigenvectorBeatsRandomDirectionsAndMatchesTheGeneralisedSolve() {
        SplittableRandom r = new SplittableRandom(11);
        for (int run = 0; run < 3; run++) {
            Dataset labelled = gaussianRows(14, 8, r);
            Dataset templates = gaussianRows(5, 8, r); // 5 <= 8: K invertible
            check(new LinearKernel(), labelled, templates, pairWeights(labelled, r), true, r);
        }
    }

    @Test
    void kernelisedVariantWithRbfMatchesTheGeneralisedSolve() {
        SplittableRandom r = new SplittableRandom(12);
        for (int run = 0; run < 3; run++) {
            Dataset labelled = gaussianRows(12, 3, r);
            Dataset templates = gaussianRows(6, 3, r);
            check(new GaussianKernel(0.3), labelled, templates, pairWeights(labelled, r), true, r);
        }
    }

    @Test
    void singularTemplateMatrixIsHandled() {
        SplittableRandom r = new SplittableRandom(13);
        Dataset labelled = gaussianRows(15, 4, r);
        // 10 templates in 4 dimensions under the linear kernel: K has rank 4; plus exact duplicates
        Dataset templates = gaussianRows(10, 4, r).view(new int[] {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1}).compact();
        BaseKernelLearner learner = new BaseKernelLearner(labelled, templates, new LinearKernel());
        assertEquals(4, learner.rank());
        check(new LinearKernel(), labelled, templates, pairWeights(labelled, r), false, r);
    }
}

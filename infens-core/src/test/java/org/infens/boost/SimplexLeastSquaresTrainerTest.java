package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.junit.jupiter.api.Test;

/** CGEns-SLS (001 Algorithm 2): simplex codes, and the J-dimensional solver against the direct m x m form of (11). */
class SimplexLeastSquaresTrainerTest {

    @Test
    void simplexCodesHaveUnitNormAndInnerProductsMinusOneOverL() {
        for (int k = 2; k <= 12; k++) {
            double[][] c = SimplexCode.vectors(k);
            assertEquals(k, c.length);
            for (int a = 0; a < k; a++) {
                assertEquals(k - 1, c[a].length);
                for (int b = 0; b < k; b++) {
                    double expected = a == b ? 1 : -1.0 / (k - 1);
                    assertEquals(expected, WeakLearnerFamily.dot(c[a], c[b]), 1e-12, "K=" + k + " <c" + a + ",c" + b + ">");
                }
            }
        }
        assertEquals(1, SimplexCode.vectors(2)[0][0], 1e-15);
        assertEquals(-1, SimplexCode.vectors(2)[1][0], 1e-15);
    }

    /** Solves A x = B (A square) by Gauss-Jordan elimination with partial pivoting; the reference for (11). */
    static double[][] solveDense(double[][] a, double[][] rhs) {
        int n = a.length;
        int k = rhs[0].length;
        double[][] m = new double[n][n + k];
        for (int i = 0; i < n; i++) {
            System.arraycopy(a[i], 0, m[i], 0, n);
            System.arraycopy(rhs[i], 0, m[i], n, k);
        }
        for (int col = 0; col < n; col++) {
            int p = col;
            for (int r = col + 1; r < n; r++) {
                if (Math.abs(m[r][col]) > Math.abs(m[p][col])) {
                    p = r;
                }
            }
            double[] t = m[p];
            m[p] = m[col];
            m[col] = t;
            for (int r = 0; r < n; r++) {
                if (r != col) {
                    double f = m[r][col] / m[col][col];
                    for (int c = col; c < n + k; c++) {
                        m[r][c] -= f * m[col][c];
                    }
                }
            }
        }
        double[][] x = new double[n][k];
        for (int i = 0; i < n; i++) {
            for (int c = 0; c < k; c++) {
                x[i][c] = m[i][n + c] / m[i][i];
            }
        }
        return x;
    }

    @Test
    void jDimensionalSolutionEqualsTheDirectFormulaEleven() {
        SplittableRandom rng = new SplittableRandom(8);
        int m = 40;
        int classes = 4;
        int l = classes - 1;
        double c = 0.8;
        int[] y = new int[m];
        for (int i = 0; i < m; i++) {
            y[i] = rng.nextInt(classes);
        }
        double[][] codes = SimplexCode.vectors(classes);
        SimplexLeastSquaresTrainer.SimplexLeastSquares solver =
                new SimplexLeastSquaresTrainer.SimplexLeastSquares(codes, y, c, 100);
        int columns = 70; // past the factor's first growth (64)
        double[][] h = new double[columns][m];
        for (int j = 0; j < columns; j++) {
            for (int i = 0; i < m; i++) {
                h[j][i] = rng.nextInt(3) == 0 ? rng.nextGaussian() : (rng.nextBoolean() ? 1 : -1);
            }
            solver.addColumn(h[j]);
            if (j != 2 && j != 30 && j != columns - 1) {
                continue;
            }
            int jj = j + 1;
            // S = H^T H + I/C (m x m), then b = (1^T S^-1 L / 1^T S^-1 1)^T, U = S^-1 (L - 1 b^T), w_tau = H U_tau
            double[][] s = new double[m][m];
            for (int a = 0; a < m; a++) {
                for (int b = 0; b < m; b++) {
                    double v = a == b ? 1 / c : 0;
                    for (int k = 0; k < jj; k++) {
                        v += h[k][a] * h[k][b];
                    }
                    s[a][b] = v;
                }
            }
            double[][] rhs = new double[m][l + 1];
            for (int i = 0; i < m; i++) {
                System.arraycopy(codes[y[i]], 0, rhs[i], 0, l);
                rhs[i][l] = 1;
            }
            double[][] sInv = solveDense(s, rhs); // [S^-1 L, S^-1 1]
            double oneSOne = 0;
            for (int i = 0; i < m; i++) {
                oneSOne += sInv[i][l];
            }
            double[] biases = solver.biases();
            double[][] weights = solver.weights();
            double[][] u = solver.dualColumns();
            for (int t = 0; t < l; t++) {
                double oneSL = 0;
                for (int i = 0; i < m; i++) {
                    oneSL += sInv[i][t];
                }
                double b = oneSL / oneSOne;
                assertEquals(b, biases[t], 1e-9, "b_" + t + " at J=" + jj);
                for (int i = 0; i < m; i++) {
                    double ui = sInv[i][t] - b * sInv[i][l];
                    assertEquals(ui, u[t][i], 1e-9, "U[" + i + "," + t + "] at J=" + jj);
                }
                for (int k = 0; k < jj; k++) {
                    double wk = 0;
                    for (int i = 0; i < m; i++) {
                        wk += h[k][i] * (sInv[i][t] - b * sInv[i][l]);
                    }
                    assertEquals(wk, weights[t][k], 1e-9, "w[" + t + "," + k + "] at J=" + jj);
                }
            }
            assertEquals(solver.primalObjective(), solver.dualObjective(), 1e-8 * Math.max(1, solver.primalObjective()));
        }
    }

    static Dataset blobs(long seed, int m, int classes) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[][] x = new double[m][3];
        int[] y = new int[m];
        String[] names = new String[classes];
        for (int k = 0; k < classes; k++) {
            names[k] = "c" + k;
        }
        for (int i = 0; i < m; i++) {
            y[i] = i % classes;
            for (int f = 0; f < 3; f++) {
                x[i][f] = rng.nextGaussian() + (f == y[i] % 3 ? 2 : 0) + (f == 0 ? 0.5 * y[i] : 0);
            }
        }
        return Dataset.dense(x, y, Labels.of(names));
    }

    @Test
    void objectiveNeverIncreasesAndPredictionsFollowTheCodes() {
        Dataset data = blobs(3, 90, 5);
        SimplexLeastSquaresModel model = new SimplexLeastSquaresTrainer(
                SimplexLeastSquaresParams.defaults().withC(4).withMaxColumns(30)).fit(data);
        double previous = Double.POSITIVE_INFINITY;
        for (ColumnGenerationStep s : model.trace()) {
            assertTrue(s.primalObjective() <= previous + 1e-9, "objective rose at J=" + s.columns());
            assertEquals(s.primalObjective(), s.dualObjective(), 1e-7 * Math.max(1, s.primalObjective()));
            previous = s.primalObjective();
        }
        double[][] codes = model.codes();
        int correct = 0;
        for (int i = 0; i < data.size(); i++) {
            double[] f = model.outputs(data, i);
            int best = 0;
            for (int y = 1; y < codes.length; y++) {
                if (WeakLearnerFamily.dot(f, codes[y]) > WeakLearnerFamily.dot(f, codes[best])) {
                    best = y;
                }
            }
            assertEquals(best, model.classOf(data, i), "rule (15)");
            assertEquals(5, model.predict(data, i).decisionValues().length);
            correct += best == data.classOf(i) ? 1 : 0;
        }
        assertTrue(correct > data.size() / 5, "better than chance on its training set"); // 5 classes
    }

    /**
     * Runs at several costs in lockstep, and the budgets of one run, give each cost's and budget's separate fit bit
     * for bit, for every family, on five classes; the stump runs converge before J = 120 on 30 rows (90 stumps).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.EnumSource(WeakHypothesis.Kind.class)
    void costsInLockstepAndBudgetsEqualSeparateFits(WeakHypothesis.Kind kind) {
        costsAndBudgetsEqualSeparateFits(kind, false);
        if (kind != WeakHypothesis.Kind.STUMP) {
            // candidates drawn once: the costs run one after the other, and the pool of 40 is used up before J = 120
            costsAndBudgetsEqualSeparateFits(kind, true);
        }
    }

    private static void costsAndBudgetsEqualSeparateFits(WeakHypothesis.Kind kind, boolean drawOnce) {
        Dataset data = blobs(5, 30, 5);
        double[] costs = {0.02, 1, 64};
        int[] budgets = {3, 8, 120};
        SimplexLeastSquaresParams p = SimplexLeastSquaresParams.defaults().withWeak(kind, Double.NaN)
                .withCandidates(40).withDrawOnce(drawOnce).withSeed(9);
        SimplexLeastSquaresTrainer trainer = new SimplexLeastSquaresTrainer(p.withC(5).withMaxColumns(2));
        java.util.List<java.util.List<SimplexLeastSquaresModel>> lockstep = trainer.fitCosts(data, costs, budgets);
        boolean someConverged = false;
        for (int k = 0; k < costs.length; k++) {
            for (int b = 0; b < budgets.length; b++) {
                String at = kind + (drawOnce ? " drawn once" : "") + " C=" + costs[k] + " J=" + budgets[b];
                SimplexLeastSquaresModel alone = new SimplexLeastSquaresTrainer(p.withC(costs[k])
                        .withMaxColumns(budgets[b])).fit(data);
                SimplexLeastSquaresModel shared = lockstep.get(k).get(b);
                assertEquals(alone.hypotheses(), shared.hypotheses(), at);
                assertTrue(java.util.Arrays.deepEquals(alone.weights(), shared.weights()), at);
                assertTrue(java.util.Arrays.equals(alone.biases(), shared.biases()), at);
                assertEquals(alone.trace(), shared.trace(), at);
                assertEquals(alone.converged(), shared.converged(), at);
                assertEquals(alone.provenance(), shared.provenance(), at);
                someConverged |= shared.converged();
            }
        }
        assertTrue(kind != WeakHypothesis.Kind.STUMP && !drawOnce || someConverged,
                "a stump run, or one with a pool of 40, converges before J = 120");
        assertTrue(!lockstep.get(0).get(2).hypotheses().equals(lockstep.get(2).get(2).hypotheses()), kind + "");
        if (drawOnce) {
            java.util.List<WeakHypothesis> last = lockstep.get(1).get(2).hypotheses();
            assertEquals(last.size(), new java.util.HashSet<>(last).size(), "a pool's columns are distinct");
        }
    }
}

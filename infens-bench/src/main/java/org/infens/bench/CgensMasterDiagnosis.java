package org.infens.bench;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.infens.boost.ColumnGenerationTrainer;
import org.infens.boost.WeakHypothesis;
import org.infens.boost.WeakLearnerFamily;
import org.infens.data.Dataset;
import org.infens.linear.LinearSvmSolver;
import org.infens.linear.WorkingSetSvmSolver;
import org.ojalgo.matrix.decomposition.Eigenvalue;
import org.ojalgo.matrix.store.RawStore;

/**
 * Why dual coordinate descent stops at its epoch cap on the restricted masters of CGEns at C = 1 (issue 22): runs
 * CGEns with stumps (Shen &amp; Liu 2014, Algorithm 1: selection (8), warm-started masters) on the first ROWS rows of
 * MNIST odd vs even ({@link CgensVersusLpBoost}'s order), every master solved to the tolerance 1e-6 by
 * {@link WorkingSetSvmSolver}, and at J = J1 and J1 + 1 columns reports what sets the pace of coordinate descent:
 * <ul>
 *   <li>the free, bound-at-C and zero alpha_i of the optimum, and how many free rows change from J1 to J1 + 1;</li>
 *   <li>the singular values of the matrix of the free rows (+-1 entries), whose squares are the non-zero
 *   eigenvalues of the dual Hessian on that face, against its diagonal ||x_i||^2 = J;</li>
 *   <li>the dual objective lost by the warm start (alpha kept, the new weight sum_i y_i alpha_i h_i = the score):
 *   score^2 / 2, against the change of the optimum;</li>
 *   <li>the epochs {@link LinearSvmSolver} needs, from the J1 optimum, to meet the tolerance 0.01 at J1 + 1
 *   (capped at 100,000), the multiplier steps of its bias, and its projected-gradient spread and primal objective
 *   after 1,000 epochs (its cap in CGEns).</li>
 * </ul>
 * Usage: {@code CgensMasterDiagnosis [ROWS=3000] [J1=99] [C=1]}.
 */
public final class CgensMasterDiagnosis {
    static {
        org.infens.OjAlgo.load();
    }

    private CgensMasterDiagnosis() {
    }

    /** Runs the diagnosis; see the class comment. */
    public static void main(String[] args) throws IOException {
        int rows = args.length > 0 ? Integer.parseInt(args[0]) : 3000;
        int j1 = args.length > 1 ? Integer.parseInt(args[1]) : 99;
        double c = args.length > 2 ? Double.parseDouble(args[2]) : 1;
        Dataset all = CgensVersusLpBoost.mnistOddEven();
        Dataset data = all.view(Arrays.copyOf(CgensVersusLpBoost.shuffledOrder(all.size()), rows)).compact();
        double[] y = new double[rows];
        for (int i = 0; i < rows; i++) {
            y[i] = data.classOf(i) == 0 ? 1 : -1;
        }
        double[] start = ColumnGenerationTrainer.initialAlpha(y, c);
        WorkingSetSvmSolver exact = new WorkingSetSvmSolver(y, start, c, 1e-6, 100, 1);
        WeakLearnerFamily family = WeakLearnerFamily.create(WeakHypothesis.Kind.STUMP, Double.NaN, 1, data, 1);
        double[][] columns = new double[j1 + 1][];
        double[][] u = new double[1][rows];
        double[] alphaBefore = null;
        double optimumBefore = 0;
        for (int j = 0; j <= j1; j++) {
            exact.labelTimesAlpha(u[0]);
            WeakLearnerFamily.Column column = family.best(u, new SplittableRandom(j));
            family.select(column);
            columns[j] = column.values();
            if (j == j1) {
                alphaBefore = exact.alpha();
                optimumBefore = exact.dualObjective();
            }
            exact.addColumn(column.values());
            if (j == j1) {
                System.out.printf(Locale.ROOT, "warm start at J = %d: score %.2f, dual objective %.4f -> %.4f with"
                        + " alpha kept (score^2 / 2 = %.1f)%n", j1 + 1, column.score(), optimumBefore,
                        exact.dualObjective(), column.score() * column.score() / 2);
            }
            if (!exact.solve()) {
                throw new IllegalStateException("the master at J = " + (j + 1) + " did not converge");
            }
        }
        System.out.printf(Locale.ROOT, "optimum at J = %d: dual %.4f, change %.4f%n", j1 + 1, exact.dualObjective(),
                exact.dualObjective() - optimumBefore);
        describe("J = " + j1, alphaBefore, y, c, Arrays.copyOf(columns, j1));
        double[] alphaAfter = exact.alpha();
        describe("J = " + (j1 + 1), alphaAfter, y, c, columns);
        int left = 0;
        int entered = 0;
        for (int i = 0; i < rows; i++) {
            boolean before = alphaBefore[i] > 0 && alphaBefore[i] < c;
            boolean after = alphaAfter[i] > 0 && alphaAfter[i] < c;
            left += before && !after ? 1 : 0;
            entered += after && !before ? 1 : 0;
        }
        System.out.printf(Locale.ROOT, "free rows from J = %d to %d: %d left the face, %d joined it%n", j1, j1 + 1,
                left, entered);
        // coordinate descent from the J1 optimum on the J1 + 1 master
        for (int cap : new int[] {1000, 100_000}) {
            LinearSvmSolver dcd = new LinearSvmSolver(y, alphaBefore, c, 0.01, cap, 3);
            for (double[] h : columns) {
                dcd.addColumn(h);
            }
            boolean converged = dcd.solve();
            System.out.printf(Locale.ROOT, "coordinate descent, cap %d: converged %b after %d epochs and %d multiplier"
                    + " step(s), last spread %.3f, primal %.4f (optimum %.4f)%n", cap, converged, dcd.lastEpochs(),
                    dcd.lastMultiplierSteps(), dcd.lastSpread(), dcd.primalObjective(), exact.primalObjective());
        }
    }

    /** Counts of free / at C / zero alpha_i and the singular values of the free rows' matrix. */
    private static void describe(String label, double[] alpha, double[] y, double c, double[][] columns) {
        int free = 0;
        int atC = 0;
        for (double a : alpha) {
            free += a > 0 && a < c ? 1 : 0;
            atC += a >= c ? 1 : 0;
        }
        int j = columns.length;
        double[][] gram = new double[j][j]; // X_F^T X_F, whose eigenvalues are the squared singular values
        for (int i = 0; i < alpha.length; i++) {
            if (alpha[i] > 0 && alpha[i] < c) {
                for (int p = 0; p < j; p++) {
                    for (int q = 0; q < j; q++) {
                        gram[p][q] += columns[p][i] * columns[q][i];
                    }
                }
            }
        }
        Eigenvalue<Double> evd = Eigenvalue.R064.make(j, true);
        if (!evd.decompose(RawStore.wrap(gram))) {
            throw new IllegalStateException("eigen decomposition failed");
        }
        double[] values = new double[j];
        evd.getEigenvalues(values, java.util.Optional.empty());
        Arrays.sort(values);
        int rank = Math.min(free, j);
        double smallest = values[j - rank];
        System.out.printf(Locale.ROOT, "%s: %d free, %d at C, %d at 0; singular values of the free rows %.2f down to"
                        + " %.3f; smallest non-zero Hessian eigenvalue / diagonal = %.1e%n", label, free, atC,
                alpha.length - free - atC, Math.sqrt(values[j - 1]), Math.sqrt(Math.max(0, smallest)),
                smallest / j);
    }
}

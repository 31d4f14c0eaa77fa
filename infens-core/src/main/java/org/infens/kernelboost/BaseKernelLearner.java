package org.infens.kernelboost;

import org.infens.data.Dataset;
import org.infens.kernel.Kernel;

/**
 * The base kernel learner of Crammer, Keshet &amp; Singer 2002, Fig. 2 with the kernelised variant ("Kernelizing the
 * Kernel"): given weights B_ij = D(i, j) y_i y_j over pairs of labelled rows, it finds the unit-norm w = sum_r beta_r
 * phi(x~_r) that maximises Score(w) = sum_ij B_ij (w . phi(x_i)) (w . phi(x_j)) = beta^T A^T B A beta subject to
 * ||w||^2 = beta^T K beta = 1, with A_ir = kappa(x_i, x~_r) and K_rs = kappa(x~_r, x~_s).
 *
 * <p>How the generalised eigenproblem A^T B A v = lambda K v is solved: once per boosting run, K is decomposed as
 * U Lambda U^T and restricted to the eigenvalues above {@link #RELATIVE_TOLERANCE} times the largest (r of them).
 * The columns of Q = U_r Lambda_r^{-1/2} describe an orthonormal basis of span{phi(x~_r)} (Q^T K Q = I), and
 * G = A Q holds the coordinates of every labelled row in that basis. Every unit-norm w in the span is w = sum_k u_k
 * (basis k) with ||u|| = 1, so the problem becomes the ordinary symmetric eigenproblem of H = G^T B G (r x r), and
 * beta = Q u. A singular K (duplicate templates, more templates than the feature space has dimensions, as with the
 * linear kernel and m~ &gt; d) is thereby handled exactly rather than by adding a ridge: directions of beta in K's null
 * space give w = 0 and cannot be chosen; the tolerance only drops directions too weak to be told from rounding.
 * When K is invertible, the result equals the top generalised eigenvector of Crammer, Keshet &amp; Singer 2002, Fig. 2
 * (tested against ojAlgo's generalised solver).
 *
 * <p>Cost: once, O(m~^3 + m m~ (kappa + r)) time and O(m r) memory for G; per call, O(m^2 r + m r^2) for H (the m^2 r
 * product B G is written by hand over flat arrays: it is the hot loop of the booster) and O(r^3) for its
 * eigendecomposition by ojAlgo.
 */
final class BaseKernelLearner {
    /** Eigenvalues of K below this fraction of the largest are treated as zero. */
    static final double RELATIVE_TOLERANCE = 1e-10;

    private final int m;
    private final int templateCount;
    private final int rank;
    /** m x r, row-major: coordinates of the labelled rows in the orthonormal basis. */
    private final double[] coordinates;
    /** m~ x r, row-major: Q = U_r Lambda_r^{-1/2}. */
    private final double[] basis;

    /**
     * Prepares the learner for labelled rows {@code labelled} and templates {@code templates} under the (prepared)
     * base kernel {@code base}.
     */
    BaseKernelLearner(Dataset labelled, Dataset templates, Kernel base) {
        m = labelled.size();
        templateCount = templates.size();
        int mt = templateCount;
        int[] all = new int[mt];
        for (int r = 0; r < mt; r++) {
            all[r] = r;
        }
        double[] gram = new double[mt * mt];
        Kernel.Evaluator kt = base.evaluator(templates, templates);
        double[] row = new double[mt];
        for (int r = 0; r < mt; r++) {
            kt.row(r, all, 0, mt, row);
            System.arraycopy(row, 0, gram, r * mt, mt);
        }
        for (int r = 0; r < mt; r++) {
            for (int s = r + 1; s < mt; s++) {
                double v = 0.5 * (gram[r * mt + s] + gram[s * mt + r]);
                gram[r * mt + s] = v;
                gram[s * mt + r] = v;
            }
        }
        SymmetricEigen eigen = SymmetricEigen.of(gram, mt);
        double largest = eigen.values[0];
        if (!(largest > 0)) {
            throw new IllegalArgumentException("kernelboost: the base kernel's matrix on the unlabelled set is zero; "
                    + "no base kernel w w^T can be formed");
        }
        int r = 0;
        while (r < mt && eigen.values[r] > RELATIVE_TOLERANCE * largest) {
            r++;
        }
        rank = r;
        basis = new double[mt * r];
        for (int k = 0; k < r; k++) {
            double scale = 1 / Math.sqrt(eigen.values[k]);
            double[] u = eigen.vectors[k];
            for (int s = 0; s < mt; s++) {
                basis[s * r + k] = u[s] * scale;
            }
        }
        coordinates = new double[m * r];
        Kernel.Evaluator ka = base.evaluator(labelled, templates);
        for (int i = 0; i < m; i++) {
            ka.row(i, all, 0, mt, row);
            int oi = i * r;
            for (int s = 0; s < mt; s++) {
                double a = row[s];
                if (a == 0) {
                    continue;
                }
                int os = s * r;
                for (int k = 0; k < r; k++) {
                    coordinates[oi + k] += a * basis[os + k];
                }
            }
        }
    }

    /** The dimension r of the span of the templates in feature space, as far as it is numerically resolved. */
    int rank() {
        return rank;
    }

    /**
     * The best base kernel for pair weights {@code b} (m x m, row-major, symmetric: b_ij = D(i, j) y_i y_j).
     */
    Candidate best(double[] b) {
        int r = rank;
        // C = B G  (m x r), the O(m^2 r) hot loop
        double[] c = new double[m * r];
        for (int i = 0; i < m; i++) {
            int oi = i * r;
            int bi = i * m;
            for (int j = 0; j < m; j++) {
                double w = b[bi + j];
                if (w == 0) {
                    continue;
                }
                int oj = j * r;
                for (int k = 0; k < r; k++) {
                    c[oi + k] += w * coordinates[oj + k];
                }
            }
        }
        // H = G^T C  (r x r)
        double[] h = new double[r * r];
        for (int i = 0; i < m; i++) {
            int oi = i * r;
            for (int k = 0; k < r; k++) {
                double g = coordinates[oi + k];
                if (g == 0) {
                    continue;
                }
                int ok = k * r;
                for (int l = 0; l < r; l++) {
                    h[ok + l] += g * c[oi + l];
                }
            }
        }
        for (int k = 0; k < r; k++) {
            for (int l = k + 1; l < r; l++) {
                double v = 0.5 * (h[k * r + l] + h[l * r + k]);
                h[k * r + l] = v;
                h[l * r + k] = v;
            }
        }
        SymmetricEigen eigen = SymmetricEigen.of(h, r);
        double[] u = eigen.vectors[0];
        double[] projections = new double[m];
        for (int i = 0; i < m; i++) {
            int oi = i * r;
            double s = 0;
            for (int k = 0; k < r; k++) {
                s += coordinates[oi + k] * u[k];
            }
            projections[i] = s;
        }
        double[] beta = new double[templateCount];
        for (int s = 0; s < templateCount; s++) {
            int os = s * r;
            double v = 0;
            for (int k = 0; k < r; k++) {
                v += basis[os + k] * u[k];
            }
            beta[s] = v;
        }
        return new Candidate(beta, projections, eigen.values[0]);
    }

    /**
     * A unit-norm base kernel w w^T.
     *
     * @param coefficients beta: w = sum_r beta_r phi(x~_r)
     * @param projections  w . phi(x_i) for every labelled row
     * @param score        its score sum_ij B_ij (w . phi(x_i)) (w . phi(x_j)), the largest generalised eigenvalue
     */
    record Candidate(double[] coefficients, double[] projections, double score) {
    }
}

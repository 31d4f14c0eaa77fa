package org.infens.boost;

/**
 * Simplex coding of K = l + 1 classes (Shen &amp; Liu 2014, Sec. V, after Mroueh, Poggio, Rosasco &amp; Slotine 2012):
 * K unit vectors c_1..c_K in R^l that are as far apart as possible, c_y.c_y' = -1/l for y != y'.
 *
 * <p>Construction (the appendix Shen &amp; Liu 2014 refer to is not in the text, so this is the choice made here):
 * centre the standard basis of R^K, e_y - 1/K, scale it to unit length, and write it in the orthonormal Helmert basis
 * of the hyperplane orthogonal to (1, ..., 1): b_k = (1, ..., 1, -k, 0, ..., 0) / sqrt(k (k + 1)) with k ones, k =
 * 1..l. Then c_y[k] = sqrt(K / l) b_k[y]. For K = 2 the codes are +1 and -1, the binary labels.
 */
public final class SimplexCode {
    private SimplexCode() {
    }

    /** The K code vectors, row y is c_y (length K - 1); K &gt;= 2. */
    public static double[][] vectors(int classes) {
        if (classes < 2) {
            throw new IllegalArgumentException("classes must be >= 2, got " + classes);
        }
        int l = classes - 1;
        double scale = Math.sqrt((double) classes / l);
        double[][] c = new double[classes][l];
        for (int k = 1; k <= l; k++) {
            double norm = Math.sqrt((double) k * (k + 1));
            for (int y = 0; y < classes; y++) {
                double b = y < k ? 1 : y == k ? -k : 0;
                c[y][k - 1] = scale * b / norm;
            }
        }
        return c;
    }
}

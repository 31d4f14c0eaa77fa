package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The stretch index of a feature's knots against the plain binary search, on every kind of knot set and query. */
class KnotIndexTest {
    @Test
    void everyQueryGivesThePlainSearchsFloor() {
        SplittableRandom rng = new SplittableRandom(11);
        for (int set = 0; set < 400; set++) {
            double[] kn = knots(rng, set);
            AdditiveExpansion.KnotIndex ix = AdditiveExpansion.KnotIndex.of(kn);
            int m = kn.length;
            double[] queries = new double[4 * m + 12];
            int q = 0;
            for (double k : kn) {
                queries[q++] = k; // on a knot
                queries[q++] = Math.nextDown(k);
                queries[q++] = Math.nextUp(k);
                queries[q++] = kn[0] + rng.nextDouble() * (kn[m - 1] - kn[0]);
            }
            double[] edges = {Double.NaN, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY, -Double.MAX_VALUE,
                Double.MAX_VALUE, 0.0, -0.0, kn[0] - 1, kn[m - 1] + 1, Double.MIN_VALUE, -1e300, 1e300};
            for (double e : edges) {
                queries[q++] = e;
            }
            for (double t : queries) {
                int want = AdditiveExpansion.floor(kn, m, t);
                int got = ix == null ? want : ix.floor(kn, t);
                assertEquals(want, got, "set " + set + " (" + m + " knots " + Arrays.toString(
                        Arrays.copyOf(kn, Math.min(m, 6))) + "...), t = " + t);
            }
        }
    }

    @Test
    void fewerThanTwoKnotsHaveNoIndex() {
        assertNull(AdditiveExpansion.KnotIndex.of(new double[] {3.5}));
        assertNull(AdditiveExpansion.KnotIndex.of(new double[0]));
    }

    /** Increasing distinct finite knots: uniform, Gaussian, clustered with far outliers, tiny and huge ranges. */
    private static double[] knots(SplittableRandom rng, int set) {
        int m = 2 + rng.nextInt(set % 7 == 0 ? 3000 : 60);
        double[] v = new double[m];
        for (int k = 0; k < m; k++) {
            switch (set % 5) {
                case 0 -> v[k] = rng.nextDouble();
                case 1 -> v[k] = rng.nextGaussian() * 3;
                case 2 -> v[k] = k == 0 ? -1e9 : k == 1 ? 1e12 : rng.nextDouble(); // crowded by outliers
                case 3 -> v[k] = 1 + rng.nextInt(1000) * Math.ulp(1.0); // a range of a few ulps
                default -> v[k] = rng.nextDouble(-1e300, 1e300);
            }
        }
        return Arrays.stream(v).sorted().distinct().toArray();
    }
}

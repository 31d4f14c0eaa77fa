package org.infens.learner;

import java.util.TreeSet;
import org.infens.data.Dataset;

/** The brute-force references of the stump tests: every candidate threshold, found without the presorted search. */
public final class StumpTestSupport {
    private StumpTestSupport() {
    }

    /**
     * The thresholds of the middle stumps of feature {@code f}: (a + b) / 2 for every two adjacent distinct values
     * a &lt; b of the feature over the rows of {@code data} (absent sparse entries count as 0), ascending.
     */
    public static double[] middles(Dataset data, int f) {
        TreeSet<Double> distinct = new TreeSet<>();
        for (int i = 0; i < data.size(); i++) {
            distinct.add(data.get(i, f));
        }
        double[] out = new double[Math.max(0, distinct.size() - 1)];
        int k = 0;
        Double previous = null;
        for (double v : distinct) {
            if (previous != null) {
                out[k++] = (previous + v) / 2;
            }
            previous = v;
        }
        return out;
    }
}

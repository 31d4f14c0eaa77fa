package org.infens.boost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.infens.Model;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.data.LibsvmFormat;
import org.infens.learner.C45Model;
import org.junit.jupiter.api.Test;

/** AdaBoost.MH against brute force and Schapire &amp; Singer's Hamming-loss bound. */
class AdaBoostMhTrainerTest {
    static Dataset blobs() throws IOException {
        try (InputStream in = C45Model.class.getResourceAsStream("c45/blobs4.train");
             Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return LibsvmFormat.read(r, "blobs4.train");
        }
    }

    /** {@code size} random positive weights that sum to 1. */
    private static double[] randomWeights(SplittableRandom random, int size) {
        double[] w = new double[size];
        double sum = 0;
        for (int p = 0; p < w.length; p++) {
            w[p] = random.nextDouble();
            sum += w[p];
        }
        for (int p = 0; p < w.length; p++) {
            w[p] /= sum;
        }
        return w;
    }

    private static double edge(Dataset data, double[] w, int[] y, int k, int f, double t, double[] v) {
        double g = 0;
        for (int i = 0; i < data.size(); i++) {
            double phi = data.get(i, f) > t ? 1 : -1;
            for (int l = 0; l < k; l++) {
                g += w[i * k + l] * (l == y[i] ? 1 : -1) * v[l] * phi;
            }
        }
        return g;
    }

    @Test
    void stumpSearchFindsTheLargestEdgeOfAllStumpsAndVotes() {
        SplittableRandom r = new SplittableRandom(3);
        Labels abc = Labels.of("a", "b", "c");
        for (int trial = 0; trial < 60; trial++) {
            int n = 2 + r.nextInt(7);
            int d = 1 + r.nextInt(3);
            int k = 3;
            double[] x = new double[n * d];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                y[i] = r.nextInt(k);
                for (int f = 0; f < d; f++) {
                    x[i * d + f] = r.nextInt(4); // ties
                }
            }
            Dataset data = Dataset.dense(x, d, y, abc, null);
            double[] w = randomWeights(r, n * k);
            double brute = Double.NEGATIVE_INFINITY;
            for (int f = 0; f < d; f++) {
                java.util.TreeSet<Double> values = new java.util.TreeSet<>();
                for (int i = 0; i < n; i++) {
                    values.add(x[i * d + f]);
                }
                java.util.List<Double> thresholds = new java.util.ArrayList<>();
                thresholds.add(Double.NEGATIVE_INFINITY);
                Double prev = null;
                for (double v : values) {
                    if (prev != null) {
                        thresholds.add((prev + v) / 2);
                    }
                    prev = v;
                }
                for (double t : thresholds) {
                    for (int mask = 0; mask < (1 << k); mask++) {
                        double[] v = new double[k];
                        for (int l = 0; l < k; l++) {
                            v[l] = (mask >> l & 1) == 1 ? 1 : -1;
                        }
                        brute = Math.max(brute, edge(data, w, y, k, f, t, v));
                    }
                }
            }
            MultiClassStumpSearch.Result got = new MultiClassStumpSearch(data).search(w, y);
            assertEquals(brute, got.edge(), 1e-12, "trial " + trial);
            assertEquals(got.edge(), edge(data, w, y, k, got.feature(), got.threshold(), got.votes()), 1e-12,
                    "the reported stump has the reported edge");
        }
    }

    @Test
    void hammingLossIsBelowTheProductOfNormalizersAfterEveryRound() throws IOException {
        Dataset data = blobs();
        AdaBoostMhModel m = new AdaBoostMhTrainer(new AdaBoostMhParams(40)).fit(data);
        int n = data.size();
        int k = data.labels().size();
        double[] f = new double[n * k];
        double bound = 1;
        double[] alphas = m.weights();
        double[] z = m.normalizers();
        for (int t = 0; t < alphas.length; t++) {
            MultiClassStump s = m.members().get(t);
            double loss = 0;
            for (int i = 0; i < n; i++) {
                double phi = s.phi(data, i);
                double[] v = s.votes();
                for (int l = 0; l < k; l++) {
                    f[i * k + l] += alphas[t] * v[l] * phi;
                    double yl = l == data.classOf(i) ? 1 : -1;
                    if (yl * f[i * k + l] <= 0) {
                        loss += 1.0 / (n * k);
                    }
                }
            }
            bound *= z[t];
            assertTrue(z[t] < 1 && z[t] > 0, "round " + t + ": Z = " + z[t]);
            assertTrue(loss <= bound + 1e-12, "round " + t + ": Hamming loss " + loss + " > bound " + bound);
        }
        assertEquals(40, alphas.length);
        // f as accumulated here is the model's score
        for (int i = 0; i < n; i += 37) {
            double[] scores = m.scores(data, i);
            for (int l = 0; l < k; l++) {
                assertEquals(f[i * k + l], scores[l], 1e-9);
            }
        }
    }

    @Test
    void normalizerIsSqrtOneMinusEdgeSquared() throws IOException {
        Dataset data = blobs();
        AdaBoostMhModel m = new AdaBoostMhTrainer(new AdaBoostMhParams(10)).fit(data);
        double[] a = m.weights();
        double[] z = m.normalizers();
        for (int t = 0; t < a.length; t++) {
            double gamma = Math.tanh(a[t]);
            assertEquals(Math.sqrt(1 - gamma * gamma), z[t], 1e-9, "round " + t);
        }
    }

    /**
     * Against an outside implementation: adaboost-mh-reference.py (numpy, written from Schapire &amp; Singer's
     * description; README in the same folder) on the bundled vowel set, training rows i % 4 != 0, 100 rounds. Every
     * round's stump (feature, threshold, votes) must be the same and its alpha equal to 1e-12 relative, and the
     * predicted test classes the same; the fixture's smallest gap between the best and the next edge is 3.3e-6, so no
     * round is decided by rounding.
     */
    @Test
    void agreesWithAnIndependentNumpyImplementationOnVowel() throws IOException {
        List<String> lines = fixture("adaboost-mh-vowel.txt");
        Dataset[] parts = vowelParts();
        Dataset data = parts[0];
        Dataset held = parts[1];
        int rounds = lines.size() - 1;
        assertEquals(100, rounds);
        AdaBoostMhModel m = new AdaBoostMhTrainer(new AdaBoostMhParams(rounds)).fit(data);
        Labels labels = m.labels();
        int k = labels.size();
        assertEquals(rounds, m.members().size());
        for (int t = 0; t < rounds; t++) {
            String[] f = lines.get(t).trim().split(" ");
            MultiClassStump stump = m.members().get(t);
            String where = "round " + t;
            int feature = Integer.parseInt(f[1]);
            if (feature < 0) {
                assertEquals(Double.NEGATIVE_INFINITY, stump.threshold(), where);
            } else {
                assertEquals(feature, stump.feature(), where);
                assertEquals(Double.parseDouble(f[2]), stump.threshold(), 0.0, where);
            }
            double[] votes = stump.votes();
            for (int j = 0; j < k; j++) {
                // the script's classes are the labels in ascending numeric order
                int l = labels.indexOf(Labels.canonical(Integer.toString(j)));
                assertEquals(Double.parseDouble(f[3 + j]), votes[l], 0.0, where + ", class " + j);
            }
            double alpha = Double.parseDouble(f[3 + k]);
            assertEquals(alpha, m.weights()[t], 1e-12 * alpha, where);
        }
        String[] predicted = lines.get(rounds).trim().split(" ");
        assertEquals(held.size(), predicted.length);
        for (int i = 0; i < held.size(); i++) {
            assertEquals(predicted[i], labels.name(m.classOf(held, i)), "test row " + i);
        }
    }

    /** The fixture's rounds and predictions, without its comment lines. */
    private static List<String> fixture(String name) throws IOException {
        List<String> lines = new ArrayList<>();
        try (InputStream in = AdaBoostMhTrainerTest.class.getResourceAsStream(name)) {
            new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.startsWith("#"))
                    .forEach(lines::add);
        }
        return lines;
    }

    /** The fixtures' split of the bundled vowel set: training rows i % 4 != 0, test rows i % 4 == 0. */
    private static Dataset[] vowelParts() {
        Dataset all = BundledData.load("vowel");
        List<Integer> train = new ArrayList<>();
        List<Integer> test = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            (i % 4 != 0 ? train : test).add(i);
        }
        return new Dataset[] {all.view(train.stream().mapToInt(Integer::intValue).toArray()),
            all.view(test.stream().mapToInt(Integer::intValue).toArray())};
    }

    /**
     * The real variant against the same outside implementation's (adaboost-mh-reference.py ... real): every round's
     * stump (feature, threshold) the same and its confidences below and above equal to 1e-9 relative, and the same
     * test predictions, over 60 rounds on vowel (the fixture's smallest gap between the best Z and the next is
     * 1.1e-6, so no round is a near-tie).
     */
    @Test
    void theRealVariantAgreesWithTheNumpyImplementationOnVowel() throws IOException {
        List<String> lines = fixture("adaboost-mh-real-vowel.txt");
        Dataset[] parts = vowelParts();
        int rounds = lines.size() - 1;
        assertEquals(60, rounds);
        AdaBoostMhModel m = new AdaBoostMhTrainer(new AdaBoostMhParams(rounds, true)).fit(parts[0]);
        Labels labels = m.labels();
        int k = labels.size();
        assertEquals(rounds, m.members().size());
        for (int t = 0; t < rounds; t++) {
            String[] f = lines.get(t).trim().split(" ");
            MultiClassStump stump = m.members().get(t);
            String where = "round " + t;
            assertEquals(Integer.parseInt(f[1]), stump.feature(), where);
            assertEquals(Double.parseDouble(f[2]), stump.threshold(), 0.0, where);
            double[] below = stump.below();
            double[] above = stump.votes();
            for (int j = 0; j < k; j++) {
                int l = labels.indexOf(Labels.canonical(Integer.toString(j)));
                double b = Double.parseDouble(f[3 + j]);
                double a = Double.parseDouble(f[3 + k + j]);
                assertEquals(b, below[l], 1e-9 * Math.max(1, Math.abs(b)), where + ", class " + j + " below");
                assertEquals(a, above[l], 1e-9 * Math.max(1, Math.abs(a)), where + ", class " + j + " above");
            }
            assertEquals(1.0, m.weights()[t], where);
        }
        String[] predicted = lines.get(rounds).trim().split(" ");
        for (int i = 0; i < parts[1].size(); i++) {
            assertEquals(predicted[i], labels.name(m.classOf(parts[1], i)), "test row " + i);
        }
    }

    /**
     * The real variant's search minimises Z over every threshold of every feature (brute force), and the training
     * Hamming loss stays below the product of the normalisers after every round, as in the discrete variant.
     */
    @Test
    void theRealVariantMinimisesZAndKeepsTheHammingBound() throws IOException {
        Dataset data = blobs();
        int n = data.size();
        int k = data.labels().size();
        int[] y = data.classIndices();
        double[] w = randomWeights(new SplittableRandom(5), n * k);
        MultiClassStumpSearch.Partition got = new MultiClassStumpSearch(data).partition(w, y, 1e-3);
        double best = Double.POSITIVE_INFINITY;
        for (int f = 0; f < data.dimension(); f++) {
            for (int i = 0; i < n; i++) {
                double t = data.get(i, f); // a threshold at a value splits the rows as the middle above it does
                double[][] sums = new double[4][k];
                for (int r = 0; r < n; r++) {
                    int side = data.get(r, f) > t ? 2 : 0;
                    for (int l = 0; l < k; l++) {
                        sums[side + (l == y[r] ? 0 : 1)][l] += w[r * k + l];
                    }
                }
                double z = 0;
                for (int l = 0; l < k; l++) {
                    z += 2 * (Math.sqrt(sums[0][l] * sums[1][l]) + Math.sqrt(sums[2][l] * sums[3][l]));
                }
                boolean split = sums[2][0] + sums[3][0] > 0 && sums[0][0] + sums[1][0] > 0;
                if (split) {
                    best = Math.min(best, z);
                }
            }
        }
        assertEquals(best, got.z(), 1e-12);
        AdaBoostMhModel m = new AdaBoostMhTrainer(new AdaBoostMhParams(30, true)).fit(data);
        assertEquals("adaboost-mh(T=30, variant=real)", m.provenance().parameters());
        double product = 1;
        for (int t = 0; t < m.members().size(); t++) {
            product *= m.normalizers()[t];
            AdaBoostMhModel prefix = AdaBoostMhModel.of(data.labels(), m.members().subList(0, t + 1),
                    java.util.Arrays.copyOf(m.weights(), t + 1), java.util.Arrays.copyOf(m.normalizers(), t + 1),
                    List.of(), m.provenance());
            double hamming = 0;
            for (int i = 0; i < n; i++) {
                double[] f = prefix.scores(data, i);
                for (int l = 0; l < k; l++) {
                    hamming += (f[l] > 0) != (l == y[i]) ? 1.0 / (n * k) : 0;
                }
            }
            assertTrue(hamming <= product + 1e-12, "round " + t + ": Hamming loss " + hamming + " > " + product);
        }
        assertTrue(product < 0.5, "the bound falls: " + product);
    }

    @Test
    void separableDataStopsAfterAPerfectStumpAndBadParametersFail() {
        Dataset data = Dataset.dense(new double[] {1, 2, 3, 4}, 1, new int[] {0, 0, 1, 1}, Labels.of("a", "b"), null);
        AdaBoostMhModel m = new AdaBoostMhTrainer(AdaBoostMhParams.defaults()).fit(data);
        assertEquals(1, m.members().size());
        assertEquals(2.5, m.members().get(0).threshold());
        assertEquals(0, m.classOf(data, 0));
        assertEquals(1, m.classOf(data, 3));
        assertThrows(IllegalArgumentException.class, () -> new AdaBoostMhParams(0));
        // the real variant: on separable rows its confidences grow but stay finite (smoothed); on a constant feature
        // every round is the constant stump (one block), each a smoothed, partial step towards the heavier class
        AdaBoostMhModel real = new AdaBoostMhTrainer(new AdaBoostMhParams(5, true)).fit(data);
        assertEquals(2.5, real.members().get(0).threshold());
        for (int i = 0; i < 4; i++) {
            assertEquals(i < 2 ? 0 : 1, real.classOf(data, i));
        }
        Dataset flat = Dataset.dense(new double[] {1, 1, 1}, 1, new int[] {0, 1, 1}, Labels.of("a", "b"), null);
        AdaBoostMhModel constant = new AdaBoostMhTrainer(new AdaBoostMhParams(5, true)).fit(flat);
        for (int t = 0; t < constant.members().size(); t++) {
            assertEquals(Double.NEGATIVE_INFINITY, constant.members().get(t).threshold());
            assertTrue(constant.normalizers()[t] <= 1, "a round never raises the loss: " + constant.normalizers()[t]);
        }
        assertEquals(1, constant.classOf(flat, 0));
        for (double[] values : new double[][] {real.members().get(0).votes(), real.members().get(0).below()}) {
            for (double v : values) {
                assertTrue(Double.isFinite(v), "smoothed confidences are finite");
            }
        }
    }
}

package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Pairwise operations and derived sets, dense against sparse against naive loops over plain arrays. */
class DatasetTest {

    /** Random rows with varied sparsity: empty rows, full rows, and rows of every density in between. */
    private static double[][] randomRows(SplittableRandom rng, int n, int d) {
        double[][] x = new double[n][d];
        for (int i = 0; i < n; i++) {
            double density = i % 5 == 0 ? 0 : i % 5 == 1 ? 1 : rng.nextDouble();
            for (int f = 0; f < d; f++) {
                if (rng.nextDouble() < density) {
                    x[i][f] = rng.nextInt(3) == 0 ? rng.nextInt(-3, 4) : rng.nextGaussian() * 10;
                }
            }
        }
        return x;
    }

    private static Dataset sparseOf(double[][] x, int d, int[] y, Labels labels, double[] w) {
        List<Integer> idx = new ArrayList<>();
        List<Double> val = new ArrayList<>();
        int[] rowStart = new int[x.length + 1];
        for (int i = 0; i < x.length; i++) {
            for (int f = 0; f < d; f++) {
                if (x[i][f] != 0) {
                    idx.add(f);
                    val.add(x[i][f]);
                }
            }
            rowStart[i + 1] = idx.size();
        }
        return Dataset.sparse(rowStart, idx.stream().mapToInt(Integer::intValue).toArray(),
                val.stream().mapToDouble(Double::doubleValue).toArray(), d, y, labels, w);
    }

    private static Dataset denseOf(double[][] x, int d, int[] y, Labels labels, double[] w) {
        double[] flat = new double[x.length * d];
        for (int i = 0; i < x.length; i++) {
            System.arraycopy(x[i], 0, flat, i * d, d);
        }
        return Dataset.dense(flat, d, y, labels, w);
    }

    private static double naiveDot(double[] a, double[] b) {
        double s = 0;
        for (int f = 0; f < a.length; f++) {
            s += a[f] * b[f];
        }
        return s;
    }

    private static double naiveSq(double[] a, double[] b) {
        double s = 0;
        for (int f = 0; f < a.length; f++) {
            s += (a[f] - b[f]) * (a[f] - b[f]);
        }
        return s;
    }

    private static double naiveL1(double[] a, double[] b) {
        double s = 0;
        for (int f = 0; f < a.length; f++) {
            s += Math.abs(a[f] - b[f]);
        }
        return s;
    }

    private static void close(double expected, double actual, String what) {
        assertEquals(expected, actual, 1e-12 * (1 + Math.abs(expected)), what);
    }

    @Test
    void pairwiseOperationsMatchNaiveLoopsForEveryStorageMix() {
        SplittableRandom rng = new SplittableRandom(2024);
        int d = 9;
        double[][] a = randomRows(rng, 25, d);
        double[][] b = randomRows(rng, 20, d);
        int[] ya = new int[a.length];
        int[] yb = new int[b.length];
        Labels labels = Labels.of("1");
        Dataset[] as = {denseOf(a, d, ya, labels, null), sparseOf(a, d, ya, labels, null)};
        Dataset[] bs = {denseOf(b, d, yb, labels, null), sparseOf(b, d, yb, labels, null)};
        // views in a scrambled order, with repeats
        int[] pick = {7, 3, 3, 0, 19, 11, 5};
        for (Dataset da : as) {
            for (int i = 0; i < a.length; i++) {
                close(naiveDot(a[i], a[i]), da.squaredNorm(i), "squaredNorm " + i);
            }
            for (Dataset db : bs) {
                for (int i = 0; i < a.length; i++) {
                    for (int j = 0; j < b.length; j++) {
                        String w = (da.isSparse() ? "sparse" : "dense") + "/" + (db.isSparse() ? "sparse" : "dense")
                                + " " + i + "," + j;
                        close(naiveDot(a[i], b[j]), da.dot(i, db, j), "dot " + w);
                        close(naiveSq(a[i], b[j]), da.squaredDistance(i, db, j), "sq " + w);
                        close(naiveL1(a[i], b[j]), da.l1Distance(i, db, j), "l1 " + w);
                    }
                }
                Dataset va = da.view(pick);
                Dataset vb = db.view(new int[] {2, 18, 2, 9});
                int[] pb = {2, 18, 2, 9};
                for (int i = 0; i < pick.length; i++) {
                    close(naiveDot(a[pick[i]], a[pick[i]]), va.squaredNorm(i), "view norm");
                    for (int j = 0; j < pb.length; j++) {
                        close(naiveDot(a[pick[i]], b[pb[j]]), va.dot(i, vb, j), "view dot");
                        close(naiveSq(a[pick[i]], b[pb[j]]), va.squaredDistance(i, vb, j), "view sq");
                        close(naiveL1(a[pick[i]], b[pb[j]]), va.l1Distance(i, vb, j), "view l1");
                    }
                }
            }
        }
    }

    @Test
    void setsOfDifferentWidthsCombineWithAbsentFeaturesZero() {
        Dataset narrow = sparseOf(new double[][] {{1, 2}}, 2, new int[1], Labels.of("a"), null);
        Dataset wide = sparseOf(new double[][] {{1, 0, 0, 4}}, 4, new int[1], Labels.of("a"), null);
        assertEquals(1.0, narrow.dot(0, wide, 0));
        assertEquals(4 + 16, narrow.squaredDistance(0, wide, 0));
        assertEquals(2 + 4, wide.l1Distance(0, narrow, 0));
        Dataset denseWide = wide.toDense();
        Dataset denseNarrow = narrow.toDense();
        assertEquals(1.0, narrow.dot(0, denseWide, 0));
        assertEquals(1.0, denseNarrow.dot(0, denseWide, 0));
        assertEquals(4 + 16, denseWide.squaredDistance(0, denseNarrow, 0));
        assertEquals(2 + 4, denseNarrow.l1Distance(0, wide, 0));
        assertEquals(1.0, narrow.withDimension(4).dot(0, denseWide, 0));
    }

    @Test
    void derivedSetsAgreeBetweenDenseAndSparseStorage() {
        SplittableRandom rng = new SplittableRandom(5);
        int d = 6;
        double[][] x = randomRows(rng, 30, d);
        int[] y = new int[x.length];
        double[] w = new double[x.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = rng.nextInt(3);
            w[i] = 0.5 + rng.nextInt(4);
        }
        Labels labels = Labels.of("b", "a", "c");
        Dataset dense = denseOf(x, d, y, labels, w);
        Dataset sparse = sparseOf(x, d, y, labels, w);
        assertTrue(sparse.isSparse());
        assertFalse(dense.isSparse());
        assertEquals(dense.fingerprint(), sparse.fingerprint());
        assertEquals(dense.fingerprint(), sparse.toDense().fingerprint());
        assertFalse(sparse.toDense().isSparse());
        int[] rows = {29, 0, 4, 4, 17};
        Dataset dv = dense.view(rows);
        Dataset sv = sparse.view(rows);
        assertEquals(dv.fingerprint(), sv.fingerprint());
        assertEquals(dv.fingerprint(), sv.compact().fingerprint());
        assertEquals(dv.fingerprint(), dv.compact().fingerprint());
        assertEquals(dv.fingerprint(), sv.toDense().fingerprint());
        for (int k = 0; k < rows.length; k++) {
            assertArrayEquals(x[rows[k]], dv.row(k));
            assertArrayEquals(x[rows[k]], sv.row(k));
            assertArrayEquals(x[rows[k]], sv.compact().row(k));
            assertEquals(y[rows[k]], sv.classOf(k));
            assertEquals(w[rows[k]], sv.weight(k));
            assertEquals(w[rows[k]], sv.compact().weight(k));
            for (int f = 0; f < d; f++) {
                assertEquals(x[rows[k]][f], sv.get(k, f));
            }
        }
        // a view of a view
        Dataset vv = sv.view(new int[] {4, 1});
        assertArrayEquals(x[17], vv.row(0));
        assertArrayEquals(x[0], vv.row(1));
        // withDimension: growing pads with zeros; shrinking only over all-zero features
        Dataset grownD = dense.withDimension(d + 2);
        Dataset grownS = sparse.withDimension(d + 2);
        assertEquals(grownD.fingerprint(), grownS.fingerprint());
        assertEquals(0.0, grownD.get(3, d + 1));
        assertEquals(dense.fingerprint(), grownD.withDimension(d).fingerprint());
        assertEquals(sparse.fingerprint(), grownS.withDimension(d).fingerprint());
        assertThrows(IllegalArgumentException.class, () -> dense.withDimension(1));
        assertThrows(IllegalArgumentException.class, () -> sparse.withDimension(1));
        // withLabels: a reordered superset keeps each row's label name
        Labels target = Labels.of("c", "z", "a");
        Dataset rd = dense.withLabels(target);
        Dataset rs = sparse.withLabels(target);
        assertEquals(Labels.of("c", "z", "a", "b"), rd.labels());
        assertEquals(rd.fingerprint(), rs.fingerprint());
        for (int i = 0; i < x.length; i++) {
            assertEquals(labels.name(y[i]), rd.labels().name(rd.classOf(i)));
        }
        assertSame(dense, dense.withLabels(labels));
        // class counts and weights survive
        assertArrayEquals(dense.classCounts(), sparse.classCounts());
        assertTrue(sparse.hasWeights());
    }

    @Test
    void fingerprintSeesEveryComponent() {
        double[][] x = {{1, 0}, {0, 2}};
        Dataset base = Dataset.dense(x, new int[] {0, 1}, Labels.of("1", "-1"));
        assertNotEquals(base.fingerprint(), Dataset.dense(new double[][] {{1, 0}, {0, 3}}, new int[] {0, 1},
                Labels.of("1", "-1")).fingerprint());
        assertNotEquals(base.fingerprint(), Dataset.dense(x, new int[] {1, 0}, Labels.of("1", "-1")).fingerprint());
        assertNotEquals(base.fingerprint(), Dataset.dense(x, new int[] {0, 1}, Labels.of("-1", "1")).fingerprint());
        assertNotEquals(base.fingerprint(), base.withWeights(new double[] {1, 2}).fingerprint());
        assertEquals(base.fingerprint(), base.withWeights(new double[] {1, 1}).fingerprint());
    }

    /**
     * The fingerprint of rows streamed one at a time is the data set's, with or without the zeros written out; the
     * value is pinned (computed before the streaming form existed), since model files record it.
     */
    @Test
    void fingerprintOfStreamedRowsIsTheDataSets() {
        double[][] x = {{1, 0, -2.5}, {0, 2, 0}, {3, 0, 0}};
        Labels labels = Labels.of("1", "-1");
        Dataset d = Dataset.dense(x, new int[] {0, 1, 0}, labels).withWeights(new double[] {1, 2, 0.5});
        assertEquals("750d8317ecd2347289c5b1dd138f7368", d.fingerprint());
        assertEquals(d.fingerprint(), sparseOf(x, 3, new int[] {0, 1, 0}, labels, new double[] {1, 2, 0.5})
                .fingerprint());
        for (boolean zeros : new boolean[] {true, false}) {
            Dataset.Fingerprint f = new Dataset.Fingerprint(3, 3, labels);
            for (int i = 0; i < 3; i++) {
                f.beginRow(d.classOf(i), d.weight(i));
                for (int j = 0; j < 3; j++) {
                    if (zeros || x[i][j] != 0) {
                        f.value(j, x[i][j]);
                    }
                }
                f.endRow();
            }
            assertEquals(d.fingerprint(), f.value());
        }
        Dataset.Fingerprint partial = new Dataset.Fingerprint(2, 1, labels);
        partial.beginRow(0, 1);
        assertThrows(IllegalStateException.class, partial::value);
        assertThrows(IllegalStateException.class, () -> partial.beginRow(0, 1));
        partial.endRow();
        assertEquals("1 of 2 rows given", assertThrows(IllegalStateException.class, partial::value).getMessage());
    }

    @Test
    void withClassIndicesRelabelsRows() {
        Dataset d = Dataset.dense(new double[][] {{1}, {2}, {3}}, new int[] {0, 1, 0}, Labels.of("a", "b"))
                .withWeights(new double[] {1, 2, 3});
        Dataset v = d.view(new int[] {2, 1});
        Dataset r = v.withClassIndices(new int[] {1, 1}, Labels.of("x", "y"));
        assertEquals(Labels.of("x", "y"), r.labels());
        assertArrayEquals(new int[] {1, 1}, r.classIndices());
        assertEquals(3.0, r.get(0, 0));
        assertEquals(3.0, r.weight(0));
        assertThrows(IllegalArgumentException.class, () -> v.withClassIndices(new int[] {0}, Labels.of("x")));
        assertThrows(IllegalArgumentException.class, () -> v.withClassIndices(new int[] {0, 2}, Labels.of("x", "y")));
    }

    @Test
    void constructorsRejectInvalidInput() {
        Labels l = Labels.of("1");
        assertThrows(IllegalArgumentException.class,
                () -> Dataset.dense(new double[] {1, Double.NaN}, 2, new int[] {0}, l, null));
        assertThrows(IllegalArgumentException.class,
                () -> Dataset.sparse(new int[] {0, 2}, new int[] {1, 0}, new double[] {1, 1}, 3, new int[] {0}, l,
                        null));
        assertThrows(IllegalArgumentException.class,
                () -> Dataset.sparse(new int[] {0, 1}, new int[] {3}, new double[] {1}, 3, new int[] {0}, l, null));
        assertThrows(IllegalArgumentException.class,
                () -> Dataset.dense(new double[] {1}, 1, new int[] {1}, l, null));
    }

    /**
     * A regression's targets name the file and the line of a label that is not a number, the line counted as the
     * readers count it (comments, blank lines and a CSV header included): the line where that label first appears,
     * also in a view or a copy of the set read, or with its labels re-expressed (an ARFF class attribute's values
     * come in their declared order); a set given new class indices falls back to the row.
     */
    @Test
    void targetsNameTheFileAndLineOfALabelThatIsNotANumber() throws java.io.IOException {
        Dataset libsvm = LibsvmFormat.read(new java.io.StringReader("# targets\n1.5 1:1\n\n2 1:2\nabc 1:3\n"
                + "abc 1:4\n"), "reg.txt");
        String message = "reg.txt:5: label: 'abc' is not a number; regression needs a numeric target in every row";
        DataFormatException e = assertThrows(DataFormatException.class, libsvm::targets);
        assertEquals(message, e.getMessage());
        assertEquals(5, e.line());
        assertEquals(message, assertThrows(DataFormatException.class,
                () -> libsvm.view(new int[] {3, 0}).compact().toDense().targets()).getMessage(), "first appearance");
        assertArrayEquals(new double[] {2, 1.5}, libsvm.view(new int[] {1, 0}).targets());
        assertEquals(message, assertThrows(DataFormatException.class,
                () -> libsvm.withLabels(Labels.of("x", "abc")).targets()).getMessage(), "labels re-indexed");
        assertEquals("the label of row 2, 'abc', is not a number; regression needs a numeric target in every row",
                assertThrows(IllegalArgumentException.class, () -> libsvm.withClassIndices(libsvm.classIndices(),
                        libsvm.labels()).targets()).getMessage(), "new class indices: the row");
        Dataset csv = CsvFormat.read(new java.io.StringReader("a,y\n1,0.5\n2,\"high\"\n"), "reg.csv",
                CsvOptions.defaults());
        assertEquals("reg.csv:3: label: 'high' is not a number; regression needs a numeric target in every row",
                assertThrows(DataFormatException.class, csv::targets).getMessage());
        Dataset arff = ArffFormat.read(new java.io.StringReader("@relation r\n@attribute a numeric\n"
                + "@attribute y {low,1}\n@data\n1,1\n% a comment\n2,low\n"), "reg.arff", null, false);
        assertEquals("reg.arff:7: label: 'low' is not a number; regression needs a numeric target in every row",
                assertThrows(DataFormatException.class, arff::targets).getMessage());
    }
}

package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.infens.Prediction;
import org.infens.data.Dataset;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.infens.kernel.StumpKernel;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * {@link SvmModel#predictRows}, which computes kernel rows through the fast columns and splits the rows over
 * threads, against {@link SvmModel#predict(Dataset, int)}, which evaluates each kernel value on its own:
 * the same bits for every row, of a test set and of a view of it that repeats rows.
 */
class SvmModelPredictionTest {
    @Test
    void allRowsAtOnceEqualRowByRowBitForBit() {
        Dataset train = ContractData.dense(900, 12, 0.2, 3);
        Dataset test = ContractData.dense(700, 12, 0.2, 4);
        for (Kernel k : new Kernel[] {new GaussianKernel(0.1), StumpKernel.simplified(), new LinearKernel()}) {
            SvmModel model = new SvmTrainer(SvmParams.of(k).withC(4)).fit(train);
            assertTrue((long) test.size() * model.supportVectorCount() >= 200_000,
                    "enough kernel values for the parallel split: " + model.supportVectorCount());
            for (Dataset d : new Dataset[] {test, test.view(new int[] {5, 3, 5, 0})}) {
                double[][] all = Prediction.decisionValues(model.predictAll(d, 4));
                for (int i = 0; i < d.size(); i++) {
                    double[] one = model.predict(d, i).decisionValues();
                    assertEquals(one.length, all[i].length);
                    for (int p = 0; p < one.length; p++) {
                        assertEquals(Double.doubleToRawLongBits(one[p]), Double.doubleToRawLongBits(all[i][p]),
                                k + ", row " + i);
                    }
                }
            }
        }
    }

    @Test
    void oneThreadPredictsOnTheCallingThreadAndAnyThreadCountGivesTheSameBits() {
        Dataset train = ContractData.dense(600, 8, 0.2, 5);
        Dataset test = ContractData.dense(900, 8, 0.2, 6);
        GaussianKernel gauss = new GaussianKernel(0.2);
        Set<Thread> seen = ConcurrentHashMap.newKeySet();
        // the Gaussian kernel, recording which threads evaluate it (and without fast columns, so every value is
        // computed through value())
        Kernel recording = new Kernel() {
            @Override
            public double value(Dataset a, int i, Dataset b, int j) {
                seen.add(Thread.currentThread());
                return gauss.value(a, i, b, j);
            }

            @Override
            public Spec spec() {
                return gauss.spec();
            }
        };
        SvmModel model = new SvmTrainer(SvmParams.of(recording).withC(2).withThreads(1)).fit(train);
        assertTrue((long) test.size() * model.supportVectorCount() >= 200_000,
                "enough kernel values for the parallel split: " + model.supportVectorCount());
        seen.clear();
        double[][] one = Prediction.decisionValues(model.predictAll(test, 1));
        assertEquals(Set.of(Thread.currentThread()), seen, "--threads 1 uses the calling thread only");
        seen.clear();
        double[][] three = Prediction.decisionValues(model.predictAll(test, 3));
        assertTrue(seen.size() <= 3 && !seen.contains(Thread.currentThread()), "three workers at most: " + seen);
        for (int i = 0; i < test.size(); i++) {
            assertEquals(Double.doubleToRawLongBits(one[i][0]), Double.doubleToRawLongBits(three[i][0]), "row " + i);
        }
        assertArrayEquals(Prediction.classIndices(model.predictAll(test, 1)),
                Prediction.classIndices(model.predictAll(test, 2)));
        assertThrows(IllegalArgumentException.class, () -> Prediction.decisionValues(model.predictAll(test, 0)));
    }
}

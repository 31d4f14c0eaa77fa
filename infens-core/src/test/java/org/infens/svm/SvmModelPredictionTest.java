package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.infens.data.Dataset;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.Kernel;
import org.infens.kernel.LinearKernel;
import org.infens.kernel.StumpKernel;
import org.junit.jupiter.api.Test;

/**
 * {@link SvmModel#decisionValuesAll}, which computes kernel rows through the fast columns and splits the rows over
 * threads, against {@link SvmModel#decisionValues(Dataset, int)}, which evaluates each kernel value on its own:
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
                double[][] all = model.decisionValuesAll(d);
                for (int i = 0; i < d.size(); i++) {
                    double[] one = model.decisionValues(d, i);
                    assertEquals(one.length, all[i].length);
                    for (int p = 0; p < one.length; p++) {
                        assertEquals(Double.doubleToRawLongBits(one[p]), Double.doubleToRawLongBits(all[i][p]),
                                k + ", row " + i);
                    }
                }
            }
        }
    }
}

package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.infens.Prediction;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Prediction of additive-kernel SVMs by their compiled expansions against the kernel expansion, on real data, dense
 * and sparse, binary and one-vs-one, row by row and in batch, and on rows the model never saw.
 */
class CompiledPredictionTest {

    @ParameterizedTest
    @ValueSource(strings = {"stump", "stump(delta=full)", "hik", "sum(a=stump, b=scale(kernel=hik, by=3))"})
    void compiledDecisionValuesAreTheExpansions(String kernel) {
        for (String set : List.of("heart", "wine", "dna")) {
            Dataset data = BundledData.load(set);
            Dataset train = data.view(java.util.stream.IntStream.range(0, Math.min(600, data.size())).toArray())
                    .compact();
            SvmModel model = new SvmTrainer(SvmParams.of(Kernels.fromSpec(Spec.parse(kernel))).withC(0.5))
                    .fit(train);
            assertTrue(model.additiveExpansions().isPresent());
            List<Prediction> batch = model.predictAll(data, 3);
            int disagreeing = 0;
            for (int i = 0; i < data.size(); i++) {
                double[] reference = model.expansionDecisionValues(data, i);
                Prediction one = model.predict(data, i);
                assertArrayEquals(one.decisionValues(), batch.get(i).decisionValues(), set + " row " + i);
                assertEquals(one.classIndex(), batch.get(i).classIndex());
                for (int p = 0; p < reference.length; p++) {
                    double scale = Math.max(1, Math.abs(reference[p]));
                    assertEquals(reference[p], one.decisionValues()[p], 1e-9 * scale, set + " row " + i + " pair " + p);
                }
                disagreeing += one.classIndex() == model.vote(reference) ? 0 : 1;
            }
            assertEquals(0, disagreeing, set + ": votes of the compiled and the expanded decision values");
        }
    }
}

package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.infens.Prediction;
import org.infens.data.CsvFormat;
import org.infens.data.CsvOptions;
import org.infens.data.Dataset;
import org.infens.eval.Metrics;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A model trained on named features records them, its file keeps them, and aligned test data predict right. */
class FeatureNamesRoundTripTest {
    @TempDir
    Path dir;

    /** Rows (a, b) with class x when a > b, else y: swapping the columns flips every prediction. */
    static String csv(boolean swapped) {
        StringBuilder sb = new StringBuilder(swapped ? "b,a,cls\n" : "a,b,cls\n");
        for (int i = 0; i < 40; i++) {
            double a = (i * 7 % 19) / 19.0;
            double b = (i * 11 % 17) / 17.0;
            if (Math.abs(a - b) < 0.1) {
                continue;
            }
            String cls = a > b ? "x" : "y";
            sb.append(swapped ? b + "," + a : a + "," + b).append(',').append(cls).append('\n');
        }
        return sb.toString();
    }

    private static Dataset read(String text) throws IOException {
        return CsvFormat.read(new StringReader(text), "d.csv", CsvOptions.defaults());
    }

    private static SvmModel train(Dataset data) {
        return new SvmTrainer(new SvmParams(Kernels.fromSpec(Spec.parse("linear")), 100, 1e-3, 10, true,
                java.util.Map.of(), 1)).fit(data);
    }

    /**
     * Regression (HIGH): swapped test columns gave 0% accuracy; aligned by name they give the training accuracy.
     * {@link org.infens.Classifier#predictAll} aligns them itself; per-row prediction reads the columns as given.
     */
    @Test
    void modelRecordsNamesAndPredictsOnReorderedColumns() throws IOException {
        Dataset train = read(csv(false));
        SvmModel model = train(train);
        assertEquals(List.of("a", "b"), model.featureNames());
        Path f = dir.resolve("m.json");
        ModelCodec.write(model, f);
        assertTrue(Files.readString(f).replaceAll("\\s", "").contains("\"features\":[\"a\",\"b\"]"));
        SvmModel back = (SvmModel) ModelCodec.read(f);
        assertEquals(List.of("a", "b"), back.featureNames());

        Dataset swapped = read(csv(true));
        int right = Metrics.correct(Prediction.classIndices(back.predictAll(train, 1)), train);
        assertEquals(train.size(), right, "the training set is separable");
        int[] unaligned = new int[swapped.size()];
        for (int i = 0; i < unaligned.length; i++) {
            unaligned[i] = back.classOf(swapped, i);
        }
        assertEquals(0, Metrics.correct(unaligned, swapped), "unaligned: the defect");
        assertEquals(right, Metrics.correct(Prediction.classIndices(back.predictAll(swapped, 1)), swapped));
        Dataset aligned = back.align(swapped);
        assertEquals(List.of("a", "b"), aligned.featureNames());
        assertEquals(right, Metrics.correct(Prediction.classIndices(back.predictAll(aligned, 1)), aligned));
    }

    @Test
    void modelsWithoutNamesWriteNoFeaturesField() throws IOException {
        Dataset unnamed = CsvFormat.read(new StringReader(csv(false).substring(csv(false).indexOf('\n') + 1)),
                "d.csv", CsvOptions.defaults().withHeader(false));
        SvmModel model = train(unnamed);
        assertEquals(List.of(), model.featureNames());
        ObjectNode json = ModelCodec.toJson(model);
        assertFalse(json.toString().contains("\"features\""), json.toString());
    }

    @Test
    void featuresFieldMustMatchTheDimension() throws IOException {
        SvmModel model = train(read(csv(false)));
        ObjectNode body = RecordJson.toJson(model.state());
        body.putArray("features").add("a");
        String m = assertThrows(IllegalArgumentException.class,
                () -> RecordJson.fromJson(body, SvmModel.State.class, "model")).getMessage();
        assertEquals("field 'model.features' has 1 entry, expected 2", m);
        body.putArray("features").add("a").add("b");
        assertEquals(List.of("a", "b"), RecordJson.fromJson(body, SvmModel.State.class, "model").features());
    }
}

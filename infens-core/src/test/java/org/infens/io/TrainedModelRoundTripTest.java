package org.infens.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.LibsvmFormat;
import org.infens.kernel.Kernels;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Models trained by {@link SvmTrainer} with each family of kernels, through {@link ModelCodec}: the model
 * read back gives bit-identical decision values on every row, the same kernel spec, and writes the same text.
 */
class TrainedModelRoundTripTest {
    @TempDir
    Path dir;

    private Dataset heart3() throws IOException {
        Path p = dir.resolve("heart3_scale");
        try (InputStream in = Objects.requireNonNull(getClass().getResourceAsStream("libsvm/heart3_scale"))) {
            Files.copy(in, p);
        }
        return LibsvmFormat.read(p);
    }

    @ParameterizedTest
    @ValueSource(strings = {"stump", "perceptron", "rbf", "laplacian(gamma=0.2)", "exponential", "middle-stump",
            "hik", "stump-region(levels=2)", "decision-tree(gamma=0.05)", "sum(a=stump, b=perceptron)",
            "product(a=rbf(gamma=0.1), b=laplacian(gamma=0.05))", "poly(gamma=0.1, coef0=1, degree=2)"})
    void roundTripIsExact(String kernel) throws IOException {
        Dataset heart = BundledData.load("heart");
        Dataset three = heart3();
        for (Dataset data : new Dataset[] {heart, three}) {
            SvmModel m = new SvmTrainer(SvmParams.of(Kernels.fromSpec(Spec.parse(kernel))).withC(0.5)).fit(data);
            Path f = dir.resolve("m.json");
            ModelCodec.write(m, f);
            SvmModel back = (SvmModel) ModelCodec.read(f);
            assertEquals(m.kernel().spec(), back.kernel().spec());
            assertEquals(m.labels(), back.labels());
            assertEquals(m.provenance(), back.provenance());
            for (int i = 0; i < data.size(); i++) {
                assertArrayEquals(m.predict(data, i).decisionValues(), back.predict(data, i).decisionValues(), 0.0,
                        kernel + " row " + i);
            }
            Path g = dir.resolve("again.json");
            ModelCodec.write(back, g);
            assertEquals(Files.readString(f), Files.readString(g));
        }
    }
}

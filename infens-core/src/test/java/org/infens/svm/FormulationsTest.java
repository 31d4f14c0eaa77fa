package org.infens.svm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Prediction;
import org.infens.Regressor;
import org.infens.data.BundledData;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.io.ModelCodec;
import org.infens.kernel.GaussianKernel;
import org.infens.kernel.StumpKernel;
import org.infens.spec.LearnerContext;
import org.infens.spec.Learners;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/**
 * The contract of the formulations beside C-SVC (nu-SVC, one-class, epsilon-SVR, nu-SVR): bad parameters and data
 * refused naming what is wrong, models bit-identical for any thread count and through a model file, the additive
 * decomposition agreeing with SMO on the one-class SVM, the learner spec naming each formulation and made back from
 * it, and each formulation's defining properties on the bundled heart data.
 */
class FormulationsTest {
    private static final Dataset HEART = BundledData.load("heart");

    private static SvmParams params(SvmType type) {
        return SvmParams.of(new GaussianKernel(0.1)).withType(type);
    }

    @Test
    void badParametersAreRefusedNamingThem() {
        for (double nu : new double[] {0, -0.5, 1.0000001, 2, Double.NaN}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> params(SvmType.NU_SVC).withNu(nu));
            assertEquals("nu must be in (0, 1], got " + nu, e.getMessage());
        }
        for (double eps : new double[] {-1e-9, -1, Double.NaN, Double.POSITIVE_INFINITY}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> params(SvmType.EPSILON_SVR).withEpsilon(eps));
            assertEquals("epsilon must be >= 0 and finite, got " + eps, e.getMessage());
        }
        IllegalArgumentException c = assertThrows(IllegalArgumentException.class,
                () -> params(SvmType.EPSILON_SVR).withC(Double.POSITIVE_INFINITY));
        assertTrue(c.getMessage().startsWith("C must be finite for epsilon-svr"), c.getMessage());
        IllegalArgumentException additive = assertThrows(IllegalArgumentException.class,
                () -> params(SvmType.NU_SVR).withKernel(StumpKernel.simplified()).withSolver(SvmSolver.ADDITIVE));
        assertTrue(additive.getMessage().startsWith("solver=additive cannot solve nu-svr"), additive.getMessage());
        // epsilon-SVR's 2l variables on l rows: refused, not silently solved by SMO
        IllegalArgumentException additiveSvr = assertThrows(IllegalArgumentException.class,
                () -> params(SvmType.EPSILON_SVR).withKernel(StumpKernel.simplified()).withSolver(SvmSolver.ADDITIVE));
        assertTrue(additiveSvr.getMessage().startsWith("solver=additive cannot solve epsilon-svr"),
                additiveSvr.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new SvmTrainer(params(SvmType.ONE_CLASS)));
        assertThrows(IllegalArgumentException.class, () -> new SvrTrainer(params(SvmType.NU_SVC)));
        assertThrows(IllegalArgumentException.class, () -> new OneClassSvmTrainer(params(SvmType.C_SVC)));
    }

    @Test
    void infeasibleNuNamesThePairAndTheLargestFeasibleNu() {
        // heart: 120 of class 1, 150 of class -1: nu <= 2 * 120 / 270
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SvmTrainer(params(SvmType.NU_SVC).withNu(0.9)).fit(HEART));
        assertEquals("nu = 0.9 is infeasible for classes 1 (120 rows) and -1 (150 rows): nu must be <= 2 min(n1, n2)"
                + " / (n1 + n2) = " + (240.0 / 270), e.getMessage());
        new SvmTrainer(params(SvmType.NU_SVC).withNu(0.888)).fit(HEART);
    }

    @Test
    void regressionNeedsNumericLabelsAndNamesTheRow() {
        double[][] x = {{0}, {1}, {2}};
        Dataset words = Dataset.dense(x, new int[] {0, 0, 1}, Labels.of("1.5", "high"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new SvrTrainer(params(SvmType.EPSILON_SVR)).fit(words));
        assertEquals("the label of row 2, 'high', is not a number; regression needs a numeric target in every row",
                e.getMessage());
    }

    @Test
    void modelsAreBitIdenticalForAnyThreadCountAndThroughAModelFile() throws IOException {
        for (String spec : List.of("svm(type=nu-svc, kernel=rbf, nu=0.3)", "svm(type=one-class, kernel=stump, nu=0.2)",
                "svm(type=epsilon-svr, kernel=perceptron, C=2, epsilon=0.3)", "svm(type=nu-svr, kernel=rbf, C=1, nu=0.6)")) {
            Spec s = Spec.parse(spec);
            boolean regression = Learners.isRegression(s);
            Model one = fit(s, 1);
            Model three = fit(s, 3);
            assertEquals(outputs(one), outputs(three), spec + ": one and three threads");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ModelCodec.write(one, out);
            Model back = ModelCodec.read(new ByteArrayInputStream(out.toByteArray()), "mem", Model.class);
            assertEquals(one.getClass(), back.getClass());
            assertEquals(outputs(one), outputs(back), spec + ": through a model file");
            assertTrue(out.toString().contains("\"formatVersion\": " + (s.word("type", "").endsWith("svc") ? 1 : 2)),
                    spec + ": format version");
            assertEquals(spec, one.provenance().parameters(), "the provenance names the formulation");
            assertEquals(regression, one instanceof Regressor);
        }
    }

    private static Model fit(Spec s, int threads) {
        LearnerContext c = new LearnerContext(0, threads);
        return Learners.isRegression(s) ? Learners.createRegressor(s, c).fit(HEART) : Learners.create(s, c).fit(HEART);
    }

    /** Every row's outputs as text, bit for bit. */
    private static String outputs(Model m) {
        StringBuilder sb = new StringBuilder();
        if (m instanceof Regressor r) {
            for (double v : r.predictAll(HEART, 2)) {
                sb.append(v).append('\n');
            }
            for (int i = 0; i < HEART.size(); i += 17) {
                sb.append(r.predict(HEART, i)).append('\n');
            }
            return sb.toString();
        }
        Classifier c = (Classifier) m;
        for (Prediction p : c.predictAll(HEART, 2)) {
            sb.append(p.classIndex()).append(' ').append(java.util.Arrays.toString(p.decisionValues())).append('\n');
        }
        return sb.toString();
    }

    @Test
    void oneClassNuBoundsTheOutliersAndTheSupportVectors() {
        for (double nu : new double[] {0.05, 0.2, 0.5}) {
            OneClassSvmModel m = new OneClassSvmTrainer(params(SvmType.ONE_CLASS).withNu(nu)).fit(HEART);
            int outliers = 0;
            for (Prediction p : m.predictAll(HEART, 1)) {
                outliers += p.classIndex();
            }
            int l = HEART.size();
            // Schölkopf et al. 2001, Prop. 4: at most nu l outliers (with rho's rows on the boundary counted as
            // outliers, as f(x) > 0 is required for an inlier), at least nu l support vectors
            assertTrue(outliers <= Math.ceil(nu * l) + m.stats().get(0).supportVectors()
                    - m.stats().get(0).boundedSupportVectors(), "nu " + nu + ": " + outliers + " outliers");
            assertTrue(m.supportVectorCount() >= Math.floor(nu * l), "nu " + nu + ": support vectors");
            assertEquals(OneClassSvmModel.LABELS, m.labels());
        }
    }

    @Test
    void additiveDecompositionSolvesTheOneClassDualAsSmo() {
        Dataset data = ContractData.dense(600, 4, 0.5, 17);
        for (double nu : new double[] {0.1, 0.5}) {
            SvmParams p = SvmParams.of(StumpKernel.simplified()).withType(SvmType.ONE_CLASS).withNu(nu);
            OneClassSvmModel smo = new OneClassSvmTrainer(p.withSolver(SvmSolver.SMO)).fit(data);
            OneClassSvmModel add = new OneClassSvmTrainer(p.withSolver(SvmSolver.ADDITIVE)).fit(data);
            double o1 = smo.stats().get(0).objective();
            double o2 = add.stats().get(0).objective();
            assertEquals(o1, o2, 1e-3 * Math.abs(o1), "nu " + nu + ": dual objective");
            int same = 0;
            for (int i = 0; i < data.size(); i++) {
                same += smo.predict(data, i).classIndex() == add.predict(data, i).classIndex() ? 1 : 0;
            }
            assertTrue(same >= 0.99 * data.size(), "nu " + nu + ": " + same + " of " + data.size() + " agree");
        }
    }

    @Test
    void svrFitsWithinTheTubeWhereItIsFree() {
        SvrModel m = new SvrTrainer(params(SvmType.EPSILON_SVR).withC(4).withEpsilon(0.25).withEps(1e-6))
                .fit(HEART);
        double[] y = HEART.targets();
        double[] f = m.predictAll(HEART, 1);
        // KKT: rows strictly inside the tube have coefficient 0; free support vectors lie on its edge
        double[] coef = m.state().coefficients();
        Dataset sv = m.supportVectors();
        int onEdge = 0;
        for (int s = 0; s < coef.length; s++) {
            assertTrue(coef[s] != 0 && Math.abs(coef[s]) <= 4 + 1e-12, "coefficient " + coef[s]);
        }
        int inside = 0;
        for (int i = 0; i < y.length; i++) {
            if (Math.abs(f[i] - y[i]) < 0.25 - 1e-3) {
                inside++;
            }
            if (Math.abs(Math.abs(f[i] - y[i]) - 0.25) < 1e-3) {
                onEdge++;
            }
        }
        int free = m.stats().get(0).supportVectors() - m.stats().get(0).boundedSupportVectors();
        assertTrue(onEdge >= free, onEdge + " rows on the tube's edge, " + free + " free support vectors");
        assertTrue(inside + m.supportVectorCount() <= y.length + onEdge, "rows inside the tube are not support vectors");
        assertEquals(sv.size(), m.supportVectorCount());
    }
}

package org.infens.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.infens.data.Dataset;
import org.infens.spec.Spec;
import org.junit.jupiter.api.Test;

/** Specs: round trips for every kernel, defaults, errors, and LIBSVM's numeric kernel types. */
class KernelSpecTest {

    private static Kernel roundTrip(Kernel k) {
        Spec text = Spec.parse(k.spec().toString());
        assertEquals(k.spec(), text, "spec text round trip of " + k.spec());
        return Kernels.fromSpec(text);
    }

    @Test
    void everyKernelRoundTripsThroughItsSpecBeforeAndAfterPrepare() {
        SplittableRandom rng = new SplittableRandom(21);
        Dataset train = KernelTestSupport.dense(KernelTestSupport.uniform(rng, 15, 5, -1, 1, 0));
        Dataset test = KernelTestSupport.dense(KernelTestSupport.uniform(rng, 6, 5, -1.5, 1.5, 0));
        Set<String> namesSeen = new HashSet<>();
        for (Kernel k : KernelCatalog.featureKernels()) {
            namesSeen.add(k.spec().name());
            Kernel back = roundTrip(k);
            assertEquals(k, back, "fromSpec(spec()) of " + k.spec());
            assertEquals(k.isPrepared(), back.isPrepared());
            Kernel prepared = k.prepare(train);
            assertTrue(prepared.isPrepared(), prepared.spec().toString());
            Kernel preparedBack = roundTrip(prepared);
            assertEquals(prepared, preparedBack, "prepared kernels round-trip exactly: " + prepared.spec());
            assertEquals(prepared, back.prepare(train));
            for (int i = 0; i < test.size(); i++) {
                for (int j = 0; j < train.size(); j++) {
                    assertEquals(prepared.value(test, i, train, j), preparedBack.value(test, i, train, j), 0);
                }
            }
            if (!k.isPrepared()) {
                assertThrows(IllegalStateException.class, () -> k.value(test, 0, train, 0), k.spec().toString());
            }
        }
        namesSeen.add("precomputed");
        assertEquals(Set.copyOf(Kernels.names()), namesSeen, "the catalog covers every spec name");
        assertEquals(new PrecomputedKernel(), roundTrip(new PrecomputedKernel()));
    }

    @Test
    void specDefaultsFollowLibsvm() {
        assertEquals(new PolynomialKernel(Double.NaN, 0, 3), Kernels.fromSpec(Spec.parse("poly")));
        assertEquals(new SigmoidKernel(Double.NaN, 0), Kernels.fromSpec(Spec.parse("sigmoid")));
        Kernel rbf = Kernels.fromSpec(Spec.parse("rbf"));
        Dataset d = KernelTestSupport.dense(new double[4][8]);
        assertEquals(new GaussianKernel(0.125), rbf.prepare(d));
        assertEquals(Spec.parse("rbf(gamma=0.125)"), rbf.prepare(d).spec());
        assertEquals(StumpKernel.simplified(), Kernels.fromSpec(Spec.parse("stump")));
        assertEquals(StumpKernel.full(), Kernels.fromSpec(Spec.parse("stump(delta=full)")));
        assertEquals(new StumpKernel(2.5), Kernels.fromSpec(Spec.parse("stump(delta=2.5)")));
        assertEquals(PerceptronKernel.full(), Kernels.fromSpec(Spec.parse("perceptron(delta=full)")));
        assertEquals(StumpRegionKernel.of(2), Kernels.fromSpec(Spec.parse("stump-region(levels=2, delta=full)")));
        assertEquals(new DecisionTreeKernel(0.5, Double.NaN), Kernels.fromSpec(Spec.parse("decision-tree(gamma=0.5)")));
        assertEquals(Spec.parse("stump(delta=full)"), StumpKernel.full().spec());
        assertEquals(Spec.parse("stump"), StumpKernel.simplified().spec());
    }

    @Test
    void errorsNameTheProblemAndListWhatIsAllowed() {
        IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("gauss(gamma=1)")));
        assertTrue(unknown.getMessage().contains("'gauss'") && unknown.getMessage().contains("rbf")
                && unknown.getMessage().contains("middle-stump"), unknown.getMessage());
        IllegalArgumentException param = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("rbf(sigma=1)")));
        assertTrue(param.getMessage().contains("sigma") && param.getMessage().contains("gamma"), param.getMessage());
        IllegalArgumentException gamma = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("rbf(gamma=-1)")));
        assertEquals("rbf: gamma must be > 0 and finite (or NaN for 1/dimension), got -1", gamma.getMessage());
        IllegalArgumentException delta = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("stump(delta=auto)")));
        assertTrue(delta.getMessage().contains("full") && delta.getMessage().contains("auto"), delta.getMessage());
        IllegalArgumentException nested = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("sum(a=stump, b=rbf(gamma=0))")));
        assertTrue(nested.getMessage().contains("gamma") && nested.getMessage().contains("got 0"),
                nested.getMessage());
        IllegalArgumentException gap = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("sum(a=stump, c=hik)")));
        assertTrue(gap.getMessage().contains("'b'"), gap.getMessage());
        IllegalArgumentException levels = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("stump-region")));
        assertTrue(levels.getMessage().contains("levels"), levels.getMessage());
        IllegalArgumentException notNeutral = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("and(a=stump(delta=full), b=rbf(gamma=1))")));
        assertTrue(notNeutral.getMessage().contains("b") && notNeutral.getMessage().contains("rbf"),
                notNeutral.getMessage());
        IllegalArgumentException simplified = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("nand(a=stump, b=stump(delta=full))")));
        assertTrue(simplified.getMessage().contains("Delta"), simplified.getMessage());
        IllegalArgumentException scale = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("scale(kernel=linear, by=-2)")));
        assertTrue(scale.getMessage().contains("by") && scale.getMessage().contains("-2"), scale.getMessage());
        IllegalArgumentException tree = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("decision-tree(gamma=1, delta=2)")));
        assertTrue(tree.getMessage().contains("gamma must be < 1/Delta_S = 0.5"), tree.getMessage());
        IllegalArgumentException degree = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromSpec(Spec.parse("poly(degree=2.5)")));
        assertTrue(degree.getMessage().contains("degree"), degree.getMessage());
    }

    @Test
    void libsvmKernelTypes() {
        assertEquals(new LinearKernel(), Kernels.fromLibsvmType(0, Double.NaN, 0, 3));
        assertEquals(new PolynomialKernel(0.5, 1, 2), Kernels.fromLibsvmType(1, 0.5, 1, 2));
        assertEquals(new GaussianKernel(2), Kernels.fromLibsvmType(2, 2, 0, 3));
        assertEquals(GaussianKernel.withDefaultGamma(), Kernels.fromLibsvmType(2, 0, 0, 3));
        assertEquals(new SigmoidKernel(Double.NaN, -1), Kernels.fromLibsvmType(3, Double.NaN, -1, 3));
        assertEquals(new PrecomputedKernel(), Kernels.fromLibsvmType(4, Double.NaN, 0, 3));
        assertEquals(StumpKernel.simplified(), Kernels.fromLibsvmType(5, 0.5, 0, 3));
        assertEquals(PerceptronKernel.simplified(), Kernels.fromLibsvmType(6, 0.5, 0, 3));
        assertEquals(new LaplacianKernel(0.5), Kernels.fromLibsvmType(7, 0.5, 0, 3));
        assertEquals(new ExponentialKernel(0.5), Kernels.fromLibsvmType(8, 0.5, 0, 3));
        assertEquals(MiddleStumpKernel.unprepared(), Kernels.fromLibsvmType(9, 0.5, 0, 3));
        assertEquals(new HistogramIntersectionKernel(), Kernels.fromLibsvmType(10, 0.5, 0, 3));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Kernels.fromLibsvmType(11, 1, 0, 3));
        assertTrue(e.getMessage().contains("11") && e.getMessage().contains("10 = hik"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Kernels.fromLibsvmType(-1, 1, 0, 3));
    }

    @Test
    void namesAreListedOnce() {
        List<String> names = Kernels.names();
        assertEquals(names.size(), Set.copyOf(names).size());
        for (String n : names) {
            assertFalse(n.isBlank());
        }
        assertInstanceOf(LogicCombinationKernel.class,
                Kernels.fromSpec(Spec.parse("or(a=middle-stump, b=stump(delta=1))")));
    }
}

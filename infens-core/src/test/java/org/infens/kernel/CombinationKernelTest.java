package org.infens.kernel;

import static org.infens.kernel.KernelTestSupport.dense;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;
import org.infens.data.Dataset;
import org.infens.kernel.LogicCombinationKernel.Operation;
import org.junit.jupiter.api.Test;

/**
 * Kernel combinations against Def. 1 summed by brute force over explicit finite hypothesis sets (002 Thms. 13, 14,
 * 16; 000 Lemma 3, Def. 6, Cor. 3), and the stump-region / decision-tree kernels against 002 Def. 17 and Thm. 18.
 */
class CombinationKernelTest {

    /** A weighted hypothesis: output in {-1, +1} (or {0, 1} for logic rules) and its r^2. */
    record Weighted(ToIntFunction<double[]> h, double r2) {
    }

    /** The middle stumps with both directions and r = 1/2 (what {@link MiddleStumpKernel} sums). */
    static List<Weighted> middleStumps(double[][] thresholds) {
        List<Weighted> out = new ArrayList<>();
        for (int d = 0; d < thresholds.length; d++) {
            int f = d;
            for (double theta : thresholds[d]) {
                for (int q = -1; q <= 1; q += 2) {
                    int qq = q;
                    out.add(new Weighted(x -> x[f] >= theta ? qq : -qq, 0.25));
                }
            }
        }
        return out;
    }

    /** Def. 1 with the counting measure: sum of r^2 h(x) h(z). */
    static double brute(List<Weighted> set, double[] x, double[] z) {
        double s = 0;
        for (Weighted w : set) {
            s += w.r2() * w.h().applyAsInt(x) * w.h().applyAsInt(z);
        }
        return s;
    }

    /** 002 Thm. 16's set {q min(h_a, h_b)} (or q max for OR) with r^2 = 2 r_1^2 r_2^2. */
    static List<Weighted> combine(List<Weighted> h1, List<Weighted> h2, boolean max, double factor) {
        List<Weighted> out = new ArrayList<>();
        for (int q = -1; q <= 1; q += 2) {
            int qq = q;
            for (Weighted a : h1) {
                for (Weighted b : h2) {
                    ToIntFunction<double[]> h = max
                            ? x -> qq * Math.max(a.h().applyAsInt(x), b.h().applyAsInt(x))
                            : x -> qq * Math.min(a.h().applyAsInt(x), b.h().applyAsInt(x));
                    out.add(new Weighted(h, factor * a.r2() * b.r2()));
                }
            }
        }
        return out;
    }

    private final SplittableRandom rng = new SplittableRandom(16);
    private final double[][] trainA = KernelTestSupport.uniform(rng, 5, 2, -1, 1, 0);
    private final double[][] trainB = KernelTestSupport.uniform(rng, 4, 2, -1, 1, 0);
    private final double[][] points = KernelTestSupport.uniform(rng, 8, 2, -1.2, 1.2, 0);
    private final Dataset data = dense(points);
    private final MiddleStumpKernel k1 = MiddleStumpKernel.unprepared().prepare(dense(trainA));
    private final MiddleStumpKernel k2 = MiddleStumpKernel.unprepared().prepare(dense(trainB));
    private final List<Weighted> h1 = middleStumps(k1.thresholds());
    private final List<Weighted> h2 = middleStumps(k2.thresholds());

    @Test
    void theorem16AndNandOrKernelIsTheSumOverTheCombinedSet() {
        List<Weighted> and = combine(h1, h2, false, 2);
        List<Weighted> or = combine(h1, h2, true, 2);
        for (Operation op : Operation.values()) {
            LogicCombinationKernel k = new LogicCombinationKernel(op, k1, k2);
            assertEquals(4 * k1.delta() * k2.delta(), k.delta(), 0);
            for (int i = 0; i < points.length; i++) {
                for (int j = 0; j < points.length; j++) {
                    double v = k.value(data, i, data, j);
                    assertEquals((k1.value(data, i, data, j) + k1.delta()) * (k2.value(data, i, data, j) + k2.delta()),
                            v, 1e-12);
                    assertEquals(brute(and, points[i], points[j]), v, 1e-9, op + " as AND/NAND set");
                    assertEquals(brute(or, points[i], points[j]), v, 1e-9, op + " as OR set");
                }
                assertEquals(k.delta(), k.value(data, i, data, i), 1e-9, "Delta_H = K(x, x)");
            }
        }
    }

    @Test
    void theorem16CombinedSetIsNeutralSoCombinationsNest() {
        List<Weighted> and12 = combine(h1, h2, false, 2);
        for (double[] x : points) {
            double s = 0;
            for (Weighted w : and12) {
                s += w.r2() * w.h().applyAsInt(x);
            }
            assertEquals(0, s, 1e-12, "neutral (002 Def. 15)");
        }
        List<Weighted> nested = combine(and12, h1, false, 2);
        LogicCombinationKernel k = new LogicCombinationKernel(Operation.AND,
                new LogicCombinationKernel(Operation.AND, k1, k2), k1);
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < points.length; j++) {
                assertEquals(brute(nested, points[i], points[j]), k.value(data, i, data, j), 1e-8);
            }
        }
    }

    @Test
    void theorem14ProductIsTheXorSet() {
        List<Weighted> xor = new ArrayList<>();
        for (Weighted a : h1) {
            for (Weighted b : h2) {
                xor.add(new Weighted(x -> -a.h().applyAsInt(x) * b.h().applyAsInt(x), a.r2() * b.r2()));
            }
        }
        ProductKernel k = ProductKernel.of(k1, k2);
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < points.length; j++) {
                assertEquals(brute(xor, points[i], points[j]), k.value(data, i, data, j), 1e-9);
            }
        }
    }

    @Test
    void thesisLemma3AndDefinition6LogicRuleKernels() {
        List<Weighted> rules1 = new ArrayList<>();
        for (Weighted w : h1) {
            rules1.add(new Weighted(x -> (w.h().applyAsInt(x) + 1) / 2, w.r2()));
        }
        List<Weighted> rules2 = new ArrayList<>();
        for (Weighted w : h2) {
            rules2.add(new Weighted(x -> (w.h().applyAsInt(x) + 1) / 2, w.r2()));
        }
        List<Weighted> andRules = new ArrayList<>();
        for (Weighted a : rules1) {
            for (Weighted b : rules2) {
                andRules.add(new Weighted(x -> a.h().applyAsInt(x) * b.h().applyAsInt(x), a.r2() * b.r2()));
            }
        }
        LogicRuleKernel l1 = new LogicRuleKernel(k1);
        Kernel andOfRules = ProductKernel.of(l1, new LogicRuleKernel(k2));
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < points.length; j++) {
                assertEquals(brute(rules1, points[i], points[j]), l1.value(data, i, data, j), 1e-12, "Lemma 3");
                assertEquals(brute(andRules, points[i], points[j]), andOfRules.value(data, i, data, j), 1e-12,
                        "Def. 6");
            }
        }
    }

    /**
     * The thesis' Cor. 3 (r^ = r_1 r_2 / sqrt(2) over q = +-1) states (1/4)(K_1 + D_1)(K_2 + D_2) - D_1 D_2; the
     * brute-force sum is the product term without the constant, i.e. 002 Thm. 16's kernel / 4.
     */
    @Test
    void thesisCorollary3HasNoConstantTerm() {
        List<Weighted> thesisSet = combine(h1, h2, false, 0.5);
        LogicCombinationKernel k = new LogicCombinationKernel(Operation.AND, k1, k2);
        double d1d2 = k1.delta() * k2.delta();
        assertTrue(d1d2 > 1);
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < points.length; j++) {
                double b = brute(thesisSet, points[i], points[j]);
                assertEquals(0.25 * k.value(data, i, data, j), b, 1e-9);
                assertFalse(Math.abs(0.25 * k.value(data, i, data, j) - d1d2 - b) < 0.5);
            }
        }
    }

    @Test
    void logicCombinationsRequireTheConstantDelta() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new LogicCombinationKernel(Operation.AND, StumpKernel.simplified(), k1));
        assertTrue(e.getMessage().contains("and: a") && e.getMessage().contains("delta=full"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new LogicRuleKernel(PerceptronKernel.simplified()));
        // unset Delta is allowed until prepare
        LogicCombinationKernel u =
                new LogicCombinationKernel(Operation.OR, StumpKernel.full(), PerceptronKernel.full());
        assertFalse(u.isPrepared());
        assertThrows(IllegalStateException.class, () -> u.value(data, 0, data, 1));
        LogicCombinationKernel p = u.prepare(data);
        assertTrue(p.isPrepared());
        assertEquals(4 * StumpKernel.deltaOf(data) * PerceptronKernel.deltaOf(data), p.delta(), 1e-12);
    }

    // ------------------------------------------------------------------ 002 Def. 17 and Thm. 18

    @Test
    void definition17RecurrenceMatchesItsClosedForm() {
        double deltaS = StumpKernel.deltaOf(data);
        StumpKernel stump = new StumpKernel(deltaS);
        for (int levels = 1; levels <= 6; levels++) {
            StumpRegionKernel k = new StumpRegionKernel(levels, deltaS);
            for (int i = 0; i < points.length; i++) {
                for (int j = 0; j < points.length; j++) {
                    double u = (stump.value(data, i, data, j) + deltaS) / (2 * deltaS);
                    double closed = 0;
                    for (int l = 1; l <= levels; l++) {
                        closed += Math.pow(u, l);
                    }
                    closed *= Math.pow(2 * deltaS, levels);
                    assertEquals(closed, k.value(data, i, data, j), 1e-12 * Math.abs(closed) + 1e-12);
                }
            }
        }
        // level 1 is K_S + Delta_S
        StumpRegionKernel one = StumpRegionKernel.of(1).prepare(data);
        assertEquals(stump.value(data, 0, data, 3) + deltaS, one.value(data, 0, data, 3), 1e-14);
    }

    @Test
    void theorem18DecisionTreeKernelIsTheWeightedSumOfStumpRegionKernels() {
        double deltaS = StumpKernel.deltaOf(data);
        for (double fraction : new double[] {0.1, 0.5, 0.95}) {
            double gamma = fraction / deltaS;
            DecisionTreeKernel tree = new DecisionTreeKernel(gamma, deltaS);
            for (int i = 0; i < points.length; i++) {
                for (int j = 0; j < points.length; j++) {
                    double series = 0;
                    double factorial = 1;
                    for (int level = 1; level <= 80; level++) {
                        factorial *= level;
                        double tau = Math.pow(gamma, level) / factorial
                                - Math.pow(gamma, level + 1) * 2 * deltaS / (factorial * (level + 1));
                        assertTrue(tau > 0, "tau_L > 0 when gamma < 1/Delta_S");
                        series += tau * new StumpRegionKernel(level, deltaS).value(data, i, data, j);
                    }
                    assertEquals(series, tree.value(data, i, data, j), 1e-10);
                }
            }
        }
        // the bound is sharp: at gamma = 1/Delta_S, tau_1 = gamma - gamma^2 Delta_S = 0
        double g = 1 / deltaS;
        assertEquals(0, g - g * g * deltaS, 1e-15);
    }

    @Test
    void theorem18BoundOnGammaIsChecked() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new DecisionTreeKernel(0.3, 4));
        assertTrue(e.getMessage().contains("gamma") && e.getMessage().contains("0.25")
                && e.getMessage().contains("0.3") && e.getMessage().contains("(Lin & Li 2008, Thm. 18,"), e.getMessage());
        DecisionTreeKernel unset = DecisionTreeKernel.of(10);
        Dataset wide = dense(new double[][] {{0, 0}, {2, 2}}); // Delta_S = 2: bound 0.5
        IllegalArgumentException p = assertThrows(IllegalArgumentException.class, () -> unset.prepare(wide));
        assertTrue(p.getMessage().contains("0.5"), p.getMessage());
        assertEquals(new DecisionTreeKernel(0.4, 2), DecisionTreeKernel.of(0.4).prepare(wide));
    }

    @Test
    void sumAndScaleFollowTheorem13() {
        SumKernel sum = SumKernel.of(k1, new ScaledKernel(k2, 3), StumpKernel.simplified());
        assertTrue(sum.isConditionallyPositiveDefinite());
        assertFalse(SumKernel.of(k1, k2).isConditionallyPositiveDefinite());
        List<Weighted> union = new ArrayList<>(h1);
        for (Weighted w : h2) {
            union.add(new Weighted(w.h(), 3 * w.r2())); // scaling r by sqrt(3)
        }
        for (int i = 0; i < points.length; i++) {
            for (int j = 0; j < points.length; j++) {
                double dist = 0;
                for (int f = 0; f < 2; f++) {
                    dist += Math.abs(points[i][f] - points[j][f]);
                }
                assertEquals(brute(union, points[i], points[j]) - dist, sum.value(data, i, data, j), 1e-12);
            }
        }
    }
}

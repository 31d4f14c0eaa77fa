package org.infens.kernel;

import java.util.ArrayList;
import java.util.List;
import org.infens.data.Dataset;
import org.infens.data.Quote;
import org.infens.spec.Spec;

/**
 * Factory and helpers for kernels: building a kernel from its {@link Spec} or from LIBSVM's numeric kernel type.
 *
 * <h2>Spec names</h2>
 * <table>
 *   <caption>kernel specs</caption>
 *   <tr><th>spec</th><th>kernel</th></tr>
 *   <tr><td>{@code linear}</td><td>{@link LinearKernel}</td></tr>
 *   <tr><td>{@code poly(gamma=, coef0=0, degree=3)}</td><td>{@link PolynomialKernel}</td></tr>
 *   <tr><td>{@code rbf(gamma=)}</td><td>{@link GaussianKernel}</td></tr>
 *   <tr><td>{@code sigmoid(gamma=, coef0=0)}</td><td>{@link SigmoidKernel}</td></tr>
 *   <tr><td>{@code precomputed}</td><td>{@link PrecomputedKernel}</td></tr>
 *   <tr><td>{@code stump(delta=0|full|number)}</td><td>{@link StumpKernel}</td></tr>
 *   <tr><td>{@code perceptron(delta=0|full|number)}</td><td>{@link PerceptronKernel}</td></tr>
 *   <tr><td>{@code laplacian(gamma=)}</td><td>{@link LaplacianKernel}</td></tr>
 *   <tr><td>{@code exponential(gamma=)}</td><td>{@link ExponentialKernel}</td></tr>
 *   <tr><td>{@code stump-region(levels=, delta=full|number)}</td><td>{@link StumpRegionKernel}</td></tr>
 *   <tr><td>{@code decision-tree(gamma=, delta=full|number)}</td><td>{@link DecisionTreeKernel}</td></tr>
 *   <tr><td>{@code middle-stump(thresholds=[[..],..])}</td><td>{@link MiddleStumpKernel}</td></tr>
 *   <tr><td>{@code hik}</td><td>{@link HistogramIntersectionKernel}</td></tr>
 *   <tr><td>{@code sum(a=, b=, ...)}</td><td>{@link SumKernel}</td></tr>
 *   <tr><td>{@code product(a=, b=, ...)}</td><td>{@link ProductKernel}</td></tr>
 *   <tr><td>{@code scale(kernel=, by=)}</td><td>{@link ScaledKernel}</td></tr>
 *   <tr><td>{@code logic(kernel=)}</td><td>{@link LogicRuleKernel}</td></tr>
 *   <tr><td>{@code and(a=, b=)}, {@code nand(a=, b=)}, {@code or(a=, b=)}</td>
 *       <td>{@link LogicCombinationKernel}</td></tr>
 *   <tr><td>{@code quasi-linear(centres=, widths=, lambda=1, normalize=none|l2)}</td>
 *       <td>{@link QuasiLinearKernel}</td></tr>
 *   <tr><td>{@code learned(base=, templates=[[..],..], coefficients=[[..],..], weights=[..])}</td>
 *       <td>{@link LearnedKernel} (written by kernel boosting, Crammer, Keshet &amp; Singer 2002)</td></tr>
 * </table>
 * A missing gamma means LIBSVM's default 1/d and a missing or {@code full} delta (where the kernel needs it) means
 * "from the training data": both are filled in by {@link Kernel#prepare}, after which {@link Kernel#spec()} writes
 * the numbers.
 *
 * <h2>LIBSVM kernel types ({@link #fromLibsvmType})</h2>
 * <table>
 *   <caption>numeric kernel types</caption>
 *   <tr><th>-t</th><th>kernel</th><th>parameters used</th></tr>
 *   <tr><td>0</td><td>linear</td><td>none</td></tr>
 *   <tr><td>1</td><td>poly</td><td>gamma, coef0, degree</td></tr>
 *   <tr><td>2</td><td>rbf</td><td>gamma</td></tr>
 *   <tr><td>3</td><td>sigmoid</td><td>gamma, coef0</td></tr>
 *   <tr><td>4</td><td>precomputed</td><td>none</td></tr>
 *   <tr><td>5</td><td>stump (simplified, -||x-x'||_1)</td><td>none</td></tr>
 *   <tr><td>6</td><td>perceptron (simplified, -||x-x'||_2)</td><td>none</td></tr>
 *   <tr><td>7</td><td>laplacian</td><td>gamma</td></tr>
 *   <tr><td>8</td><td>exponential</td><td>gamma</td></tr>
 *   <tr><td>9</td><td>middle-stump (thresholds from the training data)</td><td>none</td></tr>
 *   <tr><td>10</td><td>hik</td><td>none</td></tr>
 * </table>
 */
public final class Kernels {
    private static final List<String> NAMES = List.of("linear", "poly", "rbf", "sigmoid", "precomputed", "stump",
            "perceptron", "laplacian", "exponential", "stump-region", "decision-tree", "middle-stump", "hik", "sum",
            "product", "scale", "logic", "and", "nand", "or", "quasi-linear", "learned");

    private static final List<String> LIBSVM_TYPES = List.of("linear", "poly", "rbf", "sigmoid", "precomputed",
            "stump", "perceptron", "laplacian", "exponential", "middle-stump", "hik");

    private Kernels() {
    }

    /** Squared norms of every row of {@code data}. */
    public static double[] squaredNorms(Dataset data) {
        double[] n = new double[data.size()];
        for (int i = 0; i < n.length; i++) {
            n[i] = data.squaredNorm(i);
        }
        return n;
    }

    /** The kernel spec names {@link #fromSpec} knows, in the order of the class comment. */
    public static List<String> names() {
        return NAMES;
    }

    /**
     * The kernel a spec describes, e.g. {@code rbf(gamma=0.5)}, {@code stump}, {@code sum(a=stump, b=perceptron)}
     * (see the class comment for every form). Unknown names and parameters, and invalid values, give an
     * {@link IllegalArgumentException} that names them and lists what is allowed.
     */
    public static Kernel fromSpec(Spec spec) {
        String name = spec.name();
        switch (name) {
            case "linear":
                spec.requireOnly();
                return new LinearKernel();
            case "poly":
                spec.requireOnly("gamma", "coef0", "degree");
                return build(spec, () -> new PolynomialKernel(gamma(spec), spec.number("coef0", 0),
                        spec.integer("degree", PolynomialKernel.DEFAULT_DEGREE)));
            case "rbf":
                spec.requireOnly("gamma");
                return build(spec, () -> new GaussianKernel(gamma(spec)));
            case "sigmoid":
                spec.requireOnly("gamma", "coef0");
                return build(spec, () -> new SigmoidKernel(gamma(spec), spec.number("coef0", 0)));
            case "precomputed":
                spec.requireOnly();
                return new PrecomputedKernel();
            case "stump":
                spec.requireOnly("delta");
                return build(spec, () -> new StumpKernel(delta(spec, 0)));
            case "perceptron":
                spec.requireOnly("delta");
                return build(spec, () -> new PerceptronKernel(delta(spec, 0)));
            case "laplacian":
                spec.requireOnly("gamma");
                return build(spec, () -> new LaplacianKernel(gamma(spec)));
            case "exponential":
                spec.requireOnly("gamma");
                return build(spec, () -> new ExponentialKernel(gamma(spec)));
            case "stump-region":
                spec.requireOnly("levels", "delta");
                required(spec, "levels");
                return build(spec, () -> new StumpRegionKernel(spec.integer("levels", 0), delta(spec, Double.NaN)));
            case "decision-tree":
                spec.requireOnly("gamma", "delta");
                required(spec, "gamma");
                return build(spec, () -> new DecisionTreeKernel(spec.number("gamma", Double.NaN),
                        delta(spec, Double.NaN)));
            case "middle-stump":
                spec.requireOnly("thresholds");
                return build(spec, () -> spec.has("thresholds")
                        ? MiddleStumpKernel.withThresholds(spec.matrix("thresholds"))
                        : MiddleStumpKernel.unprepared());
            case "hik":
                spec.requireOnly();
                return new HistogramIntersectionKernel();
            case "sum":
                return build(spec, () -> new SumKernel(terms(spec)));
            case "product":
                return build(spec, () -> new ProductKernel(terms(spec)));
            case "scale":
                spec.requireOnly("kernel", "by");
                required(spec, "kernel");
                required(spec, "by");
                return build(spec, () -> new ScaledKernel(fromSpec(spec.spec("kernel")), spec.number("by", 1)));
            case "logic":
                spec.requireOnly("kernel");
                required(spec, "kernel");
                return build(spec, () -> new LogicRuleKernel(neutral(spec, "kernel")));
            case "and":
            case "nand":
            case "or":
                spec.requireOnly("a", "b");
                required(spec, "a");
                required(spec, "b");
                return build(spec, () -> new LogicCombinationKernel(
                        LogicCombinationKernel.Operation.valueOf(name.toUpperCase(java.util.Locale.ROOT)),
                        neutral(spec, "a"), neutral(spec, "b")));
            case "quasi-linear":
                return build(spec, () -> QuasiLinearKernel.fromSpec(spec));
            case "learned":
                return build(spec, () -> LearnedKernel.fromSpec(spec));
            default:
                throw new IllegalArgumentException("unknown kernel " + Quote.of(name)
                        + org.infens.spec.Suggestion.didYouMean(name, NAMES) + "; known kernels: "
                        + String.join(", ", NAMES));
        }
    }

    /** Builds a kernel, prefixing validation errors with the kernel name. */
    private static Kernel build(Spec spec, java.util.function.Supplier<Kernel> maker) {
        try {
            return maker.get();
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }

    private static void required(Spec spec, String key) {
        if (!spec.has(key)) {
            throw new IllegalArgumentException(spec.name() + ": parameter '" + key + "' is required");
        }
    }

    /** gamma, NaN when absent (LIBSVM's 1/d, fixed by prepare). */
    private static double gamma(Spec spec) {
        return spec.number("gamma", Double.NaN);
    }

    /** delta: a number, the word {@code full} (NaN: from the training data), or {@code fallback} when absent. */
    private static double delta(Spec spec, double fallback) {
        Object v = spec.get("delta");
        if (v == null) {
            return fallback;
        }
        if (v instanceof String || v instanceof Spec) {
            String word = spec.word("delta", "");
            if (!word.equals("full")) {
                throw new IllegalArgumentException(spec.name() + ": delta must be a number >= 0 or 'full', got "
                        + word);
            }
            return Double.NaN;
        }
        return spec.number("delta", fallback);
    }

    private static List<Kernel> terms(Spec spec) {
        List<String> keys = spec.keys();
        List<String> allowed = new ArrayList<>();
        for (int t = 0; t < Composite.MAX_TERMS; t++) {
            allowed.add(Composite.termKey(t));
        }
        spec.requireOnly(allowed.toArray(new String[0]));
        if (keys.isEmpty()) {
            throw new IllegalArgumentException(spec.name() + ": needs at least one kernel, as " + spec.name()
                    + "(a=..., b=...)");
        }
        List<Kernel> out = new ArrayList<>();
        for (int t = 0; t < keys.size(); t++) {
            String key = Composite.termKey(t);
            if (!spec.has(key)) {
                throw new IllegalArgumentException(spec.name() + ": kernels must be named by consecutive letters "
                        + "a, b, c, ...; '" + key + "' is missing among " + keys);
            }
            out.add(fromSpec(spec.spec(key)));
        }
        return out;
    }

    private static NeutralKernel neutral(Spec spec, String key) {
        Kernel k = fromSpec(spec.spec(key));
        if (!(k instanceof NeutralKernel n)) {
            throw new IllegalArgumentException(spec.name() + ": " + key + " must be the kernel of a neutral "
                    + "hypothesis set with its constant Delta (stump(delta=...), perceptron(delta=...), "
                    + "middle-stump, and, nand, or), got " + Quote.of(k.spec().toString()));
        }
        return n;
    }

    /**
     * A kernel from LIBSVM's numeric kernel type and parameters (see the table in the class comment): -t 0..4 as
     * LIBSVM, 5.. for the ensemble kernels.
     *
     * @param type   the kernel type, 0..10
     * @param gamma  gamma for the kernels that have one; NaN or 0 means unset (1/d, LIBSVM's default, fixed by
     *               {@link Kernel#prepare}), as LIBSVM treats {@code -g 0}
     * @param coef0  coef0 for poly and sigmoid
     * @param degree degree for poly
     */
    public static Kernel fromLibsvmType(int type, double gamma, double coef0, int degree) {
        double g = gamma == 0 ? Double.NaN : gamma;
        switch (type) {
            case 0:
                return new LinearKernel();
            case 1:
                return new PolynomialKernel(g, coef0, degree);
            case 2:
                return new GaussianKernel(g);
            case 3:
                return new SigmoidKernel(g, coef0);
            case 4:
                return new PrecomputedKernel();
            case 5:
                return StumpKernel.simplified();
            case 6:
                return PerceptronKernel.simplified();
            case 7:
                return new LaplacianKernel(g);
            case 8:
                return new ExponentialKernel(g);
            case 9:
                return MiddleStumpKernel.unprepared();
            case 10:
                return new HistogramIntersectionKernel();
            default:
                StringBuilder sb = new StringBuilder();
                for (int t = 0; t < LIBSVM_TYPES.size(); t++) {
                    sb.append(t == 0 ? "" : ", ").append(t).append(" = ").append(LIBSVM_TYPES.get(t));
                }
                throw new IllegalArgumentException("kernel type must be in 0.." + (LIBSVM_TYPES.size() - 1)
                        + ", got " + type + "; " + sb);
        }
    }
}

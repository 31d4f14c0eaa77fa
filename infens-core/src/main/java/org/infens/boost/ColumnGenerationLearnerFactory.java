package org.infens.boost;

import java.util.Locale;
import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.data.Quote;
import org.infens.linear.ColumnSvm;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code cgens(weak=stump, C=1, J=500, eps=0.001, candidates=2000, draw=each, tol=0.01, epochs=1000, solver=ws)}: CGEns
 * ({@link ColumnGenerationTrainer}); {@code weak} is {@code stump}, {@code perceptron} or {@code fourier(sigma=S)};
 * without sigma, the bandwidth comes from the training data ({@link FourierBandwidth}).
 */
public final class ColumnGenerationLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "cgens";
    }

    @Override
    public String usage() {
        return "cgens(weak=stump|perceptron|fourier, C=1, J=500, eps=0.001, candidates=2000, draw=each|once, "
                + "tol=0.01, epochs=1000, solver=ws|dcd|smo)"
                + "  [sigma of fourier: sqrt(tr(Cov(x))/2) from the data unless given]";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("weak", "C", "J", "eps", "candidates", "draw", "tol", "epochs", "solver", "seed");
        ColumnGenerationParams d = ColumnGenerationParams.defaults();
        try {
            Spec weak = weakSpec(spec);
            return new ColumnGenerationTrainer(new ColumnGenerationParams(kind(weak), sigma(weak),
                    spec.number("C", d.C()), spec.integer("J", d.maxColumns()),
                    spec.number("eps", d.epsilon()),
                    spec.integer("candidates", d.candidates()), drawOnce(spec), spec.number("tol", d.tolerance()),
                    spec.integer("epochs", d.maxEpochs()), solver(spec), seed(spec, context)), context.threads())
                    .withListener(context.listener());
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
    }

    static Spec weakSpec(Spec spec) {
        return spec.has("weak") ? spec.spec("weak") : Spec.of("stump");
    }

    /** The family named by {@code weak}: stump, perceptron or fourier. */
    static WeakHypothesis.Kind kind(Spec weak) {
        switch (weak.name()) {
            case "stump", "perceptron" -> weak.requireOnly();
            case "fourier" -> weak.requireOnly("sigma");
            default -> throw new IllegalArgumentException("weak must be stump, perceptron or fourier(sigma=..), got "
                    + Quote.of(weak.toString()));
        }
        return WeakHypothesis.Kind.valueOf(weak.name().toUpperCase(java.util.Locale.ROOT));
    }

    /**
     * Whether the sampled families draw their candidates once ({@code draw=once}) or afresh each iteration
     * ({@code draw=each}, the default).
     */
    static boolean drawOnce(Spec spec) {
        String name = spec.word("draw", "each");
        return switch (name) {
            case "each" -> false;
            case "once" -> true;
            default -> throw new IllegalArgumentException("draw must be each or once, got " + Quote.of(name));
        };
    }

    /** The master solver: {@code ws}, {@code dcd} or {@code smo} ({@link ColumnSvm.Method}; the default's). */
    static ColumnSvm.Method solver(Spec spec) {
        String name = spec.word("solver", ColumnGenerationParams.defaults().solver().name().toLowerCase(Locale.ROOT));
        return switch (name) {
            case "ws" -> ColumnSvm.Method.WS;
            case "dcd" -> ColumnSvm.Method.DCD;
            case "smo" -> ColumnSvm.Method.SMO;
            default -> throw new IllegalArgumentException("solver must be ws, dcd or smo, got " + Quote.of(name));
        };
    }

    /** The bandwidth of {@code fourier(sigma=S)}; NaN (from the training data) when not given. */
    static double sigma(Spec weak) {
        return weak.number("sigma", Double.NaN);
    }

    static long seed(Spec spec, LearnerContext context) {
        return spec.has("seed") ? (long) spec.number("seed", 0) : context.seed();
    }
}

package org.infens.spec;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.TreeMap;
import org.infens.Classifier;
import org.infens.Model;
import org.infens.Regressor;
import org.infens.Trainer;
import org.infens.WeightedTrainer;
import org.infens.data.Quote;

/**
 * The learner-spec grammar's registry: every learner Infens knows, by name.
 *
 * <p>A learner spec is a {@link Spec}: {@code name(key=value, ...)}, with nested specs for kernels and base
 * learners, e.g. {@code svm(kernel=rbf(gamma=0.1), C=8)}, {@code adaboost(base=c45, T=100)},
 * {@code lpboost(base=stump, C=1)}, {@code ovo(base=perceptron(epochs=200))}. Every learner accepts
 * {@code seed=N}, which overrides the caller's seed for it and the learners nested in it.
 * {@link #names()} lists the learners and {@link #usage()} their parameters with defaults.
 */
public final class Learners {
    private static final class Registry {
        static final Map<String, LearnerFactory> BY_NAME = load();

        private static Map<String, LearnerFactory> load() {
            Map<String, LearnerFactory> m = new TreeMap<>();
            for (LearnerFactory f : ServiceLoader.load(LearnerFactory.class, Learners.class.getClassLoader())) {
                LearnerFactory old = m.put(f.name(), f);
                if (old != null) {
                    throw new IllegalStateException("two learners named " + f.name() + ": "
                            + old.getClass().getName() + " and " + f.getClass().getName());
                }
            }
            return Collections.unmodifiableMap(m);
        }
    }

    private Learners() {
    }

    /** The names of every learner, sorted. */
    public static List<String> names() {
        return List.copyOf(Registry.BY_NAME.keySet());
    }

    /** One usage line per learner, sorted by name. */
    public static List<String> usage() {
        List<String> out = new ArrayList<>();
        for (LearnerFactory f : Registry.BY_NAME.values()) {
            out.add(f.usage());
        }
        return out;
    }

    /** Parses {@code text} and creates its trainer; see {@link #create(Spec, LearnerContext)}. */
    public static Trainer<? extends Classifier> create(String text, LearnerContext context) {
        return create(Spec.parse(text), context);
    }

    /**
     * The classifier trainer {@code spec} describes.
     *
     * @throws IllegalArgumentException if the learner is unknown (the message lists the known ones), a parameter
     *                                  is not valid for it, or it is a regression learner ({@link #isRegression})
     */
    @SuppressWarnings("unchecked")
    public static Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        if (isRegression(spec)) {
            throw new IllegalArgumentException(spec + " is a regression learner (it predicts real values), where a"
                    + " classifier is needed");
        }
        return (Trainer<? extends Classifier>) createAny(spec, context);
    }

    /**
     * The regression trainer {@code spec} describes, e.g. {@code svm(type=epsilon-svr, kernel=stump)}.
     *
     * @throws IllegalArgumentException if the learner is unknown, a parameter is not valid for it, or it is not a
     *                                  regression learner
     */
    @SuppressWarnings("unchecked")
    public static Trainer<? extends Regressor> createRegressor(Spec spec, LearnerContext context) {
        if (!isRegression(spec)) {
            throw new IllegalArgumentException(spec + " is not a regression learner; regression learners are "
                    + "svm(type=epsilon-svr) and svm(type=nu-svr)");
        }
        return (Trainer<? extends Regressor>) createAny(spec, context);
    }

    /**
     * Whether {@code spec} describes a regression learner (its models are {@link Regressor}s), e.g.
     * {@code svm(type=nu-svr)}, rather than a classifier.
     *
     * @throws IllegalArgumentException if the learner is unknown
     */
    public static boolean isRegression(Spec spec) {
        return factory(spec).regression(spec);
    }

    private static LearnerFactory factory(Spec spec) {
        LearnerFactory f = Registry.BY_NAME.get(spec.name());
        if (f == null) {
            throw new IllegalArgumentException("unknown learner " + Quote.of(spec.name())
                    + Suggestion.didYouMean(spec.name(), names()) + "; known learners: "
                    + String.join(", ", names()));
        }
        return f;
    }

    /** The trainer of {@code spec}, a classifier's or a regressor's. */
    private static Trainer<? extends Model> createAny(Spec spec, LearnerContext context) {
        Objects.requireNonNull(spec, "spec");
        Objects.requireNonNull(context, "context");
        LearnerFactory f = factory(spec);
        LearnerContext c = context;
        if (spec.has("seed")) {
            double s = spec.number("seed", 0);
            if (s != Math.rint(s) || Math.abs(s) > 0x1p63) {
                throw new IllegalArgumentException(spec.name() + ": seed must be an integer, got " + s);
            }
            c = context.withSeed((long) s);
        }
        return f.create(spec, c);
    }

    /**
     * The weighted trainer {@code spec} describes, for a learner nested in another one that reweights examples
     * (boosting's {@code base=}).
     *
     * @param role where the spec appears, for the error message, e.g. {@code adaboost: base}
     * @throws IllegalArgumentException if the learner does not take example weights; the message lists those
     *                                  that do and names {@code resample(base=...)}, which fits it to samples
     */
    public static WeightedTrainer<? extends Classifier> createWeighted(Spec spec, LearnerContext context,
                                                                       String role) {
        Trainer<? extends Classifier> t = create(spec, context);
        if (t instanceof WeightedTrainer<? extends Classifier> w) {
            return w;
        }
        List<String> weighted = new ArrayList<>();
        for (LearnerFactory f : Registry.BY_NAME.values()) {
            try {
                Spec plain = Spec.of(f.name());
                if (!f.regression(plain) && f.create(plain, context) instanceof WeightedTrainer<?>) {
                    weighted.add(f.name());
                }
            } catch (IllegalArgumentException e) {
                // a learner that needs arguments (e.g. a base) is not listed
            }
        }
        throw new IllegalArgumentException(role + ": " + spec.name() + " does not take example weights; learners"
                + " that do: " + String.join(", ", weighted) + "; or boost it by resampling: resample(base=" + spec
                + ")");
    }
}

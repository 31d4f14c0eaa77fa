package org.infens.svm;

import org.infens.Model;
import org.infens.Trainer;
import org.infens.kernel.Kernels;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Learners;
import org.infens.spec.Spec;

/**
 * {@code svm(type=c-svc, kernel=rbf, C=1, nu=0.5, epsilon=0.1, eps=0.001, cache=100, shrinking=1, solver=auto,
 * probability=0, weights={})}, {@code weights} LIBSVM's {@code -wi} for C-SVC ({@code {-1: 5}}: class -1's C is 5 C):
 * every formulation of LIBSVM ({@link SvmType}, {@code svm-train -s}) with any kernel spec of
 * {@link Kernels#fromSpec}; the defaults are LIBSVM's ({@link SvmParams}). {@code type} is {@code c-svc} (the
 * default), {@code nu-svc}, {@code one-class} (classifiers: {@link SvmTrainer}, {@link OneClassSvmTrainer}),
 * {@code epsilon-svr} or {@code nu-svr} (regression: {@link SvrTrainer}); a formulation takes the parameters it has
 * (C for c-svc and the SVRs, nu for nu-svc, one-class and nu-svr, epsilon for epsilon-svr) and refuses the others;
 * {@code solver} is {@code auto}, {@code smo} or {@code additive} ({@link SvmSolver}). {@code probability=1}
 * (LIBSVM's {@code -b 1}, for every type but one-class) gives {@code calibrated(base=svm(...))}: probability
 * estimates fitted on internal cross-validation.
 */
public final class SvmLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "svm";
    }

    @Override
    public String usage() {
        return "svm(type=c-svc, kernel=rbf, C=1, nu=0.5, epsilon=0.1, eps=0.001, cache=100, shrinking=1, solver=auto,"
                + " probability=0, weights={})";
    }

    @Override
    public boolean regression(Spec spec) {
        return type(spec).isRegression();
    }

    @Override
    public Trainer<? extends Model> create(Spec spec, LearnerContext context) {
        for (String key : new String[] {"gamma", "degree", "coef0"}) {
            if (spec.has(key)) {
                // LIBSVM's -g, -d and -r sit beside -c; here they are the kernel's own
                String kernel = spec.has("kernel") ? spec.spec("kernel").name() : "rbf";
                throw new IllegalArgumentException("svm: " + key + " is a parameter of the kernel, not of svm: write"
                        + " svm(kernel=" + kernel + "(" + key + "=" + Spec.formatNumber(spec.number(key, 0))
                        + "), ...) (as a grid axis, kernel." + key + "=...)");
            }
        }
        SvmType type = type(spec);
        double probability = spec.number("probability", 0);
        if (probability != 0 && probability != 1) {
            throw new IllegalArgumentException("svm: probability must be 0 or 1, got "
                    + Spec.formatNumber(probability));
        }
        if (probability == 1) {
            return calibrated(spec, type, context);
        }
        refuse(spec, type, "C", !type.usesC(), "c-svc, epsilon-svr and nu-svr");
        refuse(spec, type, "nu", !type.usesNu(), "nu-svc, one-class and nu-svr");
        refuse(spec, type, "epsilon", type != SvmType.EPSILON_SVR, "epsilon-svr");
        refuse(spec, type, "weights", type != SvmType.C_SVC, "c-svc");
        spec.requireOnly("type", "kernel", "C", "nu", "epsilon", "eps", "cache", "shrinking", "solver", "probability",
                "weights", "seed");
        Spec kernel = spec.has("kernel") ? spec.spec("kernel") : Spec.of("rbf");
        double shrinking = spec.number("shrinking", 1);
        if (shrinking != 0 && shrinking != 1) {
            throw new IllegalArgumentException("svm: shrinking must be 0 or 1, got " + Spec.formatNumber(shrinking));
        }
        SvmParams p;
        try {
            p = SvmParams.of(Kernels.fromSpec(kernel))
                    .withType(type)
                    .withC(spec.number("C", SvmParams.DEFAULT_C))
                    .withNu(spec.number("nu", SvmParams.DEFAULT_NU))
                    .withEpsilon(spec.number("epsilon", SvmParams.DEFAULT_EPSILON))
                    .withEps(spec.number("eps", SvmParams.DEFAULT_EPS))
                    .withCacheMegabytes(spec.number("cache", SvmParams.DEFAULT_CACHE_MB))
                    .withShrinking(shrinking == 1)
                    .withThreads(context.threads())
                    .withSolver(SvmSolver.fromName(spec.word("solver", "auto")));
            if (spec.has("weights")) {
                p = p.withClassWeights(spec.labelMap("weights"));
            }
        } catch (IllegalArgumentException e) {
            throw spec.named(e);
        }
        return switch (type) {
            case C_SVC, NU_SVC -> new SvmTrainer(p);
            case ONE_CLASS -> new OneClassSvmTrainer(p);
            case EPSILON_SVR, NU_SVR -> new SvrTrainer(p);
        };
    }

    /**
     * {@code svm(..., probability=1)}, LIBSVM's {@code -b 1}: the learner {@code calibrated(base=svm(...))} (in
     * {@code org.infens.calibrate}, found by name so that this package does not depend on it), whose spec it prints;
     * the one-class SVM is refused as LIBSVM refuses it.
     */
    private static Trainer<? extends Model> calibrated(Spec spec, SvmType type, LearnerContext context) {
        if (type == SvmType.ONE_CLASS) {
            throw new IllegalArgumentException("svm: one-class SVM probability output not supported yet (as in "
                    + "LIBSVM): probability=1 is for c-svc, nu-svc, epsilon-svr and nu-svr");
        }
        Spec calibrated = Spec.of("calibrated").with("base", spec.without("probability"));
        return type.isRegression() ? Learners.createRegressor(calibrated, context)
                : Learners.create(calibrated, context);
    }

    /** Refuses {@code key} when the formulation does not have it. */
    private static void refuse(Spec spec, SvmType type, String key, boolean absent, String types) {
        if (absent && spec.has(key)) {
            throw new IllegalArgumentException("svm: " + key + " is a parameter of " + types + ", not of type "
                    + type.specName());
        }
    }

    private static SvmType type(Spec spec) {
        try {
            return SvmType.fromName(spec.word("type", SvmType.C_SVC.specName()));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("svm: " + e.getMessage(), e);
        }
    }

    /**
     * The spec of a trainer with {@code params}: {@code svm(kernel=..., C=...)} for C-SVC (as before the other
     * formulations), {@code svm(type=..., kernel=..., ...)} with the formulation's own parameters otherwise, then
     * eps, cache, shrinking and solver where they differ from their defaults. LIBSVM's per-class weights
     * ({@code -wi}), which the grammar does not express, are not part of it.
     */
    static Spec spec(SvmParams params) {
        SvmType type = params.type();
        Spec s = Spec.of("svm");
        if (type != SvmType.C_SVC) {
            s = s.with("type", type.specName());
        }
        s = s.with("kernel", params.kernel().spec());
        if (type.usesC()) {
            s = s.with("C", params.C());
        }
        if (type.usesNu()) {
            s = s.with("nu", params.nu());
        }
        if (type == SvmType.EPSILON_SVR) {
            s = s.with("epsilon", params.epsilon());
        }
        if (params.eps() != SvmParams.DEFAULT_EPS) {
            s = s.with("eps", params.eps());
        }
        if (params.cacheMegabytes() != SvmParams.DEFAULT_CACHE_MB) {
            s = s.with("cache", params.cacheMegabytes());
        }
        if (!params.shrinking()) {
            s = s.with("shrinking", 0);
        }
        if (!params.classWeights().isEmpty()) {
            // in label order, so that the provenance of a model does not depend on a map's iteration order
            s = s.with("weights", new java.util.TreeMap<>(params.classWeights()));
        }
        return params.solver() == SvmSolver.AUTO ? s : s.with("solver", params.solver().specName());
    }
}

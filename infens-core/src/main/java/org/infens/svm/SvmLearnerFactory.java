package org.infens.svm;

import org.infens.Classifier;
import org.infens.Trainer;
import org.infens.kernel.Kernels;
import org.infens.spec.LearnerContext;
import org.infens.spec.LearnerFactory;
import org.infens.spec.Spec;

/**
 * {@code svm(kernel=rbf, C=1, eps=0.001, cache=100, shrinking=1, solver=auto)}: C-SVC with any kernel spec of
 * {@link Kernels#fromSpec}; the defaults are LIBSVM's ({@link SvmParams}); {@code solver} is {@code auto},
 * {@code smo} or {@code additive} ({@link SvmSolver}).
 */
public final class SvmLearnerFactory implements LearnerFactory {
    @Override
    public String name() {
        return "svm";
    }

    @Override
    public String usage() {
        return "svm(kernel=rbf, C=1, eps=0.001, cache=100, shrinking=1, solver=auto)";
    }

    @Override
    public Trainer<? extends Classifier> create(Spec spec, LearnerContext context) {
        spec.requireOnly("kernel", "C", "eps", "cache", "shrinking", "solver", "seed");
        Spec kernel = spec.has("kernel") ? spec.spec("kernel") : Spec.of("rbf");
        double shrinking = spec.number("shrinking", 1);
        if (shrinking != 0 && shrinking != 1) {
            throw new IllegalArgumentException("svm: shrinking must be 0 or 1, got " + Spec.formatNumber(shrinking));
        }
        SvmParams p;
        try {
            p = SvmParams.of(Kernels.fromSpec(kernel))
                    .withC(spec.number("C", SvmParams.DEFAULT_C))
                    .withEps(spec.number("eps", SvmParams.DEFAULT_EPS))
                    .withCacheMegabytes(spec.number("cache", SvmParams.DEFAULT_CACHE_MB))
                    .withShrinking(shrinking == 1)
                    .withThreads(context.threads())
                    .withSolver(SvmSolver.fromName(spec.word("solver", "auto")));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("svm: " + e.getMessage(), e);
        }
        return new SvmTrainer(p);
    }
}

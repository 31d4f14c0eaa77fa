package org.infens.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.DoubleBinaryOperator;
import org.infens.data.Dataset;
import org.infens.spec.Spec;

/** Helpers for kernels made of other kernels (package-private). */
final class Composite {
    /** Most terms a list spec can name: {@code a} .. {@code z}. */
    static final int MAX_TERMS = 26;

    private Composite() {
    }

    static List<Kernel> checkTerms(String what, List<Kernel> terms) {
        Objects.requireNonNull(terms, what);
        if (terms.isEmpty() || terms.size() > MAX_TERMS) {
            throw new IllegalArgumentException(what + " must hold 1 to " + MAX_TERMS + " kernels, got "
                    + terms.size());
        }
        for (Kernel k : terms) {
            Objects.requireNonNull(k, what + " element");
        }
        return List.copyOf(terms);
    }

    static String termKey(int index) {
        return String.valueOf((char) ('a' + index));
    }

    static Spec listSpec(String name, List<Kernel> terms) {
        Spec s = Spec.of(name);
        for (int t = 0; t < terms.size(); t++) {
            s = s.with(termKey(t), nested(terms.get(t)));
        }
        return s;
    }

    /**
     * A kernel's spec as an argument value: a spec without arguments as its bare name (a word), because that is
     * what {@link Spec#parse} makes of {@code sum(a=stump, ...)}; so {@code Spec.parse(spec.toString())} equals the
     * spec.
     */
    static Object nested(Kernel k) {
        Spec s = k.spec();
        return s.keys().isEmpty() ? s.name() : s;
    }

    /**
     * How a {@link SumKernel} or a {@link ProductKernel} combines its kernels' values: from the identity, one kernel
     * at a time in their order (so that {@link Kernel#value} and the evaluator round alike, bit for bit).
     */
    enum Fold {
        /** k_a + k_b + ... */
        SUM(0, Double::sum),
        /** k_a k_b ... */
        PRODUCT(1, (r, v) -> r * v);

        private final double identity;
        private final DoubleBinaryOperator operation;

        Fold(double identity, DoubleBinaryOperator operation) {
            this.identity = identity;
            this.operation = operation;
        }

        double value(List<Kernel> terms, Dataset a, int i, Dataset b, int j) {
            double r = identity;
            for (Kernel k : terms) {
                r = operation.applyAsDouble(r, k.value(a, i, b, j));
            }
            return r;
        }

        Kernel.Evaluator evaluator(List<Kernel> terms, Dataset a, Dataset b) {
            Kernel.Evaluator[] e = new Kernel.Evaluator[terms.size()];
            for (int t = 0; t < e.length; t++) {
                e[t] = terms.get(t).evaluator(a, b);
            }
            double start = identity;
            DoubleBinaryOperator op = operation;
            return (i, j) -> {
                double r = start;
                for (Kernel.Evaluator t : e) {
                    r = op.applyAsDouble(r, t.value(i, j));
                }
                return r;
            };
        }
    }

    static boolean allPrepared(List<Kernel> terms) {
        for (Kernel k : terms) {
            if (!k.isPrepared()) {
                return false;
            }
        }
        return true;
    }

    /** The prepared terms, or {@code terms} itself when every term is already prepared. */
    static List<Kernel> prepareAll(List<Kernel> terms, Dataset training) {
        List<Kernel> out = new ArrayList<>(terms.size());
        boolean changed = false;
        for (Kernel k : terms) {
            Kernel p = k.prepare(training);
            changed |= p != k;
            out.add(p);
        }
        return changed ? List.copyOf(out) : terms;
    }
}

package org.infens.kernel;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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

    static Kernel.Evaluator[] evaluators(List<Kernel> terms, Dataset a, Dataset b) {
        Kernel.Evaluator[] e = new Kernel.Evaluator[terms.size()];
        for (int t = 0; t < e.length; t++) {
            e[t] = terms.get(t).evaluator(a, b);
        }
        return e;
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

package org.infens.boost;

import java.util.Objects;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Version;
import org.infens.data.LabelledRows;
import org.infens.spec.Spec;

/**
 * What the column-generation trainers ({@link ColumnGenerationTrainer}, {@link SimplexLeastSquaresTrainer},
 * {@link RandomFourierFeatureTrainer}) take from their parameter record, written once: the record holds the seed and
 * writes the learner spec, so the trainer's {@link #params()}, {@link #spec()}, {@link #seed()}, {@link #withSeed}
 * and its models' {@link #provenance} all come from it.
 *
 * @param <P> the parameter record
 * @param <T> the trainer itself, which {@link #withSeed} returns
 */
abstract class ParamsTrainer<P extends ParamsTrainer.SeededParams<P>, T> implements Seeded<T> {
    /**
     * A parameter record that holds the seed and writes itself in the learner-spec grammar.
     *
     * @param <P> the record itself
     */
    interface SeededParams<P> {
        /** The seed of every random choice. */
        long seed();

        /** A copy with another seed. */
        P withSeed(long seed);

        /** These parameters in the learner-spec grammar. */
        Spec toSpec();
    }

    private final P params;

    ParamsTrainer(P params) {
        this.params = Objects.requireNonNull(params, "params");
    }

    /** The parameters. */
    public final P params() {
        return params;
    }

    /** This trainer's parameters in the learner-spec grammar. */
    public final Spec spec() {
        return params.toSpec();
    }

    @Override
    public final long seed() {
        return params.seed();
    }

    @Override
    public final T withSeed(long seed) {
        return with(params.withSeed(seed));
    }

    /** This trainer with {@code newParams} instead of its parameters, everything else the same. */
    abstract T with(P newParams);

    /**
     * The provenance of a model fitted to {@code data} with {@code fitted} (the parameters as the fit resolved them,
     * e.g. with the Fourier bandwidth from the data): the spec's name as the trainer, the spec and the seed.
     */
    static Provenance provenance(SeededParams<?> fitted, LabelledRows data) {
        Spec spec = fitted.toSpec();
        return new Provenance(spec.name(), spec.toString(), fitted.seed(), data.fingerprint(), data.dimension(),
                Version.VERSION);
    }
}

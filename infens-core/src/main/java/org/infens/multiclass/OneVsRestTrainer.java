package org.infens.multiclass;

import java.util.ArrayList;
import java.util.List;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Trainer;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.data.Labels;
import org.infens.spec.Spec;

/**
 * One-versus-rest: for every class c a binary model of c (its class 0) against all other rows (class
 * {@link #REST_PREFIX}{@code c}), and the largest decision value at prediction ({@link OneVsRestModel}). Data weights
 * are passed on to the base learner.
 *
 * <p>Classes are trained in parallel on up to {@code threads} threads; class c's seed is drawn in class order from a
 * {@link java.util.SplittableRandom} seeded with {@link #seed()} before any thread starts.
 */
public final class OneVsRestTrainer implements Trainer<OneVsRestModel>, Seeded<OneVsRestTrainer> {
    /** The name of the "rest" class in member c's labels is this prefix followed by c's name. */
    public static final String REST_PREFIX = "not-";

    private final WrapperSettings settings;

    /**
     * A one-versus-rest trainer.
     *
     * @param base     the binary learner
     * @param baseSpec the base learner's spec, for provenance
     * @param seed     the seed the classes' seeds are split from
     * @param threads  how many classes may be trained at once, {@code >= 1}
     */
    public OneVsRestTrainer(Trainer<? extends Classifier> base, String baseSpec, long seed, int threads) {
        this(new WrapperSettings(base, baseSpec, seed, threads));
    }

    OneVsRestTrainer(WrapperSettings settings) {
        this.settings = settings;
    }

    @Override
    public long seed() {
        return settings.seed();
    }

    @Override
    public OneVsRestTrainer withSeed(long newSeed) {
        return new OneVsRestTrainer(settings.withSeed(newSeed));
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("ovr(base=" + settings.baseSpec() + ")");
    }

    @Override
    public OneVsRestModel fit(Dataset data) {
        int[] present = BinaryProblems.presentClasses(data);
        if (present.length < 2) {
            throw new IllegalArgumentException("ovr: needs at least 2 classes with rows, got " + present.length);
        }
        Dataset weighted = BinaryProblems.classWeighted(data, settings.classWeights(), "ovr");
        Labels labels = data.labels();
        int[] y = data.classIndices();
        List<Dataset> problems = new ArrayList<>();
        for (int c : present) {
            int[] binary = new int[y.length];
            for (int r = 0; r < y.length; r++) {
                binary[r] = y[r] == c ? 0 : 1;
            }
            problems.add(weighted.withClassIndices(binary, Labels.of(labels.name(c), REST_PREFIX + labels.name(c))));
        }
        List<Classifier> members = BinaryProblems.fitAll(settings, problems, "ovr");
        Provenance prov = new Provenance("ovr", spec().toString(), settings.seed(), data.fingerprint(),
                data.dimension(), Version.VERSION);
        return new OneVsRestModel(new OneVsRestModel.State(labels, present, members, data.featureNames()), prov);
    }
}

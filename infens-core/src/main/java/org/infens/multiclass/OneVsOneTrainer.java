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
 * One-versus-one: a binary model for every pair of classes (a, b), a &lt; b, trained on the rows of a and b with
 * a as the binary model's class 0, and a vote at prediction ({@link OneVsOneModel}), as LIBSVM does for C-SVC
 * (Hsu &amp; Lin 2002). Used for the perceptron and tree base learners on multi-class data (Lin &amp; Li 2008, Sec. 7
 * is binary; Shen &amp; Liu 2014, Sec. VI-B's multi-class comparison). Data weights are passed on to the base learner
 * with the rows.
 *
 * <p>Pairs are trained in parallel on up to {@code threads} threads; pair p's seed is the p-th value drawn from a
 * {@link java.util.SplittableRandom} seeded with {@link #seed()}, drawn before any thread starts.
 */
public final class OneVsOneTrainer implements Trainer<OneVsOneModel>, Seeded<OneVsOneTrainer> {
    private final WrapperSettings settings;

    /**
     * A one-versus-one trainer.
     *
     * @param base     the binary learner
     * @param baseSpec the base learner's spec, for provenance (e.g. {@code perceptron(epochs=200)})
     * @param seed     the seed the pairs' seeds are split from
     * @param threads  how many pairs may be trained at once, {@code >= 1}
     */
    public OneVsOneTrainer(Trainer<? extends Classifier> base, String baseSpec, long seed, int threads) {
        this(new WrapperSettings(base, baseSpec, seed, threads));
    }

    OneVsOneTrainer(WrapperSettings settings) {
        this.settings = settings;
    }

    @Override
    public long seed() {
        return settings.seed();
    }

    @Override
    public OneVsOneTrainer withSeed(long newSeed) {
        return new OneVsOneTrainer(settings.withSeed(newSeed));
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        return Spec.parse("ovo(base=" + settings.baseSpec() + ")");
    }

    @Override
    public OneVsOneModel fit(Dataset data) {
        int[] present = BinaryProblems.presentClasses(data);
        if (present.length < 2) {
            throw new IllegalArgumentException("ovo: needs at least 2 classes with rows, got " + present.length);
        }
        Dataset weighted = BinaryProblems.classWeighted(data, settings.classWeights(), "ovo");
        Labels labels = data.labels();
        int[] y = data.classIndices();
        List<Dataset> problems = new ArrayList<>();
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < present.length; i++) {
            for (int j = i + 1; j < present.length; j++) {
                int a = present[i];
                int b = present[j];
                int count = 0;
                for (int c : y) {
                    if (c == a || c == b) {
                        count++;
                    }
                }
                int[] rows = new int[count];
                int[] binary = new int[count];
                for (int r = 0, k = 0; r < y.length; r++) {
                    if (y[r] == a || y[r] == b) {
                        rows[k] = r;
                        binary[k++] = y[r] == a ? 0 : 1;
                    }
                }
                problems.add(weighted.view(rows).withClassIndices(binary, Labels.of(labels.name(a), labels.name(b))));
                pairs.add(new int[] {a, b});
            }
        }
        List<Classifier> members = BinaryProblems.fitAll(settings, problems, "ovo");
        int[] first = new int[pairs.size()];
        int[] second = new int[pairs.size()];
        for (int p = 0; p < first.length; p++) {
            first[p] = pairs.get(p)[0];
            second[p] = pairs.get(p)[1];
        }
        Provenance prov = new Provenance("ovo", spec().toString(), settings.seed(), data.fingerprint(),
                data.dimension(), Version.VERSION);
        return new OneVsOneModel(new OneVsOneModel.State(labels, first, second, members, data.featureNames()), prov);
    }
}

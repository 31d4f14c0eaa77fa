package org.infens.kernelboost;

import java.util.Objects;
import org.infens.Classifier;
import org.infens.Provenance;
import org.infens.Seeded;
import org.infens.Trainer;
import org.infens.Version;
import org.infens.data.Dataset;
import org.infens.kernel.LearnedKernel;
import org.infens.multiclass.OneVsOneTrainer;
import org.infens.spec.Spec;
import org.infens.svm.SvmModel;
import org.infens.svm.SvmParams;
import org.infens.svm.SvmTrainer;

/**
 * Crammer, Keshet &amp; Singer 2002's whole method as one learner: learn a kernel by boosting over pairs
 * ({@link KernelBooster}), then train a classifier with it. The classifier is the kernel Perceptron by default, as in
 * Crammer, Keshet &amp; Singer 2002, Sec. 4 ("One of the motivations for using the Perceptron is its simplicity which
 * can underscore differences in the kernels"), or a C-SVM ({@link #withSvm}). The model is the classifier's
 * ({@link KernelPerceptronModel} or {@link SvmModel}) with the learned kernel inside, and provenance naming this
 * learner.
 *
 * <p>Templates S~: the training inputs unless {@link #withUnlabelled} gives another set (transductive use, e.g. the
 * test inputs, Crammer, Keshet &amp; Singer 2002, Sec. 4's "Learned Kernel (Test)").
 *
 * <p>More than two classes: one-vs-one ({@link OneVsOneTrainer}), a kernel learned for every pair of classes, as
 * Crammer, Keshet &amp; Singer 2002, Sec. 4 does for the 45 pairs of the 10 digits; with {@link #withUnlabelled} every
 * pair uses the whole given set.
 *
 * <p>Immutable; deterministic for a seed (the booster makes no random choices; the Perceptron's order does).
 */
public final class KernelBoostTrainer implements Trainer<Classifier>, Seeded<KernelBoostTrainer> {
    private final KernelBoostParams boost;
    private final KernelPerceptronParams perceptron;
    private final SvmParams svm;
    private final Dataset unlabelled;
    private final long seed;
    private final int threads;

    private KernelBoostTrainer(KernelBoostParams boost, KernelPerceptronParams perceptron, SvmParams svm,
                               Dataset unlabelled, long seed, int threads) {
        this.boost = Objects.requireNonNull(boost, "boost");
        this.perceptron = Objects.requireNonNull(perceptron, "perceptron");
        this.svm = svm;
        this.unlabelled = unlabelled;
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be >= 1, got " + threads);
        }
        this.seed = seed;
        this.threads = threads;
    }

    /**
     * Boosting with {@code boost}, then the kernel Perceptron with {@link KernelPerceptronParams#defaults()}'s epochs
     * and averaging, templates from the training inputs, one thread.
     */
    public KernelBoostTrainer(KernelBoostParams boost, long seed) {
        this(boost, KernelPerceptronParams.defaults(), null, null, seed, 1);
    }

    /** The boosting parameters. */
    public KernelBoostParams boostParams() {
        return boost;
    }

    @Override
    public long seed() {
        return seed;
    }

    @Override
    public KernelBoostTrainer withSeed(long newSeed) {
        return new KernelBoostTrainer(boost, perceptron, svm, unlabelled, newSeed, threads);
    }

    /** Train the kernel Perceptron on the learned kernel with these epochs and averaging. */
    public KernelBoostTrainer withPerceptron(int epochs, boolean average) {
        return new KernelBoostTrainer(boost, perceptron.withEpochs(epochs).withAverage(average), null, unlabelled,
                seed, threads);
    }

    /** Train a C-SVM with these parameters (their kernel is replaced by the learned one) on the learned kernel. */
    public KernelBoostTrainer withSvm(SvmParams params) {
        return new KernelBoostTrainer(boost, perceptron, Objects.requireNonNull(params, "params"), unlabelled, seed,
                threads);
    }

    /** Build base kernels from {@code templates} (S~) instead of the training inputs; null for the inputs. */
    public KernelBoostTrainer withUnlabelled(Dataset templates) {
        return new KernelBoostTrainer(boost, perceptron, svm, templates, seed, threads);
    }

    /** Up to {@code n} pairs of classes trained at once (results do not depend on it). */
    public KernelBoostTrainer withThreads(int n) {
        return new KernelBoostTrainer(boost, perceptron, svm, unlabelled, seed, n);
    }

    /** This trainer's configuration in the learner-spec grammar. */
    @Override
    public Spec spec() {
        String s = "kernelboost(loss=" + boost.loss().specName() + ", rounds=" + boost.rounds() + ", base="
                + boost.base().spec() + ", unlabelled=" + (unlabelled == null ? "train" : "given");
        if (svm != null) {
            return Spec.parse(s + ", learner=svm, C=" + Spec.formatNumber(svm.C()) + ")");
        }
        return Spec.parse(s + ", learner=perceptron, epochs=" + perceptron.epochs() + ", average="
                + (perceptron.average() ? 1 : 0) + ")");
    }

    @Override
    public Classifier fit(Dataset data) {
        Objects.requireNonNull(data, "data");
        if (data.labels().size() > 2) {
            return new OneVsOneTrainer(this, spec().toString(), seed, threads).fit(data);
        }
        KernelBooster.Result result = new KernelBooster(boost).boost(data, unlabelled == null ? data : unlabelled);
        LearnedKernel kernel = result.kernel();
        Provenance prov = new Provenance("kernelboost", spec().toString(), seed, data.fingerprint(), data.dimension(),
                Version.VERSION);
        if (svm != null) {
            SvmModel m = new SvmTrainer(svm.withKernel(kernel)).fit(data);
            return new SvmModel(m.state(), prov);
        }
        KernelPerceptronModel m = new KernelPerceptronTrainer(perceptron.withKernel(kernel), seed).fit(data);
        return new KernelPerceptronModel(m.state(), prov);
    }

    /** The boosting results of a binary problem, for experiments that report the rounds. */
    public KernelBooster.Result boost(Dataset data) {
        return new KernelBooster(boost).boost(data, unlabelled == null ? data : unlabelled);
    }
}

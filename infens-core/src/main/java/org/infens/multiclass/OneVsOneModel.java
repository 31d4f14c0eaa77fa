package org.infens.multiclass;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A one-versus-one model ({@link OneVsOneTrainer}): binary members for pairs of classes (a, b), each with the
 * labels of a and b (in either order). Prediction: every member votes for a or b; the class with most votes wins, ties to the lower class index
 * (LIBSVM's rule). Decision values: one per pair, in pair order, the member's decision value (positive for a).
 *
 * <p>Immutable and thread-safe.
 */
public final class OneVsOneModel implements Classifier {
    private final Labels labels;
    private final int[] first;
    private final int[] second;
    private final List<Classifier> members;
    /** Whether member p's class 0 is b rather than a (a trainer may order its labels its own way). */
    private final boolean[] swapped;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A model from its parts (arrays copied).
     *
     * @param labels       all classes
     * @param first        per member the class a (its class 0)
     * @param second       per member the class b (its class 1), {@code != a}
     * @param members      the binary models, one per pair
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public OneVsOneModel(Labels labels, int[] first, int[] second, List<? extends Classifier> members,
                         List<String> featureNames, Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.first = first.clone();
        this.second = second.clone();
        this.members = List.copyOf(members);
        if (this.first.length != this.second.length || this.first.length != this.members.size()
                || this.members.isEmpty()) {
            throw new IllegalArgumentException("ovo: " + this.first.length + " first classes, " + this.second.length
                    + " second classes and " + this.members.size() + " members must agree and be > 0");
        }
        for (int p = 0; p < this.first.length; p++) {
            if (this.first[p] < 0 || this.first[p] >= labels.size() || this.second[p] < 0
                    || this.second[p] >= labels.size() || this.first[p] == this.second[p]) {
                throw new IllegalArgumentException("ovo: pair " + p + " (" + this.first[p] + ", " + this.second[p]
                        + ") is not two distinct classes of " + labels.size());
            }
        }
        this.swapped = new boolean[this.first.length];
        for (int p = 0; p < this.first.length; p++) {
            swapped[p] = BinaryProblems.swapped(this.members.get(p), p, labels.name(this.first[p]),
                    labels.name(this.second[p]));
        }
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** The binary members, in pair order. */
    public List<Classifier> members() {
        return members;
    }

    /** Class a of each pair (a copy). */
    public int[] firstClasses() {
        return first.clone();
    }

    /** Class b of each pair (a copy). */
    public int[] secondClasses() {
        return second.clone();
    }

    @Override
    public Labels labels() {
        return labels;
    }

    /**
     * The class of most votes, and one decision value per pair, in pair order: the member's decision value, positive
     * for the pair's first class.
     */
    @Override
    public Prediction predict(Dataset data, int i) {
        int[] votes = new int[labels.size()];
        double[] out = new double[first.length];
        for (int p = 0; p < first.length; p++) {
            Prediction m = members.get(p).predict(data, i);
            boolean forFirst = (m.classIndex() == 0) != swapped[p];
            votes[forFirst ? first[p] : second[p]]++;
            double v = m.decisionValues()[0];
            out[p] = swapped[p] ? -v : v;
        }
        return new Prediction(ArgMax.first(votes), out);
    }

    @Override
    public List<String> featureNames() {
        return featureNames;
    }

    @Override
    public Provenance provenance() {
        return provenance;
    }
}

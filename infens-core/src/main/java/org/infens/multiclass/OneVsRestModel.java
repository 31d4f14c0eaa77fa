package org.infens.multiclass;

import java.util.List;
import java.util.Objects;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.data.Dataset;
import org.infens.data.Labels;

/**
 * A one-versus-rest model ({@link OneVsRestTrainer}): for each of its classes c a binary member of c against the
 * rest. Prediction: the class whose member gives the largest decision value for c, ties to the lower class index.
 * Decision values: one per class of {@link #labels()}, the member's value for c, or -infinity for a class that had
 * no training rows (and so no member).
 *
 * <p>Immutable and thread-safe.
 */
public final class OneVsRestModel implements Classifier {
    private final Labels labels;
    private final int[] classes;
    private final List<Classifier> members;
    private final boolean[] swapped;
    private final List<String> featureNames;
    private final Provenance provenance;

    /**
     * A model from its parts.
     *
     * @param labels       all classes
     * @param classes      per member the class c it separates from the rest, ascending without repeats
     * @param members      binary models whose labels are c's name and {@link OneVsRestTrainer#REST_PREFIX} + c's
     *                     name, in either order
     * @param featureNames the training features' names, or an empty list
     * @param provenance   where the model came from
     */
    public OneVsRestModel(Labels labels, int[] classes, List<? extends Classifier> members, List<String> featureNames,
                          Provenance provenance) {
        this.labels = Objects.requireNonNull(labels, "labels");
        this.classes = classes.clone();
        this.members = List.copyOf(members);
        if (this.classes.length != this.members.size() || this.classes.length == 0) {
            throw new IllegalArgumentException("ovr: " + this.classes.length + " classes and " + this.members.size()
                    + " members must agree and be > 0");
        }
        this.swapped = new boolean[this.classes.length];
        for (int m = 0; m < this.classes.length; m++) {
            int c = this.classes[m];
            if (c < 0 || c >= labels.size() || (m > 0 && c <= this.classes[m - 1])) {
                throw new IllegalArgumentException("ovr: classes must be ascending indices into " + labels.size()
                        + " labels, got " + c + " at " + m);
            }
            swapped[m] = BinaryProblems.swapped(this.members.get(m), m, labels.name(c),
                    OneVsRestTrainer.REST_PREFIX + labels.name(c));
        }
        this.featureNames = List.copyOf(featureNames);
        this.provenance = Objects.requireNonNull(provenance, "provenance");
    }

    /** The binary members, one per entry of {@link #classes()}. */
    public List<Classifier> members() {
        return members;
    }

    /** The class each member separates from the rest (a copy). */
    public int[] classes() {
        return classes.clone();
    }

    @Override
    public Labels labels() {
        return labels;
    }

    /**
     * The class of the largest decision value, and one decision value per class: the member's decision value for the
     * class (-infinity without a member).
     */
    @Override
    public Prediction predict(Dataset data, int i) {
        double[] out = new double[labels.size()];
        java.util.Arrays.fill(out, Double.NEGATIVE_INFINITY);
        for (int m = 0; m < classes.length; m++) {
            double v = members.get(m).predict(data, i).decisionValues()[0];
            out[classes[m]] = swapped[m] ? -v : v;
        }
        return new Prediction(ArgMax.first(out), out);
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

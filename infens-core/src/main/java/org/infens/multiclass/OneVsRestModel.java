package org.infens.multiclass;

import java.util.Arrays;
import java.util.List;
import org.infens.Check;
import org.infens.Classifier;
import org.infens.Prediction;
import org.infens.Provenance;
import org.infens.StoredClassifier;
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
public final class OneVsRestModel extends StoredClassifier<OneVsRestModel.State> {
    /**
     * The model's state, as its file holds it.
     *
     * @param labels   all classes
     * @param classes  per member the class c it separates from the rest, ascending without repeats
     * @param members  binary models whose labels are c's name and {@link OneVsRestTrainer#REST_PREFIX} + c's name,
     *                 in either order
     * @param features the training features' names, or empty
     */
    public record State(Labels labels, int[] classes, List<Classifier> members,
                        @IfAbsent("[]") List<String> features) implements ClassifierState {
        /** Checks that the classes ascend and every member separates its class from the rest. */
        public State {
            Check.notNull("labels", labels);
            members = Check.nonEmpty("members", members);
            Check.length("classes", classes.length, members.size());
            classes = Check.range("classes", classes, 0, labels.size());
            for (int m = 0; m < classes.length; m++) {
                Check.that(m == 0 || classes[m] > classes[m - 1], "classes[" + m + "]", "must exceed the class before"
                        + " it, got " + classes[m]);
                BinaryProblems.swapped(members.get(m), m, labels.name(classes[m]),
                        OneVsRestTrainer.REST_PREFIX + labels.name(classes[m]));
            }
            features = List.copyOf(features);
        }

        /** The class each member separates from the rest (a copy). */
        @Override
        public int[] classes() {
            return classes.clone();
        }
    }

    private final boolean[] swapped;

    /** The model of {@code state}. */
    public OneVsRestModel(State state, Provenance provenance) {
        super(state, provenance);
        this.swapped = new boolean[state().classes.length];
        for (int m = 0; m < swapped.length; m++) {
            String c = state().labels.name(state().classes[m]);
            swapped[m] = BinaryProblems.swapped(state().members.get(m), m, c, OneVsRestTrainer.REST_PREFIX + c);
        }
    }

    /** The binary members, one per entry of {@link #classes()}. */
    public List<Classifier> members() {
        return state().members;
    }

    /** The class each member separates from the rest (a copy). */
    public int[] classes() {
        return state().classes();
    }

    /**
     * The class of the largest decision value, and one decision value per class: the member's decision value for the
     * class (-infinity without a member).
     */
    @Override
    public Prediction predict(Dataset data, int i) {
        double[] out = new double[state().labels.size()];
        Arrays.fill(out, Double.NEGATIVE_INFINITY);
        for (int m = 0; m < swapped.length; m++) {
            double v = state().members.get(m).predict(data, i).decisionValues()[0];
            out[state().classes[m]] = swapped[m] ? -v : v;
        }
        return new Prediction(ArgMax.first(out), out);
    }
}

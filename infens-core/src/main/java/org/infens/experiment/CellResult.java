package org.infens.experiment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import org.infens.Stored;
import org.infens.io.RecordJson;

/**
 * What one finished cell produced; one line of the {@link ResultStore}.
 *
 * @param key              the cell's {@link Cell#key()}
 * @param dataset          the data set
 * @param run              the run number
 * @param failed           whether training or testing failed (the message says why); a failed cell is finished
 *                         too and is not retried on resume
 * @param testError        the test error in [0, 1] of the model trained with the selected parameters (NaN if failed)
 * @param selected         the selected learner spec (the spec itself when there was no grid)
 * @param selectionSeconds wall-clock seconds of the grid search (0 without a grid)
 * @param seconds          wall-clock seconds of the whole cell
 * @param message          why the cell failed, or empty
 * @param solvers          the optimisation problems solved inside the cell (stores written before they were counted
 *                         read as none)
 * @param positive         precision, recall and F1 of the test set's positive class (NaN when it has no class
 *                         {@code 1} or {@code +1}, the cell failed, or the store was written before they were kept)
 */
public record CellResult(String key, String dataset, int run, boolean failed, double testError, String selected,
                         double selectionSeconds, double seconds, String message,
                         @Stored.IfAbsent("[0,0,0,0,0,0,0,0,0]") SolverCounts solvers,
                         @Stored.IfAbsent("[\"nan\",\"nan\",\"nan\"]") PositiveClass positive) {
    /**
     * Scores of the positive class on the test set (Zhao 2017, (4.1)), each in [0, 1] or NaN: see
     * {@link org.infens.eval.ConfusionMatrix#precision}, {@code recall} and {@code f1}.
     *
     * @param precision TP / (TP + FP)
     * @param recall    TP / (TP + FN)
     * @param f1        2 precision recall / (precision + recall)
     */
    @Stored.AsArray
    public record PositiveClass(double precision, double recall, double f1) {
        /** No positive class, or not computed. */
        static final PositiveClass NONE = new PositiveClass(Double.NaN, Double.NaN, Double.NaN);
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One JSON object on one line. */
    String toJson() {
        try {
            return JSON.writeValueAsString(RecordJson.toJson(this));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Reads one line written by {@link #toJson()}.
     *
     * @throws IllegalArgumentException if the line is not such an object
     */
    static CellResult fromJson(String line) {
        JsonNode o;
        try {
            o = JSON.readTree(line);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON object: " + e.getOriginalMessage(), e);
        }
        if (o == null || !o.isObject()) {
            throw new IllegalArgumentException("not a JSON object");
        }
        return RecordJson.fromJson(o, CellResult.class, "");
    }
}

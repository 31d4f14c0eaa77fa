package org.infens.spec;

import java.util.Collection;
import java.util.Optional;

/**
 * The nearest of a set of known words to a mistyped one, for "did you mean" hints in messages: unknown learner and
 * kernel names, unknown spec keys, unknown data set names.
 *
 * <p>Words are compared as spec keys are matched (ignoring case, {@code '-'} and {@code '_'}), by the optimal string
 * alignment distance (Levenshtein's edits plus the swap of two neighbouring letters, the commonest typing slip). A
 * word is suggested if it is within one edit for typed words of three or four letters, two up to eight and three
 * beyond (none for one or two letters, where one edit reaches almost anything), or if the typed word of three
 * letters or more begins it ({@code shrink} for {@code shrinking}). Written here rather
 * than taken from a library: the command-line library's own suggestion code (picocli's) serves only its options
 * and subcommands, and the core library has no dependency that offers it.
 */
public final class Suggestion {
    private Suggestion() {
    }

    /**
     * The known word nearest to {@code typed}, if one is near enough (see the class comment); ties go to the first
     * in {@code known}'s order.
     */
    public static Optional<String> nearest(String typed, Collection<String> known) {
        String t = Spec.canonicalKey(typed);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            String c = Spec.canonicalKey(k);
            int d = c.startsWith(t) && t.length() >= 3 && !c.equals(t) ? 1 : distance(t, c);
            if (d < bestDistance) {
                best = k;
                bestDistance = d;
            }
        }
        int limit = t.length() <= 2 ? 0 : t.length() <= 4 ? 1 : t.length() <= 8 ? 2 : 3;
        return best != null && bestDistance <= limit ? Optional.of(best) : Optional.empty();
    }

    /**
     * {@code " (did you mean 'x'?)"} for the nearest known word {@code x}, or the empty string; for appending to a
     * message that names {@code typed}.
     */
    public static String didYouMean(String typed, Collection<String> known) {
        return nearest(typed, known).map(n -> " (did you mean '" + n + "'?)").orElse("");
    }

    /** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
    static int distance(String a, String b) {
        int n = a.length();
        int m = b.length();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
            }
        }
        return d[n][m];
    }
}

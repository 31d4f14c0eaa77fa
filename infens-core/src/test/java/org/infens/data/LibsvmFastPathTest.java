package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.statistics.StatisticsReport;

/**
 * {@link LibsvmFormat}'s fast line scanner against its reference line reader ({@code parseLine}), on generated
 * lines near the edges of the format: whenever the fast path accepts a line, the reference reads the same label,
 * indices and values (bit for bit); whenever the reference rejects a line, the fast path declines it (so the
 * reference reports the error); a line the fast path calls blank adds nothing. Coverage is checked: a good share of
 * the lines is accepted by the fast path, and a good share is rejected, so neither side of the comparison is
 * vacuous. The seed is fixed so that a failure replays.
 */
class LibsvmFastPathTest {

    /** Labels: numbers in several spellings, words, and what must be refused (':', '#', controls). */
    private static Arbitrary<String> labels() {
        return Arbitraries.oneOf(
                Arbitraries.of("+1", "-1", "1", "1.0", "2", "+1.5", "1e3", "cat", "b", "\u00e9t\u00e9", "0",
                        "1:2", "+1#x", "#", "1\0", "\u0007", "\uFEFF1", "1\u0085", "\u2028", "\uD800", "qid"),
                Arbitraries.strings().withChars("+-.e1a:#\0\u00a0").ofMinLength(1).ofMaxLength(4));
    }

    /** Indices: in range, zero, leading zeros, at and beyond the int range, signs, words. */
    private static Arbitrary<String> indices() {
        return Arbitraries.oneOf(
                Arbitraries.integers().between(0, 40).map(String::valueOf),
                Arbitraries.of("007", "2147483646", "2147483647", "99999999999", "-1", "+1", "a", "", "qid",
                        "cost", "1 ", "\u0663"));
    }

    /** Values: printed doubles, digit strings at the grammar's edges, non-finite and foreign spellings. */
    private static Arbitrary<String> values() {
        Arbitrary<String> printed = Arbitraries.doubles().between(-1e6, 1e6).map(v -> Double.toString(v));
        Arbitrary<String> sci = Combinators.combine(Arbitraries.doubles().between(-10, 10),
                Arbitraries.integers().between(-330, 330)).as((m, e) -> m + "e" + e);
        Arbitrary<String> grammar = Arbitraries.strings().withChars("0123456789.eE+-").ofMinLength(0)
                .ofMaxLength(8);
        Arbitrary<String> longDigits = Arbitraries.strings().numeric().ofMinLength(18).ofMaxLength(60)
                .map(s -> "0." + s);
        Arbitrary<String> odd = Arbitraries.of("inf", "-inf", "nan", "NaN", "Infinity", "1.#INF", "-1.#IND", "0x1p3",
                "1d", "2f", "1e999", "-1e999", "4.9e-324", "2e-324", "1e-400", "1,5", "1\u00a0", "\u0661", "1#",
                "0", "-0", "+0.0", ".5", "5.", "1e", "e5", "--1", "1..2", "+", "");
        return Arbitraries.oneOf(printed, printed, sci, grammar, longDigits, odd);
    }

    /** A token of the line: {@code index:value} mostly, sometimes a bare word or a SVMlight field. */
    private static Arbitrary<String> tokens() {
        Arbitrary<String> pair = Combinators.combine(indices(), values()).as((i, v) -> i + ":" + v);
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(12, pair),
                net.jqwik.api.Tuple.of(1, Arbitraries.of("abc", "1", ":", "1:", ":1", "1:2:3", "#c", "qid:3")));
    }

    @Provide
    Arbitrary<String> lines() {
        Arbitrary<String> blank = Arbitraries.of(" ", "\t", "  ", "\f", "\u000b", " \t ");
        Arbitrary<List<String>> features = tokens().list().ofMaxSize(8);
        Arbitrary<String> tail = Arbitraries.of("", "", "", " ", "\t", " # comment", "#x", "\t#1:2", " #");
        Arbitrary<String> lead = Arbitraries.of("", "", "", " ", "\t");
        Arbitrary<String> structured = Combinators.combine(lead, labels(), features, blank, tail)
                .as((l, label, fs, sep, t) -> {
                    StringBuilder sb = new StringBuilder(l).append(label);
                    for (String f : fs) {
                        sb.append(sep).append(f);
                    }
                    return sb.append(t).toString();
                });
        // ascending indices from 1, or (precomputed) from 0 with a serial number
        Arbitrary<String> serial = Arbitraries.oneOf(Arbitraries.integers().between(1, 300).map(String::valueOf),
                values());
        Arbitrary<String> ascending = Combinators.combine(labels(), values().list().ofMinSize(0).ofMaxSize(8),
                Arbitraries.of(0, 1), serial).as((label, vs, first, sn) -> {
                    StringBuilder sb = new StringBuilder(label);
                    if (first == 0) {
                        sb.append(" 0:").append(sn);
                    }
                    for (int k = 0; k < vs.size(); k++) {
                        sb.append(' ').append(k + 1).append(':').append(vs.get(k));
                    }
                    return sb.toString();
                });
        Arbitrary<String> noise = Arbitraries.strings().withChars("0123456789:.# \t+-eE").ofMaxLength(20);
        return Arbitraries.oneOf(structured, structured, ascending, ascending, noise, blank, tail);
    }

    /** What the fast path read, as a one-row data set; null if it called the line blank. */
    private static Dataset fast(String line, boolean precomputed, String[] outcome) {
        char[] b = ("xx" + line + "yy").toCharArray(); // the line inside a larger buffer
        LibsvmFormat.Row row = new LibsvmFormat.Row();
        int n = LibsvmFormat.fastLine(b, 2, b.length - 2, precomputed, row);
        int again = LibsvmFormat.fastLine(b, 2, b.length - 2, precomputed, row); // the cached label
        assertEquals(n, again, "the same line twice");
        if (n == LibsvmFormat.BLANK) {
            outcome[0] = "blank";
            return null;
        }
        if (n == LibsvmFormat.FALLBACK) {
            outcome[0] = "declined";
            return null;
        }
        outcome[0] = "accepted";
        DatasetBuilder builder = new DatasetBuilder();
        for (int k = 0; k < n; k++) {
            builder.add(row.index[k], row.value[k]);
        }
        builder.endRow(row.label);
        return builder.build();
    }

    private static void compare(String line, boolean precomputed) {
        String[] outcome = new String[1];
        Dataset fast = fast(line, precomputed, outcome);
        DatasetBuilder builder = new DatasetBuilder();
        DataFormatException[] error = new DataFormatException[1];
        try {
            LibsvmFormat.parseLine(line, 1, "t", precomputed, builder);
        } catch (DataFormatException e) {
            error[0] = e;
        }
        String reference = error[0] != null ? "error" : builder.rows() == 0 ? "blank" : "row";
        Statistics.label("fast").collect(outcome[0]);
        Statistics.label("reference").collect(reference);
        switch (outcome[0]) {
            case "blank":
                assertEquals("blank", reference, line);
                break;
            case "accepted":
                assertEquals("row", reference, () -> line + ": " + error[0]);
                Dataset ref = builder.build();
                assertEquals(ref.labels(), fast.labels(), line);
                assertEquals(ref.dimension(), fast.dimension(), line);
                assertEquals(ref.storedCount(0), fast.storedCount(0), line);
                for (int k = 0; k < ref.storedCount(0); k++) {
                    assertEquals(ref.storedIndex(0, k), fast.storedIndex(0, k), line);
                    assertEquals(Double.doubleToRawLongBits(ref.storedValue(0, k)),
                            Double.doubleToRawLongBits(fast.storedValue(0, k)), line);
                }
                break;
            default:
                assertNotEquals("blank", reference, line); // declined lines are read by the reference
        }
    }

    @Property(tries = 4000, seed = "20261126", edgeCases = EdgeCasesMode.NONE)
    @StatisticsReport(StatisticsReport.StatisticsReportMode.OFF)
    void fastPathAgreesWithTheReference(@ForAll("lines") String line) {
        compare(line, false);
        Statistics.label("fast").coverage(c -> {
            c.check("accepted").percentage(p -> p > 5);
            c.check("declined").percentage(p -> p > 15);
        });
        Statistics.label("reference").coverage(c -> c.check("error").percentage(p -> p > 15));
    }

    @Property(tries = 2000, seed = "20261126", edgeCases = EdgeCasesMode.NONE)
    @StatisticsReport(StatisticsReport.StatisticsReportMode.OFF)
    void fastPathAgreesWithTheReferenceOnPrecomputedKernels(@ForAll("lines") String line) {
        compare(line, true);
        Statistics.label("fast").coverage(c -> c.check("accepted").percentage(p -> p > 1));
    }

    /** A few fixed lines, so that the cases that matter most are tried whatever the generator does. */
    @Example
    void fixedLines() {
        List<String> lines = new ArrayList<>(List.of("+1 1:0.5 3:-2", "-1 2:1e-3\t4:7 # c", "1 1:1.#INF",
                "+1#x 1:1", "+1\0 1:1", "\uFEFF+1 1:1", "1 1:0x1p3", "1 1:1d", "1 1:inf", "1 3:1 2:1", "1 1:1 1:2",
                "1 0:1", "1 1:" + "9".repeat(400), "1 1:0." + "0".repeat(400) + "1", "1 1:1e-400", "1 1:4.9e-324",
                "1 1:1.7976931348623157e308", "1 1:1.7976931348623159e308", "1 2147483646:1", "1 2147483647:1",
                "   ", "# only", "1", "1 ", "1 1:1 #", "1 1:1#", "1 1:.5 2:5. 3:+1 4:-0"));
        for (String line : lines) {
            compare(line, false);
            compare(line, true);
        }
    }
}

package org.infens.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteTest {

    @Test
    void shortTextIsQuotedAsItIs() {
        assertEquals("'abc'", Quote.of("abc"));
        assertEquals("''", Quote.of(""));
        assertEquals("'é ü 日本'", Quote.of("é ü 日本"));
        String forty = "x".repeat(Quote.MAX_SHOWN);
        assertEquals("'" + forty + "'", Quote.of(forty), "exactly the limit is shown whole");
    }

    @Test
    void longTextIsCutWithItsLength() {
        String million = "1".repeat(1_000_000);
        String q = Quote.of(million);
        assertEquals("'" + "1".repeat(Quote.MAX_SHOWN - 3) + "...' (1000000 characters)", q);
        String justOver = "x".repeat(Quote.MAX_SHOWN + 1);
        assertEquals("'" + "x".repeat(Quote.MAX_SHOWN - 3) + "...' (41 characters)", Quote.of(justOver));
    }

    @Test
    void invisibleCharactersAreEscaped() {
        assertEquals("'+1\\u0000'", Quote.of("+1\0"));
        assertEquals("'a\\tb\\r\\n'", Quote.of("a\tb\r\n"));
        assertEquals("'\\uFEFF+1'", Quote.of("\uFEFF+1"));
        assertEquals("'1\\u00A02'", Quote.of("1\u00a02"), "a no-break space is not shown as a space");
        assertEquals("'\\u001B[31m'", Quote.of("\u001b[31m"), "no escape sequence reaches a terminal");
        assertEquals("'a\\uD800b'", Quote.of("a\ud800b"), "an unpaired surrogate");
    }

    @Test
    void escapesCountTowardsTheLimitAndPairsAreNotSplit() {
        String nuls = "\0".repeat(100);
        String q = Quote.of(nuls);
        assertTrue(q.length() <= Quote.MAX_SHOWN + 2 + " (100 characters)".length(), q);
        assertTrue(q.startsWith("'\\u0000\\u0000"), q);
        String emoji = "\uD83D\uDE00".repeat(30); // 60 chars, 30 code points
        String e = Quote.of(emoji);
        String shown = e.substring(1, e.indexOf("...'"));
        assertEquals(0, shown.length() % 2, "whole surrogate pairs only: " + e);
        assertEquals(shown.length(), shown.codePointCount(0, shown.length()) * 2);
    }

    @Test
    void listsAreQuotedAndShortened() {
        assertEquals("['a', 'b']", Quote.list(List.of("a", "b")));
        List<String> many = new ArrayList<>();
        for (int i = 0; i < 25; i++) {
            many.add("v" + i);
        }
        assertEquals("['v0', 'v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', ... (25 in all)]",
                Quote.list(many));
    }

    @Test
    void charactersAreNamed() {
        assertEquals("'x'", Quote.character('x'));
        assertEquals("U+0000 (NULL)", Quote.character(0));
        assertEquals("U+FEFF (byte-order mark)", Quote.character(0xFEFF));
        assertEquals("U+0020 (SPACE)", Quote.character(' '));
    }
}

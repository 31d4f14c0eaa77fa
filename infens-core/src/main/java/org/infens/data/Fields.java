package org.infens.data;

/**
 * Checks the readers of this package share for the text of a field (a label, a column or attribute name, a
 * nominal value): characters that have no place in one, blanks around it, and plain ASCII integers.
 *
 * <p>Not allowed in a field, whatever the format: control characters (U+0000 to U+001F, U+007F to U+009F), a
 * byte-order mark after the start of the file (U+FEFF, left where files were joined), the noncharacters U+FFFE and
 * U+FFFF, the line and paragraph separators U+2028 and U+2029, and surrogates that are not part of a pair. Such a
 * character makes a label or a name that prints like another one (a NUL-terminated {@code +1} would be a third
 * class beside {@code +1} and {@code -1}) or breaks the line-based files it is written to (predictions, models).
 * Tab and the blanks a format uses as separators are split off by the reader before; inside a field they are
 * control characters like any other. Other spaces (U+00A0 no-break space, U+3000 ideographic space, ...) may stand
 * inside a field but not at its start or end, where they would make {@code yes} and {@code yes\u00A0} two classes.
 */
final class Fields {
    private Fields() {
    }

    /** Whether {@code c} (a UTF-16 unit; surrogates are checked in pairs by the callers) is not allowed. */
    private static boolean forbidden(char c) {
        return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0xFEFF || c == 0xFFFE || c == 0xFFFF || c == 0x2028
                || c == 0x2029;
    }

    /** Whether {@code c} is a space other than U+0020 and tab, such as U+00A0 (no-break space) or U+3000. */
    private static boolean exoticSpace(char c) {
        return c != ' ' && c != '\t' && (Character.isSpaceChar(c) || Character.isWhitespace(c));
    }

    /**
     * Index of the first character of {@code s} that is not allowed in a field, or -1; a space at either end that
     * the format does not strip (U+00A0, say) counts as not allowed.
     */
    static int firstForbidden(CharSequence s) {
        int n = s.length();
        if (n > 0 && exoticSpace(s.charAt(0))) {
            return 0;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (forbidden(c)) {
                return i;
            }
            if (Character.isSurrogate(c)) {
                if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                    i++;
                } else {
                    return i;
                }
            }
        }
        return n > 0 && exoticSpace(s.charAt(n - 1)) ? n - 1 : -1;
    }

    /** Whether {@code b[from, to)} holds a character that is not allowed in a field. */
    static boolean hasForbidden(char[] b, int from, int to) {
        if (to > from && (exoticSpace(b[from]) || exoticSpace(b[to - 1]))) {
            return true;
        }
        for (int i = from; i < to; i++) {
            char c = b[i];
            if (forbidden(c) || Character.isSurrogate(c)) {
                return firstForbidden(new String(b, from, to - from)) >= 0;
            }
        }
        return false;
    }

    /**
     * {@code s}, if it holds no character that is not allowed in a field.
     *
     * @param s      the field's text
     * @param source names the input in the error
     * @param line   the 1-based line
     * @param field  what the text is ({@code "label"}, {@code "column 3 (index 2)"})
     * @return {@code s}
     * @throws DataFormatException naming the character otherwise
     */
    static String check(String s, String source, int line, String field) {
        int at = firstForbidden(s);
        if (at >= 0) {
            throw new DataFormatException(source, line, field, problem(s, at));
        }
        return s;
    }

    /** Why {@code s} is refused, for its first forbidden character at {@code at}. */
    static String problem(CharSequence s, int at) {
        int c = Character.codePointAt(s, at);
        if (exoticSpace(s.charAt(at)) && (at == 0 || at == s.length() - 1)) {
            return Quote.of(s) + (at == 0 ? " starts" : " ends") + " with " + Quote.character(c) + ", which would make"
                    + " it differ from the same text without it while printing alike";
        }
        String why = Quote.of(s) + " contains " + Quote.character(c) + ", which is not allowed in a field";
        if (c == 0) {
            why += " (NUL characters: is the file binary, or UTF-16 text? Data files are UTF-8 text)";
        } else if (c == 0xFEFF) {
            why += " (a byte-order mark after the start of the file: were files joined?)";
        }
        return why;
    }

    /** {@code s} without the spaces and tabs around it (unlike {@link String#trim}, which drops controls too). */
    static String strip(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && isSpaceOrTab(s.charAt(start))) {
            start++;
        }
        while (end > start && isSpaceOrTab(s.charAt(end - 1))) {
            end--;
        }
        return start == 0 && end == s.length() ? s : s.substring(start, end);
    }

    /** Whether {@code s} holds nothing but spaces and tabs. */
    static boolean isBlank(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!isSpaceOrTab(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean isSpaceOrTab(char c) {
        return c == ' ' || c == '\t';
    }

    /**
     * A non-negative integer written in ASCII digits only (unlike {@link Integer#parseInt}, which also takes a sign
     * and the digits of other scripts), below {@link Integer#MAX_VALUE}; -1 if {@code s} is not one.
     */
    static int parseIndex(String s) {
        if (s.isEmpty() || s.length() > 10) {
            return -1;
        }
        long v = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v < Integer.MAX_VALUE ? (int) v : -1;
    }
}

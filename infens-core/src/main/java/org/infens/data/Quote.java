package org.infens.data;

import java.util.List;

/**
 * Input text quoted in a message, short and printable: every reader and model reader quotes what it read through
 * here, so that a million-digit number or a binary file makes a one-line message, not megabytes of it, and a NUL or
 * an escape sequence in the input does not reach the user's terminal.
 *
 * <p>{@link #of} puts the text in single quotes, writes characters that do not print as escapes ({@code \t},
 * {@code \n}, {@code \r}, otherwise {@code \}{@code uXXXX}: controls, format characters such as U+FEFF, line and
 * paragraph separators, spaces other than U+0020, surrogates that are not part of a pair, private-use and
 * unassigned code points) and cuts the text after {@value #MAX_SHOWN} characters of output, adding its length:
 * {@code '1234567890123456789012345678901234567...' (1000000 characters)}.
 */
public final class Quote {
    /** At most this many characters of quoted text are shown (escapes count with their full length). */
    public static final int MAX_SHOWN = 40;

    /** At most this many entries of a list are shown. */
    public static final int MAX_ENTRIES = 10;

    private Quote() {
    }

    /**
     * The text in single quotes, escaped and cut as the class comment describes.
     *
     * @param s the input text; null gives {@code null}
     * @return the quoted text, at most {@value #MAX_SHOWN} characters between the quotes plus the length note
     */
    public static String of(CharSequence s) {
        if (s == null) {
            return "null";
        }
        int n = s.length();
        StringBuilder sb = new StringBuilder(Math.min(n, MAX_SHOWN) + 32).append('\'');
        int end = append(sb, s, 0, MAX_SHOWN);
        if (end == n) {
            return sb.append('\'').toString();
        }
        sb.setLength(1);
        append(sb, s, 0, MAX_SHOWN - 3);
        return sb.append("...' (").append(n).append(" characters)").toString();
    }

    /** Appends the escaped text of {@code s} from {@code i} while it fits in {@code room}; returns where it stopped. */
    private static int append(StringBuilder sb, CharSequence s, int i, int room) {
        int n = s.length();
        int used = 0;
        while (i < n) {
            int c = Character.codePointAt(s, i);
            String shown = escape(c);
            int width = shown == null ? Character.charCount(c) : shown.length();
            if (used + width > room) {
                break;
            }
            if (shown == null) {
                sb.appendCodePoint(c);
            } else {
                sb.append(shown);
            }
            used += width;
            i += Character.charCount(c);
        }
        return i;
    }

    /**
     * A list for a message: {@code ['a', 'b', 'c']}, each entry quoted with {@link #of}, at most
     * {@value #MAX_ENTRIES} entries followed by {@code ... (N in all)}.
     *
     * @param entries the entries
     * @return the list text
     */
    public static String list(List<? extends CharSequence> entries) {
        StringBuilder sb = new StringBuilder("[");
        int n = entries.size();
        for (int k = 0; k < Math.min(n, MAX_ENTRIES); k++) {
            if (k > 0) {
                sb.append(", ");
            }
            sb.append(of(entries.get(k)));
        }
        if (n > MAX_ENTRIES) {
            sb.append(", ... (").append(n).append(" in all)");
        }
        return sb.append(']').toString();
    }

    /**
     * The character {@code c} for a message: {@code 'x'} if it prints, otherwise its code point and Unicode name,
     * e.g. {@code U+0000 (NULL)} or {@code U+FEFF (byte-order mark)}.
     *
     * @param c a code point
     * @return its description
     */
    public static String character(int c) {
        if (c != ' ' && c != '\'' && escape(c) == null) {
            return "'" + Character.toString(c) + "'";
        }
        String name = c == 0xFEFF ? "byte-order mark" : Character.getName(c);
        return String.format("U+%04X", c) + (name == null ? "" : " (" + name + ")");
    }

    private static boolean printsAsEscape(int type) {
        return switch (type) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SPACE_SEPARATOR, Character.SURROGATE, Character.UNASSIGNED, Character.PRIVATE_USE ->
                    true;
            default -> false;
        };
    }

    /** The escape for {@code c}, or null if it prints as itself. */
    private static String escape(int c) {
        switch (c) {
            case '\t':
                return "\\t";
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            case ' ':
                return null;
            default:
                if (printsAsEscape(Character.getType(c))) {
                    return c > 0xFFFF ? String.format("\\u%04X\\u%04X", (int) Character.highSurrogate(c),
                            (int) Character.lowSurrogate(c)) : String.format("\\u%04X", c);
                }
                return null;
        }
    }
}

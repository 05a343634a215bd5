package io.assetdesk.export;

import java.text.Bidi;

/**
 * One line of text in the order its glyphs are drawn: a PDF page draws left to right, so a name written right to left
 * (Hebrew, Arabic) is reordered by the Unicode bidirectional algorithm ({@link Bidi}), its right-to-left runs reversed
 * and their brackets mirrored. Arabic letters are drawn in their separate forms (joining them needs a shaping engine
 * the JDK does not have); the order is right either way.
 */
final class Visual {
    private Visual() {
    }

    /** Whether {@code text} holds Arabic letters, which a page here draws unjoined (said on the page). */
    static boolean unjoined(String text) {
        return text != null && text.codePoints().anyMatch(cp -> Character.isLetter(cp)
                && Character.UnicodeScript.of(cp) == Character.UnicodeScript.ARABIC);
    }

    /** {@code line} in drawing order; itself when it holds nothing right to left. */
    static String order(String line) {
        if (line == null || !Bidi.requiresBidi(line.toCharArray(), 0, line.length())) {
            return line;
        }
        Bidi bidi = new Bidi(line, Bidi.DIRECTION_LEFT_TO_RIGHT); // the page reads left to right
        int runs = bidi.getRunCount();
        byte[] levels = new byte[runs];
        Integer[] order = new Integer[runs];
        for (int i = 0; i < runs; i++) {
            levels[i] = (byte) bidi.getRunLevel(i);
            order[i] = i;
        }
        Bidi.reorderVisually(levels, 0, order, 0, runs);
        StringBuilder out = new StringBuilder(line.length());
        for (Integer run : order) {
            String text = line.substring(bidi.getRunStart(run), bidi.getRunLimit(run));
            if ((bidi.getRunLevel(run) & 1) == 0) {
                out.append(text);
                continue;
            }
            // right to left: reversed by code point (a surrogate pair stays whole), brackets mirrored
            int i = text.length();
            while (i > 0) {
                int cp = text.codePointBefore(i);
                i -= Character.charCount(cp);
                out.appendCodePoint(mirror(cp));
            }
        }
        return out.toString();
    }

    private static int mirror(int cp) {
        return switch (cp) {
            case '(' -> ')';
            case ')' -> '(';
            case '[' -> ']';
            case ']' -> '[';
            case '{' -> '}';
            case '}' -> '{';
            case '<' -> '>';
            case '>' -> '<';
            default -> cp;
        };
    }
}

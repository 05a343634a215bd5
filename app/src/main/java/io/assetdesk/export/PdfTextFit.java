package io.assetdesk.export;

import io.assetdesk.export.PdfCanvas.Style;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Text fitted to widths in the document's fonts: measured, wrapped into lines at spaces (inside a word only when the
 * word alone is wider than the line), or cut with an ellipsis. The canvas draws; this decides what goes on a line.
 */
final class PdfTextFit {
    private final PdfFonts fonts;
    /** Each code point's width at size 1, by code point and weight: text is measured once, then cut by width. */
    private final Map<Long, Float> glyphWidths = new HashMap<>();

    PdfTextFit(PdfFonts fonts) {
        this.fonts = fonts;
    }

    /** {@code s}'s width on one line. */
    float measure(String s, Style st) {
        return fonts.width(s, st.bold(), st.size());
    }

    /**
     * The width of every prefix of {@code s}: {@code w[i]} is the width of its first {@code i} chars (a surrogate
     * pair counts at its end). Linear in the text, so that cutting a text of any length to a width stays linear.
     */
    private float[] prefixWidths(String s, Style st) {
        float[] w = new float[s.length() + 1];
        int i = 0;
        while (i < s.length()) {
            int cp = s.codePointAt(i);
            int n = Character.charCount(cp);
            float g = glyphWidths.computeIfAbsent((long) cp << 1 | (st.bold() ? 1 : 0),
                    k -> fonts.width(new String(Character.toChars(cp)), st.bold(), 1f)) * st.size();
            w[i + n] = w[i] + g;
            if (n == 2) {
                w[i + 1] = w[i];
            }
            i += n;
        }
        return w;
    }

    /** The end of the longest run of {@code s} from {@code start} (one code point at least) within {@code width}. */
    private static int fittingFrom(String s, float[] w, int start, float width) {
        int end = start + Character.charCount(s.codePointAt(start));
        while (end < s.length()) {
            int next = end + Character.charCount(s.codePointAt(end));
            if (w[next] - w[start] > width) {
                break;
            }
            end = next;
        }
        return end;
    }

    /**
     * {@code s} in lines no wider than {@code width}: broken at spaces, and inside a word only when the word alone
     * is wider than the line. Never an empty list (an empty text is one empty line).
     */
    List<String> wrap(String s, float width, Style st) {
        if (oneLineAsItIs(s) && measure(s, st) <= width) {
            return List.of(s); // one line as it is: most cells of a long table
        }
        List<String> out = new ArrayList<>();
        String text = s == null ? "" : s;
        for (String para : text.split("\r\n|\r|\n", -1)) {
            wrapOne(PdfFonts.clean(para).strip(), width, st, out);
        }
        return out.isEmpty() ? List.of("") : out;
    }

    /**
     * Whether {@code s}, when it fits the width, is drawn as it is on one line: printable ASCII, no space at either
     * end and no two together (anything else is cleaned and wrapped word by word).
     */
    static boolean oneLineAsItIs(String s) {
        return s != null && !s.isEmpty() && PdfFonts.plain(s) && s.charAt(0) != ' ' && s.charAt(s.length() - 1) != ' '
                && !s.contains("  ");
    }

    private void wrapOne(String para, float width, Style st, List<String> out) {
        if (para.isEmpty()) {
            out.add("");
            return;
        }
        StringBuilder line = new StringBuilder();
        for (String word : para.split(" +")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (measure(candidate, st) <= width) {
                line.setLength(0);
                line.append(candidate);
                continue;
            }
            if (line.length() > 0) {
                out.add(line.toString());
                line.setLength(0);
            }
            // the word alone: break it where it must, measured once
            float[] w = prefixWidths(word, st);
            int start = 0;
            while (w[word.length()] - w[start] > width && word.length() - start > 1) {
                int cut = fittingFrom(word, w, start, width);
                out.add(word.substring(start, cut));
                start = cut;
            }
            line.append(word, start, word.length());
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
    }

    /**
     * {@code s} cut with an ellipsis to fit {@code width} (for one-line header and footer parts only); measured once,
     * so any length is cut in linear time.
     */
    String ellipsize(String s, float width, Style st) {
        if (s == null || measure(s, st) <= width) {
            return s;
        }
        float room = width - measure("\u2026", st);
        return s.substring(0, fittingFrom(s, prefixWidths(s, st), 0, room)) + "\u2026";
    }
}

package io.assetdesk.export;

import io.assetdesk.export.PdfCanvas.Style;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A table of the loan-file PDF: columns sized from what they hold (numbers keep one line when they can, text wraps
 * at spaces), the header shaded, rows striped. Across pages a row is never cut: a row that does not fit starts the
 * next page, under the caption "(continued)" and the header again. A cell wraps to at most {@value #MAX_LINES}
 * lines (the rest is cut with an ellipsis), so that a row always fits on an empty page.
 */
final class PdfTable {
    static final Style CELL = new Style(false, 8.5f, PdfCanvas.INK);
    static final Style HEAD = new Style(true, 8f, PdfCanvas.INK);
    static final int MAX_LINES = 40;
    private static final int MAX_CHARS = 4000;
    private static final float PAD_X = 4.5f;
    private static final float PAD_Y = 3.2f;

    enum Align { LEFT, RIGHT }

    /**
     * A column. {@code nowrap}: its cells keep one line when the table can give them room (dates, amounts).
     * {@code weight}: how much of the room left over a text column takes, against the others (1 by default).
     */
    record Column(String header, Align align, boolean nowrap, float weight) {
        static Column left(String header) {
            return new Column(header, Align.LEFT, false, 1f);
        }

        static Column right(String header) {
            return new Column(header, Align.RIGHT, true, 1f);
        }

        Column oneLine() {
            return new Column(header, align, true, weight);
        }

        Column weight(float w) {
            return new Column(header, align, nowrap, w);
        }
    }

    /** A cell's text in a style (an outcome in its colour, a total in bold). */
    record Cell(String text, Style style) {
        static Cell of(String text) {
            return new Cell(text, CELL);
        }
    }

    private final List<Column> columns;
    /** Whether each row drawn is a report entry written ({@link ExportProgress}). */
    private boolean counting;
    /**
     * The rows' texts, and their styles where a row has a cell in a style of its own (null: every cell {@link #CELL}):
     * a 200,000-row table holds its texts and nothing more per cell.
     */
    private final List<String[]> texts = new ArrayList<>();
    private final List<Style[]> styles = new ArrayList<>();
    /**
     * Each cell's width on one line ({@code measured[column][row]}), from sizing the columns: drawing then takes it
     * instead of measuring the cell again (a 200,000-row table measured each of its cells three times).
     */
    private float[][] measured;

    PdfTable(List<Column> columns) {
        this.columns = List.copyOf(columns);
    }

    PdfTable(Column... columns) {
        this(Arrays.asList(columns));
    }

    boolean isEmpty() {
        return texts.isEmpty();
    }

    int size() {
        return texts.size();
    }

    /** A row of plain cells; missing cells are empty, a null text is empty. */
    PdfTable row(String... cells) {
        String[] r = new String[columns.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = fitted(i < cells.length ? cells[i] : null);
        }
        texts.add(r);
        styles.add(null);
        return this;
    }

    PdfTable cells(List<Cell> cells) {
        String[] r = new String[columns.size()];
        Style[] st = new Style[columns.size()];
        boolean own = false;
        for (int i = 0; i < r.length; i++) {
            Cell c = i < cells.size() ? cells.get(i) : null;
            r[i] = fitted(c == null ? null : c.text());
            st[i] = c == null ? CELL : c.style();
            own |= st[i] != CELL;
        }
        texts.add(r);
        styles.add(own ? st : null);
        return this;
    }

    /** A cell's text as kept: a null text is empty, a text past {@value #MAX_CHARS} characters is cut. */
    private static String fitted(String t) {
        return t == null ? "" : t.length() > MAX_CHARS ? t.substring(0, MAX_CHARS) + "\u2026" : t;
    }

    private Style style(int row, int column) {
        Style[] st = styles.get(row);
        return st == null ? CELL : st[column];
    }

    /** Each row drawn counts as a report entry written ({@link ExportProgress}). */
    PdfTable counting() {
        counting = true;
        return this;
    }

    /** Draws the table at the canvas's cursor and moves the cursor below it. */
    void draw(PdfCanvas c, String continuedCaption) {
        float[] widths = widths(c);
        List<List<String>> head = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            head.add(c.wrap(columns.get(i).header(), widths[i] - 2 * PAD_X, HEAD));
        }
        float headH = height(head, HEAD);
        boolean first = true;
        int n = 0;
        for (int r = 0; r < texts.size(); r++) {
            String[] row = texts.get(r);
            if (counting) {
                ExportProgress.step();
            }
            List<List<String>> lines = lines(c, r, widths);
            float h = height(lines, r);
            if (first) {
                c.ensure(headH + h + 2f);
                header(c, head, widths, headH);
                first = false;
            } else if (c.room() < h) {
                c.newPage();
                if (continuedCaption != null) {
                    Style cap = PdfCanvas.Style.SMALL;
                    c.text(continuedCaption, c.left(), PdfCanvas.baseline(c.y(), cap), cap);
                    c.down(cap.leading() + 2f);
                }
                header(c, head, widths, headH);
                n = 0;
            }
            if (n % 2 == 1) {
                c.fill(c.left(), c.y(), c.width(), h, PdfCanvas.ZEBRA);
            }
            float x = c.left();
            c.beginTexts();
            for (int i = 0; i < columns.size(); i++) {
                Style st = style(r, i);
                float top = c.y() - PAD_Y;
                for (String line : lines.get(i)) {
                    float base = PdfCanvas.baseline(top, st);
                    if (columns.get(i).align() == Align.RIGHT) {
                        // a cell on one line, as it is, was measured when the columns were sized
                        float w = line == row[i] ? measured[i][r] : c.textWidth(line, st);
                        c.text(line, x + widths[i] - PAD_X - w, base, st);
                    } else {
                        c.text(line, x + PAD_X, base, st);
                    }
                    top -= st.leading();
                }
                x += widths[i];
            }
            c.endTexts();
            c.down(h);
            c.rule(c.left(), c.y(), c.width(), PdfCanvas.RULE, 0.3f);
            n++;
        }
        if (first) {
            c.ensure(headH + 4f);
            header(c, head, widths, headH);
        }
    }

    private void header(PdfCanvas c, List<List<String>> head, float[] widths, float h) {
        c.fill(c.left(), c.y(), c.width(), h, PdfCanvas.SHADE);
        float x = c.left();
        c.beginTexts();
        for (int i = 0; i < columns.size(); i++) {
            float top = c.y() - PAD_Y;
            for (String line : head.get(i)) {
                float base = PdfCanvas.baseline(top, HEAD);
                if (columns.get(i).align() == Align.RIGHT) {
                    c.textRight(line, x + widths[i] - PAD_X, base, HEAD);
                } else {
                    c.text(line, x + PAD_X, base, HEAD);
                }
                top -= HEAD.leading();
            }
            x += widths[i];
        }
        c.endTexts();
        c.down(h);
        c.rule(c.left(), c.y(), c.width(), PdfCanvas.MUTED, 0.6f);
    }

    private List<List<String>> lines(PdfCanvas c, int r, float[] widths) {
        String[] row = texts.get(r);
        List<List<String>> out = new ArrayList<>(columns.size());
        for (int i = 0; i < columns.size(); i++) {
            float room = widths[i] - 2 * PAD_X;
            if (measured[i][r] <= room && PdfTextFit.oneLineAsItIs(row[i])) {
                out.add(List.of(row[i]));
                continue;
            }
            List<String> l = c.wrap(row[i], room, style(r, i));
            if (l.size() > MAX_LINES) {
                l = new ArrayList<>(l.subList(0, MAX_LINES));
                String last = l.get(MAX_LINES - 1);
                l.set(MAX_LINES - 1, c.ellipsize(last + "\u2026", room, style(r, i)));
            }
            out.add(l);
        }
        return out;
    }

    private float height(List<List<String>> lines, int r) {
        float h = 0;
        for (int i = 0; i < lines.size(); i++) {
            h = Math.max(h, lines.get(i).size() * style(r, i).leading());
        }
        return h + 2 * PAD_Y;
    }

    private static float height(List<List<String>> lines, Style st) {
        int n = 1;
        for (List<String> l : lines) {
            n = Math.max(n, l.size());
        }
        return n * st.leading() + 2 * PAD_Y;
    }

    /**
     * Column widths: each column's natural width (its widest cell or header on one line); when they do not all fit,
     * number columns keep theirs and the text columns share the rest by how much they need, each at least as wide
     * as its longest word.
     */
    private float[] widths(PdfCanvas c) {
        int n = columns.size();
        float total = c.width();
        float[] natural = new float[n];
        float[] min = new float[n];
        measured = new float[n][texts.size()];
        for (int i = 0; i < n; i++) {
            Column col = columns.get(i);
            float cells = 0;
            float words = 0;
            for (int r = 0; r < texts.size(); r++) {
                String text = texts.get(r)[i];
                Style st = style(r, i);
                float w = c.textWidth(text, st);
                measured[i][r] = w;
                cells = Math.max(cells, Math.min(total, w));
                // a cell's longest word is no wider than the cell: only a wider cell can widen the column's minimum
                if (!col.nowrap() && w > words && words < total / 4) {
                    words = Math.max(words, Math.min(total / 4, longestWord(c, text, st)));
                }
            }
            // a header wraps before a cell does, on two lines at most when it can
            float head = twoLines(c, col.header());
            natural[i] = Math.max(cells, c.textWidth(col.header(), HEAD)) + 2 * PAD_X + 1f;
            min[i] = col.nowrap() ? Math.min(Math.max(cells, head), total * 0.3f) + 2 * PAD_X + 1f
                    : Math.min(natural[i], Math.max(Math.max(words, head) + 2 * PAD_X + 1f, 34f));
        }
        float sumNatural = sum(natural);
        float[] w = new float[n];
        if (sumNatural <= total) {
            float textNatural = 0;
            for (int i = 0; i < n; i++) {
                textNatural += columns.get(i).align() == Align.LEFT ? natural[i] : 0;
            }
            float extra = total - sumNatural;
            for (int i = 0; i < n; i++) {
                boolean grows = textNatural == 0 || columns.get(i).align() == Align.LEFT;
                w[i] = natural[i] + (grows ? extra * natural[i] / (textNatural == 0 ? sumNatural : textNatural) : 0);
            }
            return w;
        }
        float sumMin = sum(min);
        if (sumMin >= total) {
            for (int i = 0; i < n; i++) {
                w[i] = min[i] * total / sumMin;
            }
            return w;
        }
        float slack = total - sumMin;
        // one-line columns keep their width (their headers wrap); the text columns share what is left
        float[] share = new float[n];
        float need = 0;
        for (int i = 0; i < n; i++) {
            share[i] = columns.get(i).nowrap() ? 0 : (natural[i] - min[i]) * columns.get(i).weight();
            need += share[i];
        }
        for (int i = 0; i < n; i++) {
            w[i] = min[i] + (need <= 0 ? slack / n : Math.min(natural[i] - min[i], slack * share[i] / need));
        }
        // what a column could not use (it reached its natural width) goes to the others by the same shares
        float left = total - sum(w);
        for (int round = 0; round < 3 && left > 0.5f; round++) {
            float open = 0;
            for (int i = 0; i < n; i++) {
                open += w[i] < natural[i] ? share[i] : 0;
            }
            if (open <= 0) {
                break;
            }
            for (int i = 0; i < n; i++) {
                if (w[i] < natural[i]) {
                    w[i] = Math.min(natural[i], w[i] + left * share[i] / open);
                }
            }
            left = total - sum(w);
        }
        if (left > 0.5f) {
            for (int i = 0; i < n; i++) {
                w[i] += left / n;
            }
        }
        return w;
    }

    /** The narrowest width in which {@code header} takes at most two lines (or its longest word). */
    private static float twoLines(PdfCanvas c, String header) {
        float w = Math.max(longestWord(c, header, HEAD), c.textWidth(header, HEAD) / 2);
        float full = c.textWidth(header, HEAD);
        while (w < full && c.wrap(header, w, HEAD).size() > 2) {
            w += 2f;
        }
        return Math.min(w, full);
    }

    private static float longestWord(PdfCanvas c, String s, Style st) {
        float m = 0;
        if (s == null) {
            return 0;
        }
        int start = -1;
        for (int i = 0; i <= s.length(); i++) {
            boolean space = i == s.length() || Character.isWhitespace(s.charAt(i));
            if (!space && start < 0) {
                start = i;
            } else if (space && start >= 0) {
                if (i - start <= 60) {
                    m = Math.max(m, c.textWidth(s.substring(start, i), st));
                }
                start = -1;
            }
        }
        return m;
    }

    private static float sum(float[] a) {
        float s = 0;
        for (float v : a) {
            s += v;
        }
        return s;
    }
}

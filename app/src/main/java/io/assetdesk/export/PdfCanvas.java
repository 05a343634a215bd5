package io.assetdesk.export;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.zip.Deflater;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.filter.Filter;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.PDResources;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.interactive.annotation.PDAppearanceStream;

/**
 * The page flow of the loan-file PDF: US Letter pages with 0.75 in margins, a cursor that moves down the page, text
 * in styles (wrapped to a width, never past the margins), section headings kept with what follows, and, once every
 * page exists, the running header and the footer ("Page N of M") on each. Coordinates are PDF points from the
 * bottom left; {@link #y()} is the top of the next thing to draw.
 */
final class PdfCanvas implements AutoCloseable {
    /** US Letter: the page size of US lenders' loan files. */
    static final PDRectangle PAGE = PDRectangle.LETTER;
    static final float MARGIN = 54f;
    static final float TOP = PAGE.getHeight() - 50f;
    static final float BOTTOM = 58f;
    static final float FOOTER_BASELINE = 32f;

    static final Color INK = new Color(0x1f, 0x23, 0x28);
    static final Color MUTED = new Color(0x5f, 0x67, 0x70);
    static final Color ACCENT = new Color(0x1f, 0x3a, 0x5f);
    static final Color RULE = new Color(0xc9, 0xcf, 0xd6);
    static final Color SHADE = new Color(0xee, 0xf1, 0xf5);
    static final Color ZEBRA = new Color(0xf7, 0xf8, 0xfa);
    static final Color OK = new Color(0x1e, 0x6b, 0x34);
    static final Color FLAG = new Color(0xa3, 0x26, 0x1e);
    static final Color NOTE_FILL = new Color(0xfd, 0xf6, 0xe3);
    static final Color NOTE_EDGE = new Color(0xd9, 0xa4, 0x41);

    /** A text style: weight, size in points, colour. */
    record Style(boolean bold, float size, Color color) {
        static final Style BODY = new Style(false, 9.5f, INK);
        static final Style BODY_BOLD = new Style(true, 9.5f, INK);
        static final Style SMALL = new Style(false, 8f, MUTED);
        static final Style LABEL = new Style(false, 8.5f, MUTED);
        static final Style TITLE = new Style(true, 20f, ACCENT);
        static final Style H1 = new Style(true, 13f, ACCENT);
        static final Style H2 = new Style(true, 11f, INK);

        float leading() {
            return size * 1.32f;
        }

        Style color(Color c) {
            return new Style(bold, size, c);
        }

        Style bolder() {
            return new Style(true, size, color);
        }
    }

    private final PDDocument doc;
    private final PdfFonts fonts;
    private final PdfTextFit fit;
    private final List<PDPage> pages = new ArrayList<>();
    private final PageCompressor compressor = new PageCompressor();
    private PDPageContentStream cs;
    /** What {@link #cs} writes, for a page's own content (null while the footers are appended). */
    private ByteArrayOutputStream content;
    /** {@link #cs}, for text its fonts encoded already. */
    private PageStream page;
    private float y;
    /** The page's colours, line width and font as last set on {@link #cs} (null, -1: not yet on this stream). */
    private Color fill;
    private Color stroke;
    private float lineWidth = -1;
    private PDFont font;
    private float fontSize;
    /** Whether a text object is open ({@link #beginTexts()}). */
    private boolean inTexts;
    /** Where the last line drawn in the open text object starts. */
    private float lineX;
    private float lineY;

    static {
        // PDFBox's deflate level for the content it compresses (every page): the fastest. A 200,000-row table's
        // pages compressed in 0.8 s instead of 1.8 s, the document 15% larger. Set once, unless the run set it.
        if (System.getProperty(Filter.SYSPROP_DEFLATELEVEL) == null) {
            System.setProperty(Filter.SYSPROP_DEFLATELEVEL, String.valueOf(Deflater.BEST_SPEED));
        }
    }

    PdfCanvas(PDDocument doc, PdfFonts fonts) {
        this.doc = doc;
        this.fonts = fonts;
        this.fit = new PdfTextFit(fonts);
        newPage();
    }

    PdfFonts fonts() {
        return fonts;
    }

    float left() {
        return MARGIN;
    }

    float width() {
        return PAGE.getWidth() - 2 * MARGIN;
    }

    float y() {
        return y;
    }

    int pageCount() {
        return pages.size();
    }

    /** Moves the cursor down by {@code h}. */
    void down(float h) {
        y -= h;
    }

    /** Room left above the footer. */
    float room() {
        return y - BOTTOM;
    }

    /** Starts a new page when less than {@code h} is left on this one; true when it did. */
    boolean ensure(float h) {
        if (room() < h) {
            newPage();
            return true;
        }
        return false;
    }

    void newPage() {
        closePage();
        PDPage page = new PDPage(PAGE);
        doc.addPage(page);
        pages.add(page);
        page.setResources(new PDResources());
        content = new ByteArrayOutputStream(32 * 1024);
        drawOn(page, content);
        y = pages.size() == 1 ? TOP : TOP - 22f; // later pages leave room for the running header
    }

    // ---- drawing ----------------------------------------------------------------------------------------------

    /**
     * {@code v} to the hundredth of a point (0.0035 mm, far below what print or screen shows): the page's content
     * then says "612.34" rather than "612.33997": fewer bytes to compress on every page (the 200,000-row table's PDF
     * at the default deflate level: 12.35 -> 12.03 MB).
     */
    static float hundredths(float v) {
        return Math.round(v * 100f) / 100f;
    }

    /** One line of text at baseline {@code baseline}, from {@code x}; no wrapping. */
    void text(String s, float x, float baseline, Style st) {
        if (s == null || s.isEmpty()) {
            return;
        }
        try {
            if (!inTexts) {
                cs.beginText();
                lineX = 0;
                lineY = 0;
            }
            color(st.color());
            // relative to where the last line of this text object started: two numbers instead of a matrix's six
            float dx = hundredths(x - lineX);
            float dy = hundredths(baseline - lineY);
            cs.newLineAtOffset(dx, dy);
            lineX += dx;
            lineY += dy;
            String hex = fonts.plainHex(s, st.bold());
            for (PdfFonts.Run r : fonts.runs(hex != null ? s : Visual.order(s), st.bold())) {
                if (r.font() != font || st.size() != fontSize) {
                    cs.setFont(r.font(), st.size());
                    font = r.font();
                    fontSize = st.size();
                }
                page.show(r.text(), hex);
            }
            if (!inTexts) {
                cs.endText();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The texts drawn until {@link #endTexts()} go into one text object, their font and colour set only where they
     * change: a table row of six cells is one object instead of six (a 200,000-row table wrote 1.2 million). Nothing
     * but text may be drawn in between.
     */
    void beginTexts() {
        try {
            cs.beginText();
            inTexts = true;
            lineX = 0;
            lineY = 0;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void endTexts() {
        try {
            inTexts = false;
            cs.endText();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The fill colour, set on the page only when it changes. */
    private void color(Color c) throws IOException {
        if (!c.equals(fill)) {
            cs.setNonStrokingColor(c);
            fill = c;
        }
    }

    /** One line right-aligned so that it ends at {@code right}. */
    void textRight(String s, float right, float baseline, Style st) {
        text(s, right - textWidth(s, st), baseline, st);
    }

    float textWidth(String s, Style st) {
        return fit.measure(s, st);
    }

    /** {@code s} in lines no wider than {@code width} ({@link PdfTextFit#wrap}). */
    List<String> wrap(String s, float width, Style st) {
        return fit.wrap(s, width, st);
    }

    /** {@code s} cut with an ellipsis to fit {@code width} ({@link PdfTextFit#ellipsize}). */
    String ellipsize(String s, float width, Style st) {
        return fit.ellipsize(s, width, st);
    }

    /** The baseline of a line whose box starts at {@code top}. */
    static float baseline(float top, Style st) {
        return top - st.size() * 0.98f;
    }

    /** Draws the lines at the cursor (wrapped to {@code width} from {@code x}) and moves the cursor below them. */
    void paragraph(String s, float x, float width, Style st) {
        for (String line : wrap(s, width, st)) {
            text(line, x, baseline(y, st), st);
            y -= st.leading();
        }
    }

    void paragraph(String s, Style st) {
        ensure(st.leading() * 2);
        paragraph(s, left(), width(), st);
    }

    /** A section heading with a rule under it, kept on a page with at least {@code keepWith} points after it. */
    void heading(String s, Style st, float keepWith) {
        List<String> lines = wrap(s, width(), st);
        ensure(lines.size() * st.leading() + 10f + keepWith);
        for (String line : lines) {
            text(line, left(), baseline(y, st), st);
            y -= st.leading();
        }
        y -= 2f;
        if (st.size() >= Style.H1.size()) {
            rule(left(), y, width(), ACCENT, 0.8f);
            y -= 8f;
        } else {
            y -= 2f;
        }
    }

    void fill(float x, float top, float w, float h, Color c) {
        try {
            color(c);
            cs.addRect(hundredths(x), hundredths(top - h), hundredths(w), hundredths(h));
            cs.fill();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    void rule(float x, float atY, float w, Color c, float thickness) {
        try {
            if (!c.equals(stroke)) {
                cs.setStrokingColor(c);
                stroke = c;
            }
            if (thickness != lineWidth) {
                cs.setLineWidth(thickness);
                lineWidth = thickness;
            }
            cs.moveTo(hundredths(x), hundredths(atY));
            cs.lineTo(hundredths(x + w), hundredths(atY));
            cs.stroke();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A shaded note box with a coloured left edge, the text wrapped inside. */
    void note(String s, Style st, Color fill, Color edge) {
        float pad = 7f;
        List<String> lines = wrap(s, width() - 2 * pad - 3f, st);
        float h = lines.size() * st.leading() + 2 * pad - (st.leading() - st.size()) + 2f;
        ensure(h + 4f);
        fill(left(), y, width(), h, fill);
        fill(left(), y, 3f, h, edge);
        float top = y - pad;
        for (String line : lines) {
            text(line, left() + pad + 3f, baseline(top, st), st);
            top -= st.leading();
        }
        y -= h;
    }

    // ---- running header and footer ----------------------------------------------------------------------------

    /** A line written at the top of every page (for sandbox documents: "TRAINING — sandbox data"); null: none. */
    private String banner;

    void banner(String text) {
        this.banner = text;
    }

    /**
     * Writes the running header on every page but the first and the footer on every page: {@code left} (the order)
     * and {@code middle} (when the document was made) and the page's "Page N of M".
     */
    void finish(String runningTitle, String left, String middle, IntFunction<String> pageOf) {
        finish(runningTitle, left, middle, null, pageOf);
    }

    /**
     * As {@link #finish(String, String, String, IntFunction)}, with {@code pin} (null: none) on a line of its own below
     * the footer, never cut: what the document was made from (a loan's history count and hash) is read whole on every
     * page, however long the loan number beside it.
     */
    void finish(String runningTitle, String left, String middle, String pin, IntFunction<String> pageOf) {
        closePage();
        compressor.awaitAll();
        Style small = Style.SMALL;
        Style mark = new Style(true, 9f, FLAG);
        float bannerW = banner == null ? 0f : textWidth(banner, mark) + 12f;
        String title = ellipsize(runningTitle, width(), small);
        // the left and middle parts, cut to the room the page number leaves: the same for page numbers as wide
        Map<Float, Sides> sides = new HashMap<>();
        for (int i = 0; i < pages.size(); i++) {
            // appended without resetting the graphics state around the page's own content (PDFBox would wrap it in a
            // stream of its own on each page): this canvas never transforms or clips, and what the footer uses
            // (colours, font, line width) it sets itself
            ByteArrayOutputStream footer = new ByteArrayOutputStream(1024);
            drawOn(pages.get(i), footer);
            try {
                if (banner != null) {
                    // above everything else on the page, on every page: a training document is never taken for a
                    // real one, whichever page is read or copied
                    fill(left() + width() - bannerW, PAGE.getHeight() - 22f, bannerW, 15f, NOTE_FILL);
                    textRight(banner, left() + width() - 6f, PAGE.getHeight() - 33f, mark);
                }
                if (i > 0) {
                    text(title, left(), TOP - 6f, small);
                    rule(left(), TOP - 12f, width(), RULE, 0.5f);
                }
                rule(left(), FOOTER_BASELINE + 12f, width(), RULE, 0.5f);
                String page = pageOf.apply(i + 1);
                float pageW = textWidth(page, small);
                Sides lm = sides.computeIfAbsent(pageW, w -> {
                    float room = width() - w - 16f;
                    return new Sides(ellipsize(left, room * 0.45f, small), ellipsize(middle, room * 0.55f, small),
                            left() + room * 0.45f + 8f);
                });
                text(lm.left(), left(), FOOTER_BASELINE, small);
                text(lm.middle(), lm.middleX(), FOOTER_BASELINE, small);
                textRight(page, left() + width(), FOOTER_BASELINE, small);
                if (pin != null) {
                    text(pin, left(), FOOTER_BASELINE - small.leading() - 1f, small);
                }
                closeStream();
                PageCompressor.appendPlain(doc, pages.get(i), footer.toByteArray());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                cs = null;
            }
        }
    }

    /** A footer's left and middle parts, cut to the room a page number of one width leaves; where the middle starts. */
    private record Sides(String left, String middle, float middleX) {
    }

    /**
     * From here on the canvas draws on {@code page} into {@code into}, a buffer of the canvas's own that goes into the
     * page once done (compressed on another thread: {@link PageCompressor}), with nothing set on the stream yet; the
     * page's resources (its fonts) are those of the surface drawn on. (PDFBox's own page stream compresses on this
     * thread, and without compression writes each byte on its own.)
     */
    private void drawOn(PDPage page, ByteArrayOutputStream into) {
        PDAppearanceStream surface = new PDAppearanceStream(new COSStream());
        surface.setResources(page.getResources());
        cs = new PDPageContentStream(doc, surface, into);
        this.page = new PageStream(cs);
        fill = null;
        stroke = null;
        lineWidth = -1;
        font = null;
    }

    /** Closes the page being drawn, if any, and hands its content over to be compressed into it. */
    private void closePage() {
        if (cs != null && content != null) {
            closeStream();
            compressor.submit(doc, pages.get(pages.size() - 1), content.toByteArray());
            content = null;
        }
    }

    private void closeStream() {
        if (cs != null) {
            try {
                cs.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            cs = null;
        }
    }

    @Override
    public void close() {
        try {
            closePage();
            compressor.awaitAll();
        } finally {
            compressor.close();
        }
    }

    /**
     * Under a name (or names) just drawn, what the page cannot show of it as written: characters no font here has
     * (drawn as the placeholder), and Arabic letters drawn unjoined.
     */
    void namesNotes(DocText t, String names) {
        if (!fonts().canShow(names)) {
            paragraph(t.get("header.missingGlyphs", PdfFonts.PLACEHOLDER), left(), width(), Style.SMALL);
        }
        if (Visual.unjoined(names)) {
            paragraph(t.get("header.unjoined"), left(), width(), Style.SMALL);
        }
    }
}

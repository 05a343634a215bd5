package io.assetdesk.export;

import java.io.Closeable;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Pattern;
import org.apache.fontbox.ttf.CmapLookup;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.io.RandomAccessReadBufferedFile;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDCIDFontType2;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The fonts of one PDF: DejaVu Sans and DejaVu Sans Bold, bundled with the app and embedded as subsets (Latin,
 * Greek, Cyrillic, Vietnamese and much more), and for what they cannot show (Chinese, Japanese, Korean) a system
 * font when this computer has one. A character that no font here can show is drawn as {@link #PLACEHOLDER}, so
 * that a name is never silently shortened and the document is never broken.
 *
 * <p>{@link #runs} splits a text into pieces that each one font draws. Close after the document is saved: a
 * system font from a collection file is read until then.
 */
final class PdfFonts implements Closeable {
    private static final Logger LOG = LoggerFactory.getLogger(PdfFonts.class);
    /** Drawn for a character that no available font can show. */
    static final String PLACEHOLDER = "\u25a1";
    /** Extra font files to try for missing characters (separated by the path separator), before the system's. */
    static final String FALLBACK_PROPERTY = "assetdesk.pdf.fallbackFonts";

    private static final String REGULAR = "fonts/DejaVuSans.ttf";
    private static final String BOLD = "fonts/DejaVuSans-Bold.ttf";
    private static final byte[][] BUNDLED = new byte[2][];

    /** System fonts with CJK glyphs in TrueType outlines, which PDFBox can embed (first found wins). */
    private static final List<String> SYSTEM_FALLBACKS = List.of(
            "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
            "/usr/share/fonts/truetype/droid/DroidSansFallback.ttf",
            "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
            "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
            "/usr/share/fonts/truetype/arphic/uming.ttc",
            "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
            "/usr/share/fonts/truetype/unifont/unifont.ttf",
            "C:\\Windows\\Fonts\\msyh.ttc",
            "C:\\Windows\\Fonts\\simsun.ttc",
            "C:\\Windows\\Fonts\\msgothic.ttc",
            "C:\\Windows\\Fonts\\malgun.ttf",
            "/System/Library/Fonts/Supplemental/Arial Unicode.ttf",
            "/Library/Fonts/Arial Unicode.ttf",
            "/System/Library/Fonts/STHeiti Light.ttc",
            "/System/Library/Fonts/Hiragino Sans GB.ttc");

    /** One piece of text and the font that draws it. */
    record Run(PDFont font, String text) {
    }

    private final PDDocument doc;
    private final PDType0Font regular;
    private final PDType0Font bold;
    private final CmapLookup regularCmap;
    private final CmapLookup boldCmap;
    private final List<Closeable> toClose = new ArrayList<>();
    private boolean fallbackTried;
    private PDType0Font fallback;
    private CmapLookup fallbackCmap;
    private int placeholders;
    /**
     * The widths (in 1/1000 of the size) of the printable ASCII characters in the regular [0] and bold [1] font, made
     * at their first use; an empty array when the font lacks one of them. A report of 200,000 transactions measures
     * a million such cells: their widths are a sum, not a font lookup per character.
     */
    private final float[][] ascii = new float[2][];
    /** Each printable ASCII character's code in the regular [0] and bold [1] font as hex, made at the first use. */
    private final String[][] asciiHex = new String[2][];
    /** Whether each printable ASCII character was added to the regular [0] and bold [1] font's subset. */
    private final boolean[][] inSubset = new boolean[2][0x7f - 0x20];

    PdfFonts(PDDocument doc) {
        this.doc = doc;
        try {
            this.regular = PDType0Font.load(doc, parse(bundled(0)), true);
            this.bold = PDType0Font.load(doc, parse(bundled(1)), true);
            this.regularCmap = cmap(regular);
            this.boldCmap = cmap(bold);
        } catch (IOException e) {
            throw new UncheckedIOException("The bundled PDF font could not be read", e);
        }
    }

    private static synchronized byte[] bundled(int i) throws IOException {
        if (BUNDLED[i] == null) {
            try (InputStream in = PdfFonts.class.getResourceAsStream(i == 0 ? REGULAR : BOLD)) {
                if (in == null) {
                    throw new IOException("missing font resource " + (i == 0 ? REGULAR : BOLD));
                }
                BUNDLED[i] = in.readAllBytes();
            }
        }
        return BUNDLED[i];
    }

    /**
     * The font without its glyph substitutions: PDFBox would otherwise draw "fi" as one ligature glyph, which some
     * readers' search and copy then see as the character U+FB01 instead of the two letters.
     */
    private TrueTypeFont parse(byte[] bytes) throws IOException {
        TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBuffer(bytes));
        ttf.setEnableGsub(false);
        toClose.add(ttf);
        return ttf;
    }

    private static CmapLookup cmap(PDType0Font f) throws IOException {
        return ((PDCIDFontType2) f.getDescendantFont()).getTrueTypeFont().getUnicodeCmapLookup(false);
    }

    /** How many characters were drawn as the placeholder so far. */
    int placeholders() {
        return placeholders;
    }

    /** True when {@code text} is printable ASCII only: nothing to compose, clean or look up in another font. */
    static boolean plain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7e) {
                return false;
            }
        }
        return true;
    }

    /** {@code text}'s font's printable ASCII widths when it is plain and the font has them all; else null. */
    private float[] plainWidths(String text, boolean boldText) {
        return text != null && plain(text) ? ascii(boldText) : null;
    }

    /** The printable ASCII widths of the regular or bold font; null when it lacks a character of them. */
    private float[] ascii(boolean boldText) {
        int k = boldText ? 1 : 0;
        if (ascii[k] == null) {
            PDType0Font font = boldText ? bold : regular;
            CmapLookup cmap = boldText ? boldCmap : regularCmap;
            float[] w = new float[0x7f - 0x20];
            try {
                for (char c = 0x20; c < 0x7f; c++) {
                    if (c != ' ' && !has(cmap, c)) {
                        throw new IOException("no glyph for " + c);
                    }
                    w[c - 0x20] = font.getStringWidth(String.valueOf(c));
                }
            } catch (IOException | IllegalArgumentException e) {
                w = new float[0];
            }
            ascii[k] = w;
        }
        return ascii[k].length == 0 ? null : ascii[k];
    }

    /**
     * {@code text} as the hex string a content stream shows in the regular or bold font ({@link PageStream#show}),
     * its characters added to the font's subset; null unless it is printable ASCII the font has ({@link #runs} is
     * then one run of that font). The same codes PDFBox's {@code showText} writes, each character encoded once.
     */
    String plainHex(String text, boolean boldText) {
        if (text == null || text.isEmpty() || plainWidths(text, boldText) == null) {
            return null;
        }
        int k = boldText ? 1 : 0;
        PDType0Font font = boldText ? bold : regular;
        try {
            if (asciiHex[k] == null) {
                String[] codes = new String[0x7f - 0x20];
                for (char c = 0x20; c < 0x7f; c++) {
                    codes[c - 0x20] = HexFormat.of().withUpperCase().formatHex(font.encode(String.valueOf(c)));
                }
                asciiHex[k] = codes;
            }
            StringBuilder hex = new StringBuilder(text.length() * 4 + 2).append('<');
            for (int i = 0; i < text.length(); i++) {
                int j = text.charAt(i) - 0x20;
                if (!inSubset[k][j]) {
                    font.addToSubset(text.charAt(i));
                    inSubset[k][j] = true;
                }
                hex.append(asciiHex[k][j]);
            }
            return hex.append('>').toString();
        } catch (IOException | IllegalArgumentException e) {
            return null; // drawn by PDFBox's own encoding
        }
    }

    /** True when every character of {@code text} can be shown (by the bundled or a system font). */
    boolean canShow(String text) {
        if (plainWidths(text, false) != null) {
            return true;
        }
        String t = clean(text);
        for (int i = 0; i < t.length(); ) {
            int cp = t.codePointAt(i);
            if (!has(regularCmap, cp) && !Character.isWhitespace(cp) && !fallbackHas(cp)) {
                return false;
            }
            i += Character.charCount(cp);
        }
        return true;
    }

    /** The text in pieces, each drawn by one font; characters no font has become the placeholder. */
    List<Run> runs(String text, boolean boldText) {
        if (text != null && !text.isEmpty() && plainWidths(text, boldText) != null) {
            return List.of(new Run(boldText ? bold : regular, text));
        }
        String t = clean(text);
        PDType0Font main = boldText ? bold : regular;
        CmapLookup mainCmap = boldText ? boldCmap : regularCmap;
        List<Run> out = new ArrayList<>(1);
        StringBuilder piece = new StringBuilder(t.length());
        PDFont current = main;
        for (int i = 0; i < t.length(); ) {
            int cp = t.codePointAt(i);
            i += Character.charCount(cp);
            PDFont font;
            String ch;
            if (has(mainCmap, cp)) {
                font = main;
                ch = new String(Character.toChars(cp));
            } else if (Character.isWhitespace(cp) || Character.isSpaceChar(cp)) {
                font = main;
                ch = " "; // a narrow or other space the font lacks
            } else if (fallbackHas(cp)) {
                font = fallback;
                ch = new String(Character.toChars(cp));
            } else {
                font = main;
                ch = PLACEHOLDER;
                placeholders++;
            }
            if (font != current && piece.length() > 0) {
                out.add(new Run(current, piece.toString()));
                piece.setLength(0);
            }
            current = font;
            piece.append(ch);
        }
        if (piece.length() > 0) {
            out.add(new Run(current, piece.toString()));
        }
        return out;
    }

    /** The width in points of {@code text} at {@code size}. */
    float width(String text, boolean boldText, float size) {
        float[] widths = text == null ? null : ascii(boldText);
        if (widths != null) {
            // printable ASCII summed in the same pass that finds it is (most cells of a long table)
            float units = 0;
            int i = 0;
            for (; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c < 0x20 || c > 0x7e) {
                    break;
                }
                units += widths[c - 0x20];
            }
            if (i == text.length()) {
                return units / 1000f * size;
            }
        }
        float w = 0;
        for (Run r : runs(text, boldText)) {
            try {
                w += r.font().getStringWidth(r.text()) / 1000f * size;
            } catch (IOException | IllegalArgumentException e) {
                w += r.text().length() * size * 0.6f;
            }
        }
        return w;
    }

    /** Composed (NFC) so that accents sit on their letters; line breaks and tabs as spaces, other controls dropped. */
    static String clean(String text) {
        if (text == null) {
            return "";
        }
        String t = Normalizer.normalize(text, Normalizer.Form.NFC);
        StringBuilder b = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); ) {
            int cp = t.codePointAt(i);
            i += Character.charCount(cp);
            if (cp == '\t' || cp == '\n' || cp == '\r') {
                b.append(' ');
            } else if (Character.getType(cp) == Character.CONTROL || Character.getType(cp) == Character.FORMAT
                    || Character.getType(cp) == Character.SURROGATE) {
                // zero-width and control characters draw nothing
                continue;
            } else {
                b.appendCodePoint(cp);
            }
        }
        return b.toString();
    }

    private static boolean has(CmapLookup cmap, int cp) {
        return cmap != null && cmap.getGlyphId(cp) > 0;
    }

    private boolean fallbackHas(int cp) {
        if (!fallbackTried) {
            fallbackTried = true;
            loadFallback();
        }
        return fallback != null && has(fallbackCmap, cp);
    }

    private void loadFallback() {
        List<String> candidates = new ArrayList<>();
        String extra = System.getProperty(FALLBACK_PROPERTY);
        if (extra != null && !extra.isBlank()) {
            candidates.addAll(List.of(extra.split(Pattern.quote(File.pathSeparator))));
        }
        candidates.addAll(SYSTEM_FALLBACKS);
        for (String path : candidates) {
            File f = new File(path.strip());
            if (!f.isFile()) {
                continue;
            }
            try {
                TrueTypeFont ttf = open(f);
                if (ttf == null) {
                    continue;
                }
                ttf.setEnableGsub(false);
                PDType0Font font = PDType0Font.load(doc, ttf, true);
                fallback = font;
                fallbackCmap = ttf.getUnicodeCmapLookup(false);
                LOG.debug("PDF fallback font: {}", f.getName());
                return;
            } catch (IOException | RuntimeException e) {
                LOG.debug("PDF fallback font {} not usable: {}", f.getName(), e.toString());
            }
        }
    }

    private TrueTypeFont open(File f) throws IOException {
        String name = f.getName().toLowerCase(Locale.ROOT);
        if (name.endsWith(".ttc")) {
            TrueTypeCollection c = new TrueTypeCollection(f);
            toClose.add(c);
            AtomicReference<TrueTypeFont> first = new AtomicReference<>();
            c.processAllFonts(ttf -> first.compareAndSet(null, ttf));
            return first.get();
        }
        TrueTypeFont ttf = new TTFParser().parse(new RandomAccessReadBufferedFile(f));
        toClose.add(ttf);
        return ttf;
    }

    @Override
    public void close() {
        for (Closeable c : toClose) {
            try {
                c.close();
            } catch (IOException e) {
                // nothing more to read from it
            }
        }
        toClose.clear();
    }
}

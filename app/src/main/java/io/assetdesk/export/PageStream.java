package io.assetdesk.export;

import java.io.IOException;
import java.io.OutputStream;
import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/**
 * Shows text the document's fonts encoded already ({@link PdfFonts#plainHex}) on a page's content stream. PDFBox's
 * own {@code showText} encodes each character of each call and adds it to the font's subset again, which was a third
 * of the time of a 200,000-row table. PDFBox offers no way to write an operator of one's own (its content stream is
 * final and its base class cannot be extended outside PDFBox), so the stream's own output, which its operators are
 * written to as they are called, is taken once per page. When it cannot be taken (another PDFBox), text is shown by
 * PDFBox's {@code showText} as before.
 */
final class PageStream {
    private static final Field OUTPUT = output();
    private static final byte[] SHOW = " Tj\n".getBytes(StandardCharsets.US_ASCII);

    private final PDPageContentStream stream;
    private final OutputStream raw;

    PageStream(PDPageContentStream stream) {
        this.stream = stream;
        this.raw = raw(stream);
    }

    private static Field output() {
        try {
            // declared by its (package-private) base class
            Field f = PDPageContentStream.class.getSuperclass().getDeclaredField("outputStream");
            f.setAccessible(true);
            return f;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    private static OutputStream raw(PDPageContentStream stream) {
        try {
            return OUTPUT == null ? null : (OutputStream) OUTPUT.get(stream);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Shows {@code text} in the font set last (inside a text object): as {@code hex}, its codes in that font, when
     * given and the stream's output was taken; else by PDFBox.
     */
    void show(String text, String hex) throws IOException {
        if (hex != null && raw != null) {
            raw.write(hex.getBytes(StandardCharsets.US_ASCII));
            raw.write(SHOW);
        } else {
            stream.showText(text);
        }
    }
}

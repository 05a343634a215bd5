package io.assetdesk.export;

import static io.assetdesk.export.ExportFixtures.LOCALE;
import static io.assetdesk.export.ExportFixtures.MADE;
import static io.assetdesk.export.ExportFixtures.ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSBase;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSStream;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/**
 * A long document's pages are compressed on a second thread while the next ones are laid out: every page's own content
 * comes out compressed and reads back whole, and a document given up half-made leaves no thread behind.
 */
class PageCompressorTest {

    @Test
    void everyPagesContentIsCompressedAndReadsBackWhole() throws IOException {
        Order big = ExportFixtures.manyTransactions(2_000);
        byte[] pdf = ReportPdf.of(big, ExportFixtures.summary(big, ExportFixtures.SHORT), ZONE, LOCALE, MADE);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            int pages = doc.getNumberOfPages();
            assertThat(pages).isGreaterThan(PageCompressor.MAX_PENDING); // more pages than may wait at once
            long raw = 0;
            for (PDPage page : doc.getPages()) {
                COSBase contents = page.getCOSObject().getDictionaryObject(COSName.CONTENTS);
                // the page's own content, then its running header and footer
                COSStream own = (COSStream) ((COSArray) contents).getObject(0);
                assertThat(own.getItem(COSName.FILTER)).isEqualTo(COSName.FLATE_DECODE);
                try (InputStream in = own.createInputStream()) {
                    raw += in.readAllBytes().length;
                }
            }
            assertThat((long) pdf.length).isLessThan(raw / 2);
            PDFTextStripper text = new PDFTextStripper();
            String all = text.getText(doc);
            assertThat(all).contains("Txn 001 card purchase", "Txn 1000 card purchase", "Txn 2000 card purchase",
                    "Page " + pages + " of " + pages);
        }
    }

    @Test
    void aDocumentGivenUpHalfMadeLeavesNoCompressingThread() throws IOException, InterruptedException {
        try (PDDocument doc = new PDDocument(); PdfFonts fonts = new PdfFonts(doc)) {
            try (PdfCanvas c = new PdfCanvas(doc, fonts)) {
                for (int i = 0; i < 5; i++) {
                    c.paragraph("page " + i, PdfCanvas.Style.SMALL);
                    c.newPage();
                }
                assertThat(compressingThreads()).isPositive();
            } // closed without being finished, as when making the document fails
        }
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().equals("pdf-page-compression")) {
                t.join(Duration.ofSeconds(10).toMillis()); // it ends on its own once stopped
            }
        }
        assertThat(compressingThreads()).isZero();
    }

    private static long compressingThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("pdf-page-compression") && t.isAlive()).count();
    }
}

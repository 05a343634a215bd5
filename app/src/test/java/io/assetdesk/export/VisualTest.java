package io.assetdesk.export;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** Names written right to left are drawn in visual order, so that a page reads as the name is written. */
class VisualTest {

    @Test
    void aHebrewNameIsDrawnRightToLeftAndLatinTextAroundItStaysAsItIs() {
        assertThat(Visual.order("Dana Lee")).isEqualTo("Dana Lee");
        assertThat(Visual.order("\u05d3\u05e0\u05d4 \u05db\u05d4\u05df"))
                .as("a Hebrew name, reversed as a whole").isEqualTo("\u05df\u05d4\u05db \u05d4\u05e0\u05d3");
        assertThat(Visual.order("Borrower: \u05db\u05d4\u05df, Dana"))
                .isEqualTo("Borrower: \u05df\u05d4\u05db, Dana");
    }

    @Test
    void anArabicNameKeepsItsLettersInReadingOrderOnThePage() throws IOException {
        String name = "\u0645\u062d\u0645\u062f";
        assertThat(Visual.order(name)).isEqualTo("\u062f\u0645\u062d\u0645");
        Order o = ExportFixtures.order(name, "Lee", ExportFixtures.accounts());
        byte[] pdf = ReportPdf.of(o, ExportFixtures.summary(o, ExportFixtures.SHORT), ExportFixtures.ZONE,
                ExportFixtures.LOCALE, ExportFixtures.MADE);
        Files.write(ExportFixtures.dir("pdf").resolve("arabic-name.pdf"), pdf); // to look at
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper page1 = new PDFTextStripper();
            page1.setStartPage(1);
            page1.setEndPage(1);
            // PDFBox reads right-to-left runs back into their logical order: drawn reversed, read as written
            String text = page1.getText(doc).replaceAll("\\s+", " ");
            assertThat(List.of(text)).anySatisfy(t -> assertThat(t).contains(name));
            assertThat(text).as("the page says the letters are not joined")
                    .contains("drawn in their separate forms, not joined as they are written");
        }
    }

    @Test
    void aHebrewNameNeedsNoNoteOnThePage() throws IOException {
        Order o = ExportFixtures.order("\u05d3\u05e0\u05d4", "\u05db\u05d4\u05df", ExportFixtures.accounts());
        byte[] pdf = ReportPdf.of(o, ExportFixtures.summary(o, ExportFixtures.SHORT), ExportFixtures.ZONE,
                ExportFixtures.LOCALE, ExportFixtures.MADE);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            assertThat(new PDFTextStripper().getText(doc)).doesNotContain("separate forms");
        }
        assertThat(Visual.unjoined("Dana \u05d3\u05e0\u05d4")).isFalse();
        assertThat(Visual.unjoined("Dana \u0645\u062d\u0645\u062f")).isTrue();
    }
}

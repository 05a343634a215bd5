package io.assetdesk.export;

import static io.assetdesk.export.ExportFixtures.LAST4;
import static io.assetdesk.export.ExportFixtures.LOCALE;
import static io.assetdesk.export.ExportFixtures.MADE;
import static io.assetdesk.export.ExportFixtures.ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.TextPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The loan-file PDF read back with PDFBox's own text extraction: what an underwriter would search for in it. */
class ReportPdfTest {

    private static byte[] pdf(Order o, LoanFigures f, String file) throws IOException {
        AssetSummary s = ExportFixtures.summary(o, f);
        byte[] bytes = ReportPdf.of(o, s, ZONE, LOCALE, MADE);
        Files.write(ExportFixtures.dir("pdf").resolve(file), bytes);
        return bytes;
    }

    /** The text of each page. */
    private static List<String> pages(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            List<String> out = new ArrayList<>();
            PDFTextStripper s = new PDFTextStripper();
            s.setSortByPosition(true);
            for (int i = 1; i <= doc.getNumberOfPages(); i++) {
                s.setStartPage(i);
                s.setEndPage(i);
                out.add(s.getText(doc));
            }
            return out;
        }
    }

    @Test
    void theDocumentSaysWhatTheOfficerAndTheUnderwriterLookFor() throws IOException {
        byte[] bytes = pdf(ExportFixtures.annLee(), ExportFixtures.SHORT, "ann-lee-shortfall.pdf");
        assertThat(new String(bytes, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        List<String> pages = pages(bytes);
        String text = String.join("\n", pages);

        assertThat(pages.get(0)).contains("Verified assets report", "Ann Lee", "LN-2026-100042",
                "0b7e2c1a-5d2f-4a53-9a77-3c1f0e6d2b10", "closed", "Acme Corp", "Oct 20, 2026",
                "not an underwriting decision");
        // the identifier: masked, and its digits nowhere
        assertThat(pages.get(0)).contains("\u2022\u2022\u2022\u2022 (masked)");
        assertThat(text).doesNotContain(LAST4);
        // verified funds per currency: the loan currency counted, EUR needing conversion, BTC and the card apart
        assertThat(text).contains("34,800.00 USD", "Counted (loan currency)", "5,000.00 EUR",
                "Not added: needs conversion", "0.51234567 BTC", "Unofficial currency: not counted until sold",
                "1,500.00 USD");
        // funds to close: the shortfall, flagged
        assertThat(text).contains("Shortfall of 5,200.00 USD", "Look at this");
        assertThat(text).containsPattern("Shortfall\\s+5,200\\.00 USD");
        // the large deposit to explain, against its threshold; payroll listed apart; the unreadable entry as it came
        assertThat(text).contains("50% of the monthly qualifying income of 8,000.00 USD = 4,000.00 USD");
        assertThat(text).containsPattern("Sep 30, 2026 .*9,000\\.00 USD WIRE TRANSFER IN");
        assertThat(text).contains("ACME CORP PAYROLL PPD", "MYSTERY CREDIT",
                "This check could not be made");
        // history: the savings account covers 30 days of the 60 needed
        assertThat(text).containsPattern("High-Yield Savings .*30 days 60 days Look at this");
        assertThat(text).contains("1 of 5 accounts cover fewer than 60 days");
        // report age
        assertThat(text).contains("The report is 24 days old (limit 120 days)");
        // accounts: masked numbers, balances, the transactions with their running balance
        assertThat(text).contains("Account 1 of 5", "\u2022\u2022\u2022\u20221234", "15,000.00 USD", "14,800.00 USD",
                "Running", "17,079.50", "-120.50");
        assertThat(pages.get(0)).contains("Page 1 of " + pages.size());
        for (int i = 0; i < pages.size(); i++) {
            assertThat(pages.get(i)).contains("Page " + (i + 1) + " of " + pages.size())
                    .contains("Order 0b7e2c1a-5d2f-4a53-9a77-3c1f0e6d2b10").contains("Made Nov 24, 2026");
        }
        try (PDDocument doc = Loader.loadPDF(bytes)) {
            PDRectangle box = doc.getPage(0).getMediaBox();
            assertThat(box.getWidth()).isEqualTo(612f);
            assertThat(box.getHeight()).isEqualTo(792f);
        }
    }

    @Test
    void lettersAreDrawnOneByOneSoThatSearchAndCopyFindThem() throws IOException {
        byte[] bytes = pdf(ExportFixtures.annLee(), ExportFixtures.SHORT, "glyphs.pdf");
        StringBuilder raw = new StringBuilder();
        try (PDDocument doc = Loader.loadPDF(bytes)) {
            PDFTextStripper s = new PDFTextStripper() {
                @Override
                protected void writeString(String text, List<TextPosition> positions) {
                    positions.forEach(p -> raw.append(p.getUnicode()));
                }
            };
            s.getText(doc);
        }
        // no ligature glyph (U+FB00..U+FB06) stands for "fi" or "ff": "Verified" is found as typed
        assertThat(raw.toString()).contains("Verified").doesNotContainPattern("[\\uFB00-\\uFB06]");
    }

    @Test
    void aSandboxOrdersDocumentSaysTrainingOnEveryPageAndARealOnesNowhere() throws IOException {
        Order o = ExportFixtures.annLee();
        AssetSummary s = ExportFixtures.summary(o, ExportFixtures.SHORT);
        byte[] training = ReportPdf.of(o, s, ZONE, LOCALE, MADE, true);
        Files.write(ExportFixtures.dir("pdf").resolve("ann-lee-training.pdf"), training);
        List<String> marked = pages(training);
        assertThat(marked).hasSizeGreaterThan(1).allSatisfy(page -> assertThat(page)
                .contains("TRAINING \u2014 sandbox data"));
        assertThat(pages(ReportPdf.of(o, s, ZONE, LOCALE, MADE))).noneSatisfy(page -> assertThat(page)
                .contains("TRAINING"));
    }

    @Test
    void aSurplusGivesTheReserves() throws IOException {
        String text = String.join("\n", pages(pdf(ExportFixtures.annLee(), ExportFixtures.SURPLUS,
                "ann-lee-surplus.pdf")));
        assertThat(text).contains("4,800.00 USD remain after closing: 2.2 months of reserves")
                .containsPattern("Surplus after closing\\s+4,800\\.00 USD").containsPattern("Reserves\\s+2\\.2 months");
    }

    @Test
    void withoutLoanFiguresTheChecksSayNotChecked() throws IOException {
        String text = String.join("\n", pages(pdf(ExportFixtures.annLee(), LoanFigures.NONE,
                "ann-lee-no-figures.pdf")));
        assertThat(text).contains("Not checked", "The cash to close is not entered",
                "The monthly qualifying income is not entered", "Listed as large by the provider")
                .containsPattern("Reserves\\s+Not entered");
    }

    @Test
    void threeHundredTransactionsPaginateWithoutSplittingARow() throws IOException {
        byte[] bytes = pdf(ExportFixtures.manyTransactions(300), ExportFixtures.SURPLUS, "many-transactions.pdf");
        List<String> pages = pages(bytes);
        assertThat(pages.size()).isGreaterThan(4);
        String all = String.join("\n", pages);
        for (int i = 1; i <= 300; i++) {
            String desc = String.format(Locale.ROOT, "Txn %03d card purchase", i);
            Matcher m = Pattern.compile(Pattern.quote(desc)).matcher(all);
            int count = 0;
            while (m.find()) {
                count++;
            }
            assertThat(count).as(desc).isEqualTo(1);
            // the row's cells are on the page of its description: same line, with its amount
            String amount = String.format(Locale.US, "%,.2f", 1000 + i + i / 100.0);
            String page = pages.stream().filter(p -> p.contains(desc)).findFirst().orElseThrow();
            assertThat(page).as(desc).containsPattern(Pattern.quote(desc) + ".*" + Pattern.quote(amount));
        }
        // the header comes again on every page of the table
        long headed = pages.stream().filter(p -> p.contains("Txn ")).filter(p -> p.contains("Running balance")).count();
        assertThat(headed).isEqualTo(pages.stream().filter(p -> p.contains("Txn ")).count());
        assertThat(all).contains("(continued)");
    }

    @Test
    void nonLatinNamesAreShownOrStandInVisiblyNeverFail() throws IOException {
        for (String[] name : new String[][] {{"\u4f1f", "\u674e"}, {"\u0418\u0432\u0430\u043d",
                "\u041f\u0435\u0442\u0440\u043e\u0432"},
                {"Hoa", "Nguy\u1ec5n"}, {"Hoa", "Nguye\u0302\u0303n"}}) {
            Order o = ExportFixtures.order(name[0], name[1], ExportFixtures.accounts());
            byte[] bytes = pdf(o, ExportFixtures.SHORT, "name-" + name[1].codePointAt(0) + ".pdf");
            String first = pages(bytes).get(0);
            String full = Normalizer.normalize(name[0] + " " + name[1], Normalizer.Form.NFC);
            boolean cjk = name[1].codePointAt(0) == 0x674e;
            if (cjk && !first.contains(full)) {
                // no CJK font on this computer: each character stands in visibly, and the page says so
                assertThat(first).contains(PdfFonts.PLACEHOLDER + " " + PdfFonts.PLACEHOLDER)
                        .contains("cannot be shown with the fonts on this computer");
            } else {
                assertThat(first).contains(full);
            }
        }
    }

    @Test
    void pagesRenderForPrinting() throws IOException {
        byte[] bytes = pdf(ExportFixtures.annLee(), ExportFixtures.SHORT, "render.pdf");
        List<BufferedImage> images = ReportPdf.pages(bytes, 36);
        assertThat(images).hasSize(pages(bytes).size());
        assertThat(images.get(0).getWidth()).isEqualTo(306);
        assertThat(images.get(0).getHeight()).isEqualTo(396);
    }

    @Test
    @Timeout(value = 20, unit = TimeUnit.SECONDS) // quadratic cutting took over 120 s; measured figure: docs/benchmarks
    void aNameOfFiveThousandCharactersIsCutOnceToTheWidthOfEachLineAndEveryPageHeader() throws IOException {
        String name = "Aurelio".repeat(715).substring(0, 5000);
        Order o = ExportFixtures.order(name, "Lee", ExportFixtures.accounts());

        long started = System.nanoTime();
        List<String> pages = pages(pdf(o, ExportFixtures.SHORT, "five-thousand-character-name.pdf"));
        long ms = (System.nanoTime() - started) / 1_000_000;

        assertThat(pages.size()).isGreaterThan(1);
        // the running header on page 2 on: the name cut to the line with an ellipsis, never past the page
        assertThat(pages.get(1)).contains("AurelioAurelio").contains("\u2026");
        assertThat(pages.get(0).replace("\n", "")).as("page 1 names the borrower").contains(name.substring(0, 200));
        System.out.println("report PDF with a 5,000-character name: " + ms + " ms");
    }
}

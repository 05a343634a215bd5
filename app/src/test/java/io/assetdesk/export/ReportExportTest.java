package io.assetdesk.export;

import static io.assetdesk.export.ExportFixtures.LOCALE;
import static io.assetdesk.export.ExportFixtures.MADE;
import static io.assetdesk.export.ExportFixtures.ZONE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport.Format;
import io.assetdesk.report.AssetSummary;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;

/** The one entry point: formats by name and extension, atomic writes, and failures that leave nothing behind. */
class ReportExportTest {
    private final Order order = ExportFixtures.annLee();
    private final OrderDocument doc = ExportFixtures.document(order);
    private final AssetSummary summary = ExportFixtures.summary(order, ExportFixtures.SHORT);

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void formatsByNameAndByExtension() {
        assertThat(Format.fromName("pdf")).isEqualTo(Format.PDF);
        assertThat(Format.fromName(" CSV ")).isEqualTo(Format.CSV);
        assertThat(Format.fromName("Json")).isEqualTo(Format.JSON);
        assertThatThrownBy(() -> Format.fromName("docx")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pdf, csv or json");
        assertThat(Format.fromPath(Path.of("a", "loan.PDF"))).contains(Format.PDF);
        assertThat(Format.fromPath(Path.of("loan.csv"))).contains(Format.CSV);
        assertThat(Format.fromPath(Path.of("loan.json"))).contains(Format.JSON);
        assertThat(Format.fromPath(Path.of("loan"))).isEqualTo(Optional.empty());
        assertThat(Format.fromPath(Path.of("loan.txt"))).isEmpty();
        assertThat(Format.PDF.extension()).isEqualTo("pdf");
    }

    @Test
    void eachFormatIsWrittenAndReplacesAnEarlierFileWholly() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "formats-");
        Path pdf = dir.resolve("loan.pdf");
        Files.writeString(pdf, "an older, longer file ".repeat(100_000));
        assertThat(ReportExport.write(Format.PDF, doc, summary, ZONE, LOCALE, MADE, pdf)).isEqualTo(pdf);
        assertThat(new String(Files.readAllBytes(pdf), 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        assertThat(Files.readString(pdf, StandardCharsets.ISO_8859_1)).doesNotContain("an older").endsWith("%%EOF\n");
        ReportExport.write(Format.CSV, doc, summary, ZONE, LOCALE, MADE, dir.resolve("loan.csv"));
        assertThat(Files.readString(dir.resolve("loan.csv"))).startsWith("Asset summary");
        ReportExport.write(Format.JSON, doc, summary, ZONE, LOCALE, MADE, dir.resolve("loan.json"));
        assertThat(Files.readString(dir.resolve("loan.json"))).startsWith("{").contains("\"assetSummary\"");
        assertThat(files(dir)).containsExactly("loan.csv", "loan.json", "loan.pdf");
    }

    @Test
    void aFolderThatDoesNotExistIsNamedAndNothingIsLeft() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "missing-");
        Path out = dir.resolve("no-such-folder").resolve("loan.pdf");
        assertThatThrownBy(() -> ReportExport.write(Format.PDF, doc, summary, ZONE, LOCALE, MADE, out))
                .isInstanceOf(ReportExport.ExportException.class)
                .hasMessage("Could not write " + out + ": the folder does not exist")
                .hasMessageNotContaining("Ann").hasMessageNotContaining("Lee");
        assertThat(files(dir)).isEmpty();
    }

    @Test
    void aTargetThatIsAFolderIsRefusedAndLeftAlone() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "folder-");
        Path out = Files.createDirectory(dir.resolve("loan.pdf"));
        assertThatThrownBy(() -> ReportExport.write(Format.PDF, doc, summary, ZONE, LOCALE, MADE, out))
                .isInstanceOf(ReportExport.ExportException.class).hasMessageContaining("it is a folder");
        assertThat(files(dir)).containsExactly("loan.pdf");
        assertThat(Files.isDirectory(out)).isTrue();
    }

    @Test
    void aDocumentThatCannotBeMadeIsSaidByTheKindOfFailureNeverByWhatItsMessageQuotes() {
        // as the loan's document and the letter say it (LoanExport, LetterPdf): a parser's message may quote the
        // borrower's data, a national identifier included
        String said = ReportExport.notMade("the letter",
                new NumberFormatException("For input string: \"123-45-6789\""));
        assertThat(said).isEqualTo("the letter could not be made (NumberFormatException)");
        assertThat(said).doesNotContainPattern("\\d");
    }

    @Test
    void aDocumentThatCannotBeMadeWritesNothing() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "bad-");
        Path out = dir.resolve("loan.pdf");
        AssetSummary other = ExportFixtures.summary(order, ExportFixtures.SHORT);
        assertThatThrownBy(() -> ReportExport.write(Format.PDF, new OrderDocument(null, "{}"), other, ZONE, LOCALE,
                MADE, out)).isInstanceOf(ReportExport.ExportException.class)
                .hasMessageContaining("the pdf document could not be made");
        assertThat(files(dir)).isEmpty();
    }

    @Test
    void aLargeReportIsWrittenAsItIsMadeAndIsTheSameDocumentAsTheOneMadeInMemory() throws IOException {
        Order big = ExportFixtures.manyTransactions(3_000); // its CSV is handed to the file in several pieces
        OrderDocument bigDoc = ExportFixtures.document(big);
        AssetSummary s = ExportFixtures.summary(big, ExportFixtures.SHORT);
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "large-");
        for (Format f : List.of(Format.CSV, Format.JSON)) {
            Path out = ReportExport.write(f, bigDoc, s, ZONE, LOCALE, MADE, dir.resolve("big." + f.extension()));
            assertThat(Files.readAllBytes(out)).as(f.extension())
                    .isEqualTo(ReportExport.bytes(f, bigDoc, s, ZONE, LOCALE, MADE));
        }
        // a PDF's font subsets are named afresh each time: the same pages with the same text
        Path pdf = ReportExport.write(Format.PDF, bigDoc, s, ZONE, LOCALE, MADE, dir.resolve("big.pdf"));
        try (PDDocument written = Loader.loadPDF(pdf.toFile());
             PDDocument inMemory = Loader.loadPDF(ReportExport.bytes(Format.PDF, bigDoc, s, ZONE, LOCALE, MADE))) {
            assertThat(written.getNumberOfPages()).isEqualTo(inMemory.getNumberOfPages()).isGreaterThan(10);
            assertThat(new PDFTextStripper().getText(written)).isEqualTo(new PDFTextStripper().getText(inMemory))
                    .contains("Txn 3000 card purchase");
        }
        assertThat(Files.readString(dir.resolve("big.csv"))).contains("Txn 2999 card purchase")
                .contains("Txn 3000 card purchase");
        assertThat(files(dir)).containsExactly("big.csv", "big.json", "big.pdf");
    }

    @Test
    void aWriteThatFailsPartWayLeavesTheEarlierFileAndNoPartOfTheNewOne() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "full-");
        Path out = dir.resolve("loan.json");
        Files.writeString(out, "the earlier document");
        // the disk fills after the first 200 KB, as the JSON writer is writing the service's answer
        OrderDocument large = ExportFixtures.document(ExportFixtures.manyTransactions(3_000));
        OrderDocument withAnswer = new OrderDocument(large.order(), answer(3_000));
        AssetSummary s = ExportFixtures.summary(large.order(), ExportFixtures.SHORT);
        assertThatThrownBy(() -> ReportExport.writeAtomically(o -> ReportJson.write(withAnswer, s, MADE, ZONE, null,
                o), "the json document", out, disk -> new FillsAfter(disk, 200_000)))
                .isInstanceOf(ReportExport.ExportException.class)
                .hasMessage("Could not write " + out + ": No space left on device");
        assertThat(files(dir)).containsExactly("loan.json");
        assertThat(Files.readString(out)).isEqualTo("the earlier document");
    }

    @Test
    void aDocumentThatFailsToBeMadePartWayIsSaidSoNotCalledAWriteFailure() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "unmade-");
        Path out = dir.resolve("loan.pdf");
        Files.writeString(out, "the earlier document");
        // what a document's maker throws when, say, its font cannot be read: an input failure, not the file's
        assertThatThrownBy(() -> ReportExport.writeAtomically(o -> {
            o.write(new byte[100_000]);
            throw new UncheckedIOException(new IOException("The bundled PDF font could not be read"));
        }, "the pdf document", out)).isInstanceOf(ReportExport.ExportException.class)
                .hasMessage("Could not write " + out + ": the pdf document could not be made (UncheckedIOException)");
        assertThatThrownBy(() -> ReportExport.writeAtomically(o -> {
            throw new IOException("a stream the maker read failed");
        }, "the csv document", out)).isInstanceOf(ReportExport.ExportException.class)
                .hasMessage("Could not write " + out + ": the csv document could not be made (IOException)");
        assertThat(files(dir)).containsExactly("loan.pdf");
        assertThat(Files.readString(out)).isEqualTo("the earlier document");
    }

    /** A service answer of one account with {@code n} transactions (about 100 bytes each). */
    private static String answer(int n) {
        StringBuilder b = new StringBuilder("{\"data\":{\"id\":\"o-1\",\"type\":\"order\",\"attributes\":{"
                + "\"accounts\":[{\"accountID\":\"a-1\",\"TaggedTransactions\":[");
        for (int i = 0; i < n; i++) {
            b.append(i == 0 ? "" : ",").append("{\"id\":\"t").append(i).append("\",\"date\":\"2026-11-02\","
                    + "\"amount\":-12.50,\"description\":\"CARD PURCHASE\",\"category\":\"Shopping\"}");
        }
        return b.append("]}]}}}").toString();
    }

    /** A stream on a disk that is full after {@code room} bytes. */
    private static final class FillsAfter extends FilterOutputStream {
        private long room;

        FillsAfter(OutputStream out, long room) {
            super(out);
            this.room = room;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > room) {
                throw new IOException("No space left on device");
            }
            room -= len;
            out.write(b, off, len);
        }
    }
}

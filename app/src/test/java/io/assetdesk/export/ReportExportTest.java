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
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
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
    void aDocumentThatCannotBeMadeWritesNothing() throws IOException {
        Path dir = Files.createTempDirectory(ExportFixtures.dir("export"), "bad-");
        Path out = dir.resolve("loan.pdf");
        AssetSummary other = ExportFixtures.summary(order, ExportFixtures.SHORT);
        assertThatThrownBy(() -> ReportExport.write(Format.PDF, new OrderDocument(null, "{}"), other, ZONE, LOCALE,
                MADE, out)).isInstanceOf(ReportExport.ExportException.class)
                .hasMessageContaining("the pdf document could not be made");
        assertThat(files(dir)).isEmpty();
    }
}

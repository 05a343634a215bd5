package io.assetdesk.export;

import static io.assetdesk.export.ExportFixtures.LOCALE;
import static io.assetdesk.export.ExportFixtures.MADE;
import static io.assetdesk.export.ExportFixtures.ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.report.AssetSummary;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The loan-file documents of the reports a person meets beside the usual one: a report that states no currency (the
 * spec's report has no currency field; its accounts are counted in the loan currency and every document says so) and
 * a report with no account at all.
 */
class ExportEdgeReportsTest {

    private static Order noCurrency() {
        String summary = "{\"AccountDetails\":{\"AccountName\":\"Everyday Checking\",\"InstitutionName\":\"Harbor "
                + "FCU\","
                + "\"AccountType\":\"depository\",\"AccountNumber\":\"XXXXXX4417\"}}";
        OrderAccountReport a = ExportFixtures.account("66666666-0000-4000-8000-000000000006", summary,
                "[{\"TransactionID\":\"w1\",\"PostedDate\":\"2026-10-02T10:00:00\",\"Memo\":\"WIRE IN\","
                        + "\"TransactionAmount\":9000.00}]", "[]",
                "2026-08-01T00:00:00", "2026-10-31T00:00:00", "22000.00", "21900.00", "9000.00", 800, 90);
        return ExportFixtures.order("Ann", "Lee", List.of(a));
    }

    private static String pdfText(Order o, AssetSummary s) throws IOException {
        try (PDDocument doc = Loader.loadPDF(ReportPdf.of(o, s, ZONE, LOCALE, MADE))) {
            // in drawing order: a table cell's wrapped lines stay together
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    @Test
    void aReportThatStatesNoCurrencyIsCountedInTheLoanCurrencyAndEveryDocumentSaysSo() throws Exception {
        Order o = noCurrency();
        AssetSummary s = ExportFixtures.summary(o, ExportFixtures.SURPLUS);

        String pdf = pdfText(o, s);
        assertThat(pdf).contains("21,900.00 USD", "Counted (no currency stated: taken as USD)",
                "USD assumed (the report states no currency)", "1 account states no currency in the report")
                .doesNotContain("Verified funds USD 0");

        String csv = ReportCsv.of(o, s, MADE, ZONE, LOCALE);
        assertThat(csv).contains("21900.00", "Counted (no currency stated: taken as USD)");

        JsonNode json = JsonMapper.builder().build().readTree(ReportJson.of(ExportFixtures.document(o), s, MADE, ZONE));
        JsonNode summary = json.get("assetSummary");
        assertThat(summary.get("funds").get("verified").decimalValue()).isEqualByComparingTo("21900.00");
        assertThat(summary.get("funds").get("accountsWithCurrencyAssumed").intValue()).isEqualTo(1);
        assertThat(summary.get("accounts").get(0).get("currency").stringValue()).isEqualTo("USD");
        assertThat(summary.get("accounts").get(0).get("currencyAssumed").booleanValue()).isTrue();
        assertThat(summary.get("accounts").get(0).get("counted").booleanValue()).isTrue();
    }

    @Test
    void aReportWithNoAccountStillMakesEveryDocumentAndSaysThereIsNone() throws Exception {
        Order o = ExportFixtures.order("Ann", "Lee", List.of());
        AssetSummary s = ExportFixtures.summary(o, ExportFixtures.SHORT);

        String pdf = pdfText(o, s);
        assertThat(pdf).contains("Verified assets report", "Ann Lee", "No verified funds in an ISO currency");

        String csv = ReportCsv.of(o, s, MADE, ZONE, LOCALE);
        assertThat(csv.lines()).anyMatch(l -> l.contains("Shortfall") && l.contains("40000.00"));

        byte[] json = ReportJson.of(ExportFixtures.document(o), s, MADE, ZONE).getBytes(StandardCharsets.UTF_8);
        JsonNode tree = JsonMapper.builder().build().readTree(json);
        assertThat(tree.get("assetSummary").get("accounts")).isEmpty();
        assertThat(tree.get("assetSummary").get("funds").get("verified").decimalValue()).isZero();
        assertThat(tree.get("assetSummary").get("checks").get("funds").stringValue()).isEqualTo("FLAG");
    }
}

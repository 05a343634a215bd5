package io.assetdesk.export;

import static io.assetdesk.export.ExportFixtures.LAST4;
import static io.assetdesk.export.ExportFixtures.LOCALE;
import static io.assetdesk.export.ExportFixtures.MADE;
import static io.assetdesk.export.ExportFixtures.ZONE;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.report.AssetSummary;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The CSV and JSON carry the PDF's figures and flags, exactly, and no identifier digits. */
class ReportCsvJsonTest {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();

    private final Order order = ExportFixtures.annLee();
    private final AssetSummary summary = ExportFixtures.summary(order, ExportFixtures.SHORT);

    @Test
    void csvStartsWithTheAssetSummaryBlock() {
        String csv = ReportCsv.of(order, summary, MADE, ZONE, LOCALE);
        List<String> lines = csv.lines().toList();
        assertThat(lines.get(0)).isEqualTo("Asset summary");
        assertThat(lines.get(1)).isEqualTo("section,figure,value,currency,outcome,detail");
        assertThat(lines).contains(
                "Verified assets report,Document made,2026-11-24T10:30-05:00,,,",
                "Verified assets report,Identifier (last 4),****,,,",
                "Checks at a glance,Funds to close,,,Look at this,",
                "Checks at a glance,Report age,,,OK,",
                "Checks at a glance,Checks to look at,3,,,",
                "Verified funds,Total,34800.00,USD,,Counted (loan currency)",
                "Verified funds,Total,5000.00,EUR,,Not added: needs conversion",
                "Not counted,Coin Vault \u00b7 Bitcoin Wallet \u2022\u2022\u2022\u20229911,0.51234567,BTC,,"
                        + "Unofficial currency: not counted until sold",
                "Liabilities,Owed,1500.00,USD,,Liability: not counted",
                "Funds to close and reserves,Verified funds in USD,34800.00,USD,,",
                "Funds to close and reserves,Cash to close,40000.00,USD,,",
                "Funds to close and reserves,Shortfall,5200.00,USD,Look at this,",
                "Large deposits,Threshold,4000.00,USD,Look at this,Outcome: Look at this (2 deposits checked against "
                        + "the threshold).",
                "Deposits to explain,2026-09-30,9000.00,USD,Look at this,First Platypus Bank \u00b7 Everyday "
                        + "Checking \u2022\u2022\u2022\u20221234: WIRE TRANSFER IN",
                "History,First Platypus Bank \u00b7 High-Yield Savings \u2022\u2022\u2022\u20225678,30,,Look at this,"
                        + "2026-10-01/2026-10-31",
                "Report age,Report date (oldest account),2026-10-31,,OK,The report is 24 days old (limit 120 days).");
        assertThat(csv).contains("Payroll from the stated employer (not flagged),2026-09-05,5200.00,USD,,")
                .contains("Entries the check could not be made for,");
        // then the existing blocks: order, accounts, entries
        int summaryEnd = csv.indexOf("\r\n\r\n");
        assertThat(csv.substring(summaryEnd + 4)).startsWith("orderId,referenceNumber,firstName,lastName");
        assertThat(csv).doesNotContain(LAST4);
    }

    @Test
    void csvCellsThatASpreadsheetWouldRunAreDefused() {
        Order o = ExportFixtures.order("=HYPERLINK(\"x\")", "Lee", ExportFixtures.accounts());
        String csv = ReportCsv.of(o, ExportFixtures.summary(o, ExportFixtures.SHORT), MADE, ZONE, LOCALE);
        assertThat(csv).contains("\"'=HYPERLINK(\"\"x\"\")\"").doesNotContain(",=HYPERLINK");
        // negative numbers stay numbers
        assertThat(csv).contains(",-120.50,");
    }

    @Test
    void jsonHasEveryFigureExactlyTheFlagsAndTheAnswerMasked() {
        OrderDocument doc = ExportFixtures.document(order);
        String text = ReportJson.of(doc, summary, MADE, ZONE);
        JsonNode root = JSON.readTree(text);
        assertThat(root.path("exportedAt").asString()).isEqualTo("2026-11-24T10:30-05:00");
        assertThat(root.path("timeZone").asString()).isEqualTo("America/New_York");
        JsonNode s = root.path("assetSummary");
        assertThat(s.path("loanCurrency").asString()).isEqualTo("USD");
        assertThat(s.path("flags").asInt()).isEqualTo(3);
        assertThat(s.path("thresholds").path("largeDepositShare").decimalValue()).isEqualTo(new BigDecimal("0.50"));
        assertThat(s.path("loanFigures").path("cashToClose").decimalValue()).isEqualTo(new BigDecimal("40000.00"));
        assertThat(s.path("checks").path("funds").asString()).isEqualTo("FLAG");
        assertThat(s.path("checks").path("age").asString()).isEqualTo("OK");
        assertThat(s.path("assets").get(0).path("currency").asString()).isEqualTo("USD");
        assertThat(s.path("assets").get(0).path("total").decimalValue()).isEqualTo(new BigDecimal("34800.00"));
        assertThat(s.path("assets").get(0).path("counted").asBoolean()).isTrue();
        assertThat(s.path("assets").get(1).path("currency").asString()).isEqualTo("EUR");
        assertThat(s.path("assets").get(1).path("counted").asBoolean()).isFalse();
        assertThat(s.path("liabilities").get(0).path("total").decimalValue()).isEqualTo(new BigDecimal("1500.00"));
        assertThat(s.path("accounts").get(3).path("category").asString()).isEqualTo("UNOFFICIAL_CURRENCY");
        assertThat(s.path("accounts").get(3).path("balanceUsed").decimalValue())
                .isEqualTo(new BigDecimal("0.51234567"));
        JsonNode f = s.path("funds");
        assertThat(f.path("verified").decimalValue()).isEqualTo(new BigDecimal("34800.00"));
        assertThat(f.path("shortfall").decimalValue()).isEqualTo(new BigDecimal("5200.00"));
        assertThat(f.path("reservesMonths").decimalValue()).isEqualTo(new BigDecimal("0.0"));
        assertThat(f.path("status").asString()).isEqualTo("FLAG");
        JsonNode d = s.path("deposits");
        assertThat(d.path("threshold").decimalValue()).isEqualTo(new BigDecimal("4000.00"));
        assertThat(d.path("toExplain")).hasSize(1);
        assertThat(d.path("toExplain").get(0).path("amount").decimalValue()).isEqualTo(new BigDecimal("9000.00"));
        assertThat(d.path("toExplain").get(0).path("description").asString()).isEqualTo("WIRE TRANSFER IN");
        assertThat(d.path("payroll").get(0).path("description").asString()).isEqualTo("ACME CORP PAYROLL PPD");
        assertThat(d.path("unreadable").get(0).path("entry").path("amount").asString()).isEqualTo("n/a");
        assertThat(s.path("history").path("accounts").get(1).path("coveredDays").asInt()).isEqualTo(30);
        assertThat(s.path("history").path("accounts").get(1).path("status").asString()).isEqualTo("FLAG");
        assertThat(s.path("age").path("days").asInt()).isEqualTo(24);
        // the service's answer as received, but the identifier digits
        JsonNode attributes = root.path("serviceAnswer").path("data").path("attributes");
        assertThat(attributes.path("last4SSN").asString()).isEqualTo("****");
        assertThat(attributes.path("accounts").get(0).path("CurrentBalance").decimalValue())
                .isEqualTo(new BigDecimal("15000.00"));
        assertThat(text).doesNotContain(LAST4);
    }

    @Test
    void jsonMasksAnIdentifierSentAsANumberAndKeepsAnAnswerThatIsNotJson() {
        OrderDocument numeric = new OrderDocument(order,
                "{\"data\":{\"attributes\":{\"last4SSN\":" + LAST4 + ",\"nested\":[{\"Last4SSN\":\"" + LAST4
                        + "\"}]}}}");
        String text = ReportJson.of(numeric, summary, MADE, ZONE);
        assertThat(text).doesNotContain(LAST4);
        assertThat(JSON.readTree(text).path("serviceAnswer").path("data").path("attributes").path("last4SSN")
                .asString()).isEqualTo("****");

        String notJson = ReportJson.of(new OrderDocument(order, "<html>oops</html>"), summary, MADE, ZONE);
        assertThat(JSON.readTree(notJson).path("serviceAnswer").asString()).isEqualTo("<html>oops</html>");
        String trailing = ReportJson.of(new OrderDocument(order, "{\"a\":1} and more"), summary, MADE, ZONE);
        assertThat(JSON.readTree(trailing).path("serviceAnswer").asString()).isEqualTo("{\"a\":1} and more");
        String cut = ReportJson.of(new OrderDocument(order, "{\"a\":[1,"), summary, MADE, ZONE);
        assertThat(JSON.readTree(cut).path("serviceAnswer").asString()).isEqualTo("{\"a\":[1,");
        String none = ReportJson.of(new OrderDocument(order, null), summary, MADE, ZONE);
        assertThat(JSON.readTree(none).path("serviceAnswer").isNull()).isTrue();
    }
}

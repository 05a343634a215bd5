package io.assetdesk.app;

import static io.assetdesk.testing.ReportValues.parse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.export.LetterPdf;
import io.assetdesk.export.LoanExport;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Occupancy;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.RuleBook;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A loan file moves between workstations by its JSON, and the borrowers get a letter for what is left to explain. */
class LoanMovesTest {
    private static final LocalDate TODAY = LocalDate.of(2026, 11, 25);
    private static final LocalDateTime END = TODAY.minusDays(5).atStartOfDay();
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");
    private static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

    private Path dir;

    @BeforeEach
    void folder() throws IOException {
        dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-moves-");
    }

    private static String entry(String id, int daysBeforeEnd, String amount, String description) {
        return "{\"transactionId\": \"" + id + "\", \"date\": \"" + END.minusDays(daysBeforeEnd)
                + "\", \"description\": \"" + description + "\", \"amount\": " + amount + "}";
    }

    private static Order order() {
        String summary = "{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", \"Subtype\": \"checking\","
                + " \"Currency\": \"USD\", \"Institution\": \"Harbor Bank\", \"Mask\": \"6120\","
                + " \"AccountHolders\": [\"ANA GARCIA\"]}}";
        OrderAccountReport acct = OrderAccountReport.of("a-1", parse("[" + entry("w1", 10, "12000.00", "WIRE IN")
                + ", " + entry("g1", 12, "9000.00", "WIRE FROM MOM") + ", " + entry("c1", 4, "6500.00",
                "CASH DEPOSIT") + "]"), parse("[]"), parse(summary), null, END.minusDays(90), END,
                new BigDecimal("60000.00"), new BigDecimal("60000.00"), null, 400, 90);
        return new Order("ord-1", "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0, null, null,
                "LN-55", "Ana", "Garc\u00eda", null, null, null, null, List.of(acct), null, null);
    }

    private static String giftKey() {
        return DepositDecision.keyOf("ord-1", "a-1", END.minusDays(12).toLocalDate().toString(), "9000.00",
                "WIRE FROM MOM");
    }

    private static LoanSummary summary() {
        LoanTerms terms = new LoanTerms(Program.FANNIE_MAE, Purpose.PURCHASE, TODAY.plusDays(20),
                new BigDecimal("400000"), new BigDecimal("410000"), new BigDecimal("45000"), new BigDecimal("2600"),
                new BigDecimal("9000"), new BigDecimal("4"), "USD").withDetails(new LoanTerms.Details(
                Occupancy.SECOND_HOME, 1, 1, new BigDecimal("150000"), null, new BigDecimal("340000"),
                new BigDecimal("5000"), true));
        DepositDecision gift = new DepositDecision(giftKey(), DepositDecision.Outcome.SOURCED,
                DepositDecision.Source.GIFT, "", new DepositDecision.Gift("Rosa Garc\u00eda", "mother",
                new BigDecimal("9000.00"), TODAY.minusDays(3)));
        LoanFile file = new LoanFile("LN-55", terms, List.of("ord-1"), Map.of(), Map.of(giftKey(), gift), NOW,
                Map.of());
        return LoanSummary.of(file, List.of(order()), RuleBook.standard(), TODAY);
    }

    private record Run(int exit, String out, String err) {
    }

    private Run importing(Path file) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ImportLoan.run(file, dir, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), CLOCK, "officer.bo");
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static String text(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void aLoanFileExportedAsJsonIsImportedWithItsTermsAndDecisionsAndTheHistorySaysSo() throws Exception {
        LoanSummary s = summary();
        Path json = dir.resolve("LN-55.json");
        LoanExport.write(ReportExport.Format.JSON, new LoanExport.Content(s, List.of(), "officer.ann", TODAY),
                ZoneId.of("UTC"), Locale.US, NOW, json);
        String written = Files.readString(json);
        assertThat(written).as("every deposit listed carries its decision key").contains("\"deposit\" : \""
                + giftKey() + "\"", "\"depositsToExplain\"", "\"verdict\"");

        Run r = importing(json);

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("imported: loan LN-55 (1 deposit decisions, 0 account decisions)"
                + System.lineSeparator());
        try (LoanStore store = LoanStore.open(dir, CLOCK, "officer.bo")) {
            LoanFile in = store.load("LN-55").orElseThrow();
            assertThat(in.terms()).usingRecursiveComparison().withComparatorForType(BigDecimal::compareTo,
                    BigDecimal.class).isEqualTo(s.loan().terms());
            assertThat(in.decisions().get(giftKey()).gift().donor()).isEqualTo("Rosa Garc\u00eda");
            List<HistoryEntry> history = store.history("LN-55");
            assertThat(history).last().satisfies(e -> {
                assertThat(e.action()).isEqualTo(HistoryEntry.Action.LOAN_IMPORTED);
                assertThat(e.user()).isEqualTo("officer.bo");
                assertThat(e.detail()).startsWith("Loan file made from LN-55.json").contains("Occupancy: "
                        + "Principal residence \u2192 Second home", "1 deposit decisions");
            });
            // the reserves typed in the terms are the officer's own: the rule says so
            assertThat(in.rules(RuleBook.standard()).rule(Rule.Check.RESERVES).describe())
                    .contains("4 months", "changed for this loan");
        }
        // imported again: the same file updates it, and the history says so
        assertThat(importing(json).exit()).isZero();
        try (LoanStore store = LoanStore.open(dir, CLOCK, "officer.bo")) {
            assertThat(store.history("LN-55")).last().satisfies(e -> assertThat(e.detail())
                    .startsWith("Loan file updated from LN-55.json: terms unchanged"));
        }
    }

    @Test
    void aFileThatCannotBeUsedIsRefusedByTheMemberItNamesAndNothingIsImported() throws Exception {
        Map<String, String> bad = Map.of(
                "{\"loanNumber\": \"LN-1\", \"terms\": {\"program\": \"FHA\", \"purpose\": \"PURCHASE\", "
                        + "\"salesPrice\": \"lots\"}}", "terms.salesPrice: must be a number",
                "{\"terms\": {}}", "loanNumber: is missing",
                "{\"loanNumber\": \"LN-1\", \"terms\": {\"program\": \"JUMBO\", \"purpose\": \"PURCHASE\"}}",
                "terms.program: \"JUMBO\" is not one of the names",
                "{\"loanNumber\": \"LN-1\", \"terms\": {\"program\": \"FHA\", \"purpose\": \"PURCHASE\"}, "
                        + "\"depositDecisions\": [{\"deposit\": \"k\", \"outcome\": \"SOURCED\", \"source\": \"GIFT\","
                        + " \"gift\": {\"donor\": \"Jo\", \"relationship\": \"aunt\", \"amount\": 10}}]}",
                "depositDecisions[0].gift: Enter the gift letter's date",
                "[1, 2]", "(file): must be a JSON object");
        for (Map.Entry<String, String> e : bad.entrySet()) {
            Path file = Files.writeString(dir.resolve("bad.json"), e.getKey());
            Run r = importing(file);
            assertThat(r.exit()).as(e.getKey()).isEqualTo(2);
            assertThat(r.err()).as(e.getKey()).contains(e.getValue()).contains("nothing was imported");
        }
        try (LoanStore store = LoanStore.open(dir, CLOCK, "officer.bo")) {
            assertThat(store.loans()).isEmpty();
        }
        assertThat(importing(dir.resolve("missing.json")).exit()).isEqualTo(1);
    }

    @Test
    void theLetterAsksForTheDepositsStillToExplainInEnglishOrSpanish() throws Exception {
        LoanSummary s = summary();
        assertThat(s.toExplain()).hasSize(2);
        String en = text(LetterPdf.bytes(s, LetterPdf.Language.ENGLISH, "officer.ann", ZoneId.of("UTC"), NOW, false));
        assertThat(en).contains("Request for an explanation of deposits", "Ana Garc\u00eda", "Loan LN-55",
                "each of the 2 deposits below", "12,000.00 USD", "6,500.00 USD", "WIRE IN", "CASH DEPOSIT", "6120",
                "A gift: a gift letter signed by the donor", "Signature of Ana Garc\u00eda", "officer.ann")
                .doesNotContain("WIRE FROM MOM");
        String es = text(LetterPdf.bytes(s, LetterPdf.Language.SPANISH, "officer.ann", ZoneId.of("UTC"), NOW,
                false));
        assertThat(es).contains("Solicitud de explicaci\u00f3n de dep\u00f3sitos", "Pr\u00e9stamo LN-55",
                "los 2 dep\u00f3sitos", "CASH DEPOSIT", "Firma de Ana Garc\u00eda", "Qu\u00e9 debe enviar");
        assertThat(LetterPdf.Language.fromName("ES")).isEqualTo(LetterPdf.Language.SPANISH);
    }

    @Test
    void noLetterIsMadeWhenNothingIsLeftToExplain() {
        LoanSummary s = summary();
        LoanFile all = s.loan();
        Map<String, DepositDecision> decided = new HashMap<>(all.decisions());
        for (var d : s.toExplain()) {
            String key = LoanSummary.keyOf("ord-1", d);
            decided.put(key, new DepositDecision(key, DepositDecision.Outcome.LEFT_OUT, null, "not needed"));
        }
        LoanSummary none = LoanSummary.of(new LoanFile("LN-55", all.terms(), all.orderIds(), Map.of(), decided, NOW,
                Map.<String, AccountDecision>of()), List.of(order()), RuleBook.standard(), TODAY);
        assertThatThrownBy(() -> LetterPdf.write(none, LetterPdf.Language.ENGLISH, "o", ZoneId.of("UTC"), NOW, false,
                dir.resolve("letter.pdf"))).isInstanceOf(LetterPdf.NothingToExplain.class);
        assertThat(dir.resolve("letter.pdf")).doesNotExist();
    }
}

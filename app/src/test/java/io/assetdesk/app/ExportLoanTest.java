package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.Main;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Program;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.AppDataDir;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code --export-loan} against a sandbox started here: one document for a loan's borrowers. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ExportLoanTest {
    static SandboxServer sandbox;
    static Path dir;
    static Path config;
    static Order closed;
    static Order coBorrower;

    @BeforeAll
    static void start() throws IOException {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(30));
        dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "export-loan-");
        config = dir.resolve("sandbox.json");
        Files.writeString(config, "{\"name\":\"Sandbox\",\"baseUrl\":\"" + sandbox.baseUrl() + "\",\"portalUrl\":\""
                + sandbox.baseUrl() + "\",\"accessToken\":\"" + SandboxServer.ACCESS_TOKEN + "\",\"assetverify\":"
                + "{\"username\":\"" + SandboxServer.ASSETVERIFY_USERNAME + "\",\"password\":\""
                + SandboxServer.ASSETVERIFY_PASSWORD + "\"}}");
        try (IntegrationClient client = new IntegrationClient(Main.sandboxProfile(sandbox).toServiceConfig())) {
            closed = client.listOrders().stream().filter(o -> "closed".equals(o.status()))
                    .findFirst().orElseThrow();
            // the co-borrower's order: same loan number, not enrolled yet
            coBorrower = client.createOrder(new NewOrderRequest("co@example.com", "Pat", "Coborrower", "4321",
                    closed.referenceNumber(), "full", null, null, null, null, null, null, null));
        }
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    private static CommandRun main(String... args) {
        return CommandRun.main(args);
    }

    private static String text(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(pdf))) {
            return new PDFTextStripper().getText(doc);
        }
    }

    @Test
    void theLoansPdfHoldsBothBorrowersTheRulesTheHistoryAndWhoPreparedIt() throws IOException {
        String loan = closed.referenceNumber();
        try (LoanStore store = LoanStore.open(AppDataDir.ensure(), Clock.systemUTC(), "officer.ann")) {
            if (store.load(loan).isEmpty()) {
                store.create(loan);
            }
            store.addOrder(loan, closed.id(), "reference number matches");
            store.saveTerms(loan, LoanTerms.NEW.withProgram(Program.FHA).withValues(new BigDecimal("300000"),
                    new BigDecimal("295000")).withFigures(new BigDecimal("12000"), new BigDecimal("1900"),
                    new BigDecimal("7000")));
        }
        Path out = dir.resolve("loan.pdf");
        CommandRun r = main("--export-loan", loan, "--config", config.toString(), "--out", out.toString());

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("written: " + out.toAbsolutePath());
        String text = text(out);
        assertThat(text).contains("Loan file: verified assets", loan, "FHA", closed.borrowerName(), "Pat Coborrower",
                "4000.1 II.A.4.d.iii(A): a deposit above 1% of the adjusted value", "Funds counted for this loan",
                "Cash to close:", "12,000.00", "Prepared by", "The history holds together");
        assertThat(text).as("the co-borrower has no report yet").contains("no verified accounts yet");
        try (LoanStore store = LoanStore.open(AppDataDir.ensure(), Clock.systemUTC(), "officer.ann")) {
            assertThat(store.history(loan)).last().satisfies(e -> {
                assertThat(e.action()).isEqualTo(HistoryEntry.Action.DOCUMENT_EXPORTED);
                assertThat(e.detail()).contains("loan.pdf");
            });
        }
    }

    @Test
    void theJsonAndCsvCarryTheSameLoan() throws IOException {
        String loan = closed.referenceNumber();
        Path json = dir.resolve("loan.json");
        Path csv = dir.resolve("loan.csv");
        assertThat(main("--export-loan", loan, "--config", config.toString(), "--out",
                json.toString()).exit()).isZero();
        assertThat(main("--export-loan", loan, "--config", config.toString(), "--out", csv.toString(), "--format",
                "csv").exit()).isZero();
        assertThat(Files.readString(json)).contains("\"loanNumber\" : \"" + loan + "\"", coBorrower.id(),
                "\"fundsCounted\"", "\"rules\"");
        assertThat(Files.readString(csv)).contains("loan,loanNumber," + loan, "borrower," + coBorrower.id());
    }

    @Test
    void aLoanNumberNoOrderHasWritesNothingAndSaysWhy() {
        Path out = dir.resolve("none.pdf");
        CommandRun r = main("--export-loan", "LN-NOBODY-999", "--config", config.toString(), "--out", out.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("no order has the reference number LN-NOBODY-999");
        assertThat(out).doesNotExist();
        assertThat(r.err()).doesNotContain(SandboxServer.ACCESS_TOKEN, SandboxServer.ASSETVERIFY_PASSWORD, "\tat ");
    }

    @Test
    void usageMistakesAreSaidInOneLine() {
        assertThat(main("--export-loan", "LN-1", "--config", config.toString()).err())
                .contains("--export-loan needs --out PATH");
        assertThat(main("--export-loan", "LN-1", "--config", config.toString(), "--out", "x.pdf",
                "--allow-defaults").exit()).isEqualTo(2);
        assertThat(List.of(main("--export-loan", " ", "--config", config.toString(), "--out", "x.pdf").exit()))
                .containsExactly(2);
    }

    @Test
    void anUnreadableLoanDatabaseStopsTheExportAtEveryRunUntilTheOfficerStartsEmpty() throws IOException {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "refused-");
        Path loans = Files.createDirectories(data.resolve("loans"));
        Files.write(loans.resolve("loans.mv.db"), "random bytes, not a database".repeat(200).getBytes());
        Path pdf = data.resolve("refused.pdf");

        for (int run = 0; run < 2; run++) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit = ExportLoan.run(Main.sandboxProfile(sandbox), new ExportLoan.Request("LN-REFUSED", pdf,
                    ReportExport.Format.PDF), LoanPlace.workstation(data), new PrintStream(new ByteArrayOutputStream(),
                    true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            String said = err.toString(StandardCharsets.UTF_8);
            assertThat(exit).as("run " + run + ": " + said).isEqualTo(1);
            assertThat(said.lines()).hasSize(1);
            assertThat(said).contains("could not be read", "kept as " + loans.resolve("loans.mv.db.damaged-"),
                    "--start-empty-loans").doesNotContain("run again in a moment");
            assertThat(pdf).doesNotExist();
        }

        assertThat(LoanStore.startEmpty(data)).isNotNull();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ExportLoan.run(Main.sandboxProfile(sandbox), new ExportLoan.Request("LN-REFUSED", pdf,
                ReportExport.Format.PDF), LoanPlace.workstation(data), new PrintStream(new ByteArrayOutputStream(),
                true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(err.toString(StandardCharsets.UTF_8)).as("started empty: the loan is simply not there")
                .contains("no order has the reference number LN-REFUSED");
        assertThat(exit).isEqualTo(1);
    }
}

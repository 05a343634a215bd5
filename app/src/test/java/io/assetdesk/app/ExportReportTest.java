package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.Main;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.Program;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.AppDataDir;
import io.assetdesk.settings.ConnectionFile;
import io.assetdesk.settings.ConnectionProfile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** {@code --export-report} against a sandbox started here: the files it writes, and what it refuses. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ExportReportTest {
    static SandboxServer sandbox;
    static Path dir;
    static Path config;
    static Order closed;
    static Order waiting;
    /** The data folder of the test run, given back at the end (this class has one of its own). */
    static String runHome;

    @BeforeAll
    static void start() throws IOException {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(30));
        Files.createDirectories(Path.of("target"));
        dir = Files.createTempDirectory(Path.of("target"), "export-report-");
        // a data folder of its own: no other test's loan file holds the sandbox's seeded orders here
        runHome = System.getProperty(AppDataDir.PROPERTY);
        System.setProperty(AppDataDir.PROPERTY, dir.resolve("data").toAbsolutePath().toString());
        config = dir.resolve("sandbox.json");
        Files.writeString(config, "{\"name\":\"Sandbox\",\"baseUrl\":\"" + sandbox.baseUrl() + "\",\"portalUrl\":\""
                + sandbox.baseUrl() + "\",\"accessToken\":\"" + SandboxServer.ACCESS_TOKEN + "\",\"assetverify\":"
                + "{\"username\":\"" + SandboxServer.ASSETVERIFY_USERNAME + "\",\"password\":\""
                + SandboxServer.ASSETVERIFY_PASSWORD + "\"}}");
        try (IntegrationClient client = new IntegrationClient(Main.sandboxProfile(sandbox).toServiceConfig())) {
            List<Order> orders = client.listOrders();
            closed = orders.stream().filter(o -> "closed".equals(o.status())).findFirst().orElseThrow();
            waiting = orders.stream().filter(o -> "opened".equals(o.status()) || "building".equals(o.status()))
                    .findFirst().orElseThrow();
        }
        // the officer's figures for the closed order, where the console keeps them
        try (LoanStore store = LoanStore.open(AppDataDir.ensure(), Clock.systemUTC(), "officer")) {
            store.saveOrderFigures(closed.id(), new LoanFigures(new BigDecimal("12345.67"), new BigDecimal("1800.00"),
                    new BigDecimal("6000.00")));
        }
    }

    @AfterAll
    static void stop() {
        sandbox.close();
        if (runHome == null) {
            System.clearProperty(AppDataDir.PROPERTY);
        } else {
            System.setProperty(AppDataDir.PROPERTY, runHome);
        }
    }

    private static CommandRun main(String... args) {
        return CommandRun.main(args);
    }

    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aClosedOrdersPdfIsWrittenAndSaysSo() throws IOException {
        Path out = dir.resolve("closed.pdf");
        CommandRun r = main("--export-report", closed.id(), "--config", config.toString(), "--out", out.toString());

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out().lines().filter(l -> l.startsWith("written:")))
                .containsExactly("written: " + out.toAbsolutePath());
        byte[] pdf = Files.readAllBytes(out);
        assertThat(new String(pdf, 0, 5, StandardCharsets.ISO_8859_1)).isEqualTo("%PDF-");
        String text;
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            text = new PDFTextStripper().getText(doc);
        }
        assertThat(text).contains("Verified assets report", closed.referenceNumber(), closed.id(), "Page 1 of",
                "12,345.67 USD", "\u2022\u2022\u2022\u2022 (masked)", "Account 1 of");
    }

    @Test
    void csvByExtensionAndJsonByFormatCarryTheSummaryAndNoIdentifierDigits() throws IOException {
        Path csv = dir.resolve("closed.csv");
        assertThat(main("--export-report", closed.id(), "--config", config.toString(), "--out", csv.toString())
                .exit()).isZero();
        String csvText = Files.readString(csv, StandardCharsets.UTF_8);
        assertThat(csvText).startsWith("Asset summary\r\n").contains("Cash to close,12345.67,USD")
                .contains("accountID,CurrentBalance");

        Path json = dir.resolve("closed.data");
        CommandRun r = main("--export-report", closed.id(), "--config", config.toString(), "--out", json.toString(),
                "--format", "JSON");
        assertThat(r.exit()).as(r.err()).isZero();
        JsonNode root = JsonMapper.builder().build().readTree(Files.readString(json, StandardCharsets.UTF_8));
        assertThat(root.path("assetSummary").path("loanFigures").path("cashToClose").decimalValue())
                .isEqualByComparingTo("12345.67");
        JsonNode attributes = root.path("serviceAnswer").path("data").path("attributes");
        assertThat(attributes.path("last4SSN").asString()).isEqualTo("****");
        assertThat(attributes.path("accounts").size()).isPositive();
    }

    @Test
    void anUnknownOrderExitsOneWithOneLineAndWritesNothing() throws IOException {
        Path folder = Files.createTempDirectory(dir, "unknown-");
        CommandRun r = main("--export-report", "no-such-order", "--config", config.toString(), "--out",
                folder.resolve("x.pdf").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).doesNotContain("written:"); // (the tests' log goes to standard output)
        assertThat(r.err().lines()).hasSize(1).first().asString().startsWith("asset-desk: order no-such-order")
                .contains("not found (404)");
        assertThat(r.err()).doesNotContain("Exception", "\tat ", SandboxServer.ACCESS_TOKEN,
                SandboxServer.ASSETVERIFY_PASSWORD);
        assertThat(files(folder)).isEmpty();
    }

    @Test
    void anOrderWithoutItsReportExitsOneAndWritesNothing() throws IOException {
        Path folder = Files.createTempDirectory(dir, "waiting-");
        CommandRun r = main("--export-report", waiting.id(), "--config", config.toString(), "--out",
                folder.resolve("x.pdf").toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err().lines()).hasSize(1).first().asString().contains("is not ready yet");
        assertThat(files(folder)).isEmpty();
    }

    @Test
    void anUnreachableServiceExitsOneWithTheAdvice() throws IOException {
        int port;
        try (var s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        URI closedPort = URI.create("http://127.0.0.1:" + port);
        Path folder = Files.createTempDirectory(dir, "down-");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ExportReport.run(new ConnectionProfile("Down", closedPort, closedPort, "t", null,
                        new AssetverifyCredentials("u", "p"), false),
                new ExportReport.Request("o-1", folder.resolve("x.pdf"), ReportExport.Format.PDF), AppDataDir.ensure(),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                c -> new IntegrationClient(c, RetryPolicy.defaults().withSleeper(d -> { })), Clock.systemUTC(),
                Locale.US, "officer");
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8).lines()).hasSize(1).first().asString()
                .contains("could not be read").contains("check the network and the base URL");
        assertThat(files(folder)).isEmpty();
    }

    @Test
    void usageErrorsExitTwoWithTheUsage() throws IOException {
        Path folder = Files.createTempDirectory(dir, "usage-");
        String out = folder.resolve("x.pdf").toString();
        String[][] bad = {
                {"--export-report", closed.id(), "--config", config.toString()},
                {"--export-report", closed.id(), "--out", out},
                {"--export-report", closed.id(), "--config", config.toString(), "--out", out, "--format", "docx"},
                {"--export-report", " ", "--config", config.toString(), "--out", out},
                {"--export-report", "--config", config.toString(), "--out", out},
                {"--out", out, "--config", config.toString()},
        };
        for (String[] args : bad) {
            CommandRun r = main(args);
            assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(2);
            assertThat(r.err()).as(String.join(" ", args)).contains("Usage: asset-desk").contains("--export-report");
        }
        assertThat(files(folder)).isEmpty();
    }

    @Test
    void anOrderIdOfAnyLengthOrWithControlCharactersGivesOneShortLine() {
        Path out = dir.resolve("odd.pdf");
        CommandRun longId = main("--export-report", "a".repeat(100_000), "--config", config.toString(), "--out",
                out.toString());
        assertThat(longId.exit()).isEqualTo(1);
        assertThat(longId.err().strip().lines()).singleElement().satisfies(line -> {
            assertThat(line).contains("(100000 characters)", "414").hasSizeLessThan(700);
        });
        CommandRun newline = main("--export-report", "abc\ndef", "--config", config.toString(), "--out",
                out.toString());
        assertThat(newline.exit()).isEqualTo(1);
        assertThat(newline.err().strip().lines()).singleElement().satisfies(line ->
                assertThat(line).startsWith("asset-desk: order abc\\ndef "));
        assertThat(Files.exists(out)).isFalse();
    }

    @Test
    void anOrderInALoanFileIsExportedWithTheLoansTermsAndRulesAndTheExportGoesIntoItsHistory() throws IOException {
        Path data = Files.createTempDirectory(dir, "in-a-loan-");
        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "officer")) {
            store.saveOrderFigures(closed.id(), new LoanFigures(new BigDecimal("99999.00"), null, null));
            store.create("LN-EXP");
            store.addOrder("LN-EXP", closed.id(), "added by the officer");
            store.saveTerms("LN-EXP", store.load("LN-EXP").orElseThrow().terms().withProgram(Program.FHA)
                    .withValues(new BigDecimal("300000"), null)
                    .withFigures(new BigDecimal("15000"), new BigDecimal("2000"), new BigDecimal("7000")));
        }
        Path csv = dir.resolve("in-loan.csv");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = ExportReport.run(ConnectionFile.read(config), new ExportReport.Request(closed.id(), csv,
                        ReportExport.Format.CSV), data, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                c -> new IntegrationClient(c, RetryPolicy.defaults()), Clock.systemUTC(), Locale.US, "officer.cli");

        assertThat(exit).as(err.toString(StandardCharsets.UTF_8)).isZero();
        // as the order screen shows it: the loan's rules and payment; one borrower is not compared with the loan's
        // cash to close (the loan's document does that across its borrowers)
        assertThat(Files.readString(csv, StandardCharsets.UTF_8))
                .contains("4000.1 II.A.4.d.iii(A): a deposit above 1% of the adjusted value",
                        "Monthly housing payment,2000")
                .doesNotContain("99999");
        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "checker")) {
            assertThat(store.history("LN-EXP")).last().satisfies(e -> {
                assertThat(e.action()).isEqualTo(HistoryEntry.Action.DOCUMENT_EXPORTED);
                assertThat(e.user()).isEqualTo("officer.cli");
                assertThat(e.detail()).isEqualTo("Report of order " + closed.id() + " (CSV) written to in-loan.csv"
                        + " from the command line");
            });
        }
    }

    @Test
    void aLongExportSaysHowFarItHasComeOnTheErrorStreamALineASecondAtMost() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        long[] now = {5_000};
        var listener = ExportReport.progressLines(err, "report.pdf", () -> now[0]);

        listener.at(40_000, 200_000);
        now[0] += 250;
        listener.at(50_000, 200_000); // within the second: not said
        now[0] += 750;
        listener.at(90_000, 200_000);
        now[0] += 1_500;
        listener.at(200_000, 200_000);

        assertThat(bytes.toString(StandardCharsets.UTF_8).lines().toList()).containsExactly(
                "asset-desk: writing report.pdf: 20% (40,000 of 200,000 transactions and deposits)",
                "asset-desk: writing report.pdf: 45% (90,000 of 200,000 transactions and deposits)",
                "asset-desk: writing report.pdf: 100% (200,000 of 200,000 transactions and deposits)");
    }
}

package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.Main;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.ConnectionProfile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code --export-report} writes only where it should and never loses the officer's figures silently: it refuses a
 * pipe, a folder, a link and a read-only file (leaving each as it was), removes the temporary files a killed export
 * left, and refuses to make the document from a damaged {@code loan-file.json} unless the officer asks for defaults.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class ExportFileSafetyTest {
    static SandboxServer sandbox;
    static ConnectionProfile profile;
    static Order closed;
    Path dir;
    Path data;

    @BeforeAll
    static void start() {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(30));
        profile = Main.sandboxProfile(sandbox);
        try (IntegrationClient client = new IntegrationClient(profile.toServiceConfig())) {
            closed = client.listOrders().stream().filter(o -> "closed".equals(o.status()))
                    .filter(o -> client.getOrder(o.id()).order().hasReport()).findFirst().orElseThrow();
        }
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @BeforeEach
    void folders() throws IOException {
        dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "export-safety-");
        data = Files.createDirectories(dir.resolve("data"));
    }

    private record Run(int exit, String out, String err) {
    }

    private Run export(Path out, boolean allowDefaults) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int exit = ExportReport.run(profile, new ExportReport.Request(closed.id(), out, ReportExport.Format.PDF,
                allowDefaults), data, new PrintStream(o, true, StandardCharsets.UTF_8),
                new PrintStream(e, true, StandardCharsets.UTF_8));
        return new Run(exit, o.toString(StandardCharsets.UTF_8), e.toString(StandardCharsets.UTF_8));
    }

    private List<String> files(Path folder) throws IOException {
        try (Stream<Path> s = Files.list(folder)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    // ---- where it writes ----------------------------------------------------------------------------------------

    @Test
    void aPipeIsRefusedAndStaysAPipe() throws Exception {
        Path fifo = dir.resolve("pipe.pdf");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();

        Run r = export(fifo, false);

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("it is not a regular file (a pipe, a device or a socket)", "nothing was written");
        assertThat(r.out()).doesNotContain("written:");
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.exists(fifo)).isTrue();
        assertThat(files(dir)).containsExactlyInAnyOrder("data", "pipe.pdf"); // no temporary file left
    }

    @Test
    void aReadOnlyFileIsRefusedAndKeptAsItWas() throws Exception {
        Path file = dir.resolve("signed.pdf");
        Files.writeString(file, "the officer's signed copy");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));

        Run r = export(file, false);

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("the file is read-only");
        assertThat(Files.readString(file)).isEqualTo("the officer's signed copy");
        assertThat(files(dir)).containsExactlyInAnyOrder("data", "signed.pdf");
    }

    @Test
    void aFileOfAnotherUserIsRefused() throws Exception {
        Path file = dir.resolve("colleague.pdf");
        Files.writeString(file, "a colleague's report");
        UserPrincipal nobody;
        try {
            nobody = file.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("nobody");
            Files.setOwner(file, nobody);
        } catch (IOException | UnsupportedOperationException e) {
            Assumptions.abort("cannot give a file to another user here: " + e);
            return;
        }
        Run r = export(file, false);
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("the file belongs to another user");
        assertThat(Files.readString(file)).isEqualTo("a colleague's report");
    }

    @Test
    void aFolderAndALinkAreRefused() throws Exception {
        Path folder = Files.createDirectories(dir.resolve("folder.pdf"));
        assertThat(export(folder, false).err()).contains("it is a folder");

        Path real = dir.resolve("real.pdf");
        Files.writeString(real, "kept");
        Path link = Files.createSymbolicLink(dir.resolve("link.pdf"), real);
        Run r = export(link, false);
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("it is a link");
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("kept");
    }

    @Test
    void aNewFileAndAWritableOneAreWrittenAndAKilledExportsLeftoverIsRemoved() throws Exception {
        Path out = dir.resolve("report.pdf");
        Path stale = dir.resolve(".report.pdf.4711.tmp");
        Files.writeString(stale, "half a report from an export that was killed");
        Files.setLastModifiedTime(stale, FileTime.from(Instant.now().minus(Duration.ofHours(2))));
        Path recent = dir.resolve(".report.pdf.4712.tmp");
        Files.writeString(recent, "an export running now");

        Run first = export(out, false);
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(Files.readAllBytes(out)).startsWith("%PDF-".getBytes(StandardCharsets.ISO_8859_1));
        assertThat(files(dir)).contains(".report.pdf.4712.tmp").doesNotContain(".report.pdf.4711.tmp");

        Run again = export(out, false); // an existing writable file is replaced
        assertThat(again.exit()).as(again.err()).isZero();
    }

    // ---- the officer's figures ---------------------------------------------------------------------------------

    @Test
    void aDamagedLoanFileIsKeptAsideSaidAndTheExportRefusesUntilTheOfficerAcceptsDefaults() throws Exception {
        Files.writeString(data.resolve("loan-file.json"), "{\"orders\": {\"" + closed.id() + "\": {\"cashToClose\": 1");
        Path out = dir.resolve("report.pdf");

        Run refused = export(out, false);
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.err()).contains("loan-file.json could not be read (it ends early)",
                "it was kept as loan-file.json.damaged-", "Nothing was written", "--allow-defaults");
        assertThat(Files.exists(out)).isFalse();
        assertThat(files(data)).anyMatch(n -> n.startsWith("loan-file.json.damaged-"));
        String kept = files(data).stream().filter(n -> n.startsWith("loan-file.json.damaged-")).findFirst()
                .orElseThrow();
        assertThat(Files.readString(data.resolve(kept))).endsWith("\"cashToClose\": 1");

        // the next run still knows: the officer has entered nothing for this order since
        Run again = export(out, false);
        assertThat(again.exit()).isEqualTo(1);
        assertThat(again.err()).contains("it was kept as " + kept);

        Run accepted = export(out, true);
        assertThat(accepted.exit()).as(accepted.err()).isZero();
        assertThat(accepted.err()).contains("warning:", kept);
        assertThat(Files.exists(out)).isTrue();
    }

    /** A fresh data folder for the next part of a test (what an earlier part left is carried in the database). */
    private void freshData() throws IOException {
        data = Files.createDirectories(Files.createTempDirectory(dir, "data-"));
    }

    @Test
    void garbageAFolderAndOneBadValueAreRefusedEachWithItsReason() throws Exception {
        Path out = dir.resolve("report.pdf");
        Files.writeString(data.resolve("loan-file.json"), "\u0000\u0001 not json at all");
        assertThat(export(out, false).err()).contains("it is not valid JSON of the expected shape");

        freshData();
        Files.createDirectories(data.resolve("loan-file.json"));
        assertThat(export(out, false).err()).contains("loan-file.json could not be read (it is not a file)");
        assertThat(Files.exists(data.resolve("loan-file.json"))).as("the folder was moved aside").isFalse();

        freshData();
        Files.writeString(data.resolve("loan-file.json"), "{\"orders\": {\"" + closed.id()
                + "\": {\"cashToClose\": -5}}}");
        Run bad = export(out, false);
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains("the loan figures of order " + closed.id() + " are not acceptable");
        assertThat(Files.readString(data.resolve("loan-file.json.migrated"))).as("brought over and kept, not lost")
                .contains("-5");
        assertThat(Files.exists(out)).isFalse();
        Run stillBad = export(out, false);
        assertThat(stillBad.exit()).as("said until the officer enters the figures again").isEqualTo(1);

        // another order's figures do not stop this order's document
        freshData();
        Files.writeString(data.resolve("loan-file.json"), "{\"orders\": {\"another-order\": {\"cashToClose\": -5}}}");
        Run fine = export(out, false);
        assertThat(fine.exit()).as(fine.err()).isZero();
    }

    @Test
    void theOfficersFiguresEnteredAgainSettleWhatTheOldFileCouldNotGive() throws Exception {
        Files.writeString(data.resolve("loan-file.json"), "{\"orders\": {\"" + closed.id() + "\": {\"cashTo");
        Path out = dir.resolve("settled.pdf");
        assertThat(export(out, false).exit()).isEqualTo(1);

        try (LoanStore store = LoanStore.open(data, Clock.systemUTC(), "officer")) {
            store.saveOrderFigures(closed.id(), new LoanFigures(new BigDecimal("4321.00"), null, null));
        }
        Run settled = export(out, false);
        assertThat(settled.exit()).as(settled.err()).isZero();
        assertThat(settled.err()).isEmpty();
    }
}

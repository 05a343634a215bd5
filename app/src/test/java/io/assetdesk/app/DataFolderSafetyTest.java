package io.assetdesk.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import io.assetdesk.LogSetupAccess;
import io.assetdesk.Main;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.sandbox.SandboxServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The data folder keeps its promises: a damaged sandbox database has a way out (kept aside, the seeded orders back,
 * {@code --reset} works on it), another {@code --orders} never deletes the orders created silently, an unusable data
 * folder is one line, and every file the app writes there with personal data or logs is the owner's alone.
 */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class DataFolderSafetyTest {
    private Path home;

    @BeforeEach
    void folder() throws IOException {
        home = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "data-safety-");
    }

    private SandboxServer.Options kept() {
        return SandboxServer.Options.defaults().withDataDir(home);
    }

    private static int count(SandboxServer s) {
        try (IntegrationClient c = new IntegrationClient(Main.sandboxProfile(s).toServiceConfig())) {
            return c.listOrders().size();
        }
    }

    private static String create(SandboxServer s, String lastName) throws Exception {
        try (IntegrationClient c = new IntegrationClient(Main.sandboxProfile(s).toServiceConfig())) {
            return c.createOrderAsync(new NewOrderRequest("a@example.com", "Ann", lastName, "1234", "R-1", "full",
                    null, null, null, null, null, null, null)).get(20, TimeUnit.SECONDS).id();
        }
    }

    @Test
    void aDamagedSandboxDatabaseIsKeptAsideAndTheSandboxStartsWithItsSeededOrders() throws Exception {
        Path db = Files.createDirectories(home.resolve("sandbox")).resolve("orders.mv.db");
        byte[] garbage = new byte[5000];
        new Random(7).nextBytes(garbage);
        Files.write(db, garbage);

        try (SandboxServer s = SandboxServer.start(kept())) {
            assertThat(s.damagedDataKeptAs()).hasValueSatisfying(p -> {
                assertThat(p.getFileName().toString()).startsWith("orders.mv.db.damaged-");
                assertThat(p).exists();
            });
            assertThat(count(s)).isEqualTo(SandboxServer.DEFAULT_ORDERS);
        }
    }

    @Test
    void resetWorksOnADamagedDatabaseAndKeepsItAside() throws Exception {
        try (SandboxServer s = SandboxServer.start(kept())) {
            create(s, "Before");
        }
        Path db = home.resolve("sandbox").resolve("orders.mv.db");
        byte[] whole = Files.readAllBytes(db);
        Files.write(db, Arrays.copyOf(whole, 3000)); // truncated

        assertThat(SandboxServer.resetData(home)).hasValueSatisfying(p -> assertThat(p).exists());
        try (SandboxServer s = SandboxServer.start(kept())) {
            assertThat(s.damagedDataKeptAs()).isEmpty();
            assertThat(count(s)).isEqualTo(SandboxServer.DEFAULT_ORDERS);
        }
    }

    @Test
    void anotherNumberOfOrdersNeverDeletesTheOrdersCreatedSilently() throws Exception {
        String id;
        try (SandboxServer s = SandboxServer.start(kept())) {
            id = create(s, "Created");
        }
        assertThatThrownBy(() -> SandboxServer.start(kept().withOrders(10)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("was seeded with 30 orders and keeps 1 created since")
                .hasMessageContaining("--reset");
        // without asking for a number, the kept data is used as it is
        try (SandboxServer s = SandboxServer.start(kept())) {
            assertThat(count(s)).isEqualTo(31);
            try (IntegrationClient c = new IntegrationClient(Main.sandboxProfile(s).toServiceConfig())) {
                assertThat(c.getOrder(id).order().lastName()).isEqualTo("Created");
            }
        }
    }

    @Test
    void anUnusableDataFolderIsOneLineAndExitCodeOne() throws Exception {
        Path file = home.resolve("not-a-folder");
        Files.writeString(file, "x");
        String before = System.getProperty("assetdesk.home");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream oldErr = System.err;
        int exit;
        try {
            System.setProperty("assetdesk.home", file.toString());
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            exit = Main.run(new String[] {"--sandbox-server", "--port", "0"});
        } finally {
            System.setErr(oldErr);
            if (before == null) {
                System.clearProperty("assetdesk.home");
            } else {
                System.setProperty("assetdesk.home", before);
            }
        }
        assertThat(exit).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).isEqualTo("asset-desk: the data folder " + file
                + " cannot be used: a file is in its place (move it with -Dassetdesk.home=DIR or ASSET_DESK_HOME)");
    }

    @Test
    void everyFileWrittenInTheDataFolderIsTheOwnersAlone() throws Exception {
        String id;
        try (SandboxServer s = SandboxServer.start(kept())) {
            id = create(s, "Private");
            OrderDocument doc;
            try (IntegrationClient c = new IntegrationClient(Main.sandboxProfile(s).toServiceConfig())) {
                doc = c.getOrder(id);
            }
            ReportExport.write(ReportExport.Format.JSON, doc, AssetSummary.of(doc.order(), null, null,
                    LocalDate.of(2026, 11, 25)), ZoneOffset.UTC, Locale.US, Instant.now(), home.resolve("export.json"));
        }
        try (LoanStore store = LoanStore.open(home, Clock.systemUTC(), "officer")) {
            store.saveOrderFigures(id, new LoanFigures(new BigDecimal("1000"), null, null));
        }
        LoggerContext context = new LoggerContext();
        context.setMDCAdapter(new LogbackMDCAdapter());
        LogSetupAccess.configure(context, home.resolve("logs"));
        context.getLogger("io.assetdesk.Probe").info("an order was read");
        context.stop();

        List<Path> all;
        try (Stream<Path> walk = Files.walk(home)) {
            all = walk.filter(p -> !p.equals(home)).toList();
        }
        assertThat(all).extracting(p -> home.relativize(p).toString())
                .contains("sandbox/orders.mv.db", "loans/loans.mv.db", "logs/asset-desk.log", "export.json");
        for (Path p : all) {
            String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
            assertThat(mode).as(home.relativize(p).toString()).isEqualTo(Files.isDirectory(p) ? "rwx------"
                    : "rw-------");
        }
    }
}

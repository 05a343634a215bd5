package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.await;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/** The sandbox remembers: orders, enrollments and reports survive a restart on the same data folder; reset forgets. */
class SandboxPersistenceTest {
    private static final String WIDGET = "/integrations/assetverify/enrollment-widget";
    private Path dataDir;

    @BeforeEach
    void folder() throws IOException {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "sandbox-data");
    }

    private SandboxServer start(Duration reportDelay) {
        return SandboxServer.start(SandboxServer.Options.defaults().withReportDelay(reportDelay).withDataDir(dataDir));
    }

    @Test
    void anOrderCreatedAndEnrolledIsThereAfterARestartAndItsReportComesThen() {
        String id;
        List<String> before;
        try (SandboxServer first = start(Duration.ofSeconds(3))) {
            RawHttp http = new RawHttp(first.baseUrl());
            before = ids(http);
            JsonNode created = create(http, "Remembered");
            id = created.get("id").stringValue();
            http.enroll(created.get("attributes").get("enrollmentSSOKey").stringValue());
            assertThat(status(http, id)).isEqualTo("inprogress");
        } // closed before the report is ready

        try (SandboxServer second = start(Duration.ofSeconds(3))) {
            RawHttp http = new RawHttp(second.baseUrl());
            List<String> after = ids(http);
            assertThat(after).hasSize(before.size() + 1).first().isEqualTo(id); // newest first, as before
            assertThat(after.subList(1, after.size())).isEqualTo(before);
            JsonNode attributes = http.attributes(id);
            assertThat(attributes.get("lastName").stringValue()).isEqualTo("Remembered");
            // the report still being prepared at shutdown comes after the restart
            await(Duration.ofSeconds(15), () -> http.attributes(id).get("accounts").size() > 0);
            assertThat(status(http, id)).isEqualTo("closed");
        }

        try (SandboxServer third = start(Duration.ofSeconds(3))) {
            RawHttp http = new RawHttp(third.baseUrl());
            JsonNode attributes = http.attributes(id);
            assertThat(attributes.get("status").stringValue()).isEqualTo("closed");
            assertThat(attributes.get("accounts").size()).isEqualTo(2);
        }
    }

    @Test
    void resetPutsTheSeededOrdersBack() {
        List<String> seeded;
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            RawHttp http = new RawHttp(server.baseUrl());
            seeded = ids(http);
            String id = create(http, "Temporary").get("id").stringValue();
            assertThat(ids(http)).contains(id);
            server.reset();
            assertThat(ids(http)).isEqualTo(seeded);
        }
        try (SandboxServer again = start(Duration.ofSeconds(1))) {
            assertThat(ids(new RawHttp(again.baseUrl()))).as("the reset is kept").isEqualTo(seeded);
        }
    }

    /** A report still being prepared when the officer resets must not bring its order back into the kept data. */
    @Test
    void anOrderResetAwayWhileItsReportWasPreparedStaysGoneAfterARestart() throws Exception {
        List<String> seeded;
        String id;
        try (SandboxServer server = start(Duration.ofSeconds(3))) {
            RawHttp http = new RawHttp(server.baseUrl());
            seeded = ids(http);
            JsonNode created = create(http, "Forgotten");
            id = created.get("id").stringValue();
            http.enroll(created.get("attributes").get("enrollmentSSOKey").stringValue());
            // the race this test is for: the reset comes while the report is still being prepared (due in 3 s); a
            // machine too slow for that fails here rather than passing without reaching it
            assertThat(status(http, id)).isEqualTo("inprogress");
            server.reset();
            assertThat(ids(http)).isEqualTo(seeded);
            // a later order's report, due after the forgotten one's, is ready: the forgotten one's time has come too
            JsonNode later = create(http, "Later");
            String laterId = later.get("id").stringValue();
            http.enroll(later.get("attributes").get("enrollmentSSOKey").stringValue());
            await(Duration.ofSeconds(10), () -> status(http, laterId).equals("closed"));
            assertThat(ids(http)).as("no report brings it back while running").doesNotContain(id);
            HttpResponse<String> gone = http.call("GET", ORDERS + "/" + id, orderBody(""));
            assertThat(gone.statusCode()).isEqualTo(404);
        }
        try (SandboxServer again = start(Duration.ofSeconds(3))) {
            assertThat(ids(new RawHttp(again.baseUrl()))).as("nor after a restart").doesNotContain(id)
                    .hasSize(seeded.size() + 1);
        }
    }

    @Test
    void resetDataWithoutAServerEmptiesTheFolderAndTheNextStartSeedsAgain() {
        List<String> seeded;
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            RawHttp http = new RawHttp(server.baseUrl());
            seeded = ids(http);
            create(http, "Gone");
        }
        SandboxServer.resetData(dataDir);
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            assertThat(ids(new RawHttp(server.baseUrl()))).isEqualTo(seeded);
        }
    }

    @Test
    void anotherNumberOfSeededOrdersSeedsAgain() {
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            assertThat(ids(new RawHttp(server.baseUrl()))).hasSize(SandboxServer.DEFAULT_ORDERS);
        }
        try (SandboxServer server = SandboxServer.start(SandboxServer.Options.defaults().withOrders(12)
                .withDataDir(dataDir))) {
            assertThat(ids(new RawHttp(server.baseUrl()))).hasSize(12);
        }
    }

    @Test
    void withoutADataFolderNothingIsKept() throws IOException {
        String id;
        try (SandboxServer server = SandboxServer.start(0, 30, Duration.ofSeconds(1))) {
            id = create(new RawHttp(server.baseUrl()), "Fleeting").get("id").stringValue();
        }
        try (SandboxServer server = SandboxServer.start(0, 30, Duration.ofSeconds(1))) {
            assertThat(ids(new RawHttp(server.baseUrl()))).doesNotContain(id).hasSize(30);
        }
        try (var files = Files.list(dataDir)) {
            assertThat(files).isEmpty();
        }
    }

    @Test
    void aStoreThatHoldsLessThanItConfirmedIsKeptAsideAndSaidNotServedAsTheSandboxsOrders() throws IOException {
        Path file = dataDir.resolve("sandbox/orders.mv.db");
        Path copy = dataDir.resolve("older-copy.mv.db");
        List<String> seeded;
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            RawHttp http = new RawHttp(server.baseUrl());
            seeded = ids(http);
            create(http, "Early");
        }
        Files.copy(file, copy);
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            RawHttp http = new RawHttp(server.baseUrl());
            for (int i = 0; i < 3; i++) {
                create(http, "Confirmed" + i);
            }
            assertThat(server.damagedDataKeptAs()).as("a store in step with its record").isEmpty();
        }
        Files.copy(copy, file, StandardCopyOption.REPLACE_EXISTING); // an older state, as a cut leaves

        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            assertThat(server.damagedDataKeptAs()).isPresent().get().satisfies(kept -> {
                assertThat(kept).exists().hasParent(dataDir.resolve("sandbox"));
                assertThat(kept.getFileName().toString()).startsWith("orders.mv.db.damaged-");
            });
            assertThat(server.damagedDataWhy()).get().asString().startsWith("had lost changes it had confirmed");
            assertThat(ids(new RawHttp(server.baseUrl()))).as("the seeded orders, not a stale half")
                    .isEqualTo(seeded);
        }
        try (SandboxServer server = start(Duration.ofSeconds(1))) {
            assertThat(server.damagedDataKeptAs()).as("said once: the new store is in step").isEmpty();
        }
    }

    @Test
    void aStoreCutBy4KbAtItsEndIsKeptAsideAndSaidNotServedWithPartOfItsOrders() throws IOException {
        // as the fault probe found it: a store of some thousands of orders, its last 4 KB cut off, opened without an
        // error by H2 at an older state
        SandboxServer.Options options = SandboxServer.Options.defaults().withReportDelay(Duration.ofSeconds(1))
                .withDataDir(dataDir).withOrders(4500);
        List<String> seeded;
        try (SandboxServer server = SandboxServer.start(options)) {
            RawHttp http = new RawHttp(server.baseUrl());
            seeded = ids(http);
            for (int i = 0; i < 13; i++) {
                create(http, "Cut" + i);
            }
        }
        Path file = dataDir.resolve("sandbox/orders.mv.db");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() - 4096);
        }
        try (SandboxServer server = SandboxServer.start(options)) {
            assertThat(server.damagedDataKeptAs()).as("kept aside").isPresent();
            assertThat(server.damagedDataWhy()).get().asString().startsWith("had lost changes it had confirmed");
            assertThat(ids(new RawHttp(server.baseUrl()))).as("the seeded orders, never part of the confirmed ones")
                    .isEqualTo(seeded);
        }
    }

    @Test
    void aSymlinkedSandboxFolderIsRefusedInOneLine() throws IOException {
        Path elsewhere = Files.createDirectories(dataDir.resolve("elsewhere"));
        Files.createSymbolicLink(dataDir.resolve("sandbox"), elsewhere);
        assertThatThrownBy(() -> start(Duration.ofSeconds(1)))
                .hasMessageContaining("is a symbolic link, which Asset Desk does not follow")
                .hasMessageNotContaining("\n");
        try (var files = Files.list(elsewhere)) {
            assertThat(files).as("nothing written beside the link's target").isEmpty();
        }
    }

    // ---- helpers ----

    private static JsonNode create(RawHttp http, String lastName) {
        HttpResponse<String> r = http.call("POST", ORDERS, validOrder(lastName));
        assertThat(r.statusCode()).as(r.body()).isEqualTo(201);
        return json(r).get("data");
    }



    private static String status(RawHttp http, String id) {
        return http.attributes(id).get("status").stringValue();
    }

    private static List<String> ids(RawHttp http) {
        List<String> out = new ArrayList<>();
        for (JsonNode e : json(http.call("GET", ORDERS, orderBody(""))).get("data")) {
            out.add(e.get("id").stringValue());
        }
        return out;
    }
}

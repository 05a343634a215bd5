package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.await;
import static io.assetdesk.sandbox.RawHttp.json;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static io.assetdesk.sandbox.RawHttp.validOrder;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.testing.MovableClock;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * The sandbox in the spec's dialect ({@code --dialect spec}): every order's status is {@code closed} at every step,
 * {@code daysRemaining} still counts down, a report states no currency anywhere and names its fields otherwise; the
 * orders kept are the same as in the rich dialect, so a restart or a reset in either dialect keeps its promises.
 */
class SandboxSpecDialectTest {
    private static final String WIDGET = "/integrations/assetverify/enrollment-widget";
    private Path dataDir;

    @BeforeEach
    void folder() throws IOException {
        dataDir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "sandbox-spec");
    }

    private final MovableClock clock = new MovableClock();

    private SandboxServer start(SandboxServer.Dialect dialect) {
        return SandboxServer.start(SandboxServer.Options.defaults().withReportDelay(Duration.ofMillis(500))
                .withDataDir(dataDir).withDialect(dialect).withClock(clock));
    }

    @Test
    void everyStepIsClosedAndOnlyTheAccountsAndTheDaysTellWhereAnOrderStands() {
        try (SandboxServer sandbox = start(SandboxServer.Dialect.SPEC)) {
            RawHttp http = new RawHttp(sandbox.baseUrl());
            HttpResponse<String> created = http.call("POST", ORDERS, validOrder("Spec"));
            assertThat(created.statusCode()).isEqualTo(201);
            JsonNode order = json(created).get("data");
            String id = order.get("id").stringValue();
            assertThat(order.get("attributes").get("status").stringValue()).isEqualTo("closed");
            assertThat(order.get("attributes").get("daysRemaining").intValue()).isEqualTo(30);
            assertThat(order.get("attributes").get("enrollmentSSOKey").stringValue()).isNotBlank();

            JsonNode before = http.attributes(id);
            assertThat(before.get("status").stringValue()).isEqualTo("closed");
            assertThat(before.get("accounts")).isEmpty();

            http.enroll(order.get("attributes").get("enrollmentSSOKey").stringValue());
            assertThat(http.attributes(id).get("status").stringValue()).as("enrolled, report not "
                    + "ready").isEqualTo("closed");
            await(Duration.ofSeconds(15), () -> http.attributes(id).get("accounts").size() > 0);

            JsonNode after = http.attributes(id);
            assertThat(after.get("status").stringValue()).isEqualTo("closed");
            assertThat(after.get("daysRemaining").intValue()).isEqualTo(30);
            JsonNode account = after.get("accounts").get(0);
            assertThat(account.toString()).doesNotContainIgnoringCase("currency");
            JsonNode details = account.get("Summary").get("AccountDetails");
            assertThat(details.get("AccountName").stringValue()).isNotBlank();
            assertThat(details.get("AccountNumber").stringValue()).startsWith("XXXXXX");
            assertThat(details.get("AccountHolders").get(0).get("FullName").stringValue()).isEqualTo("SPEC, ZOË");
            JsonNode txn = account.get("TaggedTransactions").get(0);
            assertThat(txn.has("PostedDate")).isTrue();
            assertThat(txn.has("TransactionAmount")).isTrue();
            assertThat(txn.has("date") || txn.has("amount")).isFalse();

            // every list entry says closed too
            for (JsonNode e : json(http.call("GET", ORDERS, orderBody(""))).get("data")) {
                assertThat(e.get("attributes").get("status").stringValue()).isEqualTo("closed");
            }
        }
    }

    @Test
    void anOrderWithNoDaysLeftHasZeroDaysInBothDialects() {
        String id;
        try (SandboxServer sandbox = start(SandboxServer.Dialect.SPEC)) {
            RawHttp http = new RawHttp(sandbox.baseUrl());
            HttpResponse<String> created = http.call("POST", ORDERS,
                    validOrder("Expired").replace("\"requestType\"", "\"accountMonitoring\":\"1\",\"requestType\""));
            assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
            id = json(created).get("data").get("id").stringValue();
            assertThat(http.attributes(id).get("daysRemaining").intValue()).isEqualTo(1);
            clock.advance(Duration.ofDays(2));
            JsonNode spec = http.attributes(id);
            assertThat(spec.get("status").stringValue()).isEqualTo("closed");
            assertThat(spec.get("daysRemaining").intValue()).isZero();
        }
        // the same kept order, read in the rich dialect after a restart
        try (SandboxServer sandbox = start(SandboxServer.Dialect.RICH)) {
            JsonNode rich = new RawHttp(sandbox.baseUrl()).attributes(id);
            assertThat(rich.get("status").stringValue()).isEqualTo("opened");
            assertThat(rich.get("daysRemaining").intValue()).isZero();
        }
    }

    @Test
    void aOneTimeOrderWaitsForItsBorrowerBeforeItHasNoDaysLeft() {
        try (SandboxServer sandbox = start(SandboxServer.Dialect.SPEC)) {
            RawHttp http = new RawHttp(sandbox.baseUrl());
            String id = json(http.call("POST", ORDERS, validOrder("Once").replace("\"requestType\"",
                    "\"accountMonitoring\":\"0\",\"requestType\""))).get("data").get("id").stringValue();
            assertThat(http.attributes(id).get("daysRemaining").intValue()).isEqualTo(30);
        }
    }

    @Test
    void aRestartAndAResetInTheSpecsDialectKeepTheirPromises() {
        String id;
        int seeded;
        try (SandboxServer sandbox = start(SandboxServer.Dialect.SPEC)) {
            RawHttp http = new RawHttp(sandbox.baseUrl());
            seeded = json(http.call("GET", ORDERS, orderBody(""))).get("data").size();
            id = json(http.call("POST", ORDERS, validOrder("Kept"))).get("data").get("id").stringValue();
        }
        try (SandboxServer sandbox = start(SandboxServer.Dialect.SPEC)) {
            RawHttp http = new RawHttp(sandbox.baseUrl());
            JsonNode kept = http.attributes(id);
            assertThat(kept.get("lastName").stringValue()).isEqualTo("Kept");
            assertThat(kept.get("status").stringValue()).isEqualTo("closed");
            assertThat(kept.get("daysRemaining").intValue()).isEqualTo(30);

            sandbox.reset();
            JsonNode list = json(http.call("GET", ORDERS, orderBody(""))).get("data");
            assertThat(list).hasSize(seeded);
            assertThat(list.toString()).doesNotContain(id);
            for (JsonNode e : list) {
                assertThat(e.get("attributes").get("status").stringValue()).isEqualTo("closed");
            }
        }
    }

    @Test
    void theDialectIsNamedRichOrSpec() {
        assertThat(SandboxServer.Dialect.fromName(" SPEC ")).isEqualTo(SandboxServer.Dialect.SPEC);
        assertThat(SandboxServer.Dialect.fromName("rich")).isEqualTo(SandboxServer.Dialect.RICH);
        Assertions.assertThatThrownBy(() -> SandboxServer.Dialect.fromName("jsonapi"))
                .hasMessageContaining("rich or spec");
    }


}

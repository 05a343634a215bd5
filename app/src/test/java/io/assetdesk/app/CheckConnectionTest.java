package io.assetdesk.app;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.WireMockServer;
import io.assetdesk.Main;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.RetryPolicy;
import io.assetdesk.settings.ConnectionProfile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code --check-connection} against WireMock: the lines IT reads and the exit codes. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class CheckConnectionTest {

    static final String ORDERS = "/api/v1/integrations/assetverify/orders";
    static WireMockServer server;

    @BeforeAll
    static void start() {
        server = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        server.start();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @BeforeEach
    void reset() {
        server.resetAll();
    }

    private ConnectionProfile profile(boolean banklink, boolean assetverify) {
        URI base = URI.create("http://127.0.0.1:" + server.port());
        return new ConnectionProfile("Test", base, base, "tok-check-secret",
                banklink ? new BanklinkCredentials("bl", "bl-check-secret") : null,
                assetverify ? new AssetverifyCredentials("officer", "av-check-secret") : null, false);
    }

    private record Result(int exit, String out) {
    }

    private Result check(ConnectionProfile p) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int exit = CheckConnection.run(p, out, c -> new IntegrationClient(c, RetryPolicy.defaults().withSleeper(d
                -> { })));
        return new Result(exit, bytes.toString(StandardCharsets.UTF_8));
    }

    @Test
    void okWhenTheOrdersCanBeListed() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson(
                "{\"data\":[{\"id\":\"a\",\"type\":\"order\"},{\"id\":\"b\",\"type\":\"order\"},{\"id\":\"c\",\"typ"
                        + "e\":\"account\"}]}")));

        Result r = check(profile(true, true));

        assertThat(r.exit()).isZero();
        assertThat(r.out().lines()).containsExactly("assetverify: ok (3 orders)",
                "banklink: configured, not checked (needs a borrower's public token)");
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS)).withHeader("Authorization",
                equalTo("Bearer tok-check-secret")));
    }

    @Test
    void entriesThatAreNotRecordsAreCountedInTheOkLine() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":[null,5,\"x\",{\"id\":1}]}")));
        Result r = check(profile(false, true));
        assertThat(r.exit()).isZero();
        assertThat(r.out().lines()).containsExactly("assetverify: ok (1 order; 3 entries could not be read)");
    }

    @Test
    void failureLineCarriesTheServicesMessageAndNoSecret() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(401)
                .withHeader("X-Request-Id", "rq-77")
                .withBody("{\"errors\":[{\"detail\":\"Invalid access token tok-check-secret\"}]}")));

        Result r = check(profile(false, true));

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out().lines()).containsExactly(
                "assetverify: failed: 401 Unauthorized: Invalid access token **** [request id rq-77]");
        assertThat(r.out()).doesNotContain("tok-check-secret", "av-check-secret");
    }

    @Test
    void banklinkAloneAsksTheServiceWithATokenItMustRefuse() {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/banklink/accounts")).willReturn(aResponse()
                .withStatus(400).withBody("{\"errors\":[{\"code\":\"INVALID_PUBLIC_TOKEN\"}]}")));
        Result r = check(profile(true, false));
        assertThat(r.exit()).isZero();
        assertThat(r.out().lines()).containsExactly("banklink: reachable (the service refused a test token with HTTP "
                + "400,"
                + " as expected; accounts need a borrower's public token)");
        server.verify(1, getRequestedFor(urlPathEqualTo("/api/v1/integrations/banklink/accounts"))
                .withHeader("Authorization", equalTo("Bearer tok-check-secret")));
        assertThat(r.out()).doesNotContain("bl-check-secret", "tok-check-secret");
    }

    @Test
    void banklinkAloneFailsWhenTheServiceCannotBeReachedOrRefusesTheAccess() throws IOException {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/banklink/accounts")).willReturn(aResponse()
                .withStatus(401).withBody("{\"error\":\"bad token\"}")));
        Result refused = check(profile(true, false));
        assertThat(refused.exit()).isEqualTo(1);
        assertThat(refused.out()).startsWith("banklink: failed: 401");

        int port;
        try (var s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        URI closed = URI.create("http://127.0.0.1:" + port);
        Result down = check(new ConnectionProfile("Down", closed, closed, "t", new BanklinkCredentials("b", "s"),
                null, false));
        assertThat(down.exit()).isEqualTo(1);
        assertThat(down.out()).startsWith("banklink: failed: Could not connect to 127.0.0.1:" + port)
                .contains("check the network and the base URL");
    }

    @Test
    void nothingConfiguredIsAFailure() {
        Result r = check(profile(false, false));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).contains("no integration is configured");
    }

    @Test
    void unreachableServiceIsAFailure() throws IOException {
        int port;
        try (var s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        URI closed = URI.create("http://127.0.0.1:" + port);
        Result r = check(new ConnectionProfile("Down", closed, closed, "t", null,
                new AssetverifyCredentials("u", "p"), false));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.out()).startsWith("assetverify: failed: Could not connect to 127.0.0.1:" + port)
                .containsPattern("\\), at each of 3 tries \\(\\d+ s in all\\); check the network and the base URL")
                .containsOnlyOnce("check the network");
    }

    @Test
    void mainChecksAConnectionFileAndExitsTwoOnABadOne() throws IOException {
        server.stubFor(get(urlPathEqualTo(ORDERS))
                .willReturn(okJson("{\"data\":[{\"id\":\"a\",\"type\":\"order\"}]}")));
        Files.createDirectories(Path.of("target"));
        Path dir = Files.createTempDirectory(Path.of("target"), "check-");
        Path good = dir.resolve("good.json");
        Files.writeString(good, "{\"name\":\"T\",\"baseUrl\":\"http://127.0.0.1:" + server.port()
                + "\",\"portalUrl\":\"http://127.0.0.1:" + server.port() + "\",\"accessToken\":\"tok-main-secret\","
                + "\"assetverify\":{\"username\":\"u\",\"password\":\"p-main-secret\"}}");
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\"name\":\"T\",\"baseUrl\":\"http://example.com\",\"portalUrl\":\"https://x.example\","
                + "\"accessToken\":\"tok-main-secret\"}");

        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int okExit;
        int badExit;
        int missingExit;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            okExit = Main.run(new String[] {"--check-connection", "--config", good.toString()});
            badExit = Main.run(new String[] {"--check-connection", "--config", bad.toString()});
            missingExit = Main.run(new String[] {"--check-connection", "--config",
                    dir.resolve("none.json").toString()});
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
        assertThat(okExit).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("assetverify: ok (1 order)");
        assertThat(badExit).isEqualTo(2);
        assertThat(missingExit).isEqualTo(2);
        String errors = err.toString(StandardCharsets.UTF_8);
        assertThat(errors).contains("baseUrl must use https (http is allowed only for localhost)")
                .contains("does not exist").doesNotContain("tok-main-secret", "Exception", "\tat ");
    }
}

package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.options;

import com.github.tomakehurst.wiremock.WireMockServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;

/** One WireMock server per test class on 127.0.0.1 (dynamic port), reset before each test. */
abstract class WireMockSupport {
    static final String TOKEN = "tok-SUPER-secret-4242";
    static final String BL_ID = "bl-client-7";
    static final String BL_SECRET = "bl-secret-Zq9!";
    static final String AV_USER = "av-officer";
    static final String AV_PASSWORD = "av-pass-\"quoted\"/x";

    static WireMockServer server;

    /** Waits the client asked for, in order (the sleeper returns at once). */
    final List<Duration> waits = new CopyOnWriteArrayList<>();

    @BeforeAll
    static void startServer() {
        server = new WireMockServer(options().bindAddress("127.0.0.1").dynamicPort());
        server.start();
    }

    @AfterAll
    static void stopServer() {
        server.stop();
    }

    @BeforeEach
    void resetServer() {
        server.resetAll();
        waits.clear();
    }

    URI baseUri() {
        return URI.create("http://127.0.0.1:" + server.port());
    }

    ServiceConfig config() {
        return ServiceConfig.of(baseUri(), baseUri(), TOKEN, new BanklinkCredentials(BL_ID, BL_SECRET),
                new AssetverifyCredentials(AV_USER, AV_PASSWORD));
    }

    RetryPolicy recordingRetry() {
        return RetryPolicy.defaults().withSleeper(waits::add).withRandom(() -> 0.5);
    }

    IntegrationClient client() {
        return new IntegrationClient(config(), recordingRetry());
    }

    IntegrationClient client(ServiceConfig config) {
        return new IntegrationClient(config, recordingRetry());
    }

    static String resource(String name) {
        try (InputStream in = WireMockSupport.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String avBody(String data) {
        return "{\"username\":" + json(AV_USER) + ",\"password\":" + json(AV_PASSWORD) + ",\"data\":" + data + "}";
    }

    static String blBody(String data) {
        return "{\"client_id\":" + json(BL_ID) + ",\"secret\":" + json(BL_SECRET) + ",\"data\":" + data + "}";
    }

    static String json(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}

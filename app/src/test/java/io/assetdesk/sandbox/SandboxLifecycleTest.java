package io.assetdesk.sandbox;

import static io.assetdesk.sandbox.RawHttp.ORDERS;
import static io.assetdesk.sandbox.RawHttp.await;
import static io.assetdesk.sandbox.RawHttp.orderBody;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** Starting, stopping and reproducing the sandbox. */
class SandboxLifecycleTest {

    /** Threads of the sandbox on {@code port} (named sandbox-PORT-...). */
    private static boolean sandboxThreadsAlive(int port) {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.isAlive() && t.getName().startsWith("sandbox-" + port + "-"));
    }

    @Test
    void closeStopsListeningAndEndsItsThreads() {
        SandboxServer server = SandboxServer.start(0, 5, Duration.ofSeconds(1));
        RawHttp http = new RawHttp(server.baseUrl());
        assertThat(server.baseUrl().toString()).matches("http://127\\.0\\.0\\.1:\\d+");
        assertThat(http.call("GET", ORDERS, orderBody("")).statusCode()).isEqualTo(200);
        int port = server.baseUrl().getPort();
        assertThat(sandboxThreadsAlive(port)).isTrue();
        server.close();
        server.close();
        assertThatThrownBy(() -> http.call("GET", ORDERS, orderBody(""))).isInstanceOf(UncheckedIOException.class);
        await(Duration.ofSeconds(5), () -> !sandboxThreadsAlive(port));
    }

    @Test
    void listensOnAGivenPortOnLoopbackOnly() throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        try (SandboxServer server = SandboxServer.start(port, 0, Duration.ZERO)) {
            assertThat(server.baseUrl().getPort()).isEqualTo(port);
            assertThat(new RawHttp(server.baseUrl()).call("GET", ORDERS,
                    orderBody("")).body()).isEqualTo("{\"data\":[]}");
        }
    }

    @Test
    void theSameSeedAndClockGiveTheSameData() {
        Clock clock = Clock.fixed(Instant.parse("2026-11-01T12:00:00Z"), ZoneOffset.UTC);
        SandboxServer.Options options = SandboxServer.Options.defaults().withOrders(50).withClock(clock).withSeed(7);
        String a;
        String b;
        String c;
        try (SandboxServer one = SandboxServer.start(options); SandboxServer two = SandboxServer.start(options);
             SandboxServer three = SandboxServer.start(options.withSeed(8))) {
            a = new RawHttp(one.baseUrl()).call("GET", ORDERS, orderBody("")).body().replace(one.baseUrl().toString(),
                    "");
            b = new RawHttp(two.baseUrl()).call("GET", ORDERS, orderBody("")).body().replace(two.baseUrl().toString(),
                    "");
            c = new RawHttp(three.baseUrl()).call("GET", ORDERS,
                    orderBody("")).body().replace(three.baseUrl().toString(), "");
        }
        assertThat(a).isEqualTo(b).isNotEqualTo(c);
        assertThat(a).contains("\"created\":\"2026-").doesNotContain("\"created\":\"2026-11-02");
    }

    @Test
    void optionsRefuseImpossibleValues() {
        SandboxServer.Options d = SandboxServer.Options.defaults();
        assertThatThrownBy(() -> d.withOrders(SandboxServer.MAX_ORDERS
                + 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> d.withPort(70_000)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(()
                -> d.withReportDelay(Duration.ofSeconds(-1))).isInstanceOf(IllegalArgumentException.class);
    }
}

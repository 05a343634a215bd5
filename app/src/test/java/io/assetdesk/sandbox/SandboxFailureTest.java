package io.assetdesk.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** An unexpected failure inside the sandbox still answers JSON:API, never a stack trace. */
class SandboxFailureTest {

    @Test
    void anUnexpectedExceptionAnswersA500JsonBodyWithTheRequestId() throws Exception {
        Server server = new Server();
        ServerConnector connector = new ServerConnector(server);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        server.addConnector(connector);
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
        // no order store: the list call fails inside the handler
        server.setHandler(JettyBridge.handler(new SandboxHandler(JsonMapper.builder().build(), null, new BankLink(),
                timer, null, Duration.ZERO, "http://127.0.0.1", SandboxServer.Dialect.RICH), SandboxHandler.MAX_BODY));
        server.start();
        try {
            RawHttp http = new RawHttp(URI.create("http://127.0.0.1:" + connector.getLocalPort()));
            HttpResponse<String> r = http.call("GET", RawHttp.ORDERS, RawHttp.orderBody(""));
            assertThat(r.statusCode()).isEqualTo(500);
            assertThat(r.headers().firstValue("Content-Type")).hasValueSatisfying(t
                    -> assertThat(t).startsWith("application/json"));
            assertThat(r.body()).doesNotContain("NullPointerException").doesNotContain("\tat ");
            JsonNode error = RawHttp.json(r).get("errors").get(0);
            assertThat(error.get("status").stringValue()).isEqualTo("500");
            String requestId = r.headers().firstValue("X-Request-Id").orElseThrow();
            assertThat(error.get("detail").stringValue()).contains(requestId);
        } finally {
            server.stop();
            timer.shutdownNow();
        }
    }
}

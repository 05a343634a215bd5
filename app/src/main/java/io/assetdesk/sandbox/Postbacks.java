package io.assetdesk.sandbox;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * Postbacks to an order's notificationUrl when its report is ready: {@code
 * {"orderId","status","event":"report.ready"}}.
 * Sent off the request threads; a failure is logged (host only, never the query) and otherwise ignored.
 */
final class Postbacks {
    private static final Logger LOG = LoggerFactory.getLogger(Postbacks.class);

    private final ExecutorService executor;
    private final JsonMapper mapper;
    /** Built at the first postback: an HTTP client (and its TLS set-up) costs start-up time most sessions never use. */
    private HttpClient client;

    Postbacks(ExecutorService executor, JsonMapper mapper) {
        this.executor = executor;
        this.mapper = mapper;
    }

    private synchronized HttpClient client() {
        if (client == null) {
            client = HttpClient.newBuilder().executor(executor).connectTimeout(Duration.ofSeconds(5))
                    .followRedirects(HttpClient.Redirect.NEVER).build();
        }
        return client;
    }

    void send(SandboxOrder o) {
        URI target;
        try {
            target = URI.create(o.notificationUrl);
        } catch (IllegalArgumentException e) {
            LOG.warn("Sandbox: postback for order {} skipped: the notification URL is not usable", o.id);
            return;
        }
        ObjectNode body = mapper.createObjectNode();
        body.put("orderId", o.id);
        body.put("status", o.status);
        body.put("event", "report.ready");
        HttpRequest request = HttpRequest.newBuilder(target).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json; charset=utf-8")
                .header("User-Agent", "AssetDesk-Sandbox-Postback")
                .POST(HttpRequest.BodyPublishers.ofString(mapper.writeValueAsString(body), StandardCharsets.UTF_8))
                .build();
        String where = target.getScheme() + "://" + target.getHost() + (target.getPort() < 0 ? "" : ":"
                + target.getPort());
        try {
            client().sendAsync(request, HttpResponse.BodyHandlers.discarding()).whenComplete((response, failure) -> {
                if (failure != null) {
                    LOG.warn("Sandbox: postback for order {} to {} failed: {}", o.id, where,
                            failure.getClass().getSimpleName());
                } else if (response.statusCode() >= 300) {
                    LOG.warn("Sandbox: postback for order {} to {} answered {}", o.id, where, response.statusCode());
                } else {
                    LOG.info("Sandbox: postback for order {} delivered to {}", o.id, where);
                }
            });
        } catch (RuntimeException e) {
            LOG.warn("Sandbox: postback for order {} to {} not sent: {}", o.id, where, e.getClass().getSimpleName());
        }
    }
}

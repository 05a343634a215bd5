package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.stubbing.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A rate-limited call waits for its retry on a timer, not on one of the client's four workers: while four calls wait
 * out a Retry-After, a fifth call is answered.
 */
class ScheduledRetryTest extends WireMockSupport {
    private static final String ORDERS = "/api/v1/integrations/assetverify/orders";

    @Test
    void waitingRetriesHoldNoWorker() throws Exception {
        List<String> ids = List.of("a", "b", "c", "d");
        for (String id : ids) {
            server.stubFor(get(urlPathEqualTo(ORDERS + "/" + id)).inScenario("rate " + id)
                    .whenScenarioStateIs(Scenario.STARTED).willSetStateTo("later")
                    .willReturn(aResponse().withStatus(429).withHeader("Retry-After", "2")));
            server.stubFor(get(urlPathEqualTo(ORDERS + "/" + id)).inScenario("rate " + id)
                    .whenScenarioStateIs("later")
                    .willReturn(okJson("{\"data\":{\"id\":\"" + id + "\",\"type\":\"order\",\"attributes\":{}}}")));
        }
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":[{\"id\":\"x\",\"type\":\"order\"}]}")));

        // the real policy: the retries really wait (2 s), on the timer
        try (IntegrationClient client = new IntegrationClient(config(), RetryPolicy.defaults())) {
            List<CompletableFuture<OrderDocument>> limited = new ArrayList<>();
            for (String id : ids) {
                limited.add(client.getOrderAsync(id));
            }
            // all four have had their 429 and wait for their retry
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (server.getAllServeEvents().size() < 4 && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            assertThat(server.getAllServeEvents()).hasSize(4);

            List<Order> listed = client.listOrdersAsync().get(10, TimeUnit.SECONDS);

            assertThat(listed).extracting(Order::id).containsExactly("x");
            assertThat(limited).as("the four still wait for their Retry-After").noneMatch(CompletableFuture::isDone);
            for (CompletableFuture<OrderDocument> f : limited) {
                assertThat(f.get(10, TimeUnit.SECONDS).order().id()).isIn(ids);
            }
        }
    }
}

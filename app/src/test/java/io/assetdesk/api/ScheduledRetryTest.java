package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.stubbing.Scenario;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A rate-limited call waits for its retry on a timer, not on one of the client's four workers: while four calls wait
 * out a Retry-After, a fifth call is answered. The timer is the test's own, run by hand: the four retries are held
 * until the test lets them go, so the outcome does not depend on how fast the machine is.
 */
class ScheduledRetryTest extends WireMockSupport {
    private static final String ORDERS = "/api/v1/integrations/assetverify/orders";

    /** Holds every scheduled retry until {@link #runAll()}. */
    static final class HeldTimer implements RetryTimer {
        final List<Runnable> held = new ArrayList<>();
        final List<Long> waits = new ArrayList<>();
        final CountDownLatch four = new CountDownLatch(4);

        @Override
        public synchronized void schedule(Runnable task, long millis) {
            held.add(task);
            waits.add(millis);
            four.countDown();
        }

        synchronized List<Runnable> take() {
            List<Runnable> out = List.copyOf(held);
            held.clear();
            return out;
        }

        void runAll() {
            take().forEach(Runnable::run);
        }

        @Override
        public void close() {
        }
    }

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
        server.stubFor(get(urlPathEqualTo(ORDERS))
                .willReturn(okJson("{\"data\":[{\"id\":\"x\",\"type\":\"order\"}]}")));

        HeldTimer timer = new HeldTimer();
        // the real policy (the retries are handed to the timer with the wait the service asked for)
        try (IntegrationClient client = new IntegrationClient(config(), null, RetryPolicy.defaults(),
                Clock.systemUTC(), timer)) {
            List<CompletableFuture<OrderDocument>> limited = new ArrayList<>();
            for (String id : ids) {
                limited.add(client.getOrderAsync(id));
            }
            // all four have had their 429 and handed their retry to the timer, which holds them
            assertThat(timer.four.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(timer.waits).containsOnly(2_000L);
            assertThat(server.getAllServeEvents()).hasSize(4);

            // the four workers are free: a fifth call is answered while the four wait
            List<Order> listed = client.listOrdersAsync().get(10, TimeUnit.SECONDS);
            assertThat(listed).extracting(Order::id).containsExactly("x");
            assertThat(limited).as("the four still wait for their Retry-After").noneMatch(CompletableFuture::isDone);

            timer.runAll(); // the Retry-After is over
            for (CompletableFuture<OrderDocument> f : limited) {
                assertThat(f.get(10, TimeUnit.SECONDS).order().id()).isIn(ids);
            }
        }
    }
}

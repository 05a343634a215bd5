package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.Authenticator;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import org.junit.jupiter.api.Test;

/**
 * The JDK client can keep the last response of an idle pooled connection reachable until the connection is reused or
 * closed; for a list of 100,000 orders its body is 50 MB. The client must not leave its bytes in that response.
 */
class AnswerBytesReleasedTest extends WireMockSupport {

    /** Delegates to a real client and keeps every response it hands out, as a pooled connection may. */
    private static final class Keeping extends HttpClient {
        final HttpClient real = HttpClient.newBuilder().version(Version.HTTP_1_1).build();
        final List<HttpResponse<?>> kept = new CopyOnWriteArrayList<>();

        @Override
        public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest r, HttpResponse.BodyHandler<T> h) {
            return real.sendAsync(r, h).thenApply(resp -> {
                kept.add(resp);
                return resp;
            });
        }

        @Override
        public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest r, HttpResponse.BodyHandler<T> h,
                                                                HttpResponse.PushPromiseHandler<T> p) {
            return sendAsync(r, h);
        }

        @Override
        public <T> HttpResponse<T> send(HttpRequest r, HttpResponse.BodyHandler<T> h)
                throws IOException, InterruptedException {
            HttpResponse<T> resp = real.send(r, h);
            kept.add(resp);
            return resp;
        }

        @Override
        public Optional<CookieHandler> cookieHandler() {
            return real.cookieHandler();
        }
        @Override
        public Optional<Duration> connectTimeout() {
            return real.connectTimeout();
        }
        @Override
        public Redirect followRedirects() {
            return real.followRedirects();
        }
        @Override
        public Optional<ProxySelector> proxy() {
            return real.proxy();
        }
        @Override
        public SSLContext sslContext() {
            return real.sslContext();
        }
        @Override
        public SSLParameters sslParameters() {
            return real.sslParameters();
        }
        @Override
        public Optional<Authenticator> authenticator() {
            return real.authenticator();
        }
        @Override
        public Version version() {
            return real.version();
        }
        @Override
        public Optional<Executor> executor() {
            return real.executor();
        }
    }

    @Test
    void aDecodedOrderListLeavesNoBytesInTheResponseTheHttpClientMayKeep() {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson(LargeOrderListTest.orders(2_000))));
        Keeping http = new Keeping();

        List<Order> orders;
        try (IntegrationClient client = new IntegrationClient(config(), http, RetryPolicy.defaults())) {
            orders = client.listOrders();
        }

        assertThat(orders).hasSize(2_000);
        assertThat(http.kept).hasSize(1);
        Object body = http.kept.get(0).body();
        assertThat(body).isInstanceOf(Transport.Body.class);
        assertThat(((Transport.Body) body).bytes()).as("the answer's bytes, once decoded").isEmpty();
    }
}

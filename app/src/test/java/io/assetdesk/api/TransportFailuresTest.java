package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.net.Authenticator;
import java.net.ConnectException;
import java.net.CookieHandler;
import java.net.ProxySelector;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLParameters;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Failures that a local server cannot stage reliably (a connect time-out), through an HttpClient that fails the way
 * the JDK's does; and closing a client with a call in flight.
 */
@Timeout(value = 20, unit = TimeUnit.SECONDS)
class TransportFailuresTest extends WireMockSupport {

    /** An HttpClient whose every exchange fails with the given exception; records the requests it was given. */
    static final class FailingHttpClient extends HttpClient {
        final List<HttpRequest> requests = new CopyOnWriteArrayList<>();
        private final Supplier<Throwable> failure;

        FailingHttpClient(Supplier<Throwable> failure) {
            this.failure = failure;
        }

        @Override
        public Optional<CookieHandler> cookieHandler() {
            return Optional.empty();
        }
        @Override
        public Optional<Duration> connectTimeout() {
            return Optional.of(Duration.ofSeconds(10));
        }
        @Override
        public Redirect followRedirects() {
            return Redirect.NEVER;
        }
        @Override
        public Optional<ProxySelector> proxy() {
            return Optional.empty();
        }
        @Override
        public SSLContext sslContext() {
            return null;
        }
        @Override
        public SSLParameters sslParameters() {
            return null;
        }
        @Override
        public Optional<Authenticator> authenticator() {
            return Optional.empty();
        }
        @Override
        public Version version() {
            return Version.HTTP_1_1;
        }
        @Override
        public Optional<Executor> executor() {
            return Optional.empty();
        }

        @Override
        public <T> HttpResponse<T> send(HttpRequest request, HttpResponse.BodyHandler<T> handler) throws IOException {
            throw new UnsupportedOperationException("the client uses sendAsync");
        }

        @Override
        public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> h) {
            requests.add(request);
            return CompletableFuture.failedFuture(failure.get());
        }

        @Override
        public <T> CompletableFuture<HttpResponse<T>> sendAsync(HttpRequest request, HttpResponse.BodyHandler<T> h,
                                                                HttpResponse.PushPromiseHandler<T> p) {
            return sendAsync(request, h);
        }
    }

    private ServiceConfig unreachable() {
        URI base = URI.create("https://integrations.example.com");
        return ServiceConfig.of(base, base, TOKEN, new BanklinkCredentials(BL_ID, BL_SECRET),
                new AssetverifyCredentials(AV_USER, AV_PASSWORD));
    }

    @Test
    void connectTimeoutIsANetworkErrorTheServerNeverSaw() {
        FailingHttpClient http = new FailingHttpClient(() -> new HttpConnectTimeoutException("HTTP connect timed out"));
        try (IntegrationClient client = new IntegrationClient(unreachable(), http, recordingRetry())) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> client.listAccounts("pt-1"));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(e.requestMaySeenByServer()).isFalse();
            assertThat(e.getMessage()).isEqualTo("Could not connect to integrations.example.com within 10 s, at each "
                    + "of 3 tries (1 s in all)"); // the waits of 375 and 750 ms between them
        }
        assertThat(http.requests).as("the token never reached the service: it may be re-sent").hasSize(3);
        assertThat(waits).containsExactly(Duration.ofMillis(375), Duration.ofMillis(750));
    }

    @Test
    void wrappedConnectExceptionIsRecognised() {
        FailingHttpClient http = new FailingHttpClient(
                () -> new IOException("wrapped", new ConnectException("Connection refused")));
        try (IntegrationClient client = new IntegrationClient(unreachable(), http,
                recordingRetry().withMaxAttempts(1))) {
            ApiException e = catchThrowableOfType(ApiException.class, client::listOrders);
            assertThat(e.requestMaySeenByServer()).isFalse();
            assertThat(e.getMessage()).contains("Connection refused");
        }
    }

    @Test
    void aListThatGetsNoAnswerAtAnyTrySaysHowManyTriesItMade() {
        FailingHttpClient http = new FailingHttpClient(() -> new HttpTimeoutException("request timed out"));
        try (IntegrationClient client = new IntegrationClient(unreachable(), http, recordingRetry())) {
            ApiException e = catchThrowableOfType(ApiException.class, client::listOrders);
            int tries = http.requests.size();
            assertThat(tries).as("a list is asked again").isGreaterThan(1);
            // the whole wait: the tries' own time (none here) and the waits between them, which the test's sleeper
            // recorded instead of waiting
            long waited = Math.round(waits.stream().mapToLong(Duration::toMillis).sum() / 1000.0);
            assertThat(e.getMessage()).isEqualTo("No answer from the service within 30 s, at each of " + tries
                    + " tries (" + waited + " s in all); try again");
        }
    }

    @Test
    void requestTimeoutIsSeenByTheServerAndTheTokenIsNotResent() {
        FailingHttpClient http = new FailingHttpClient(
                () -> new HttpTimeoutException("request timed out"));
        try (IntegrationClient client = new IntegrationClient(unreachable(), http, recordingRetry())) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> client.listAccounts("pt-1"));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(e.requestMaySeenByServer()).isTrue();
            assertThat(e.getMessage()).isEqualTo("No answer from the service within 30 s; try again");
        }
        assertThat(http.requests).hasSize(1);
    }

    @Test
    void closingTheClientEndsCallsInFlightAndQueued() throws Exception {
        server.stubFor(get(urlPathEqualTo("/api/v1/integrations/assetverify/orders"))
                .willReturn(okJson("{\"data\":[]}").withFixedDelay(3_000)));
        IntegrationClient client = client();
        CompletableFuture<List<Order>> call = client.listOrdersAsync();
        List<CompletableFuture<List<Order>>> queued = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            queued.add(client.listOrdersAsync()); // more than the client's 4 threads: some wait in its queue
        }
        long start = System.nanoTime();
        client.close();
        ExecutionException e = catchThrowableOfType(ExecutionException.class, () -> call.get(5, TimeUnit.SECONDS));
        assertThat(e.getCause()).isInstanceOfSatisfying(ApiException.class,
                x -> assertThat(x.kind()).isEqualTo(ApiException.Kind.NETWORK));
        for (CompletableFuture<List<Order>> q : queued) {
            ExecutionException qe = catchThrowableOfType(ExecutionException.class, () -> q.get(5, TimeUnit.SECONDS));
            assertThat(qe.getCause()).isInstanceOf(ApiException.class);
        }
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(5000);
    }
}

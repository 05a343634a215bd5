package io.assetdesk.api;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.any;
import static com.github.tomakehurst.wiremock.client.WireMock.anyRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.anyUrl;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.okJson;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.assertj.core.api.Assertions;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Each kind of failure from a real answer (or a real broken connection), and what is retried. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class IntegrationClientErrorsTest extends WireMockSupport {

    static final String ORDERS = "/api/v1/integrations/assetverify/orders";
    static final String ACCOUNTS = "/api/v1/integrations/banklink/accounts";

    private ApiException listOrdersFailure() {
        try (IntegrationClient client = client()) {
            return catchThrowableOfType(ApiException.class, client::listOrders);
        }
    }

    private static NewOrderRequest newOrder() {
        return new NewOrderRequest("ana@example.com", "Ana", "Lima", "1234", "LN-1", "lite", null, null, null,
                null, null, null, null);
    }

    @Test
    void unauthorizedWithJsonApiBody() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(401)
                .withHeader("Content-Type", "application/vnd.api+json")
                .withHeader("X-Request-Id", "req-401-abc")
                .withBody("{\"errors\":[{\"status\":\"401\",\"code\":\"invalid_token\",\"title\":\"Unauthorized\","
                        + "\"detail\":\"Invalid access token\"}]}")));

        ApiException e = listOrdersFailure();

        assertThat(e.kind()).isEqualTo(ApiException.Kind.UNAUTHORIZED);
        assertThat(e.status()).contains(401);
        assertThat(e.getMessage()).isEqualTo("401 Unauthorized: Invalid access token");
        assertThat(e.requestId()).contains("req-401-abc");
        assertThat(e.bodyExcerpt()).get().asString().contains("invalid_token");
        assertThat(e.requestMaySeenByServer()).isFalse();
        assertThat(e.fieldErrors()).isEmpty();
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void forbiddenIsUnauthorizedToo() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(403)
                .withBody("{\"message\":\"Provider credentials rejected\"}")));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.UNAUTHORIZED);
        assertThat(e.getMessage()).isEqualTo("403 Forbidden: Provider credentials rejected");
    }

    @Test
    void invalidInputWithJsonApiPointers() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(422)
                .withHeader("X-Correlation-Id", "corr-9")
                .withBody("{\"errors\":[{\"status\":\"422\",\"title\":\"Invalid attribute\","
                        + "\"detail\":\"must be a valid e-mail\",\"source\":{\"pointer\":\"/data/attributes/email\"}},"
                        + "{\"detail\":\"is required\",\"source\":{\"pointer\":\"/data/requestType\"}},"
                        + "{\"detail\":\"Order could not be created\"}]}")));

        ApiException e;
        try (IntegrationClient client = client()) {
            e = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
        }

        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.fieldErrors()).containsExactly(new FieldError("email", "must be a valid e-mail"),
                new FieldError("requestType", "is required"));
        assertThat(e.getMessage()).isEqualTo("422 Unprocessable Entity: Order could not be created");
        assertThat(e.requestId()).contains("corr-9");
    }

    @Test
    void invalidInputInTheProvidersOwnShape() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(422)
                .withBody("{\"general\":[\"The order has errors\"],\"properties\":[{\"property\":\"email\","
                        + "\"message\":\"Email is invalid\"},{\"property\":\"last4SSN\",\"message\":\"Must be 4 "
                                + "digits\"}]}")));

        ApiException e;
        try (IntegrationClient client = client()) {
            e = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
        }

        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.fieldErrors()).containsExactly(new FieldError("email", "Email is invalid"),
                new FieldError("last4SSN", "Must be 4 digits"));
        assertThat(e.getMessage()).isEqualTo("422 Unprocessable Entity: The order has errors");
    }

    @Test
    void fieldMessagesAloneMakeTheMessage() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(400)
                .withBody("{\"properties\":[{\"property\":\"email\",\"message\":\"Email is invalid\"}]}")));
        ApiException e;
        try (IntegrationClient client = client()) {
            e = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
        }
        assertThat(e.kind()).isEqualTo(ApiException.Kind.INVALID_INPUT);
        assertThat(e.getMessage()).isEqualTo("400 Bad Request: email: Email is invalid");
    }

    @Test
    void plainErrorAsStringOrObject() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(400)
                .withBody("{\"error\":\"invalid_request\",\"error_description\":\"data must be an object\"}")));
        assertThat(listOrdersFailure().getMessage())
                .isEqualTo("400 Bad Request: invalid_request (data must be an object)");

        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(409)
                .withBody("{\"error\":{\"code\":\"conflict\",\"message\":\"Order is locked\"}}")));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.CLIENT_ERROR);
        assertThat(e.getMessage()).isEqualTo("409 Conflict: Order is locked");
    }

    @Test
    void notFoundIsNotRetried() {
        server.stubFor(get(urlPathEqualTo(ORDERS + "/nope")).willReturn(aResponse().withStatus(404)
                .withBody("Not Found")));
        ApiException e;
        try (IntegrationClient client = client()) {
            e = catchThrowableOfType(ApiException.class, () -> client.getOrder("nope"));
        }
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NOT_FOUND);
        assertThat(e.getMessage()).isEqualTo("404 Not Found");
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS + "/nope")));
        assertThat(waits).isEmpty();
    }

    @Test
    void rateLimitedIsRetriedAfterTheTimeTheServerAsks() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).inScenario("rate").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(429).withHeader("Retry-After", "2")
                        .withBody("{\"errors\":[{\"title\":\"Too many requests\"}]}"))
                .willSetStateTo("open"));
        server.stubFor(get(urlPathEqualTo(ORDERS)).inScenario("rate").whenScenarioStateIs("open")
                .willReturn(okJson(resource("orders.json"))));

        try (IntegrationClient client = client()) {
            assertThat(client.listOrders()).hasSize(2);
        }

        server.verify(2, getRequestedFor(urlPathEqualTo(ORDERS)));
        assertThat(waits).containsExactly(Duration.ofSeconds(2));
    }

    @Test
    void rateLimitedWithAnHttpDateAndNoRecovery() {
        String in3s = DateTimeFormatter.RFC_1123_DATE_TIME.format(ZonedDateTime.now(ZoneOffset.UTC).plusSeconds(4));
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(429)
                .withHeader("Retry-After", in3s)));

        ApiException e = listOrdersFailure();

        assertThat(e.kind()).isEqualTo(ApiException.Kind.RATE_LIMITED);
        // the message says when to try again (an HTTP date four seconds ahead, read a moment later)
        assertThat(e.getMessage()).matches("429 Too Many Requests \\(try again in [1-4] seconds?\\)");
        assertThat(e.retryAfter()).get().satisfies(d -> assertThat(d).isBetween(Duration.ofSeconds(1),
                Duration.ofSeconds(4)));
        server.verify(3, getRequestedFor(urlPathEqualTo(ORDERS)));
        assertThat(waits).hasSize(2).allSatisfy(d -> assertThat(d).isBetween(Duration.ofSeconds(1),
                Duration.ofSeconds(4)));
    }

    @Test
    void aServiceMessageThatAlreadySaysWhenToTryAgainIsNotToldTwice() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(429)
                .withHeader("Retry-After", "600")
                .withBody("{\"errors\":[{\"detail\":\"Too many requests; try again in 10 minutes\"}]}")));
        ApiException e = listOrdersFailure();
        assertThat(e.getMessage()).isEqualTo("429 Too Many Requests: Too many requests; try again in 10 minutes");
    }

    @Test
    void aRetryAfterBeyondTheCapIsReportedNotWaitedOut() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(429)
                .withHeader("Retry-After", "600")));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.RATE_LIMITED);
        assertThat(e.retryAfter()).contains(Duration.ofSeconds(600));
        assertThat(e.getMessage()).isEqualTo("429 Too Many Requests (try again in 10 minutes)");
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS)));
        assertThat(waits).isEmpty();
    }

    @Test
    void serviceUnavailableWithEmptyBodyIsRetriedWithGrowingBackoff() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(503)
                .withHeader("Request-Id", "rid-503")));

        ApiException e = listOrdersFailure();

        assertThat(e.kind()).isEqualTo(ApiException.Kind.SERVER_ERROR);
        assertThat(e.status()).contains(503);
        assertThat(e.getMessage()).isEqualTo("503 Service Unavailable");
        assertThat(e.bodyExcerpt()).isEmpty();
        assertThat(e.requestId()).contains("rid-503");
        server.verify(3, getRequestedFor(urlPathEqualTo(ORDERS)));
        // jitter fixed at the middle: 500 ms base -> 375 ms, then 1000 ms -> 750 ms
        assertThat(waits).containsExactly(Duration.ofMillis(375), Duration.ofMillis(750));
    }

    @Test
    void serverErrorThenSuccess() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).inScenario("flaky").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(500)).willSetStateTo("ok"));
        server.stubFor(get(urlPathEqualTo(ORDERS)).inScenario("flaky").whenScenarioStateIs("ok")
                .willReturn(okJson("{\"data\":[]}")));
        try (IntegrationClient client = client()) {
            assertThat(client.listOrders()).isEmpty();
        }
        server.verify(2, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void badGatewayHtmlPageShowsItsTitle() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(502)
                .withHeader("Content-Type", "text/html")
                .withBody("<html><head><title>Upstream proxy: origin unreachable</title><style>p{}</style></head>"
                        + "<body><h1>502 Bad Gateway</h1><p>nginx</p></body></html>")));

        ApiException e = listOrdersFailure();

        assertThat(e.kind()).isEqualTo(ApiException.Kind.SERVER_ERROR);
        assertThat(e.getMessage()).isEqualTo("502 Bad Gateway: Upstream proxy: origin unreachable");
        assertThat(e.bodyExcerpt()).get().asString().startsWith("<html>");
    }

    @Test
    void htmlWithoutTitleIsReducedToItsText() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(500)
                .withBody("<html><body><script>var x=1;</script><h1>Oops</h1>\n<p>Something   "
                        + "broke</p></body></html>")));
        assertThat(listOrdersFailure().getMessage()).isEqualTo("500 Internal Server Error: Oops Something broke");
    }

    @Test
    void aBodyThatOnlyRepeatsTheStatusIsNotSaidAgain() {
        for (String body : List.of("<html><head><title>414 URI Too Long</title></head><body><h1>URI Too Long</h1>"
                + "</body></html>", "<html><head><title>Error 414 URI Too Long</title></head></html>",
                "<html><body><h2>HTTP ERROR 414 URI Too Long</h2></body></html>", "414 Request-URI Too Long")) {
            server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(414).withBody(body)));
            assertThat(listOrdersFailure().getMessage()).as(body).isEqualTo("414 URI Too Long");
        }
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(414)
                .withBody("<title>414: the order id is longer than 2,000 characters</title>")));
        assertThat(listOrdersFailure().getMessage()).as("a body that says more is kept")
                .isEqualTo("414 URI Too Long: 414: the order id is longer than 2,000 characters");
    }

    @Test
    void bodyExcerptIsAtMostTwoKilobytes() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(500)
                .withBody("é".repeat(50_000))));
        ApiException e = listOrdersFailure();
        assertThat(e.bodyExcerpt()).get().satisfies(x ->
                assertThat(x.getBytes(StandardCharsets.UTF_8).length).isBetween(2000, 2048));
        assertThat(e.getMessage().length()).isLessThan(400);
    }

    @Test
    void truncatedJsonIsABadResponseAndNotRetried() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":[{\"id\":\"ord-1\",\"type\":\"ord")));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
        assertThat(e.status()).contains(200);
        assertThat(e.getMessage()).startsWith("200 OK: ").contains("the answer ended early");
        assertThat(e.bodyExcerpt()).contains("{\"data\":[{\"id\":\"ord-1\",\"type\":\"ord");
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void anAnswerLargerThanTheLimitIsRefusedWithoutBeingRead() {
        byte[] huge = new byte[(int) LimitedBytes.MAX_ANSWER_BYTES + 1024];
        Arrays.fill(huge, (byte) ' ');
        huge[0] = '{';
        huge[huge.length - 1] = '}';
        server.stubFor(get(urlPathEqualTo(ORDERS + "/big")).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "application/json").withBody(huge)));
        ApiException e;
        try (IntegrationClient client = client()) {
            e = Assertions.catchThrowableOfType(ApiException.class, () -> client.getOrder("big"));
        }
        assertThat(e.kind()).isEqualTo(ApiException.Kind.TOO_LARGE);
        assertThat(e.getMessage()).contains("larger than 50 MB", "for one order", "it was not read");
        assertThat(ReportPoller.isTransient(e)).as("a report wait stops: asking again would not help").isFalse();
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS + "/big"))); // not asked again
    }

    /** Feeds {@code parts} to a body announced as {@code announced} bytes and returns what it gives. */
    private static String read(long announced, String... parts) throws Exception {
        LimitedBytes body = new LimitedBytes(100, announced);
        body.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
            }

            @Override
            public void cancel() {
            }
        });
        for (String p : parts) {
            body.onNext(List.of(ByteBuffer.wrap(p.getBytes(StandardCharsets.US_ASCII))));
        }
        body.onComplete();
        return new String(body.getBody().toCompletableFuture().get(), StandardCharsets.US_ASCII);
    }

    @Test
    void aBodyIsReadWholeWhateverItsAnnouncedLengthSays() throws Exception {
        // read into one array when the length is announced; exactly what came when more or less came than said
        assertThat(read(10, "12345", "67890")).isEqualTo("1234567890");
        assertThat(read(12, "12345", "67890")).isEqualTo("1234567890");
        assertThat(read(7, "12345", "67890", "abc")).isEqualTo("1234567890abc");
        assertThat(read(-1, "12", "34")).isEqualTo("1234");
    }

    @Test
    void aBodyWithoutALengthStopsBeingReadAtTheLimit() throws Exception {
        LimitedBytes body = new LimitedBytes(10, -1);
        AtomicBoolean cancelled = new AtomicBoolean();
        body.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
            }

            @Override
            public void cancel() {
                cancelled.set(true);
            }
        });
        body.onNext(List.of(ByteBuffer.wrap("123456".getBytes(StandardCharsets.US_ASCII))));
        assertThat(cancelled).isFalse();
        body.onNext(List.of(ByteBuffer.wrap("78901".getBytes(StandardCharsets.US_ASCII))));
        assertThat(cancelled).isTrue();
        assertThat(body.getBody().toCompletableFuture()).isCompletedExceptionally();

        LimitedBytes small = new LimitedBytes(10, -1);
        small.onSubscribe(new Flow.Subscription() {
            @Override
            public void request(long n) {
            }

            @Override
            public void cancel() {
            }
        });
        small.onNext(List.of(ByteBuffer.wrap("12345".getBytes(StandardCharsets.US_ASCII)),
                ByteBuffer.wrap("67890".getBytes(StandardCharsets.US_ASCII))));
        small.onComplete();
        assertThat(new String(small.getBody().toCompletableFuture().get(), StandardCharsets.US_ASCII))
                .isEqualTo("1234567890");
    }

    @Test
    void aTruncatedSingleOrderSaysItEndedEarly() {
        server.stubFor(get(urlPathEqualTo(ORDERS + "/ord-1")).willReturn(okJson("{\"data\":{\"id\":\"ord-1\",\"attr")));
        ApiException e;
        try (IntegrationClient client = client()) {
            e = Assertions.catchThrowableOfType(ApiException.class, () -> client.getOrder("ord-1"));
        }
        assertThat(e.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
        assertThat(e.getMessage()).contains("the answer ended early").doesNotContain("is an array");
    }

    @Test
    void dataMissingOrOfTheWrongTypeIsABadResponse() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"orders\":[]}")));
        assertThat(listOrdersFailure().kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);

        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":{\"id\":\"x\"}}")));
        assertThat(listOrdersFailure()).satisfies(e -> {
            assertThat(e.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
            assertThat(e.getMessage()).contains("expected an array");
        });

        server.stubFor(get(urlPathEqualTo(ORDERS + "/x")).willReturn(okJson("{\"data\":[{\"id\":\"x\"}]}")));
        try (IntegrationClient client = client()) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> client.getOrder("x"));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
            assertThat(e.getMessage()).contains("expected an object");
        }

        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":null}")));
        assertThat(listOrdersFailure().kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
    }

    @Test
    void nonJsonSuccessBodiesAreBadResponses() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "text/html").withBody("<html><body>Login</body></html>")));
        assertThat(listOrdersFailure().kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);

        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(200)));
        assertThat(listOrdersFailure().kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);

        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(204)));
        assertThat(listOrdersFailure().kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
    }

    @Test
    void redirectsAreNotFollowedWithTheCredentials() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(302)
                .withHeader("Location", "https://elsewhere.example.com/login")));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.BAD_RESPONSE);
        assertThat(e.getMessage()).isEqualTo("302 Found");
        server.verify(1, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void jsonWithAWrongContentTypeIsStillRead() {
        // one order in it: an ignored body would give an empty list, a read one gives the order
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(200)
                .withHeader("Content-Type", "text/plain")
                .withBody("{\"data\":[{\"id\":\"ord-7\",\"type\":\"order\",\"attributes\":{\"lastName\":\"Lee\"}}]}")));
        try (IntegrationClient client = client()) {
            assertThat(client.listOrders()).extracting(Order::id, Order::lastName)
                    .containsExactly(Tuple.tuple("ord-7", "Lee"));
        }
    }

    @Test
    void connectionResetIsANetworkErrorSeenByTheServerAndGetsAreRetried() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        assertThat(e.status()).isEmpty();
        assertThat(e.requestMaySeenByServer()).isTrue();
        server.verify(3, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void aMalformedChunkedBodyIsANetworkErrorAndTheGetIsRetried() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withFault(Fault.MALFORMED_RESPONSE_CHUNK)));
        ApiException e = listOrdersFailure();
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        server.verify(3, getRequestedFor(urlPathEqualTo(ORDERS)));
    }

    @Test
    void slowAnswerTimesOut() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":[]}").withFixedDelay(3000)));
        ServiceConfig fast = config().withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(300));
        ApiException e;
        long start = System.nanoTime();
        try (IntegrationClient client = new IntegrationClient(fast, recordingRetry().withMaxAttempts(1))) {
            e = catchThrowableOfType(ApiException.class, client::listOrders);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        assertThat(e.requestMaySeenByServer()).isTrue();
        assertThat(e.getMessage()).contains("0.3 s");
        assertThat(ms).isLessThan(2500);
    }

    @Test
    void slowBodyIsBoundedByTheWholeRequestTimeout() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(okJson("{\"data\":[" + "{},".repeat(200) + "{}]}")
                .withChunkedDribbleDelay(20, 4000)));
        ServiceConfig fast = config().withTimeouts(Duration.ofSeconds(2), Duration.ofMillis(500));
        ApiException e;
        long start = System.nanoTime();
        try (IntegrationClient client = new IntegrationClient(fast, recordingRetry().withMaxAttempts(1))) {
            e = catchThrowableOfType(ApiException.class, client::listOrders);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
        assertThat(ms).isLessThan(3000);
    }

    @Test
    void connectFailureIsNotSeenByTheServer() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        URI closed = URI.create("http://127.0.0.1:" + port);
        ServiceConfig cfg = ServiceConfig.of(closed, closed, TOKEN, new BanklinkCredentials(BL_ID, BL_SECRET),
                new AssetverifyCredentials(AV_USER, AV_PASSWORD));
        try (IntegrationClient client = client(cfg)) {
            ApiException e = catchThrowableOfType(ApiException.class, client::listOrders);
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(e.requestMaySeenByServer()).isFalse();
            assertThat(e.getMessage()).startsWith("Could not connect to 127.0.0.1:" + port);
            assertThat(waits).hasSize(2);

            waits.clear();
            ApiException accounts = catchThrowableOfType(ApiException.class, () -> client.listAccounts("pt-1"));
            assertThat(accounts.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(waits).as("a connect failure never reached the service: the token may be re-sent").hasSize(2);

            waits.clear();
            ApiException create = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
            assertThat(create.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(create.requestMaySeenByServer()).isFalse();
            assertThat(waits).as("POST is never retried").isEmpty();
        }
    }

    @Test
    void postIsNeverRetried() {
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(503)));
        try (IntegrationClient client = client()) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.SERVER_ERROR);
        }
        server.verify(1, postRequestedFor(urlPathEqualTo(ORDERS)));

        server.resetRequests();
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        try (IntegrationClient client = client()) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder()));
            assertThat(e.kind()).isEqualTo(ApiException.Kind.NETWORK);
            assertThat(e.requestMaySeenByServer()).as("the order may exist").isTrue();
        }
        server.verify(1, postRequestedFor(urlPathEqualTo(ORDERS)));

        server.resetRequests();
        server.stubFor(post(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(429).withHeader("Retry-After",
                "1")));
        try (IntegrationClient client = client()) {
            assertThat(catchThrowableOfType(ApiException.class, () -> client.createOrder(newOrder())).kind())
                    .isEqualTo(ApiException.Kind.RATE_LIMITED);
        }
        server.verify(1, postRequestedFor(urlPathEqualTo(ORDERS)));
        assertThat(waits).isEmpty();
    }

    @Test
    void accountsTokenIsNotResentAfterAServerErrorOrReset() {
        server.stubFor(get(urlPathEqualTo(ACCOUNTS)).willReturn(aResponse().withStatus(503)));
        try (IntegrationClient client = client()) {
            assertThat(catchThrowableOfType(ApiException.class, () -> client.listAccounts("pt-1")).kind())
                    .isEqualTo(ApiException.Kind.SERVER_ERROR);
        }
        server.verify(1, getRequestedFor(urlPathEqualTo(ACCOUNTS)));

        server.resetRequests();
        server.stubFor(get(urlPathEqualTo(ACCOUNTS)).willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));
        try (IntegrationClient client = client()) {
            assertThat(catchThrowableOfType(ApiException.class, () -> client.listAccounts("pt-1")).kind())
                    .isEqualTo(ApiException.Kind.NETWORK);
        }
        server.verify(1, getRequestedFor(urlPathEqualTo(ACCOUNTS)));
    }

    @Test
    void accountsAreRetriedAfterRateLimiting() {
        server.stubFor(get(urlPathEqualTo(ACCOUNTS)).inScenario("rl").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(429).withHeader("Retry-After", "1")).willSetStateTo("ok"));
        server.stubFor(get(urlPathEqualTo(ACCOUNTS)).inScenario("rl").whenScenarioStateIs("ok")
                .willReturn(okJson(resource("accounts.json"))));
        try (IntegrationClient client = client()) {
            assertThat(client.listAccounts("pt-1")).hasSize(2);
        }
        server.verify(2, getRequestedFor(urlPathEqualTo(ACCOUNTS)));
        assertThat(waits).containsExactly(Duration.ofSeconds(1));
    }

    @Test
    void missingCredentialsSendNothing() {
        server.stubFor(any(anyUrl()).willReturn(okJson("{\"data\":[]}")));
        ServiceConfig onlyBanklink = ServiceConfig.of(baseUri(), baseUri(), TOKEN,
                new BanklinkCredentials(BL_ID, BL_SECRET), null);
        ServiceConfig onlyAssetverify = ServiceConfig.of(baseUri(), baseUri(), TOKEN, null,
                new AssetverifyCredentials(AV_USER, AV_PASSWORD));
        try (IntegrationClient a = client(onlyBanklink); IntegrationClient b = client(onlyAssetverify)) {
            assertThat(catchThrowableOfType(ApiException.class, a::listOrders).kind())
                    .isEqualTo(ApiException.Kind.NOT_CONFIGURED);
            assertThat(catchThrowableOfType(ApiException.class, () -> a.createOrder(newOrder())).kind())
                    .isEqualTo(ApiException.Kind.NOT_CONFIGURED);
            assertThat(catchThrowableOfType(ApiException.class, () -> a.getOrder("x")).kind())
                    .isEqualTo(ApiException.Kind.NOT_CONFIGURED);
            assertThat(catchThrowableOfType(ApiException.class, () -> b.listAccounts("pt")).kind())
                    .isEqualTo(ApiException.Kind.NOT_CONFIGURED);
            ExecutionException async = catchThrowableOfType(ExecutionException.class,
                    () -> b.listAccountsAsync("pt").get(5, TimeUnit.SECONDS));
            assertThat(async.getCause()).isInstanceOf(ApiException.class);
            assertThat(((ApiException) async.getCause()).kind()).isEqualTo(ApiException.Kind.NOT_CONFIGURED);
        }
        server.verify(0, anyRequestedFor(anyUrl()));
    }

    @Test
    void asyncFailureCarriesTheApiException() {
        server.stubFor(get(urlPathEqualTo(ORDERS)).willReturn(aResponse().withStatus(401)));
        try (IntegrationClient client = client()) {
            CompletionException e = catchThrowableOfType(CompletionException.class,
                    () -> client.listOrdersAsync().join());
            assertThat(e.getCause()).isInstanceOfSatisfying(ApiException.class,
                    x -> assertThat(x.getMessage()).isEqualTo("401 Unauthorized"));
        }
    }

    @Test
    void closedClientRefusesAsyncCalls() {
        IntegrationClient client = client();
        client.close();
        assertThat(client.listOrdersAsync()).isCompletedExceptionally();
        server.verify(0, anyRequestedFor(anyUrl()));
    }
}

package io.assetdesk.api;

import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The integration client over the JDK HTTP client. Blocking methods throw {@link ApiException}; the async ones run on
 * the client's own daemon threads and complete exceptionally with it. Close it to release its threads.
 *
 * <h2>Requests</h2>
 * Every request carries {@code Authorization: Bearer <token>}, {@code Content-Type} and {@code Accept}
 * {@code application/json}, and a JSON body with the integration's credentials at top level and a {@code data}
 * member, GET included (spec 4). {@code http:} base URLs (loopback only, see {@link UrlPolicy}) are spoken in
 * HTTP/1.1: the client's HTTP/2 default would send an h2c upgrade, which some servers mishandle on a GET with a body;
 * on {@code https:} HTTP/2 is negotiated. A path prefix in the base URL is kept.
 *
 * <h2>Time-outs</h2>
 * Connecting is bounded by {@link ServiceConfig#connectTimeout()}, the whole exchange (until the body is read) by
 * {@link ServiceConfig#requestTimeout()}.
 *
 * <h2>Retries</h2>
 * <ul>
 *   <li>{@link #listOrders()} and {@link #getOrder(String)} are retried on network errors, 5xx and 429 by the
 *   {@link RetryPolicy} (3 attempts, exponential backoff with jitter, Retry-After honoured).</li>
 *   <li>{@link #createOrder(NewOrderRequest)} (POST) is never retried: a time-out may have created the order
 *   ({@link ApiException#requestMaySeenByServer()} tells).</li>
 *   <li>{@link #listAccounts(String)} is a GET, but carries the borrower's single-use public token (field notes):
 *   re-sending it after the service may have used it would burn the token and fail anyway. It is therefore retried
 *   only when the request surely never reached the service (a connect failure) or on 429 (refused before any
 *   work); never after a 5xx or a time-out or reset once the request was sent. This departs on purpose from "GETs
 *   are retried on network errors and 5xx".</li>
 * </ul>
 *
 * <h2>Secrets</h2>
 * The access token, the banklink secret and the assetverify password never appear in a message, an excerpt or a log
 * line: anything taken from a response is scrubbed of them (a server may echo the request).
 *
 * <p>This class builds the four requests and decodes their answers; the wire between (headers, time-outs, the
 * retry loop with each endpoint's rule, failures as {@link ApiException}) is {@link Transport}'s, the asynchronous
 * calls' workers {@link AsyncCalls}'. Decoding is {@link ResponseDecoder}'s, errors {@link ApiErrors}', the answer's
 * size limit {@link LimitedBytes}', the retries' timer {@link RetryTimer}'s.
 */
public final class IntegrationClient implements IntegrationService, AutoCloseable {

    static final String ACCOUNTS_PATH = "/api/v1/integrations/banklink/accounts";
    static final String ORDERS_PATH = "/api/v1/integrations/assetverify/orders";
    static final String JSON = "application/json";

    private final ServiceConfig config;
    private final JsonMapper mapper;
    private final ResponseDecoder decoder;
    private final ApiErrors errors;
    private final Transport transport;
    private final AsyncCalls calls;
    private final Scrubber scrubber;
    private volatile BooleanSupplier memoryFull = MemoryGuard::nearlyFull;
    public IntegrationClient(ServiceConfig config) {
        this(config, null, RetryPolicy.defaults());
    }

    public IntegrationClient(ServiceConfig config, RetryPolicy retry) {
        this(config, null, retry);
    }

    /**
     * @param http  the HTTP client to use, or null for the client's own (connect time-out from the config, HTTP/1.1
     *              on http:, HTTP/2 negotiated on https:, redirects not followed)
     * @param retry how GETs are retried (tests pass a recording sleeper)
     */
    public IntegrationClient(ServiceConfig config, HttpClient http, RetryPolicy retry) {
        this(config, http, retry, Clock.systemUTC());
    }

    IntegrationClient(ServiceConfig config, HttpClient http, RetryPolicy retry, Clock clock) {
        this(config, http, retry, clock, null);
    }

    /** @param timer where asynchronous retries wait; null for the client's own thread */
    IntegrationClient(ServiceConfig config, HttpClient http, RetryPolicy retry, Clock clock, RetryTimer timer) {
        this.config = Objects.requireNonNull(config, "config");
        Objects.requireNonNull(retry, "retry");
        this.mapper = ResponseDecoder.defaultMapper();
        this.decoder = new ResponseDecoder(mapper);
        this.scrubber = Scrubber.of(config);
        this.errors = new ApiErrors(mapper, scrubber, clock);
        this.transport = new Transport(config, http, retry, mapper, errors, scrubber);
        this.calls = new AsyncCalls(retry, timer);
    }

    @Override
    public ServiceConfig config() {
        return config;
    }

    // ---- the four calls (blocking) ---------------------------------------------------------------------------

    /**
     * GET {@value #ACCOUNTS_PATH} with {@code data.public_token}. Retried only on a connect failure or 429 (the token
     * is single-use upstream; see the class comment).
     *
     * @throws IllegalArgumentException when {@code publicToken} is null or blank (no request is sent)
     */
    public List<Account> listAccounts(String publicToken) {
        if (publicToken == null || publicToken.isBlank()) {
            throw new IllegalArgumentException("the public token is empty");
        }
        BanklinkCredentials c = config.banklink();
        if (c == null || blank(c.clientId()) || blank(c.secret())) {
            throw notConfigured("banklink is not configured: the connection has no banklink client id and secret");
        }
        ObjectNode body = mapper.createObjectNode();
        body.put("client_id", c.clientId());
        body.put("secret", c.secret());
        body.putObject("data").put("public_token", publicToken);
        HttpResponse<Transport.Body> r = transport.execute("GET", ACCOUNTS_PATH, body,
                Transport.Retry.SINGLE_USE_TOKEN);
        return decode(r, () -> decoder.accounts(r.body().bytes()));
    }

    /** POST {@value #ORDERS_PATH}; null fields of the request are left out. Never retried. */
    public Order createOrder(NewOrderRequest request) {
        Objects.requireNonNull(request, "request");
        ObjectNode body = assetverifyBody();
        ObjectNode data = body.putObject("data");
        putIfPresent(data, "email", request.email());
        putIfPresent(data, "firstName", request.firstName());
        putIfPresent(data, "lastName", request.lastName());
        putIfPresent(data, "last4SSN", request.last4SSN());
        putIfPresent(data, "referenceNumber", request.referenceNumber());
        putIfPresent(data, "returnUrl", request.returnUrl());
        putIfPresent(data, "notificationUrl", request.notificationUrl());
        putIfPresent(data, "phoneNumber", request.phoneNumber());
        putIfPresent(data, "employerName", request.employerName());
        putIfPresent(data, "status", request.status());
        putIfPresent(data, "requestType", request.requestType());
        putIfPresent(data, "accountMonitoring", request.accountMonitoring());
        putIfPresent(data, "expectedAccounts", request.expectedAccounts());
        HttpResponse<Transport.Body> r = transport.execute("POST", ORDERS_PATH, body, Transport.Retry.NEVER);
        return decode(r, () -> decoder.order(r.body().bytes()));
    }

    /** GET {@value #ORDERS_PATH} with {@code data = {}}. */
    public List<Order> listOrders() {
        ObjectNode body = assetverifyBody();
        body.putObject("data");
        HttpResponse<Transport.Body> r = transport.execute("GET", ORDERS_PATH, body, Transport.Retry.SAFE_GET);
        return decode(r, () -> decoder.orders(r.body().bytes()));
    }

    /**
     * GET {@value #ORDERS_PATH} read as it arrives: {@code batches} gets the entries in batches while the rest is
     * still coming (on this thread), and the whole list is answered at the end. The answer's bytes are never held
     * whole. Retried as {@link #listOrders()} until the answer's headers come; a failure while its body is read is
     * final (batches were handed on).
     *
     * @throws ApiException {@link ApiException.Kind#TOO_LARGE} when the list is larger than this workstation's memory
     *                      holds, said in one sentence; {@link ApiException.Kind#NETWORK} when the answer stops
     */
    public ResourceList<OrderLine> listOrderLines(Consumer<List<OrderLine>> batches) {
        ObjectNode body = assetverifyBody();
        body.putObject("data");
        HttpResponse<Transport.Body> r = transport.executeStreamed("GET", ORDERS_PATH, body, Transport.Retry.SAFE_GET);
        AnswerStream stream = r.body().stream();
        int[] seen = new int[1];
        ApiException failure;
        try {
            return new OrderListReader(decoder, mapper, memoryFull).read(stream, b -> {
                seen[0] += b.size();
                batches.accept(b);
            });
        } catch (ResponseDecoder.Malformed e) {
            failure = errors.badResponse(r.statusCode(), r.headers(), stream.head(), e.getMessage());
        } catch (UncheckedIOException e) {
            failure = e.getCause() instanceof LimitedBytes.TooLarge
                    ? tooLarge("The answer is larger than " + (LimitedBytes.MAX_STREAMED_BYTES >> 30) + " GB, more "
                            + "than the console reads; it was not read", null)
                    : new ApiException(ApiException.Kind.NETWORK, null, "The connection broke before the whole "
                            + "order list came (" + count(seen[0]) + " orders read; " + scrubber.scrub(
                            String.valueOf(e.getCause().getMessage())) + "); try again", List.of(), null, null, null,
                            true, null);
        } catch (OrderListReader.TooMany e) {
            failure = tooLarge("The order list is larger than this workstation can hold: "
                    + count(Math.max(e.read(), seen[0])) + " orders filled the " + MemoryGuard.heapMb() + " MB the "
                    + "console may use; archive old orders at the service, or open the list on a workstation with "
                    + "more memory", e);
        } finally {
            r.body().release();
        }
        LoggerFactory.getLogger(IntegrationClient.class).warn("GET {}: {}", ORDERS_PATH, failure.getMessage());
        throw failure;
    }

    /** Tests: how the list's reader learns that the memory is nearly full. */
    IntegrationClient memoryFull(BooleanSupplier full) {
        this.memoryFull = full;
        return this;
    }

    private static ApiException tooLarge(String message, Throwable cause) {
        return new ApiException(ApiException.Kind.TOO_LARGE, null, message, List.of(), null, null, null, true, cause);
    }

    private static String count(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /**
     * GET {@value #ORDERS_PATH}/{id} with {@code data = {}}; the id is sent as one percent-encoded path segment.
     *
     * @throws IllegalArgumentException when the id is null, empty or made of dots only ("." and ".." would name
     *                                  another path); no request is sent
     */
    public OrderDocument getOrder(String orderId) {
        String segment = orderSegment(orderId);
        ObjectNode body = assetverifyBody();
        body.putObject("data");
        HttpResponse<Transport.Body> r = transport.execute("GET", ORDERS_PATH + "/" + segment, body,
                Transport.Retry.SAFE_GET);
        return decode(r, () -> new OrderDocument(decoder.order(r.body().bytes()),
                new String(r.body().bytes(), StandardCharsets.UTF_8)));
    }

    // ---- async -----------------------------------------------------------------------------------------------

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        return calls.run(() -> listAccounts(publicToken));
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        return calls.run(() -> createOrder(request));
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        return calls.run(this::listOrders);
    }

    @Override
    public CompletableFuture<List<OrderLine>> listOrderLinesAsync(Consumer<List<OrderLine>> batches) {
        return calls.run(() -> listOrderLines(batches));
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        return calls.run(() -> getOrder(orderId));
    }

    /**
     * Stops the client's threads: calls in flight are interrupted and every future not yet complete fails with a
     * {@link ApiException.Kind#NETWORK} error (the request may have reached the server).
     */
    @Override
    public void close() {
        calls.close();
        transport.close();
    }

    // ---- requests --------------------------------------------------------------------------------------------

    private ObjectNode assetverifyBody() {
        AssetverifyCredentials c = config.assetverify();
        if (c == null || blank(c.username()) || blank(c.password())) {
            throw notConfigured("assetverify is not configured: the connection has no assetverify user name and "
                    + "password");
        }
        ObjectNode body = mapper.createObjectNode();
        body.put("username", c.username());
        body.put("password", c.password());
        return body;
    }

    private static void putIfPresent(ObjectNode node, String name, String value) {
        if (value != null) {
            node.put(name, value);
        }
    }

    private static boolean blank(String s) {
        return s == null || s.isBlank();
    }

    private static ApiException notConfigured(String message) {
        return new ApiException(ApiException.Kind.NOT_CONFIGURED, null, message, List.of(), null, null, null, false,
                null);
    }

    /** The order id as one path segment: every byte outside RFC 3986 "unreserved" is percent-encoded. */
    static String orderSegment(String orderId) {
        if (orderId == null || orderId.isEmpty()) {
            throw new IllegalArgumentException("the order id is empty");
        }
        if (orderId.chars().allMatch(ch -> ch == '.')) {
            throw new IllegalArgumentException("the order id cannot be made of dots only");
        }
        byte[] bytes = orderId.getBytes(StandardCharsets.UTF_8);
        StringBuilder b = new StringBuilder(bytes.length * 3);
        for (byte x : bytes) {
            int c = x & 0xff;
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '.'
                    || c == '_' || c == '~') {
                b.append((char) c);
            } else {
                b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xf, 16)));
            }
        }
        return b.toString();
    }

    /** Decodes the answer, then lets go of its bytes. */
    private <T> T decode(HttpResponse<Transport.Body> r, Supplier<T> decoding) {
        try {
            return decoding.get();
        } catch (ResponseDecoder.Malformed e) {
            ApiException ex = errors.badResponse(r.statusCode(), r.headers(), r.body().bytes(), e.getMessage());
            LoggerFactory.getLogger(IntegrationClient.class).warn("{} {}: {}", r.request().method(),
                    r.request().uri().getRawPath(), ex.getMessage());
            throw ex;
        } finally {
            r.body().release();
        }
    }
}

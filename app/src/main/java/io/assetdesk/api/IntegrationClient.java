package io.assetdesk.api;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import org.slf4j.Logger;
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
 * <p>Size (over 400 lines, on purpose): the four endpoints share one request builder, one retry loop and one answer
 * path; what makes the file long is each endpoint's own retry rule (above) and the scrubbing of secrets, which are
 * safer checked side by side than spread over several classes. Decoding is {@link ResponseDecoder}'s, errors
 * {@link ApiErrors}', the answer's size limit {@link LimitedBytes}', the retries' timer {@link RetryTimer}'s.
 */
public final class IntegrationClient implements IntegrationService, AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(IntegrationClient.class);

    static final String ACCOUNTS_PATH = "/api/v1/integrations/banklink/accounts";
    static final String ORDERS_PATH = "/api/v1/integrations/assetverify/orders";
    static final String JSON = "application/json";

    private enum Retry { SAFE_GET, SINGLE_USE_TOKEN, NEVER }

    private final ServiceConfig config;
    /** Built at the first call, on the client's own thread: an HttpClient's set-up (TLS included) takes ~0.1 s. */
    private HttpClient http;
    private final boolean ownHttp;
    private final RetryPolicy retry;
    private final JsonMapper mapper;
    private final ResponseDecoder decoder;
    private final Scrubber scrubber;
    private final ApiErrors errors;
    private final ExecutorService executor;
    /** Where the asynchronous calls' retries wait: a timer, so that no worker is held while a retry waits. */
    private final RetryTimer retries;
    /** Set while a worker runs an asynchronous call: its attempts so far (execute then schedules, never sleeps). */
    private static final ThreadLocal<int[]> ASYNC_ATTEMPTS = new ThreadLocal<>();
    private final Set<CompletableFuture<?>> pending = ConcurrentHashMap.newKeySet();
    private final String base;

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
        this.retry = Objects.requireNonNull(retry, "retry");
        this.ownHttp = http == null;
        this.http = http;
        this.mapper = ResponseDecoder.defaultMapper();
        this.decoder = new ResponseDecoder(mapper);
        this.scrubber = Scrubber.of(config);
        this.errors = new ApiErrors(mapper, scrubber, clock);
        ThreadPoolExecutor pool = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                daemonThreads());
        pool.allowCoreThreadTimeOut(true);
        this.executor = pool;
        this.retries = timer != null ? timer : RetryTimer.ownThread(daemonThreads());
        URI b = config.baseUrl();
        String path = b.getRawPath() == null ? "" : b.getRawPath();
        while (path.endsWith("/")) {
            path = path.substring(0, path.length() - 1);
        }
        this.base = b.getScheme().toLowerCase(Locale.ROOT) + "://" + b.getRawAuthority() + path;
    }

    private synchronized HttpClient http() {
        if (http == null) {
            http = newHttpClient(config);
        }
        return http;
    }

    private static HttpClient newHttpClient(ServiceConfig config) {
        boolean plain = "http".equalsIgnoreCase(config.baseUrl().getScheme());
        return HttpClient.newBuilder()
                .connectTimeout(config.connectTimeout())
                .version(plain ? HttpClient.Version.HTTP_1_1 : HttpClient.Version.HTTP_2)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "integration-client-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
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
        HttpResponse<Body> r = execute("GET", ACCOUNTS_PATH, body, Retry.SINGLE_USE_TOKEN);
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
        HttpResponse<Body> r = execute("POST", ORDERS_PATH, body, Retry.NEVER);
        return decode(r, () -> decoder.order(r.body().bytes()));
    }

    /** GET {@value #ORDERS_PATH} with {@code data = {}}. */
    public List<Order> listOrders() {
        ObjectNode body = assetverifyBody();
        body.putObject("data");
        HttpResponse<Body> r = execute("GET", ORDERS_PATH, body, Retry.SAFE_GET);
        return decode(r, () -> decoder.orders(r.body().bytes()));
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
        HttpResponse<Body> r = execute("GET", ORDERS_PATH + "/" + segment, body, Retry.SAFE_GET);
        return decode(r, () -> new OrderDocument(decoder.order(r.body().bytes()),
                new String(r.body().bytes(), StandardCharsets.UTF_8)));
    }

    // ---- async -----------------------------------------------------------------------------------------------

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        return async(() -> listAccounts(publicToken));
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        return async(() -> createOrder(request));
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        return async(this::listOrders);
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        return async(() -> getOrder(orderId));
    }

    private <T> CompletableFuture<T> async(Supplier<T> call) {
        CompletableFuture<T> future = new CompletableFuture<>();
        pending.add(future);
        future.whenComplete((r, t) -> pending.remove(future));
        attempt(call, future, new int[1]);
        return future;
    }

    /**
     * Runs {@code call} on a worker. When it must be retried later ({@link RetryLater}), the wait is scheduled on the
     * timer and the worker is free at once; the next attempt goes back to a worker when the wait is over.
     */
    private <T> void attempt(Supplier<T> call, CompletableFuture<T> future, int[] attempts) {
        try {
            executor.execute(() -> {
                if (future.isDone()) {
                    return;
                }
                ASYNC_ATTEMPTS.set(attempts);
                try {
                    future.complete(call.get());
                } catch (RetryLater later) {
                    retryLater(call, future, attempts, later.wait);
                } catch (Throwable t) {
                    future.completeExceptionally(t);
                } finally {
                    ASYNC_ATTEMPTS.remove();
                }
            });
        } catch (RejectedExecutionException e) {
            future.completeExceptionally(new IllegalStateException("the integration client is closed"));
        }
    }

    private <T> void retryLater(Supplier<T> call, CompletableFuture<T> future, int[] attempts, Duration wait) {
        long millis = wait.toMillis();
        if (retry.sleeper() != RetryPolicy.Sleeper.REAL) {
            // a test's sleeper records the wait and returns at once: the next attempt follows without waiting
            try {
                retry.sleeper().sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            millis = 0;
        }
        try {
            retries.schedule(() -> attempt(call, future, attempts), millis);
        } catch (RejectedExecutionException e) {
            future.completeExceptionally(new IllegalStateException("the integration client is closed"));
        }
    }

    /** An asynchronous call's attempt failed in a way that is retried after {@code wait}. */
    private static final class RetryLater extends RuntimeException {
        final Duration wait;

        RetryLater(Duration wait) {
            super(null, null, false, false);
            this.wait = wait;
        }
    }

    /**
     * Stops the client's threads: calls in flight are interrupted and every future not yet complete fails with a
     * {@link ApiException.Kind#NETWORK} error (the request may have reached the server).
     */
    @Override
    public void close() {
        executor.shutdownNow();
        retries.close();
        if (ownHttp) {
            HttpClient made;
            synchronized (this) {
                made = http;
            }
            HttpClients.stop(made); // its selector thread would hold the JVM's exit up to 300 ms
        }
        for (CompletableFuture<?> f : List.copyOf(pending)) {
            f.completeExceptionally(new ApiException(ApiException.Kind.NETWORK, null,
                    "The call was stopped: the connection was closed", List.of(), null, null, null, true, null));
        }
    }

    // ---- requests --------------------------------------------------------------------------------------------

    private ObjectNode assetverifyBody() {
        AssetverifyCredentials c = config.assetverify();
        if (c == null || blank(c.username()) || blank(c.password())) {
            throw notConfigured("assetverify is not configured: the connection has no assetverify user name and password");
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

    private HttpResponse<Body> execute(String method, String path, ObjectNode body, Retry mode) {
        if (blank(config.accessToken())) {
            throw notConfigured("the connection has no access token");
        }
        byte[] bytes = mapper.writeValueAsBytes(body);
        URI uri = URI.create(base + path);
        String what = method + " " + path;
        // The single-use token must not travel over a pooled connection that the server may have dropped while it
        // was idle: such a failure could not be told apart from one after the service used the token.
        boolean ownClient = mode == Retry.SINGLE_USE_TOKEN && ownHttp;
        HttpClient client = ownClient ? newHttpClient(config) : http();
        try {
            return execute(client, method, uri, what, bytes, mode);
        } finally {
            if (ownClient) {
                HttpClients.stop(client); // one call, one client: its thread would hold the exit
            }
        }
    }

    private HttpResponse<Body> execute(HttpClient client, String method, URI uri, String what, byte[] bytes,
                                       Retry mode) {
        int[] asyncAttempts = ASYNC_ATTEMPTS.get();
        int attempt = asyncAttempts == null ? 0 : asyncAttempts[0];
        while (true) {
            attempt++;
            HttpRequest request = HttpRequest.newBuilder(uri)
                    .method(method, new OneShotBody(bytes))
                    .timeout(config.requestTimeout())
                    .header("Authorization", "Bearer " + config.accessToken())
                    .header("Content-Type", JSON)
                    .header("Accept", JSON)
                    .build();
            long started = System.nanoTime();
            ApiException failure;
            HttpResponse<Body> response;
            try {
                response = sendOnce(client, request);
            } catch (ApiException e) {
                failure = e;
                logFailure(what, attempt, mode, started, failure);
                Duration wait = retryWait(failure, mode, attempt);
                if (wait == null) {
                    throw failure;
                }
                pause(what, wait, asyncAttempts, attempt);
                continue;
            }
            int status = response.statusCode();
            long ms = (System.nanoTime() - started) / 1_000_000;
            String requestId = errors.requestId(response.headers());
            if (status >= 200 && status < 300) {
                log.info("{} -> {} in {} ms{}", what, status, ms,
                        requestId == null ? "" : " (request id " + requestId + ")");
                return response;
            }
            failure = errors.fromStatus(status, response.headers(), response.body().bytes());
            response.body().release();
            logFailure(what, attempt, mode, started, failure);
            Duration wait = retryWait(failure, mode, attempt);
            if (wait == null) {
                throw failure;
            }
            pause(what, wait, asyncAttempts, attempt);
        }
    }

    /**
     * A request body that is sent at most once. The JDK client silently re-sends a GET whose connection failed
     * before the first byte of the answer (it assumes a stale pooled connection), although the server may have
     * acted on it. For the single-use public token that would be wrong, and for every call it would make the number
     * of attempts differ from the {@link RetryPolicy}. A second use fails before anything is written, so only this
     * client's own retry logic decides.
     */
    static final class OneShotBody implements HttpRequest.BodyPublisher {
        private final HttpRequest.BodyPublisher delegate;
        private final AtomicBoolean used = new AtomicBoolean();

        OneShotBody(byte[] bytes) {
            this.delegate = HttpRequest.BodyPublishers.ofByteArray(bytes);
        }

        @Override
        public long contentLength() {
            if (used.get()) {
                throw new ResendRefused();
            }
            return delegate.contentLength();
        }

        @Override
        public void subscribe(Flow.Subscriber<? super ByteBuffer> subscriber) {
            used.set(true);
            delegate.subscribe(subscriber);
        }
    }

    /** The JDK client tried to send a request body a second time (see {@link OneShotBody}). */
    static final class ResendRefused extends IllegalStateException {
        ResendRefused() {
            super("the connection broke before an answer came; the request was not sent again");
        }
    }

    private void logFailure(String what, int attempt, Retry mode, long started, ApiException e) {
        long ms = (System.nanoTime() - started) / 1_000_000;
        log.warn("{} failed after {} ms (attempt {} of at most {}): {}{}", Redact.printable(what, 300), ms, attempt,
                mode == Retry.NEVER ? 1 : retry.maxAttempts(),
                scrubber.scrub(e.getMessage()),
                e.requestId().map(id -> " (request id " + id + ")").orElse(""));
    }

    /**
     * Waits before the next attempt: an asynchronous call hands the wait to the timer ({@link RetryLater}) and frees
     * its worker; a synchronous one (the command line, on its own thread) waits where it is.
     */
    private void pause(String what, Duration wait, int[] asyncAttempts, int attempt) {
        log.info("{}: retrying in {} ms", what, wait.toMillis());
        if (asyncAttempts != null) {
            asyncAttempts[0] = attempt;
            throw new RetryLater(wait);
        }
        try {
            retry.sleeper().sleep(wait);
        } catch (InterruptedException ie) {
            Thread.currentThread().interrupt();
            throw new ApiException(ApiException.Kind.NETWORK, null, "The call was interrupted", List.of(), null,
                    null, null, true, ie);
        }
    }

    /** How long to wait before the next attempt, or null when the failure is final. */
    private Duration retryWait(ApiException e, Retry mode, int attempt) {
        if (attempt >= retry.maxAttempts() || mode == Retry.NEVER || Thread.currentThread().isInterrupted()) {
            return null;
        }
        boolean retryable = switch (e.kind()) {
            case RATE_LIMITED -> true;
            case NETWORK -> mode == Retry.SAFE_GET || !e.requestMaySeenByServer();
            case SERVER_ERROR -> mode == Retry.SAFE_GET;
            default -> false;
        };
        if (!retryable) {
            return null;
        }
        if (e.retryAfter().isPresent()) {
            Duration ra = e.retryAfter().get();
            return ra.compareTo(retry.maxRetryAfter()) > 0 ? null : ra;
        }
        return retry.backoff(attempt);
    }

    /** The path of a single order's read (its report): bounded tighter than a list's. */
    private static final Pattern ONE_ORDER = Pattern.compile(".*/assetverify/orders/[^/]+$");

    private HttpResponse<Body> sendOnce(HttpClient client, HttpRequest request) {
        CompletableFuture<HttpResponse<Body>> f;
        // a single order read (its report) is bounded tighter than a list
        boolean oneOrder = ONE_ORDER.matcher(request.uri().getRawPath()).matches();
        long maxBytes = oneOrder ? LimitedBytes.MAX_ANSWER_BYTES : LimitedBytes.MAX_LIST_BYTES;
        try {
            f = client.sendAsync(request, info -> HttpResponse.BodySubscribers.mapping(
                    new LimitedBytes(maxBytes, info.headers().firstValueAsLong("Content-Length").orElse(-1)),
                    Body::new));
        } catch (RuntimeException e) {
            throw network(e);
        }
        // The request's own time-out covers the wait for the headers; this one also bounds reading the body.
        long limit = config.requestTimeout().toMillis() + 250;
        try {
            return f.get(limit, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new ApiException(ApiException.Kind.NETWORK, null, "No complete answer from the service within "
                    + seconds(config.requestTimeout()) + "; try again", List.of(), null, null, null, true, null);
        } catch (ExecutionException e) {
            for (Throwable c = e.getCause(); c != null; c = c.getCause()) {
                if (c instanceof LimitedBytes.TooLarge) {
                    throw new ApiException(ApiException.Kind.TOO_LARGE, null, "The answer is larger than "
                            + (maxBytes >> 20) + " MB, more than the console reads" + (oneOrder ? " for one order" : "")
                            + "; it was not read", List.of(), null, null, null, true, null);
                }
            }
            throw network(e.getCause() == null ? e : e.getCause());
        } catch (InterruptedException e) {
            f.cancel(true);
            Thread.currentThread().interrupt();
            throw new ApiException(ApiException.Kind.NETWORK, null, "The call was interrupted", List.of(), null,
                    null, null, true, null);
        }
    }

    private ApiException network(Throwable t) {
        String where = config.baseUrl().getHost() + (config.baseUrl().getPort() < 0 ? "" : ":" + config.baseUrl().getPort());
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof HttpConnectTimeoutException) {
                return net("Could not connect to " + where + " within " + seconds(config.connectTimeout()), false, t);
            }
            if (c instanceof ConnectException || c instanceof UnresolvedAddressException
                    || c instanceof UnknownHostException || c instanceof NoRouteToHostException) {
                String reason = c.getMessage() == null || c.getMessage().isBlank() ? c.getClass().getSimpleName()
                        : c.getMessage();
                return net("Could not connect to " + where + " (" + scrubber.scrub(reason) + ")", false, t);
            }
            if (c instanceof SSLHandshakeException) {
                return net("Could not set up a secure connection to " + where + " (" + scrubber.scrub(
                        String.valueOf(c.getMessage())) + ")", false, t);
            }
        }
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof ResendRefused) {
                return net("The connection to " + where + " broke before an answer came; try again", true, t);
            }
            if (c instanceof HttpTimeoutException) {
                return net("No answer from the service within " + seconds(config.requestTimeout()) + "; try again",
                        true, t);
            }
        }
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof IOException || c instanceof SSLException) {
                String reason = c.getMessage() == null || c.getMessage().isBlank() ? c.getClass().getSimpleName()
                        : c.getMessage();
                return net("The connection to " + where + " broke before a complete answer came ("
                        + scrubber.scrub(reason) + "); try again", true, t);
            }
        }
        return net("The call to " + where + " failed (" + t.getClass().getSimpleName() + ")", true, t);
    }

    private static ApiException net(String message, boolean maySeen, Throwable cause) {
        return new ApiException(ApiException.Kind.NETWORK, null, message, List.of(), null, null, null, maySeen,
                cause);
    }

    private static String seconds(Duration d) {
        long ms = d.toMillis();
        return ms % 1000 == 0 ? (ms / 1000) + " s" : String.format(Locale.ROOT, "%.1f s", ms / 1000.0);
    }

    /** Decodes the answer, then lets go of its bytes. */
    private <T> T decode(HttpResponse<Body> r, Supplier<T> decoding) {
        try {
            return decoding.get();
        } catch (ResponseDecoder.Malformed e) {
            ApiException ex = errors.badResponse(r.statusCode(), r.headers(), r.body().bytes(), e.getMessage());
            log.warn("{} {}: {}", r.request().method(), r.request().uri().getRawPath(), ex.getMessage());
            throw ex;
        } finally {
            r.body().release();
        }
    }

    /**
     * An answer's bytes, dropped once decoded: the JDK client can keep the last response of an idle pooled connection
     * reachable (through its connection timer) until the connection is reused or closed, and for a list of 100,000
     * orders those bytes are 50 MB.
     */
    static final class Body {
        private volatile byte[] bytes;

        Body(byte[] bytes) {
            this.bytes = bytes;
        }

        byte[] bytes() {
            byte[] b = bytes;
            return b == null ? new byte[0] : b;
        }

        void release() {
            bytes = null;
        }
    }
}

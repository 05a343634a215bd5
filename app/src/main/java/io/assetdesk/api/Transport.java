package io.assetdesk.api;

import java.io.IOException;
import java.io.InputStream;
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
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLHandshakeException;
import javax.net.ssl.SSLParameters;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * One request to the service and its answer: the JSON body sent once ({@link OneShotBody}), the headers, the time-outs,
 * the answer's size limit, the retries by the {@link RetryPolicy} and each endpoint's own rule ({@link Retry}), and
 * every failure as an {@link ApiException} with its secrets scrubbed. {@link IntegrationClient} builds the requests and
 * decodes the answers; this is the wire between.
 */
final class Transport {
    private static final Logger log = LoggerFactory.getLogger(IntegrationClient.class);
    /**
     * The JDK client's read buffer, in bytes, unless the JVM was given its own: its 16 KB default cost a
     * 1,000,000-order answer (513 MB) about 1.4 s of the client's selector thread on a 2-core workstation, 128 KB about
     * 0.7 s. Set before the first client is made (the JDK reads it once); the answer's parts waiting to be read are at
     * most {@link AnswerStream#AHEAD} of these.
     */
    static final int READ_BUFFER = 128 * 1024;

    static {
        if (System.getProperty("jdk.httpclient.bufsize") == null) {
            System.setProperty("jdk.httpclient.bufsize", Integer.toString(READ_BUFFER));
        }
    }

    /** How a call may be retried (see {@link IntegrationClient}'s "Retries"). */
    enum Retry { SAFE_GET, SINGLE_USE_TOKEN, NEVER }

    /** Set while a worker runs an asynchronous call: its tries so far (execute then schedules, never sleeps). */
    static final ThreadLocal<Tries> ASYNC_TRIES = new ThreadLocal<>();

    /**
     * A call's tries, carried from one worker to the next across an asynchronous call's retries: how many were made,
     * when the first began, and the waits between them a test's sleeper returned from at once (so that the whole wait
     * said is the one a person would have had).
     */
    static final class Tries {
        private int made;
        private long firstStarted;
        private long skippedNanos;

        /** How long the call has taken since its first try began. */
        Duration waited() {
            return Duration.ofNanos(System.nanoTime() - firstStarted + skippedNanos);
        }
    }

    private final ServiceConfig config;
    /** Built at the first call, on the client's own thread: an HttpClient's set-up (TLS included) takes ~0.1 s. */
    private HttpClient http;
    private final boolean ownHttp;
    private final RetryPolicy retry;
    private final JsonMapper mapper;
    private final Scrubber scrubber;
    private final ApiErrors errors;
    private final String base;

    /** @param http the HTTP client to use, or null for its own (made at the first call) */
    Transport(ServiceConfig config, HttpClient http, RetryPolicy retry, JsonMapper mapper, ApiErrors errors,
              Scrubber scrubber) {
        this.config = config;
        this.http = http;
        this.ownHttp = http == null;
        this.retry = retry;
        this.mapper = mapper;
        this.errors = errors;
        this.scrubber = scrubber;
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
        HttpClient.Builder b = HttpClient.newBuilder()
                .connectTimeout(config.connectTimeout())
                .version(plain ? HttpClient.Version.HTTP_1_1 : HttpClient.Version.HTTP_2)
                .followRedirects(HttpClient.Redirect.NEVER);
        if (plain) {
            b.sslContext(PlainHttpOnly.context()).sslParameters(new SSLParameters());
        }
        return b.build();
    }

    /** Stops the HTTP client this transport made (its selector thread would hold the JVM's exit up to 300 ms). */
    void close() {
        if (ownHttp) {
            HttpClient made;
            synchronized (this) {
                made = http;
            }
            HttpClients.stop(made);
        }
    }

    /** Sends {@code body} to {@code path} and answers the 2xx response; retried as {@code mode} allows. */
    HttpResponse<Body> execute(String method, String path, ObjectNode body, Retry mode) {
        return execute(method, path, body, mode, false);
    }

    /**
     * As {@link #execute(String, String, ObjectNode, Retry)}, but a 2xx answer's body is not read here: it is handed
     * over as a stream ({@link Body#stream()}) as soon as its headers came, to be read as it arrives. Retries end with
     * the headers: a failure while the body is read is the reader's.
     */
    HttpResponse<Body> executeStreamed(String method, String path, ObjectNode body, Retry mode) {
        return execute(method, path, body, mode, true);
    }

    private HttpResponse<Body> execute(String method, String path, ObjectNode body, Retry mode, boolean streamed) {
        if (config.accessToken() == null || config.accessToken().isBlank()) {
            throw new ApiException(ApiException.Kind.NOT_CONFIGURED, null, "the connection has no access token",
                    List.of(), null, null, null, false, null);
        }
        byte[] bytes = mapper.writeValueAsBytes(body);
        URI uri = URI.create(base + path);
        String what = method + " " + path;
        // The single-use token must not travel over a pooled connection that the server may have dropped while it
        // was idle: such a failure could not be told apart from one after the service used the token.
        boolean ownClient = mode == Retry.SINGLE_USE_TOKEN && ownHttp;
        HttpClient client = ownClient ? newHttpClient(config) : http();
        try {
            return execute(client, method, uri, what, bytes, mode, streamed);
        } finally {
            if (ownClient) {
                HttpClients.stop(client); // one call, one client: its thread would hold the exit
            }
        }
    }

    private HttpResponse<Body> execute(HttpClient client, String method, URI uri, String what, byte[] bytes,
                                       Retry mode, boolean streamed) {
        Tries async = ASYNC_TRIES.get();
        Tries tries = async != null ? async : new Tries();
        if (tries.made == 0) {
            tries.firstStarted = System.nanoTime();
        }
        int attempt = tries.made;
        while (true) {
            attempt++;
            HttpRequest request = HttpRequest.newBuilder(uri)
                    .method(method, new OneShotBody(bytes))
                    .timeout(config.requestTimeout())
                    .header("Authorization", "Bearer " + config.accessToken())
                    .header("Content-Type", IntegrationClient.JSON)
                    .header("Accept", IntegrationClient.JSON)
                    .build();
            long started = System.nanoTime();
            ApiException failure;
            HttpResponse<Body> response;
            try {
                response = sendOnce(client, request, streamed);
            } catch (ApiException e) {
                failure = e;
                logFailure(what, attempt, mode, started, failure);
                Duration wait = retryWait(failure, mode, attempt);
                if (wait == null) {
                    throw failure.afterTries(attempt, tries.waited());
                }
                pause(what, wait, async != null, attempt, tries);
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
                throw failure.afterTries(attempt, tries.waited());
            }
            pause(what, wait, async != null, attempt, tries);
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
    private void pause(String what, Duration wait, boolean async, int attempt, Tries tries) {
        log.info("{}: retrying in {} ms", what, wait.toMillis());
        if (retry.sleeper() != RetryPolicy.Sleeper.REAL) {
            tries.skippedNanos += wait.toNanos(); // a test's sleeper returns at once
        }
        tries.made = attempt;
        if (async) {
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

    private HttpResponse<Body> sendOnce(HttpClient client, HttpRequest request, boolean streamed) {
        CompletableFuture<HttpResponse<Body>> f;
        // a single order read (its report) is bounded tighter than a list
        boolean oneOrder = ONE_ORDER.matcher(request.uri().getRawPath()).matches();
        long maxBytes = oneOrder ? LimitedBytes.MAX_ANSWER_BYTES : LimitedBytes.MAX_LIST_BYTES;
        try {
            f = client.sendAsync(request, info -> streamed && info.statusCode() / 100 == 2
                    ? HttpResponse.BodySubscribers.mapping(new AnswerStream(LimitedBytes.MAX_STREAMED_BYTES,
                            config.requestTimeout()), Body::streamed)
                    : HttpResponse.BodySubscribers.mapping(
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
        String where = config.baseUrl().getHost() + (config.baseUrl().getPort() < 0 ? "" : ":"
                + config.baseUrl().getPort());
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

    /** An asynchronous call's attempt failed in a way that is retried after {@code wait}. */
    static final class RetryLater extends RuntimeException {
        final Duration wait;

        RetryLater(Duration wait) {
            super(null, null, false, false);
            this.wait = wait;
        }
    }

    /**
     * An answer's bytes, dropped once decoded: the JDK client can keep the last response of an idle pooled connection
     * reachable (through its connection timer) until the connection is reused or closed, and for a list of 100,000
     * orders those bytes are 50 MB.
     */
    static final class Body {
        private volatile byte[] bytes;
        private final AnswerStream stream;

        Body(byte[] bytes) {
            this.bytes = bytes;
            this.stream = null;
        }

        private Body(AnswerStream stream) {
            this.stream = stream;
        }

        static Body streamed(InputStream stream) {
            return new Body((AnswerStream) stream);
        }

        /** The bytes of an answer read whole; of a streamed one, its first bytes read. */
        byte[] bytes() {
            if (stream != null) {
                return stream.head();
            }
            byte[] b = bytes;
            return b == null ? new byte[0] : b;
        }

        /** The streamed answer, read as it arrives ({@link #executeStreamed}). */
        AnswerStream stream() {
            if (stream == null) {
                throw new IllegalStateException("this answer was read whole");
            }
            return stream;
        }

        void release() {
            bytes = null;
            if (stream != null) {
                stream.close();
            }
        }
    }
}

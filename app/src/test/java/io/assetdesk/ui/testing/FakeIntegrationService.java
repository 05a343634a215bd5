package io.assetdesk.ui.testing;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.OrderLine;
import io.assetdesk.api.ServiceConfig;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The fake {@link IntegrationService} for the UI tests (the screen tests, which show one screen through
 * {@code ScreenHarness}, and the shell, connection and bank-account tests, which build the app through
 * {@link TestApp}), for {@link DemoApp} and for the order-search benchmark. It never opens a connection.
 *
 * <p>A call is answered in one of two ways:
 * <ul>
 *   <li><b>From data</b>, like the real client. The test says what the service holds ({@link #orders(int)},
 *   {@link #listOrdersFailure}, {@link #accounts}, {@link #accountsFailure}); the answer completes later, on a
 *   background thread, and not before {@link #release()} if the test called {@link #hold()}. The order list and the
 *   bank-link accounts are answered this way unless the test sets a hook.</li>
 *   <li><b>By a hook</b>: {@link #onList}, {@link #onCreate} and {@link #onGet} return the future the test's function
 *   gives, as it is: no thread and no hold gate in between. An already completed future reaches the screen at once
 *   (synchronously, within the call); a pending one when the test completes it. {@link #listReturns} sets
 *   {@link #onList} to "these orders, at once". Setting {@link #onList} replaces the data answer of the order
 * list.</li>
 * </ul>
 * With nothing set up, the order list is empty (from data), reading an order fails with 404, creating an order fails
 * (a test that creates one says what comes back) and every public token is refused as invalid.
 *
 * <p>The fake counts the calls ({@link #listOrdersCalls}, {@link #listAccountsCalls}, {@link #getOrderCalls}), keeps
 * every create request ({@link #created}) and every public token it accepted ({@link #usedTokens()}, so that a second
 * use fails as upstream), and notes {@link #close()}. {@link #error}, {@link #lost()} and {@link #rateLimited} build
 * the failures the real client reports.
 */
public final class FakeIntegrationService implements IntegrationService, AutoCloseable {
    private static final URI LOOPBACK = URI.create("http://127.0.0.1:9");

    private final ServiceConfig config;
    private final Map<String, List<Account>> accountsByToken = new ConcurrentHashMap<>();
    private final Map<String, ApiException> failuresByToken = new ConcurrentHashMap<>();
    private final List<String> usedTokens = new CopyOnWriteArrayList<>();
    private volatile List<Order> orders = List.of();
    private volatile ApiException listOrdersFailure;
    private volatile CompletableFuture<Void> gate = CompletableFuture.completedFuture(null);

    /**
     * Answers {@link #listOrdersAsync()}; by default from the data ({@link #orders(int)}, {@link #listOrdersFailure}).
     */
    public volatile Supplier<CompletableFuture<List<Order>>> onList = this::ordersFromData;
    /**
     * Answers {@link #listOrderLinesAsync} when set, with the batches' receiver (a test hands batches on as an
     * answer would while it arrives); null: the list of {@link #onList}, handed on whole.
     */
    public volatile Function<Consumer<List<OrderLine>>, CompletableFuture<List<OrderLine>>> onLines;
    /** Answers {@link #createOrderAsync}; by default a failure, since no test creates an order without saying so. */
    public volatile Function<NewOrderRequest, CompletableFuture<Order>> onCreate =
            r -> CompletableFuture.failedFuture(new IllegalStateException("create not set up (set onCreate)"));
    /** Answers {@link #getOrderAsync}; by default 404. */
    public volatile Function<String, CompletableFuture<OrderDocument>> onGet = id -> CompletableFuture.failedFuture(
            error(ApiException.Kind.NOT_FOUND, 404, "404 Not Found: no order " + id, "req-404"));

    public final AtomicInteger listOrdersCalls = new AtomicInteger();
    public final AtomicInteger listAccountsCalls = new AtomicInteger();
    public final AtomicInteger getOrderCalls = new AtomicInteger();
    /** Every request {@link #createOrderAsync} was called with, in order. */
    public final List<NewOrderRequest> created = new CopyOnWriteArrayList<>();
    public volatile boolean closed;
    private volatile boolean onCallingThread;

    /** Sets up a fake (for tests that pass the set-up along). */
    @FunctionalInterface
    public interface Configurer {
        FakeIntegrationService apply(FakeIntegrationService fake);
    }

    /** A fake whose configuration points at a closed loopback port (for tests that hand the service over directly). */
    public FakeIntegrationService() {
        this(ServiceConfig.of(LOOPBACK, LOOPBACK, "test-token", null, null));
    }

    /** A fake for {@code config} (as the connection builds services: one per configuration). */
    public FakeIntegrationService(ServiceConfig config) {
        this.config = config;
    }

    // --- data, answered on a background thread ---

    /** {@code token} is a valid public token for {@code accounts} (once: a second use fails as upstream). */
    public FakeIntegrationService accounts(String token, List<Account> accounts) {
        accountsByToken.put(token, List.copyOf(accounts));
        return this;
    }

    public FakeIntegrationService accountsFailure(String token, ApiException failure) {
        failuresByToken.put(token, failure);
        return this;
    }

    /** The service holds {@code count} plain orders, ord-0 to ord-(count-1), an hour apart. */
    public FakeIntegrationService orders(int count) {
        List<Order> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(new Order("ord-" + i, "order", Instant.parse("2026-01-01T10:00:00Z").plusSeconds(i * 3600L),
                    false, "opened", null, 30, "b" + i + "@example.com", "1234", "REF-" + i, "Borrower", "N" + i,
                    null, null, null, null, List.of(), null, null));
        }
        orders = List.copyOf(list);
        return this;
    }

    /** The service holds exactly {@code list}. */
    public FakeIntegrationService answering(List<Order> list) {
        orders = List.copyOf(list);
        return this;
    }

    public FakeIntegrationService listOrdersFailure(ApiException failure) {
        listOrdersFailure = failure;
        return this;
    }

    /** Holds every answer from data until {@link #release()} (hook answers are the test's own futures). */
    public FakeIntegrationService hold() {
        gate = new CompletableFuture<>();
        return this;
    }

    public void release() {
        gate.complete(null);
    }

    public List<String> usedTokens() {
        return usedTokens;
    }

    // --- hooks, answered with the test's own future ---

    /** The order list is {@code orders}, answered at once with an already completed future. */
    public void listReturns(List<Order> orders) {
        onList = () -> CompletableFuture.completedFuture(orders);
    }

    // --- failures as the real client reports them ---

    public static ApiException error(ApiException.Kind kind, Integer status, String message, String requestId) {
        return new ApiException(kind, status, message, List.of(), requestId, null, null, false, null);
    }

    /** A connection lost after sending: the service may have seen the request. */
    public static ApiException lost() {
        return new ApiException(ApiException.Kind.NETWORK, null, "The connection was reset before an answer came",
                List.of(), null, null, null, true, null);
    }

    public static ApiException rateLimited(Duration retryAfter) {
        return new ApiException(ApiException.Kind.RATE_LIMITED, 429, "429 Too Many Requests", List.of(), "req-429",
                null, retryAfter, false, null);
    }

    // --- the service ---

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        listAccountsCalls.incrementAndGet();
        Function<Object, List<Account>> answer = v -> {
            ApiException failure = failuresByToken.get(publicToken);
            if (failure != null) {
                throw failure;
            }
            if (usedTokens.contains(publicToken)) {
                throw error(ApiException.Kind.CLIENT_ERROR, 400, "400 Bad Request: public token already used",
                        "req-used");
            }
            List<Account> accounts = accountsByToken.get(publicToken);
            if (accounts == null) {
                throw error(ApiException.Kind.INVALID_INPUT, 400, "400 Bad Request: invalid public token",
                        "req-invalid");
            }
            usedTokens.add(publicToken);
            return accounts;
        };
        return onCallingThread ? gate.thenApply(answer) : gate.thenApplyAsync(answer);
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        created.add(request);
        return onCreate.apply(request);
    }

    @Override
    public CompletableFuture<List<OrderLine>> listOrderLinesAsync(Consumer<List<OrderLine>> batches) {
        Function<Consumer<List<OrderLine>>, CompletableFuture<List<OrderLine>>> lines = onLines;
        return lines != null ? lines.apply(batches) : IntegrationService.super.listOrderLinesAsync(batches);
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        listOrdersCalls.incrementAndGet();
        return onList.get();
    }

    private CompletableFuture<List<Order>> ordersFromData() {
        Function<Object, List<Order>> answer = v -> {
            if (listOrdersFailure != null) {
                throw listOrdersFailure;
            }
            return orders;
        };
        return onCallingThread ? gate.thenApply(answer) : gate.thenApplyAsync(answer);
    }

    /**
     * Answers the order list and the accounts on the thread that asks (or releases the hold), as the view-model tests
     * want: no other
     * thread, nothing to wait for.
     */
    public FakeIntegrationService onCallingThread() {
        this.onCallingThread = true;
        return this;
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        getOrderCalls.incrementAndGet();
        return onGet.apply(orderId);
    }

    @Override
    public ServiceConfig config() {
        return config;
    }

    @Override
    public void close() {
        closed = true;
    }
}

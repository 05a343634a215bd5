package io.assetdesk.ui.testing;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ServiceConfig;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An {@link IntegrationService} for UI tests: answers from what the test put in, completes on a background thread
 * (like the real client) or holds a call open until the test releases it, and counts the calls.
 */
public final class FakeIntegrationService implements IntegrationService, AutoCloseable {
    private final ServiceConfig config;
    private final Map<String, List<Account>> accountsByToken = new ConcurrentHashMap<>();
    private final Map<String, ApiException> failuresByToken = new ConcurrentHashMap<>();
    private final List<String> usedTokens = new CopyOnWriteArrayList<>();
    private volatile List<Order> orders = new ArrayList<>();
    private volatile ApiException listOrdersFailure;
    private volatile CompletableFuture<Void> gate = CompletableFuture.completedFuture(null);
    public final AtomicInteger listOrdersCalls = new AtomicInteger();
    public final AtomicInteger listAccountsCalls = new AtomicInteger();
    public volatile boolean closed;

    /** Sets up a fake (for tests that pass the set-up along). */
    @FunctionalInterface
    public interface Configurer {
        FakeIntegrationService apply(FakeIntegrationService fake);
    }

    public FakeIntegrationService(ServiceConfig config) {
        this.config = config;
    }

    public FakeIntegrationService accounts(String token, List<Account> accounts) {
        accountsByToken.put(token, List.copyOf(accounts));
        return this;
    }

    public FakeIntegrationService accountsFailure(String token, ApiException failure) {
        failuresByToken.put(token, failure);
        return this;
    }

    public FakeIntegrationService orders(int count) {
        List<Order> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(new Order("ord-" + i, "order", Instant.parse("2026-01-01T10:00:00Z").plusSeconds(i * 3600L),
                    false, "opened", null, 30, "b" + i + "@example.com", "1234", "REF-" + i, "Borrower", "N" + i,
                    null, null, null, null, List.of(), null, null));
        }
        orders = list;
        return this;
    }

    public FakeIntegrationService listOrdersFailure(ApiException failure) {
        listOrdersFailure = failure;
        return this;
    }

    /** Holds every call until {@link #release()}. */
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

    public static ApiException error(ApiException.Kind kind, int status, String message, String requestId) {
        return new ApiException(kind, status, message, List.of(), requestId, null, null, false, null);
    }

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        listAccountsCalls.incrementAndGet();
        return gate.thenApplyAsync(v -> {
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
        });
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException("not in this fake"));
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        listOrdersCalls.incrementAndGet();
        return gate.thenApplyAsync(v -> {
            if (listOrdersFailure != null) {
                throw listOrdersFailure;
            }
            return List.copyOf(orders);
        });
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        return CompletableFuture.failedFuture(
                error(ApiException.Kind.NOT_FOUND, 404, "404 Not Found: no order " + orderId, null));
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

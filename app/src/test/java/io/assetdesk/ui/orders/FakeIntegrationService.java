package io.assetdesk.ui.orders;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ServiceConfig;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;

/** A programmable {@link IntegrationService} for screen tests: each call answers what the test set up. */
public final class FakeIntegrationService implements IntegrationService {
    public volatile Supplier<CompletableFuture<List<Order>>> onList = () -> CompletableFuture.completedFuture(List.of());
    public volatile Function<NewOrderRequest, CompletableFuture<Order>> onCreate =
            r -> CompletableFuture.failedFuture(new IllegalStateException("create not set up"));
    public volatile Function<String, CompletableFuture<OrderDocument>> onGet =
            id -> CompletableFuture.failedFuture(error(ApiException.Kind.NOT_FOUND, 404, "404 Not Found", "req-404"));
    public final AtomicInteger listCalls = new AtomicInteger();
    public final AtomicInteger getCalls = new AtomicInteger();
    public final List<NewOrderRequest> created = new CopyOnWriteArrayList<>();

    public static ApiException error(ApiException.Kind kind, Integer status, String message, String requestId) {
        return new ApiException(kind, status, message, List.of(), requestId, null, null, false, null);
    }

    public static ApiException lost() {
        return new ApiException(ApiException.Kind.NETWORK, null, "The connection was reset before an answer came",
                List.of(), null, null, null, true, null);
    }

    public static ApiException rateLimited(Duration retryAfter) {
        return new ApiException(ApiException.Kind.RATE_LIMITED, 429, "429 Too Many Requests", List.of(), "req-429",
                null, retryAfter, false, null);
    }

    public void listReturns(List<Order> orders) {
        onList = () -> CompletableFuture.completedFuture(orders);
    }

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        return CompletableFuture.failedFuture(new UnsupportedOperationException());
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        created.add(request);
        return onCreate.apply(request);
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        listCalls.incrementAndGet();
        return onList.get();
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        getCalls.incrementAndGet();
        return onGet.apply(orderId);
    }

    @Override
    public ServiceConfig config() {
        URI local = URI.create("http://127.0.0.1:9");
        return ServiceConfig.of(local, local, "test-token", null, null);
    }
}

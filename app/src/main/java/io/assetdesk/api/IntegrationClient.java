package io.assetdesk.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The integration client over the JDK HTTP client. Blocking methods throw {@link ApiException}; the async ones
 * complete exceptionally with it. Close it to release its threads.
 */
public final class IntegrationClient implements IntegrationService, AutoCloseable {

    private final ServiceConfig config;

    public IntegrationClient(ServiceConfig config) {
        this.config = config;
    }

    @Override
    public ServiceConfig config() {
        return config;
    }

    public List<Account> listAccounts(String publicToken) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public Order createOrder(NewOrderRequest request) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public List<Order> listOrders() {
        throw new UnsupportedOperationException("not implemented yet");
    }

    public OrderDocument getOrder(String orderId) {
        throw new UnsupportedOperationException("not implemented yet");
    }

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        return CompletableFuture.supplyAsync(() -> listAccounts(publicToken));
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        return CompletableFuture.supplyAsync(() -> createOrder(request));
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        return CompletableFuture.supplyAsync(this::listOrders);
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        return CompletableFuture.supplyAsync(() -> getOrder(orderId));
    }

    @Override
    public void close() {
    }
}

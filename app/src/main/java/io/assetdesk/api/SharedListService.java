package io.assetdesk.api;

import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * An {@link IntegrationService} whose order-list calls share one request while it runs: the order list and the status
 * bar's health check both list the orders when a connection opens, and with 100,000 orders two copies of that answer
 * (50 MB each, decoded at the same time) would double the wait and the memory for nothing.
 *
 * <p>A list call joins the one in flight only if that one started after the last order this service created, so a
 * list never misses an order created through it (the new-order screen's duplicate check relies on that). Each caller
 * gets its own future: cancelling it leaves the others alone. Everything else passes straight through.
 */
public final class SharedListService implements IntegrationService, AutoCloseable {
    private final IntegrationService delegate;
    private final Consumer<Throwable> heard;
    private CompletableFuture<List<Order>> inFlight;

    public SharedListService(IntegrationService delegate) {
        this(delegate, null);
    }

    /**
     * @param heard told how each call ended, on the thread that ended it: null when it answered, else its failure
     *              (a shared list once, however many joined it); null: nobody is told
     */
    public SharedListService(IntegrationService delegate, Consumer<Throwable> heard) {
        this.delegate = Objects.requireNonNull(delegate);
        this.heard = heard;
    }

    private <T> CompletableFuture<T> told(CompletableFuture<T> call) {
        if (heard != null) {
            call.whenComplete((v, failure) -> heard.accept(failure));
        }
        return call;
    }

    /** The service underneath (tests reach their fake through it). */
    public IntegrationService delegate() {
        return delegate;
    }

    @Override
    public CompletableFuture<List<Order>> listOrdersAsync() {
        CompletableFuture<List<Order>> call;
        synchronized (this) {
            if (inFlight == null || inFlight.isDone()) {
                inFlight = told(delegate.listOrdersAsync());
            }
            call = inFlight;
        }
        return call.copy();
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        synchronized (this) {
            inFlight = null; // a list already running may not include the order about to be created
        }
        return told(delegate.createOrderAsync(request));
    }

    @Override
    public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
        return told(delegate.listAccountsAsync(publicToken));
    }

    @Override
    public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
        return told(delegate.getOrderAsync(orderId));
    }

    @Override
    public ServiceConfig config() {
        return delegate.config();
    }

    @Override
    public void close() throws Exception {
        if (delegate instanceof AutoCloseable c) {
            c.close();
        }
    }
}

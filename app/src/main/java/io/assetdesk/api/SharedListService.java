package io.assetdesk.api;

import java.util.ArrayList;
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
    private Broadcast linesInFlight;

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

    /**
     * Joins the list read as it arrives when one is in flight (started after the last order created here): a caller
     * that joins late is handed the batches that came before it first, then the rest as they come.
     */
    @Override
    public CompletableFuture<List<OrderLine>> listOrderLinesAsync(Consumer<List<OrderLine>> batches) {
        Broadcast call;
        synchronized (this) {
            if (linesInFlight != null && !linesInFlight.done.isDone() && linesInFlight.join(batches)) {
                call = linesInFlight;
            } else {
                call = new Broadcast();
                call.join(batches); // before the call starts: a service may hand its batches on within the call
                Broadcast started = call;
                call.done = told(delegate.listOrderLinesAsync(call::deliver));
                call.done.whenComplete((v, e) -> started.forget());
                linesInFlight = call;
            }
        }
        return call.done.copy();
    }

    /**
     * One list read as it arrives, and everyone who asked for it: each is handed every batch once, in order, on the
     * reading thread. One who joins late is handed the batches it missed with the next batch; when no batch comes
     * after it joined, the whole list, its answer, has them.
     */
    private static final class Broadcast {
        CompletableFuture<List<OrderLine>> done;
        private final List<List<OrderLine>> past = new ArrayList<>();
        private final List<Consumer<List<OrderLine>>> listeners = new ArrayList<>();
        private final List<Consumer<List<OrderLine>>> late = new ArrayList<>();
        private boolean over;

        synchronized void deliver(List<OrderLine> batch) {
            for (Consumer<List<OrderLine>> l : late) {
                past.forEach(l); // here, not on the thread that joined (the FX thread)
                listeners.add(l);
            }
            late.clear();
            past.add(batch);
            for (Consumer<List<OrderLine>> l : listeners) {
                l.accept(batch);
            }
        }

        /** False when the call is over (the caller starts another). */
        synchronized boolean join(Consumer<List<OrderLine>> listener) {
            if (over) {
                return false;
            }
            (past.isEmpty() ? listeners : late).add(listener);
            return true;
        }

        /** The call is over: its batches are in its answer, and are not kept twice. */
        synchronized void forget() {
            over = true;
            past.clear();
            listeners.clear();
            late.clear();
        }
    }

    @Override
    public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
        synchronized (this) {
            inFlight = null; // a list already running may not include the order about to be created
            linesInFlight = null;
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

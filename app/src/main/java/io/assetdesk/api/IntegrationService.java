package io.assetdesk.api;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The four calls of the integration service (spec section 4), asynchronous. Futures complete exceptionally with an
 * {@link ApiException} (possibly wrapped in a CompletionException). The UI codes against this interface so that
 * tests can hand it a fake.
 */
public interface IntegrationService {

    /**
     * GET /api/v1/integrations/banklink/accounts with {@code data.public_token}. The token is single-use upstream, so
     * it is re-sent only when the service surely never saw it (a connect failure) or refused it with 429; never after
     * a 5xx or a time-out.
     */
    CompletableFuture<List<Account>> listAccountsAsync(String publicToken);

    /** POST /api/v1/integrations/assetverify/orders. Never retried automatically. */
    CompletableFuture<Order> createOrderAsync(NewOrderRequest request);

    /** GET /api/v1/integrations/assetverify/orders. */
    CompletableFuture<List<Order>> listOrdersAsync();

    /**
     * GET /api/v1/integrations/assetverify/orders as the list keeps it ({@link OrderLine}): {@code batches} is handed
     * the entries while the answer is still being read (on the reading thread, in the answer's order, each entry
     * once), and the future completes with every entry, the count of unreadable ones included
     * ({@link ResourceList#unreadableIn}). This default reads the list whole and hands it on as one batch.
     */
    default CompletableFuture<List<OrderLine>> listOrderLinesAsync(Consumer<List<OrderLine>> batches) {
        CompletableFuture<List<OrderLine>> out = new CompletableFuture<>();
        listOrdersAsync().whenComplete((orders, failure) -> {
            if (failure != null) {
                out.completeExceptionally(failure); // as it came, not wrapped
                return;
            }
            try {
                List<OrderLine> lines = orders.stream().map(OrderLine::of).toList();
                if (!lines.isEmpty()) {
                    batches.accept(lines);
                }
                out.complete(new ResourceList<>(lines, ResourceList.unreadableIn(orders)));
            } catch (RuntimeException e) {
                out.completeExceptionally(e);
            }
        });
        return out;
    }

    /** GET /api/v1/integrations/assetverify/orders/{id}, with the body as received. */
    CompletableFuture<OrderDocument> getOrderAsync(String orderId);

    /** The configuration this service talks with (portal URL for the enrollment frame, and so on). */
    ServiceConfig config();
}

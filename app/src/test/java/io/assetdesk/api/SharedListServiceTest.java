package io.assetdesk.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

class SharedListServiceTest {

    /** Hands out list calls the test completes by hand, and counts what reached it. */
    private static final class Manual implements IntegrationService {
        final List<CompletableFuture<List<Order>>> lists = new ArrayList<>();
        final List<Consumer<List<OrderLine>>> readers = new ArrayList<>();
        final List<CompletableFuture<List<OrderLine>>> reads = new ArrayList<>();
        int creates;

        @Override
        public CompletableFuture<List<OrderLine>> listOrderLinesAsync(Consumer<List<OrderLine>> batches) {
            CompletableFuture<List<OrderLine>> f = new CompletableFuture<>();
            readers.add(batches);
            reads.add(f);
            return f;
        }

        @Override
        public CompletableFuture<List<Order>> listOrdersAsync() {
            CompletableFuture<List<Order>> f = new CompletableFuture<>();
            lists.add(f);
            return f;
        }

        @Override
        public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
            creates++;
            return CompletableFuture.completedFuture(order("ord-new"));
        }

        @Override
        public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
            return CompletableFuture.completedFuture(List.of());
        }

        @Override
        public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
            return new CompletableFuture<>();
        }

        @Override
        public ServiceConfig config() {
            return null;
        }
    }

    private static Order order(String id) {
        return new Order(id, "order", Instant.parse("2026-11-20T10:00:00Z"), false, "opened", null, 30, "a@example.com",
                "1234", "R-1", "Ada", "Lovelace", null, null, null, null, List.of(), null, null);
    }

    private final Manual service = new Manual();
    private final SharedListService shared = new SharedListService(service);

    @Test
    void aListReadAsItArrivesIsSharedAndOneWhoJoinsLateGetsTheBatchesBeforeItFirst() throws Exception {
        List<String> screen = new ArrayList<>();
        List<String> health = new ArrayList<>();
        CompletableFuture<List<OrderLine>> first = shared.listOrderLinesAsync(b -> b.forEach(l -> screen.add(l.id())));
        service.readers.get(0).accept(List.of(OrderLine.of(order("a")), OrderLine.of(order("b"))));
        CompletableFuture<List<OrderLine>> late = shared.listOrderLinesAsync(b -> b.forEach(l -> health.add(l.id())));
        service.readers.get(0).accept(List.of(OrderLine.of(order("c"))));
        List<OrderLine> all = List.of(OrderLine.of(order("a")), OrderLine.of(order("b")), OrderLine.of(order("c")));
        service.reads.get(0).complete(all);

        assertThat(service.reads).as("one request").hasSize(1);
        assertThat(screen).containsExactly("a", "b", "c");
        assertThat(health).as("the batches before it, then the rest").containsExactly("a", "b", "c");
        assertThat(first.get()).isSameAs(all);
        assertThat(late.get()).isSameAs(all);

        shared.createOrderAsync(null);
        shared.listOrderLinesAsync(b -> { });
        assertThat(service.reads).as("a list after the call ended is a new request").hasSize(2);
        shared.createOrderAsync(null);
        shared.listOrderLinesAsync(b -> { });
        assertThat(service.reads).as("one running before an order was created is not joined").hasSize(3);
    }

    @Test
    void twoListCallsWhileOneRunsMakeOneRequestAndBothGetTheAnswer() throws Exception {
        CompletableFuture<List<Order>> screen = shared.listOrdersAsync();
        CompletableFuture<List<Order>> health = shared.listOrdersAsync();

        assertThat(service.lists).hasSize(1);
        List<Order> answer = List.of(order("ord-1"), order("ord-2"));
        service.lists.get(0).complete(answer);
        assertThat(screen.get()).isSameAs(answer);
        assertThat(health.get()).isSameAs(answer);
    }

    @Test
    void aListAfterTheLastOneEndedAsksAgain() {
        shared.listOrdersAsync();
        service.lists.get(0).complete(List.of());

        shared.listOrdersAsync();

        assertThat(service.lists).hasSize(2);
    }

    @Test
    void aFailureReachesEveryCallerSharingTheRequest() {
        CompletableFuture<List<Order>> a = shared.listOrdersAsync();
        CompletableFuture<List<Order>> b = shared.listOrdersAsync();
        service.lists.get(0).completeExceptionally(new IllegalStateException("down"));

        assertThat(a).isCompletedExceptionally();
        assertThat(b).isCompletedExceptionally();
    }

    @Test
    void cancellingOneCallerLeavesTheOthersWaiting() throws Exception {
        CompletableFuture<List<Order>> a = shared.listOrdersAsync();
        CompletableFuture<List<Order>> b = shared.listOrdersAsync();

        a.cancel(true);
        service.lists.get(0).complete(List.of(order("ord-1")));

        assertThat(b.get()).extracting(Order::id).containsExactly("ord-1");
    }

    @Test
    void aListStartedBeforeAnOrderWasCreatedIsNotReusedAfterIt() {
        shared.listOrdersAsync(); // still running
        shared.createOrderAsync(null);

        shared.listOrdersAsync();

        assertThat(service.creates).isEqualTo(1);
        assertThat(service.lists).hasSize(2); // the second list can include the new order
    }
}

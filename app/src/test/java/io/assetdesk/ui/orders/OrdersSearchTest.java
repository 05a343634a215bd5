package io.assetdesk.ui.orders;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The background search on its own: what it delivers, in which order, and what it drops. */
class OrdersSearchTest {
    private static final Instant NOW = Instant.parse("2026-11-20T09:30:00Z");
    private final BlockingQueue<OrdersSearch.Result> delivered = new LinkedBlockingQueue<>();
    private final OrdersSearch search = new OrdersSearch(delivered::add);
    private long seq;

    @AfterEach
    void close() {
        search.close();
    }

    private static List<OrderRow> rows(List<Order> orders) {
        List<OrderRow> rows = new ArrayList<>();
        for (Order o : orders) {
            rows.add(new OrderRow(o));
        }
        rows.sort(OrderSort.NEWEST_FIRST);
        return List.copyOf(rows);
    }

    private OrdersSearch.Query query(List<OrderRow> rows, String text, String status, boolean archived,
                                     OrderSort order, OrderRow selected) {
        return new OrdersSearch.Query(++seq, rows, text, status, archived, order, selected);
    }

    private OrdersSearch.Result next() throws InterruptedException {
        OrdersSearch.Result r = delivered.poll(20, TimeUnit.SECONDS);
        assertThat(r).as("a result within 20 s").isNotNull();
        return r;
    }

    private static List<String> ids(OrdersSearch.Result r) {
        return r.shown().stream().map(OrderRow::id).toList();
    }

    @Test
    void typingOnNarrowsToTheSameRowsAFullScanFinds() throws Exception {
        List<OrderRow> rows = rows(TestOrders.many(5_000, NOW));
        String[] typed = {"a", "al", "alex", "alex01", "alex012", "alex0123", "alex01234", "alex01234@"};
        for (String t : typed) {
            search.submit(query(rows, t, "", false, OrderSort.NEWEST_FIRST, null));
            OrdersSearch.Result r = next();
            List<String> expected = rows.stream().filter(x -> x.matches(t.toLowerCase())).map(OrderRow::id).toList();
            assertThat(ids(r)).as("search %s", t).isEqualTo(expected);
        }
        assertThat(ids(next(query(rows, "ALEX0123", "", false, OrderSort.NEWEST_FIRST, null))))
                .containsExactly("ord-01230", "ord-01231", "ord-01232", "ord-01233", "ord-01234", "ord-01235",
                        "ord-01236", "ord-01237", "ord-01238", "ord-01239");
        // erasing widens again; a recent text's result comes back as it was (the same list: nothing to redraw)
        OrdersSearch.Result first = next(query(rows, "alex012", "", false, OrderSort.NEWEST_FIRST, null));
        assertThat(first.shown()).hasSize(100);
        OrdersSearch.Result again = next(query(rows, "alex012", "", false, OrderSort.NEWEST_FIRST, rows.get(4)));
        assertThat(again.shown()).isSameAs(first.shown());
        assertThat(again.selectedIndex()).isEqualTo(-1); // ord-00004 is not among them
        OrderRow shown = first.shown().get(7);
        assertThat(next(query(rows, "alex0123", "", false, OrderSort.NEWEST_FIRST,
                shown)).selectedIndex()).isEqualTo(-1);
        assertThat(next(query(rows, "alex012", "", false, OrderSort.NEWEST_FIRST, shown)).selectedIndex()).isEqualTo(7);
        // another load of rows: nothing of the old one is reused
        List<OrderRow> reloaded = rows(TestOrders.many(5_000, NOW));
        OrdersSearch.Result fresh = next(query(reloaded, "alex012", "", false, OrderSort.NEWEST_FIRST, null));
        assertThat(fresh.shown()).hasSize(100).isNotSameAs(first.shown());
        assertThat(fresh.shown()).allMatch(r -> reloaded.contains(r));
    }

    private OrdersSearch.Result next(OrdersSearch.Query q) throws InterruptedException {
        search.submit(q);
        return next();
    }

    @Test
    void statusArchivedAndSortOrderAreAppliedAndTheSelectedRowIsFound() throws Exception {
        List<Order> orders = new ArrayList<>();
        orders.add(TestOrders.order("a", "Zoe", "Able", "zoe@example.com", "R-1", "closed", NOW.minusSeconds(10),
                false));
        orders.add(TestOrders.order("b", "Adam", "Baker", "adam@example.com", "R-2", "opened", NOW, false));
        orders.add(TestOrders.order("c", "Mia", "Cole", "mia@example.com", "R-3", "opened", NOW.minusSeconds(20),
                true));
        orders.add(TestOrders.order("d", null, null, null, null, null, null, false));
        List<OrderRow> rows = rows(orders);
        OrderRow c = rows.stream().filter(r -> r.id().equals("c")).findFirst().orElseThrow();

        assertThat(ids(next(query(rows, "", "", false, OrderSort.NEWEST_FIRST, null)))).containsExactly("b", "a", "d");
        assertThat(ids(next(query(rows, "", "", true, OrderSort.NEWEST_FIRST, null)))).containsExactly("b", "a", "c",
                "d");
        OrderSort byName = new OrderSort(List.of(new OrderSort.Key(OrderSort.Column.NAME, false)));
        OrdersSearch.Result sorted = next(query(rows, "", "", true, byName, c));
        assertThat(ids(sorted)).containsExactly("d", "b", "c", "a");
        assertThat(sorted.selectedIndex()).isEqualTo(2);
        OrdersSearch.Result opened = next(query(rows, "", "opened", true, byName, c));
        assertThat(ids(opened)).containsExactly("b", "c");
        assertThat(opened.selectedIndex()).isEqualTo(1);
        OrdersSearch.Result hidden = next(query(rows, "", "opened", false, byName, c));
        assertThat(ids(hidden)).containsExactly("b");
        assertThat(hidden.selectedIndex()).isEqualTo(-1);
        OrderSort byStatusThenNewest = new OrderSort(List.of(new OrderSort.Key(OrderSort.Column.STATUS, true),
                new OrderSort.Key(OrderSort.Column.CREATED, true)));
        assertThat(ids(next(query(rows, "", "", true, byStatusThenNewest, null)))).containsExactly("b", "c", "a", "d");
        // the e-mail, the reference number and the time are compared where the row keeps them: a missing one first
        assertThat(ids(next(query(rows, "", "", true, by(OrderSort.Column.EMAIL, false), null))))
                .containsExactly("d", "b", "c", "a");
        assertThat(ids(next(query(rows, "", "", true, by(OrderSort.Column.REFERENCE, true), null))))
                .containsExactly("c", "b", "a", "d");
        assertThat(ids(next(query(rows, "", "", true, by(OrderSort.Column.CREATED, false), null))))
                .containsExactly("d", "c", "a", "b");
    }

    private static OrderSort by(OrderSort.Column column, boolean descending) {
        return new OrderSort(List.of(new OrderSort.Key(column, descending)));
    }

    @Test
    void aRequestSupersededBeforeItsTurnIsNeverDelivered() throws Exception {
        List<OrderRow> rows = rows(TestOrders.many(2_000, NOW));
        CountDownLatch blocker = new CountDownLatch(1);
        // hold the worker inside a delivery, queue three requests behind it, then let it go
        OrdersSearch held = new OrdersSearch(r -> {
            try {
                blocker.await(20, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            delivered.add(r);
        });
        try {
            held.submit(query(rows, "alex0000", "", false, OrderSort.NEWEST_FIRST, null));
            Thread.onSpinWait();
            long first = seq;
            held.submit(query(rows, "alex01", "", false, OrderSort.NEWEST_FIRST, null));
            held.submit(query(rows, "alex010", "", false, OrderSort.NEWEST_FIRST, null));
            held.submit(query(rows, "alex0100", "", false, OrderSort.NEWEST_FIRST, null));
            blocker.countDown();
            List<OrdersSearch.Result> all = new ArrayList<>();
            OrdersSearch.Result r;
            do {
                r = next();
                all.add(r);
            } while (r.query().seq() != seq);
            // the last one is always delivered; of the ones between, none (at most the first was already running)
            assertThat(all).extracting(x -> x.query().seq()).allMatch(s -> s == first || s == seq);
            assertThat(ids(r)).hasSize(10).allMatch(id -> id.startsWith("ord-0100"));
        } finally {
            held.close();
        }
    }
}

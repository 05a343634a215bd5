package io.assetdesk.ui.orders;

import io.assetdesk.api.Order;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Orders for tests. */
public final class TestOrders {
    private TestOrders() {
    }

    public static Order order(String id, String first, String last, String email, String ref, String status,
                              Instant created, boolean archived) {
        return order(id, first, last, email, ref, status, created, archived, 30);
    }

    /** An order with {@code daysRemaining} days left. */
    public static Order order(String id, String first, String last, String email, String ref, String status,
                              Instant created, boolean archived, Integer daysRemaining) {
        return new Order(id, "order", created, archived, status, "https://portal.example/login/" + id, daysRemaining,
                email, "1234", ref, first, last, null, null, null, null, List.of(), null, null);
    }

    public static Order ofType(String type, String id, String first, String last, Instant created) {
        return new Order(id, type, created, false, "closed", null, null, first.toLowerCase() + "@example.com",
                "1234", "REF-" + id, first, last, null, null, null, null, List.of(), null, null);
    }

    /** {@code n} orders, one a minute back from {@code newest}; "R-00000".."R-n", statuses cycling. */
    public static List<Order> many(int n, Instant newest) {
        String[] statuses = {"closed", "opened", "inprogress", "building", "canceled"};
        List<Order> orders = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            String num = String.format("%05d", i);
            orders.add(order("ord-" + num, "Alex" + num, "Borrower", "alex" + num + "@example.com", "R-" + num,
                    statuses[i % statuses.length], newest.minusSeconds(60L * i), false));
        }
        return orders;
    }
}

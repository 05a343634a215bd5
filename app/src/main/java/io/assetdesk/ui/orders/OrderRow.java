package io.assetdesk.ui.orders;

import io.assetdesk.api.Order;
import java.time.Instant;
import java.util.Locale;

/**
 * One line of the order list: the order and a lowercase search key (name, e-mail, reference number, id) computed
 * once, so that filtering is a plain {@code contains} per row. Immutable, so that the background search may read it.
 * Display text (the local created time, the name) is made by the cells on demand, for the visible rows only.
 */
public final class OrderRow {
    private final Order order;
    private final String searchKey;

    public OrderRow(Order order) {
        this.order = order;
        this.searchKey = key(order);
    }

    /**
     * The fields joined by a separator that no search text contains (search text is stripped, and the separator is a
     * control character), lowercased. When the joined text is already lowercase, {@code toLowerCase} returns it as is.
     */
    private static String key(Order o) {
        StringBuilder b = new StringBuilder(96);
        append(b, o.borrowerName());
        append(b, o.email());
        append(b, o.referenceNumber());
        append(b, o.id());
        return b.toString().toLowerCase(Locale.ROOT);
    }

    private static void append(StringBuilder b, String part) {
        if (part != null && !part.isEmpty()) {
            b.append(part.strip()).append('\u0001');
        }
    }

    public Order order() {
        return order;
    }

    public String id() {
        return order.id();
    }

    public Instant created() {
        return order.created();
    }

    public String status() {
        return order.status();
    }

    public boolean archived() {
        return order.archived();
    }

    public boolean isOrderType() {
        return order.isOrderType();
    }

    /** True when the lowercase {@code needle} occurs in the name, e-mail, reference number or id. */
    public boolean matches(String needle) {
        return needle.isEmpty() || searchKey.contains(needle);
    }
}

package io.assetdesk.ui.orders;

import io.assetdesk.api.Order;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.Locale;

/**
 * One line of the order list: the order, its created time as local text, and a lowercase search key (name, e-mail,
 * reference number, id) computed once, so that filtering is a plain {@code contains} per row.
 */
public final class OrderRow {
    /** Newest first; orders without a created time last. */
    public static final Comparator<OrderRow> NEWEST_FIRST =
            Comparator.comparing(OrderRow::created, Comparator.nullsFirst(Comparator.<Instant>naturalOrder())).reversed();

    private final Order order;
    private final String createdText;
    private final String searchKey;
    /** The filter pass in which this row last matched (FX thread only); see {@link OrdersViewModel}. */
    long matchedInPass = -1;

    public OrderRow(Order order, ZoneId zone, DateTimeFormatter format) {
        this.order = order;
        this.createdText = order.created() == null ? "" : format.format(order.created().atZone(zone));
        this.searchKey = key(order);
    }

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
            b.append(part).append('\u0001');
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

    public String createdText() {
        return createdText;
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

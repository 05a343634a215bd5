package io.assetdesk.ui.orders;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderLine;
import java.time.Instant;

/**
 * One line of the order list: the list's part of an order ({@link OrderLine}), nothing more (a million of them may
 * be held at once). Search matching looks at the order's own strings, case-insensitively, on the background worker;
 * display text (the local created time, the name) is made by the cells on demand, for the visible rows only.
 * Immutable, so that the worker may read it.
 */
public final class OrderRow {

    private final OrderLine order;

    public OrderRow(OrderLine order) {
        this.order = order;
    }

    /** The list's part of a whole order (tests, the benchmarks). */
    public OrderRow(Order order) {
        this(OrderLine.of(order));
    }

    public OrderLine order() {
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

    /**
     * True when the lowercase {@code needle} occurs, ignoring case, in the borrower's name ("First Last"), e-mail,
     * reference number or id. A needle never spans two of these.
     */
    public boolean matches(String needle) {
        if (needle.isEmpty()) {
            return true;
        }
        OrderLine o = order;
        return o.textContains(needle) || OrderLine.contains(o.firstName(), needle)
                || OrderLine.contains(o.lastName(), needle) || (needle.indexOf(' ') >= 0 && o.firstName() != null
                        && o.lastName() != null && OrderLine.contains(o.borrowerName(), needle));
    }
}

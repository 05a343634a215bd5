package io.assetdesk.ui.orders;

import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * A sort order of the order list as plain data: the columns clicked, each ascending or descending, first key first.
 * Built on the FX thread from the table's sort order; compares rows on the background worker without touching a
 * column, a cell value factory or any other control. Two equal sort orders are {@code equals}, so a repeated request
 * for the same order is recognised and costs nothing.
 */
public record OrderSort(List<Key> keys) implements Comparator<OrderRow> {

    /** The sortable columns and what each compares (as the table's default: nulls first, then natural order). */
    public enum Column {
        CREATED(OrderRow::created),
        NAME(r -> r.order().borrowerName()),
        EMAIL(r -> r.order().email()),
        REFERENCE(r -> r.order().referenceNumber()),
        STATUS(OrderRow::status),
        DAYS_REMAINING(r -> r.order().daysRemaining()),
        ARCHIVED(OrderRow::archived);

        private final Comparator<OrderRow> ascending;

        <T extends Comparable<? super T>> Column(Function<OrderRow, T> value) {
            this.ascending = Comparator.comparing(value, Comparator.nullsFirst(Comparator.<T>naturalOrder()));
        }
    }

    /** One column of the sort order. */
    public record Key(Column column, boolean descending) {
    }

    public OrderSort {
        keys = List.copyOf(keys);
    }

    /** Newest first: the order the list opens in. */
    public static final OrderSort NEWEST_FIRST = new OrderSort(List.of(new Key(Column.CREATED, true)));

    @Override
    public int compare(OrderRow a, OrderRow b) {
        if (this == NEWEST_FIRST) {
            return newestFirst(a, b); // the list's own order, compared a million times as it arrives
        }
        for (Key k : keys) {
            int c = k.column().ascending.compare(a, b);
            if (c != 0) {
                return k.descending() ? -c : c;
            }
        }
        return 0;
    }

    /** As {@link #NEWEST_FIRST} compares, without the general path's lambdas: newest first, no time last. */
    private static int newestFirst(OrderRow a, OrderRow b) {
        Instant x = a.created();
        Instant y = b.created();
        if (x == null || y == null) {
            return x == y ? 0 : x == null ? 1 : -1;
        }
        return y.compareTo(x);
    }
}

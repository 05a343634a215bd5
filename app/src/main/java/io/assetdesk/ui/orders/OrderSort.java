package io.assetdesk.ui.orders;

import io.assetdesk.api.OrderLine;
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
        // the created time, the e-mail and the reference number are compared where the row keeps them (no instant or
        // string is made for a comparison: a sort of a million rows makes twenty million of them)
        CREATED((a, b) -> OrderLine.compareCreated(a.order(), b.order())),
        NAME(of(r -> r.order().borrowerName())),
        EMAIL((a, b) -> OrderLine.compareText(a.order(), b.order(), OrderLine.Text.EMAIL)),
        REFERENCE((a, b) -> OrderLine.compareText(a.order(), b.order(), OrderLine.Text.REFERENCE)),
        STATUS(of(OrderRow::status)),
        DAYS_REMAINING(of(r -> r.order().daysRemaining())),
        ARCHIVED(of(OrderRow::archived));

        private final Comparator<OrderRow> ascending;

        Column(Comparator<OrderRow> ascending) {
            this.ascending = ascending;
        }

        private static <T extends Comparable<? super T>> Comparator<OrderRow> of(Function<OrderRow, T> value) {
            return Comparator.comparing(value, Comparator.nullsFirst(Comparator.<T>naturalOrder()));
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
        return OrderLine.compareCreated(b.order(), a.order());
    }
}

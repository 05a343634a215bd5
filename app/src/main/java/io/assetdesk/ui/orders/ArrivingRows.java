package io.assetdesk.ui.orders;

import io.assetdesk.api.OrderLine;
import io.assetdesk.workflow.StatusWord;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;

/**
 * The rows of one list call while its answer arrives: each batch of entries becomes rows, sorted newest first and
 * merged into the rows so far on the reading thread (never the FX thread), and the rows so far are handed to the
 * screen: the first batch at once, then at a pace that slows as they grow ({@link #handOverAfter}). When the screen is
 * busier than that, it gets only the newest rows so far: one hand-over waits at a time.
 */
final class ArrivingRows {
    /**
     * How often, at the most, the rows so far are handed to the screen after the first screenful: each hand-over costs
     * a search over every row so far and a new list for the table.
     */
    static final long HAND_OVER_NANOS = 700_000_000L;
    /**
     * And as much again for every 250,000 rows so far: each hand-over's search and new table list cost in proportion
     * to the rows, which is CPU the reading thread would otherwise have (a million rows arrive in three steps, not
     * seven, on a 2-core workstation).
     */
    static final long PER_ROW_NANOS = HAND_OVER_NANOS / 250_000;
    /**
     * How often, at the most, the count of rows read so far is handed to the screen between hand-overs: a number in a
     * label, so that the officer sees the list move while its rows wait for the next hand-over.
     */
    static final long COUNT_NANOS = 250_000_000L;

    /** The rows of one load, newest first, the statuses present (sorted), and the entries that could not be read. */
    record Loaded(List<OrderRow> rows, List<String> statuses, int unreadable) {
    }

    private final Executor fx;
    private final LongSupplier nanos;
    private final Consumer<Loaded> show;
    private final IntConsumer counted;
    private final AtomicReference<Loaded> waiting = new AtomicReference<>();
    // the reading thread's
    /**
     * The rows so far are {@code sorted[0, count)}. The array has room to grow: rows that come after every row so far
     * (a list sent in the screen's order) are written after them in place, so a million rows are not copied a hundred
     * times. The rows handed to the screen are never written again: a batch that falls among them makes a new array.
     */
    private OrderRow[] sorted = new OrderRow[0];
    private int count;
    private final TreeSet<String> statuses = statusSet();
    /** Every status word met (the same few words a million times: the ordered set is asked once per word). */
    private final Set<String> seen = new HashSet<>();
    private boolean handed;
    /** Set when a newer load took over: the batches still coming are not made into rows. */
    private volatile boolean dropped;
    private long handedOver;
    private long countedAt;

    /**
     * @param fx      where {@code show} and {@code counted} are called (the FX thread)
     * @param show    takes the rows so far
     * @param counted takes the count of rows read so far, at most every {@link #COUNT_NANOS}
     * @param nanos   the time, in nanoseconds ({@code System::nanoTime}; a test's own)
     */
    ArrivingRows(Executor fx, Consumer<Loaded> show, IntConsumer counted, LongSupplier nanos) {
        this.fx = fx;
        this.show = show;
        this.counted = counted;
        this.nanos = nanos;
    }

    /** A newer load took over: the rest of this answer is not made into rows (nor handed to the screen). */
    void drop() {
        dropped = true;
        waiting.set(null);
    }

    /** One batch of the answer (the reading thread). */
    void add(List<OrderLine> batch) {
        if (dropped) {
            return;
        }
        take(batch);
        long now = nanos.getAsLong();
        if (handed && now - handedOver < handOverAfter(count)) {
            if (now - countedAt >= COUNT_NANOS) {
                countedAt = now;
                int soFar = count;
                fx.execute(() -> counted.accept(soFar));
            }
            return; // the screen has new rows; the next hand-over brings these too
        }
        handed = true;
        countedAt = now;
        handedOver = now;
        if (waiting.getAndSet(so(0)) == null) {
            fx.execute(() -> show.accept(waiting.getAndSet(null)));
        }
    }

    /** How long after a hand-over of {@code rows} rows the next one comes, at the soonest. */
    static long handOverAfter(int rows) {
        return HAND_OVER_NANOS + rows * PER_ROW_NANOS;
    }

    /** {@code lines} made into rows, sorted newest first and merged into the rows so far, their statuses noted. */
    private void take(List<OrderLine> lines) {
        OrderRow[] fresh = new OrderRow[lines.size()];
        for (int i = 0; i < fresh.length; i++) {
            fresh[i] = new OrderRow(lines.get(i));
        }
        take(fresh);
    }

    private void take(OrderRow[] fresh) {
        for (OrderRow r : fresh) {
            String status = r.status();
            if (status != null && seen.add(status) && !status.isBlank()) {
                statuses.add(status);
            }
        }
        Arrays.sort(fresh, OrderSort.NEWEST_FIRST);
        if (fresh.length == 0) {
            return;
        }
        if (count == 0 || OrderSort.NEWEST_FIRST.compare(fresh[0], sorted[count - 1]) >= 0) {
            if (count + fresh.length > sorted.length) {
                sorted = Arrays.copyOf(sorted, Math.max(count + fresh.length, sorted.length * 2));
            }
            System.arraycopy(fresh, 0, sorted, count, fresh.length);
        } else {
            sorted = merge(sorted, count, fresh, OrderSort.NEWEST_FIRST);
        }
        count += fresh.length;
    }

    /**
     * Every row of {@code lines}, the whole answer, with the count of the entries that could not be read: the rows
     * made from its batches, or, when some batches did not come here (a read joined late), the rows made from it.
     */
    Loaded all(List<OrderLine> lines, int unreadable) {
        waiting.set(null);
        if (count != lines.size()) {
            sorted = new OrderRow[0];
            count = 0;
            statuses.clear();
            seen.clear();
            take(lines);
        }
        return so(unreadable);
    }

    private Loaded so(int unreadable) {
        return new Loaded(Collections.unmodifiableList(Arrays.asList(sorted).subList(0, count)), List.copyOf(statuses),
                unreadable);
    }

    /**
     * {@code a[0, n)} and {@code b}, each in {@code order}, as one new array in it ({@code a}'s rows first on a tie),
     * with room after them for as many again as {@code b}.
     */
    static OrderRow[] merge(OrderRow[] a, int n, OrderRow[] b, Comparator<? super OrderRow> order) {
        OrderRow[] out = new OrderRow[n + 2 * b.length];
        // a list comes in some order of its own, often by time: a batch then falls wholly before the rest
        if (order.compare(b[b.length - 1], a[0]) < 0) {
            System.arraycopy(b, 0, out, 0, b.length);
            System.arraycopy(a, 0, out, b.length, n);
            return out;
        }
        int i = 0;
        int j = 0;
        int k = 0;
        while (i < n && j < b.length) {
            out[k++] = order.compare(b[j], a[i]) < 0 ? b[j++] : a[i++];
        }
        System.arraycopy(a, i, out, k, n - i);
        System.arraycopy(b, j, out, k + n - i, b.length - j);
        return out;
    }

    /** Rows of a whole list at once (the benchmark's synthetic rows), newest first, with their statuses. */
    static Loaded whole(List<OrderRow> rows) {
        ArrivingRows once = new ArrivingRows(Runnable::run, loaded -> { }, soFar -> { }, () -> 0L);
        once.take(rows.toArray(new OrderRow[0]));
        return once.so(0);
    }

    /** Statuses in the order's life (building, opened, in progress, closed, canceled), then any other as it came. */
    private static TreeSet<String> statusSet() {
        return new TreeSet<>(Comparator.comparing((String w) -> StatusWord.of(w).kind())
                .thenComparing(w -> w.toLowerCase(Locale.ROOT)).thenComparing(w -> w));
    }
}

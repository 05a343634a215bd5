package io.assetdesk.ui.orders;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

/**
 * Sorts and filters the order list on one background worker, so that a search keystroke costs the FX thread only
 * the hand-over of the finished list. The latest request wins: a request superseded before its turn is skipped, one
 * superseded while it runs stops early, and its result is never delivered. When the search text only grew (and the
 * other filters and the order are the same), a recent result is narrowed instead of scanning every row; when a
 * character is erased, the result for the shorter text is usually still among the recent ones and comes back as is.
 *
 * <p>Everything a request needs is captured in the {@link Query} on the FX thread; the worker reads only the
 * immutable rows and plain comparators built from the table's sort order, never a control or a property.
 */
final class OrdersSearch implements AutoCloseable {

    /**
     * What to show: the rows of one load ({@code rows}, never modified after the hand-over), the search text, the
     * status filter ({@code ""} for all), whether archived orders show, the order, and the row selected when asked.
     */
    record Query(long seq, List<OrderRow> rows, String search, String status, boolean archived,
                 Comparator<? super OrderRow> order, OrderRow selected) {

        Query {
            Objects.requireNonNull(rows);
            Objects.requireNonNull(order);
            search = search == null ? "" : search.strip().toLowerCase(Locale.ROOT);
            status = status == null ? "" : status;
        }

        boolean keeps(OrderRow r) {
            return (archived || !r.archived()) && (status.isEmpty() || status.equals(r.status())) && r.matches(search);
        }

        /** True when this query asks for exactly what {@code earlier} asked for (the selection aside). */
        boolean same(Query earlier) {
            return earlier.rows == rows && earlier.order.equals(order) && earlier.search.equals(search)
                    && earlier.status.equals(status) && earlier.archived == archived;
        }

        /**
         * True when every row this query keeps is also kept by {@code earlier} (on the same rows, in the same order).
         */
        boolean narrows(Query earlier) {
            return earlier.rows == rows && earlier.order.equals(order) && search.contains(earlier.search)
                    && (earlier.status.isEmpty() || earlier.status.equals(status))
                    && (earlier.archived || !archived);
        }
    }

    /**
     * The rows to show, in order, for {@code query}; {@code selectedIndex} is where the query's selected row is, or -1.
     */
    record Result(Query query, List<OrderRow> shown, int selectedIndex) {
    }

    private static final int CHECK_EVERY = 4096;
    private static final int RECENT = 4;

    private final Executor worker;
    private volatile boolean closed;
    private final AtomicReference<Query> pending = new AtomicReference<>();
    private final Consumer<Result> deliver;
    // worker-thread state: the rows in the current order, and the recent results (for narrowing and erasing)
    private List<OrderRow> sortedRows;
    private Comparator<? super OrderRow> sortedBy;
    private List<OrderRow> sortedSource;
    /** The last few finished results, newest first, all of the same rows: erasing a character finds its result here. */
    private final ArrayDeque<Result> recent = new ArrayDeque<>();

    /** {@code deliver} is called on the worker thread with each finished, not superseded result. */
    OrdersSearch(Consumer<Result> deliver) {
        this(deliver, ownWorker());
    }

    /** {@code worker} runs the searches one at a time ({@code Runnable::run} in view-model tests). */
    OrdersSearch(Consumer<Result> deliver, Executor worker) {
        this.deliver = deliver;
        this.worker = worker;
    }

    /** One daemon thread, ended when idle. */
    private static ThreadPoolExecutor ownWorker() {
        ThreadPoolExecutor worker = new ThreadPoolExecutor(1, 1, 10, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                r -> {
                    Thread t = new Thread(r, "orders-search");
                    t.setDaemon(true);
                    return t;
                });
        worker.allowCoreThreadTimeOut(true);
        return worker;
    }

    /** Asks for {@code query}; supersedes any request not yet delivered. */
    void submit(Query query) {
        if (closed) {
            return;
        }
        pending.set(query);
        worker.execute(this::runLatest);
    }

    /** True when a request newer than the one running is waiting. */
    private boolean superseded() {
        return pending.get() != null;
    }

    private void runLatest() {
        Query q = pending.getAndSet(null);
        if (q == null) {
            return; // a later task already took it
        }
        Result r = compute(q);
        if (r != null && !superseded()) {
            remember(r);
            deliver.accept(r);
        }
    }

    /** The result, or null when a newer request arrived meanwhile. */
    private Result compute(Query q) {
        List<OrderRow> base = null;
        for (Result r : recent) {
            Query earlier = r.query();
            if (q.same(earlier)) {
                int selectedIndex = q.selected() == null ? -1 : r.shown().indexOf(q.selected()); // rows: identity
                return new Result(q, r.shown(), selectedIndex); // back to an earlier text
            }
            if (q.narrows(earlier) && (base == null || r.shown().size() < base.size())) {
                base = r.shown(); // typing on: only rows the earlier result kept can match
            }
        }
        boolean cached = base != null;
        if (!cached) {
            base = sorted(q.rows(), q.order());
        }
        if (superseded()) {
            return null;
        }
        OrderRow[] kept = new OrderRow[Math.min(base.size(), 1024)];
        int count = 0;
        int selectedIndex = -1;
        int i = 0;
        for (OrderRow r : base) {
            if (++i % CHECK_EVERY == 0 && superseded()) {
                return null;
            }
            if (q.keeps(r)) {
                if (r == q.selected()) {
                    selectedIndex = count;
                }
                if (count == kept.length) {
                    kept = Arrays.copyOf(kept, Math.max(16, Math.min(base.size(), kept.length * 2)));
                }
                kept[count++] = r;
            }
        }
        if (cached && count == base.size()) {
            return new Result(q, base, selectedIndex); // every row kept: the same list, nothing to redraw
        }
        return new Result(q, Arrays.asList(count == kept.length ? kept : Arrays.copyOf(kept, count)), selectedIndex);
    }

    private void remember(Result r) {
        Result newest = recent.peekFirst();
        if (newest != null && newest.query().rows() != r.query().rows()) {
            recent.clear(); // another load: the old rows go
        }
        recent.removeIf(e -> r.query().same(e.query()));
        recent.addFirst(r);
        while (recent.size() > RECENT) {
            recent.removeLast();
        }
    }

    /** The rows in {@code order}; the sorted copy is kept while the rows and the order stay the same. */
    private List<OrderRow> sorted(List<OrderRow> rows, Comparator<? super OrderRow> order) {
        if (order.equals(OrderSort.NEWEST_FIRST)) {
            return rows; // the order the rows are loaded in
        }
        if (rows != sortedSource || !order.equals(sortedBy)) {
            sortedSource = null; // let the old copy go before the new one is made
            sortedRows = null;
            List<OrderRow> copy = new ArrayList<>(rows);
            copy.sort(order);
            sortedRows = copy;
            sortedSource = rows;
            sortedBy = order;
        }
        return sortedRows;
    }

    /** Drops the cached rows and results (the worker thread does it, in turn with the requests). */
    void forget() {
        if (closed) {
            return;
        }
        worker.execute(() -> {
            sortedRows = null;
            sortedSource = null;
            sortedBy = null;
            recent.clear();
        });
    }

    boolean isClosed() {
        return closed;
    }

    @Override
    public void close() {
        closed = true;
        if (worker instanceof ExecutorService own) {
            own.shutdownNow();
        }
    }
}

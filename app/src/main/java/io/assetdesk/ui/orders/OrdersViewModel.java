package io.assetdesk.ui.orders;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.Order;
import io.assetdesk.ui.AppContext;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.transformation.FilteredList;
import javafx.collections.transformation.SortedList;

/**
 * The order list: loads all orders once per refresh, then sorts and filters in memory. The rows are sorted first and
 * filtered last ({@code source -> SortedList -> FilteredList}), so a search keystroke is one linear scan over
 * pre-computed lowercase keys and never a re-sort.
 */
public final class OrdersViewModel {

    /** What the screen shows in place of (or over) the table. */
    public enum State { LOADING, READY, EMPTY, NO_MATCH, ERROR }

    /** The status filter's "all statuses" choice. */
    public static final String ALL_STATUSES = "";

    private final AppContext context;
    private final DateTimeFormatter createdFormat;
    private final ReadOnlyObjectWrapper<ObservableList<OrderRow>> rows = new ReadOnlyObjectWrapper<>(this, "rows");
    private final javafx.collections.ListChangeListener<OrderRow> shownListener = c -> shownChanged();
    private ObservableList<OrderRow> source = FXCollections.observableArrayList();
    private SortedList<OrderRow> sorted;
    private FilteredList<OrderRow> shown;
    private Comparator<? super OrderRow> comparator = OrderRow.NEWEST_FIRST;
    private Predicate<OrderRow> predicate;
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final StringProperty statusFilter = new SimpleStringProperty(this, "statusFilter", ALL_STATUSES);
    private final BooleanProperty showArchived = new SimpleBooleanProperty(this, "showArchived", false);
    private final ObservableList<String> statusChoices = FXCollections.observableArrayList(ALL_STATUSES);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyBooleanWrapper loadedOnce = new ReadOnlyBooleanWrapper(this, "loadedOnce");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.LOADING);
    private final ReadOnlyIntegerWrapper shownCount = new ReadOnlyIntegerWrapper(this, "shownCount");
    private final ReadOnlyIntegerWrapper totalCount = new ReadOnlyIntegerWrapper(this, "totalCount");
    private long generation;
    private long pass;
    private String lastNeedle;
    private String lastStatus;
    private boolean lastArchived;

    public OrdersViewModel(AppContext context) {
        this.context = context;
        this.createdFormat = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(Locale.getDefault());
        search.addListener((o, a, b) -> applyFilter());
        statusFilter.addListener((o, a, b) -> applyFilter());
        showArchived.addListener((o, a, b) -> applyFilter());
        rebuild(List.of());
        // another connection means other orders: drop the old list and load the new one
        context.connection().profileProperty().addListener((o, a, b) -> {
            if (a != b) {
                loadedOnce.set(false);
                rebuild(List.of());
                load();
            }
        });
    }

    /** The rows to show, in display order (a new list after each load; bind the table's items to it). */
    public ReadOnlyObjectProperty<ObservableList<OrderRow>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ObservableList<OrderRow> rows() {
        return rows.get();
    }

    /** Sets the sort order (from the table's columns); null means the default, newest first. */
    public void sortBy(Comparator<? super OrderRow> comparator) {
        this.comparator = comparator == null ? OrderRow.NEWEST_FIRST : comparator;
        sorted.setComparator(this.comparator);
    }

    /**
     * Replaces the whole pipeline around the new rows: building fresh lists costs one sort (linear on rows already in
     * order), where feeding 100,000 rows through the old lists' change events would cost far more.
     */
    private void rebuild(List<OrderRow> newRows) {
        if (shown != null) {
            shown.removeListener(shownListener);
        }
        lastNeedle = null;
        predicate = nextPredicate();
        source = FXCollections.observableArrayList(newRows);
        sorted = new SortedList<>(source, comparator);
        shown = new FilteredList<>(sorted, predicate);
        shown.addListener(shownListener);
        totalCount.set(source.size());
        shownCount.set(shown.size());
        rows.set(shown);
    }

    private void shownChanged() {
        shownCount.set(shown.size());
        updateState();
    }

    public StringProperty searchProperty() {
        return search;
    }

    public StringProperty statusFilterProperty() {
        return statusFilter;
    }

    public BooleanProperty showArchivedProperty() {
        return showArchived;
    }

    /** {@link #ALL_STATUSES} followed by the statuses present, sorted. */
    public ObservableList<String> statusChoices() {
        return statusChoices;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Problem> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<State> stateProperty() {
        return state.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty shownCountProperty() {
        return shownCount.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty totalCountProperty() {
        return totalCount.getReadOnlyProperty();
    }

    /** Clears the search, the status filter and shows archived orders too. */
    public void clearFilters() {
        search.set("");
        statusFilter.set(ALL_STATUSES);
        showArchived.set(true);
    }

    /** Loads (or reloads) all orders. A later call supersedes an earlier one still running. */
    public void load() {
        long mine = ++generation;
        loading.set(true);
        problem.set(null);
        updateState();
        CompletableFuture<List<OrderRow>> rows;
        try {
            IntegrationService service = context.connection().service();
            ZoneId zone = context.zone();
            // Rows (local text, search keys) are built and pre-sorted where the answer arrives, off the FX thread.
            rows = service.listOrdersAsync().thenApply(orders -> toRows(orders, zone));
        } catch (RuntimeException e) {
            rows = CompletableFuture.failedFuture(e);
        }
        context.ui().deliver(rows, r -> {
            if (mine == generation) {
                loading.set(false);
                loadedOnce.set(true);
                setRows(r);
                if (Boolean.getBoolean("assetdesk.bench.ordersLoaded")) {
                    System.out.println("orders-loaded " + r.size()); // the memory benchmark waits for this line
                }
            }
        }, error -> {
            if (mine == generation) {
                loading.set(false);
                problem.set(Problem.of(error, context.messages()));
                updateState();
            }
        });
    }

    private List<OrderRow> toRows(List<Order> orders, ZoneId zone) {
        List<OrderRow> rows = new ArrayList<>(orders.size());
        for (Order o : orders) {
            if (o != null) {
                rows.add(new OrderRow(o, zone, createdFormat));
            }
        }
        rows.sort(OrderRow.NEWEST_FIRST);
        return rows;
    }

    /** Replaces the rows (FX thread). Public for the benchmark, which feeds synthetic orders. */
    public void setRows(List<OrderRow> rows) {
        TreeSet<String> statuses = new TreeSet<>();
        for (OrderRow r : rows) {
            if (r.status() != null && !r.status().isBlank()) {
                statuses.add(r.status());
            }
        }
        List<String> choices = new ArrayList<>(statuses.size() + 1);
        choices.add(ALL_STATUSES);
        choices.addAll(statuses);
        String chosen = statusFilter.get();
        statusChoices.setAll(choices);
        if (chosen != null && !choices.contains(chosen)) {
            statusFilter.set(ALL_STATUSES);
        }
        rebuild(rows);
        updateState();
    }

    /** Builds rows for synthetic orders (benchmark). */
    public List<OrderRow> rowsFor(List<Order> orders) {
        return toRows(orders, context.zone());
    }

    private void applyFilter() {
        predicate = nextPredicate();
        shown.setPredicate(predicate);
        updateState();
    }

    /** The predicate for the current search and filters (and the pass bookkeeping that lets typing-on narrow cheaply). */
    private Predicate<OrderRow> nextPredicate() {
        String needle = search.get() == null ? "" : search.get().strip().toLowerCase(Locale.ROOT);
        String status = statusFilter.get() == null ? ALL_STATUSES : statusFilter.get();
        boolean archived = showArchived.get();
        // Typing on (the new text contains the old, other filters unchanged) can only narrow the result: a row that
        // did not match in the previous pass is skipped without looking at its text.
        boolean narrowing = lastNeedle != null && needle.contains(lastNeedle) && status.equals(lastStatus)
                && archived == lastArchived;
        long previous = pass;
        long current = ++pass;
        lastNeedle = needle;
        lastStatus = status;
        lastArchived = archived;
        return r -> {
            if (narrowing && r.matchedInPass != previous) {
                return false;
            }
            boolean m = (archived || !r.archived()) && (status.isEmpty() || status.equals(r.status())) && r.matches(needle);
            if (m) {
                r.matchedInPass = current;
            }
            return m;
        };
    }

    private void updateState() {
        State next;
        if (problem.get() != null) {
            next = State.ERROR;
        } else if (loading.get() && !loadedOnce.get()) {
            next = State.LOADING;
        } else if (source.isEmpty()) {
            next = loading.get() ? State.LOADING : State.EMPTY;
        } else if (shown.isEmpty()) {
            next = State.NO_MATCH;
        } else {
            next = State.READY;
        }
        state.set(next);
    }
}

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
import javafx.beans.binding.Bindings;
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
    private final ObservableList<OrderRow> source = FXCollections.observableArrayList();
    private final SortedList<OrderRow> sorted = new SortedList<>(source, OrderRow.NEWEST_FIRST);
    private final FilteredList<OrderRow> shown = new FilteredList<>(sorted, r -> !r.archived());
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

    public OrdersViewModel(AppContext context) {
        this.context = context;
        this.createdFormat = DateTimeFormatter.ofLocalizedDateTime(FormatStyle.MEDIUM, FormatStyle.SHORT)
                .withLocale(Locale.getDefault());
        search.addListener((o, a, b) -> applyFilter());
        statusFilter.addListener((o, a, b) -> applyFilter());
        showArchived.addListener((o, a, b) -> applyFilter());
        shownCount.bind(Bindings.size(shown));
        totalCount.bind(Bindings.size(source));
        shown.addListener((javafx.collections.ListChangeListener<OrderRow>) c -> updateState());
    }

    /** The rows to show, in display order. */
    public ObservableList<OrderRow> rows() {
        return shown;
    }

    /** Sets the sort order (from the table's columns); null means the default, newest first. */
    public void sortBy(Comparator<? super OrderRow> comparator) {
        sorted.setComparator(comparator == null ? OrderRow.NEWEST_FIRST : comparator);
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
        source.setAll(rows);
        updateState();
    }

    /** Builds rows for synthetic orders (benchmark). */
    public List<OrderRow> rowsFor(List<Order> orders) {
        return toRows(orders, context.zone());
    }

    private void applyFilter() {
        String needle = search.get() == null ? "" : search.get().strip().toLowerCase(Locale.ROOT);
        String status = statusFilter.get() == null ? ALL_STATUSES : statusFilter.get();
        boolean archived = showArchived.get();
        Predicate<OrderRow> p = r -> (archived || !r.archived())
                && (status.isEmpty() || status.equals(r.status()))
                && r.matches(needle);
        shown.setPredicate(p);
        updateState();
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

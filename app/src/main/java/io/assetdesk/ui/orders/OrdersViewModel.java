package io.assetdesk.ui.orders;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.Order;
import io.assetdesk.api.ResourceList;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.FirstFrame;
import io.assetdesk.ui.FxWaits;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.StartupTrace;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.orders.ArrivingRows.Loaded;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.LongSupplier;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The order list: loads all orders once per refresh, then sorts and filters them off the FX thread
 * ({@link OrdersSearch}). Each change of the search text, the filters or the sort order becomes a request to one
 * background worker (the latest wins); its result, a finished list in display order, replaces {@link #rowsProperty()}
 * in one step on the FX thread. So a keystroke costs the FX thread the same with 100 or 100,000 orders: the table
 * gets a new list and lays out the visible rows.
 */
public final class OrdersViewModel {

    /** What the screen shows in place of (or over) the table. */
    public enum State { LOADING, READY, EMPTY, NO_MATCH, ERROR }

    /** The status filter's "all statuses" choice. */
    public static final String ALL_STATUSES = "";

    private static final Logger LOG = LoggerFactory.getLogger(OrdersViewModel.class);

    private final Messages messages;
    private final UiExecutor ui;
    private final ActiveConnection connection;
    private final ReadOnlyObjectWrapper<ObservableList<OrderRow>> rows =
            new ReadOnlyObjectWrapper<>(this, "rows", FXCollections.observableArrayList());
    private final ObjectProperty<OrderRow> selected = new SimpleObjectProperty<>(this, "selected");
    private final OrdersSearch search;
    /** The rows of the last load, newest first; never modified once set (the worker reads it). */
    private List<OrderRow> all = List.of();
    private Comparator<? super OrderRow> comparator = OrderSort.NEWEST_FIRST;
    private final StringProperty searchText = new SimpleStringProperty(this, "search", "");
    private final StringProperty statusFilter = new SimpleStringProperty(this, "statusFilter", ALL_STATUSES);
    private final BooleanProperty showArchived = new SimpleBooleanProperty(this, "showArchived", false);
    private final ObservableList<String> statusChoices = FXCollections.observableArrayList(ALL_STATUSES);
    private final ReadOnlyBooleanWrapper loading = new ReadOnlyBooleanWrapper(this, "loading");
    private final ReadOnlyBooleanWrapper loadedOnce = new ReadOnlyBooleanWrapper(this, "loadedOnce");
    private final ReadOnlyObjectWrapper<Problem> problem = new ReadOnlyObjectWrapper<>(this, "problem");
    private final ReadOnlyObjectWrapper<State> state = new ReadOnlyObjectWrapper<>(this, "state", State.LOADING);
    private final ReadOnlyIntegerWrapper shownCount = new ReadOnlyIntegerWrapper(this, "shownCount");
    private final ReadOnlyIntegerWrapper totalCount = new ReadOnlyIntegerWrapper(this, "totalCount");
    private final ReadOnlyIntegerWrapper unreadableCount = new ReadOnlyIntegerWrapper(this, "unreadableCount");
    private final ReadOnlyIntegerWrapper selectedIndex = new ReadOnlyIntegerWrapper(this, "selectedIndex", -1);
    private final LatestCall calls = new LatestCall();
    /** The number of the latest search request, and of the one on screen (FX thread). */
    private long requested;
    private long applied;
    /** The list behind {@link #rows}. */
    private List<OrderRow> shownList = List.of();
    /** The load ({@link #all}) the rows on screen were made from. */
    private List<OrderRow> shownFrom = List.of();
    /** The load whose rows are waiting for their first search result (logged once, when they are on screen). */
    private boolean announce;
    /** The FX thread's waits sampled while the list arrives (the benchmarks: {@link FxWaits}); null otherwise. */
    private FxWaits fxWaits;
    /** When the last list call began (System.nanoTime), for the log line that says the list is on screen. */
    private long callStarted;
    /** The rows of the load running, while it runs (a newer load drops it). */
    private ArrivingRows arrivingNow;
    private final ReadOnlyBooleanWrapper arrivingRows = new ReadOnlyBooleanWrapper(this, "arrivingRows");
    private final ReadOnlyIntegerWrapper readSoFar = new ReadOnlyIntegerWrapper(this, "readSoFar");
    private final StringBinding countText;
    /** Whether a search result of the rows of the load running (or last run) is on screen. */
    private final ReadOnlyBooleanWrapper resultShown = new ReadOnlyBooleanWrapper(this, "resultShown");
    /** Whether {@link #all} holds the rows of the load running (or last run), not of the one before it. */
    private boolean allOfThisLoad;
    /** The time rows arriving are handed over by (a test's own clock). */
    private LongSupplier nanos = System::nanoTime;

    public OrdersViewModel(Messages messages, UiExecutor ui, ActiveConnection connection) {
        this(messages, ui, connection, null);
    }

    /** @param searchWorker runs the searches ({@code Runnable::run} in tests); null: a thread of the list's own */
    OrdersViewModel(Messages messages, UiExecutor ui, ActiveConnection connection, Executor searchWorker) {
        this.search = searchWorker == null ? new OrdersSearch(this::arrived) : new OrdersSearch(this::arrived,
                searchWorker);
        this.messages = messages;
        this.ui = ui;
        this.connection = connection;
        countText = Bindings.createStringBinding(this::countText, shownCount, totalCount, unreadableCount,
                arrivingRows, readSoFar, resultShown, state);
        searchText.addListener((o, a, b) -> requestRows());
        statusFilter.addListener((o, a, b) -> requestRows());
        showArchived.addListener((o, a, b) -> requestRows());
        // another connection means other orders: drop the old list and load the new one
        connection.profileProperty().addListener((o, a, b) -> {
            if (a != b) {
                loadedOnce.set(false);
                setRows(List.of());
                load();
            }
        });
    }

    /**
     * The rows to show, in display order: a new list after each search result (set the table's items to it). The
     * list is never changed in place.
     */
    public ReadOnlyObjectProperty<ObservableList<OrderRow>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    public ObservableList<OrderRow> rows() {
        return rows.get();
    }

    /** The row the officer selected (set by the screen); it stays selected while a new result still shows it. */
    public ObjectProperty<OrderRow> selectedProperty() {
        return selected;
    }

    /**
     * Where the selected row is in the current {@link #rowsProperty() rows}, or -1; set together with the rows, so a
     * listener on the rows can restore the selection without a search of its own.
     */
    public ReadOnlyIntegerProperty selectedIndexProperty() {
        return selectedIndex.getReadOnlyProperty();
    }

    /**
     * Sets the sort order: a plain comparator over rows (built on the FX thread from the table's sort order, see
     * {@link OrderSort}); null means the default, newest first. The sorting itself runs on the worker.
     */
    public void sortBy(Comparator<? super OrderRow> comparator) {
        Comparator<? super OrderRow> next = comparator == null ? OrderSort.NEWEST_FIRST : comparator;
        if (!next.equals(this.comparator)) {
            this.comparator = next;
            requestRows();
        }
    }

    public StringProperty searchProperty() {
        return searchText;
    }

    public StringProperty statusFilterProperty() {
        return statusFilter;
    }

    public BooleanProperty showArchivedProperty() {
        return showArchived;
    }

    /** {@link #ALL_STATUSES} followed by the statuses present, in the order's life (unknown ones after). */
    public ObservableList<String> statusChoices() {
        return statusChoices;
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading.getReadOnlyProperty();
    }

    /** True while the rows shown are the first part of a list still arriving ("more still coming"). */
    public ReadOnlyBooleanProperty arrivingRowsProperty() {
        return arrivingRows.getReadOnlyProperty();
    }

    /**
     * The count above the list: "Showing 12 of 31,760 orders", the entries that could not be read, and while the rows
     * arrive how many are read so far ("612,345 orders read, more still coming…" alone until the search of this
     * list's first rows has come: never "0 of 0", nor the counts of the list before it).
     */
    public StringBinding countTextProperty() {
        return countText;
    }

    private String countText() {
        int total = totalCount.get();
        boolean arriving = arrivingRows.get();
        if (arriving && !resultShown.get()) { // the counts on screen are not this list's yet
            return messages.get("orders.arrivingFirst", readSoFar.get());
        }
        if (state.get() == State.LOADING || state.get() == State.ERROR) {
            // the screen says the list is loading, or why it is not there: "0 of 0 orders" would say it has none
            return "";
        }
        int read = Math.max(readSoFar.get(), total);
        return messages.get("orders.count", shownCount.get(), total)
                + (unreadableCount.get() == 0 ? "" : messages.get("orders.unreadable", unreadableCount.get()))
                + (arriving ? messages.get("orders.arriving", read) : "");
    }

    /**
     * While the rows of a first list are shown as they arrive, the rows read so far (a few times a second, between
     * the hand-overs of rows to the screen, so it may lag the rows shown just after one); 0 otherwise.
     */
    public ReadOnlyIntegerProperty readSoFarProperty() {
        return readSoFar.getReadOnlyProperty();
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

    /**
     * Entries of the last list answer that were not order records at all (shown as a count, never silently dropped).
     */
    public ReadOnlyIntegerProperty unreadableCountProperty() {
        return unreadableCount.getReadOnlyProperty();
    }

    /** True while a search, filter or sort request has not reached the screen yet. */
    public boolean searching() {
        return requested != applied;
    }

    /** Clears the search, the status filter and shows archived orders too. */
    public void clearFilters() {
        searchText.set("");
        statusFilter.set(ALL_STATUSES);
        showArchived.set(true);
    }

    /** Stops the search worker (the screen is gone). */
    public void close() {
        search.close();
        if (fxWaits != null) {
            fxWaits.stop();
        }
    }

    /** True once {@link #close()} has run. */
    public boolean isClosed() {
        return search.isClosed();
    }

    /**
     * Loads (or reloads) all orders. The rows are shown as the answer arrives (a screenful first) and the list says it
     * is still loading until the whole answer is in. A later call supersedes an earlier one still running.
     */
    public void load() {
        LatestCall.Ticket mine = calls.start();
        search.forget(); // the worker's copies of the old rows need not live on while the new ones are decoded
        loading.set(true);
        problem.set(null);
        updateState();
        CompletableFuture<Loaded> loaded;
        ConnectionProfile profileAsked = connection.profile();
        boolean[] firstShown = new boolean[1];
        // rows are shown as they arrive only while nothing is on screen: a reload keeps the rows shown until the new
        // list is whole (returning to the list, or F5, does not drop it to its first hundred rows)
        boolean nothingShown = !loadedOnce.get();
        if (arrivingNow != null) {
            arrivingNow.drop();
        }
        // the rows of the load dropped are no longer arriving, nor is its count: until this load's first rows (if
        // they are shown as they arrive) the list says it is loading
        arrivalOver();
        if (nothingShown && !all.isEmpty()) {
            // part of a first list that never came whole (a refresh while it arrived, a retry after it broke off):
            // kept on screen it would read as a whole list; the new list's rows arrive in its place
            setRows(List.of());
        }
        allOfThisLoad = false;
        resultShown.set(false);
        ArrivingRows arriving = new ArrivingRows(ui::execute, soFar -> FirstFrame.then(() -> {
            if (mine.current() && loading.get() && soFar != null && nothingShown) {
                // the rows handed over are read too (a count may be older than a hand-over that waited for the
                // window's first frame)
                readSoFar.set(Math.max(readSoFar.get(), soFar.rows().size()));
                arrivingRows.set(true);
                show(soFar);
                if (!firstShown[0]) {
                    firstShown[0] = true;
                    LOG.info("First orders on screen: {} orders, {} ms after the list call", soFar.rows().size(),
                            (System.nanoTime() - callStarted) / 1_000_000);
                }
            }
        }), soFar -> {
            if (mine.current() && loading.get() && nothingShown) {
                readSoFar.set(soFar);
            }
        }, nanos);
        arrivingNow = arriving;
        try {
            StartupTrace.mark("orders: list call begin");
            callStarted = System.nanoTime();
            if (fxWaits != null) {
                fxWaits.stop();
            }
            fxWaits = FxWaits.startIfAsked(ui::execute);
            IntegrationService service = connection.service();
            // rows are made, sorted and merged where the answer arrives, off the FX thread
            loaded = service.listOrderLinesAsync(arriving::add)
                    .thenApply(lines -> arriving.all(lines, ResourceList.unreadableIn(lines)));
        } catch (RuntimeException e) {
            loaded = CompletableFuture.failedFuture(e);
        }
        // the first list's rows wait for the window's first frame (they are laid out in the next one)
        ui.deliver(loaded, r -> FirstFrame.then(() -> {
            if (mine.current()) {
                StartupTrace.mark("orders: rows arrive");
                loaded(arriving, false);
                loadedOnce.set(true);
                show(r);
                connection.reportOrderCount(profileAsked, r.rows().size());
                announce = true;
            }
        }), error -> {
            if (mine.current()) {
                loaded(arriving, true);
                if (UiExecutor.unwrap(error) instanceof ApiException e && e.workstationFull()) {
                    // the rows read so far are let go, so that the memory they filled is free again
                    all = List.of();
                    shownFrom = List.of();
                    shownList = List.of();
                    rows.set(FXCollections.observableArrayList());
                    shownCount.set(0);
                    totalCount.set(0);
                    search.forget();
                }
                problem.set(Problem.of(error, messages));
                updateState();
            }
        });
    }

    /**
     * {@code arriving}'s load is over, answered or failed: nothing more arrives, and its rows are not held here. A
     * failure ends the rows' arrival at once; an answer ends it when its rows are on screen ({@link #apply}), so that
     * the count never reads as a smaller list complete while the search of the whole list runs.
     */
    private void loaded(ArrivingRows arriving, boolean failed) {
        loading.set(false);
        if (failed) {
            arrivalOver();
        }
        if (arrivingNow == arriving) {
            arrivingNow = null; // a list refused as too large: the rows it read are let go
        }
    }

    /** No rows arrive any more (or not of this list): the count says no "more still coming". */
    private void arrivalOver() {
        arrivingRows.set(false);
        readSoFar.set(0);
    }

    /** Tests: the clock that paces the hand-over of rows while a list arrives. */
    void pacedBy(LongSupplier clock) {
        this.nanos = clock;
    }

    /** Builds rows for synthetic orders (benchmark). */
    public List<OrderRow> rowsFor(List<Order> orders) {
        List<OrderRow> rows = new ArrayList<>(orders.size());
        for (Order o : orders) {
            rows.add(new OrderRow(o));
        }
        return ArrivingRows.whole(rows).rows();
    }

    /** Replaces the rows (FX thread). Public for the benchmark, which feeds synthetic orders. */
    public void setRows(List<OrderRow> newRows) {
        show(ArrivingRows.whole(newRows));
    }

    private void show(Loaded loaded) {
        List<String> choices = new ArrayList<>(loaded.statuses().size() + 1);
        choices.add(ALL_STATUSES);
        choices.addAll(loaded.statuses());
        String chosen = statusFilter.get();
        if (loading.get() && chosen != null && !chosen.isEmpty() && !choices.contains(chosen)) {
            choices.add(chosen); // its orders may be still coming: the officer's filter stays until the list is whole
        }
        all = loaded.rows(); // counted with the rows shown, when their search result comes (never "0 of 31,760")
        allOfThisLoad = true;
        unreadableCount.set(loaded.unreadable());
        statusChoices.setAll(choices);
        if (chosen != null && !choices.contains(chosen)) {
            statusFilter.set(ALL_STATUSES); // requests the rows
        }
        requestRows();
    }

    /** Asks the worker for the rows of the current load, search, filters and order. */
    private void requestRows() {
        long seq = ++requested;
        search.submit(new OrdersSearch.Query(seq, all, searchText.get(), statusFilter.get(), showArchived.get(),
                comparator, selected.get()));
        updateState();
    }

    /** A finished result (worker thread): hands it to the FX thread, where the latest one is shown. */
    private void arrived(OrdersSearch.Result result) {
        ui.execute(() -> apply(result));
    }

    private void apply(OrdersSearch.Result result) {
        long seq = result.query().seq();
        if (seq != requested) {
            return; // a newer request is on its way
        }
        applied = seq;
        OrderRow keep = selected.get();
        int index;
        if (keep == null) {
            index = -1;
        } else if (keep == result.query().selected()) {
            index = result.selectedIndex();
        } else {
            index = result.shown().indexOf(keep); // selected while the request ran: rare
        }
        selectedIndex.set(index);
        shownFrom = result.query().rows();
        totalCount.set(shownFrom.size());
        shownCount.set(result.shown().size());
        resultShown.set(allOfThisLoad && shownFrom == all);
        if (!loading.get() && shownFrom == all) {
            arrivalOver(); // the whole list is on screen
        }
        if (shownList != result.shown()) { // the same list when typing on kept every row
            shownList = result.shown();
            rows.set(FXCollections.unmodifiableObservableList(FXCollections.observableList(shownList)));
        }
        updateState();
        if (announce) {
            announce = false;
            // the memory and scale benchmarks wait for this line
            LOG.info("Order list on screen: {} orders, {} ms after the list call", all.size(),
                    (System.nanoTime() - callStarted) / 1_000_000);
            if (fxWaits != null) {
                LOG.info("FX thread while the list arrived: {}", fxWaits.stop());
                fxWaits = null;
            }
        }
    }

    private void updateState() {
        State next;
        if (problem.get() != null) {
            next = State.ERROR;
        } else if (loading.get() && !loadedOnce.get() && all.isEmpty()) {
            next = State.LOADING;
        } else if (all.isEmpty()) {
            next = loading.get() ? State.LOADING : State.EMPTY;
        } else if (shownFrom != all) {
            // this load's first result is still on its way: keep the previous rows, if any, else say it is loading
            next = rows.get().isEmpty() ? State.LOADING : State.READY;
        } else if (rows.get().isEmpty()) {
            next = State.NO_MATCH;
        } else {
            next = State.READY;
        }
        state.set(next);
    }
}

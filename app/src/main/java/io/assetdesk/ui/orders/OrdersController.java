package io.assetdesk.ui.orders;

import atlantafx.base.controls.CustomTextField;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.CutTextCell;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.OrderStatus;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.common.ProblemPaneController;
import io.assetdesk.ui.common.Visibility;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.collections.SetChangeListener;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/** The order list: binds the table, search and filters to {@link OrdersViewModel} and forwards actions. */
public final class OrdersController implements Screen {
    private final Navigator navigator;
    private final ReportWaits reportWaits;
    private final ZoneId zone;
    private final Messages messages;
    private final OrdersViewModel model;
    private final SetChangeListener<String> waitingListener = c -> refreshMarkers();
    private final Formats createdFormat;
    private final Map<TableColumn<OrderRow, ?>, OrderSort.Column> sortColumns = new HashMap<>();
    private boolean shownBefore;
    /** Where the table goes once there are rows to show (see {@link #initialize()}). */
    private Pane tableHolder;
    private int tableIndex;
    private boolean watching;
    /**
     * True while the table's items are swapped for a new result (its selection and sort events are not the officer's).
     */
    private boolean swapping;

    @FXML private CustomTextField search;
    // A ChoiceBox, not a ComboBox: a short list of statuses, and the ComboBox skin builds its popup list (a ListView
    // with a cell measured for its width) before the first frame
    @FXML private ChoiceBox<String> statusFilter;
    @FXML private CheckBox showArchived;
    @FXML private Label countLabel;
    @FXML private ProgressIndicator busy;
    @FXML private HBox countRow;
    @FXML private TableView<OrderRow> table;
    @FXML private TableColumn<OrderRow, Instant> createdColumn;
    @FXML private TableColumn<OrderRow, String> nameColumn;
    @FXML private TableColumn<OrderRow, String> emailColumn;
    @FXML private TableColumn<OrderRow, String> referenceColumn;
    @FXML private TableColumn<OrderRow, String> statusColumn;
    @FXML private TableColumn<OrderRow, Integer> daysColumn;
    @FXML private TableColumn<OrderRow, Boolean> archivedColumn;
    @FXML private VBox loadingPane;
    @FXML private VBox emptyPane;
    @FXML private VBox noMatchPane;
    @FXML private VBox errorPane;
    @FXML private ProblemPaneController errorPaneController;
    @FXML private Button retryButton;

    /** @param reportWaits marks the orders whose report is waited for */
    public OrdersController(OrdersViewModel model, Messages messages, ZoneId zone, Navigator navigator,
                            ReportWaits reportWaits) {
        this.model = model;
        this.messages = messages;
        this.zone = zone;
        this.navigator = navigator;
        this.reportWaits = reportWaits;
        this.createdFormat = Formats.forOfficer(zone);
    }

    /** The view model (tests and the benchmark drive it directly). */
    public OrdersViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        errorPaneController.setOnRetry(model::load);
        Visibility.spaceFollowsVisibility(errorPane);
        errorPane.setMaxWidth(640);
        bindFilters();
        bindTable();

        // The table joins the screen with its first rows: building its skin, cells and their styles is a good part of
        // the work before the window's first frame, which shows the loading state and does not need the table. The
        // empty, no-match and error panes likewise join it when first shown (showPane).
        tableHolder = (Pane) table.getParent();
        tableIndex = tableHolder.getChildren().indexOf(table);
        tableHolder.getChildren().remove(table);
        model.stateProperty().addListener((o, a, b) -> showState(b));
        model.problemProperty().addListener((o, a, p) -> showProblem(p));
        showState(model.stateProperty().get());
        watchWaits(true);
        model.load();
    }

    /** The search box, the status filter, "show archived" and the count line. */
    private void bindFilters() {
        search.textProperty().bindBidirectional(model.searchProperty());
        // Down from the search box goes into the list (its first row when none is chosen), as in a search field
        search.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && table.getItems().size() == 1 && !model.searching()) {
                // the search found one order: Enter opens it (not while the answer to what was typed last is on its
                // way: the one row may still be the match of an earlier search)
                open(table.getItems().get(0));
                e.consume();
                return;
            }
            if (e.getCode() == KeyCode.DOWN && !table.getItems().isEmpty()) {
                if (table.getSelectionModel().getSelectedIndex() < 0) {
                    table.getSelectionModel().select(0);
                }
                table.requestFocus();
                e.consume();
            }
        });
        showArchived.selectedProperty().bindBidirectional(model.showArchivedProperty());
        // the Archived column says something only while archived orders are in the list
        archivedColumn.visibleProperty().bind(model.showArchivedProperty());
        statusFilter.setItems(model.statusChoices());
        // Not a bidirectional binding: a ChoiceBox drops its value (to null) when its items are replaced, and the
        // model keeps its choice across a reload. The box shows the model's choice again after each replacement.
        statusFilter.setValue(model.statusFilterProperty().get());
        statusFilter.valueProperty().addListener((o, was, now) -> {
            if (now != null) {
                model.statusFilterProperty().set(now);
            }
        });
        model.statusFilterProperty().addListener((o, was, now) -> statusFilter.setValue(now));
        model.statusChoices().addListener((ListChangeListener<String>) c ->
                statusFilter.setValue(model.statusFilterProperty().get()));
        StringConverter<String> statusText = new StringConverter<>() {
            @Override
            public String toString(String s) {
                return s == null || s.isEmpty() ? messages.get("orders.filter.allStatuses")
                        : OrderStatus.label(messages, s);
            }

            @Override
            public String fromString(String s) {
                return s;
            }
        };
        statusFilter.setConverter(statusText);
        countLabel.textProperty().bind(model.countTextProperty());
        // A reload's spinner, while the rows on screen stay: before the first rows the loading pane's says it, and
        // while rows arrive the count moves, a few times a second (a spinner there would cost the reading thread a
        // core's share of its CPU: styling, layout and drawing 60 times a second). It joins the screen when first
        // needed: a node in the scene is styled and gets its skin before the first frame, even while hidden.
        BooleanBinding reloading = model.loadingProperty().and(model.arrivingRowsProperty().not())
                .and(model.stateProperty().isNotEqualTo(OrdersViewModel.State.LOADING));
        busy.visibleProperty().bind(reloading);
        InvalidationListener join = o -> {
            if (reloading.get() && busy.getParent() == null) {
                countRow.getChildren().add(0, busy);
            }
        };
        reloading.addListener(join);
        join.invalidated(reloading);
    }

    /** The columns, the rows, the selection, the sort order, and opening an order by double click or Enter. */
    private void bindTable() {
        setUpColumns();
        table.setItems(model.rows());
        // an invalidation listener: a change listener would compare the old and new lists element by element (O(n))
        model.rowsProperty().addListener(o -> showRows(model.rows()));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (!swapping) {
                model.selectedProperty().set(row);
            }
        });
        // The header changes the sort order and the columns' sort types in several steps, calling this in between;
        // the sort order is read once they are done (later on the FX thread), and an unchanged one costs nothing.
        table.setSortPolicy(t -> {
            if (swapping) {
                return true; // the sort order is only being put back: the rows are in it already
            }
            UiExecutor.fxLater(() -> model.sortBy(sortOrder()));
            return true;
        });
        createdColumn.setSortType(TableColumn.SortType.DESCENDING);
        table.getSortOrder().add(createdColumn);
        table.setRowFactory(t -> {
            TableRow<OrderRow> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    open(row.getItem());
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                open(table.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
    }

    /**
     * Shows a new result: one swap of the table's items (the table then lays out the visible rows only), and the
     * officer's selection again where the result still has it (the view model found its place off the FX thread).
     */
    private void showRows(ObservableList<OrderRow> rows) {
        if (table.getItems() == rows) {
            return;
        }
        int index = model.selectedIndexProperty().get();
        // TableView clears its sort order when its items become a list other than a SortedList: keep the officer's
        List<TableColumn<OrderRow, ?>> sortOrder = new ArrayList<>(table.getSortOrder());
        swapping = true;
        try {
            table.setItems(rows);
            if (!table.getSortOrder().equals(sortOrder)) {
                table.getSortOrder().setAll(sortOrder);
            }
            if (index >= 0) {
                table.getSelectionModel().clearAndSelect(index);
                table.getFocusModel().focus(index);
            }
        } finally {
            swapping = false;
        }
    }

    /** The table's sort order as plain data for the background sort (read here, on the FX thread). */
    private OrderSort sortOrder() {
        List<OrderSort.Key> keys = new ArrayList<>();
        for (TableColumn<OrderRow, ?> c : table.getSortOrder()) {
            OrderSort.Column column = sortColumns.get(c);
            if (column != null) {
                keys.add(new OrderSort.Key(column, c.getSortType() == TableColumn.SortType.DESCENDING));
            }
        }
        return keys.isEmpty() ? null : new OrderSort(keys);
    }

    private void setUpColumns() {
        sortColumns.put(createdColumn, OrderSort.Column.CREATED);
        sortColumns.put(nameColumn, OrderSort.Column.NAME);
        sortColumns.put(emailColumn, OrderSort.Column.EMAIL);
        sortColumns.put(referenceColumn, OrderSort.Column.REFERENCE);
        sortColumns.put(statusColumn, OrderSort.Column.STATUS);
        sortColumns.put(daysColumn, OrderSort.Column.DAYS_REMAINING);
        sortColumns.put(archivedColumn, OrderSort.Column.ARCHIVED);
        createdColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().created()));
        createdColumn.setCellFactory(c -> new CutTextCell<>(createdFormat::dateTime));
        nameColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().order().borrowerName()));
        nameColumn.setCellFactory(c -> new OrderCells.NameCell(messages));
        emailColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().order().email()));
        emailColumn.setCellFactory(c -> CutTextCell.plain());
        referenceColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().order().referenceNumber()));
        referenceColumn.setCellFactory(c -> CutTextCell.plain());
        statusColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().status()));
        statusColumn.setCellFactory(c -> new OrderCells.StatusCell(messages, reportWaits::isWaiting));
        daysColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().order().daysRemaining()));
        archivedColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().archived()));
        archivedColumn.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(Boolean item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : messages.get(item ? "orders.archived.yes"
                        : "orders.archived.no"));
            }
        });
    }

    private void showState(OrdersViewModel.State state) {
        boolean hasRows = state == OrdersViewModel.State.READY;
        if (hasRows && table.getParent() == null) {
            tableHolder.getChildren().add(tableIndex, table);
        }
        table.setVisible(hasRows);
        loadingPane.setVisible(state == OrdersViewModel.State.LOADING);
        showPane(emptyPane, state == OrdersViewModel.State.EMPTY);
        showPane(noMatchPane, state == OrdersViewModel.State.NO_MATCH);
        showPane(errorPane, state == OrdersViewModel.State.ERROR);
    }

    /** Shows or hides a state pane of the FXML's definitions, putting it on the screen the first time it shows. */
    private void showPane(Node pane, boolean on) {
        if (on && pane.getParent() == null) {
            tableHolder.getChildren().add(pane);
        }
        pane.setVisible(on);
    }

    private void showProblem(Problem p) {
        if (p == null) {
            return;
        }
        errorPaneController.show(p, messages);
    }

    private void refreshMarkers() {
        table.refresh();
    }

    private void open(OrderRow row) {
        if (row != null && row.id() != null) {
            navigator.showOrder(row.id(), row.order().borrowerName());
        }
    }


    @FXML
    private void onRefresh() {
        model.load();
    }

    @FXML
    private void onNewOrder() {
        navigator.showNewOrder();
    }

    @FXML
    private void onClearFilters() {
        model.clearFilters();
        search.requestFocus();
    }

    @Override
    public void onShown() {
        watchWaits(true);
        if (shownBefore) {
            model.load();
        }
        shownBefore = true;
    }

    @Override
    public void onHidden() {
        watchWaits(false);
    }

    private void watchWaits(boolean on) {
        if (on != watching) {
            watching = on;
            if (on) {
                reportWaits.waitingOrderIds().addListener(waitingListener);
                refreshMarkers();
            } else {
                reportWaits.waitingOrderIds().removeListener(waitingListener);
            }
        }
    }

    @Override
    public void refresh() {
        model.load();
    }

    @Override
    public boolean focusSearch() {
        search.requestFocus();
        search.selectAll();
        return true;
    }

    @Override
    public void focusContent() {
        search.requestFocus();
    }

    @Override
    public void dispose() {
        model.close();
    }
}

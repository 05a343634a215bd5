package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.Styles;
import java.io.File;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.util.Locale;
import java.util.concurrent.ForkJoinPool;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Binds the Bank accounts screen to its {@link BankAccountsViewModel}; the file chooser lives here. */
public final class BankAccountsController implements Screen {
    private final Messages messages;
    private final BankAccountsViewModel model;
    private final Amounts amounts = new Amounts(Locale.getDefault(Locale.Category.FORMAT));
    private final DateTimeFormatter timeFormat;
    /** (extension, owner) -> file to write, or null when cancelled. Tests replace it. */
    private BiFunction<String, Window, Path> fileChooser = this::chooseFile;

    @FXML private TextField tokenField;
    @FXML private Button fetchButton;
    @FXML private Button cancelButton;
    @FXML private ProgressIndicator progress;
    @FXML private Label errorLabel;
    @FXML private ComboBox<BankAccountsViewModel.Fetch> fetchChoice;
    @FXML private Label statusLabel;
    @FXML private Button exportCsvButton;
    @FXML private Button exportJsonButton;
    @FXML private TableView<Account> table;
    @FXML private TableColumn<Account, String> nameColumn;
    @FXML private TableColumn<Account, String> officialNameColumn;
    @FXML private TableColumn<Account, String> maskColumn;
    @FXML private TableColumn<Account, String> typeColumn;
    @FXML private TableColumn<Account, Account> availableColumn;
    @FXML private TableColumn<Account, Account> currentColumn;
    @FXML private TableColumn<Account, Account> limitColumn;
    @FXML private TableColumn<Account, String> currencyColumn;
    @FXML private FlowPane totalsPane;

    public BankAccountsController(AppContext context) {
        this.messages = context.messages();
        this.model = new BankAccountsViewModel(context, ForkJoinPool.commonPool());
        this.timeFormat = DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withZone(context.zone());
    }

    public BankAccountsViewModel model() {
        return model;
    }

    /** Replaces the save dialog (tests): {@code (extension, owner) -> file}, null when cancelled. */
    public void setFileChooser(BiFunction<String, Window, Path> chooser) {
        this.fileChooser = chooser;
    }

    @FXML
    private void initialize() {
        tokenField.textProperty().bindBidirectional(model.tokenProperty());
        tokenField.disableProperty().bind(model.runningProperty());
        fetchButton.disableProperty().bind(model.canFetchProperty().not());
        cancelButton.visibleProperty().bind(model.runningProperty());
        cancelButton.managedProperty().bind(model.runningProperty());
        progress.visibleProperty().bind(model.runningProperty());
        progress.managedProperty().bind(model.runningProperty());
        errorLabel.textProperty().bind(model.errorProperty());
        errorLabel.visibleProperty().bind(model.errorProperty().isNotEmpty());
        errorLabel.managedProperty().bind(errorLabel.visibleProperty());
        statusLabel.textProperty().bind(model.statusProperty());

        fetchChoice.setItems(model.fetches());
        fetchChoice.valueProperty().bindBidirectional(model.shownProperty());
        fetchChoice.visibleProperty().bind(Bindings.size(model.fetches()).greaterThan(1));
        fetchChoice.managedProperty().bind(fetchChoice.visibleProperty());
        fetchChoice.setCellFactory(v -> new FetchCell());
        fetchChoice.setButtonCell(new FetchCell());

        table.setItems(model.accounts());
        table.setPlaceholder(new Label(messages.get("banklink.empty")));
        nameColumn.setCellValueFactory(c -> text(c.getValue().name()));
        officialNameColumn.setCellValueFactory(c -> text(c.getValue().officialName()));
        maskColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(Amounts.mask(c.getValue().mask())));
        typeColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(typeText(c.getValue())));
        amountColumn(availableColumn, Balances::available);
        amountColumn(currentColumn, Balances::current);
        amountColumn(limitColumn, Balances::limit);
        currencyColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(currencyText(c.getValue().balances())));

        var noAccounts = Bindings.isEmpty(model.accounts());
        exportCsvButton.disableProperty().bind(noAccounts);
        exportJsonButton.disableProperty().bind(noAccounts);
        model.totals().addListener((ListChangeListener<CurrencyTotal>) c -> showTotals());
        showTotals();
    }

    private static ReadOnlyStringWrapper text(String s) {
        return new ReadOnlyStringWrapper(s == null || s.isBlank() ? Amounts.DASH : s);
    }

    private static String typeText(Account a) {
        String type = a.accountType() == null || a.accountType().isBlank() ? null : a.accountType();
        String sub = a.subtype() == null || a.subtype().isBlank() ? null : a.subtype();
        if (type == null && sub == null) {
            return Amounts.DASH;
        }
        return type == null ? sub : sub == null ? type : type + " \u00b7 " + sub;
    }

    private String currencyText(Balances b) {
        if (b == null || b.currency() == null) {
            return Amounts.DASH;
        }
        return b.isUnofficialCurrency() ? messages.get("banklink.currency.unofficial", b.currency()) : b.currency();
    }

    private void amountColumn(TableColumn<Account, Account> column, Function<Balances, BigDecimal> value) {
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        column.setComparator((a, b) -> {
            BigDecimal x = a == null || a.balances() == null ? null : value.apply(a.balances());
            BigDecimal y = b == null || b.balances() == null ? null : value.apply(b.balances());
            if (x == null || y == null) {
                return x == null ? (y == null ? 0 : -1) : 1;
            }
            return x.compareTo(y);
        });
        column.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Account item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().remove(Styles.NUMERIC);
                if (empty || item == null) {
                    setText(null);
                    return;
                }
                getStyleClass().add(Styles.NUMERIC);
                Balances b = item.balances();
                setText(amounts.format(b == null ? null : value.apply(b), b));
            }
        });
    }

    private void showTotals() {
        totalsPane.getChildren().clear();
        if (model.totals().isEmpty()) {
            Label none = new Label(Amounts.DASH);
            none.getStyleClass().add(Styles.MUTED);
            totalsPane.getChildren().add(none);
            return;
        }
        for (CurrencyTotal t : model.totals()) {
            String currency = t.currency() == null ? messages.get("banklink.currency.none")
                    : t.unofficial() ? messages.get("banklink.currency.unofficial", t.currency()) : t.currency();
            Label label = new Label(messages.get("banklink.totals.line", currency,
                    amounts.format(t.available(), t.currency(), t.unofficial()),
                    amounts.format(t.current(), t.currency(), t.unofficial()), t.accounts()));
            label.getStyleClass().add("ad-total");
            totalsPane.getChildren().add(label);
        }
    }

    @Override
    public void focusSearch() {
        tokenField.requestFocus();
    }

    @FXML
    private void onFetch() {
        model.fetch();
    }

    @FXML
    private void onCancel() {
        model.cancel();
    }

    @FXML
    private void onExportCsv() {
        Path file = fileChooser.apply("csv", window());
        if (file != null) {
            model.exportCsv(file);
        }
    }

    @FXML
    private void onExportJson() {
        Path file = fileChooser.apply("json", window());
        if (file != null) {
            model.exportJson(file);
        }
    }

    private Window window() {
        return table.getScene() == null ? null : table.getScene().getWindow();
    }

    private Path chooseFile(String extension, Window owner) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(messages.get("banklink.export.title"));
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(extension.toUpperCase(Locale.ROOT),
                "*." + extension));
        chooser.setInitialFileName("bank-accounts." + extension);
        File f = chooser.showSaveDialog(owner);
        return f == null ? null : f.toPath();
    }

    private final class FetchCell extends ListCell<BankAccountsViewModel.Fetch> {
        @Override
        protected void updateItem(BankAccountsViewModel.Fetch f, boolean empty) {
            super.updateItem(f, empty);
            setText(empty || f == null ? null : messages.get("banklink.fetch.item", f.number(),
                    timeFormat.format(f.at()), f.accounts().size()));
        }
    }
}

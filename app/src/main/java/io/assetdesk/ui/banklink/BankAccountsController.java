package io.assetdesk.ui.banklink;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.common.ColumnFit;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.Visibility;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.Font;

/** Binds the Bank accounts screen to its {@link BankAccountsViewModel}; the file chooser lives here. */
public final class BankAccountsController implements Screen {
    /** Style classes of this screen (app.css). */
    static final String TOTAL = "ad-total";
    static final String TOTAL_UNOFFICIAL = "ad-total-unofficial";
    static final String LIABILITY = "ad-liability";
    static final String UNKNOWN_KIND = "ad-unknown-kind";
    static final String AVAILABLE_CREDIT = "ad-available-credit";
    /** The second, muted line of a two-line cell. */
    static final String SECOND_LINE = "ad-second-line";
    /** What the table's vertical scroll bar (and border) may take of its width. */

    private final Messages messages;
    private final BankAccountsViewModel model;
    private final Amounts amounts = new Amounts(Locale.getDefault(Locale.Category.FORMAT));
    private final Dialogs dialogs;
    /** The minimum widths the FXML gave the fitted columns (fitting never goes below them). */

    /** Keeps the columns whose text must never be cut wide enough. */
    private ColumnFit columns;

    @FXML private Label tokenLabel;
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
    @FXML private TableColumn<Account, Account> accountColumn;
    @FXML private TableColumn<Account, Account> typeColumn;
    @FXML private TableColumn<Account, Account> availableColumn;
    @FXML private TableColumn<Account, Account> currentColumn;
    @FXML private TableColumn<Account, Account> limitColumn;
    @FXML private TableColumn<Account, String> currencyColumn;
    @FXML private TableColumn<Account, Account> countsAsColumn;
    @FXML private FlowPane totalsPane;
    @FXML private FlowPane liabilitiesPane;

    public BankAccountsController(BankAccountsViewModel model, Messages messages, Dialogs dialogs) {
        this.messages = messages;
        this.model = model;
        this.dialogs = dialogs;
    }

    public BankAccountsViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        tokenField.textProperty().bindBidirectional(model.tokenProperty());
        tokenField.disableProperty().bind(model.runningProperty());
        fetchButton.disableProperty().bind(model.canFetchProperty().not());
        Visibility.showWhen(cancelButton, model.runningProperty());
        Visibility.showWhen(progress, model.runningProperty());
        errorLabel.textProperty().bind(model.errorProperty());
        Visibility.showWhen(errorLabel, model.errorProperty().isNotEmpty());
        statusLabel.textProperty().bind(model.statusProperty());

        fetchChoice.setItems(model.fetches());
        fetchChoice.valueProperty().bindBidirectional(model.shownProperty());
        Visibility.showWhen(fetchChoice, Bindings.size(model.fetches()).greaterThan(1));
        fetchChoice.setCellFactory(v -> new FetchCell());
        fetchChoice.setButtonCell(new FetchCell());

        table.setItems(model.accounts());
        table.setPlaceholder(new Label(messages.get("banklink.empty")));
        // which account: its name over its mask and official name; which kind: its subtype over its type. Two lines
        // each, so that the names have room beside the amounts (the mask first, so that it is never the part cut)
        accountColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        accountColumn.setComparator(Comparator.comparing(a -> orBlank(a.name()), String.CASE_INSENSITIVE_ORDER));
        accountColumn.setCellFactory(col -> new TwoLineCell(a -> present(a.name()) == null ? Amounts.DASH : a.name(),
                BankAccountsController::maskAndOfficial));
        typeColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        typeColumn.setComparator(Comparator.comparing(BankAccountsController::kindFirst)
                .thenComparing(a -> orBlank(kindSecond(a))));
        typeColumn.setCellFactory(col -> new TwoLineCell(BankAccountsController::kindFirst,
                BankAccountsController::kindSecond));
        amountColumn(availableColumn, Balances::available);
        amountColumn(currentColumn, Balances::current);
        amountColumn(limitColumn, Balances::limit);
        currencyColumn.setCellValueFactory(c -> new ReadOnlyStringWrapper(currencyText(c.getValue().balances())));
        countsAsColumn.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        countsAsColumn.setComparator((a, b) -> model.kindOf(a).compareTo(model.kindOf(b)));
        countsAsColumn.setCellFactory(col -> new KindCell());

        var noAccounts = Bindings.isEmpty(model.accounts());
        exportCsvButton.disableProperty().bind(noAccounts);
        exportJsonButton.disableProperty().bind(noAccounts);
        model.totals().addListener((ListChangeListener<CurrencyTotal>) c -> showTotals());
        model.liabilities().addListener((ListChangeListener<LiabilityTotal>) c -> showTotals());
        showTotals();
        // masks, amounts, limits, crypto values and currencies are never cut off: their columns are as wide as
        // their widest text; the names and the type give way (and show their full text on hover)
        columns = new ColumnFit(table);
        model.accounts().addListener((ListChangeListener<Account>) c -> fitColumns());
        tokenLabel.fontProperty().addListener((o, a, b) -> fitColumns());
        table.widthProperty().addListener((o, a, b) -> columns.choosePolicy());
        fitColumns();
    }

    /** {@code s}, or null when the service sent nothing there (null or blank). */
    private static String present(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    private static String orBlank(String s) {
        return s == null ? "" : s;
    }

    /** "•••• 0042 · Official name", or what there is of it; null when there is neither. */
    private static String maskAndOfficial(Account a) {
        String mask = present(a.mask()) == null ? null : Amounts.mask(a.mask());
        String official = present(a.officialName());
        return mask == null ? official : official == null ? mask : mask + " \u00b7 " + official;
    }

    /** The subtype (what the officer calls the account), else the type, else a dash. */
    private static String kindFirst(Account a) {
        String first = present(a.subtype()) != null ? a.subtype() : present(a.accountType());
        return first == null ? Amounts.DASH : first;
    }

    /** The type under the subtype; null when there is no subtype (the type is then the first line). */
    private static String kindSecond(Account a) {
        return present(a.subtype()) == null ? null : present(a.accountType());
    }

    private static String typeText(Account a) {
        String type = present(a.accountType());
        String sub = present(a.subtype());
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
        boolean available = column == availableColumn;
        column.setCellFactory(col -> new TableCell<>() {
            @Override
            protected void updateItem(Account item, boolean empty) {
                super.updateItem(item, empty);
                getStyleClass().removeAll(Styles.NUMERIC, AVAILABLE_CREDIT);
                setTooltip(null);
                if (empty || item == null) {
                    setText(null);
                    return;
                }
                getStyleClass().add(Styles.NUMERIC);
                Balances b = item.balances();
                BigDecimal amount = b == null ? null : value.apply(b);
                setText(amounts.format(amount, b));
                if (available && amount != null && model.kindOf(item) == AccountKind.LIABILITY) {
                    // a card's available credit: shown as it came, never read as the borrower's money
                    getStyleClass().add(AVAILABLE_CREDIT);
                    setTooltip(new Tooltip(messages.get("banklink.available.credit.tip")));
                }
            }
        });
    }

    private String amountText(Account a, Function<Balances, BigDecimal> value) {
        Balances b = a.balances();
        return amounts.format(b == null ? null : value.apply(b), b);
    }

    private String kindText(Account a) {
        Balances b = a.balances();
        boolean unofficial = b != null && b.isoCurrencyCode() == null && b.unofficialCurrencyCode() != null;
        return switch (model.kindOf(a)) {
            // as the totals count it: crypto or points are an asset, not cash until sold
            case ASSET -> unofficial ? messages.get("banklink.kind.assetNotCash") : messages.get("banklink.kind.asset");
            case LIABILITY -> messages.get("banklink.kind.liability");
            case UNKNOWN -> messages.get("banklink.kind.unknown");
        };
    }

    /**
     * Makes the columns whose text must never be cut (amounts, limit, currency, counts as) at least as wide as their
     * header and their widest cell, in the font the screen shows; the constrained table then gives the room left to
     * the account and type columns (whole on hover).
     */
    private void fitColumns() {
        Font font = tokenLabel.getFont();
        List<Account> rows = model.accounts();
        // the account column never narrower than its masks (the start of its second line); the type as wide as
        // its subtypes, up to about 16 characters (a longer one gives way)
        columns.atLeast(accountColumn, font, rows.stream().map(a -> Amounts.mask(a.mask())).toList(),
                Double.MAX_VALUE);
        columns.atLeast(typeColumn, font, rows.stream().map(BankAccountsController::kindFirst).toList(),
                font.getSize() * 11);
        columns.fit(availableColumn, font, rows.stream().map(a -> amountText(a, Balances::available)).toList());
        columns.fit(currentColumn, font, rows.stream().map(a -> amountText(a, Balances::current)).toList());
        columns.fit(limitColumn, font, rows.stream().map(a -> amountText(a, Balances::limit)).toList());
        columns.fit(currencyColumn, font, rows.stream().map(a -> currencyText(a.balances())).toList());
        columns.fit(countsAsColumn, font, rows.stream().map(this::kindText).toList());
        columns.choosePolicy();
    }

    /** Puts the view model's total lines on screen (a line with no total is muted). */
    private void showTotals() {
        totalsPane.getChildren().setAll(model.totalLines().stream().map(l -> line(l, totalsPane)).toList());
        liabilitiesPane.getChildren().setAll(model.liabilityLines().stream().map(l -> line(l, liabilitiesPane))
                .toList());
    }

    private static Label line(BankAccountsViewModel.TotalLine l, FlowPane pane) {
        Label label = new Label(l.text());
        if (l.muted()) {
            label.getStyleClass().add(Styles.MUTED);
            return label;
        }
        label.getStyleClass().add(TOTAL);
        if (l.liability()) {
            label.getStyleClass().add(LIABILITY);
        }
        if (l.unofficial()) {
            label.getStyleClass().add(TOTAL_UNOFFICIAL);
        }
        if (l.tooltip() != null) {
            label.setTooltip(new Tooltip(l.tooltip()));
        }
        wrapIn(label, pane);
        return label;
    }

    /** A line longer than its pane (a narrow window) wraps instead of running out of sight. */
    private static void wrapIn(Label label, FlowPane pane) {
        label.setWrapText(true);
        label.maxWidthProperty().bind(pane.widthProperty());
    }


    @Override
    public void focusContent() {
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
        chooseFile("csv").ifPresent(model::exportCsv);
    }

    @FXML
    private void onExportJson() {
        chooseFile("json").ifPresent(model::exportJson);
    }

    private Optional<Path> chooseFile(String extension) {
        return dialogs.save(Dialogs.windowOf(table), new FileDialogs.Request(messages.get("banklink.export.title"),
                null, extension, "bank-accounts"));
    }

    private final class FetchCell extends ListCell<BankAccountsViewModel.Fetch> {
        @Override
        protected void updateItem(BankAccountsViewModel.Fetch f, boolean empty) {
            super.updateItem(f, empty);
            setText(empty || f == null ? null : model.describe(f));
        }
    }

    /**
     * Two lines in one cell: the first in the table's text, the second smaller and muted; each gives way to a narrow
     * column at its end, and the whole of both shows on hover and is what a screen reader reads. The cell's text is
     * the first line.
     */
    private static final class TwoLineCell extends TableCell<Account, Account> {
        private final Function<Account, String> first;
        private final Function<Account, String> second;
        private final Label top = new Label();
        private final Label bottom = new Label();
        private final VBox lines = new VBox(top, bottom);
        private final Tooltip tip = new Tooltip();

        TwoLineCell(Function<Account, String> first, Function<Account, String> second) {
            this.first = first;
            this.second = second;
            bottom.getStyleClass().add(SECOND_LINE);
            top.setMinWidth(0);
            bottom.setMinWidth(0);
            lines.setMinWidth(0);
            setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        }

        @Override
        protected void updateItem(Account item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                setAccessibleText(null);
                return;
            }
            String one = first.apply(item);
            String two = second.apply(item);
            setText(one);
            top.setText(one);
            bottom.setText(two);
            bottom.setVisible(two != null);
            bottom.setManaged(two != null);
            String whole = two == null ? one : one + "\n" + two;
            tip.setText(whole);
            setTooltip(tip);
            setAccessibleText(two == null ? one : one + ", " + two);
            setGraphic(lines);
        }
    }

    /** "Asset", "Liability" or "Asset?" (a type this console does not know), with why on hover. */
    private final class KindCell extends TableCell<Account, Account> {
        @Override
        protected void updateItem(Account item, boolean empty) {
            super.updateItem(item, empty);
            getStyleClass().removeAll(LIABILITY, UNKNOWN_KIND);
            setTooltip(null);
            if (empty || item == null) {
                setText(null);
                return;
            }
            AccountKind kind = model.kindOf(item);
            setText(kindText(item));
            if (kind == AccountKind.LIABILITY) {
                getStyleClass().add(LIABILITY);
                setTooltip(new Tooltip(messages.get("banklink.kind.liability.tip")));
            } else if (kind == AccountKind.UNKNOWN) {
                getStyleClass().add(UNKNOWN_KIND);
                setTooltip(new Tooltip(messages.get("banklink.kind.unknown.tip", typeText(item))));
            }
        }
    }
}

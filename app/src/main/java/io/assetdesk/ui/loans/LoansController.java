package io.assetdesk.ui.loans;

import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.Rule;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.Visibility;
import java.nio.file.Path;
import java.util.function.Function;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Window;
import javafx.util.StringConverter;

/** The Loans screen: binds the view model's lists and fields, and forwards the officer's actions. */
public final class LoansController implements Screen {
    private final LoansViewModel model;
    private final Messages messages;
    private Function<Window, Path> saveDialog;

    @FXML private TextField searchField;
    @FXML private ListView<LoansViewModel.LoanRow> loanList;
    @FXML private TextField newLoanField;
    @FXML private Button openButton;
    @FXML private Label titleLabel;
    @FXML private ProgressIndicator busy;
    @FXML private Button exportButton;
    @FXML private Label noticeLabel;
    @FXML private TabPane tabs;
    @FXML private ComboBox<Program> programBox;
    @FXML private ComboBox<Purpose> purposeBox;
    @FXML private DatePicker noteDatePicker;
    @FXML private TextField salesPriceField;
    @FXML private TextField appraisedField;
    @FXML private TextField cashField;
    @FXML private TextField paymentField;
    @FXML private TextField incomeField;
    @FXML private TextField reservesField;
    @FXML private Label currencyNote;
    @FXML private Button saveTermsButton;
    @FXML private ListView<String> rulesList;
    @FXML private ComboBox<Rule.Check> checkBox;
    @FXML private TextField thresholdField;
    @FXML private Label thresholdUnit;
    @FXML private TextField reasonField;
    @FXML private Button changeThresholdButton;
    @FXML private Button resetThresholdButton;
    @FXML private Label borrowersNote;
    @FXML private ListView<LoansViewModel.BorrowerRow> borrowerList;
    @FXML private Button openOrderButton;
    @FXML private Button newOrderButton;
    @FXML private TextField addOrderField;
    @FXML private Button addOrderButton;
    @FXML private Label fundsLabel;
    @FXML private ListView<LoansViewModel.DepositRow> depositList;
    @FXML private ComboBox<DepositDecision.Outcome> outcomeBox;
    @FXML private ComboBox<DepositDecision.Source> sourceBox;
    @FXML private TextField noteField;
    @FXML private Button decideButton;
    @FXML private Label chainLabel;
    @FXML private ListView<String> historyList;

    public LoansController(LoansViewModel model, Messages messages) {
        this.model = model;
        this.messages = messages;
    }

    public LoansViewModel model() {
        return model;
    }

    /** Tests answer the save dialog with a path (headless, no native dialog). */
    public void answerSaveDialogWith(Function<Window, Path> dialog) {
        this.saveDialog = dialog;
    }

    @FXML
    private void initialize() {
        searchField.textProperty().bindBidirectional(model.searchProperty());
        loanList.setItems(model.loans());
        loanList.setCellFactory(list -> new ListCell<>() {
            {
                setWrapText(true);
                setPrefWidth(0); // wrap to the list's width instead of widening the list
            }

            @Override
            protected void updateItem(LoansViewModel.LoanRow row, boolean empty) {
                super.updateItem(row, empty);
                setText(empty || row == null ? null : row.text());
            }
        });
        loanList.setPlaceholder(wrapped(messages.get("loans.empty")));
        loanList.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (row != null && (model.loanProperty().get() == null
                    || !row.loanNumber().equals(model.loanProperty().get().loanNumber()))) {
                model.select(row.loanNumber());
            }
        });
        newLoanField.textProperty().bindBidirectional(model.newLoanNumberProperty());
        titleLabel.textProperty().bind(model.titleProperty());
        busy.visibleProperty().bind(model.busyProperty());
        noticeLabel.textProperty().bind(model.noticeProperty());
        model.noticeIsErrorProperty().addListener((o, a, error) -> {
            noticeLabel.getStyleClass().remove("loan-notice-error");
            if (error) {
                noticeLabel.getStyleClass().add("loan-notice-error");
            }
        });
        tabs.disableProperty().bind(model.loanProperty().isNull());
        exportButton.disableProperty().bind(model.summaryProperty().isNull());

        programBox.getItems().setAll(Program.values());
        programBox.setConverter(converter(Program::label));
        programBox.valueProperty().bindBidirectional(model.programProperty());
        purposeBox.getItems().setAll(Purpose.values());
        purposeBox.setConverter(converter(Purpose::label));
        purposeBox.valueProperty().bindBidirectional(model.purposeProperty());
        noteDatePicker.valueProperty().bindBidirectional(model.noteDateProperty());
        salesPriceField.textProperty().bindBidirectional(model.salesPriceProperty());
        appraisedField.textProperty().bindBidirectional(model.appraisedValueProperty());
        cashField.textProperty().bindBidirectional(model.cashToCloseProperty());
        paymentField.textProperty().bindBidirectional(model.paymentProperty());
        incomeField.textProperty().bindBidirectional(model.incomeProperty());
        reservesField.textProperty().bindBidirectional(model.reservesProperty());
        currencyNote.textProperty().bind(model.currencyNoteProperty());
        rulesList.setItems(model.rules());
        checkBox.getItems().setAll(model.changeableChecks());
        checkBox.setConverter(converter(c -> messages.get("loans.check." + c.name())));
        checkBox.valueProperty().addListener((o, a, c) -> thresholdUnit.setText(model.unitOf(c)));
        model.loanProperty().addListener((o, a, l) -> thresholdUnit.setText(model.unitOf(checkBox.getValue())));
        checkBox.setValue(Rule.Check.LARGE_DEPOSIT);
        thresholdField.textProperty().bindBidirectional(model.thresholdValueProperty());
        reasonField.textProperty().bindBidirectional(model.thresholdReasonProperty());
        changeThresholdButton.disableProperty().bind(thresholdField.textProperty().isEmpty()
                .or(reasonField.textProperty().isEmpty()).or(model.busyProperty()));
        resetThresholdButton.disableProperty().bind(model.busyProperty());
        // nothing is changed while the loan's orders are being read: a change waits for its summary
        saveTermsButton.disableProperty().bind(model.busyProperty());

        borrowersNote.textProperty().bind(model.borrowersNoteProperty());
        Visibility.showWhen(borrowersNote, borrowersNote.textProperty().isNotEmpty());
        borrowerList.setItems(model.borrowers());
        openOrderButton.disableProperty().bind(borrowerList.getSelectionModel().selectedItemProperty().isNull());
        addOrderField.textProperty().bindBidirectional(model.addOrderIdProperty());

        fundsLabel.textProperty().bind(model.fundsTextProperty());
        depositList.setItems(model.deposits());
        depositList.setPlaceholder(wrapped(messages.get("loans.deposits.none")));
        outcomeBox.getItems().setAll(DepositDecision.Outcome.values());
        outcomeBox.setConverter(converter(o -> messages.get(o == DepositDecision.Outcome.SOURCED
                ? "loans.deposit.sourced" : "loans.deposit.leftOut")));
        outcomeBox.setValue(DepositDecision.Outcome.SOURCED);
        sourceBox.getItems().setAll(DepositDecision.Source.values());
        sourceBox.setConverter(converter(DepositDecision.Source::label));
        sourceBox.setValue(DepositDecision.Source.GIFT);
        sourceBox.disableProperty().bind(outcomeBox.valueProperty().isEqualTo(DepositDecision.Outcome.LEFT_OUT));
        decideButton.disableProperty().bind(depositList.getSelectionModel().selectedItemProperty().isNull()
                .or(model.busyProperty()));
        noteField.textProperty().bindBidirectional(model.depositNoteProperty());

        chainLabel.textProperty().bind(model.chainTextProperty());
        model.chainIntactProperty().addListener((o, a, intact) -> {
            chainLabel.getStyleClass().remove("loan-chain-broken");
            if (!intact) {
                chainLabel.getStyleClass().add("loan-chain-broken");
            }
        });
        historyList.setItems(model.history());
        model.loans().addListener((ListChangeListener<LoansViewModel.LoanRow>) c -> keepSelection());
    }

    /** Shows the file of {@code loanNumber} (from another screen). */
    public void open(String loanNumber) {
        model.select(loanNumber);
    }

    private void keepSelection() {
        if (model.loanProperty().get() == null) {
            return;
        }
        String number = model.loanProperty().get().loanNumber();
        model.loans().stream().filter(r -> r.loanNumber().equals(number)).findFirst()
                .ifPresent(r -> loanList.getSelectionModel().select(r));
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        };
    }

    /** A list's empty-state text, wrapped to the list's width rather than cut. */
    private static Label wrapped(String text) {
        Label l = new Label(text);
        l.setWrapText(true);
        l.setPadding(new Insets(8));
        return l;
    }

    @Override
    public void onShown() {
        model.refresh();
    }

    @Override
    public void refresh() {
        model.refresh();
        if (model.loanProperty().get() != null) {
            model.select(model.loanProperty().get().loanNumber());
        }
    }

    @Override
    public boolean focusSearch() {
        searchField.requestFocus();
        return true;
    }

    @Override
    public void focusContent() {
        searchField.requestFocus();
    }

    @Override
    public boolean exportPdf() {
        if (exportButton.isDisabled()) {
            return false;
        }
        onExport();
        return true;
    }

    @FXML
    private void onOpen() {
        model.openTyped();
    }

    @FXML
    private void onSaveTerms() {
        model.saveTerms();
    }

    @FXML
    private void onChangeThreshold() {
        model.changeThreshold(checkBox.getValue(), thresholdField.getText(), reasonField.getText());
    }

    @FXML
    private void onResetThreshold() {
        model.resetThreshold(checkBox.getValue());
    }

    @FXML
    private void onOpenOrder() {
        model.openOrder(borrowerList.getSelectionModel().getSelectedItem());
    }

    @FXML
    private void onNewOrder() {
        model.newOrderForCoBorrower();
    }

    @FXML
    private void onAddOrder() {
        model.addOrder();
    }

    @FXML
    private void onDecide() {
        model.decide(depositList.getSelectionModel().getSelectedItem(), outcomeBox.getValue(), sourceBox.getValue(),
                noteField.getText());
    }

    @FXML
    private void onExport() {
        Window owner = loanList.getScene() == null ? null : loanList.getScene().getWindow();
        String number = model.loanProperty().get() == null ? "loan" : model.loanProperty().get().loanNumber();
        Path file = saveDialog != null ? saveDialog.apply(owner) : FileDialogs.save(owner, new FileDialogs.Request(
                messages.get("loans.export.title"), null, "pdf", "loan-" + number));
        if (file != null) {
            model.exportPdf(file);
        }
    }
}

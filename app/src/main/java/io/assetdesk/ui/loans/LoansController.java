package io.assetdesk.ui.loans;

import io.assetdesk.export.LetterPdf;
import io.assetdesk.loan.AccountDecision;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.Occupancy;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.Rule;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.FileDialogs;
import io.assetdesk.ui.common.Visibility;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanExpression;
import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** The Loans screen: binds the view model's lists and fields, and forwards the officer's actions. */
public final class LoansController implements Screen {
    private final LoansViewModel model;
    private final Messages messages;
    private final Dialogs dialogs;

    @FXML private TextField searchField;
    @FXML private CheckBox mineBox;
    @FXML private ListView<LoanList.Row> loanList;
    @FXML private TextField newLoanField;
    @FXML private Button openButton;
    @FXML private Label readOnlyBanner;
    @FXML private Button moveButton;
    @FXML private Button startEmptyButton;
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
    @FXML private ComboBox<Occupancy> occupancyBox;
    @FXML private ComboBox<Integer> unitsBox;
    @FXML private TextField otherFinancedField;
    @FXML private TextField otherUnpaidField;
    @FXML private TextField loanAmountField;
    @FXML private TextField earnestField;
    @FXML private CheckBox earnestPaidBox;
    @FXML private DatePicker disbursementPicker;
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
    @FXML private ListView<LoanOrders.Row> borrowerList;
    @FXML private Button openOrderButton;
    @FXML private Button removeOrderButton;
    @FXML private ToggleButton listToggle;
    @FXML private VBox listCard;
    @FXML private Button newOrderButton;
    @FXML private TextField addOrderField;
    @FXML private Button addOrderButton;
    @FXML private Label verdictHeadline;
    @FXML private VBox verdictBox;
    @FXML private Label fundsLabel;
    @FXML private ListView<ChecksSection.DepositRow> depositList;
    @FXML private ComboBox<DepositDecision.Outcome> outcomeBox;
    @FXML private ComboBox<DepositDecision.Source> sourceBox;
    @FXML private TextField noteField;
    @FXML private Button decideButton;
    @FXML private FlowPane giftRow;
    @FXML private TextField giftDonorField;
    @FXML private TextField giftRelationField;
    @FXML private TextField giftAmountField;
    @FXML private DatePicker giftDatePicker;
    @FXML private ComboBox<LetterPdf.Language> letterLanguageBox;
    @FXML private Button letterButton;
    @FXML private ListView<ChecksSection.AccountRow> accountList;
    @FXML private ComboBox<AccountDecision.Use> useBox;
    @FXML private TextField accountAmountField;
    @FXML private TextField accountNoteField;
    @FXML private Button accountButton;
    @FXML private Button takeBackButton;
    @FXML private Label chainLabel;
    @FXML private ListView<String> historyList;

    public LoansController(LoansViewModel model, Messages messages, Dialogs dialogs) {
        this.model = model;
        this.messages = messages;
        this.dialogs = dialogs;
    }

    public LoansViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        searchField.textProperty().bindBidirectional(model.list().searchProperty());
        mineBox.selectedProperty().bindBidirectional(model.list().mineOnlyProperty());
        loanList.setItems(model.list().rows());
        loanList.setCellFactory(list -> LoanCells.wrapping()); // three short lines a row, whole beside a loan
        Label empty = LoanCells.placeholder("");
        empty.textProperty().bind(model.list().emptyTextProperty());
        loanList.setPlaceholder(empty);
        // the list folds away (the toggle above the loan) to give an open loan the room; narrower while one is open
        Visibility.showWhen(listCard, listToggle.selectedProperty());
        listCard.prefWidthProperty().bind(Bindings.when(model.loanProperty().isNull()).then(300).otherwise(230));
        loanList.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            if (row != null && (model.loanProperty().get() == null
                    || !row.loanNumber().equals(model.loanProperty().get().loanNumber()))) {
                model.select(row.loanNumber());
            }
        });
        newLoanField.textProperty().bindBidirectional(model.list().typedProperty());
        titleLabel.textProperty().bind(model.titleProperty());
        busy.visibleProperty().bind(model.busyProperty());
        noticeLabel.textProperty().bind(model.noticeProperty());
        // the team database lost: said above everything, and nothing that writes can be pressed until it is back
        readOnlyBanner.textProperty().bind(model.banner().textProperty());
        Visibility.showWhen(readOnlyBanner, model.banner().textProperty().isNotEmpty());
        Visibility.showWhen(startEmptyButton, model.banner().refusedProperty());
        BooleanExpression writing = model.busyProperty().or(model.banner().readOnlyProperty());
        model.noticeIsErrorProperty().addListener((o, a, error) -> {
            noticeLabel.getStyleClass().remove("loan-notice-error");
            if (error) {
                noticeLabel.getStyleClass().add("loan-notice-error");
            }
        });
        tabs.disableProperty().bind(model.loanProperty().isNull());
        exportButton.disableProperty().bind(model.summaryProperty().isNull());

        bindTerms(model.terms());
        ThresholdsSection rules = model.thresholds();
        rulesList.setItems(rules.rules());
        checkBox.getItems().setAll(rules.changeableChecks());
        checkBox.setConverter(LoanCells.converter(c -> messages.get("loans.check." + c.name())));
        checkBox.valueProperty().addListener((o, a, c) -> thresholdUnit.setText(rules.unitOf(c)));
        model.loanProperty().addListener((o, a, l) -> thresholdUnit.setText(rules.unitOf(checkBox.getValue())));
        checkBox.setValue(Rule.Check.LARGE_DEPOSIT);
        thresholdField.textProperty().bindBidirectional(rules.thresholdValueProperty());
        reasonField.textProperty().bindBidirectional(rules.thresholdReasonProperty());
        changeThresholdButton.disableProperty().bind(thresholdField.textProperty().isEmpty()
                .or(reasonField.textProperty().isEmpty()).or(writing));
        resetThresholdButton.disableProperty().bind(writing);
        // nothing is changed while the loan's orders are being read: a change waits for its summary
        saveTermsButton.disableProperty().bind(writing);
        openButton.disableProperty().bind(model.banner().readOnlyProperty());
        newOrderButton.disableProperty().bind(model.banner().readOnlyProperty());
        addOrderButton.disableProperty().bind(model.banner().readOnlyProperty());
        Visibility.showWhen(moveButton, model.move().offeredProperty());
        moveButton.disableProperty().bind(model.move().movingProperty().or(model.banner().readOnlyProperty()));

        borrowersNote.textProperty().bind(model.orders().noteProperty());
        Visibility.showWhen(borrowersNote, borrowersNote.textProperty().isNotEmpty());
        borrowerList.setItems(model.orders().rows());
        borrowerList.setCellFactory(list -> LoanCells.wrapping());
        openOrderButton.disableProperty().bind(borrowerList.getSelectionModel().selectedItemProperty().isNull());
        // only an order the service could not read is taken out of the loan (its removal is in the history)
        removeOrderButton.disableProperty().bind(Bindings.createBooleanBinding(() -> {
            LoanOrders.Row row = borrowerList.getSelectionModel().getSelectedItem();
            return row == null || row.readable();
        }, borrowerList.getSelectionModel().selectedItemProperty()).or(model.banner().readOnlyProperty()));
        addOrderField.textProperty().bindBidirectional(model.orders().typedProperty());

        bindChecks(model.checks());
        chainLabel.textProperty().bind(model.history().chainTextProperty());
        model.history().chainIntactProperty().addListener((o, a, intact) -> {
            chainLabel.getStyleClass().remove("loan-chain-broken");
            if (!intact) {
                chainLabel.getStyleClass().add("loan-chain-broken");
            }
        });
        historyList.setItems(model.history().lines());
        historyList.setCellFactory(list -> LoanCells.wrapping());
        model.list().rows().addListener((ListChangeListener<LoanList.Row>) c -> keepSelection());
    }

    private void bindTerms(TermsSection t) {
        programBox.getItems().setAll(Program.values());
        programBox.setConverter(LoanCells.converter(Program::label));
        programBox.valueProperty().bindBidirectional(t.programProperty());
        purposeBox.getItems().setAll(Purpose.values());
        purposeBox.setConverter(LoanCells.converter(Purpose::label));
        purposeBox.valueProperty().bindBidirectional(t.purposeProperty());
        noteDatePicker.valueProperty().bindBidirectional(t.noteDateProperty());
        salesPriceField.textProperty().bindBidirectional(t.salesPriceProperty());
        appraisedField.textProperty().bindBidirectional(t.appraisedValueProperty());
        cashField.textProperty().bindBidirectional(t.cashToCloseProperty());
        paymentField.textProperty().bindBidirectional(t.paymentProperty());
        incomeField.textProperty().bindBidirectional(t.incomeProperty());
        reservesField.textProperty().bindBidirectional(t.reservesProperty());
        occupancyBox.getItems().setAll(Occupancy.values());
        occupancyBox.setConverter(LoanCells.converter(Occupancy::label));
        occupancyBox.valueProperty().bindBidirectional(t.occupancyProperty());
        unitsBox.getItems().setAll(1, 2, 3, 4);
        unitsBox.setConverter(LoanCells.converter(n -> messages.get("loans.terms.unitsValue", n)));
        unitsBox.valueProperty().bindBidirectional(t.unitsProperty());
        otherFinancedField.textProperty().bindBidirectional(t.otherFinancedProperty());
        otherUnpaidField.textProperty().bindBidirectional(t.otherFinancedUnpaidProperty());
        loanAmountField.textProperty().bindBidirectional(t.loanAmountProperty());
        earnestField.textProperty().bindBidirectional(t.earnestMoneyProperty());
        earnestPaidBox.selectedProperty().bindBidirectional(t.earnestPaidProperty());
        disbursementPicker.valueProperty().bindBidirectional(t.disbursementDateProperty());
        currencyNote.textProperty().bind(t.currencyNoteProperty());
    }

    private void bindChecks(ChecksSection c) {
        verdictHeadline.textProperty().bind(c.headlineProperty());
        c.readyProperty().addListener((o, a, ready) -> verdictStyle(ready));
        c.verdict().addListener((ListChangeListener<ChecksSection.VerdictRow>) ch -> showVerdict(c));
        fundsLabel.textProperty().bind(c.fundsTextProperty());
        depositList.setItems(c.deposits());
        depositList.setCellFactory(list -> LoanCells.wrapping());
        Label emptyDeposits = LoanCells.placeholder(messages.get("loans.deposits.none"));
        emptyDeposits.textProperty().bind(c.depositsEmptyProperty());
        depositList.setPlaceholder(emptyDeposits);
        outcomeBox.getItems().setAll(DepositDecision.Outcome.values());
        outcomeBox.setConverter(LoanCells.converter(o -> messages.get(o == DepositDecision.Outcome.SOURCED
                ? "loans.deposit.sourced" : "loans.deposit.leftOut")));
        outcomeBox.setValue(DepositDecision.Outcome.SOURCED);
        sourceBox.getItems().setAll(DepositDecision.Source.values());
        sourceBox.setConverter(LoanCells.converter(DepositDecision.Source::label));
        sourceBox.setValue(DepositDecision.Source.GIFT);
        sourceBox.disableProperty().bind(outcomeBox.valueProperty().isEqualTo(DepositDecision.Outcome.LEFT_OUT));
        decideButton.disableProperty().bind(depositList.getSelectionModel().selectedItemProperty().isNull()
                .or(model.busyProperty()).or(model.banner().readOnlyProperty()));
        noteField.textProperty().bindBidirectional(c.depositNoteProperty());
        // a gift's letter: asked only when the deposit is sourced as a gift
        Visibility.showWhen(giftRow, outcomeBox.valueProperty().isEqualTo(DepositDecision.Outcome.SOURCED)
                .and(sourceBox.valueProperty().isEqualTo(DepositDecision.Source.GIFT)));
        giftDonorField.textProperty().bindBidirectional(c.giftDonorProperty());
        giftRelationField.textProperty().bindBidirectional(c.giftRelationshipProperty());
        giftAmountField.textProperty().bindBidirectional(c.giftAmountProperty());
        giftDatePicker.valueProperty().bindBidirectional(c.giftLetterDateProperty());
        letterLanguageBox.getItems().setAll(LetterPdf.Language.values());
        letterLanguageBox.setConverter(LoanCells.converter(l -> messages.get("loans.letter.language." + l.name())));
        letterLanguageBox.setValue(LetterPdf.Language.ENGLISH);
        letterButton.disableProperty().bind(model.summaryProperty().isNull().or(Bindings.isEmpty(c.deposits()
                .filtered(ChecksSection.DepositRow::open))));
        accountList.setItems(c.accounts());
        accountList.setCellFactory(list -> LoanCells.wrapping());
        accountList.setPlaceholder(LoanCells.placeholder(messages.get("loans.accounts.none")));
        accountList.getSelectionModel().selectedItemProperty().addListener((o, a, row) -> {
            useBox.getItems().setAll(row == null ? List.of() : Arrays.stream(AccountDecision.Use.values())
                    .filter(u -> u.question() == row.question()).toList());
            useBox.getSelectionModel().selectFirst();
        });
        useBox.setConverter(LoanCells.converter(u -> messages.get("loans.account.use." + u.name())));
        accountAmountField.textProperty().bindBidirectional(c.accountAmountProperty());
        accountNoteField.textProperty().bindBidirectional(c.accountNoteProperty());
        accountButton.disableProperty().bind(accountList.getSelectionModel().selectedItemProperty().isNull()
                .or(model.busyProperty()).or(model.banner().readOnlyProperty()));
        takeBackButton.disableProperty().bind(accountList.getSelectionModel().selectedItemProperty().isNull()
                .or(model.busyProperty()).or(model.banner().readOnlyProperty()));
    }

    private void verdictStyle(boolean ready) {
        verdictHeadline.getStyleClass().removeAll("verdict-ready", "verdict-not-ready");
        verdictHeadline.getStyleClass().add(ready ? "verdict-ready" : "verdict-not-ready");
    }

    /** One line per check: its outcome, then what was found, wrapped to the width. */
    private void showVerdict(ChecksSection c) {
        verdictStyle(c.readyProperty().get());
        verdictBox.getChildren().setAll(c.verdict().stream().map(row -> {
            String outcome = row.status() == null ? "NOTE" : row.status().name();
            Label mark = new Label(messages.get("loans.verdict." + outcome));
            mark.getStyleClass().add("verdict-mark");
            Label text = new Label(row.check() + ": " + row.text());
            text.setWrapText(true);
            text.setMinHeight(Region.USE_PREF_SIZE);
            HBox line = new HBox(10, mark, text);
            HBox.setHgrow(text, Priority.ALWAYS);
            line.getStyleClass().addAll("verdict-line", "check-" + outcome.toLowerCase(Locale.ROOT).replace('_', '-'));
            return line;
        }).toList());
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
        model.list().rows().stream().filter(r -> r.loanNumber().equals(number)).findFirst()
                .ifPresent(r -> loanList.getSelectionModel().select(r));
    }

    @FXML
    void onStartEmpty() {
        if (dialogs.confirm(Dialogs.windowOf(loanList), new Dialogs.Question("loans.startEmpty", messages.get(
                "loans.startEmpty.title"), messages.get("loans.startEmpty.title"), messages.get("loans.startEmpty.ask"),
                messages.get("loans.startEmpty.yes"), null, true, null))) {
            model.banner().startEmpty();
        }
    }

    @FXML
    void onMoveToTeam() {
        if (dialogs.confirm(Dialogs.windowOf(loanList), new Dialogs.Question("loans.move", messages.get(
                "loans.move.title"), messages.get("loans.move.title"), messages.get("loans.move.ask"), messages.get(
                "loans.move.yes"), null, true, null))) {
            model.move().move();
        }
    }

    @Override
    public void onShown() {
        model.watchOtherDesks(true);
        model.refresh();
    }

    @Override
    public void onHidden() {
        model.watchOtherDesks(false);
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
        model.list().openTyped();
    }

    @FXML
    private void onSaveTerms() {
        model.terms().save();
    }

    @FXML
    private void onChangeThreshold() {
        model.thresholds().changeThreshold(checkBox.getValue(), thresholdField.getText(), reasonField.getText());
    }

    @FXML
    private void onResetThreshold() {
        model.thresholds().resetThreshold(checkBox.getValue());
    }

    @FXML
    private void onOpenOrder() {
        model.openOrder(borrowerList.getSelectionModel().getSelectedItem());
    }

    @FXML
    private void onRemoveOrder() {
        LoanOrders.Row row = borrowerList.getSelectionModel().getSelectedItem();
        if (row != null && dialogs.confirm(Dialogs.windowOf(loanList), new Dialogs.Question("loans.removeOrder",
                messages.get("loans.removeOrder.title"), messages.get("loans.removeOrder.title"), messages.get(
                "loans.removeOrder.ask", LoanOrders.shortId(row.orderId())), messages.get("loans.removeOrder.yes"),
                null, true, null))) {
            model.orders().remove(row, model::select);
        }
    }

    @FXML
    private void onSearchEnter() {
        model.list().openSearched();
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
        model.checks().decide(depositList.getSelectionModel().getSelectedItem(), outcomeBox.getValue(),
                sourceBox.getValue(), noteField.getText());
    }

    @FXML
    private void onDecideAccount() {
        model.checks().decideAccount(accountList.getSelectionModel().getSelectedItem(), useBox.getValue());
    }

    @FXML
    private void onTakeBack() {
        model.checks().decideAccount(accountList.getSelectionModel().getSelectedItem(), null);
    }

    @FXML
    private void onLetter() {
        LetterPdf.Language language = letterLanguageBox.getValue();
        chooseFile(language == LetterPdf.Language.SPANISH ? "carta-" : "letter-")
                .ifPresent(file -> model.documents().exportLetter(file, language));
    }

    private Optional<Path> chooseFile(String prefix) {
        String number = model.loanProperty().get() == null ? "loan" : model.loanProperty().get().loanNumber();
        return dialogs.save(Dialogs.windowOf(loanList), new FileDialogs.Request(messages.get("loans.export.title"),
                null, "pdf", prefix + number));
    }

    @FXML
    private void onExport() {
        chooseFile("loan-").ifPresent(file -> model.documents().exportPdf(file));
    }
}

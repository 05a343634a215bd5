package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.ReportEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.AccountFunds;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.Visibility;
import java.util.List;
import javafx.fxml.FXML;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;

/**
 * The report of a closed order: the asset summary (the officer's figures, the five checks, verified funds per
 * currency and the deposits to explain) and one card per verified account. Reads only the view model's summary.
 */
public final class ReportController {
    private final Messages messages;
    private final Dialogs dialogs;
    private final Formats formats;
    private final ReportViewModel model;
    private final AccountCard cards;
    private final SummaryView summaryView;

    @FXML private TextField cashToCloseField;
    @FXML private TextField paymentField;
    @FXML private TextField incomeField;
    @FXML private Label figuresCurrency;
    @FXML private Label inputProblem;
    @FXML private Label saveProblem;
    @FXML private Label thresholdsLine;
    @FXML private Button thresholdsButton;
    @FXML private VBox fundsTile;
    @FXML private VBox reservesTile;
    @FXML private VBox depositsTile;
    @FXML private VBox historyTile;
    @FXML private VBox ageTile;
    @FXML private VBox fundsList;
    @FXML private VBox depositsList;
    @FXML private VBox accountCards;
    @FXML private Label accountsTitle;

    /** @param formats money, dates and times in the officer's locale and time zone */
    public ReportController(ReportViewModel model, Messages messages, Formats formats, Dialogs dialogs) {
        this.model = model;
        this.dialogs = dialogs;
        this.messages = messages;
        this.formats = formats;
        this.cards = new AccountCard(messages, formats);
        this.summaryView = new SummaryView(messages, formats, cards);
    }

    public ReportViewModel model() {
        return model;
    }

    @FXML
    private void initialize() {
        cashToCloseField.textProperty().bindBidirectional(model.cashToCloseProperty());
        paymentField.textProperty().bindBidirectional(model.monthlyPaymentProperty());
        incomeField.textProperty().bindBidirectional(model.monthlyIncomeProperty());
        inputProblem.textProperty().bind(model.inputProblemProperty());
        Visibility.show(inputProblem, false);
        model.inputProblemProperty().addListener((o, a, p) -> Visibility.show(inputProblem, p != null));
        saveProblem.textProperty().bind(model.saveProblemProperty());
        Visibility.show(saveProblem, false);
        model.saveProblemProperty().addListener((o, a, p) -> Visibility.show(saveProblem, p != null));
        model.summaryProperty().addListener((o, a, s) -> showSummary(s));
        model.orderProperty().addListener((o, a, order) -> showAccounts(order));
        model.thresholdsProperty().addListener((o, a, t) -> showAccounts(model.orderProperty().get()));
        // an order in a loan file is checked with the loan's terms and rules, changed on the loan file
        for (var field : List.of(cashToCloseField, paymentField, incomeField)) {
            field.disableProperty().bind(model.loanProperty().isNotNull());
        }
        thresholdsButton.disableProperty().bind(model.loanProperty().isNotNull());
        model.loanProperty().addListener((o, a, l) -> showSummary(model.summaryProperty().get()));
    }

    /** Shows the report of {@code order} (none when it has no accounts yet). */
    public void show(Order order) {
        model.show(order);
    }

    private void showAccounts(Order order) {
        accountCards.getChildren().clear();
        if (order == null || !order.hasReport()) {
            return;
        }
        AssetSummary s = model.summaryProperty().get();
        accountsTitle.setText(messages.get("report.accounts.title", order.accounts().size()));
        List<AccountFunds> funds = s.accounts();
        for (int i = 0; i < funds.size(); i++) {
            accountCards.getChildren().add(cards.build(i, funds.get(i), s.history().accounts().get(i),
                    s.owners().accounts().get(i), s.thresholds().loanCurrency(),
                    // read when the list is opened: the deposits to explain follow the figures typed since
                    (account, e) -> model.summaryProperty().get() != null
                            && toExplain(model.summaryProperty().get(), account, e)));
        }
    }

    private void showSummary(AssetSummary s) {
        if (s == null) {
            return;
        }
        ReportThresholds t = s.thresholds();
        ReportViewModel.LoanContext loan = model.loanProperty().get();
        figuresCurrency.setText(loan == null ? messages.get("report.figures.currency", t.loanCurrency())
                : messages.get("report.figures.loan", t.loanCurrency(), loan.loanNumber()));
        List<String> rules = model.ruleLines();
        thresholdsLine.setText(rules != null ? String.join("  \u00b7  ", rules) : messages.get("report.thresholds.line",
                t.largeDepositShare().movePointRight(2).stripTrailingZeros().toPlainString(), t.minHistoryDays(),
                t.maxReportAgeDays(), t.loanCurrency(), t.requiredReserveMonths() == null
                        ? messages.get("report.thresholds.reserves.none")
                        : messages.get("report.thresholds.reserves.months",
                                t.requiredReserveMonths().stripTrailingZeros().toPlainString())));
        summaryView.fundsTile(fundsTile, s);
        summaryView.reservesTile(reservesTile, s);
        if (loan != null) {
            summaryView.onLoanFile(fundsTile, messages.get("report.funds.onLoan"), messages.get(
                    "report.funds.onLoanDetail", formats.money(s.funds().verified(), s.funds().currency()),
                    loan.loanNumber()));
            summaryView.onLoanFile(reservesTile, messages.get("report.funds.onLoan"),
                    messages.get("report.reserves.onLoanDetail", loan.loanNumber()));
        }
        summaryView.depositsTile(depositsTile, s);
        summaryView.historyTile(historyTile, s);
        summaryView.ageTile(ageTile, s);
        for (VBox tile : List.of(fundsTile, reservesTile, depositsTile, historyTile, ageTile)) {
            readable(tile);
        }
        summaryView.fundsList(fundsList, s);
        summaryView.depositsList(depositsList, s);
    }

    /**
     * A check tile the keyboard reaches (Tab after the figures lands on the tiles they change, not on a section far
     * below) and a screen reader says whole: its title, outcome and detail, never its colour alone.
     */
    private static void readable(VBox tile) {
        tile.setFocusTraversable(true);
        tile.setAccessibleRole(AccessibleRole.TEXT);
        tile.setAccessibleText(String.join(". ", tile.getChildren().stream().filter(n -> n instanceof Label)
                .map(n -> ((Label) n).getText()).filter(t -> t != null && !t.isBlank()).toList()));
    }

    /** The loan file the order is in (its terms and rules check the report); null for none. */
    public void useLoan(LoanFile loan) {
        model.useLoan(loan == null ? null
                : new ReportViewModel.LoanContext(loan.loanNumber(), loan.rules(RuleBook.standard()), loan));
    }

    /** The summary the order's documents carry (as on screen, with the loan's terms and rules when in one). */
    public AssetSummary summary(Order order) {
        return model.summaryForDocument(order);
    }

    @FXML
    private void onChangeThresholds() {
        dialogs.fill(Dialogs.windowOf(thresholdsButton), ThresholdsForm.of(messages, model.thresholdsProperty().get()))
                .ifPresent(model::setThresholds);
    }

    /**
     * Whether an entry of an account is a deposit still to explain, to mark it in that account's transactions and
     * large deposits: the same deposit (the same id, or the same day and size) of the same account.
     */
    private static boolean toExplain(AssetSummary s, OrderAccountReport account, ReportEntry e) {
        if (s.deposits() == null || !e.isDeposit()) {
            return false;
        }
        return s.deposits().toExplain().stream().anyMatch(d -> d.account() == account
                && (d.entry() == e || AssetSummary.sameDeposit(d.entry(), e)));
    }
}

package io.assetdesk.ui.loans;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.LoanExport;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanRules;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.Purpose;
import io.assetdesk.loan.Rule;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Loans screen: the loan files of this workstation, one open at a time with its terms, its borrowers' orders, the
 * rules it is checked against, the funds counted after the deposit decisions, and its history. Every database call
 * goes through {@link LoanFiles} (its own thread), every service call is asynchronous, and results come back through
 * {@link UiExecutor}; a loan chosen meanwhile drops the answers of the one before ({@link LatestCall}). Everything the
 * screen shows is a property or a list of rows here, in words.
 */
public final class LoansViewModel {

    /** One loan file in the list. */
    public record LoanRow(String loanNumber, String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** One borrower of the open loan: their order and how it stands. */
    public record BorrowerRow(String orderId, String text, boolean readable) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** One flagged deposit of the open loan, with the officer's decision when there is one. */
    public record DepositRow(String key, String text, String decision, boolean open) {
        @Override
        public String toString() {
            return text + " \u2014 " + decision;
        }
    }

    /** Everything the view model works with, besides the texts and the FX thread. */
    public record Parts(Clock clock, ActiveConnection connection, LoanFiles loanFiles, Navigator navigator,
                        Executor background, RuleBook rules, String user) {
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Parts parts;
    private final Formats formats;
    private final ObservableList<LoanRow> allLoans = FXCollections.observableArrayList();
    private final ObservableList<LoanRow> loans = FXCollections.observableArrayList();
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final StringProperty newLoanNumber = new SimpleStringProperty(this, "newLoanNumber", "");
    private final ReadOnlyObjectWrapper<LoanFile> loan = new ReadOnlyObjectWrapper<>(this, "loan");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper noticeIsError = new ReadOnlyBooleanWrapper(this, "noticeIsError");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ObjectProperty<Program> program = new SimpleObjectProperty<>(this, "program", Program.FANNIE_MAE);
    private final ObjectProperty<Purpose> purpose = new SimpleObjectProperty<>(this, "purpose", Purpose.PURCHASE);
    private final ObjectProperty<LocalDate> noteDate = new SimpleObjectProperty<>(this, "noteDate");
    private final StringProperty salesPrice = new SimpleStringProperty(this, "salesPrice", "");
    private final StringProperty appraisedValue = new SimpleStringProperty(this, "appraisedValue", "");
    private final StringProperty cashToClose = new SimpleStringProperty(this, "cashToClose", "");
    private final StringProperty payment = new SimpleStringProperty(this, "payment", "");
    private final StringProperty income = new SimpleStringProperty(this, "income", "");
    private final StringProperty reserves = new SimpleStringProperty(this, "reserves", "");
    private final ReadOnlyStringWrapper currencyNote = new ReadOnlyStringWrapper(this, "currencyNote", "");
    private final ObservableList<BorrowerRow> borrowers = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper borrowersNote = new ReadOnlyStringWrapper(this, "borrowersNote", "");
    private final StringProperty addOrderId = new SimpleStringProperty(this, "addOrderId", "");
    private final StringProperty thresholdValue = new SimpleStringProperty(this, "thresholdValue", "");
    private final StringProperty thresholdReason = new SimpleStringProperty(this, "thresholdReason", "");
    private final StringProperty depositNote = new SimpleStringProperty(this, "depositNote", "");
    private final ObservableList<String> rules = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper fundsText = new ReadOnlyStringWrapper(this, "fundsText", "");
    private final ObservableList<DepositRow> deposits = FXCollections.observableArrayList();
    private final ObservableList<String> history = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper chainText = new ReadOnlyStringWrapper(this, "chainText", "");
    private final ReadOnlyBooleanWrapper chainIntact = new ReadOnlyBooleanWrapper(this, "chainIntact", true);
    private final ReadOnlyObjectWrapper<LoanSummary> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    private final LatestCall calls = new LatestCall();
    /** Orders of the open loan that could not be read: the funds leave them out, so no document is written. */
    private int unreadable;
    /** The orders read for {@link #ordersOf}'s loan (never another loan's). */
    private List<Order> orders = List.of();
    private String ordersOf;
    private List<HistoryEntry> entries = List.of();

    public LoansViewModel(Messages messages, UiExecutor ui, Parts parts) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.formats = Formats.forOfficer(parts.clock().getZone());
        search.addListener((o, a, b) -> filter());
        loan.addListener((o, a, l) -> title.set(l == null ? messages.get("loans.none")
                : messages.get("loans.title", l.loanNumber())));
        title.set(messages.get("loans.none"));
    }

    // ---- properties ----

    public ObservableList<LoanRow> loans() {
        return loans;
    }

    public StringProperty searchProperty() {
        return search;
    }

    public StringProperty newLoanNumberProperty() {
        return newLoanNumber;
    }

    public ReadOnlyObjectProperty<LoanFile> loanProperty() {
        return loan.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** The last thing done or refused, in words. */
    public ReadOnlyStringProperty noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty noticeIsErrorProperty() {
        return noticeIsError.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ObjectProperty<Program> programProperty() {
        return program;
    }

    public ObjectProperty<Purpose> purposeProperty() {
        return purpose;
    }

    public ObjectProperty<LocalDate> noteDateProperty() {
        return noteDate;
    }

    public StringProperty salesPriceProperty() {
        return salesPrice;
    }

    public StringProperty appraisedValueProperty() {
        return appraisedValue;
    }

    public StringProperty cashToCloseProperty() {
        return cashToClose;
    }

    public StringProperty paymentProperty() {
        return payment;
    }

    public StringProperty incomeProperty() {
        return income;
    }

    public StringProperty reservesProperty() {
        return reserves;
    }

    public ReadOnlyStringProperty currencyNoteProperty() {
        return currencyNote.getReadOnlyProperty();
    }

    public ObservableList<BorrowerRow> borrowers() {
        return borrowers;
    }

    public ReadOnlyStringProperty borrowersNoteProperty() {
        return borrowersNote.getReadOnlyProperty();
    }

    public StringProperty addOrderIdProperty() {
        return addOrderId;
    }

    /** The threshold typed for a check (cleared once it is kept). */
    public StringProperty thresholdValueProperty() {
        return thresholdValue;
    }

    /** Why the threshold changes (cleared once it is kept). */
    public StringProperty thresholdReasonProperty() {
        return thresholdReason;
    }

    /** The note of a deposit decision (cleared once it is kept). */
    public StringProperty depositNoteProperty() {
        return depositNote;
    }

    /** Each rule the loan is checked against, with its citation ("B3-4.2-02: ..."). */
    public ObservableList<String> rules() {
        return rules;
    }

    /** The funds counted after the decisions, and the cash to close, in words. */
    public ReadOnlyStringProperty fundsTextProperty() {
        return fundsText.getReadOnlyProperty();
    }

    public ObservableList<DepositRow> deposits() {
        return deposits;
    }

    public ObservableList<String> history() {
        return history;
    }

    public ReadOnlyStringProperty chainTextProperty() {
        return chainText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty chainIntactProperty() {
        return chainIntact.getReadOnlyProperty();
    }

    /** The loan's combined summary once its orders have been read; null before. */
    public ReadOnlyObjectProperty<LoanSummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    // ---- the list ----

    /** Reads the loan files (when the screen is shown). */
    public void refresh() {
        ui.deliver(parts.loanFiles().call(LoanStore::loans), list -> {
            allLoans.setAll(list.stream().map(l -> new LoanRow(l.loanNumber(), messages.get("loans.row",
                    l.loanNumber(), l.program().label(), l.purpose().label(), l.orders()))).toList());
            filter();
        }, this::failed);
    }

    private void filter() {
        String needle = search.get() == null ? "" : search.get().strip().toLowerCase(Locale.ROOT);
        loans.setAll(allLoans.stream().filter(r -> needle.isEmpty()
                || r.text().toLowerCase(Locale.ROOT).contains(needle)).toList());
    }

    /** Opens the file of the loan number typed (making it when there is none yet). */
    public void openTyped() {
        String number = newLoanNumber.get() == null ? "" : newLoanNumber.get().strip();
        if (number.isEmpty()) {
            say(messages.get("loans.terms.invalid", messages.get("loans.open.prompt"),
                    messages.get("neworder.error.required")), true);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> {
            boolean made = store.load(number).isEmpty();
            if (made) {
                store.create(number);
            }
            return made;
        }), made -> {
            newLoanNumber.set("");
            if (made) {
                say(messages.get("loans.open.created", number), false);
            }
            refresh();
            select(number);
        }, this::failed);
    }

    // ---- one loan ----

    /**
     * Shows the loan file of {@code loanNumber}: its file first, then the orders whose reference number is the loan
     * number (those not in the file yet are added to it), then their reports, put together.
     */
    public void select(String loanNumber) {
        if (loanNumber == null) {
            return;
        }
        LatestCall.Ticket mine = calls.start();
        busy.set(true);
        orders = List.of();
        ordersOf = null;
        summary.set(null);
        borrowers.clear();
        deposits.clear();
        rules.clear();
        fundsText.set(messages.get("loans.funds.notYet"));
        borrowersNote.set(messages.get("loans.borrowers.loading"));
        ui.deliver(parts.loanFiles().call(store -> store.load(loanNumber)), found -> {
            if (!mine.current()) {
                return;
            }
            if (found.isEmpty()) {
                busy.set(false);
                loan.set(null);
                return;
            }
            show(found.get());
            readHistory(found.get().loanNumber());
            gatherOrders(found.get(), mine);
        }, e -> {
            busy.set(false);
            failed(e);
        });
    }

    private void show(LoanFile l) {
        loan.set(l);
        LoanTerms t = l.terms();
        program.set(t.program());
        purpose.set(t.purpose());
        noteDate.set(t.noteDate());
        salesPrice.set(plain(t.salesPrice()));
        appraisedValue.set(plain(t.appraisedValue()));
        cashToClose.set(plain(t.cashToClose()));
        payment.set(plain(t.monthlyHousingPayment()));
        income.set(plain(t.monthlyIncome()));
        reserves.set(plain(t.requiredReserveMonths()));
        currencyNote.set(messages.get("loans.terms.currency", t.currency()));
        rules.setAll(l.rules(parts.rules()).rules().values().stream().map(Rule::describe).toList());
    }

    private void gatherOrders(LoanFile l, LatestCall.Ticket mine) {
        String number = l.loanNumber();
        CompletableFuture<List<Order>> listed;
        try {
            listed = parts.connection().service().listOrdersAsync();
        } catch (RuntimeException e) {
            listed = CompletableFuture.failedFuture(e);
        }
        ui.deliver(listed, all -> {
            if (!mine.current()) {
                return;
            }
            List<String> matching = all.stream().filter(o -> o != null && o.id() != null
                    && o.referenceNumber() != null && number.equals(o.referenceNumber().strip()))
                    .map(Order::id).filter(id -> !l.orderIds().contains(id)).toList();
            if (matching.isEmpty()) {
                readOrders(l, mine);
                return;
            }
            ui.deliver(parts.loanFiles().call(store -> {
                LoanFile now = l;
                for (String id : matching) {
                    now = store.addOrder(number, id, "reference number matches");
                }
                return now;
            }), now -> {
                if (mine.current()) {
                    show(now);
                    readHistory(number);
                    readOrders(now, mine);
                }
            }, this::failed);
        }, e -> {
            if (mine.current()) {
                // the list could not be read: the orders the file holds are still shown
                say(messages.get("loans.failed", Problem.describe(e, messages)), true);
                readOrders(l, mine);
            }
        });
    }

    private void readOrders(LoanFile l, LatestCall.Ticket mine) {
        if (l.orderIds().isEmpty()) {
            busy.set(false);
            borrowersNote.set(messages.get("loans.borrowers.none"));
            orders = List.of();
            ordersOf = l.loanNumber();
            summarize(l, mine);
            return;
        }
        List<CompletableFuture<Optional<Order>>> reads = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (String id : l.orderIds()) {
            CompletableFuture<OrderDocument> read;
            try {
                read = parts.connection().service().getOrderAsync(id);
            } catch (RuntimeException e) {
                read = CompletableFuture.failedFuture(e);
            }
            reads.add(read.handle((doc, e) -> {
                if (e != null || doc == null || doc.order() == null) {
                    synchronized (failures) {
                        failures.add(id + "\t" + (e == null ? "?" : Problem.describe(e, messages)));
                    }
                    return Optional.<Order>empty();
                }
                return Optional.of(doc.order());
            }));
        }
        ui.deliver(CompletableFuture.allOf(reads.toArray(CompletableFuture[]::new)), v -> {
            if (!mine.current()) {
                return;
            }
            List<Order> read = reads.stream().map(CompletableFuture::join).flatMap(Optional::stream).toList();
            orders = read;
            ordersOf = l.loanNumber();
            unreadable = failures.size();
            List<BorrowerRow> rows = new ArrayList<>();
            for (Order o : read) {
                String state = o.hasReport() ? messages.get("loans.borrower.report", o.accounts().size())
                        : messages.get("loans.borrower.noReport");
                rows.add(new BorrowerRow(o.id(), messages.get("loans.borrower.row", name(o), o.id(), state), true));
            }
            for (String f : failures) {
                String[] p = f.split("\t", 2);
                rows.add(new BorrowerRow(p[0], messages.get("loans.borrower.row", "?", p[0],
                        messages.get("loans.borrower.failed", p[1])), false));
            }
            borrowers.setAll(rows);
            borrowersNote.set("");
            summarize(l, mine);
        }, this::failed);
    }

    /** Puts the orders together under the loan's rules, off the FX thread. */
    private void summarize(LoanFile l, LatestCall.Ticket mine) {
        if (!l.loanNumber().equals(ordersOf)) {
            return; // this loan's orders are still being read: they summarize it when they come
        }
        List<Order> snapshot = orders;
        LocalDate today = LocalDate.now(parts.clock());
        ui.deliver(CompletableFuture.supplyAsync(() -> LoanSummary.of(l, snapshot, parts.rules(), today),
                parts.background()), s -> {
                    if (!mine.current()) {
                        return;
                    }
                    busy.set(false);
                    summary.set(s);
                    showSummary(s);
                }, e -> {
                    busy.set(false);
                    failed(e);
                });
    }

    private void showSummary(LoanSummary s) {
        String cur = s.countedFunds().currency();
        AssetSummary.Funds f = s.countedFunds();
        StringBuilder text = new StringBuilder(messages.get("loans.funds.line",
                formats.money(s.summary().funds().verified(), cur), formats.money(s.excludedLeftOut(), cur),
                formats.money(s.excludedToExplain(), cur), formats.money(f.verified(), cur)));
        text.append('\n');
        if (f.cashToClose() == null) {
            text.append(messages.get("loans.funds.close.notEntered"));
        } else {
            text.append(messages.get("loans.funds.close", formats.money(f.cashToClose(), cur),
                    f.shortfall().signum() > 0 ? messages.get("loans.funds.shortfall", formats.money(f.shortfall(), cur))
                            : messages.get("loans.funds.surplus", formats.money(f.surplus(), cur))));
        }
        if (!s.joint().isEmpty()) {
            text.append('\n').append(messages.get("loans.funds.joint", s.joint().size()));
        }
        List<String> others = s.summary().assets().stream().filter(c -> c.currency() != null
                && !c.currency().equals(cur)).map(c -> formats.money(c.total(), c.currency())).toList();
        if (!others.isEmpty()) {
            text.append('\n').append(messages.get("loans.funds.otherCurrencies", String.join(", ", others), cur));
        }
        if (unreadable > 0) {
            text.append('\n').append(messages.get("loans.funds.unreadable", unreadable));
        }
        fundsText.set(text.toString());
        List<DepositRow> rows = new ArrayList<>();
        for (LoanSummary.Decided d : s.sourced()) {
            rows.add(row(d.deposit(), d.orderId(), d.decision().describe(), false, cur));
        }
        for (LoanSummary.Decided d : s.leftOut()) {
            rows.add(row(d.deposit(), d.orderId(), d.decision().describe(), false, cur));
        }
        for (AssetSummary.Deposit d : s.toExplain()) {
            rows.add(row(d, orderOf(s, d), messages.get("loans.deposit.open"), true, cur));
        }
        deposits.setAll(rows);
    }

    private static String orderOf(LoanSummary s, AssetSummary.Deposit d) {
        for (LoanSummary.Borrower b : s.borrowers()) {
            if (b.order().accounts().stream().anyMatch(a -> a == d.account())) {
                return b.orderId();
            }
        }
        return "";
    }

    private DepositRow row(AssetSummary.Deposit d, String orderId, String decision, boolean open, String cur) {
        String date = d.entry().date() == null ? "\u2014" : formats.date(d.entry().date());
        String account = d.account().label().institution() == null ? String.valueOf(d.account().accountId())
                : d.account().label().institution() + " " + Formats.mask(d.account().label().mask());
        String text = messages.get("loans.deposit.row", date, formats.money(d.entry().size(), cur), account,
                d.entry().description() == null ? "\u2014" : d.entry().description());
        return new DepositRow(LoanSummary.keyOf(orderId, d), text, decision, open);
    }

    private void readHistory(String number) {
        ui.deliver(parts.loanFiles().call(store -> store.history(number)), list -> {
            entries = list;
            history.setAll(list.stream().map(e -> messages.get("loans.history.row", formats.dateTime(e.at()),
                    e.user(), e.detail())).toList());
            HistoryEntry.ChainCheck check = HistoryEntry.verify(list);
            chainIntact.set(check.intact());
            chainText.set(check.intact() ? messages.get("loans.history.intact")
                    : messages.get("loans.history.broken", check.why()));
        }, this::failed);
    }

    // ---- changes ----

    /** Saves the terms typed (each figure checked first; the refusal names the field). */
    public void saveTerms() {
        LoanFile l = loan.get();
        if (l == null) {
            return;
        }
        LoanTerms next;
        try {
            next = new LoanTerms(program.get(), purpose.get(), noteDate.get(),
                    amount(salesPrice, "loans.terms.salesPrice"), amount(appraisedValue, "loans.terms.appraisedValue"),
                    amount(cashToClose, "loans.terms.cashToClose"), amount(payment, "loans.terms.payment"),
                    amount(income, "loans.terms.income"), months(reserves), l.terms().currency());
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        if (next.equals(l.terms())) {
            say(messages.get("loans.terms.unchanged"), false);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.saveTerms(l.loanNumber(), next)), saved -> {
            say(messages.get("loans.terms.saved"), false);
            afterChange(saved);
        }, this::failed);
    }

    /** The checks whose threshold the officer may change for this loan (a refinance's deposits have none). */
    public List<Rule.Check> changeableChecks() {
        return List.of(Rule.Check.LARGE_DEPOSIT, Rule.Check.HISTORY, Rule.Check.REPORT_AGE);
    }

    /** How a check's threshold is typed: "percent of the income", "days"... */
    public String unitOf(Rule.Check check) {
        LoanFile l = loan.get();
        Rule r = l == null || check == null ? null : l.rules(parts.rules()).rule(check);
        if (r == null) {
            return "";
        }
        return messages.get("loans.threshold.unit." + r.basis().name());
    }

    /**
     * Changes {@code check}'s threshold for the open loan to {@code typed} (a percent for a deposit share, days or
     * months as the rule counts them), with the officer's reason; both are kept in the history.
     */
    public void changeThreshold(Rule.Check check, String typed, String reason) {
        LoanFile l = loan.get();
        if (l == null || check == null) {
            return;
        }
        Rule current = l.rules(parts.rules()).rule(check);
        if (current.basis() == Rule.Basis.NO_SOURCE_NEEDED) {
            say(messages.get("loans.threshold.none"), true);
            return;
        }
        BigDecimal value;
        try {
            value = new BigDecimal(typed == null ? "" : typed.strip().replace(",", "").replace("%", ""));
        } catch (NumberFormatException e) {
            say(messages.get("loans.threshold.notANumber"), true);
            return;
        }
        boolean share = current.basis() == Rule.Basis.INCOME_SHARE || current.basis() == Rule.Basis.VALUE_SHARE;
        if (value.signum() <= 0 || (share && value.compareTo(BigDecimal.valueOf(1000)) > 0)
                || (!share && value.compareTo(BigDecimal.valueOf(3650)) > 0) || value.scale() > 2) {
            say(messages.get("loans.threshold.range"), true);
            return;
        }
        if (current.basis() == Rule.Basis.MONTHS && (value.stripTrailingZeros().scale() > 0
                || value.compareTo(BigDecimal.valueOf(120)) > 0)) {
            say(messages.get("loans.threshold.wholeMonths"), true);
            return;
        }
        if (reason == null || reason.isBlank()) {
            say(messages.get("loans.threshold.why"), true);
            return;
        }
        if (reason.strip().length() > 500) {
            say(messages.get("loans.threshold.reasonTooLong"), true);
            return;
        }
        BigDecimal stored = share ? value.movePointLeft(2) : value;
        ui.deliver(parts.loanFiles().call(store -> store.changeThreshold(l.loanNumber(), check,
                new LoanRules.Change(stored, reason.strip()), parts.rules())), saved -> {
                    say(messages.get("loans.threshold.changed"), false);
                    thresholdValue.set("");
                    thresholdReason.set("");
                    afterChange(saved);
                }, this::failed);
    }

    /** Puts {@code check}'s threshold back to the program's, saying so in the history. */
    public void resetThreshold(Rule.Check check) {
        LoanFile l = loan.get();
        if (l == null || check == null || !l.changes().containsKey(check)) {
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.changeThreshold(l.loanNumber(), check, null, parts.rules())),
                saved -> {
                    say(messages.get("loans.threshold.reset"), false);
                    afterChange(saved);
                }, this::failed);
    }

    /** Adds the order typed to the open loan. */
    public void addOrder() {
        LoanFile l = loan.get();
        String id = addOrderId.get() == null ? "" : addOrderId.get().strip();
        if (l == null || id.isEmpty()) {
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.addOrder(l.loanNumber(), id, "added by the officer")),
                now -> {
                    addOrderId.set("");
                    say(messages.get("loans.addOrder.added", id), false);
                    select(now.loanNumber());
                }, this::failed);
    }

    /** Records the officer's decision on a flagged deposit; the funds are counted again. */
    public void decide(DepositRow row, DepositDecision.Outcome outcome, DepositDecision.Source source, String note) {
        LoanFile l = loan.get();
        if (l == null || row == null) {
            say(messages.get("loans.deposit.choose"), true);
            return;
        }
        DepositDecision decision;
        try {
            decision = new DepositDecision(row.key(), outcome, source, note);
        } catch (IllegalArgumentException e) {
            say(e.getMessage(), true);
            return;
        }
        ui.deliver(parts.loanFiles().call(store -> store.decide(l.loanNumber(), decision, row.text())), saved -> {
            say(messages.get("loans.deposit.recorded"), false);
            depositNote.set("");
            afterChange(saved);
        }, this::failed);
    }

    /**
     * The file changed: its terms, rules and history again, and the summary of its orders when they have been read
     * (else the read under way summarizes it).
     */
    private void afterChange(LoanFile saved) {
        show(saved);
        readHistory(saved.loanNumber());
        refresh();
        if (saved.loanNumber().equals(ordersOf)) {
            summarize(saved, calls.start());
        }
    }

    /** Opens an order of the loan. */
    public void openOrder(BorrowerRow row) {
        if (row != null) {
            parts.navigator().showOrder(row.orderId());
        }
    }

    /** New order, with the loan number as its reference. */
    public void newOrderForCoBorrower() {
        LoanFile l = loan.get();
        if (l != null) {
            parts.navigator().showNewOrderFor(l.loanNumber());
        }
    }

    /** Writes the loan's PDF to {@code file} off the FX thread, then records it in the loan's history. */
    public void exportPdf(Path file) {
        LoanSummary s = summary.get();
        LoanFile l = loan.get();
        if (s == null || l == null || file == null) {
            return;
        }
        if (unreadable > 0) {
            say(messages.get("loans.export.unreadable", unreadable), true);
            return;
        }
        say(messages.get("loans.export.saving"), false);
        List<HistoryEntry> kept = entries;
        LocalDate today = LocalDate.now(parts.clock());
        boolean training = parts.connection().isSandbox();
        CompletableFuture<Path> write = CompletableFuture.supplyAsync(() -> {
            try {
                return LoanExport.write(ReportExport.Format.PDF, new LoanExport.Content(s, kept, parts.user(), today,
                                training),
                        parts.clock().getZone(), Locale.getDefault(Locale.Category.FORMAT), parts.clock().instant(),
                        file);
            } catch (ReportExport.ExportException e) {
                throw new UncheckedIOException(e);
            }
        }, parts.background());
        ui.deliver(write.thenCompose(p -> parts.loanFiles().call(store -> {
            store.record(l.loanNumber(), HistoryEntry.Action.DOCUMENT_EXPORTED, "Loan PDF saved as "
                    + p.getFileName());
            return p;
        })), p -> {
            say(messages.get("loans.export.saved", p.getFileName()), false);
            readHistory(l.loanNumber());
        }, e -> say(messages.get("loans.export.failed", Problem.describe(e, messages)), true));
    }

    // ---- inside ----

    private BigDecimal amount(StringProperty field, String labelKey) {
        String v = field.get() == null ? "" : field.get().strip().replace(",", "");
        if (v.isEmpty()) {
            return null;
        }
        try {
            BigDecimal d = new BigDecimal(v);
            if (d.stripTrailingZeros().scale() > 2) {
                throw new IllegalArgumentException(messages.get("loans.terms.invalid", messages.get(labelKey),
                        messages.get("loans.terms.tooPrecise")));
            }
            if (d.signum() < 0) {
                throw new IllegalArgumentException(messages.get("loans.terms.invalid", messages.get(labelKey),
                        messages.get("loans.terms.negative")));
            }
            return d;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(messages.get("loans.terms.invalid", messages.get(labelKey),
                    messages.get("loans.terms.notANumber")));
        }
    }

    private BigDecimal months(StringProperty field) {
        BigDecimal m = amount(field, "loans.terms.reserves");
        if (m != null && m.compareTo(BigDecimal.valueOf(120)) > 0) {
            throw new IllegalArgumentException(messages.get("loans.terms.invalid", messages.get("loans.terms.reserves"),
                    messages.get("loans.terms.tooManyMonths")));
        }
        return m;
    }

    private static String plain(BigDecimal v) {
        return v == null ? "" : v.stripTrailingZeros().scale() <= 0 ? v.setScale(0).toPlainString()
                : v.toPlainString();
    }

    private static String name(Order o) {
        return o.borrowerName().isEmpty() ? "?" : o.borrowerName();
    }

    private void failed(Throwable e) {
        say(messages.get("loans.failed", Problem.describe(e, messages)), true);
    }

    private void say(String text, boolean error) {
        notice.set(text);
        noticeIsError.set(error);
    }

    /** The loan numbers shown (for tests and the shell). */
    Set<String> shownLoanNumbers() {
        Set<String> out = new LinkedHashSet<>();
        loans.forEach(r -> out.add(r.loanNumber()));
        return out;
    }
}

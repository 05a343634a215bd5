package io.assetdesk.ui.loans;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Loans screen: the loan files of this workstation, one open at a time with its terms, its borrowers' orders, the
 * rules it is checked against, the funds counted after the deposit decisions, and its history. Every database call
 * goes through {@link LoanFiles} (its own thread), every service call is asynchronous, and results come back through
 * {@link UiExecutor}; a loan chosen meanwhile drops the answers of the one before ({@link LatestCall}). Everything the
 * screen shows is a property or a list of rows here or in one of its sections ({@link TermsSection},
 * {@link ThresholdsSection}, {@link ChecksSection}, {@link HistorySection}, {@link LoanDocuments}), in words.
 */
public final class LoansViewModel implements LoanHost {

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

    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final ObservableList<LoanRow> allLoans = FXCollections.observableArrayList();
    private final ObservableList<LoanRow> loans = FXCollections.observableArrayList();
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final StringProperty newLoanNumber = new SimpleStringProperty(this, "newLoanNumber", "");
    private final ReadOnlyObjectWrapper<LoanFile> loan = new ReadOnlyObjectWrapper<>(this, "loan");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper noticeIsError = new ReadOnlyBooleanWrapper(this, "noticeIsError");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ObservableList<BorrowerRow> borrowers = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper borrowersNote = new ReadOnlyStringWrapper(this, "borrowersNote", "");
    private final StringProperty addOrderId = new SimpleStringProperty(this, "addOrderId", "");
    private final ReadOnlyObjectWrapper<LoanSummary> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    private final LatestCall calls = new LatestCall();
    private final TermsSection terms;
    private final ThresholdsSection thresholds;
    private final ChecksSection checks;
    private final HistorySection history;
    private final LoanDocuments documents;
    /** Orders of the open loan that could not be read: the funds leave them out, so no document is written. */
    private int unreadable;
    /** The orders read for {@link #ordersOf}'s loan (never another loan's). */
    private List<Order> orders = List.of();
    private String ordersOf;

    public LoansViewModel(Messages messages, UiExecutor ui, LoansParts parts) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        Formats formats = Formats.forOfficer(parts.clock().getZone());
        this.terms = new TermsSection(messages, ui, parts, this);
        this.thresholds = new ThresholdsSection(messages, ui, parts, this);
        this.checks = new ChecksSection(messages, ui, parts, formats, this);
        this.history = new HistorySection(messages, ui, parts, formats, this);
        this.documents = new LoanDocuments(messages, ui, parts, this, history, () -> unreadable);
        search.addListener((o, a, b) -> filter());
        loan.addListener((o, a, l) -> title.set(l == null ? messages.get("loans.none")
                : messages.get("loans.title", l.loanNumber())));
        title.set(messages.get("loans.none"));
    }

    // ---- the sections ----

    /** The terms form. */
    public TermsSection terms() {
        return terms;
    }

    /** The rules and the thresholds changed for the loan. */
    public ThresholdsSection thresholds() {
        return thresholds;
    }

    /** The verdict, the money counted and the officer's decisions on deposits and accounts. */
    public ChecksSection checks() {
        return checks;
    }

    public HistorySection history() {
        return history;
    }

    /** The loan's PDF and the letter of explanation. */
    public LoanDocuments documents() {
        return documents;
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

    public ObservableList<BorrowerRow> borrowers() {
        return borrowers;
    }

    public ReadOnlyStringProperty borrowersNoteProperty() {
        return borrowersNote.getReadOnlyProperty();
    }

    public StringProperty addOrderIdProperty() {
        return addOrderId;
    }

    /** The loan's combined summary once its orders have been read; null before. */
    public ReadOnlyObjectProperty<LoanSummary> summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    @Override
    public LoanFile loan() {
        return loan.get();
    }

    @Override
    public LoanSummary summary() {
        return summary.get();
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
        checks.clear(messages.get("loans.funds.notYet"));
        thresholds.clear();
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
            history.read(found.get().loanNumber());
            gatherOrders(found.get(), mine);
        }, e -> {
            busy.set(false);
            failed(e);
        });
    }

    private void show(LoanFile l) {
        loan.set(l);
        terms.show(l);
        thresholds.show(l);
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
                    history.read(number);
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
                    checks.show(s, unreadable);
                }, e -> {
                    busy.set(false);
                    failed(e);
                });
    }

    // ---- changes ----

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

    /**
     * The file changed: its terms, rules and history again, and the summary of its orders when they have been read
     * (else the read under way summarizes it).
     */
    @Override
    public void changed(LoanFile saved) {
        refresh();
        if (loan.get() == null || !loan.get().loanNumber().equals(saved.loanNumber())) {
            return; // saved after the officer opened another loan: that one stays on screen
        }
        show(saved);
        history.read(saved.loanNumber());
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

    // ---- inside ----

    private static String name(Order o) {
        return o.borrowerName().isEmpty() ? "?" : o.borrowerName();
    }

    @Override
    public void failed(Throwable e) {
        say(messages.get("loans.failed", Problem.describe(e, messages)), true);
    }

    @Override
    public void say(String text, boolean error) {
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

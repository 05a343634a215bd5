package io.assetdesk.ui.loans;

import io.assetdesk.api.Order;
import io.assetdesk.loan.ChangedMeanwhile;
import io.assetdesk.loan.DamagedLoanFiles;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanSummary;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The Loans screen: the loan files of this workstation, one open at a time with its terms, its borrowers' orders, the
 * rules it is checked against, the funds counted after the deposit decisions, and its history. Every database call
 * goes through {@link LoanFiles} (its own thread), every service call is asynchronous, and results come back through
 * {@link UiExecutor}; a loan chosen meanwhile drops the answers of the one before ({@link LatestCall}). Everything the
 * screen shows is a property or a list of rows, in words, here or in one of its sections.
 */
public final class LoansViewModel implements LoanHost {

    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanList list;
    private final TeamMoveSection move;
    private final LoanFilesBanner banner;
    private final ReadOnlyObjectWrapper<LoanFile> loan = new ReadOnlyObjectWrapper<>(this, "loan");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "");
    private final ReadOnlyStringWrapper notice = new ReadOnlyStringWrapper(this, "notice", "");
    private final ReadOnlyBooleanWrapper noticeIsError = new ReadOnlyBooleanWrapper(this, "noticeIsError");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    private final ReadOnlyObjectWrapper<LoanSummary> summary = new ReadOnlyObjectWrapper<>(this, "summary");
    private final LatestCall calls = new LatestCall();
    private final TermsSection terms;
    private final ThresholdsSection thresholds;
    private final ChecksSection checks;
    private final HistorySection history;
    private final LoanDocuments documents;
    private final LoanOrders borrowers;
    /** Another desk's change, heard on any thread: handled on the FX thread. */
    private final Consumer<String> otherDesk;
    /** This desk's change from another screen or window, heard on the loan files' thread. */
    private final Consumer<String> thisDesk;

    public LoansViewModel(Messages messages, UiExecutor ui, LoansParts parts) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        Formats formats = Formats.forOfficer(parts.clock().getZone());
        this.terms = new TermsSection(messages, ui, parts, this);
        this.thresholds = new ThresholdsSection(messages, ui, parts, this);
        this.checks = new ChecksSection(messages, ui, parts, formats, this);
        this.history = new HistorySection(messages, ui, parts, formats, this);
        this.borrowers = new LoanOrders(messages, ui, parts, this);
        this.documents = new LoanDocuments(messages, ui, parts, this, history, borrowers::unreadable);
        this.list = new LoanList(messages, ui, parts, this, this::select);
        this.move = new TeamMoveSection(messages, ui, parts, this, list::refresh);
        this.banner = new LoanFilesBanner(messages, ui, parts, this, list::refresh);
        this.otherDesk = n -> ui.execute(() -> changedElsewhere(n));
        this.thisDesk = n -> ui.execute(() -> {
            list.refresh();
            reread(n, Why.HERE);
        });
        loan.addListener((o, a, l) -> title.set(l == null ? messages.get("loans.none")
                : messages.get("loans.title", l.loanNumber())));
        title.set(messages.get("loans.none"));
    }

    // ---- the sections ----

    /** The move of the workstation's own loan files to the team database. */
    public TeamMoveSection move() {
        return move;
    }

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

    /** The list of loan files: its search, "only mine", and the loan number typed to open. */
    public LoanList list() {
        return list;
    }

    /** The open loan's borrowers: their orders and how each stands, and the order id typed to add. */
    public LoanOrders orders() {
        return borrowers;
    }

    // ---- properties ----

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

    /** Reads the loan files, and the open one as it stands now (when the screen is shown, and on F5). */
    public void refresh() {
        list.refresh();
        move.check();
        reread(null, Why.SHOWN);
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
        summary.set(null);
        borrowers.clear();
        checks.clear(messages.get("loans.funds.notYet"));
        thresholds.clear();
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
            gather(found.get(), mine);
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

    /** Puts the orders together under the loan's rules, off the FX thread. */
    private void summarize(LoanFile l, LatestCall.Ticket mine) {
        Optional<List<Order>> read = borrowers.readFor(l.loanNumber());
        if (read.isEmpty()) {
            return; // this loan's orders are still being read: they summarize it when they come
        }
        List<Order> snapshot = read.get();
        int unreadable = borrowers.unreadable();
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
        borrowers.addTyped(this::select);
    }

    /**
     * The file changed: its terms, rules and history again, and the summary of its orders when they have been read
     * (else the read under way summarizes it).
     */
    @Override
    public void changed(LoanFile saved) {
        list.refresh();
        if (loan.get() == null || !loan.get().loanNumber().equals(saved.loanNumber())) {
            return; // saved after the officer opened another loan: that one stays on screen
        }
        show(saved);
        history.read(saved.loanNumber());
        if (borrowers.readFor(saved.loanNumber()).isPresent()) {
            summarize(saved, calls.start());
        }
    }

    /** Opens an order of the loan. */
    public void openOrder(LoanOrders.Row row) {
        borrowers.open(row);
    }

    /** New order, with the loan number as its reference. */
    public void newOrderForCoBorrower() {
        borrowers.newForCoBorrower();
    }

    // ---- inside ----

    @Override
    public void failed(Throwable e) {
        if (e instanceof ChangedMeanwhile conflict) {
            changedMeanwhile(conflict);
            return;
        }
        if (e instanceof DamagedLoanFiles refusal) {
            banner.refuse(refusal.getMessage());
            return;
        }
        say(messages.get("loans.failed", Problem.describe(e, messages)), true);
    }

    /**
     * Follows (or stops following) what other desks change in the team's loan files, and what this desk changes on
     * other screens and windows, while the screen is shown: the list is read again, and the open loan when it is the
     * one that changed.
     */
    public void watchOtherDesks(boolean on) {
        banner.watch(on);
        if (on) {
            parts.loanFiles().addChangeListener(otherDesk);
            parts.loanFiles().addWriteListener(thisDesk);
        } else {
            parts.loanFiles().removeChangeListener(otherDesk);
            parts.loanFiles().removeWriteListener(thisDesk);
        }
    }

    /** The banner: the loan files cannot be written now (the team database lost, or the files refused). */
    public LoanFilesBanner banner() {
        return banner;
    }

    /** Another desk changed {@code loanNumber} (null: anything may have changed while this desk was not listening). */
    void changedElsewhere(String loanNumber) {
        list.refresh();
        reread(loanNumber, Why.ELSEWHERE);
    }

    /** Why the open loan is read again: shown (or F5), changed on this desk elsewhere, changed on another desk. */
    private enum Why { SHOWN, HERE, ELSEWHERE }

    /**
     * Reads the open loan again as it stands when {@code loanNumber} is it (or null): its file, its orders with their
     * reports, its history and checks; what is being typed in the terms stays. A change shown already is not read
     * twice; on showing, the orders are read again whatever the file's version (a report may have come).
     */
    private void reread(String loanNumber, Why why) {
        LoanFile open = loan.get();
        if (open == null || loanNumber != null && !loanNumber.equals(open.loanNumber())) {
            return;
        }
        LatestCall.Ticket seen = calls.now(); // a loan opened meanwhile, or a newer reading, drops this one
        ui.deliver(parts.loanFiles().call(store -> store.load(open.loanNumber())), fresh -> {
            if (!seen.current() || fresh.isEmpty() || loan.get() == null
                    || !loan.get().loanNumber().equals(open.loanNumber())
                    || why != Why.SHOWN && fresh.get().version() == loan.get().version()) {
                return;
            }
            LatestCall.Ticket mine = calls.start();
            if (why == Why.ELSEWHERE) {
                say(messages.get(terms.edited() ? "loans.elsewhere.typing" : "loans.elsewhere"), false);
            }
            takeTheirs(fresh.get());
            if (why == Why.HERE && fresh.get().orderIds().equals(open.orderIds())
                    && borrowers.readFor(open.loanNumber()).isPresent()) {
                summarize(fresh.get(), mine); // the same orders, read already: their reports need no new reading
                return;
            }
            busy.set(true); // a read this one replaces may have been under way: this one ends it
            gather(fresh.get(), mine);
        }, this::failed);
    }

    /** Reads {@code l}'s orders (those with its number join it), then summarizes them under its rules. */
    private void gather(LoanFile l, LatestCall.Ticket mine) {
        borrowers.gather(l, mine, new LoanOrders.Next() {
            @Override
            public void fileNow(LoanFile now) {
                takeTheirs(now);
            }

            @Override
            public void ordersRead(LoanFile read, LatestCall.Ticket ticket) {
                summarize(read, ticket);
            }
        });
    }

    /** Shows the open loan as it now stands; what the officer is typing in the terms stays. */
    private void takeTheirs(LoanFile fresh) {
        if (!terms.edited()) {
            terms.show(fresh);
        }
        loan.set(fresh);
        thresholds.show(fresh);
        history.read(fresh.loanNumber());
    }

    /**
     * Someone changed the open loan since this desk read it, and this desk's change was refused: says who changed
     * what and when, and takes their version (its checks, history and the version a change is written against) while
     * the terms typed here stay on screen, so that saving again applies them on top of theirs.
     */
    private void changedMeanwhile(ChangedMeanwhile conflict) {
        HistoryEntry by = conflict.by();
        say(by == null ? messages.get("loans.conflict.unknown") : messages.get("loans.conflict", by.who(),
                Formats.forOfficer(parts.clock().getZone()).dateTime(by.at()), by.detail()), true);
        LatestCall.Ticket mine = calls.start();
        ui.deliver(parts.loanFiles().call(store -> store.load(conflict.loanNumber())), fresh -> {
            if (mine.current() && fresh.isPresent() && loan.get() != null
                    && loan.get().loanNumber().equals(conflict.loanNumber())) {
                takeTheirs(fresh.get());
                summarize(fresh.get(), mine);
            }
        }, e -> say(messages.get("loans.failed", Problem.describe(e, messages)), true));
    }

    @Override
    public void say(String text, boolean error) {
        notice.set(text);
        noticeIsError.set(error);
    }
}

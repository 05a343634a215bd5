package io.assetdesk.ui.order;

import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Problem;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * What the loan files keep of the shown order, a section of the order screen: the loan file it is in (whose terms and
 * rules check its report, and which the header opens), and the officer's word that it is finished without accounts.
 * Everything is read and written on the loan files' thread; an answer for an order no longer shown is dropped, and a
 * failure is said in the notice line.
 */
final class OrderLoan {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoanFiles loanFiles;
    private final Navigator navigator;
    private final Supplier<String> shown;
    private final Consumer<String> notice;
    private final Runnable decide;
    private final ReadOnlyStringWrapper number = new ReadOnlyStringWrapper(this, "loanNumber");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "loanText");
    private final ReadOnlyObjectWrapper<LoanFile> file = new ReadOnlyObjectWrapper<>(this, "loanFile");
    private boolean finishedByOfficer;
    /** Another desk changed a loan file (null: any may have), heard on any thread: handled on the FX thread. */
    private final Consumer<String> otherDesk = this::heard;

    /**
     * @param shown  the id of the order on screen
     * @param decide decides the order's state again (the officer's word is one of its facts)
     */
    OrderLoan(Messages messages, UiExecutor ui, LoanFiles loanFiles, Navigator navigator, Supplier<String> shown,
              Consumer<String> notice, Runnable decide) {
        this.messages = messages;
        this.ui = ui;
        this.loanFiles = loanFiles;
        this.navigator = navigator;
        this.shown = shown;
        this.notice = notice;
        this.decide = decide;
    }

    /** "Loan LN-100" (the header's button, which opens it); empty when the order is in no loan file. */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** The loan file the order is in; null when none. */
    ReadOnlyObjectProperty<LoanFile> fileProperty() {
        return file.getReadOnlyProperty();
    }

    String number() {
        return number.get();
    }

    /** The officer said the shown order is finished without accounts (as last read or written). */
    boolean finishedByOfficer() {
        return finishedByOfficer;
    }

    /** A new order is shown: the last one's word is forgotten until this one's is read. */
    void forget() {
        finishedByOfficer = false;
    }

    /** Reads again what the loan files keep of {@code id}. */
    void read(String id) {
        lookUpFinished(id);
        lookUpLoan(id);
    }

    private void lookUpLoan(String id) {
        number.set(null);
        text.set("");
        file.set(null);
        readLoan(id);
    }

    /** Reads the loan file {@code id} is in, and shows it while {@code id} is still the order shown. */
    private void readLoan(String id) {
        ui.deliver(loanFiles.call(store -> {
            List<String> loans = store.loansOf(id);
            return loans.isEmpty() ? Optional.<LoanFile>empty() : store.load(loans.get(0));
        }), found -> {
            if (id.equals(shown.get())) {
                number.set(found.map(LoanFile::loanNumber).orElse(null));
                text.set(found.map(f -> messages.get("order.loan", f.loanNumber())).orElse(""));
                file.set(found.orElse(null));
            }
        }, e -> unread(id, e));
    }

    private void lookUpFinished(String id) {
        ui.deliver(loanFiles.call(store -> store.finishedByOfficer(id)), finished -> {
            if (id.equals(shown.get()) && finished != finishedByOfficer) {
                finishedByOfficer = finished;
                decide.run();
            }
        }, e -> unread(id, e));
    }

    /**
     * The loan files could not be read for the shown order: said in the notice line (the checks then use the order's
     * own figures and the workstation's thresholds, which may not be the loan's).
     */
    private void unread(String id, Throwable e) {
        if (id.equals(shown.get())) {
            notice.accept(messages.get("order.loanFiles.unread", Problem.of(e, messages).message()));
        }
    }

    /** Keeps (or takes back) the officer's word that {@code id} is finished without accounts; the state follows. */
    void markFinished(String id, boolean finished) {
        ui.deliver(loanFiles.call(store -> {
            store.setFinishedByOfficer(id, finished);
            return finished;
        }), done -> {
            if (id.equals(shown.get())) {
                finishedByOfficer = finished;
                notice.accept(finished ? messages.get("state.markFinished.saved") : null);
                decide.run();
            }
        }, e -> notice.accept(messages.get("state.markFinished.failed", Problem.of(e, messages).message())));
    }

    /** Writes into the order's loan file (when it is in one) what was done with its report. */
    void record(String orderId, String loanNumber, HistoryEntry.Action action, String what) {
        if (loanNumber != null && orderId != null) {
            loanFiles.call(store -> store.record(loanNumber, action, "Report of order " + orderId + " " + what));
        }
    }

    /**
     * Follows (or stops following) what other desks change in the team's loan files while the order is shown: its
     * loan file, when that is the one changed, is read again (its terms, rules and decisions check the report).
     */
    void watchOtherDesks(boolean on) {
        if (on) {
            loanFiles.addChangeListener(otherDesk);
        } else {
            loanFiles.removeChangeListener(otherDesk);
        }
    }

    private void heard(String loanNumber) {
        ui.execute(() -> changedElsewhere(loanNumber));
    }

    private void changedElsewhere(String loanNumber) {
        String id = shown.get();
        String mine = number.get();
        // an order in no loan file yet may have been added to one on another desk: any change is read for it
        if (id != null && (loanNumber == null || mine == null || loanNumber.equals(mine))) {
            readLoan(id);
        }
    }

    /** Opens the loan file. */
    void open() {
        if (number.get() != null) {
            navigator.showLoan(number.get());
        }
    }
}

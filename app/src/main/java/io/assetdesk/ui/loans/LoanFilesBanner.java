package io.assetdesk.ui.loans;

import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The Loans screen's banner, a section of it: the loan files cannot be written now, and why. Either the team
 * database cannot be reached (read only until the console has reached it again by itself), or the workstation's loan
 * database could not be read and was kept aside (refused, on every run, until the officer restores it from a backup or
 * chooses here to start with no loan files).
 */
public final class LoanFilesBanner {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final Runnable reread;
    private final ReadOnlyBooleanWrapper readOnly = new ReadOnlyBooleanWrapper(this, "readOnly");
    private final ReadOnlyBooleanWrapper refused = new ReadOnlyBooleanWrapper(this, "refused");
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "text", "");
    /** The team database lost or back, said on any thread: handled on the FX thread. */
    private final Consumer<LoanFiles.Reach> reachWatch;
    private boolean lost;

    /** @param reread reads the list again once the loan files can be used */
    LoanFilesBanner(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host, Runnable reread) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
        this.reread = reread;
        this.reachWatch = r -> ui.execute(() -> reached(r));
    }

    /**
     * True while nothing can be saved (the buttons that write are off): the team database is lost, or the loan files
     * are refused. What the officer typed stays either way.
     */
    public ReadOnlyBooleanProperty readOnlyProperty() {
        return readOnly.getReadOnlyProperty();
    }

    /** True while the loan files are refused (unreadable, kept aside): "Start with no loan files" is offered. */
    public ReadOnlyBooleanProperty refusedProperty() {
        return refused.getReadOnlyProperty();
    }

    /** The banner's words (empty: no banner). */
    public ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    /** Follows the team database's reach while the screen is shown. */
    void watch(boolean on) {
        if (on) {
            parts.loanFiles().addReachListener(reachWatch);
            reached(parts.loanFiles().reach());
        } else {
            parts.loanFiles().removeReachListener(reachWatch);
        }
    }

    private void reached(LoanFiles.Reach r) {
        lost = !r.reachable();
        if (!refused.get()) {
            readOnly.set(lost);
            text.set(lost ? messages.get("loans.readOnly", r.why()) : "");
        }
    }

    /** The loan files were refused with {@code why} (unreadable, kept aside): said until the officer chooses. */
    void refuse(String why) {
        refused.set(true);
        readOnly.set(true);
        text.set(why);
    }

    /** The officer chose to start with no loan files: the unreadable ones stay kept aside where the banner said. */
    public void startEmpty() {
        ui.deliver(parts.loanFiles().startEmpty(), kept -> {
            refused.set(false);
            readOnly.set(lost);
            text.set("");
            host.say(messages.get("loans.startedEmpty", kept), false);
            reread.run();
        }, host::failed);
    }
}

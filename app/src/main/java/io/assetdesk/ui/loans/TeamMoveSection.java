package io.assetdesk.ui.loans;

import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The move of this workstation's own loan files into the team database, a section of the Loans screen: offered while
 * the connection file names a team database and the workstation still keeps loan files of its own; done once, with
 * their history, on the loan files' thread; what was moved and what stayed is said.
 */
public final class TeamMoveSection {
    private final Messages messages;
    private final UiExecutor ui;
    private final LoansParts parts;
    private final LoanHost host;
    private final Runnable moved;
    private final ReadOnlyBooleanWrapper offered = new ReadOnlyBooleanWrapper(this, "offered");
    private final ReadOnlyBooleanWrapper moving = new ReadOnlyBooleanWrapper(this, "moving");

    /** @param moved what to do once loan files came over (read the list again) */
    TeamMoveSection(Messages messages, UiExecutor ui, LoansParts parts, LoanHost host, Runnable moved) {
        this.messages = messages;
        this.ui = ui;
        this.parts = parts;
        this.host = host;
        this.moved = moved;
    }

    /** True while there are workstation loan files to move. */
    public ReadOnlyBooleanProperty offeredProperty() {
        return offered.getReadOnlyProperty();
    }

    /** True while the move runs. */
    public ReadOnlyBooleanProperty movingProperty() {
        return moving.getReadOnlyProperty();
    }

    /** Learns whether there is anything to move (when the screen is shown). */
    void check() {
        ui.deliver(parts.loanFiles().canMoveToTeam(), offered::set, e -> offered.set(false));
    }

    /** Moves the workstation's loan files to the team database (the officer said yes). */
    public void move() {
        if (moving.get()) {
            return;
        }
        moving.set(true);
        host.say(messages.get("loans.move.running"), false);
        ui.deliver(parts.loanFiles().moveToTeam(), result -> {
            moving.set(false);
            String said = result.said().replace("asset-desk: ", "").replace('\n', ' ').strip();
            host.say(messages.get(result.all() ? "loans.move.done" : "loans.move.partly", said), !result.all());
            moved.run();
            check();
        }, e -> {
            moving.set(false);
            host.failed(e);
        });
    }
}

package io.assetdesk.ui.order;

import io.assetdesk.api.OrderDocument;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.workflow.DeskSessions;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.collections.SetChangeListener;

/**
 * The shown order's report wait and desk session, a section of the order screen. While the screen is shown it follows
 * them: a wait that starts or ends, a background read that came back without the report, a desk session that changed;
 * each makes the screen decide its state again (or load the order, once the wait is over). Hidden, it lets go of every
 * listener, so nothing leaks and a hidden screen starts nothing.
 */
final class OrderWatch {
    private final UiExecutor ui;
    private final ReportWaits waits;
    private final DeskSessions desk;
    private final Supplier<String> shown;
    private final Runnable decide;
    private final Runnable load;
    private final Consumer<OrderDocument> answered;
    private final ReadOnlyBooleanWrapper waiting = new ReadOnlyBooleanWrapper(this, "waiting");
    private final SetChangeListener<String> waitListener = this::waitsChanged;
    private final BiConsumer<String, OrderDocument> answerListener = this::pollAnswered;
    private final Consumer<String> deskListener = this::deskChanged;
    private boolean watching;

    /**
     * @param decide   decides the screen's state again
     * @param load     reads the order again (its report may be there)
     * @param answered a background read of the shown order came back without the report (its status may have moved)
     */
    OrderWatch(UiExecutor ui, ReportWaits waits, DeskSessions desk, Supplier<String> shown, Runnable decide,
               Runnable load, Consumer<OrderDocument> answered) {
        this.ui = ui;
        this.waits = waits;
        this.desk = desk;
        this.shown = shown;
        this.decide = decide;
        this.load = load;
        this.answered = answered;
    }

    /** Someone waits for the shown order's report. */
    ReadOnlyBooleanProperty waitingProperty() {
        return waiting.getReadOnlyProperty();
    }

    /** Whether the screen is shown (and so decides what its state sets off: timers, stopped waits, keys). */
    boolean watching() {
        return watching;
    }

    /** Another order is about to be shown: the last one's wait is no longer in front. */
    void leaving(String next) {
        String id = shown.get();
        if (watching && id != null && !id.equals(next)) {
            waits.focus(id, false);
        }
    }

    /** {@code id} is now shown: its wait is in front, and whether it waits is read again. */
    void showing(String id) {
        watch(true);
        waits.focus(id, true);
    }

    /** Reads again whether someone waits for {@code id}'s report. */
    void recheck(String id) {
        waiting.set(waits.isWaiting(id));
    }

    /** Starts waiting for the report of {@code id}. */
    void waitForReport(String id) {
        waits.watch(id);
        waits.focus(id, watching);
    }

    /** Follows (or stops following) the shown order's wait and desk session. */
    void watch(boolean on) {
        if (on == watching) {
            return;
        }
        watching = on;
        String id = shown.get();
        if (id != null) {
            waits.focus(id, on);
        }
        if (on) {
            waits.waitingOrderIds().addListener(waitListener);
            waits.addAnswerListener(answerListener);
            desk.addListener(deskListener);
            if (id != null) {
                waiting.set(waits.isWaiting(id));
                decide.run(); // what happened while hidden
            }
        } else {
            waits.waitingOrderIds().removeListener(waitListener);
            waits.removeAnswerListener(answerListener);
            desk.removeListener(deskListener);
        }
    }

    private void waitsChanged(SetChangeListener.Change<? extends String> change) {
        String id = shown.get();
        if (id == null) {
            return;
        }
        if (change.wasAdded() && id.equals(change.getElementAdded())) {
            waiting.set(true);
            decide.run();
        }
        if (change.wasRemoved() && id.equals(change.getElementRemoved())) {
            // the report arrived (or the wait ended): show what the service has now (load decides the state)
            waiting.set(false);
            load.run();
        }
    }

    private void pollAnswered(String id, OrderDocument doc) {
        if (watching && id.equals(shown.get())) {
            answered.accept(doc);
        }
    }

    /** A desk session of some order changed (any thread): the shown screen decides again for its own order. */
    private void deskChanged(String id) {
        ui.execute(() -> {
            if (watching && id.equals(shown.get())) {
                decide.run();
            }
        });
    }
}

package io.assetdesk.ui.order;

import io.assetdesk.api.Order;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Pause;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where the shown order stands, a section of the order screen: its {@link OrderState} decided from the service's
 * answer, the desk session, the report wait, the enrollment key and the officer's word, and what the screen shows of
 * it. A shown screen also runs the state's consequences (the confirmation window's timer, a wait stopped, a finished
 * order's key forgotten); a hidden one only knows its state.
 */
final class OrderStanding {
    private static final Logger LOG = LoggerFactory.getLogger(OrderStanding.class);

    /** What the decision reads of the screen: the order shown, the answer, the link, the officer's word. */
    interface Screen {
        String orderId();

        Order order();

        /** The login link is an http(s) address the borrower window may open. */
        boolean linkOpenable();

        boolean markedFinished();

        /** The screen is shown (its state's consequences run). */
        boolean shown();
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ReportWaits waits;
    private final DeskSessions desk;
    private final EnrollmentKeys keys;
    private final Executor background;
    private final Pause windowEnd;
    private final Screen screen;
    private final ReadOnlyObjectWrapper<OrderState> state = new ReadOnlyObjectWrapper<>(this, "state",
            OrderState.of(OrderState.Facts.at(Instant.EPOCH)));
    private final ReadOnlyObjectWrapper<OrderStateView> view = new ReadOnlyObjectWrapper<>(this, "stateView");
    private Duration confirmWindow = OrderState.CONFIRM_WINDOW;

    /** Where the parts of the decision come from. */
    record Sources(Clock clock, ReportWaits waits, DeskSessions desk, EnrollmentKeys keys, Executor background) {
    }

    OrderStanding(Messages messages, UiExecutor ui, Sources sources, Pause windowEnd, Screen screen) {
        this.messages = messages;
        this.ui = ui;
        this.clock = sources.clock();
        this.waits = sources.waits();
        this.desk = sources.desk();
        this.keys = sources.keys();
        this.background = sources.background();
        this.windowEnd = windowEnd;
        this.screen = screen;
        view.set(OrderStateView.of(state.get(), messages, clock.getZone(), false));
    }

    ReadOnlyObjectProperty<OrderState> stateProperty() {
        return state.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<OrderStateView> viewProperty() {
        return view.getReadOnlyProperty();
    }

    /** How long the provider is given to show an enrollment the desk says is finished (tests shorten it). */
    void confirmWindow(Duration window) {
        this.confirmWindow = window;
    }

    /** True when this desk holds the order's SSO key (this run, or kept in the credential store). */
    boolean keyHeld() {
        String id = screen.orderId();
        return id != null && keys.has(id);
    }

    /** Learns, off the FX thread, whether the credential store keeps {@code id}'s key (then the desk uses it). */
    void lookUpKey(String id) {
        if (keys.has(id)) {
            return;
        }
        ui.deliver(CompletableFuture.supplyAsync(() -> keys.lookup(id), background), key -> {
            if (key.isPresent() && id.equals(screen.orderId())) {
                decide();
            }
        }, e -> LOG.debug("The credential store could not say whether it keeps order {}'s key: {}", id,
                e.getClass().getSimpleName()));
    }

    /** The screen is hidden: the window's timer stops with it. */
    void hidden() {
        windowEnd.stop();
    }

    /**
     * Decides the state again from what is known now. Runs the state's own consequences: a wait that belongs to the
     * state keeps running; a wait that saw no enrollment within the window is stopped; a finished order's key is
     * forgotten.
     */
    void decide() {
        String id = screen.orderId();
        Order o = screen.order();
        DeskSessions.Session session = desk.of(id);
        OrderState.Wait wait = waits.stateOf(id);
        Instant endedAt = session.endedAt();
        if (endedAt == null && wait == OrderState.Wait.WAITING) {
            endedAt = waits.startedAt(id).orElse(null);
        }
        OrderState.Facts facts = OrderState.Facts.at(clock.instant()).desk(session.desk(), endedAt).waiting(wait)
                .markedFinished(screen.markedFinished());
        if (o != null) {
            facts = facts.order(o.status(), o.hasReport(), o.daysRemaining(), o.loginUrl() != null
                    && !o.loginUrl().isBlank()).enrollHere(keyHeld() || screen.linkOpenable());
        }
        OrderState next = OrderState.of(facts, confirmWindow);
        windowEnd.stop();
        if (screen.shown()) {
            if (next.phase() == OrderState.Phase.CONFIRMING && next.confirmUntil() != null) {
                windowEnd.restart(Duration.between(clock.instant(), next.confirmUntil()).plusMillis(50),
                        this::decide);
            }
            if (next.waitShouldStop() && wait == OrderState.Wait.WAITING) {
                waits.stop(id);
            }
            // a finished order's key is forgotten; not on the officer's word alone, which the officer may take back
            if (o != null && (next.phase() == OrderState.Phase.REPORT_READY
                    || next.phase() == OrderState.Phase.CANCELED
                    || next.phase() == OrderState.Phase.CLOSED_WITHOUT_REPORT && !next.closedWordOnly())) {
                keys.forget(id);
            }
        }
        // a screen that is not shown (hidden, or replaced by another of the same order) only knows its state: it
        // starts no timer, stops no wait and forgets no key, which the screen on show decides
        state.set(next);
        view.set(OrderStateView.of(next, messages, clock.getZone(), screen.linkOpenable()));
    }
}

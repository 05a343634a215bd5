package io.assetdesk.ui.neworder;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.Problem;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The duplicate guard, a section of the New order screen: when the create call's answer is lost (the service may have
 * made the order), the order list is read for an order with the same reference and borrower made since the send
 * ({@link NewOrderRules#lostOrder}); the officer then opens it, or sends again knowing that none exists.
 */
final class LostOrderGuard {
    /** How far before the send an order still counts as "the one we sent" when the answer was lost. */
    static final Duration WINDOW = Duration.ofMinutes(15);

    /** What the guard is looking for: the form's reference, email and name, and when it was sent. */
    record Sent(String reference, String email, String name, Instant at) {
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final Clock clock;
    private final ActiveConnection connection;
    private final Consumer<NewOrderViewModel.Phase> phase;
    private final Consumer<Problem> problem;
    private final ReadOnlyStringWrapper text = new ReadOnlyStringWrapper(this, "recoveryText");
    private final ReadOnlyObjectWrapper<Order> found = new ReadOnlyObjectWrapper<>(this, "foundOrder");

    LostOrderGuard(Messages messages, UiExecutor ui, Clock clock, ActiveConnection connection,
                   Consumer<NewOrderViewModel.Phase> phase, Consumer<Problem> problem) {
        this.messages = messages;
        this.ui = ui;
        this.clock = clock;
        this.connection = connection;
        this.phase = phase;
        this.problem = problem;
    }

    /** Whether {@code error} means the answer was lost after the service may have seen the request. */
    static boolean lostAnswer(Throwable error) {
        if (error instanceof TimeoutException) {
            return true;
        }
        return error instanceof ApiException e && e.kind() == ApiException.Kind.NETWORK && e.requestMaySeenByServer();
    }

    /** What the guard found, in words. */
    ReadOnlyStringProperty textProperty() {
        return text.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<Order> foundProperty() {
        return found.getReadOnlyProperty();
    }

    /** Forgets what it found (a new send, a discarded form). */
    void clear() {
        text.set(null);
        found.set(null);
    }

    /** Looks for the order the lost answer may have created: same reference, same borrower, made since the send. */
    void check(Sent sent) {
        phase.accept(NewOrderViewModel.Phase.CHECKING);
        text.set(messages.get("neworder.lost.checking"));
        problem.accept(null);
        Instant since = (sent.at() == null ? clock.instant() : sent.at()).minus(WINDOW);
        CompletableFuture<List<Order>> list;
        try {
            list = connection.service().listOrdersAsync();
        } catch (RuntimeException e) {
            list = CompletableFuture.failedFuture(e);
        }
        ui.deliver(list, orders -> {
            Optional<Order> match = NewOrderRules.lostOrder(orders, sent.reference(), sent.email(), sent.name(),
                    since);
            if (match.isPresent()) {
                Order o = match.get();
                found.set(o);
                String at = o.created() == null ? messages.get("neworder.lost.justNow")
                        : Formats.forOfficer(clock.getZone()).shortTime(o.created());
                text.set(messages.get("neworder.lost.found", sent.reference(), at));
                phase.accept(NewOrderViewModel.Phase.FOUND);
            } else {
                text.set(messages.get("neworder.lost.notFound", sent.reference()));
                phase.accept(NewOrderViewModel.Phase.NOT_FOUND);
            }
        }, error -> {
            Problem p = Problem.of(error, messages);
            text.set(messages.get("neworder.lost.checkFailed", p.message() == null ? p.headline() : p.message()));
            problem.accept(p);
            phase.accept(NewOrderViewModel.Phase.CHECK_FAILED);
        });
    }
}

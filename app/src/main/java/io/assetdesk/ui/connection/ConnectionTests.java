package io.assetdesk.ui.connection;

import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import io.assetdesk.ui.connection.ConnectionCheck.Outcome;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The Connection screen's test of a profile: assetverify lists the orders; banklink cannot be checked without a
 * token. One outcome per integration, a newer test dropping an older one's answer; the order count listed reaches the
 * status bar when the profile tested is the active one.
 */
public final class ConnectionTests {
    /** The outcome of a test for each integration. */
    private record Checks(ConnectionCheck assetverify, ConnectionCheck banklink) {
    }

    private final Messages messages;
    private final UiExecutor ui;
    private final ActiveConnection connection;
    private final ConnectionService service;
    private final ObjectProperty<ConnectionCheck> assetverifyCheck = new SimpleObjectProperty<>(this,
            "assetverifyCheck");
    private final ObjectProperty<ConnectionCheck> banklinkCheck = new SimpleObjectProperty<>(this, "banklinkCheck");
    private final LatestCall tests = new LatestCall();

    ConnectionTests(Messages messages, UiExecutor ui, ActiveConnection connection, ConnectionService service) {
        this.messages = messages;
        this.ui = ui;
        this.connection = connection;
        this.service = service;
    }

    public ObjectProperty<ConnectionCheck> assetverifyCheckProperty() {
        return assetverifyCheck;
    }

    public ObjectProperty<ConnectionCheck> banklinkCheckProperty() {
        return banklinkCheck;
    }

    /** Forgets the outcomes shown, and drops the answer of a test still running (another profile is shown). */
    void clear() {
        tests.cancel();
        assetverifyCheck.set(null);
        banklinkCheck.set(null);
    }

    /**
     * Tests the profile {@code resolved} gives; {@code busy} is told when it starts (true) and ends (false).
     */
    void run(CompletableFuture<ConnectionProfile> resolved, Consumer<Boolean> busy) {
        LatestCall.Ticket mine = tests.start();
        assetverifyCheck.set(new ConnectionCheck(Outcome.RUNNING, messages.get("connection.test.running")));
        banklinkCheck.set(new ConnectionCheck(Outcome.RUNNING, messages.get("connection.test.running")));
        busy.accept(true);
        // the count listed for the profile tested: when it is the active one, the status bar shows it too
        AtomicReference<ConnectionProfile> tested = new AtomicReference<>();
        AtomicInteger listed = new AtomicInteger(-1);
        CompletableFuture<Checks> work = resolved.thenCompose(profile -> {
            tested.set(profile);
            return service.test(profile, connection::open);
        }).thenApply(r -> {
            ConnectionCheck bl = r.banklinkConfigured()
                    ? new ConnectionCheck(Outcome.NOT_CHECKED, messages.get("connection.test.banklinkNotChecked"))
                    : new ConnectionCheck(Outcome.NOT_CONFIGURED, messages.get("connection.test.notConfigured"));
            ConnectionCheck av;
            if (!r.assetverifyConfigured()) {
                av = new ConnectionCheck(Outcome.NOT_CONFIGURED, messages.get("connection.test.notConfigured"));
            } else if (r.ok()) {
                listed.set(r.orders());
                av = new ConnectionCheck(Outcome.OK, messages.get("connection.test.ok", r.orders()));
            } else {
                av = new ConnectionCheck(Outcome.FAILED, messages.get("connection.test.failed",
                        Problem.describe(r.failure(), messages)));
            }
            return new Checks(av, bl);
        });
        ui.deliver(work, checks -> {
            if (mine.current()) {
                busy.accept(false);
                assetverifyCheck.set(checks.assetverify());
                banklinkCheck.set(checks.banklink());
                if (listed.get() >= 0) {
                    connection.reportOrderCount(tested.get(), listed.get());
                }
            }
        }, err -> {
            if (mine.current()) {
                busy.accept(false);
                assetverifyCheck.set(new ConnectionCheck(Outcome.FAILED, messages.get("connection.test.failed",
                        Problem.describe(err, messages))));
                banklinkCheck.set(null);
            }
        });
    }
}

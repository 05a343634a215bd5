package io.assetdesk.ui.shell;

import io.assetdesk.api.ApiException;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Formats;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.common.Problem;
import java.time.ZoneId;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableSet;

/**
 * The shell's state: the active connection, its health (a light background check whenever the connection changes),
 * the sandbox marker and the number of orders waiting for a report. Touch it from the FX thread.
 */
public final class ShellViewModel {

    public enum Health { CHECKING, OK, FAILED, NOT_CHECKED }

    private final Messages messages;
    private final UiExecutor ui;
    private final ActiveConnection connection;
    private final Optional<Runnable> sandboxReset;
    private final Executor background;
    private final StringProperty connectionText = new SimpleStringProperty(this, "connectionText", "");
    private final ObjectProperty<Health> health = new SimpleObjectProperty<>(this, "health", Health.NOT_CHECKED);
    private final StringProperty healthText = new SimpleStringProperty(this, "healthText", "");
    private final BooleanProperty sandbox = new SimpleBooleanProperty(this, "sandbox");
    private final IntegerProperty waitingReports = new SimpleIntegerProperty(this, "waitingReports");
    private final LatestCall calls = new LatestCall();

    /**
     * @param waitingOrderIds the orders whose report is waited for (the status bar counts them)
     * @param sandboxReset    puts the built-in sandbox's seeded data back (blocks), when there is one
     * @param background      where the reset runs
     */
    public ShellViewModel(Messages messages, UiExecutor ui, ActiveConnection connection,
                          ObservableSet<String> waitingOrderIds, Optional<Runnable> sandboxReset, Executor background) {
        this.messages = messages;
        this.ui = ui;
        this.connection = connection;
        this.sandboxReset = sandboxReset;
        this.background = background;
        waitingReports.bind(Bindings.size(waitingOrderIds));
        connection.profileProperty().addListener((o, was, now) -> connectionChanged(now));
        // a newer count from the order list or Test connection: the status bar never shows an older one
        connection.orderCountProperty().addListener((o, was, now) -> {
            if (health.get() == Health.OK && now.intValue() >= 0) {
                healthText.set(messages.get("shell.health.ok", now.intValue()));
            }
        });
        connection.addCallListener(h -> ui.execute(() -> heard(h)));
        connectionChanged(connection.profile());
    }

    /**
     * A call of any screen ended: a failure of the connection or of the service's answers turns the status bar to it,
     * with its time; the next answer turns it back. A refusal about one order or one form (404, 422) says nothing of
     * the connection.
     */
    private void heard(ActiveConnection.Heard h) {
        if (!Objects.equals(h.profile(), connection.profile()) || health.get() == Health.NOT_CHECKED) {
            return;
        }
        if (h.failure() == null) {
            if (health.get() == Health.FAILED) {
                health.set(Health.OK);
                int n = connection.orderCountProperty().get();
                healthText.set(n >= 0 ? messages.get("shell.health.ok", n) : messages.get("shell.health.okAgain"));
            }
            return;
        }
        if (UiExecutor.unwrap(h.failure()) instanceof ApiException e && CONNECTION_FAULTS.contains(e.kind())
                && !e.workstationFull()) {
            calls.cancel(); // a check still running gives no older answer over this one
            health.set(Health.FAILED);
            healthText.set(messages.get("shell.health.failedAt", Formats.forOfficer(ZoneId.systemDefault())
                    .shortTime(h.at()), Problem.describe(e, messages)));
        }
    }

    /** What says the connection or the service is not working, rather than one order or one form. */
    private static final Set<ApiException.Kind> CONNECTION_FAULTS = EnumSet.of(ApiException.Kind.NETWORK,
            ApiException.Kind.BAD_RESPONSE, ApiException.Kind.SERVER_ERROR, ApiException.Kind.UNAUTHORIZED,
            ApiException.Kind.TOO_LARGE);

    public ReadOnlyStringProperty connectionTextProperty() {
        return connectionText;
    }

    public ReadOnlyObjectProperty<Health> healthProperty() {
        return health;
    }

    public ReadOnlyStringProperty healthTextProperty() {
        return healthText;
    }

    public ReadOnlyBooleanProperty sandboxProperty() {
        return sandbox;
    }

    public ReadOnlyIntegerProperty waitingReportsProperty() {
        return waitingReports;
    }

    private void connectionChanged(ConnectionProfile profile) {
        sandbox.set(connection.isSandbox());
        connectionText.set(profile == null ? "" : messages.get("shell.status.connection",
                profile.name(), String.valueOf(profile.baseUrl())));
        checkHealth();
    }

    /** Lists the orders in the background to see that the connection works; never blocks. */
    public void checkHealth() {
        LatestCall.Ticket mine = calls.start();
        ConnectionProfile profile = connection.profile();
        if (profile == null || profile.assetverify() == null || connection.service() == null) {
            health.set(Health.NOT_CHECKED);
            healthText.set(messages.get("shell.health.notChecked"));
            return;
        }
        health.set(Health.CHECKING);
        healthText.set(messages.get("shell.health.checking"));
        try {
            // shares the Orders screen's read of the list as it arrives; its first batch says that the service
            // answered, long before a list of a million orders is whole (the count comes with the whole list)
            AtomicBoolean answered = new AtomicBoolean();
            ui.deliver(connection.service().listOrderLinesAsync(batch -> {
                if (answered.compareAndSet(false, true)) {
                    ui.execute(() -> {
                        if (mine.current() && health.get() == Health.CHECKING) {
                            health.set(Health.OK);
                            healthText.set(messages.get("shell.health.okReading"));
                        }
                    });
                }
            }), orders -> {
                if (mine.current()) {
                    health.set(Health.OK);
                    healthText.set(messages.get("shell.health.ok", orders.size()));
                    connection.reportOrderCount(profile, orders.size());
                }
            }, error -> {
                if (mine.current() && UiExecutor.unwrap(error) instanceof ApiException e && e.workstationFull()) {
                    health.set(Health.OK); // the service answered; the Orders screen says why its list is not shown
                    healthText.set(messages.get("shell.health.okTooMany"));
                } else if (mine.current()) {
                    health.set(Health.FAILED);
                    healthText.set(messages.get("shell.health.failed",
                            Problem.describe(error, messages)));
                }
            });
        } catch (RuntimeException e) {
            health.set(Health.FAILED);
            healthText.set(messages.get("shell.health.failed", Problem.describe(e, messages)));
        }
    }

    /** Whether the built-in sandbox's data can be put back from here. */
    public boolean canResetSandbox() {
        return sandboxReset.isPresent();
    }

    /** Puts the sandbox's seeded orders back off the FX thread, then checks the connection again. */
    public void resetSandbox(Runnable done, Consumer<Throwable> failed) {
        Runnable reset = sandboxReset.orElseThrow(() -> new IllegalStateException("No sandbox to reset"));
        ui.deliver(CompletableFuture.runAsync(reset, background), v -> {
            checkHealth();
            done.run();
        }, failed);
    }
}

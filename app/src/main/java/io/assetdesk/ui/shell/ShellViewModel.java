package io.assetdesk.ui.shell;

import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.Failures;
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

/**
 * The shell's state: the active connection, its health (a light background check whenever the connection changes),
 * the sandbox marker and the number of orders waiting for a report. Touch it from the FX thread.
 */
public final class ShellViewModel {

    public enum Health { CHECKING, OK, FAILED, NOT_CHECKED }

    private final AppContext context;
    private final StringProperty connectionText = new SimpleStringProperty(this, "connectionText", "");
    private final ObjectProperty<Health> health = new SimpleObjectProperty<>(this, "health", Health.NOT_CHECKED);
    private final StringProperty healthText = new SimpleStringProperty(this, "healthText", "");
    private final BooleanProperty sandbox = new SimpleBooleanProperty(this, "sandbox");
    private final IntegerProperty waitingReports = new SimpleIntegerProperty(this, "waitingReports");
    private long generation;

    public ShellViewModel(AppContext context) {
        this.context = context;
        waitingReports.bind(Bindings.size(context.reportWaits().waitingOrderIds()));
        context.connection().profileProperty().addListener((o, was, now) -> connectionChanged(now));
        // a newer count from the order list or Test connection: the status bar never shows an older one
        context.connection().orderCountProperty().addListener((o, was, now) -> {
            if (health.get() == Health.OK && now.intValue() >= 0) {
                healthText.set(context.messages().get("shell.health.ok", now.intValue()));
            }
        });
        connectionChanged(context.connection().profile());
    }

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
        sandbox.set(context.connection().isSandbox());
        connectionText.set(profile == null ? "" : context.messages().get("shell.status.connection",
                profile.name(), String.valueOf(profile.baseUrl())));
        checkHealth();
    }

    /** Lists the orders in the background to see that the connection works; never blocks. */
    public void checkHealth() {
        long mine = ++generation;
        ConnectionProfile profile = context.connection().profile();
        if (profile == null || profile.assetverify() == null || context.connection().service() == null) {
            health.set(Health.NOT_CHECKED);
            healthText.set(context.messages().get("shell.health.notChecked"));
            return;
        }
        health.set(Health.CHECKING);
        healthText.set(context.messages().get("shell.health.checking"));
        try {
            context.ui().deliver(context.connection().service().listOrdersAsync(), orders -> {
                if (mine == generation) {
                    health.set(Health.OK);
                    healthText.set(context.messages().get("shell.health.ok", orders.size()));
                    context.connection().reportOrderCount(profile, orders.size());
                }
            }, error -> {
                if (mine == generation) {
                    health.set(Health.FAILED);
                    healthText.set(context.messages().get("shell.health.failed",
                            Failures.describe(error, context.messages())));
                }
            });
        } catch (RuntimeException e) {
            health.set(Health.FAILED);
            healthText.set(context.messages().get("shell.health.failed", Failures.describe(e, context.messages())));
        }
    }
}

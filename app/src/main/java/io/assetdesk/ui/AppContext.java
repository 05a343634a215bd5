package io.assetdesk.ui;

import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.LoanFileStore;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.workflow.DeskSessions;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * The parts the composition root ({@code io.assetdesk.app.Composition}) built, handed to every screen through the
 * {@link ViewLoader}'s controller factory. Immutable: nothing here is set after it is made, and nothing in it is made
 * here. No statics, no locator.
 *
 * @param dataDir        the data folder
 * @param messages       the texts
 * @param ui             hands results to the FX thread
 * @param connection     the active connection
 * @param enrollmentKeys orders' SSO keys (memory and the credential store)
 * @param clock          the time, in the officer's zone
 * @param sandboxProfile the built-in sandbox connection (starts the in-process sandbox on first use)
 * @param reportWaits    orders waiting for their report
 * @param loanFile       the asset summary's thresholds and each order's loan figures
 * @param shellPreferences the main window's remembered bounds, screen and theme
 * @param newOrderDrafts the New order form's draft (never the identifier digits)
 * @param profiles       the officer's saved connection profiles (without secrets)
 * @param connections    the Connection screen's logic: profiles, secrets, import/export, the test
 * @param deskSessions   how this run's desk sessions went, per order
 * @param background     where screens run work that must not block the FX thread
 * @param navigator      the shell's navigation, once the shell has taken the window
 * @param managedConfig  the {@code --config} file the initial connection came from, if any
 * @param sandboxReset   puts the built-in sandbox's seeded data back (blocks), if there is one
 * @param startPreferences the window preferences read at start, for the first shell (taken once)
 */
public record AppContext(Path dataDir, Messages messages, UiExecutor ui, ActiveConnection connection,
                         EnrollmentKeys enrollmentKeys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                         ReportWaits reportWaits, LoanFileStore loanFile, ShellPreferencesStore shellPreferences,
                         DraftStore newOrderDrafts, ProfileStore profiles, ConnectionService connections,
                         DeskSessions deskSessions, Executor background, NavigatorRelay navigator,
                         Optional<Path> managedConfig, Optional<Runnable> sandboxReset,
                         AtomicReference<ShellPreferences> startPreferences) {

    public AppContext {
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(messages, "messages");
        Objects.requireNonNull(ui, "ui");
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(enrollmentKeys, "enrollmentKeys");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sandboxProfile, "sandboxProfile");
        Objects.requireNonNull(reportWaits, "reportWaits");
        Objects.requireNonNull(loanFile, "loanFile");
        Objects.requireNonNull(shellPreferences, "shellPreferences");
        Objects.requireNonNull(newOrderDrafts, "newOrderDrafts");
        Objects.requireNonNull(profiles, "profiles");
        Objects.requireNonNull(connections, "connections");
        Objects.requireNonNull(deskSessions, "deskSessions");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(navigator, "navigator");
        Objects.requireNonNull(managedConfig, "managedConfig");
        Objects.requireNonNull(sandboxReset, "sandboxReset");
        Objects.requireNonNull(startPreferences, "startPreferences");
    }

    /** The officer's time zone, for showing instants. */
    public ZoneId zone() {
        return clock.getZone();
    }

    /** The preferences read at start, once; empty afterwards (a later shell reads the file itself). */
    public Optional<ShellPreferences> takeStartPreferences() {
        return Optional.ofNullable(startPreferences.getAndSet(null));
    }
}

package io.assetdesk.app;

import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Dialogs;
import io.assetdesk.ui.shell.NavigatorRelay;
import io.assetdesk.workflow.DeskSessions;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Supplier;

/**
 * What the composition root ({@link Composition}) built for one run of the console. It stays inside {@code app}:
 * {@link Screens} takes from it exactly what each controller and view model needs and hands that over through the
 * {@code FXMLLoader}'s controller factory. No screen sees this record. Immutable: nothing here is set after it is made.
 *
 * @param dataDir        the data folder
 * @param messages       the texts
 * @param ui             hands results to the FX thread
 * @param connection     the active connection
 * @param enrollmentKeys orders' SSO keys (memory and the credential store)
 * @param clock          the time, in the officer's zone
 * @param sandboxProfile the built-in sandbox connection (starts the in-process sandbox on first use)
 * @param reportWaits    orders waiting for their report
 * @param shellPreferences the main window's remembered bounds, screen and theme (read before the window is built)
 * @param newOrderDrafts the New order form's draft (never the identifier digits)
 * @param connections    the Connection screen's logic: profiles, secrets, import/export, the test
 * @param deskSessions   how this run's desk sessions went, per order
 * @param background     where screens run work that must not block the FX thread
 * @param writes         writes settings files off the FX thread (drained at exit)
 * @param loanFiles      the loan files' database, on a thread of its own (opened at its first use; closed at exit):
 *                       the loans, and the thresholds, figures and marks of orders in no loan
 * @param navigator      the shell's navigation, once the shell has taken the window
 * @param managedConfig  the {@code --config} file the initial connection came from, if any
 * @param sandboxReset   puts the built-in sandbox's seeded data back (blocks), if there is one
 * @param dialogs        every dialog the screens show (questions, notices, forms, files, the QR code)
 */
public record Parts(Path dataDir, Messages messages, UiExecutor ui, ActiveConnection connection,
                         EnrollmentKeys enrollmentKeys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                         ReportWaits reportWaits, ShellPreferencesStore shellPreferences,
                         DraftStore newOrderDrafts, ConnectionService connections,
                         DeskSessions deskSessions, Executor background, BackgroundWrites writes,
                         LoanFiles loanFiles, NavigatorRelay navigator, Optional<Path> managedConfig,
                         Optional<Runnable> sandboxReset, Dialogs dialogs) {

    public Parts {
        Objects.requireNonNull(dataDir, "dataDir");
        Objects.requireNonNull(messages, "messages");
        Objects.requireNonNull(ui, "ui");
        Objects.requireNonNull(connection, "connection");
        Objects.requireNonNull(enrollmentKeys, "enrollmentKeys");
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sandboxProfile, "sandboxProfile");
        Objects.requireNonNull(reportWaits, "reportWaits");
        Objects.requireNonNull(shellPreferences, "shellPreferences");
        Objects.requireNonNull(newOrderDrafts, "newOrderDrafts");
        Objects.requireNonNull(connections, "connections");
        Objects.requireNonNull(deskSessions, "deskSessions");
        Objects.requireNonNull(background, "background");
        Objects.requireNonNull(writes, "writes");
        Objects.requireNonNull(loanFiles, "loanFiles");
        Objects.requireNonNull(navigator, "navigator");
        Objects.requireNonNull(managedConfig, "managedConfig");
        Objects.requireNonNull(sandboxReset, "sandboxReset");
        Objects.requireNonNull(dialogs, "dialogs");
    }

    /** The officer's time zone, for showing instants. */
    public ZoneId zone() {
        return clock.getZone();
    }

    /** The same parts with {@code other} dialogs (tests answer them). */
    public Parts withDialogs(Dialogs other) {
        return new Parts(dataDir, messages, ui, connection, enrollmentKeys, clock, sandboxProfile, reportWaits,
                shellPreferences, newOrderDrafts, connections, deskSessions, background, writes, loanFiles, navigator,
                managedConfig, sandboxReset, other);
    }
}

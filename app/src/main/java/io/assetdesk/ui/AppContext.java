package io.assetdesk.ui;

import io.assetdesk.settings.EnrollmentKeys;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Objects;
import java.util.function.Supplier;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.LoanFileStore;
import io.assetdesk.settings.ShellPreferences;

/**
 * The composition root's hand-out to screens: services and shared state, built once (by {@code Main}, or by a test)
 * and given to every view model through the {@link ViewLoader}'s controller factory. No statics, no locator.
 */
public final class AppContext {
    private final Path dataDir;
    private final Messages messages;
    private final UiExecutor uiExecutor;
    private final ActiveConnection connection;
    private final EnrollmentKeys enrollmentKeys;
    private final Clock clock;
    private final Supplier<ConnectionProfile> sandboxProfile;
    private final ReportWaits reportWaits;
    private final LoanFileStore loanFile;
    private final io.assetdesk.settings.ShellPreferencesStore shellPreferences;
    private final io.assetdesk.settings.DraftStore newOrderDrafts;
    private final io.assetdesk.settings.ProfileStore profiles;
    private final io.assetdesk.settings.ConnectionService connections;
    private final java.util.concurrent.Executor background;
    private final io.assetdesk.workflow.DeskSessions deskSessions = new io.assetdesk.workflow.DeskSessions();
    private Navigator navigator;
    private Path managedConfig;
    private Runnable sandboxReset;
    private ShellPreferences startPreferences;

    public AppContext(Path dataDir, Messages messages, UiExecutor uiExecutor, ActiveConnection connection,
                      EnrollmentKeys enrollmentKeys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                      ReportWaits reportWaits) {
        this.dataDir = Objects.requireNonNull(dataDir);
        this.messages = Objects.requireNonNull(messages);
        this.uiExecutor = Objects.requireNonNull(uiExecutor);
        this.connection = Objects.requireNonNull(connection);
        this.enrollmentKeys = Objects.requireNonNull(enrollmentKeys);
        this.clock = Objects.requireNonNull(clock);
        this.sandboxProfile = Objects.requireNonNull(sandboxProfile);
        this.reportWaits = Objects.requireNonNull(reportWaits);
        // every store of the data folder is made here, once; screens and view models take them from the context
        this.loanFile = new LoanFileStore(dataDir);
        this.shellPreferences = new io.assetdesk.settings.ShellPreferencesStore(dataDir);
        this.newOrderDrafts = new io.assetdesk.settings.DraftStore(dataDir, "new-order");
        this.profiles = new io.assetdesk.settings.ProfileStore(dataDir);
        this.connections = new io.assetdesk.settings.ConnectionService(profiles,
                io.assetdesk.settings.SecretStores::forWorkstation);
        this.background = java.util.concurrent.Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "asset-desk-background");
            t.setDaemon(true);
            return t;
        });
    }

    /** The officer's connection profiles and their secrets (the Connection screen's logic). */
    public io.assetdesk.settings.ConnectionService connections() {
        return connections;
    }

    /** How this run's desk sessions went, per order (in memory). */
    public io.assetdesk.workflow.DeskSessions deskSessions() {
        return deskSessions;
    }

    /** The asset summary's thresholds and each order's loan figures, kept on this workstation. */
    public LoanFileStore loanFile() {
        return loanFile;
    }

    /** The main window's remembered bounds, screen and theme. */
    public io.assetdesk.settings.ShellPreferencesStore shellPreferences() {
        return shellPreferences;
    }

    /** The New order form's draft (never the identifier digits). */
    public io.assetdesk.settings.DraftStore newOrderDrafts() {
        return newOrderDrafts;
    }

    /** The officer's saved connection profiles (without secrets). */
    public io.assetdesk.settings.ProfileStore profiles() {
        return profiles;
    }

    /**
     * Where screens run work that must not block the FX thread (files, the credential store, exports): daemon
     * threads, made as needed and ended when idle.
     */
    public java.util.concurrent.Executor background() {
        return background;
    }

    public Path dataDir() {
        return dataDir;
    }

    public Messages messages() {
        return messages;
    }

    public UiExecutor ui() {
        return uiExecutor;
    }

    public ActiveConnection connection() {
        return connection;
    }

    public EnrollmentKeys enrollmentKeys() {
        return enrollmentKeys;
    }

    public Clock clock() {
        return clock;
    }

    /** The officer's time zone, for showing instants. */
    public ZoneId zone() {
        return clock.getZone();
    }

    /** The built-in sandbox connection (starts the in-process sandbox on first use). */
    public Supplier<ConnectionProfile> sandboxProfile() {
        return sandboxProfile;
    }

    /** Orders waiting for their report after enrollment. */
    public ReportWaits reportWaits() {
        return reportWaits;
    }

    public Navigator navigator() {
        if (navigator == null) {
            throw new IllegalStateException("The shell has not set a navigator yet");
        }
        return navigator;
    }

    public void setNavigator(Navigator navigator) {
        this.navigator = navigator;
    }

    /** The {@code --config} file the initial, managed connection came from; empty when the app started without one. */
    public java.util.Optional<Path> managedConfig() {
        return java.util.Optional.ofNullable(managedConfig);
    }

    /** Puts the built-in sandbox's seeded data back (blocks: call it off the FX thread); empty when there is none. */
    public java.util.Optional<Runnable> sandboxReset() {
        return java.util.Optional.ofNullable(sandboxReset);
    }

    public void setSandboxReset(Runnable reset) {
        this.sandboxReset = reset;
    }

    public void setManagedConfig(Path file) {
        this.managedConfig = file;
    }

    /**
     * Hands the window preferences the launcher read (to open in the officer's theme) to the first shell, so that it
     * does not read the file again.
     */
    public void offerStartPreferences(ShellPreferences preferences) {
        this.startPreferences = preferences;
    }

    /** The preferences offered at start, once; empty afterwards (a later shell reads the file itself). */
    public java.util.Optional<ShellPreferences> takeStartPreferences() {
        ShellPreferences offered = startPreferences;
        startPreferences = null;
        return java.util.Optional.ofNullable(offered);
    }
}

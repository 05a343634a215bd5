package io.assetdesk.app;

import io.assetdesk.api.ReportPoller;
import io.assetdesk.loan.LoanPlace;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.OldLoanFile;
import io.assetdesk.loan.TeamNotices;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ConnectionService;
import io.assetdesk.settings.DeskSettings;
import io.assetdesk.settings.DraftStore;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.ProfileStore;
import io.assetdesk.settings.SecretStore;
import io.assetdesk.settings.SecretStores;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.common.FxDialogs;
import io.assetdesk.ui.enrollment.EnrollmentLauncher;
import io.assetdesk.ui.shell.NavigatorRelay;
import io.assetdesk.ui.shell.ReportNotifications;
import io.assetdesk.workflow.DeskSessions;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.slf4j.LoggerFactory;

/**
 * The one composition root: the only place that makes the app's stores, its background executor, the workstation's
 * credential store probe, the enrollment keys, the desk sessions, the report waits and their pop-ups, and puts them
 * together with the active connection into the {@link Parts} of one run. {@link Screens}, the FXML controller
 * factory, hands each screen's controller and view model exactly the parts it needs. {@code LayeringTest} holds that
 * screens make none of these themselves.
 */
public final class Composition {
    private Composition() {
    }

    /**
     * What the start-up knows beyond the parts: where it came from, and the window preferences it read before the
     * toolkit started (null: the parts read them, on the calling thread).
     */
    public record Extras(Path managedConfig, Runnable sandboxReset, ShellPreferences startPreferences) {
        public static final Extras NONE = new Extras(null, null, null);
    }

    /**
     * The parts of one run.
     *
     * @param keys        the orders' enrollment keys (made by {@link #enrollmentKeys} for the app, in memory for tests)
     * @param background  where screens run blocking work ({@link #backgroundExecutor()}; {@code Runnable::run} in
     *                    tests that want it on the calling thread)
     * @param writes      writes settings files on {@code background} (the report waits' too)
     */
    public static Parts parts(Path dataDir, Messages messages, UiExecutor ui, ActiveConnection connection,
                              EnrollmentKeys keys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                              ReportWaits reportWaits, Executor background, BackgroundWrites writes, Extras extras) {
        ShellPreferencesStore window = new ShellPreferencesStore(dataDir, writes);
        if (extras.startPreferences() != null) {
            window.remember(extras.startPreferences());
        } else {
            window.load();
        }
        LoanFiles loanFiles = loanFiles(dataDir, extras.managedConfig());
        // a desk session of an order in a loan file is written into that loan's history
        DeskSessions desk = new DeskSessions((orderId, session) -> LoanJournal.desk(loanFiles, orderId, session));
        return new Parts(dataDir, messages, ui, connection, keys, clock, sandboxProfile, reportWaits,
                window, new DraftStore(dataDir, "new-order"),
                new ConnectionService(new ProfileStore(dataDir), workstationStore()), desk, background,
                writes, loanFiles, new NavigatorRelay(), Optional.ofNullable(extras.managedConfig()),
                Optional.ofNullable(extras.sandboxReset()), new FxDialogs(messages));
    }

    /**
     * The loan files in {@code dataDir/loans}, opened at their first use (and again after idling); {@code
     * loan-file.json} (what the console kept before them) is brought in at the first opening that finds it (the
     * database remembers it, so it happens once) and kept aside.
     */
    static LoanFiles loanFiles(Path dataDir) {
        return loanFiles(dataDir, null);
    }

    /**
     * The loan files where the {@code --config} file says ({@code managedConfig}, null for none): the team database it
     * names, else the workstation's. A team database that cannot be reached, or a {@code loanDatabase} that is wrong,
     * is said where the loan files are used; nothing falls back to the workstation's.
     */
    static LoanFiles loanFiles(Path dataDir, Path managedConfig) {
        AtomicReference<LoanFiles> files = new AtomicReference<>();
        AtomicReference<TeamNotices> notices = new AtomicReference<>();
        // where the loan files are, and who writes them, are settled at the first opening for the whole run (the
        // Connection screen's choices take effect at the next start): a reopening after idling never moves them
        AtomicReference<LoanPlace> settled = new AtomicReference<>();
        AtomicReference<String> person = new AtomicReference<>();
        LoanFiles made = new LoanFiles(() -> {
            if (settled.get() == null) {
                settled.set(LoanPlaces.of(dataDir, managedConfig));
                person.set(DeskSettings.person(dataDir));
            }
            LoanPlace place = settled.get();
            String user = person.get();
            if (place.team().isPresent() && notices.get() == null) {
                files.get().followReach();
                // what the other desks change is heard from the first opening on (a daemon thread of its own); its
                // connection also tells when the team database is lost and when it is back
                notices.set(new TeamNotices(place.team().get(), n -> files.get().changedElsewhere(n),
                        () -> caughtUp(files.get()), why -> files.get().lost(why)).start());
                files.get().closeWith(notices.get());
            }
            LoanStore store = LoanStore.open(place, Clock.systemUTC(), user);
            if (place.team().isPresent()) {
                return store;
            }
            try {
                store.bringOver(new OldLoanFile(dataDir));
            } catch (RuntimeException e) {
                // not brought over this time (tried again at the next opening); the loans still open
                LoggerFactory.getLogger(Composition.class).warn("loan-file.json was not brought into the loan "
                        + "files: {}", e.getMessage());
            }
            return store;
        });
        files.set(made);
        if (managedConfig != null) {
            made.moveWith(new TeamMove(dataDir, managedConfig));
        }
        made.startEmptyWith(() -> LoanStore.startEmpty(dataDir));
        return made;
    }

    /** The team database is heard again: back when it was lost, and everything shown read again either way. */
    private static void caughtUp(LoanFiles files) {
        if (files.reach().reachable()) {
            files.changedElsewhere(null);
        } else {
            files.back();
        }
    }

    /** The parts of one run with the settings files written on {@code background}. */
    public static Parts parts(Path dataDir, Messages messages, UiExecutor ui, ActiveConnection connection,
                              EnrollmentKeys keys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                              ReportWaits reportWaits, Executor background, Extras extras) {
        return parts(dataDir, messages, ui, connection, keys, clock, sandboxProfile, reportWaits, background,
                new BackgroundWrites(background), extras);
    }

    /** The parts of one run with the app's own executor and nothing extra (tests, previews). */
    public static Parts parts(Path dataDir, Messages messages, UiExecutor ui, ActiveConnection connection,
                              EnrollmentKeys keys, Clock clock, Supplier<ConnectionProfile> sandboxProfile,
                              ReportWaits reportWaits) {
        return parts(dataDir, messages, ui, connection, keys, clock, sandboxProfile, reportWaits,
                backgroundExecutor(), Extras.NONE);
    }

    /**
     * The app's report waits: default polling settings, remembered in {@code dataDir}'s waiting-orders file, told to
     * the officer in pop-ups over the main window.
     */
    public static ReportWaits reportWaits(Path dataDir, Messages messages, BackgroundWrites writes) {
        return new ReportWaits(ReportPoller.create(ReportPoller.Settings.defaults()), new WaitingOrdersStore(dataDir),
                writes, Clock.systemUTC(), new ReportNotifications(messages));
    }

    /** Loads FXML with controllers (and view models) built from {@code parts}. */
    public static ViewLoader views(Parts parts) {
        return new Screens(parts).views();
    }

    /** Opens borrowers' desk sessions with {@code parts} (the shell makes its own at the first session). */
    public static EnrollmentLauncher enrollmentLauncher(Parts parts) {
        return new Screens(parts).enrollments();
    }

    /**
     * Starts the report waits of {@code parts}: the ones left from the last run (read in the background) poll on the
     * active connection, and an arrival opens its order through the navigator. Once, on the FX thread, after the
     * shell has taken the window.
     */
    public static void resumeWaits(Parts parts) {
        parts.reportWaits().resume(parts.connection(), parts.ui()::execute, parts.background(),
                parts.navigator()::showOrder);
    }

    /** Runs each task on the calling thread: the background executor's twin for tests that want no threads. */
    public static Executor sameThread() {
        return Runnable::run;
    }

    /** Daemon threads, made as needed and ended when idle: files, the credential store, exports. */
    public static Executor backgroundExecutor() {
        return Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "asset-desk-background");
            t.setDaemon(true);
            return t;
        });
    }

    /** The orders' enrollment keys, kept in the workstation's credential store; written on one daemon thread. */
    static EnrollmentKeys enrollmentKeys() {
        return new EnrollmentKeys(workstationStore(), Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "asset-desk-keys");
            t.setDaemon(true);
            return t;
        }));
    }

    /** The workstation's credential store, probed once, at its first use (it may block). */
    private static Supplier<SecretStore> workstationStore() {
        return SecretStores::forWorkstation;
    }
}

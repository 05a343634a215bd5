package io.assetdesk.app;

import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.ResponseDecoder;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionFileException;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.FirstFrame;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.StartupTrace;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.enrollment.EnrollmentLauncher;
import io.assetdesk.ui.shell.FxErrorHandler;
import io.assetdesk.ui.shell.ShellController;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import java.util.logging.Logger;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.css.Stylesheet;
import javafx.geometry.Rectangle2D;
import javafx.scene.text.Font;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.kordamp.ikonli.javafx.FontIcon;
import org.slf4j.LoggerFactory;

/** Starts the JavaFX toolkit, builds the composition root and opens the main window; returns when it closes. */
public final class DesktopApp {

    /**
     * What the launcher hands over. {@code startupProbe} prints the time to the first frame and closes the app.
     * {@code managedConfig} is the {@code --config} file the initial profile came from (null when none).
     * {@code resetSandbox} puts the built-in sandbox's seeded data back (blocks; null when there is none).
     */
    /**
     * @param initialProfile the connection the window opens on ({@code --config}, read beside the toolkit's start:
     *                       it fails the run with its {@link ConnectionFileException}), or null for the sandbox
     */
    public record Options(Path dataDir, CompletableFuture<ConnectionProfile> initialProfile,
                          Supplier<ConnectionProfile> sandboxProfile,
                          boolean startupProbe, long jvmStartMillis, Path managedConfig, Runnable resetSandbox,
                          CompletionStage<Optional<String>> sandboxDamage, Runnable firstFrameShown) {
        public Options {
            firstFrameShown = firstFrameShown == null ? () -> { } : firstFrameShown;
        }

        public Options(Path dataDir, ConnectionProfile initialProfile, Supplier<ConnectionProfile> sandboxProfile,
                       boolean startupProbe, long jvmStartMillis) {
            this(dataDir, initialProfile == null ? null : CompletableFuture.completedFuture(initialProfile),
                    sandboxProfile, startupProbe, jvmStartMillis, null, null, null, null);
        }
    }

    private DesktopApp() {
    }

    /**
     * JavaFX's one warning at every start when its jars are on the class path, as the console ships them ("Unsupported
     * JavaFX configuration: classes were loaded from 'unnamed module'"): the configuration is the one the console is
     * built, tested and packaged with, so the line tells an officer nothing. Only that message is dropped, by a
     * filter on JavaFX's own logger ("javafx"; its children, such as "javafx.css", are not filtered). The logger is
     * kept here so that the filter is not collected with a weakly held logger.
     */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");
    /** How long the exit waits for the toolkit's thread to end after the window closed. */
    private static final Duration TOOLKIT_END_BUDGET = Duration.ofMillis(200);

    /**
     * Reads the officer's theme once and the console's words, beside the toolkit's start: the FX thread's own read
     * of them (the theme set before the first control) then finds their classes loaded and the words' bundle cached.
     */
    private static void warmUpTheme(boolean dark) {
        try {
            Stylesheet.loadBinary(new URL(Themes.userAgentStylesheet(dark)));
            Messages.load();
        } catch (IOException | RuntimeException e) {
            // only a warm-up: the FX thread reads them again and reports any problem there
        }
        StartupTrace.mark("theme warmed up");
    }

    /** Waits for {@code thread} to end, at most {@code budget}; the exit goes on either way. */
    private static void awaitEnd(Thread thread, Duration budget) {
        if (thread == null) {
            return;
        }
        try {
            thread.join(budget.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void quietClasspathWarning() {
        JAVAFX_LOG.setFilter(r -> r.getMessage() == null
                || !r.getMessage().startsWith("Unsupported JavaFX configuration"));
    }

    /** The window's settings writer, its preferences' store and what it read at start. */
    private record Stores(BackgroundWrites writes, ShellPreferencesStore preferencesStore,
                          ShellPreferences preferences) {
    }

    /** Blocks until the main window has closed. Returns the exit code. */
    public static int run(Options options) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        ActiveConnection[] connection = new ActiveConnection[1];
        ReportWaits[] waits = new ReportWaits[1];
        Parts[] built = new Parts[1];
        Executor background = Composition.backgroundExecutor();
        // Made and read while the toolkit starts, not before it (their classes' first use sets up logging and JSON,
        // about 60 ms): the FX thread takes them before the first control exists, so the window opens in the
        // officer's theme
        CompletableFuture<Stores> made = CompletableFuture.supplyAsync(() -> {
            BackgroundWrites w = new BackgroundWrites(background);
            ShellPreferencesStore store = new ShellPreferencesStore(options.dataDir(), w);
            ShellPreferences p = store.load();
            StartupTrace.mark("window preferences read");
            warmUpTheme(p.darkTheme());
            return new Stores(w, store, p);
        }, background);
        // the connection's JSON mapper, which the FX thread's connection takes (Jackson's data binding set up)
        CompletableFuture.runAsync(ResponseDecoder::defaultMapper, background);
        StartupTrace.mark("window's stores made");
        Platform.setImplicitExit(true);
        Throwable[] failed = new Throwable[1];
        Thread[] fxThread = new Thread[1];
        quietClasspathWarning();
        StartupTrace.mark("toolkit start");
        FirstFrame.arm();
        Platform.startup(() -> {
            fxThread[0] = Thread.currentThread();
            try {
                StartupTrace.mark("fx: window build begin");
                // (a control made without a theme loads Modena)
                Stores stores = made.join();
                ShellPreferences preferences = stores.preferences();
                BackgroundWrites writes = stores.writes();
                Application.setUserAgentStylesheet(Themes.userAgentStylesheet(preferences.darkTheme()));
                StartupTrace.mark("fx: theme set");
                Messages messages = Messages.load();
                Stage stage = new Stage();
                new FxErrorHandler(messages, () -> stage).installOnFxThread();
                ConnectionProfile initial = options.initialProfile() != null ? options.initialProfile().join()
                        : options.sandboxProfile().get();
                StartupTrace.mark("fx: connection ready");
                connection[0] = new ActiveConnection(initial, IntegrationClient::new);
                waits[0] = Composition.reportWaits(options.dataDir(), messages, writes);
                Parts parts = Composition.parts(options.dataDir(), messages, UiExecutor.fx(),
                        connection[0], Composition.enrollmentKeys(), Clock.systemDefaultZone(),
                        options.sandboxProfile(), waits[0], background, writes,
                        new Composition.Extras(options.managedConfig(), options.resetSandbox(), preferences));
                built[0] = parts;
                ViewLoader.View<ShellController> shell = Composition.views(parts).load("shell/Shell.fxml");
                StartupTrace.mark("fx: shell loaded");
                stage.setOnHidden(e -> closed.countDown());
                shell.controller().install(stage, screens());
                StartupTrace.mark("fx: screen installed");
                if (options.startupProbe()) {
                    StartupProbe.reportFirstFrame(stage.getScene(), options.jvmStartMillis(), stage::close);
                }
                stage.show();
                StartupTrace.mark("fx: shown");
                // what the first frame does not need waits for it: the report waits of the last session (their
                // polls), the borrower sessions' cookie handler and the wipe of a crashed session's folders (no
                // WebView exists before the officer opens an order and starts an enrollment)
                StartupProbe.afterFirstFrame(() -> {
                    FirstFrame.shown();
                    options.firstFrameShown().run();
                    if (!stage.isShowing()) {
                        return; // closed at once (--startup-time): the exit has begun
                    }
                    Composition.resumeWaits(parts);
                    EnrollmentLauncher.prepare(options.dataDir(), background);
                    StartupTrace.mark("after first frame: waits resumed");
                });
                // kept data that could not be read was moved aside: said on screen, once, not only in the log
                DataNotice notice = new DataNotice(messages, parts.dialogs(), stage);
                stores.preferencesStore().damage().ifPresent(notice::show);
                if (options.sandboxDamage() != null) {
                    options.sandboxDamage().thenAccept(d -> d.ifPresent(text -> UiExecutor.fx().execute(
                            () -> notice.show(text))));
                }
            } catch (RuntimeException | Error e) {
                // Without a window nobody could close it: end the run instead of waiting forever.
                failed[0] = e;
                closed.countDown();
            }
        });
        // While the FX thread builds the window: the font system's first use (fontconfig and the default font, which
        // the first text on screen would otherwise wait for) and the icon fonts.
        StartupTrace.mark("toolkit started");
        warmUpFonts();
        closed.await();
        ExitTrace.windowClosed();
        if (waits[0] != null) {
            waits[0].close();
        }
        if (connection[0] != null) {
            connection[0].close();
        }
        ExitTrace.mark("waits and connection closed");
        if (built[0] != null) {
            built[0].loanFiles().close(); // what was saved is committed already: this only closes the file
        }
        ExitTrace.mark("loan files closed");
        Platform.exit();
        ExitTrace.mark("toolkit exit asked");
        // the window's last bounds and the waits still open are written in the background: wait for them
        if (made.isDone() && !made.isCompletedExceptionally() && !made.join().writes().drain(Duration.ofSeconds(3))) {
            LoggerFactory.getLogger(DesktopApp.class).warn("Some settings were still being written at exit");
        }
        ExitTrace.mark("settings written");
        // the JVM's exit waits up to 300 ms for a thread still in native code: the toolkit's (GTK's loop) is one
        // until it has ended
        awaitEnd(fxThread[0], TOOLKIT_END_BUDGET);
        ExitTrace.mark("toolkit ended");
        if (failed[0] instanceof CompletionException c && c.getCause() instanceof ConnectionFileException bad) {
            throw bad; // the connection file given could not be read: said as before the window was made
        }
        if (failed[0] != null) {
            LoggerFactory.getLogger(DesktopApp.class).error("The console could not open", failed[0]);
            System.err.println("asset-desk: the console could not open: " + failed[0]);
            return 1;
        }
        return 0;
    }

    private static void warmUpFonts() {
        try {
            Font.getDefault();
            // Ikonli loads the fonts of every icon pack on the class path (eight) at its first icon, under a lock: an
            // icon made here takes that off the FX thread, which meets the window's first icon soon after.
            new FontIcon("mdal-inbox");
        } catch (RuntimeException e) {
            // the FX thread sets fonts up itself when it first needs them
        }
    }

    /** Visual bounds of the screens, the primary first. */
    public static List<Rectangle2D> screens() {
        Screen primary = Screen.getPrimary();
        List<Rectangle2D> all = new ArrayList<>();
        all.add(primary.getVisualBounds());
        for (Screen s : Screen.getScreens()) {
            if (!s.equals(primary)) {
                all.add(s.getVisualBounds());
            }
        }
        return all;
    }
}

package io.assetdesk.ui.testing;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.WindowTop;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Builds an {@link Parts} for one screen without the shell, and shows the real FXML in a headless stage. */
public final class ScreenHarness {
    public static final ZoneId ZONE = ZoneId.of("Europe/Berlin");

    private static final Duration WAIT = Duration.ofSeconds(20);
    /** Pause between two checks. */
    private static final long CHECK_PAUSE_MILLIS = 10;
    /** How long one round waits for the FX thread's answer before looking at the clock again. */
    private static final long ANSWER_WAIT_MILLIS = 100;

    public final Path dataDir;
    public final Parts context;
    public final RecordingNavigator navigator = new RecordingNavigator();
    public final ReportWaits reportWaits;
    public final Stage stage;
    /** The screens' dialogs: scripted answers, the rest shown for real. */
    public final ScriptedDialogs dialogs = new ScriptedDialogs(Messages.load());

    public ScreenHarness(IntegrationService service) {
        this(service, newDataDir(), ReportWaits.inMemory());
    }

    public ScreenHarness(IntegrationService service, Path dataDir, ReportWaits waits) {
        this(profile -> service, localProfile(), dataDir, waits);
    }

    public ScreenHarness(Function<ServiceConfig, IntegrationService> factory, ConnectionProfile profile,
                         Path dataDir, ReportWaits waits) {
        try {
            this.stage = FxToolkit.registerPrimaryStage();
            this.dataDir = dataDir;
            this.reportWaits = waits;
            ActiveConnection connection = WaitForAsyncUtils.asyncFx(() -> {
                Application.setUserAgentStylesheet(Themes.userAgentStylesheet(false));
                return new ActiveConnection(profile, factory);
            }).get(20, TimeUnit.SECONDS);
            this.context = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(), connection,
                    new EnrollmentKeys(),
                    Clock.system(ZONE), () -> profile, waits).withDialogs(dialogs);
            context.navigator().attach(navigator);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public static ConnectionProfile localProfile() {
        URI local = URI.create("http://127.0.0.1:9");
        return new ConnectionProfile("Test", local, local, "test-token", null, null, false);
    }

    public static Path newDataDir() {
        try {
            Files.createDirectories(Path.of("target", "ui-test-data"));
            return Files.createTempDirectory(Path.of("target", "ui-test-data"), "screen-").toAbsolutePath();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads {@code fxml} with this context and shows it as the stage's scene; returns the view. */
    public <C> ViewLoader.View<C> show(String fxml) {
        try {
            return WaitForAsyncUtils.asyncFx(() -> {
                ViewLoader.View<C> view = Composition.views(context).load(fxml);
                stage.setScene(new Scene(WindowTop.around(view.root()), 1200, 760));
                stage.show();
                return view;
            }).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("Cannot show " + fxml, e);
        }
    }

    /** Runs on the FX thread and waits for it. */
    public static void fx(Runnable action) {
        try {
            WaitForAsyncUtils.asyncFx(action).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    public static <T> T fx(Callable<T> action) {
        try {
            return WaitForAsyncUtils.asyncFx(action).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits up to 20 s until {@code condition} holds, evaluating each check on the FX thread: conditions read the scene
     * graph (lookups, items, texts, visibility), which only the FX thread may read. A check that throws a
     * RuntimeException (a lookup that finds nothing yet) counts as "not yet"; the last one is added as suppressed to
     * the
     * {@code AssertionError} when the wait gives up. Errors and checked exceptions end the wait (the latter wrapped).
     * Ends with {@link WaitForAsyncUtils#waitForFxEvents()}. Called on the FX thread, it evaluates there directly (a
     * condition that needs the FX thread to move on cannot become true then). For conditions that read no FX state and
     * may block (files, futures, blocking service calls), use {@link #waitOffFx}.
     */
    public static void waitFor(Callable<Boolean> condition) {
        waitFor(WAIT, condition);
    }

    /** {@link #waitFor(Callable)} giving up after {@code timeout}. */
    public static void waitFor(Duration timeout, Callable<Boolean> condition) {
        poll(timeout, condition, true);
    }

    /**
     * Like {@link #waitFor(Callable)}, but evaluates each check on the calling thread, never on the FX thread: for
     * conditions that read no FX state and may block (the file system, a future, a blocking service method), which
     * must not hold up the FX thread.
     */
    public static void waitOffFx(Callable<Boolean> condition) {
        poll(WAIT, condition, false);
    }

    private static void poll(Duration timeout, Callable<Boolean> condition, boolean onFx) {
        long deadline = System.nanoTime() + timeout.toNanos();
        boolean direct = !onFx || Platform.isFxApplicationThread();
        RuntimeException lastFailure = null;
        CompletableFuture<Check> pending = null; // a check handed to the FX thread and not answered yet
        long pendingSince = 0;
        while (true) {
            Check check;
            if (direct) {
                check = checkHere(condition);
            } else {
                if (pending == null) {
                    pending = checkOnFx(condition);
                    pendingSince = System.nanoTime();
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                check = answer(pending, Math.min(ANSWER_WAIT_MILLIS, left));
                if (check != null) {
                    pending = null;
                }
            }
            if (check != null) {
                if (check.met()) {
                    break;
                }
                if (check.failure() != null) {
                    lastFailure = check.failure();
                }
            }
            if (System.nanoTime() - deadline >= 0) {
                TimeoutException cause = pending == null ? new TimeoutException()
                        : new TimeoutException("the FX thread had not answered the last check for "
                        + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - pendingSince) + " ms");
                AssertionError failure = new AssertionError("Condition not met within " + describe(timeout), cause);
                if (lastFailure != null) {
                    failure.addSuppressed(lastFailure);
                }
                throw failure;
            }
            if (check != null) {
                WaitForAsyncUtils.sleep(CHECK_PAUSE_MILLIS, TimeUnit.MILLISECONDS);
            }
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The outcome of one check: met, or not (with the RuntimeException it threw, if it threw one). */
    private record Check(boolean met, RuntimeException failure) {
        static Check of(Callable<Boolean> condition) throws Exception {
            try {
                return new Check(Boolean.TRUE.equals(condition.call()), null);
            } catch (RuntimeException e) {
                return new Check(false, e);
            }
        }
    }

    private static Check checkHere(Callable<Boolean> condition) {
        try {
            return Check.of(condition);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new RuntimeException(e);
        }
    }

    /**
     * Hands one check to the FX thread. Not through {@code WaitForAsyncUtils.asyncFx}: each call of that rethrows any
     * exception TestFX has recorded from any thread since, which would end a wait for reasons of its own.
     */
    private static CompletableFuture<Check> checkOnFx(Callable<Boolean> condition) {
        CompletableFuture<Check> answer = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                answer.complete(Check.of(condition));
            } catch (Throwable t) {
                answer.completeExceptionally(t);
            }
        });
        return answer;
    }

    /** The answer to a check handed to the FX thread, or null if none came within {@code millis}. */
    private static Check answer(CompletableFuture<Check> pending, long millis) {
        try {
            return pending.get(Math.max(millis, 0), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while waiting for a condition", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error error) {
                throw error;
            }
            throw new RuntimeException(cause);
        }
    }

    /** "20 s", or "300 ms" for a timeout in milliseconds. */
    static String describe(Duration timeout) {
        return timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms";
    }

    /** Records navigation instead of moving between screens. */
    public static final class RecordingNavigator implements Navigator {
        public final List<String> calls = new CopyOnWriteArrayList<>();

        @Override
        public void showOrders() {
            calls.add("orders");
        }

        @Override
        public void showNewOrder() {
            calls.add("newOrder");
        }

        @Override
        public void showOrder(String orderId) {
            calls.add("order:" + orderId);
        }

        @Override
        public void showNewOrderFor(String loanNumber) {
            calls.add("newOrderFor:" + loanNumber);
        }

        @Override
        public void showLoan(String loanNumber) {
            calls.add("loan:" + loanNumber);
        }

        @Override
        public void showBankAccounts() {
            calls.add("bankAccounts");
        }

        @Override
        public void showConnection() {
            calls.add("connection");
        }

        @Override
        public void startEnrollment(String orderId, URI loginUrl) {
            calls.add("enroll:" + orderId);
        }
    }
}

package io.assetdesk.ui.orders;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.ActiveConnection;
import io.assetdesk.ui.AppContext;
import io.assetdesk.ui.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.ReportWaits;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** Builds an {@link AppContext} for one screen without the shell, and shows the real FXML in a headless stage. */
public final class ScreenHarness {
    public static final ZoneId ZONE = ZoneId.of("Europe/Berlin");

    public final Path dataDir;
    public final AppContext context;
    public final RecordingNavigator navigator = new RecordingNavigator();
    public final ReportWaits reportWaits;
    public final Stage stage;

    public ScreenHarness(IntegrationService service) {
        this(service, newDataDir(), new ReportWaits());
    }

    public ScreenHarness(IntegrationService service, Path dataDir, ReportWaits waits) {
        this(profile -> service, localProfile(), dataDir, waits);
    }

    public ScreenHarness(Function<io.assetdesk.api.ServiceConfig, IntegrationService> factory, ConnectionProfile profile,
                         Path dataDir, ReportWaits waits) {
        try {
            this.stage = FxToolkit.registerPrimaryStage();
            this.dataDir = dataDir;
            this.reportWaits = waits;
            ActiveConnection connection = WaitForAsyncUtils.asyncFx(() -> {
                Application.setUserAgentStylesheet(io.assetdesk.ui.Themes.userAgentStylesheet(false));
                return new ActiveConnection(profile, factory);
            }).get(20, TimeUnit.SECONDS);
            this.context = new AppContext(dataDir, Messages.load(), UiExecutor.fx(), connection, new EnrollmentKeys(),
                    Clock.system(ZONE), () -> profile, waits);
            context.setNavigator(navigator);
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
                ViewLoader.View<C> view = new ViewLoader(context).load(fxml);
                stage.setScene(new Scene(view.root(), 1200, 760));
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

    public static <T> T fx(java.util.concurrent.Callable<T> action) {
        try {
            return WaitForAsyncUtils.asyncFx(action).get(20, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Waits until {@code condition} holds. It is evaluated on the test thread while the FX thread may be changing the
     * scene graph, so a lookup can meet a list in mid-change (IndexOutOfBounds): that counts as "not yet", and the last
     * such exception is the cause when the wait times out.
     */
    public static void waitFor(java.util.concurrent.Callable<Boolean> condition) {
        RuntimeException[] last = new RuntimeException[1];
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
                try {
                    return condition.call();
                } catch (RuntimeException e) {
                    last[0] = e;
                    return false;
                }
            });
        } catch (java.util.concurrent.TimeoutException e) {
            AssertionError failure = new AssertionError("Condition not met within 20 s", e);
            if (last[0] != null) {
                failure.addSuppressed(last[0]);
            }
            throw failure;
        }
        WaitForAsyncUtils.waitForFxEvents();
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
        public void showBankAccounts() {
            calls.add("bankAccounts");
        }

        @Override
        public void showConnection() {
            calls.add("connection");
        }

        @Override
        public void startEnrollment(String orderId) {
            calls.add("enroll:" + orderId);
        }
    }
}

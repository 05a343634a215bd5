package io.assetdesk.ui;

import atlantafx.base.theme.PrimerLight;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.enrollment.EnrollmentLauncher;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.CountDownLatch;
import java.util.function.Supplier;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;

/** Starts the JavaFX toolkit, builds the composition root and opens the main window; returns when it closes. */
public final class DesktopApp {

    /** What the launcher hands over. {@code startupProbe} prints the time to the first frame and closes the app. */
    public record Options(Path dataDir, ConnectionProfile initialProfile, Supplier<ConnectionProfile> sandboxProfile,
                          boolean startupProbe, long jvmStartMillis) {
    }

    private DesktopApp() {
    }

    /** Blocks until the main window has closed. Returns the exit code. */
    public static int run(Options options) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        ActiveConnection[] connection = new ActiveConnection[1];
        ReportWaits[] waits = new ReportWaits[1];
        EnrollmentLauncher.prepare(options.dataDir());
        Platform.setImplicitExit(true);
        Platform.startup(() -> {
            Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
            connection[0] = new ActiveConnection(options.initialProfile(), IntegrationClient::new);
            waits[0] = ReportWaits.create(options.dataDir());
            AppContext context = new AppContext(options.dataDir(), Messages.load(), UiExecutor.fx(), connection[0],
                    new EnrollmentKeys(), Clock.systemDefaultZone(), options.sandboxProfile(), waits[0]);
            ViewLoader.View<Object> shell = new ViewLoader(context).load("shell/Shell.fxml");
            waits[0].resume(context);
            Stage stage = new Stage();
            stage.setTitle(context.messages().get("app.title"));
            stage.setScene(new Scene(shell.root(), 1280, 820));
            stage.setOnHidden(e -> closed.countDown());
            if (options.startupProbe()) {
                StartupProbe.reportFirstFrame(stage.getScene(), options.jvmStartMillis(), stage::close);
            }
            stage.show();
        });
        closed.await();
        if (waits[0] != null) {
            waits[0].close();
        }
        if (connection[0] != null) {
            connection[0].close();
        }
        Platform.exit();
        return 0;
    }
}

package io.assetdesk.ui.shell;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Styles;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.testing.ScreenTest;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.layout.StackPane;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The pop-ups that end a wait for a report, as the officer sees and uses them. */
@ScreenTest
class ReportNotificationsTest {
    private final FxRobot robot = new FxRobot();
    private final List<String> clicks = new CopyOnWriteArrayList<>();
    private ReportNotifications notifications;
    private Messages messages;

    @BeforeAll
    static void toolkit() throws Exception {
        // the app's theme, as the pop-ups meet it in the console (with app.css on the main window's scene)
        WaitForAsyncUtils.asyncFx(() -> Application.setUserAgentStylesheet(
                Themes.userAgentStylesheet(false))).get();
    }

    @BeforeEach
    void setUp() throws Exception {
        Files.createDirectories(Path.of("target"));
        Path dataDir = Files.createTempDirectory(Path.of("target"), "notifications");
        URI url = URI.create("https://portal.example.test");
        ConnectionProfile profile = new ConnectionProfile("Prod", url, url, "t", null,
                new AssetverifyCredentials("u", "p"), false);
        Parts context = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(),
                new ActiveConnection(profile, IntegrationClient::new), new EnrollmentKeys(), Clock.systemUTC(),
                () -> profile, ReportWaits.inMemory());
        messages = context.messages();
        notifications = new ReportNotifications(messages);
        FxToolkit.setupStage(stage -> {
            Scene scene = new Scene(new StackPane(), 900, 600);
            scene.getStylesheets().add(getClass().getResource(Styles.STYLESHEET).toExternalForm()); // as the shell's
            stage.setScene(scene);
            stage.show();
        });
    }


    @Test
    void aReadyReportNamesTheBorrowerAndAClickOpensTheOrder() throws Exception {
        Order order = new Order("ord-7", "order", Instant.now(), false, "closed", null, 30, null, null, null, "Grace",
                "Hopper", null, null, null, null, List.of(), null, null);
        WaitForAsyncUtils.asyncFx(() -> notifications.reportReady("ord-7", order, () -> clicks.add("open ord-7")))
                .get();

        Node text = waitForText("Report ready for Grace Hopper");
        robot.clickOn(text);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> clicks.contains("open ord-7"));
    }

    @Test
    void openReportOpensTheOrderAndClosesThePopUp() throws Exception {
        Order order = new Order("ord-6", "order", Instant.now(), false, "closed", null, 30, null, null, null, "Ada",
                "Lovelace", null, null, null, null, List.of(), null, null);
        WaitForAsyncUtils.asyncFx(() -> notifications.reportReady("ord-6", order, () -> clicks.add("open ord-6")))
                .get();
        Node open = waitForText("Open report");
        assertThat(open).isInstanceOf(Button.class);
        robot.clickOn(open);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> clicks.contains("open ord-6")
                && !WaitForAsyncUtils.asyncFx(() -> open.getScene() != null && open.getScene().getWindow() != null
                && open.getScene().getWindow().isShowing()).get());
    }

    @Test
    void aWaitThatGaveUpOffersCheckAgain() throws Exception {
        WaitForAsyncUtils.asyncFx(() -> notifications.gaveUp("ord-8", null, Duration.ofMinutes(30),
                () -> clicks.add("check ord-8"))).get();

        waitForText("No report for order ord-8 after 30 minutes. The provider may still be preparing it.");
        Node checkAgain = waitForText("Check again");
        assertThat(checkAgain).isInstanceOf(Button.class);
        robot.clickOn(checkAgain);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> clicks.contains("check ord-8"));
    }

    @Test
    void aRefusedReadShowsTheCauseWithItsRequestId() throws Exception {
        ApiException gone = new ApiException(ApiException.Kind.NOT_FOUND, 404, "404 Not Found: no such order", null,
                "req-42", null, null, false, null);
        WaitForAsyncUtils.asyncFx(() -> notifications.failed("ord-9", gone, () -> clicks.add("check ord-9"))).get();

        waitForText("Order ord-9 could not be read: No such order (HTTP 404 Not Found, request id req-42)");
        robot.clickOn(waitForText("Check again"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> clicks.contains("check ord-9"));
    }

    /**
     * In the app's theme (AtlantaFX and app.css), a pop-up logs no CSS error (ControlsFX's stylesheet looks up Modena
     * colours the theme lacks) and carries the app's flat icon, not ControlsFX's glossy bitmap.
     */
    @Test
    void aPopUpInTheAppsThemeLogsNoCssErrorAndUsesTheThemesIcon() throws Exception {
        List<String> cssProblems = new CopyOnWriteArrayList<>();
        Logger css = Logger.getLogger("javafx.css");
        Handler handler = new Handler() {
            @Override
            public void publish(LogRecord r) {
                String m = String.valueOf(r.getMessage()) + " " + Arrays.toString(r.getParameters());
                if (m.contains("ClassCastException") || m.contains("Could not resolve")) {
                    cssProblems.add(m);
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        css.addHandler(handler);
        try {
            Order order = new Order("ord-8", "order", Instant.now(), false, "closed", null, 30, null, null, null, "Ada",
                    "Lovelace", null, null, null, null, List.of(), null, null);
            WaitForAsyncUtils.asyncFx(() -> notifications.reportReady("ord-8", order, () -> { })).get();
            Node text = waitForText(messages.get("enrollment.report.ready.text", "Ada Lovelace"));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(WaitForAsyncUtils.asyncFx(() -> text.getScene().getRoot()
                    .lookupAll(".report-notification-icon").size()).get()).isEqualTo(1);
            assertThat(WaitForAsyncUtils.asyncFx(() -> text.getScene().getRoot()
                    .lookupAll(".image-view").size()).get()).as("no bitmap icon").isZero();
            assertThat(cssProblems).isEmpty();
        } finally {
            css.removeHandler(handler);
        }
    }

    private Node waitForText(String text) throws Exception {
        waitFor(Duration.ofSeconds(10),
                () -> robot.lookup(n -> n instanceof Labeled l && text.equals(l.getText()) && n.isVisible())
                        .tryQuery().isPresent());
        return robot.lookup(n -> n instanceof Labeled l && text.equals(l.getText())).query();
    }
}

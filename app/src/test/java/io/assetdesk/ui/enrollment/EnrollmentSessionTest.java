package io.assetdesk.ui.enrollment;

import static io.assetdesk.ui.enrollment.FrameScripts.fx;
import static io.assetdesk.ui.enrollment.FrameScripts.inFrame;
import static io.assetdesk.ui.enrollment.FrameScripts.inPage;
import static io.assetdesk.ui.enrollment.FrameScripts.waitInFrame;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ReportPoller;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.shell.ReportNotifications;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.testing.AccessibleNames;
import io.assetdesk.ui.testing.PngFile;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.workflow.OrderState;
import java.io.IOException;
import java.net.CookieHandler;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The borrower window with the real WebView, headless, against small portal pages served on 127.0.0.1: completion,
 * privacy between sessions, refused navigation, foreign messages, pop-ups, closing, load errors.
 */
@ScreenTest
class EnrollmentSessionTest {
    private static final String ORDER = "ord-100";
    private static final String KEY = "sso key/with+odd&chars";

    private final FxRobot robot = new FxRobot();
    private final List<EnrollmentSession> sessions = new CopyOnWriteArrayList<>();
    private final List<String> portalCookieHeaders = new CopyOnWriteArrayList<>();
    private final List<String> foreignRequests = new CopyOnWriteArrayList<>();
    private HttpServer portal;
    private HttpServer foreign;
    private Path dataDir;
    private Stage mainWindow;
    private Parts context;

    @BeforeAll
    static void toolkit() throws Exception {
        SessionCookieHandler.install();
    }

    @BeforeEach
    void setUp() throws Exception {
        Files.createDirectories(Path.of("target"));
        dataDir = Files.createTempDirectory(Path.of("target"), "enrollment-session");
        portal = startPortal(0);
        foreign = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        foreign.createContext("/", ex -> {
            foreignRequests.add(ex.getRequestURI().getPath());
            reply(ex, "<html><head><title>foreign</title></head><body><p id='foreign'>elsewhere</p><script>"
                    + "window.parent.postMessage('closeFrame', '*'); document.title = "
                            + "'posted';</script></body></html>");
        });
        foreign.start();
        openMainWindow(portalUrl(portal));
    }

    @AfterEach
    void tearDown() throws Exception {
        for (EnrollmentSession s : sessions) { // a session left open by a failed test: end it without asking
            fx(() -> {
                s.end(EnrollmentSession.Ending.CLOSED);
                return null;
            });
        }
        FxToolkit.cleanupStages();
        portal.stop(0);
        foreign.stop(0);
    }

    @Test
    void theFramesCloseFrameMessageEndsTheSessionAndTheOrderWaitsForItsReport() throws Exception {
        EnrollmentSession session = open();

        assertThat(fx(()
                -> mainWindow.getScene().getRoot().getId())).as("officer's screen "
                        + "covered").isEqualTo(EnrollmentSession.COVER_ID);
        assertThat(fx(() -> session.stage().getOwner())).isSameAs(mainWindow);
        assertThat(robot.lookup("#enrollment-lender").queryLabeled().getText())
                .isEqualTo(Messages.load().get("enrollment.header.lender"));
        assertThat(inFrame(session.engine(), "location.pathname + location.search"))
                .isEqualTo("/integrations/assetverify/enrollment-widget?ssoKey=sso+key%2Fwith%2Bodd%26chars");
        assertThat(inFrame(session.engine(), "String(document.querySelector('#echo').textContent)"))
                .isEqualTo(KEY);
        // the frame fills the window below the header (no blank band), and is never lower than the spec's 600 px
        assertThat(inPage(session.engine(), "var f = document.querySelector('iframe'); "
                + "(Math.round(f.getBoundingClientRect().height) === Math.max(600, window.innerHeight)) + ','"
                + " + (f.getBoundingClientRect().width === document.body.clientWidth)"))
                .isEqualTo("true,true");

        inFrame(session.engine(), "document.getElementById('finish').click()");

        assertThat(session.ended().get(20, TimeUnit.SECONDS)).isEqualTo(EnrollmentSession.Ending.COMPLETED_BY_FRAME);
        // the borrower is told they are done and to hand the desk back, then the window closes by itself
        assertThat(fx(() -> session.stage().getScene().getRoot().lookup("#enrollment-done").isVisible())).isTrue();
        waitFor(Duration.ofSeconds(20), () -> !fx(() -> session.stage().isShowing()));
        assertThat(fx(() -> context.reportWaits().isWaiting(ORDER))).isTrue();
        assertThat(fx(() -> mainWindow.getScene().getRoot().getId())).isNotEqualTo(EnrollmentSession.COVER_ID);
        assertThat(session.wiped().get(20, TimeUnit.SECONDS)).doesNotExist();
    }

    @Test
    void theOfficersButtonCompletesTooAndNoJavaIsReachableFromThePage() throws Exception {
        EnrollmentSession session = open();

        assertThat(inPage(session.engine(), "typeof window.assetDesk + ',' + typeof window.__assetDeskHandover + ','"
                + " + typeof window.__assetDeskAttach + ',' + Object.keys(window).filter(function (k) {"
                + " try { return String(window[k]).indexOf('CompletionCallback') >= 0; } catch (e) { return false; }"
                + " }).length"))
                .isEqualTo("undefined,undefined,undefined,0");

        // asked first; Enter is "Not yet"
        robot.clickOn("#enrollment-finished");
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-finished").tryQuery().isPresent());
        robot.type(KeyCode.ENTER);
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-finished").tryQuery().isEmpty());
        assertThat(session.ended()).isNotDone();

        robot.clickOn("#enrollment-finished");
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-finished").tryQuery().isPresent());
        robot.clickOn("Yes, finished");

        assertThat(session.ended().get(20, TimeUnit.SECONDS))
                .isEqualTo(EnrollmentSession.Ending.COMPLETED_BY_OFFICER);
        // the done page has the keyboard: Enter closes it at once
        waitFor(Duration.ofSeconds(10), () -> fx(() -> session.stage().getScene().getRoot()
                .lookup("#enrollment-done").isVisible()));
        robot.type(KeyCode.ENTER);
        waitFor(Duration.ofSeconds(10), () -> !fx(() -> session.stage().isShowing()));
        assertThat(fx(() -> context.reportWaits().isWaiting(ORDER))).isTrue();
    }

    @Test
    void theBorrowersFrameHasTheKeyboardAndTheOfficersButtonsAreQuietBelowIt() throws Exception {
        EnrollmentSession session = open();
        Parent root = fx(() -> session.stage().getScene().getRoot());
        waitFor(Duration.ofSeconds(10), () -> fx(() -> session.stage().getScene().getFocusOwner()
                instanceof WebView));
        Button finished = fx(() -> (Button) root.lookup("#enrollment-finished"));
        assertThat(finished.getStyleClass()).as("not the primary button").doesNotContain("accent");
        assertThat(fx(() -> root.lookup("#enrollment-officer-bar").getParent() instanceof BorderPane bp
                && bp.getBottom() == root.lookup("#enrollment-officer-bar"))).isTrue();
        assertThat(fx(() -> root.lookup("#enrollment-phone").isVisible())).as("no login link: no phone").isFalse();
        fx(() -> {
            session.finishedByOfficer();
            return null;
        });
        session.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void inTrainingThePhoneButtonIsThereAndSaysAPhoneCannotReachTheTrainingService() throws Exception {
        EnrollmentSession session = open(ORDER, URI.create("http://127.0.0.1:8089/login?order=ord-100"));
        Parent root = fx(() -> session.stage().getScene().getRoot());
        assertThat(fx(() -> root.lookup("#enrollment-phone").isVisible())).as("a trainee finds it").isTrue();
        robot.clickOn("#enrollment-phone");
        waitFor(Duration.ofSeconds(10), () -> fx(() -> root.lookup("#enrollment-phone-layer").isVisible()));
        assertThat(fx(() -> root.lookup("#enrollment-phone-qr").isVisible())).as("no code a phone cannot open")
                .isFalse();
        assertThat(fx(() -> root.lookup("#enrollment-phone-layer").lookupAll(".label").stream()
                .filter(n -> n.isVisible()).map(n -> ((Label) n).getText()).toList()))
                .anySatisfy(t -> assertThat(t).contains("a phone cannot reach"))
                .noneSatisfy(t -> assertThat(t).contains("Point your phone"));
        robot.clickOn("#enrollment-phone-back");
        fx(() -> {
            session.finishedByOfficer();
            return null;
        });
        session.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void aBankThatRefusesTheEmbeddedSignInIsDoneOnThePhoneFromTheLoginLinksQrCode() throws Exception {
        URI link = URI.create("https://portal.example/login?order=ord-100&t=abc");
        EnrollmentSession session = open(ORDER, link);
        Parent root = fx(() -> session.stage().getScene().getRoot());
        assertThat(fx(() -> root.lookup("#enrollment-phone").isVisible())).isTrue();
        // every control of the borrower window has a name a screen reader says
        List<String> unnamed = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        fx(() -> {
            AccessibleNames.walk(root, "borrower window", unnamed, checked);
            return null;
        });
        assertThat(checked).hasSizeGreaterThanOrEqualTo(4);
        assertThat(unnamed).isEmpty();

        robot.clickOn("#enrollment-phone");
        waitFor(Duration.ofSeconds(10), () -> fx(() -> root.lookup("#enrollment-phone-layer").isVisible()));
        ImageView qr = fx(() -> (ImageView) root.lookup("#enrollment-phone-qr"));
        snapshot(session, "borrower-phone.png");
        assertThat(fx(() -> qr.getImage())).isNotNull();
        assertThat(fx(() -> qr.getImage().getWidth())).isGreaterThan(150);
        assertThat(fx(() -> qr.getAccessibleText())).isEqualTo("QR code of this order\u2019s secure login link");
        // the code's first rows: a finder pattern's dark modules after the white quiet zone
        assertThat(fx(() -> qr.getImage().getPixelReader().getColor(2, 2))).isEqualTo(Color.WHITE);
        assertThat(fx(() -> qr.getImage().getPixelReader().getColor(4 * 6 + 2, 4 * 6 + 2))).isEqualTo(Color.BLACK);

        robot.clickOn("#enrollment-phone-back");
        waitFor(Duration.ofSeconds(10), () -> !fx(() -> root.lookup("#enrollment-phone-layer").isVisible()));
        robot.clickOn("#enrollment-phone");
        robot.clickOn("#enrollment-phone-done");

        assertThat(session.ended().get(20, TimeUnit.SECONDS))
                .isEqualTo(EnrollmentSession.Ending.CONTINUED_ON_PHONE);
        waitFor(Duration.ofSeconds(10), () -> fx(() -> root.lookup("#enrollment-done").isVisible()));
        snapshot(session, "borrower-done.png");
        assertThat(fx(() -> context.reportWaits().isWaiting(ORDER))).as("waits as after a desk session").isTrue();
        assertThat(fx(() -> context.deskSessions().of(ORDER).desk())).isEqualTo(OrderState.Desk.CONTINUED_ON_PHONE);
        session.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void cookiesLocalStorageAndTypedTextOfOneSessionAreGoneInTheNext() throws Exception {
        EnrollmentSession first = open();
        assertThat(inFrame(first.engine(), "document.getElementById('seen').textContent"))
                .isEqualTo("cookie=none;storage=none");
        inFrame(first.engine(), "document.getElementById('typed').value = 'Jane Borrower'");
        assertThat(inFrame(first.engine(), "document.cookie")).asString().contains("jsCookie=borrower");
        Path firstFolder = first.folder();
        assertThat(firstFolder.resolve(SessionFolders.WEB_DATA)).isDirectoryRecursivelyContaining(
                p -> p.getFileName().toString().contains("localstorage"));
        fx(() -> {
            first.finishedByOfficer();
            return null;
        });
        first.wiped().get(20, TimeUnit.SECONDS);
        assertThat(firstFolder).doesNotExist();
        assertThat(((SessionCookieHandler) CookieHandler.getDefault()).get(portalUrl(portal), Map.of()))
                .as("no cookie outside a session").allSatisfy((k, v) -> assertThat(v).isEmpty());
        portalCookieHeaders.clear();

        context.enrollmentKeys().remember("ord-200", "second-key");
        EnrollmentSession second = open("ord-200");

        assertThat(inFrame(second.engine(), "document.getElementById('seen').textContent"))
                .isEqualTo("cookie=none;storage=none");
        assertThat(inFrame(second.engine(), "document.getElementById('typed').value")).isEqualTo("");
        assertThat(portalCookieHeaders).as("Cookie headers the portal received in the second session")
                .allSatisfy(h -> assertThat(h).isEqualTo("-"));
        fx(() -> {
            second.finishedByOfficer();
            return null;
        });
        second.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void textTheBorrowerCopiedDoesNotOutliveTheSessionButTheOfficersDoes() throws Exception {
        fx(() -> putClipboard("officer's note"));
        EnrollmentSession first = open();
        fx(() -> {
            first.finishedByOfficer();
            return null;
        });
        first.wiped().get(20, TimeUnit.SECONDS);
        assertThat(fx(() -> Clipboard.getSystemClipboard().getString())).isEqualTo("officer's note");

        context.enrollmentKeys().remember("ord-300", "third-key");
        EnrollmentSession second = open("ord-300");
        fx(() -> putClipboard("account 1234567890"));
        fx(() -> {
            second.finishedByOfficer();
            return null;
        });
        second.wiped().get(20, TimeUnit.SECONDS);
        assertThat(fx(() -> Clipboard.getSystemClipboard().hasString())).isFalse();
    }

    private static boolean putClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        return Clipboard.getSystemClipboard().setContent(content);
    }

    @Test
    void aTopLevelNavigationToAnotherOriginIsRefused() throws Exception {
        EnrollmentSession session = open();
        String elsewhere = "http://127.0.0.1:" + foreign.getAddress().getPort() + "/top";

        inPage(session.engine(), "window.location.href = '" + elsewhere + "'; true");

        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> {
            String location = session.engine().getLocation();
            return (location == null || location.isEmpty())
                    && session.stateProperty().get() == EnrollmentSession.State.SHOWING;
        }));
        waitInFrame(session.engine(), "document.getElementById('finish') !== null", 20);
        assertThat(inPage(session.engine(), "document.getElementById('" + FramePage.FRAME_ID + "') !== null"))
                .isEqualTo(true);
        assertThat(fx(() -> session.stage().isShowing())).isTrue();
        assertThat(session.ended()).isNotDone();
    }

    @Test
    void aCloseFrameMessageFromAForeignOriginIsIgnored() throws Exception {
        EnrollmentSession session = open();
        String foreignPage = "http://127.0.0.1:" + foreign.getAddress().getPort() + "/impostor";

        inFrame(session.engine(), "location.href = '" + foreignPage + "'; true");
        waitInFrame(session.engine(), "document.title === 'posted'", 20);
        // a message posted after the impostor's arrives after it: once it is seen, the impostor's was handled
        inPage(session.engine(), "window.addEventListener('message', function (e) {"
                + " if (e.data === 'probe') { document.title = 'probe-seen'; } }); window.postMessage('probe', '*'); "
                        + "true");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> "probe-seen".equals(inPage(session.engine(), "document.title")));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(foreignRequests).contains("/impostor");
        assertThat(session.ended()).isNotDone();
        assertThat(fx(() -> session.stage().isShowing())).isTrue();
        assertThat(fx(() -> context.reportWaits().isWaiting(ORDER))).isFalse();
    }

    @Test
    void closingAsksTheOfficerAndWipesWithoutWaitingForAReport() throws Exception {
        EnrollmentSession session = open();

        robot.clickOn("#enrollment-close");
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-close").tryQuery().isPresent());
        robot.clickOn(Messages.load().get("enrollment.confirmClose.cancel"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(fx(() -> session.stage().isShowing())).isTrue();
        assertThat(session.ended()).isNotDone();

        robot.clickOn("#enrollment-close");
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-close").tryQuery().isPresent());
        robot.clickOn(Messages.load().get("enrollment.confirmClose.ok"));

        assertThat(session.ended().get(20, TimeUnit.SECONDS)).isEqualTo(EnrollmentSession.Ending.CLOSED);
        assertThat(fx(() -> context.reportWaits().isWaiting(ORDER))).isFalse();
        assertThat(session.wiped().get(20, TimeUnit.SECONDS)).doesNotExist();
    }

    @Test
    void aPopUpTheFrameOpensBelongsToTheSessionAndClosesWithIt() throws Exception {
        EnrollmentSession session = open();

        inFrame(session.engine(), "document.getElementById('about').click(); true");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> session.popups().size() == 1
                && session.popups().get(0).isShowing()));
        Stage popup = fx(() -> session.popups().get(0));
        assertThat(fx(popup::getOwner)).isSameAs(fx(session::stage));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> "About the bank".equals(fx(popup::getTitle)));
        assertThat(fx(() -> ((WebView) popup.getScene().getRoot()).isContextMenuEnabled())).isFalse();

        // the page may close its own pop-up
        WebEngine popupEngine = fx(() -> ((WebView) popup.getScene().getRoot()).getEngine());
        inPage(popupEngine, "document.getElementById('close').click(); true");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !fx(popup::isShowing));

        // one still open when the session ends closes with it
        inFrame(session.engine(), "document.getElementById('about').click(); true");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> session.popups().size() == 1
                && session.popups().get(0).isShowing()));
        Stage second = fx(() -> session.popups().get(0));
        fx(() -> {
            session.finishedByOfficer();
            return null;
        });

        assertThat(fx(second::isShowing)).isFalse();
        session.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void thePageCanGoFullScreen() throws Exception {
        EnrollmentSession session = open();
        assertThat(fx(() -> session.stage().isMaximized())).isTrue();

        robot.clickOn("#enrollment-fullscreen");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> fx(() -> session.stage().isFullScreen()));
        assertThat(robot.lookup("#enrollment-fullscreen").queryButton().getText())
                .isEqualTo(Messages.load().get("enrollment.fullScreen.exit"));
    }

    @Test
    void anUnreachablePortalShowsTheErrorAndRetryLoadsThePageOnceItIsBack() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = s.getLocalPort();
        }
        FxToolkit.cleanupStages();
        openMainWindow(URI.create("http://127.0.0.1:" + port));
        EnrollmentSession session = fx(() -> Composition.enrollmentLauncher(context).open(ORDER, mainWindow))
                .get(20, TimeUnit.SECONDS).orElseThrow();
        sessions.add(session);

        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> fx(() -> session.stateProperty().get() == EnrollmentSession.State.FAILED));
        assertThat(robot.lookup("#enrollment-error").query().isVisible()).isTrue();
        assertThat(robot.lookup("#enrollment-error-message").queryLabeled().getText())
                .isEqualTo(Messages.load().get("enrollment.error.refused", "http://127.0.0.1:" + port));

        HttpServer back = startPortal(port);
        try {
            robot.clickOn("#enrollment-retry");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                    () -> fx(() -> session.stateProperty().get() == EnrollmentSession.State.SHOWING));
            waitInFrame(session.engine(), "document.getElementById('finish') !== null", 20);
            assertThat(robot.lookup("#enrollment-error").query().isVisible()).isFalse();
        } finally {
            fx(() -> {
                session.finishedByOfficer();
                return null;
            });
            session.wiped().get(20, TimeUnit.SECONDS);
            back.stop(0);
        }
    }

    @Test
    void withoutAKeyTheOfficerIsToldWhyAndNoWindowOpens() throws Exception {
        assertThat(fx(() -> Composition.enrollmentLauncher(context).open("ord-unknown", mainWindow))
                .get(20, TimeUnit.SECONDS)).isEmpty();

        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-no-key").tryQuery().isPresent());
        assertThat(robot.lookup("#enrollment-login-link").tryQuery()).isPresent();
        assertThat(fx(() -> mainWindow.getScene().getRoot().getId())).isNotEqualTo(EnrollmentSession.COVER_ID);
    }

    @Test
    void leftoversOfACrashedSessionAreWipedButALiveSessionIsKept() throws Exception {
        SessionFolders folders = new SessionFolders(dataDir);
        Path crashed = folders.root().resolve("session-crashed/web/localstorage");
        Files.createDirectories(crashed);
        Files.writeString(crashed.resolve("http_portal.localstorage"), "borrower data");
        EnrollmentSession live = open();

        int wiped = folders.wipeLeftovers(Runnable::run).join();

        assertThat(wiped).isEqualTo(1);
        assertThat(folders.root().resolve("session-crashed")).doesNotExist();
        assertThat(live.folder()).exists();
        fx(() -> {
            live.finishedByOfficer();
            return null;
        });
        live.wiped().get(20, TimeUnit.SECONDS);
    }

    @Test
    void aBorrowerEnrollsOnTheSandboxAndTheOfficerSeesTheWaitThenTheReport() throws Exception {
        // The report is ready 8 s after enrollment: the poller reads at about 2 s and 6 s (not ready) and 14 s, so the
        // wait stays observable for seconds even on a loaded machine.
        try (SandboxServer sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(8))) {
            ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                    SandboxServer.ACCESS_TOKEN, new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID,
                    SandboxServer.BANKLINK_SECRET), new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME,
                    SandboxServer.ASSETVERIFY_PASSWORD), true);
            ActiveConnection connection = new ActiveConnection(profile, IntegrationClient::new);
            ReportWaits waits = new ReportWaits(ReportPoller.create(ReportPoller.Settings.defaults()),
                    new WaitingOrdersStore(dataDir), BackgroundWrites.onCallingThread(), Clock.systemUTC(),
                    new ReportNotifications(Messages.load()));
            Parts app = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(), connection,
                    new EnrollmentKeys(), Clock.systemDefaultZone(), () -> profile, waits);
            Stage[] shellStage = new Stage[1];
            FxToolkit.setupFixture(() -> {
                ViewLoader.View<ShellController> view = Composition.views(app).load("shell/Shell.fxml");
                shellStage[0] = new Stage();
                view.controller().install(shellStage[0], List.of(new Rectangle2D(0, 0, 1200, 800)));
                Composition.resumeWaits(app);
                shellStage[0].show();
            });
            try {
                // the officer creates an order; its SSO key is kept in memory
                Order order = connection.service().createOrderAsync(new NewOrderRequest("ada@example.com", "Ada",
                        "Lovelace", "1234", "REF-E2E", "full", null, null, null, null, null, null, null)).get(20,
                                TimeUnit.SECONDS);
                app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());

                // ... opens it and hands the desk to the borrower
                FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));
                waitFor(Duration.ofSeconds(20), () -> robot.lookup("#startEnrollmentButton")
                        .tryQuery().map(b -> b.isVisible() && !b.isDisabled() && b.getScene() != null).orElse(false));
                robot.clickOn("#startEnrollmentButton");
                Stage borrower = waitForBorrowerWindow(shellStage[0]);
                assertThat(fx(() -> shellStage[0].getScene().getRoot().getId())).isEqualTo(EnrollmentSession.COVER_ID);
                WebView web = fx(() -> (WebView) borrower.getScene().getRoot().lookup(".web-view"));
                WebEngine engine = web.getEngine();
                waitInFrame(engine, "document.getElementById('bank-first-platypus') !== null", 30);

                // the borrower picks a bank, mistypes the password once, signs in, shares an account
                inFrame(engine, "document.getElementById('bank-first-platypus').click(); true");
                waitInFrame(engine, "!document.getElementById('step-login').classList.contains('hidden')", 10);
                inFrame(engine, "document.getElementById('username').value = 'user_good';"
                        + "document.getElementById('password').value = 'wrong';"
                        + "document.getElementById('sign-in').click(); true");
                waitInFrame(engine, "!document.getElementById('login-error').classList.contains('hidden')", 20);
                inFrame(engine, "document.getElementById('password').value = '" + SandboxServer.BANK_PASSWORD + "';"
                        + "document.getElementById('sign-in').click(); true");
                waitInFrame(engine, "document.querySelectorAll('input.account[type=checkbox]').length > 0", 20);
                inFrame(engine, "document.querySelector('input.account[type=checkbox]').click(); true");
                waitInFrame(engine, "!document.getElementById('confirm').disabled", 10);
                inFrame(engine, "document.getElementById('confirm').click(); true");

                // closeFrame closes the borrower window; the officer's screen is back, waiting for the report
                WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !fx(borrower::isShowing));
                assertThat(fx(()
                        -> shellStage[0].getScene().getRoot().getId())).isNotEqualTo(EnrollmentSession.COVER_ID);
                WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> waits.isWaiting(order.id())));
                Label waitingLabel = robot.lookup("#waitingLabel").queryAs(Label.class);
                assertThat(fx(waitingLabel::getText)).isEqualTo(
                        String.format(Messages.load().get("shell.status.waiting"), 1));
                Node waitingBanner = robot.lookup("#waitingBanner").query();
                WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(waitingBanner::isVisible));

                // the officer goes back to the list while the report is prepared (on the order's own screen the
                // report would simply appear there, with no pop-up about it)
                FxToolkit.setupFixture(() -> app.navigator().showOrders());
                Label title = robot.lookup("#screenTitle").queryAs(Label.class);
                WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                        () -> Messages.load().get("shell.nav.orders").equals(fx(title::getText)));

                // the report arrives in the background: a notification says so, and a click opens the order
                String text = Messages.load().get("enrollment.report.ready.text", "Ada Lovelace");
                waitFor(Duration.ofSeconds(60),
                        () -> robot.lookup(n -> n instanceof Labeled l && text.equals(l.getText())).tryQuery()
                                .isPresent());
                assertThat(fx(() -> waits.isWaiting(order.id()))).isFalse();
                assertThat(fx(waitingLabel::isVisible)).isFalse();
                robot.clickOn(robot.lookup(n -> n instanceof Labeled l
                        && text.equals(l.getText())).queryAs(Node.class));
                WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                        () -> Messages.load().get("shell.title.order").equals(fx(title::getText)));
                // the order shows its verified accounts, and nothing waits any more
                Label accountsCount = robot.lookup("#accountsCount").queryAs(Label.class);
                WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Messages.load()
                        .get("order.report.accountsCount", 1).equals(fx(accountsCount::getText)));
                WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                        () -> !fx(() -> robot.lookup("#waitingBanner").query().isVisible()));
                OrderDocument report = connection.service().getOrderAsync(order.id()).get(20, TimeUnit.SECONDS);
                assertThat(report.order().accounts()).isNotEmpty();
            } finally {
                waits.close();
                connection.close();
            }
        }
    }

    private Stage waitForBorrowerWindow(Stage owner) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> fx(() -> Window.getWindows().stream()
                .anyMatch(w -> w instanceof Stage s && s.getOwner() == owner && s.isShowing())));
        return fx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && s.getOwner() == owner && s.isShowing())
                .map(Stage.class::cast).findFirst().orElseThrow());
    }

    // ---- fixtures ----

    private EnrollmentSession open() throws Exception {
        return open(ORDER);
    }

    private EnrollmentSession open(String orderId) throws Exception {
        return open(orderId, null);
    }

    /** The borrower window as it looks now, in target/ (looked at before a change is called done). */
    private static void snapshot(EnrollmentSession session, String name) throws Exception {
        Image shot = fx(() -> session.stage().getScene().snapshot(null));
        PngFile.write(shot, Path.of("target", name));
    }

    /** Opens a desk session of {@code orderId} with its key; {@code loginUrl}: the order's login link, if any. */
    private EnrollmentSession open(String orderId, URI loginUrl) throws Exception {
        EnrollmentSession session = fx(() -> Composition.enrollmentLauncher(context).open(orderId, loginUrl,
                mainWindow, context.enrollmentKeys().keyFor(orderId))).get(20, TimeUnit.SECONDS).orElseThrow();
        sessions.add(session);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                () -> fx(() -> session.stateProperty().get() == EnrollmentSession.State.SHOWING));
        waitInFrame(session.engine(), "document.getElementById('finish') !== null", 20);
        return session;
    }

    private void openMainWindow(URI portalUrl) throws Exception {
        ConnectionProfile profile = new ConnectionProfile("Test portal", portalUrl, portalUrl, "token", null,
                new AssetverifyCredentials("officer", "secret"), false);
        EnrollmentKeys keys = new EnrollmentKeys();
        keys.remember(ORDER, KEY);
        context = Composition.parts(dataDir, Messages.load(), UiExecutor.fx(),
                new ActiveConnection(profile, IntegrationClient::new), keys, Clock.systemUTC(), () -> profile,
                ReportWaits.inMemory());
        mainWindow = FxToolkit.setupStage(stage -> {
            stage.setScene(new Scene(new StackPane(new Label("Officer's order list: other borrowers")), 900, 600));
            stage.show();
        });
    }

    private static URI portalUrl(HttpServer server) {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort());
    }

    /** A stand-in portal: the frame page records what the browser kept from before and sets new state. */
    private HttpServer startPortal(int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 0);
        server.createContext("/integrations/assetverify/enrollment-widget", ex -> {
            String query = ex.getRequestURI().getRawQuery();
            if (query == null) { // the reachability check: no key
                reply(ex, 400, "<html><body>missing key</body></html>", null);
                return;
            }
            String cookie = ex.getRequestHeaders().getFirst("Cookie");
            portalCookieHeaders.add(cookie == null ? "-" : cookie);
            String key = URLDecoder.decode(query.substring("ssoKey=".length()), StandardCharsets.UTF_8);
            reply(ex, 200, "<html><head><title>Link your bank</title></head><body>"
                    + "<p id='seen'></p><p id='echo'>" + key.replace("&", "&amp;").replace("<", "&lt;") + "</p>"
                    + "<input id='typed'>"
                    + "<button id='finish' onclick=\"window.parent.postMessage('closeFrame', '*')\">Done</button>"
                    + "<a id='about' href='/about' target='_blank'>About</a>"
                    + "<script>var c = document.cookie, l = localStorage.getItem('borrower');"
                    + "document.getElementById('seen').textContent = 'cookie=' + (c || 'none') + ';storage=' + (l || "
                            + "'none');"
                    + "document.cookie = 'jsCookie=borrower; path=/'; localStorage.setItem('borrower', 'kept');"
                    + "</script></body></html>", "srvCookie=borrower; Path=/; HttpOnly");
        });
        server.createContext("/about", ex -> reply(ex, "<html><head><title>About the bank</title></head>"
                + "<body><button id='close' onclick='window.close()'>Close</button></body></html>"));
        server.start();
        return server;
    }

    private static void reply(HttpExchange ex, String html) throws IOException {
        reply(ex, 200, html, null);
    }

    private static void reply(HttpExchange ex, int status, String html, String setCookie) throws IOException {
        byte[] body = html.getBytes(StandardCharsets.UTF_8);
        ex.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
        if (setCookie != null) {
            ex.getResponseHeaders().add("Set-Cookie", setCookie);
        }
        ex.sendResponseHeaders(status, body.length);
        ex.getResponseBody().write(body);
        ex.close();
    }
}

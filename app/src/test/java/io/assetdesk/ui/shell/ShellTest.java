package io.assetdesk.ui.shell;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.app.Composition;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.ShellPreferences;
import io.assetdesk.settings.ShellPreferencesStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Screen;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.orders.OrdersController;
import io.assetdesk.ui.orders.TestOrders;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import io.assetdesk.workflow.OrderState;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The main window as an officer sees it: marker, status bar, navigation, shortcuts, remembered window. */
@ScreenTest
class ShellTest {
    private static final List<Rectangle2D> SCREENS = List.of(new Rectangle2D(0, 0, 1200, 780));

    private final FxRobot robot = new FxRobot();
    private TestApp app;
    private Stage stage;
    private ShellController shell;


    @BeforeEach
    void setUp() {
        app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3));
    }


    private void open() throws Exception {
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            shell = view.controller();
            stage = new Stage();
            shell.install(stage, SCREENS);
            stage.show();
            stage.toFront();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T node(String query) {
        return robot.lookup(query).query();
    }

    /** Nodes matching the query that a person can see (they and all their parents are visible). */
    private List<Node> shown(String query) {
        return robot.lookup(query).<Node>queryAll().stream().filter(ShellTest::reallyVisible).toList();
    }

    static boolean reallyVisible(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    @Test
    void showsTheSandboxMarkerTheConnectionAndItsHealth() throws Exception {
        open();
        assertThat(stage.getTitle()).isEqualTo("Asset Desk");
        assertThat(shown(".ad-sandbox-badge")).hasSize(2);
        assertThat(shown(".ad-sandbox-banner")).hasSize(1);
        assertThat(((Label) node("#sandboxBannerLabel")).getText()).startsWith("SANDBOX").contains("not real");
        Label connection = node("#connectionLabel");
        assertThat(connection.getText()).contains("Sandbox").contains("http://127.0.0.1:9");
        Label health = node("#healthLabel");
        waitFor(() -> health.getText().equals("Connection ok (3 orders)"));
    }

    /** Closing the main window releases the order list's search worker (it would idle on for 10 s). */
    @Test
    void closingTheWindowStopsTheSearchWorker() throws Exception {
        open();
        FxToolkit.setupFixture(() -> shell.showOrders());
        var orders = (OrdersController) shell.currentController();
        assertThat(orders.model().isClosed()).isFalse();
        FxToolkit.setupFixture(() -> stage.hide());
        assertThat(orders.model().isClosed()).isTrue();
    }

    /** The status bar never keeps an older count than the order list (or Test connection) has just seen. */
    @Test
    void theStatusBarCountFollowsTheNewestListAnswer() throws Exception {
        open();
        Label health = node("#healthLabel");
        waitFor(() -> health.getText().equals("Connection ok (3 orders)"));
        app.activeFake().orders(5); // two orders created elsewhere
        FxToolkit.setupFixture(() -> shell.showOrders());
        FxToolkit.setupFixture(() -> ((Screen) shell.currentController()).refresh());
        waitFor(() -> health.getText().equals("Connection ok (5 orders)"));
    }

    /**
     * "Reset sandbox data…" in the sandbox banner: nothing happens without the confirmation; with it, the reset runs.
     */
    @Test
    void resetSandboxDataAsksFirstThenPutsTheSeededDataBack() throws Exception {
        AtomicInteger resets = new AtomicInteger();
        app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3),
                new Composition.Extras(null, resets::incrementAndGet, null));
        open();
        assertThat(shown("#resetSandboxButton")).hasSize(1);

        robot.clickOn("#resetSandboxButton");
        waitFor(() -> robot.lookup("#reset-sandbox-confirm").tryQuery().isPresent());
        robot.type(KeyCode.ENTER); // Enter takes the default: keeping the data, never the reset
        WaitForAsyncUtils.waitForFxEvents();
        waitFor(() -> robot.lookup("#reset-sandbox-confirm").tryQuery().isEmpty());
        assertThat(resets).hasValue(0);

        robot.clickOn("#resetSandboxButton");
        waitFor(() -> robot.lookup("#reset-sandbox-confirm").tryQuery().isPresent());
        robot.clickOn(Messages.load().get("shell.sandbox.reset.cancel"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(resets).hasValue(0);

        robot.clickOn("#resetSandboxButton");
        waitFor(() -> robot.lookup("#reset-sandbox-confirm").tryQuery().isPresent());
        robot.clickOn(Messages.load().get("shell.sandbox.reset.ok"));
        waitFor(() -> resets.get() == 1);
    }

    @Test
    void withoutAResettableSandboxThereIsNoResetButton() throws Exception {
        open();
        assertThat(shown("#resetSandboxButton")).isEmpty();
    }

    @Test
    void aRealConnectionHasNoSandboxMarkerAndAFailedCheckShowsItsCause() throws Exception {
        open();
        ConnectionProfile prod = new ConnectionProfile("Production", URI.create("https://svc.example.com"),
                URI.create("https://portal.example.com"), "t", null, new AssetverifyCredentials("u", "p"), false);
        WaitForAsyncUtils.asyncFx(() -> {
            // the next service refuses the credentials
            app.context.connection().use(prod);
        }).get();
        FakeIntegrationService fake = app.activeFake();
        // the first check may have finished already: fail the next one and check again
        fake.listOrdersFailure(FakeIntegrationService.error(ApiException.Kind.UNAUTHORIZED, 401,
                "401 Unauthorized: invalid credentials", "req-77"));
        WaitForAsyncUtils.asyncFx(() -> shell.model().checkHealth()).get();
        Label health = node("#healthLabel");
        waitFor(() -> health.getText().startsWith("Connection failed") && health.getText().endsWith(
                ": Invalid credentials (HTTP 401 Unauthorized, request id req-77)"));
        assertThat(shown(".ad-sandbox-badge")).isEmpty();
        assertThat(shown(".ad-sandbox-banner")).isEmpty();
        assertThat(((Label) node("#connectionLabel")).getText()).contains("Production")
                .contains("https://svc.example.com");
    }

    @Test
    void countsTheOrdersWaitingForAReportAndHidesTheCountAtZero() throws Exception {
        open();
        Label waiting = node("#waitingLabel");
        assertThat(waiting.isVisible()).isFalse();
        WaitForAsyncUtils.asyncFx(() -> {
            app.context.reportWaits().watch("ord-1");
            app.context.reportWaits().watch("ord-2");
        }).get();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(waiting.isVisible()).isTrue();
        assertThat(waiting.getText()).isEqualTo("Waiting for 2 report(s)");
    }

    private void ctrl(KeyCode key) {
        robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
    }

    private String focusOwnerId() {
        Node owner = stage.getScene().getFocusOwner();
        return owner == null ? null : owner.getId();
    }

    @Test
    void navigatesByRailAndShortcutsInTheSidebarsOrderAndKeepsScreensForTheSession() throws Exception {
        open();
        assertThat(shell.currentScreen()).isEqualTo(ScreenId.ORDERS);
        assertThat(((Label) node("#screenTitle")).getText()).isEqualTo("Orders");
        assertThat(((ToggleButton) node("#navOrders")).isSelected()).isTrue();

        robot.clickOn("#navBankAccounts");
        waitFor(() -> shell.currentScreen() == ScreenId.BANK_ACCOUNTS);
        assertThat(((Label) node("#screenTitle")).getText()).isEqualTo("Bank accounts");
        Object bankAccounts = shell.currentController();

        ctrl(KeyCode.N);
        waitFor(() -> shell.currentScreen() == ScreenId.NEW_ORDER);
        assertThat(((Label) node("#screenTitle")).getText()).isEqualTo("New order");
        assertThat(((ToggleButton) node("#navNewOrder")).isSelected()).isTrue();

        // Ctrl+1 to Ctrl+5 follow the sidebar, top to bottom
        List<String> rail = robot.lookup(".ad-nav-rail .ad-nav-item").<Node>queryAll().stream()
                .filter(n -> n instanceof ToggleButton).map(Node::getId).toList();
        assertThat(rail).containsExactly("navOrders", "navLoans", "navNewOrder", "navBankAccounts", "navConnection");
        KeyCode[] digits = {KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3, KeyCode.DIGIT4, KeyCode.DIGIT5};
        for (int i = 0; i < digits.length; i++) {
            ctrl(digits[i]);
            String id = rail.get(i);
            waitFor(() -> ((ToggleButton) node("#" + id)).isSelected());
        }
        assertThat(shell.currentScreen()).isEqualTo(ScreenId.CONNECTION);
        ctrl(KeyCode.DIGIT4);
        waitFor(() -> shell.currentScreen() == ScreenId.BANK_ACCOUNTS);
        assertThat(shell.currentController()).isSameAs(bankAccounts);

        // clicking the selected item again keeps it selected
        robot.clickOn("#navBankAccounts");
        assertThat(((ToggleButton) node("#navBankAccounts")).isSelected()).isTrue();
    }

    @Test
    void eachScreenOpensWithTheFocusOnItsContentNotOnTheSidebar() throws Exception {
        open();
        waitFor(() -> "search".equals(focusOwnerId()));
        ctrl(KeyCode.DIGIT2);
        waitFor(() -> "searchField".equals(focusOwnerId()));
        ctrl(KeyCode.DIGIT3);
        waitFor(() -> "firstName".equals(focusOwnerId()));
        ctrl(KeyCode.DIGIT4);
        waitFor(() -> "tokenField".equals(focusOwnerId()));
        ctrl(KeyCode.DIGIT5);
        waitFor(() -> "profileList".equals(focusOwnerId()));
        robot.clickOn("#navOrders");
        waitFor(() -> "search".equals(focusOwnerId()));
    }

    @Test
    void f1AndCtrlSlashListEveryShortcutAndEscClosesTheList() throws Exception {
        open();
        robot.type(KeyCode.F1);
        waitFor(() -> robot.lookup("#shortcuts-dialog").tryQuery().isPresent());
        List<String> keys = robot.lookup("#shortcutsList .ad-shortcut-key").<Label>queryAll().stream()
                .map(Label::getText).toList();
        assertThat(keys).contains("Ctrl+1", "Ctrl+2 or Ctrl+L", "Ctrl+3 or Ctrl+N", "Ctrl+4", "Ctrl+5", "Ctrl+F",
                "Enter", "F5", "Ctrl+E", "Ctrl+P", "F1 or Ctrl+/");
        // each key drawn whole: the text on screen is the label's, not cut to "Ctrl+..."
        List<String> drawn = fx(() -> robot.lookup("#shortcutsList .ad-shortcut-key").<Label>queryAll().stream()
                .map(l -> ((Text) l.lookup(".text")).getText()).toList());
        assertThat(drawn).isEqualTo(keys);
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#shortcuts-dialog").tryQuery().isEmpty());

        ctrl(KeyCode.SLASH);
        waitFor(() -> robot.lookup("#shortcuts-dialog").tryQuery().isPresent());
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup("#shortcuts-dialog").tryQuery().isEmpty());
    }

    @Test
    void theFormsFirstShownKeepTheWindowsRootAndStyleWithoutUnresolvedThemeColours() throws Exception {
        List<String> cssWarnings = new CopyOnWriteArrayList<>();
        Handler recorder = new Handler() {
            @Override
            public void publish(LogRecord r) {
                if ("javafx.css".equals(r.getLoggerName())) {
                    cssWarnings.add(String.valueOf(r.getMessage()));
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        Logger.getLogger("").addHandler(recorder);
        try {
            open();
            Parent top = stage.getScene().getRoot();
            robot.press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);
            waitFor(() -> shell.currentScreen() == ScreenId.NEW_ORDER);
            robot.press(KeyCode.CONTROL, KeyCode.DIGIT5).release(KeyCode.DIGIT5, KeyCode.CONTROL);
            waitFor(() -> shell.currentScreen() == ScreenId.CONNECTION);
            assertThat(stage.getScene().getRoot()).as("validation marks go into the window's own top pane")
                    .isSameAs(top);
            assertThat(cssWarnings).isEmpty();
        } finally {
            Logger.getLogger("").removeHandler(recorder);
        }
    }

    @Test
    void ctrlFFromAScreenWithoutASearchGoesToTheOrderSearchAndEnterOpensTheOnlyMatch() throws Exception {
        open();
        robot.clickOn("#navBankAccounts");
        waitFor(() -> shell.currentScreen() == ScreenId.BANK_ACCOUNTS);
        ctrl(KeyCode.F);
        waitFor(() -> shell.currentScreen() == ScreenId.ORDERS && "search".equals(focusOwnerId()));
        // what is typed now is a search, never a public token
        robot.write("REF-2");
        waitFor(() -> robot.lookup("#countLabel").<Label>query().getText().startsWith("Showing 1 of"));
        robot.type(KeyCode.ENTER);
        waitFor(() -> shell.currentScreen() == ScreenId.ORDER);

        // on Loans, Ctrl+F is the loans' own search
        ctrl(KeyCode.DIGIT2);
        waitFor(() -> shell.currentScreen() == ScreenId.LOANS);
        robot.clickOn("#navLoans");
        ctrl(KeyCode.F);
        waitFor(() -> "searchField".equals(focusOwnerId()));
        assertThat(shell.currentScreen()).isEqualTo(ScreenId.LOANS);
    }

    @Test
    void f5RefreshesTheScreen() throws Exception {
        open();
        waitFor(() -> shell.currentScreen() == ScreenId.ORDERS);
        int before = app.activeFake().listOrdersCalls.get();
        robot.type(KeyCode.F5);
        waitFor(() -> app.activeFake().listOrdersCalls.get() > before);
    }

    @Test
    void anUnexpectedErrorOnTheFxThreadIsShownInADialogThatEscCloses() throws Exception {
        open();
        Thread.UncaughtExceptionHandler[] previous = new Thread.UncaughtExceptionHandler[1];
        FxToolkit.setupFixture(() -> {
            previous[0] = Thread.currentThread().getUncaughtExceptionHandler();
            new FxErrorHandler(app.context.messages(), () -> stage).installOnFxThread();
        });
        try {
            Platform.runLater(() -> {
                throw new IllegalStateException("the order list broke");
            });
            waitFor(() -> robot.lookup(".dialog-pane").tryQuery().isPresent());
        } finally {
            FxToolkit.setupFixture(() -> Thread.currentThread().setUncaughtExceptionHandler(previous[0]));
        }
        DialogPane pane = robot.lookup(".dialog-pane").query();
        assertThat(pane.getHeaderText()).isEqualTo("Something went wrong");
        assertThat(pane.getContentText()).startsWith("IllegalStateException: the order list broke");
        robot.type(KeyCode.ESCAPE);
        waitFor(() -> robot.lookup(".dialog-pane").tryQuery().isEmpty());
    }

    @Test
    void remembersWindowBoundsLastScreenAndThemeBetweenRuns() throws Exception {
        open();
        robot.clickOn("#navConnection");
        robot.clickOn("#themeButton");
        assertThat(shell.darkTheme()).isTrue();
        WaitForAsyncUtils.asyncFx(() -> {
            stage.setX(20);
            stage.setY(30);
            stage.setWidth(1000);
            stage.setHeight(680);
        }).get();
        WaitForAsyncUtils.asyncFx(() -> stage.close()).get();
        assertThat(app.context.writes().drain(Duration.ofSeconds(10))).as("written in the background").isTrue();
        ShellPreferences onDisk = new ShellPreferencesStore(app.dataDir).load(); // what the next run reads
        assertThat(onDisk.lastScreen()).isEqualTo(ScreenId.CONNECTION.name());
        assertThat(onDisk.x()).isEqualTo(20.0);
        assertThat(onDisk.width()).isEqualTo(1000.0);
        assertThat(onDisk.darkTheme()).isTrue();

        open();
        assertThat(stage.getX()).isEqualTo(20);
        assertThat(stage.getY()).isEqualTo(30);
        assertThat(stage.getWidth()).isEqualTo(1000);
        assertThat(stage.getHeight()).isEqualTo(680);
        assertThat(shell.currentScreen()).isEqualTo(ScreenId.CONNECTION);
        assertThat(shell.darkTheme()).isTrue();
        assertThat(((Button) node("#themeButton")).getText()).isEqualTo("Light theme");
        robot.clickOn("#themeButton");
        assertThat(shell.darkTheme()).isFalse();
    }

    @Test
    void theShellOpensWithThePreferencesReadBeforeTheToolkitStartedWithoutReadingTheFileAgain() throws Exception {
        app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(3),
                new Composition.Extras(null, null, ShellPreferences.empty()
                        .withLastScreen(ScreenId.CONNECTION.name())
                        .withTheme(ShellPreferences.THEME_DARK)));
        new ShellPreferencesStore(app.dataDir).update(ShellPreferences.empty()
                .withLastScreen(ScreenId.BANK_ACCOUNTS.name()));
        open();
        assertThat(shell.currentScreen()).isEqualTo(ScreenId.CONNECTION);
        assertThat(shell.darkTheme()).isTrue();
        assertThat(Application.getUserAgentStylesheet())
                .isEqualTo(Themes.userAgentStylesheet(true));
        assertThat(app.context.shellPreferences().current().lastScreen()).isEqualTo(ScreenId.CONNECTION.name());
        robot.clickOn("#themeButton");
        assertThat(Application.getUserAgentStylesheet())
                .isEqualTo(Themes.userAgentStylesheet(false));
    }

    @Test
    void aWindowSavedOffEveryScreenComesBackOnThePrimaryOne() throws Exception {
        app.context.shellPreferences().update(ShellPreferences.empty()
                .withBounds(5000, 4000, 1000, 700, false));
        open();
        assertThat(stage.getX()).isBetween(0.0, 1200.0 - 100);
        assertThat(stage.getY()).isBetween(0.0, 780.0 - 100);
    }

    // ---- the order screen's lifecycle ----

    @Test
    void theSameOrderOpenedManyTimesKeepsOneLiveSubscriptionAndNoneWhenHidden() throws Exception {
        open();
        var waits = app.context.reportWaits();
        var desk = app.context.deskSessions();
        for (int i = 0; i < 10; i++) {
            FxToolkit.setupFixture(() -> shell.showOrder("ord-1"));
            FxToolkit.setupFixture(() -> shell.showOrders());
        }
        assertThat(fx(waits::answerListenerCount)).as("no order screen shown").isZero();
        assertThat(fx(desk::listenerCount)).isZero();
        FxToolkit.setupFixture(() -> shell.showOrder("ord-1"));
        assertThat(fx(waits::answerListenerCount)).as("the one shown").isEqualTo(1);
        assertThat(fx(desk::listenerCount)).isEqualTo(1);
    }

    @Test
    void aHiddenOrderScreenCannotStopALiveWaitOrForgetAKey() throws Exception {
        app.activeFake().onGet = id -> CompletableFuture.completedFuture(
                new OrderDocument(TestOrders.order(id, "Ann", "Lee",
                        "ann@example.com", "R-1", "opened", Instant.now(), false), "{}"));
        open();
        FxToolkit.setupFixture(() -> shell.showOrder("ord-1"));
        ScreenHarness.waitFor(() -> "Ann Lee".equals(
                robot.lookup("#borrowerName").queryAs(Label.class).getText()));
        app.context.enrollmentKeys().remember("ord-1", "sso-key-1");
        FxToolkit.setupFixture(() -> shell.showOrders()); // the order screen is hidden

        // a wait runs; a desk session ended an hour ago is reported: a screen still subscribed would decide "not
        // enrolled" on its old document and stop the wait
        FxToolkit.setupFixture(() -> app.context.reportWaits().watch("ord-1"));
        app.context.deskSessions().ended("ord-1", OrderState.Desk.FINISHED_BY_OFFICER,
                Instant.now().minusSeconds(3600));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(fx(() -> app.context.reportWaits().isWaiting("ord-1"))).isTrue();
        assertThat(app.context.enrollmentKeys().has("ord-1")).isTrue();
        FxToolkit.setupFixture(() -> app.context.reportWaits().stop("ord-1"));
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get();
    }
}

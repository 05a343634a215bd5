package io.assetdesk.ui;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.app.Composition;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import java.time.Duration;
import java.util.List;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The shell, Bank accounts and Connection screens against the in-process sandbox, with the real client. */
@ScreenTest
class SandboxScreensTest {
    private static SandboxServer sandbox;
    private static ConnectionProfile profile;
    private final FxRobot robot = new FxRobot();
    private TestApp app;
    private ShellController shell;

    @BeforeAll
    static void start() throws Exception {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(2));
        profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(), SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                true);
    }

    @AfterAll
    static void stop() {
        sandbox.close();
    }

    @BeforeEach
    void openShell() throws Exception {
        app = TestApp.create(profile, () -> profile, IntegrationClient::new);
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            shell = view.controller();
            Stage stage = new Stage();
            TestApp.scene(view.root(), 1180, 760);
            stage.setScene(view.root().getScene());
            shell.install(stage, List.of(new Rectangle2D(0, 0, 1200, 780)));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
        app.context.connection().close();
    }

    private <T extends Node> T node(String query) {
        return robot.lookup(query).query();
    }

    private String text(String query) {
        return ((Label) node(query)).getText();
    }

    @Test
    void theSandboxIsMarkedAndItsHealthIsChecked() throws Exception {
        // "Connection ok (reading the order list…)" may come first, with the list's first entries
        waitFor(() -> text("#healthLabel").matches("Connection ok \\([0-9,]+ orders\\)"));
        assertThat(text("#healthLabel")).isEqualTo("Connection ok (30 orders)");
        assertThat(node("#sandboxBanner").isVisible()).isTrue();
        assertThat(node("#headerSandboxBadge").isVisible()).isTrue();
        assertThat(node("#statusSandboxBadge").isVisible()).isTrue();
        assertThat(text("#connectionLabel")).isEqualTo("Sandbox \u00b7 " + sandbox.baseUrl());
    }

    private void fetch(String token) {
        robot.clickOn("#tokenField");
        robot.interact(() -> ((TextField) node("#tokenField")).setText(token));
        robot.clickOn("#fetchButton");
    }

    @Test
    void fetchesSandboxAccountsShowsTotalsPerCurrencyAndRefusesAUsedToken() throws Exception {
        robot.clickOn("#navBankAccounts");
        TableView<Account> table = node("#table");
        fetch("public-sandbox-officer-training");
        waitFor(() -> !table.getItems().isEmpty());
        assertThat(table.getItems()).hasSize(6);
        assertThat(table.getItems()).anyMatch(a -> a.balances().isUnofficialCurrency());
        FlowPane totals = node("#totalsPane");
        waitFor(() -> totals.getChildren().size() >= 3);
        WaitForAsyncUtils.waitForFxEvents();
        List<String> lines = totals.getChildren().stream().map(n -> ((Label) n).getText()).toList();
        long currencies = table.getItems().stream().map(a -> a.balances().currency()).distinct().count();
        assertThat(lines).hasSize((int) currencies).hasSizeGreaterThanOrEqualTo(3);
        assertThat(lines.get(0)).startsWith("USD: available $");
        assertThat(lines).anyMatch(l -> l.contains("(unofficial)"));

        fetch("public-sandbox-officer-training");
        Label error = node("#errorLabel");
        waitFor(error::isVisible);
        assertThat(error.getText()).matches(".*\\(HTTP 4\\d\\d .*");
        assertThat(table.getItems()).hasSize(6);

        fetch("public-sandbox-expired");
        waitFor(() -> error.isVisible() && !error.getText().isEmpty());
        assertThat(error.getText()).matches(".*\\(HTTP 4\\d\\d .*");
    }

    @Test
    void bankAccountsStayForTheSessionWhileTheOfficerMovesAround() throws Exception {
        robot.clickOn("#navBankAccounts");
        TableView<Account> table = node("#table");
        fetch("public-sandbox-kept");
        waitFor(() -> table.getItems().size() == 6);
        robot.clickOn("#navConnection");
        robot.clickOn("#navOrders");
        robot.clickOn("#navBankAccounts");
        TableView<Account> again = node("#table");
        assertThat(again).isSameAs(table);
        assertThat(again.getItems()).hasSize(6);
    }

    @Test
    void testConnectionAgainstTheSandbox() throws Exception {
        robot.clickOn("#navConnection");
        robot.clickOn("#testButton");
        waitFor(() -> text("#assetverifyResult").startsWith("Asset verification: ok"));
        assertThat(text("#assetverifyResult")).isEqualTo("Asset verification: ok (30 orders)");
        assertThat(text("#banklinkResult")).startsWith("Bank link: configured, not checked");
    }
}

package io.assetdesk.ui.testing;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.Balances;
import io.assetdesk.app.Composition;
import io.assetdesk.app.DesktopApp;
import io.assetdesk.ui.Themes;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.banklink.BankAccountsController;
import io.assetdesk.ui.connection.ConnectionController;
import io.assetdesk.ui.connection.ConnectionField;
import io.assetdesk.ui.shell.ShellController;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.animation.PauseTransition;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * Opens the real shell over a {@link FakeIntegrationService} for screenshots before the sandbox exists
 * (not a test). Args: [screen] [dark] where screen is orders, neworder, bank, connection, shortcuts (F1's list),
 * failed (the status bar after an unreadable answer); dark switches the theme as
 * the officer's theme button does.
 */
public final class DemoApp {
    private DemoApp() {
    }

    public static void main(String[] args) {
        Platform.startup(() -> {
            Application.setUserAgentStylesheet(Themes.userAgentStylesheet(false));
            TestApp app = TestApp.withFakes(c -> new FakeIntegrationService(c).orders(12)
                    .accounts("public-sandbox-demo", demoAccounts()));
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            Stage stage = new Stage();
            view.controller().install(stage, DesktopApp.screens());
            stage.show();
            String screen = args.length > 0 ? args[0] : "orders";
            if (Arrays.asList(args).contains("dark")) {
                view.root().lookupAll(".ad-nav-item").stream()
                        .filter(n -> n instanceof Button)
                        .map(n -> (Button) n)
                        .filter(b -> b.getOnAction() != null).findFirst().ifPresent(Button::fire);
            }
            switch (screen) {
                case "neworder" -> view.controller().showNewOrder();
                case "bank" -> {
                    view.controller().showBankAccounts();
                    var bank = (BankAccountsController) view.controller().currentController();
                    bank.model().tokenProperty().set("public-sandbox-demo");
                    bank.model().fetch();
                }
                case "bankempty" -> view.controller().showBankAccounts();
                case "connection-new" -> {
                    view.controller().showConnection();
                    var c = (ConnectionController) view.controller().currentController();
                    var m = c.model();
                    m.newProfile();
                    m.editor().field(ConnectionField.NAME).set("Production");
                    m.editor().field(ConnectionField.BASE_URL)
                            .set("http://integrations.bank.example");
                    m.editor().field(ConnectionField.PORTAL_URL)
                            .set("https://portal.bank.example");
                    m.editor().field(ConnectionField.BANKLINK_CLIENT_ID).set("client-7");
                    m.editor().field(ConnectionField.ASSETVERIFY_USERNAME).set("officer");
                    m.editor().field(ConnectionField.ASSETVERIFY_PASSWORD).set("x");
                }
                case "connection" -> view.controller().showConnection();
                case "shortcuts" -> {
                    view.controller().showOrders();
                    stage.getScene().getAccelerators().get(new KeyCodeCombination(KeyCode.F1)).run();
                }
                case "failed" -> {
                    // the status bar after a call the service answered with what the console cannot read
                    view.controller().showOrders();
                    FakeIntegrationService fake = app.activeFake();
                    fake.onGet = id -> CompletableFuture.failedFuture(FakeIntegrationService.error(
                            ApiException.Kind.BAD_RESPONSE, 200, "200 OK: the service's answer could not be read "
                                    + "(the order has no attributes)", "req-31"));
                    PauseTransition later = new PauseTransition(Duration.seconds(3)); // once the first check is in
                    later.setOnFinished(e -> app.context.connection().service().getOrderAsync("ord-3"));
                    later.play();
                }
                default -> view.controller().showOrders();
            }
        });
    }

    public static List<Account> demoAccounts() {
        return List.of(
                new Account("acc-1", "account", "Everyday Checking", "Plaid Gold Standard 0% Interest Checking",
                        "0042", "checking", "depository", new Balances(new BigDecimal("1203.42"),
                        new BigDecimal("1250.00"), "USD", null, null)),
                new Account("acc-2", "account", "Rainy Day Savings", "Plaid Silver Standard 0.1% Interest Saving",
                        "1111", "savings", "depository", new Balances(new BigDecimal("20500.10"),
                        new BigDecimal("20500.10"), "USD", null, null)),
                new Account("acc-3", "account", "Travel Card", null, "3333", "credit card", "credit",
                        new Balances(null, new BigDecimal("410.55"), "USD", new BigDecimal("2000"), null)),
                new Account("acc-4", "account", "Euro Account", "Girokonto", "7788", "checking", "depository",
                        new Balances(new BigDecimal("3100.00"), new BigDecimal("3150.25"), "EUR", null, null)),
                new Account("acc-5", "account", "Crypto Wallet", null, "9001", "brokerage", "investment",
                        new Balances(new BigDecimal("0.51234"), new BigDecimal("0.51234"), null, null, "BTC")));
    }
}

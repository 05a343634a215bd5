package io.assetdesk.ui.banklink;

import static io.assetdesk.ui.orders.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.DemoApp;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.TestApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Bank accounts screen over a fake service: what the officer sees after a fetch, and the failures. */
class BankAccountsScreenTest {
    private static final String TOKEN = "public-sandbox-demo";
    private static Locale before;
    private final FxRobot robot = new FxRobot();
    private TestApp app;
    private BankAccountsController controller;

    @BeforeAll
    static void toolkit() throws Exception {
        before = Locale.getDefault(Locale.Category.FORMAT);
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
        FxToolkit.registerPrimaryStage();
    }

    @AfterAll
    static void restore() {
        Locale.setDefault(Locale.Category.FORMAT, before);
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
    }

    private void open(FakeIntegrationService.Configurer setup) throws Exception {
        app = TestApp.withFakes(c -> setup.apply(new FakeIntegrationService(c)));
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<BankAccountsController> view = new ViewLoader(app.context).load("banklink/BankAccounts.fxml");
            controller = view.controller();
            Stage stage = new Stage();
            stage.setScene(TestApp.scene(view.root(), 1150, 700));
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private <T extends Node> T node(String query) {
        return robot.lookup(query).query();
    }

    private String cell(int row, int column) {
        TableView<Account> table = node("#table");
        return String.valueOf(table.getColumns().get(column).getCellObservableValue(row).getValue() instanceof Account
                ? renderedCell(row, column) : table.getColumns().get(column).getCellData(row));
    }

    /** The text the cell shows (amount columns render through their cell factory). */
    private String renderedCell(int row, int column) {
        TableView<Account> table = node("#table");
        String header = table.getColumns().get(column).getText();
        int index = 0;
        for (Node n : robot.lookup(".table-row-cell").queryAll()) {
            var r = (javafx.scene.control.TableRow<?>) n;
            if (r.getIndex() == row) {
                for (Node c : robot.from(r).lookup(".table-cell").queryAll()) {
                    var tc = (javafx.scene.control.TableCell<?, ?>) c;
                    if (tc.getTableColumn() != null && header.equals(tc.getTableColumn().getText())) {
                        return tc.getText();
                    }
                }
            }
            index++;
        }
        throw new AssertionError("no row " + row + " among " + index);
    }

    private void pasteToken(String token) {
        robot.clickOn("#tokenField");
        robot.interact(() -> ((TextField) node("#tokenField")).setText(token));
    }

    private List<String> totals() {
        FlowPane pane = node("#totalsPane");
        return pane.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    @Test
    void enterFetchesAndTheTableShowsWhatAPersonNeeds() throws Exception {
        open(f -> f.accounts(TOKEN, DemoApp.demoAccounts()));
        assertThat(((Button) node("#fetchButton")).isDisabled()).isTrue();
        assertThat(((Label) node("#tokenHint")).getText()).contains("works once");
        pasteToken(TOKEN);
        robot.type(KeyCode.ENTER);
        TableView<Account> table = node("#table");
        waitFor(() -> table.getItems().size() == 5 && totals().size() == 3);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(cell(0, 0)).isEqualTo("Everyday Checking");
        assertThat(cell(0, 2)).isEqualTo("\u2022\u2022\u2022\u2022 0042");
        assertThat(cell(0, 3)).isEqualTo("depository \u00b7 checking");
        assertThat(cell(0, 4)).isEqualTo("$1,203.42");
        assertThat(cell(0, 6)).isEqualTo("\u2014");
        assertThat(cell(2, 1)).isEqualTo("\u2014");
        assertThat(cell(2, 4)).isEqualTo("\u2014");
        assertThat(cell(2, 6)).isEqualTo("$2,000.00");
        assertThat(cell(3, 4)).isEqualTo("\u20ac3,100.00");
        assertThat(cell(4, 5)).isEqualTo("0.51234 BTC");
        assertThat(cell(4, 7)).isEqualTo("BTC (unofficial)");
        assertThat(cell(0, 7)).isEqualTo("USD");

        assertThat(totals()).containsExactly(
                "USD: available $21,703.52 \u00b7 current $22,160.65 (3 accounts)",
                "EUR: available \u20ac3,100.00 \u00b7 current \u20ac3,150.25 (1 account)",
                "BTC (unofficial): available 0.51234 BTC \u00b7 current 0.51234 BTC (1 account)");
        assertThat(((Label) node("#statusLabel")).getText()).isEqualTo("5 accounts (fetch 1)");
        // the token is spent: the field is cleared so it is not sent again by accident
        assertThat(((TextField) node("#tokenField")).getText()).isEmpty();
        assertThat(app.activeFake().listAccountsCalls.get()).isEqualTo(1);
    }

    @Test
    void aUsedTokenShowsTheServiceMessageWithStatusNextToTheFieldAndKeepsTheAccounts() throws Exception {
        open(f -> f.accounts(TOKEN, DemoApp.demoAccounts()));
        pasteToken(TOKEN);
        robot.clickOn("#fetchButton");
        TableView<Account> table = node("#table");
        waitFor(() -> table.getItems().size() == 5);

        pasteToken(TOKEN);
        robot.clickOn("#fetchButton");
        Label error = node("#errorLabel");
        waitFor(error::isVisible);
        assertThat(error.getText()).isEqualTo("400 Bad Request: public token already used (request id req-used)");
        assertThat(table.getItems()).hasSize(5);

        pasteToken("public-nonsense");
        assertThat(error.isVisible()).isFalse();
        robot.clickOn("#fetchButton");
        waitFor(error::isVisible);
        assertThat(error.getText()).startsWith("400 Bad Request: invalid public token");
    }

    @Test
    void fetchIsDisabledWhileRunningAndAStoppedFetchStillKeepsItsAccounts() throws Exception {
        open(f -> f.accounts(TOKEN, DemoApp.demoAccounts()).hold());
        pasteToken(TOKEN);
        robot.clickOn("#fetchButton");
        waitFor(() -> ((Button) node("#cancelButton")).isVisible());
        assertThat(((Button) node("#fetchButton")).isDisabled()).isTrue();
        assertThat(((TextField) node("#tokenField")).isDisabled()).isTrue();
        robot.clickOn("#cancelButton");
        assertThat(((Label) node("#statusLabel")).getText()).startsWith("Stopped waiting");
        app.activeFake().release();
        TableView<Account> table = node("#table");
        waitFor(() -> table.getItems().size() == 5);
        assertThat(app.activeFake().listAccountsCalls.get()).isEqualTo(1);
    }

    @Test
    void exportsCsvAndJsonOfTheShownAccounts() throws Exception {
        open(f -> f.accounts(TOKEN, DemoApp.demoAccounts()));
        pasteToken(TOKEN);
        robot.clickOn("#fetchButton");
        TableView<Account> table = node("#table");
        waitFor(() -> table.getItems().size() == 5);
        Path dir = Files.createTempDirectory(Path.of("target"), "bank-export-");
        controller.setFileChooser((ext, w) -> dir.resolve("accounts." + ext));
        robot.clickOn("#exportCsvButton");
        waitFor(() -> ((Label) node("#statusLabel")).getText().startsWith("Exported 5 accounts as CSV"));
        List<String> csv = Files.readAllLines(dir.resolve("accounts.csv"));
        assertThat(csv).hasSize(6);
        assertThat(csv.get(0)).isEqualTo("id,name,official_name,mask,type,subtype,available,current,limit,"
                + "iso_currency_code,unofficial_currency_code");
        assertThat(csv.get(1)).isEqualTo("acc-1,Everyday Checking,Plaid Gold Standard 0% Interest Checking,0042,"
                + "depository,checking,1203.42,1250.00,,USD,");
        assertThat(csv.get(5)).isEqualTo("acc-5,Crypto Wallet,,9001,investment,brokerage,0.51234,0.51234,,,BTC");

        robot.clickOn("#exportJsonButton");
        waitFor(() -> ((Label) node("#statusLabel")).getText().startsWith("Exported 5 accounts as JSON"));
        String json = Files.readString(dir.resolve("accounts.json"));
        assertThat(json).contains("\"name\" : \"Euro Account\"").contains("\"isoCurrencyCode\" : \"EUR\"")
                .contains("\"unofficialCurrencyCode\" : \"BTC\"").contains("0.51234");
    }
}

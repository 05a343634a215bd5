package io.assetdesk.ui.banklink;

import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.app.Composition;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.DemoApp;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/** The Bank accounts screen over a fake service: what the officer sees after a fetch, and the failures. */
@ScreenTest
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
    }

    @AfterAll
    static void restore() {
        Locale.setDefault(Locale.Category.FORMAT, before);
    }


    private void open(FakeIntegrationService.Configurer setup) throws Exception {
        app = TestApp.withFakes(c -> setup.apply(new FakeIntegrationService(c)));
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<BankAccountsController> view = Composition.views(app.context)
                    .load("banklink/BankAccounts.fxml");
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

    /**
     * The text the cell shows (amount columns render through their cell factory); a two-line cell's lines joined by
     * " / " (only the lines shown).
     */
    private String renderedCell(int row, int column) {
        TableView<Account> table = node("#table");
        String header = table.getColumns().get(column).getText();
        int index = 0;
        for (Node n : robot.lookup(".table-row-cell").queryAll()) {
            var r = (TableRow<?>) n;
            if (r.getIndex() == row) {
                for (Node c : robot.from(r).lookup(".table-cell").queryAll()) {
                    var tc = (TableCell<?, ?>) c;
                    if (tc.getTableColumn() != null && header.equals(tc.getTableColumn().getText())) {
                        if (tc.getGraphic() instanceof VBox lines) {
                            return String.join(" / ", lines.getChildren().stream().filter(Node::isVisible)
                                    .map(l -> ((Labeled) l).getText()).toList());
                        }
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

    private List<String> liabilities() {
        FlowPane pane = node("#liabilitiesPane");
        return pane.getChildren().stream().map(n -> ((Label) n).getText()).toList();
    }

    /** Every text the screen shows in a label or a table cell. */
    private List<String> shownTexts() {
        return robot.lookup(".label, .table-cell").queryAll().stream()
                .map(n -> n instanceof Labeled l ? l.getText() : null)
                .filter(t -> t != null && !t.isEmpty()).toList();
    }

    private void fetch(String token) {
        pasteToken(token);
        robot.clickOn("#fetchButton");
    }

    private static Account account(String id, String name, String type, String subtype, String available,
                                   String current, String limit, String iso) {
        return new Account(id, "account", name, null, id.substring(id.length() - 4), subtype, type,
                new Balances(available == null ? null : new BigDecimal(available),
                        current == null ? null : new BigDecimal(current), iso,
                        limit == null ? null : new BigDecimal(limit), null));
    }

    @Test
    void aCreditCardsAvailableCreditIsNeverTheBorrowersFundsAndWhatIsOwedIsShownApart() throws Exception {
        open(f -> f.accounts(TOKEN, List.of(
                account("acc-0001", "Checking", "depository", "checking", "1000.00", "1000.00", null, "USD"),
                account("acc-0002", "Visa", "credit", "credit card", "4000.00", "500.00", "4500.00", "USD"))));
        fetch(TOKEN);
        waitFor(() -> totals().size() == 1 && liabilities().size() == 1);

        assertThat(totals()).containsExactly("USD: available $1,000.00 \u00b7 current $1,000.00 (1 account)");
        assertThat(liabilities()).containsExactly("USD: owed $500.00 \u00b7 limit $4,500.00 (1 account)");
        // the card's available credit is still in its row, as it came, but no sum anywhere adds it to the funds
        assertThat(cell(1, 2)).isEqualTo("$4,000.00");
        assertThat(cell(1, 6)).isEqualTo("Liability");
        assertThat(shownTexts()).noneMatch(t -> t.contains("$5,000.00") || t.contains("$1,500.00"));
        assertThat(((Label) node("#fundsLabel")).getText()).isEqualTo("Funds");
        assertThat(((Label) node("#owedLabel")).getText()).isEqualTo("Owed");
    }

    @Test
    void loansAndDebtSubtypesOfUnknownTypesAreLiabilitiesAndUnknownTypesAreCountedAndMarked() throws Exception {
        open(f -> f.accounts(TOKEN, List.of(
                account("acc-0001", "Savings", "depository", "savings", "800.00", "800.00", null, "USD"),
                account("acc-0002", "Home Loan", "LOAN", "mortgage", null, "250000.00", null, "USD"),
                account("acc-0003", "Store Card", "other", "credit_card", "300.00", "200.00", "500.00", "USD"),
                account("acc-0004", "Gift Balance", "prepaid-thing", "gift", "25.00", "25.00", null, "USD"),
                account("acc-0005", "Sterling Card", "credit", "credit card", "900.00", "100.00", "1000.00", "GBP"))));
        fetch(TOKEN);
        waitFor(() -> ((TableView<?>) node("#table")).getItems().size() == 5 && liabilities().size() == 2);

        assertThat(cell(1, 6)).isEqualTo("Liability");
        assertThat(cell(2, 6)).isEqualTo("Liability");
        assertThat(cell(3, 6)).isEqualTo("Asset?");
        // nothing is dropped: the unknown type is in the funds, and said so; owed per currency, never added together
        assertThat(totals()).containsExactly(
                "USD: available $825.00 \u00b7 current $825.00 (2 accounts, 1 of unknown type)");
        assertThat(liabilities()).containsExactly(
                "USD: owed $250,200.00 \u00b7 limits $500.00 (1 of 2 accounts have a limit)",
                "GBP: owed \u00a3100.00 \u00b7 limit \u00a31,000.00 (1 account)");
    }

    @Test
    void withoutCreditOrLoanAccountsTheOwedLineSaysSo() throws Exception {
        open(f -> f.accounts(TOKEN, List.of(
                account("acc-0001", "Checking", "depository", "checking", "10.00", "10.00", null, "USD"))));
        assertThat(totals()).containsExactly("\u2014");
        assertThat(liabilities()).containsExactly("\u2014");
        fetch(TOKEN);
        waitFor(() -> totals().size() == 1 && !totals().get(0).equals("\u2014"));
        assertThat(liabilities()).containsExactly("None: no credit or loan accounts");
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

        // which account: its name over its mask and the bank's official name; its subtype over its type
        assertThat(cell(0, 0)).isEqualTo(
                "Everyday Checking / \u2022\u2022\u2022\u2022 0042 \u00b7 Plaid Gold Standard 0% Interest Checking");
        assertThat(cell(0, 1)).isEqualTo("checking / depository");
        assertThat(cell(0, 2)).isEqualTo("$1,203.42");
        assertThat(cell(0, 4)).isEqualTo("\u2014");
        // a card without an official name: its mask alone under its name
        assertThat(cell(2, 0)).isEqualTo("Travel Card / \u2022\u2022\u2022\u2022 3333");
        assertThat(cell(2, 2)).isEqualTo("\u2014");
        assertThat(cell(2, 4)).isEqualTo("$2,000.00");
        assertThat(cell(3, 2)).isEqualTo("\u20ac3,100.00");
        assertThat(cell(4, 3)).isEqualTo("0.51234 BTC");
        assertThat(cell(4, 5)).isEqualTo("BTC (unofficial)");
        assertThat(cell(0, 5)).isEqualTo("USD");

        assertThat(cell(0, 6)).isEqualTo("Asset");
        assertThat(cell(2, 6)).isEqualTo("Liability");
        // the BTC wallet says what the totals say: an asset, not cash until sold
        assertThat(cell(4, 6)).isEqualTo("Asset, not cash");

        // the Travel Card (credit) is a liability: its balance owed is not in the funds, it is shown apart
        assertThat(totals()).containsExactly(
                "USD: available $21,703.52 \u00b7 current $21,750.10 (2 accounts)",
                "EUR: available \u20ac3,100.00 \u00b7 current \u20ac3,150.25 (1 account)",
                "BTC (unofficial): available 0.51234 BTC \u00b7 current 0.51234 BTC (1 account), not counted as cash");
        assertThat(liabilities()).containsExactly("USD: owed $410.55 \u00b7 limit $2,000.00 (1 account)");
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
        assertThat(error.getText()).isEqualTo("Public token already used (HTTP 400 Bad Request, request id req-used)");
        assertThat(table.getItems()).hasSize(5);

        pasteToken("public-nonsense");
        assertThat(error.isVisible()).isFalse();
        robot.clickOn("#fetchButton");
        waitFor(error::isVisible);
        assertThat(error.getText()).startsWith("Invalid public token (HTTP 400 Bad Request");
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
        app.dialogs.onSave(r -> dir.resolve("accounts." + r.extension()));
        robot.clickOn("#exportCsvButton");
        waitFor(() -> ((Label) node("#statusLabel")).getText().startsWith("Exported 5 accounts as CSV"));
        List<String> csv = Files.readAllLines(dir.resolve("accounts.csv"));
        assertThat(csv).hasSize(10);
        assertThat(csv.get(0)).isEqualTo("id,name,official_name,mask,type,subtype,available,current,limit,"
                + "iso_currency_code,unofficial_currency_code,counts_as");
        assertThat(csv.get(1)).isEqualTo("acc-1,Everyday Checking,Plaid Gold Standard 0% Interest Checking,0042,"
                + "depository,checking,1203.42,1250.00,,USD,,asset");
        assertThat(csv.get(3)).isEqualTo("acc-3,Travel Card,,3333,credit,credit card,,410.55,2000,USD,,liability");
        assertThat(csv.get(5)).isEqualTo("acc-5,Crypto Wallet,,9001,investment,brokerage,0.51234,0.51234,,,BTC,asset");
        // the same split as the screen: funds per currency (unofficial ones apart), then what is owed per currency
        assertThat(csv.subList(6, 10)).containsExactly(
                "total,Total funds (2 accounts),,,,,21703.52,21750.10,,USD,,asset",
                "total,Total funds (1 account),,,,,3100.00,3150.25,,EUR,,asset",
                "total,\"Total funds, not counted as cash (1 account)\",,,,,0.51234,0.51234,,,BTC,asset",
                "total,\"Total owed on credit and loans (1 account, 1 with a limit)\",,,,,,410.55,2000,USD,,liability");

        robot.clickOn("#exportJsonButton");
        waitFor(() -> ((Label) node("#statusLabel")).getText().startsWith("Exported 5 accounts as JSON"));
        String json = Files.readString(dir.resolve("accounts.json"));
        assertThat(json).contains("\"name\" : \"Euro Account\"").contains("\"isoCurrencyCode\" : \"EUR\"")
                .contains("\"unofficialCurrencyCode\" : \"BTC\"").contains("0.51234");
    }
}

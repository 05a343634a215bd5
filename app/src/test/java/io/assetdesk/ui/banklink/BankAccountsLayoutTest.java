package io.assetdesk.ui.banklink;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.Balances;
import io.assetdesk.app.Composition;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.shell.WindowPlacement;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestApp;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.Pane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Bank accounts screen inside the real shell at the window size the console opens with: masks, amounts, limits,
 * crypto values, currencies and what each account counts as are shown whole, never cut to an ellipsis, and no column
 * is pushed out of the table.
 */
@ScreenTest
class BankAccountsLayoutTest {
    private static final String TOKEN = "public-sandbox-layout";
    /** Columns whose text must never be cut (the account's name and official name and the type give way). */
    private static final Set<String> WHOLE = Set.of("Available", "Current", "Limit", "Currency", "Counts as");
    private static Locale before;
    private final FxRobot robot = new FxRobot();
    private TestApp app;

    @BeforeAll
    static void toolkit() throws Exception {
        before = Locale.getDefault(Locale.Category.FORMAT);
        Locale.setDefault(Locale.Category.FORMAT, Locale.US);
    }

    @AfterAll
    static void restore() {
        Locale.setDefault(Locale.Category.FORMAT, before);
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.cleanupStages();
        app.context.connection().close();
    }

    /** Wide values of every kind the sandbox and the field notes bring: long crypto, big limits, foreign symbols. */
    static List<Account> wideAccounts() {
        return List.of(
                account("acc-1", "Platypus Checking", "First Platypus Bank Everyday Checking", "9166", "depository",
                        "checking", "10407.75", "10433.44", null, "USD", null),
                account("acc-2", "Platypus Rewards Card", "First Platypus Bank Visa Signature Rewards", "4069",
                        "credit", "credit card", "17145.26", "3854.74", "21000.00", "USD", null),
                account("acc-3", "Home Mortgage", "First Platypus Bank 30-Year Fixed Mortgage", "7720", "loan",
                        "mortgage", null, "1250000.00", null, "USD", null),
                account("acc-4", "Brokerage", "First Platypus Bank Self-Directed Brokerage", "3882", "investment",
                        "brokerage", "5514.97", "110299.57", null, "USD", null),
                account("acc-5", "Canadian Dollar Account", "Maple Leaf Chequing", "6301", "depository", "checking",
                        "12618.83", "12618.83", null, "CAD", null),
                account("acc-6", "Ether Wallet", "Coinvault Ethereum Wallet", "7993", "investment",
                        "crypto exchange", "912.34567891", "912.34567891", null, null, "ETH"),
                account("acc-7", "Store Account", null, "0007", "other", "store card", "12.00", "12.00", null, "USD",
                        null));
    }

    private static Account account(String id, String name, String official, String mask, String type, String subtype,
                                   String available, String current, String limit, String iso, String unofficial) {
        return new Account(id, "account", name, official, mask, subtype, type, new Balances(
                available == null ? null : new BigDecimal(available), new BigDecimal(current), iso,
                limit == null ? null : new BigDecimal(limit), unofficial));
    }

    /** Opens the shell as the console does on a screen of this size (no remembered bounds), on Bank accounts. */
    private Stage openShell(int screenWidth, int screenHeight) throws Exception {
        app = TestApp.withFakes(c -> new FakeIntegrationService(c).accounts(TOKEN, wideAccounts()));
        Stage[] stage = new Stage[1];
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app.context).load("shell/Shell.fxml");
            stage[0] = new Stage();
            view.controller().install(stage[0], List.of(new Rectangle2D(0, 0, screenWidth, screenHeight)));
            stage[0].show();
            view.controller().showBankAccounts();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return stage[0];
    }

    private TableView<Account> fetch() {
        robot.clickOn("#tokenField");
        robot.interact(() -> ((TextField) robot.lookup("#tokenField").query()).setText(TOKEN));
        robot.clickOn("#fetchButton");
        TableView<Account> table = robot.lookup("#table").query();
        waitFor(() -> table.getItems().size() == 7 && cells(table).size() >= WHOLE.size());
        WaitForAsyncUtils.waitForFxEvents();
        return table;
    }

    /** Cells whose shown text is cut to an ellipsis, and columns narrower than their minimum. */
    private static List<String> cutOff(TableView<Account> table) {
        List<String> found = new ArrayList<>();
        for (TableColumn<Account, ?> c : table.getVisibleLeafColumns()) {
            if (c.getWidth() + 0.5 < c.getMinWidth()) {
                found.add(c.getText() + " narrower than its minimum: " + c.getWidth() + " < " + c.getMinWidth());
            }
        }
        // the total lines: whole (wrapped when the window is narrow), inside their pane
        for (String pane : List.of("#totalsPane", "#liabilitiesPane")) {
            Pane box = (Pane) table.getScene().lookup(pane);
            Bounds boxBounds = box.localToScene(box.getLayoutBounds());
            if (boxBounds.getMaxX() > box.getScene().getWidth() + 0.5) {
                found.add(pane + " runs out of the window: " + boxBounds.getMaxX() + " > " + box.getScene().getWidth());
            }
            for (Node n : box.getChildren()) {
                Labeled line = (Labeled) n;
                Text shown = (Text) line.lookup(".text");
                if (shown != null && !shown.getText().replace("\n", " ").equals(line.getText())) {
                    found.add("total cut: '" + shown.getText() + "' of '" + line.getText() + "'");
                }
                if (line.localToScene(line.getLayoutBounds()).getMaxX() > boxBounds.getMaxX() + 0.5) {
                    found.add("total runs out of its pane: " + line.getText());
                }
            }
        }
        for (Node header : table.lookupAll(".column-header .label")) {
            Labeled label = (Labeled) header;
            Text shown = (Text) label.lookup(".text");
            if (WHOLE.contains(label.getText()) && shown != null && !shown.getText().equals(label.getText())) {
                found.add("header cut: '" + shown.getText() + "' of '" + label.getText() + "'");
            }
        }
        for (TableCell<?, ?> cell : cells(table)) {
            Text shown = (Text) cell.lookup(".text");
            if (shown != null && !shown.getText().equals(cell.getText())) {
                found.add(cell.getTableColumn().getText() + " cut: '" + shown.getText() + "' of '" + cell.getText()
                        + "'");
            }
        }
        // the account's mask (the start of its second line) is never the part cut
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell && !cell.isEmpty() && cell.getTableColumn() != null
                    && "Account".equals(cell.getTableColumn().getText())) {
                Labeled second = (Labeled) cell.lookup(".ad-second-line");
                Text shown = second == null ? null : (Text) second.lookup(".text");
                String mask = second == null ? "" : second.getText().split(" \u00b7 ")[0];
                if (shown == null || !shown.getText().startsWith(mask)) {
                    found.add("mask cut: '" + (shown == null ? null : shown.getText()) + "' of '" + mask + "'");
                }
            }
        }
        return found;
    }

    @Test
    void atTheDefaultWindowWidthEveryColumnFitsAndNoMaskAmountLimitOrCryptoValueIsCut() throws Exception {
        // a 1280x800 screen: the console opens at its default width (1280) and the screen's height. (A taller window
        // than the headless test screen's 800 pixels cannot be painted there; the width is what the columns share.)
        Stage stage = openShell(1280, 800);
        assertThat(fx(stage::getWidth)).isEqualTo(WindowPlacement.DEFAULT_WIDTH);
        assertThat(fx(stage::getHeight)).isEqualTo(800.0);
        TableView<Account> table = fetch();

        List<String> problems = fx(() -> {
            List<String> found = cutOff(table);
            Bounds tableBounds = table.localToScene(table.getLayoutBounds());
            double sum = table.getVisibleLeafColumns().stream().mapToDouble(TableColumn::getWidth).sum();
            if (sum > table.getWidth()) {
                found.add("columns " + sum + " wider than the table " + table.getWidth());
            }
            for (TableCell<?, ?> cell : cells(table)) {
                Bounds b = cell.localToScene(cell.getLayoutBounds());
                if (b.getMaxX() > tableBounds.getMaxX() + 0.5) {
                    found.add(cell.getTableColumn().getText() + " ends outside the table: " + cell.getText());
                }
            }
            return found;
        });
        assertThat(problems).isEmpty();
        // the wide values are really on screen, whole
        assertThat(fx(() -> cells(table).stream().map(TableCell::getText).toList())).contains("$21,000.00",
                "$1,250,000.00", "912.34567891 ETH", "ETH (unofficial)", "CA$12,618.83", "Liability", "Asset?");
        // and the accounts' names and subtypes, which used to give way to the amounts, are whole at this width
        assertThat(fx(() -> shownFirstLines(table, "Account"))).containsExactlyInAnyOrder("Platypus Checking",
                "Platypus Rewards Card", "Home Mortgage", "Brokerage", "Canadian Dollar Account", "Ether Wallet",
                "Store Account");
        assertThat(fx(() -> shownFirstLines(table, "Type"))).contains("credit card", "crypto exchange", "store card");
    }

    @Test
    void inTheSmallestWindowTheTableScrollsSidewaysRatherThanCutAValue() throws Exception {
        Stage stage = openShell(900, 600);
        assertThat(fx(stage::getWidth)).isEqualTo(WindowPlacement.MIN_WIDTH);
        TableView<Account> table = fetch();

        assertThat(fx(() -> cutOff(table))).isEmpty();
        waitFor(() -> table.lookupAll(".scroll-bar").stream().anyMatch(n -> n instanceof ScrollBar bar
                && bar.getOrientation() == Orientation.HORIZONTAL && bar.isVisible()));
    }

    /** The first lines of a two-line column's cells as drawn (cut text ends in an ellipsis). */
    private static List<String> shownFirstLines(TableView<Account> table, String column) {
        List<String> found = new ArrayList<>();
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell && !cell.isEmpty() && cell.getTableColumn() != null
                    && column.equals(cell.getTableColumn().getText()) && cell.getGraphic() instanceof Pane lines) {
                Text shown = (Text) lines.getChildren().get(0).lookup(".text");
                found.add(shown == null ? null : shown.getText());
            }
        }
        return found;
    }

    /** The non-empty cells of the columns that must show their text whole. */
    private static List<TableCell<?, ?>> cells(TableView<Account> table) {
        List<TableCell<?, ?>> found = new ArrayList<>();
        for (Node n : table.lookupAll(".table-cell")) {
            if (n instanceof TableCell<?, ?> cell && !cell.isEmpty() && cell.getText() != null
                    && cell.getTableColumn() != null && WHOLE.contains(cell.getTableColumn().getText())) {
                found.add(cell);
            }
        }
        return found;
    }
}

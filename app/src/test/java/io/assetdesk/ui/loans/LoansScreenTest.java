package io.assetdesk.ui.loans;

import static io.assetdesk.testing.ReportValues.parse;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static io.assetdesk.ui.testing.ScreenHarness.waitOffFx;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/** The Loans screen as the officer uses it: open a loan file, type its terms, decide on a deposit, export its PDF. */
@ScreenTest
class LoansScreenTest {
    private static final LocalDateTime END = LocalDateTime.of(2026, 11, 20, 0, 0);
    private final FxRobot robot = new FxRobot();
    private final FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
    private ScreenHarness h;
    private ViewLoader.View<LoansController> view;

    @BeforeEach
    void setUp() {
        String cash = "[{\"transactionId\": \"t-1\", \"date\": \"" + END.minusDays(3) + "\", \"description\": \"CASH"
                + " DEPOSIT\", \"amount\": 6000.00}]";
        String summary = "{\"Account\": {\"Name\": \"Checking\", \"Type\": \"depository\", \"Currency\": \"USD\","
                + " \"Institution\": \"Harbor Bank\", \"Mask\": \"6120\", \"AccountHolders\": [\"ANN LEE\"]}}";
        Order ann = new Order("ord-ann", "order", Instant.parse("2026-11-20T10:00:00Z"), false, "closed", null, 0,
                null, "1234", "LN-7", "Ann", "Lee", null, null, null, null, List.of(OrderAccountReport.of("acc-1",
                parse(cash), parse("[]"), parse(summary), null, END.minusDays(90), END, new BigDecimal("30000.00"),
                new BigDecimal("30000.00"), null, 400, 90)), null, null);
        service.answering(List.of(ann));
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(Map.of("ord-ann", ann).get(id),
                "{}"));
        h = new ScreenHarness(service);
        view = h.show("loans/Loans.fxml");
        ScreenHarness.fx(() -> view.controller().onShown());
    }

    private Node node(String query) {
        return robot.lookup(query).query();
    }

    private String text(String query) {
        return ScreenHarness.fx(() -> ((Label) node(query)).getText());
    }

    private void type(String query, String value) {
        robot.interact(() -> ((TextField) node(query)).setText(value));
    }

    @Test
    void anOfficerOpensALoanTypesItsTermsLeavesADepositOutAndExportsItsPdf() throws Exception {
        robot.clickOn("#newLoanField").write("LN-7").type(KeyCode.ENTER);
        waitFor(() -> text("#titleLabel").equals("Loan LN-7"));
        waitFor(() -> ((ListView<?>) node("#borrowerList")).getItems().size() == 1);

        type("#incomeField", "8000");
        type("#cashField", "20000");
        robot.clickOn("#saveTermsButton");
        waitFor(() -> text("#noticeLabel").equals("Terms saved."));

        robot.interact(() -> ((TabPane) node("#tabs")).getSelectionModel().select(2));
        waitFor(() -> text("#fundsLabel").contains("still to explain $6,000.00; counted $24,000.00"));
        ListView<?> deposits = (ListView<?>) node("#depositList");
        waitFor(() -> deposits.getItems().size() == 1);
        robot.interact(() -> deposits.getSelectionModel().select(0));
        robot.interact(() -> ((ComboBox<Object>) node("#outcomeBox")).getSelectionModel()
                .select(1)); // leave out of the funds
        robot.clickOn("#noteField").write("no explanation");
        robot.clickOn("#decideButton");
        waitFor(() -> text("#noticeLabel").equals("Decision recorded."));
        waitFor(() -> text("#fundsLabel").contains("left out by you $6,000.00"));

        Path pdf = h.dataDir.resolve("loan-LN-7.pdf");
        h.dialogs.onSave(r -> pdf);
        robot.clickOn("#exportButton");
        waitFor(() -> text("#noticeLabel").startsWith("Saved loan-LN-7.pdf"));
        waitOffFx(() -> Files.size(pdf) > 1000);

        robot.interact(() -> ((TabPane) node("#tabs")).getSelectionModel().select(3));
        ListView<?> history = (ListView<?>) node("#historyList");
        waitFor(() -> history.getItems().stream().anyMatch(i -> i.toString().contains("Loan PDF saved as "
                + "loan-LN-7.pdf")));
        assertThat(text("#chainLabel")).isEqualTo("The history holds together: each entry follows the one before it, "
                + "unchanged since it was written, and the loan is as its last entry left it.");
        assertThat(h.context.loanFiles().call(s -> s.history("LN-7")).get()).extracting(HistoryEntry::action)
                .contains(HistoryEntry.Action.TERMS_CHANGED, HistoryEntry.Action.DEPOSIT_DECIDED,
                        HistoryEntry.Action.DOCUMENT_EXPORTED);
    }

    @Test
    void aLostTeamDatabaseTurnsTheScreenReadOnlyWithABannerKeepsWhatIsTypedAndLiftsItWhenBack() {
        robot.clickOn("#newLoanField").write("LN-7").type(KeyCode.ENTER);
        waitFor(() -> text("#titleLabel").equals("Loan LN-7"));
        type("#incomeField", "8000");
        waitFor(() -> !node("#saveTermsButton").isDisabled());

        h.context.loanFiles().lost("the team database at db.example.com:5432/assetdesk cannot be reached "
                + "(Connection refused)");

        waitFor(() -> node("#readOnlyBanner").isVisible());
        assertThat(text("#readOnlyBanner")).startsWith("Read only: the team database at db.example.com:5432/"
                + "assetdesk cannot be reached");
        for (String writes : List.of("#saveTermsButton", "#newOrderButton", "#addOrderButton", "#openButton")) {
            assertThat(ScreenHarness.fx(() -> node(writes).isDisabled())).as(writes).isTrue();
        }
        assertThat(ScreenHarness.fx(() -> ((TextField) node("#incomeField")).getText())).isEqualTo("8000");

        h.context.loanFiles().back();

        waitFor(() -> !node("#readOnlyBanner").isVisible());
        waitFor(() -> !node("#saveTermsButton").isDisabled());
        robot.clickOn("#saveTermsButton");
        waitFor(() -> text("#noticeLabel").equals("Terms saved."));
    }

    @Test
    void aWorkstationsLoanFilesAreMovedToTheTeamWithTheButtonOnceTheOfficerSaysYes() {
        AtomicBoolean pending = new AtomicBoolean(true);
        h.context.loanFiles().moveWith(new LoanFiles.Mover() {
            @Override
            public boolean pending() {
                return pending.get();
            }

            @Override
            public LoanFiles.Moved move() {
                pending.set(false);
                return new LoanFiles.Moved(true, "moved: loan LN-7\nkept aside: loans.mv.db.moved-to-team-1");
            }
        });
        ScreenHarness.fx(() -> view.controller().onShown());
        waitFor(() -> node("#moveButton").isVisible());

        h.dialogs.answer("loans.move", false);
        robot.clickOn("#moveButton");
        assertThat(pending.get()).as("nothing moved when the officer says no").isTrue();

        h.dialogs.answer("loans.move", true);
        robot.clickOn("#moveButton");

        waitFor(() -> text("#noticeLabel").equals("Moved to the team database: moved: loan LN-7 kept aside: "
                + "loans.mv.db.moved-to-team-1"));
        waitFor(() -> !node("#moveButton").isVisible());
    }

    @Test
    void anUnreadableLoanDatabaseIsRefusedWithABannerUntilTheOfficerChoosesToStartWithNone() throws Exception {
        Path data = ScreenHarness.newDataDir();
        Path loans = Files.createDirectories(data.resolve("loans"));
        Files.write(loans.resolve("loans.mv.db"), "random bytes, not a database".repeat(300).getBytes());
        ScreenHarness damaged = new ScreenHarness(service, data, h.reportWaits);
        ViewLoader.View<LoansController> screen = damaged.show("loans/Loans.fxml");
        ScreenHarness.fx(() -> screen.controller().onShown());

        waitFor(() -> robot.lookup("#readOnlyBanner").query().isVisible());
        Label banner = robot.lookup("#readOnlyBanner").query();
        assertThat(ScreenHarness.fx(banner::getText)).startsWith("The loan files could not be read")
                .contains("loans.mv.db.damaged-", "restore them from a backup");
        assertThat(ScreenHarness.fx(() -> robot.lookup("#openButton").query().isDisabled())).isTrue();

        damaged.dialogs.answer("loans.startEmpty", true);
        robot.clickOn("#startEmptyButton");

        waitFor(() -> !robot.lookup("#readOnlyBanner").query().isVisible());
        waitFor(() -> ScreenHarness.fx(() -> ((Label) robot.lookup("#noticeLabel").query()).getText())
                .startsWith("Started with no loan files; the unreadable ones stay kept as "));
        robot.clickOn("#newLoanField").write("LN-AFTER").type(KeyCode.ENTER);
        waitFor(() -> ScreenHarness.fx(() -> ((Label) robot.lookup("#titleLabel").query()).getText())
                .equals("Loan LN-AFTER"));
    }

    /** Presses Tab until the focus is on {@code query} (or inside it); fails when Tab never gets there. */
    private void tabTo(String query) {
        Node target = node(query);
        for (int i = 0; i < 80; i++) {
            if (ScreenHarness.fx(() -> {
                for (Node n = target.getScene().getFocusOwner(); n != null; n = n.getParent()) {
                    if (n == target) {
                        return true;
                    }
                }
                return false;
            })) {
                return;
            }
            robot.push(KeyCode.TAB);
        }
        throw new AssertionError("Tab never reached " + query + "; focus on " + ScreenHarness.fx(() -> {
            Node f = target.getScene().getFocusOwner();
            return f + " id " + (f == null ? null : f.getId()) + "; target visible " + target.isVisible()
                    + " disabled " + target.isDisabled() + " traversable " + target.isFocusTraversable()
                    + " in scene " + (target.getScene() != null);
        }));
    }

    @Test
    void theSameWorkByKeyboardAloneTermsADepositDecisionAndThePdf() throws Exception {
        robot.targetWindow(node("#newLoanField").getScene().getWindow());
        tabTo("#newLoanField");
        robot.write("LN-7").type(KeyCode.ENTER);
        waitFor(() -> text("#titleLabel").equals("Loan LN-7"));
        tabTo("#incomeField");
        robot.write("8000");
        tabTo("#cashField");
        robot.write("20000");
        tabTo("#saveTermsButton");
        robot.type(KeyCode.SPACE);
        waitFor(() -> text("#noticeLabel").equals("Terms saved."));

        // to the checks tab: Ctrl+Page Down from within the tabs, twice
        robot.push(KeyCode.CONTROL, KeyCode.PAGE_DOWN);
        robot.push(KeyCode.CONTROL, KeyCode.PAGE_DOWN);
        waitFor(() -> ((TabPane) node("#tabs")).getSelectionModel().getSelectedIndex() == 2);
        waitFor(() -> text("#fundsLabel").contains("still to explain $6,000.00"));
        tabTo("#depositList");
        robot.type(KeyCode.HOME);
        ListView<?> deposits = (ListView<?>) node("#depositList");
        waitFor(() -> deposits.getSelectionModel().getSelectedIndex() == 0);
        tabTo("#outcomeBox");
        robot.type(KeyCode.DOWN);
        ComboBox<?> outcome = (ComboBox<?>) node("#outcomeBox");
        waitFor(() -> outcome.getSelectionModel().getSelectedIndex() == 1);
        tabTo("#noteField");
        robot.write("no explanation");
        tabTo("#decideButton");
        robot.type(KeyCode.SPACE);
        waitFor(() -> text("#noticeLabel").equals("Decision recorded."));
        waitFor(() -> text("#fundsLabel").contains("left out by you $6,000.00"));

        Path pdf = h.dataDir.resolve("loan-LN-7.pdf");
        h.dialogs.onSave(r -> pdf);
        tabTo("#exportButton");
        robot.type(KeyCode.SPACE);
        waitFor(() -> text("#noticeLabel").startsWith("Saved loan-LN-7.pdf"));
        waitOffFx(() -> Files.size(pdf) > 1000);
    }

    @Test
    void aFigureThatIsNotAnAmountIsRefusedOnScreen() {
        robot.clickOn("#newLoanField").write("LN-7").type(KeyCode.ENTER);
        waitFor(() -> text("#titleLabel").equals("Loan LN-7"));
        type("#salesPriceField", "a lot");
        robot.clickOn("#saveTermsButton");
        waitFor(() -> text("#noticeLabel").equals("Sales price: enter an amount such as 1200.50"));
        assertThat(node("#noticeLabel").getStyleClass()).contains("loan-notice-error");
    }
}

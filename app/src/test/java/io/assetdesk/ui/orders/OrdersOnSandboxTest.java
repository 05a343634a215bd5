package io.assetdesk.ui.orders;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.neworder.NewOrderController;
import io.assetdesk.ui.order.OrderController;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import java.time.Duration;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;

/**
 * The three order screens against the in-process sandbox with the real client: search, a completed order's report,
 * and creating orders through the form with the training switches (Error500, RateLimit, Slow, Invalid, Lost).
 */
@ScreenTest
class OrdersOnSandboxTest {
    private static SandboxServer sandbox;
    private static ConnectionProfile profile;
    private static IntegrationClient direct;
    private final FxRobot robot = new FxRobot();

    @BeforeAll
    static void startSandbox() {
        sandbox = SandboxServer.start(0, 30, Duration.ofSeconds(1));
        profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(), SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD),
                        true);
        direct = new IntegrationClient(profile.toServiceConfig());
    }

    @AfterAll
    static void stopSandbox() {
        direct.close();
        sandbox.close();
    }


    private ScreenHarness harness() {
        return new ScreenHarness(IntegrationClient::new, profile, ScreenHarness.newDataDir(), ReportWaits.inMemory());
    }

    private Label label(String id) {
        return robot.lookup("#" + id).queryAs(Label.class);
    }

    private TextField field(String id) {
        return robot.lookup("#" + id).queryAs(TextField.class);
    }

    private boolean shown(String id) {
        Node n = robot.lookup("#" + id).query();
        return n.isVisible() && n.isManaged();
    }

    @Test
    void theOfficerFindsAnOrderBySearch() {
        Order wanted = direct.listOrders().stream().filter(Order::isOrderType)
                .filter(o -> o.referenceNumber() != null && !o.archived()).findFirst().orElseThrow();
        ScreenHarness h = harness();
        h.show("orders/Orders.fxml");
        waitFor(() -> robot.lookup("#table").tryQuery().map(Node::isVisible).orElse(false)); // it comes with the rows
        @SuppressWarnings("unchecked")
        TableView<OrderRow> table = robot.lookup("#table").queryAs(TableView.class);
        waitFor(() -> table.isVisible() && !table.getItems().isEmpty());
        assertThat(label("countLabel").getText()).matches("Showing \\d+ of \\d+ orders");

        robot.clickOn("#search").write(wanted.referenceNumber());
        waitFor(() -> table.getItems().size() >= 1 && table.getItems().stream()
                .allMatch(r -> r.order().referenceNumber().contains(wanted.referenceNumber())
                        || r.order().borrowerName().toLowerCase().contains(wanted.referenceNumber().toLowerCase())));
        assertThat(table.getItems()).extracting(OrderRow::id).contains(wanted.id());
        robot.doubleClickOn(robot.lookup(".table-cell").match(n -> n instanceof TableCell<?, ?> c
                && wanted.referenceNumber().equals(c.getText())).queryAs(Node.class));
        waitFor(() -> h.navigator.calls.contains("order:" + wanted.id()));
    }

    /** The sandbox's showcase orders, by the end of their reference: each makes some of the summary's checks fire. */
    private List<String> openShowcase(String referenceEnd, String cashToClose, String payment, String income) {
        Order o = direct.listOrders().stream().filter(Order::isOrderType)
                .filter(x -> x.referenceNumber() != null && x.referenceNumber().endsWith(referenceEnd))
                .findFirst().orElseThrow();
        ScreenHarness h = harness();
        ViewLoader.View<OrderController> view = h.show("order/Order.fxml");
        fx(() -> view.controller().showOrder(o.id()));
        waitFor(() -> o.borrowerName().equals(label("borrowerName").getText())
                && robot.lookup(".account-card").tryQuery().isPresent());
        fx(() -> {
            field("cashToCloseField").setText(cashToClose);
            field("paymentField").setText(payment);
            field("incomeField").setText(income);
        });
        waitFor(() -> !robot.lookup("#fundsTile .check-value").queryAs(Label.class).getText().startsWith("Enter"));
        return reportTexts();
    }

    private List<String> reportTexts() {
        return fx(() -> robot.lookup("#reportBox .label").queryAllAs(Label.class).stream()
                .map(l -> String.valueOf(l.getText())).toList());
    }

    /** The report's texts once the large-deposit threshold reads {@code threshold} (the figures took effect). */
    private List<String> withThreshold(String threshold) {
        waitFor(() -> reportTexts().stream().anyMatch(t -> t.contains("(" + threshold + ")")));
        return reportTexts();
    }

    @Test
    void theShowcaseOrdersAnswerTheLoanFilesQuestionsOnOneScreen() {
        // several currencies, crypto, a credit card, a wire to explain beside payroll from the stated employer
        List<String> emily = openShowcase("100001", "25,000", "2,150", "9,500");
        assertThat(emily).contains("Short by $2,970.21", "1 to explain", "WIRE TRANSFER IN", "$12,000.00",
                "CA$18,406.12", "0.84210000 BTC", "USD owed", "$1,240.55", "All accounts long enough")
                .anyMatch(t -> t.startsWith("1 account; not added: needs conversion to USD"))
                .anyMatch(t -> t.startsWith("Coin Vault Wallet \u2022\u2022\u2022\u2022 7731: unofficial currency"))
                .noneMatch(t -> t.contains("PINECREST SOFTWARE LLC PAYROLL") && t.contains("explain"));
        // an income of 300: the card's charges (HOMEGOODS ONLINE 189.99...) are no deposits to explain
        openShowcase("100001", "25,000", "2,150", "300");
        assertThat(withThreshold("$150.00")).contains("Deposits the borrower must explain").noneMatch(t
                -> t.contains("HOMEGOODS")
                || t.contains("PIZZERIA") || t.contains("Platypus Rewards Visa \u2022\u2022\u2022\u2022 9034"));
        // a 30-day report where the program needs 60
        assertThat(openShowcase("100002", "1,000", "100", "5,000")).contains("2 accounts too short", "Covered",
                "Held by: Smith Family Trust", "The borrower is not among the named owners");
        // 300.00 moved from checking to savings is a transfer, not a deposit to explain
        openShowcase("100002", "1,000", "100", "100");
        assertThat(withThreshold("$50.00"))
                .contains("Moved between the borrower's verified accounts (transfers, not deposits to explain)",
                        "from Harbor Everyday Checking \u2022\u2022\u2022\u2022 6120")
                .noneMatch(t -> t.contains("TRANSFER FROM CHECKING"));
        // a report that ended 150 days ago (in UTC): its age in days is counted in the officer's time zone, so between
        // midnight there and midnight UTC it is a day more
        String lindaId = direct.listOrders().stream().filter(Order::isOrderType)
                .filter(x -> x.referenceNumber() != null && x.referenceNumber().endsWith("100003"))
                .findFirst().orElseThrow().id();
        LocalDate end = direct.getOrder(lindaId).order().accounts().stream()
                .map(a -> a.transactionEndDate().toLocalDate()).min(Comparator.naturalOrder()).orElseThrow();
        long age = ChronoUnit.DAYS.between(end, LocalDate.now(ScreenHarness.ZONE));
        assertThat(age).isBetween(150L, 151L);
        assertThat(openShowcase("100003", "1,000", "100", "5,000")).contains(age + " days old");
        assertThat(robot.lookup("#ageTile").query().getStyleClass()).contains("check-flag");
    }

    @Test
    void aCompletedOrderShowsItsReportWithTablesAndTree() {
        OrderDocument closed = direct.listOrders().stream()
                .filter(o -> "closed".equals(o.status()) && o.isOrderType())
                .map(o -> direct.getOrder(o.id()))
                .filter(d -> d.order().hasReport() && d.order().accounts().stream()
                        .anyMatch(a -> a.transactions().size() > 0))
                .findFirst().orElseThrow(() -> new AssertionError("the sandbox seeds closed orders with reports"));
        ScreenHarness h = harness();
        ViewLoader.View<OrderController> view = h.show("order/Order.fxml");
        fx(() -> view.controller().showOrder(closed.order().id()));
        // the report box is part of the layout before the order arrives: wait for this order's header as well
        waitFor(() -> shown("reportBox") && closed.order().borrowerName().equals(label("borrowerName").getText()));
        assertThat(label("statusPill").getText()).isEqualTo("Closed");
        // one card per verified account, headed by the bank's account name from the report's Summary
        int count = closed.order().accounts().size();
        waitFor(() -> robot.lookup(".account-card").queryAll().size() == count);
        assertThat(robot.lookup("#account-0 .account-title").queryAs(Label.class).getText())
                .isEqualTo(closed.order().accounts().get(0).label().name());
        // choose an account with tagged transactions: its grid has a row of cells per transaction
        int withTx = 0;
        for (int i = 0; i < count; i++) {
            if (closed.order().accounts().get(i).transactions().size() > 0) {
                withTx = i;
                break;
            }
        }
        int index = withTx;
        fx(() -> robot.lookup("#transactions-" + index).queryAs(TitledPane.class).setExpanded(true));
        waitFor(() -> robot.lookup("#transactions-" + index + " .entry-header").tryQuery().isPresent());
        int columns = robot.lookup("#transactions-" + index + " .entry-header").queryAll().size();
        assertThat(robot.lookup("#transactions-" + index + " .entry-cell").queryAll())
                .hasSize(columns * closed.order().accounts().get(index).transactions().size());
        assertThat(robot.lookup("#transactions-" + index + " .entry-header").queryAllAs(Label.class))
                .extracting(Label::getText).contains("Running balance", "Description");
    }

    private ViewLoader.View<NewOrderController> form(ScreenHarness h, String lastName, String reference) {
        ViewLoader.View<NewOrderController> view = h.show("neworder/NewOrder.fxml");
        robot.clickOn("#firstName").write("Dana");
        robot.clickOn("#lastName").write(lastName);
        fx(() -> {
            field("email").setText("dana." + reference.toLowerCase() + "@example.com");
            field("last4").setText("2468");
            field("reference").setText(reference);
            robot.lookup("#requestFull").queryAs(RadioButton.class).setSelected(true);
        });
        waitFor(() -> !robot.lookup("#submitButton").queryButton().isDisabled());
        return view;
    }

    private void submit() {
        Button b = robot.lookup("#submitButton").queryButton();
        fx(b::fire);
    }

    @Test
    void anOrderCreatedThroughTheFormOpensWithItsEnrollmentKey() {
        ScreenHarness h = harness();
        form(h, "Forms", "UI-OK-1");
        submit();
        waitFor(() -> h.navigator.calls.stream().anyMatch(c -> c.startsWith("order:")));
        String id = h.navigator.calls.get(0).substring("order:".length());
        assertThat(h.context.enrollmentKeys().has(id)).isTrue();
        assertThat(direct.getOrder(id).order().referenceNumber()).isEqualTo("UI-OK-1");
    }

    @Test
    void error500AndRateLimitSayWhatHappenedAndCreateNothing() {
        ScreenHarness h = harness();
        form(h, "Error500", "UI-500");
        submit();
        waitFor(() -> shown("problemBanner"));
        assertThat(label("problemHeadline").getText()).isEqualTo("The service had an internal error");
        assertThat(label("problemSupport").getText()).startsWith("HTTP 500").contains("Request id");
        assertThat(robot.lookup("#submitButton").queryButton().isDisabled()).isFalse();

        fx(() -> field("lastName").setText("RateLimit"));
        submit();
        waitFor(() -> label("problemSupport").getText().startsWith("HTTP 429"));
        assertThat(label("problemAdvice").getText()).isEqualTo("Wait 2 seconds, then try again.");
        assertThat(direct.listOrders()).noneMatch(o -> "UI-500".equals(o.referenceNumber()));
        assertThat(h.navigator.calls).isEmpty();
    }

    @Test
    void aSlowAnswerShowsProgressAndSubmitStaysDisabledUntilItArrives() {
        ScreenHarness h = harness();
        form(h, "Slow", "UI-SLOW");
        submit();
        waitFor(() -> shown("sending"));
        assertThat(robot.lookup("#submitButton").queryButton().isDisabled()).isTrue();
        submit();
        waitFor(() -> h.navigator.calls.stream().anyMatch(c -> c.startsWith("order:")));
        assertThat(direct.listOrders().stream().filter(o -> "UI-SLOW".equals(o.referenceNumber()))).hasSize(1);
    }

    @Test
    void invalidPutsTheProvidersMessagesOnTheirFields() {
        ScreenHarness h = harness();
        form(h, "Invalid", "UI-422");
        submit();
        waitFor(() -> shown("emailError") && shown("lastNameError"));
        assertThat(label("emailError").getText()).isEqualTo("The provider does not accept this e-mail address.");
        assertThat(label("lastNameError").getText()).isEqualTo("The provider could not verify this last name.");
        assertThat(label("problemMessage").getText())
                .contains("The order could not be created (training switch Invalid).");
        assertThat(label("problemSupport").getText()).startsWith("HTTP 422");
        assertThat(robot.lookup("#submitButton").queryButton().isDisabled()).isTrue();
    }

    @Test
    void aLostAnswerIsFoundInTheListInsteadOfSendingADuplicate() {
        ScreenHarness h = harness();
        form(h, "Lost", "UI-LOST");
        submit();
        waitFor(() -> shown("openFoundButton"));
        assertThat(label("recoveryText").getText()).startsWith("An order with reference UI-LOST was created at ");
        robot.clickOn("#openFoundButton");
        waitFor(() -> h.navigator.calls.stream().anyMatch(c -> c.startsWith("order:")));
        assertThat(direct.listOrders().stream().filter(o -> "UI-LOST".equals(o.referenceNumber()))).hasSize(1);
    }
}

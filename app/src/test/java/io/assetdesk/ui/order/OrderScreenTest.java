package io.assetdesk.ui.order;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ReportValue;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.testing.ReportValues;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.testing.AccessibleNames;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestWaits;
import io.assetdesk.workflow.OrderState;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Platform;
import javafx.print.Printer;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.image.ImageView;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** The order view against a fake service: header, report tables and tree, waits, errors, export. */
@ScreenTest
class OrderScreenTest {
    private static final JsonMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
    private final FxRobot robot = new FxRobot();
    private final FakeIntegrationService service = new FakeIntegrationService();


    private static ReportValue json(String s) {
        return ReportValues.parse(s);
    }

    static Order order(String id, String status, List<OrderAccountReport> accounts) {
        return new Order(id, "order", Instant.parse("2026-11-20T09:42:00Z"), false, status,
                "https://portal.example/login/" + id, 57, "ann.lee@example.com", "9876", "R-1001", "Ann", "Lee",
                "https://lender.example/hook", "https://lender.example/done", "+1 555 0100", "Acme Corp", accounts,
                null, null);
    }

    static List<OrderAccountReport> accounts() {
        OrderAccountReport a = OrderAccountReport.of("3f2c1a9e-0000-4000-8000-000000000001",
                json("[{\"date\":\"2026-10-01\",\"amount\":2500.00,\"tags\":[\"Payroll\",\"Employer Found\"]},"
                        + "{\"date\":\"2026-10-15\",\"amount\":-120.5,\"merchant\":{\"name\":\"Grocer\",\"city\":\"B"
                                + "onn\"}},"
                        + "\"odd-scalar\"]"),
                json("[{\"date\":\"2026-09-30\",\"amount\":9000,\"source\":\"Wire\"}]"),
                json("{\"Account\":{\"Name\":\"Everyday Checking\",\"Institution\":\"First Platypus Bank\","
                        + "\"Type\":\"depository\",\"Subtype\":\"checking\",\"Mask\":\"0042\",\"Currency\":\"USD\"},"
                        + "\"incomeSources\":2,\"flags\":{\"nsf\":false,\"overdrafts\":[\"2026-08-01\"]},\"note\":nu"
                                + "ll}"),
                null,
                LocalDateTime.parse("2026-08-01T00:00:00"), LocalDateTime.parse("2026-10-31T00:00:00"),
                new BigDecimal("1234.56"), new BigDecimal("1200.00"), new BigDecimal("900.10"), 400, 90);
        OrderAccountReport b = OrderAccountReport.of("3f2c1a9e-0000-4000-8000-000000000002",
                json("[]"), json("[]"), json("{}"), null, null, null,
                new BigDecimal("100.44"), new BigDecimal("100.00"), new BigDecimal("50.00"), 30, 90);
        return List.of(a, b);
    }

    private ViewLoader.View<OrderController> open(ScreenHarness h, String id) {
        ViewLoader.View<OrderController> view = h.show("order/Order.fxml");
        fx(() -> {
            view.controller().showOrder(id);
            view.controller().onShown();
        });
        return view;
    }

    /** Presses a button the way the keyboard does (it may be scrolled out of the headless window). */
    private void press(String id) {
        ButtonBase b = robot.lookup("#" + id).queryAs(ButtonBase.class);
        assertThat(b.isDisabled()).as(id + " enabled").isFalse();
        assertThat(b.isVisible()).as(id + " visible").isTrue();
        fx(b::fire);
    }

    private String text(String id) {
        return robot.lookup("#" + id).queryAs(Label.class).getText();
    }

    private boolean shown(String id) {
        Node n = robot.lookup("#" + id).query();
        return n.isVisible() && n.isManaged() && (n.getParent() == null || n.getParent().isVisible());
    }

    @Test
    void aClosedOrderShowsItsHeaderTotalsAccountsTransactionsAndSummary() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-1");
        waitFor(() -> "Ann Lee".equals(text("borrowerName")));
        assertThat(text("statusPill")).isEqualTo("Closed");
        assertThat(text("statusMeaning")).contains("Finished");
        assertThat(shown("enrollmentCard")).isFalse();
        assertThat(text("statusNext")).contains("Review the report, then export or print it");
        assertThat(text("referenceValue")).isEqualTo("R-1001");
        // the reference (the loan number) at the top too, beside the name, not only after every account card
        assertThat(text("headerReference")).isEqualTo("Reference R-1001");
        assertThat(text("employerValue")).isEqualTo("Acme Corp");
        assertThat(text("phoneValue")).isEqualTo("+1 555 0100");
        assertThat(text("daysRemainingValue")).isEqualTo("57");
        assertThat(text("createdValue")).contains("10:42"); // 09:42 UTC in Europe/Berlin
        assertThat(text("last4Value")).isEqualTo("\u2022\u2022\u2022\u2022");
        press("revealLast4");
        waitFor(() -> "9876".equals(text("last4Value")));

        assertThat(text("accountsCount")).isEqualTo("2 accounts");
        // one card per account, headed by what a person recognises; without a label, the short id
        waitFor(() -> shown("account-0") && shown("account-1"));
        assertThat(cardTexts("account-0")).contains("Everyday Checking")
                .anyMatch(t -> t.contains("First Platypus Bank") && t.contains("depository / checking")
                        && t.contains("\u2022\u2022\u2022\u2022 0042") && t.contains("USD"))
                .contains("$1,234.56", "$1,200.00", "$900.10").anyMatch(t -> t.contains("Aug 1, 2026")
                        && t.contains("Oct 31, 2026") && t.contains("91 days"))
                .contains("Counted in the funds");
        // a report that states no currency for an account: it is in the loan currency, and the card says so
        assertThat(cardTexts("account-1")).contains("Account 3f2c1a9e", "No currency stated: taken as USD")
                .anyMatch(t -> t.startsWith("USD assumed (no currency stated)"));

        // the summary before any figure: verified funds in the loan currency, the assumed one counted and said
        assertThat(tile("fundsTile")).containsExactly("Funds to close", "Enter the cash to close",
                "Verified funds: $1,300.00 (1 account states no currency: taken as USD)");
        assertThat(tile("depositsTile").get(1)).isEqualTo("Enter the monthly income");
        assertThat(tile("historyTile").get(1)).isEqualTo("All accounts long enough");
        assertThat(tile("ageTile").get(1)).endsWith("days old");

        // the officer's figures: covered, reserves, the wire to explain (payroll below the threshold)
        fx(() -> {
            field("cashToCloseField").setText("1,000.00");
            field("paymentField").setText("100");
            field("incomeField").setText("10,000");
        });
        waitFor(() -> tile("fundsTile").get(1).equals("Covered"));
        assertThat(tile("fundsTile").get(2)).isEqualTo("Verified $1,300.00 against cash to close $1,000.00"
                + " (1 account states no currency: taken as USD)");
        // no reserves requirement: the months are shown, and not called good
        assertThat(tile("reservesTile").subList(1, 3)).containsExactly("3.0 months",
                "No reserves requirement set (Check settings, or the loan file). $300.00 left after closing, at "
                        + "$100.00 a month");
        assertThat(robot.lookup("#reservesTile").query().getStyleClass()).contains("check-none");
        assertThat(tile("depositsTile").subList(1, 3)).containsExactly("1 to explain",
                "Above 50% of the monthly income ($5,000.00), not payroll from the stated employer");
        assertThat(cardTexts("depositsList")).contains("Deposits the borrower must explain", "Sep 30, 2026",
                "Everyday Checking \u2022\u2022\u2022\u2022 0042", "$9,000.00");
        // a lower income puts the payroll deposit above the threshold: payroll from the stated employer is not flagged
        fx(() -> field("incomeField").setText("4000"));
        waitFor(() -> cardTexts("depositsList").contains("Above the threshold but payroll from the stated employer "
                + "(not flagged)"));
        assertThat(cardTexts("depositsList")).contains("$2,500.00");
        fx(() -> field("cashToCloseField").setText("abc"));
        waitFor(() -> shown("inputProblem"));
        assertThat(text("inputProblem")).startsWith("Cash to close: enter an amount");
        assertThat(tile("fundsTile").get(1)).isEqualTo("Enter the cash to close");

        // transactions: readable headers, formatted dates and amounts, nested values as text, nothing dropped
        fx(() -> robot.lookup("#transactions-0").queryAs(TitledPane.class).setExpanded(true));
        waitFor(() -> robot.lookup("#transactions-0 .entry-header").tryQuery().isPresent());
        assertThat(robot.lookup("#transactions-0 .entry-header").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("Date", "Amount", "Tags", "Merchant", "Value");
        assertThat(robot.lookup("#transactions-0 .entry-cell").queryAllAs(Label.class)).extracting(Label::getText)
                .containsSubsequence("Oct 1, 2026", "2,500.00", "Payroll, Employer Found", "", "")
                .containsSubsequence("Oct 15, 2026", "-120.50", "", "name: Grocer; city: Bonn", "")
                .containsSubsequence("", "", "", "", "odd-scalar");
        // the 9,000 wire still to explain is marked in its account's list, in words (not by colour alone)
        fx(() -> field("cashToCloseField").setText("1,000"));
        fx(() -> robot.lookup("#deposits-0").queryAs(TitledPane.class).setExpanded(true));
        waitFor(() -> robot.lookup("#deposits-0 .entry-flag").tryQuery().isPresent());
        assertThat(robot.lookup("#deposits-0 .entry-header").queryAllAs(Label.class)).extracting(Label::getText)
                .startsWith("Check");
        assertThat(robot.lookup("#deposits-0 .entry-flag").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("To explain");
        assertThat(robot.lookup("#transactions-0 .entry-flag").tryQuery()).as("no transaction to explain").isEmpty();
        // every field of the report stays visible, known or not
        fx(() -> robot.lookup("#fields-0").queryAs(TitledPane.class).setExpanded(true));
        waitFor(() -> cardTexts("fields-0").contains("incomeSources"));
        // ... each shown as what it is: the date in the officer's locale
        assertThat(cardTexts("fields-0")).contains("flags", "nsf", "overdrafts", "Aug 1, 2026", "note")
                .doesNotContain("2026-08-01");
    }

    @Test
    void aDamagedLoanFileIsSaidBesideTheFiguresAndKeptAside() throws Exception {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        Path data = Files.createTempDirectory(Files.createDirectories(
                Path.of("target")), "damaged-loan-file");
        Files.writeString(data.resolve("loan-file.json"), "{\"orders\": {\"o-1\": {\"cashTo");
        ScreenHarness h = new ScreenHarness(service, data, ReportWaits.inMemory());
        open(h, "o-1");
        waitFor(() -> shown("saveProblem"));
        assertThat(text("saveProblem")).startsWith("The kept loan figures and check settings could not be read:"
                + " loan-file.json could not be read (it ends early); it was kept as loan-file.json.damaged-")
                .endsWith("The defaults are in use here until you enter them again.");
        try (var files = Files.list(data)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .anyMatch(n -> n.startsWith("loan-file.json.damaged-"));
        }
    }

    @Test
    void theOfficersFiguresAreKeptPerOrderOnThisWorkstation() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-8");
        waitFor(() -> shown("account-0"));
        fx(() -> field("cashToCloseField").setText("1,000.00"));
        waitFor(() -> h.context.loanFiles().call(s -> s.orderFigures("o-8")).join().cashToClose() != null);
        assertThat(h.context.loanFiles().call(s -> s.orderFigures("o-8")).join().cashToClose())
                .isEqualByComparingTo("1000.00");
        assertThat(h.context.loanFiles().call(s -> s.orderFigures("o-9")).join().isEmpty()).isTrue();

        ScreenHarness again = new ScreenHarness(service, h.dataDir, ReportWaits.inMemory());
        open(again, "o-8");
        waitFor(() -> "Covered".equals(tile("fundsTile").get(1)));
        assertThat(field("cashToCloseField").getText()).isEqualTo("1,000.00");
    }

    @Test
    void checkSettingsChangeTheThresholdsOfEveryCheckAndRefuseWhatCannotBeRight() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-11");
        waitFor(() -> shown("account-0") && "All accounts long enough".equals(tile("historyTile").get(1)));

        openCheckSettings();
        fx(() -> {
            field("thresholdShare").setText("25");
            field("thresholdHistory").setText("100");
        });
        fx(() -> dialogButton("OK").fire());
        // account 0 covers 91 days: short of 100
        waitFor(() -> "1 account too short".equals(tile("historyTile").get(1)));
        assertThat(tile("historyTile").get(2)).isEqualTo("Needs at least 100 days of activity per account");
        assertThat(text("thresholdsLine")).contains("above 25% of monthly income", "at least 100 days");
        waitFor(() -> h.context.loanFiles().call(s -> s.workstationThresholds()).join().minHistoryDays() == 100);
        assertThat(h.context.loanFiles().call(s
                -> s.workstationThresholds()).join().largeDepositShare()).isEqualByComparingTo("0.25");

        openCheckSettings();
        fx(() -> field("thresholdAge").setText("0"));
        waitFor(() -> dialogButton("OK").isDisabled());
        fx(() -> field("thresholdAge").setText("120"));
        fx(() -> field("thresholdCurrency").setText("dollars"));
        waitFor(() -> dialogButton("OK").isDisabled());
        fx(() -> dialogButton("Cancel").fire());
        waitFor(() -> robot.lookup("#thresholdAge").tryQuery().isEmpty());
        assertThat(h.context.loanFiles().call(s -> s.workstationThresholds()).join().loanCurrency()).isEqualTo("USD");
    }

    /** Opens the dialog without waiting on it (it waits for the officer in a nested event loop). */
    private void openCheckSettings() {
        Platform.runLater(() -> robot.lookup("#thresholdsButton")
                .queryAs(Button.class).fire());
        waitFor(() -> robot.lookup("#thresholdShare").tryQuery().isPresent());
    }

    private Button dialogButton(String text) {
        return robot.lookup(".dialog-pane .button").match(n -> n instanceof Button b
                && text.equals(b.getText())).queryAs(Button.class);
    }

    private TextField field(String id) {
        return robot.lookup("#" + id).queryAs(TextField.class);
    }

    /** A check tile's title, headline and detail. */
    private List<String> tile(String id) {
        return fx(() -> robot.lookup("#" + id).queryAs(VBox.class).getChildren().stream()
                .map(n -> ((Label) n).getText()).toList());
    }

    /** Every label text under the node {@code id}. */
    private List<String> cardTexts(String id) {
        return fx(() -> robot.lookup("#" + id).lookup(".label").queryAllAs(Label.class).stream()
                .map(Label::getText).toList());
    }

    @Test
    void withoutAReportItSaysSoAndCheckNowLoadsAgain() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "opened", List.of()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-2");
        waitFor(() -> shown("reportNotReady"));
        assertThat(shown("reportBox")).isFalse();
        assertThat(text("statusMeaning")).isEqualTo("Waiting for the borrower to enroll.");
        // no SSO key on this desk: the desk session opens on the order's login URL, which can also be sent
        assertThat(shown("startEnrollmentButton")).isTrue();
        assertThat(shown("copyLoginUrlButton")).isTrue();
        assertThat(text("statusNext")).isEqualTo("Next step: Start enrollment at this desk, or send the borrower the "
                + "login URL.");

        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        press("checkNowButton");
        waitFor(() -> shown("reportBox"));
        assertThat(service.getOrderCalls.get()).isEqualTo(2);
    }

    @Test
    void anOrderCreatedAtThisDeskOffersEnrollmentHereAndCopiesTheLoginUrl() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "opened", List.of()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        h.context.enrollmentKeys().remember("o-3", "sso-3");
        open(h, "o-3");
        waitFor(() -> shown("startEnrollmentButton"));
        press("startEnrollmentButton");
        waitFor(() -> h.navigator.calls.contains("enroll:o-3"));

        press("openLoginUrlButton");
        // headless: no browser integration, so the link is copied and the officer told
        waitFor(() -> String.valueOf(text("notice")).contains("copied instead"));
        assertThat(fx(() -> Clipboard.getSystemClipboard().getString())).isEqualTo("https://portal.example/login/o-3");
    }

    @Test
    void anOrderWithItsReportFitsA1024PixelWindowWithoutScrollingSideways() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-1");
        waitFor(() -> shown("account-0"));
        // 1024 less the sidebar (184) and the window's frame: what the order screen has at the supported size
        double content = fx(() -> {
            Node root = robot.lookup("#account-0").query().getScene().getRoot();
            root.applyCss();
            return ((ScrollPane) robot.lookup("#content").query()).getContent().minWidth(-1);
        });
        assertThat(content).as("the report's least width").isLessThan(1024 - 184 - 48);
    }

    @Test
    void everyFocusableControlOfAnOrderWithItsReportHasAName() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-1");
        waitFor(() -> shown("account-0"));
        List<String> unnamed = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        fx(() -> AccessibleNames.walk(robot.lookup("#account-0").query().getScene().getRoot(), "order", unnamed,
                checked));
        assertThat(checked).as("the walk saw the report's controls").hasSizeGreaterThan(10);
        assertThat(unnamed).isEmpty();
        // the check tiles are reached and read whole: title, outcome, detail
        assertThat(fx(() -> robot.lookup("#historyTile").query().getAccessibleText()))
                .startsWith("History. ").contains("60 days");
    }

    @Test
    void tabFromTheLastFigureGoesToTheTilesItChangesNotToASectionFarBelow() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-1");
        waitFor(() -> shown("account-0"));
        fx(() -> field("incomeField").requestFocus());
        waitFor(() -> field("incomeField").isFocused());
        robot.type(KeyCode.TAB);
        waitFor(() -> "fundsTile".equals(fx(() -> {
            Node owner = field("incomeField").getScene().getFocusOwner();
            return owner == null ? null : owner.getId();
        })));
    }

    @Test
    void aBankThatRefusesTheDeskIsDoneOnThePhoneFromTheLoginLinksQrCodeAndTheOrderThenWaits() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "opened", List.of()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-4");
        waitFor(() -> shown("phoneQrButton"));
        // the dialog waits for the officer in a nested loop: opened without waiting on it
        Platform.runLater(() -> robot.lookup("#phoneQrButton").queryAs(Button.class).fire());
        waitFor(() -> robot.lookup("#order-phone-dialog").tryQuery().isPresent());
        ImageView code = robot.lookup("#orderPhoneQr").query();
        assertThat(fx(() -> code.getImage().getWidth())).isGreaterThan(150);
        fx(() -> dialogButton("The borrower continues on the phone").fire());
        waitFor(() -> String.valueOf(text("notice")).startsWith("The borrower continues on the phone"));
        assertThat(fx(() -> h.context.reportWaits().isWaiting("o-4"))).isTrue();
        assertThat(fx(() -> h.context.deskSessions().of("o-4").desk())).isEqualTo(OrderState.Desk.CONTINUED_ON_PHONE);
    }

    @Test
    void aWaitingOrderSaysSoAndReloadsWhenTheReportArrives() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "inprogress", List.of()),
                "{}"));
        TestWaits waits = new TestWaits();
        ScreenHarness h = new ScreenHarness(service, ScreenHarness.newDataDir(), waits);
        fx(() -> waits.watch("o-4"));
        open(h, "o-4");
        waitFor(() -> shown("waitingBanner"));
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        fx(() -> waits.ready("o-4"));
        waitFor(() -> shown("reportBox") && !shown("waitingBanner"));
        assertThat(text("statusPill")).isEqualTo("Closed");
    }

    @Test
    void aFailedLoadShowsStatusAndRequestIdAndRetryRecovers() {
        service.onGet = id
                -> CompletableFuture.failedFuture(FakeIntegrationService.error(ApiException.Kind.RATE_LIMITED,
                429, "429 Too Many Requests", "req-9"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-5");
        waitFor(() -> robot.lookup("#errorPane").query().isVisible());
        assertThat(text("errorHeadline")).isEqualTo("The service is busy (too many requests)");
        assertThat(text("errorSupport")).isEqualTo("HTTP 429  \u00b7  Request id req-9");
        // the shared problem pane offers Back here (the Orders screen has nowhere to go back to)
        assertThat(shown("backButton")).isTrue();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        robot.clickOn("#retryButton");
        waitFor(() -> "Ann Lee".equals(text("borrowerName")) && !robot.lookup("#errorPane").query().isVisible());
    }

    @Test
    void exportsWriteTheSummaryWithTheAnswerAsReceivedButTheIdentifierDigitsAsJsonCsvAndPdf() throws Exception {
        String raw = "{\"data\":{\"id\":\"o-6\",  \"type\":\"order\",\"attributes\":{\"unknownField\":[1,2],"
                + " \"last4SSN\" : \"9876\"}}}\n";
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                raw));
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<OrderController> view = open(h, "o-6");
        waitFor(() -> shown("reportBox"));
        Path dir = h.dataDir.resolve("exports");
        Files.createDirectories(dir);
        AtomicReference<String> asked = new AtomicReference<>();
        h.dialogs.onSave(r -> {
            asked.set(r.extension());
            return dir.resolve("order." + r.extension());
        });
        press("exportJsonButton");
        waitFor(() -> String.valueOf(text("notice")).startsWith("Saved to") && "json".equals(asked.get()));
        String json = Files.readString(dir.resolve("order.json"), StandardCharsets.UTF_8);
        // the service's answer as received, but for the identifier digits, beside the summary's figures and flags
        assertThat(JSON.readTree(json).get("serviceAnswer")).isEqualTo(JSON.readTree(raw.replace("\"9876\"",
                "\"****\"")));
        assertThat(JSON.readTree(json).get("assetSummary").get("loanCurrency").asString()).isEqualTo("USD");
        assertThat(json).doesNotContain("9876");

        press("exportCsvButton");
        waitFor(() -> Files.exists(dir.resolve("order.csv")) && String.valueOf(text("notice")).contains("order.csv"));
        String csv = Files.readString(dir.resolve("order.csv"), StandardCharsets.UTF_8);
        assertThat(csv)
                .contains("3f2c1a9e-0000-4000-8000-000000000001,1234.56,1200.00,900.10,400,90,2026-08-01T00:00,2026-"
                        + "10-31T00:00")
                .contains("accountID,list,date,amount,tags,merchant,source,value")
                .contains("3f2c1a9e-0000-4000-8000-000000000001,TaggedTransactions,2026-10-01,2500.00,\"Payroll, "
                        + "Employer Found\",,,")
                .contains("LargeDeposits,2026-09-30,9000,,,Wire,")
                .doesNotContain("9876");

        // the loan-file PDF carries the officer's figures typed on the screen
        fx(() -> robot.lookup("#cashToCloseField").queryAs(TextField.class).setText("1000"));
        press("exportPdfButton");
        waitFor(() -> Files.exists(dir.resolve("order.pdf")) && String.valueOf(text("notice")).contains("order.pdf"));
        String pdf;
        try (var doc = Loader.loadPDF(dir.resolve("order.pdf").toFile())) {
            pdf = new PDFTextStripper().getText(doc);
        }
        assertThat(pdf).contains("Ann Lee", "R-1001", "Everyday Checking", "1,000.00").doesNotContain("9876");
    }

    @Test
    void withoutAPrinterPrintSaysSoAndWithoutAReportNothingCanBePrinted() {
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "closed", accounts()),
                "{}"));
        ScreenHarness h = new ScreenHarness(service);
        open(h, "o-7");
        waitFor(() -> shown("reportBox"));
        boolean hasPrinter = fx(() -> Printer.getDefaultPrinter() != null);
        if (!hasPrinter) {
            press("printButton");
            waitFor(() -> String.valueOf(text("notice")).startsWith("No printer is available"));
        }
        // no report, nothing to print or put in the loan file as PDF
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order(id, "opened", List.of()),
                "{}"));
        open(h, "o-10");
        waitFor(() -> shown("reportNotReady"));
        assertThat(robot.lookup("#printButton").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(robot.lookup("#exportPdfButton").queryAs(Button.class).isDisabled()).isTrue();
    }

}

package io.assetdesk.ui.enrollment;

import static io.assetdesk.ui.enrollment.FrameScripts.inFrame;
import static io.assetdesk.ui.enrollment.FrameScripts.waitInFrame;
import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.IntegrationClient;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.ReportPoller;
import io.assetdesk.app.Composition;
import io.assetdesk.app.ExportReport;
import io.assetdesk.app.Parts;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.DepositDecision;
import io.assetdesk.sandbox.SandboxServer;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.testing.MovableClock;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.loans.ChecksSection;
import io.assetdesk.ui.loans.LoansController;
import io.assetdesk.ui.order.OrderController;
import io.assetdesk.ui.shell.ReportNotifications;
import io.assetdesk.ui.shell.ScreenId;
import io.assetdesk.ui.shell.ShellController;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.ScriptedDialogs;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import javafx.css.PseudoClass;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.web.WebEngine;
import javafx.scene.web.WebView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.service.query.NodeQuery;

/**
 * An officer's order from creation through desk enrollment to its report, on the sandbox, with what the order screen
 * says checked at each step: its meaning and next-step lines, the banner, and the buttons it offers, which must never
 * contradict each other. Also the "Borrower has finished" pressed when the borrower did nothing.
 */
@ScreenTest
class OrderJourneyTest {
    private static final Messages M = Messages.load();

    private final FxRobot robot = new FxRobot();
    private SandboxServer sandbox;
    private ActiveConnection connection;
    private ReportWaits waits;
    private Parts app;
    private final ScriptedDialogs dialogs = new ScriptedDialogs(M);
    private ShellController shell;
    private Stage shellStage;
    private Path dataDir;

    @BeforeAll
    static void toolkit() throws Exception {
        SessionCookieHandler.install();
    }

    /** The sandbox's "now": a test moves it forward to make an order's last day come. */
    private final MovableClock sandboxClock = new MovableClock();

    /** A test tagged so runs against the sandbox in the spec's dialect (every status closed, no currency). */
    private static final String SPEC = "spec-dialect";

    @BeforeEach
    void setUp(TestInfo info) throws Exception {
        Files.createDirectories(Path.of("target"));
        dataDir = Files.createTempDirectory(Path.of("target"), "order-journey");
        sandbox = SandboxServer.start(SandboxServer.Options.defaults().withReportDelay(Duration.ofSeconds(4))
                .withClock(sandboxClock)
                .withDialect(info.getTags().contains(SPEC) ? SandboxServer.Dialect.SPEC : SandboxServer.Dialect.RICH));
        ConnectionProfile profile = new ConnectionProfile("Sandbox", sandbox.baseUrl(), sandbox.baseUrl(),
                SandboxServer.ACCESS_TOKEN, new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID,
                SandboxServer.BANKLINK_SECRET), new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME,
                SandboxServer.ASSETVERIFY_PASSWORD), true);
        connection = new ActiveConnection(profile, IntegrationClient::new);
        waits = new ReportWaits(ReportPoller.create(ReportPoller.Settings.defaults()), new WaitingOrdersStore(dataDir),
                BackgroundWrites.onCallingThread(), Clock.systemUTC(), new ReportNotifications(M));
        app = Composition.parts(dataDir, M, UiExecutor.fx(), connection, new EnrollmentKeys(),
                Clock.systemDefaultZone(),
                () -> profile, waits).withDialogs(dialogs);
        FxToolkit.setupFixture(() -> {
            ViewLoader.View<ShellController> view = Composition.views(app).load("shell/Shell.fxml");
            shell = view.controller();
            shellStage = new Stage();
            shell.install(shellStage, List.of(new Rectangle2D(0, 0, 1200, 800)));
            Composition.resumeWaits(app);
            shellStage.show();
        });
    }

    @AfterEach
    void tearDown() throws Exception {
        FxToolkit.setupFixture(() -> {
            for (Window w : List.copyOf(Window.getWindows())) {
                if (w instanceof Stage s && s != FxToolkit.toolkitContext().getRegisteredStage()) {
                    s.setOnCloseRequest(null);
                    s.close();
                }
            }
        });
        waits.close();
        connection.close();
        sandbox.close();
    }

    /** Presses Tab until the focus is on {@code id} (at most {@code tabs} times): the form's keyboard path. */
    private void tabTo(String id, int tabs) {
        for (int i = 0; i < tabs && !id.equals(focusOwnerId()); i++) {
            robot.type(KeyCode.TAB);
        }
        assertThat(focusOwnerId()).as("Tab reaches #" + id + " (form: " + fx(() -> formState()) + ")").isEqualTo(id);
    }

    /** What the New order form holds, for a failure's message. */
    private String formState() {
        StringBuilder b = new StringBuilder();
        for (String f : List.of("firstName", "lastName", "email", "last4", "reference")) {
            inShell("#" + f).tryQuery().ifPresent(n -> b.append(f).append('=')
                    .append(((TextInputControl) n).getText()).append(' '));
        }
        inShell("#submitButton").tryQuery().ifPresent(n -> b.append("submit disabled=").append(n.isDisabled())
                .append(" text=").append(((Button) n).getText()));
        inShell("#requestFull").tryQuery().ifPresent(n -> b.append(" full=").append(((RadioButton) n).isSelected()));
        return b.toString();
    }

    private String focusOwnerId() {
        return fx(() -> {
            Node owner = shellStage.getScene().getFocusOwner();
            return owner == null ? null : owner.getId();
        });
    }

    private void ctrl(KeyCode key) {
        robot.press(KeyCode.CONTROL, key).release(key, KeyCode.CONTROL);
    }

    @Test
    void theWholeJourneyByKeyboardAloneCreateEnrollExportPrintAndFindTheOrderAgain() throws Exception {
        FxToolkit.setupFixture(() -> {
            shellStage.toFront();
            shellStage.requestFocus();
        });
        // typed text goes to the officer's window (not to a window an earlier test class left behind)
        robot.targetWindow(shellStage);
        // create: Ctrl+N puts the focus in the first field; Tab goes from field to field; Space picks, Enter sends
        ctrl(KeyCode.N);
        waitFor(() -> "firstName".equals(focusOwnerId()));
        robot.write("Kay");
        tabTo("lastName", 3);
        robot.write("Boardman");
        tabTo("email", 3);
        robot.write("kay@example.com");
        tabTo("last4", 3);
        robot.write("4321");
        tabTo("reference", 4);
        robot.write("LN-KEYS-1");
        tabTo("requestFull", 4);
        // reached by the keyboard, the radio shows the focus ring (the accent-coloured border of app.css)
        assertThat(fx(() -> {
            Node radio = inShell("#requestFull").query();
            return radio.getPseudoClassStates().contains(PseudoClass.getPseudoClass("focus-visible"))
                    && ((Region) radio).getBorder() != null && !((Region) radio).getBorder().getStrokes().isEmpty();
        })).as("a visible focus ring").isTrue();
        robot.type(KeyCode.SPACE);
        // (Create is enabled once the form is valid; a disabled button is not reached by Tab)
        try {
            waitFor(Duration.ofSeconds(10), () -> !fx(() -> inShell("#submitButton").query().isDisabled()));
        } catch (AssertionError e) {
            throw new AssertionError("Create stays disabled (form: " + fx(this::formState) + ")", e);
        }
        tabTo("submitButton", 30);
        robot.type(KeyCode.SPACE);

        // the order opens with the focus on its main action: Start enrollment; Space starts the desk session
        waitFor(Duration.ofSeconds(20), () -> shell.currentScreen() == ScreenId.ORDER);
        try {
            waitFor(Duration.ofSeconds(20), () -> "startEnrollmentButton".equals(focusOwnerId()));
        } catch (AssertionError e) {
            throw new AssertionError("focus on " + fx(() -> String.valueOf(shellStage.getScene().getFocusOwner())), e);
        }
        robot.type(KeyCode.SPACE);
        Stage borrower = waitForBorrowerWindow();
        enrollInFrame(fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine()));
        // the done page: Enter gives the desk back
        waitFor(Duration.ofSeconds(20), () -> fx(() -> borrower.getScene().getRoot().lookup("#enrollment-done")
                .isVisible()));
        robot.type(KeyCode.ENTER);
        waitFor(Duration.ofSeconds(20), () -> !fx(borrower::isShowing));
        waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(
                "Finished: the verified accounts report is ready."));

        // Ctrl+E: Export PDF; Ctrl+P: Print (no printer here: it says so)
        Path pdf = dataDir.resolve("keys.pdf");
        dialogs.onSave(r -> pdf);
        FxToolkit.setupFixture(() -> shellStage.requestFocus());
        ctrl(KeyCode.E);
        waitFor(Duration.ofSeconds(30), () -> Files.exists(pdf) && text("notice").startsWith("Saved"));
        ctrl(KeyCode.P);
        waitFor(Duration.ofSeconds(30), () -> text("notice").equals(M.get("order.print.noPrinter"))
                || text("notice").equals(M.get("order.print.sent")));

        // Ctrl+1, Ctrl+F, the reference, Enter: the one match opens
        ctrl(KeyCode.DIGIT1);
        waitFor(() -> shell.currentScreen() == ScreenId.ORDERS);
        ctrl(KeyCode.F);
        waitFor(() -> "search".equals(focusOwnerId()));
        robot.write("LN-KEYS-1");
        waitFor(Duration.ofSeconds(20), () -> fx(() -> inShell("#countLabel").queryAs(Label.class).getText())
                .startsWith("Showing 1 of"));
        robot.type(KeyCode.ENTER);
        waitFor(Duration.ofSeconds(20), () -> shell.currentScreen() == ScreenId.ORDER);
        assertThat(text("headerReference")).isEqualTo("Reference LN-KEYS-1");
    }

    @Test
    void fromCreateThroughDeskEnrollmentToTheReportEveryTextAgrees() throws Exception {
        Order order = create("Ada", "Lovelace");
        app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));

        // 1. waiting for the borrower: the desk and the login URL are offered, nothing is being waited for
        waitFor(() -> text("statusMeaning").equals("Waiting for the borrower to enroll."));
        assertThat(text("statusPill")).isEqualTo("Opened");
        assertThat(text("statusNext")).isEqualTo(
                "Next step: Start enrollment at this desk, or send the borrower the login URL.");
        assertThat(shown("startEnrollmentButton")).isTrue();
        assertThat(text("startEnrollmentButton")).isEqualTo(M.get("state.enroll"));
        assertThat(shown("copyLoginUrlButton")).isTrue();
        assertThat(shown("waitingBanner")).isFalse();
        assertThat(shown("reportNotReady")).isTrue();
        assertThat(shown("reportBox")).isFalse();

        // 2. the borrower at the desk: the console behind shows only the cover
        robot.clickOn("#startEnrollmentButton");
        Stage borrower = waitForBorrowerWindow();
        assertThat(fx(() -> shellStage.getScene().getRoot().getId())).isEqualTo(EnrollmentSession.COVER_ID);
        WebEngine engine = fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine());
        enrollInFrame(engine);

        // 3. the frame said done: the borrower enrolled, the report is being prepared; no enrollment offered
        handBack(borrower);
        waitFor(Duration.ofSeconds(20), () -> text("statusMeaning").equals(
                "The borrower has enrolled; the provider is preparing the report."));
        assertThat(text("statusPill")).isEqualTo("In progress");
        assertThat(text("statusNext")).isEqualTo(
                "Next step: Nothing to do: the report appears on this page as soon as the provider has it.");
        assertThat(shown("waitingBanner")).isTrue();
        assertThat(text("waitingText")).isEqualTo(
                "Waiting for the report\u2026 the console checks every second while this page is open.");
        assertThat(shown("enrollmentCard")).isFalse();
        assertThat(shown("startEnrollmentButton")).isFalse();
        // nothing on screen says otherwise: no "not finished" reading of the status, no enrollment offered
        assertThat(visibleTexts()).noneMatch(t -> t.contains(M.get("state.inProgress.meaning"))
                || t.contains(M.get("status.inprogress.meaning")) || t.contains("Start enrollment"));

        // 4. the report: closed, the report shown, nothing waits any more
        waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(
                "Finished: the verified accounts report is ready."));
        assertThat(text("statusPill")).isEqualTo("Closed");
        assertThat(text("statusNext")).isEqualTo(
                "Next step: Review the report, then export or print it for the loan file.");
        waitFor(() -> shown("reportBox"));
        assertThat(shown("waitingBanner")).isFalse();
        assertThat(shown("enrollmentCard")).isFalse();
        assertThat(shown("reportNotReady")).isFalse();
        assertThat(fx(() -> robot.lookup("#exportPdfButton").queryButton().isDisabled())).isFalse();
        assertThat(fx(() -> waits.isWaiting(order.id()))).isFalse();
    }

    @Test
    void borrowerHasFinishedWithNothingDoneSaysSoAfterAVisibleTimeAndOffersToStartAgain() throws Exception {
        Order order = create("Grace", "Hopper");
        app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));
        fx(() -> ((OrderController) shell.currentController()).model().confirmWindow(Duration.ofSeconds(4)));
        waitFor(() -> shown("startEnrollmentButton"));

        robot.clickOn("#startEnrollmentButton");
        Stage borrower = waitForBorrowerWindow();
        WebEngine engine = fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine());
        waitInFrame(engine, "document.getElementById('bank-first-platypus') !== null", 30);
        robot.clickOn("#enrollment-finished"); // the officer says done; the borrower did nothing
        waitFor(Duration.ofSeconds(10), () -> robot.lookup("#enrollment-confirm-finished").tryQuery().isPresent());
        robot.clickOn("Yes, finished");
        handBack(borrower);

        // checking with the provider, with the time it gives up at
        waitFor(Duration.ofSeconds(20), () -> text("statusMeaning").equals(M.get("state.confirming.meaning")));
        assertThat(text("statusPill")).isEqualTo("Opened");
        assertThat(text("statusNext")).contains("If the provider shows nothing by ");
        assertThat(shown("waitingBanner")).isTrue();
        assertThat(text("waitingText")).isEqualTo(M.get("state.banner.confirming"));
        assertThat(shown("startEnrollmentButton")).isFalse();

        // the provider still shows nothing: said plainly, the wait stopped, the desk offered again
        waitFor(Duration.ofSeconds(20), () -> text("statusMeaning").equals(M.get("state.notEnrolled.meaning")));
        assertThat(text("statusNext")).endsWith(M.get("state.notEnrolled.next"));
        assertThat(shown("waitingBanner")).isFalse();
        assertThat(shown("startEnrollmentButton")).isTrue();
        assertThat(text("startEnrollmentButton")).isEqualTo(M.get("state.enroll.again"));
        assertThat(fx(() -> waits.isWaiting(order.id()))).isFalse();
        assertThat(fx(() -> robot.lookup("#waitingLabel").queryAs(Label.class).isVisible())).isFalse();

        // starting again opens the borrower window again, and a real enrollment then goes through
        robot.clickOn("#startEnrollmentButton");
        Stage again = waitForBorrowerWindow();
        WebEngine second = fx(() -> ((WebView) again.getScene().getRoot().lookup(".web-view")).getEngine());
        enrollInFrame(second);
        waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(M.get("state.reportReady.meaning")));
    }

    /**
     * An order whose key this workstation does not hold (created before a restart, or elsewhere): the desk session
     * opens on the order's login URL, in the same clean window, and the enrollment goes through to the report.
     */
    @Test
    void anOrderWithoutItsKeyIsEnrolledAtTheDeskThroughItsLoginUrl() throws Exception {
        Order order = create("Katherine", "Johnson"); // its key is not kept: as after a restart
        assertThat(app.enrollmentKeys().has(order.id())).isFalse();
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));
        waitFor(() -> text("statusMeaning").equals(M.get("state.awaitingBorrower.meaning")));
        assertThat(text("statusNext")).endsWith(M.get("state.awaitingBorrower.next"));
        assertThat(shown("startEnrollmentButton")).isTrue();

        robot.clickOn("#startEnrollmentButton");
        Stage borrower = waitForBorrowerWindow();
        WebEngine engine = fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine());
        waitInFrame(engine, "location.pathname === '/integrations/assetverify/login'", 30);
        enrollInFrame(engine);

        handBack(borrower);
        waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(M.get("state.reportReady.meaning")));
        assertThat(text("statusPill")).isEqualTo("Closed");
    }

    // ---- the service as the spec writes it: every status "closed", no currency in the report ----

    @Test
    @org.junit.jupiter.api.Tag(SPEC)
    void onTheSpecsServiceANewClosedOrderIsEnrolledAtTheDeskAndItsReportCountsItsFunds() throws Exception {
        Order order = create("Ada", "Byron");
        assertThat(order.status()).isEqualTo("closed");
        app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));

        // 1. "closed", no accounts, 30 days left: waiting for the borrower, and the screen says why it thinks so
        waitFor(() -> text("statusMeaning").startsWith("The service reports every order as closed"));
        assertThat(text("statusMeaning")).isEqualTo("The service reports every order as closed; no account is linked"
                + " yet and 30 days remain, so the order is waiting for the borrower to enroll.");
        assertThat(text("statusPill")).isEqualTo("Closed");
        assertThat(text("statusNext")).isEqualTo(
                "Next step: Start enrollment at this desk, or send the borrower the login URL.");
        assertThat(shown("startEnrollmentButton")).isTrue();
        assertThat(shown("copyLoginUrlButton")).isTrue();
        assertThat(shown("reportNotReady")).isTrue();
        assertThat(app.enrollmentKeys().has(order.id())).as("the key is kept: the order is not finished").isTrue();

        // 2. the desk session; the frame says done
        robot.clickOn("#startEnrollmentButton");
        Stage borrower = waitForBorrowerWindow();
        WebEngine engine = fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine());
        enrollInFrame(engine);
        handBack(borrower);

        // 3. the word cannot confirm the enrollment: the order is read until its accounts come
        waitFor(Duration.ofSeconds(20), () -> text("statusMeaning").startsWith("Waiting for the borrower's verified"));
        assertThat(text("statusMeaning")).isEqualTo("Waiting for the borrower's verified accounts. The service reports"
                + " every order as closed, so only the accounts can show the enrollment: the console reads the order"
                + " until they arrive (30 days remain).");
        assertThat(shown("waitingBanner")).isTrue();
        assertThat(shown("startEnrollmentButton")).isFalse();

        // 4. the report: its accounts counted in the loan currency, said where the currency was assumed
        waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(
                "Finished: the verified accounts report is ready."));
        waitFor(() -> shown("reportBox"));
        assertThat(text("fundsDetail")).startsWith("Verified funds: $").doesNotContain("$0.00")
                .contains("no currency: taken as USD");
        assertThat(visibleTexts()).anyMatch(t -> t.contains("USD assumed (no currency stated)"));
        assertThat(visibleTexts()).anyMatch(t -> t.equals("Held by: BYRON, ADA"));
        assertThat(visibleTexts()).noneMatch(t -> t.contains("The borrower is not among the named owners"));
        assertThat(fx(() -> waits.isWaiting(order.id()))).isFalse();

        // 5. the loan-file PDF says the same
        Path pdf = dataDir.resolve("spec.pdf");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = ExportReport.run(connection.profile(), new ExportReport.Request(
                order.id(), pdf, ReportExport.Format.PDF), dataDir,
                new PrintStream(out), new PrintStream(out));
        assertThat(exit).as(out.toString()).isZero();
        String text;
        try (var doc = Loader.loadPDF(pdf.toFile())) {
            text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
        assertThat(text).contains("Counted (no currency stated: taken as USD)")
                .contains("USD assumed (the report states no currency)")
                .doesNotContain("Verified funds USD 0 accounts 0.00 USD");
    }

    @Test
    @org.junit.jupiter.api.Tag(SPEC)
    void onTheSpecsServiceTheOfficerSaysAnOrderIsFinishedWithoutAccountsAndCanTakeItBack() throws Exception {
        Order order = create("Hedy", "Lamarr");
        app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));
        waitFor(() -> text("statusMeaning").startsWith("The service reports every order as closed"));
        assertThat(shown("markFinishedButton")).isTrue();
        assertThat(shown("unmarkFinishedButton")).isFalse();

        robot.clickOn("#markFinishedButton");
        waitFor(() -> text("statusMeaning").startsWith("You marked this order"));
        assertThat(text("statusMeaning")).isEqualTo("You marked this order as finished without verified accounts (the"
                + " service reports every order as closed, so only your word says so).");
        assertThat(text("statusNext")).isEqualTo("Next step: Create a new order if the verification is still needed,"
                + " or take the order as waiting again.");
        assertThat(shown("startEnrollmentButton")).isFalse();
        assertThat(shown("markFinishedButton")).isFalse();
        assertThat(shown("unmarkFinishedButton")).isTrue();
        assertThat(app.loanFiles().call(s -> s.finishedByOfficer(order.id())).join()).isTrue();
        assertThat(app.enrollmentKeys().has(order.id())).as("kept: the officer may take it back").isTrue();

        // the word is kept: the order opened again reads the same
        FxToolkit.setupFixture(() -> app.navigator().showOrders());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));
        waitFor(() -> text("statusMeaning").startsWith("You marked this order"));

        robot.clickOn("#unmarkFinishedButton");
        waitFor(() -> text("statusMeaning").startsWith("The service reports every order as closed"));
        assertThat(shown("startEnrollmentButton")).isTrue();
        assertThat(app.loanFiles().call(s -> s.finishedByOfficer(order.id())).join()).isFalse();
    }

    @Test
    @org.junit.jupiter.api.Tag(SPEC)
    void onTheSpecsServiceAnOrderWithNoDaysLeftIsClosedWithoutAReport() throws Exception {
        // a one-day monitoring order, two days later: no days remain
        Order order = connection.service().createOrderAsync(new NewOrderRequest("e@example.com", "Edith", "Clarke",
                "1234", "REF-EC", "full", null, null, null, null, null, "1", null)).get(20, TimeUnit.SECONDS);
        sandboxClock.advance(Duration.ofDays(2));
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));

        waitFor(() -> text("statusMeaning").startsWith("Closed without verified accounts"));
        assertThat(text("statusMeaning")).isEqualTo("Closed without verified accounts, and no days remain: the"
                + " monitoring period ran out, or no account was linked.");
        assertThat(shown("startEnrollmentButton")).isFalse();
        assertThat(shown("reportNotReady")).isFalse();
    }

    @Test
    void onTheRichServiceAnOpenedOrderWithNoDaysLeftIsNotWaitingForTheBorrower() throws Exception {
        // a one-day monitoring order, two days later: no days remain
        Order order = connection.service().createOrderAsync(new NewOrderRequest("e@example.com", "Edith", "Clarke",
                "1234", "REF-EC", "full", null, null, null, null, null, "1", null)).get(20, TimeUnit.SECONDS);
        sandboxClock.advance(Duration.ofDays(2));
        app.enrollmentKeys().remember(order.id(), order.enrollmentSSOKey());
        FxToolkit.setupFixture(() -> app.navigator().showOrder(order.id()));

        waitFor(() -> text("statusMeaning").startsWith("No days remain on this order"));
        assertThat(text("statusPill")).isEqualTo("Opened");
        assertThat(text("statusMeaning")).isEqualTo("No days remain on this order: the provider closes it without a"
                + " report unless the borrower enrolls before then.");
        assertThat(text("statusNext")).isEqualTo("Next step: If the borrower is here, start enrollment at this desk"
                + " now; else create a new order if the verification is still needed.");
        assertThat(text("daysRemainingValue")).isEqualTo("0");
        assertThat(visibleTexts()).noneMatch(t -> t.contains("Waiting for the borrower to enroll"));

        // a one-time order (monitoring 0) is not born without days: it waits for its borrower
        Order oneTime = connection.service().createOrderAsync(new NewOrderRequest("f@example.com", "Frances", "Allen",
                "1234", "REF-FA", "full", null, null, null, null, null, "0", null)).get(20, TimeUnit.SECONDS);
        FxToolkit.setupFixture(() -> app.navigator().showOrder(oneTime.id()));
        waitFor(() -> text("statusMeaning").equals("Waiting for the borrower to enroll."));
    }

    // ---- helpers ----

    /**
     * A loan with two borrowers, as an officer runs it: the loan file opened from the Loans screen, each borrower's
     * order made on New order started from it (the loan number filled in), both enrolled at the desk, then the loan's
     * checks: one deposit sourced and one left out, the funds counted before and after, and the combined PDF with both
     * borrowers, the rules, the decisions and the history of the desk sessions.
     */
    @Test
    void aLoanWithTwoBorrowersFromItsFileThroughBothDeskEnrollmentsToItsCombinedPdf() throws Exception {
        String pdfText = twoBorrowerLoan("LN-J-2026");
        Files.writeString(Path.of("target", "two-borrower-loan.txt"), pdfText);
    }

    @Test
    @org.junit.jupiter.api.Tag(SPEC)
    void onTheSpecsServiceALoanWithTwoBorrowersCountsTheirFundsInTheLoanCurrencyAndSaysItWasAssumed()
            throws Exception {
        String pdfText = twoBorrowerLoan("LN-S-2026").replaceAll("\\s+", " ");
        Files.writeString(Path.of("target", "two-borrower-loan-spec.txt"), pdfText);
        // funds in reports without a currency are counted in the loan's, and every page that counts them says so
        assertThat(pdfText).contains("Cash counted (all borrowers, joint accounts once",
                        "no currency in the report; USD, the loan currency, was taken for them",
                        "USD assumed (the report states no currency) Held by LOVELACE, ADA",
                        "USD assumed (the report states no currency) Held by LOVELACE, CHARLES")
                .doesNotContain("retirement accounts only as decided) 0.00 USD");
    }

    /**
     * A loan file with two borrowers on the desk: each one's order made from the loan file and enrolled at the desk,
     * the terms entered, one deposit sourced and one left out (the funds before and after), the combined PDF. Returns
     * the PDF's text.
     */
    private String twoBorrowerLoan(String loan) throws Exception {
        FxToolkit.setupFixture(() -> app.navigator().showLoan(null));
        // the loan number typed and its file opened (Enter in the field does the same; typed here without the
        // robot's keyboard, which a window of another test class may still hold on a loaded machine)
        robot.interact(() -> {
            ((TextField) inShell("#newLoanField").query()).setText(loan);
            inShell("#openButton").queryButton().fire();
        });
        waitFor(Duration.ofSeconds(30), () -> text("titleLabel").equals("Loan " + loan));

        // each borrower's order made on New order, started from the loan file, then enrolled at the desk
        String[] ids = new String[2];
        String[][] borrowers = {{"Ada", "Lovelace"}, {"Charles", "Lovelace"}};
        for (int i = 0; i < 2; i++) {
            FxToolkit.setupFixture(() -> app.navigator().showLoan(loan));
            robot.interact(() -> ((TabPane) inShell("#tabs").query()).getSelectionModel().select(1));
            robot.interact(() -> inShell("#newOrderButton").queryButton().fire());
            waitFor(() -> shell.currentScreen() == ScreenId.NEW_ORDER);
            assertThat(fx(() -> ((TextField) inShell("#reference").query()).getText())).isEqualTo(loan);
            String first = borrowers[i][0];
            String last = borrowers[i][1];
            fx(() -> {
                ((TextField) inShell("#firstName").query()).setText(first);
                ((TextField) inShell("#lastName").query()).setText(last);
                ((TextField) inShell("#email").query()).setText(first.toLowerCase() + "@example.com");
                ((TextField) inShell("#last4").query()).setText("1234");
                inShell("#requestFull").queryAs(RadioButton.class).setSelected(true);
            });
            // (the button is below the fold of the 800-pixel window: pressed as the keyboard would)
            robot.interact(() -> inShell("#submitButton").queryButton().fire());
            waitFor(Duration.ofSeconds(20), () -> shell.currentScreen() == ScreenId.ORDER);
            waitFor(() -> shown("startEnrollmentButton"));
            ids[i] = fx(() -> ((OrderController) shell.currentController()).model().orderIdProperty().get());
            robot.interact(() -> inShell("#startEnrollmentButton").queryButton().fire());
            Stage borrower = waitForBorrowerWindow();
            enrollInFrame(fx(() -> ((WebView) borrower.getScene().getRoot().lookup(".web-view")).getEngine()));
            handBack(borrower);
            waitFor(Duration.ofSeconds(30), () -> text("statusMeaning").equals(
                    "Finished: the verified accounts report is ready."));
        }
        assertThat(app.loanFiles().call(s -> s.load(loan).orElseThrow().orderIds()).get(20, TimeUnit.SECONDS))
                .as("each order created at the desk joined the loan file").containsExactly(ids[0], ids[1]);

        // the loan file: both borrowers with their reports
        FxToolkit.setupFixture(() -> app.navigator().showLoan(loan));
        LoansController loans = (LoansController) fx(shell::currentController);
        waitFor(Duration.ofSeconds(20), () -> loans.model().orders().rows().size() == 2
                && loans.model().orders().rows().stream().allMatch(b -> b.text().contains("report ready")));
        waitFor(() -> loans.model().summaryProperty().get() != null);
        fx(() -> {
            loans.model().terms().incomeProperty().set("400");
            loans.model().terms().cashToCloseProperty().set("1000");
            loans.model().terms().save();
        });
        ChecksSection checks = loans.model().checks();
        waitFor(() -> checks.deposits().size() >= 2);
        String before = fx(() -> checks.fundsTextProperty().get());
        fx(() -> {
            checks.giftDonorProperty().set("Jo Doe");
            checks.giftRelationshipProperty().set("aunt");
            checks.giftAmountProperty().set("500");
            checks.giftLetterDateProperty().set(LocalDate.now());
            checks.decide(checks.deposits().get(0), DepositDecision.Outcome.SOURCED, DepositDecision.Source.GIFT,
                    "gift letter");
        });
        waitFor(() -> checks.deposits().stream().anyMatch(d -> d.decision().startsWith("Sourced: gift from Jo Doe")));
        fx(() -> checks.decide(checks.deposits().stream().filter(ChecksSection.DepositRow::open)
                .findFirst().orElseThrow(), DepositDecision.Outcome.LEFT_OUT, null, "no explanation"));
        waitFor(() -> checks.deposits().stream().anyMatch(d -> d.decision().startsWith("Left out")));
        String after = fx(() -> checks.fundsTextProperty().get());
        assertThat(before).contains("left out by you $0.00");
        assertThat(after).doesNotContain("left out by you $0.00").isNotEqualTo(before);

        Path pdf = dataDir.resolve("loan.pdf");
        dialogs.onSave(r -> pdf);
        robot.interact(() -> ((TabPane) inShell("#tabs").query()).getSelectionModel().select(3));
        robot.interact(() -> inShell("#exportButton").queryButton().fire());
        waitFor(Duration.ofSeconds(30), () -> text("noticeLabel").startsWith("Saved loan.pdf"));
        String pdfText;
        int pages;
        try (var doc = Loader.loadPDF(Files.readAllBytes(pdf))) {
            pdfText = new PDFTextStripper().getText(doc);
            pages = doc.getNumberOfPages();
        }
        // a sandbox loan's document says on every page that it is a training one
        assertThat(pdfText.split("TRAINING \u2014 sandbox data", -1)).as("the mark on each of %d pages", pages)
                .hasSize(pages + 1);
        assertThat(pdfText).contains("Loan file: verified assets", loan, "Ada Lovelace", "Charles Lovelace",
                "B3-4.2-02", "Funds counted for this loan", "Sourced: gift from Jo Doe, aunt, 500.00",
                "Left out of the funds (no explanation)", "Desk session started for order " + ids[0],
                "The history holds together", "Prepared by");
        Files.copy(pdf, Path.of("target", loan + ".pdf"), StandardCopyOption.REPLACE_EXISTING);
        return pdfText;
    }


    private Order create(String first, String last) throws Exception {
        return connection.service().createOrderAsync(new NewOrderRequest(first.toLowerCase() + "@example.com", first,
                last, "1234", "REF-" + last, "full", null, null, null, null, null, null, null)).get(20,
                        TimeUnit.SECONDS);
    }

    /**
     * The node of the officer's window: a lookup of its own, since a window of an earlier test class (a Loans screen
     * shown alone) may still hold nodes of the same id.
     */
    private NodeQuery inShell(String query) {
        return robot.from(shellStage.getScene().getRoot()).lookup(query);
    }

    /** The borrower picks a bank, signs in, shares an account and confirms. */
    private static void enrollInFrame(WebEngine engine) throws Exception {
        waitInFrame(engine, "document.getElementById('bank-first-platypus') !== null", 30);
        inFrame(engine, "document.getElementById('bank-first-platypus').click(); true");
        waitInFrame(engine, "!document.getElementById('step-login').classList.contains('hidden')", 10);
        inFrame(engine, "document.getElementById('username').value = '" + SandboxServer.BANK_USERNAME + "';"
                + "document.getElementById('password').value = '" + SandboxServer.BANK_PASSWORD + "';"
                + "document.getElementById('sign-in').click(); true");
        waitInFrame(engine, "document.querySelectorAll('input.account[type=checkbox]').length > 0", 20);
        inFrame(engine, "document.querySelector('input.account[type=checkbox]').click(); true");
        waitInFrame(engine, "!document.getElementById('confirm').disabled", 10);
        inFrame(engine, "document.getElementById('confirm').click(); true");
    }

    /**
     * The borrower is told they are done; the officer takes the desk back with the done page's button (the window
     * would close by itself a few seconds later), and the window is gone.
     */
    private void handBack(Stage borrower) {
        waitFor(Duration.ofSeconds(20), () -> fx(() -> !borrower.isShowing()
                || borrower.getScene().getRoot().lookup("#enrollment-done").isVisible()));
        fx(() -> {
            if (borrower.isShowing()) {
                ((Button) borrower.getScene().getRoot().lookup("#enrollment-done-close")).fire();
            }
        });
        waitFor(Duration.ofSeconds(20), () -> !fx(borrower::isShowing));
    }

    private Stage waitForBorrowerWindow() {
        waitFor(Duration.ofSeconds(20), () -> Window.getWindows().stream()
                .anyMatch(w -> w instanceof Stage s && s.getOwner() == shellStage && s.isShowing()));
        return fx(() -> Window.getWindows().stream()
                .filter(w -> w instanceof Stage s && s.getOwner() == shellStage && s.isShowing())
                .map(Stage.class::cast).findFirst().orElseThrow());
    }

    private String text(String id) {
        return fx(() -> inShell("#" + id).tryQuery().map(n -> n instanceof Labeled l ? l.getText() : "")
                .map(t -> t == null ? "" : t).orElse(""));
    }

    /** Shown on screen: it and all its parents visible (and in the scene). */
    private boolean shown(String id) {
        return fx(() -> inShell("#" + id).tryQuery().map(OrderJourneyTest::reallyVisible).orElse(false));
    }

    private static boolean reallyVisible(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }

    /** The texts of every visible label and button of the officer's window. */
    private List<String> visibleTexts() {
        return fx(() -> robot.from(shellStage.getScene().getRoot()).lookup((Predicate<Node>) n -> n instanceof Labeled)
                .queryAllAs(Labeled.class).stream().filter(OrderJourneyTest::reallyVisible).map(Labeled::getText)
                .filter(t -> t != null).toList());
    }
}

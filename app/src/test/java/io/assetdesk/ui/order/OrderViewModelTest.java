package io.assetdesk.ui.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.LoanRules;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.LoanTerms;
import io.assetdesk.loan.Program;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.session.ReportWaits;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.testing.MovableClock;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Workstation;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ManualPause;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.workflow.DeskSessions;
import io.assetdesk.workflow.OrderState;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * The order screen's view model without a window or the JavaFX toolkit, on same-thread executors: what the officer
 * would read and which buttons they would get, for the orders a spec-following service and a richer one send.
 */
class OrderViewModelTest {
    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

    /** Runs {@code work} here: the view model needs neither the FX thread nor the toolkit. */
    private static <T> CompletableFuture<T> plain(Callable<T> work) throws Exception {
        return CompletableFuture.completedFuture(work.call());
    }

    private static CompletableFuture<Void> plain(Runnable work) {
        work.run();
        return CompletableFuture.completedFuture(null);
    }

    private static Order order(String status, Integer days) {
        return new Order("ord-1", "order", NOW.minusSeconds(60), false, status, "https://portal.example/login?o=1",
                days, "ann@example.com", "1234", "R-1", "Ann", "Lee", null, null, null, null, List.of(), null, null);
    }

    /** A view model showing {@code order}, everything on the calling thread (the FX thread here). */
    private static OrderViewModel showing(Order order, boolean keyHeld) throws Exception {
        return showing(order, keyHeld, new DeskSessions());
    }

    private static OrderViewModel showing(Order order, boolean keyHeld, DeskSessions desk) throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order, "{}"));
        EnrollmentKeys keys = new EnrollmentKeys();
        if (keyHeld) {
            keys.remember(order.id(), "sso-key");
        }
        OrderViewModel vm = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                ReportWaits.inMemory(), desk, keys, new ScreenHarness.RecordingNavigator(), Runnable::run,
                loanFiles(data)));
        vm.show(order.id());
        return vm;
    }

    private static OrderStateView view(Order order, boolean keyHeld) throws Exception {
        return plain(() -> showing(order, keyHeld).stateViewProperty().get()).get();
    }

    @Test
    void aNewOrderOnTheSpecsServiceWaitsForItsBorrowerAndSaysWhy() throws Exception {
        OrderStateView v = view(order("closed", 30), true);

        assertThat(v.meaning()).isEqualTo("The service reports every order as closed; no account is linked yet and"
                + " 30 days remain, so the order is waiting for the borrower to enroll.");
        assertThat(v.next()).isEqualTo("Next step: Start enrollment at this desk, or send the borrower the login URL.");
        assertThat(v.startEnrollmentShown()).isTrue();
        assertThat(v.startEnrollmentText()).isEqualTo("_Start enrollment at this desk");
        assertThat(v.copyLinkShown()).isTrue();
        assertThat(v.openLinkShown()).isTrue();
        assertThat(v.markFinishedShown()).isTrue();
        assertThat(v.reportNotReadyShown()).isTrue();
        assertThat(v.bannerShown()).isFalse();
        assertThat(v.pillNeutral()).as("the word 'closed' is shown, but not as done").isTrue();
    }

    @Test
    void anOpenedOrderWithoutItsKeyOffersTheDeskThroughItsLoginUrl() throws Exception {
        OrderStateView v = view(order("opened", 12), false);

        assertThat(v.meaning()).isEqualTo("Waiting for the borrower to enroll.");
        assertThat(v.startEnrollmentShown()).as("the login URL opens in the borrower window").isTrue();
        assertThat(v.markFinishedShown()).as("the word says where it stands itself").isFalse();
        assertThat(v.pillNeutral()).isFalse();
    }

    @Test
    void aClosedOrderWithNoDaysLeftIsOverAndOffersNothingButACheck() throws Exception {
        OrderStateView v = view(order("closed", 0), true);

        assertThat(v.meaning()).isEqualTo("Closed without verified accounts, and no days remain: the monitoring period"
                + " ran out, or no account was linked.");
        assertThat(v.enrollmentCardShown()).isFalse();
        assertThat(v.reportNotReadyShown()).isFalse();
        assertThat(v.checkNowShown()).isTrue();
    }

    @Test
    void whileTheBorrowerIsAtTheDeskNothingIsOfferedAndThenTheReportIsAwaited() throws Exception {
        DeskSessions desk = new DeskSessions();
        OrderViewModel vm = plain(() -> showing(order("closed", 30), true, desk)).get();

        desk.started("ord-1");
        OrderStateView atDesk = plain(() -> vm.stateViewProperty().get()).get();
        assertThat(atDesk.meaning()).isEqualTo("The borrower is enrolling at this desk now.");
        assertThat(atDesk.enrollmentCardShown()).isFalse();
        assertThat(atDesk.checkNowShown()).isFalse();
        assertThat(atDesk.markFinishedShown()).isFalse();
    }

    @Test
    void theProviderIsGivenItsWindowAfterTheDeskAndTheOrderIsDecidedAgainWhenItEndsWithNoToolkit() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order("opened", 12), "{}"));
        EnrollmentKeys keys = new EnrollmentKeys();
        keys.remember("ord-1", "sso-key");
        MovableClock clock = new MovableClock();
        DeskSessions desk = new DeskSessions();
        ManualPause window = new ManualPause();
        ReportWaits waits = ReportWaits.inMemory();
        OrderViewModel vm = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(clock,
                new ActiveConnection(ScreenHarness.localProfile(), c -> service), waits, desk, keys,
                new ScreenHarness.RecordingNavigator(), Runnable::run, loanFiles(data)), window, new NoWorkstation());
        vm.show("ord-1");

        desk.ended("ord-1", OrderState.Desk.FINISHED_BY_OFFICER, clock.instant());
        vm.waitForReport();
        assertThat(vm.stateProperty().get().phase()).isEqualTo(OrderState.Phase.CONFIRMING);
        assertThat(window.running()).as("the window's end is timed").isTrue();
        assertThat(window.asked()).isBetween(OrderState.CONFIRM_WINDOW.minusSeconds(1),
                OrderState.CONFIRM_WINDOW.plusSeconds(1));

        clock.advance(OrderState.CONFIRM_WINDOW.plusSeconds(1));
        window.end();
        assertThat(vm.stateProperty().get().phase()).as("no enrollment shown in the window")
                .isEqualTo(OrderState.Phase.NOT_ENROLLED);
        assertThat(vm.stateViewProperty().get().meaning())
                .isEqualTo("The provider has no enrollment from the borrower: the order still waits for them.");

        vm.watchWaits(false);
        desk.ended("ord-1", OrderState.Desk.FINISHED_BY_OFFICER, clock.instant());
        assertThat(window.running()).as("a hidden screen starts no timer").isFalse();
    }

    /** A workstation with neither clipboard nor browser (nothing here uses them). */
    private static final class NoWorkstation implements Workstation {
        @Override
        public void copy(String text) {
            throw new AssertionError("nothing is copied here");
        }

        @Override
        public boolean browse(URI uri) {
            return false;
        }
    }

    // ---- the order itself: which pane, the header, the details, the exports ----

    @Test
    void aLoadedOrderWithoutAReportShowsItsDetailsMasksTheDigitsAndOffersNoExport() throws Exception {
        OrderDetails d = plain(() -> showing(order("opened", 12), true).detailsProperty().get())
                .get();

        assertThat(d.pane()).isEqualTo(OrderDetails.Pane.CONTENT);
        assertThat(d.title()).isEqualTo("Ann Lee");
        assertThat(d.statusLabel()).isEqualTo("Opened");
        assertThat(d.pillLook()).isEqualTo("opened");
        assertThat(d.daysRemaining()).isEqualTo("12");
        assertThat(d.reference()).isEqualTo("R-1");
        assertThat(d.phone()).as("none came").isEqualTo("\u2014");
        assertThat(d.last4()).isEqualTo("\u2022\u2022\u2022\u2022");
        assertThat(d.last4Revealable()).isTrue();
        assertThat(d.exportsEnabled()).as("no report to write: PDF, CSV, JSON and Print wait for one").isFalse();
        assertThat(d.reportShown()).isFalse();
        assertThat(d.accountsCount()).isEmpty();
    }

    @Test
    void revealingTheDigitsShowsThemAndShowingAnotherOrderHidesThemAgain() throws Exception {
        OrderViewModel vm = plain(() -> showing(order("opened", 12), true)).get();
        String shown = plain(() -> {
            vm.last4RevealedProperty().set(true);
            return vm.detailsProperty().get().last4();
        }).get();
        assertThat(shown).isEqualTo("1234");

        String afterAnother = plain(() -> {
            vm.show("ord-1");
            return vm.detailsProperty().get().last4();
        }).get();
        assertThat(afterAnother).isEqualTo("\u2022\u2022\u2022\u2022");
    }

    @Test
    void aClosedWordTheEvidenceDoesNotBearOutGetsTheNeutralPill() throws Exception {
        OrderDetails d = plain(() -> showing(order("closed", 30), true).detailsProperty().get())
                .get();
        assertThat(d.statusLabel()).isEqualTo("Closed");
        assertThat(d.pillLook()).as("waiting for the borrower, not done").isNull();
    }

    @Test
    void aFirstReadThatFailsShowsTheProblemPaneAndAFailedReloadKeepsTheOrderAndSaysWhy() throws Exception {
        FakeIntegrationService service = new FakeIntegrationService();
        ApiException down = new ApiException(ApiException.Kind.SERVER_ERROR, 500, "500 Internal Server Error",
                List.of(), "rq-7", null, null, true, null);
        service.onGet = id -> CompletableFuture.failedFuture(down);
        OrderViewModel vm = plain(() -> showing(service)).get();
        OrderDetails failed = plain(() -> vm.detailsProperty().get()).get();
        assertThat(failed.pane()).isEqualTo(OrderDetails.Pane.PROBLEM);
        assertThat(failed.title()).as("the id until the order came").isEqualTo("ord-1");

        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order("opened", 12), "{}"));
        plain(vm::load).get();
        service.onGet = id -> CompletableFuture.failedFuture(down);
        OrderDetails kept = plain(() -> {
            vm.load();
            return vm.detailsProperty().get();
        }).get();
        assertThat(kept.pane()).as("the order stays on screen").isEqualTo(OrderDetails.Pane.CONTENT);
        assertThat(kept.title()).isEqualTo("Ann Lee");
        assertThat(plain(() -> vm.noticeProperty().get()).get())
                .isEqualTo("The service had an internal error (HTTP 500  \u00b7  Request id rq-7)");
    }

    private static OrderViewModel showing(FakeIntegrationService service) throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        OrderViewModel vm = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                ReportWaits.inMemory(), new DeskSessions(), new EnrollmentKeys(),
                new ScreenHarness.RecordingNavigator(), Runnable::run, loanFiles(data)));
        vm.show("ord-1");
        return vm;
    }

    /** The loan files of {@code data}, on the calling thread. */
    private static LoanFiles loanFiles(Path data) {
        return new LoanFiles(() -> LoanStore.open(data, Clock.fixed(NOW, ZoneOffset.UTC), "officer"), Runnable::run);
    }

    @Test
    void anOrderInALoanFileSaysWhichAndOpensIt() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        LoanFiles files = loanFiles(data);
        files.call(s -> s.create("LN-7")).join();
        files.call(s -> s.addOrder("LN-7", "ord-1", "reference number matches")).join();
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order("opened", 12), "{}"));
        ScreenHarness.RecordingNavigator navigator = new ScreenHarness.RecordingNavigator();
        OrderViewModel vm = plain(() -> {
            OrderViewModel m = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                    Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                    ReportWaits.inMemory(), new DeskSessions(), new EnrollmentKeys(), navigator, Runnable::run,
                    files));
            m.show("ord-1");
            return m;
        }).get();
        assertThat(plain(() -> vm.loanTextProperty().get()).get()).isEqualTo("Loan LN-7");
        plain(vm::openLoan).get();
        assertThat(navigator.calls).containsExactly("loan:LN-7");
        files.close();
    }

    @Test
    void anotherDesksChangeToTheOrdersLoanFileIsReadAgainWhileTheOrderIsShownAndNotWhenHidden() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        LoanFiles files = loanFiles(data);
        files.call(s -> s.create("LN-8")).join();
        files.call(s -> s.addOrder("LN-8", "ord-1", "reference number matches")).join();
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order("opened", 12), "{}"));
        OrderViewModel vm = plain(() -> {
            OrderViewModel m = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                    Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                    ReportWaits.inMemory(), new DeskSessions(), new EnrollmentKeys(),
                    new ScreenHarness.RecordingNavigator(), Runnable::run, files));
            m.show("ord-1");
            m.watchWaits(true);
            return m;
        }).get();
        long before = plain(() -> vm.loanFileProperty().get().version()).get();

        files.call(s -> s.saveTerms("LN-8", s.load("LN-8").orElseThrow().terms().withFigures(new BigDecimal("20000"),
                null, null))).join();
        files.changedElsewhere("LN-8"); // as the team database's notice says it
        assertThat(plain(() -> vm.loanFileProperty().get()).get()).satisfies(f -> {
            assertThat(f.version()).isGreaterThan(before);
            assertThat(f.terms().cashToClose()).isEqualByComparingTo("20000");
        });

        plain(() -> vm.watchWaits(false)).get();
        files.call(s -> s.saveTerms("LN-8", s.load("LN-8").orElseThrow().terms().withFigures(new BigDecimal("30000"),
                null, null))).join();
        files.changedElsewhere("LN-8");
        assertThat(plain(() -> vm.loanFileProperty().get().terms().cashToClose()).get()).as("hidden: not read")
                .isEqualByComparingTo("20000");
        files.close();
    }

    @Test
    void anOrderInALoanFileIsCheckedWithTheLoansTermsAndRulesWhichItsScreenDoesNotChange() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "report-vm");
        ReportViewModel report = plain(() -> new ReportViewModel(loanFiles(data),
                Messages.load(), Clock.fixed(NOW, ZoneOffset.UTC), Locale.US, UiExecutor.direct()))
                .get();
        LoanTerms terms = LoanTerms.NEW.withProgram(Program.FHA).withValues(new BigDecimal("300000"), null)
                .withFigures(new BigDecimal("15000"), new BigDecimal("2000"), new BigDecimal("7000"));
        LoanRules rules = LoanRules.of(RuleBook.standard(), terms, Map.of());
        plain(() -> {
            report.show(order("closed", 0));
            report.useLoan(new ReportViewModel.LoanContext("LN-7", rules));
        }).get();

        assertThat(report.cashToCloseProperty().get()).as("one borrower is not compared with the loan's cash to close")
                .isEmpty();
        assertThat(report.monthlyIncomeProperty().get()).isEqualTo("7,000");
        assertThat(report.thresholdsProperty().get().largeDepositLimit().amount()).isEqualByComparingTo("3000.00");
        assertThat(report.ruleLines()).contains("4000.1 II.A.4.d.iii(A): a deposit above 1% of the adjusted value "
                + "(lower of price and"
                + " appraisal) needs its source");
        // the order's own documents name the loan's rules too
        Order shown = order("closed", 0);
        String csv = new String(ReportExport.bytes(ReportExport.Format.CSV, new OrderDocument(shown, "{}"),
                plain(() -> report.summaryForDocument(shown)).get(), ZoneOffset.UTC, Locale.US,
                NOW), StandardCharsets.UTF_8);
        assertThat(csv).contains("4000.1 II.A.4.d.iii(A): a deposit above 1% of the adjusted value");
        plain(() -> report.setThresholds(ReportThresholds.DEFAULT)).get();
        assertThat(report.thresholdsProperty().get().largeDepositLimit()).as("changed on the loan file only")
                .isNotNull();
        assertThat(loanFiles(data).call(s -> s.orderFigures("ord-1")).join().isEmpty()).as("nothing kept per order")
                .isTrue();

        plain(() -> report.useLoan(null)).get();
        assertThat(report.ruleLines()).isNull();
        assertThat(report.thresholdsProperty().get().largeDepositLimit()).isNull();
    }

    @Test
    void loanFilesThatCannotBeReadAreSaidOnTheOrderNotPassedOverInSilence() throws Exception {
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> CompletableFuture.completedFuture(new OrderDocument(order("opened", 12), "{}"));
        LoanFiles broken = new LoanFiles(() -> {
            throw new IllegalStateException("The loan files are in use by another Asset Desk process");
        }, Runnable::run);
        OrderViewModel vm = plain(() -> {
            OrderViewModel m = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                    Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                    ReportWaits.inMemory(), new DeskSessions(), new EnrollmentKeys(),
                    new ScreenHarness.RecordingNavigator(), Runnable::run, broken));
            m.show("ord-1");
            return m;
        }).get();
        assertThat(plain(() -> vm.noticeProperty().get()).get())
                .startsWith("The loan files could not be read (").contains("in use by another Asset Desk process")
                .contains("its checks here are not the loan's");
    }

    @Test
    void whileASlowServiceReadsTheOrderItIsHeadedByTheListsNameNotItsId() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-vm");
        CompletableFuture<OrderDocument> slow = new CompletableFuture<>();
        FakeIntegrationService service = new FakeIntegrationService();
        service.onGet = id -> id.equals("ord-1") ? slow : new CompletableFuture<>();
        OrderViewModel vm = new OrderViewModel(Messages.load(), UiExecutor.direct(), new OrderViewModel.Parts(
                Clock.fixed(NOW, ZoneOffset.UTC), new ActiveConnection(ScreenHarness.localProfile(), c -> service),
                ReportWaits.inMemory(), new DeskSessions(), new EnrollmentKeys(),
                new ScreenHarness.RecordingNavigator(), Runnable::run, loanFiles(data)));

        plain(() -> vm.show("ord-1", "Ann Lee")).get();
        assertThat(vm.detailsProperty().get().pane()).isEqualTo(OrderDetails.Pane.LOADING);
        assertThat(vm.detailsProperty().get().title()).isEqualTo("Ann Lee");

        plain(() -> slow.complete(new OrderDocument(order("closed", 30), "{}"))).get();
        assertThat(vm.detailsProperty().get().pane()).isEqualTo(OrderDetails.Pane.CONTENT);
        assertThat(vm.detailsProperty().get().title()).isEqualTo("Ann Lee");

        plain(() -> vm.show("ord-2")).get();
        assertThat(vm.detailsProperty().get().title()).as("no name known: the id, never the last order's name")
                .isEqualTo("ord-2");
    }
}

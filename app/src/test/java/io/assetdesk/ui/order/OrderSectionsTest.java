package io.assetdesk.ui.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
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
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The order screen's sections on their own, with no toolkit: the login link (copied, opened, or refused for a phone,
 * each said in the notice line) and the documents (saved, recorded in the loan file, or failed with the cause).
 */
class OrderSectionsTest {
    private static final Messages M = Messages.load();
    private static final Instant NOW = Instant.parse("2026-11-25T12:00:00Z");

    /** A clipboard and a browser that record, the browser answering as told. */
    private static final class Desk implements Workstation {
        final List<String> copied = new ArrayList<>();
        final List<URI> browsed = new ArrayList<>();
        boolean hasBrowser = true;

        @Override
        public void copy(String text) {
            copied.add(text);
        }

        @Override
        public boolean browse(URI uri) {
            browsed.add(uri);
            return hasBrowser;
        }
    }

    private static Order order(String loginUrl) {
        return new Order("ord-1", "order", NOW.minusSeconds(60), false, "opened", loginUrl, 12, "ann@example.com",
                "1234", "R-1", "Ann", "Lee", null, null, null, null, List.of(), null, null);
    }

    private static OrderLink link(String url, Desk desk, AtomicReference<String> notice) {
        return new OrderLink(M, UiExecutor.direct(), Runnable::run, desk, () -> order(url), notice::set);
    }

    @Test
    void theLinkOpensInTheBrowserOrIsCopiedWhereThereIsNoneAndSaysWhichHappened() {
        Desk desk = new Desk();
        AtomicReference<String> notice = new AtomicReference<>();
        OrderLink link = link("https://portal.example/login?o=1", desk, notice);

        link.open().join();
        assertThat(desk.browsed).containsExactly(URI.create("https://portal.example/login?o=1"));
        assertThat(notice.get()).isEqualTo(M.get("order.loginUrl.opened"));

        desk.hasBrowser = false;
        link.open().join();
        assertThat(desk.copied).containsExactly("https://portal.example/login?o=1");
        assertThat(notice.get()).isEqualTo(M.get("order.loginUrl.noBrowser"));
    }

    @Test
    void aLinkThatIsNotAWebAddressIsNeverOpenedNorShownToAPhone() {
        Desk desk = new Desk();
        AtomicReference<String> notice = new AtomicReference<>();
        OrderLink link = link("javascript:alert(1)", desk, notice);

        link.open().join();
        assertThat(desk.browsed).isEmpty();
        assertThat(notice.get()).isEqualTo(M.get("order.loginUrl.notOpenable"));
        assertThat(link.forPhone()).isEmpty();
        assertThat(notice.get()).isEqualTo(M.get("order.loginUrl.none"));
        link.copy();
        assertThat(desk.copied).as("copied as sent: the officer may send it by hand").containsExactly(
                "javascript:alert(1)");
    }

    @Test
    void aPhoneIsOfferedOnlyALinkItCanOpenAndThatFitsInACode() {
        Desk desk = new Desk();
        AtomicReference<String> notice = new AtomicReference<>();

        assertThat(link("http://127.0.0.1:8099/login", desk, notice).forPhone()).isEmpty();
        assertThat(notice.get()).isEqualTo(M.get("order.phone.local"));

        assertThat(link("https://portal.example/" + "x".repeat(4000), desk, notice).forPhone()).isEmpty();
        assertThat(notice.get()).isEqualTo(M.get("order.phone.tooLong"));

        notice.set(null);
        assertThat(link("https://portal.example/login?o=1", desk, notice).forPhone())
                .contains(URI.create("https://portal.example/login?o=1"));
        assertThat(notice.get()).isNull();
    }

    @Test
    void aSavedDocumentIsSaidAndRecordedInTheLoanFileAndAFailedOneSaysItsCause() throws Exception {
        Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-docs");
        AtomicReference<String> notice = new AtomicReference<>();
        List<String> recorded = new ArrayList<>();
        OrderDocuments docs = new OrderDocuments(M, UiExecutor.direct(), Clock.fixed(NOW, ZoneOffset.UTC),
                new ActiveConnection(ScreenHarness.localProfile(), c -> new FakeIntegrationService()), Runnable::run,
                notice::set, (order, loan, action, what) -> recorded.add(loan + " " + action + " " + what));
        OrderDocument doc = new OrderDocument(order("https://portal.example/login"), "{}");
        AssetSummary summary = AssetSummary.of(doc.order(), LoanFigures.NONE, ReportThresholds.DEFAULT,
                LocalDate.of(2026, 11, 25));

        Path csv = docs.export(ReportExport.Format.CSV, dir.resolve("order.csv"), doc, summary, "ord-1", "LN-7")
                .join();
        assertThat(csv).exists();
        assertThat(notice.get()).isEqualTo(M.get("order.export.saved", csv.toString()));
        assertThat(recorded).containsExactly("LN-7 " + HistoryEntry.Action.DOCUMENT_EXPORTED
                + " saved as CSV to order.csv");

        Path nowhere = dir.resolve("missing").resolve("deeper").resolve("order.pdf");
        Files.writeString(dir.resolve("missing"), "a file where a folder should be");
        docs.export(ReportExport.Format.PDF, nowhere, doc, summary, "ord-1", "LN-7").handle((p, e) -> p).join();
        assertThat(notice.get()).startsWith("Could not save order.pdf");
        assertThat(recorded).as("nothing recorded for a file not written").hasSize(1);

        docs.printed(ReportPrinter.Outcome.SENT, "ord-1", "LN-7");
        assertThat(notice.get()).isEqualTo(M.get("order.print.sent"));
        assertThat(recorded).last().isEqualTo("LN-7 " + HistoryEntry.Action.DOCUMENT_PRINTED + " printed");
        docs.printed(ReportPrinter.Outcome.CANCELLED, "ord-1", "LN-7");
        assertThat(notice.get()).as("a cancelled print leaves no line").isNull();
        assertThat(recorded).hasSize(2);
    }

    @Test
    void theLoanFileOfTheShownOrderIsReadAndOpenedAndTheOfficersWordKeptWhileAnotherOrdersAnswerIsDropped()
            throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "order-loan");
        try (LoanFiles files = new LoanFiles(() -> LoanStore.open(data, Clock.fixed(NOW, ZoneOffset.UTC), "ann"),
                Runnable::run)) {
            files.call(s -> s.create("LN-1")).join();
            files.call(s -> s.addOrder("LN-1", "ord-1", "added by the officer")).join();
            AtomicReference<String> shown = new AtomicReference<>("ord-1");
            AtomicReference<String> notice = new AtomicReference<>();
            AtomicInteger decided = new AtomicInteger();
            ScreenHarness.RecordingNavigator navigator = new ScreenHarness.RecordingNavigator();
            OrderLoan loan = new OrderLoan(M, UiExecutor.direct(), files, navigator, shown::get, notice::set,
                    decided::incrementAndGet);

            loan.read("ord-1");
            assertThat(loan.textProperty().get()).isEqualTo(M.get("order.loan", "LN-1"));
            assertThat(loan.fileProperty().get().loanNumber()).isEqualTo("LN-1");
            loan.open();
            assertThat(navigator.calls).containsExactly("loan:LN-1");

            loan.markFinished("ord-1", true);
            assertThat(loan.finishedByOfficer()).isTrue();
            assertThat(notice.get()).isEqualTo(M.get("state.markFinished.saved"));
            assertThat(decided).hasValue(1);
            assertThat(files.call(s -> s.finishedByOfficer("ord-1")).join()).as("kept").isTrue();
            loan.record("ord-1", "LN-1", HistoryEntry.Action.DOCUMENT_PRINTED, "printed");
            assertThat(files.call(s -> s.history("LN-1")).join()).extracting(HistoryEntry::detail)
                    .contains("Report of order ord-1 printed");

            loan.forget();
            shown.set("ord-2");
            loan.read("ord-1");
            assertThat(loan.finishedByOfficer()).as("ord-1's word is not ord-2's").isFalse();
            assertThat(loan.textProperty().get()).isEmpty();
            loan.open();
            assertThat(navigator.calls).hasSize(1);

            loan.watchOtherDesks(true);
            files.call(s -> s.addOrder("LN-1", "ord-2", "on another desk")).join();
            files.changedElsewhere("LN-1");
            assertThat(loan.textProperty().get()).as("read again when another desk changed it")
                    .isEqualTo(M.get("order.loan", "LN-1"));
            loan.watchOtherDesks(false);
        }
    }

    @Test
    void aShownOrdersWaitIsFollowedOnlyWhileTheScreenWatches() {
        ReportWaits waits = ReportWaits.inMemory();
        DeskSessions desk = new DeskSessions();
        AtomicInteger decided = new AtomicInteger();
        AtomicInteger loaded = new AtomicInteger();
        OrderWatch watch = new OrderWatch(UiExecutor.direct(), waits, desk, () -> "ord-1", decided::incrementAndGet,
                loaded::incrementAndGet, doc -> loaded.incrementAndGet());
        watch.showing("ord-1");
        assertThat(watch.watching()).isTrue();
        assertThat(decided).as("what happened while hidden is decided again").hasValue(1);

        watch.waitForReport("ord-1");
        assertThat(watch.waitingProperty().get()).isTrue();
        desk.started("ord-1");
        assertThat(decided).hasValue(3);
        desk.started("ord-9");
        assertThat(decided).as("another order's desk session").hasValue(3);
        waits.stop("ord-1");
        assertThat(watch.waitingProperty().get()).isFalse();
        assertThat(loaded).as("the wait ended: the order is read again").hasValue(1);

        watch.watch(false);
        assertThat(desk.listenerCount()).as("nothing left listening once hidden").isZero();
        waits.watch("ord-1");
        assertThat(decided).hasValue(3);
    }

    @Test
    void aFinishedDeskSessionIsConfirmedWithinItsWindowAndOnlyAShownScreenRunsTheTimerAndStopsTheWait() {
        MovableClock clock = new MovableClock();
        ReportWaits waits = ReportWaits.inMemory();
        DeskSessions desk = new DeskSessions();
        EnrollmentKeys keys = new EnrollmentKeys();
        ManualPause window = new ManualPause();
        boolean[] shown = {false};
        Order opened = order("https://portal.example.com/login/abc");
        OrderStanding standing = new OrderStanding(M, UiExecutor.direct(), new OrderStanding.Sources(clock, waits,
                desk, keys, Runnable::run), window, new OrderStanding.Screen() {
                    @Override
                    public String orderId() {
                        return "ord-1";
                    }

                    @Override
                    public Order order() {
                        return opened;
                    }

                    @Override
                    public boolean linkOpenable() {
                        return true;
                    }

                    @Override
                    public boolean markedFinished() {
                        return false;
                    }

                    @Override
                    public boolean shown() {
                        return shown[0];
                    }
                });
        keys.remember("ord-1", "sso-key");
        desk.ended("ord-1", OrderState.Desk.FINISHED_BY_FRAME, clock.instant());
        waits.watch("ord-1");

        standing.decide();
        assertThat(standing.stateProperty().get().phase()).isEqualTo(OrderState.Phase.CONFIRMING);
        assertThat(window.running()).as("a hidden screen starts no timer").isFalse();
        assertThat(standing.viewProperty().get()).isNotNull();

        shown[0] = true;
        standing.decide();
        assertThat(window.running()).isTrue();
        assertThat(window.asked()).isGreaterThan(OrderState.CONFIRM_WINDOW.minusSeconds(1));

        clock.advance(OrderState.CONFIRM_WINDOW.plusSeconds(1));
        window.end();
        assertThat(standing.stateProperty().get().phase()).as("the provider showed no enrollment in time")
                .isNotEqualTo(OrderState.Phase.CONFIRMING);
        assertThat(waits.isWaiting("ord-1")).as("the wait that saw nothing is stopped").isFalse();
        assertThat(standing.keyHeld()).isTrue();

        standing.hidden();
        assertThat(window.running()).isFalse();
    }
}

package io.assetdesk.ui.order;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.export.ReportExport;
import io.assetdesk.loan.HistoryEntry;
import io.assetdesk.report.AssetSummary;
import io.assetdesk.report.LoanFigures;
import io.assetdesk.report.ReportThresholds;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.Workstation;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
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
}

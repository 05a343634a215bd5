package io.assetdesk.ui.loans;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.loan.LoanFile;
import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.RuleBook;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.session.LoanFiles;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.common.LatestCall;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The Loans screen's list and borrowers sections on their own, with no toolkit and the loan files here. */
class LoanSectionsTest {
    private static final Messages M = Messages.load();
    private static final Instant NOW = Instant.parse("2026-11-25T15:00:00Z");
    private final FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
    private final List<String> opened = new ArrayList<>();
    private LoanFiles files;
    private LoansParts parts;

    private final RecordingLoanHost host = new RecordingLoanHost();

    @BeforeEach
    void setUp() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "loan-sections");
        Clock clock = Clock.fixed(NOW, ZoneOffset.UTC);
        files = new LoanFiles(() -> LoanStore.open(data, clock, "officer.ann"), Runnable::run);
        parts = new LoansParts(clock, new ActiveConnection(ScreenHarness.localProfile(), c -> service), files,
                new ScreenHarness.RecordingNavigator(), Runnable::run, RuleBook.standard());
    }

    @AfterEach
    void tearDown() {
        files.close();
    }

    private static Order order(String id, String reference, String first) {
        return new Order(id, "order", NOW.minusSeconds(3600), false, "opened", null, 30, "b@example.com", null,
                reference, first, "Lee", null, null, null, null, List.of(), null, null);
    }

    @Test
    void theListIsNarrowedAsTheOfficerTypesAndATypedNumberIsOpenedOrRefusedWhenBlank() {
        LoanList list = new LoanList(M, UiExecutor.direct(), parts, host, opened::add);
        files.call(s -> s.create("LN-100")).join();
        files.call(s -> s.create("LN-200")).join();
        list.refresh();
        assertThat(list.shownNumbers()).containsExactlyInAnyOrder("LN-100", "LN-200");

        list.searchProperty().set("ln-2");
        assertThat(list.shownNumbers()).containsExactly("LN-200");

        list.typedProperty().set("  ");
        list.openTyped();
        assertThat(host.said).last().asString().startsWith("! ");
        assertThat(opened).isEmpty();

        list.typedProperty().set(" LN-300 ");
        list.openTyped();
        assertThat(opened).containsExactly("LN-300");
        assertThat(host.said).last().isEqualTo(M.get("loans.open.created", "LN-300"));
        assertThat(list.typedProperty().get()).isEmpty();
        assertThat(files.call(s -> s.load("LN-300")).join()).isPresent();
    }

    @Test
    void theServicesOrdersWithTheLoanNumberJoinTheFileAndAnUnreadableOneIsListedWithItsCause() {
        LoanOrders borrowers = new LoanOrders(M, UiExecutor.direct(), parts, host);
        host.open = files.call(s -> s.create("LN-7")).join();
        service.listReturns(List.of(order("o-1", "LN-7", "Ann"), order("o-2", "LN-8", "Bob")));
        service.onGet = id -> id.equals("o-1")
                ? CompletableFuture.completedFuture(new OrderDocument(order("o-1", "LN-7", "Ann"), "{}"))
                : CompletableFuture.failedFuture(FakeIntegrationService.error(ApiException.Kind.NOT_FOUND, 404,
                "404 Not Found", null));
        files.call(s -> s.addOrder("LN-7", "o-gone", "added by the officer")).join();
        List<String> read = new ArrayList<>();

        borrowers.clear();
        borrowers.gather(host.open, new LatestCall().start(), new LoanOrders.Next() {
            @Override
            public void fileNow(LoanFile now) {
                host.open = now;
            }

            @Override
            public void ordersRead(LoanFile l, LatestCall.Ticket mine) {
                read.add(l.loanNumber());
            }
        });

        assertThat(host.open.orderIds()).as("the matching order joined the file").contains("o-1").doesNotContain("o-2");
        assertThat(read).containsExactly("LN-7");
        assertThat(borrowers.rows()).extracting(LoanOrders.Row::readable).containsExactlyInAnyOrder(true, false);
        assertThat(borrowers.rows()).filteredOn(r -> !r.readable()).singleElement()
                .extracting(LoanOrders.Row::orderId).isEqualTo("o-gone");
        assertThat(borrowers.unreadable()).isEqualTo(1);
        assertThat(borrowers.readFor("LN-7")).get().asList().hasSize(1);
        assertThat(borrowers.readFor("LN-8")).as("never another loan's orders").isEmpty();
    }
}

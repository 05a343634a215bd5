package io.assetdesk.ui.orders;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderLine;
import io.assetdesk.api.ResourceList;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.FirstFrame;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.testing.FakeIntegrationService;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The order list's view model without a window: the search runs on the calling thread, and what the officer would
 * see is read from the rows, the counts and the state it publishes.
 */
class OrdersViewModelTest {
    private static final Instant T = Instant.parse("2026-11-20T10:00:00Z");
    private final Map<String, FakeIntegrationService> services = new HashMap<>();

    private static ConnectionProfile profile(String name) {
        URI url = URI.create("https://" + name.toLowerCase() + ".example.test");
        return new ConnectionProfile(name, url, url, "token", null, null, false);
    }

    private ActiveConnection connection(String name) {
        return new ActiveConnection(profile(name), c -> services.get(c.baseUrl().getHost()));
    }

    private OrdersViewModel model(ActiveConnection connection) {
        return new OrdersViewModel(Messages.load(), UiExecutor.direct(), connection, Runnable::run);
    }

    private static List<Order> book() {
        return List.of(
                TestOrders.order("o-1", "Ada", "Lovelace", "ada@example.com", "LN-100", "closed", T, false),
                TestOrders.order("o-2", "Grace", "Hopper", "grace@example.com", "LN-200", "opened",
                        T.plusSeconds(3600), false),
                TestOrders.order("o-3", "Alan", "Turing", "alan@example.com", "LN-300", "canceled",
                        T.plusSeconds(7200), true));
    }

    private static OrderRow row(String id, String status) {
        return new OrderRow(TestOrders.order(id, "Ada", "Lovelace", "ada@example.com", "LN-" + id, status, T, false));
    }

    private void serve(String name, List<Order> orders) {
        services.put(name.toLowerCase() + ".example.test",
                new FakeIntegrationService().onCallingThread().answering(orders));
    }

    private static List<String> ids(OrdersViewModel vm) {
        return vm.rows().stream().map(OrderRow::id).toList();
    }

    /** An answer handed on in batches by the test, as the client hands on a list while it arrives. */
    private static final class Arriving {
        Consumer<List<OrderLine>> batches;
        final CompletableFuture<List<OrderLine>> done = new CompletableFuture<>();
        final List<OrderLine> sent = new ArrayList<>();

        void send(List<Order> orders) {
            List<OrderLine> lines = orders.stream().map(OrderLine::of).toList();
            sent.addAll(lines);
            batches.accept(lines);
        }
    }

    /** The Production connection's list is {@code answer}, handed on by the test. */
    private void serveArriving(Arriving answer) {
        serveArriving("Production", answer);
    }

    /** The list of the connection {@code name} is {@code answer}, handed on by the test. */
    private void serveArriving(String name, Arriving answer) {
        FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
        service.onLines = batches -> {
            answer.batches = batches;
            return answer.done;
        };
        services.put(name.toLowerCase() + ".example.test", service);
    }

    @Test
    void aRefreshWhileTheFirstListArrivesDropsItsPartAndShowsTheListAgainAsItArrives() {
        Arriving answer = new Arriving();
        serveArriving(answer);
        OrdersViewModel vm = model(connection("Production"));
        vm.pacedBy(() -> 0L);
        vm.load();
        answer.send(TestOrders.many(50, T));
        assertThat(vm.rows()).hasSize(50);
        assertThat(vm.countTextProperty().get()).isEqualTo("Showing 50 of 50 orders  ·  50 read, more still coming…");

        vm.load(); // Refresh, before the first list is whole
        assertThat(vm.rows()).as("part of a list is not kept as if it were the list").isEmpty();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.LOADING);
        assertThat(vm.countTextProperty().get()).isEmpty();
        // the refresh joined the list call still running: with its next batch come the rows it missed
        answer.send(TestOrders.many(80, T).subList(50, 80));
        assertThat(vm.rows()).as("the list's rows again, as they arrive").isNotEmpty();
        assertThat(vm.countTextProperty().get()).as("and it says more is coming").startsWith("Showing ")
                .endsWith("read, more still coming…");
    }

    @Test
    void rowsShowAsTheAnswerArrivesNewestFirstAndSearchWorksOnThemWhileTheListSaysMoreIsComing() {
        Arriving answer = new Arriving();
        serveArriving(answer);
        OrdersViewModel vm = model(connection("Production"));
        long[] clock = {0};
        vm.pacedBy(() -> clock[0]);
        vm.load();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.LOADING);

        List<Order> older = TestOrders.many(100, T).subList(50, 100);
        List<Order> newer = TestOrders.many(100, T).subList(0, 50);
        answer.send(older);
        assertThat(vm.stateProperty().get()).as("the first rows are shown at once").isEqualTo(
                OrdersViewModel.State.READY);
        assertThat(vm.loadingProperty().get()).as("and the list says more is coming").isTrue();
        assertThat(vm.rows()).hasSize(50);
        assertThat(vm.totalCountProperty().get()).isEqualTo(50);

        vm.searchProperty().set("r-0004");
        assertThat(ids(vm)).as("a search while rows arrive").isEmpty();
        vm.searchProperty().set("r-0006");
        assertThat(ids(vm)).containsExactly("ord-00060", "ord-00061", "ord-00062", "ord-00063", "ord-00064",
                "ord-00065", "ord-00066", "ord-00067", "ord-00068", "ord-00069");
        vm.selectedProperty().set(vm.rows().get(3));

        List<Order> newest = newer.subList(0, 10);
        answer.send(newer.subList(10, 30));
        assertThat(vm.totalCountProperty().get()).as("rows are handed over at a pace, not every batch").isEqualTo(50);
        assertThat(vm.readSoFarProperty().get()).as("nor the count read, at once: the rows handed over")
                .isEqualTo(50);
        assertThat(vm.countTextProperty().get()).isEqualTo("Showing 10 of 50 orders  ·  50 read, more still coming…");
        clock[0] += ArrivingRows.COUNT_NANOS;
        answer.send(newer.subList(30, 50));
        assertThat(vm.totalCountProperty().get()).isEqualTo(50);
        assertThat(vm.readSoFarProperty().get()).as("the count read moves between hand-overs").isEqualTo(90);
        assertThat(vm.countTextProperty().get()).isEqualTo("Showing 10 of 50 orders  ·  90 read, more still coming…");
        clock[0] += ArrivingRows.handOverAfter(100);
        answer.send(newest);
        assertThat(vm.totalCountProperty().get()).as("the next hand-over brings every row so far").isEqualTo(100);
        assertThat(ids(vm)).as("the search holds for the rows that came after it").hasSize(10);
        vm.searchProperty().set("r-0004");
        assertThat(ids(vm)).as("newer rows found too").hasSize(10).first().isEqualTo("ord-00040");
        vm.searchProperty().set("");
        assertThat(ids(vm)).as("newest first across batches").hasSize(100).startsWith("ord-00000", "ord-00001")
                .endsWith("ord-00099");
        assertThat(vm.selectedProperty().get().id()).as("the selection kept").isEqualTo("ord-00063");

        answer.done.complete(new ResourceList<>(answer.sent, 2));
        assertThat(vm.loadingProperty().get()).isFalse();
        assertThat(vm.readSoFarProperty().get()).isZero();
        assertThat(vm.totalCountProperty().get()).isEqualTo(100);
        assertThat(vm.unreadableCountProperty().get()).isEqualTo(2);
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.READY);
    }

    @Test
    void whileTheSearchOfNewRowsRunsTheCountStillSaysTheRowsShownNeverZeroOfMany() {
        Arriving answer = new Arriving();
        serveArriving(answer);
        List<Runnable> worker = new ArrayList<>();
        OrdersViewModel vm = new OrdersViewModel(Messages.load(), UiExecutor.direct(), connection("Production"),
                worker::add);
        vm.load();
        answer.send(TestOrders.many(40, T));
        assertThat(vm.totalCountProperty().get()).as("the search of the new rows has not run").isZero();
        assertThat(vm.shownCountProperty().get()).isZero();
        List.copyOf(worker).forEach(Runnable::run);
        assertThat(vm.totalCountProperty().get()).isEqualTo(40);
        assertThat(vm.shownCountProperty().get()).isEqualTo(40);
    }

    @Test
    void theCountReadBelongsToTheListArrivingNowAndStaysUntilTheWholeListIsOnScreen() {
        Arriving production = new Arriving();
        serveArriving(production);
        Arriving staging = new Arriving();
        serveArriving("Staging", staging);
        ActiveConnection connection = connection("Production");
        List<Runnable> worker = new ArrayList<>();
        OrdersViewModel vm = new OrdersViewModel(Messages.load(), UiExecutor.direct(), connection, worker::add);
        long[] clock = {0};
        vm.pacedBy(() -> clock[0]);
        vm.load();
        assertThat(vm.countTextProperty().get()).as("loading, nothing read yet: no count at all").isEmpty();
        production.send(TestOrders.many(50, T));
        assertThat(vm.countTextProperty().get()).as("the first rows' search has not come: no '0 of 0'")
                .isEqualTo("50 orders read, more still coming…");
        clock[0] += ArrivingRows.COUNT_NANOS;
        production.send(TestOrders.many(240, T.minusSeconds(86_400)));
        assertThat(vm.arrivingRowsProperty().get()).isTrue();
        assertThat(vm.readSoFarProperty().get()).isEqualTo(290);

        connection.use(profile("Staging"));
        assertThat(vm.arrivingRowsProperty().get()).as("the dropped list no longer arrives").isFalse();
        assertThat(vm.readSoFarProperty().get()).as("nor does its count").isZero();
        clock[0] += ArrivingRows.COUNT_NANOS;
        staging.send(TestOrders.many(3, T));
        assertThat(vm.arrivingRowsProperty().get()).isTrue();
        assertThat(vm.readSoFarProperty().get()).as("only Staging's rows").isEqualTo(3);
        clock[0] += ArrivingRows.COUNT_NANOS;
        staging.send(TestOrders.many(4, T.minusSeconds(86_400)));
        assertThat(vm.readSoFarProperty().get()).isEqualTo(7);

        staging.done.complete(new ResourceList<>(staging.sent, 0));
        assertThat(vm.loadingProperty().get()).isFalse();
        assertThat(vm.arrivingRowsProperty().get()).as("still arriving while the whole list's search runs").isTrue();
        List.copyOf(worker).forEach(Runnable::run);
        assertThat(vm.totalCountProperty().get()).isEqualTo(7);
        assertThat(vm.arrivingRowsProperty().get()).as("the whole list on screen").isFalse();
        assertThat(vm.readSoFarProperty().get()).isZero();
        assertThat(vm.countTextProperty().get()).isEqualTo("Showing 7 of 7 orders");
    }

    @Test
    void afterAnotherConnectionsListTheCountNeverShowsItsNumbersBesideTheNewRowsArriving() {
        serve("Production", TestOrders.many(30, T));
        Arriving staging = new Arriving();
        serveArriving("Staging", staging);
        ActiveConnection connection = connection("Production");
        List<Runnable> worker = new ArrayList<>();
        OrdersViewModel vm = new OrdersViewModel(Messages.load(), UiExecutor.direct(), connection, worker::add);
        vm.load();
        List.copyOf(worker).forEach(Runnable::run);
        worker.clear();
        assertThat(vm.countTextProperty().get()).endsWith(" of 30 orders");

        connection.use(profile("Staging"));
        staging.send(TestOrders.many(1, T));
        assertThat(vm.countTextProperty().get()).as("Production's counts are not Staging's")
                .isEqualTo("1 order read, more still coming…");
        List.copyOf(worker).forEach(Runnable::run);
        assertThat(vm.countTextProperty().get()).isEqualTo("Showing 1 of 1 orders  ·  1 read, more still coming…");
    }

    @Test
    void aReadJoinedTooLateForItsBatchesStillShowsTheWholeListAndAReloadKeepsTheRowsShownUntilItIsWhole() {
        FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
        List<OrderLine> whole = TestOrders.many(30, T).stream().map(OrderLine::of).toList();
        service.onLines = batches -> CompletableFuture.completedFuture(new ResourceList<>(whole, 0)); // no batch
        services.put("production.example.test", service);
        OrdersViewModel vm = model(connection("Production"));
        vm.load();
        assertThat(vm.rows()).hasSize(30);
        assertThat(vm.totalCountProperty().get()).isEqualTo(30);

        Arriving answer = new Arriving();
        service.onLines = batches -> {
            answer.batches = batches;
            return answer.done;
        };
        vm.load();
        answer.send(TestOrders.many(5, T.plusSeconds(3600)));
        assertThat(vm.rows()).as("the rows shown stay until the new list is whole").hasSize(30);
        assertThat(vm.arrivingRowsProperty().get()).isFalse();
        answer.done.complete(new ResourceList<>(answer.sent, 0));
        assertThat(vm.rows()).hasSize(5);
    }

    @Test
    void theStatusFilterFollowsTheOrdersLifeWithWordsTheConsoleDoesNotKnowLast() {
        serve("Production", List.of());
        OrdersViewModel vm = model(connection("Production"));
        vm.setRows(List.of(row("a", "closed"), row("b", "paused"), row("c", "building"), row("d", "inprogress"),
                row("e", "canceled"), row("f", "opened"), row("g", "Archived-Later")));
        assertThat(vm.statusChoices()).containsExactly(OrdersViewModel.ALL_STATUSES, "building", "opened",
                "inprogress", "closed", "canceled", "Archived-Later", "paused");
    }

    @Test
    void whileTheConsolesWindowHasNotShownItsFirstFrameTheFirstListWaitsForIt() {
        serve("Production", book());
        OrdersViewModel vm = model(connection("Production"));
        FirstFrame.arm();
        try {
            vm.load();
            assertThat(vm.stateProperty().get()).as("the answer came, the rows wait")
                    .isEqualTo(OrdersViewModel.State.LOADING);
            assertThat(vm.rows()).isEmpty();
        } finally {
            FirstFrame.shown();
        }
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.READY);
        assertThat(ids(vm)).containsExactly("o-2", "o-1");
        // afterwards nothing waits: a refresh shows its rows at once
        vm.load();
        assertThat(ids(vm)).containsExactly("o-2", "o-1");
    }

    @Test
    void aLoadedBookShowsNewestFirstWithoutTheArchivedAndOffersTheStatusesPresent() {
        serve("Production", book());
        OrdersViewModel vm = model(connection("Production"));
        vm.load();

        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.READY);
        assertThat(ids(vm)).as("newest first; the archived one hidden").containsExactly("o-2", "o-1");
        assertThat(vm.totalCountProperty().get()).isEqualTo(3);
        assertThat(vm.shownCountProperty().get()).isEqualTo(2);
        // in the order's life, not alphabetically
        assertThat(vm.statusChoices()).containsExactly(OrdersViewModel.ALL_STATUSES, "opened", "closed", "canceled");

        vm.showArchivedProperty().set(true);
        assertThat(ids(vm)).containsExactly("o-3", "o-2", "o-1");
    }

    @Test
    void searchingNarrowsTheListSaysWhenNothingMatchesAndClearingBringsItBack() {
        serve("Production", book());
        OrdersViewModel vm = model(connection("Production"));
        vm.load();

        vm.searchProperty().set("hopper");
        assertThat(ids(vm)).containsExactly("o-2");
        vm.searchProperty().set("LN-100");
        assertThat(ids(vm)).containsExactly("o-1");
        vm.searchProperty().set("nobody");
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.NO_MATCH);
        assertThat(vm.shownCountProperty().get()).isZero();

        vm.clearFilters();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.READY);
        assertThat(ids(vm)).as("cleared: every order, the archived too").containsExactly("o-3", "o-2", "o-1");
    }

    @Test
    void theStatusFilterKeepsOnlyThatStatus() {
        serve("Production", book());
        OrdersViewModel vm = model(connection("Production"));
        vm.load();
        vm.statusFilterProperty().set("closed");
        assertThat(ids(vm)).containsExactly("o-1");
    }

    @Test
    void anEmptyBookAndAFailedLoadEachSayWhatTheyAre() {
        serve("Production", List.of());
        OrdersViewModel vm = model(connection("Production"));
        vm.load();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.EMPTY);

        services.get("production.example.test").onList = () -> CompletableFuture.failedFuture(
                FakeIntegrationService.error(ApiException.Kind.SERVER_ERROR, 503, "503 Service Unavailable", "rq-9"));
        vm.load();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.ERROR);
        assertThat(vm.problemProperty().get().supportLine(Messages.load())).contains("503").contains("rq-9");
    }

    @Test
    void anotherConnectionDropsTheOldOrdersAndListsItsOwn() {
        serve("Production", book());
        serve("Staging", List.of(TestOrders.order("s-1", "Test", "Borrower", "t@example.com", "ST-1", "opened", T,
                false)));
        ActiveConnection connection = connection("Production");
        OrdersViewModel vm = model(connection);
        vm.load();

        connection.use(profile("Staging"));
        assertThat(ids(vm)).containsExactly("s-1");
        assertThat(vm.totalCountProperty().get()).isEqualTo(1);
        assertThat(connection.orderCountProperty().get()).as("the status bar's count").isEqualTo(1);
    }

    @Test
    void theLateAnswerOfAConnectionLeftBehindNeverReplacesTheRows() {
        serve("Production", book());
        serve("Staging", List.of(TestOrders.order("s-1", "Test", "Borrower", "t@example.com", "ST-1", "opened", T,
                false)));
        CompletableFuture<List<Order>> slow = new CompletableFuture<>();
        services.get("production.example.test").onList = () -> slow;
        ActiveConnection connection = connection("Production");
        OrdersViewModel vm = model(connection);
        vm.load();
        assertThat(vm.stateProperty().get()).isEqualTo(OrdersViewModel.State.LOADING);

        connection.use(profile("Staging"));
        slow.complete(book()); // Production's answer, late
        assertThat(ids(vm)).containsExactly("s-1");
    }
}

package io.assetdesk.ui.orders;

import static io.assetdesk.ui.testing.ScreenHarness.fx;
import static io.assetdesk.ui.testing.ScreenHarness.waitFor;
import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderLine;
import io.assetdesk.api.OrderListReader;
import io.assetdesk.api.ResourceList;
import io.assetdesk.ui.ViewLoader;
import io.assetdesk.ui.common.OrderStatus;
import io.assetdesk.ui.testing.FakeIntegrationService;
import io.assetdesk.ui.testing.ScreenHarness;
import io.assetdesk.ui.testing.ScreenTest;
import io.assetdesk.ui.testing.TestWaits;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javafx.application.Platform;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The order list against a fake service: what the officer sees for each kind of answer. */
@ScreenTest
class OrdersScreenTest {
    private static final Instant NOW = Instant.parse("2026-11-20T09:30:00Z");
    private final FxRobot robot = new FxRobot();
    private final FakeIntegrationService service = new FakeIntegrationService();


    private ViewLoader.View<OrdersController> show(ScreenHarness h) {
        ViewLoader.View<OrdersController> view = h.show("orders/Orders.fxml");
        return view;
    }

    @SuppressWarnings("unchecked")
    private TableView<OrderRow> table() {
        return robot.lookup("#table").queryAs(TableView.class);
    }

    private List<String> ids() {
        return fx(() -> table().getItems().stream().map(OrderRow::id).toList());
    }

    private String text(String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private boolean visible(String query) {
        // not found: not on the screen (the table joins it with its first rows)
        return robot.lookup(query).tryQuery().map(Node::isVisible).orElse(false);
    }

    @Test
    void tenThousandOrdersLoadNewestFirstAndSearchNarrowsThemAsTheOfficerTypes() {
        service.listReturns(TestOrders.many(10_000, NOW));
        ScreenHarness h = new ScreenHarness(service);
        show(h);

        waitFor(() -> visible("#table") && table().getItems().size() == 10_000);
        assertThat(text("#countLabel")).isEqualTo("Showing 10,000 of 10,000 orders");
        assertThat(table().getItems().get(0).id()).isEqualTo("ord-00000");
        assertThat(table().getItems().get(9_999).id()).isEqualTo("ord-09999");

        robot.clickOn("#search").write("r-0424");
        waitFor(() -> table().getItems().size() == 10);
        assertThat(table().getItems()).allSatisfy(r -> assertThat(r.order().referenceNumber()).startsWith("R-0424"));
        assertThat(text("#countLabel")).isEqualTo("Showing 10 of 10,000 orders");

        robot.write("2");
        waitFor(() -> table().getItems().size() == 1);
        assertThat(table().getItems().get(0).order().referenceNumber()).isEqualTo("R-04242");

        // by e-mail and by id too
        fx(() -> robot.lookup("#search").queryAs(TextField.class).clear());
        robot.clickOn("#search").write("alex00017@");
        waitFor(() -> table().getItems().size() == 1 && table().getItems().get(0).id().equals("ord-00017"));
        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("ORD-00018"));
        waitFor(() -> table().getItems().size() == 1 && table().getItems().get(0).id().equals("ord-00018"));

        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("nobody-like-this"));
        waitFor(() -> visible("#noMatchPane") && !visible("#table"));
        robot.clickOn(robot.lookup(".button").match(n -> n instanceof Button b
                && "Clear search and filters".equals(b.getText())).queryButton());
        waitFor(() -> visible("#table") && table().getItems().size() == 10_000);
    }

    @Test
    void downFromTheSearchBoxMovesIntoTheList() {
        service.listReturns(TestOrders.many(20, NOW));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#table") && table().getItems().size() == 20);
        robot.clickOn("#search").write("r-0001");
        waitFor(() -> table().getItems().size() >= 1);
        robot.type(KeyCode.DOWN);
        waitFor(() -> table().isFocused() && table().getSelectionModel().getSelectedIndex() == 0);
        assertThat(table().getSelectionModel().getSelectedItem().order().referenceNumber()).startsWith("R-0001");
    }

    @Test
    void theSelectedOrderStaysSelectedWhileShownAndOnlyTheLastTextTypedCounts() {
        service.listReturns(TestOrders.many(10_000, NOW));
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<OrdersController> view = show(h);
        waitFor(() -> visible("#table") && table().getItems().size() == 10_000);
        TextField search = robot.lookup("#search").queryAs(TextField.class);

        fx(() -> table().getSelectionModel().select(5));
        assertThat(selectedId()).isEqualTo("ord-00005");
        fx(() -> search.setText("ord-0000"));
        waitFor(() -> table().getItems().size() == 10);
        assertThat(selectedId()).isEqualTo("ord-00005");
        assertThat(fx(() -> table().getSelectionModel().getSelectedIndex())).isEqualTo(5);

        // a burst of keystrokes in one go: whatever was computed for the earlier texts, the last text decides
        fx(() -> {
            for (String t : List.of("a", "al", "alex", "alex0", "r-", "r-0", "ord-00005")) {
                search.setText(t);
            }
        });
        waitFor(() -> !view.controller().model().searching());
        assertThat(ids()).containsExactly("ord-00005");
        assertThat(text("#countLabel")).isEqualTo("Showing 1 of 10,000 orders");
        assertThat(selectedId()).isEqualTo("ord-00005");

        fx(() -> search.setText("ord-00007"));
        waitFor(() -> ids().equals(List.of("ord-00007")));
        assertThat(selectedId()).isNull();

        // back to everything: the officer's order is selected again, in its place
        fx(() -> search.setText(""));
        waitFor(() -> table().getItems().size() == 10_000);
        assertThat(selectedId()).isEqualTo("ord-00005");

        // a click elsewhere moves the selection; sorting keeps it on the same order
        fx(() -> table().getSelectionModel().select(9_999));
        assertThat(selectedId()).isEqualTo("ord-09999");
        fx(() -> table().getSortOrder().get(0).setSortType(TableColumn.SortType.ASCENDING)); // oldest first
        waitFor(() -> "ord-09999".equals(table().getItems().get(0).id()));
        assertThat(selectedId()).isEqualTo("ord-09999");
        assertThat(fx(() -> table().getSelectionModel().getSelectedIndex())).isZero();
    }

    private String selectedId() {
        return fx(() -> {
            OrderRow r = table().getSelectionModel().getSelectedItem();
            return r == null ? null : r.id();
        });
    }

    @Test
    void clickingAColumnSortsByItAndTheCreatedColumnSortsByTimeNotText() {
        List<Order> orders = new ArrayList<>();
        // 9:05 and 10:00 on the same day: as text "10:00" < "9:05", as time it is later.
        orders.add(TestOrders.order("a", "Zoe", "Able", "zoe@example.com", "R-1", "closed",
                Instant.parse("2026-11-20T08:05:00Z"), false));
        orders.add(TestOrders.order("b", "Adam", "Baker", "adam@example.com", "R-2", "opened",
                Instant.parse("2026-11-20T09:00:00Z"), false));
        orders.add(TestOrders.order("c", "Mia", "Cole", "mia@example.com", "R-3", "opened",
                Instant.parse("2025-01-02T09:00:00Z"), false));
        service.listReturns(orders);
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 3);
        assertThat(table().getItems()).extracting(OrderRow::id).containsExactly("b", "a", "c");

        robot.clickOn(robot.lookup(".column-header").match(n -> n.getId() != null && n.getId().equals("nameColumn"))
                .queryAs(Node.class));
        waitFor(() -> ids().equals(List.of("b", "c", "a")));
        assertThat(table().getSortOrder()).extracting(TableColumn::getId).containsExactly("nameColumn");

        robot.clickOn(robot.lookup(".column-header").match(n -> "createdColumn".equals(n.getId())).queryAs(Node.class));
        waitFor(() -> ids().equals(List.of("c", "a", "b")));
        assertThat(table().getSortOrder()).extracting(TableColumn::getId).containsExactly("createdColumn");
    }

    @Test
    void entriesOfTheListThatAreNotRecordsAtAllAreCountedNotDroppedSilently() {
        List<Order> orders = List.of(
                TestOrders.order("o1", "Ann", "Lee", "ann@example.com", "R-1", "opened", NOW, false));
        service.onList = () -> CompletableFuture.completedFuture(new ResourceList<>(orders, 3));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 1);
        assertThat(text("#countLabel")).isEqualTo(
                "Showing 1 of 1 orders  \u00b7  3 entries of the list could not be read (not an order record)");
    }

    @Test
    void unknownStatusesAndUnexpectedRecordTypesAreShownAsTheyComeWithAnExplanation() {
        List<Order> orders = new ArrayList<>();
        orders.add(TestOrders.order("o1", "Ann", "Lee", "ann@example.com", "R-1", "frozen-by-provider", NOW, false));
        orders.add(TestOrders.ofType("account", "acc-1", "Odd", "Entry", NOW.minusSeconds(60)));
        orders.add(TestOrders.order("o2", "Bob", "Ray", "bob@example.com", "R-2", "opened", NOW.minusSeconds(120),
                false));
        service.listReturns(orders);
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 3);

        TableCell<?, ?> unknown = cellWithText(".table-cell", "frozen-by-provider");
        Label pill = (Label) robot.from(unknown).lookup(".status-pill").query();
        assertThat(pill.getPseudoClassStates()).contains(PseudoClass.getPseudoClass("status-unknown"));
        assertThat(unknown.getTooltip().getText()).contains("does not know");

        TableCell<?, ?> opened = cellWithText(".table-cell", "Opened");
        assertThat(opened.getTooltip().getText())
                .contains("Waiting for the borrower to enroll")
                .contains("Start enrollment at this desk, or send the borrower the login URL");

        TableCell<?, ?> odd = cellWithText(".table-cell", "Odd Entry");
        assertThat(odd.getGraphic()).isNotNull();
        assertThat(odd.getTooltip().getText()).contains("unexpected record type").contains("account");
        TableCell<?, ?> normal = cellWithText(".table-cell", "Bob Ray");
        assertThat(normal.getTooltip()).isNull();

        // the status filter offers the statuses present, by label
        assertThat(robot.lookup("#statusFilter").queryAs(ChoiceBox.class).getValue())
                .as("nothing filtered at first").isEqualTo("");
        robot.clickOn("#statusFilter");
        waitFor(() -> robot.lookup(".context-menu .menu-item .label").tryQuery().isPresent());
        assertThat(robot.lookup(".context-menu .menu-item .label").<Labeled>queryAll().stream()
                .map(Labeled::getText).toList())
                .as("the statuses present, by label, after 'All statuses'").startsWith("All statuses")
                .contains("Opened");
        robot.clickOn(robot.lookup(".context-menu .menu-item .label").match(n -> n instanceof Labeled l
                && "Opened".equals(l.getText())).queryAs(Node.class));
        waitFor(() -> table().getItems().size() == 1 && table().getItems().get(0).id().equals("o2"));
        assertThat(text("#countLabel")).isEqualTo("Showing 1 of 3 orders");

        // a refresh replaces the list of statuses; the chosen one stays chosen, in the box and in the table
        int calls = service.listOrdersCalls.get();
        robot.clickOn("#refreshButton");
        waitFor(() -> service.listOrdersCalls.get() == calls + 1);
        waitFor(() -> table().getItems().size() == 1 && text("#countLabel").equals("Showing 1 of 3 orders"));
        ChoiceBox<?> filter = robot.lookup("#statusFilter").queryAs(
                ChoiceBox.class);
        assertThat(filter.getValue()).isEqualTo("opened");
        assertThat(robot.from(filter).lookup(".label").queryAs(Label.class).getText()).isEqualTo("Opened");
    }

    @Test
    void aListWhereEveryOrderIsClosedShowsThemAllWithTheirCountAndSearchStillSaysWhenNothingMatches() {
        List<Order> closed = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            closed.add(TestOrders.order("c" + i, "Ann" + i, "Lee", "ann" + i + "@example.com", "R-" + i, "closed",
                    NOW.minusSeconds(60L * i), false));
        }
        service.listReturns(closed);
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#table") && table().getItems().size() == 5);
        assertThat(text("#countLabel")).isEqualTo("Showing 5 of 5 orders");
        assertThat(visible("#emptyPane")).isFalse();
        assertThat(visible("#noMatchPane")).isFalse();
        robot.clickOn("#search").write("Zebulon");
        waitFor(() -> visible("#noMatchPane") && !visible("#table"));
        assertThat(text("#countLabel")).isEqualTo("Showing 0 of 5 orders");
    }

    @Test
    void onTheSpecsServiceAClosedOrderWithDaysLeftKeepsItsWordButNotTheDoneLook() {
        service.listReturns(List.of(
                TestOrders.order("new", "Ann", "Lee", "ann@example.com", "R-1", "closed", NOW, false, 30),
                TestOrders.order("over", "Bob", "Ray", "bob@example.com", "R-2", "closed", NOW.minusSeconds(60), false,
                        0)));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 2);
        List<Label> pills = robot.lookup(".status-pill").queryAllAs(Label.class)
                .stream().filter(Node::isVisible).toList();
        assertThat(pills).extracting(Label::getText).containsExactly("Closed", "Closed");
        Function<Label, Set<String>> looks = l -> l.getPseudoClassStates()
                .stream().map(PseudoClass::getPseudoClassName).collect(Collectors.toSet());
        assertThat(looks.apply(pills.get(0))).as("30 days left: in doubt").contains("status-unknown")
                .doesNotContain("status-closed");
        assertThat(looks.apply(pills.get(1))).as("no days left: closed").contains("status-closed");
    }

    @Test
    void aListWhereEveryOrderIsArchivedSaysWhyNothingShowsUntilShowArchivedIsOn() {
        service.listReturns(List.of(
                TestOrders.order("a1", "Old", "One", "one@example.com", "R-1", "closed", NOW, true),
                TestOrders.order("a2", "Old", "Two", "two@example.com", "R-2", "canceled", NOW.minusSeconds(60), true),
                TestOrders.order("a3", "Old", "Three", "three@example.com", "R-3", "closed", NOW.minusSeconds(120),
                        true)));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#noMatchPane"));
        assertThat(visible("#emptyPane")).as("there are orders: not 'No orders yet'").isFalse();
        assertThat(text("#countLabel")).isEqualTo("Showing 0 of 3 orders");
        assertThat(robot.lookup("#noMatchPane .label").queryAllAs(Label.class))
                .extracting(Label::getText)
                .contains("No orders match", "Nothing matches the search and filters. Archived orders are hidden unless"
                        + " \"Show archived\" is on.");
        robot.clickOn("#showArchived");
        waitFor(() -> visible("#table") && table().getItems().size() == 3);
        assertThat(text("#countLabel")).isEqualTo("Showing 3 of 3 orders");
    }

    @Test
    void archivedOrdersAreHiddenUntilTheToggleIsOn() {
        service.listReturns(List.of(
                TestOrders.order("live", "Ann", "Lee", "ann@example.com", "R-1", "opened", NOW, false),
                TestOrders.order("old", "Old", "Case", "old@example.com", "R-0", "closed", NOW.minusSeconds(9999),
                        true)));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 1);
        assertThat(text("#countLabel")).isEqualTo("Showing 1 of 2 orders");
        robot.clickOn("#showArchived");
        waitFor(() -> table().getItems().size() == 2);
        assertThat(cellWithText(".table-cell", "Yes")).isNotNull();
    }

    @Test
    void aFailedLoadShowsWhatHappenedAndRetryLoadsAgain() {
        service.onList = () -> CompletableFuture.failedFuture(FakeIntegrationService.error(
                ApiException.Kind.SERVER_ERROR, 500, "500 Internal Server Error: upstream unavailable", "req-77"));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#errorPane"));
        assertThat(text("#errorHeadline")).isEqualTo("The service had an internal error");
        assertThat(text("#errorMessage")).isEqualTo("Upstream unavailable");
        assertThat(text("#errorSupport")).contains("HTTP 500").contains("req-77");
        assertThat(visible("#table")).isFalse();

        service.listReturns(List.of(TestOrders.order("x", "Ann", "Lee", "ann@example.com", "R-1", "closed", NOW,
                false)));
        robot.clickOn("#retryButton");
        waitFor(() -> visible("#table") && table().getItems().size() == 1);
        assertThat(visible("#errorPane")).isFalse();
        assertThat(service.listOrdersCalls.get()).isEqualTo(2);
    }

    @Test
    void aListLargerThanTheWorkstationHoldsIsSaidInOneSentenceWithWhatToDo() {
        Arriving answer = arriving();
        show(new ScreenHarness(service));
        Consumer<List<OrderLine>> receiver = answer.receiver();
        receiver.accept(TestOrders.many(50, NOW).stream().map(OrderLine::of).toList());
        waitFor(() -> text("#countLabel").startsWith("Showing 50 of 50 orders"));
        answer.done().completeExceptionally(new ApiException(ApiException.Kind.TOO_LARGE,
                null, "The order list is larger than this workstation can hold: 1,204,224 orders filled the 2,048 MB"
                + " the console may use; archive old orders at the service, or open the list on a workstation with "
                + "more memory", List.of(), null, null, null, true, new OrderListReader.TooMany(1_204_224)));
        waitFor(() -> visible("#errorPane"));
        assertThat(text("#countLabel")).as("the rows read before the refusal are let go, and so is their count;"
                + " no \"0 of 0 orders\" beside the reason").isEmpty();
        assertThat(fx(() -> table().getItems().size())).isZero();
        assertThat(text("#errorHeadline")).isEqualTo("Too many orders for this workstation");
        assertThat(text("#errorMessage")).isEqualTo("The order list is larger than this workstation can hold: "
                + "1,204,224 orders filled the 2,048 MB the console may use.").doesNotContain("\n");
        assertThat(visible("#errorSupport")).as("no support line: nothing went wrong at the service").isFalse();
        assertThat(fx(() -> robot.lookup("#errorPane").queryAs(Node.class).lookupAll(".label").stream()
                .map(n -> ((Labeled) n).getText()).filter(t -> t != null)
                .anyMatch(t -> t.contains("Archive old orders")))).isTrue();
    }

    @Test
    void aFailureWithoutStatusOrRequestIdLeavesNoEmptySupportLine() {
        service.onList = () -> CompletableFuture.failedFuture(FakeIntegrationService.error(
                ApiException.Kind.NETWORK, null, "Could not connect to 127.0.0.1:9 (ConnectException)", null));
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#errorPane"));
        assertThat(text("#errorMessage")).isEqualTo("Could not connect to 127.0.0.1:9 (ConnectException)");
        assertThat(text("#countLabel")).as("no count beside why the list is not there").isEmpty();
        Label support = robot.lookup("#errorSupport").queryAs(Label.class);
        assertThat(support.isVisible()).isFalse();
        assertThat(support.isManaged()).isFalse();
    }

    @Test
    void whileALongListArrivesTheCountReadMovesAheadOfTheRowsWithoutASpinnerAndGoesWhenTheListIsWhole() {
        Arriving answer = arriving();
        show(new ScreenHarness(service));
        Consumer<List<OrderLine>> receiver = answer.receiver();
        waitFor(() -> visible("#loadingPane"));
        assertThat(visible("#busy")).as("one spinner until the first rows: the loading pane's").isFalse();
        assertThat(text("#countLabel")).as("no \"0 of 0 orders\" while the list loads").isEmpty();
        List<OrderLine> sent = new ArrayList<>();
        List<OrderLine> lines = TestOrders.many(400, NOW).stream().map(OrderLine::of).toList();
        sent.addAll(lines.subList(0, 50));
        receiver.accept(lines.subList(0, 50));
        waitFor(() -> text("#countLabel").startsWith("Showing 50 of 50 orders"));
        assertThat(text("#countLabel")).endsWith("50 read, more still coming…");
        assertThat(visible("#busy")).as("no spinner beside a count that moves").isFalse();

        // one order at a time, as fast as the screen takes them: within a hand-over's time the count read moves on
        int next = 50;
        while (readAhead(text("#countLabel")) <= 0 && next < lines.size()) {
            sent.add(lines.get(next));
            receiver.accept(lines.subList(next, ++next));
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(readAhead(text("#countLabel"))).as("the rows shown wait for the next hand-over, the count does not: "
                + text("#countLabel")).isPositive();

        answer.done().complete(sent);
        waitFor(() -> text("#countLabel").equals("Showing " + sent.size() + " of " + sent.size() + " orders"));
        assertThat(visible("#busy")).isFalse();
    }

    @Test
    void aReloadKeepsTheRowsOnScreenWithASpinnerBesideTheirCount() {
        service.listReturns(TestOrders.many(3, NOW));
        show(new ScreenHarness(service));
        waitFor(() -> visible("#table") && text("#countLabel").equals("Showing 3 of 3 orders"));
        assertThat(visible("#busy")).isFalse();
        CompletableFuture<List<Order>> pending = new CompletableFuture<>();
        service.onList = () -> pending;
        robot.clickOn("#refreshButton");
        waitFor(() -> visible("#busy"));
        assertThat(visible("#table")).as("the rows stay while the new list comes").isTrue();
        assertThat(visible("#loadingPane")).isFalse();
        assertThat(text("#countLabel")).isEqualTo("Showing 3 of 3 orders");
        pending.complete(TestOrders.many(4, NOW));
        waitFor(() -> text("#countLabel").equals("Showing 4 of 4 orders"));
        assertThat(visible("#busy")).isFalse();
    }

    @Test
    void whileLoadingAProgressStateShowsAndAnEmptyListOffersANewOrder() {
        CompletableFuture<List<Order>> pending = new CompletableFuture<>();
        service.onList = () -> pending;
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> visible("#loadingPane"));
        assertThat(visible("#table")).isFalse();
        assertThat(visible("#busy")).as("one spinner: the loading pane's").isFalse();
        assertThat(text("#countLabel")).isEmpty();
        pending.complete(List.of());
        waitFor(() -> visible("#emptyPane"));
        assertThat(visible("#loadingPane")).isFalse();
        robot.clickOn(robot.from(robot.lookup("#emptyPane").queryAs(Node.class)).lookup(".button").queryButton());
        waitFor(() -> h.navigator.calls.contains("newOrder"));
    }

    @Test
    void enterAndDoubleClickOpenTheOrderAndF5StyleRefreshReloads() {
        service.listReturns(List.of(
                TestOrders.order("first", "Ann", "Lee", "ann@example.com", "R-1", "opened", NOW, false),
                TestOrders.order("second", "Bob", "Ray", "bob@example.com", "R-2", "closed", NOW.minusSeconds(60),
                        false)));
        ScreenHarness h = new ScreenHarness(service);
        ViewLoader.View<OrdersController> view = show(h);
        waitFor(() -> table().getItems().size() == 2);
        robot.clickOn(cellWithText(".table-cell", "Bob Ray"));
        robot.type(KeyCode.ENTER);
        waitFor(() -> h.navigator.calls.contains("order:second"));
        robot.doubleClickOn(cellWithText(".table-cell", "Ann Lee"));
        waitFor(() -> h.navigator.calls.contains("order:first"));

        fx(() -> view.controller().refresh());
        waitFor(() -> service.listOrdersCalls.get() == 2);
    }

    @Test
    void everyStatusPillLooksLikeItsStatusAfterTheRowsBelowItChange() {
        List<Order> orders = new ArrayList<>();
        String[] statuses = {"closed", "opened", "inprogress", "building", "canceled", "frozen-by-provider"};
        for (int i = 0; i < 60; i++) {
            String s = statuses[i % statuses.length];
            // as the rich service sends them: a closed order has no days left
            orders.add(TestOrders.order("o" + i, "Name" + i, "Lee", "n" + i + "@example.com", "R-" + i, s,
                    NOW.minusSeconds(60L * i), false, s.equals("closed") ? 0 : 30));
        }
        service.listReturns(orders);
        ScreenHarness h = new ScreenHarness(service);
        show(h);
        waitFor(() -> table().getItems().size() == 60);
        assertThat(fx(this::pillsWithTheWrongLook)).isEmpty();

        // "name1" keeps Name1, Name10-19: other orders, so other statuses, in the cells the first rows used
        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("name1"));
        waitFor(() -> table().getItems().size() == 11);
        assertThat(fx(this::pillsWithTheWrongLook)).isEmpty();
        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("name2"));
        waitFor(() -> table().getItems().size() == 11 && table().getItems().get(0).id().equals("o2"));
        assertThat(fx(this::pillsWithTheWrongLook)).isEmpty();
        // emptied cells below the rows hide their pill
        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("name59"));
        waitFor(() -> table().getItems().size() == 1);
        assertThat(fx(() -> robot.lookup(".status-pill").queryAllAs(Label.class).stream().filter(Node::isVisible)
                .map(Label::getText).toList())).containsExactly("frozen-by-provider");
    }

    /** Visible pills whose look (pseudo-class) is not the one of the status they show, or is more than one. */
    private List<String> pillsWithTheWrongLook() {
        List<String> wrong = new ArrayList<>();
        for (Label pill : robot.lookup(".status-pill").queryAllAs(Label.class)) {
            if (!pill.isVisible()) {
                continue;
            }
            TableCell<?, ?> cell = (TableCell<?, ?>) pill.getParent();
            String expected = OrderStatus.styleClass((String) cell.getItem());
            List<String> looks = pill.getPseudoClassStates().stream().map(PseudoClass::getPseudoClassName)
                    .filter(n -> n.startsWith("status-")).toList();
            if (!looks.equals(List.of(expected))) {
                wrong.add(pill.getText() + " " + looks);
            }
        }
        return wrong;
    }

    @Test
    void ordersWaitingForTheirReportCarryAMarker() {
        service.listReturns(List.of(
                TestOrders.order("w1", "Ann", "Lee", "ann@example.com", "R-1", "inprogress", NOW, false),
                TestOrders.order("w2", "Bob", "Ray", "bob@example.com", "R-2", "opened", NOW.minusSeconds(60), false)));
        TestWaits waits = new TestWaits();
        ScreenHarness h = new ScreenHarness(service, ScreenHarness.newDataDir(), waits);
        show(h);
        waitFor(() -> table().getItems().size() == 2);
        assertThat(visibleMarkers()).isZero();
        fx(() -> waits.watch("w1"));
        waitFor(() -> visibleMarkers() == 1);
        TableCell<?, ?> cell = cellWithText(".table-cell", "In progress");
        assertThat(cell.getTooltip().getText()).contains("checking for the report");
        fx(() -> waits.ready("w1"));
        waitFor(() -> visibleMarkers() == 0);

        // a marked order searched away: the row it leaves empty shows no marker either
        fx(() -> waits.watch("w2"));
        waitFor(() -> visibleMarkers() == 1);
        fx(() -> robot.lookup("#search").queryAs(TextField.class).setText("ann"));
        waitFor(() -> table().getItems().size() == 1);
        assertThat(fx(this::visibleMarkers)).isZero();
    }

    /**
     * The stale rows an officer once saw ("Showing 1 of 30" over every row until a resize): a search typed at every
     * moment around the first rows' arrival, on a fresh screen each time; the rows drawn are always the rows counted.
     */
    @Test
    void theRowsDrawnAreTheRowsCountedWhicheverMomentTheFirstSearchMeetsTheFirstRows() {
        List<Order> orders = TestOrders.many(30, NOW);
        for (int late = -4; late < 8; late++) {
            CompletableFuture<List<Order>> answer = new CompletableFuture<>();
            service.onList = () -> answer;
            ScreenHarness h = new ScreenHarness(service);
            show(h);
            int pulses = late;
            fx(() -> {
                if (pulses >= 0) {
                    answer.complete(orders);
                    typeAfter(pulses, "r-00017");
                } else {
                    typeAfter(0, "r-00017");
                    after(-pulses, () -> answer.complete(orders));
                }
            });
            waitFor(() -> "Showing 1 of 30 orders".equals(text("#countLabel")));
            fx(() -> table().layout());
            assertThat(fx(this::drawnRows)).as("rows drawn, search %d pulses after the rows", late).isEqualTo(1);
        }
    }

    /** A list answer that the test hands on batch by batch, then ends. */
    private record Arriving(AtomicReference<Consumer<List<OrderLine>>> batches,
                            CompletableFuture<List<OrderLine>> done) {
        /** Where the batches go, once the screen has asked for the list. */
        Consumer<List<OrderLine>> receiver() {
            waitFor(() -> batches.get() != null);
            return batches.get();
        }
    }

    /** The service answers the list call with an answer the test hands on ({@link Arriving}). */
    private Arriving arriving() {
        Arriving answer = new Arriving(new AtomicReference<>(), new CompletableFuture<>());
        service.onLines = batches -> {
            answer.batches().set(batches);
            return answer.done();
        };
        return answer;
    }

    /** In "Showing X of Y orders · Z read, more still coming…", Z - Y; 0 when the label is not of that form. */
    private static int readAhead(String label) {
        Matcher m = Pattern.compile("Showing [0-9,]+ of ([0-9,]+) orders +·  ([0-9,]+) read, more still coming…")
                .matcher(label);
        return m.matches() ? Integer.parseInt(m.group(2).replace(",", "")) - Integer.parseInt(m.group(1)
                .replace(",", "")) : 0;
    }

    /** Types {@code text} into the search box {@code pulses} FX turns from now. */
    private void typeAfter(int pulses, String text) {
        after(pulses, () -> robot.lookup("#search").queryAs(TextField.class).setText(text));
    }

    private static void after(int pulses, Runnable action) {
        if (pulses == 0) {
            action.run();
        } else {
            Platform.runLater(() -> after(pulses - 1, action));
        }
    }

    /** The table rows drawn with an order in them. */
    private long drawnRows() {
        return table().lookupAll(".table-row-cell").stream()
                .filter(n -> n instanceof TableRow<?> r && r.isVisible() && !r.isEmpty() && r.getItem() != null)
                .count();
    }

    private long visibleMarkers() {
        return robot.lookup(".waiting-marker").queryAllAs(Node.class).stream().filter(Node::isVisible).count();
    }

    private TableCell<?, ?> cellWithText(String query, String text) {
        return robot.lookup(query).match(n -> n instanceof TableCell<?, ?> c && text.equals(c.getText()))
                .queryAs(TableCell.class);
    }

}

package io.assetdesk.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderLine;
import io.assetdesk.api.OrderListReader;
import io.assetdesk.session.ActiveConnection;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.UiExecutor;
import io.assetdesk.ui.orders.TestOrders;
import io.assetdesk.ui.testing.FakeIntegrationService;
import java.net.URI;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import org.junit.jupiter.api.Test;

/** The status bar as the officer reads it, without a window: everything on the calling thread. */
class ShellViewModelTest {
    private final Messages messages = Messages.load();
    private final Map<String, FakeIntegrationService> services = new HashMap<>();
    private final ObservableSet<String> waiting = FXCollections.observableSet();

    private static ConnectionProfile profile(String name, boolean credentials) {
        URI url = URI.create("https://" + name.toLowerCase() + ".example.test");
        return new ConnectionProfile(name, url, url, "token", null,
                credentials ? new AssetverifyCredentials("user", "pass") : null, false);
    }

    private ActiveConnection connection(ConnectionProfile initial) {
        return new ActiveConnection(initial, c -> services.computeIfAbsent(c.baseUrl().getHost(),
                h -> new FakeIntegrationService()));
    }

    /** A service that answers the list at once, on the calling thread, with {@code count} orders. */
    private static FakeIntegrationService listing(int count) {
        return new FakeIntegrationService().orders(count).onCallingThread();
    }

    private ShellViewModel model(ActiveConnection connection, Optional<Runnable> reset, List<Runnable> background) {
        return new ShellViewModel(messages, UiExecutor.direct(), connection, waiting, reset, background::add);
    }

    @Test
    void aWorkingConnectionIsNamedAndCountsItsOrders() {
        services.put("production.example.test", listing(3));
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());

        assertThat(vm.connectionTextProperty().get()).contains("Production")
                .contains("https://production.example.test");
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.OK);
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (3 orders)");
        assertThat(vm.sandboxProperty().get()).isFalse();
        assertThat(vm.canResetSandbox()).isFalse();
    }

    @Test
    void aListLargerThanThisWorkstationHoldsLeavesTheConnectionOkAndSaysSo() {
        FakeIntegrationService big = new FakeIntegrationService();
        big.onLines = batches -> CompletableFuture.failedFuture(new ApiException(ApiException.Kind.TOO_LARGE, null,
                "The order list is larger than this workstation can hold", List.of(), null, null, null, true,
                new OrderListReader.TooMany(900_000)));
        services.put("production.example.test", big);
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());

        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.OK);
        assertThat(vm.healthTextProperty().get()).isEqualTo(
                "Connection ok (more orders than this workstation can hold)");
    }

    @Test
    void aFailedCheckSaysWhyWithTheRequestId() {
        FakeIntegrationService down = new FakeIntegrationService();
        down.onList = () -> CompletableFuture.failedFuture(FakeIntegrationService.error(
                ApiException.Kind.UNAUTHORIZED, 401, "401 Unauthorized: the access token was refused", "rq-1"));
        services.put("production.example.test", down);
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());

        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.FAILED);
        // the time as the officer's locale writes it: Java 20+ puts a narrow no-break space (U+202F) before AM/PM
        assertThat(vm.healthTextProperty().get()).matches("Connection failed at \\d{1,2}:\\d{2}[\\s\\u202F]?[AP]M: "
                + "The access token was refused \\(HTTP 401 Unauthorized, request id rq-1\\)");
    }

    @Test
    void theBarFollowsTheLastCallOfAnyScreenAndRecoversOnTheNextAnswer() {
        FakeIntegrationService svc = listing(3);
        services.put("production.example.test", svc);
        ActiveConnection c = connection(profile("Production", true));
        ShellViewModel vm = model(c, Optional.empty(), new ArrayList<>());
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (3 orders)");

        // the order screen reads an order and the service sends what the console cannot read
        svc.onGet = id -> CompletableFuture.failedFuture(FakeIntegrationService.error(ApiException.Kind.BAD_RESPONSE,
                200, "The service's answer could not be read", null));
        c.service().getOrderAsync("ord-1");
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.FAILED);
        assertThat(vm.healthTextProperty().get()).startsWith("Connection failed at ")
                .endsWith("The service's answer could not be read (HTTP 200)");

        // one order the service does not know says nothing of the connection
        svc.onGet = id -> CompletableFuture.failedFuture(FakeIntegrationService.error(ApiException.Kind.NOT_FOUND,
                404, "404 Not Found", null));
        c.service().getOrderAsync("ord-2");
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.FAILED);

        // the next answer, from any screen, turns it back
        c.service().listOrdersAsync();
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.OK);
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (3 orders)");
    }

    @Test
    void withoutAssetVerificationCredentialsNothingIsCheckedAndTheBarSaysSo() {
        ShellViewModel vm = model(connection(profile("Banklink", false)), Optional.empty(), new ArrayList<>());
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.NOT_CHECKED);
        assertThat(vm.healthTextProperty().get())
                .isEqualTo("Connection not checked (asset verification not configured)");
    }

    @Test
    void theAnswerOfAConnectionLeftBehindNeverOverwritesTheActiveOnesStatus() {
        CompletableFuture<List<Order>> slow = new CompletableFuture<>();
        FakeIntegrationService first = new FakeIntegrationService();
        first.onList = () -> slow;
        services.put("production.example.test", first);
        services.put("staging.example.test", listing(2));
        ActiveConnection connection = connection(profile("Production", true));
        ShellViewModel vm = model(connection, Optional.empty(), new ArrayList<>());
        assertThat(vm.healthTextProperty().get()).isEqualTo("Checking connection\u2026");

        connection.use(profile("Staging", true));
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (2 orders)");
        slow.complete(List.of()); // Production's late answer: 0 orders
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (2 orders)");
        assertThat(vm.connectionTextProperty().get()).contains("Staging");
    }

    @Test
    void aLongListSaysTheConnectionWorksWithItsFirstEntriesAndCountsThemWhenWhole() {
        FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
        List<Consumer<List<OrderLine>>> receiver = new ArrayList<>();
        CompletableFuture<List<OrderLine>> done = new CompletableFuture<>();
        service.onLines = batches -> {
            receiver.add(batches);
            return done;
        };
        services.put("production.example.test", service);
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());
        assertThat(vm.healthTextProperty().get()).isEqualTo("Checking connection\u2026");

        List<OrderLine> first = List.of(OrderLine.of(TestOrders.order("o-1", "Ada", "Lovelace", "ada@example.com",
                "LN-1", "opened", Instant.parse("2026-11-27T10:00:00Z"), false)));
        receiver.get(0).accept(first);
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.OK);
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (reading the order list\u2026)");
        receiver.get(0).accept(first);
        done.complete(List.of(first.get(0), first.get(0)));
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (2 orders)");
    }

    @Test
    void theFirstEntriesOfAConnectionLeftBehindNeverSayItsConnectionIsOk() {
        FakeIntegrationService production = new FakeIntegrationService().onCallingThread();
        List<Consumer<List<OrderLine>>> receiver = new ArrayList<>();
        production.onLines = batches -> {
            receiver.add(batches);
            return new CompletableFuture<>();
        };
        services.put("production.example.test", production);
        services.put("staging.example.test", listing(2));
        ActiveConnection connection = connection(profile("Production", true));
        ShellViewModel vm = model(connection, Optional.empty(), new ArrayList<>());
        connection.use(profile("Staging", true));
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (2 orders)");

        receiver.get(0).accept(List.of(OrderLine.of(TestOrders.order("o-1", "Ada", "Lovelace", "ada@example.com",
                "LN-1", "opened", Instant.parse("2026-11-27T10:00:00Z"), false))));
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (2 orders)");
    }

    @Test
    void aListThatFailsAfterItsFirstEntriesSaysTheConnectionFailed() {
        FakeIntegrationService service = new FakeIntegrationService().onCallingThread();
        CompletableFuture<List<OrderLine>> done = new CompletableFuture<>();
        service.onLines = batches -> {
            batches.accept(List.of(OrderLine.of(TestOrders.order("o-1", "Ada", "Lovelace", "ada@example.com",
                    "LN-1", "opened", Instant.parse("2026-11-27T10:00:00Z"), false))));
            return done;
        };
        services.put("production.example.test", service);
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (reading the order list\u2026)");
        done.completeExceptionally(new ApiException(ApiException.Kind.NETWORK, null, "Connection reset", List.of(),
                null, null, null, true, null));
        assertThat(vm.healthProperty().get()).isEqualTo(ShellViewModel.Health.FAILED);
        assertThat(vm.healthTextProperty().get()).startsWith("Connection failed");
    }

    @Test
    void aNewerOrderCountFromAnotherScreenUpdatesTheBar() {
        services.put("production.example.test", listing(3));
        ActiveConnection connection = connection(profile("Production", true));
        ShellViewModel vm = model(connection, Optional.empty(), new ArrayList<>());

        connection.reportOrderCount(connection.profile(), 4); // e.g. the order list after an order was created
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (4 orders)");
    }

    @Test
    void theWaitingCountFollowsTheWaits() {
        services.put("production.example.test", listing(1));
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.empty(), new ArrayList<>());
        waiting.add("ord-1");
        waiting.add("ord-2");
        assertThat(vm.waitingReportsProperty().get()).isEqualTo(2);
        waiting.remove("ord-1");
        assertThat(vm.waitingReportsProperty().get()).isEqualTo(1);
    }

    @Test
    void resettingTheSandboxRunsInTheBackgroundThenChecksAgain() {
        FakeIntegrationService sandbox = listing(30);
        services.put("production.example.test", sandbox);
        List<Runnable> background = new ArrayList<>();
        List<String> steps = new ArrayList<>();
        ShellViewModel vm = model(connection(profile("Production", true)), Optional.of(() -> steps.add("reset")),
                background);
        int checksBefore = sandbox.listOrdersCalls.get();

        vm.resetSandbox(() -> steps.add("done"), e -> steps.add("failed"));
        assertThat(steps).as("nothing on the calling thread").isEmpty();
        background.forEach(Runnable::run);

        assertThat(steps).containsExactly("reset", "done");
        assertThat(sandbox.listOrdersCalls.get()).isEqualTo(checksBefore + 1);
        assertThat(vm.healthTextProperty().get()).isEqualTo("Connection ok (30 orders)");
    }
}

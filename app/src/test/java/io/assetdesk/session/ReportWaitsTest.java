package io.assetdesk.session;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.api.Account;
import io.assetdesk.api.ApiException;
import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.Cancellable;
import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.ManualPollScheduler;
import io.assetdesk.api.NewOrderRequest;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.PollScheduler;
import io.assetdesk.api.ReportPoller;
import io.assetdesk.api.ReportValue;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.app.Composition;
import io.assetdesk.app.Parts;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.EnrollmentKeys;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.ui.Messages;
import io.assetdesk.ui.Navigator;
import io.assetdesk.ui.UiExecutor;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Orders waiting for their report: polling per connection, notifications, and resuming after a restart. */
class ReportWaitsTest {
    private static final Instant T0 = Instant.parse("2026-11-21T09:00:00Z");

    private final ManualPollScheduler scheduler = new ManualPollScheduler(T0);
    private final List<String> notices = new ArrayList<>();
    private final List<Runnable> actions = new ArrayList<>();
    private final List<String> shownOrders = new ArrayList<>();
    private final Map<String, FakeService> services = new HashMap<>();
    private Path dataDir;

    @BeforeEach
    void setUp() throws Exception {
        Files.createDirectories(Path.of("target"));
        dataDir = Files.createTempDirectory(Path.of("target"), "report-waits");
    }

    @Test
    void aReportThatArrivesLeavesTheWaitingListFiresListenersAndNotifiesWithALinkToTheOrder() {
        FakeService service = service("Production");
        ReportWaits waits = newWaits();
        Parts context = context(waits, profile("Production", false));
        Composition.resumeWaits(context);
        List<String> ready = new ArrayList<>();
        waits.addReadyListener(ready::add);

        waits.watch("ord-1");
        assertThat(waits.waitingOrderIds()).containsExactly("ord-1");
        assertThat(waits.isWaiting("ord-1")).isTrue();

        scheduler.advance(Duration.ofSeconds(2));
        assertThat(service.reads).containsExactly("ord-1");
        assertThat(notices).isEmpty();

        service.reportReady("ord-1");
        scheduler.advance(Duration.ofSeconds(4));

        assertThat(waits.waitingOrderIds()).isEmpty();
        assertThat(ready).containsExactly("ord-1");
        assertThat(notices).containsExactly("ready ord-1 Ada Lovelace");
        actions.get(0).run();
        assertThat(shownOrders).containsExactly("ord-1");
        assertThat(new WaitingOrdersStore(dataDir).load()).isEmpty();
    }

    @Test
    void waitsStillOpenAtCloseResumeAfterARestartWithTheirOriginalStartTime() {
        service("Production");
        ReportWaits first = newWaits();
        Composition.resumeWaits(context(first, profile("Production", false)));
        first.watch("ord-1");
        scheduler.advance(Duration.ofMinutes(10));
        first.watch("ord-2");
        first.close();

        assertThat(new WaitingOrdersStore(dataDir).load()).extracting(WaitingOrdersStore.Entry::orderId)
                .containsExactly("ord-1", "ord-2");

        // the next start: a new poller, the same data folder
        FakeService afterRestart = service("Production");
        ReportWaits second = newWaits();
        Composition.resumeWaits(context(second, profile("Production", false)));

        assertThat(second.waitingOrderIds()).containsExactlyInAnyOrder("ord-1", "ord-2");
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(afterRestart.reads).containsExactlyInAnyOrder("ord-1", "ord-2");

        // ord-1 started 30 minutes ago by now: it gives up at its own deadline, ord-2 keeps waiting
        scheduler.advance(Duration.ofMinutes(20));
        assertThat(notices).containsExactly("gaveUp ord-1 Ada Lovelace 30");
        assertThat(second.waitingOrderIds()).containsExactly("ord-2");
        assertThat(new WaitingOrdersStore(dataDir).load()).extracting(WaitingOrdersStore.Entry::orderId)
                .containsExactly("ord-2");

        // "Check again" starts a fresh wait
        actions.get(0).run();
        assertThat(second.waitingOrderIds()).containsExactlyInAnyOrder("ord-1", "ord-2");
        afterRestart.reportReady("ord-1");
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(notices).last().isEqualTo("ready ord-1 Ada Lovelace");
        second.close();
    }

    @Test
    void waitsBelongToTheirConnectionAndPauseWhileAnotherIsActive() {
        FakeService prod = service("Production");
        FakeService staging = service("Staging");
        ReportWaits waits = newWaits();
        Parts context = context(waits, profile("Production", false));
        Composition.resumeWaits(context);
        waits.watch("ord-1");

        context.connection().use(profile("Staging", false));

        assertThat(waits.waitingOrderIds()).isEmpty();
        waits.watch("stg-1");
        scheduler.advance(Duration.ofMinutes(1));
        assertThat(prod.reads).isEmpty();
        assertThat(staging.reads).containsOnly("stg-1");

        context.connection().use(profile("Production", false));
        assertThat(waits.waitingOrderIds()).containsExactly("ord-1");
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(prod.reads).containsExactly("ord-1");
        waits.close();
    }

    @Test
    void usingTheSameConnectionAgainMovesTheWaitsToItsNewService() {
        FakeService before = service("Production");
        ReportWaits waits = newWaits();
        Parts context = context(waits, profile("Production", false));
        Composition.resumeWaits(context);
        waits.watch("ord-1");
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(before.reads).containsExactly("ord-1");

        FakeService after = service("Production"); // the connection builds a new service for the equal profile
        context.connection().use(profile("Production", false));
        scheduler.advance(Duration.ofSeconds(10));

        assertThat(before.reads).containsExactly("ord-1");
        assertThat(after.reads).isNotEmpty().containsOnly("ord-1");
        assertThat(waits.waitingOrderIds()).containsExactly("ord-1");
        waits.close();
    }

    @Test
    void aFailureMidWaitKeepsWaitingButARefusalEndsItWithItsCause() {
        FakeService service = service("Production");
        ReportWaits waits = newWaits();
        Composition.resumeWaits(context(waits, profile("Production", false)));
        waits.watch("ord-1");
        service.failNext("ord-1", new ApiException(ApiException.Kind.SERVER_ERROR, 503, "503 Service Unavailable",
                null, "r-1", null, null, false, null));
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(waits.isWaiting("ord-1")).isTrue();

        service.failNext("ord-1", new ApiException(ApiException.Kind.NOT_FOUND, 404, "404 Not Found", null, "r-2",
                null, null, false, null));
        scheduler.advance(Duration.ofSeconds(4));

        assertThat(waits.isWaiting("ord-1")).isFalse();
        assertThat(notices).containsExactly("failed ord-1 404 Not Found");
    }

    @Test
    void notificationsAreHeldWhileABorrowerIsAtTheDesk() {
        FakeService service = service("Production");
        ReportWaits waits = newWaits();
        Composition.resumeWaits(context(waits, profile("Production", false)));
        waits.watch("ord-1");
        service.reportReady("ord-1");

        ReportWaits.Hold hold = waits.holdNotifications();
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(waits.isWaiting("ord-1")).isFalse();
        assertThat(notices).isEmpty();

        hold.close();
        assertThat(notices).containsExactly("ready ord-1 Ada Lovelace");
    }

    /** The built-in sandbox keeps its orders between runs, so its waits are remembered like any other. */
    @Test
    void sandboxWaitsAreRememberedToo() {
        service("Sandbox");
        ReportWaits waits = newWaits();
        Composition.resumeWaits(context(waits, profile("Sandbox", true)));

        waits.watch("sbx-1");

        assertThat(waits.isWaiting("sbx-1")).isTrue();
        assertThat(new WaitingOrdersStore(dataDir).load()).extracting(WaitingOrdersStore.Entry::orderId)
                .containsExactly("sbx-1");
        waits.close();
    }

    /**
     * The remembered waits are read off the FX thread; an order watched before they arrive joins them, and the file
     * is not written over (the remembered ones would be lost) until they are in.
     */
    @Test
    void theRememberedWaitsAreReadInTheBackgroundAndAWatchBeforeTheyArriveLosesNone() throws Exception {
        service("Production");
        ReportWaits first = newWaits();
        Composition.resumeWaits(context(first, profile("Production", false)));
        first.watch("ord-1");
        first.close();

        FakeService afterRestart = service("Production");
        ReportWaits second = newWaits();
        Deque<Runnable> background = new ArrayDeque<>();
        ActiveConnection connection = new ActiveConnection(profile("Production", false), cfg -> afterRestart);
        second.resume(connection, Runnable::run, background::add, id -> { });
        assertThat(background).as("the file is read in the background").hasSize(1);
        assertThat(second.waitingOrderIds()).isEmpty();

        second.watch("ord-2"); // e.g. a desk session ended before the file was read
        assertThat(new WaitingOrdersStore(dataDir).load()).extracting(WaitingOrdersStore.Entry::orderId)
                .as("not written over before the remembered waits are in").containsExactly("ord-1");

        background.poll().run();
        assertThat(second.waitingOrderIds()).containsExactlyInAnyOrder("ord-1", "ord-2");
        assertThat(new WaitingOrdersStore(dataDir).load()).extracting(WaitingOrdersStore.Entry::orderId)
                .containsExactlyInAnyOrder("ord-1", "ord-2");
        scheduler.advance(Duration.ofSeconds(2));
        assertThat(afterRestart.reads).containsExactlyInAnyOrder("ord-1", "ord-2");
        second.close();
    }

    /** The officer looks at the order when its report comes: it appears on that screen, with no pop-up about it. */
    @Test
    void aReportArrivingForTheOrderOnScreenNeedsNoPopUp() {
        FakeService service = service("Production");
        ReportWaits waits = newWaits();
        Composition.resumeWaits(context(waits, profile("Production", false)));
        List<String> ready = new ArrayList<>();
        waits.addReadyListener(ready::add);
        waits.watch("ord-1");
        waits.focus("ord-1", true);

        service.reportReady("ord-1");
        scheduler.advance(Duration.ofSeconds(2));

        assertThat(ready).as("the screen still hears of it").containsExactly("ord-1");
        assertThat(notices).isEmpty();
        waits.close();
    }

    @Test
    void theInMemoryListOnlyMarksOrders() {
        ReportWaits plain = ReportWaits.inMemory();
        plain.watch("x");
        assertThat(plain.waitingOrderIds()).containsExactly("x");
        plain.close();
    }

    // ---- fixtures ----

    private ReportWaits newWaits() {
        // each "run" of the app gets its own poller on the one manual timeline; closing it leaves the timeline be
        PollScheduler run = new PollScheduler() {
            @Override
            public Cancellable schedule(Runnable task, Duration delay) {
                return scheduler.schedule(task, delay);
            }

            @Override
            public void close() {
            }
        };
        ReportPoller poller = new ReportPoller(run, scheduler.clock(), () -> 0.0, ReportPoller.Settings.defaults());
        return new ReportWaits(poller, new WaitingOrdersStore(dataDir), BackgroundWrites.onCallingThread(),
                scheduler.clock(), new RecordingNotifier());
    }

    private FakeService service(String profileName) {
        FakeService s = new FakeService();
        services.put(profileName, s);
        return s;
    }

    private Parts context(ReportWaits waits, ConnectionProfile initial) {
        ActiveConnection connection = new ActiveConnection(initial,
                cfg -> services.get(cfg.baseUrl().getHost().equals("sandbox.test") ? "Sandbox"
                        : cfg.baseUrl().getHost().startsWith("staging") ? "Staging" : "Production"));
        Parts context = Composition.parts(dataDir, Messages.load(), UiExecutor.direct(), connection,
                new EnrollmentKeys(), scheduler.clock(), () -> initial, waits, Composition.sameThread(),
                Composition.Extras.NONE);
        context.navigator().attach(new Navigator() {
            @Override
            public void showOrders() {
            }

            @Override
            public void showNewOrder() {
            }

            @Override
            public void showOrder(String orderId) {
                shownOrders.add(orderId);
            }

            @Override
            public void showNewOrderFor(String loanNumber) {
            }

            @Override
            public void showLoan(String loanNumber) {
            }

            @Override
            public void showBankAccounts() {
            }

            @Override
            public void showConnection() {
            }

            @Override
            public void startEnrollment(String orderId, URI loginUrl) {
            }
        });
        return context;
    }

    private static ConnectionProfile profile(String name, boolean sandbox) {
        String host = sandbox ? "sandbox.test" : name.equals("Staging") ? "staging.example.test" : "prod.example.test";
        URI url = URI.create("https://" + host);
        return new ConnectionProfile(name, url, url, "token", null, new AssetverifyCredentials("u", "p"), sandbox);
    }

    private final class RecordingNotifier implements ReportWaits.Notifier {
        @Override
        public void reportReady(String orderId, Order order, Runnable open) {
            notices.add("ready " + orderId + " " + order.borrowerName());
            actions.add(open);
        }

        @Override
        public void gaveUp(String orderId, Order order, Duration waited, Runnable checkAgain) {
            notices.add("gaveUp " + orderId + " " + (order == null ? "?" : order.borrowerName()) + " "
                    + waited.toMinutes());
            actions.add(checkAgain);
        }

        @Override
        public void failed(String orderId, Throwable cause, Runnable checkAgain) {
            notices.add("failed " + orderId + " " + cause.getMessage());
            actions.add(checkAgain);
        }
    }

    /** The single-order read of a service: "no report yet" until told otherwise. */
    private static final class FakeService implements IntegrationService {
        final List<String> reads = new ArrayList<>();
        private final Map<String, Boolean> ready = new ConcurrentHashMap<>();
        private final Map<String, ApiException> failures = new ConcurrentHashMap<>();

        void reportReady(String id) {
            ready.put(id, true);
        }

        void failNext(String id, ApiException e) {
            failures.put(id, e);
        }

        @Override
        public CompletableFuture<OrderDocument> getOrderAsync(String orderId) {
            reads.add(orderId);
            ApiException failure = failures.remove(orderId);
            if (failure != null) {
                return CompletableFuture.failedFuture(failure);
            }
            List<OrderAccountReport> accounts = ready.getOrDefault(orderId, false) ? List.of(account()) : List.of();
            Order order = new Order(orderId, "order", T0, false, "opened", null, 30, null, null, null, "Ada",
                    "Lovelace", null, null, null, null, accounts, null, null);
            return CompletableFuture.completedFuture(new OrderDocument(order, "{}"));
        }

        private static OrderAccountReport account() {
            return OrderAccountReport.of("00000000-0000-4000-8000-000000000001", ReportValue.EMPTY_ARRAY,
                    ReportValue.EMPTY_ARRAY, ReportValue.EMPTY_OBJECT, null, null, null, BigDecimal.TEN, BigDecimal.TEN,
                            BigDecimal.ONE, 100, 60);
        }

        @Override
        public CompletableFuture<List<Account>> listAccountsAsync(String publicToken) {
            return CompletableFuture.failedFuture(new UnsupportedOperationException());
        }

        @Override
        public CompletableFuture<Order> createOrderAsync(NewOrderRequest request) {
            return CompletableFuture.failedFuture(new UnsupportedOperationException());
        }

        @Override
        public CompletableFuture<List<Order>> listOrdersAsync() {
            return CompletableFuture.failedFuture(new UnsupportedOperationException());
        }

        @Override
        public ServiceConfig config() {
            return null;
        }
    }
}

package io.assetdesk.ui;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ReportPoller;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.workflow.OrderState;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.InvalidationListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Orders whose borrower has finished enrollment and whose report the console is waiting for (polled in the
 * background). The order list and the status bar show {@link #waitingOrderIds()}; touch it from the FX thread.
 *
 * <p>Built by the composition root with a poller and a store, it polls each waiting order through a
 * {@link ReportPoller} against the active connection's service once {@link #resume} has run, remembers the
 * waits in a {@link WaitingOrdersStore} so that they resume at the next start, and tells the officer through a
 * {@link Notifier} when a report has arrived (click: open the order) or the wait gave up ("Check again"). Waits belong
 * to the connection profile they started on: switching profiles pauses them, switching back resumes them.
 *
 * <p>The no-argument constructor gives a plain in-memory list with no polling (for screen tests and previews).
 */
public class ReportWaits {
    private static final Logger LOG = LoggerFactory.getLogger(ReportWaits.class);

    /** How the officer hears about the end of a wait. Called on the FX thread. */
    public interface Notifier {
        /** The report of {@code orderId} has arrived; {@code open} shows the order. */
        void reportReady(String orderId, Order order, Runnable open);

        /** No report within the wait; {@code order} is the last answer when one came. */
        void gaveUp(String orderId, Order order, Duration waited, Runnable checkAgain);

        /** The service refused the read (the order is gone, the credentials were refused...). */
        void failed(String orderId, Throwable cause, Runnable checkAgain);

        /** Tells nobody (a list that never polls, tools). */
        Notifier NOBODY = new Notifier() {
            @Override
            public void reportReady(String orderId, Order order, Runnable open) {
            }

            @Override
            public void gaveUp(String orderId, Order order, Duration waited, Runnable checkAgain) {
            }

            @Override
            public void failed(String orderId, Throwable cause, Runnable checkAgain) {
            }
        };
    }

    /** Holds notifications back while open (e.g. while a borrower sits at the desk); closing shows what was held. */
    public interface Hold extends AutoCloseable {
        @Override
        void close();
    }

    private record Key(String profile, String orderId) {
    }

    private record Tracked(WaitingOrdersStore.Entry entry, boolean persistent) {
    }

    private final ObservableSet<String> waiting = FXCollections.observableSet();
    private final ObservableSet<String> readOnly = FXCollections.unmodifiableObservableSet(waiting);
    private final List<Consumer<String>> readyListeners = new ArrayList<>();
    private final ReportPoller poller;
    private final WaitingOrdersStore store;
    private final Clock clock;
    private final Map<Key, Tracked> tracked = new LinkedHashMap<>();
    private final Map<String, ReportPoller.Wait> polls = new LinkedHashMap<>();
    private final List<Runnable> heldNotifications = new ArrayList<>();
    private final Map<String, OrderState.Wait> endings = new LinkedHashMap<>();
    private final List<BiConsumer<String, OrderDocument>> answerListeners = new ArrayList<>();
    private final Set<String> focused = new HashSet<>();
    /** An invalidation listener: it also fires when an equal profile is used again (with a new service). */
    private final InvalidationListener profileListener = o -> switchTo(this.connection.profile());
    private final Notifier notifier;
    private ActiveConnection connection;
    private UiExecutor ui;
    private Navigator navigator;
    private ConnectionProfile activeProfile;
    private int holds;
    private volatile boolean closed;

    /** An in-memory list: {@link #watch} marks orders as waiting, nothing polls (screen tests, previews). */
    public ReportWaits() {
        this(null, null, Clock.systemUTC(), null);
    }

    /**
     * @param poller   polls the orders; null for an in-memory list that never polls
     * @param store    where waits are remembered between runs; null to keep them in memory only
     * @param clock    the start time of a wait
     * @param notifier how the officer hears of arrivals (the app's are {@link ReportNotifications}); null to tell
     *                 nobody
     */
    public ReportWaits(ReportPoller poller, WaitingOrdersStore store, Clock clock, Notifier notifier) {
        this.poller = poller;
        this.store = store;
        this.clock = Objects.requireNonNull(clock);
        this.notifier = notifier != null ? notifier : Notifier.NOBODY;
    }

    /**
     * Starts work: reads the waits left from the last run and polls those of the active connection; follows
     * connection changes from now on. Call once, on the FX thread, after the navigator is set.
     */
    public void resume(ActiveConnection activeConnection, UiExecutor fx, Navigator opens) {
        if (this.connection != null) {
            throw new IllegalStateException("resume() has run already");
        }
        this.connection = Objects.requireNonNull(activeConnection);
        this.ui = Objects.requireNonNull(fx);
        this.navigator = Objects.requireNonNull(opens);
        List<String> earlyIds = List.copyOf(waiting);
        if (store != null) {
            for (WaitingOrdersStore.Entry e : store.load()) {
                tracked.put(new Key(e.profile(), e.orderId()), new Tracked(e, true));
            }
        }
        connection.profileProperty().addListener(profileListener);
        switchTo(connection.profile());
        for (String id : earlyIds) { // watched before resume: they belong to the connection active now
            waiting.remove(id);
            watch(id);
        }
        if (!tracked.isEmpty()) {
            LOG.info("Resumed {} wait(s) for reports ({} on the active connection)", tracked.size(), polls.size());
        }
    }

    /** Ids of the orders being waited for now (on the active connection). */
    public ObservableSet<String> waitingOrderIds() {
        return readOnly;
    }

    public boolean isWaiting(String orderId) {
        return waiting.contains(orderId);
    }

    /**
     * The state of the wait for {@code orderId}: waiting, or how the last wait of this run ended (gave up, refused),
     * or none.
     */
    public OrderState.Wait stateOf(String orderId) {
        if (orderId == null) {
            return OrderState.Wait.NONE;
        }
        if (waiting.contains(orderId)) {
            return OrderState.Wait.WAITING;
        }
        return endings.getOrDefault(orderId, OrderState.Wait.NONE);
    }

    /** When the running wait for {@code orderId} began (also a wait resumed after a restart). */
    public Optional<Instant> startedAt(String orderId) {
        return tracked.values().stream().filter(t -> t.entry().orderId().equals(orderId))
                .map(t -> t.entry().startedAt()).findFirst();
    }

    /**
     * Someone looks at {@code orderId} now (its screen is open): its reads come every second until
     * {@code focus(orderId, false)}. See {@link ReportPoller.Wait#focus}.
     */
    public void focus(String orderId, boolean on) {
        if (orderId == null) {
            return;
        }
        if (on) {
            focused.add(orderId);
        } else {
            focused.remove(orderId);
        }
        ReportPoller.Wait w = polls.get(orderId);
        if (w != null) {
            w.focus(on);
        }
    }

    /**
     * Called on the FX thread with every answer a wait's read brings (the status may have moved); a screen adds it when
     * shown and removes it ({@link #removeAnswerListener}) when hidden.
     */
    public void addAnswerListener(BiConsumer<String, OrderDocument> listener) {
        answerListeners.add(listener);
    }

    public void removeAnswerListener(BiConsumer<String, OrderDocument> listener) {
        answerListeners.remove(listener);
    }

    /** How many answer listeners are subscribed (a screen that leaks its subscription shows here). */
    public int answerListenerCount() {
        return answerListeners.size();
    }

    /** Stops waiting for {@code orderId} (and forgets the wait); nothing is told to the officer. */
    public void stop(String orderId) {
        ReportPoller.Wait w = polls.remove(orderId);
        if (w != null) {
            w.cancel();
        }
        tracked.keySet().removeIf(k -> k.orderId().equals(orderId));
        persist();
        endings.remove(orderId);
        waiting.remove(orderId);
    }

    /** Starts waiting for {@code orderId}'s report (nothing happens when it is waited for already). */
    public void watch(String orderId) {
        Objects.requireNonNull(orderId, "orderId");
        if (closed || waiting.contains(orderId)) {
            return;
        }
        endings.remove(orderId);
        if (connection == null || poller == null) {
            waiting.add(orderId);
            return;
        }
        ConnectionProfile profile = activeProfile;
        String profileName = profileName(profile);
        WaitingOrdersStore.Entry entry = new WaitingOrdersStore.Entry(orderId, clock.instant(), profileName);
        // the built-in sandbox keeps its orders in the data folder too: its waits resume at the next start as well
        tracked.put(new Key(profileName, orderId), new Tracked(entry, profile != null));
        persist();
        waiting.add(orderId);
        startPoll(entry);
    }

    /** Called with the order id, on the FX thread, when its report has arrived. */
    public void addReadyListener(Consumer<String> listener) {
        readyListeners.add(listener);
    }

    /** Holds notifications back until the returned hold is closed (holds nest). */
    public Hold holdNotifications() {
        holds++;
        boolean[] released = {false};
        return () -> {
            if (released[0]) {
                return;
            }
            released[0] = true;
            holds--;
            if (holds == 0) {
                List<Runnable> pending = List.copyOf(heldNotifications);
                heldNotifications.clear();
                pending.forEach(Runnable::run);
            }
        };
    }

    protected void markReady(String orderId) {
        waiting.remove(orderId);
        readyListeners.forEach(l -> l.accept(orderId));
    }

    /**
     * Stops all background work (any thread: the app calls it after the main window closed). The waits stay
     * remembered and resume at the next start.
     */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (poller != null) {
            poller.close(); // cancels every wait; outcomes still under way are dropped by onOutcome
        }
    }

    private void switchTo(ConnectionProfile profile) {
        polls.values().forEach(ReportPoller.Wait::cancel);
        polls.clear();
        waiting.clear();
        activeProfile = profile;
        if (profile == null || closed) {
            return;
        }
        String name = profileName(profile);
        for (Tracked t : List.copyOf(tracked.values())) {
            if (t.entry().profile().equals(name)) {
                waiting.add(t.entry().orderId());
                startPoll(t.entry());
            }
        }
    }

    private void startPoll(WaitingOrdersStore.Entry entry) {
        IntegrationService service = connection.service();
        String orderId = entry.orderId();
        ReportPoller.Wait[] self = new ReportPoller.Wait[1];
        ReportPoller.Wait wait = poller.watch(orderId, entry.startedAt(), id -> {
            CompletableFuture<OrderDocument> read = service.getOrderAsync(id);
            read.thenAccept(doc -> ui.execute(() -> onAnswer(id, self[0], doc)));
            return read;
        }, outcome -> ui.execute(() -> onOutcome(entry, self[0], outcome)));
        self[0] = wait;
        if (!wait.isDone()) {
            polls.put(orderId, wait);
            if (focused.contains(orderId)) {
                wait.focus(true);
            }
        }
    }

    private void onAnswer(String orderId, ReportPoller.Wait wait, OrderDocument doc) {
        if (closed || doc == null || polls.get(orderId) != wait || doc.order() == null || doc.order().hasReport()) {
            return; // a report is told through the outcome
        }
        answerListeners.forEach(l -> l.accept(orderId, doc));
    }

    private void onOutcome(WaitingOrdersStore.Entry entry, ReportPoller.Wait wait, ReportPoller.Outcome outcome) {
        String orderId = entry.orderId();
        if (closed || polls.get(orderId) != wait) {
            return; // a wait stopped meanwhile (connection switched, closed) whose last answer was under way
        }
        polls.remove(orderId);
        tracked.remove(new Key(entry.profile(), orderId));
        persist();
        Runnable checkAgain = () -> watch(orderId);
        if (outcome instanceof ReportPoller.Outcome.Ready ready) {
            LOG.info("The report of order {} has arrived after {} read(s)", orderId, ready.reads());
            markReady(orderId);
            Order order = ready.document().order();
            notifyOfficer(() -> notifier.reportReady(orderId, order, () -> openOrder(orderId)));
        } else if (outcome instanceof ReportPoller.Outcome.GaveUp gaveUp) {
            LOG.info("Gave up waiting for the report of order {} after {}", orderId, gaveUp.waited());
            endings.put(orderId, OrderState.Wait.GAVE_UP);
            waiting.remove(orderId);
            Order order = gaveUp.lastAnswer().map(OrderDocument::order).orElse(null);
            notifyOfficer(() -> notifier.gaveUp(orderId, order, gaveUp.waited(), checkAgain));
        } else if (outcome instanceof ReportPoller.Outcome.Failed failed) {
            LOG.info("Stopped waiting for the report of order {}: {}", orderId, failed.cause().getMessage());
            endings.put(orderId, OrderState.Wait.FAILED);
            waiting.remove(orderId);
            notifyOfficer(() -> notifier.failed(orderId, failed.cause(), checkAgain));
        }
    }

    private void openOrder(String orderId) {
        try {
            navigator.showOrder(orderId);
        } catch (IllegalStateException e) {
            LOG.warn("Cannot open order {}: no navigator", orderId);
        }
    }

    private void notifyOfficer(Runnable show) {
        if (holds > 0) {
            heldNotifications.add(show);
        } else {
            show.run();
        }
    }

    private void persist() {
        if (store == null) {
            return;
        }
        List<WaitingOrdersStore.Entry> toSave = tracked.values().stream().filter(Tracked::persistent)
                .map(Tracked::entry).toList();
        try {
            store.save(toSave);
        } catch (IOException e) {
            LOG.warn("Cannot remember the waiting orders: {}", e.getMessage());
        }
    }

    private static String profileName(ConnectionProfile profile) {
        return profile == null || profile.name() == null ? "" : profile.name();
    }
}

package io.assetdesk.session;

import io.assetdesk.api.IntegrationService;
import io.assetdesk.api.Order;
import io.assetdesk.api.OrderDocument;
import io.assetdesk.api.ReportPoller;
import io.assetdesk.settings.BackgroundWrites;
import io.assetdesk.settings.ConnectionProfile;
import io.assetdesk.settings.WaitingOrdersStore;
import io.assetdesk.workflow.OrderState;
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
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.InvalidationListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Orders whose borrower has finished enrollment and whose report the console is waiting for (polled in the
 * background). A session service: the composition root makes one per run and closes it at exit; screens read
 * {@link #waitingOrderIds()} and subscribe while they are shown. Touch it from the FX thread.
 *
 * <p>Once {@link #resume} has run, it polls each waiting order through a {@link ReportPoller} against the active
 * connection's service, remembers the waits in a {@link WaitingOrdersStore} (written off the FX thread) so that they
 * resume at the next start, and tells the officer through a {@link Notifier} when a report has arrived (click: open
 * the order) or the wait gave up ("Check again"). Waits belong to the connection profile they started on: switching
 * profiles pauses them, switching back resumes them. Before {@link #resume} nothing polls: {@link #watch} only marks an
 * order as waiting, and such marks join the active connection's waits at {@code resume}.
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

    /** One wait: what is remembered of it, and its poll while its connection is the active one (null otherwise). */
    private static final class Waiting {
        final WaitingOrdersStore.Entry entry;
        ReportPoller.Wait poll;

        Waiting(WaitingOrdersStore.Entry entry) {
            this.entry = entry;
        }
    }

    private final ObservableSet<String> waiting = FXCollections.observableSet();
    private final ObservableSet<String> readOnly = FXCollections.unmodifiableObservableSet(waiting);
    private final List<Consumer<String>> readyListeners = new ArrayList<>();
    private final ReportPoller poller;
    private final WaitingOrdersStore store;
    private final BackgroundWrites writes;
    private final Clock clock;
    private final Notifier notifier;
    /** Every wait of every connection, in the order they began. */
    private final Map<Key, Waiting> waits = new LinkedHashMap<>();
    /** How the last wait of this run ended, per order of the active connection, once it is not waiting. */
    private final Map<String, OrderState.Wait> endings = new LinkedHashMap<>();
    /** Orders whose screen is open: their reads come every second. */
    private final Set<String> focused = new HashSet<>();
    private final List<Runnable> heldNotifications = new ArrayList<>();
    private final List<BiConsumer<String, OrderDocument>> answerListeners = new ArrayList<>();
    /** An invalidation listener: it also fires when an equal profile is used again (with a new service). */
    private final InvalidationListener profileListener = o -> switchTo(this.connection.profile());
    private ActiveConnection connection;
    private Executor ui;
    private Consumer<String> openOrder;
    private ConnectionProfile activeProfile;
    private boolean loaded;
    private int holds;
    private volatile boolean closed;

    /**
     * @param poller   polls the orders once {@link #resume} has run; closed by {@link #close()}
     * @param store    where waits are remembered between runs
     * @param writes   writes the store off the FX thread
     * @param clock    the start time of a wait
     * @param notifier how the officer hears of arrivals
     */
    public ReportWaits(ReportPoller poller, WaitingOrdersStore store, BackgroundWrites writes, Clock clock,
                       Notifier notifier) {
        this.poller = Objects.requireNonNull(poller, "poller");
        this.store = Objects.requireNonNull(store, "store");
        this.writes = Objects.requireNonNull(writes, "writes");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.notifier = Objects.requireNonNull(notifier, "notifier");
    }

    /**
     * Waits kept in memory, told to nobody, for screens shown without the app (tests, previews): nothing polls until
     * {@link #resume} (its poller's thread is made at the first poll).
     */
    public static ReportWaits inMemory() {
        return new ReportWaits(ReportPoller.create(ReportPoller.Settings.defaults()), WaitingOrdersStore.inMemory(),
                BackgroundWrites.onCallingThread(), Clock.systemUTC(), Notifier.NOBODY);
    }

    /**
     * Starts work: reads the waits left from the last run on {@code background}, then (on {@code fx}) polls those of
     * the active connection and follows connection changes from then on. Call once, on the FX thread.
     *
     * @param fx        the FX thread, where every answer and outcome is handled
     * @param openOrder opens an order's screen (a notification's click)
     */
    public void resume(ActiveConnection activeConnection, Executor fx, Executor background,
                       Consumer<String> openOrder) {
        if (this.connection != null) {
            throw new IllegalStateException("resume() has run already");
        }
        this.connection = Objects.requireNonNull(activeConnection);
        this.ui = Objects.requireNonNull(fx);
        this.openOrder = Objects.requireNonNull(openOrder);
        background.execute(() -> {
            List<WaitingOrdersStore.Entry> remembered = store.load();
            fx.execute(() -> start(remembered));
        });
    }

    private void start(List<WaitingOrdersStore.Entry> remembered) {
        if (closed) {
            return;
        }
        List<String> earlyIds = waits.values().stream().map(w -> w.entry.orderId()).toList();
        waits.clear();
        waiting.clear();
        for (WaitingOrdersStore.Entry e : remembered) {
            waits.put(new Key(e.profile(), e.orderId()), new Waiting(e));
        }
        loaded = true;
        connection.profileProperty().addListener(profileListener);
        switchTo(connection.profile());
        for (String id : earlyIds) { // watched before the start: they belong to the connection active now
            watch(id);
        }
        if (!waits.isEmpty()) {
            LOG.info("Resumed {} wait(s) for reports ({} on the active connection)", waits.size(), waiting.size());
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
        return waits.values().stream().filter(w -> w.entry.orderId().equals(orderId))
                .map(w -> w.entry.startedAt()).findFirst();
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
        ReportPoller.Wait poll = activePoll(orderId);
        if (poll != null) {
            poll.focus(on);
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
        waits.values().removeIf(w -> {
            if (!w.entry.orderId().equals(orderId)) {
                return false;
            }
            if (w.poll != null) {
                w.poll.cancel();
            }
            return true;
        });
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
        String profileName = profileName(activeProfile);
        WaitingOrdersStore.Entry entry = new WaitingOrdersStore.Entry(orderId, clock.instant(), profileName);
        // the built-in sandbox keeps its orders in the data folder too: its waits resume at the next start as well
        Waiting w = new Waiting(entry);
        waits.put(new Key(profileName, orderId), w);
        waiting.add(orderId);
        if (loaded) {
            persist();
            if (activeProfile != null && !closed) {
                startPoll(w);
            }
        }
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
        poller.close(); // cancels every wait; outcomes still under way are dropped by onOutcome
    }

    private void switchTo(ConnectionProfile profile) {
        for (Waiting w : waits.values()) {
            if (w.poll != null) {
                w.poll.cancel();
                w.poll = null;
            }
        }
        waiting.clear();
        activeProfile = profile;
        if (profile == null || closed) {
            return;
        }
        String name = profileName(profile);
        for (Waiting w : List.copyOf(waits.values())) {
            if (w.entry.profile().equals(name)) {
                waiting.add(w.entry.orderId());
                startPoll(w);
            }
        }
    }

    /** The poll of {@code orderId} on the active connection, null when it has none. */
    private ReportPoller.Wait activePoll(String orderId) {
        Waiting w = waits.get(new Key(profileName(activeProfile), orderId));
        return w == null ? null : w.poll;
    }

    private void startPoll(Waiting w) {
        IntegrationService service = connection.service();
        String orderId = w.entry.orderId();
        ReportPoller.Wait[] self = new ReportPoller.Wait[1];
        ReportPoller.Wait poll = poller.watch(orderId, w.entry.startedAt(), id -> {
            CompletableFuture<OrderDocument> read = service.getOrderAsync(id);
            read.thenAccept(doc -> ui.execute(() -> onAnswer(w, self[0], doc)));
            return read;
        }, outcome -> ui.execute(() -> onOutcome(w, self[0], outcome)));
        self[0] = poll;
        if (!poll.isDone()) {
            w.poll = poll;
            if (focused.contains(orderId)) {
                poll.focus(true);
            }
            // a wait begun just now (the borrower has just enrolled at this desk or on the phone): its report is
            // expected within seconds, so it is read often for a while, whichever screen the officer is on
            Instant hurried = w.entry.startedAt().plus(JUST_BEGUN);
            if (clock.instant().isBefore(hurried)) {
                poll.hurry(hurried);
            }
        }
    }

    /** How long a wait counts as just begun, read every {@link ReportPoller#HURRIED_PAUSE} at least. */
    static final Duration JUST_BEGUN = Duration.ofMinutes(5);

    /** Whether {@code poll} is still {@code w}'s running poll (not stopped, switched away from or closed meanwhile). */
    private boolean current(Waiting w, ReportPoller.Wait poll) {
        return !closed && w.poll == poll && waits.get(new Key(w.entry.profile(), w.entry.orderId())) == w;
    }

    private void onAnswer(Waiting w, ReportPoller.Wait poll, OrderDocument doc) {
        if (!current(w, poll) || doc == null || doc.order() == null || doc.order().hasReport()) {
            return; // a report is told through the outcome
        }
        answerListeners.forEach(l -> l.accept(w.entry.orderId(), doc));
    }

    private void onOutcome(Waiting w, ReportPoller.Wait poll, ReportPoller.Outcome outcome) {
        if (!current(w, poll)) {
            return; // a wait stopped meanwhile (connection switched, closed) whose last answer was under way
        }
        String orderId = w.entry.orderId();
        w.poll = null;
        waits.remove(new Key(w.entry.profile(), orderId));
        persist();
        Runnable checkAgain = () -> watch(orderId);
        if (outcome instanceof ReportPoller.Outcome.Ready ready) {
            LOG.info("The report of order {} has arrived after {} read(s)", orderId, ready.reads());
            markReady(orderId);
            Order order = ready.document().order();
            if (!focused.contains(orderId)) { // the order's screen is open: the report appears there, no pop-up
                notifyOfficer(() -> notifier.reportReady(orderId, order, () -> openOrder(orderId)));
            }
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
            openOrder.accept(orderId);
        } catch (IllegalStateException e) {
            LOG.warn("Cannot open order {}: {}", orderId, e.getMessage());
        }
    }

    private void notifyOfficer(Runnable show) {
        if (holds > 0) {
            heldNotifications.add(show);
        } else {
            show.run();
        }
    }

    /** Remembers the waits (off the FX thread; the latest list wins). Not before the remembered ones are read. */
    private void persist() {
        if (!loaded) {
            return;
        }
        List<WaitingOrdersStore.Entry> toSave = waits.values().stream().map(w -> w.entry).toList();
        writes.write(WaitingOrdersStore.FILE_NAME, () -> store.save(toSave));
    }

    private static String profileName(ConnectionProfile profile) {
        return profile == null || profile.name() == null ? "" : profile.name();
    }
}

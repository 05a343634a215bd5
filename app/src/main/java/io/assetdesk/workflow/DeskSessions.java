package io.assetdesk.workflow;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * How the desk sessions of this run went, per order: running, or how and when the last one ended. In memory only: after
 * a restart an order's state comes from the provider and the report wait alone. Thread-safe; listeners are called on
 * the thread that reports the change.
 */
public final class DeskSessions {

    /** The last desk session of an order. */
    public record Session(OrderState.Desk desk, Instant endedAt) {
    }

    private static final Session NONE = new Session(OrderState.Desk.NONE, null);

    private final Map<String, Session> sessions = new ConcurrentHashMap<>();
    private final CopyOnWriteArrayList<Consumer<String>> listeners = new CopyOnWriteArrayList<>();
    private final BiConsumer<String, Session> journal;

    /** Desk sessions kept in memory only. */
    public DeskSessions() {
        this((id, s) -> { });
    }

    /**
     * @param journal told of every start and end (the loan files' history), before the listeners; not a listener:
     *                it lives with the run, not with a screen
     */
    public DeskSessions(BiConsumer<String, Session> journal) {
        this.journal = Objects.requireNonNull(journal);
    }

    /** A session for {@code orderId} has opened. */
    public void started(String orderId) {
        put(orderId, new Session(OrderState.Desk.RUNNING, null));
    }

    /** The session for {@code orderId} ended {@code how} at {@code at}. */
    public void ended(String orderId, OrderState.Desk how, Instant at) {
        if (how == OrderState.Desk.RUNNING || how == OrderState.Desk.NONE) {
            throw new IllegalArgumentException("an ending, not " + how);
        }
        put(orderId, new Session(how, at));
    }

    /** The last session of {@code orderId} (desk {@code NONE} when there was none this run). */
    public Session of(String orderId) {
        return orderId == null ? NONE : sessions.getOrDefault(orderId, NONE);
    }

    /** Called with the order id after each change; {@link #removeListener} ends it (a screen that is hidden). */
    public void addListener(Consumer<String> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<String> listener) {
        listeners.remove(listener);
    }

    /** How many listeners are subscribed (a screen that leaks its subscription shows here). */
    public int listenerCount() {
        return listeners.size();
    }

    private void put(String orderId, Session s) {
        sessions.put(orderId, s);
        journal.accept(orderId, s);
        listeners.forEach(l -> l.accept(orderId));
    }
}

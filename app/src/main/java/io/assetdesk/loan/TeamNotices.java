package io.assetdesk.loan;

import io.assetdesk.settings.TeamDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hears the team database say a loan file changed: {@code LISTEN} on a connection of its own (never one of the pool,
 * which it would block), on a daemon thread. A notification carries the loan number only, and comes at the commit of
 * the change; the desk reads the tables itself. Notifications are not replayed: when the connection is lost, it is
 * made again (waiting longer each time, up to ten seconds), and {@code caughtUp} tells the desk to read again what it
 * shows. Changes made on this desk are heard too, which does no harm (a read).
 */
public final class TeamNotices implements AutoCloseable {
    /** The channel every desk's changes are announced on. */
    public static final String CHANNEL = "asset_desk_loans";
    private static final Logger LOG = LoggerFactory.getLogger(TeamNotices.class);
    private static final int POLL_MILLIS = 500;

    private final TeamDatabase db;
    private final Consumer<String> changed;
    private final Runnable caughtUp;
    private final Consumer<String> lostWith;
    /** Its one daemon thread: listening, and the waits before connecting again (scheduled, never slept). */
    private final ScheduledExecutorService thread;
    private volatile boolean closed;
    private volatile Connection listening;
    private long wait = 1000;
    private boolean lost;

    /**
     * @param changed  a loan file changed (its number; any thread)
     * @param caughtUp the connection was lost and is back: whatever changed meanwhile was not heard
     */
    public TeamNotices(TeamDatabase db, Consumer<String> changed, Runnable caughtUp) {
        this(db, changed, caughtUp, why -> { });
    }

    /** @param lostWith the connection was lost (or could not be made), in words without the password */
    public TeamNotices(TeamDatabase db, Consumer<String> changed, Runnable caughtUp, Consumer<String> lostWith) {
        this.db = db;
        this.changed = changed;
        this.caughtUp = caughtUp;
        this.lostWith = lostWith;
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "asset-desk-team-notices");
            t.setDaemon(true);
            return t;
        });
    }

    /** Starts hearing; returns at once. */
    public TeamNotices start() {
        thread.execute(this::listen);
        return this;
    }

    /** Listens until the connection is lost or the notices are closed; a loss schedules the next try. */
    private void listen() {
        if (closed) {
            return;
        }
        try (Connection c = DriverManager.getConnection(db.url(), db.user(), db.password())) {
            listening = c;
            try (Statement st = c.createStatement()) {
                st.execute("LISTEN " + CHANNEL);
            }
            if (lost) {
                LOG.info("The team database can be heard again; the loan files are read again");
                caughtUp.run();
            }
            lost = false;
            wait = 1000;
            PGConnection pg = c.unwrap(PGConnection.class);
            while (!closed) {
                PGNotification[] heard = pg.getNotifications(POLL_MILLIS);
                if (heard != null) {
                    for (PGNotification n : heard) {
                        changed.accept(n.getParameter());
                    }
                }
            }
        } catch (SQLException | RuntimeException e) {
            if (closed) {
                return;
            }
            if (!lost) {
                lostWith.accept("the team database at " + db.where() + " cannot be reached ("
                        + String.valueOf(e.getMessage()).lines().findFirst().orElse("no reason given") + ")");
            }
            lost = true;
            LOG.warn("The team database's notices were lost ({}); trying again in {} ms", e.getClass()
                    .getSimpleName(), wait);
            try {
                thread.schedule(this::listen, wait, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException stopped) {
                return;
            }
            wait = Math.min(10_000, wait * 2);
        } finally {
            listening = null;
        }
    }

    /** Announces, inside the change's transaction, that {@code loanNumber} changed (heard at its commit). */
    static void announce(Connection db, String loanNumber) throws SQLException {
        try (var st = db.prepareStatement("SELECT pg_notify(?, ?)")) {
            st.setString(1, CHANNEL);
            st.setString(2, loanNumber);
            st.execute();
        }
    }

    @Override
    public void close() {
        closed = true;
        Connection c = listening;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                LOG.debug("Closing the notices' connection: {}", e.getMessage());
            }
        }
        thread.shutdownNow();
    }
}

package io.assetdesk.session;

import io.assetdesk.loan.LoanStore;
import io.assetdesk.loan.TeamUnreachable;
import java.nio.file.Path;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The loan files of this run, for the screens: every read and save runs on one thread of its own, in the order asked
 * (the database is never touched on the FX thread, and two saves never overlap). The database is opened at the first
 * call, not at start (nothing the first frame needs).
 *
 * <p>The embedded database is one process's at a time. So that a command-line export run while the console is open
 * can have it, the database is let go when it has not been used for a while ({@link #IDLE}) and opened again at the
 * next call; and while another process holds it, the calls wait (in order, on a timer, no thread parked) for up to
 * {@link #WAIT_FOR_OTHER}, then fail saying so. Closed with the run.
 */
public final class LoanFiles implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LoanFiles.class);
    /** How long the database stays open after its last use. */
    public static final Duration IDLE = Duration.ofSeconds(3);
    /** How long the calls wait while another process (a command-line export) has the database. */
    public static final Duration WAIT_FOR_OTHER = Duration.ofSeconds(30);
    private static final long RETRY_MILLIS = 200;

    private final Supplier<LoanStore> opener;
    private final Executor thread;
    /** The own thread, which also keeps the time (idling, waiting); null when the caller gave the executor. */
    private final ScheduledExecutorService own;
    private final Duration idle;
    // touched on the loan files' thread only
    private final Deque<Pending<?>> pending = new ArrayDeque<>();
    private LoanStore store;
    private ScheduledFuture<?> release;
    private ScheduledFuture<?> retry;
    private long waitingSince = -1;
    // any thread
    private volatile boolean closed;
    private final List<Consumer<String>> changeListeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<String>> writeListeners = new CopyOnWriteArrayList<>();
    /** The loans changed by the call just run (on the loan files' thread), said to the write listeners after it. */
    private final Queue<String> written = new ArrayDeque<>();
    private final List<Consumer<Reach>> reachListeners = new CopyOnWriteArrayList<>();
    private volatile Reach reach = Reach.REACHABLE;
    /** The loan files are the team database's: a lost connection is followed, and tried again until it is back. */
    private volatile boolean followsReach;
    private long probeWait = PROBE_FIRST_MILLIS;
    private static final long PROBE_FIRST_MILLIS = 2000;
    private static final long PROBE_MAX_MILLIS = 10_000;
    private final List<AutoCloseable> closedWith = new CopyOnWriteArrayList<>();
    private volatile Mover mover;
    private volatile Supplier<Path> emptyStart;

    /**
     * Moves this workstation's own loan files into the team database, once ({@code --move-loans-to-team}'s work):
     * given by the run when its connection file names a team database.
     */
    public interface Mover {
        /** Whether this workstation still keeps loan files of its own (blocks: reads the data folder). */
        boolean pending();

        /** Moves them; what was moved and what was not, in lines; {@code moved} false when any stayed. */
        Moved move();
    }

    /** What a move did, in the command's own lines. */
    public record Moved(boolean all, String said) {
    }

    /**
     * Whether the loan files can be reached (the team database; a workstation's always can), and why not in words.
     * While they cannot, the screens write nothing and keep what the officer typed.
     */
    public record Reach(boolean reachable, String why) {
        public static final Reach REACHABLE = new Reach(true, null);
    }

    /**
     * @param opener opens the database (blocks); called on the loan files' thread, at the first use and after idling
     */
    public LoanFiles(Supplier<LoanStore> opener) {
        this(opener, IDLE);
    }

    /** @param idle how long the database stays open after its last use */
    public LoanFiles(Supplier<LoanStore> opener, Duration idle) {
        this(opener, Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "asset-desk-loan-files");
            t.setDaemon(true);
            return t;
        }), idle);
    }

    /** @param thread runs the calls one at a time, in order ({@code Runnable::run} in view-model tests) */
    public LoanFiles(Supplier<LoanStore> opener, Executor thread) {
        this(opener, thread, IDLE);
    }

    private LoanFiles(Supplier<LoanStore> opener, Executor thread, Duration idle) {
        this.opener = Objects.requireNonNull(opener);
        this.thread = Objects.requireNonNull(thread);
        this.own = thread instanceof ScheduledExecutorService s ? s : null;
        this.idle = Objects.requireNonNull(idle);
    }

    /** Runs {@code work} on the loan files' thread; the future fails with what went wrong (opening included). */
    public <T> CompletableFuture<T> call(Function<LoanStore, T> work) {
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("The loan files are closed"));
        }
        CompletableFuture<T> result = new CompletableFuture<>();
        result.whenComplete((value, failure) -> {
            if (!followsReach) {
                return;
            }
            if (failure == null) {
                back(); // a call went through: whatever was lost is back
            } else if (connectionLost(failure)) {
                lost(reason(failure));
            }
        });
        Pending<T> task = new Pending<>(work, result);
        try {
            thread.execute(() -> {
                if (closed) {
                    result.completeExceptionally(new IllegalStateException("The loan files are closed"));
                    return;
                }
                pending.add(task);
                if (retry == null) {
                    drain();
                }
            });
        } catch (RejectedExecutionException e) {
            result.completeExceptionally(new IllegalStateException("The loan files are closed"));
        }
        return result;
    }

    /** Runs what waits, in order, once the database is open; while another process holds it, tries again later. */
    private void drain() {
        retry = null;
        if (release != null) {
            release.cancel(false);
            release = null;
        }
        while (!pending.isEmpty()) {
            if (store == null && !open()) {
                return;
            }
            pending.poll().run(store);
            // said once the call's own caller has its answer, so that a screen that made the change has shown it
            // before it hears of it
            while (!written.isEmpty()) {
                writtenHere(written.poll());
            }
        }
        if (own != null && store != null && !closed) {
            release = own.schedule(this::letGo, idle.toMillis(), TimeUnit.MILLISECONDS);
        }
    }

    /** Opens the database; false when the calls must wait (tried again on the timer) or have been failed. */
    private boolean open() {
        try {
            store = opener.get();
            store.onWritten(written::add);
        } catch (LoanStore.InUse e) {
            long now = System.nanoTime();
            if (waitingSince < 0) {
                waitingSince = now;
                LOG.info("The loan files are in use by another process (a command-line export?); waiting for them");
            }
            if (own != null && !closed && now - waitingSince < WAIT_FOR_OTHER.toNanos()) {
                retry = own.schedule(this::drain, RETRY_MILLIS, TimeUnit.MILLISECONDS);
                return false;
            }
            waitingSince = -1;
            failPending(new IllegalStateException("The loan files are in use by another Asset Desk process on this "
                    + "workstation (a command-line export?); try again when it has finished", e));
            return false;
        } catch (RuntimeException e) {
            failPending(e);
            return false;
        }
        waitingSince = -1;
        return true;
    }

    /** Fails every waiting call with {@code e} (each call's future says it). */
    private void failPending(RuntimeException e) {
        for (Pending<?> p = pending.poll(); p != null; p = pending.poll()) {
            p.result().completeExceptionally(e);
        }
    }

    /** A call waiting its turn: the work and where its result goes. */
    private record Pending<T>(Function<LoanStore, T> work, CompletableFuture<T> result) {
        void run(LoanStore store) {
            try {
                result.complete(work.apply(store));
            } catch (RuntimeException | Error e) {
                result.completeExceptionally(e);
            }
        }
    }

    /** Closes the idle database (on the loan files' thread); the next call opens it again. */
    private void letGo() {
        release = null;
        if (store != null && pending.isEmpty()) {
            store.close();
            store = null;
            LOG.debug("Loan files let go after {} ms without use", idle.toMillis());
        }
    }

    /**
     * Follows the changes other desks make to the team's loan files: {@code listener} gets the loan number that
     * changed, or null when anything may have (the desk was not listening for a while). Any thread; a screen adds it
     * while it is shown and removes it when hidden.
     */
    public void addChangeListener(Consumer<String> listener) {
        changeListeners.add(Objects.requireNonNull(listener));
    }

    public void removeChangeListener(Consumer<String> listener) {
        changeListeners.remove(listener);
    }

    /**
     * Follows the changes this desk writes, whichever screen or window writes them (a new order with the loan number,
     * a desk session, an export): {@code listener} gets the loan number, on the loan files' thread, once the change is
     * committed.
     */
    public void addWriteListener(Consumer<String> listener) {
        writeListeners.add(Objects.requireNonNull(listener));
    }

    public void removeWriteListener(Consumer<String> listener) {
        writeListeners.remove(listener);
    }

    private void writtenHere(String loanNumber) {
        for (Consumer<String> l : writeListeners) {
            try {
                l.accept(loanNumber);
            } catch (RuntimeException e) {
                LOG.warn("A listener to this desk's loan file changes failed", e);
            }
        }
    }

    /** A loan file changed on some desk ({@code null}: anything may have); said to every listener. */
    public void changedElsewhere(String loanNumber) {
        for (Consumer<String> l : changeListeners) {
            l.accept(loanNumber);
        }
    }

    /** Whether the loan files can be reached now. */
    public Reach reach() {
        return reach;
    }

    /** Tells {@code listener} each time the loan files are lost or back (any thread). */
    public void addReachListener(Consumer<Reach> listener) {
        reachListeners.add(Objects.requireNonNull(listener));
    }

    public void removeReachListener(Consumer<Reach> listener) {
        reachListeners.remove(listener);
    }

    /**
     * The loan files are the team database's: from now on a call that fails for the lost connection makes them read
     * only ({@link #lost}), and a call that goes through, or the notices' connection made again, ends it
     * ({@link #back}).
     */
    public void followReach() {
        followsReach = true;
    }

    /**
     * The team database cannot be reached (a call failed for it, or the notices' connection was lost): said to every
     * listener once, the open connection dropped so that the next call makes a new one, and the database tried again
     * on a timer until it answers.
     */
    public synchronized void lost(String why) {
        if (!reach.reachable() || closed) {
            return;
        }
        Reach now = new Reach(false, why);
        reach = now;
        LOG.warn("The loan files cannot be reached: {}", why);
        dropStore();
        reachListeners.forEach(l -> l.accept(now));
        probeWait = PROBE_FIRST_MILLIS;
        probeLater();
    }

    /** The team database can be reached again: said to every listener, and everything shown is read again. */
    public void back() {
        synchronized (this) {
            if (reach.reachable() || closed) {
                return;
            }
            reach = Reach.REACHABLE;
            LOG.info("The loan files can be reached again");
            dropStore();
            reachListeners.forEach(l -> l.accept(Reach.REACHABLE));
        }
        changedElsewhere(null);
    }

    /** Tries the database again after a while (longer each time, up to ten seconds) while it is lost. */
    private void probeLater() {
        if (own == null || closed) {
            return;
        }
        long wait = probeWait;
        probeWait = Math.min(PROBE_MAX_MILLIS, probeWait * 2);
        try {
            own.schedule(() -> {
                if (!reach.reachable() && !closed) {
                    call(store -> store.loans().size()).whenComplete((n, e) -> {
                        if (e != null) {
                            synchronized (this) {
                                probeLater();
                            }
                        }
                    });
                }
            }, wait, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            // closing: nothing to try
        }
    }

    private void dropStore() {
        try {
            thread.execute(() -> {
                if (store != null && pending.isEmpty()) {
                    store.close();
                    store = null;
                }
            });
        } catch (RejectedExecutionException e) {
            // closing: nothing to drop
        }
    }

    /**
     * Whether {@code e} says the team database's connection is gone (not a refusal, not a bad value): the database
     * could not be reached, PostgreSQL's connection states (08…, and 57P0… for a server shutting down), or the pool's
     * wait for a connection timed out.
     */
    static boolean connectionLost(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TeamUnreachable || t instanceof SQLTransientConnectionException) {
                return true;
            }
            if (t instanceof SQLException s && s.getSQLState() != null && (s.getSQLState().startsWith("08")
                    || s.getSQLState().startsWith("57P0"))) {
                return true;
            }
        }
        return false;
    }

    /** The failure's first line (a call's future fails with the work's own exception, never wrapped). */
    private static String reason(Throwable e) {
        String m = e.getMessage();
        return m == null ? e.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
    }

    /** How this run ends the refusal of unreadable loan files (the workstation's; none for the team database). */
    public void startEmptyWith(Supplier<Path> start) {
        emptyStart = start;
    }

    /**
     * The officer chose to start with no loan files (the unreadable ones refused the opening): on the loan files'
     * thread; the future gives where the unreadable ones stay kept.
     */
    public CompletableFuture<Path> startEmpty() {
        Supplier<Path> start = emptyStart;
        if (start == null) {
            return CompletableFuture.failedFuture(new IllegalStateException("These loan files cannot be started "
                    + "empty from here"));
        }
        CompletableFuture<Path> done = new CompletableFuture<>();
        try {
            thread.execute(() -> {
                try {
                    done.complete(start.get());
                } catch (RuntimeException e) {
                    done.completeExceptionally(e);
                }
            });
        } catch (RejectedExecutionException e) {
            done.completeExceptionally(new IllegalStateException("The loan files are closed"));
        }
        return done;
    }

    /** The way this run moves a workstation's loan files to the team (none: the workstation's are the place). */
    public void moveWith(Mover m) {
        mover = m;
    }

    /** Whether there are workstation loan files to move to the team database (on the loan files' thread). */
    public CompletableFuture<Boolean> canMoveToTeam() {
        Mover m = mover;
        return m == null ? CompletableFuture.completedFuture(false) : call(store -> m.pending());
    }

    /** Moves the workstation's loan files to the team database, on the loan files' thread (nothing else runs). */
    public CompletableFuture<Moved> moveToTeam() {
        Mover m = mover;
        return m == null ? CompletableFuture.failedFuture(new IllegalStateException("No team database is named "
                + "by the connection file")) : call(store -> m.move());
    }

    /** Closes {@code other} with the loan files (the team database's notices). */
    public void closeWith(AutoCloseable other) {
        closedWith.add(Objects.requireNonNull(other));
    }

    /** Closes the database once the calls asked for so far have run (or failed). */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (AutoCloseable c : closedWith) {
            try {
                c.close();
            } catch (Exception e) {
                LOG.debug("Closing {} with the loan files: {}", c, e.getMessage());
            }
        }
        try {
            thread.execute(() -> {
                if (release != null) {
                    release.cancel(false);
                }
                if (retry != null) {
                    retry.cancel(false);
                    retry = null;
                    failPending(new IllegalStateException("The loan files are closed"));
                }
                if (store != null) {
                    store.close();
                    store = null;
                }
            });
        } catch (RejectedExecutionException e) {
            return;
        }
        if (thread instanceof ExecutorService service) {
            service.shutdown();
            try {
                if (!service.awaitTermination(3, TimeUnit.SECONDS)) {
                    LOG.warn("The loan files were still busy at exit");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

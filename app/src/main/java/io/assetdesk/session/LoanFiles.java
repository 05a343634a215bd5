package io.assetdesk.session;

import io.assetdesk.loan.LoanStore;
import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
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
 * call, not at start (nothing the first frame needs), and closed with the run.
 *
 * <p>On its own thread, the database is also let go when it has not been used for a while ({@link #IDLE}): the embedded database
 * is one process's at a time, and a command-line export ({@code --export-report}, {@code --export-loan}) run while
 * the console is open waits for it rather than fail. The next call opens it again.
 */
public final class LoanFiles implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LoanFiles.class);
    /** How long the database stays open after its last use. */
    public static final Duration IDLE = Duration.ofSeconds(3);

    private final Supplier<LoanStore> opener;
    private final Executor thread;
    /** The own thread, which also lets the database go when idle; null when the caller gave the executor. */
    private final ScheduledExecutorService own;
    private final Duration idle;
    private LoanStore store;
    private ScheduledFuture<?> release;
    private volatile boolean closed;
    private volatile String damage;
    private volatile Consumer<String> damageListener = d -> { };

    /** @param opener opens the database (blocks); called on the loan files' thread, at the first use and after idling */
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
        return CompletableFuture.supplyAsync(() -> {
            if (release != null) {
                release.cancel(false);
                release = null;
            }
            try {
                return work.apply(store());
            } finally {
                if (own != null && store != null && !closed) {
                    release = own.schedule(this::letGo, idle.toMillis(), TimeUnit.MILLISECONDS);
                }
            }
        }, thread);
    }

    /**
     * Tells {@code listener} (on the loan files' thread) what was found damaged and kept aside when the database was
     * opened: at once when it is known already, else at the opening. Told once per run.
     */
    public void whenDamaged(Consumer<String> listener) {
        damageListener = Objects.requireNonNull(listener);
        String d = damage;
        if (d != null) {
            listener.accept(d);
        }
    }

    private LoanStore store() {
        if (store == null) {
            store = opener.get();
            store.damage().ifPresent(d -> {
                if (damage == null) {
                    damage = d;
                    damageListener.accept(d);
                }
            });
        }
        return store;
    }

    /** Closes the idle database (on the loan files' thread); the next call opens it again. */
    private void letGo() {
        release = null;
        if (store != null) {
            store.close();
            store = null;
            LOG.debug("Loan files let go after {} ms without use", idle.toMillis());
        }
    }

    /** Closes the database once the calls asked for so far have run. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        thread.execute(() -> {
            if (release != null) {
                release.cancel(false);
            }
            if (store != null) {
                store.close();
                store = null;
            }
        });
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

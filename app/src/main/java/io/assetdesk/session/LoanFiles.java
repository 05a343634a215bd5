package io.assetdesk.session;

import io.assetdesk.loan.LoanStore;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The loan files of this run, for the screens: every read and save runs on one thread of its own, in the order asked
 * (the database is never touched on the FX thread, and two saves never overlap). The database is opened at the first
 * call, not at start (nothing the first frame needs), and closed with the run.
 */
public final class LoanFiles implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(LoanFiles.class);

    private final Supplier<LoanStore> opener;
    private final Executor thread;
    private LoanStore store;
    private volatile boolean closed;

    /** @param opener opens the database (blocks); called once, on the loan files' thread */
    public LoanFiles(Supplier<LoanStore> opener) {
        this(opener, Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "asset-desk-loan-files");
            t.setDaemon(true);
            return t;
        }));
    }

    /** @param thread runs the calls one at a time, in order ({@code Runnable::run} in view-model tests) */
    public LoanFiles(Supplier<LoanStore> opener, Executor thread) {
        this.opener = Objects.requireNonNull(opener);
        this.thread = Objects.requireNonNull(thread);
    }

    /** Runs {@code work} on the loan files' thread; the future fails with what went wrong (opening included). */
    public <T> CompletableFuture<T> call(Function<LoanStore, T> work) {
        if (closed) {
            return CompletableFuture.failedFuture(new IllegalStateException("The loan files are closed"));
        }
        return CompletableFuture.supplyAsync(() -> work.apply(store()), thread);
    }

    private LoanStore store() {
        if (store == null) {
            store = opener.get();
        }
        return store;
    }

    /** Closes the database once the calls asked for so far have run. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        thread.execute(() -> {
            if (store != null) {
                store.close();
            }
        });
        if (thread instanceof ExecutorService own) {
            own.shutdown();
            try {
                if (!own.awaitTermination(3, TimeUnit.SECONDS)) {
                    LOG.warn("The loan files were still busy at exit");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}

package io.assetdesk.export;

import io.assetdesk.api.Order;
import io.assetdesk.api.OrderAccountReport;
import java.util.function.LongSupplier;

/**
 * How far the document being made on this thread has come, in report entries (transactions and large deposits)
 * written of those the report has: told to whoever asked ({@link #during}), once the document has taken
 * {@value #QUIET_MS} ms and then at most every {@value #EVERY_MS} ms, so that a short export says nothing and a long
 * one never looks stuck. The writers mark their entries ({@link #step()}); nobody asking costs a thread-local read.
 */
public final class ExportProgress {
    static final long QUIET_MS = 1_000;
    static final long EVERY_MS = 250;
    private static final ThreadLocal<ExportProgress> CURRENT = new ThreadLocal<>();

    /** Told the entries written and the entries in all, on the thread that writes. */
    public interface Listener {
        void at(long done, long total);
    }

    private final Listener listener;
    private final LongSupplier millis;
    private final long started;
    private long total;
    private long done;
    private long told;

    private ExportProgress(Listener listener, LongSupplier millis) {
        this.listener = listener;
        this.millis = millis;
        this.started = millis.getAsLong();
    }

    /** Work that writes a document on this thread, and the checked failure it may end in. */
    public interface Work<T, E extends Exception> {
        T call() throws E;
    }

    /** Runs {@code work} (which writes a document on this thread), telling {@code listener} how far it has come. */
    public static <T, E extends Exception> T during(Listener listener, Work<T, E> work) throws E {
        return during(listener, System::currentTimeMillis, work);
    }

    static <T, E extends Exception> T during(Listener listener, LongSupplier millis, Work<T, E> work) throws E {
        ExportProgress outer = CURRENT.get();
        CURRENT.set(new ExportProgress(listener, millis));
        try {
            return work.call();
        } finally {
            CURRENT.set(outer);
        }
    }

    /** A writer starts on {@code order}'s report: its entries are what is counted. */
    static void expect(Order order) {
        ExportProgress p = CURRENT.get();
        if (p != null) {
            long n = 0;
            for (OrderAccountReport a : order.accounts()) {
                n += a.transactions().size() + a.largeDeposits().size();
            }
            p.total = n;
            p.done = 0;
        }
    }

    /** One entry written. */
    static void step() {
        ExportProgress p = CURRENT.get();
        if (p != null && p.done < p.total) {
            p.done++;
            if ((p.done & 255) == 0) {
                long now = p.millis.getAsLong();
                if (now - p.started >= QUIET_MS && now - p.told >= EVERY_MS) {
                    p.told = now;
                    p.listener.at(p.done, p.total);
                }
            }
        }
    }
}

package io.assetdesk.api;

import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The timer the retries of asynchronous calls wait on. The client's own is one daemon thread; a test passes one
 * it runs by hand, so that what waits and what does not is decided by the test, not by the machine's speed.
 */
interface RetryTimer extends AutoCloseable {
    /** Runs {@code task} after {@code millis}; throws {@link RejectedExecutionException} once closed. */
    void schedule(Runnable task, long millis);

    @Override
    void close();

    /** One daemon thread. */
    static RetryTimer ownThread(ThreadFactory threads) {
        ScheduledThreadPoolExecutor timer =
                new ScheduledThreadPoolExecutor(1, threads);
        timer.setRemoveOnCancelPolicy(true);
        return new RetryTimer() {
            @Override
            public void schedule(Runnable task, long millis) {
                timer.schedule(task, millis, TimeUnit.MILLISECONDS);
            }

            @Override
            public void close() {
                timer.shutdownNow();
            }
        };
    }
}

package io.assetdesk.api;

import java.time.Duration;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The real {@link PollScheduler}: one daemon thread of a {@link ScheduledExecutorService}. The tasks only start
 * asynchronous reads, so one thread serves any number of waiting orders. {@link #close()} shuts the thread down.
 */
public final class ExecutorPollScheduler implements PollScheduler {
    private static final Logger LOG = LoggerFactory.getLogger(ExecutorPollScheduler.class);
    private static final AtomicInteger COUNT = new AtomicInteger();

    private final ScheduledThreadPoolExecutor executor;

    public ExecutorPollScheduler() {
        String name = "report-poller-" + COUNT.incrementAndGet();
        executor = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
        executor.setRemoveOnCancelPolicy(true);
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
    }

    @Override
    public Cancellable schedule(Runnable task, Duration delay) {
        long nanos = Math.max(0, delay.toNanos());
        ScheduledFuture<?> future = executor.schedule(() -> {
            try {
                task.run();
            } catch (RuntimeException | Error e) {
                LOG.error("A scheduled poll task failed", e);
                throw e;
            }
        }, nanos, TimeUnit.NANOSECONDS);
        return () -> future.cancel(false);
    }

    /** True once {@link #close()} has run and the thread has ended (for tests that check for leaks). */
    public boolean isTerminated() {
        return executor.isTerminated();
    }

    /** Waits up to {@code timeout} for the thread to end after {@link #close()}. */
    public boolean awaitTermination(Duration timeout) throws InterruptedException {
        return executor.awaitTermination(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }

}

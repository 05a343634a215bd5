package io.assetdesk.api;

import java.time.Duration;

/**
 * Runs a task once after a delay. The {@link ReportPoller} waits through this, so that tests can hand it a manual
 * scheduler and move time by hand instead of sleeping.
 */
public interface PollScheduler extends AutoCloseable {

    /** Runs {@code task} once, {@code delay} from now (immediately when zero or negative). */
    Cancellable schedule(Runnable task, Duration delay);

    /** Stops the scheduler: pending tasks are dropped and its threads end. */
    @Override
    void close();
}

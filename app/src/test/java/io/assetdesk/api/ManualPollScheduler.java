package io.assetdesk.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * A {@link PollScheduler} for tests with its own clock: nothing runs until the test moves time with
 * {@link #advance(Duration)} or {@link #runNext()}; tasks then run on the test's thread, in time order.
 */
public final class ManualPollScheduler implements PollScheduler {

    private final List<Task> tasks = new ArrayList<>();
    private final ManualClock clock;
    private long sequence;
    private boolean closed;

    public ManualPollScheduler(Instant start) {
        this.clock = new ManualClock(start);
    }

    public Clock clock() {
        return clock;
    }

    public Instant now() {
        return clock.instant();
    }

    @Override
    public synchronized Cancellable schedule(Runnable task, Duration delay) {
        if (closed) {
            throw new IllegalStateException("scheduler closed");
        }
        Duration d = delay.isNegative() ? Duration.ZERO : delay;
        Task t = new Task(clock.instant().plus(d), sequence++, task);
        tasks.add(t);
        return () -> {
            synchronized (ManualPollScheduler.this) {
                tasks.remove(t);
            }
        };
    }

    /** Tasks waiting to run. */
    public synchronized int pendingCount() {
        return tasks.size();
    }

    /** When the earliest pending task is due. */
    public synchronized Optional<Instant> nextDue() {
        return tasks.stream().min(ORDER).map(Task::due);
    }

    /** Moves the clock to the earliest pending task and runs it; false when nothing is pending. */
    public boolean runNext() {
        Task next;
        synchronized (this) {
            next = tasks.stream().min(ORDER).orElse(null);
            if (next == null) {
                return false;
            }
            tasks.remove(next);
            if (next.due().isAfter(clock.instant())) {
                clock.set(next.due());
            }
        }
        next.action().run();
        return true;
    }

    /** Moves the clock forward by {@code amount}, running every task that falls due on the way, in order. */
    public void advance(Duration amount) {
        Instant target = clock.instant().plus(amount);
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.stream().min(ORDER).filter(t -> !t.due().isAfter(target)).orElse(null);
                if (next == null) {
                    clock.set(target);
                    return;
                }
                tasks.remove(next);
                if (next.due().isAfter(clock.instant())) {
                    clock.set(next.due());
                }
            }
            next.action().run();
        }
    }

    public synchronized boolean isClosed() {
        return closed;
    }

    @Override
    public synchronized void close() {
        closed = true;
        tasks.clear();
    }

    private static final Comparator<Task> ORDER = Comparator.comparing(Task::due).thenComparingLong(Task::seq);

    private record Task(Instant due, long seq, Runnable action) {
    }

    /** A clock that only moves when told. */
    public static final class ManualClock extends Clock {
        private volatile Instant now;
        private final ZoneId zone;

        ManualClock(Instant start) {
            this(start, ZoneOffset.UTC);
        }

        private ManualClock(Instant start, ZoneId zone) {
            this.now = start;
            this.zone = zone;
        }

        void set(Instant instant) {
            now = instant;
        }

        @Override
        public ZoneId getZone() {
            return zone;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return new ManualClock(now, zone);
        }

        @Override
        public Instant instant() {
            return now;
        }
    }
}

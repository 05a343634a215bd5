package io.assetdesk.api;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Waits for an order's report (spec section 3): reads the single order until its {@code accounts} are populated. The
 * first read comes {@link Settings#firstDelay()} after the start, then the pause doubles (with jitter) up to
 * {@link Settings#maxDelay()}; a server's Retry-After is honoured; after {@link Settings#giveUpAfter()} the wait ends
 * with {@link Outcome.GaveUp}. Network trouble, 5xx, 429 and garbled answers do not end the wait; a refusal (404,
 * 401/403, other 4xx) ends it with {@link Outcome.Failed}.
 *
 * <p>No JavaFX: outcomes are delivered on whatever thread completed the read; callers hop to their UI thread. Time
 * comes
 * from the injected {@link Clock} and waits go through the injected {@link PollScheduler}, so tests move time by hand.
 * Any number of orders can be waited for at once. {@link #close()} cancels every wait and closes the scheduler.
 *
 * <p>Size (over 400 lines, on purpose): most of it is one wait's state machine (reads, read time-outs, Retry-After, the
 * deadline, focus), kept in one class so that one lock covers every transition.
 */
public final class ReportPoller implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ReportPoller.class);

    /**
     * How the poller paces itself.
     *
     * @param firstDelay  pause before the first read
     * @param maxDelay    longest pause between two reads (jitter never goes above it)
     * @param multiplier  growth of the pause after each read (2 = doubling)
     * @param jitter      fraction in [0, 1): each pause after the first is drawn from [(1 - jitter) * p, p], where p
     *                    is the nominal pause; this spreads the reads of orders that started together
     * @param giveUpAfter how long to wait for the report before giving up, counted from the start of the wait
     * @param readTimeout a read that has not answered after this long counts as a network failure
     */
    public record Settings(Duration firstDelay, Duration maxDelay, double multiplier, double jitter,
                           Duration giveUpAfter, Duration readTimeout) {

        public Settings {
            Objects.requireNonNull(firstDelay, "firstDelay");
            Objects.requireNonNull(maxDelay, "maxDelay");
            Objects.requireNonNull(giveUpAfter, "giveUpAfter");
            Objects.requireNonNull(readTimeout, "readTimeout");
            if (firstDelay.isNegative() || maxDelay.compareTo(firstDelay) < 0) {
                throw new IllegalArgumentException("Need 0 <= firstDelay <= maxDelay");
            }
            if (!(multiplier >= 1.0)) {
                throw new IllegalArgumentException("multiplier must be at least 1");
            }
            if (!(jitter >= 0.0 && jitter < 1.0)) {
                throw new IllegalArgumentException("jitter must be in [0, 1)");
            }
            if (giveUpAfter.isNegative() || readTimeout.isNegative() || readTimeout.isZero()) {
                throw new IllegalArgumentException("giveUpAfter must not be negative and readTimeout must be positive");
            }
        }

        /** 2 s, doubling, 25 % jitter, at most 30 s between reads, give up after 30 minutes; a read may take 60 s. */
        public static Settings defaults() {
            return new Settings(Duration.ofSeconds(2), Duration.ofSeconds(30), 2.0, 0.25, Duration.ofMinutes(30),
                    Duration.ofSeconds(60));
        }

        public Settings withGiveUpAfter(Duration giveUp) {
            return new Settings(firstDelay, maxDelay, multiplier, jitter, giveUp, readTimeout);
        }

        /** The nominal pause (before jitter) between read {@code readsDone} and the next one; 0 reads done = first. */
        Duration nominalDelay(int readsDone) {
            double factor = Math.pow(multiplier, readsDone);
            double nanos = firstDelay.toNanos() * factor;
            if (!Double.isFinite(nanos) || nanos >= maxDelay.toNanos()) {
                return maxDelay;
            }
            return Duration.ofNanos((long) nanos);
        }
    }

    /** How a wait ended. Exactly one outcome per wait, unless it is cancelled (then none). */
    public sealed interface Outcome {
        String orderId();

        /** The order came back with a non-empty {@code accounts}. */
        record Ready(String orderId, OrderDocument document, int reads) implements Outcome {
        }

        /**
         * No report after {@link Settings#giveUpAfter()}. {@code lastError} is the last failed read and
         * {@code lastAnswer} the last order that came back without a report, if any (for the borrower's name).
         */
        record GaveUp(String orderId, Duration waited, int reads, Optional<ApiException> lastError,
                      Optional<OrderDocument> lastAnswer) implements Outcome {
        }

        /** The service refused the read (404, 401/403, other 4xx, not configured): waiting on would not help. */
        record Failed(String orderId, Throwable cause, int reads) implements Outcome {
        }
    }

    /** One order being waited for. */
    public interface Wait extends Cancellable {
        String orderId();

        Instant startedAt();

        /** Reads done so far (answered or failed). */
        int reads();

        boolean isDone();

        /**
         * Someone is looking at this order now (on): reads come at least every {@link #FOCUSED_PAUSE}, never more
         * often, and a read due later than that comes at once (or a second after the last one); a server's
         * Retry-After still wins. Off: the usual pace again from the next pause on.
         */
        void focus(boolean on);

        /**
         * The borrower has just enrolled (a desk session or the phone ended): until {@code until}, reads come at least
         * every {@link #HURRIED_PAUSE}, whichever screen is shown, since the report is expected within seconds; then
         * the usual, gentler pace.
         */
        void hurry(Instant until);
    }

    /** The pause between reads while someone looks at the order ({@link Wait#focus}). */
    public static final Duration FOCUSED_PAUSE = Duration.ofSeconds(1);
    /** The pause between reads of a wait that has just begun ({@link Wait#hurry}). */
    public static final Duration HURRIED_PAUSE = Duration.ofSeconds(3);

    private final PollScheduler scheduler;
    private final Clock clock;
    private final DoubleSupplier random;
    private final Settings settings;
    private final Set<PollingWait> active = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    /**
     * @param scheduler where the pauses happen; closed by {@link #close()}
     * @param clock     the time source (the deadline is measured with it)
     * @param random    values in [0, 1) for the jitter
     */
    public ReportPoller(PollScheduler scheduler, Clock clock, DoubleSupplier random, Settings settings) {
        this.scheduler = Objects.requireNonNull(scheduler);
        this.clock = Objects.requireNonNull(clock);
        this.random = Objects.requireNonNull(random);
        this.settings = Objects.requireNonNull(settings);
    }

    /** The production poller: a daemon scheduler thread, the system clock and a thread-local random source. */
    public static ReportPoller create(Settings settings) {
        return new ReportPoller(new ExecutorPollScheduler(), Clock.systemUTC(),
                () -> ThreadLocalRandom.current().nextDouble(), settings);
    }

    public Settings settings() {
        return settings;
    }

    /** Starts waiting now. See {@link #watch(String, Instant, Function, Consumer)}. */
    public Wait watch(String orderId, Function<String, CompletableFuture<OrderDocument>> read,
                      Consumer<Outcome> onOutcome) {
        return watch(orderId, clock.instant(), read, onOutcome);
    }

    /**
     * Starts waiting for {@code orderId}'s report. {@code startedAt} is when the wait began (earlier than now when a
     * wait is resumed after a restart): the give-up deadline counts from it. At least one read is always made.
     *
     * @param read      the single-order read, e.g. {@code service::getOrderAsync}
     * @param onOutcome called once with the outcome, on the thread that completed the last read or ran the timer
     */
    public Wait watch(String orderId, Instant startedAt, Function<String, CompletableFuture<OrderDocument>> read,
                      Consumer<Outcome> onOutcome) {
        Objects.requireNonNull(orderId, "orderId");
        if (closed) {
            throw new IllegalStateException("The report poller is closed");
        }
        PollingWait wait = new PollingWait(orderId, Objects.requireNonNull(startedAt), Objects.requireNonNull(read),
                Objects.requireNonNull(onOutcome));
        active.add(wait);
        wait.scheduleFirstRead();
        return wait;
    }

    /** Orders being waited for now. */
    public int activeCount() {
        return active.size();
    }

    /** Cancels every wait (no outcomes follow) and closes the scheduler. */
    @Override
    public void close() {
        closed = true;
        for (PollingWait w : Set.copyOf(active)) {
            w.cancel();
        }
        scheduler.close();
    }

    /** Whether waiting on after this failure may still bring the report. */
    static boolean isTransient(Throwable error) {
        if (error instanceof ApiException api) {
            return switch (api.kind()) {
                case NETWORK, SERVER_ERROR, RATE_LIMITED, BAD_RESPONSE -> true;
                case NOT_FOUND, UNAUTHORIZED, INVALID_INPUT, CLIENT_ERROR, NOT_CONFIGURED, TOO_LARGE -> false;
            };
        }
        return false;
    }

    private static Throwable unwrap(Throwable error) {
        Throwable t = error;
        while ((t instanceof CompletionException || t instanceof ExecutionException) && t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }

    private final class PollingWait implements Wait {
        private final String orderId;
        private final Instant startedAt;
        private final Instant deadline;
        private final Function<String, CompletableFuture<OrderDocument>> read;
        private final Consumer<Outcome> onOutcome;

        // guarded by this
        private int reads;
        private int attempt;
        private boolean done;
        private Cancellable pending;
        private CompletableFuture<OrderDocument> inFlight;
        private Cancellable readTimer;
        private ApiException lastError;
        private OrderDocument lastAnswer;
        private boolean focused;
        private Instant hurryUntil;
        /** The next read was put off by the server (Retry-After): focusing does not bring it forward. */
        private boolean pendingImposed;
        private Instant lastReadAt;

        PollingWait(String orderId, Instant startedAt, Function<String, CompletableFuture<OrderDocument>> read,
                    Consumer<Outcome> onOutcome) {
            this.orderId = orderId;
            this.startedAt = startedAt;
            this.deadline = startedAt.plus(settings.giveUpAfter());
            this.read = read;
            this.onOutcome = onOutcome;
        }

        @Override
        public String orderId() {
            return orderId;
        }

        @Override
        public Instant startedAt() {
            return startedAt;
        }

        @Override
        public synchronized int reads() {
            return reads;
        }

        @Override
        public synchronized boolean isDone() {
            return done;
        }

        @Override
        public void cancel() {
            CompletableFuture<OrderDocument> toCancel;
            synchronized (this) {
                if (done) {
                    return;
                }
                done = true;
                cancelTimers();
                toCancel = inFlight;
                inFlight = null;
            }
            active.remove(this);
            if (toCancel != null) {
                toCancel.cancel(false);
            }
            LOG.debug("Stopped waiting for the report of order {}", orderId);
        }

        @Override
        public void focus(boolean on) {
            synchronized (this) {
                focused = on;
                if (!on || done || pending == null || pendingImposed) {
                    return;
                }
                // bring a far read forward: a second after the last one (at once when none was made)
                Instant now = clock.instant();
                Duration wait = lastReadAt == null ? Duration.ZERO : Duration.between(now,
                        lastReadAt.plus(FOCUSED_PAUSE));
                if (wait.isNegative()) {
                    wait = Duration.ZERO;
                }
                pending.cancel();
                pending = scheduler.schedule(this::readNow, wait);
            }
        }

        @Override
        public synchronized void hurry(Instant until) {
            hurryUntil = until;
        }

        synchronized void scheduleFirstRead() {
            if (!done) {
                pending = scheduler.schedule(this::readNow, settings.firstDelay());
            }
        }

        private void readNow() {
            CompletableFuture<OrderDocument> future;
            int thisAttempt;
            synchronized (this) {
                if (done) {
                    return;
                }
                pending = null;
                pendingImposed = false;
                lastReadAt = clock.instant();
                thisAttempt = ++attempt;
                try {
                    future = Objects.requireNonNull(read.apply(orderId), "read returned null");
                } catch (RuntimeException e) {
                    future = CompletableFuture.failedFuture(e);
                }
                inFlight = future;
                readTimer = scheduler.schedule(() -> onReadTimeout(thisAttempt), settings.readTimeout());
            }
            future.whenComplete((doc, error) -> onRead(thisAttempt, doc, error));
        }

        private void onReadTimeout(int forAttempt) {
            CompletableFuture<OrderDocument> stale;
            synchronized (this) {
                if (done || forAttempt != attempt || inFlight == null) {
                    return;
                }
                stale = inFlight;
            }
            LOG.info("The report read for order {} did not answer in {}; trying again later", orderId,
                    settings.readTimeout());
            onRead(forAttempt, null, new ApiException(ApiException.Kind.NETWORK, null,
                    "No answer within " + settings.readTimeout().toSeconds() + " s", null, null, null, null, true,
                    null));
            stale.cancel(false);
        }

        private void onRead(int forAttempt, OrderDocument doc, Throwable rawError) {
            Outcome outcome = null;
            synchronized (this) {
                if (done || forAttempt != attempt || inFlight == null) {
                    return; // cancelled, or a late answer to a read that already timed out
                }
                inFlight = null;
                if (readTimer != null) {
                    readTimer.cancel();
                    readTimer = null;
                }
                reads++;
                Throwable error = rawError == null ? null : unwrap(rawError);
                Duration retryAfter = null;
                if (error == null && doc != null && doc.order() != null && doc.order().hasReport()) {
                    outcome = new Outcome.Ready(orderId, doc, reads);
                } else if (error != null && !isTransient(error)) {
                    outcome = new Outcome.Failed(orderId, error, reads);
                } else {
                    if (error instanceof ApiException api) {
                        lastError = api;
                        retryAfter = api.retryAfter().orElse(null);
                        LOG.info("Reading order {} for its report failed ({}); waiting on", orderId, api.kind()
                                + api.status().map(s -> " " + s).orElse(""));
                    } else if (error == null && doc == null) {
                        LOG.warn("The read of order {} returned nothing; waiting on", orderId);
                    } else if (error == null) {
                        lastAnswer = doc;
                    }
                    Instant now = clock.instant();
                    if (!now.isBefore(deadline)) {
                        outcome = new Outcome.GaveUp(orderId, Duration.between(startedAt, now), reads,
                                Optional.ofNullable(lastError), Optional.ofNullable(lastAnswer));
                    } else {
                        planNext(now, retryAfter);
                    }
                }
                if (outcome != null) {
                    done = true;
                    cancelTimers();
                }
            }
            if (outcome != null) {
                active.remove(this);
                LOG.debug("Wait for order {} ended: {}", orderId, outcome.getClass().getSimpleName());
                onOutcome.accept(outcome);
            }
        }

        /** Called with the lock held, when not done and before the deadline. */
        private void planNext(Instant now, Duration retryAfter) {
            Duration nominal = settings.nominalDelay(reads);
            double r = Math.min(Math.max(random.getAsDouble(), 0.0), Math.nextDown(1.0));
            Duration delay = Duration.ofNanos((long) (nominal.toNanos() * (1.0 - settings.jitter() * r)));
            boolean serverImposed = false;
            if (focused && delay.compareTo(FOCUSED_PAUSE) > 0) {
                delay = FOCUSED_PAUSE;
            } else if (hurryUntil != null && now.isBefore(hurryUntil) && delay.compareTo(HURRIED_PAUSE) > 0) {
                delay = HURRIED_PAUSE;
            }
            if (retryAfter != null && retryAfter.compareTo(delay) > 0) {
                delay = retryAfter;
                serverImposed = true;
            }
            pendingImposed = serverImposed;
            Duration remaining = Duration.between(now, deadline);
            if (delay.compareTo(remaining) > 0) {
                // The next read would come after the deadline: read once more at the deadline, unless the server
                // asked us to stay away until after it, in which case give up at the deadline.
                pending = scheduler.schedule(serverImposed ? this::giveUp : this::readNow, remaining);
            } else {
                pending = scheduler.schedule(this::readNow, delay);
            }
        }

        private void giveUp() {
            Outcome outcome;
            synchronized (this) {
                if (done) {
                    return;
                }
                done = true;
                cancelTimers();
                outcome = new Outcome.GaveUp(orderId, Duration.between(startedAt, clock.instant()), reads,
                        Optional.ofNullable(lastError), Optional.ofNullable(lastAnswer));
            }
            active.remove(this);
            onOutcome.accept(outcome);
        }

        private void cancelTimers() {
            if (pending != null) {
                pending.cancel();
                pending = null;
            }
            if (readTimer != null) {
                readTimer.cancel();
                readTimer = null;
            }
        }
    }
}

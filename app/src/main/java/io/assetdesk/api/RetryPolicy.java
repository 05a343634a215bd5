package io.assetdesk.api;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How GETs are retried: at most {@code maxAttempts} attempts in all; before attempt n+1 the client waits
 * {@code baseDelay * 2^(n-1)} (capped at {@code maxDelay}) with "equal jitter" (a random point between half and all
 * of it), or the server's Retry-After when it sent one. A Retry-After longer than {@code maxRetryAfter} is not waited
 * out: the call fails at once with {@link ApiException.Kind#RATE_LIMITED} (or the 5xx) carrying the Retry-After, so
 * that the officer is told when to try again instead of watching a frozen progress bar.
 *
 * @param sleeper waits between attempts (tests pass one that records the waits and returns at once)
 * @param random  a source of numbers in [0, 1) for the jitter
 */
public record RetryPolicy(int maxAttempts, Duration baseDelay, Duration maxDelay, Duration maxRetryAfter,
                          Sleeper sleeper, DoubleSupplier random) {

    /** Waits between attempts. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(Duration duration) throws InterruptedException;

        Sleeper REAL = d -> Thread.sleep(d.toMillis());
    }

    public RetryPolicy {
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
        Objects.requireNonNull(baseDelay, "baseDelay");
        Objects.requireNonNull(maxDelay, "maxDelay");
        Objects.requireNonNull(maxRetryAfter, "maxRetryAfter");
        Objects.requireNonNull(sleeper, "sleeper");
        Objects.requireNonNull(random, "random");
    }

    /** 3 attempts, 0.5 s then 1 s (with jitter), at most 8 s, Retry-After honoured up to 30 s. */
    public static RetryPolicy defaults() {
        return new RetryPolicy(3, Duration.ofMillis(500), Duration.ofSeconds(8), Duration.ofSeconds(30),
                Sleeper.REAL, () -> ThreadLocalRandom.current().nextDouble());
    }

    /** One attempt: nothing is retried. */
    public static RetryPolicy none() {
        return defaults().withMaxAttempts(1);
    }

    public RetryPolicy withSleeper(Sleeper s) {
        return new RetryPolicy(maxAttempts, baseDelay, maxDelay, maxRetryAfter, s, random);
    }

    public RetryPolicy withMaxAttempts(int n) {
        return new RetryPolicy(n, baseDelay, maxDelay, maxRetryAfter, sleeper, random);
    }

    public RetryPolicy withRandom(DoubleSupplier r) {
        return new RetryPolicy(maxAttempts, baseDelay, maxDelay, maxRetryAfter, sleeper, r);
    }

    /** The backoff before attempt {@code failedAttempts + 1} (failedAttempts ≥ 1), without Retry-After. */
    public Duration backoff(int failedAttempts) {
        long base = baseDelay.toMillis();
        long cap = maxDelay.toMillis();
        long exp = base << Math.min(failedAttempts - 1, 20);
        long full = Math.min(cap, exp < 0 ? cap : exp);
        double r = Math.min(Math.max(random.getAsDouble(), 0.0), 1.0);
        return Duration.ofMillis(full / 2 + Math.round((full - full / 2) * r));
    }
}

package io.assetdesk.api;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * The client's asynchronous calls: each runs on one of the client's daemon workers; a call to be retried later hands
 * its wait to a timer ({@link RetryTimer}) and frees its worker, and the next attempt goes back to a worker when the
 * wait is over. Closing stops the workers and fails every call not yet answered.
 */
final class AsyncCalls {
    private final ExecutorService executor;
    private final RetryTimer retries;
    private final RetryPolicy retry;
    private final Set<CompletableFuture<?>> pending = ConcurrentHashMap.newKeySet();

    /** @param timer where retries wait; null for the calls' own thread */
    AsyncCalls(RetryPolicy retry, RetryTimer timer) {
        this.retry = retry;
        ThreadPoolExecutor pool = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                daemonThreads());
        pool.allowCoreThreadTimeOut(true);
        this.executor = pool;
        this.retries = timer != null ? timer : RetryTimer.ownThread(daemonThreads());
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "integration-client-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Runs {@code call} on a worker; its answer (or failure) completes the future. */
    <T> CompletableFuture<T> run(Supplier<T> call) {
        CompletableFuture<T> future = new CompletableFuture<>();
        pending.add(future);
        future.whenComplete((r, t) -> pending.remove(future));
        attempt(call, future, new Transport.Tries());
        return future;
    }

    /**
     * Runs {@code call} on a worker. When it must be retried later ({@link RetryLater}), the wait is scheduled on the
     * timer and the worker is free at once; the next attempt goes back to a worker when the wait is over.
     */
    private <T> void attempt(Supplier<T> call, CompletableFuture<T> future, Transport.Tries tries) {
        try {
            executor.execute(() -> {
                if (future.isDone()) {
                    return;
                }
                Transport.ASYNC_TRIES.set(tries);
                try {
                    future.complete(call.get());
                } catch (Transport.RetryLater later) {
                    retryLater(call, future, tries, later.wait);
                } catch (Throwable t) {
                    future.completeExceptionally(t);
                } finally {
                    Transport.ASYNC_TRIES.remove();
                }
            });
        } catch (RejectedExecutionException e) {
            future.completeExceptionally(new IllegalStateException("the integration client is closed"));
        }
    }

    private <T> void retryLater(Supplier<T> call, CompletableFuture<T> future, Transport.Tries tries,
                                Duration wait) {
        long millis = wait.toMillis();
        if (retry.sleeper() != RetryPolicy.Sleeper.REAL) {
            // a test's sleeper records the wait and returns at once: the next attempt follows without waiting
            try {
                retry.sleeper().sleep(wait);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            millis = 0;
        }
        try {
            retries.schedule(() -> attempt(call, future, tries), millis);
        } catch (RejectedExecutionException e) {
            future.completeExceptionally(new IllegalStateException("the integration client is closed"));
        }
    }

    /**
     * Stops the workers: calls in flight are interrupted and every future not yet complete fails with a {@link
     * ApiException.Kind#NETWORK} error (the request may have reached the server).
     */
    void close() {
        executor.shutdownNow();
        retries.close();
        for (CompletableFuture<?> f : List.copyOf(pending)) {
            f.completeExceptionally(new ApiException(ApiException.Kind.NETWORK, null,
                    "The call was stopped: the connection was closed", List.of(), null, null, null, true, null));
        }
    }
}

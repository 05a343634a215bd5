package io.assetdesk.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * For the benchmarks, with {@code -Dassetdesk.fxWaits=true}: how long work handed to the FX thread waits before it
 * runs, sampled from a thread of its own (one piece of work at a time, {@value #EVERY_MS} ms apart) while a long
 * task goes on, such as the order list arriving. A screen that stops answering is a long wait: the benchmark prints
 * the 95th percentile and the longest. Off by default ({@link #startIfAsked} then answers null).
 */
public final class FxWaits {
    static final String PROPERTY = "assetdesk.fxWaits";
    static final long EVERY_MS = 10;

    private final List<Long> waits = new ArrayList<>();
    /** Counted down by {@link #stop}: the sampler waits on it between samples, and ends at once when stopped. */
    private final CountDownLatch stopped = new CountDownLatch(1);

    private FxWaits() {
    }

    /**
     * Samples {@code fx} when the property is set, from the window's first frame on (before it the FX thread builds the
     * window, which the start-up benchmark measures); null when the property is not set. FX thread.
     */
    public static FxWaits startIfAsked(Executor fx) {
        if (!Boolean.getBoolean(PROPERTY)) {
            return null;
        }
        FxWaits w = new FxWaits();
        FirstFrame.then(() -> w.startSampling(fx));
        return w;
    }

    static FxWaits start(Executor fx) {
        FxWaits w = new FxWaits();
        w.startSampling(fx);
        return w;
    }

    private void startSampling(Executor fx) {
        Thread sampler = new Thread(() -> sample(fx), "fx-waits");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sample(Executor fx) {
        try {
            while (stopped.getCount() > 0) {
                long posted = System.nanoTime();
                CountDownLatch ran = new CountDownLatch(1);
                fx.execute(() -> {
                    synchronized (waits) {
                        waits.add(System.nanoTime() - posted);
                    }
                    ran.countDown();
                });
                // one piece of work at a time: the next is handed over when this one has run, and a pause later
                while (!ran.await(EVERY_MS, TimeUnit.MILLISECONDS)) {
                    if (stopped.getCount() == 0) {
                        return;
                    }
                }
                if (stopped.await(EVERY_MS, TimeUnit.MILLISECONDS)) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops sampling and says what was seen: "waits p95 3 ms, longest 41 ms (412 samples)". */
    public String stop() {
        stopped.countDown();
        return seen();
    }

    /** What was seen so far, sampling on. */
    String seen() {
        synchronized (waits) {
            return summary(waits);
        }
    }

    static String summary(List<Long> nanos) {
        if (nanos.isEmpty()) {
            return "waits p95 0 ms, longest 0 ms (0 samples)";
        }
        long[] sorted = nanos.stream().mapToLong(Long::longValue).sorted().toArray();
        int p95 = (int) Math.ceil(sorted.length * 0.95) - 1;
        return String.format(Locale.ROOT, "waits p95 %d ms, longest %d ms (%d samples)", sorted[p95] / 1_000_000,
                sorted[sorted.length - 1] / 1_000_000, sorted.length);
    }
}

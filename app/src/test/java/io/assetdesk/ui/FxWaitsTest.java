package io.assetdesk.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The benchmarks' view of the FX thread: the waits of work handed to it, said as the 95th percentile and longest. */
class FxWaitsTest {

    @Test
    void saysThe95thPercentileAndTheLongestWait() {
        List<Long> waits = new ArrayList<>();
        for (long ms = 100; ms >= 1; ms--) {
            waits.add(TimeUnit.MILLISECONDS.toNanos(ms));
        }
        assertThat(FxWaits.summary(waits)).isEqualTo("waits p95 95 ms, longest 100 ms (100 samples)");
        assertThat(FxWaits.summary(List.of())).isEqualTo("waits p95 0 ms, longest 0 ms (0 samples)");
    }

    @Test
    void aThreadHeldBusyShowsAsALongWait() throws Exception {
        ExecutorService fx = Executors.newSingleThreadExecutor();
        try {
            FxWaits waits = FxWaits.start(fx);
            fx.submit(() -> { }).get(10, TimeUnit.SECONDS);
            // the thread is held for 300 ms: the sample handed to it meanwhile waits for the rest of it
            fx.execute(() -> {
                long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(300);
                while (System.nanoTime() < until) {
                    Thread.onSpinWait();
                }
            });
            String said = waits.seen();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (longest(said) < 200 && System.nanoTime() < deadline) {
                fx.submit(() -> { }).get(10, TimeUnit.SECONDS);
                said = waits.seen();
            }
            waits.stop();
            assertThat(longest(said)).as(said).isGreaterThanOrEqualTo(200);
        } finally {
            fx.shutdownNow();
        }
    }

    @Test
    void offUnlessAsked() {
        assertThat(Boolean.getBoolean(FxWaits.PROPERTY)).isFalse();
        assertThat(FxWaits.startIfAsked(Runnable::run)).isNull();
    }

    private static long longest(String said) {
        return Long.parseLong(said.replaceAll(".*longest (\\d+) ms.*", "$1"));
    }
}

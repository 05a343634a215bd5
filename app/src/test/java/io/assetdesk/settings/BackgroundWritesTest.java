package io.assetdesk.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Settings files written off the caller's thread: the latest wins, in order, and nothing pending is lost at exit. */
class BackgroundWritesTest {
    private final Queue<Runnable> tasks = new ArrayDeque<>();
    private final List<String> written = new ArrayList<>();

    @Test
    void nothingIsWrittenOnTheCallersThreadAndOnlyTheLatestContentOfAFileIsWritten() {
        BackgroundWrites writes = new BackgroundWrites(tasks::add);
        writes.write("window.json", () -> written.add("window 1"));
        writes.write("window.json", () -> written.add("window 2"));
        writes.write("window.json", () -> written.add("window 3"));
        writes.write("waiting-orders.json", () -> written.add("waits 1"));

        assertThat(written).as("the caller never waits for a disk").isEmpty();
        runAll();
        assertThat(written).containsExactly("window 3", "waits 1");
    }

    @Test
    void aWriteAskedForWhileTheSameFileIsBeingWrittenFollowsIt() {
        BackgroundWrites writes = new BackgroundWrites(tasks::add);
        writes.write("window.json", () -> {
            written.add("first");
            writes.write("window.json", () -> written.add("second")); // asked for while "first" runs
        });
        runAll();
        assertThat(written).containsExactly("first", "second");
        assertThat(tasks).as("one writer per file: no second task was started beside the first").isEmpty();
    }

    @Test
    void aFailedWriteIsSaidAndTheNextWriteOfTheFileStillHappens() {
        BackgroundWrites writes = new BackgroundWrites(tasks::add);
        writes.write("window.json", () -> {
            throw new IOException("disk full");
        });
        runAll();
        writes.write("window.json", () -> written.add("after the failure"));
        runAll();
        assertThat(written).containsExactly("after the failure");
    }

    @Test
    void drainWaitsForWritesStillUnderWayAndSaysWhenTheyDidNotEndInTime() throws Exception {
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            BackgroundWrites writes = new BackgroundWrites(pool);
            CountDownLatch release = new CountDownLatch(1);
            writes.write("window.json", () -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                synchronized (written) {
                    written.add("bounds");
                }
            });
            assertThat(writes.drain(Duration.ofMillis(50))).as("still writing").isFalse();
            release.countDown();
            assertThat(writes.drain(Duration.ofSeconds(10))).isTrue();
            synchronized (written) {
                assertThat(written).containsExactly("bounds");
            }
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    private void runAll() {
        Runnable r;
        while ((r = tasks.poll()) != null) {
            r.run();
        }
    }
}

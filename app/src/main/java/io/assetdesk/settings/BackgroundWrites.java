package io.assetdesk.settings;

import java.io.IOException;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Executor;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes settings files away from the caller's thread (the FX thread must not wait for a disk). Per file the latest
 * content wins: a write asked for while the previous one of the same file runs replaces any still waiting, and the
 * writes of one file never overlap or run out of order. {@link #drain} waits for what is pending (at exit).
 *
 * <p>A failed write is said in one log line with the file's name; the next write of that file tries again.
 */
public final class BackgroundWrites {
    private static final Logger LOG = LoggerFactory.getLogger(BackgroundWrites.class);

    /** One write of a file. */
    @FunctionalInterface
    public interface Write {
        void run() throws IOException;
    }

    private final Executor executor;
    private final Map<String, Write> pending = new HashMap<>();
    private final Set<String> running = new HashSet<>();

    /** @param executor runs the writes (the app's background executor) */
    public BackgroundWrites(Executor executor) {
        this.executor = Objects.requireNonNull(executor);
    }

    /** Writes on the calling thread, before {@code write} returns (tools and tests). */
    public static BackgroundWrites onCallingThread() {
        return new BackgroundWrites(Runnable::run);
    }

    /** Asks for {@code write} of the file named {@code file}; replaces a write of it that has not started yet. */
    public void write(String file, Write write) {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(write, "write");
        synchronized (this) {
            pending.put(file, write);
            if (!running.add(file)) {
                return; // the running writer of this file takes it next
            }
        }
        executor.execute(() -> writeAll(file));
    }

    /**
     * Waits until every write asked for so far has ended, at most {@code timeout}. Returns false when some were still
     * pending then.
     */
    public synchronized boolean drain(Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (!running.isEmpty()) {
            long left = end - System.nanoTime();
            if (left <= 0) {
                return false;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return true;
    }

    private void writeAll(String file) {
        while (true) {
            Write next;
            synchronized (this) {
                next = pending.remove(file);
                if (next == null) {
                    running.remove(file);
                    notifyAll();
                    return;
                }
            }
            try {
                next.run();
            } catch (IOException | RuntimeException e) {
                LOG.warn("Could not save {}: {}", file, e.getMessage());
            }
        }
    }
}

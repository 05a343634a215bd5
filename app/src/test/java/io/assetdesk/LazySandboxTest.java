package io.assetdesk;

import static org.assertj.core.api.Assertions.assertThat;

import io.assetdesk.sandbox.SandboxServer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The built-in sandbox started with the console: its address is there at once (the window builds its connection
 * with it), and it reads its orders and serves only once the window has shown its first frame.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class LazySandboxTest {

    @Test
    void itsAddressComesAtOnceAndItServesAfterTheWindowsFirstFrame() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "lazy-sandbox-");
        Main.LazySandbox sandbox = new Main.LazySandbox(data, false, SandboxServer.Dialect.RICH);
        try {
            sandbox.startInBackground();
            URI url = sandbox.get().baseUrl();
            assertThat(url.getHost()).isEqualTo("127.0.0.1");
            CompletableFuture<?> running = sandbox.damagedData().toCompletableFuture();
            assertThat(running).as("not serving before the first frame").isNotDone();

            sandbox.firstFrameShown();
            running.get(30, TimeUnit.SECONDS);
            assertThat(running).isCompletedWithValueMatching(damage -> damage.equals(Optional.empty()));
            // it keeps its orders in the data folder it was given
            assertThat(data.resolve("sandbox").resolve("orders.mv.db")).exists();
        } finally {
            sandbox.closeWithin(Duration.ofSeconds(5));
        }
    }

    @Test
    void usedLaterFromAConnectionItStartsAtOnceOnTheCallingThread() throws Exception {
        Path data = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "lazy-sandbox-");
        Main.LazySandbox sandbox = new Main.LazySandbox(data, false, SandboxServer.Dialect.RICH);
        try {
            // not started with the console (it opened on --config): the officer chose the Sandbox connection
            URI url = sandbox.get().baseUrl();
            assertThat(url.getHost()).isEqualTo("127.0.0.1");
            assertThat(sandbox.damagedData().toCompletableFuture()).as("serving when get() returns, no frame awaited")
                    .isCompletedWithValue(Optional.empty());
            assertThat(data.resolve("sandbox").resolve("orders.mv.db")).exists();
        } finally {
            sandbox.closeWithin(Duration.ofSeconds(5));
        }
    }
}

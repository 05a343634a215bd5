package io.assetdesk.bench;

import io.assetdesk.sandbox.RawHttp;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * {@code java -jar asset-desk.jar --sandbox-server --orders N} in its own process, as an officer's IT would run it;
 * its address comes from the "Sandbox listening on" line. Also writes a connection file for it.
 */
final class SandboxProcess implements AutoCloseable {
    final Process process;
    final URI baseUrl;

    private SandboxProcess(Process process, URI baseUrl) {
        this.process = process;
        this.baseUrl = baseUrl;
    }

    static SandboxProcess start(Path jar, int orders) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // a million orders are seeded in about 80 s and listed as a 500 MB answer: a larger heap than a workstation's
        String heap = orders > 200_000 ? "-Xmx6g" : "-Xmx2g";
        ProcessBuilder pb = new ProcessBuilder(java, heap, "-jar", jar.toString(), "--sandbox-server", "--orders",
                Integer.toString(orders)).redirectErrorStream(true);
        // its data folder (the kept sandbox data, the log) in target/, fresh for each process
        pb.environment().put("ASSET_DESK_HOME", Files.createTempDirectory(
                Files.createDirectories(Path.of("target")), "bench-sandbox").toAbsolutePath().toString());
        Process p = pb.start();
        CompletableFuture<URI> url = RawHttp.listening(p);
        try {
            // a million orders take some 80 s to seed, more on a busy machine
            return new SandboxProcess(p, url.get(orders > 200_000 ? 300 : 120, TimeUnit.SECONDS));
        } catch (Exception e) {
            p.destroyForcibly();
            throw new IOException("the sandbox did not start: " + e.getMessage(), e);
        }
    }

    /** A connection file (README format) for this sandbox, with its fixed training credentials. */
    Path writeConnectionFile(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve("sandbox-" + process.pid() + ".json");
        String base = baseUrl.toString();
        Files.writeString(file, "{\"name\":\"Sandbox\",\"baseUrl\":\"" + base + "\",\"portalUrl\":\"" + base
                + "\",\"accessToken\":\"sandbox-token\","
                + "\"banklink\":{\"clientId\":\"sandbox-client\",\"secret\":\"sandbox-secret\"},"
                + "\"assetverify\":{\"username\":\"sandbox-officer\",\"password\":\"sandbox-password\"}}");
        return file;
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}

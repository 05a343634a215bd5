package io.assetdesk.bench;

import io.assetdesk.api.AssetverifyCredentials;
import io.assetdesk.api.BanklinkCredentials;
import io.assetdesk.api.ServiceConfig;
import io.assetdesk.sandbox.SandboxServer;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** Benchmark helpers: a sandbox seeded with N orders, its connection, and the raw bytes of its order list. */
final class SandboxOrders {
    private SandboxOrders() {
    }

    static SandboxServer start(int orders) {
        return SandboxServer.start(0, orders, SandboxServer.DEFAULT_REPORT_DELAY);
    }

    static ServiceConfig config(SandboxServer server) {
        return ServiceConfig.of(server.baseUrl(), server.baseUrl(), SandboxServer.ACCESS_TOKEN,
                new BanklinkCredentials(SandboxServer.BANKLINK_CLIENT_ID, SandboxServer.BANKLINK_SECRET),
                new AssetverifyCredentials(SandboxServer.ASSETVERIFY_USERNAME, SandboxServer.ASSETVERIFY_PASSWORD))
                .withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(120));
    }

    /** The body of GET .../assetverify/orders exactly as the service sends it (what the client decodes). */
    static byte[] orderListBytes(SandboxServer server) throws IOException, InterruptedException {
        String body = "{\"username\":\"" + SandboxServer.ASSETVERIFY_USERNAME + "\",\"password\":\""
                + SandboxServer.ASSETVERIFY_PASSWORD + "\",\"data\":{}}";
        String base = server.baseUrl().toString().replaceAll("/+$", "");
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/v1/integrations/assetverify/orders"))
                .method("GET", HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                .header("Authorization", "Bearer " + SandboxServer.ACCESS_TOKEN)
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(120))
                .build();
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IOException("the sandbox answered " + response.statusCode() + " to the order list");
        }
        return response.body();
    }
}
